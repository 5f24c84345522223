import { useQuery } from '@tanstack/react-query';
import { listStakePayments } from '@shared/api/staking';
import { stakingKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function useStakePayments(owner: string | null) {
  return useQuery({
    queryKey: stakingKeys.payments(owner),
    queryFn: () => callEndpoint(listStakePayments),
    enabled: Boolean(owner),
  });
}
