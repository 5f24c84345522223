export const WALLET_BALANCES_URL = '/api/wallet/balances';

export const walletKeys = {
  balances: (addresses: string[]) => [WALLET_BALANCES_URL, addresses] as const,
};
