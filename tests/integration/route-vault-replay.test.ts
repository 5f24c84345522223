import { Connection } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadClmmState } from '@server/exchange/pools/clmm/state';
import { NATIVE_MINT, type DexToken, type Pool, type Route } from '@shared/schemas/dex';
import { formatBaseUnits } from '@shared/solana/amounts';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';
import {
  poolBefore,
  replayRoute,
  vaultBalances,
  type PoolBefore,
  type SummaryHop,
} from './helpers/vault-replay';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };
const CP = 'constant-product';
const CLMM = 'concentrated-liquidity';
const CURVE = 'bonding-curve';

/** [name, from, to, ui amount, route kind, the pool types of its markets in order (any when absent)]. */
type Case = [string, string, string, string, Route['kind'], string[]?];

const CASES: Case[] = [
  // With the SOL/USDT pools pushed down first, 50 SOL splits between the two SOL/USDC pools (the issue's).
  ['split: 50 SOL across constant product and CLMM', 'SOL', 'USDC', '50', 'split', [CP, CLMM]],
  ['direct through constant product', 'SOL', 'USDC', '8', 'direct', [CP]],
  ['direct through CLMM', 'SOL', 'USDC', '8', 'direct', [CLMM]],
  ['direct through the bonding curve', 'SOL', 'CURVE', '1', 'direct', [CURVE]],
  ['two-hop: constant product then curve', 'USDC', 'CURVE', '150', 'two-hop', [CP, CURVE]],
  ['two-hop: CLMM then curve', 'USDC', 'CURVE', '150', 'two-hop', [CLMM, CURVE]],
  ['two-hop: curve then CLMM', 'CURVE', 'USDC', '2000000', 'two-hop', [CURVE, CLMM]],
  // SOL out: both legs' surplus passes through the platform's wrapped-SOL account and is paid as SOL.
  ['split: 2,000 USDC to SOL, paid as SOL', 'USDC', 'SOL', '2000', 'split'],
  ['split: the best split of 50 SOL after the trades above', 'SOL', 'USDC', '50', 'split'],
];

