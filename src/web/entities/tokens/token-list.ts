import { queryOptions, useQuery } from '@tanstack/react-query';
import { tokenListSchema } from '@shared/schemas/tokens';
import { apiJson } from '@web/lib/api-client';
import { TOKENS_LIST_URL, tokenKeys } from './query-keys';

export function getTokens() {
  return apiJson('GET', TOKENS_LIST_URL, undefined, tokenListSchema);
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
