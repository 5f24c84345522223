import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { tokenCostEstimateSchema } from '@shared/schemas/tokens';
import { TOKEN_ESTIMATE_URL, tokenKeys } from '@web/entities/tokens/query-keys';
import { apiJson } from '@web/lib/api-client';

export interface TokenEstimateParams {
  nameLength: number;
  symbolLength: number;
}

/** The server sizes the metadata URI itself; empty fields fall back to its typical lengths. */
export function tokenEstimateUrl({ nameLength, symbolLength }: TokenEstimateParams): string {
  const params = new URLSearchParams();
  if (nameLength > 0) params.set('nameLength', String(Math.min(nameLength, 50)));
  if (symbolLength > 0) params.set('symbolLength', String(Math.min(symbolLength, 10)));
  const query = params.toString();
  return query ? `${TOKEN_ESTIMATE_URL}?${query}` : TOKEN_ESTIMATE_URL;
}

export function getTokenEstimate(params: TokenEstimateParams) {
  return apiJson('GET', tokenEstimateUrl(params), undefined, tokenCostEstimateSchema);
}

export function tokenEstimateQueryOptions(params: TokenEstimateParams) {
  return queryOptions({
    queryKey: tokenKeys.estimate(params),
    queryFn: () => getTokenEstimate(params),
  });
}

export function useTokenEstimate(params: TokenEstimateParams) {
  return useQuery({ ...tokenEstimateQueryOptions(params), placeholderData: keepPreviousData });
}
