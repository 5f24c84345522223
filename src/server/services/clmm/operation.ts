import { getBase64Encoder, getTransactionDecoder } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { clmmMessages } from '@shared/schemas/clmm';
import { dexMessages, PRICE_MOVED_CODE } from '@shared/schemas/dex';
import { cosignWireTransaction } from '../../chain/pipeline/cosign';
import { defineOperation } from '../../chain/pipeline/operation-definition';
import type { Db } from '../../db/client';
import { clmmPositions } from '../../db/schema';
import { readTokenAmounts } from '../../exchange/accounts';
import {
  changePosition,
  POSITION_ACTIONS,
  positionColumns,
  positionOfRow,
  type PositionChange,
} from '../../exchange/pools/clmm/position-change';
import { positionNftRef } from '../../exchange/pools/clmm/position-nft';
import { loadClmmState, saveClmmState } from '../../exchange/pools/clmm/state';
import { poolLockKeys } from '../../exchange/lock-keys';
import { ata } from '../../exchange/instructions';
import { invalidateMarket } from '../../exchange/market-cache';
import { samplePricesSoon } from '../../exchange/prices/sampler';
import { conflict } from '../../lib/errors';
import { OPERATION_KIND } from '@shared/operation-kinds';

export const CLMM_POSITION = OPERATION_KIND.clmmPosition;

/** What the wallet agreed to: the action, the liquidity moved and the exact amounts of each transfer. */
const clmmSummarySchema = z.object({
  action: z.enum(POSITION_ACTIONS),
  poolId: z.string(),
  positionId: z.string(),
  pair: z.string(),
  symbolA: z.string(),
  symbolB: z.string(),
  tickLower: z.number().int(),
  tickUpper: z.number().int(),
  liquidity: z.string(),
  amountA: z.string(),
  amountB: z.string(),
  feesA: z.string(),
  feesB: z.string(),
  uiAmountA: z.string(),
  uiAmountB: z.string(),
  uiFeesA: z.string(),
  uiFeesB: z.string(),
});
export type ClmmSummary = z.output<typeof clmmSummarySchema>;

/** The action replayed on the pool state and position as stored now (under the pool lock). */
async function replay(
  db: Db,
  s: ClmmSummary,
): Promise<{ change: PositionChange; before: NonNullable<Awaited<ReturnType<typeof loadClmmState>>> }> {
  const before = await loadClmmState(db, s.poolId);
  if (!before) throw conflict(PRICE_MOVED_CODE, clmmMessages.poolNotFound);
  const [row] = await db.select().from(clmmPositions).where(eq(clmmPositions.id, s.positionId));
  const live = row && row.status === 'open' ? positionOfRow(row) : null;
  if (s.action !== 'open' && !live) throw conflict(PRICE_MOVED_CODE, clmmMessages.positionNotFound);
  const change = changePosition(before.state, s.action, live, s, BigInt(s.liquidity));
  return { change, before };
}

const platformSigns = (wire: string, platform: string) =>
  platform in getTransactionDecoder().decode(getBase64Encoder().encode(wire)).signatures;

/**
 * Deposits must cost exactly what the wallet signed (the price has not moved); payouts may be at most
 * what the replay owes (principal rounds down, fees only grow).
 */
function stillFair(s: ClmmSummary, c: PositionChange): boolean {
  const [a, b, fa, fb] = [BigInt(s.amountA), BigInt(s.amountB), BigInt(s.feesA), BigInt(s.feesB)];
  if (s.action === 'open' || s.action === 'increase') return c.amountA === a && c.amountB === b;
  return a <= c.amountA && b <= c.amountB && fa <= c.feesA && fb <= c.feesB;
}

export const clmmPositionOperation = defineOperation({
  kind: CLMM_POSITION,
  summary: clmmSummarySchema,
  lockKeys: (op) => poolLockKeys([op.summary.poolId]),
  async cosign(ctx, op, signed) {
    const s = op.summary;
    if (s.action !== 'open') {
      // Whoever holds the NFT owns the position: checked on chain now, not from our records.
      const [held] = await readTokenAmounts(ctx, [await ata(op.wallet, positionNftRef(s.positionId))]);
      if (held !== 1n) throw conflict('not_holder', clmmMessages.notHolder);
    }
    const { change } = await replay(ctx.database.db, s);
    if (!stillFair(s, change)) throw conflict(PRICE_MOVED_CODE, dexMessages.priceMoved);
    // Deposits (increase) and closing an emptied position pay nothing out: the platform does not sign those.
    return Promise.all(
      signed.map((wire) =>
        platformSigns(wire, ctx.platform.address) ? cosignWireTransaction(wire, ctx.platform) : wire,
      ),
    );
  },
  async onConfirmed(tx, op, ctx) {
    invalidateMarket(ctx);
    const s = op.summary;
    const { change, before } = await replay(tx, s);
    await saveClmmState(tx, s.poolId, before.state, change.state);
    const [row] = await tx.select().from(clmmPositions).where(eq(clmmPositions.id, s.positionId));
    // Fees the replay owes beyond what was paid (they grew since planning) stay owed.
    const position = {
      ...change.position,
      tokensOwedA: change.position.tokensOwedA + change.feesA - BigInt(s.feesA),
      tokensOwedB: change.position.tokensOwedB + change.feesB - BigInt(s.feesB),
    };
    await tx
      .update(clmmPositions)
      .set({
        ...positionColumns(position),
        collectedA: (BigInt(row?.collectedA ?? '0') + BigInt(s.feesA)).toString(),
        collectedB: (BigInt(row?.collectedB ?? '0') + BigInt(s.feesB)).toString(),
        status: s.action === 'close' ? 'closed' : 'open',
        updatedAt: new Date(),
      })
      .where(eq(clmmPositions.id, s.positionId));
    return {
      signature: op.signatures.at(-1) ?? '',
      positionId: s.positionId,
      amountA: s.amountA,
      amountB: s.amountB,
      feesA: s.feesA,
      feesB: s.feesB,
    };
  },
  afterCommit(_op, ctx) {
    invalidateMarket(ctx);
    samplePricesSoon(ctx);
  },
  async onFailed(tx, op) {
    if (op.summary.action !== 'open') return;
    await tx
      .update(clmmPositions)
      .set({ status: 'failed', updatedAt: new Date() })
      .where(and(eq(clmmPositions.id, op.summary.positionId), eq(clmmPositions.status, 'pending')));
  },
});
