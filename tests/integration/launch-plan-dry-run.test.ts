import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runToEnd } from '@shared/launch-plans/runner';
import { launchPlanSchema, type PlanCheck } from '@shared/schemas/launch-plan-check';
import type { DryRun } from '@shared/schemas/launch-plan-cost';
import type { RunView } from '@shared/schemas/launch-plan-runs';
import { rehearseOnFork } from '@server/services/launch-plans/fork-rehearsal';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const tokenStep = (name: string, symbol: string) => ({
  id: 'token',
  kind: 'create-token',
  name,
  symbol,
  decimals: 6,
  supply: '1000000',
});
const planNamed = (name: string, symbol: string) => ({
  version: 1,
  name: 'Dry run',
  steps: [
    tokenStep(name, symbol),
    { id: 'pool', kind: 'pool', tokenA: '$steps.token.mint', tokenB: 'SOL', amountA: '500000', amountB: '1' },
    { id: 'burn', kind: 'burn', token: '$steps.token.mint', amount: '1000' },
  ],
});

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await res.json()) as { result: T }).result;
}
const txCount = (url: string) => rpc<number>(url, 'getTransactionCount', [{ commitment: 'confirmed' }]);
const balance = async (url: string, address: string) =>
  (await rpc<{ value: number }>(url, 'getBalance', [address, { commitment: 'confirmed' }])).value;

