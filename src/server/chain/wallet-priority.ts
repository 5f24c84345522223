import { eq, sql } from 'drizzle-orm';
import { PRIORITY_LEVELS, type PriorityLevel } from '@shared/schemas/settings';
import type { Database } from '../db/client';
import { preparedPer } from '../db/prepared';
import { walletSettings } from '../db/schema';
import { cachePer } from '../lib/write-through-cache';

const settingsOf = preparedPer((db) =>
  db
    .select({ settings: walletSettings.settings })
    .from(walletSettings)
    .where(eq(walletSettings.wallet, sql.placeholder('wallet')))
    .prepare('wallet_settings_of'),
);

// Every plan reads it; on the embedded database only this process writes it (settings/index.ts), so
// levels are cached, and the wallets that have a settings row at all are known: most never save one,
// and in a rush every plan is a new wallet's, which the cache alone would read each time.
const cached = cachePer<Database, { level: PriorityLevel }>();

interface Rows {
  /** Every wallet with a row (and any being written): others are 'auto' without a read. */
  readonly wallets: Set<string>;
  /** False when the rows could not be listed: then every wallet's row is read, as without the list. */
  readonly loaded: Promise<boolean>;
}
const rowsPer = new WeakMap<Database, Rows>();

function rowsOf(database: Database): Rows | null {
  if (database.kind !== 'pglite') return null;
  let rows = rowsPer.get(database);
  if (!rows) {
    const wallets = new Set<string>();
    const loaded = database.db
      .select({ wallet: walletSettings.wallet })
      .from(walletSettings)
      .then(
        (found) => {
          for (const row of found) wallets.add(row.wallet);
          return true;
        },
        () => false,
      );
    rows = { wallets, loaded };
    rowsPer.set(database, rows);
  }
  return rows;
}

async function readPriority(database: Database, wallet: string): Promise<{ level: PriorityLevel }> {
  const [row] = await settingsOf(database.db).execute({ wallet });
  const level = row?.settings.priorityFee;
  return { level: PRIORITY_LEVELS.find((l) => l === level) ?? 'auto' };
}

/** The priority-fee level the wallet chose on /settings ('auto' when it never chose). */
export async function walletPriority(database: Database, wallet: string): Promise<PriorityLevel> {
  const rows = rowsOf(database);
  if (!rows) return (await readPriority(database, wallet)).level;
  if ((await rows.loaded) && !rows.wallets.has(wallet)) return 'auto';
  // The read never answers null, so neither does the cache.
  const found = await cached(database).read(wallet, () => readPriority(database, wallet));
  return (found ?? (await readPriority(database, wallet))).level;
}

/** Writes the wallet's settings row with `write`, keeping the levels read above exact around it. */
export async function writeWalletSettings<T>(
  database: Database,
  wallet: string,
  write: () => Promise<T>,
): Promise<T> {
  // Known before the write starts, so no read meanwhile answers 'auto' without looking at the row.
  rowsOf(database)?.wallets.add(wallet);
  try {
    return await write();
  } finally {
    if (database.kind === 'pglite') cached(database).invalidate(wallet);
  }
}
