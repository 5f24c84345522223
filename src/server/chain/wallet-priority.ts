import { eq, sql } from 'drizzle-orm';
import { PRIORITY_LEVELS, type PriorityLevel } from '@shared/schemas/settings';
import type { Db } from '../db/client';
import { preparedPer } from '../db/prepared';
import { walletSettings } from '../db/schema';

const settingsOf = preparedPer((db) =>
  db
    .select({ settings: walletSettings.settings })
    .from(walletSettings)
    .where(eq(walletSettings.wallet, sql.placeholder('wallet')))
    .prepare('wallet_settings_of'),
);

/** The priority-fee level the wallet chose on /settings ('auto' when it never chose). */
export async function walletPriority(db: Db, wallet: string): Promise<PriorityLevel> {
  const [row] = await settingsOf(db).execute({ wallet });
  const level = row?.settings.priorityFee;
  return PRIORITY_LEVELS.find((l) => l === level) ?? 'auto';
}
