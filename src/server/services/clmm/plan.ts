import { createNoopSigner, type Address, type Instruction } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import { tickSpacingOf } from '@shared/math/clmm/pool-state';
import { liquidityForAmounts } from '@shared/math/clmm/sqrt-price-math';
import {
  ClmmMathError,
  alignTick,
  sqrtPriceAtTick,
  sqrtPriceOf,
  tickAtSqrtPrice,
} from '@shared/math/clmm/tick-math';
import { clmmMessages, type ClmmRequest } from '@shared/schemas/clmm';
import type { PlannedOperation } from '@shared/schemas/operations';
import { formatBaseUnits, parseUiAmount, U64_MAX } from '@shared/solana/amounts';
import { planOperation } from '../../chain/pipeline/plan';
import type { AppContext } from '../../context';
import { clmmPositions } from '../../db/schema';
import { readTokenAmounts } from '../../exchange/accounts';
import { planOpenPosition } from '../../exchange/pools/clmm/open';
import {
  changePosition,
  positionOfRow,
  type PositionChange,
} from '../../exchange/pools/clmm/position-change';
import { burnPositionNft, positionNftRef } from '../../exchange/pools/clmm/position-nft';
import { openPositionRow } from '../../exchange/pools/clmm/records';
import { CLMM_POOL_TYPE } from '../../exchange/pools/clmm/state';
import { depositTransfers, payoutTransfers } from '../../exchange/pools/clmm/transfers';
import { ata } from '../../exchange/instructions';
import { poolsToPlan } from '../../exchange/market-cache';
import { badRequest, notFound } from '../../lib/errors';
import { clmmPositionOperation, type ClmmSummary } from './operation';
import type { LivePool, TokenInfo } from '../../exchange/pools/types';

const amountOf = (ui: string, t: TokenInfo): bigint => {
  if (ui === '') return 0n;
  const v = parseUiAmount(ui, t.decimals);
  if (v === null) throw badRequest(clmmMessages.amountInvalid);
  if (v > U64_MAX) throw badRequest(clmmMessages.amountTooLarge);
  return v;
};

/** A UI price (tokenB per tokenA) as the usable tick at or below it. */
function tickOfPrice(pool: LivePool, ui: string, spacing: number): number {
  const base = (Number(ui) * 10 ** pool.tokenB.decimals) / 10 ** pool.tokenA.decimals;
  if (!(base > 0) || !Number.isFinite(base)) throw badRequest(clmmMessages.priceInvalid);
  return alignTick(tickAtSqrtPrice(sqrtPriceOf(base)), spacing);
}

async function clmmPool(ctx: AppContext, id: string) {
  const [pool] = await poolsToPlan(ctx, [id]);
  if (!pool || pool.type !== CLMM_POOL_TYPE || !pool.clmm) throw notFound(clmmMessages.poolNotFound);
  return { pool, state: pool.clmm };
}

function summaryOf(
  action: ClmmSummary['action'],
  pool: LivePool,
  positionId: string,
  range: { tickLower: number; tickUpper: number },
  liquidity: bigint,
  c: PositionChange,
): ClmmSummary {
  const [a, b] = [pool.tokenA, pool.tokenB];
  return {
    action,
    poolId: pool.id,
    positionId,
    pair: `${a.symbol}/${b.symbol}`,
    symbolA: a.symbol,
    symbolB: b.symbol,
    tickLower: range.tickLower,
    tickUpper: range.tickUpper,
    liquidity: liquidity.toString(),
    amountA: c.amountA.toString(),
    amountB: c.amountB.toString(),
    feesA: c.feesA.toString(),
    feesB: c.feesB.toString(),
    uiAmountA: formatBaseUnits(c.amountA, a.decimals),
    uiAmountB: formatBaseUnits(c.amountB, b.decimals),
    uiFeesA: formatBaseUnits(c.feesA, a.decimals),
    uiFeesB: formatBaseUnits(c.feesB, b.decimals),
  };
}

