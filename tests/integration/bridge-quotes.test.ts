import { readFileSync } from 'node:fs';
import { createServer, type Server as HttpServer } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUOTE_ONLY_NOTICE, type BridgeQuotesResponse } from '@shared/schemas/bridge-quotes';
import type { AppContext } from '@server/context';
import { bridgeQuotes } from '@server/services/bridge';
import { startTestServer } from './helpers/server';

const fixtures = path.resolve(import.meta.dirname, 'fixtures/bridge-quotes');
const fixture = (name: string) => readFileSync(path.join(fixtures, name), 'utf8');
type Behaviour = 'ok' | 'error' | 'malformed' | 'hang';
const query = { sourceChain: 'solana', destinationChain: 'ethereum', token: 'USDC', amount: '100' } as const;

/** Serves recorded provider answers; `hang` accepts the request and never answers (a timeout). */
function providerServer(seen: string[], behaviour: { deBridge: Behaviour; Mayan: Behaviour }) {
  return createServer((req, res) => {
    seen.push(req.url ?? '');
    const provider = req.url?.startsWith('/v1.0/dln/order/quote')
      ? 'deBridge'
      : req.url?.startsWith('/v3/quote')
        ? 'Mayan'
        : null;
    if (!provider) return void res.writeHead(404).end('{}');
    const prefix = provider === 'deBridge' ? 'debridge' : 'mayan';
    const mode = behaviour[provider];
    if (mode === 'hang') return;
    const [status, file] =
      mode === 'ok'
        ? [200, `${prefix}-quote-usdc-sol-eth.json`]
        : mode === 'error'
          ? [provider === 'deBridge' ? 400 : 406, `${prefix}-error.json`]
          : [200, 'mayan-malformed.json'];
    res.writeHead(status, { 'content-type': 'application/json' }).end(fixture(file));
  });
}

