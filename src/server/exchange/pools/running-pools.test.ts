import { describe, expect, it } from 'vitest';
import { getAmountOut } from '@shared/math/amm';
import { feeRateOfBps, type ClmmPoolState } from '@shared/math/clmm/pool-state';
import { emptyPosition, modifyPosition } from '@shared/math/clmm/position';
import { swap } from '@shared/math/clmm/swap';
import { sqrtPriceAtTick } from '@shared/math/clmm/tick-math';
import { resumeClmm, runningClmm } from './clmm/running';
import { constantProductEngine } from './constant-product/engine';
import type { HopRecord, RunningPool } from './types';

const hop = (inputMint: string, vaultIn: string, vaultOut: string, feeBps = 25): HopRecord => ({
  poolId: 'p',
  leg: 0,
  poolType: constantProductEngine.type,
  inputMint,
  outputMint: inputMint === 'A' ? 'B' : 'A',
  vaultIn,
  vaultOut,
  amountIn: '0',
  amountOut: '0',
  feeBps,
});

/** Swaps in turn on a running pool; after each, the pool as resumed from its JSON (a group's start). */
function inTurn(pool: RunningPool, h: HopRecord, amounts: bigint[], resume: (json: unknown) => RunningPool) {
  const outs: bigint[] = [];
  let now = pool;
  for (const amount of amounts) {
    const { out, after } = now.swap(h, amount);
    outs.push(out);
    now = resume(JSON.parse(JSON.stringify(after.toJSON())));
  }
  return outs;
}

describe('running pools price each swap at the state the ones before it leave', () => {
  it('constant product: each swap on the reserves the earlier ones left, through its JSON unchanged', () => {
    const start = constantProductEngine.resumePool({ va: '1000000000', vb: '5000000000' });
    const h = hop('A', 'va', 'vb');
    const amounts = [10_000_000n, 3_000_000n, 77_777_777n];
    let [x, y] = [1_000_000_000n, 5_000_000_000n];
    const expected = amounts.map((a) => {
      const out = getAmountOut(a, x, y, 25);
      [x, y] = [x + a, y - out];
      return out;
    });
    expect(inTurn(start, h, amounts, (j) => constantProductEngine.resumePool(j))).toEqual(expected);
  });

  it('CLMM: across a tick, the same outputs and state whether carried along or resumed from JSON', () => {
    let state: ClmmPoolState = {
      sqrtPriceX64: sqrtPriceAtTick(0),
      tick: 0,
      liquidity: 0n,
      feeRate: feeRateOfBps(25),
      tickSpacing: 60,
      feeGrowthGlobalAX64: 0n,
      feeGrowthGlobalBX64: 0n,
      ticks: [],
    };
    state = modifyPosition(state, emptyPosition(-600, 600), 10n ** 12n).state;
    state = modifyPosition(state, emptyPosition(-120, 120), 10n ** 13n).state;
    const vaults = new Map([['vb', 10n ** 15n]]);
    const h = hop('A', 'va', 'vb', 25);
    const amounts = [10n ** 9n, 5n * 10n ** 10n, 3n * 10n ** 10n];
    const carried: bigint[] = [];
    let s = state;
    for (const a of amounts) {
      const r = swap(s, true, a, true);
      carried.push(r.amountOut);
      s = r.state;
    }
    // The last swap crosses out of the narrow range: the liquidity in range changed.
    expect(s.liquidity).not.toBe(state.liquidity);
    expect(inTurn(runningClmm('A', state, vaults), h, amounts, resumeClmm)).toEqual(carried);
  });

  it('CLMM: a swap its vault cannot pay pays nothing and leaves the pool as it was', () => {
    const state: ClmmPoolState = modifyPosition(
      {
        sqrtPriceX64: sqrtPriceAtTick(0),
        tick: 0,
        liquidity: 0n,
        feeRate: feeRateOfBps(25),
        tickSpacing: 60,
        feeGrowthGlobalAX64: 0n,
        feeGrowthGlobalBX64: 0n,
        ticks: [],
      },
      emptyPosition(-600, 600),
      10n ** 12n,
    ).state;
    const pool = runningClmm('A', state, new Map([['vb', 1000n]]));
    const { out, after } = pool.swap(hop('A', 'va', 'vb'), 10n ** 9n);
    expect([out, after]).toEqual([0n, pool]);
  });
});
