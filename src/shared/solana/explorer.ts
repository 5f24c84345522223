export type ClusterKind = 'mainnet' | 'devnet' | 'testnet' | 'local' | 'custom';

/** Solana Explorer link; the embedded chain is addressed as a custom cluster by its RPC URL. */
export function explorerUrl(
  kind: 'tx' | 'address',
  value: string,
  cluster: { kind: ClusterKind; rpcUrl: string },
): string {
  const base = `https://explorer.solana.com/${kind}/${value}`;
  if (cluster.kind === 'mainnet') return base;
  if (cluster.kind === 'devnet' || cluster.kind === 'testnet') return `${base}?cluster=${cluster.kind}`;
  return `${base}?cluster=custom&customUrl=${encodeURIComponent(cluster.rpcUrl)}`;
}
