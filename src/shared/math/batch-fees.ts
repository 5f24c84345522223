import type { Priority } from '../schemas/multisend';

/** Micro-lamports per compute unit at 1x; the gas multiplier scales them (1x Normal, 1.5x Fast, 2x Turbo). */
export const PRIORITY_MICRO_LAMPORTS: Record<Priority, bigint> = {
  low: 1_000n,
  medium: 10_000n,
  high: 50_000n,
};

export function computeUnitPrice(priority: Priority, gasMultiplier: number): bigint {
  return (PRIORITY_MICRO_LAMPORTS[priority] * BigInt(Math.round(gasMultiplier * 100))) / 100n;
}

/** What the runtime charges for priority: price × limit, rounded up to whole lamports. */
export function priorityFeeLamports(microLamportsPerUnit: bigint, computeUnitLimit: number): bigint {
  return (microLamportsPerUnit * BigInt(computeUnitLimit) + 999_999n) / 1_000_000n;
}

/** Compute-unit limit from a simulation: 10% headroom plus a fixed margin, never above the cap. */
export function computeUnitLimitFor(unitsConsumed: number): number {
  return Math.min(1_400_000, Math.ceil(unitsConsumed * 1.1) + 2_000);
}

/**
 * Seconds from signed to all confirmed: transactions are sent one after another (measured cost per
 * send on the embedded chain, see `npm run bench`) in chunks of `chunk.size` with a pause of
 * `chunk.intervalMs` between chunks, and the last one needs about two slots to confirm.
 */
export const SECONDS_PER_SEND = 0.02;
export const SECONDS_TO_CONFIRM = 1;
export function estimatedBatchSeconds(
  transactionCount: number,
  chunk: { size: number; intervalMs: number } = { size: 1, intervalMs: 0 },
): number {
  if (transactionCount === 0) return 0;
  const pauses = Math.ceil(transactionCount / Math.max(1, chunk.size)) - 1;
  const seconds =
    SECONDS_TO_CONFIRM + transactionCount * SECONDS_PER_SEND + (pauses * chunk.intervalMs) / 1000;
  return Math.round(seconds * 10) / 10;
}
