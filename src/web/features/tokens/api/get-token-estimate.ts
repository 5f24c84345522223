import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { endpointUrl } from '@shared/api/endpoint';
import { estimateTokenCost } from '@shared/api/tokens';
import { tokenKeys } from '@web/entities/tokens/query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

export interface TokenEstimateParams {
  nameLength: number;
  symbolLength: number;
}

/** The server sizes the metadata URI itself; empty fields fall back to its typical lengths. */
function estimateQuery({ nameLength, symbolLength }: TokenEstimateParams) {
  return {
    nameLength: nameLength > 0 ? Math.min(nameLength, 50) : undefined,
    symbolLength: symbolLength > 0 ? Math.min(symbolLength, 10) : undefined,
  };
}

export function tokenEstimateUrl(params: TokenEstimateParams): string {
  return endpointUrl(estimateTokenCost, undefined, estimateQuery(params));
}

export function getTokenEstimate(params: TokenEstimateParams) {
  return callEndpoint(estimateTokenCost, { query: estimateQuery(params) });
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
