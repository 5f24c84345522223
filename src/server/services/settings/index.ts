import { eq } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  settingsSchema,
  type Settings,
  type SettingsResponse,
} from '@shared/schemas/settings';
import type { AppContext } from '../../context';
import { probeRpc } from '../../chain/rpc-health';
import { writeWalletSettings } from '../../chain/wallet-priority';
import { walletSettings } from '../../db/schema';

/** Stored settings read back through the schema, so a stale or partial row gets today's defaults. */
export async function readSettings(ctx: AppContext, wallet: string): Promise<Settings> {
  const [row] = await ctx.database.db.select().from(walletSettings).where(eq(walletSettings.wallet, wallet));
  if (!row) return DEFAULT_SETTINGS;
  const parsed = settingsSchema.safeParse(row.settings);
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** The cluster in use and whether it answers (one slot read, timed). */
async function clusterHealth(ctx: AppContext): Promise<SettingsResponse['cluster']> {
  const { kind, label, rpcUrl } = ctx.chain.cluster;
  const { healthy, slot, latencyMs } = await probeRpc(ctx.chain.rpc);
  return { kind, label, rpcUrl, healthy, slot, latencyMs };
}

export type SettingsAndCluster = Omit<SettingsResponse, 'rpc'>;

/** The wallet's RPC health is added by the route, which also reads the API key vault. */
export async function getSettings(ctx: AppContext, wallet: string): Promise<SettingsAndCluster> {
  const [settings, cluster] = await Promise.all([readSettings(ctx, wallet), clusterHealth(ctx)]);
  return { settings, cluster };
}

export async function saveSettings(
  ctx: AppContext,
  wallet: string,
  settings: Settings,
): Promise<SettingsAndCluster> {
  await writeWalletSettings(ctx.database, wallet, () =>
    ctx.database.db
      .insert(walletSettings)
      .values({ wallet, settings })
      .onConflictDoUpdate({ target: walletSettings.wallet, set: { settings, updatedAt: new Date() } }),
  );
  return getSettings(ctx, wallet);
}