describe('a route pays each leg from its own vaults and leaves every pool it touched as its vaults are', () => {
  let server: Server;
  let connection: Connection;
  let trader: ApiWallet;
  let mover: ApiWallet;
  const tokens = new Map<string, DexToken>();
  const poolTypes = new Map<string, string>();

  const mintOf = (symbol: string) => tokens.get(symbol)?.mint ?? '';
  const decimalsOf = (mint: string) => [...tokens.values()].find((t) => t.mint === mint)?.decimals ?? 0;
  // SOL held: the wallet's lamports and its wrapped-SOL accounts' (a route through SOL may leave one open).
  const solHeld = async () => {
    const own = await trader.rpc<{ value: number }>('getBalance', [trader.address]);
    const wrapped = await trader.rpc<{ value: { account: { lamports: number } }[] }>(
      'getTokenAccountsByOwner',
      [trader.address, { mint: NATIVE_MINT }, { encoding: 'jsonParsed' }],
    );
    return BigInt(own.value) + wrapped.value.reduce((s, a) => s + BigInt(a.account.lamports), 0n);
  };
  const poolsNow = async () => (await trader.call('GET', '/api/dex/pools')).json.pools as Pool[];

  beforeAll(async () => {
    server = await startTestServer({ env: FAUCET });
    connection = new Connection(server.rpcUrl, 'confirmed');
    trader = await ApiWallet.create(server.url, 300);
    mover = await ApiWallet.create(server.url, 300);
    const launch = await mover.runOperation('/api/dex/pump-fun', {
      action: 'create',
      tokenData: {
        tokenName: 'Replay Cat',
        tokenSymbol: 'CURVE',
        description: 'A curve the replay trades through',
        socialLinks: { twitter: '', telegram: '', website: '' },
        initialLiquidity: '1',
        bondingCurve: 'standard',
      },
    });
    expect(launch.op?.json.status).toBe('confirmed');
    for (const t of (await trader.call('GET', '/api/dex/tokens')).json.tokens as DexToken[]) {
      if (!tokens.has(t.symbol)) tokens.set(t.symbol, t);
    }
    for (const p of await poolsNow()) poolTypes.set(p.id, p.type);
    const cp = (await poolsNow()).find((p) => p.label === 'SOL/USDC' && p.type === CP);
    // Both wallets hold USDC and the launched token to trade from.
    for (const w of [trader, mover]) {
      const usdc = await w.runOperation('/api/dex/raydium/amm', {
        fromToken: NATIVE_MINT,
        toToken: mintOf('USDC'),
        amount: '20',
        slippage: 0.01,
        pair: cp?.id,
      });
      expect(usdc.op?.json.status).toBe('confirmed');
    }
    // SOL is sold into both SOL/USDT pools, so the way through USDT pays less than the SOL/USDC pools.
    for (const p of (await poolsNow()).filter((x) => x.label === 'SOL/USDT')) {
      const sold = await mover.runOperation('/api/dex/raydium/amm', {
        fromToken: NATIVE_MINT,
        toToken: mintOf('USDT'),
        amount: '20',
        slippage: 0.05,
        pair: p.id,
      });
      expect(sold.op?.json.status).toBe('confirmed');
    }
    const curvePool = (await poolsNow()).find((p) => p.type === CURVE);
    const bought = await mover.runOperation('/api/dex/raydium/amm', {
      fromToken: NATIVE_MINT,
      toToken: mintOf('CURVE'),
      amount: '1',
      slippage: 0.01,
      pair: curvePool?.id,
    });
    expect(bought.op?.json.status).toBe('confirmed');
  }, 180_000);
  afterAll(() => server.close());

  it.each(CASES)(
    '%s',
    async (_name, from, to, amount, kind, types) => {
      const [input, output] = [mintOf(from), mintOf(to)];
      const quote = await trader.call('POST', '/api/dex/quote', {
        inputMint: input,
        outputMint: output,
        amount,
        slippage: 1,
      });
      // A split's legs come best first: its pool types are compared in any order.
      const typesOf = (r: Route) => r.marketInfos.map((m) => poolTypes.get(m.id) ?? '');
      const same = (a: string[], b: string[] | undefined) =>
        !b || (kind === 'split' ? a.toSorted().join() === b.toSorted().join() : a.join() === b.join());
      const route = (quote.json.routes as Route[]).find((r) => r.kind === kind && same(typesOf(r), types));
      if (!route) throw new Error(`no ${kind} route through ${types?.join(' + ') ?? 'any pools'}`);
      const plan = await trader.call('POST', '/api/dex/jupiter', {
        inputMint: input,
        outputMint: output,
        amount,
        slippage: 1,
        routeId: route.id,
        minimumReceived: route.minimumReceived,
      });
      expect(plan.status).toBe(200);
      const signed = await trader.sign(plan.json.transactions as string[]);

      // Another trader takes the same way through every pool first, a twentieth of the size: within tolerance.
      for (const m of route.marketInfos) {
        const moved = await mover.runOperation('/api/dex/raydium/amm', {
          fromToken: m.inputMint,
          toToken: m.outputMint,
          amount: formatBaseUnits(BigInt(m.inAmount) / 20n, decimalsOf(m.inputMint)),
          slippage: 0.05,
          pair: m.id,
        });
        expect(moved.op?.json.status).toBe('confirmed');
      }

      const ids = [...new Set(route.marketInfos.map((m) => m.id))];
      const before = new Map<string, PoolBefore>();
      for (const id of ids) before.set(id, await poolBefore(server.ctx.database.db, connection, id));
      const holding = () => (output === NATIVE_MINT ? solHeld() : trader.tokenBalance(output));
      const receivedBefore = await holding();
      const submitted = await trader.call('POST', `/api/operations/${String(plan.json.operationId)}/submit`, {
        transactions: signed,
      });
      expect(submitted.status).toBe(200);
      let op = submitted;
      while (!['confirmed', 'failed', 'expired'].includes(String(op.json.status))) {
        await new Promise((r) => setTimeout(r, 100));
        op = await trader.call('GET', `/api/operations/${String(plan.json.operationId)}`);
      }
      expect(op.json.status).toBe('confirmed');
      const hops = (op.json.summary as { hops: SummaryHop[] }).hops;

      // The independent replay, from the vaults on chain (and CLMM's recorded state) before the swap.
      const replay = replayRoute(before, hops);
      // What the app recorded for each hop is what the chain shows it traded.
      expect(hops.map((h) => ({ settledIn: h.settledIn, settledOut: h.settledOut }))).toEqual(replay.traded);
      const onChain = await vaultBalances(connection, [...replay.vaults.keys()]);
      expect(Object.fromEntries(onChain)).toEqual(Object.fromEntries(replay.vaults));
      // SOL comes out unwrapped; the wallet paid the network fee from it.
      const fee =
        output === NATIVE_MINT
          ? BigInt((plan.json.summary as { networkFeeLamports: string }).networkFeeLamports)
          : 0n;
      expect((await holding()) - receivedBefore).toBe(replay.received - fee);
      expect(replay.received >= BigInt(route.minimumReceived)).toBe(true);

      // Every touched pool's recorded state is its vaults: the reserves the app reports, CLMM's price state.
      const reported = await poolsNow();
      for (const p of before.values()) {
        const pool = reported.find((x) => x.id === p.row.id);
        expect([pool?.reserveA, pool?.reserveB]).toEqual([
          String(onChain.get(p.row.vaultA)),
          String(onChain.get(p.row.vaultB)),
        ]);
        const replayed = replay.clmm.get(p.row.id);
        if (replayed) {
          const recorded = (await loadClmmState(server.ctx.database.db, p.row.id))?.state;
          expect([recorded?.sqrtPriceX64, recorded?.tick, recorded?.liquidity]).toEqual([
            replayed.sqrtPriceX64,
            replayed.tick,
            replayed.liquidity,
          ]);
        }
      }
    },
    120_000,
  );
});
