import type { Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { TOKEN_2022_PROGRAM_ADDRESS } from '@solana-program/token-2022';
import { INCINERATOR_ADDRESS } from '@shared/schemas/burn';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';

type Extension = { extension?: string; state?: Record<string, unknown> };

/** What the chain says about a mint, as the scanner needs it. */
export interface MintFacts {
  mint: string;
  decimals: number;
  supply: bigint;
  mintAuthority: string | null;
  freezeAuthority: string | null;
  program: 'spl-token' | 'token-2022';
  name: string | null;
  symbol: string | null;
  /** Null when the token has no on-chain metadata this scanner can read. */
  updateAuthority: string | null;
  hasMetadata: boolean;
  extensions: Map<string, Record<string, unknown>>;
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null);

export async function readMintFacts(ctx: AppContext, mint: string): Promise<MintFacts> {
  const { value } = await ctx.chain.rpc
    .getAccountInfo(mint as Address, { encoding: 'jsonParsed', commitment: 'confirmed' })
    .send();
  if (!value) throw new AppError(404, 'token_not_found', 'Token not found on this network');
  const owner = value.owner as string;
  const data = value.data as { parsed?: { type?: string; info?: Record<string, unknown> } };
  const info = data.parsed?.info;
  if (
    (owner !== TOKEN_PROGRAM_ADDRESS && owner !== TOKEN_2022_PROGRAM_ADDRESS) ||
    data.parsed?.type !== 'mint' ||
    !info
  ) {
    throw new AppError(400, 'not_a_mint', 'The token address is not a token mint');
  }
  const list = Array.isArray(info.extensions) ? (info.extensions as Extension[]) : [];
  const extensions = new Map(list.map((e) => [e.extension ?? '', e.state ?? {}]));
  const meta = extensions.get('tokenMetadata');
  return {
    mint,
    decimals: Number(info.decimals),
    supply: BigInt(String(info.supply ?? '0')),
    mintAuthority: text(info.mintAuthority),
    freezeAuthority: text(info.freezeAuthority),
    program: owner === TOKEN_2022_PROGRAM_ADDRESS ? 'token-2022' : 'spl-token',
    name: text(meta?.name)?.trim() ?? null,
    symbol: text(meta?.symbol)?.trim() ?? null,
    updateAuthority: text(meta?.updateAuthority),
    hasMetadata: meta !== undefined,
    extensions,
  };
}

export const isIncinerator = (owner: string) => owner === INCINERATOR_ADDRESS;
