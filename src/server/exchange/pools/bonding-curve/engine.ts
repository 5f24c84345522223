import { TOKEN_PROGRAM_ADDRESS } from '@solana-program/token';
import {
  buyCost,
  CURVE_SUPPLY,
  isComplete,
  quoteSell,
  spotPrice,
  tradeFee,
  type CurveKind,
  type CurveState,
} from '@shared/math/bonding-curve';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { launches } from '../../../db/schema';
import { tokenAccountAmount, type RawAccount } from '../../accounts';
import {
  applyCurveTrade,
  CURVE_POOL_TYPE,
  curveLaunch,
  loadCurveStates,
  curveSurplus,
  curveLockKey,
  GRADUATION_QUEUE,
  recordCurveTrade,
  retireCurvePool,
} from './pool';
import { curveFeeAccount } from './fees';
import { transferChecked, type MintRef } from '../../instructions';
import { buyOut, isBuy, resumeCurve, runningCurve, tokenMintOf } from './running';
import type { LivePool, PoolEngine } from '../types';

const SOL: MintRef = { mint: NATIVE_MINT, decimals: 9, tokenProgram: TOKEN_PROGRAM_ADDRESS };

/** The pool's reserves are the recorded state: tokens left on the curve and lamports raised. */
const stateOf = (kind: CurveKind, tokensLeft: bigint, raised: bigint): CurveState => ({
  kind,
  sold: CURVE_SUPPLY - tokensLeft,
  raised,
});

const poolState = (pool: LivePool): CurveState | null =>
  pool.curve ? stateOf(pool.curve, pool.reserveA, pool.reserveB) : null;

/** The smallest input in [1, hi] whose output reaches `target` (outputs grow with the input). */
function smallestInput(hi: bigint, target: bigint, out: (x: bigint) => bigint): bigint | null {
  if (hi < 1n || out(hi) < target) return null;
  let lo = 1n;
  while (lo < hi) {
    const mid = (lo + hi) / 2n;
    if (out(mid) >= target) hi = mid;
    else lo = mid + 1n;
  }
  return lo;
}

/**
 * A live launch's bonding curve (math in `@shared/math/bonding-curve`) as a pool: tokenA is the launched
 * token, tokenB SOL (`pool.ts`). The curve's state is the one its confirmed trades recorded on the
 * launch row (the pool's reserves show it), never its vaults' balances, which anyone can top up; a
 * confirmed hop moves it. The launchpad's buys and sells take the same lock (`curve:<mint>`) and price
 * from the same record, so a token is never sold twice. Fees go to the platform's wrapped-SOL account.
 * No LP units: the Liquidity Manager does not apply.
 */
