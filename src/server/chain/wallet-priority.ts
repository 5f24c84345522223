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

// Every plan reads it; on the embedded database only this process writes it (settings/index.ts).
const cached = cachePer<Database, { level: PriorityLevel }>();
const cacheOf = (database: Database) => (database.kind === 'pglite' ? cached(database) : null);

async function readPriority(database: Database, wallet: string): Promise<{ level: PriorityLevel }> {
  const [row] = await settingsOf(database.db).execute({ wallet });
  const level = row?.settings.priorityFee;
  return { level: PRIORITY_LEVELS.find((l) => l === level) ?? 'auto' };
}

/** The priority-fee level the wallet chose on /settings ('auto' when it never chose). */
export async function walletPriority(database: Database, wallet: string): Promise<PriorityLevel> {
  const read = () => readPriority(database, wallet);
  // The read never answers null, so neither does the cache.
  const found = (await cacheOf(database)?.read(wallet, read)) ?? (await read());
  return found.level;
}

/** Call after writing the wallet's settings (also when the write failed). */
export function walletSettingsWritten(database: Database, wallet: string): void {
  cacheOf(database)?.invalidate(wallet);
}
