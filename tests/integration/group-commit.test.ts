import { Connection, PublicKey } from '@solana/web3.js';
import { getAccount, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyCost,
  buyWith,
  CURVE_SALE,
  CURVE_SUPPLY,
  remaining,
  type CurveState,
} from '@shared/math/bonding-curve';
import type { Pool } from '@shared/schemas/dex';
import { launchpadMessages, type LaunchDetail } from '@shared/schemas/launchpad';
import { operations, operationTransactions } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { launchStandardCurve, recordedCurve } from './helpers/curve-launch';
import { startTestServer } from './helpers/server';
import { vaultTrades } from './helpers/vault-flows';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };
const BUYERS = 60;

interface Planned {
  wallet: ApiWallet;
  id: string;
  signed: string[];
  summary: { signedTokens: string; signedLamports: string; minimumReceived: string };
}

const lamportsOf = async (w: ApiWallet) =>
  BigInt((await w.rpc<{ value: number }>('getBalance', [w.address])).value);

/**
 * Sixty wallets buy one curve at once. Trades arriving while the curve is busy are taken together (group
 * commit): the operations show groups of several buys. Every buy still gets exactly the curve's fair
 * amount at its turn in the chain's order, read back with web3.js; a buy beyond its own tolerance is
 * refused alone; a rush past the end of the curve sells it out once, refuses the rest, and graduates once.
 */
