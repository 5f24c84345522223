import type { Address } from '@solana/kit';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { liquidityMessages } from '@shared/schemas/liquidity';
import { NATIVE_MINT } from '@shared/schemas/dex';
import type { AppContext } from '../context';
import { loadTokens } from './market';
import { AppError, badRequest } from '../lib/errors';
import { readMint } from '../chain/mint-info';
import type { TokenInfo } from './pools/types';

/** A mint the exchange knows, or any mint on the chain (SPL Token or Token-2022) read fresh. */
export async function resolveToken(ctx: AppContext, mint: string): Promise<TokenInfo> {
  const known = (await loadTokens(ctx, undefined, [mint])).get(mint);
  if (known) return known;
  if (mint === NATIVE_MINT) {
    return {
      mint,
      symbol: 'SOL',
      name: 'Solana',
      decimals: 9,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
      trackedRank: null,
    };
  }
  try {
    const info = await readMint(ctx, mint as Address);
    return {
      mint,
      symbol: info.symbol,
      name: info.name,
      decimals: info.decimals,
      tokenProgram: info.programAddress,
      trackedRank: null,
    };
  } catch (error) {
    if (error instanceof AppError) throw badRequest(liquidityMessages.invalidToken);
    throw error;
  }
}
