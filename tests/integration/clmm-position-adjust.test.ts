import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reconcileClmmPool } from '@server/exchange/pools/clmm/reconcile';
import type { ClmmPool, ClmmPositionView } from '@shared/schemas/clmm';
import { NATIVE_MINT, type DexToken } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('CLMM position buttons: add, remove a share, remove all, then close the emptied position', () => {
  let server: Server;
  let alice: ApiWallet;
  let pool: ClmmPool;
  let positionId = '';

  const mine = async () =>
    ((await alice.call('GET', '/api/clmm/positions')).json.positions as ClmmPositionView[]).find(
      (p) => p.id === positionId,
    );
  const act = async (body: Record<string, unknown>) => {
    const plan = await alice.call('POST', '/api/dex/raydium/clmm', { positionId, ...body });
    expect(plan.status, JSON.stringify(plan.json)).toBe(200);
    const id = String(plan.json.operationId);
    const submitted = await alice.call('POST', `/api/operations/${id}/submit`, {
      transactions: await alice.sign(plan.json.transactions as string[]),
    });
    expect(submitted.status, JSON.stringify(submitted.json)).toBeLessThan(300);
    // Under load an operation can take longer than runOperation's own wait: wait for its end.
    await expect
      .poll(async () => (await alice.call('GET', `/api/operations/${id}`)).json.status, { timeout: 60_000 })
      .toMatch(/^(confirmed|failed|expired)$/);
    const op = await alice.call('GET', `/api/operations/${id}`);
    expect(op.json.status, JSON.stringify(op.json)).toBe('confirmed');
    expect((await reconcileClmmPool(server.ctx, pool.id)).covered).toBe(true);
    return plan;
  };

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 30);
    const tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    const usdc = tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
    const found = ((await alice.call('GET', '/api/clmm/pools')).json.pools as ClmmPool[]).find(
      (p) => p.label === 'SOL/USDC',
    );
    if (!found) throw new Error('no SOL/USDC CLMM pool');
    pool = found;
    const bought = await alice.runOperation('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: usdc,
      amount: '3',
      slippage: 0.05,
      pair: pool.id,
    });
    expect(bought.op?.json.status).toBe('confirmed');
    const open = await alice.runOperation('/api/dex/raydium/clmm', {
      action: 'open',
      poolId: pool.id,
      minPrice: '142',
      maxPrice: '157',
      amountA: '1',
      amountB: '200',
    });
    expect(open.op?.json.status).toBe('confirmed');
    positionId = String((open.plan.json.summary as { positionId: string }).positionId);
  }, 120_000);
  afterAll(() => server.close());

  it('adds (both amounts, as the screen fills the other side), removes 50 % (half the liquidity), then 100 %, then closes', async () => {
    const start = BigInt((await mine())?.liquidity ?? '0');
    await act({ action: 'increase', amountA: '0.5', amountB: '100' });
    const added = BigInt((await mine())?.liquidity ?? '0');
    expect(added).toBeGreaterThan(start);
    await act({ action: 'decrease', percent: 50 });
    expect(BigInt((await mine())?.liquidity ?? '0')).toBe(added - (added * 50n) / 100n);
    await act({ action: 'decrease', percent: 100 });
    const empty = await mine();
    expect([empty?.liquidity, empty?.amountA, empty?.amountB]).toEqual(['0', '0', '0']);
    const again = await alice.call('POST', '/api/dex/raydium/clmm', {
      action: 'decrease',
      positionId,
      percent: 25,
    });
    expect(again.status).toBe(400);
    await act({ action: 'close' });
    expect(await mine()).toBeUndefined();
  });
});
