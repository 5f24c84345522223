import type { Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { findAssociatedTokenPda, TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { burnMessages } from '@shared/schemas/burn';

interface ParsedData {
  parsed?: { type?: string; info?: Record<string, unknown> };
}
type Extension = { extension?: string; state?: { name?: string; symbol?: string } };

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
  const { value } = await ctx.chain.rpc
    .getAccountInfo(mint, { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send();
  if (!value) throw new AppError(404, 'token_not_found', 'Token not found');
  const owner = value.owner as string;
  const info = (value.data as ParsedData).parsed;
  const isToken = owner === TOKEN_PROGRAM_ADDRESS || owner === TOKEN_2022_PROGRAM_ADDRESS;
  if (!isToken || info?.type !== 'mint' || !info.info) {
    throw new AppError(400, 'not_a_mint', burnMessages.verifyFailedDefault);
  }
  const extensions = Array.isArray(info.info.extensions) ? (info.info.extensions as Extension[]) : [];
  const meta = extensions.find((e) => e.extension === 'tokenMetadata')?.state;
  return {
    address: mint,
    tokenProgram: owner as Address,
    decimals: Number(info.info.decimals),
    supply: BigInt(String(info.info.supply)),
    name: meta?.name?.trim() || 'Unknown Token',
    symbol: meta?.symbol?.trim() || `${mint.slice(0, 4)}…`,
  };
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
