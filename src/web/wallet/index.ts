export { WalletProvider } from './wallet-provider';
export { useWallet } from './wallet-context';
export { formatAddress } from './format';
export { registerLocalWallet } from './local-wallet/register';
export { WalletControl } from './components/wallet-control';
export { ConnectWalletCard } from './components/connect-wallet-card';
export type { WalletContextValue, WalletOption, WalletStatus } from './types';
export { confirmWithWallet } from './step-up';
export { useWalletHoldings, walletHoldingsKeys } from './use-wallet-holdings';
