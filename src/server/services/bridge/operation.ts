import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { BRIDGE_CHAINS, BRIDGE_TOKENS } from '@shared/schemas/bridge';
import { bridgeTransfers } from '../../db/schema';
import { defineOperation } from '../../chain/pipeline/operation-definition';
import { OPERATION_KIND } from '@shared/operation-kinds';

export const BRIDGE_LOCK = OPERATION_KIND.bridgeLock;
export const MINT_QUEUE = 'bridge-mint';

const bridgeSummarySchema = z.object({
  bridgeId: z.string(),
  token: z.enum(BRIDGE_TOKENS),
  amount: z.string(),
  fee: z.string(),
  received: z.string(),
  destinationChain: z.enum(BRIDGE_CHAINS),
  destinationAddress: z.string(),
});

/** The Solana lock: once confirmed the transfer is `confirming` and the mint job takes it from there. */
export const bridgeOperation = defineOperation({
  kind: BRIDGE_LOCK,
  summary: bridgeSummarySchema,
  async onConfirmed(tx, op) {
    const sourceTx = op.signatures[0] ?? null;
    await tx
      .update(bridgeTransfers)
      .set({ status: 'confirming', progress: 40, stage: 'locked on Solana', sourceTx, updatedAt: new Date() })
      .where(eq(bridgeTransfers.id, op.summary.bridgeId));
    return { bridgeId: op.summary.bridgeId, sourceTx };
  },
  async onFailed(tx, op) {
    await tx
      .update(bridgeTransfers)
      .set({
        status: 'failed',
        stage: 'the lock transaction failed',
        error: 'Lock transaction failed',
        updatedAt: new Date(),
      })
      .where(eq(bridgeTransfers.id, op.summary.bridgeId));
  },
  afterCommit(op, ctx) {
    // A lost send is recovered: every start re-queues the transfers still moving.
    void ctx.jobs
      .send(MINT_QUEUE, { transferId: op.summary.bridgeId }, { singletonKey: op.summary.bridgeId })
      .catch((error: unknown) =>
        ctx.logger.warn({ err: error }, 'bridge mint job not queued; the next start resumes it'),
      );
  },
});
