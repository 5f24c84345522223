import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as api from '@shared/api/portfolio';
import type { CostBasisMethod, PortfolioTimeframe } from '@shared/schemas/portfolio';
import { portfolioKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export function getPortfolio(timeframe: PortfolioTimeframe, costBasis: CostBasisMethod) {
  return callEndpoint(api.getPortfolio, { query: { timeframe, costBasis } });
}

/** Spec: data loads only when at least one wallet is tracked. */
export function usePortfolio(
  owner: string | null,
  timeframe: PortfolioTimeframe,
  costBasis: CostBasisMethod,
  hasWallets: boolean,
) {
  return useQuery(
    queryOptions({
      queryKey: portfolioKeys.view(owner, timeframe, costBasis),
      queryFn: () => getPortfolio(timeframe, costBasis),
      enabled: Boolean(owner) && hasWallets,
      placeholderData: keepPreviousData,
    }),
  );
}
