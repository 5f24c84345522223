import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { SOLX_DECIMALS } from '@shared/schemas/solx';
import { stakingMessages, stakingPoolFor } from '@shared/schemas/staking';
import { cosignWireTransaction } from '../../chain/pipeline/cosign';
import { defineOperation } from '../../chain/pipeline/operation-definition';
import { stakePayments, stakes } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { lockEnded } from './accrual';
import { stakedInPool } from './capacity';
import { OPERATION_KIND } from '@shared/operation-kinds';

export const SOLX_STAKING = OPERATION_KIND.solxStaking;

/**
 * `claimedBefore` is what the stake had been paid when this payout was planned: the co-signer refuses
 * unless it is still so, which is what makes two claims of the same rewards pay once.
 */
const stakingSummarySchema = z.object({
  action: z.enum(['stake', 'claim', 'unstake']),
  stakeId: z.string(),
  poolId: z.string(),
  amount: z.string(),
  principal: z.string(),
  reward: z.string(),
  claimedBefore: z.string(),
});
export type StakingSummary = z.infer<typeof stakingSummarySchema>;

export const stakingOperation = defineOperation({
  kind: SOLX_STAKING,
  summary: stakingSummarySchema,
  // A stake holds its pool's lock, so two stakes into one pool are checked against its capacity in turn.
  lockKeys: (op) =>
    op.summary.action === 'stake' ? [`staking-pool:${op.summary.poolId}`] : [`stake:${op.summary.stakeId}`],
  async cosign(ctx, op, signed) {
    if (op.summary.action === 'stake') {
      const { poolId, stakeId, principal } = op.summary;
      const capacity = BigInt(stakingPoolFor(poolId)?.maxCapacity ?? 0) * 10n ** BigInt(SOLX_DECIMALS);
      const others = await stakedInPool(ctx.database.db, poolId, ['submitted'], stakeId);
      if (others + BigInt(principal) > capacity)
        throw conflict('over_capacity', stakingMessages.overCapacity);
      return signed;
    }
    const [row] = await ctx.database.db.select().from(stakes).where(eq(stakes.id, op.summary.stakeId));
    if (!row || row.status !== 'active') throw conflict('stake_not_active', stakingMessages.notActive);
    if (row.claimed !== op.summary.claimedBefore) throw conflict('already_paid', stakingMessages.alreadyPaid);
    if (op.summary.action === 'unstake' && !lockEnded(row, new Date()))
      throw conflict('lock_not_ended', stakingMessages.lockNotEnded);
    return Promise.all(signed.map((wire) => cosignWireTransaction(wire, ctx.platform)));
  },
  async onConfirmed(tx, op) {
    const { action, stakeId, principal, reward, claimedBefore } = op.summary;
    const signature = op.signatures.at(-1) ?? null;
    const now = new Date();
    if (action === 'stake') {
      const [row] = await tx.select().from(stakes).where(eq(stakes.id, stakeId));
      if (!row) return {};
      const endsAt = new Date(now.getTime() + row.durationDays * row.dayMs);
      await tx
        .update(stakes)
        .set({ status: 'active', stakedAt: now, endsAt, signature })
        .where(eq(stakes.id, stakeId));
    } else {
      const claimed = (BigInt(claimedBefore) + BigInt(reward)).toString();
      await tx
        .update(stakes)
        .set({ claimed, ...(action === 'unstake' ? { status: 'completed' } : {}) })
        .where(and(eq(stakes.id, stakeId), eq(stakes.claimed, claimedBefore)));
    }
    await tx
      .insert(stakePayments)
      .values({ stakeId, wallet: op.wallet, kind: action, principal, reward, operationId: op.id, signature })
      .onConflictDoNothing();
    return { stakeId, txHash: signature, action };
  },
  async onFailed(tx, op) {
    if (op.summary.action !== 'stake') return;
    await tx.update(stakes).set({ status: 'failed' }).where(eq(stakes.id, op.summary.stakeId));
  },
});
