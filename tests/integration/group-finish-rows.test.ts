import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWith, CURVE_SALE, type CurveState } from '@shared/math/bonding-curve';
import type { FinishedOperation } from '@server/chain/pipeline/operation-definition';
import type { Db } from '@server/db/client';
import { NATIVE_MINT } from '@shared/schemas/dex';
import { launches, launchTrades, pools, priceSamples, swaps } from '@server/db/schema';
import { curveTradeOperation } from '@server/services/launchpad/operation';
import { launchStandardCurve, recordedCurve } from './helpers/curve-launch';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Trade = FinishedOperation<Record<string, unknown>>;

/**
 * A group's confirmed curve trades recorded at once (`onGroupConfirmed`, multi-row writes) leave exactly
 * the rows and results that recording them one at a time (`onConfirmed`, as before group commit) leaves:
 * two curves launched alike take the same trades, one each way, and are compared row by row.
 */
describe('a group of curve trades recorded at once', () => {
  let server: Server;

  beforeAll(async () => {
    server = await startTestServer({
      env: { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  const launch = async (symbol: string): Promise<string> =>
    (await launchStandardCurve(server, symbol, `${symbol} Cat is recorded in a group`, '0.1')).mint;
  const stateOf = (mint: string) => recordedCurve(server, mint);

  /** Buys of these SOL amounts (lamports, fee-less) at their turns from `start`; the last may sell it out. */
  const buys = (mint: string, start: CurveState, costs: bigint[], tag: string): Trade[] => {
    let state = start;
    return costs.map((cost, i) => {
      const { tokens, cost: paid } = buyWith(state, cost);
      state = { ...state, sold: state.sold + tokens, raised: state.raised + paid };
      const fee = paid / 100n;
      const summary = {
        mint,
        symbol: 'GRP',
        side: 'buy',
        tokens: tokens.toString(),
        lamports: paid.toString(),
        feeLamports: fee.toString(),
        totalLamports: (paid + fee).toString(),
        settledTokens: tokens.toString(),
        settledLamports: paid.toString(),
        settledFeeLamports: fee.toString(),
        received: tokens.toString(),
        refundLamports: '0',
      };
      return {
        id: `${tag}-${i}`,
        wallet: `wallet${i}`,
        kind: 'launchpad_trade',
        summary,
        signatures: [`${tag}sig${i}`],
      };
    });
  };

  const ours = (row: { wallet: string }) => row.wallet.startsWith('wallet');
  const rowsOf = async (mint: string) => {
    const { db } = server.ctx.database;
    const [launch] = await db.select().from(launches).where(eq(launches.mint, mint));
    const trades = await db
      .select()
      .from(launchTrades)
      .where(eq(launchTrades.mint, mint))
      .orderBy(asc(launchTrades.seq));
    const swapRows = await db
      .select()
      .from(swaps)
      .where(eq(swaps.poolId, launch?.solVault ?? ''))
      .orderBy(asc(swaps.seq));
    const [pool] = await db
      .select()
      .from(pools)
      .where(eq(pools.id, launch?.solVault ?? ''));
    return {
      launch: { sold: launch?.sold, raised: launch?.raised, status: launch?.status },
      pool: pool?.status,
      // The creator's first buy (at launch) is not part of the group.
      trades: trades
        .filter(ours)
        .map(({ wallet, side, tokens, lamports, feeLamports, priceSol, soldAfter }) => ({
          wallet,
          side,
          tokens,
          lamports,
          feeLamports,
          priceSol,
          soldAfter,
        })),
      swaps: swapRows
        .filter(ours)
        .map(({ wallet, amountIn, amountOut, feeAmount, price, volumeUsd, feeUsd }) => ({
          wallet,
          amountIn,
          amountOut,
          feeAmount,
          price,
          volumeUsd,
          feeUsd,
        })),
    };
  };

  const strip = (results: Array<Record<string, unknown>>) =>
    results.map(({ signature: _s, txHash: _t, mint: _m, ...rest }) => rest);

  const compare = async (costs: (start: CurveState) => bigint[]) => {
    const [one, group] = [await launch('ONE'), await launch('GRP')];
    const start = await stateOf(one);
    expect(await stateOf(group)).toEqual(start);
    const { db } = server.ctx.database;
    const definition = curveTradeOperation;
    const record = definition.onConfirmed;
    const recordGroup = definition.onGroupConfirmed;
    if (!record || !recordGroup) throw new Error('the curve kind records trades');
    const singly: Array<Record<string, unknown>> = [];
    for (const op of buys(one, start, costs(start), 'one'))
      singly.push(
        (await db.transaction((tx: Db) => record.call(definition, tx, op as never, server.ctx))) ?? {},
      );
    const together = await db.transaction((tx: Db) =>
      recordGroup.call(definition, tx, buys(group, start, costs(start), 'grp') as never, server.ctx),
    );
    expect(strip(together)).toEqual(strip(singly));
    const [a, b] = [await rowsOf(one), await rowsOf(group)];
    expect(b).toEqual(a);
    return { rows: b, results: together };
  };

  it('writes the same trades, curve state and results as one at a time', async () => {
    const { rows } = await compare(() => [20_000_000n, 1_000_000_000n, 7_777_777n, 300_000_000n]);
    expect(rows.trades).toHaveLength(4);
    expect(rows.swaps).toHaveLength(4);
    expect(rows.launch.status).toBe('live');
  }, 120_000);

  it('counts each trade in USD at the latest sampled SOL price, lamports before fee', async () => {
    const { db } = server.ctx.database;
    await db.insert(priceSamples).values([
      { mint: NATIVE_MINT, priceUsd: 99, sampledAt: new Date(Date.now() - 60_000) },
      { mint: NATIVE_MINT, priceUsd: 151.37, sampledAt: new Date() },
    ]);
    const { rows } = await compare(() => [20_000_000n, 1_000_000_000n, 7_777_777n]);
    expect(rows.swaps).toHaveLength(3);
    rows.trades.forEach((t, i) => {
      const swap = rows.swaps[i];
      expect(swap?.volumeUsd).toBeCloseTo((151.37 * Number(t.lamports)) / 1e9, 9);
      expect(swap?.feeUsd).toBeCloseTo((151.37 * Number(t.feeLamports)) / 1e9, 9);
    });
  }, 120_000);

  it('a group that sells the curve out marks it graduating once, as one at a time does', async () => {
    const { rows, results } = await compare((start) => {
      const { cost } = buyWith(start, 10_000_000_000_000n);
      return [1_000_000_000n, cost];
    });
    expect(rows.launch.sold).toBe(CURVE_SALE);
    expect(rows.launch.status).toBe('graduating');
    expect(rows.pool).toBe('retired');
    expect(results.map((r) => r.status)).toEqual(['live', 'graduating']);
  }, 120_000);
});
