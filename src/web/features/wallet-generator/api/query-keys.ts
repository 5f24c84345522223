import { getWalletBalances } from '@shared/api/wallet';
import { endpointKey } from '@web/lib/api-endpoint';

export const walletKeys = {
  balances: (addresses: string[]) => endpointKey(getWalletBalances, addresses),
};
