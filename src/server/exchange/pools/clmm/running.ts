import { z } from 'zod';
import type { ClmmPoolState } from '@shared/math/clmm/pool-state';
import { swap } from '@shared/math/clmm/swap';
import { bigRecord, bigString, recordOfBig } from '../big-json';
import type { RunningPool } from '../types';

const tickSchema = z.object({
  tick: z.number().int(),
  liquidityNet: bigString,
  liquidityGross: bigString,
  feeGrowthOutsideAX64: bigString,
  feeGrowthOutsideBX64: bigString,
});
const startSchema = z.object({
  mintA: z.string(),
  state: z.object({
    sqrtPriceX64: bigString,
    tick: z.number().int(),
    liquidity: bigString,
    feeRate: bigString,
    tickSpacing: z.number().int(),
    feeGrowthGlobalAX64: bigString,
    feeGrowthGlobalBX64: bigString,
    ticks: z.array(tickSchema),
  }),
  vaults: bigRecord,
});

const json = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)));

/**
 * A CLMM pool's recorded price state and the balances of the vaults it pays from: a swap the pool
 * cannot absorb whole, or its vault cannot pay, pays 0 and leaves it as it was.
 */
export function runningClmm(
  mintA: string,
  state: ClmmPoolState,
  vaults: ReadonlyMap<string, bigint>,
): RunningPool {
  return {
    swap(hop, amountIn) {
      const available = vaults.get(hop.vaultOut) ?? 0n;
      const r = amountIn > 0n ? swap(state, hop.inputMint === mintA, amountIn, true) : null;
      if (!r?.complete || r.amountOut > available) return { out: 0n, after: this };
      const after = new Map(vaults).set(hop.vaultOut, available - r.amountOut);
      const held = vaults.get(hop.vaultIn);
      if (held !== undefined) after.set(hop.vaultIn, held + amountIn);
      return { out: r.amountOut, after: runningClmm(mintA, r.state, after) };
    },
    toJSON: () => ({ mintA, state: json(state), vaults: recordOfBig(vaults) }),
  };
}

/** A pool without a recorded state. */
export const paysNothing: RunningPool = {
  swap: () => ({ out: 0n, after: paysNothing }),
  toJSON: () => null,
};

export function resumeClmm(start: unknown): RunningPool {
  if (start === null) return paysNothing;
  const { mintA, state, vaults } = startSchema.parse(start);
  return runningClmm(mintA, state, new Map(Object.entries(vaults)));
}