/** POST /api/dex/raydium/clmm: open, increase, decrease, collect or close — one transaction each. */
export async function planClmm(
  ctx: AppContext,
  wallet: Address,
  req: ClmmRequest,
): Promise<PlannedOperation> {
  const user = createNoopSigner(wallet);
  const authority = createNoopSigner(ctx.platform.address);
  try {
    if (req.action === 'open') {
      const { pool, state } = await clmmPool(ctx, req.poolId);
      const spacing = tickSpacingOf(pool.feeBps) ?? state.tickSpacing;
      const range = {
        tickLower: tickOfPrice(pool, req.minPrice, spacing),
        tickUpper: tickOfPrice(pool, req.maxPrice, spacing),
      };
      if (range.tickUpper <= range.tickLower) range.tickUpper = range.tickLower + spacing;
      const [maxA, maxB] = [amountOf(req.amountA, pool.tokenA), amountOf(req.amountB, pool.tokenB)];
      const open = await planOpenPosition(ctx, user, authority, pool, state, range, maxA, maxB);
      if (!open) throw badRequest(clmmMessages.amountTooSmall);
      const summary = summaryOf('open', pool, open.positionId, range, open.liquidity, open.change);
      const planned = await planOperation(ctx, clmmPositionOperation, {
        wallet,
        summary,
        transactions: [open.instructions],
      });
      await ctx.database.db
        .insert(clmmPositions)
        .values(openPositionRow(open.positionId, pool.id, wallet, open.change.position, 'pending'));
      return planned;
    }
    const [row] = await ctx.database.db
      .select()
      .from(clmmPositions)
      .where(and(eq(clmmPositions.id, req.positionId), eq(clmmPositions.status, 'open')));
    if (!row) throw notFound(clmmMessages.positionNotFound);
    const nft = positionNftRef(row.id);
    const [held] = await readTokenAmounts(ctx, [await ata(wallet, nft)]);
    if (held !== 1n) throw badRequest(clmmMessages.notHolder);
    const { pool, state } = await clmmPool(ctx, row.poolId);
    const position = positionOfRow(row);
    const range = { tickLower: row.tickLower, tickUpper: row.tickUpper };
    let liquidity = 0n;
    if (req.action === 'increase') {
      const [maxA, maxB] = [amountOf(req.amountA, pool.tokenA), amountOf(req.amountB, pool.tokenB)];
      liquidity = liquidityForAmounts(
        state.sqrtPriceX64,
        sqrtPriceAtTick(row.tickLower),
        sqrtPriceAtTick(row.tickUpper),
        maxA,
        maxB,
      );
      if (liquidity <= 0n) throw badRequest(clmmMessages.amountTooSmall);
    } else if (req.action === 'decrease') {
      liquidity = (position.liquidity * BigInt(req.percent)) / 100n;
      if (liquidity <= 0n) throw badRequest(clmmMessages.amountTooSmall);
    }
    const change = changePosition(state, req.action, position, range, liquidity);
    if (req.action === 'collect' && change.feesA === 0n && change.feesB === 0n) {
      throw badRequest(clmmMessages.nothingToCollect);
    }
    const sides = (a: bigint, b: bigint) => [
      { token: pool.tokenA, vault: pool.vaultA, amount: a },
      { token: pool.tokenB, vault: pool.vaultB, amount: b },
    ];
    const instructions: Instruction[] =
      req.action === 'increase'
        ? await depositTransfers(user, sides(change.amountA, change.amountB))
        : await payoutTransfers(
            user,
            authority,
            sides(change.amountA + change.feesA, change.amountB + change.feesB),
          );
    if (req.action === 'close') instructions.push(...(await burnPositionNft(user, row.id)));
    const summary = summaryOf(
      req.action,
      pool,
      row.id,
      range,
      req.action === 'close' ? position.liquidity : liquidity,
      change,
    );
    return await planOperation(ctx, clmmPositionOperation, { wallet, summary, transactions: [instructions] });
  } catch (e) {
    if (e instanceof ClmmMathError) throw badRequest(clmmMessages.amountTooSmall);
    throw e;
  }
}
