import { Connection } from '@solana/web3.js';
import { describe, expect, it } from 'vitest';
import { loadClmmState } from '@server/exchange/pools/clmm/state';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { spawnServer, type ChildServer } from './helpers/child-server';
import { freePort, tempDataDir } from './helpers/server';
import { readStored, storedOperations } from './helpers/stored-rows';
import { vaultTrades } from './helpers/vault-flows';
import { poolRow, replayHop, vaultBalances, type PoolBefore } from './helpers/vault-replay';

const entry = 'tests/integration/fixtures/kill-at-send/main.ts';
const GROUP = 3;

/**
 * As group-commit-crash.test.ts, for swaps: a first SOL→USDC swap is held at its send while three more
 * arrive on the same pool; those three are one group (sends 3–5 their wallets' transactions, send 6 the
 * settlement paying all three; send 2 is the first swap's own settlement). The server is killed before the
 * group's first send, before its settlement, or just after the settlement reached the chain. After a
 * restart each swap is confirmed once with what the pool owed at its turn, replayed from the vaults in
 * the chain's order; the CLMM pool's recorded price state is that replay's.
 */
describe('a server killed in the middle of a group of swaps', () => {
  it.each([
    { type: 'concentrated-liquidity', point: 'before the group is sent', env: { KILL_AT_SEND: '3' } },
    { type: 'concentrated-liquidity', point: 'before the settlement', env: { KILL_AT_SEND: '6' } },
    { type: 'concentrated-liquidity', point: 'after the settlement', env: { KILL_AFTER_SEND: '6' } },
    { type: 'constant-product', point: 'before the settlement', env: { KILL_AT_SEND: '6' } },
  ])(
    '$type, killed $point: each swap confirms once with what the pool owed at its turn',
    async ({ type, env }) => {
      const dataDir = tempDataDir();
      const port = await freePort();
      let server: ChildServer = await spawnServer({
        dataDir,
        port,
        entry,
        env: { ...env, DELAY_FIRST_SEND_MS: '3000' },
      });
      try {
        const wallets = await Promise.all(
          Array.from({ length: GROUP + 1 }, () => ApiWallet.create(server.url, 3)),
        );
        const first = wallets[0] as ApiWallet;
        const usdc =
          ((await first.call('GET', '/api/dex/tokens')).json.tokens as DexToken[]).find(
            (t) => t.symbol === 'USDC',
          )?.mint ?? '';
        const pool = ((await first.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
          (p) => p.label === 'SOL/USDC' && p.type === type,
        );
        if (!pool) throw new Error(`no SOL/USDC ${type} pool`);
        const plans = await Promise.all(
          wallets.map(async (w, i) => {
            const plan = await w.call('POST', '/api/dex/raydium/amm', {
              fromToken: NATIVE_MINT,
              toToken: usdc,
              amount: (0.2 + i * 0.1).toFixed(1),
              slippage: 0.2,
              pair: pool.id,
            });
            expect(plan.status).toBe(200);
            return {
              id: String(plan.json.operationId),
              signed: await w.sign(plan.json.transactions as string[]),
            };
          }),
        );
        const submit = (i: number) =>
          (wallets[i] as ApiWallet)
            .call('POST', `/api/operations/${plans[i]?.id}/submit`, { transactions: plans[i]?.signed })
            .then(
              () => 'answered',
              () => 'killed',
            );
        const firstSubmit = submit(0);
        await expect
          .poll(async () => (await first.call('GET', `/api/operations/${plans[0]?.id}`)).json.status, {
            timeout: 10_000,
          })
          .toBe('submitted');
        const outcomes = await Promise.all([firstSubmit, ...[1, 2, 3].map(submit)]);
        expect(outcomes.slice(1)).toEqual(['killed', 'killed', 'killed']);
        await server.kill();

        const ids = plans.map((p) => p.id);
        const stored = await storedOperations(dataDir, ids);
        const group = stored.slice(1);
        expect(stored[0]?.op.status).toBe('confirmed');
        expect(new Set(group.map((g) => g.op.groupId)).size).toBe(1);
        expect(group[0]?.op.groupId).toBeTruthy();
        for (const g of group) expect(g.op.status).toBe('submitted');
        // The group's members were not finished: the recorded CLMM state is still the group's start.
        const { row, clmm } = await readStored(dataDir, async (db) => ({
          row: await poolRow(db, pool.id),
          clmm: (await loadClmmState(db, pool.id))?.state,
        }));

        server = await spawnServer({ dataDir, port });
        const connection = new Connection(server.rpcUrl, 'confirmed');
        for (const [i, w] of wallets.entries()) {
          await expect
            .poll(async () => (await w.call('GET', `/api/operations/${plans[i]?.id}`)).json.status, {
              timeout: 60_000,
            })
            .toBe('confirmed');
        }

        // The chain's order: the first swap, then the group's three (none twice).
        const solIsA = row.mintA === NATIVE_MINT;
        const [solVault, usdcVault] = solIsA ? [row.vaultA, row.vaultB] : [row.vaultB, row.vaultA];
        const signatures = await Promise.all(
          wallets.map(async (w, i) => {
            const op = await w.call('GET', `/api/operations/${plans[i]?.id}`);
            return String((op.json.result as { signature: string }).signature);
          }),
        );
        // The pool's history before these four (its seeding) is left out.
        const history = await vaultTrades(connection, solVault);
        const inFlows = history.slice(history.findIndex((f) => signatures.includes(f.signature)));
        const outFlows = new Map((await vaultTrades(connection, usdcVault)).map((f) => [f.signature, f]));
        expect(inFlows.map((f) => f.signature).toSorted()).toEqual(signatures.toSorted());
        const moved = (signature: string) => {
          const paid = inFlows.find((f) => f.signature === signature);
          const out = outFlows.get(signature);
          return {
            paid: (paid?.walletDelta ?? 0n) + (paid?.settlementDelta ?? 0n),
            out: -((out?.walletDelta ?? 0n) + (out?.settlementDelta ?? 0n)),
          };
        };
        // The vaults at the group's start: as they are now, less what the group's swaps moved.
        const final = await vaultBalances(connection, [row.vaultA, row.vaultB]);
        const groupFlows = inFlows.slice(1).map((f) => moved(f.signature));
        const sumPaid = groupFlows.reduce((s, f) => s + f.paid, 0n);
        const sumOut = groupFlows.reduce((s, f) => s + f.out, 0n);
        const [startA, startB] = solIsA
          ? [(final.get(row.vaultA) ?? 0n) - sumPaid, (final.get(row.vaultB) ?? 0n) + sumOut]
          : [(final.get(row.vaultA) ?? 0n) + sumOut, (final.get(row.vaultB) ?? 0n) - sumPaid];
        let state: PoolBefore = { row, vaultA: startA, vaultB: startB, clmm };
        for (const { paid, out } of groupFlows) {
          const hop = {
            poolId: pool.id,
            leg: 0,
            inputMint: NATIVE_MINT,
            outputMint: usdc,
            amountIn: `${paid}`,
          };
          const fair = replayHop(state, hop, paid);
          expect(out).toBe(fair.out);
          const i = wallets.findIndex((_, k) => BigInt(Math.round((0.2 + k * 0.1) * 1e9)) === paid);
          expect(await (wallets[i] as ApiWallet).tokenBalance(usdc)).toBe(fair.out);
          const [dA, dB] = solIsA ? [paid, -fair.out] : [-fair.out, paid];
          state = { ...state, vaultA: state.vaultA + dA, vaultB: state.vaultB + dB, clmm: fair.state };
        }
        await server.stop();
        if (type === 'concentrated-liquidity') {
          const recorded = await readStored(dataDir, async (db) => (await loadClmmState(db, pool.id))?.state);
          expect(recorded).toEqual(state.clmm);
        }
      } finally {
        await server.kill();
      }
    },
    240_000,
  );
});
