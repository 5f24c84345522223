import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import type { NotificationList } from '@shared/schemas/notifications';
import { operations } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('the header bell lists the wallet’s operation results with an unread count', () => {
  let server: Server;
  let alice: ApiWallet;
  let bob: ApiWallet;
  let swap: () => Promise<void>;

  const list = async (w: ApiWallet) =>
    (await w.call('GET', '/api/notifications')).json as unknown as NotificationList;

  beforeAll(async () => {
    server = await startTestServer();
    [alice, bob] = await Promise.all([ApiWallet.create(server.url, 5), ApiWallet.create(server.url, 0)]);
    const tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    const pools = (await alice.call('GET', '/api/dex/pools')).json.pools as Pool[];
    const usdc = tokens.find((t) => t.symbol === 'USDC')?.mint;
    const pair = pools.find((p) => p.label === 'SOL/USDC')?.id;
    swap = async () => {
      const { op } = await alice.runOperation('/api/dex/raydium/amm', {
        fromToken: NATIVE_MINT,
        toToken: usdc,
        amount: '0.5',
        slippage: 0.01,
        pair,
      });
      expect(op?.json.status).toBe('confirmed');
    };
  }, 60_000);
  afterAll(() => server.close());

  it('starts empty, then lists a confirmed swap with its explorer link and a failed operation', async () => {
    expect(await list(alice)).toEqual({ notifications: [], unread: 0 });
    await swap();
    await server.ctx.database.db.insert(operations).values({
      wallet: alice.address,
      kind: 'token_burn',
      status: 'failed',
      summary: { symbol: 'ABC' },
      error: 'Insufficient balance',
    });
    // Planned and unsigned: not a result yet.
    await server.ctx.database.db
      .insert(operations)
      .values({ wallet: alice.address, kind: 'multisend', status: 'planned', summary: {} });
    const { notifications, unread } = await list(alice);
    expect(unread).toBe(2);
    expect(notifications).toMatchObject([
      {
        title: 'Tokens burned',
        detail: 'ABC',
        status: 'failed',
        error: 'Insufficient balance',
        unread: true,
      },
      { title: 'Swap', detail: 'SOL → USDC', status: 'confirmed', unread: true },
    ]);
    expect(notifications[1]?.explorerUrl).toContain(notifications[1]?.signature ?? 'missing');
    expect(notifications[0]?.explorerUrl).toBeNull();
    expect(await list(bob)).toEqual({ notifications: [], unread: 0 });
  });

  it('stores the read mark per wallet: later results are unread again', async () => {
    const before = await list(alice);
    const through = before.notifications[0]?.finishedAt ?? '';
    const read = await alice.call('POST', '/api/notifications/read', { through });
    expect(read.status).toBe(200);
    expect(read.json.unread).toBe(0);
    // A mark in the past never moves it back.
    await alice.call('POST', '/api/notifications/read', { through: '2000-01-01T00:00:00Z' });
    expect((await list(alice)).unread).toBe(0);
    await swap();
    const after = await list(alice);
    expect(after.unread).toBe(1);
    expect(after.notifications.map((n) => n.unread)).toEqual([true, false, false]);
  });

  it('refuses a malformed read mark with a 400', async () => {
    for (const through of ['yesterday', 'x'.repeat(10_000), '2024-01-01T00:00:00Z\u0000', 42, null]) {
      const res = await alice.call('POST', '/api/notifications/read', { through });
      expect(res.status).toBe(400);
    }
    expect((await alice.call('POST', '/api/notifications/read', 'nope')).status).toBe(400);
  });
});
