import type { TransactionErrorJson } from './tx-errors';
import type { UiTokenAmount } from './token-amount';

export interface TokenBalanceEntry {
  readonly accountIndex: number;
  readonly mint: string;
  readonly owner: string;
  readonly programId: string;
  readonly uiTokenAmount: UiTokenAmount;
}

export interface InnerInstructionRecord {
  readonly programIdIndex: number;
  readonly accounts: readonly number[];
  readonly data: Uint8Array;
  readonly stackHeight: number;
}

export interface InnerInstructionSet {
  readonly index: number;
  readonly instructions: readonly InnerInstructionRecord[];
}

/** Everything getTransaction / getSignatureStatuses / getSignaturesForAddress need about a landed transaction. */
export interface TxRecord {
  readonly seq: number;
  readonly signature: string;
  readonly slot: number;
  readonly blockTime: number;
  readonly wire: Uint8Array;
  readonly version: 'legacy' | 0;
  /** static keys, then lookup-table writable, then lookup-table readonly */
  readonly accountKeys: readonly string[];
  readonly loadedWritable: readonly string[];
  readonly loadedReadonly: readonly string[];
  readonly err: TransactionErrorJson | null;
  readonly fee: bigint;
  readonly preBalances: readonly bigint[];
  readonly postBalances: readonly bigint[];
  readonly preTokenBalances: readonly TokenBalanceEntry[];
  readonly postTokenBalances: readonly TokenBalanceEntry[];
  readonly logs: readonly string[];
  readonly computeUnits: bigint;
  readonly innerInstructions: readonly InnerInstructionSet[];
  readonly returnData: { readonly programId: string; readonly data: Uint8Array } | null;
  readonly memo: string | null;
}

export interface Logger {
  info(o: unknown, msg?: string): void;
  warn(o: unknown, msg?: string): void;
  error(o: unknown, msg?: string): void;
}
