import type { Rpc, SolanaRpcApi } from '@solana/kit';
import { settingsMessages, type RpcHealth, type RpcProvider } from '@shared/schemas/settings';
import type { AppContext } from '../context';
import { heliusEndpoint, heliusRpc, maskedHeliusUrl } from '../chain/helius';
import { probeRpc } from '../chain/rpc-health';
import { walletRpcProvider } from '../chain/wallet-rpc-provider';
import { badRequest } from '../lib/errors';
import { hasActiveServiceKey, walletServiceKey } from '../services/key-vault';

export interface WalletReadRpc {
  provider: RpcProvider;
  rpc: Rpc<SolanaRpcApi>;
  /** Shown in Settings: a Helius URL carries only the key's last 4 characters. */
  url: string;
  /** Why the reads do not use the chosen provider, else null. */
  notice: string | null;
}

/**
 * Where the server's chain reads for this wallet go: its own Helius key when it chose Helius (decrypted
 * here, marked used, never sent to the browser), else the platform's cluster. Transactions are always
 * submitted through the platform's cluster.
 */
export async function walletReadRpc(ctx: AppContext, wallet: string | null): Promise<WalletReadRpc> {
  const platform: WalletReadRpc = {
    provider: 'platform',
    rpc: ctx.chain.rpc,
    url: ctx.chain.cluster.rpcUrl,
    notice: null,
  };
  if (!wallet || (await walletRpcProvider(ctx.database.db, wallet)) !== 'helius') return platform;
  const endpoint = heliusEndpoint(ctx.env, ctx.chain.cluster);
  if (endpoint.template === null) return { ...platform, notice: endpoint.reason };
  const key = await walletServiceKey(ctx, wallet, 'helius');
  if (!key) return { ...platform, notice: settingsMessages.heliusKeyMissing };
  return {
    provider: 'helius',
    rpc: heliusRpc(endpoint.template, key),
    url: maskedHeliusUrl(endpoint.template, key),
    notice: null,
  };
}

async function heliusChoice(ctx: AppContext, wallet: string): Promise<RpcHealth['helius']> {
  const endpoint = heliusEndpoint(ctx.env, ctx.chain.cluster);
  if (endpoint.template === null) return { available: false, reason: endpoint.reason };
  if (!(await hasActiveServiceKey(ctx, wallet, 'helius')))
    return { available: false, reason: settingsMessages.heliusNeedsKey };
  return { available: true, reason: null };
}

/** Settings refuses Helius when this cluster has no Helius endpoint or the wallet has no active Helius key. */
export async function assertRpcChoice(ctx: AppContext, wallet: string, provider: RpcProvider): Promise<void> {
  if (provider !== 'helius') return;
  const choice = await heliusChoice(ctx, wallet);
  if (!choice.available) throw badRequest(choice.reason ?? settingsMessages.heliusNeedsKey);
}

/** The RPC this wallet's reads use now, with one timed slot read through it. */
export async function walletRpcHealth(ctx: AppContext, wallet: string): Promise<RpcHealth> {
  const [read, helius] = await Promise.all([walletReadRpc(ctx, wallet), heliusChoice(ctx, wallet)]);
  const { healthy, slot, latencyMs, error } = await probeRpc(read.rpc);
  return {
    provider: read.provider,
    url: read.url,
    healthy,
    slot,
    latencyMs,
    notice: read.notice ?? error,
    helius,
  };
}
