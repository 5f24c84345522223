import { createNoopSigner, type Address } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { and, eq, inArray } from 'drizzle-orm';
import type { BatchKind, BatchPlan, BatchStats, Priority } from '@shared/schemas/multisend';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { batches, batchRecipients, operations } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { messageFee } from '../../chain/fees';
import { buildBatch } from './build';
import { planBuilt } from './plan';
import { landedEarlier } from './earlier';
import { reconcileBatch, recount } from './reconcile';
import { loadBatch, neverSent, type LatestOperation } from './views';

/** Records recipients whose earlier transaction landed as paid, and the batch's counts with them. */
async function settle(ctx: AppContext, id: string, landed: Map<number, string>) {
  await ctx.database.db.transaction(async (tx) => {
    for (const [position, signature] of landed) {
      await tx
        .update(batchRecipients)
        .set({ settledSignature: signature })
        .where(and(eq(batchRecipients.batchId, id), eq(batchRecipients.position, position)));
    }
    await recount(tx, id);
  });
}

/**
 * A new operation for the failed recipients only, worked out from chain truth: first every recipient
 * counted as paid is checked on chain (one the chain does not know becomes failed), then the earlier
 * signatures of the failed ones are looked up: one that landed without error paid the recipient, so
 * that recipient is settled and not paid again; while one may still land the retry is refused.
 */
export async function retryBatch(ctx: AppContext, wallet: Address, id: string): Promise<BatchPlan> {
  const { db } = ctx.database;
  const running = await loadBatch(db, id, wallet);
  if (running.latestOp === 'planned' || running.latestOp === 'submitted') {
    throw conflict('batch_running', 'The batch is still being sent; retry once it has finished');
  }
  await reconcileBatch(ctx, id);
  const b = await loadBatch(db, id, wallet);
  const failed = b.states.filter((s) => s.state === 'failed');
  if (failed.length === 0) throw badRequest('No failed recipients to retry');
  const landed = await landedEarlier(ctx, failed);
  if (landed.size > 0) await settle(ctx, id, landed);
  const retry = failed.filter((s) => !landed.has(s.row.position));
  if (retry.length === 0) throw badRequest('No failed recipients to retry');
  const decimals = b.row.tokenDecimals;
  const built = await buildBatch(ctx, wallet, {
    kind: b.row.kind as BatchKind,
    tokenAddress: b.row.tokenAddress,
    type: 'custom',
    totalAmount: undefined,
    recipients: retry.map((s) => s.row.address),
    gasMultiplier: b.row.gasMultiplier,
    priority: b.row.priority as Priority,
    customAmounts: Object.fromEntries(
      retry.map((s) => [s.row.address, formatBaseUnits(BigInt(s.row.amount), decimals)]),
    ),
  });
  const planned = await planBuilt(ctx, wallet, id, b.row.kind, built);
  const txOf = new Map<string, number>();
  built.packed.forEach((p, txIndex) =>
    p.recipients.forEach((i) => txOf.set(built.resolved.recipients[i]?.address ?? '', txIndex)),
  );
  await db.transaction(async (tx) => {
    for (const s of retry) {
      const previous = s.tx?.signature
        ? [...s.row.previousSignatures, s.tx.signature]
        : s.row.previousSignatures;
      await tx
        .update(batchRecipients)
        .set({
          operationId: planned.operationId,
          txIndex: txOf.get(s.row.address) ?? 0,
          previousSignatures: previous,
        })
        .where(and(eq(batchRecipients.batchId, id), eq(batchRecipients.position, s.row.position)));
    }
    await tx
      .update(batches)
      .set({ operationIds: [...b.row.operationIds, planned.operationId], finalStatus: null, endTime: null })
      .where(eq(batches.id, id));
  });
  return planned;
}

/** History cards. Gas saved = one base-fee transaction per recipient, minus what the batches paid. */
export async function batchStats(ctx: AppContext, wallet: Address, kind?: BatchKind): Promise<BatchStats> {
  const { db } = ctx.database;
  const where = kind ? and(eq(batches.wallet, wallet), eq(batches.kind, kind)) : eq(batches.wallet, wallet);
  const all = await db
    .select({
      recipients: batches.recipientCount,
      ok: batches.successfulRecipients,
      failed: batches.failedRecipients,
      gas: batches.gasUsed,
      final: batches.finalStatus,
      operationIds: batches.operationIds,
    })
    .from(batches)
    .where(where);
  // A batch never signed (awaiting signature, expired, cancelled) sent nothing: not counted as sent.
  const latestIds = all.map((r) => r.operationIds.at(-1) ?? '').filter((v) => v !== '');
  const latest = new Map<string, LatestOperation>();
  for (let i = 0; i < latestIds.length; i += 1000) {
    const ops = await db
      .select({ id: operations.id, status: operations.status, error: operations.error })
      .from(operations)
      .where(inArray(operations.id, latestIds.slice(i, i + 1000)));
    for (const o of ops) latest.set(o.id, { ...o, updatedAt: null });
  }
  const rows = all.filter((r) => {
    const op = latest.get(r.operationIds.at(-1) ?? '');
    return op !== undefined && !neverSent(r, op);
  });
  const finished = rows.filter((r) => r.final !== null);
  const totalRecipients = rows.reduce((s, r) => s + r.recipients, 0);
  const successful = rows.reduce((s, r) => s + r.ok, 0);
  const attempted = finished.reduce((s, r) => s + r.ok + r.failed, 0);
  const gasUsed = rows.reduce((s, r) => s + BigInt(r.gas), 0n);
  const single = finished.length
    ? await messageFee(ctx.chain, wallet, [
        getTransferSolInstruction({ source: createNoopSigner(wallet), destination: wallet, amount: 1n }),
      ])
    : 0n;
  const finishedGas = finished.reduce((s, r) => s + BigInt(r.gas), 0n);
  return {
    totalBatches: rows.length,
    totalRecipients,
    successfulRecipients: successful,
    successRate: attempted === 0 ? 0 : Math.round((successful / attempted) * 10000) / 100,
    gasUsedLamports: gasUsed.toString(),
    gasSavedLamports: (single * BigInt(attempted) - finishedGas).toString(),
  };
}
