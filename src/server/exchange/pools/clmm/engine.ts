import type { ClmmPoolState } from '@shared/math/clmm/pool-state';
import { swap } from '@shared/math/clmm/swap';
import { Q64 } from '@shared/math/clmm/tick-math';
import type { Db } from '../../../db/client';
import { tokenAccountAmount } from '../../accounts';
import { loadClmmState, loadClmmStates, saveClmmState } from './state';
import { transferChecked } from '../../instructions';
import { paysNothing, resumeClmm, runningClmm } from './running';
import type { LivePool, HopRecord, PoolEngine } from '../types';

/** An exact-input swap that the pool absorbs whole and its output vault can pay. */
function fullSwap(pool: LivePool, state: ClmmPoolState, aToB: boolean, amount: bigint, exactIn: boolean) {
  if (amount <= 0n) return null;
  const r = swap(state, aToB, amount, exactIn);
  const vaultOut = aToB ? pool.reserveB : pool.reserveA;
  return r.complete && r.amountOut <= vaultOut ? r : null;
}

/** The hop as an exact-input swap on `state`: its output, or null when the pool cannot take it whole. */
function replayHop(state: ClmmPoolState, hop: HopRecord, aToB: boolean) {
  const r = swap(state, aToB, BigInt(hop.settledIn ?? hop.amountIn), true);
  return r.complete ? r : null;
}

/**
 * Moves each pool's stored state through its confirmed hops in their order (the state moves as the swap
 * of the settled input: the output it pays is what was settled), read and written once per pool.
 */
async function replayConfirmed(tx: Db, hops: readonly HopRecord[]): Promise<void> {
  for (const poolId of new Set(hops.map((h) => h.poolId))) {
    const fresh = await loadClmmState(tx, poolId);
    if (!fresh) continue;
    let state = fresh.state;
    for (const hop of hops) {
      if (hop.poolId !== poolId) continue;
      state = replayHop(state, hop, hop.inputMint === fresh.mintA)?.state ?? state;
    }
    if (state !== fresh.state) await saveClmmState(tx, poolId, fresh.state, state);
  }
}

/**
 * Concentrated liquidity (math in `@shared/math/clmm`, after Raydium CLMM): price, liquidity and ticks
 * live in the database (`state.ts`), the tokens in the two platform-owned vaults. Swaps are the
 * same two transfers as constant product; the co-signer replays the hop on the state read under the pool
 * lock, and confirmation writes the new state (the only writer, under the same lock). Positions are not
 * LP units: the Liquidity Manager's deposit and withdrawal do not apply (positions are opened on the
 * CLMM screen).
 */
export const concentratedLiquidityEngine: PoolEngine<'concentrated-liquidity'> = {
  type: 'concentrated-liquidity',
  async loadStates(db, rows) {
    const feeBps = new Map(rows.map((r) => [r.id, r.feeBps]));
    const states = await loadClmmStates(
      db,
      rows.map((r) => r.id),
      feeBps,
    );
    return new Map([...states].map(([id, clmm]) => [id, { clmm }]));
  },
  quoteExactIn(pool, aToB, amountIn) {
    if (!pool.clmm) return 0n;
    return fullSwap(pool, pool.clmm, aToB, amountIn, true)?.amountOut ?? 0n;
  },
  quoteExactOut(pool, aToB, amountOut) {
    if (!pool.clmm) return null;
    return fullSwap(pool, pool.clmm, aToB, amountOut, false)?.amountIn ?? null;
  },
  spotRate(pool, aToB) {
    if (!pool.clmm) return 0;
    const price = (Number(pool.clmm.sqrtPriceX64) / 2 ** 64) ** 2;
    return aToB ? price : 1 / price;
  },
  // The virtual reserves of the in-range liquidity: their ratio is the pool price.
  priceReserves(pool) {
    const s = pool.clmm;
    if (!s || s.liquidity === 0n) return { a: 0n, b: 0n };
    return { a: (s.liquidity * Q64) / s.sqrtPriceX64, b: (s.liquidity * s.sqrtPriceX64) / Q64 };
  },
  deposit: () => ({ amountA: 0n, amountB: 0n, liquidity: 0n }),
  withdrawal: () => ({ amountA: 0n, amountB: 0n }),
  planHop(hop, { userIn, userOut, user, authority }) {
    const aToB = hop.input.mint === hop.pool.tokenA.mint;
    const [vaultIn, vaultOut] = aToB
      ? [hop.pool.vaultA, hop.pool.vaultB]
      : [hop.pool.vaultB, hop.pool.vaultA];
    return [
      transferChecked(userIn, vaultIn, user, hop.input, hop.amountIn),
      transferChecked(vaultOut, userOut, authority, hop.output, hop.amountOut),
    ];
  },
  recheckAccounts: (hop) => [hop.vaultOut],
  // The state read now (the pool lock is held) and what its output vault holds.
  async runningPool(hop, [vaultOut], db) {
    const fresh = await loadClmmState(db, hop.poolId);
    const held = new Map([[hop.vaultOut, vaultOut ? tokenAccountAmount(vaultOut.data) : 0n]]);
    return fresh ? runningClmm(fresh.mintA, fresh.state, held) : paysNothing;
  },
  resumePool: resumeClmm,
  async onHopConfirmed(tx: Db, hop: HopRecord) {
    await replayConfirmed(tx, [hop]);
  },
  onHopsConfirmed: (tx, hops) =>
    replayConfirmed(
      tx,
      hops.map((h) => h.hop),
    ),
  liquidityAccounts: () => [],
  liquidityFair: () => false,
};
