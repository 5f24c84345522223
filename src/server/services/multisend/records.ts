import type { Signature } from '@solana/kit';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { batches } from '../../db/schema';
import {
  registerOperationHandler,
  type FinishedOperation,
  type OperationHandler,
} from '../../chain/pipeline/handlers';
import { loadOperation } from '../../chain/pipeline/store';
import { MULTISEND_KIND } from './plan';
import { loadBatch } from './views';

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
async function finalise(tx: Db, op: FinishedOperation, ctx: AppContext) {
  const batchId = String(op.summary.batchId ?? '');
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

const handler: OperationHandler = {
  background: true,
  async onConfirmed(tx, op, ctx) {
    return (await finalise(tx, op, ctx)) ?? {};
  },
  async onFailed(tx, op, ctx) {
    await finalise(tx, op, ctx);
  },
};

registerOperationHandler(MULTISEND_KIND, handler);
