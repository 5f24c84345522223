import type { CommitmentLevel } from './params';

/**
 * Slots the finalized (rooted) slot trails the confirmed one by, as a validator's tower does
 * (MAX_LOCKOUT_HISTORY + 1): a just-confirmed transaction is not yet finalized.
 */
export const FINALITY_DEPTH = 32;

const RANK: Record<CommitmentLevel, number> = { processed: 0, confirmed: 1, finalized: 2 };

/**
 * Where a transaction executed in `slot` stands, as a one-node validator's votes would put it: processed
 * while its slot is open, confirmed once the slot is closed (the node's vote), finalized once rooted.
 * Every level is reported only after the transaction log holds it, so none is ever taken back.
 */
export function commitmentOf(clock: { slot: number; root: number }, slot: number): CommitmentLevel {
  if (slot <= clock.root) return 'finalized';
  return slot < clock.slot ? 'confirmed' : 'processed';
}

export function reaches(level: CommitmentLevel, wanted: CommitmentLevel): boolean {
  return RANK[level] >= RANK[wanted];
}
