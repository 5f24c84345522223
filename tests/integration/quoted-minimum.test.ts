import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimumReceived } from '@shared/math/amm';
import { dexMessages, NATIVE_MINT, type DexToken, type Pool, type Route } from '@shared/schemas/dex';
import { formatBaseUnits } from '@shared/solana/amounts';
import { operations } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };
const SLIPPAGE = 1;

interface Summary {
  minimumReceived: string;
  hops: { leg: number; amountOut: string }[];
}

/** What the signed transfers pay the wallet at least: each leg's last hop's signed output. */
const signedToWallet = (s: Summary) =>
  [...new Set(s.hops.map((h) => h.leg))].reduce(
    (sum, leg) => sum + BigInt(s.hops.filter((h) => h.leg === leg).at(-1)?.amountOut ?? 0),
    0n,
  );

describe('the minimum a user was quoted is a floor: the plan never signs less', () => {
  let server: Server;
  let trader: ApiWallet;
  let mover: ApiWallet;
  let pool: Pool;
  let ray = '';

  const operationsOf = async (w: ApiWallet) =>
    (await server.ctx.database.db.select().from(operations).where(eq(operations.wallet, w.address))).length;
  const solReserve = async () =>
    BigInt(
      ((await trader.call('GET', '/api/dex/pools')).json.pools as Pool[]).find((p) => p.id === pool.id)
        ?.reserveB ?? 0,
    );
  /** Another trader buys RAY with SOL: a SOL → RAY quote then pays about `percent` % less. */
  const moveBy = async (percent: number) => {
    const lamports = ((await solReserve()) * BigInt(Math.round(percent * 100))) / 20_000n;
    const { op } = await mover.runOperation('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: ray,
      amount: formatBaseUnits(lamports, 9),
      slippage: 0.05,
      pair: pool.id,
    });
    expect(op?.json.status).toBe('confirmed');
  };
  const directQuote = async (body: Record<string, unknown> = {}) => {
    const quote = await trader.call('POST', '/api/dex/quote', {
      inputMint: NATIVE_MINT,
      outputMint: ray,
      amount: '2',
      slippage: SLIPPAGE,
      ...body,
    });
    const route = (quote.json.routes as Route[]).find(
      (r) => r.kind === 'direct' && r.marketInfos[0]?.id === pool.id,
    );
    if (!route) throw new Error('no direct route through RAY/SOL');
    return route;
  };
  const planJupiter = (route: Route, minimum?: string) =>
    trader.call('POST', '/api/dex/jupiter', {
      inputMint: NATIVE_MINT,
      outputMint: ray,
      amount: '2',
      slippage: SLIPPAGE,
      routeId: route.id,
      ...(minimum === undefined ? {} : { minimumReceived: minimum }),
    });

  beforeAll(async () => {
    server = await startTestServer({ env: FAUCET });
    trader = await ApiWallet.create(server.url, 20);
    mover = await ApiWallet.create(server.url, 200);
    ray = ((await trader.call('GET', '/api/dex/tokens')).json.tokens as DexToken[]).find(
      (t) => t.symbol === 'RAY',
    )?.mint as string;
    const found = ((await trader.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
      (p) => p.label === 'RAY/SOL',
    );
    if (!found) throw new Error('no RAY/SOL pool');
    pool = found;
  }, 60_000);
  afterAll(() => server.close());

  it('after a move within tolerance the plan signs the quoted minimum; after a further move the swap is refused', async () => {
    const route = await directQuote();
    const quoted = BigInt(route.minimumReceived);
    await moveBy(0.5);
    // The quote now still pays the quoted minimum, but its own slippage minimum is below it.
    const fresh = BigInt((await directQuote()).outAmount);
    expect(fresh >= quoted && minimumReceived(fresh, SLIPPAGE) < quoted).toBe(true);

    const plan = await planJupiter(route, route.minimumReceived);
    expect(plan.status).toBe(200);
    const summary = plan.json.summary as unknown as Summary;
    expect(BigInt(summary.minimumReceived)).toBe(quoted);
    expect(signedToWallet(summary) >= quoted).toBe(true);

    // A further move leaves the pool paying less than the quoted minimum: the co-signer refuses it.
    await moveBy(0.8);
    expect(BigInt((await directQuote()).outAmount) < quoted).toBe(true);
    const before = await trader.tokenBalance(ray);
    const signed = await trader.sign(plan.json.transactions as string[]);
    const submitted = await trader.call('POST', `/api/operations/${String(plan.json.operationId)}/submit`, {
      transactions: signed,
    });
    expect(submitted).toMatchObject({ status: 409, json: { error: 'price_moved' } });
    expect(await trader.tokenBalance(ray)).toBe(before);
  });

  it('a move beyond the quoted minimum answers 409 price_moved with the new quote; nothing is planned', async () => {
    const route = await directQuote();
    await moveBy(1.5);
    const operationsBefore = await operationsOf(trader);
    const refused = await planJupiter(route, route.minimumReceived);
    expect(refused).toMatchObject({
      status: 409,
      json: { error: 'price_moved', message: dexMessages.priceMoved },
    });
    const quote = refused.json.quote as Route;
    expect(BigInt(quote.outAmount) < BigInt(route.minimumReceived)).toBe(true);
    expect(quote.minimumReceived).toBe(String(minimumReceived(BigInt(quote.outAmount), SLIPPAGE)));
    expect(await operationsOf(trader)).toBe(operationsBefore);

    // The new quote is one the user can accept: it executes and pays at least its minimum.
    const before = await trader.tokenBalance(ray);
    const signed = await trader.runOperation('/api/dex/jupiter', {
      inputMint: NATIVE_MINT,
      outputMint: ray,
      amount: '2',
      slippage: SLIPPAGE,
      routeId: quote.id,
      minimumReceived: quote.minimumReceived,
    });
    expect(signed.op?.json.status).toBe('confirmed');
    expect((await trader.tokenBalance(ray)) - before >= BigInt(quote.minimumReceived)).toBe(true);
  });

  it('the Raydium AMM form keeps the same floor and answers the same 409 with its new quote', async () => {
    const body = { pair: pool.id, fromToken: NATIVE_MINT, toToken: ray, amount: '2' };
    const quote = (await trader.call('POST', '/api/dex/raydium/quote', { ...body, slippage: SLIPPAGE }))
      .json as unknown as Route;
    const quoted = BigInt(quote.minimumReceived);
    await moveBy(0.5);
    const plan = await trader.call('POST', '/api/dex/raydium/amm', {
      ...body,
      slippage: SLIPPAGE / 100,
      minimumReceived: quote.minimumReceived,
    });
    expect(plan.status).toBe(200);
    const summary = plan.json.summary as unknown as Summary;
    expect(BigInt(summary.minimumReceived)).toBe(quoted);
    expect(signedToWallet(summary) >= quoted).toBe(true);

    await moveBy(1.5);
    const operationsBefore = await operationsOf(trader);
    const refused = await trader.call('POST', '/api/dex/raydium/amm', {
      ...body,
      slippage: SLIPPAGE / 100,
      minimumReceived: quote.minimumReceived,
    });
    expect(refused).toMatchObject({ status: 409, json: { error: 'price_moved' } });
    const fresh = refused.json.quote as Route & { rate: number };
    expect(BigInt(fresh.outAmount) < quoted).toBe(true);
    expect(fresh.rate).toBeGreaterThan(0);
    expect(await operationsOf(trader)).toBe(operationsBefore);
  });

  it('a request without a quoted minimum gets the slippage on the quote at planning, as before', async () => {
    const route = await directQuote();
    await moveBy(0.5);
    const fresh = BigInt((await directQuote()).outAmount);
    const plan = await planJupiter(route);
    expect(plan.status).toBe(200);
    expect((plan.json.summary as unknown as Summary).minimumReceived).toBe(
      String(minimumReceived(fresh, SLIPPAGE)),
    );
  });
});
