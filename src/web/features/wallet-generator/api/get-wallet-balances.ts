import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_BALANCE_ADDRESSES, walletBalancesSchema, type WalletBalance } from '@shared/schemas/wallet';
import { WALLET_BALANCES_URL, walletKeys } from './query-keys';
import { apiJson } from '@web/lib/api-client';

/** "Live" balances: re-read from the chain every 15 s while the page is open. */
export const BALANCE_REFRESH_MS = 15_000;

/** Public addresses only (never keys); one getMultipleAccounts per 100 addresses on the server. */
export async function getWalletBalances(addresses: string[]): Promise<Record<string, WalletBalance>> {
  const result: Record<string, WalletBalance> = {};
  for (let i = 0; i < addresses.length; i += MAX_BALANCE_ADDRESSES) {
    const chunk = addresses.slice(i, i + MAX_BALANCE_ADDRESSES);
    const { balances } = await apiJson(
      'POST',
      WALLET_BALANCES_URL,
      { addresses: chunk },
      walletBalancesSchema,
    );
    for (const b of balances) result[b.address] = b;
  }
  return result;
}

export function walletBalancesQueryOptions(addresses: string[]) {
  return queryOptions({
    queryKey: walletKeys.balances(addresses),
    queryFn: () => getWalletBalances(addresses),
    enabled: addresses.length > 0,
    refetchInterval: BALANCE_REFRESH_MS,
  });
}

export function useWalletBalances(addresses: string[]) {
  return useQuery({ ...walletBalancesQueryOptions(addresses), placeholderData: (prev) => prev });
}
