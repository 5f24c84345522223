import type { ChainCore, WrittenAccount } from './core';
import { fetchUpstream } from './fork-upstream';
import { installAccounts } from './install';
import type { RefusedAccount } from './install';
import { ADDRESS_LOOKUP_TABLE_PROGRAM, lookupTableAddresses } from './json-parsed';
import type { LargeAccounts } from './large-accounts';
import { programDataAddress } from './programs';
import { encodeFetched } from './record-codec';
import { isTokenProgram, readTokenAccount, tokenAccountKind } from './token-layout';
import { decodeWireArgument, decodeTransactionArgument } from './tx-input';
import type { DecodedMessage } from './wire';

/** Builtins and sysvars are the local runtime's own: an upstream copy would replace them. */
const LOCAL_ONLY_OWNERS = new Set([
  'NativeLoader1111111111111111111111111111111',
  'Sysvar1111111111111111111111111111111111111',
]);
/** Methods whose first parameter is one address the answer reads. */
const ONE_ADDRESS = new Set([
  'getAccountInfo',
  'getBalance',
  'getTokenAccountBalance',
  'getTokenSupply',
  'getTokenLargestAccounts',
  'requestAirdrop',
]);
/** Methods whose filter may name a mint the answer must know (its decimals, that it exists). */
const MINT_FILTER = new Set(['getTokenAccountsByOwner', 'getTokenAccountsByDelegate']);
/** Follow-ups (program data, a token account's mint) are a few levels deep at most. */
const MAX_ROUNDS = 4;

export interface ForkOptions {
  readonly url: string;
  readonly timeoutMs: number;
  /** Addresses the chain fetched before a restart (the log's fetched lines). */
  readonly fetched: readonly string[];
  /** Appends a log line; its answer waits until the line is durable. */
  readonly log: ((line: string) => void) | null;
  /** The chain's state changed outside a transaction: a snapshot is due. */
  readonly onInstalled: () => void;
  /** Fetched accounts LiteSVM would not take (a program it cannot compile); they stay upstream-only. */
  readonly onRefused: (refused: readonly RefusedAccount[]) => void;
}

/**
 * Surfpool-style lazy fork. An address is "seen" once the local chain has it, fetched it (even when the
 * cluster had no account there) or a local transaction named it; only unseen addresses are fetched, so an
 * account closed locally stays closed. Fetches run one at a time, so two requests never fetch the same
 * account and a late answer never lands over a local write.
 */
