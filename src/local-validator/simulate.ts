import { FailedTransactionMetadata, type AddressAndAccount } from 'litesvm/dist/internal.js';
import type { AddressBook } from './address-book';
import type { ChainCore } from './core';
import { runnableTransaction } from './durable-nonce';
import { innerInstructionsOf, returnDataOf } from './executor';
import { computeBudgetOf, transactionFee } from './fees';
import type { AccountSnapshot } from './svm';
import { fieldlessError, mapTransactionError } from './tx-errors';
import type { MappedError } from './tx-errors';
import { resolveKeys, tokenBalances } from './tx-keys';
import type { ResolvedKeys } from './tx-keys';
import type { InnerInstructionSet, TokenBalanceEntry, TxRecord } from './types';
import type { DecodedTransaction } from './wire';

/** The accounts a run loaded, by address: null for one it left empty, undefined for one it did not load. */
export interface PostState {
  has(address: string): boolean;
  get(address: string): AccountSnapshot | null | undefined;
}

export interface SimulationOutcome {
  readonly error: MappedError | null;
  readonly logs: readonly string[];
  readonly unitsConsumed: bigint;
  readonly returnData: TxRecord['returnData'];
  /** Read from the run only when asked: most simulations (every plan's) do not ask for them. */
  innerInstructions(): readonly InnerInstructionSet[];
  readonly keys: ResolvedKeys;
  readonly fee: bigint;
  readonly preBalances: readonly bigint[];
  readonly preTokenBalances: readonly TokenBalanceEntry[];
  /** Post-state of the accounts the transaction loaded; null when it failed. */
  readonly postAccounts: PostState | null;
}

/** Runs the transaction against current state without committing anything. */
export function simulateTransaction(
  core: ChainCore,
  tx: DecodedTransaction,
  sigVerify: boolean,
): SimulationOutcome {
  const { svm, book, indexes } = core;
  const message = tx.message;
  const keys = resolveKeys(svm, book, message);
  const preBalances = keys.bytes.map((key) => svm.getBalance(key) ?? 0n);
  const preTokenBalances = tokenBalances(indexes, keys.texts);
  const fee = transactionFee(message, computeBudgetOf(message, book));
  const base = { keys, fee, preBalances, preTokenBalances };
  if (core.sizes.exceedLoadLimit(keys.texts, keys.bytes)) {
    return {
      ...base,
      error: fieldlessError('MaxLoadedAccountsDataSizeExceeded'),
      logs: [],
      unitsConsumed: 0n,
      returnData: null,
      innerInstructions: () => [],
      postAccounts: null,
    };
  }
  const run = runnableTransaction(svm, tx, keys, sigVerify);
  if (!run) {
    const error = fieldlessError('SignatureFailure');
    return {
      ...base,
      error,
      logs: [],
      unitsConsumed: 0n,
      returnData: null,
      innerInstructions: () => [],
      postAccounts: null,
    };
  }
  svm.setSigverify(run.sigverify);
  let result;
  try {
    result =
      message.version === 'legacy'
        ? svm.simulateLegacyTransaction(run.bytes)
        : svm.simulateVersionedTransaction(run.bytes);
  } finally {
    svm.setSigverify(true);
  }
  if (result instanceof FailedTransactionMetadata) {
    const meta = result.meta();
    return {
      ...base,
      error: mapTransactionError(result),
      logs: meta.logs(),
      unitsConsumed: meta.computeUnitsConsumed(),
      returnData: null,
      innerInstructions: () => innerInstructionsOf(meta),
      postAccounts: null,
    };
  }
  const meta = result.meta();
  const entries = new Map<string, AddressAndAccount>();
  for (const entry of result.postAccounts()) entries.set(book.toText(entry.address), entry);
  const logs = meta.logs();
  return {
    ...base,
    error: null,
    logs,
    unitsConsumed: meta.computeUnitsConsumed(),
    returnData: returnDataOf(meta, logs, book),
    innerInstructions: () => innerInstructionsOf(meta),
    postAccounts: new PostAccounts(book, entries),
  };
}

/**
 * The run's post-state, read through napi only for the addresses asked for: the run loaded the programs
 * too, and copying a program's data out of LiteSVM cost more than the rest of a plan's simulation.
 */
class PostAccounts implements PostState {
  private readonly read = new Map<string, AccountSnapshot | null>();

  constructor(
    private readonly book: AddressBook,
    private readonly entries: ReadonlyMap<string, AddressAndAccount>,
  ) {}

  has(address: string): boolean {
    return this.entries.has(address);
  }

  get(address: string): AccountSnapshot | null | undefined {
    if (this.read.has(address)) return this.read.get(address);
    const entry = this.entries.get(address);
    if (!entry) return undefined;
    const account = entry.account();
    const lamports = account.lamports();
    let data: Uint8Array | null = null;
    const snapshot: AccountSnapshot | null =
      lamports === 0n
        ? null
        : {
            lamports,
            // Balances need only the lamports, token balances the owner first.
            get data() {
              return (data ??= account.data());
            },
            owner: this.book.toText(account.owner()),
            executable: account.executable(),
            rentEpoch: account.rentEpoch(),
          };
    this.read.set(address, snapshot);
    return snapshot;
  }
}
