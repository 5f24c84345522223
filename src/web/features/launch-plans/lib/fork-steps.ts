import type { ForkRehearsal } from '@shared/schemas/launch-plan-cost';
import { formatBaseUnits } from '@shared/solana/amounts';

type ForkStep = ForkRehearsal['steps'][number];

/** Passed, failed, or not reached (null). */
export const forkStepOk = (s: ForkStep): boolean | null =>
  s.status === 'confirmed' ? true : s.status === 'failed' ? false : null;

/** One line for a step as it ran on the fork: its fees, its error, or that it was not reached. */
export function forkStepDetail(s: ForkStep): string {
  if (s.error) return s.error;
  if (s.status === 'confirmed') return `Confirmed; ${formatBaseUnits(BigInt(s.feeLamports), 9)} SOL in fees`;
  return s.status === 'pending' ? 'Not reached: an earlier step stopped the rehearsal' : s.status;
}
