import { queryOptions, useQuery } from '@tanstack/react-query';
import { tokenListSchema } from '@shared/schemas/tokens';
import { apiJson } from '@web/lib/api-client';

const TOKENS_LIST_URL = '/api/tokens/list';

/** Tokens this wallet launched in the app, so a brand-new token can get its first pool. */
export function myTokensQueryOptions(owner: string | null) {
  return queryOptions({
    queryKey: [TOKENS_LIST_URL, owner],
    queryFn: () => apiJson('GET', TOKENS_LIST_URL, undefined, tokenListSchema),
    enabled: Boolean(owner),
  });
}

export function useMyTokens(owner: string | null) {
  return useQuery(myTokensQueryOptions(owner));
}
