import { Connection, PublicKey } from '@solana/web3.js';
import { getAccount, TOKEN_2022_PROGRAM_ID } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { buyWith, CURVE_SUPPLY, type CurveState } from '@shared/math/bonding-curve';
import type { LaunchDetail } from '@shared/schemas/launchpad';
import { ApiWallet } from './helpers/api-wallet';
import { spawnServer, type ChildServer } from './helpers/child-server';
import { freePort, tempDataDir } from './helpers/server';
import { storedOperations } from './helpers/stored-rows';
import { vaultTrades } from './helpers/vault-flows';

const entry = 'tests/integration/fixtures/kill-at-send/main.ts';
const GROUP = 3;

/** The operations' rows as the killed server left them. */
async function storedRows(dataDir: string, ids: string[]) {
  return (await storedOperations(dataDir, ids)).map(({ op, txs }) => ({
    status: op.status,
    group: op.groupId,
    txs: txs.map((t) => ({ role: t.role, status: t.status, sent: !!t.sentAt, signature: t.signature })),
  }));
}

async function launch(dataDir: string, port: number): Promise<string> {
  const server = await spawnServer({ dataDir, port });
  try {
    const creator = await ApiWallet.create(server.url, 3);
    const launched = await creator.runOperation('/api/dex/pump-fun', {
      action: 'create',
      tokenData: {
        tokenName: 'Group Cat',
        tokenSymbol: 'GROUP',
        description: 'Group Cat survives a kill in the middle of a group',
        socialLinks: { twitter: '', telegram: '', website: '' },
        initialLiquidity: '1',
        bondingCurve: 'standard',
      },
    });
    expect(launched.op?.json.status).toBe('confirmed');
    return String(launched.plan.json.mint);
  } finally {
    await server.stop();
  }
}

/**
 * A first buy is held at its send (DELAY_FIRST_SEND_MS) while three more arrive: those three are one group
 * (sends 3–5 their wallets' transactions, send 6 the settlement paying all three). The server is killed
 * before the group's first send, before its settlement, or just after the settlement reached the chain.
 * After a restart on the same data every buy is confirmed with its full amount at its turn, or failed with
 * nothing moved; nothing is paid twice and the curve's record equals the chain.
 */
describe('a server killed in the middle of a group of curve buys', () => {
  it.each([
    { point: 'before the group is sent', env: { KILL_AT_SEND: '3' }, settlement: 'none' },
    {
      point: 'between the wallets’ transactions and the settlement',
      env: { KILL_AT_SEND: '6' },
      settlement: 'stored',
    },
    { point: 'after the settlement', env: { KILL_AFTER_SEND: '6' }, settlement: 'landed' },
  ])(
    'killed $point: each buy confirms once with its full amount',
    async ({ env, settlement }) => {
      const dataDir = tempDataDir();
      const port = await freePort();
      const mint = await launch(dataDir, port);
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
        const detail = (await first.call('GET', `/api/launchpad/launches/${mint}`))
          .json as unknown as LaunchDetail;
        const start: CurveState = {
          kind: 'standard',
          sold: BigInt(detail.sold),
          raised: BigInt(detail.raised),
        };
        const plans = await Promise.all(
          wallets.map(async (w, i) => {
            const plan = await w.call('POST', '/api/dex/pump-fun', {
              action: 'buy',
              mint,
              amount: (0.2 + i * 0.1).toFixed(1),
              slippage: 20,
            });
            expect(plan.status).toBe(200);
            return {
              id: String(plan.json.operationId),
              signed: await w.sign(plan.json.transactions as string[]),
              summary: plan.json.summary as { signedTokens: string; signedLamports: string },
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
        // The first buy is claimed and held at its send: the next three queue behind its lock.
        await expect
          .poll(async () => (await first.call('GET', `/api/operations/${plans[0]?.id}`)).json.status, {
            timeout: 10_000,
          })
          .toBe('submitted');
        const outcomes = await Promise.all([firstSubmit, ...[1, 2, 3].map(submit)]);
        expect(outcomes.slice(1)).toEqual(['killed', 'killed', 'killed']);
        await server.kill();

        const ids = plans.map((p) => p.id);
        const rows = await storedRows(dataDir, ids);
        const group = rows.slice(1);
        expect(new Set(group.map((r) => r.group)).size).toBe(1);
        expect(group[0]?.group).toBeTruthy();
        expect(rows[0]?.status).toBe('confirmed');
        for (const r of group) expect(r.status).toBe('submitted');
        server = await spawnServer({ dataDir, port });
        const connection = new Connection(server.rpcUrl, 'confirmed');
        const walletRows = group.map((r) => r.txs.filter((t) => t.role === 'wallet'));
        const settlementRows = group.map((r) => r.txs.filter((t) => t.role === 'settlement'));
        if (settlement === 'none') {
          expect(settlementRows.flat()).toEqual([]);
          expect(walletRows.flat().map((t) => [t.status, t.sent])).toEqual(
            Array.from({ length: GROUP }, () => ['submitted', true]),
          );
        } else {
          expect(walletRows.flat().map((t) => t.status)).toEqual(
            Array.from({ length: GROUP }, () => 'confirmed'),
          );
          // One settlement transaction for the whole group, stored signed on each buy before it was sent.
          expect(new Set(settlementRows.flat().map((t) => t.signature)).size).toBe(1);
          expect(settlementRows.flat().map((t) => [t.status, t.sent])).toEqual(
            Array.from({ length: GROUP }, () => ['submitted', true]),
          );
        }

        for (const [i, w] of wallets.entries()) {
          await expect
            .poll(async () => (await w.call('GET', `/api/operations/${plans[i]?.id}`)).json.status, {
              timeout: 60_000,
            })
            .toBe('confirmed');
        }
        // Replayed from the chain in its order: each buy got the curve's tokens for its SOL at its turn,
        // its wallet transaction and one settlement share, and holds exactly that.
        const tokenFlows = await vaultTrades(connection, detail.tokenVault);
        const solFlows = new Map(
          (await vaultTrades(connection, detail.solVault)).map((f) => [f.signature, f]),
        );
        expect(tokenFlows).toHaveLength(GROUP + 2); // the launch's first buy, then the four
        let state = start;
        for (const flow of tokenFlows.slice(1)) {
          const paid = solFlows.get(flow.signature)?.walletDelta ?? 0n;
          const fair = buyWith(state, paid);
          expect(-(flow.walletDelta + flow.settlementDelta)).toBe(fair.tokens);
          const i = wallets.findIndex((_, k) => BigInt(plans[k]?.summary.signedLamports ?? -1) === paid);
          expect(await (wallets[i] as ApiWallet).tokenBalance(mint)).toBe(fair.tokens);
          state = { ...state, sold: state.sold + fair.tokens, raised: state.raised + paid };
        }
        const after = (await first.call('GET', `/api/launchpad/launches/${mint}`))
          .json as unknown as LaunchDetail;
        expect({ sold: BigInt(after.sold), raised: BigInt(after.raised) }).toEqual({
          sold: state.sold,
          raised: state.raised,
        });
        const vault = await getAccount(
          connection,
          new PublicKey(detail.tokenVault),
          'confirmed',
          TOKEN_2022_PROGRAM_ID,
        );
        expect(vault.amount).toBe(CURVE_SUPPLY - state.sold);
      } finally {
        await server.kill();
      }
    },
    240_000,
  );
});