describe('a rush of buys on one curve, taken in groups', () => {
  let server: Server;
  let connection: Connection;

  const recorded = (mint: string) => recordedCurve(server, mint);
  const launch = (symbol: string) =>
    launchStandardCurve(server, symbol, `${symbol} Cat is bought by a crowd at once`);
  const plan = async (
    wallet: ApiWallet,
    mint: string,
    amount: string,
    slippage: number,
  ): Promise<Planned> => {
    const res = await wallet.call('POST', '/api/dex/pump-fun', { action: 'buy', mint, amount, slippage });
    expect(res.status).toBe(200);
    return {
      wallet,
      id: String(res.json.operationId),
      signed: await wallet.sign(res.json.transactions as string[]),
      summary: res.json.summary as Planned['summary'],
    };
  };
  const submitAll = (trades: Planned[]) =>
    Promise.all(
      trades.map((t) => t.wallet.call('POST', `/api/operations/${t.id}/submit`, { transactions: t.signed })),
    );
  /** Each confirmed buy, in the chain's order, got the curve's tokens for its SOL at the state before it. */
  const replay = async (detail: LaunchDetail, start: CurveState, bySignature: Map<string, Planned>) => {
    const tokenFlows = (await vaultTrades(connection, detail.tokenVault)).filter((f) =>
      bySignature.has(f.signature),
    );
    const solFlows = new Map((await vaultTrades(connection, detail.solVault)).map((f) => [f.signature, f]));
    let state = start;
    for (const flow of tokenFlows) {
      const trade = bySignature.get(flow.signature);
      const sol = solFlows.get(flow.signature);
      const paid = sol?.walletDelta ?? 0n;
      const fair = buyWith(state, paid);
      expect(-(flow.walletDelta + flow.settlementDelta)).toBe(fair.tokens);
      // Only the buy that reaches the end of the curve gets SOL back: what the curve could not take.
      expect(paid + (sol?.settlementDelta ?? 0n)).toBe(fair.cost);
      expect(await trade?.wallet.tokenBalance(detail.mint)).toBe(fair.tokens);
      expect(fair.tokens >= BigInt(trade?.summary.minimumReceived ?? 0)).toBe(true);
      state = { ...state, sold: state.sold + fair.tokens, raised: state.raised + fair.cost };
    }
    return { state, count: tokenFlows.length };
  };
  const groupsOf = async (ids: string[]) => {
    const rows = await server.ctx.database.db
      .select({ id: operations.id, groupId: operations.groupId })
      .from(operations)
      .where(inArray(operations.id, ids));
    const sizes = new Map<string, number>();
    for (const r of rows) if (r.groupId) sizes.set(r.groupId, (sizes.get(r.groupId) ?? 0) + 1);
    return sizes;
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { ...FAUCET, CHAIN_TICK_MS: '100' } });
    connection = new Connection(server.rpcUrl, 'confirmed');
  }, 120_000);
  afterAll(() => server.close());

  it('sixty buys at once form groups; each gets the fair amount of its turn; those beyond their tolerance are refused alone', async () => {
    const detail = await launch('RUSH');
    const wallets = await Promise.all(Array.from({ length: BUYERS }, () => ApiWallet.create(server.url, 2)));
    // Planned first with 0.1 % (their quotes count no trade planned ahead of them): a buy confirmed
    // before the rush, and the crowd's buys before their turn, move the curve beyond it.
    const tightWallets = await Promise.all([0, 1].map(() => ApiWallet.create(server.url, 2)));
    const tight = await Promise.all(tightWallets.map((w) => plan(w, detail.mint, '0.3', 0.1)));
    const trades = await Promise.all(
      wallets.map((w, i) => plan(w, detail.mint, (0.01 + (i % 6) * 0.01).toFixed(2), 25)),
    );
    const mover = await ApiWallet.create(server.url, 3);
    const moved = await mover.runOperation('/api/dex/pump-fun', {
      mint: detail.mint,
      action: 'buy',
      amount: '0.5',
    });
    expect(moved.op?.json.status).toBe('confirmed');
    const start = await recorded(detail.mint);
    const tightLamports = await Promise.all(tight.map((t) => lamportsOf(t.wallet)));

    // The tight ones in the middle of the crowd, so they arrive among the others.
    const all = [...trades.slice(0, 30), ...tight, ...trades.slice(30)];
    const results = await submitAll(all);
    const bySignature = new Map<string, Planned>();
    all.forEach((t, i) => {
      const r = results[i];
      if (tight.includes(t)) {
        expect(r?.status).toBe(409);
        expect(r?.json).toMatchObject({ error: 'curve_price_moved', message: launchpadMessages.priceMoved });
        return;
      }
      expect([r?.status, r?.json.status]).toEqual([200, 'confirmed']);
      bySignature.set((r?.json.result as { signature: string }).signature, t);
    });
    for (const [i, t] of tight.entries()) {
      expect((await t.wallet.call('GET', `/api/operations/${t.id}`)).json.status).toBe('planned');
      expect(await t.wallet.tokenBalance(detail.mint)).toBe(0n);
      expect(await lamportsOf(t.wallet)).toBe(tightLamports[i]);
    }

    const sizes = await groupsOf(trades.map((t) => t.id));
    expect([...sizes.values()].reduce((s, n) => s + n, 0)).toBe(BUYERS);
    expect(Math.max(...sizes.values())).toBeGreaterThan(1);
    // Several buys' surplus paid by one settlement transaction.
    const settlements = await server.ctx.database.db
      .select({ signature: operationTransactions.signature })
      .from(operationTransactions)
      .where(
        inArray(
          operationTransactions.operationId,
          trades.map((t) => t.id),
        ),
      );
    const settlementRows = settlements.filter((s) => !bySignature.has(s.signature ?? ''));
    expect(new Set(settlementRows.map((s) => s.signature)).size).toBeLessThan(settlementRows.length);

    const { state, count } = await replay(detail, start, bySignature);
    expect(count).toBe(BUYERS);
    expect(await recorded(detail.mint)).toEqual(state);
    const [t, s] = await Promise.all([
      getAccount(connection, new PublicKey(detail.tokenVault), 'confirmed', TOKEN_2022_PROGRAM_ID),
      getAccount(connection, new PublicKey(detail.solVault), 'confirmed'),
    ]);
    expect({ tokens: t.amount, sol: s.amount }).toEqual({
      tokens: CURVE_SUPPLY - state.sold,
      sol: state.raised,
    });
  }, 300_000);

  it('a buy planned after a crowd counts the crowd: at 1 % it still confirms at its turn, exactly', async () => {
    const detail = await launch('LINE');
    const crowd = await Promise.all(Array.from({ length: 20 }, () => ApiWallet.create(server.url, 2)));
    const ahead: Planned[] = [];
    for (const w of crowd) ahead.push(await plan(w, detail.mint, '0.1', 25));
    const start = await recorded(detail.mint);
    // Twenty buys of 0.1 SOL move the price far beyond 1 %: quoted from the curve alone, this one would sign
    // a minimum it could not reach behind them and be refused.
    const alone = buyWith(start, 99_000_000n).tokens;
    const last = await plan(await ApiWallet.create(server.url, 2), detail.mint, '0.1', 1);
    expect(BigInt(last.summary.minimumReceived) < (alone * 99n) / 100n).toBe(true);

    const results: Awaited<ReturnType<typeof submitAll>> = [];
    for (const t of [...ahead, last]) results.push(...(await submitAll([t])));
    expect(results.map((r) => r?.json.status)).toEqual(Array.from({ length: 21 }, () => 'confirmed'));
    const bySignature = new Map(
      [...ahead, last].map((t, i) => [(results[i]?.json.result as { signature: string }).signature, t]),
    );
    const { state, count } = await replay(detail, start, bySignature);
    expect(count).toBe(21);
    expect(await recorded(detail.mint)).toEqual(state);
  }, 300_000);

  it('a rush past the end of the curve sells it out once: the rest are refused, nothing moves for them, it graduates once', async () => {
    const detail = await launch('LAST');
    const whale = await ApiWallet.create(server.url, 85);
    expect(
      (await whale.runOperation('/api/dex/pump-fun', { action: 'buy', mint: detail.mint, amount: '80' })).op
        ?.json.status,
    ).toBe('confirmed');
    // Each buys for 55 % of what the rest of the curve costs, at half its quote at least: the first takes
    // more than half the tokens left, the second the rest (with SOL back), the others find it sold out.
    const rest = await recorded(detail.mint);
    const amount = ((Number(buyCost(rest, remaining(rest)) ?? 0n) * 0.55) / 1e9).toFixed(3);
    const wallets = await Promise.all(Array.from({ length: 6 }, () => ApiWallet.create(server.url, 7)));
    const trades = await Promise.all(wallets.map((w) => plan(w, detail.mint, amount, 50)));
    const late = await plan(await ApiWallet.create(server.url, 3), detail.mint, '1', 10);
    const lateLamports = await lamportsOf(late.wallet);
    const before = await Promise.all(wallets.map(lamportsOf));
    const start = await recorded(detail.mint);

    const results = await submitAll(trades);
    const bySignature = new Map<string, Planned>();
    const refused: string[] = [];
    for (const [i, r] of results.entries()) {
      if (r.status === 200) {
        expect(r.json.status).toBe('confirmed');
        bySignature.set((r.json.result as { signature: string }).signature, trades[i] as Planned);
        continue;
      }
      expect(r.status).toBe(409);
      refused.push(String(r.json.error));
      const t = trades[i] as Planned;
      expect((await t.wallet.call('GET', `/api/operations/${t.id}`)).json.status).toBe('planned');
      expect(await t.wallet.tokenBalance(detail.mint)).toBe(0n);
      expect(await lamportsOf(t.wallet)).toBe(before[i]);
    }
    expect(refused).toContain('curve_sold_out');
    const { state } = await replay(detail, start, bySignature);
    expect(state.sold).toBe(CURVE_SALE);
    expect(await recorded(detail.mint)).toEqual(state);

    // Signed before the sell-out, submitted after it: refused with the reason, nothing moves.
    const lateResult = await late.wallet.call('POST', `/api/operations/${late.id}/submit`, {
      transactions: late.signed,
    });
    expect(lateResult).toMatchObject({
      status: 409,
      json: { error: 'curve_sold_out', message: launchpadMessages.soldOut },
    });
    expect(await late.wallet.tokenBalance(detail.mint)).toBe(0n);
    expect(await lamportsOf(late.wallet)).toBe(lateLamports);

    await expect
      .poll(
        async () =>
          ((await whale.call('GET', `/api/launchpad/launches/${detail.mint}`)).json as { status: string })
            .status,
        {
          timeout: 30_000,
        },
      )
      .toBe('graduated');
    const pools = ((await whale.call('GET', '/api/dex/pools')).json.pools as Pool[]).filter(
      (p) => p.tokenA.mint === detail.mint || p.tokenB.mint === detail.mint,
    );
    expect(pools.map((p) => p.type)).toEqual(['constant-product']);
  }, 300_000);
});
