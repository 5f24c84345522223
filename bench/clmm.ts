import { type ClmmPoolState, feeRateOfBps } from '../src/shared/math/clmm/pool-state';
import { emptyPosition, modifyPosition } from '../src/shared/math/clmm/position';
import { swap } from '../src/shared/math/clmm/swap';
import { sqrtPriceAtTick } from '../src/shared/math/clmm/tick-math';

/** A swap crossing 20 initialized ticks (one router hop quote) must take under 1 ms. */
const TARGET_OPS = 1_000;

/** A 0.25 % pool (spacing 60) with 21 positions stacked one spacing apart below the price: 20+ ticks. */
function twentyTickPool(): ClmmPoolState {
  let pool: ClmmPoolState = {
    sqrtPriceX64: sqrtPriceAtTick(0),
    tick: 0,
    liquidity: 0n,
    feeRate: feeRateOfBps(25),
    tickSpacing: 60,
    feeGrowthGlobalAX64: 0n,
    feeGrowthGlobalBX64: 0n,
    ticks: [],
  };
  for (let i = 0; i <= 21; i++) {
    pool = modifyPosition(pool, emptyPosition(-60 * (i + 1), 60), 10n ** 12n).state;
  }
  return pool;
}

export async function clmmBench(): Promise<boolean> {
  const pool = twentyTickPool();
  // Enough token A to push the price down across 20 of the ticks below it, found by doubling.
  let amount = 10n ** 6n;
  while (swap(pool, true, amount, true).crossed.length < 20) amount *= 2n;
  const crossed = swap(pool, true, amount, true).crossed.length;
  const runs = 2_000;
  const start = performance.now();
  let out = 0n;
  for (let i = 0; i < runs; i++) out += swap(pool, true, amount + BigInt(i), true).amountOut;
  const seconds = (performance.now() - start) / 1000;
  const ops = runs / seconds;
  console.log(
    `CLMM swap across ${crossed} ticks: ${Math.round(ops).toLocaleString('en-US')} ops/s ` +
      `(${((seconds / runs) * 1e6).toFixed(0)} µs each; target ≥ ${TARGET_OPS.toLocaleString('en-US')}; checksum ${out % 997n})`,
  );
  return ops >= TARGET_OPS;
}
