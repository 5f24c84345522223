import type { Signature } from '@solana/kit';
import type { AppContext } from '../context';
import { hasLanded } from './landed';

export type Landing = 'confirmed' | 'failed' | 'pending' | 'expired';

/**
 * Where a sent transaction stands. The height is read before the status: a transaction the chain does not
 * know once the confirmed height is past its blockhash can never land, while one landing just after a
 * status read could still be in a block a later height read counts. The status searches the whole
 * history, since one that landed before a long stop is no longer in a node's recent statuses. A missing
 * `lastValidBlockHeight` counts as expired.
 */
export async function landingOf(
  ctx: AppContext,
  signature: string,
  lastValidBlockHeight: bigint | null,
): Promise<Landing> {
  const height = await ctx.chain.rpc.getBlockHeight({ commitment: 'confirmed' }).send();
  const { value } = await ctx.chain.rpc
    .getSignatureStatuses([signature as Signature], { searchTransactionHistory: true })
    .send();
  const status = value[0];
  if (hasLanded(ctx.chain, status)) return status.err ? 'failed' : 'confirmed';
  return lastValidBlockHeight !== null && height <= lastValidBlockHeight ? 'pending' : 'expired';
}
