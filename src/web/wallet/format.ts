import { getBase64Decoder } from '@solana/kit';

/** 4 leading + 4 trailing characters, as the header shows a connected address. */
export function formatAddress(address: string): string {
  if (address.length <= 11) return address;
  return `${address.slice(0, 4)}...${address.slice(-4)}`;
}

/** "Local Wallet" → "local-wallet": used for data-testids and lookups. */
export function walletSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function bytesToBase64(bytes: Uint8Array): string {
  return getBase64Decoder().decode(bytes);
}

/** Rejections in the wallet popup, as the common wallets report them (EIP-1193 code 4001 or a message). */
export function isUserRejection(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = 'code' in error ? error.code : undefined;
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return code === 4001 || /reject|denied|declined|cancel/i.test(message);
}
