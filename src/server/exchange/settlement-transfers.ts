import type { Address, Instruction, KeyPairSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { getCloseAccountInstruction } from '@solana-program/token-2022';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { ata, createAta, transferChecked, type MintRef } from './instructions';

/** One vault's share of a payout: each leg of a route pays its own surplus. */
export interface VaultPayment {
  vault: string;
  amount: bigint;
}

/**
 * Pays a wallet from pool vaults of one token, each vault its own amount, the platform (pool authority)
 * signing. Tokens go to the wallet's token account (created, at the platform's cost, if the wallet
 * closed it). Wrapped SOL is paid as SOL, like the swap itself: it passes through the platform's own
 * wrapped-SOL account, closed again at once (its rent returns to the platform), and the platform sends
 * the lamports on.
 */
export async function payOut(
  platform: KeyPairSigner,
  wallet: Address,
  mint: MintRef,
  payments: readonly VaultPayment[],
): Promise<Instruction[]> {
  const owed = payments.filter((p) => p.amount > 0n);
  if (owed.length === 0) return [];
  const total = owed.reduce((s, p) => s + p.amount, 0n);
  const native = mint.mint === NATIVE_MINT;
  const account = await ata(native ? platform.address : wallet, mint);
  const transfers = owed.map((p) => transferChecked(p.vault, account, platform, mint, p.amount));
  if (!native) return [createAta(platform, wallet, account, mint), ...transfers];
  return [
    createAta(platform, platform.address, account, mint),
    ...transfers,
    getCloseAccountInstruction(
      { account, destination: platform.address, owner: platform },
      { programAddress: mint.tokenProgram as Address },
    ),
    getTransferSolInstruction({ source: platform, destination: wallet, amount: total }),
  ];
}
