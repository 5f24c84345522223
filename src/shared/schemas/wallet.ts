import { z } from 'zod';
import { isValidAddress } from '../solana/address';

export const BULK_WALLET_COUNT = 10;
export const MAX_BALANCE_ADDRESSES = 100;

export const walletMessages = {
  generateFailedTitle: 'Generation Failed',
  generateFailedDefault: 'Failed to generate wallet',
  importFailedTitle: 'Import Failed',
  importFailedDefault: 'Failed to import wallet',
  seedRequired: 'Seed phrase is required',
  seedInvalid:
    'Invalid seed phrase: the words or their order do not match a valid BIP39 phrase (checksum failed)',
  seedUnknownWords: (words: string[]) =>
    `Invalid seed phrase: not in the BIP39 word list: ${words.join(', ')}`,
  secretKeyRequired: 'Private key is required',
  secretKeyInvalid: 'Invalid private key: expected a base58 secret key (64 bytes) or a JSON byte array',
  duplicate: 'This wallet is already in the list',
  copied: 'Copied!',
  exported: 'Wallets Exported',
  cleared: 'Wallets Cleared',
  passwordTooShort: 'Password must be at least 8 characters',
  unexportedWarning:
    'You have wallets that were not exported. Their keys exist only on this page and will be lost.',
  invalidAddress: 'Invalid wallet address',
} as const;

export const walletName = (n: number) => `Wallet ${n}`;
export const importedWalletName = (n: number) => `Imported Wallet ${n}`;

/** POST /api/wallet/generate (for scripting a local instance; the page generates in the browser). */
export const walletGenerateSchema = z
  .object({ words: z.union([z.literal(12), z.literal(24)]).default(12) })
  .default({ words: 12 });
export type WalletGenerateRequest = z.output<typeof walletGenerateSchema>;

export const generatedWalletSchema = z.object({
  id: z.string(),
  address: z.string(),
  /** base58 of the 64-byte secret key, importable in Phantom / Solflare / solana-keygen. */
  privateKey: z.string(),
  mnemonic: z.string(),
  derivationPath: z.string(),
});
export type GeneratedWallet = z.infer<typeof generatedWalletSchema>;

const address = z
  .string({ error: walletMessages.invalidAddress })
  .trim()
  .refine(isValidAddress, walletMessages.invalidAddress);

export const walletBalanceRequestSchema = z.object({ walletAddress: address });
export const walletBalancesRequestSchema = z.object({
  addresses: z.array(address).min(1).max(MAX_BALANCE_ADDRESSES),
});

export const walletBalanceSchema = z.object({ address: z.string(), lamports: z.string(), sol: z.string() });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;
export const walletBalancesSchema = z.object({ balances: z.array(walletBalanceSchema) });

/** POST /api/wallet/holdings: what an address holds, read from the chain (the header menu, token pickers). */
export const walletHoldingSchema = z.object({
  mint: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  /** Base units across the address's token accounts of both token programs. */
  units: z.string(),
  /** The same amount as a decimal string. */
  balance: z.string(),
});
export type WalletHolding = z.infer<typeof walletHoldingSchema>;
export const walletHoldingsSchema = z.object({
  address: z.string(),
  lamports: z.string(),
  sol: z.string(),
  /** Non-zero token balances, largest holding of a named token first. */
  tokens: z.array(walletHoldingSchema),
});
export type WalletHoldings = z.infer<typeof walletHoldingsSchema>;
