/** A wallet kept on this page only (spec: a local list); secrets live in memory, never in storage. */
export interface LocalWallet {
  id: string;
  name: string;
  address: string;
  /** base58 64-byte secret key. */
  privateKey: string;
  /** null for wallets imported from a private key. */
  mnemonic: string | null;
  derivationPath: string | null;
  source: 'generated' | 'imported';
  createdAt: string;
}
