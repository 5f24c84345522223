import { loadOperation } from '@server/chain/pipeline/store';
import { openDatabase } from '@server/db/client';
import { databaseFor, pgAdminUrl } from './postgres';

/** An operation's stored rows as read directly from a (killed) server's database. */
export type StoredOperation = Awaited<ReturnType<typeof loadOperation>>;

/**
 * The operations as a (killed) server left them in `dataDir`'s database: its PGlite, or in the
 * PostgreSQL pass the database of its own that the server was given.
 */
export async function storedOperations(dataDir: string, ids: string[]): Promise<StoredOperation[]> {
  const databaseUrl = pgAdminUrl ? await databaseFor(dataDir, pgAdminUrl) : undefined;
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    return await Promise.all(ids.map((id) => loadOperation(database.db, id)));
  } finally {
    await database.close();
  }
}

/** One operation's status and transactions (role, status, whether sent) as stored. */
export async function storedRows(dataDir: string, id: string) {
  const [stored] = await storedOperations(dataDir, [id]);
  if (!stored) throw new Error(`operation ${id} is not stored`);
  return {
    status: stored.op.status,
    txs: stored.txs.map((t) => ({ role: t.role, status: t.status, sent: !!t.sentAt })),
  };
}
