import type { ChainClient } from './client';

type Status = { readonly confirmationStatus?: string | null } | null | undefined;

/**
 * Whether a signature status counts as landed for the app: confirmed or finalized, as on any cluster.
 * The embedded chain's "processed" counts too: it has one node and no forks, and it answers a status only
 * once its transaction log holds the transaction, so nothing it reports processed is ever taken back.
 * Waiting for the slot to close (its "confirmed") would add up to a slot to every operation.
 */
export function hasLanded(chain: ChainClient, status: Status): status is NonNullable<Status> {
  const level = status?.confirmationStatus;
  if (level === 'confirmed' || level === 'finalized') return true;
  return level === 'processed' && chain.embedded !== null;
}
