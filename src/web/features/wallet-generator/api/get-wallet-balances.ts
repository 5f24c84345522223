import { queryOptions, useQuery } from '@tanstack/react-query';
import { getWalletBalances as getWalletBalancesEndpoint } from '@shared/api/wallet';
import { MAX_BALANCE_ADDRESSES, type WalletBalance } from '@shared/schemas/wallet';
import { walletKeys } from './query-keys';
import { callEndpoint } from '@web/lib/api-endpoint';

/** "Live" balances: re-read from the chain every 15 s while the page is open. */
export const BALANCE_REFRESH_MS = 15_000;

/** Public addresses only (never keys); one getMultipleAccounts per 100 addresses on the server. */
export async function getWalletBalances(addresses: string[]): Promise<Record<string, WalletBalance>> {
  const result: Record<string, WalletBalance> = {};
  for (let i = 0; i < addresses.length; i += MAX_BALANCE_ADDRESSES) {
    const chunk = addresses.slice(i, i + MAX_BALANCE_ADDRESSES);
    const { balances } = await callEndpoint(getWalletBalancesEndpoint, { body: { addresses: chunk } });
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
