import { z } from 'zod';
import { feeOf } from '@shared/math/amm';
import { routeSchema, swapSummarySchema } from '@shared/schemas/dex';
import { cosignWireTransaction } from '../../chain/pipeline/cosign';
import { defineOperation, type FinishedOperation } from '../../chain/pipeline/operation-definition';
import { swaps } from '../../db/schema';
import { hopLockKeys } from '../../exchange/lock-keys';
import { priceSwapsInTurn } from '../../exchange/swap-group';
import { loadPools } from '../../exchange/market';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { invalidateMarket, lastMarket } from '../../exchange/market-cache';
import { findUsdc, priceTable, usdValue } from '../../exchange/prices/table';
import { samplePricesSoon } from '../../exchange/prices/sampler';
import { engineFor } from '../../exchange/pools';
import { CONSTANT_PRODUCT_POOL_TYPE } from '../../exchange/pools/constant-product/engine';
import { OPERATION_KIND } from '@shared/operation-kinds';
import { isPoolType, type LivePool, type HopRecord, type PoolType } from '../../exchange/pools/types';

export const DEX_SWAP = OPERATION_KIND.dexSwap;

const hopRecordSchema = z.object({
  poolId: z.string(),
  // Swaps planned before split legs were recorded had one leg.
  leg: z.number().int().default(0),
  // Swaps planned before pool types existed were all constant product.
  poolType: z.custom<PoolType>(isPoolType).default(CONSTANT_PRODUCT_POOL_TYPE),
  inputMint: z.string(),
  outputMint: z.string(),
  vaultIn: z.string(),
  vaultOut: z.string(),
  amountIn: z.string(),
  amountOut: z.string(),
  feeBps: z.number().int(),
  platformFee: z.string().optional(),
  settledIn: z.string().optional(),
  settledOut: z.string().optional(),
}) satisfies z.ZodType<HopRecord>;

/** The quote the wallet agreed to, and each hop's fixed amounts for the co-signer to re-check. */
const dexSwapSummarySchema = swapSummarySchema.extend({
  uiInAmount: z.string(),
  uiOutAmount: z.string(),
  uiMinimumReceived: z.string(),
  routeKind: routeSchema.shape.kind,
  inputMint: z.string(),
  outputMint: z.string(),
  inputSymbol: z.string(),
  outputSymbol: z.string(),
  hops: z.array(hopRecordSchema),
  /** Set at co-sign: what the wallet receives in all (signed minimum + settlement). */
  settledOutAmount: z.string().optional(),
});

/**
 * Swaps share a group when they move every pool they touch the same way (each pool, one direction): then
 * leaving an earlier one out leaves every pool at least as good for the later ones, so a later swap
 * priced again without a failed one gets as much or more. A route through one pool twice is alone.
 */
function swapLane(op: { id: string; summary: { hops: HopRecord[] } }): string {
  const moves = op.summary.hops.map((h) => `${h.poolId}>${h.inputMint}`);
  const pools = new Set(op.summary.hops.map((h) => h.poolId));
  return pools.size === moves.length ? moves.sort().join(',') : `alone:${op.id}`;
}

/** A hop through a pool whose price state is in the database changes its rows, not only its vaults. */
const changes = (hops: HopRecord[]) =>
  hops.some((h) => engineFor(h.poolType).onHopConfirmed) ? 'all' : 'balances';

const snapshots = new WeakMap<Db, Promise<LivePool[]>>();

/**
 * USD values are priced at the snapshot before the trade (read inside this transaction if none), one
 * per finishing transaction: a group's swaps, finished in one, share it instead of each reading every
 * pool again once the first has dropped the snapshot.
 */
function poolsBefore(ctx: AppContext, tx: Db): Promise<LivePool[]> {
  const known = snapshots.get(tx);
  if (known) return known;
  const market = lastMarket(ctx);
  const pools = market ? Promise.resolve(market.pools) : loadPools(ctx, undefined, tx);
  snapshots.set(tx, pools);
  return pools;
}

