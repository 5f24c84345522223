import type { Instruction, TransactionSigner } from '@solana/kit';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { ata, createAta, transferChecked, unwrapSol, wrapSol } from '../../instructions';
import type { TokenInfo } from '../types';

export interface PoolSide {
  token: TokenInfo;
  vault: string;
  amount: bigint;
}

/** The user pays each side into its vault (SOL wrapped first, the wrapped account closed after). */
export async function depositTransfers(user: TransactionSigner, sides: PoolSide[]): Promise<Instruction[]> {
  const paying = sides.filter((s) => s.amount > 0n);
  const sol = paying.find((s) => s.token.mint === NATIVE_MINT);
  const ix: Instruction[] = sol ? await wrapSol(user, sol.amount) : [];
  for (const s of paying) {
    ix.push(transferChecked(await ata(user.address, s.token), s.vault, user, s.token, s.amount));
  }
  if (sol) ix.push(await unwrapSol(user));
  return ix;
}

/** The pool authority pays each side from its vault to the user (SOL arrives unwrapped). */
export async function payoutTransfers(
  user: TransactionSigner,
  authority: TransactionSigner,
  sides: PoolSide[],
): Promise<Instruction[]> {
  const paying = sides.filter((s) => s.amount > 0n);
  const ix: Instruction[] = [];
  for (const s of paying) {
    const account = await ata(user.address, s.token);
    ix.push(createAta(user, user.address, account, s.token));
    ix.push(transferChecked(s.vault, account, authority, s.token, s.amount));
  }
  if (paying.some((s) => s.token.mint === NATIVE_MINT)) ix.push(await unwrapSol(user));
  return ix;
}
