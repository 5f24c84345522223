import { is, sql } from 'drizzle-orm';
import { PgliteDatabase, PgliteTransaction } from 'drizzle-orm/pglite';
import type { Db } from './client';

/**
 * Holds a transaction-scoped advisory lock on `key` until `tx` ends, so app instances sharing one
 * PostgreSQL database take turns. PGlite runs one transaction at a time (its `transaction()` holds an
 * exclusive mutex that every other query waits for), so there the lock would always be granted at once
 * and the statement is skipped.
 */
export async function advisoryXactLock(tx: Db, key: string): Promise<void> {
  if (is(tx, PgliteTransaction) || is(tx, PgliteDatabase)) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
