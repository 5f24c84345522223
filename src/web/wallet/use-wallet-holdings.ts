import { useQuery } from '@tanstack/react-query';
import { FIRST_LOAD_PATHS } from '@shared/api/first-load-paths';
import { callEndpoint, endpointKey } from '@web/lib/api-endpoint';
import { walletContracts } from '@web/lib/first-load-contracts';

/** A wallet's SOL and tokens also move outside this app (faucet, transfers): read again this often. */
export const HOLDINGS_REFRESH_MS = 30_000;

export const walletHoldingsKeys = {
  all: () => endpointKey(FIRST_LOAD_PATHS.getWalletHoldings),
  of: (address: string) => endpointKey(FIRST_LOAD_PATHS.getWalletHoldings, address),
};

/** The address's SOL and non-zero token balances, read from the chain by the server. */
export function useWalletHoldings(address: string | null) {
  return useQuery({
    queryKey: walletHoldingsKeys.of(address ?? ''),
    queryFn: async () =>
      callEndpoint((await walletContracts()).getWalletHoldings, { body: { walletAddress: address ?? '' } }),
    enabled: Boolean(address),
    refetchInterval: HOLDINGS_REFRESH_MS,
  });
}
