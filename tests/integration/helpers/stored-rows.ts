import { loadOperation } from '@server/chain/pipeline/store';
import { openDatabase } from '@server/db/client';

/** An operation's rows as a (killed) server left them on disk in `dataDir`. */
export async function storedRows(dataDir: string, id: string) {
  const database = await openDatabase({ dataDir });
  try {
    const { op, txs } = await loadOperation(database.db, id);
    return {
      status: op.status,
      txs: txs.map((t) => ({ role: t.role, status: t.status, sent: !!t.sentAt })),
    };
  } finally {
    await database.close();
  }
}