describe(
  'a dry run on a real cluster (a second app instance on the first one’s RPC)',
  { timeout: 300_000 },
  () => {
    let cluster: Server;
    let live: Server;
    let takenMint = '';

    beforeAll(async () => {
      cluster = await startTestServer();
      live = await startTestServer({
        env: { SOLANA_RPC_URL: cluster.rpcUrl, LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' },
      });
      // A token created through the first instance: the second's database has never heard of it.
      const creator = await ApiWallet.create(cluster.url, 5);
      const started = await creator.call('POST', '/api/launch-plans/runs', {
        plan: { version: 1, name: 'First', steps: [tokenStep('Comet Coin', 'CMT')] },
        rehearsal: true,
      });
      expect(started.status, JSON.stringify(started.json)).toBe(201);
      const view: RunView = await runToEnd(creator, (t) => creator.sign(t), String(started.json.id));
      takenMint = view.steps[0]?.outputs.mint ?? '';
      expect(takenMint).not.toBe('');
    });
    afterAll(async () => {
      await live?.close();
      await cluster?.close();
    });

    it('the embedded chain’s plan check warns at the colliding fields (the plan stays valid)', async () => {
      const checked = await fetch(`${cluster.url}/api/launch-plans/check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: cluster.url },
        body: JSON.stringify(planNamed('comet coin', 'NEW')),
      });
      const check = (await checked.json()) as PlanCheck;
      expect(check.valid).toBe(true);
      expect(check.warnings).toEqual([
        {
          path: ['steps', 0, 'name'],
          message: `Name "comet coin" is already used by ${takenMint} (tokens created with this app)`,
        },
      ]);
    });

    it('reports the collision read from the cluster, the exact cost, and every step rehearsed on a fork', async () => {
      const status = await (await fetch(`${live.url}/api/chain/status`)).json();
      expect(status.cluster).not.toBe('local');
      const funded = await (await ApiWallet.create(cluster.url, 20)).on(live.url);
      const other = await (await ApiWallet.create(cluster.url, 1)).on(live.url);
      const before = {
        txs: await txCount(cluster.rpcUrl),
        lamports: await balance(cluster.rpcUrl, funded.address),
      };
      const pending = funded.call('POST', '/api/launch-plans/dry-run', { plan: planNamed('Fresh', 'CMT') });
      await new Promise((r) => setTimeout(r, 1000));
      const second = await other.call('POST', '/api/launch-plans/dry-run', {
        plan: planNamed('Other', 'OTH'),
      });
      expect(second.status).toBe(409);
      expect(second.json.message).toBe('Another dry run is rehearsing on this server: try again in a minute');
      const answer = await pending;
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      const dry = answer.json as unknown as DryRun;
      expect(dry.collisions.checked).toContain('Token-2022 metadata of every mint on this cluster');
      expect(dry.collisions.found).toEqual([
        {
          step: 'token',
          index: 0,
          field: 'symbol',
          value: 'CMT',
          mint: takenMint,
          source: 'Token-2022 metadata of every mint on this cluster',
        },
      ]);
      expect(dry.checks.map((c) => c.ok)).toEqual([true, false, true]);
      expect(dry.cost.canPay).toBe(true);
      expect(dry.simulation.transactions[0]?.ok).toBe(true);
      expect(dry.later).toEqual([]);
      const rehearsal = dry.rehearsal;
      expect(rehearsal?.timedOut).toBe(false);
      expect(rehearsal?.note).toMatch(/^Rehearsed with a throwaway key given 20 SOL on the fork/);
      expect(rehearsal?.steps.map((s) => [s.step, s.status, s.error])).toEqual([
        ['token', 'confirmed', null],
        ['pool', 'confirmed', null],
        ['burn', 'confirmed', null],
      ]);
      for (const s of rehearsal?.steps ?? []) expect(Number(s.feeLamports)).toBeGreaterThan(0);
      // The fork only read from the cluster: no transaction reached it, the wallet's SOL is untouched.
      expect(await txCount(cluster.rpcUrl)).toBe(before.txs);
      expect(await balance(cluster.rpcUrl, funded.address)).toBe(before.lamports);
    });

    it('names the step a wallet with too little SOL fails at on the fork', async () => {
      const poor = await (await ApiWallet.create(cluster.url, 0.5)).on(live.url);
      const before = await txCount(cluster.rpcUrl);
      const answer = await poor.call('POST', '/api/launch-plans/dry-run', {
        plan: planNamed('Fresh', 'FRS'),
      });
      expect(answer.status, JSON.stringify(answer.json)).toBe(200);
      const dry = answer.json as unknown as DryRun;
      expect(dry.cost.canPay).toBe(false);
      expect(dry.checks[0]).toMatchObject({ ok: false });
      const steps = dry.rehearsal?.steps ?? [];
      expect(steps[0]?.status).toBe('confirmed');
      expect(steps[1]?.step).toBe('pool');
      expect(steps[1]?.status).toBe('failed');
      expect(steps[1]?.error).toBe('Insufficient SOL to pay for this transaction');
      expect(steps[2]?.status).not.toBe('confirmed');
      expect(await txCount(cluster.rpcUrl)).toBe(before);
    });

    it('refuses a plan naming a file (a logo or recipients on the server’s disk) with a 400', async () => {
      const wallet = await (await ApiWallet.create(cluster.url, 1)).on(live.url);
      const plan = planNamed('Filed', 'FIL');
      const answer = await wallet.call('POST', '/api/launch-plans/dry-run', {
        plan: {
          ...plan,
          steps: [{ ...plan.steps[0], logo: { file: '/etc/passwd' } }, ...plan.steps.slice(1)],
        },
      });
      expect(answer.status).toBe(400);
      expect(answer.json.message).toBe(
        'Step token names a file: attach it to the step (the dry run cannot read files next to the plan)',
      );
    });

    it('stops a rehearsal at its time limit, says so, and leaves no temp folder behind', async () => {
      const wallet = await ApiWallet.create(cluster.url, 2);
      const ours = () => readdirSync(tmpdir()).filter((d) => d.startsWith('solx-fork-dry-'));
      const left = ours();
      const rehearsal = await rehearseOnFork(
        cluster.rpcUrl,
        wallet.address,
        launchPlanSchema.parse(planNamed('Slow', 'SLW')),
        500,
      );
      expect(rehearsal.timedOut).toBe(true);
      expect(rehearsal.note).toMatch(
        /^The rehearsal was stopped after 0\.5 s; the steps it finished by then:/,
      );
      expect(rehearsal.steps).toEqual([]);
      expect(ours()).toEqual(left);
    });
  },
);
