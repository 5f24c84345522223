import { and, inArray, ne, notInArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { advisoryXactLock } from '../../db/advisory-lock';
import type { Db } from '../../db/client';
import { operationTransactions } from '../../db/schema';

export const DUPLICATE_TX_MESSAGE =
  'This exact transaction was already submitted by another operation. Start again to plan a new one.';

/**
 * Two plans of the same thing within one blockhash are byte-identical, so one signature: the chain runs it
 * once, and a second operation holding it would be "confirmed" (and its records and points counted) for
 * nothing. The advisory locks make racing claims of one signature take turns; a refused transaction
 * (failed) never ran, so its signature may be claimed again.
 */
export async function lockSignatures(tx: Db, signatures: string[]) {
  for (const signature of [...signatures].sort()) {
    await advisoryXactLock(tx, `tx-signature:${signature}`);
  }
}

/** Operations other than `ids` holding one of `signatures` (in a transaction that may still land). */
export function heldByAnother(tx: Db, ids: string[], signatures: string[]) {
  const other = alias(operationTransactions, 'other');
  return tx
    .select({ operationId: other.operationId, signature: other.signature })
    .from(other)
    .where(
      and(
        inArray(other.signature, signatures),
        notInArray(other.operationId, ids),
        ne(other.status, 'failed'),
      ),
    );
}
