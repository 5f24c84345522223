import type { Signature } from '@solana/kit';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { batchPreviewSchema } from '@shared/schemas/multisend';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { batches } from '../../db/schema';
import { defineOperation, type FinishedOperation } from '../../chain/pipeline/operation-definition';
import { loadOperation } from '../../chain/pipeline/store';
import { loadBatch } from './views';
import { OPERATION_KIND } from '@shared/operation-kinds';

export const MULTISEND_KIND = OPERATION_KIND.multisend;

/** The batch preview with the recipients counted, and the batch this operation pays. */
const multisendSummarySchema = batchPreviewSchema.omit({ recipients: true, invalid: true }).extend({
  recipients: z.number().int(),
  batchId: z.string(),
  batchKind: z.string(),
});
type MultisendSummary = z.output<typeof multisendSummarySchema>;

/** Lamports the chain charged for these landed transactions (meta.fee, failed ones included). */
async function chargedFees(ctx: AppContext, signatures: string[]): Promise<bigint> {
  let total = 0n;
  for (let i = 0; i < signatures.length; i += 20) {
    const fees = await Promise.all(
      signatures.slice(i, i + 20).map(async (sig) => {
        const tx = await ctx.chain.rpc
          .getTransaction(sig as Signature, {
            encoding: 'base64',
            maxSupportedTransactionVersion: 0,
            commitment: 'confirmed',
          })
          .send();
        return BigInt(tx?.meta?.fee ?? 0n);
      }),
    );
    total += fees.reduce((a: bigint, b: bigint) => a + b, 0n);
  }
  return total;
}

/** Runs in the pipeline's finishing DB transaction: counts, gas used from the chain, end time. */
async function finalise(tx: Db, op: FinishedOperation<MultisendSummary>, ctx: AppContext) {
  const { batchId } = op.summary;
  const [row] = await tx.select().from(batches).where(eq(batches.id, batchId));
  if (!row) return;
  const { txs } = await loadOperation(tx, op.id);
  // A confirmed transaction paid exactly its planned fee; only the rest (failed, rare) is looked up on
  // chain, since this runs inside the DB transaction that finishes the operation.
  const sent = txs.filter((t) => t.signature && t.sentAt);
  const known = sent.filter((t) => t.status === 'confirmed' && t.feeLamports !== null);
  const plannedFees = known.reduce((sum, t) => sum + (t.feeLamports ?? 0n), 0n);
  const lookUp = sent.filter((t) => !known.includes(t)).map((t) => t.signature ?? '');
  const gas = BigInt(row.gasUsed) + plannedFees + (await chargedFees(ctx, lookUp));
  const b = await loadBatch(tx, batchId);
  const ok = b.states.filter((s) => s.state === 'confirmed').length;
  const failed = b.states.filter((s) => s.state === 'failed').length;
  await tx
    .update(batches)
    .set({
      finalStatus: failed === 0 ? 'completed' : ok === 0 ? 'failed' : 'partial',
      successfulRecipients: ok,
      failedRecipients: failed,
      gasUsed: gas.toString(),
      endTime: new Date(),
    })
    .where(eq(batches.id, batchId));
  return { batchId, successfulRecipients: ok, failedRecipients: failed };
}

export const multisendOperation = defineOperation({
  kind: MULTISEND_KIND,
  summary: multisendSummarySchema,
  background: true,
  async onConfirmed(tx, op, ctx) {
    return (await finalise(tx, op, ctx)) ?? {};
  },
  async onFailed(tx, op, ctx) {
    await finalise(tx, op, ctx);
  },
});
