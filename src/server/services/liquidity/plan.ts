import { randomUUID } from 'node:crypto';
import { createNoopSigner, type Address } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import { MINIMUM_LIQUIDITY, initialLiquidity } from '@shared/math/amm';
import { liquidityMessages, type LiquidityRequest } from '@shared/schemas/liquidity';
import type { PlannedOperation } from '@shared/schemas/operations';
import { formatBaseUnits, parseUiAmount, U64_MAX } from '@shared/solana/amounts';
import { planOperation, type PlanRequest } from '../../chain/pipeline/plan';
import type { AppContext } from '../../context';
import { lpPositions, pools } from '../../db/schema';
import { tokenAccountAmount, readAccounts } from '../../exchange/accounts';
import { ata } from '../../exchange/instructions';
import { liquidityOperation, type LiquidityOperationSummary } from './operation';
import { addInstructions, removeInstructions } from '../../exchange/pools/constant-product/liquidity-plan';
import { CONSTANT_PRODUCT_POOL_TYPE } from '../../exchange/pools/constant-product/engine';
import { findPairPool, LP_DECIMALS } from '../../exchange/market';
import { poolCreationInstructions } from '../../exchange/pools/constant-product/create';
import { engineFor } from '../../exchange/pools';
import { currentPrices } from '../../exchange/prices/sampler';
import { usdValue } from '../../exchange/prices/table';
import { badRequest } from '../../lib/errors';
import { poolApr } from './values';
import { resolveToken } from '../../exchange/resolve-token';
import type { LiquidityRecord, LivePool, TokenInfo } from '../../exchange/pools/types';

const amountOf = (ui: string, t: TokenInfo) => {
  const v = parseUiAmount(ui, t.decimals);
  if (v === null || v === 0n) throw badRequest(liquidityMessages.amountInvalid);
  if (v > U64_MAX) throw badRequest(liquidityMessages.amountTooLarge);
  return v;
};

/** POST /api/liquidity: create a pool, add to one (proportionally) or remove a share of the wallet's LP. */
export async function planLiquidity(
  ctx: AppContext,
  wallet: Address,
  req: LiquidityRequest,
): Promise<PlannedOperation> {
  const existing = await findPairPool(ctx, req.tokenA, req.tokenB);
  if (req.poolType === 'create' && existing) throw badRequest(liquidityMessages.poolExists);
  if (req.poolType !== 'create' && !existing) throw badRequest(liquidityMessages.poolMissing);
  const prices = await currentPrices(ctx);
  const value = (t: TokenInfo, a: bigint, b: TokenInfo, bAmount: bigint) => {
    const x = usdValue(prices, t, a);
    const y = usdValue(prices, b, bAmount);
    return x === null && y === null ? null : (x ?? y ?? 0) + (y ?? x ?? 0);
  };
  if (!existing) {
    const tokenA = await resolveToken(ctx, req.tokenA);
    const tokenB = await resolveToken(ctx, req.tokenB);
    const a = amountOf(req.amountA, tokenA);
    const b = amountOf(req.amountB, tokenB);
    if (initialLiquidity(a, b) <= MINIMUM_LIQUIDITY * 2n) throw badRequest(liquidityMessages.amountTooSmall);
    const created = await poolCreationInstructions(
      ctx,
      createNoopSigner(wallet),
      createNoopSigner(ctx.platform.address),
      tokenA,
      tokenB,
      a,
      b,
    );
    const record: LiquidityRecord = {
      action: 'create',
      poolId: created.poolId,
      poolType: CONSTANT_PRODUCT_POOL_TYPE,
      vaultA: created.vaultA,
      vaultB: created.vaultB,
      amountA: a.toString(),
      amountB: b.toString(),
      lp: created.depositorLp.toString(),
    };
    const initial = value(tokenA, a, tokenB, b);
    const planned = await plan(ctx, wallet, req, record, randomUUID(), created.transactions, {
      share: (Number(created.depositorLp) / Number(created.liquidity)) * 100,
      current: initial,
      initial,
      apr: 0,
      extra: { tokens: [tokenA, tokenB], feeBps: req.feeBps },
    });
    await ctx.database.db.insert(pools).values({
      id: created.poolId,
      mintA: tokenA.mint,
      mintB: tokenB.mint,
      vaultA: created.vaultA,
      vaultB: created.vaultB,
      feeBps: req.feeBps,
      creator: wallet,
    });
    return planned;
  }
  const pool = existing;
  const positionId = await positionFor(ctx, wallet, pool.id);
  const apr = await poolApr(ctx, pool, prices);
  if (req.poolType === 'add') {
    const [desiredA, desiredB] =
      pool.tokenA.mint === req.tokenA
        ? [amountOf(req.amountA, pool.tokenA), amountOf(req.amountB, pool.tokenB)]
        : [amountOf(req.amountB, pool.tokenA), amountOf(req.amountA, pool.tokenB)];
    const d = engineFor(pool.type).deposit(pool, desiredA, desiredB);
    if (d.liquidity === 0n) throw badRequest(liquidityMessages.amountTooSmall);
    const ix = await addInstructions(wallet, ctx.platform.address, pool, d.amountA, d.amountB, d.liquidity);
    const v = value(pool.tokenA, d.amountA, pool.tokenB, d.amountB);
    return plan(
      ctx,
      wallet,
      req,
      recordFor(pool, 'add', d.amountA, d.amountB, d.liquidity),
      positionId,
      [ix],
      {
        share: (Number(d.liquidity) / Number(pool.lpSupply + d.liquidity)) * 100,
        current: v,
        initial: v,
        apr,
        extra: {
          depositA: formatBaseUnits(d.amountA, pool.tokenA.decimals),
          depositB: formatBaseUnits(d.amountB, pool.tokenB.decimals),
          pair: `${pool.tokenA.symbol}/${pool.tokenB.symbol}`,
        },
      },
    );
  }
  const [lpAccount] = await readAccounts(ctx, [
    await ata(wallet, {
      mint: pool.id,
      decimals: LP_DECIMALS,
      tokenProgram: TOKEN_PROGRAM_ADDRESS,
    }),
  ]);
  const held = lpAccount ? tokenAccountAmount(lpAccount.data) : 0n;
  const lp = (held * BigInt(Math.round(req.percentage * 100))) / 10_000n;
  if (lp === 0n) throw badRequest(liquidityMessages.noPosition);
  const w = engineFor(pool.type).withdrawal(pool, lp);
  const ix = await removeInstructions(wallet, ctx.platform.address, pool, lp, w.amountA, w.amountB);
  const v = value(pool.tokenA, w.amountA, pool.tokenB, w.amountB);
  return plan(ctx, wallet, req, recordFor(pool, 'remove', w.amountA, w.amountB, lp), positionId, [ix], {
    share: (Number(lp) / Number(pool.lpSupply)) * 100,
    current: v,
    initial: null,
    apr,
    extra: {
      withdrawA: formatBaseUnits(w.amountA, pool.tokenA.decimals),
      withdrawB: formatBaseUnits(w.amountB, pool.tokenB.decimals),
      pair: `${pool.tokenA.symbol}/${pool.tokenB.symbol}`,
    },
  });
}

