import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepsInvariant } from '@shared/math/amm';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import { operations, swaps } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const WALLETS = 10;
const SWAPS_PER_WALLET = 5;

interface Outcome {
  minimumReceived: bigint;
  signature: string | null;
  replans: number;
}

/** plan → sign → submit; on 409 price_moved (only beyond the tolerance) plan again and re-sign while the new output still meets the first minimum. */
async function swapUntilDone(w: ApiWallet, body: Record<string, unknown>): Promise<Outcome> {
  let plan = await w.call('POST', '/api/dex/raydium/amm', body);
  const minimumReceived = BigInt(String((plan.json.summary as { minimumReceived: string }).minimumReceived));
  for (let replans = 0; replans < 200; replans++) {
    const signed = await w.sign(plan.json.transactions as string[]);
    const op = await w.call('POST', `/api/operations/${String(plan.json.operationId)}/submit`, {
      transactions: signed,
    });
    if (op.status === 200) {
      expect(op.json.status).toBe('confirmed');
      return { minimumReceived, signature: (op.json.result as { signature: string }).signature, replans };
    }
    expect(op.json.error).toBe('price_moved');
    plan = await w.call('POST', '/api/dex/raydium/amm', body);
    const out = BigInt(String((plan.json.summary as { outAmount: string }).outAmount));
    if (out < minimumReceived) return { minimumReceived, signature: null, replans };
  }
  throw new Error('too many re-plans');
}

describe('50 simultaneous swaps on one pool', () => {
  let server: Server;
  let wallets: ApiWallet[];
  let pool: Pool;
  let usdc = '';
  let initial: Pool;

  beforeAll(async () => {
    // Short blocks: every swap waits for its confirmation under the pool lock.
    server = await startTestServer({ env: { CHAIN_TICK_MS: '100' } });
    wallets = await Promise.all(Array.from({ length: WALLETS }, () => ApiWallet.create(server.url, 20)));
    const first = wallets[0];
    if (!first) throw new Error('no wallet');
    usdc =
      ((await first.call('GET', '/api/dex/tokens')).json.tokens as DexToken[]).find(
        (t) => t.symbol === 'USDC',
      )?.mint ?? '';
    const found = ((await first.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
      (p) => p.label === 'SOL/USDC',
    );
    if (!found) throw new Error('no SOL/USDC pool');
    pool = found;
    // Half the traders sell USDC: they buy some first (one at a time, before the race).
    for (const w of wallets.filter((_, i) => i % 2 === 1)) {
      const { op } = await w.runOperation('/api/dex/raydium/amm', {
        fromToken: NATIVE_MINT,
        toToken: usdc,
        amount: '3',
        slippage: 0.01,
        pair: pool.id,
      });
      expect(op?.json.status).toBe('confirmed');
    }
    initial =
      ((await first.call('GET', '/api/dex/pools')).json.pools as Pool[]).find((p) => p.id === pool.id) ??
      pool;
  }, 60_000);
  afterAll(() => server.close());

  it('end on the reserves of replaying them in execution order, each within its slippage', async () => {
    const jobs = wallets.flatMap((w, i) =>
      Array.from({ length: SWAPS_PER_WALLET }, (_, j) =>
        swapUntilDone(w, {
          fromToken: i % 2 ? usdc : NATIVE_MINT,
          toToken: i % 2 ? NATIVE_MINT : usdc,
          amount:
            i % 2
              ? String(10 + ((i + j) % 7) * 10)
              : (0.05 + ((i * SWAPS_PER_WALLET + j) % 7) * 0.07).toFixed(2),
          slippage: 0.01,
          pair: pool.id,
        }),
      ),
    );
    const outcomes = await Promise.all(jobs);
    const executed = outcomes.filter((o) => o.signature !== null);
    expect(executed.length).toBeGreaterThanOrEqual(45);
    // The race really happened: pools moved between quote and co-sign, yet within the 1 % tolerance every
    // swap went through on its first signature at the price of the moment it executed.
    expect(outcomes.every((o) => o.replans === 0)).toBe(true);
    const settled = await server.ctx.database.db
      .select({ summary: operations.summary })
      .from(operations)
      .where(and(eq(operations.kind, 'dex_swap'), eq(operations.status, 'confirmed')));
    const movedWhileSigning = settled.filter(
      ({ summary }) =>
        summary.settledOutAmount !== undefined && summary.settledOutAmount !== summary.outAmount,
    );
    expect(movedWhileSigning.length).toBeGreaterThan(0);

    const signatures = new Set(executed.map((o) => o.signature));
    const rows = (
      await server.ctx.database.db.select().from(swaps).where(eq(swaps.poolId, pool.id)).orderBy(swaps.seq)
    ).filter((r) => signatures.has(r.signature));
    expect(rows).toHaveLength(executed.length);
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
      const outcome = outcomes.find((o) => o.signature === r.signature);
      expect(outcome && amountOut >= outcome.minimumReceived).toBe(true);
    }
    const vaults = ((await wallets[0]?.call('GET', '/api/dex/pools'))?.json.pools as Pool[]).find(
      (p) => p.id === pool.id,
    );
    expect(BigInt(vaults?.reserveA ?? 0)).toBe(sol);
    expect(BigInt(vaults?.reserveB ?? 0)).toBe(usd);
  }, 120_000);
});
