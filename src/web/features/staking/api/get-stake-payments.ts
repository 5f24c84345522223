import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { stakePaymentSchema } from '@shared/schemas/staking';
import { STAKE_PAYMENTS_URL, stakingKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

const paymentsSchema = z.object({ payments: z.array(stakePaymentSchema) });

export function useStakePayments(owner: string | null) {
  return useQuery({
    queryKey: stakingKeys.payments(owner),
    queryFn: () => apiJson('GET', STAKE_PAYMENTS_URL, undefined, paymentsSchema),
    enabled: Boolean(owner),
  });
}
