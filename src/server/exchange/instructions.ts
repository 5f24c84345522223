import type { Address, Instruction, TransactionSigner } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import {
  getCloseAccountInstruction,
  getCreateAssociatedTokenIdempotentInstruction,
  getSyncNativeInstruction,
  getTransferCheckedInstruction,
} from '@solana-program/token-2022';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { associatedTokenAddress } from '../chain/pda';

/** A mint with the program that owns it (SPL Token or Token-2022): every instruction goes to that program. */
export interface MintRef {
  mint: string;
  decimals: number;
  tokenProgram: string;
}

// The answer never changes, and a wallet's accounts are derived again for every quote and plan.
const ATA_CACHE_LIMIT = 10_000;
const ataCache = new Map<string, Address>();

export const ata = (owner: string, m: MintRef): Promise<Address> => {
  const key = `${owner}:${m.mint}:${m.tokenProgram}`;
  let known = ataCache.get(key);
  if (!known) {
    if (ataCache.size >= ATA_CACHE_LIMIT) ataCache.clear();
    known = associatedTokenAddress(owner as Address, m.mint as Address, m.tokenProgram as Address);
    ataCache.set(key, known);
  }
  return Promise.resolve(known);
};

export const createAta = (
  payer: TransactionSigner,
  owner: string,
  account: Address,
  m: MintRef,
): Instruction =>
  getCreateAssociatedTokenIdempotentInstruction({
    payer,
    ata: account,
    owner: owner as Address,
    mint: m.mint as Address,
    tokenProgram: m.tokenProgram as Address,
  });

export const transferChecked = (
  source: string,
  destination: string,
  authority: TransactionSigner,
  m: MintRef,
  amount: bigint,
): Instruction =>
  getTransferCheckedInstruction(
    {
      source: source as Address,
      mint: m.mint as Address,
      destination: destination as Address,
      authority,
      amount,
      decimals: m.decimals,
    },
    { programAddress: m.tokenProgram as Address },
  );

/** Wraps lamports into the user's wrapped-SOL account (created if needed). */
export async function wrapSol(user: TransactionSigner, lamports: bigint): Promise<Instruction[]> {
  const m = { mint: NATIVE_MINT, decimals: 9, tokenProgram: TOKEN_PROGRAM_ADDRESS };
  const account = await ata(user.address, m);
  return [
    createAta(user, user.address, account, m),
    getTransferSolInstruction({ source: user, destination: account, amount: lamports }),
    getSyncNativeInstruction({ account }, { programAddress: TOKEN_PROGRAM_ADDRESS }),
  ];
}

/** Closes the user's wrapped-SOL account: its wrapped balance and rent come back as SOL. */
export async function unwrapSol(user: TransactionSigner): Promise<Instruction> {
  const account = await ata(user.address, {
    mint: NATIVE_MINT,
    decimals: 9,
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  });
  return getCloseAccountInstruction(
    { account, destination: user.address, owner: user },
    { programAddress: TOKEN_PROGRAM_ADDRESS },
  );
}

/** Closes an emptied token account of the user, returning its rent. */
export async function closeTokenAccount(user: TransactionSigner, m: MintRef): Promise<Instruction> {
  return getCloseAccountInstruction(
    { account: await ata(user.address, m), destination: user.address, owner: user },
    { programAddress: m.tokenProgram as Address },
  );
}
