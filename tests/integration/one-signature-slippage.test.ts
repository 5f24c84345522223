import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepsInvariant } from '@shared/math/amm';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import { operations, operationTransactions, swaps } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const TRADERS = 20;

interface Trade {
  wallet: ApiWallet;
  solIn: boolean;
  operationId: string;
  transactions: string[];
  minimumReceived: bigint;
  networkFee: bigint;
  before: bigint;
}

const lamports = async (w: ApiWallet) =>
  BigInt((await w.rpc<{ value: number }>('getBalance', [w.address])).value);

describe('20 traders at once on one pool with 0.5 % slippage', () => {
  let server: Server;
  let traders: ApiWallet[];
  let pool: Pool;
  let usdc = '';
  let initial: Pool;

  beforeAll(async () => {
    server = await startTestServer({ env: { CHAIN_TICK_MS: '100' } });
    traders = await Promise.all(Array.from({ length: TRADERS }, () => ApiWallet.create(server.url, 20)));
    const first = traders[0];
    if (!first) throw new Error('no trader');
    const tokens = (await first.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    usdc = tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
    const pools = (await first.call('GET', '/api/dex/pools')).json.pools as Pool[];
    const found = pools.find((p) => p.label === 'SOL/USDC');
    if (!found) throw new Error('no SOL/USDC pool');
    pool = found;
    // The USDC sellers buy some first, one at a time, before the race.
    for (const w of traders.filter((_, i) => i % 2 === 1)) {
      const { op } = await w.runOperation('/api/dex/raydium/amm', {
        fromToken: NATIVE_MINT,
        toToken: usdc,
        amount: '4',
        slippage: 0.01,
        pair: pool.id,
      });
      expect(op?.json.status).toBe('confirmed');
    }
    initial =
      ((await first.call('GET', '/api/dex/pools')).json.pools as Pool[]).find((p) => p.id === pool.id) ??
      pool;
  }, 120_000);
  afterAll(() => server.close());

  it('every swap confirms on its first signature, pays at least its minimum, and keeps the invariant', async () => {
    // Everyone plans against the same pool state, then all sign and submit at once.
    const trades: Trade[] = await Promise.all(
      traders.map(async (wallet, i) => {
        const solIn = i % 2 === 0;
        const plan = await wallet.call('POST', '/api/dex/raydium/amm', {
          fromToken: solIn ? NATIVE_MINT : usdc,
          toToken: solIn ? usdc : NATIVE_MINT,
          amount: solIn ? (0.2 + (i % 5) * 0.15).toFixed(2) : String(60 + (i % 5) * 40),
          slippage: 0.005,
          pair: pool.id,
        });
        expect(plan.status).toBe(200);
        const summary = plan.json.summary as { minimumReceived: string; networkFeeLamports: string };
        return {
          wallet,
          solIn,
          operationId: String(plan.json.operationId),
          transactions: plan.json.transactions as string[],
          minimumReceived: BigInt(summary.minimumReceived),
          networkFee: BigInt(summary.networkFeeLamports),
          before: solIn ? await wallet.tokenBalance(usdc) : await lamports(wallet),
        };
      }),
    );
    const signed = await Promise.all(
      trades.map(async (t) => ({ t, txs: await t.wallet.sign(t.transactions) })),
    );
    const results = await Promise.all(
      signed.map(({ t, txs }) =>
        t.wallet.call('POST', `/api/operations/${t.operationId}/submit`, { transactions: txs }),
      ),
    );
    for (const r of results) {
      expect(r.status).toBe(200);
      expect(r.json.status).toBe('confirmed');
    }

    // Each wallet received exactly the settled amount, at least its minimum.
    const ops = await server.ctx.database.db
      .select()
      .from(operations)
      .where(
        inArray(
          operations.id,
          trades.map((t) => t.operationId),
        ),
      );
    let movedWhileSigning = 0;
    for (const t of trades) {
      const summary = ops.find((o) => o.id === t.operationId)?.summary as {
        settledOutAmount: string;
        outAmount: string;
      };
      const received = BigInt(summary.settledOutAmount);
      if (summary.settledOutAmount !== summary.outAmount) movedWhileSigning++;
      expect(received >= t.minimumReceived).toBe(true);
      const after = t.solIn ? await t.wallet.tokenBalance(usdc) : await lamports(t.wallet);
      expect(after - t.before).toBe(t.solIn ? received : received - t.networkFee);
    }
    // The race happened: most swaps executed at a pool state other than the one they were quoted on.
    expect(movedWhileSigning).toBeGreaterThan(TRADERS / 2);
    const settlements = await server.ctx.database.db
      .select()
      .from(operationTransactions)
      .where(
        and(
          inArray(
            operationTransactions.operationId,
            trades.map((t) => t.operationId),
          ),
          eq(operationTransactions.role, 'settlement'),
        ),
      );
    expect(settlements.every((s) => s.status === 'confirmed')).toBe(true);

    // Replaying the recorded trades in execution order keeps x·y = k every time and ends on the vaults.
    const signatures = new Set(results.map((r) => (r.json.result as { signature: string }).signature));
    const rows = (
      await server.ctx.database.db.select().from(swaps).where(eq(swaps.poolId, pool.id)).orderBy(swaps.seq)
    ).filter((r) => signatures.has(r.signature));
    expect(rows).toHaveLength(TRADERS);
    let sol = BigInt(initial.reserveA);
    let usd = BigInt(initial.reserveB);
    for (const r of rows) {
      const [amountIn, amountOut] = [BigInt(r.amountIn), BigInt(r.amountOut)];
      const solIn = r.inputMint === NATIVE_MINT;
      expect(
        solIn
          ? keepsInvariant(sol, usd, amountIn, amountOut, pool.feeBps)
          : keepsInvariant(usd, sol, amountIn, amountOut, pool.feeBps),
      ).toBe(true);
      sol += solIn ? amountIn : -amountOut;
      usd += solIn ? -amountOut : amountIn;
    }
    const now = ((await traders[0]?.call('GET', '/api/dex/pools'))?.json.pools as Pool[]).find(
      (p) => p.id === pool.id,
    );
    expect(BigInt(now?.reserveA ?? 0)).toBe(sol);
    expect(BigInt(now?.reserveB ?? 0)).toBe(usd);
  }, 120_000);
});
