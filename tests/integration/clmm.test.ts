import { Connection, PublicKey } from '@solana/web3.js';
import { getMint, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accrueFees } from '@shared/math/clmm/position';
import { swap } from '@shared/math/clmm/swap';
import type { ClmmPool, ClmmPositionView } from '@shared/schemas/clmm';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import { positionOfRow } from '@server/exchange/pools/clmm/position-change';
import { reconcileClmmPool } from '@server/exchange/pools/clmm/reconcile';
import { loadClmmState } from '@server/exchange/pools/clmm/state';
import { clmmPositions } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('concentrated liquidity: positions are NFTs, swaps cross ticks, fees split by liquidity', () => {
  let server: Server;
  let alice: ApiWallet;
  let bob: ApiWallet;
  let pool: ClmmPool;
  let connection: Connection;
  let usdc = '';

  const vaults = async () => {
    const r = await reconcileClmmPool(server.ctx, pool.id);
    return r;
  };
  const positions = async (w: ApiWallet) =>
    (await w.call('GET', '/api/clmm/positions')).json.positions as ClmmPositionView[];
  const stateNow = async () => {
    const fresh = await loadClmmState(server.ctx.database.db, pool.id);
    if (!fresh) throw new Error('no state');
    return fresh.state;
  };

  beforeAll(async () => {
    server = await startTestServer();
    connection = new Connection(server.rpcUrl, 'confirmed');
    alice = await ApiWallet.create(server.url, 60);
    bob = await ApiWallet.create(server.url, 60);
    const tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    usdc = tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
    const cp = ((await alice.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
      (p) => p.label === 'SOL/USDC' && p.lpSupply !== '0',
    );
    // Alice buys USDC on the constant-product pool to provide both sides.
    const bought = await alice.runOperation('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: usdc,
      amount: '10',
      slippage: 0.01,
      pair: cp?.id,
    });
    expect(bought.op?.json.status).toBe('confirmed');
  }, 120_000);
  afterAll(() => server.close());

  it('lists the seeded pools with the fee tiers and a price from the sqrt price', async () => {
    const pools = (await alice.call('GET', '/api/clmm/pools')).json.pools as ClmmPool[];
    expect(pools.map((p) => [p.label, p.feeBps, p.tickSpacing])).toEqual(
      expect.arrayContaining([
        ['SOL/USDC', 5, 10],
        ['SOL/USDT', 25, 60],
      ]),
    );
    const found = pools.find((p) => p.label === 'SOL/USDC');
    if (!found) throw new Error('no SOL/USDC CLMM pool');
    pool = found;
    expect(pool.price).toBeCloseTo(150, 1);
    expect(pool.positions).toBe(2);
    expect((await reconcileClmmPool(server.ctx, pool.id)).covered).toBe(true);
  });

  it('opens two positions with different ranges: NFT (supply 1, no authorities) and exact deposits', async () => {
    const before = await vaults();
    const wide = await alice.runOperation('/api/dex/raydium/clmm', {
      action: 'open',
      poolId: pool.id,
      minPrice: '140',
      maxPrice: '160',
      amountA: '2',
      amountB: '1000',
    });
    expect(wide.plan.status).toBe(200);
    expect(wide.op?.json.status).toBe('confirmed');
    const s1 = wide.plan.json.summary as { positionId: string; amountA: string; amountB: string };
    const after1 = await vaults();
    expect(after1.vaultA - before.vaultA).toBe(BigInt(s1.amountA));
    expect(after1.vaultB - before.vaultB).toBe(BigInt(s1.amountB));
    const mint = await getMint(connection, new PublicKey(s1.positionId), 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect([mint.supply, mint.decimals, mint.mintAuthority, mint.freezeAuthority]).toEqual([
      1n,
      0,
      null,
      null,
    ]);

    const narrow = await alice.runOperation('/api/dex/raydium/clmm', {
      action: 'open',
      poolId: pool.id,
      minPrice: '148',
      maxPrice: '151',
      amountA: '2',
      amountB: '1000',
    });
    expect(narrow.op?.json.status).toBe('confirmed');
    const mine = await positions(alice);
    expect(mine).toHaveLength(2);
    expect(mine.every((p) => p.inRange)).toBe(true);
    expect((await reconcileClmmPool(server.ctx, pool.id)).covered).toBe(true);
  });

  it('a swap across ticks moves the vaults exactly as the shared math says; fees split by liquidity', async () => {
    const state = await stateNow();
    const amountIn = 40n * 10n ** 9n;
    const expected = swap(state, true, amountIn, true);
    expect(expected.crossed.length).toBeGreaterThan(0);
    const before = await vaults();
    const { op } = await bob.runOperation('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: usdc,
      amount: '40',
      slippage: 0.05,
      pair: pool.id,
    });
    expect(op?.json.status).toBe('confirmed');
    const after = await vaults();
    expect(after.vaultA - before.vaultA).toBe(amountIn);
    expect(before.vaultB - after.vaultB).toBe(expected.amountOut);
    const stored = await stateNow();
    expect(stored.sqrtPriceX64).toBe(expected.state.sqrtPriceX64);
    expect(stored.tick).toBe(expected.state.tick);
    // Every position's fees come from the fee growth; together never more than the swap paid.
    const rows = await server.ctx.database.db
      .select()
      .from(clmmPositions)
      .where(eq(clmmPositions.poolId, pool.id));
    const owed = rows
      .filter((r) => r.status === 'open')
      .map((r) => accrueFees(stored, positionOfRow(r)).tokensOwedA);
    const total = owed.reduce((a, b) => a + b, 0n);
    expect(total <= expected.feeAmount).toBe(true);
    expect(expected.feeAmount - total <= BigInt(owed.length * (expected.crossed.length + 1))).toBe(true);
    const mine = await positions(alice);
    expect(mine.some((p) => !p.inRange)).toBe(true);
    expect((await reconcileClmmPool(server.ctx, pool.id)).covered).toBe(true);
  });

  it('collects fees equal to the fee growth, then closes: NFT burned, principal back, vaults still cover', async () => {
    const [first] = await positions(alice);
    if (!first) throw new Error('no position');
    const [row] = await server.ctx.database.db
      .select()
      .from(clmmPositions)
      .where(eq(clmmPositions.id, first.id));
    if (!row) throw new Error('no row');
    const owed = accrueFees(await stateNow(), positionOfRow(row));
    const before = await vaults();
    const collect = await alice.runOperation('/api/dex/raydium/clmm', {
      action: 'collect',
      positionId: first.id,
    });
    expect(collect.op?.json.status).toBe('confirmed');
    const after = await vaults();
    expect(before.vaultA - after.vaultA).toBe(owed.tokensOwedA);
    expect(before.vaultB - after.vaultB).toBe(owed.tokensOwedB);
    expect(owed.tokensOwedA).toBeGreaterThan(0n);

    // Bob cannot touch Alice's position: he does not hold the NFT.
    const stolen = await bob.call('POST', '/api/dex/raydium/clmm', { action: 'close', positionId: first.id });
    expect(stolen.status).toBe(400);

    const close = await alice.runOperation('/api/dex/raydium/clmm', {
      action: 'close',
      positionId: first.id,
    });
    expect(close.op?.json.status).toBe('confirmed');
    const mint = await getMint(connection, new PublicKey(first.id), 'confirmed', TOKEN_2022_PROGRAM_ID);
    expect(mint.supply).toBe(0n);
    expect(await positions(alice)).toHaveLength(1);
    expect((await reconcileClmmPool(server.ctx, pool.id)).covered).toBe(true);
  });

  it('open then close at once returns the deposit within one unit of rounding', async () => {
    const open = await alice.runOperation('/api/dex/raydium/clmm', {
      action: 'open',
      poolId: pool.id,
      minPrice: '100',
      maxPrice: '200',
      amountA: '1',
      amountB: '300',
    });
    expect(open.op?.json.status).toBe('confirmed');
    const s = open.plan.json.summary as { positionId: string; amountA: string; amountB: string };
    const close = await alice.runOperation('/api/dex/raydium/clmm', {
      action: 'close',
      positionId: s.positionId,
    });
    expect(close.op?.json.status).toBe('confirmed');
    const c = close.plan.json.summary as { amountA: string; amountB: string };
    expect(BigInt(s.amountA) - BigInt(c.amountA)).toBeGreaterThanOrEqual(0n);
    expect(BigInt(s.amountA) - BigInt(c.amountA)).toBeLessThanOrEqual(1n);
    expect(BigInt(s.amountB) - BigInt(c.amountB)).toBeLessThanOrEqual(1n);
  });

  it('refuses hostile input with a clear 4xx', async () => {
    const bad = [
      { action: 'open', poolId: pool.id, minPrice: '160', maxPrice: '140', amountA: '1' },
      { action: 'open', poolId: pool.id, minPrice: '1e400', maxPrice: '2', amountA: '1' },
      { action: 'open', poolId: 'x\u0000y', minPrice: '1', maxPrice: '2', amountA: '1' },
      {
        action: 'open',
        poolId: pool.id,
        minPrice: '140',
        maxPrice: '160',
        amountA: '99999999999999999999999',
      },
      { action: 'decrease', positionId: pool.id, percent: 500 },
      { action: 'nope' },
      [],
    ];
    for (const body of bad) {
      const res = await alice.call('POST', '/api/dex/raydium/clmm', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
  });
});
