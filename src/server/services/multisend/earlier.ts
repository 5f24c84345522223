import type { Signature } from '@solana/kit';
import type { AppContext } from '../../context';
import { badRequest } from '../../lib/errors';

export const EARLIER_MAY_LAND =
  'Earlier transactions of this batch may still land. Retry once they expire (about a minute).';

/** What the check reads of a recipient's state (see `loadBatch`). */
interface State {
  row: { position: number };
  tx?: { signature: string | null; status: string; lastValidBlockHeight: bigint };
}

/**
 * Asks the chain about the earlier transaction of every failed recipient. One that landed without
 * error paid its recipient (returned by position with its signature). One the chain does not know
 * yet whose blockhash is still valid may still land, so the retry is refused until it expires.
 */
export async function landedEarlier(ctx: AppContext, failed: State[]): Promise<Map<number, string>> {
  const known = failed.filter((s) => s.tx?.signature);
  const landed = new Map<number, string>();
  if (known.length === 0) return landed;
  const signatures = known.map((s) => (s.tx?.signature ?? '') as Signature);
  // The height first: a transaction still unknown after it is past its blockhash can never land.
  const height = await ctx.chain.rpc.getBlockHeight({ commitment: 'confirmed' }).send();
  const { value } = await ctx.chain.rpc
    .getSignatureStatuses(signatures, { searchTransactionHistory: true })
    .send();
  known.forEach((s, i) => {
    const status = value[i];
    if (status && status.err === null) landed.set(s.row.position, signatures[i] ?? '');
    // A row failed while the chain has no status was refused by the node at send (the pipeline only
    // fails an unknown transaction that way or once expired): it never reached the chain.
    const refused = s.tx?.status === 'failed';
    if (!status && !refused && height <= (s.tx?.lastValidBlockHeight ?? 0n)) {
      throw badRequest(EARLIER_MAY_LAND);
    }
  });
  return landed;
}
