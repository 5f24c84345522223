import { useMutation } from '@tanstack/react-query';
import { checkTokenBalance } from '@shared/api/tokens';
import type { BalanceRequest } from '@shared/schemas/balance';
import { callEndpoint } from '@web/lib/api-endpoint';

export function checkBalance(body: BalanceRequest) {
  return callEndpoint(checkTokenBalance, { body });
}

export function useCheckBalance() {
  return useMutation({ mutationFn: checkBalance });
}
