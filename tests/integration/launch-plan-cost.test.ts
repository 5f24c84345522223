import { Connection, Keypair, PublicKey } from '@solana/web3.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runToEnd, type RunSigner } from '@shared/launch-plans/runner';
import type { PlanCost } from '@shared/schemas/launch-plan-cost';
import type { RunView } from '@shared/schemas/launch-plan-runs';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const BUYS = ['0.05', '0.1'];
const plan = {
  version: 1,
  name: 'Priced launch',
  steps: [
    {
      id: 'token',
      kind: 'create-token',
      name: 'Rocket',
      symbol: 'RKT',
      decimals: 6,
      supply: '1000000',
      revoke: { mint: true, freeze: false },
    },
    {
      id: 'launch',
      kind: 'curve-launch',
      name: 'Comet',
      symbol: 'CMT',
      description: 'A comet on the curve',
      initialBuySol: '0.1',
    },
    { id: 'buys', kind: 'curve-buys', mint: '$steps.launch.mint', buys: BUYS.map((sol) => ({ sol })) },
    {
      id: 'airdrop',
      kind: 'distribute',
      token: '$steps.token.mint',
      recipients: Array.from({ length: 25 }, () => ({
        address: Keypair.generate().publicKey.toBase58(),
        amount: '10',
      })),
    },
    {
      id: 'tips',
      kind: 'distribute',
      token: 'SOL',
      recipients: Array.from({ length: 3 }, () => ({
        address: Keypair.generate().publicKey.toBase58(),
        amount: '0.01',
      })),
    },
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

/** SOL the wallet's own transactions took from it, read from the chain with web3.js (no app code). */
async function spentBy(connection: Connection, owner: string, signatures: string[]): Promise<bigint> {
  let spent = 0n;
  for (const signature of signatures) {
    const tx = await connection.getTransaction(signature, {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
    });
    if (!tx?.meta) throw new Error(`${signature} not found`);
    const keys = tx.transaction.message.getAccountKeys().staticAccountKeys.map((k) => k.toBase58());
    const at = keys.indexOf(owner);
    if (at < 0) continue;
    spent += BigInt(tx.meta.preBalances[at] ?? 0) - BigInt(tx.meta.postBalances[at] ?? 0);
  }
  return spent;
}

describe("a plan's exact cost, checked against what its rehearsal spent on chain", () => {
  let server: Server;
  let connection: Connection;

  beforeAll(async () => {
    server = await startTestServer();
    connection = new Connection(server.rpcUrl, 'confirmed');
  });
  afterAll(async () => server.close());

  it('prices every step before the run, and each step then spends within its figure (to the lamport where exact)', async () => {
    const owner = await ApiWallet.create(server.url, 20);
    const buyers = await Promise.all(BUYS.map(() => ApiWallet.create(server.url, 0)));
    const byAddress = new Map<string, RunSigner>(
      buyers.map((w) => [w.address, { transport: w, sign: (t) => w.sign(t) }]),
    );
    const withWallets = {
      ...plan,
      steps: plan.steps.map((s) =>
        s.kind === 'curve-buys' ? { ...s, wallets: buyers.map((w) => w.address) } : s,
      ),
    };
    const priced = await owner.call('POST', '/api/launch-plans/cost', { plan: withWallets });
    expect(priced.status, JSON.stringify(priced.json)).toBe(200);
    const cost = priced.json as unknown as PlanCost;
    expect(cost.canPay).toBe(true);
    expect(cost.steps.map((s) => s.id)).toEqual(plan.steps.map((s) => s.id));
    const before = BigInt(await connection.getBalance(new PublicKey(owner.address)));
    expect(BigInt(cost.balanceLamports)).toBe(before);

    const started = await owner.call('POST', '/api/launch-plans/runs', {
      plan: withWallets,
      rehearsal: true,
    });
    expect(started.status, JSON.stringify(started.json)).toBe(201);
    const view: RunView = await runToEnd(owner, (t) => owner.sign(t), String(started.json.id), {
      signerFor: async (a) => byAddress.get(a),
    });
    expect(view.status).toBe('completed');
    const after = BigInt(await connection.getBalance(new PublicKey(owner.address)));

    let total = 0n;
    for (const [i, step] of view.steps.entries()) {
      const figure = cost.steps[i];
      if (!figure) throw new Error(`no cost for ${step.id}`);
      const spent = await spentBy(
        connection,
        owner.address,
        step.operations.flatMap((o) => o.signatures),
      );
      total += spent;
      const [min, max] = [BigInt(figure.min), BigInt(figure.max)];
      expect(spent, `${step.id}: ${spent} not in [${min}, ${max}]`).toBeGreaterThanOrEqual(min);
      expect(spent, `${step.id}: ${spent} not in [${min}, ${max}]`).toBeLessThanOrEqual(max);
      // Exact steps (the network fee by signature count, rent and amounts known) match to the lamport.
      if (min === max) expect(spent, step.id).toBe(min);
      // A mint step's range is 12 bytes of metadata rent (URI naming a 32- to 44-character mint): with the
      // mint known, the figure is exact.
      const mint = step.outputs.mint;
      if (mint) expect(max - spent, step.id).toBe(((max - min) / 12n) * BigInt(44 - mint.length));
    }
    // Bounded, and why: the mint steps' metadata URI names the new mint (32-44 base58 characters, rent
    // per byte), and a distribution's priority fee comes from its transactions' simulated units.
    expect(cost.steps.filter((s) => s.min !== s.max).map((s) => s.id)).toEqual([
      'token',
      'launch',
      'buys',
      'airdrop',
      'tips',
    ]);
    expect(before - after).toBe(total);
    expect(total).toBeGreaterThanOrEqual(BigInt(cost.minLamports));
    expect(total).toBeLessThanOrEqual(BigInt(cost.maxLamports));
  });

  it('names the shortfall when the wallet cannot pay, for SOL and for SOLX', async () => {
    const poor = await ApiWallet.create(server.url, 0.001);
    const stakes = {
      version: 1,
      name: 'Too big',
      steps: [
        { id: 'token', kind: 'create-token', name: 'Rocket', symbol: 'RKT', supply: '1000' },
        { id: 'stake', kind: 'stake', tier: 'bronze', amount: '5000' },
      ],
    };
    const priced = await poor.call('POST', '/api/launch-plans/cost', { plan: stakes });
    expect(priced.status, JSON.stringify(priced.json)).toBe(200);
    const cost = priced.json as unknown as PlanCost;
    expect(cost.canPay).toBe(false);
    expect(cost.balanceLamports).toBe('1000000');
    expect(cost.shortfalls[0]).toMatch(/^The plan needs up to 0\.0\d+ SOL and your wallet holds 0\.001 SOL$/);
    expect(cost.shortfalls[1]).toBe('The plan needs up to 5000 SOLX and your wallet holds 0 SOLX');
    expect(cost.steps[1]?.tokens).toEqual([{ token: 'SOLX', amount: '5000' }]);
    // The same check refuses to start the run: nothing is sent for a plan the wallet cannot pay.
    const refused = await poor.call('POST', '/api/launch-plans/runs', {
      plan: { ...stakes, steps: [stakes.steps[0]] },
      rehearsal: true,
    });
    expect(refused.status).toBe(400);
    expect(String(refused.json.message)).toMatch(
      /^The plan needs up to 0\.0\d+ SOL and your wallet holds 0\.001 SOL$/,
    );
  });

  it('leaves a CLMM position out of the total and says why, instead of inventing its deposit', async () => {
    const wallet = await ApiWallet.create(server.url, 5);
    const withPosition = {
      version: 1,
      name: 'Position',
      steps: [
        plan.steps[0],
        { ...plan.steps[5], lp: 'keep' },
        {
          id: 'range',
          kind: 'clmm-position',
          pool: '$steps.pool.pool',
          minPrice: '0.1',
          maxPrice: '1',
          amountA: '10',
        },
      ],
    };
    const priced = await wallet.call('POST', '/api/launch-plans/cost', { plan: withPosition });
    expect(priced.status, JSON.stringify(priced.json)).toBe(200);
    const cost = priced.json as unknown as PlanCost;
    expect(cost.steps[2]).toMatchObject({ id: 'range', parts: [], min: '0', max: '0' });
    expect(cost.steps[2]?.notes[0]).toMatch(
      /^Depends on the pool's price .* at run time, so it is not counted here$/,
    );
    const counted = cost.steps.slice(0, 2).reduce((s, x) => s + BigInt(x.max), 0n);
    expect(BigInt(cost.maxLamports)).toBe(counted);
  });

  it('refuses a plan that is not sound with its issues (400), and anyone not signed in (401)', async () => {
    const wallet = await ApiWallet.create(server.url, 0);
    const bad = await wallet.call('POST', '/api/launch-plans/cost', {
      plan: { version: 1, name: 'x', steps: [] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.json)).toContain('A plan needs at least one step');
    const anonymous = await fetch(`${server.url}/api/launch-plans/cost`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ plan }),
    });
    expect(anonymous.status).toBe(401);
  });
});
