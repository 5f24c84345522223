import { eq } from 'drizzle-orm';
import { RPC_PROVIDERS, type RpcProvider } from '@shared/schemas/settings';
import type { Db } from '../db/client';
import { walletSettings } from '../db/schema';

/** The RPC provider the wallet chose on /settings ('platform' when it never chose). */
export async function walletRpcProvider(db: Db, wallet: string): Promise<RpcProvider> {
  const [row] = await db
    .select({ settings: walletSettings.settings })
    .from(walletSettings)
    .where(eq(walletSettings.wallet, wallet));
  const provider = row?.settings.rpcProvider;
  return RPC_PROVIDERS.find((p) => p === provider) ?? 'platform';
}
