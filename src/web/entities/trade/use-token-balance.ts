import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkTokenBalance } from '@shared/api/tokens';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { callEndpoint } from '@web/lib/api-endpoint';
import { MARKET_REFRESH_MS } from '../exchange/exchange-queries';
import { tokenKeys } from '../tokens/query-keys';

/** SOL is asked for without a token address: the wallet's native balance is what a swap can spend. */
export function tokenBalanceQueryOptions(owner: string, mint: string) {
  return queryOptions({
    queryKey: tokenKeys.balance(owner, mint),
    queryFn: () =>
      callEndpoint(checkTokenBalance, {
        body: mint === NATIVE_MINT ? { walletAddress: owner } : { walletAddress: owner, tokenAddress: mint },
      }),
  });
}

/** The connected wallet's balance of `mint` as a decimal string (read from the chain by the server). */
export function useTokenBalance(owner: string | null, mint: string | undefined) {
  const query = useQuery({
    ...tokenBalanceQueryOptions(owner ?? '', mint ?? ''),
    enabled: Boolean(owner && mint),
    // A freshly connected Local Wallet is funded by the faucet a moment later; trades elsewhere move it too.
    refetchInterval: MARKET_REFRESH_MS,
  });
  return { balance: query.data?.balance ?? null, isLoading: query.isLoading };
}
