import { eq } from 'drizzle-orm';
import type { ClmmPoolState } from '@shared/math/clmm/pool-state';
import { feeRateOfBps, tickSpacingOf } from '@shared/math/clmm/pool-state';
import { alignTick, sqrtPriceOf, tickAtSqrtPrice } from '@shared/math/clmm/tick-math';
import type { AppContext } from '../../../context';
import { clmmPositions, pools } from '../../../db/schema';
import { loadTokens } from '../../market';
import { sendAsPlatform } from '../../../chain/platform-send';
import { openPositionRow } from './records';
import { planOpenPosition } from './open';
import { clmmPoolAccounts } from './pool-accounts';
import { CLMM_POOL_TYPE, saveClmmState } from './state';
import type { TokenInfo } from '../types';

/** [base, quote, fee bps, price (quote per base), ranges as ±fraction, base amount per range (ui)]. */
const SEED: [string, string, number, number, number[], number][] = [
  ['SOL', 'USDC', 5, 150, [0.05, 0.3], 100],
  ['SOL', 'USDT', 25, 150, [0.1, 0.5], 100],
];

const ui = (amount: number, t: TokenInfo) => BigInt(Math.round(amount * 10 ** t.decimals));

/**
 * First start: CLMM pools beside the constant-product ones, each with platform-owned positions (NFTs
 * held by the platform) around the seed price. Idempotent per pair and fee tier.
 */
export async function seedClmmPools(ctx: AppContext): Promise<void> {
  if (!ctx.chain.embedded) return;
  const { db } = ctx.database;
  const tokens = [...(await loadTokens(ctx)).values()];
  const existing = await db.select().from(pools).where(eq(pools.type, CLMM_POOL_TYPE));
  for (const [base, quote, feeBps, price, widths, amount] of SEED) {
    const tokenA = tokens.find((t) => t.symbol === base && t.trackedRank !== null);
    const tokenB = tokens.find((t) => t.symbol === quote && t.trackedRank !== null);
    const spacing = tickSpacingOf(feeBps);
    if (!tokenA || !tokenB || !spacing) continue;
    if (existing.some((p) => p.mintA === tokenA.mint && p.mintB === tokenB.mint && p.feeBps === feeBps))
      continue;
    const accounts = await clmmPoolAccounts(ctx, ctx.platform, ctx.platform.address, tokenA, tokenB);
    await sendAsPlatform(ctx, accounts.instructions);
    const basePrice = (price * 10 ** tokenB.decimals) / 10 ** tokenA.decimals;
    const sqrtPriceX64 = sqrtPriceOf(basePrice);
    let state: ClmmPoolState = {
      sqrtPriceX64,
      tick: tickAtSqrtPrice(sqrtPriceX64),
      liquidity: 0n,
      feeRate: feeRateOfBps(feeBps),
      tickSpacing: spacing,
      feeGrowthGlobalAX64: 0n,
      feeGrowthGlobalBX64: 0n,
      ticks: [],
    };
    const pool = {
      id: accounts.poolId,
      tokenA,
      tokenB,
      vaultA: accounts.vaultA,
      vaultB: accounts.vaultB,
      feeBps,
    };
    const rows: (typeof clmmPositions.$inferInsert)[] = [];
    for (const w of widths) {
      const range = {
        tickLower: alignTick(tickAtSqrtPrice(sqrtPriceOf(basePrice * (1 - w))), spacing),
        tickUpper: alignTick(tickAtSqrtPrice(sqrtPriceOf(basePrice * (1 + w))), spacing) + spacing,
      };
      const maxA = ui(amount, tokenA);
      const maxB = ui(amount * price, tokenB);
      const open = await planOpenPosition(ctx, ctx.platform, ctx.platform, pool, state, range, maxA, maxB);
      if (!open) continue;
      await sendAsPlatform(ctx, open.instructions);
      state = open.change.state;
      rows.push(
        openPositionRow(open.positionId, pool.id, ctx.platform.address, open.change.position, 'open'),
      );
    }
    await db.transaction(async (tx) => {
      await tx.insert(pools).values({
        id: pool.id,
        mintA: tokenA.mint,
        mintB: tokenB.mint,
        vaultA: pool.vaultA,
        vaultB: pool.vaultB,
        feeBps,
        type: CLMM_POOL_TYPE,
        status: 'active',
        creator: ctx.platform.address,
      });
      await saveClmmState(tx, pool.id, undefined, state);
      if (rows.length) await tx.insert(clmmPositions).values(rows);
    });
  }
}
