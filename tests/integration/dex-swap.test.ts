import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dexMessages, NATIVE_MINT, type DexToken, type Pool, type Route } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

async function tokenBalance(w: ApiWallet, owner: string, mint: string): Promise<bigint> {
  const res = await w.rpc<{
    value: { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[];
  }>('getTokenAccountsByOwner', [owner, { mint }, { encoding: 'jsonParsed' }]);
  return res.value.reduce((s, a) => s + BigInt(a.account.data.parsed.info.tokenAmount.amount), 0n);
}

describe('a trader swaps on the platform pools of the embedded chain', () => {
  let server: Server;
  let alice: ApiWallet;
  let tokens: DexToken[];
  let pools: Pool[];
  const mint = (symbol: string) => tokens.find((t) => t.symbol === symbol)?.mint ?? '';

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 40);
    tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    pools = (await alice.call('GET', '/api/dex/pools')).json.pools as Pool[];
  }, 60_000);
  afterAll(() => server.close());

  it('finds the tracked tokens and seeded pools, priced from the USDC pools', () => {
    expect(tokens.slice(0, 6).map((t) => t.symbol)).toEqual(['SOL', 'USDC', 'USDT', 'RAY', 'BONK', 'WEN']);
    expect(tokens[0]?.mint).toBe(NATIVE_MINT);
    expect(tokens.find((t) => t.symbol === 'SOL')?.priceUsd).toBeCloseTo(150, 0);
    expect(tokens.find((t) => t.symbol === 'BONK')?.priceUsd).toBeCloseTo(0.00002, 6);
    const solUsdc = pools.find((p) => p.label === 'SOL/USDC');
    expect(solUsdc?.price).toBeCloseTo(150, 5);
    expect(solUsdc?.tvlUsd).toBeCloseTo(3_000_000, -3);
  });

  it('swaps 10 SOL for USDC on Raydium AMM: the vaults and the wallet move by exactly the quote', async () => {
    const pool = pools.find((p) => p.label === 'SOL/USDC');
    if (!pool) throw new Error('no SOL/USDC pool');
    const quote = await alice.call('POST', '/api/dex/raydium/quote', {
      pair: pool.id,
      fromToken: NATIVE_MINT,
      toToken: mint('USDC'),
      amount: '10',
      slippage: 0.5,
    });
    expect(quote.status).toBe(200);
    const route = quote.json as unknown as Route & { rate: number };
    expect(route.rate).toBeGreaterThan(148);
    expect(route.priceImpact).toBeLessThan(1);
    expect(BigInt(route.rentLamports)).toBeGreaterThan(0n);
    const solBefore = (await alice.rpc<{ value: number }>('getBalance', [alice.address])).value;
    const { plan, op } = await alice.runOperation('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: mint('USDC'),
      amount: '10',
      slippage: 0.005,
      pair: pool.id,
    });
    expect(plan.status).toBe(200);
    expect(op?.json.status).toBe('confirmed');
    // The quote's network fee is what the planned transaction costs; SOL spent = input + fee + new ATA rent.
    expect(route.networkFeeLamports).toBe(
      (plan.json.summary as { networkFeeLamports: string }).networkFeeLamports,
    );
    const solAfter = (await alice.rpc<{ value: number }>('getBalance', [alice.address])).value;
    const created = await alice.rpc<{ value: { account: { lamports: number } }[] }>(
      'getTokenAccountsByOwner',
      [alice.address, { mint: mint('USDC') }, { encoding: 'base64' }],
    );
    expect(created.value.map((a) => String(a.account.lamports))).toEqual([route.rentLamports]);
    expect(BigInt(solBefore - solAfter)).toBe(
      10n * 10n ** 9n + BigInt(route.networkFeeLamports) + BigInt(route.rentLamports),
    );
    const result = op?.json.result as { signature: string; outAmount: string };
    expect(result.outAmount).toBe(route.outAmount);
    expect(await tokenBalance(alice, alice.address, mint('USDC'))).toBe(BigInt(route.outAmount));
    const after = ((await alice.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
      (p) => p.id === pool.id,
    );
    expect(BigInt(after?.reserveA ?? 0)).toBe(BigInt(pool.reserveA) + 10n * 10n ** 9n);
    expect(BigInt(after?.reserveB ?? 0)).toBe(BigInt(pool.reserveB) - BigInt(route.outAmount));
    expect(after?.trades24h).toBe(1);
    const trades = await alice.call('GET', `/api/dex/pools/${pool.id}/trades?limit=5`);
    expect(trades.json.trades).toMatchObject([
      { side: 'sell', inputSymbol: 'SOL', outputSymbol: 'USDC', wallet: alice.address },
    ]);
    const candles = await alice.call('GET', `/api/dex/pools/${pool.id}/candles?interval=1m`);
    // The chart is the pool's mid price and ends where the pools list stands.
    expect((candles.json.candles as { close: number }[]).at(-1)?.close).toBe(after?.price);
  });

  it('quotes no account rent once the wallet holds the output token, or when SOL comes out', async () => {
    const pool = pools.find((p) => p.label === 'SOL/USDC');
    const body = { pair: pool?.id, fromToken: NATIVE_MINT, toToken: mint('USDC'), amount: '1' };
    const again = await alice.call('POST', '/api/dex/raydium/quote', body);
    expect(again.json).toMatchObject({ rentLamports: '0', networkFeeLamports: '10000' });
    const back = await alice.call('POST', '/api/dex/raydium/quote', {
      ...body,
      fromToken: mint('USDC'),
      toToken: NATIVE_MINT,
    });
    expect(back.json.rentLamports).toBe('0');
    // Nobody signed in: the wallet is unknown, so the output account counts as new.
    const anonymous = await fetch(`${server.url}/api/dex/raydium/quote`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(((await anonymous.json()) as Route).rentLamports).not.toBe('0');
  });

  it('executes the best route (two-hop or split) atomically in one transaction', async () => {
    const quote = await alice.call('POST', '/api/dex/quote', {
      inputMint: mint('USDC'),
      outputMint: mint('RAY'),
      amount: '500',
      slippage: 1,
    });
    const routes = quote.json.routes as Route[];
    expect(routes.length).toBeGreaterThan(1);
    const best = routes[0];
    if (!best) throw new Error('no route');
    for (const r of routes) expect(BigInt(best.outAmount) >= BigInt(r.outAmount)).toBe(true);
    const before = await tokenBalance(alice, alice.address, mint('RAY'));
    const { plan, op } = await alice.runOperation('/api/dex/jupiter', {
      inputMint: mint('USDC'),
      outputMint: mint('RAY'),
      amount: '500',
      slippage: 1,
      routeId: best.id,
    });
    expect(plan.status).toBe(200);
    expect(plan.json.transactions).toHaveLength(1);
    expect(op?.json.status).toBe('confirmed');
    const got = (await tokenBalance(alice, alice.address, mint('RAY'))) - before;
    expect(got >= BigInt(best.minimumReceived)).toBe(true);
  });

  it('a two-hop route through a token the wallet never held leaves no account of it behind', async () => {
    const bob = await ApiWallet.create(server.url, 5);
    const quote = await bob.call('POST', '/api/dex/quote', {
      inputMint: NATIVE_MINT,
      outputMint: mint('WEN'),
      amount: '1',
      slippage: 1,
    });
    const route = (quote.json.routes as Route[]).find((r) => r.marketInfos.length === 2);
    if (!route) throw new Error('no two-hop route to WEN');
    const middle = route.marketInfos[0]?.outputMint ?? '';
    const lamports = async () =>
      BigInt(
        (await bob.rpc<{ value: number }>('getBalance', [bob.address, { commitment: 'confirmed' }])).value,
      );
    const before = await lamports();
    const { op } = await bob.runOperation('/api/dex/jupiter', {
      inputMint: NATIVE_MINT,
      outputMint: mint('WEN'),
      amount: '1',
      slippage: 1,
      routeId: route.id,
    });
    expect(op?.json.status).toBe('confirmed');
    const accounts = await bob.rpc<{ value: unknown[] }>('getTokenAccountsByOwner', [
      bob.address,
      { mint: middle },
      { encoding: 'jsonParsed' },
    ]);
    expect(accounts.value).toEqual([]);
    // Input, fee and the rent of the WEN account only: the middle account's rent came back.
    expect(before - (await lamports())).toBe(
      10n ** 9n + BigInt(route.networkFeeLamports) + BigInt(route.rentLamports),
    );
    expect(await tokenBalance(bob, bob.address, mint('WEN'))).toBe(BigInt(route.outAmount));
  });

  it('refuses an unknown route id and bad amounts with the spec messages', async () => {
    const expired = await alice.call('POST', '/api/dex/jupiter', {
      inputMint: mint('USDC'),
      outputMint: mint('RAY'),
      amount: '1',
      slippage: 1,
      routeId: 'nope',
    });
    expect(expired).toMatchObject({ status: 400, json: { message: dexMessages.routeExpired } });
    const bad = await alice.call('POST', '/api/dex/quote', {
      inputMint: mint('USDC'),
      outputMint: mint('RAY'),
      amount: '-1',
    });
    expect(bad).toMatchObject({ status: 400, json: { message: dexMessages.amountInvalid } });
    const none = await alice.call('POST', '/api/dex/quote', {
      inputMint: mint('USDC'),
      outputMint: mint('RAY'),
      amount: '',
    });
    expect(none.json.message).toBe(dexMessages.amountRequired);
  });

  it('answers 409 price_moved when the pool moved beyond the tolerance after signing, and sends nothing', async () => {
    // 1,000 SOL deep: the 10 SOL bought in between moves it about 2 %, four times the tolerance.
    const pool = pools.find((p) => p.label === 'RAY/SOL');
    if (!pool) throw new Error('no RAY/SOL');
    const body = {
      fromToken: NATIVE_MINT,
      toToken: mint('RAY'),
      amount: '1',
      slippage: 0.005,
      pair: pool.id,
    };
    const first = await alice.call('POST', '/api/dex/raydium/amm', body);
    const signed = await alice.sign(first.json.transactions as string[]);
    // Within the 0.5 % tolerance a move is settled on the first signature; this one is beyond it.
    const { op } = await alice.runOperation('/api/dex/raydium/amm', { ...body, amount: '10' });
    expect(op?.json.status).toBe('confirmed');
    const stale = await alice.call('POST', `/api/operations/${String(first.json.operationId)}/submit`, {
      transactions: signed,
    });
    expect(stale).toMatchObject({
      status: 409,
      json: { error: 'price_moved', message: dexMessages.priceMoved },
    });
    const view = await alice.call('GET', `/api/operations/${String(first.json.operationId)}`);
    expect(view.json.status).toBe('planned');
  });
});
