import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { getAccount, getAssociatedTokenAddressSync, getMint } from '@solana/spl-token';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunRefused, runToEnd, type RunSigner } from '@shared/launch-plans/runner';
import type { RunView } from '@shared/schemas/launch-plan-runs';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const logo = { dataUrl: `data:image/png;base64,${PNG}` };
const recipients = Array.from({ length: 200 }, () => ({
  address: Keypair.generate().publicKey.toBase58(),
  amount: '10',
}));
const BUYS = ['0.05', '0.1', '0.2'];

/** Issue 30's done-means plan, as exported from the page (recipients already a list). */
const plan = {
  version: 1,
  name: 'Six steps',
  steps: [
    {
      id: 'token',
      kind: 'create-token',
      name: 'Rocket',
      symbol: 'RKT',
      decimals: 6,
      supply: '1000000',
      logo,
      revoke: { mint: true, freeze: true },
    },
    {
      id: 'launch',
      kind: 'curve-launch',
      name: 'Comet',
      symbol: 'CMT',
      description: 'A comet on the curve',
      initialBuySol: '0.1',
      logo,
    },
    { id: 'buys', kind: 'curve-buys', mint: '$steps.launch.mint', buys: BUYS.map((sol) => ({ sol })) },
    { id: 'airdrop', kind: 'distribute', token: '$steps.token.mint', recipients },
    {
      id: 'pool',
      kind: 'pool',
      tokenA: '$steps.token.mint',
      tokenB: 'SOL',
      amountA: '500000',
      amountB: '1',
      lp: 'burn',
    },
    { id: 'burn', kind: 'burn', token: '$steps.token.mint', amount: '100000' },
  ],
};

/** What a runner does for buys: fresh keys, each signed in with its own session. */
async function buyersOn(url: string, steps = plan.steps) {
  const wallets = await Promise.all(BUYS.map(() => ApiWallet.create(url, 0)));
  const byAddress = new Map<string, RunSigner>(
    wallets.map((w) => [w.address, { transport: w, sign: (t) => w.sign(t) }]),
  );
  const withWallets = {
    ...plan,
    steps: steps.map((s) => (s.kind === 'curve-buys' ? { ...s, wallets: wallets.map((w) => w.address) } : s)),
  };
  return { wallets, withWallets, signerFor: async (a: string) => byAddress.get(a) };
}

const TOKEN = 10n ** 6n;

/** Every fact of the run, read by a client that shares no code with the app. */
async function checkOnChain(
  connection: Connection,
  baseUrl: string,
  view: RunView,
  owner: string,
  buyers: string[],
) {
  expect(view.status, JSON.stringify(view.steps.map((s) => [s.id, s.status, s.error]))).toBe('completed');
  const out = (id: string) => view.steps.find((s) => s.id === id)?.outputs ?? {};
  const mint = new PublicKey(out('token').mint ?? '');
  const program = (await connection.getAccountInfo(mint))?.owner;
  const token = await getMint(connection, mint, 'confirmed', program);
  expect(token.mintAuthority).toBeNull();
  expect(token.freezeAuthority).toBeNull();
  expect(token.supply).toBe(900_000n * TOKEN);
  const held = async (m: PublicKey, who: string, p = program) =>
    (
      await getAccount(
        connection,
        getAssociatedTokenAddressSync(m, new PublicKey(who), true, p),
        'confirmed',
        p,
      )
    ).amount;
  // 2,000 airdropped, 500,000 in the pool, 100,000 burned.
  expect(await held(mint, owner)).toBe(398_000n * TOKEN);
  for (const r of recipients) expect(await held(mint, r.address)).toBe(10n * TOKEN);

  // The logo went through the image endpoint: the token's on-chain metadata leads to its bytes.
  const curve = view.steps.some((s) => s.id === 'launch');
  for (const id of curve ? ['token', 'launch'] : ['token']) {
    const meta = id === 'token' ? 'tokens' : 'launchpad';
    const doc = (await (await fetch(`${baseUrl}/api/${meta}/metadata/${out(id).mint}.json`)).json()) as {
      image?: string;
    };
    const res = await fetch(doc.image ?? `${baseUrl}/no-image`);
    expect(res.status, `${id} logo`).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);
  }

  if (curve) {
    const launched = new PublicKey(out('launch').mint ?? '');
    const launchProgram = (await connection.getAccountInfo(launched))?.owner;
    for (const buyer of buyers) expect(await held(launched, buyer, launchProgram)).toBeGreaterThan(0n);
    expect(buyers).toHaveLength(BUYS.length);
  }

  // The LP tokens the wallet received are gone: only the pool's locked minimum is left in supply.
  const lpMint = new PublicKey(out('pool').lpMint ?? '');
  expect(out('pool').pool).toBe(lpMint.toBase58());
  const lpProgram = (await connection.getAccountInfo(lpMint))?.owner;
  expect(await held(lpMint, owner, lpProgram)).toBe(0n);
  expect((await getMint(connection, lpMint, 'confirmed', lpProgram)).supply).toBeLessThanOrEqual(1000n);
}

describe('issue 30 done: a six-step plan rehearsed, then run live on a cluster', { timeout: 600_000 }, () => {
  let cluster: Server;
  let live: Server | undefined;

  beforeAll(async () => {
    cluster = await startTestServer();
  });
  afterAll(async () => {
    await live?.close();
    await cluster.close();
  });

  it('rehearses every step on the embedded chain, each checked on chain', async () => {
    const owner = await ApiWallet.create(cluster.url, 20);
    const { wallets, withWallets, signerFor } = await buyersOn(cluster.url);
    const started = await owner.call('POST', '/api/launch-plans/runs', {
      plan: withWallets,
      rehearsal: true,
    });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const view = await runToEnd(owner, (t) => owner.sign(t), String(started.json.id), { signerFor });
    const connection = new Connection(cluster.rpcUrl, 'confirmed');
    await checkOnChain(
      connection,
      cluster.url,
      view,
      owner.address,
      wallets.map((w) => w.address),
    );
  });

  it('runs the same plan live through a second instance pointed at the first one’s RPC', async () => {
    live = await startTestServer({
      env: { SOLANA_RPC_URL: cluster.rpcUrl, LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' },
    });
    const funded = await ApiWallet.create(cluster.url, 20);
    const owner = await funded.on(live.url);
    const { wallets, withWallets, signerFor } = await buyersOn(live.url, plan.steps);
    const started = await owner.call('POST', '/api/launch-plans/runs', {
      plan: withWallets,
      rehearsal: false,
    });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const view = await runToEnd(owner, (t) => owner.sign(t), String(started.json.id), {
      signerFor,
    }).catch((e: unknown) => {
      throw new Error(`${e instanceof RunRefused ? e.step?.id : '?'}: ${String(e)}`);
    });
    const connection = new Connection(cluster.rpcUrl, 'confirmed');
    await checkOnChain(
      connection,
      live.url,
      view,
      owner.address,
      wallets.map((w) => w.address),
    );
  });
});
