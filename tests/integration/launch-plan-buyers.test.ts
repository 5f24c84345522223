import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runToEnd } from '@shared/launch-plans/runner';
import type { RunView } from '@shared/schemas/launch-plan-runs';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const launch = {
  id: 'launch',
  kind: 'curve-launch',
  name: 'Comet',
  symbol: 'CMT',
  description: 'A comet on the curve',
  initialBuySol: '0.1',
};
const buys = (wallets?: string[]) => ({
  id: 'buys',
  kind: 'curve-buys',
  mint: '$steps.launch.mint',
  buys: [{ sol: '0.05' }, { sol: '0.05' }],
  ...(wallets ? { wallets } : {}),
});
const planWith = (...steps: unknown[]) => ({ version: 1, name: 'Buyers', steps });

describe('buys by other wallets: only the declared buyer, at its turn, attaches its own buy', () => {
  let server: Server;
  let owner: ApiWallet;
  let buyerA: ApiWallet;
  let buyerB: ApiWallet;
  let stranger: ApiWallet;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await ApiWallet.create(server.url, 5);
    buyerA = await ApiWallet.create(server.url, 0);
    buyerB = await ApiWallet.create(server.url, 0);
    stranger = await ApiWallet.create(server.url, 2);
  });
  afterAll(async () => server.close());

  const start = (plan: unknown) => owner.call('POST', '/api/launch-plans/runs', { plan, rehearsal: true });

  it('refuses a run without its buyer wallets, with the running wallet as a buyer, or with files unread', async () => {
    expect((await start(planWith(launch, buys()))).json.message).toMatch(/buys from new wallets/);
    const self = await start(planWith(launch, buys([owner.address, buyerA.address])));
    expect(self.status).toBe(400);
    expect(self.json.message).toMatch(/not the one running the plan/);
    const twice = await start(planWith(launch, buys([buyerA.address, buyerA.address])));
    expect(twice.status).toBe(400);
    const file = await start(
      planWith({ id: 'd', kind: 'distribute', token: 'SOL', recipients: { file: 'holders.csv' } }),
    );
    expect(file.status).toBe(400);
    expect(file.json.message).toMatch(/names a file: attach it/);
  });

  it('asks before each operation the running wallet plans: a refusal stops with nothing planned or attached', async () => {
    const started = await start(planWith(launch));
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const id = String(started.json.id);
    const asked: string[] = [];
    const refused = await runToEnd(owner, (t) => owner.sign(t), id, {
      approve: async (step, next) => {
        asked.push(`${step.id}:${next.kind}`);
        return false;
      },
    });
    expect(asked).toEqual(['launch:launchpad_launch']);
    expect(refused.status).toBe('running');
    expect(refused.steps[0]).toMatchObject({ status: 'pending', operations: [] });
    const approved = await runToEnd(owner, (t) => owner.sign(t), id, { approve: async () => true });
    expect(approved.status).toBe('completed');
    expect(approved.steps[0]?.operations.map((o) => o.status)).toEqual(['confirmed']);
  });

  it('takes each buy from its buyer only; the owner, a stranger and the other buyer are refused', async () => {
    const started = await start(planWith(launch, buys([buyerA.address, buyerB.address])));
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const id = String(started.json.id);
    const signers = new Map([buyerA, buyerB].map((w) => [w.address, w]));
    // The launch and the funding batch are the owner's; stop when the first buy is next.
    const ac = new AbortController();
    const view = await runToEnd(owner, (t) => owner.sign(t), id, {
      signal: ac.signal,
      signerFor: async () => {
        ac.abort();
        return undefined;
      },
    }).catch(
      async () => (await owner.call('GET', `/api/launch-plans/runs/${id}`)).json as unknown as RunView,
    );
    expect(view.next).toMatchObject({
      kind: 'launchpad_trade',
      signer: buyerA.address,
      matches: { side: 'buy' },
    });
    const attach = (w: ApiWallet, operationId: string) =>
      w.call('POST', `/api/launch-plans/runs/${id}/steps/1/operations`, { operationId });

    // The stranger plans a buy of its own and tries to slip it in: the run does not exist for it.
    const body = view.next?.body;
    const strangers = await stranger.call('POST', '/api/dex/pump-fun', body);
    expect(strangers.status).toBe(200);
    expect((await attach(stranger, String(strangers.json.operationId))).status).toBe(404);
    // The owner cannot attach its own buy where a buyer's is due, nor the buyer's.
    const owners = await owner.call('POST', '/api/dex/pump-fun', body);
    expect((await attach(owner, String(owners.json.operationId))).status).toBe(400);
    const a = await buyerA.call('POST', '/api/dex/pump-fun', body);
    expect(a.status, JSON.stringify(a.json)).toBe(200);
    expect((await attach(owner, String(a.json.operationId))).status).toBe(400);
    // Buyer B's turn has not come.
    const b = await buyerB.call('POST', '/api/dex/pump-fun', body);
    expect((await attach(buyerB, String(b.json.operationId))).status).toBe(404);

    const end = await runToEnd(owner, (t) => owner.sign(t), id, {
      signerFor: async (address) => {
        const w = signers.get(address);
        return w && { transport: w, sign: (t: string[]) => w.sign(t) };
      },
    });
    expect(end.status, JSON.stringify(end.steps.map((s) => [s.id, s.error]))).toBe('completed');
    const ops = end.steps[1]?.operations ?? [];
    expect(ops.map((o) => o.kind)).toEqual(['multisend', 'launchpad_trade', 'launchpad_trade']);
    const mint = end.steps[0]?.outputs.mint ?? '';
    expect(await buyerA.tokenBalance(mint)).toBeGreaterThan(0n);
    expect(await buyerB.tokenBalance(mint)).toBeGreaterThan(0n);
    expect(end.buyers).toEqual([
      { step: 'buys', wallets: [buyerA.address, buyerB.address], sol: ['0.05', '0.05'] },
    ]);
  });
});
