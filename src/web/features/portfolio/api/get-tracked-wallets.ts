import { useQuery } from '@tanstack/react-query';
import { listTrackedWallets } from '@shared/api/portfolio';
import { portfolioKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function getTrackedWallets() {
  return callEndpoint(listTrackedWallets);
}

export function useTrackedWallets(owner: string | null) {
  return useQuery({
    queryKey: portfolioKeys.wallets(owner),
    queryFn: getTrackedWallets,
    enabled: Boolean(owner),
  });
}
