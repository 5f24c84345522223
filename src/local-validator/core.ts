import type { LiteSvm } from 'litesvm/dist/internal.js';
import type { AccountSizes } from './account-sizes';
import type { AddressBook } from './address-book';
import type { ChainClock } from './clock';
import type { ComputeBudget } from './fees';
import type { ChainIndexes } from './indexes';
import type { ParseContext } from './json-parsed';
import type { RecordStore } from './records';
import type { AccountSnapshot } from './svm';
import type { TxRecord } from './types';

export interface WrittenAccount {
  readonly address: string;
  readonly account: AccountSnapshot | null;
}

export interface LandedTransaction {
  readonly record: TxRecord;
  readonly written: readonly WrittenAccount[];
  readonly budget: ComputeBudget;
  readonly writableKeys: readonly string[];
}

/** The state shared by the executor and the RPC method handlers. */
export interface ChainCore {
  readonly svm: LiteSvm;
  readonly book: AddressBook;
  readonly clock: ChainClock;
  readonly indexes: ChainIndexes;
  readonly records: RecordStore;
  readonly parse: ParseContext;
  readonly genesisHash: string;
  /** What a transaction would load, weighed before LiteSVM copies it. */
  readonly sizes: AccountSizes;
  /** Called synchronously after each landed transaction (subscriptions, statistics, dirty flag). */
  onLanded(landed: LandedTransaction): void;
}

export const API_VERSION = '2.3.13';

export interface Context<T> {
  readonly context: { readonly apiVersion: string; readonly slot: number };
  readonly value: T;
}

export function withContext<T>(core: ChainCore, value: T): Context<T> {
  return { context: { apiVersion: API_VERSION, slot: core.clock.slot }, value };
}
