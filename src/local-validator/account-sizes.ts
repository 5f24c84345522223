import type { LiteSvm } from 'litesvm/dist/internal.js';
import type { AccountSnapshot } from './svm';

/** An account a transaction wrote (core.ts's WrittenAccount, named here by shape so the two files do not import each other). */
type Written = { readonly address: string; readonly account: AccountSnapshot | null };

/**
 * Most account data one transaction may load on the embedded chain (Agave allows 64 MiB). LiteSVM copies
 * every loaded account, on the event loop and without interruption: 60 MiB took ~60 ms per simulation.
 */
export const MAX_LOADED_DATA_BYTES = 16 * 1024 * 1024;

/**
 * Data length per account, so a transaction's load can be weighed before LiteSVM copies it. Reading an
 * account from LiteSVM copies its data too, so each length is read once and then kept from what landed
 * transactions wrote (every change of state goes through one).
 */
export class AccountSizes {
  private readonly known = new Map<string, number>();

  constructor(private readonly svm: LiteSvm) {}

  onWritten(written: readonly Written[]): void {
    for (const { address, account } of written) this.known.set(address, account?.data.length ?? 0);
  }

  /** Whether the accounts (texts and bytes of the same keys) hold more data than one transaction may load. */
  exceedLoadLimit(texts: readonly string[], bytes: readonly Uint8Array[]): boolean {
    let total = 0;
    texts.forEach((text, i) => {
      let size = this.known.get(text);
      if (size === undefined) {
        const key = bytes[i];
        size = key ? (this.svm.getAccount(key)?.data().length ?? 0) : 0;
        this.known.set(text, size);
      }
      total += size;
    });
    return total > MAX_LOADED_DATA_BYTES;
  }
}
