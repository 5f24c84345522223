import type { Db } from '../../db/client';
import type { AppContext } from '../../context';

export interface FinishedOperation {
  id: string;
  wallet: string;
  kind: string;
  summary: Record<string, unknown>;
  signatures: string[];
}

export type PendingOperation = Omit<FinishedOperation, 'signatures'>;

/** What a feature does when one of its operations ends; runs in the same DB transaction as the status change. */
export interface OperationHandler {
  onConfirmed?(tx: Db, op: FinishedOperation, ctx: AppContext): Promise<Record<string, unknown> | void>;
  onFailed?(tx: Db, op: FinishedOperation, ctx: AppContext): Promise<void>;
  /** Send and confirm in a job instead of inside the submit request (many transactions, e.g. batches). */
  background?: boolean;
  /** In-process locks held while co-signing, sending and confirming (e.g. one per pool touched). */
  lockKeys?(op: PendingOperation): string[];
  /**
   * Adds the platform's signatures once the wallet's are verified, under the locks. Throw a `conflict`
   * to refuse (nothing is stored or sent, the operation stays `planned`).
   */
  cosign?(ctx: AppContext, op: PendingOperation, signed: string[]): Promise<string[]>;
  /** After the transaction that confirmed the operation has committed (e.g. refresh derived data). */
  afterCommit?(op: FinishedOperation, ctx: AppContext): void;
}

const handlers = new Map<string, OperationHandler>();

export function registerOperationHandler(kind: string, handler: OperationHandler): void {
  handlers.set(kind, handler);
}

export function operationHandler(kind: string): OperationHandler | undefined {
  return handlers.get(kind);
}
