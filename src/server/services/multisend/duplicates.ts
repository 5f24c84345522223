import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { DUPLICATE_WINDOW_MS, type RecentDuplicate } from '@shared/schemas/multisend';
import type { Db } from '../../db/client';
import { batches, batchRecipients, operations } from '../../db/schema';
import { neverSent } from './views';
import type { BuiltBatch } from './build';

const recipientKey = (address: string, amount: string) => `${address}:${amount}`;

/**
 * The wallet's newest batch of the last hour that paid (or is paying) exactly these recipients with
 * exactly these amounts, in any order. Batches that never sent (unsigned, expired, cancelled) do not
 * count: repeating one of those is no double payment. Candidates are narrowed by their stored totals
 * first, so only a likely repeat has its recipient list read.
 */
export async function findRecentDuplicate(
  db: Db,
  wallet: string,
  kind: string,
  built: BuiltBatch,
): Promise<RecentDuplicate | null> {
  const { resolved } = built;
  const token = resolved.token?.address ?? null;
  const candidates = await db
    .select()
    .from(batches)
    .where(
      and(
        eq(batches.wallet, wallet),
        eq(batches.kind, kind),
        token === null ? isNull(batches.tokenAddress) : eq(batches.tokenAddress, token),
        eq(batches.totalAmount, resolved.totalBaseUnits.toString()),
        eq(batches.recipientCount, resolved.recipients.length),
        gt(batches.startTime, sql`${new Date(Date.now() - DUPLICATE_WINDOW_MS).toISOString()}::timestamptz`),
      ),
    )
    .orderBy(desc(batches.startTime))
    .limit(5);
  if (candidates.length === 0) return null;
  const latestIds = candidates.map((c) => c.operationIds.at(-1) ?? '');
  const ops = await db
    .select({ id: operations.id, status: operations.status, error: operations.error })
    .from(operations)
    .where(inArray(operations.id, latestIds));
  const opOf = new Map(ops.map((o) => [o.id, { ...o, updatedAt: null }]));
  const wanted = resolved.recipients.map((r) => recipientKey(r.address, r.amount.toString())).sort();
  for (const c of candidates) {
    const latest = opOf.get(c.operationIds.at(-1) ?? '');
    if (!latest || neverSent(c, latest)) continue;
    const rows = await db
      .select({ address: batchRecipients.address, amount: batchRecipients.amount })
      .from(batchRecipients)
      .where(eq(batchRecipients.batchId, c.id));
    const got = rows.map((r) => recipientKey(r.address, r.amount)).sort();
    if (got.length === wanted.length && got.every((k, i) => k === wanted[i])) {
      return { batchId: c.id, startTime: c.startTime.toISOString(), status: c.finalStatus ?? 'processing' };
    }
  }
  return null;
}
