import { useQuery } from '@tanstack/react-query';
import { getWalletHoldings } from '@shared/api/wallet';
import { callEndpoint, endpointKey } from '@web/lib/api-endpoint';

/** A wallet's SOL and tokens also move outside this app (faucet, transfers): read again this often. */
export const HOLDINGS_REFRESH_MS = 30_000;

export const walletHoldingsKeys = {
  all: () => endpointKey(getWalletHoldings),
  of: (address: string) => endpointKey(getWalletHoldings, address),
};

/** The address's SOL and non-zero token balances, read from the chain by the server. */
export function useWalletHoldings(address: string | null) {
  return useQuery({
    queryKey: walletHoldingsKeys.of(address ?? ''),
    queryFn: () => callEndpoint(getWalletHoldings, { body: { walletAddress: address ?? '' } }),
    enabled: Boolean(address),
    refetchInterval: HOLDINGS_REFRESH_MS,
  });
}
