import { getWallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';
import { useSyncExternalStore } from 'react';
import { isSolanaWallet } from './standard-wallet';

let snapshot: readonly Wallet[] = [];
const subscribers = new Set<() => void>();
let started = false;

function refresh(): void {
  snapshot = getWallets().get().filter(isSolanaWallet);
  for (const notify of subscribers) notify();
}

// One app-wide listener on the Wallet Standard registry; React subscribes to the filtered snapshot.
function start(): void {
  if (started) return;
  started = true;
  const wallets = getWallets();
  wallets.on('register', refresh);
  wallets.on('unregister', refresh);
  refresh();
}

function subscribe(notify: () => void): () => void {
  start();
  subscribers.add(notify);
  return () => subscribers.delete(notify);
}

function getSnapshot(): readonly Wallet[] {
  start();
  return snapshot;
}

const getServerSnapshot = (): readonly Wallet[] => [];

/** Installed Wallet Standard wallets that support Solana (extensions and the Local Wallet), live. */
export function useDiscoveredWallets(): readonly Wallet[] {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
