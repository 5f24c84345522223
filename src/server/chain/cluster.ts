import type { ClusterKind } from '@shared/solana/explorer';

const GENESIS: Record<string, ClusterKind> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d': 'mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG: 'devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY': 'testnet',
};

const LABELS: Record<ClusterKind, string> = {
  mainnet: 'Mainnet Connected',
  devnet: 'Devnet Connected',
  testnet: 'Testnet Connected',
  local: 'Local Chain Connected',
  custom: 'Custom RPC Connected',
};

export function clusterFromGenesis(genesisHash: string): ClusterKind {
  return GENESIS[genesisHash] ?? 'custom';
}

export function clusterLabel(kind: ClusterKind): string {
  return LABELS[kind];
}
