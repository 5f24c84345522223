import { getBase64Encoder, getTransactionDecoder } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { liquiditySummarySchema, DEX_PLATFORMS } from '@shared/schemas/liquidity';
import { cosignWireTransaction } from '../../chain/pipeline/cosign';
import { defineOperation } from '../../chain/pipeline/operation-definition';
import { exchangeTokens, lpPositions, pools } from '../../db/schema';
import { poolLockKeys } from '../../exchange/lock-keys';
import { assertLiquidityFair, liquidityRecordSchema } from '../../exchange/liquidity-check';
import { invalidateMarket } from '../../exchange/market-cache';
import { samplePricesSoon } from '../../exchange/prices/sampler';
import { OPERATION_KIND } from '@shared/operation-kinds';
import type { TokenInfo } from '../../exchange/pools/types';

export const LIQUIDITY = OPERATION_KIND.liquidity;

const needsSignature = (wire: string, signer: string) =>
  signer in getTransactionDecoder().decode(getBase64Encoder().encode(wire)).signatures;

const tokenInfoSchema = z.object({
  mint: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int(),
  tokenProgram: z.string(),
  trackedRank: z.number().int().nullable(),
}) satisfies z.ZodType<TokenInfo>;

/**
 * The position figures the web shows, the fixed amounts (`liquidity`) the co-signer re-checks, and per
 * action: a new pool's tokens and fee tier, an add's deposits, a removal's withdrawals.
 */
const liquidityOperationSummarySchema = liquiditySummarySchema.extend({
  poolType: liquidityRecordSchema.shape.action,
  dexPlatform: z.enum(DEX_PLATFORMS),
  slippage: z.number(),
  liquidity: liquidityRecordSchema,
  tokens: z.array(tokenInfoSchema).optional(),
  feeBps: z.number().int().optional(),
  depositA: z.string().optional(),
  depositB: z.string().optional(),
  withdrawA: z.string().optional(),
  withdrawB: z.string().optional(),
  pair: z.string().optional(),
});
export type LiquidityOperationSummary = z.input<typeof liquidityOperationSummarySchema>;

export const liquidityOperation = defineOperation({
  kind: LIQUIDITY,
  summary: liquidityOperationSummarySchema,
  lockKeys: (op) => poolLockKeys([op.summary.liquidity.poolId]),
  async cosign(ctx, op, signed) {
    await assertLiquidityFair(ctx, op.summary.liquidity);
    // Pool creation has a transaction the platform does not sign (vaults + deposits).
    return Promise.all(
      signed.map((wire) =>
        needsSignature(wire, ctx.platform.address) ? cosignWireTransaction(wire, ctx.platform) : wire,
      ),
    );
  },
  async onConfirmed(tx, op, ctx) {
    invalidateMarket(ctx);
    const { liquidity: r, positionId, initialValue: initial } = op.summary;
    const lp = BigInt(r.lp);
    if (r.action === 'create') {
      await tx.update(pools).set({ status: 'active' }).where(eq(pools.id, r.poolId));
      const tokens = op.summary.tokens ?? [];
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
          dexPlatform: op.summary.dexPlatform,
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
    const r = op.summary.liquidity;
    if (r.action === 'create') await tx.update(pools).set({ status: 'failed' }).where(eq(pools.id, r.poolId));
  },
});