export const dexSwapOperation = defineOperation({
  kind: DEX_SWAP,
  summary: dexSwapSummarySchema,
  lockKeys: (op) => hopLockKeys(op.summary.hops),
  // Group commit: swaps through one pool set while it is busy are priced, sent and settled together.
  group: {
    laneOf: swapLane,
    async price(ctx, ops, start) {
      const routes = ops.map((op) => ({
        wallet: op.wallet,
        hops: op.summary.hops,
        minimumReceived: BigInt(op.summary.minimumReceived),
      }));
      const group = await priceSwapsInTurn(ctx, routes, start);
      const priced = group.priced.map((p, i) => {
        const summary = ops[i]?.summary;
        if ('refused' in p || !summary)
          return { refused: 'refused' in p ? p.refused : new Error('no operation') };
        const settled = { ...summary, hops: p.hops, settledOutAmount: p.outAmount.toString() };
        return { summary: settled, settlement: p.instructions };
      });
      return { start: group.start, priced };
    },
    cosign: (ctx, _op, signed) =>
      Promise.all(signed.map((wire) => cosignWireTransaction(wire, ctx.platform))),
  },
  async onConfirmed(tx, op, ctx) {
    const [result] = await recordSwaps(tx, [op], ctx);
    return result;
  },
  onGroupConfirmed: recordSwaps,
  afterCommit(op, ctx) {
    afterSwapsCommitted([op], ctx);
  },
  afterGroupCommit: afterSwapsCommitted,
});

type ConfirmedSwap = FinishedOperation<z.output<typeof dexSwapSummarySchema>>;

/**
 * What confirmed swaps leave, in their order: each hop's pool state (by its engine, a group's hops
 * through one pool type at once) and one `swaps` row per hop, all rows in one statement.
 */
async function recordSwaps(tx: Db, ops: ConfirmedSwap[], ctx: AppContext) {
  const pools = await poolsBefore(ctx, tx);
  for (const op of ops) invalidateMarket(ctx, changes(op.summary.hops));
  const confirmed = ops.flatMap((op) =>
    op.summary.hops.map((hop) => ({
      hop,
      confirmed: { ctx, wallet: op.wallet, signature: op.signatures[0] ?? '' },
    })),
  );
  for (const type of new Set(confirmed.map((c) => c.hop.poolType))) {
    const engine = engineFor(type);
    const own = confirmed.filter((c) => c.hop.poolType === type);
    if (engine.onHopsConfirmed) await engine.onHopsConfirmed(tx, own);
    else for (const c of own) await engine.onHopConfirmed?.(tx, c.hop, c.confirmed);
  }
  const byId = new Map(pools.map((p) => [p.id, p]));
  const prices = priceTable(pools, findUsdc(pools.flatMap((p) => [p.tokenA, p.tokenB]))?.mint);
  const rows = confirmed.flatMap(({ hop: h, confirmed: { wallet, signature } }) => {
    const pool = byId.get(h.poolId);
    if (!pool) return [];
    const amountIn = h.settledIn ?? h.amountIn;
    const amountOut = h.settledOut ?? h.amountOut;
    const aIn = h.inputMint === pool.tokenA.mint;
    const [amountA, amountB] = aIn ? [amountIn, amountOut] : [amountOut, amountIn];
    const input = aIn ? pool.tokenA : pool.tokenB;
    const output = aIn ? pool.tokenB : pool.tokenA;
    const price =
      Number(amountB) / 10 ** pool.tokenB.decimals / (Number(amountA) / 10 ** pool.tokenA.decimals);
    const feeAmount = feeOf(BigInt(amountIn), h.feeBps);
    return [
      {
        poolId: h.poolId,
        signature,
        wallet,
        inputMint: h.inputMint,
        outputMint: h.outputMint,
        amountIn,
        amountOut,
        feeAmount: feeAmount.toString(),
        price,
        volumeUsd: usdValue(prices, input, BigInt(amountIn)) ?? usdValue(prices, output, BigInt(amountOut)),
        feeUsd: usdValue(prices, input, feeAmount),
      },
    ];
  });
  if (rows.length > 0) await tx.insert(swaps).values(rows).onConflictDoNothing();
  return ops.map((op) => ({
    signature: op.signatures[0] ?? '',
    inAmount: op.summary.inAmount,
    outAmount: op.summary.settledOutAmount ?? op.summary.outAmount,
  }));
}

/** Again after commit: a read between the invalidation above and the commit cached the old pools. */
function afterSwapsCommitted(ops: ConfirmedSwap[], ctx: AppContext) {
  for (const op of ops) invalidateMarket(ctx, changes(op.summary.hops));
  const last = new Map(ops.flatMap((op) => op.summary.hops.map((h) => [h.poolId, h] as const)));
  for (const h of last.values()) engineFor(h.poolType).afterHopCommitted?.(ctx, h);
  samplePricesSoon(ctx);
}
