import { useMutation } from '@tanstack/react-query';
import { balanceResponseSchema, type BalanceRequest } from '@shared/schemas/balance';
import { apiJson } from '@web/lib/api-client';

export function checkBalance(body: BalanceRequest) {
  return apiJson('POST', '/api/tokens/balance', body, balanceResponseSchema);
}

export function useCheckBalance() {
  return useMutation({ mutationFn: checkBalance });
}