export const bondingCurveEngine: PoolEngine<typeof CURVE_POOL_TYPE> = {
  type: CURVE_POOL_TYPE,
  // The reserves are the recorded state; a curve pool whose launch has none is not traded.
  async loadStates(db, rows) {
    const curves = await loadCurveStates(
      db,
      rows.map((r) => r.mintA),
    );
    return new Map(
      rows.map((r) => {
        const c = curves.get(r.mintA);
        return [r.id, c ? { reserveA: CURVE_SUPPLY - c.sold, reserveB: c.raised, curve: c.kind } : null];
      }),
    );
  },
  quoteExactIn(pool, aToB, amountIn) {
    const state = poolState(pool);
    if (!state || isComplete(state) || amountIn <= 0n) return 0n;
    return aToB ? quoteSell(state, amountIn).received : buyOut(state, amountIn);
  },
  quoteExactOut(pool, aToB, amountOut) {
    const state = poolState(pool);
    if (!state || isComplete(state) || amountOut <= 0n) return null;
    if (aToB) return smallestInput(state.sold, amountOut, (t) => quoteSell(state, t).received);
    const cost = buyCost(state, amountOut);
    if (cost === null) return null;
    // The fee-less cost grossed up by the 1 % fee (plus rounding) bounds the input from above.
    const hi = (cost * 100n + 98n) / 99n + 2n;
    return smallestInput(hi, amountOut, (x) => buyOut(state, x));
  },
  spotRate(pool, aToB) {
    const state = poolState(pool);
    if (!state) return 0;
    const p = spotPrice(state);
    const rate = Number(p.num) / Number(p.den);
    return aToB ? rate : 1 / rate;
  },
  // The tokens still in the curve valued at its spot price: their ratio is the curve's price.
  priceReserves(pool) {
    const state = poolState(pool);
    if (!state || isComplete(state)) return { a: 0n, b: 0n };
    const p = spotPrice(state);
    return { a: pool.reserveA, b: (pool.reserveA * p.num) / p.den };
  },
  deposit: () => ({ amountA: 0n, amountB: 0n, liquidity: 0n }),
  withdrawal: () => ({ amountA: 0n, amountB: 0n }),
  hopFee(hop) {
    if (hop.input.mint === NATIVE_MINT) return tradeFee(hop.amountIn);
    const state = poolState(hop.pool);
    return state ? quoteSell(state, hop.amountIn).fee : 0n;
  },
  // A buy: the user pays the curve and the fee. A sell: the curve pays the user and the fee.
  planHop(hop, { userIn, userOut, user, authority }) {
    const fee = bondingCurveEngine.hopFee?.(hop) ?? 0n;
    const { vaultA: tokenVault, vaultB: solVault } = hop.pool;
    return curveFeeAccount(authority.address).then((feeAta) => {
      if (hop.input.mint === NATIVE_MINT)
        return [
          transferChecked(userIn, solVault, user, SOL, hop.amountIn - fee),
          transferChecked(userIn, feeAta, user, SOL, fee),
          transferChecked(tokenVault, userOut, authority, hop.output, hop.amountOut),
        ];
      return [
        transferChecked(userIn, tokenVault, user, hop.input, hop.amountIn),
        transferChecked(solVault, userOut, authority, SOL, hop.amountOut),
        transferChecked(solVault, feeAta, authority, SOL, fee),
      ];
    });
  },
  // Always [token vault, SOL vault].
  recheckAccounts: (hop) => (isBuy(hop) ? [hop.vaultOut, hop.vaultIn] : [hop.vaultIn, hop.vaultOut]),
  lockKey: (hop) => curveLockKey(tokenMintOf(hop)),
  async runningPool(hop, [tokenVault, solVault], db) {
    const launch = await curveLaunch(db, tokenMintOf(hop));
    if (!launch) return runningCurve({ kind: 'standard', sold: 0n, raised: 0n }, false);
    const { state } = launch;
    // Vaults holding less than the record is an inconsistency (the launchpad's own check logs it): refuse.
    const surplus =
      tokenVault && solVault
        ? curveSurplus(state, vaultAmount(tokenVault), vaultAmount(solVault))
        : { tokens: -1n, lamports: -1n };
    const backed = surplus.tokens >= 0n && surplus.lamports >= 0n;
    return runningCurve(state, launch.status === 'live' && backed && !isComplete(state));
  },
  resumePool: resumeCurve,
  async onHopConfirmed(tx: Db, hop, { wallet, signature }) {
    const mint = tokenMintOf(hop);
    const fee = BigInt(hop.platformFee ?? '0');
    const [amountIn, amountOut] = [
      BigInt(hop.settledIn ?? hop.amountIn),
      BigInt(hop.settledOut ?? hop.amountOut),
    ];
    const buy = isBuy(hop);
    // What moved through the vaults: a buy's input less the fee in, a sell's output and fee out.
    const [tokens, lamports] = buy ? [amountOut, amountIn - fee] : [amountIn, amountOut + fee];
    const state = await applyCurveTrade(tx, mint, buy ? 'buy' : 'sell', tokens, lamports);
    if (!state) return;
    await recordCurveTrade(
      tx,
      {
        mint,
        poolId: hop.poolId,
        wallet,
        side: buy ? 'buy' : 'sell',
        tokens,
        lamports,
        fee,
        soldAfter: state.sold,
        signature,
      },
      false,
    );
    if (isComplete(state)) {
      await tx.update(launches).set({ status: 'graduating' }).where(eq(launches.mint, mint));
      await retireCurvePool(tx, mint);
    }
  },
  afterHopCommitted(ctx, hop) {
    const mint = tokenMintOf(hop);
    void curveLaunch(ctx.database.db, mint)
      .then(async (launch) => {
        if (launch?.status === 'graduating')
          await ctx.jobs.send(GRADUATION_QUEUE, { mint }, { singletonKey: mint });
      })
      .catch((error: unknown) => ctx.logger.error({ err: error, mint }, 'could not queue graduation'));
  },
  liquidityAccounts: () => [],
  liquidityFair: () => false,
};

const vaultAmount = (account: RawAccount) => tokenAccountAmount(account.data);
