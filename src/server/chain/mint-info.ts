import type { Address, Rpc, SolanaRpcApi } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import type { AppContext } from '../context';
import { AppError } from '../lib/errors';

interface ParsedData {
  program?: string;
  parsed?: { type?: string; info?: Record<string, unknown> };
}

type Extension = { extension?: string; state?: { name?: string; symbol?: string } };

export interface MintInfo {
  mint: Address;
  decimals: number;
  supply: bigint;
  name: string;
  symbol: string;
  tokenProgram: 'spl-token' | 'token-2022';
  /** The owning token program's address (SPL Token or Token-2022). */
  programAddress: Address;
  /** Null when revoked. */
  mintAuthority: string | null;
  freezeAuthority: string | null;
}

const authority = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : null);

function readMetadata(info: Record<string, unknown>) {
  const extensions = Array.isArray(info.extensions) ? (info.extensions as Extension[]) : [];
  const meta = extensions.find((e) => e.extension === 'tokenMetadata')?.state;
  return { name: meta?.name?.trim() || null, symbol: meta?.symbol?.trim() || null };
}

/** A mint as the chain has it (SPL Token or Token-2022), with Token-2022 metadata when present. */
export async function readMint(ctx: AppContext, mint: Address): Promise<MintInfo> {
  const { value: account } = await ctx.chain.rpc
    .getAccountInfo(mint, { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send();
  if (!account) throw new AppError(404, 'token_not_found', 'Token not found on this network');
  const data = account.data as ParsedData;
  const owner = account.owner as string;
  const isToken = owner === TOKEN_PROGRAM_ADDRESS || owner === TOKEN_2022_PROGRAM_ADDRESS;
  const info = data.parsed?.info;
  if (!isToken || data.parsed?.type !== 'mint' || !info) {
    throw new AppError(400, 'not_a_mint', 'The token address is not a token mint');
  }
  const meta = readMetadata(info);
  return {
    mint,
    decimals: Number(info.decimals),
    supply: BigInt(String(info.supply ?? '0')),
    name: meta.name ?? 'Unknown Token',
    symbol: meta.symbol ?? `${mint.slice(0, 4)}…`,
    tokenProgram: owner === TOKEN_2022_PROGRAM_ADDRESS ? 'token-2022' : 'spl-token',
    programAddress: owner as Address,
    mintAuthority: authority(info.mintAuthority),
    freezeAuthority: authority(info.freezeAuthority),
  };
}

/** The wallet's total holding of a mint across its token accounts, in base units. */
export async function walletTokenBalance(
  ctx: AppContext,
  wallet: Address,
  mint: Address,
  rpc: Rpc<SolanaRpcApi> = ctx.chain.rpc,
): Promise<bigint> {
  const { value: holdings } = await rpc
    .getTokenAccountsByOwner(wallet, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send();
  return holdings.reduce((sum, h) => {
    const parsed = (h.account.data as ParsedData).parsed?.info as
      { tokenAmount?: { amount?: string } } | undefined;
    return sum + BigInt(parsed?.tokenAmount?.amount ?? '0');
  }, 0n);
}
