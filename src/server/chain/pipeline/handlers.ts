import type { Db } from '../../db/client';
import type { AppContext } from '../../context';

export interface FinishedOperation {
  id: string;
  wallet: string;
  kind: string;
  summary: Record<string, unknown>;
  signatures: string[];
}

/** What a feature does when one of its operations ends; runs in the same DB transaction as the status change. */
export interface OperationHandler {
  onConfirmed?(tx: Db, op: FinishedOperation, ctx: AppContext): Promise<Record<string, unknown> | void>;
  onFailed?(tx: Db, op: FinishedOperation, ctx: AppContext): Promise<void>;
}

const handlers = new Map<string, OperationHandler>();

export function registerOperationHandler(kind: string, handler: OperationHandler): void {
  handlers.set(kind, handler);
}

export function operationHandler(kind: string): OperationHandler | undefined {
  return handlers.get(kind);
}
