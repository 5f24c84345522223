const LAST_WALLET_KEY = 'solx.wallet.last';

/** Name of the wallet connected last, for the silent reconnect on reload. */
export function readLastWallet(): string | null {
  try {
    return globalThis.localStorage?.getItem(LAST_WALLET_KEY) ?? null;
  } catch {
    return null;
  }
}

export function writeLastWallet(name: string | null): void {
  try {
    if (name) globalThis.localStorage?.setItem(LAST_WALLET_KEY, name);
    else globalThis.localStorage?.removeItem(LAST_WALLET_KEY);
  } catch {
    // Storage can be disabled (private mode); reconnect on reload is then skipped.
  }
}
