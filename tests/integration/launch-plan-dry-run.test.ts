import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runToEnd } from '@shared/launch-plans/runner';
import type { PlanCheck } from '@shared/schemas/launch-plan-check';
import type { DryRun } from '@shared/schemas/launch-plan-cost';
import type { RunView } from '@shared/schemas/launch-plan-runs';
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

describe('a dry run on a real cluster (a second app instance on the first one’s RPC)', () => {
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

  it('reports the collision read from the cluster, the exact cost and the first step simulated', async () => {
    const status = await (await fetch(`${live.url}/api/chain/status`)).json();
    expect(status.cluster).not.toBe('local');
    const funded = await (await ApiWallet.create(cluster.url, 20)).on(live.url);
    const answer = await funded.call('POST', '/api/launch-plans/dry-run', {
      plan: planNamed('Fresh', 'CMT'),
    });
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
    expect(dry.simulation.transactions).toHaveLength(1);
    expect(dry.simulation.transactions[0]?.ok).toBe(true);
    expect(dry.simulation.transactions[0]?.unitsConsumed).toBeGreaterThan(0);
    expect(dry.later.map((l) => l.reason)).toEqual([
      'pool names $steps.token.mint: it cannot be simulated before that exists',
      'burn names $steps.token.mint: it cannot be simulated before that exists',
    ]);
    expect(dry.cliCommand).toBe(
      `npx solx-launch run plan.json --rpc ${cluster.rpcUrl} --keypair <your keypair file>`,
    );
  });

  it('gives a wallet without funds the shortfall, and its simulation fails with the reason', async () => {
    const empty = await (await ApiWallet.create(cluster.url, 0)).on(live.url);
    const answer = await empty.call('POST', '/api/launch-plans/dry-run', { plan: planNamed('Fresh', 'FRS') });
    expect(answer.status, JSON.stringify(answer.json)).toBe(200);
    const dry = answer.json as unknown as DryRun;
    expect(dry.cost.canPay).toBe(false);
    expect(dry.cost.balanceLamports).toBe('0');
    expect(dry.checks[0]).toMatchObject({ ok: false });
    expect(dry.checks[0]?.detail).toMatch(/^The plan needs up to 1\.0\d+ SOL and your wallet holds 0 SOL$/);
    expect(dry.checks[1]).toMatchObject({ ok: true });
    expect(dry.simulation.transactions[0]?.ok).toBe(false);
    expect(dry.simulation.transactions[0]?.error).toBeTruthy();
  });
});
