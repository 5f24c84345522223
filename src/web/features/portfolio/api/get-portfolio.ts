import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { portfolioSchema, type CostBasisMethod, type PortfolioTimeframe } from '@shared/schemas/portfolio';
import { PORTFOLIO_URL, portfolioKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

export function getPortfolio(timeframe: PortfolioTimeframe, costBasis: CostBasisMethod) {
  const query = new URLSearchParams({ timeframe, costBasis });
  return apiJson('GET', `${PORTFOLIO_URL}?${query.toString()}`, undefined, portfolioSchema);
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
