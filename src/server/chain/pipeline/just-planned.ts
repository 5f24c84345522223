import type { OperationRow, OperationTxRow } from './store';

/**
 * Operations this process planned and stored, as the rows the database now holds, kept until their first
 * submit so it need not read them back (in a rush that read is one statement per trade). Only kinds that
 * co-sign in groups are kept: their claim changes an operation only while it is still `planned` in the
 * database, and the submit checks the blockhash's height itself, so a row that changed meanwhile (an
 * expired plan) is met exactly as if it had been read. Another process, a second submit of the same
 * operation, or one older than a blockhash reads the database as before.
 */
const LIMIT = 5_000;
const MAX_AGE_MS = 120_000;
const kept = new Map<string, { op: OperationRow; txs: OperationTxRow[] }>();

export function rememberPlanned(op: OperationRow, txs: OperationTxRow[]): void {
  const oldest = Date.now() - MAX_AGE_MS;
  for (const [id, entry] of kept) {
    if (kept.size < LIMIT && entry.op.createdAt.getTime() >= oldest) break;
    kept.delete(id);
  }
  kept.set(op.id, { op, txs });
}

/** The operation as planned, once, if this process planned it for `wallet` less than a blockhash ago. */
export function takePlanned(id: string, wallet: string): { op: OperationRow; txs: OperationTxRow[] } | null {
  const entry = kept.get(id);
  if (!entry || entry.op.wallet !== wallet) return null;
  kept.delete(id);
  return entry.op.createdAt.getTime() >= Date.now() - MAX_AGE_MS ? entry : null;
}
