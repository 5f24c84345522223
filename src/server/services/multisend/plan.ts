import { randomUUID } from 'node:crypto';
import type { Address } from '@solana/kit';
import type { BatchPlan, BatchPreview, BatchPreviewResponse, BatchRequest } from '@shared/schemas/multisend';
import { formatBaseUnits } from '@shared/solana/amounts';
import type { AppContext } from '../../context';
import { batches, batchRecipients } from '../../db/schema';
import { planOperation } from '../../chain/pipeline/plan';
import { buildBatch, type BuiltBatch } from './build';
import { findRecentDuplicate } from './duplicates';
import { multisendOperation } from './operation';

/**
 * Every figure of the plan, nothing stored. `invalid` lists entries the caller dropped before planning;
 * `recentDuplicate` is a batch of the last hour with the same recipients and amounts (the form asks).
 */
export async function previewBatch(
  ctx: AppContext,
  wallet: Address,
  req: BatchRequest,
  invalid: BatchPreview['invalid'] = [],
): Promise<BatchPreviewResponse> {
  const built = await buildBatch(ctx, wallet, req);
  const recentDuplicate = await findRecentDuplicate(ctx.database.db, wallet, req.kind, built);
  return { ...built.preview, invalid, recentDuplicate };
}

/** Plans the operation (one signature prompt for all transactions) and records the batch as `pending`. */
export async function planBatch(ctx: AppContext, wallet: Address, req: BatchRequest): Promise<BatchPlan> {
  const built = await buildBatch(ctx, wallet, req);
  const batchId = randomUUID();
  const planned = await planBuilt(ctx, wallet, batchId, req.kind, built);
  const { db } = ctx.database;
  await db.transaction(async (tx) => {
    await tx.insert(batches).values({
      id: batchId,
      wallet,
      kind: req.kind,
      tokenAddress: built.resolved.token?.address ?? null,
      tokenSymbol: built.resolved.symbol,
      tokenDecimals: built.resolved.decimals,
      sendType: req.type,
      totalAmount: built.resolved.totalBaseUnits.toString(),
      recipientCount: built.resolved.recipients.length,
      gasMultiplier: req.gasMultiplier,
      priority: req.priority,
      operationIds: [planned.operationId],
    });
    await insertRecipients(tx, batchId, planned.operationId, built);
  });
  return planned;
}

export async function planBuilt(
  ctx: AppContext,
  wallet: Address,
  batchId: string,
  kind: string,
  built: BuiltBatch,
): Promise<BatchPlan> {
  const summary = {
    ...built.preview,
    recipients: built.preview.recipients.length,
    batchId,
    batchKind: kind,
  };
  const planned = await planOperation(ctx, multisendOperation, {
    wallet,
    summary,
    transactions: built.transactions,
  });
  return {
    ...planned,
    batchId,
    totalTransactions: planned.transactions.length,
    estimatedCost: formatBaseUnits(BigInt(built.preview.totalCostLamports), 9),
  };
}

type Tx = Parameters<Parameters<AppContext['database']['db']['transaction']>[0]>[0];

async function insertRecipients(tx: Tx, batchId: string, operationId: string, built: BuiltBatch) {
  const rows = built.packed.flatMap((p, txIndex) =>
    p.recipients.map((i) => {
      const r = built.resolved.recipients[i];
      return {
        batchId,
        position: i,
        address: r?.address ?? '',
        amount: (r?.amount ?? 0n).toString(),
        operationId,
        txIndex,
      };
    }),
  );
  for (let i = 0; i < rows.length; i += 500) await tx.insert(batchRecipients).values(rows.slice(i, i + 500));
}
