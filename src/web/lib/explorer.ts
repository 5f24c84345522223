import type { ChainStatus } from '@shared/schemas/chain';
import { explorerUrl, type ExplorerSite } from '@shared/solana/explorer';

const KEY = 'solx.explorer';
const SITES: readonly ExplorerSite[] = ['solana-explorer', 'solscan', 'solanafm'];

/** The explorer chosen on /settings, mirrored in this browser so every link can read it synchronously. */
export function explorerPreference(): ExplorerSite {
  try {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    return SITES.find((s) => s === stored) ?? 'solana-explorer';
  } catch {
    return 'solana-explorer';
  }
}

export function setExplorerPreference(site: ExplorerSite): void {
  try {
    localStorage.setItem(KEY, site);
  } catch {
    // Storage refused (private mode): links keep the default explorer.
  }
}

/** Explorer account page on the server's cluster; null until the cluster is known. */
export function accountExplorerUrl(status: ChainStatus | undefined, address: string): string | null {
  return status
    ? explorerUrl('address', address, { kind: status.cluster, rpcUrl: status.rpcUrl }, explorerPreference())
    : null;
}

export function txExplorerUrl(status: ChainStatus | undefined, signature: string): string | null {
  return status
    ? explorerUrl('tx', signature, { kind: status.cluster, rpcUrl: status.rpcUrl }, explorerPreference())
    : null;
}
