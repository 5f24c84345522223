import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_FINANCIAL_ADVICE } from '@shared/schemas/ai';
import { signalMessages, type Signal } from '@shared/schemas/ai-signals';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { startFakeOpenAi } from './helpers/fake-openai';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Json = Record<string, unknown>;
const TRADES = 22;
const TREND = ['ema', 'sma', 'obv', 'fibonacci'];

describe('AI signal generator on the real trades of the platform pools', () => {
  let server: Server;
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let alice: ApiWallet;
  let tokens: DexToken[];
  let pools: Pool[];
  const mint = (symbol: string) => tokens.find((t) => t.symbol === symbol)?.mint ?? '';
  const pool = (label: string) => pools.find((p) => p.label === label)?.id ?? '';

  const post = async (body: unknown) => {
    const res = await fetch(`${server.url}/api/ai/signals`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  // 'high' sensitivity: each test swap moves the price about 0.2 %, a gentle trend for the ±1 % medium band.
  const signalOf = async (symbol: string, indicators: string[], backend = 'template') => {
    const { status, json } = await post({
      tokenAddress: mint(symbol),
      config: { timeframe: '1h', sensitivity: 'high', indicators },
      backend,
    });
    expect(status, JSON.stringify(json)).toBe(200);
    return { signal: json.signal as Signal, meta: json.meta as Json };
  };
  const swap = async (pair: string, fromToken: string, toToken: string, amount: string) => {
    const { plan, op } = await alice.runOperation('/api/dex/raydium/amm', {
      fromToken,
      toToken,
      amount,
      slippage: 0.05,
      pair,
    });
    expect(op?.json.status, JSON.stringify(plan.json)).toBe('confirmed');
  };

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({
      env: {
        AI_BASE_URL: ai.baseUrl,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'recorded-model',
        AI_TIMEOUT_MS: '400',
      },
    });
    alice = await ApiWallet.create(server.url, 60);
    tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    pools = (await alice.call('GET', '/api/dex/pools')).json.pools as Pool[];
    // RAY pushed up by buys; BONK bought once, then pushed down by sells.
    for (let i = 0; i < TRADES; i++) await swap(pool('RAY/SOL'), NATIVE_MINT, mint('RAY'), '1');
    await swap(pool('BONK/SOL'), NATIVE_MINT, mint('BONK'), '12');
    for (let i = 0; i < TRADES; i++) await swap(pool('BONK/SOL'), mint('BONK'), NATIVE_MINT, '3500000');
  }, 240_000);
  afterAll(async () => {
    await server.close();
    await ai.close();
  });

  it('a token pushed up by real swaps reads buy, one pushed down reads sell', async () => {
    const up = await signalOf('RAY', TREND);
    const down = await signalOf('BONK', TREND);
    expect(up.signal).toMatchObject({
      signal: 'buy',
      tokenSymbol: 'RAY',
      poolLabel: 'RAY/SOL',
      candles: TRADES,
    });
    expect(down.signal).toMatchObject({ signal: 'sell', tokenSymbol: 'BONK', poolLabel: 'BONK/SOL' });
    expect(down.signal.candles).toBe(TRADES + 1);
    const votes = (s: Signal) => s.analysis.factors.map((f) => [f.indicator, f.vote]);
    // Fibonacci reads the top of the range as resistance, the bottom as support: the opposite votes.
    expect(votes(up.signal)).toEqual([
      ['ema', 1],
      ['sma', 1],
      ['obv', 1],
      ['fibonacci', -1],
    ]);
    expect(votes(down.signal)).toEqual([
      ['ema', -1],
      ['sma', -1],
      ['obv', -1],
      ['fibonacci', 1],
    ]);
    expect(up.signal.strength).toBe(50);
    expect(up.signal.confidence).toBeGreaterThan(0);
    expect(up.signal.price).toBeGreaterThan(1_000 / 75_000);
    expect(up.meta).toMatchObject({ backend: 'Template', disclaimer: NOT_FINANCIAL_ADVICE });
    expect(up.signal.analysis.summary).toContain('RAY');
    // The oscillators read the same run as overbought.
    const rsi = await signalOf('RAY', ['rsi']);
    expect(rsi.signal.analysis.factors[0]).toMatchObject({ indicator: 'rsi', vote: -1 });
    expect(rsi.signal.signal).toBe('sell');
  });

  it('indicators that need more trades say so instead of guessing', async () => {
    const { signal } = await signalOf('RAY', ['macd', 'ema']);
    expect(signal.analysis.factors[0]).toMatchObject({
      value: 'n/a',
      detail: `MACD needs 34 candles, ${TRADES} available`,
    });
    expect(signal.signal).toBe('buy');
  });

  it('a token without enough trades gets a clear message; a token without a pool too', async () => {
    const few = await post({ tokenAddress: mint('USDT') });
    expect(few.status).toBe(422);
    expect(few.json.message).toBe(signalMessages.notEnoughTrades(0, '1h'));
    expect(few.json.message).toBe(
      'Not enough trades for a signal: 0 candles in the last 1h, at least 20 needed',
    );
    const none = await post({ tokenAddress: alice.address });
    expect(none).toMatchObject({
      status: 404,
      json: { message: 'No pool on this platform trades this token yet' },
    });
  });

  it('validates with the spec messages and refuses hostile input with a 400', async () => {
    expect((await post({ tokenAddress: '' })).json.message).toBe('Token address is required');
    expect((await post({ config: {} })).json.message).toBe('Token address is required');
    const noIndicators = await post({ tokenAddress: mint('RAY'), config: { indicators: [] } });
    expect(noIndicators).toMatchObject({ status: 400, json: { message: 'Select at least one indicator' } });
    for (const hostile of [
      { tokenAddress: `${mint('RAY')}\u0000` },
      { tokenAddress: 'x'.repeat(100_000) },
      { tokenAddress: 42 },
      { tokenAddress: mint('RAY'), config: { timeframe: '1y' } },
      { tokenAddress: mint('RAY'), config: { indicators: ['rsi', 'astrology'] } },
      { tokenAddress: mint('RAY'), config: { sensitivity: 1e308 } },
      { tokenAddress: mint('RAY'), config: { indicators: Array(50).fill('rsi') } },
      'not an object',
      null,
    ]) {
      const res = await post(hostile);
      expect(res.status, JSON.stringify(hostile).slice(0, 80)).toBe(400);
    }
  });

  it('market alerts come from the same trades: the 12 SOL BONK buy is a large trade', async () => {
    const res = await fetch(`${server.url}/api/ai/market-alerts?tokenAddress=${mint('BONK')}&timeframe=1h`);
    expect(res.status).toBe(200);
    const { alerts } = (await res.json()) as {
      alerts: { type: string; severity: string; message: string }[];
    };
    const large = alerts.filter((a) => a.type === 'large_trade');
    expect(large).toHaveLength(1);
    expect(large[0]).toMatchObject({ severity: 'warning' });
    expect(large[0]?.message).toMatch(/^A buy of 2\.\d% of the pool's BONK reserve$/);
    const bad = await fetch(`${server.url}/api/ai/market-alerts?tokenAddress=%00&timeframe=1y`);
    expect(bad.status).toBe(400);
    const none = await fetch(`${server.url}/api/ai/market-alerts`);
    expect(((await none.json()) as Json).message).toBe('Token address is required');
  });

  it('the model writes only the summary; the signal stays the rules', async () => {
    ai.script([{ content: JSON.stringify({ summary: 'Model summary.' }) }]);
    const { signal, meta } = await signalOf('RAY', TREND, 'auto');
    expect(meta).toMatchObject({ backend: 'recorded-model', disclaimer: NOT_FINANCIAL_ADVICE });
    expect(signal).toMatchObject({ signal: 'buy', strength: 50 });
    expect(signal.analysis.summary).toBe('Model summary.');
    expect(ai.requests[0]?.body.messages?.[1]?.content).toContain('"signal":"buy"');
  });

  it('signals of a signed-in wallet are stored; the hit rate is measured on later real trades', async () => {
    expect((await fetch(`${server.url}/api/ai/signals/history`)).status).toBe(401);
    const config = { timeframe: '1h', sensitivity: 'high', indicators: TREND };
    const buy = await alice.call('POST', '/api/ai/signals', {
      tokenAddress: mint('RAY'),
      config,
      backend: 'template',
    });
    const sell = await alice.call('POST', '/api/ai/signals', {
      tokenAddress: mint('BONK'),
      config,
      backend: 'template',
    });
    expect([(buy.json.signal as Signal).signal, (sell.json.signal as Signal).signal]).toEqual([
      'buy',
      'sell',
    ]);
    type History = { signals: Array<Json & { hit: boolean | null }>; performance: Json };
    const before = (await alice.call('GET', '/api/ai/signals/history')).json as History;
    expect(before.signals.map((s) => [s.tokenSymbol, s.signal, s.price, s.hit])).toEqual([
      ['BONK', 'sell', (sell.json.signal as Signal).price, null],
      ['RAY', 'buy', (buy.json.signal as Signal).price, null],
    ]);
    expect(before.performance).toMatchObject({ total: 2, buy: 1, sell: 1, evaluated: 0, hitRate: null });
    // RAY keeps rising (the buy was right); BONK is bought back up (the sell was wrong).
    await swap(pool('RAY/SOL'), NATIVE_MINT, mint('RAY'), '1');
    await swap(pool('BONK/SOL'), NATIVE_MINT, mint('BONK'), '5');
    const after = (await alice.call('GET', '/api/ai/signals/history')).json as History;
    expect(after.signals.map((s) => [s.tokenSymbol, s.hit])).toEqual([
      ['BONK', false],
      ['RAY', true],
    ]);
    expect(after.performance).toMatchObject({ evaluated: 2, hits: 1, hitRate: 50 });
    const bob = await ApiWallet.create(server.url, 0);
    expect(((await bob.call('GET', '/api/ai/signals/history')).json as History).signals).toEqual([]);
  });

  it('removing liquidity from a pool raises a liquidity-change alert', async () => {
    const created = await alice.runOperation('/api/tokens/create', {
      name: 'Depth Cat',
      symbol: 'DCAT',
      decimals: 6,
      totalSupply: '1,000,000',
    });
    const cat = String((created.op?.json.result as { mint: string }).mint);
    const liquidity = (body: Json) =>
      alice.runOperation('/api/liquidity', {
        tokenA: cat,
        tokenB: NATIVE_MINT,
        slippage: 1,
        dexPlatform: 'orca',
        ...body,
      });
    const alertsOf = async () => {
      const res = await fetch(`${server.url}/api/ai/market-alerts?tokenAddress=${cat}&timeframe=1h`);
      return ((await res.json()) as { alerts: Array<{ type: string; severity: string; message: string }> })
        .alerts;
    };
    expect((await liquidity({ poolType: 'create', amountA: '100000', amountB: '10' })).op?.json.status).toBe(
      'confirmed',
    );
    expect((await alertsOf()).filter((a) => a.type === 'liquidity_change')).toEqual([]);
    expect((await liquidity({ poolType: 'remove', percentage: 60 })).op?.json.status).toBe('confirmed');
    // The reserve sample after the deposit is the base; the withdrawal is read from the live vaults.
    await vi.waitFor(
      async () => expect((await alertsOf()).map((a) => a.type)).toContain('liquidity_change'),
      {
        timeout: 30_000,
        interval: 200,
      },
    );
    const alert = (await alertsOf()).find((a) => a.type === 'liquidity_change');
    expect(alert).toMatchObject({ severity: 'critical' });
    expect(alert?.message).toMatch(
      /^DCAT pool liquidity fell 6\d\.\d% within 1h: 100,000 → 4\d,\d+(\.\d+)? DCAT/,
    );
  });
});
