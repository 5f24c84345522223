import { getBase64Encoder, getTransactionDecoder } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import { cosignWireTransaction } from '../chain/pipeline/cosign';
import { registerOperationHandler } from '../chain/pipeline/handlers';
import { exchangeTokens, lpPositions, pools } from '../db/schema';
import { poolLockKeys } from './cosign-check';
import { assertLiquidityFair, type LiquidityRecord } from './liquidity-check';
import type { TokenInfo } from './market';
import { invalidateMarket } from './market-cache';
import { samplePricesSoon } from './price-sampler';

export const LIQUIDITY = 'liquidity';

const needsSignature = (wire: string, signer: string) =>
  signer in getTransactionDecoder().decode(getBase64Encoder().encode(wire)).signatures;

const recordOf = (summary: Record<string, unknown>) => summary.liquidity as LiquidityRecord;

registerOperationHandler(LIQUIDITY, {
  lockKeys: (op) => poolLockKeys([recordOf(op.summary).poolId]),
  async cosign(ctx, op, signed) {
    await assertLiquidityFair(ctx, recordOf(op.summary));
    // Pool creation has a transaction the platform does not sign (vaults + deposits).
    return Promise.all(
      signed.map((wire) =>
        needsSignature(wire, ctx.platform.address) ? cosignWireTransaction(wire, ctx.platform) : wire,
      ),
    );
  },
  async onConfirmed(tx, op, ctx) {
    invalidateMarket(ctx);
    const r = recordOf(op.summary);
    const positionId = String(op.summary.positionId);
    const lp = BigInt(r.lp);
    if (r.action === 'create') {
      await tx.update(pools).set({ status: 'active' }).where(eq(pools.id, r.poolId));
      const tokens = (op.summary.tokens ?? []) as TokenInfo[];
      if (tokens.length) {
        const rows = tokens.map((t) => ({
          mint: t.mint,
          symbol: t.symbol,
          name: t.name,
          decimals: t.decimals,
          tokenProgram: t.tokenProgram,
        }));
        await tx.insert(exchangeTokens).values(rows).onConflictDoNothing();
      }
    }
    const initial = typeof op.summary.initialValue === 'number' ? op.summary.initialValue : null;
    if (r.action !== 'remove') {
      const [existing] = await tx.select().from(lpPositions).where(eq(lpPositions.id, positionId));
      if (existing) {
        await tx
          .update(lpPositions)
          .set({
            lpAmount: (BigInt(existing.lpAmount) + lp).toString(),
            initialValueUsd:
              existing.initialValueUsd === null || initial === null
                ? null
                : existing.initialValueUsd + initial,
            status: 'active',
            updatedAt: new Date(),
          })
          .where(eq(lpPositions.id, positionId));
      } else {
        await tx.insert(lpPositions).values({
          id: positionId,
          wallet: op.wallet,
          poolId: r.poolId,
          dexPlatform: String(op.summary.dexPlatform),
          lpAmount: lp.toString(),
          initialValueUsd: initial,
        });
      }
    } else {
      // Burned LP comes off the wallet's active positions in that pool, the named one first.
      const rows = await tx
        .select()
        .from(lpPositions)
        .where(
          and(
            eq(lpPositions.wallet, op.wallet),
            eq(lpPositions.poolId, r.poolId),
            eq(lpPositions.status, 'active'),
          ),
        );
      rows.sort((a, b) => (a.id === positionId ? -1 : b.id === positionId ? 1 : 0));
      let left = lp;
      for (const row of rows) {
        if (left === 0n) break;
        const held = BigInt(row.lpAmount);
        const take = held < left ? held : left;
        left -= take;
        const rest = held - take;
        await tx
          .update(lpPositions)
          .set({
            lpAmount: rest.toString(),
            initialValueUsd:
              row.initialValueUsd === null || held === 0n
                ? null
                : (row.initialValueUsd * Number(rest)) / Number(held),
            status: rest === 0n ? 'removed' : 'active',
            updatedAt: new Date(),
          })
          .where(eq(lpPositions.id, row.id));
      }
    }
    return { txHash: op.signatures.at(-1) ?? '', positionId, poolAddress: r.poolId };
  },
  afterCommit(_op, ctx) {
    // Again after commit: a read between the invalidation above and the commit cached the old pools.
    invalidateMarket(ctx);
    samplePricesSoon(ctx);
  },
  async onFailed(tx, op) {
    const r = recordOf(op.summary);
    if (r.action === 'create') await tx.update(pools).set({ status: 'failed' }).where(eq(pools.id, r.poolId));
  },
});
