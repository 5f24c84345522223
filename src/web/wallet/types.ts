export type WalletStatus = 'disconnected' | 'connecting' | 'connected';

/** One entry of the connect dialog / header menu. */
export interface WalletOption {
  name: string;
  /** Kebab-case name, for `data-testid="wallet-option-{slug}"`. */
  slug: string;
  icon: string;
  description: string;
  features: string[];
  installUrl: string;
  /** Installed (discovered through Wallet Standard) or built in (Local Wallet). */
  available: boolean;
  recommended: boolean;
}

export interface WalletContextValue {
  options: WalletOption[];
  status: WalletStatus;
  /** Name of the connected wallet, e.g. "Local Wallet" or "Phantom". */
  walletName: string | null;
  walletIcon: string | null;
  /** The connected wallet is this app's own Local Wallet (the instance: an extension could take its name). */
  isLocalWallet: boolean;
  publicKey: string | null;
  /** Address of the signed-in session (Sign-In With Solana); null until signed in. */
  sessionAddress: string | null;
  connect(name: string): Promise<void>;
  disconnect(): Promise<void>;
  /** Wire-format transactions in, the same transactions with the wallet's signature added out. One prompt. */
  signAllTransactions(transactions: Uint8Array[]): Promise<Uint8Array[]>;
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  openConnectDialog(): void;
}
