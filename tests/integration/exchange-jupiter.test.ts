import { readFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import path from 'node:path';
import type { Address } from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dexMessages, NATIVE_MINT } from '@shared/schemas/dex';
import type { AppContext } from '@server/context';
import { exchangeTokens } from '@server/db/schema';
import { jupiterPrices } from '@server/exchange/prices/jupiter/prices';
import { dexBackend } from '@server/services/dex';
import { startTestServer } from './helpers/server';

const fixtures = path.resolve(import.meta.dirname, '../fixtures/jupiter');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const FIXTURE_PAYER = '8ZyZcvH4mXkDhzUcvrTHkQmhGeeBmd7ZktHWYdSLUPkB' as Address;

describe('on mainnet the swap screens quote and swap through Jupiter (recorded responses)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let jupiter: HttpServer;
  let ctx: AppContext;
  const seen: string[] = [];

  beforeAll(async () => {
    jupiter = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      const file = req.url?.startsWith('/swap/v1/quote')
        ? 'quote-sol-usdc.json'
        : req.url === '/swap/v1/swap'
          ? 'swap.json'
          : req.url?.startsWith('/price/v3')
            ? 'price-v3.json'
            : null;
      res
        .writeHead(file ? 200 : 404, { 'content-type': 'application/json' })
        .end(file ? fixture(file) : '{}');
    });
    await new Promise<void>((resolve) => jupiter.listen(0, '127.0.0.1', resolve));
    const port = (jupiter.address() as { port: number }).port;
    server = await startTestServer();
    // The same server, seen as if its RPC were mainnet and Jupiter lived at the fixture server.
    ctx = {
      ...server.ctx,
      env: { ...server.ctx.env, JUPITER_API_URL: `http://127.0.0.1:${port}` },
      chain: { ...server.ctx.chain, cluster: { ...server.ctx.chain.cluster, kind: 'mainnet' } },
    };
    await ctx.database.db
      .insert(exchangeTokens)
      .values({
        mint: USDC,
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: 6,
        tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      })
      .onConflictDoNothing();
  }, 60_000);
  afterAll(async () => {
    await server.close();
    jupiter.close();
  });

  it('maps Jupiter’s quote to a two-hop route with ui amounts and minimum received', async () => {
    const { routes } = await dexBackend(ctx).quote({
      inputMint: NATIVE_MINT,
      outputMint: USDC,
      amount: '1',
      slippage: 1,
    });
    expect(seen.at(-1)).toBe(
      `GET /swap/v1/quote?inputMint=${NATIVE_MINT}&outputMint=${USDC}&amount=1000000000&slippageBps=100`,
    );
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({
      kind: 'two-hop',
      inAmount: '1000000000',
      uiOutAmount: '142.318467',
      minimumReceived: '140895283',
      feeAmount: '150000',
      marketInfos: [{ label: 'Raydium CLMM' }, { label: 'Raydium' }],
    });
    expect(routes[0]?.priceImpact).toBeCloseTo(0.01234, 5);
  });

  it('turns the route into a planned operation holding Jupiter’s transaction for the wallet to sign', async () => {
    const dex = dexBackend(ctx);
    const { routes } = await dex.quote({
      inputMint: NATIVE_MINT,
      outputMint: USDC,
      amount: '1',
      slippage: 1,
    });
    const routeId = routes[0]?.id ?? '';
    const planned = await dex.routeSwap(FIXTURE_PAYER, {
      inputMint: NATIVE_MINT,
      outputMint: USDC,
      amount: '1',
      slippage: 1,
      routeId,
    });
    expect(seen.at(-1)).toBe('POST /swap/v1/swap');
    expect(planned.transactions).toEqual([JSON.parse(fixture('swap.json')).swapTransaction]);
    expect(planned.summary).toMatchObject({
      outAmount: '142318467',
      minimumReceived: '140895283',
      feeAmount: routes[0]?.feeAmount,
      networkFeeLamports: '5000',
    });
    await expect(
      dex.routeSwap(FIXTURE_PAYER, {
        inputMint: NATIVE_MINT,
        outputMint: USDC,
        amount: '2',
        slippage: 1,
        routeId,
      }),
    ).rejects.toThrow(dexMessages.routeExpired);
    await expect(
      dex.routeSwap(NATIVE_MINT as Address, {
        inputMint: NATIVE_MINT,
        outputMint: USDC,
        amount: '1',
        slippage: 1,
        routeId,
      }),
    ).rejects.toThrow('The swap transaction is not for this wallet');
    await expect(
      dex.routeSwap(FIXTURE_PAYER, {
        inputMint: NATIVE_MINT,
        outputMint: USDC,
        amount: '1',
        slippage: 1,
        routeId: 'gone',
      }),
    ).rejects.toThrow(dexMessages.routeExpired);
  });

  it('reads USD prices from Jupiter’s price API', async () => {
    const prices = await jupiterPrices(ctx, [NATIVE_MINT, USDC]);
    expect(prices.get(NATIVE_MINT)).toBe(142.37);
    expect(prices.get(USDC)).toBe(0.99995);
  });
});
