import type { LiteSvm } from 'litesvm/dist/internal.js';
import type { AddressBook } from './address-book';
import type { ChainIndexes } from './indexes';
import { lookupTableAddresses } from './json-parsed';
import { uiTokenAmount } from './token-amount';
import type { TokenBalanceEntry } from './types';
import { isStaticWritable } from './wire';
import type { DecodedMessage } from './wire';

export interface ResolvedKeys {
  readonly bytes: readonly Uint8Array[];
  readonly texts: readonly string[];
  readonly writable: readonly boolean[];
  readonly loadedWritable: readonly string[];
  readonly loadedReadonly: readonly string[];
}

/** All account keys of a message: static ones, then lookup-table writable, then lookup-table readonly. */
export function resolveKeys(svm: LiteSvm, book: AddressBook, message: DecodedMessage): ResolvedKeys {
  const bytes: Uint8Array[] = [];
  const texts: string[] = [];
  const writable: boolean[] = [];
  message.staticKeys.forEach((key, index) => {
    bytes.push(key);
    texts.push(book.toText(key));
    writable.push(isStaticWritable(message, index));
  });
  const loadedWritable: string[] = [];
  const loadedReadonly: string[] = [];
  if (message.lookups.length === 0) return { bytes, texts, writable, loadedWritable, loadedReadonly };
  const writableBytes: Uint8Array[] = [];
  const readonlyBytes: Uint8Array[] = [];
  const staticOnly = { bytes, texts, writable, loadedWritable, loadedReadonly };
  for (const lookup of message.lookups) {
    const table = svm.getAccount(lookup.accountKey);
    const addresses = table ? lookupTableAddresses(table.data()) : null;
    // An unusable table makes LiteSVM reject the transaction; bookkeeping then sees the static keys only.
    if (!addresses) return { ...staticOnly, loadedWritable: [], loadedReadonly: [] };
    for (const index of lookup.writableIndexes) {
      const key = addresses[index];
      if (!key) return { ...staticOnly, loadedWritable: [], loadedReadonly: [] };
      loadedWritable.push(book.toText(key));
      writableBytes.push(key);
    }
    for (const index of lookup.readonlyIndexes) {
      const key = addresses[index];
      if (!key) return { ...staticOnly, loadedWritable: [], loadedReadonly: [] };
      loadedReadonly.push(book.toText(key));
      readonlyBytes.push(key);
    }
  }
  const append = (keys: Uint8Array[], names: string[], isWritable: boolean) => {
    keys.forEach((key, i) => {
      bytes.push(key);
      texts.push(names[i] ?? book.toText(key));
      writable.push(isWritable);
    });
  };
  append(writableBytes, loadedWritable, true);
  append(readonlyBytes, loadedReadonly, false);
  return { bytes, texts, writable, loadedWritable, loadedReadonly };
}

/** preTokenBalances / postTokenBalances entries, read from the token index (kept current per transaction). */
export function tokenBalances(indexes: ChainIndexes, texts: readonly string[]): TokenBalanceEntry[] {
  const out: TokenBalanceEntry[] = [];
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    const info = text === undefined ? undefined : indexes.tokenAccounts.get(text);
    if (!info) continue;
    const mint = indexes.mints.get(info.mint);
    if (!mint) continue;
    out.push({
      accountIndex: i,
      mint: info.mint,
      owner: info.owner,
      programId: info.programId,
      uiTokenAmount: uiTokenAmount(info.amount, mint.decimals),
    });
  }
  return out;
}
