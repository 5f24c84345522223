import type { Address } from '@solana/kit';
import { findAssociatedTokenPda } from '@solana-program/token-2022';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { burnMessages } from '@shared/schemas/burn';
import { readMint as readTokenMint } from '../../chain/mint-info';

interface ParsedData {
  parsed?: { type?: string; info?: Record<string, unknown> };
}

export interface MintState {
  address: Address;
  tokenProgram: Address;
  decimals: number;
  supply: bigint;
  name: string;
  symbol: string;
}

export interface HolderState {
  tokenAccount: Address;
  balance: bigint;
  lamports: bigint;
  exists: boolean;
}

/** The mint as the chain has it now (SPL Token or Token-2022), with its metadata name/symbol if any. */
export async function readMint(ctx: AppContext, mint: Address): Promise<MintState> {
  try {
    const info = await readTokenMint(ctx, mint);
    return {
      address: mint,
      tokenProgram: info.programAddress,
      decimals: info.decimals,
      supply: info.supply,
      name: info.name,
      symbol: info.symbol,
    };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'not_a_mint') throw new AppError(400, 'not_a_mint', burnMessages.verifyFailedDefault);
    throw new AppError(error.statusCode, error.code, 'Token not found');
  }
}

export async function associatedTokenAccount(owner: Address, mint: MintState): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({ owner, mint: mint.address, tokenProgram: mint.tokenProgram });
  return ata;
}

/** The wallet's associated token account for the mint: the account burns draw from. */
export async function readHolder(ctx: AppContext, owner: Address, mint: MintState): Promise<HolderState> {
  const tokenAccount = await associatedTokenAccount(owner, mint);
  const { value } = await ctx.chain.rpc
    .getAccountInfo(tokenAccount, { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send();
  if (!value) return { tokenAccount, balance: 0n, lamports: 0n, exists: false };
  const info = (value.data as ParsedData).parsed?.info as { tokenAmount?: { amount?: string } } | undefined;
  return {
    tokenAccount,
    balance: BigInt(info?.tokenAmount?.amount ?? '0'),
    lamports: value.lamports,
    exists: true,
  };
}