const recordFor = (
  p: LivePool,
  action: 'add' | 'remove',
  a: bigint,
  b: bigint,
  lp: bigint,
): LiquidityRecord => ({
  action,
  poolId: p.id,
  poolType: p.type,
  vaultA: p.vaultA,
  vaultB: p.vaultB,
  amountA: a.toString(),
  amountB: b.toString(),
  lp: lp.toString(),
});

/** One position per wallet and pool: the spec's `dexPlatform` label does not choose a pool, so it cannot split one. */
async function positionFor(ctx: AppContext, wallet: string, poolId: string): Promise<string> {
  const [row] = await ctx.database.db
    .select({ id: lpPositions.id })
    .from(lpPositions)
    .where(
      and(eq(lpPositions.wallet, wallet), eq(lpPositions.poolId, poolId), eq(lpPositions.status, 'active')),
    );
  return row?.id ?? randomUUID();
}

interface Figures {
  share: number;
  current: number | null;
  initial: number | null;
  apr: number;
  extra: Pick<
    LiquidityOperationSummary,
    'tokens' | 'feeBps' | 'depositA' | 'depositB' | 'withdrawA' | 'withdrawB' | 'pair'
  >;
}

function plan(
  ctx: AppContext,
  wallet: Address,
  req: LiquidityRequest,
  record: LiquidityRecord,
  positionId: string,
  transactions: PlanRequest<LiquidityOperationSummary>['transactions'],
  f: Figures,
) {
  return planOperation(ctx, liquidityOperation, {
    wallet,
    summary: {
      positionId,
      poolAddress: record.poolId,
      liquidityAmount: formatBaseUnits(BigInt(record.lp), LP_DECIMALS),
      sharePercentage: f.share,
      currentValue: f.current,
      initialValue: f.initial,
      estimatedAPR: f.apr,
      poolType: req.poolType,
      dexPlatform: req.dexPlatform,
      slippage: req.slippage,
      liquidity: record,
      ...f.extra,
    },
    transactions,
  });
}