describe('on a real cluster the bridge quotes through deBridge and Mayan (recorded responses)', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let providers: HttpServer;
  let ctx: AppContext;
  const seen: string[] = [];
  const behaviour: { deBridge: Behaviour; Mayan: Behaviour } = { deBridge: 'ok', Mayan: 'ok' };
  const quoteOnly = async () => {
    const answer: BridgeQuotesResponse = await bridgeQuotes(ctx, query);
    if (answer.mode !== 'quote-only') throw new Error('expected quote-only mode');
    return answer;
  };

  beforeAll(async () => {
    providers = providerServer(seen, behaviour);
    await new Promise<void>((resolve) => providers.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(providers.address() as { port: number }).port}`;
    server = await startTestServer();
    // The same server seen as if it ran on mainnet (no embedded chains) with the providers at the fixture server.
    ctx = {
      ...server.ctx,
      evm: null,
      env: { ...server.ctx.env, DEBRIDGE_API_URL: base, MAYAN_API_URL: base, BRIDGE_QUOTE_TIMEOUT_MS: 4_000 },
      chain: { ...server.ctx.chain, cluster: { ...server.ctx.chain.cluster, kind: 'mainnet' } },
    };
  }, 120_000);
  afterAll(async () => {
    await server.close();
    providers.closeAllConnections();
    providers.close();
  });
  beforeEach(() => {
    seen.length = 0;
    behaviour.deBridge = 'ok';
    behaviour.Mayan = 'ok';
  });

  it('asks both providers with the public tokens in base units and maps their answers', async () => {
    const answer = await quoteOnly();
    expect(answer).toMatchObject({ executes: false, notice: QUOTE_ONLY_NOTICE });
    const dln = new URL(seen.find((u) => u.startsWith('/v1.0')) ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(dln)).toMatchObject({
      srcChainId: '7565164',
      srcChainTokenIn: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      srcChainTokenInAmount: '100000000',
      dstChainId: '1',
      dstChainTokenOut: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      dstChainTokenOutAmount: 'auto',
    });
    const mayan = new URL(seen.find((u) => u.startsWith('/v3')) ?? '', 'http://x').searchParams;
    expect(Object.fromEntries(mayan)).toMatchObject({
      amountIn64: '100000000',
      fromChain: 'solana',
      toChain: 'ethereum',
      toToken: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    });
    expect(answer.quotes).toEqual([
      {
        ok: true,
        provider: 'deBridge',
        amountIn: '101.452731',
        amountOut: '99.912004',
        minAmountOut: '99.912004',
        fees: [
          { label: 'Flat fee', amount: '0.015 SOL' },
          { label: 'Operating expenses (added to the amount in)', amount: '1.452731 USDC' },
        ],
        estimatedTime: 'about 12 seconds',
        route: 'DLN order',
        executeUrl: expect.stringContaining('https://app.debridge.finance/'),
      },
      {
        ok: true,
        provider: 'Mayan',
        amountIn: '100',
        amountOut: '99.5624',
        minAmountOut: '99.0646',
        fees: [{ label: 'Fees and relayer costs', amount: '0.4376 USDC' }],
        estimatedTime: '12s',
        route: 'SWIFT',
        executeUrl: 'https://swap.mayan.finance/',
      },
    ]);
  });

  it('a provider refusing the quote gives its own message while the other still quotes', async () => {
    behaviour.deBridge = 'error';
    const refused = await quoteOnly();
    expect(refused.quotes[0]).toEqual({
      ok: false,
      provider: 'deBridge',
      error:
        'deBridge refused the quote (HTTP 400): Input amount is too small to cover the operating expenses of the order',
    });
    expect(refused.quotes[1]).toMatchObject({ ok: true, provider: 'Mayan', amountOut: '99.5624' });

    behaviour.deBridge = 'ok';
    behaviour.Mayan = 'error';
    const mayanRefused = await quoteOnly();
    expect(mayanRefused.quotes[0]).toMatchObject({ ok: true, provider: 'deBridge' });
    expect(mayanRefused.quotes[1]).toEqual({
      ok: false,
      provider: 'Mayan',
      error: 'Mayan refused the quote (HTTP 406): Amount too small (min ~2.1 USDC)',
    });
  });

  it('a malformed body is reported as unreadable, never passed on', async () => {
    behaviour.Mayan = 'malformed';
    const answer = await quoteOnly();
    expect(answer.quotes[1]).toEqual({
      ok: false,
      provider: 'Mayan',
      error: 'Mayan returned a quote this app cannot read',
    });
    expect(answer.quotes[0]).toMatchObject({ ok: true, provider: 'deBridge' });
  });

  it('a provider that never answers times out with its name while the other quotes', async () => {
    behaviour.Mayan = 'hang';
    const answer = await quoteOnly();
    expect(answer.quotes[1]).toEqual({
      ok: false,
      provider: 'Mayan',
      error: 'Mayan did not answer within 4 s',
    });
    expect(answer.quotes[0]).toMatchObject({ ok: true, provider: 'deBridge', amountOut: '99.912004' });
  });

  it('a provider that cannot be reached says so', async () => {
    const closed = { ...ctx, env: { ...ctx.env, DEBRIDGE_API_URL: 'http://127.0.0.1:1' } };
    const answer = await bridgeQuotes(closed, query);
    expect(answer.mode === 'quote-only' && answer.quotes[0]).toEqual({
      ok: false,
      provider: 'deBridge',
      error: 'deBridge could not be reached',
    });
  });

  it('on the embedded chains the endpoint quotes the platform’s own 0.1 % fee and validates the query', async () => {
    const local = await fetch(
      `${server.url}/api/dex/cross-chain/quote?sourceChain=solana&destinationChain=ethereum&token=USDC&amount=100`,
    );
    expect(local.status).toBe(200);
    expect(await local.json()).toMatchObject({
      mode: 'local',
      executes: true,
      quote: { amount: '100', fee: '0.1', received: '99.9' },
    });
    expect(seen).toEqual([]);
    const bad = async (qs: string) => {
      const res = await fetch(`${server.url}/api/dex/cross-chain/quote?${qs}`);
      return { status: res.status, body: JSON.stringify(await res.json()) };
    };
    const same = await bad('sourceChain=solana&destinationChain=solana&token=USDC&amount=1');
    expect(same.status).toBe(400);
    expect(same.body).toContain('Source and destination chains cannot be the same');
    const huge = await bad(
      `sourceChain=solana&destinationChain=ethereum&token=USDC&amount=${'9'.repeat(29)}`,
    );
    expect(huge.status).toBe(400);
    const nul = await bad('sourceChain=solana&destinationChain=ethereum&token=USDC&amount=1%00');
    expect(nul).toMatchObject({ status: 400 });
    expect(nul.body).toContain('Text must not contain control characters');
    const precise = await bad('sourceChain=solana&destinationChain=ethereum&token=USDC&amount=1.0000001');
    expect(precise.body).toContain('Amount has more decimal places than the token allows');
    const array = await bad('sourceChain=solana&destinationChain=ethereum&token=USDC&amount=1&amount=2');
    expect(array.status).toBe(400);
  });
});
