import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, tokens } from '@server/db/schema';
import { dexMessages } from '@shared/schemas/dex';
import { liquidityMessages } from '@shared/schemas/liquidity';
import { INVALID_SIGNED_TX_MESSAGE } from '@shared/schemas/operations';
import { CONTROL_CHARACTERS_MESSAGE } from '@shared/schemas/text';
import { tokenMessages } from '@shared/schemas/tokens';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** Every case issue 9 part 2 found answering 500: each must be a 400 with a clear message and change nothing. */
describe('malformed input is refused with a 400 and changes nothing', () => {
  let server: Server;
  let wallet: ApiWallet;
  let sol: string;
  let usdc: string;
  let poolId: string;
  const rows = async () => {
    const { db } = server.ctx.database;
    const [t] = await db.select({ n: count() }).from(tokens);
    const [o] = await db.select({ n: count() }).from(operations);
    return { tokens: t?.n, operations: o?.n };
  };
  const expectRefused = (res: { status: number; json: Record<string, unknown> }, message: string) => {
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  };

  const signedOut = async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    server = await startTestServer();
    wallet = await ApiWallet.create(server.url, 5);
    const list = (await wallet.call('GET', '/api/dex/tokens')).json.tokens as {
      mint: string;
      symbol: string;
    }[];
    sol = list.find((t) => t.symbol === 'SOL')?.mint ?? '';
    usdc = list.find((t) => t.symbol === 'USDC')?.mint ?? '';
    const pools = (await wallet.call('GET', '/api/dex/pools')).json.pools as { id: string; label: string }[];
    poolId = pools.find((p) => p.label === 'SOL/USDC')?.id ?? '';
  });
  afterAll(() => server.close());

  it.each([[['AAAA']], [['x']], [['']], [['AAAA', 'AAAA']]])(
    'submit with transactions %j is a 400 and the operation stays planned',
    async (transactions) => {
      const plan = await wallet.call('POST', '/api/tokens/create', {
        name: 'S',
        symbol: 'S',
        totalSupply: '1',
      });
      const id = String(plan.json.operationId);
      const res = await wallet.call('POST', `/api/operations/${id}/submit`, { transactions });
      expect(res.status).toBe(400);
      if (transactions.length === 1) expect(res.json.message).toBe(INVALID_SIGNED_TX_MESSAGE);
      expect((await wallet.call('GET', `/api/operations/${id}`)).json.status).toBe('planned');
    },
  );

  it('quotes and swaps of more base units than a u64 holds are a 400, signed in or not', async () => {
    const before = await rows();
    const huge = '100000000000'; // SOL: 1e20 lamports > 2^64 - 1
    expectRefused(
      await signedOut('POST', '/api/dex/quote', { inputMint: sol, outputMint: usdc, amount: huge }),
      dexMessages.amountTooLarge,
    );
    const raydium = { pair: poolId, fromToken: sol, toToken: usdc, amount: huge };
    expectRefused(await signedOut('POST', '/api/dex/raydium/quote', raydium), dexMessages.amountTooLarge);
    expectRefused(await wallet.call('POST', '/api/dex/raydium/amm', raydium), dexMessages.amountTooLarge);
    expectRefused(
      await wallet.call('POST', '/api/liquidity', {
        poolType: 'add',
        tokenA: sol,
        tokenB: usdc,
        amountA: huge,
        amountB: '1',
      }),
      liquidityMessages.amountTooLarge,
    );
    expect(await rows()).toEqual(before);
  });

  it.each([1e308, 9007199254740992, '1'.repeat(31), 19, -1, 2.5, 'nine'])(
    'token create with decimals %s is a 400 and adds no token',
    async (decimals) => {
      const creator = await ApiWallet.create(server.url, 0);
      const before = await rows();
      const res = await creator.call('POST', '/api/tokens/create', {
        name: 'Big',
        symbol: 'BIG',
        totalSupply: '1',
        decimals,
      });
      expectRefused(res, tokenMessages.decimalsInvalid);
      expect(await rows()).toEqual(before);
    },
  );

  const valid = { name: 'Moon', symbol: 'MOON', totalSupply: '1000', description: 'd' };
  it.each(['\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\u0007'])(
    'token create with %j in any text field or metadata key or value is a 400 and adds no token',
    async (bad) => {
      const creator = await ApiWallet.create(server.url, 0);
      const before = await rows();
      for (const body of [
        { ...valid, name: `N${bad}` },
        { ...valid, symbol: `S${bad}` },
        { ...valid, description: `D${bad}` },
        { ...valid, metadata: { [`k${bad}`]: 'v' } },
        { ...valid, metadata: { nested: [{ image: `v${bad}` }] } },
      ]) {
        expectRefused(await creator.call('POST', '/api/tokens/create', body), CONTROL_CHARACTERS_MESSAGE);
      }
      expect(await rows()).toEqual(before);
    },
  );

  it('a pair, a route id or a burn reason with a NUL or lone surrogate is a 400', async () => {
    const before = await rows();
    for (const bad of ['SOL\u0000/USDC', 'SOL/\ud800USDC']) {
      const body = { pair: bad, fromToken: sol, toToken: usdc, amount: '1' };
      expectRefused(await wallet.call('POST', '/api/dex/raydium/quote', body), CONTROL_CHARACTERS_MESSAGE);
      expectRefused(await wallet.call('POST', '/api/dex/raydium/amm', body), CONTROL_CHARACTERS_MESSAGE);
    }
    const route = { inputMint: sol, outputMint: usdc, amount: '1', routeId: 'r\u0000' };
    expectRefused(await wallet.call('POST', '/api/dex/jupiter', route), CONTROL_CHARACTERS_MESSAGE);
    const burn = { tokenAddress: usdc, amount: '1', confirmBurn: true, reason: 'why\u0000' };
    expectRefused(await wallet.call('POST', '/api/tokens/burn', burn), CONTROL_CHARACTERS_MESSAGE);
    expect(await rows()).toEqual(before);
  });

  it.each([
    '/api/tokens/metadata/%00',
    '/api/tokens/metadata/x%00.json',
    'POOL%00/candles',
    'POOL%00/trades',
    'POOL/trades?limit=%00',
    'POOL/candles?interval=5m%00',
  ])('GET %s is a 400 before any service runs', async (url) => {
    const full = url.startsWith('/') ? url : `/api/dex/pools/${url.replace('POOL', poolId)}`;
    expectRefused(await wallet.call('GET', full), CONTROL_CHARACTERS_MESSAGE);
  });
});