export class Fork {
  private readonly seen: Set<string>;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly core: ChainCore,
    private readonly large: LargeAccounts,
    private readonly options: ForkOptions,
  ) {
    this.seen = new Set(options.fetched);
    for (let seq = 0; seq < core.records.size; seq++) {
      for (const address of core.records.at(seq)?.accountKeys ?? []) this.seen.add(address);
    }
  }

  /** Every account key of a landed transaction is local from then on, whatever the cluster holds. */
  onLanded(accountKeys: readonly string[]): void {
    for (const address of accountKeys) this.seen.add(address);
  }

  /** Fetches what a JSON-RPC body (one request or a batch) is about to read or execute against. */
  prepare(body: unknown): Promise<void> {
    const requests = Array.isArray(body) ? body : [body];
    const addresses: string[] = [];
    const lookups: DecodedMessage['lookups'][number][] = [];
    for (const request of requests) {
      if (typeof request !== 'object' || request === null) continue;
      const { method, params } = request as { method?: unknown; params?: unknown };
      if (!Array.isArray(params) || typeof method !== 'string') continue;
      if (ONE_ADDRESS.has(method) && typeof params[0] === 'string') addresses.push(params[0]);
      else if (MINT_FILTER.has(method) && typeof params[1] === 'object' && params[1] !== null) {
        const mint = (params[1] as { mint?: unknown }).mint;
        if (typeof mint === 'string') addresses.push(mint);
      } else if (method === 'getMultipleAccounts' && Array.isArray(params[0])) {
        for (const a of params[0] as unknown[]) if (typeof a === 'string') addresses.push(a);
      } else if (method === 'sendTransaction' || method === 'simulateTransaction') {
        const message = messageOf(params);
        if (!message) continue;
        for (const key of message.staticKeys) addresses.push(this.core.book.toText(key));
        for (const lookup of message.lookups) {
          addresses.push(this.core.book.toText(lookup.accountKey));
          lookups.push(lookup);
        }
      }
    }
    if (addresses.length === 0) return Promise.resolve();
    return this.ensure(addresses).then(() =>
      lookups.length > 0 ? this.ensure(this.tableKeys(lookups)) : undefined,
    );
  }

  /** Fetches the unseen ones among these addresses (and what they need), once. */
  ensure(addresses: readonly string[]): Promise<void> {
    const run = this.queue.then(() => this.fetchRounds(addresses));
    // The queue goes on after a failure; the caller sees it.
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async fetchRounds(addresses: readonly string[]): Promise<void> {
    let round = this.unseen(addresses);
    /** Upgradeable programs wait for their program data: LiteSVM compiles a program when it is set. */
    let waiting: WrittenAccount[] = [];
    try {
      for (let depth = 0; round.length > 0 && depth < MAX_ROUNDS; depth++) {
        const fetched = await fetchUpstream(this.options.url, round, this.options.timeoutMs);
        const fresh = fetched.filter(({ address }) => !this.seen.has(address));
        for (const { address } of fresh) this.seen.add(address);
        const kept = fresh.filter(({ account }) => !(account && LOCAL_ONLY_OWNERS.has(account.owner)));
        const ready = [...waiting, ...kept].filter((a) => !this.missingProgramData(a, kept));
        waiting = [...waiting, ...kept].filter((a) => this.missingProgramData(a, kept));
        this.install(ready);
        round = this.unseen(this.leadsTo(kept));
      }
    } catch (error) {
      // Not installed: the next request asks for them again.
      for (const { address } of waiting) this.seen.delete(address);
      throw error;
    }
    // Program data the cluster does not have: the program is installed as broken as it is there.
    this.install(waiting);
  }

  private missingProgramData({ account }: WrittenAccount, batch: readonly WrittenAccount[]): boolean {
    const programData = account ? programDataAddress(account.owner, account.data) : null;
    if (!programData) return false;
    const address = this.core.book.toText(programData);
    return (this.core.svm.getBalance(programData) ?? 0n) === 0n && !batch.some((a) => a.address === address);
  }

  private unseen(addresses: readonly string[]): string[] {
    const out = new Set<string>();
    for (const address of addresses) {
      if (this.seen.has(address)) continue;
      const key = this.core.book.toBytes(address);
      if (key && (this.core.svm.getBalance(key) ?? 0n) === 0n) out.add(address);
    }
    return [...out];
  }

  /** Installs and logs fetched accounts (program data before programs, also in the log's replay). */
  private install(accounts: readonly WrittenAccount[]): void {
    if (accounts.length === 0) return;
    const { installed, refused } = installAccounts(this.core, this.large, accounts);
    // Accounts upstream had no account at are kept in the log too: they stay "seen" after a restart.
    const absent = accounts.filter((a) => a.account === null);
    this.options.log?.(encodeFetched(this.core.records.nextSeq(), [...absent, ...installed]));
    this.options.onInstalled();
    if (refused.length > 0) this.options.onRefused(refused);
  }

  /** What fetched accounts need too: a program's program data, a token account's mint. */
  private leadsTo(kept: readonly WrittenAccount[]): string[] {
    const next: string[] = [];
    for (const { account } of kept) {
      if (!account) continue;
      const programData = programDataAddress(account.owner, account.data);
      if (programData) next.push(this.core.book.toText(programData));
      if (isTokenProgram(account.owner) && tokenAccountKind(account.owner, account.data) === 'account') {
        const state = readTokenAccount(account.data);
        if (state) next.push(this.core.book.toText(state.mint));
      }
    }
    return next;
  }

  /** The addresses a transaction loads through its lookup tables (the tables are local by now). */
  private tableKeys(lookups: readonly DecodedMessage['lookups'][number][]): string[] {
    const out: string[] = [];
    for (const lookup of lookups) {
      const table = this.core.svm.getAccount(lookup.accountKey);
      if (!table || this.core.book.toText(table.owner()) !== ADDRESS_LOOKUP_TABLE_PROGRAM) continue;
      const addresses = lookupTableAddresses(table.data());
      if (!addresses) continue;
      for (const index of [...lookup.writableIndexes, ...lookup.readonlyIndexes]) {
        const key = addresses[index];
        if (key) out.push(this.core.book.toText(key));
      }
    }
    return out;
  }
}

/** The message of a sendTransaction / simulateTransaction call; null when it does not decode (the method says why). */
function messageOf(params: readonly unknown[]): DecodedMessage | null {
  const config = params[1];
  const encoding =
    typeof config === 'object' && config !== null ? (config as { encoding?: unknown }).encoding : undefined;
  try {
    return decodeTransactionArgument(decodeWireArgument(params[0], encoding)).message;
  } catch {
    return null;
  }
}
