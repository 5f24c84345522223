import { loadOperation } from '@server/chain/pipeline/store';
import { openDatabase, type Db } from '@server/db/client';
import { databaseFor, pgAdminUrl } from './postgres';

/** An operation's stored rows as read directly from a (killed) server's database. */
export type StoredOperation = Awaited<ReturnType<typeof loadOperation>>;

/**
 * Reads what a (killed) server left in `dataDir`'s database: its PGlite, or in the PostgreSQL pass the
 * database of its own that the server was given.
 */
export async function readStored<T>(dataDir: string, read: (db: Db) => Promise<T>): Promise<T> {
  const databaseUrl = pgAdminUrl ? await databaseFor(dataDir, pgAdminUrl) : undefined;
  const database = await openDatabase({ dataDir, databaseUrl });
  try {
    return await read(database.db);
  } finally {
    await database.close();
  }
}

/** The operations as a (killed) server left them. */
export const storedOperations = (dataDir: string, ids: string[]): Promise<StoredOperation[]> =>
  readStored(dataDir, (db) => Promise.all(ids.map((id) => loadOperation(db, id))));

/** One operation's status and transactions (role, status, whether sent) as stored. */
export async function storedRows(dataDir: string, id: string) {
  const [stored] = await storedOperations(dataDir, [id]);
  if (!stored) throw new Error(`operation ${id} is not stored`);
  return {
    status: stored.op.status,
    txs: stored.txs.map((t) => ({ role: t.role, status: t.status, sent: !!t.sentAt })),
  };
}
