import { generateKeyPairSigner } from '@solana/kit';
import { signInWithKey } from '@shared/launch-plans/key-signer';
import { authMessages } from '@shared/schemas/auth';
import { Connection, PublicKey } from '@solana/web3.js';
import { getAccount, getAssociatedTokenAddressSync, getMint } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunView } from '@shared/schemas/launch-plan-runs';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer, tempDataDir } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const plan = {
  version: 1,
  name: 'Rocket rehearsal',
  steps: [
    {
      id: 'token',
      kind: 'create-token',
      name: 'Rocket',
      symbol: 'RKT',
      decimals: 6,
      supply: '1000000',
      revoke: { mint: true, freeze: true },
    },
    { id: 'pool', kind: 'pool', tokenA: '$steps.token.mint', tokenB: 'SOL', amountA: '500000', amountB: '1' },
    { id: 'burn', kind: 'burn', token: '$steps.token.mint', amount: '100000' },
  ],
};

/** What the web page and the CLI do for a step: plan it through `next`, attach, sign, submit, wait. */
async function runStep(wallet: ApiWallet, view: RunView): Promise<RunView> {
  const next = view.next;
  if (!next || view.current === null) throw new Error('nothing to run');
  const planned = await wallet.call(next.method, next.path, next.body);
  expect(planned.status, JSON.stringify(planned.json)).toBe(200);
  const operationId = String(planned.json.operationId);
  const attached = await wallet.call(
    'POST',
    `/api/launch-plans/runs/${view.id}/steps/${view.current}/operations`,
    {
      operationId,
    },
  );
  expect(attached.status, JSON.stringify(attached.json)).toBe(200);
  expect((attached.json as unknown as RunView).steps[view.current]?.status).toBe('in_flight');
  const signed = await wallet.sign(planned.json.transactions as string[]);
  await wallet.call('POST', `/api/operations/${operationId}/submit`, { transactions: signed });
  return waitForStep(wallet, view.id, view.current);
}

