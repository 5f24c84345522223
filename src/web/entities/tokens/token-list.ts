import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTokens } from '@shared/api/tokens';
import { callEndpoint } from '@web/lib/api-endpoint';
import { tokenKeys } from './query-keys';

export function getTokens() {
  return callEndpoint(listTokens);
}

/** The signed-in wallet's launches (token manager, liquidity). Keyed by the signed-in wallet so switching wallets never shows another wallet's tokens. */
export function tokensQueryOptions(owner?: string | null) {
  return queryOptions({
    queryKey: tokenKeys.list(owner),
    queryFn: getTokens,
    enabled: Boolean(owner),
  });
}

export function useTokens(owner: string | null) {
  return useQuery(tokensQueryOptions(owner));
}
