import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { NATIVE_MINT, type TrackedSymbol } from '@shared/schemas/dex';
import type { AppContext } from '../context';
import { exchangeTokens } from '../db/schema';
import { bootstrapExchange } from './bootstrap';
import { seedClmmPools } from './pools/clmm/seed';
import { ensureCurveFeeAccount } from './pools/bonding-curve/fees';
import { startPriceSampler } from './prices/sampler';

/** The tracked tokens' real mints, used on mainnet where Jupiter does the trading. */
const MAINNET_TRACKED = [
  { mint: NATIVE_MINT, symbol: 'SOL', name: 'Solana', decimals: 9 },
  { mint: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  { mint: 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB', symbol: 'USDT', name: 'USDT', decimals: 6 },
  { mint: '4k3Dyjzvzp8eMZWUXbBCjEvwSkkk59S5iCNLY3QrkX6R', symbol: 'RAY', name: 'Raydium', decimals: 6 },
  { mint: 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263', symbol: 'BONK', name: 'Bonk', decimals: 5 },
  { mint: 'WENWENvqqNya429ubCdR81ZmD69brwQaaBYY6p3LCpk', symbol: 'WEN', name: 'Wen', decimals: 5 },
] satisfies { mint: string; symbol: TrackedSymbol; name: string; decimals: number }[];

/**
 * Starts the exchange after the confirm worker: on mainnet only the tracked token list (Jupiter trades);
 * elsewhere the bootstrap (embedded chain, first start) and the price sampler. Returns a stop function.
 */
export async function startExchange(ctx: AppContext): Promise<() => void> {
  if (ctx.chain.cluster.kind === 'mainnet') {
    await ctx.database.db
      .insert(exchangeTokens)
      .values(MAINNET_TRACKED.map((t, i) => ({ ...t, tokenProgram: TOKEN_PROGRAM_ADDRESS, trackedRank: i })))
      .onConflictDoNothing();
    return () => {};
  }
  await bootstrapExchange(ctx);
  await seedClmmPools(ctx);
  // On another cluster the platform key may be unfunded at start; curve pools exist only where launches run.
  if (ctx.chain.embedded) await ensureCurveFeeAccount(ctx);
  return startPriceSampler(ctx);
}
