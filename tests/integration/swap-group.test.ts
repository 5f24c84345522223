import { Connection } from '@solana/web3.js';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dexMessages, NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import { loadClmmState } from '@server/exchange/pools/clmm/state';
import { operations, operationTransactions } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';
import { vaultTrades } from './helpers/vault-flows';
import { poolBefore, replayHop, vaultBalances, type PoolBefore } from './helpers/vault-replay';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };
const TRADERS = 24;

interface Planned {
  wallet: ApiWallet;
  id: string;
  signed: string[];
  minimumReceived: bigint;
}

const lamportsOf = async (w: ApiWallet) =>
  BigInt((await w.rpc<{ value: number }>('getBalance', [w.address])).value);

/**
 * Two dozen wallets swap SOL for USDC on one pool at once, a constant-product pool and a CLMM pool.
 * Swaps arriving while the pool is busy are taken together (group commit): the operations show groups of
 * several. Replayed from the vaults in the chain's order with an independent client, each got exactly
 * what the pool owed at its turn; the pool's recorded state (CLMM's price state, the reserves the app
 * reports) equals the vaults. Two swaps signed with 0.1 % tolerance, overtaken by a larger swap before
 * they arrive, are refused alone: nothing moves for them and the rest confirm.
 */
describe('a burst of swaps on one pool, taken in groups', () => {
  let server: Server;
  let connection: Connection;
  let usdc = '';
  let pools: Pool[] = [];

  const plan = async (wallet: ApiWallet, pool: Pool, amount: string, slippage: number): Promise<Planned> => {
    const res = await wallet.call('POST', '/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: usdc,
      amount,
      slippage,
      pair: pool.id,
    });
    expect(res.status).toBe(200);
    const summary = res.json.summary as { minimumReceived: string };
    return {
      wallet,
      id: String(res.json.operationId),
      signed: await wallet.sign(res.json.transactions as string[]),
      minimumReceived: BigInt(summary.minimumReceived),
    };
  };
  const groupSizes = async (ids: string[]) => {
    const rows = await server.ctx.database.db
      .select({ groupId: operations.groupId })
      .from(operations)
      .where(inArray(operations.id, ids));
    const sizes = new Map<string, number>();
    for (const r of rows) if (r.groupId) sizes.set(r.groupId, (sizes.get(r.groupId) ?? 0) + 1);
    return [...sizes.values()];
  };

  beforeAll(async () => {
    server = await startTestServer({ env: { ...FAUCET, CHAIN_TICK_MS: '100' } });
    connection = new Connection(server.rpcUrl, 'confirmed');
    const probe = await ApiWallet.create(server.url, 1);
    usdc =
      ((await probe.call('GET', '/api/dex/tokens')).json.tokens as DexToken[]).find(
        (t) => t.symbol === 'USDC',
      )?.mint ?? '';
    pools = (await probe.call('GET', '/api/dex/pools')).json.pools as Pool[];
  }, 120_000);
  afterAll(() => server.close());

  it.each([['constant-product'], ['concentrated-liquidity']])(
    '%s: swaps at once form groups; each is paid what the pool owed at its turn; those beyond their tolerance are refused alone',
    async (type) => {
      const pool = pools.find((p) => p.label === 'SOL/USDC' && p.type === type);
      if (!pool) throw new Error(`no SOL/USDC ${type} pool`);
      const wallets = await Promise.all(
        Array.from({ length: TRADERS }, () => ApiWallet.create(server.url, 2)),
      );
      const trades = await Promise.all(
        wallets.map((w, i) => plan(w, pool, (0.05 + (i % 5) * 0.05).toFixed(2), 0.05)),
      );
      const tight = await Promise.all(
        [0, 1].map(async () => plan(await ApiWallet.create(server.url, 2), pool, '0.5', 0.001)),
      );
      // A larger swap lands first: beyond the tight ones' 0.1 %, well within the others' 5 %.
      const mover = await ApiWallet.create(server.url, 12);
      const moved = await mover.runOperation('/api/dex/raydium/amm', {
        fromToken: NATIVE_MINT,
        toToken: usdc,
        amount: '10',
        slippage: 0.05,
        pair: pool.id,
      });
      expect(moved.op?.json.status).toBe('confirmed');
      const { db } = server.ctx.database;
      const start = await poolBefore(db, connection, pool.id);
      const tightLamports = await Promise.all(tight.map((t) => lamportsOf(t.wallet)));

      const all = [...trades.slice(0, 12), ...tight, ...trades.slice(12)];
      const results = await Promise.all(
        all.map((t) => t.wallet.call('POST', `/api/operations/${t.id}/submit`, { transactions: t.signed })),
      );
      const bySignature = new Map<string, Planned>();
      all.forEach((t, i) => {
        const r = results[i];
        if (tight.includes(t)) {
          expect(r?.status).toBe(409);
          expect(r?.json).toMatchObject({ error: 'price_moved', message: dexMessages.priceMoved });
          return;
        }
        expect([r?.status, r?.json.status]).toEqual([200, 'confirmed']);
        bySignature.set((r?.json.result as { signature: string }).signature, t);
      });
      for (const [i, t] of tight.entries()) {
        expect((await t.wallet.call('GET', `/api/operations/${t.id}`)).json.status).toBe('planned');
        expect(await t.wallet.tokenBalance(usdc)).toBe(0n);
        expect(await lamportsOf(t.wallet)).toBe(tightLamports[i]);
      }

      const sizes = await groupSizes(trades.map((t) => t.id));
      expect(sizes.reduce((s, n) => s + n, 0)).toBe(TRADERS);
      expect(Math.max(...sizes)).toBeGreaterThan(1);
      // Several swaps' surplus paid by one settlement transaction.
      const rows = await db
        .select({ signature: operationTransactions.signature, role: operationTransactions.role })
        .from(operationTransactions)
        .where(
          inArray(
            operationTransactions.operationId,
            trades.map((t) => t.id),
          ),
        );
      const settlements = rows.filter((r) => r.role === 'settlement');
      expect(new Set(settlements.map((s) => s.signature)).size).toBeLessThan(settlements.length);

      // The replay, in the chain's order, from the vaults (and CLMM's recorded state) before the burst.
      const solIsA = start.row.mintA === NATIVE_MINT;
      const [solVault, usdcVault] = solIsA
        ? [start.row.vaultA, start.row.vaultB]
        : [start.row.vaultB, start.row.vaultA];
      const inFlows = (await vaultTrades(connection, solVault)).filter((f) => bySignature.has(f.signature));
      const outFlows = new Map((await vaultTrades(connection, usdcVault)).map((f) => [f.signature, f]));
      expect(inFlows).toHaveLength(TRADERS);
      let state: PoolBefore = start;
      for (const flow of inFlows) {
        const paid = flow.walletDelta + flow.settlementDelta;
        const hop = {
          poolId: pool.id,
          leg: 0,
          inputMint: NATIVE_MINT,
          outputMint: usdc,
          amountIn: `${paid}`,
        };
        const fair = replayHop(state, hop, paid);
        const out = outFlows.get(flow.signature);
        expect(-((out?.walletDelta ?? 0n) + (out?.settlementDelta ?? 0n))).toBe(fair.out);
        const trade = bySignature.get(flow.signature);
        expect(await trade?.wallet.tokenBalance(usdc)).toBe(fair.out);
        expect(fair.out >= (trade?.minimumReceived ?? 0n)).toBe(true);
        const [dA, dB] = solIsA ? [paid, -fair.out] : [-fair.out, paid];
        state = { ...state, vaultA: state.vaultA + dA, vaultB: state.vaultB + dB, clmm: fair.state };
      }
      const onChain = await vaultBalances(connection, [start.row.vaultA, start.row.vaultB]);
      expect([onChain.get(start.row.vaultA), onChain.get(start.row.vaultB)]).toEqual([
        state.vaultA,
        state.vaultB,
      ]);
      const reported = ((await mover.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
        (p) => p.id === pool.id,
      );
      expect([reported?.reserveA, reported?.reserveB]).toEqual([`${state.vaultA}`, `${state.vaultB}`]);
      if (type === 'concentrated-liquidity')
        expect((await loadClmmState(db, pool.id))?.state).toEqual(state.clmm);
    },
    300_000,
  );
});
