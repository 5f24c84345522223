export type ClusterKind = 'mainnet' | 'devnet' | 'testnet' | 'local' | 'custom';

export type ExplorerSite = 'solana-explorer' | 'solscan' | 'solanafm';

/**
 * Block-explorer link on the chosen site; the embedded chain is addressed as a custom cluster by its RPC
 * URL. SolanaFM cannot open a custom cluster, so local links fall back to Solana Explorer.
 */
export function explorerUrl(
  kind: 'tx' | 'address',
  value: string,
  cluster: { kind: ClusterKind; rpcUrl: string },
  site: ExplorerSite = 'solana-explorer',
): string {
  const custom = cluster.kind !== 'mainnet' && cluster.kind !== 'devnet' && cluster.kind !== 'testnet';
  if (site === 'solscan') {
    const base = `https://solscan.io/${kind === 'tx' ? 'tx' : 'account'}/${value}`;
    if (cluster.kind === 'mainnet') return base;
    if (!custom) return `${base}?cluster=${cluster.kind}`;
    return `${base}?cluster=custom&customUrl=${encodeURIComponent(cluster.rpcUrl)}`;
  }
  if (site === 'solanafm' && !custom) {
    const base = `https://solana.fm/${kind}/${value}`;
    return cluster.kind === 'mainnet' ? base : `${base}?cluster=${cluster.kind}-solana`;
  }
  const base = `https://explorer.solana.com/${kind}/${value}`;
  if (cluster.kind === 'mainnet') return base;
  if (cluster.kind === 'devnet' || cluster.kind === 'testnet') return `${base}?cluster=${cluster.kind}`;
  return `${base}?cluster=custom&customUrl=${encodeURIComponent(cluster.rpcUrl)}`;
}
