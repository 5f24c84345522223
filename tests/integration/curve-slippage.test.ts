import { Connection, PublicKey } from '@solana/web3.js';
import { getAccount, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyWith, CURVE_SUPPLY, sellProceeds, tradeFee, type CurveState } from '@shared/math/bonding-curve';
import { NATIVE_MINT, type Route } from '@shared/schemas/dex';
import { launchpadMessages, type CurveQuote, type LaunchDetail } from '@shared/schemas/launchpad';
import { launches } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';
import { vaultTrades } from './helpers/vault-flows';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };
const TRADERS = 20;

interface Planned {
  wallet: ApiWallet;
  operationId: string;
  transactions: string[];
  summary: { minimumReceived: string; networkFeeLamports: string; signedTokens: string };
}

const lamportsOf = async (w: ApiWallet) =>
  BigInt((await w.rpc<{ value: number }>('getBalance', [w.address])).value);

/**
 * Twenty wallets trade one curve at once, each planned at the same state and signed once at its minimum
 * (10 % tolerance). Under the curve lock each is priced at the curve's recorded state at its turn and the
 * platform settles the difference; the chain, read with web3.js, shows each got exactly the curve's fair
 * amount in execution order, and the launch's record equals the trades and the vaults.
 */
describe('twenty wallets trade one curve at once, each signing once within its slippage', () => {
  let server: Server;
  let connection: Connection;
  let traders: ApiWallet[];
  let mint = '';
  let detail: LaunchDetail;

  const recorded = async (): Promise<CurveState> => {
    const [row] = await server.ctx.database.db.select().from(launches).where(eq(launches.mint, mint));
    if (!row) throw new Error('no launch row');
    return { kind: 'standard', sold: row.sold, raised: row.raised };
  };
  const vaults = async () => {
    const [t, s] = await Promise.all([
      getAccount(connection, new PublicKey(detail.tokenVault), 'confirmed', TOKEN_2022_PROGRAM_ID),
      getAccount(connection, new PublicKey(detail.solVault), 'confirmed'),
    ]);
    return { tokens: t.amount, sol: s.amount };
  };
  const plan = async (wallet: ApiWallet, body: Record<string, unknown>): Promise<Planned> => {
    const res = await wallet.call('POST', '/api/dex/pump-fun', { mint, ...body });
    expect(res.status).toBe(200);
    return {
      wallet,
      operationId: String(res.json.operationId),
      transactions: res.json.transactions as string[],
      summary: res.json.summary as Planned['summary'],
    };
  };
  const submitAll = async (trades: Planned[]) => {
    const signed = await Promise.all(
      trades.map(async (t) => ({ t, txs: await t.wallet.sign(t.transactions) })),
    );
    return Promise.all(
      signed.map(({ t, txs }) =>
        t.wallet.call('POST', `/api/operations/${t.operationId}/submit`, { transactions: txs }),
      ),
    );
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { ...FAUCET, CHAIN_TICK_MS: '100' } });
    connection = new Connection(server.rpcUrl, 'confirmed');
    const creator = await ApiWallet.create(server.url, 5);
    traders = await Promise.all(Array.from({ length: TRADERS }, () => ApiWallet.create(server.url, 3)));
    const { op, plan: launched } = await creator.runOperation('/api/dex/pump-fun', {
      action: 'create',
      tokenData: {
        tokenName: 'Crowd Cat',
        tokenSymbol: 'CROWD',
        description: 'Crowd Cat is bought by twenty wallets at once',
        socialLinks: { twitter: '', telegram: '', website: '' },
        initialLiquidity: '1',
        bondingCurve: 'standard',
      },
    });
    expect(op?.json.status).toBe('confirmed');
    mint = String(launched.json.mint);
    detail = (await creator.call('GET', `/api/launchpad/launches/${mint}`)).json as unknown as LaunchDetail;
  }, 120_000);
  afterAll(() => server.close());

  it('buys: every one within its tolerance confirms on its first signature at the fair amount of its turn; one beyond it is refused alone', async () => {
    const trades = await Promise.all(
      traders.map((w, i) =>
        plan(w, { action: 'buy', amount: (0.02 + (i % 5) * 0.02).toFixed(2), slippage: 10 }),
      ),
    );
    // A wallet that accepts 0.1 % plans at the same state; a buy confirmed before the race moves the curve ~3 %.
    const tight = await ApiWallet.create(server.url, 3);
    const tightTrade = await plan(tight, { action: 'buy', amount: '0.5', slippage: 0.1 });
    const mover = await ApiWallet.create(server.url, 3);
    expect(
      (await mover.runOperation('/api/dex/pump-fun', { mint, action: 'buy', amount: '0.5' })).op?.json.status,
    ).toBe('confirmed');
    const start = await recorded();
    const tightLamports = await lamportsOf(tight);

    const results = await submitAll([...trades, tightTrade]);
    for (const r of results.slice(0, TRADERS)) {
      expect(r.status).toBe(200);
      expect(r.json.status).toBe('confirmed');
    }
    const refused = results[TRADERS];
    expect(refused?.status).toBe(409);
    expect(refused?.json).toMatchObject({
      error: 'curve_price_moved',
      message: launchpadMessages.priceMoved,
    });
    const newQuote = refused?.json.quote as CurveQuote;
    expect(BigInt(newQuote.tokens) < BigInt(tightTrade.summary.signedTokens)).toBe(true);
    expect((await tight.call('GET', `/api/operations/${tightTrade.operationId}`)).json.status).toBe(
      'planned',
    );
    expect(await tight.tokenBalance(mint)).toBe(0n);
    expect(await lamportsOf(tight)).toBe(tightLamports);

    // Replayed from the chain in execution order: each buy's SOL into the vault bought exactly the
    // curve's tokens at the state the trades before it left; the wallet got them all.
    const tokenFlows = await vaultTrades(connection, detail.tokenVault);
    const solFlows = new Map((await vaultTrades(connection, detail.solVault)).map((f) => [f.signature, f]));
    const signatures = new Map(
      results
        .slice(0, TRADERS)
        .map((r, i) => [(r.json.result as { signature: string }).signature, trades[i]]),
    );
    const raced = tokenFlows.filter((f) => signatures.has(f.signature));
    expect(raced).toHaveLength(TRADERS);
    let state = start;
    let settledBeyondQuote = 0;
    for (const flow of raced) {
      const trade = signatures.get(flow.signature);
      const paid = solFlows.get(flow.signature)?.walletDelta ?? 0n;
      const fair = buyWith(state, paid);
      const got = -(flow.walletDelta + flow.settlementDelta);
      expect(got).toBe(fair.tokens);
      expect(-flow.walletDelta).toBe(BigInt(trade?.summary.signedTokens ?? 0));
      if (flow.settlementDelta !== 0n) settledBeyondQuote++;
      expect(await trade?.wallet.tokenBalance(mint)).toBe(fair.tokens);
      expect(fair.tokens >= BigInt(trade?.summary.minimumReceived ?? 0)).toBe(true);
      state = { ...state, sold: state.sold + fair.tokens, raised: state.raised + paid };
    }
    expect(settledBeyondQuote).toBe(TRADERS);
    expect(await recorded()).toEqual(state);
    const v = await vaults();
    expect(v).toEqual({ tokens: CURVE_SUPPLY - state.sold, sol: state.raised });
  }, 180_000);

  it('sells: all at once, each paid the curve’s fair proceeds at its turn less 1 %', async () => {
    const holdings = await Promise.all(traders.map((w) => w.tokenBalance(mint)));
    const trades = await Promise.all(
      traders.map((w, i) =>
        plan(w, {
          action: 'sell',
          amount: (Number((holdings[i] ?? 0n) / 2n) / 1e6).toFixed(6),
          slippage: 10,
        }),
      ),
    );
    const start = await recorded();
    const before = await Promise.all(traders.map(lamportsOf));
    const results = await submitAll(trades);
    for (const r of results) expect(r.json.status).toBe('confirmed');

    const solFlows = await vaultTrades(connection, detail.solVault);
    const tokenFlows = new Map(
      (await vaultTrades(connection, detail.tokenVault)).map((f) => [f.signature, f]),
    );
    const index = new Map(results.map((r, i) => [(r.json.result as { signature: string }).signature, i]));
    const raced = solFlows.filter((f) => index.has(f.signature));
    expect(raced).toHaveLength(TRADERS);
    let state = start;
    for (const flow of raced) {
      const i = index.get(flow.signature) ?? -1;
      const trade = trades[i];
      const tokens = tokenFlows.get(flow.signature)?.walletDelta ?? 0n;
      const gross = sellProceeds(state, tokens);
      expect(-(flow.walletDelta + flow.settlementDelta)).toBe(gross);
      const received = gross - tradeFee(gross);
      expect(received >= BigInt(trade?.summary.minimumReceived ?? 0)).toBe(true);
      const networkFee = BigInt(trade?.summary.networkFeeLamports ?? 0);
      expect((await lamportsOf(traders[i] as ApiWallet)) - (before[i] ?? 0n)).toBe(received - networkFee);
      expect((results[i]?.json.result as { received: string }).received).toBe(received.toString());
      state = { ...state, sold: state.sold - tokens, raised: state.raised - gross };
    }
    expect(await recorded()).toEqual(state);
    expect(await vaults()).toEqual({ tokens: CURVE_SUPPLY - state.sold, sol: state.raised });
  }, 180_000);

  it('router buys through the curve pool: the same one signature, settled at the fair amount of their turn', async () => {
    const buyers = traders.slice(0, 8);
    const planned = await Promise.all(
      buyers.map(async (wallet) => {
        const quote = await wallet.call('POST', '/api/dex/quote', {
          inputMint: NATIVE_MINT,
          outputMint: mint,
          amount: '0.05',
          slippage: 10,
        });
        const route = (quote.json.routes as Route[])[0];
        expect(route?.marketInfos.map((m) => m.id)).toEqual([detail.solVault]);
        const res = await wallet.call('POST', '/api/dex/jupiter', {
          inputMint: NATIVE_MINT,
          outputMint: mint,
          amount: '0.05',
          slippage: 10,
          routeId: route?.id,
        });
        expect(res.status).toBe(200);
        return {
          wallet,
          operationId: String(res.json.operationId),
          transactions: res.json.transactions as string[],
          summary: res.json.summary as Planned['summary'],
          held: await wallet.tokenBalance(mint),
        };
      }),
    );
    const start = await recorded();
    const results = await submitAll(planned);
    for (const r of results) expect(r.json.status).toBe('confirmed');
    const tokenFlows = await vaultTrades(connection, detail.tokenVault);
    const solFlows = new Map((await vaultTrades(connection, detail.solVault)).map((f) => [f.signature, f]));
    const index = new Map(results.map((r, i) => [(r.json.result as { signature: string }).signature, i]));
    const raced = tokenFlows.filter((f) => index.has(f.signature));
    expect(raced).toHaveLength(buyers.length);
    let state = start;
    let settled = 0;
    for (const flow of raced) {
      const i = index.get(flow.signature) ?? -1;
      const paid = solFlows.get(flow.signature)?.walletDelta ?? 0n;
      const fair = buyWith(state, paid).tokens;
      expect(-(flow.walletDelta + flow.settlementDelta)).toBe(fair);
      if (flow.settlementDelta !== 0n) settled++;
      const b = planned[i];
      expect((await b?.wallet.tokenBalance(mint)) ?? 0n).toBe((b?.held ?? 0n) + fair);
      expect(fair >= BigInt(b?.summary.minimumReceived ?? 0)).toBe(true);
      state = { ...state, sold: state.sold + fair, raised: state.raised + paid };
    }
    expect(settled).toBe(buyers.length);
    expect(await recorded()).toEqual(state);
    expect(await vaults()).toEqual({ tokens: CURVE_SUPPLY - state.sold, sol: state.raised });
  }, 180_000);
});