async function waitForStep(wallet: ApiWallet, runId: string, index: number): Promise<RunView> {
  for (let i = 0; i < 200; i++) {
    const { json } = await wallet.call('GET', `/api/launch-plans/runs/${runId}`);
    const view = json as unknown as RunView;
    if (view.steps[index]?.status !== 'in_flight') return view;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('step stayed in flight');
}

describe('a launch plan rehearsed step by step on the embedded chain', () => {
  let server: Server;
  let alice: ApiWallet;
  let connection: Connection;
  const dataDir = tempDataDir();
  let firstMint = '';

  beforeAll(async () => {
    server = await startTestServer({ dataDir });
    alice = await ApiWallet.create(server.url, 20);
    connection = new Connection(server.rpcUrl, 'confirmed');
  });
  afterAll(async () => server.close());

  it('runs every step in order, each result read back from the chain, and resumes after a restart', async () => {
    const started = await alice.call('POST', '/api/launch-plans/runs', { plan, rehearsal: true });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    let view = started.json as unknown as RunView;
    expect(view).toMatchObject({ status: 'running', current: 0, rehearsal: true });
    expect(view.next).toMatchObject({ method: 'POST', path: '/api/tokens/create', kind: 'token_create' });

    view = await runStep(alice, view);
    const mint = view.steps[0]?.outputs.mint ?? '';
    firstMint = mint;
    expect(view.steps[0]).toMatchObject({ status: 'confirmed' });
    expect(view.steps[0]?.operations[0]?.signatures).toHaveLength(1);
    // The next step names the token the first one made.
    expect(view.next).toMatchObject({ kind: 'liquidity', body: { tokenA: mint, poolType: 'create' } });

    // Another wallet sees no run of alice's.
    const bob = await ApiWallet.create(server.url, 1);
    expect((await bob.call('GET', `/api/launch-plans/runs/${view.id}`)).status).toBe(404);

    // The server restarts between two steps: the run is where it was.
    await server.close();
    server = await startTestServer({ dataDir, port: server.port });
    await alice.signIn();
    await bob.signIn();
    view = (await alice.call('GET', `/api/launch-plans/runs/${view.id}`)).json as unknown as RunView;
    expect(view).toMatchObject({ current: 1, status: 'running' });

    view = await runStep(alice, view);
    expect(view.steps[1]?.status).toBe('confirmed');
    view = await runStep(alice, view);
    expect(view).toMatchObject({ status: 'completed', current: null, next: null });

    // The report, as markdown and as PDF, for this wallet only.
    const md = await fetch(`${server.url}/api/launch-plans/runs/${view.id}/report.md`, {
      headers: { cookie: alice.cookie },
    });
    expect(md.headers.get('content-type')).toMatch(/text\/markdown/);
    const text = await md.text();
    expect(text).toContain(`| 1 | token | create-token | confirmed | mint: ${mint}`);
    expect(text).toContain('Supply now: 900000');
    const pdf = await fetch(`${server.url}/api/launch-plans/runs/${view.id}/report.pdf`, {
      headers: { cookie: alice.cookie },
    });
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    const stranger = await fetch(`${server.url}/api/launch-plans/runs/${view.id}/report.pdf`, {
      headers: { cookie: bob.cookie },
    });
    expect(stranger.status).toBe(404);

    // Independent client: authorities revoked, supply after the burn, the pool's deposit left the wallet.
    const mintKey = new PublicKey(mint);
    const program = (await connection.getAccountInfo(mintKey))?.owner;
    expect(program).toBeDefined();
    const onChain = await getMint(connection, mintKey, 'confirmed', program);
    expect(onChain.mintAuthority).toBeNull();
    expect(onChain.freezeAuthority).toBeNull();
    expect(onChain.supply).toBe(900_000n * 10n ** 6n);
    const ata = getAssociatedTokenAddressSync(mintKey, new PublicKey(alice.address), false, program);
    expect((await getAccount(connection, ata, 'confirmed', program)).amount).toBe(400_000n * 10n ** 6n);
  });

  it("refuses an operation that is not the step's, a step that is not current, and a rehearsal of a bad plan", async () => {
    const { json } = await alice.call('POST', '/api/launch-plans/runs', { plan, rehearsal: true });
    const view = json as unknown as RunView;
    // A burn operation (of the token the first run made) is no token creation.
    const burn = await alice.call('POST', '/api/tokens/burn', {
      tokenAddress: firstMint,
      amount: '1',
      confirmBurn: true,
    });
    expect(burn.status, JSON.stringify(burn.json)).toBe(200);
    const wrong = await alice.call('POST', `/api/launch-plans/runs/${view.id}/steps/0/operations`, {
      operationId: burn.json.operationId,
    });
    expect(wrong.status).toBe(400);
    expect(String(wrong.json.message)).toBe('A token_burn operation does not belong to a create-token step');
    const notCurrent = await alice.call('POST', `/api/launch-plans/runs/${view.id}/steps/2/skip`);
    expect(notCurrent.status).toBe(400);
    const skipped = await alice.call('POST', `/api/launch-plans/runs/${view.id}/steps/0/skip`);
    expect(skipped.status).toBe(200);
    // The pool names the skipped token: it fails with the reason instead of running.
    expect(skipped.json).toMatchObject({
      status: 'failed',
      current: 1,
      steps: [
        { status: 'skipped' },
        { status: 'failed', error: expect.stringMatching(/skipped/) },
        { status: 'pending' },
      ],
    });
    const bad = await alice.call('POST', '/api/launch-plans/runs', {
      plan: { ...plan, steps: [{ ...plan.steps[2], token: '$steps.nope.mint' }] },
      rehearsal: true,
    });
    expect(bad.status).toBe(400);
    expect(String(bad.json.message)).toMatch(/no step "nope"/);
    const live = await alice.call('POST', '/api/launch-plans/runs', { plan, rehearsal: false });
    expect(live.status).toBe(400);
  });
});

describe("the same plan run live on a real cluster (a second instance pointed at the first one's RPC)", () => {
  let cluster: Server;
  let app: Server;
  beforeAll(async () => {
    cluster = await startTestServer();
    app = await startTestServer({ env: { SOLANA_RPC_URL: cluster.rpcUrl } });
  });
  afterAll(async () => {
    await app.close();
    await cluster.close();
  });

  it('gives no bearer session on a real cluster: buyers of a live run are the CLI’s, signed in by cookie', async () => {
    const key = await generateKeyPairSigner();
    const raw = {
      call: async (method: string, path: string, body?: unknown) => {
        const res = await fetch(`${app.url}${path}`, {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: res.status, json: (await res.json()) as unknown };
      },
    };
    await expect(signInWithKey(raw, key, { bearer: true })).rejects.toThrow(authMessages.bearerEmbeddedOnly);
    await expect(signInWithKey(raw, key)).resolves.toBeUndefined();
  });

  it('runs every step through the real-cluster code path and the cluster holds the same facts', async () => {
    const funded = await ApiWallet.create(cluster.url, 20);
    const wallet = await funded.on(app.url);
    expect((await wallet.call('POST', '/api/launch-plans/runs', { plan, rehearsal: true })).status).toBe(400);
    let view = (await wallet.call('POST', '/api/launch-plans/runs', { plan, rehearsal: false }))
      .json as unknown as RunView;
    expect(view).toMatchObject({ rehearsal: false, current: 0 });
    while (view.next) view = await runStep(wallet, view);
    expect(view.status, JSON.stringify(view.steps.map((s) => s.error))).toBe('completed');
    const mint = new PublicKey(view.steps[0]?.outputs.mint ?? '');
    const connection = new Connection(cluster.rpcUrl, 'confirmed');
    const program = (await connection.getAccountInfo(mint))?.owner;
    const onChain = await getMint(connection, mint, 'confirmed', program);
    expect(onChain.mintAuthority).toBeNull();
    expect(onChain.supply).toBe(900_000n * 10n ** 6n);
  });
});
