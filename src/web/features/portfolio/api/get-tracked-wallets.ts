import { useQuery } from '@tanstack/react-query';
import { trackedWalletListSchema } from '@shared/schemas/portfolio';
import { PORTFOLIO_WALLETS_URL, portfolioKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function getTrackedWallets() {
  return apiJson('GET', PORTFOLIO_WALLETS_URL, undefined, trackedWalletListSchema);
}

export function useTrackedWallets(owner: string | null) {
  return useQuery({
    queryKey: portfolioKeys.wallets(owner),
    queryFn: getTrackedWallets,
    enabled: Boolean(owner),
  });
}
