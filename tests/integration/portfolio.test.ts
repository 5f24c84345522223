import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import { portfolioMessages, type Portfolio } from '@shared/schemas/portfolio';
import type { Price } from '@shared/schemas/prices';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

const TOKEN_PROGRAM = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';
const TOKEN_2022_PROGRAM = 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb';

type Server = Awaited<ReturnType<typeof startTestServer>>;

interface ParsedAccount {
  account: { data: { parsed: { info: { mint: string; tokenAmount: { amount: string } } } } };
}

describe('the portfolio tracker values tracked wallets from the chain', () => {
  let server: Server;
  let alice: ApiWallet;
  let bob: ApiWallet;
  let carol: ApiWallet;
  let tokens: DexToken[];
  let pools: Pool[];
  const mint = (symbol: string) => tokens.find((t) => t.symbol === symbol)?.mint ?? '';
  const pool = (label: string) => pools.find((p) => p.label === label)?.id ?? '';
  const prices = async () => (await alice.call('GET', '/api/prices')).json.prices as Price[];
  const portfolio = async (query = '') => {
    const res = await alice.call('GET', `/api/portfolio${query}`);
    if (res.status !== 200) throw new Error(JSON.stringify(res.json));
    return res.json as Portfolio;
  };

  async function swap(w: ApiWallet, pair: string, from: string, to: string, amount: string) {
    const { op } = await w.runOperation('/api/dex/raydium/amm', {
      fromToken: from,
      toToken: to,
      amount,
      slippage: 0.05,
      pair,
    });
    expect(op?.json.status).toBe('confirmed');
    return String((op?.json.result as { signature: string }).signature);
  }

  beforeAll(async () => {
    server = await startTestServer();
    [alice, bob, carol] = await Promise.all([
      ApiWallet.create(server.url, 1),
      ApiWallet.create(server.url, 20),
      ApiWallet.create(server.url, 60),
    ]);
    tokens = (await alice.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    pools = (await alice.call('GET', '/api/dex/pools')).json.pools as Pool[];
  }, 60_000);
  afterAll(() => server.close());

  it('tracks wallets per signed-in wallet with the spec texts for bad and duplicate addresses', async () => {
    const none = await portfolio();
    expect(none.wallets).toEqual([]);
    expect(none.tokens).toEqual([]);
    const bad = await alice.call('POST', '/api/portfolio/wallets', { address: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(portfolioMessages.invalidAddress);
    const added = await alice.call('POST', '/api/portfolio/wallets', { address: bob.address });
    expect(added.status).toBe(200);
    const again = await alice.call('POST', '/api/portfolio/wallets', { address: bob.address });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(portfolioMessages.duplicate);
    expect((await carol.call('GET', '/api/portfolio/wallets')).json.wallets).toEqual([]);
    expect((await alice.call('DELETE', `/api/portfolio/wallets/${carol.address}`)).status).toBe(404);
  });

  it('values holdings as chain balances times pool prices', async () => {
    await swap(bob, pool('SOL/USDC'), NATIVE_MINT, mint('USDC'), '5');
    await swap(bob, pool('WEN/USDC'), mint('USDC'), mint('WEN'), '200');
    const p = await portfolio();
    const { value: lamports } = await bob.rpc<{ value: number }>('getBalance', [bob.address]);
    const accounts = { value: [] as ParsedAccount[] };
    for (const programId of [TOKEN_PROGRAM, TOKEN_2022_PROGRAM]) {
      const res = await bob.rpc<{ value: ParsedAccount[] }>('getTokenAccountsByOwner', [
        bob.address,
        { programId },
        { encoding: 'jsonParsed' },
      ]);
      accounts.value.push(...res.value);
    }
    expect(accounts.value.length).toBe(2);
    const priced = await prices();
    let expected = (lamports / 1e9) * (priced.find((x) => x.mint === NATIVE_MINT)?.priceUsd ?? 0);
    for (const a of accounts.value) {
      const { mint: m, tokenAmount } = a.account.data.parsed.info;
      const t = tokens.find((x) => x.mint === m);
      const price = priced.find((x) => x.mint === m)?.priceUsd ?? 0;
      expected += (Number(tokenAmount.amount) / 10 ** (t?.decimals ?? 0)) * price;
      expect(p.tokens.find((x) => x.address === m)?.balanceUnits).toBe(tokenAmount.amount);
    }
    expect(p.stats.totalValue).toBeCloseTo(expected, 4);
    expect(p.tokens.map((t) => t.symbol).sort()).toEqual(['SOL', 'USDC', 'WEN']);
    expect(p.tokens.reduce((s, t) => s + t.allocation, 0)).toBeCloseTo(100, 3);
    expect(p.chart.at(-1)?.value).toBeCloseTo(expected, 4);
  });

  it('P&L of a buy followed by a price move equals what was paid against what it is worth now', async () => {
    const solPrice = (await prices()).find((x) => x.mint === NATIVE_MINT)?.priceUsd ?? 0;
    const before = (await portfolio()).tokens.find((t) => t.symbol === 'WEN');
    const sig = await swap(bob, pool('WEN/USDC'), mint('USDC'), mint('WEN'), '100');
    const tx = await bob.rpc<{
      transaction: { message: { accountKeys: string[] } };
      meta: {
        preBalances: number[];
        postBalances: number[];
        preTokenBalances: { mint: string; owner: string; uiTokenAmount: { amount: string } }[];
        postTokenBalances: { mint: string; owner: string; uiTokenAmount: { amount: string } }[];
      };
    }>('getTransaction', [
      sig,
      { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 },
    ]);
    const bobIndex = tx.transaction.message.accountKeys.indexOf(bob.address);
    const solPaid = ((tx.meta.preBalances[bobIndex] ?? 0) - (tx.meta.postBalances[bobIndex] ?? 0)) / 1e9;
    const units = (list: typeof tx.meta.preTokenBalances, m: string) =>
      Number(list.find((b) => b.owner === bob.address && b.mint === m)?.uiTokenAmount.amount ?? 0);
    const usdcPaid =
      (units(tx.meta.preTokenBalances, mint('USDC')) - units(tx.meta.postTokenBalances, mint('USDC'))) / 1e6;
    // Carol's large buy moves WEN's pool price up.
    await swap(carol, pool('SOL/USDC'), NATIVE_MINT, mint('USDC'), '40');
    await swap(carol, pool('WEN/USDC'), mint('USDC'), mint('WEN'), '5000');
    const wenNow = (await prices()).find((x) => x.mint === mint('WEN'))?.priceUsd ?? 0;
    const after = (await portfolio()).tokens.find((t) => t.symbol === 'WEN');
    const wenDecimals = tokens.find((t) => t.symbol === 'WEN')?.decimals ?? 0;
    const balance = Number(after?.balanceUnits ?? 0) / 10 ** wenDecimals;
    const secondBuyCost = usdcPaid + solPaid * solPrice;
    const expectedCost = (before?.costBasis ?? 0) + secondBuyCost;
    expect(after?.costBasis).toBeCloseTo(expectedCost, 2);
    expect(after?.pnl).toBeCloseTo(balance * wenNow - expectedCost, 2);
    expect(after?.pnl).toBeGreaterThan(0);
    const fifo = (await portfolio('?costBasis=fifo&timeframe=7d')).tokens.find((t) => t.symbol === 'WEN');
    expect(fifo?.pnl).toBeCloseTo(after?.pnl ?? 0, 2);
  });

  it('analytics count the swaps above as volume, by day', async () => {
    const overview = (await alice.call('GET', '/api/analytics/overview')).json as {
      totalVolume: number;
      series: { day: string; volumeUsd: number; confirmed: number }[];
    };
    expect(overview.totalVolume).toBeGreaterThan(5000);
    expect(overview.series).toHaveLength(30);
    const today = overview.series.at(-1);
    expect(today?.day).toBe(new Date().toISOString().slice(0, 10));
    expect(today?.volumeUsd).toBeCloseTo(overview.totalVolume, 0);
    expect(today?.confirmed).toBeGreaterThanOrEqual(5);
  });

  it('refuses unknown timeframes and removes a tracked wallet', async () => {
    expect((await alice.call('GET', '/api/portfolio?timeframe=2y')).status).toBe(400);
    const removed = await alice.call('DELETE', `/api/portfolio/wallets/${bob.address}`);
    expect(removed.status).toBe(200);
    expect((await portfolio()).tokens).toEqual([]);
  });
});
