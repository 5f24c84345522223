import type { Base64EncodedWireTransaction } from '@solana/kit';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solxFaucetGrants, solxToken } from '@server/db/schema';
import { ata, createAta, transferChecked } from '@server/exchange/instructions';
import { sendAsPlatform } from '@server/chain/platform-send';
import { SOLX_ALLOCATIONS, allocationUnits, solxMessages, type SolxOverview } from '@shared/schemas/solx';
import { stakingMessages, type StakingPoolView, type UserStake } from '@shared/schemas/staking';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
/** 50 ms lock days: a 30-day bronze lock ends in 1.5 s, so a whole lock runs inside the test. */
const DAY_MS = 50;
const YEAR_MS = 365 * DAY_MS;
const SOLX = 10n ** 9n;

async function tokenAmount(w: ApiWallet, account: string): Promise<bigint> {
  const res = await w.rpc<{ value: { amount: string } }>('getTokenAccountBalance', [account]);
  return BigInt(res.value.amount);
}

async function stakeOf(w: ApiWallet, id: string): Promise<UserStake> {
  const stakes = (await w.call('GET', '/api/phase7/staking/user-stakes')).json.stakes as UserStake[];
  const found = stakes.find((s) => s.id === id);
  if (!found) throw new Error(`stake ${id} not listed`);
  return found;
}

describe('SOLX on the embedded chain and staking it', () => {
  let server: Server;
  let alice: ApiWallet;
  let overview: SolxOverview;

  beforeAll(async () => {
    server = await startTestServer({ env: { STAKING_DAY_SECONDS: String(DAY_MS / 1000) } });
    alice = await ApiWallet.create(server.url, 5);
    overview = (await alice.call('GET', '/api/solx/overview')).json as unknown as SolxOverview;
  }, 90_000);
  afterAll(() => server.close());

  it('creates the fixed supply and eight allocation vaults whose balances the chain confirms', async () => {
    const supply = await alice.rpc<{ value: { amount: string; decimals: number } }>('getTokenSupply', [
      overview.mint,
    ]);
    expect(supply.value).toMatchObject({ amount: (1_000_000_000n * SOLX).toString(), decimals: 9 });
    expect(overview.allocations.map((a) => a.id)).toEqual(SOLX_ALLOCATIONS.map((a) => a.id));
    for (const a of overview.allocations) {
      const def = SOLX_ALLOCATIONS.find((d) => d.id === a.id);
      expect(await tokenAmount(alice, a.vault)).toBe(allocationUnits(def?.percent ?? -1));
    }
    expect(overview.allocations.find((a) => a.id === 'public')?.unlocked).toBe('100000000');
    expect(overview.allocations.find((a) => a.id === 'team')?.unlocked).toBe('0');
    expect(overview.holders).toBe(0);
    expect(overview.priceUsd).toBeCloseTo(0.05, 3);
    expect(overview.marketCapUsd).toBeCloseTo(50_000_000, -6);
  });

  it('lists SOLX as tradable through the SOL/SOLX pool', async () => {
    const pools = (await alice.call('GET', '/api/dex/pools')).json.pools as { id: string; label: string }[];
    expect(pools.find((p) => p.id === overview.poolId)?.label).toBe('SOL/SOLX');
  });

  it('gives a new wallet faucet SOLX once, and it becomes a holder', async () => {
    const [first, second] = await Promise.all([
      alice.call('POST', '/api/solx/faucet'),
      alice.call('POST', '/api/solx/faucet'),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    expect(await alice.tokenBalance(overview.mint)).toBe(10_000n * SOLX);
    expect((await alice.call('GET', '/api/solx/overview')).json.holders).toBe(1);
  });

  it('keeps a faucet grant whose transfer was sent but not seen until the chain settles it: paid once', async () => {
    const carol = await ApiWallet.create(server.url, 1);
    const { chain } = server.ctx;
    const rpc = chain.rpc;
    // The first transfer the server sends is held back and its answer lost, as on a stalled network.
    let held: string | null = null;
    chain.rpc = new Proxy(rpc, {
      get(target, method, receiver) {
        if (method !== 'sendTransaction' || held) return Reflect.get(target, method, receiver);
        return (wire: string) => ({
          send: async () => {
            held = wire;
            throw new Error('socket hang up');
          },
        });
      },
    });
    try {
      const first = carol.call('POST', '/api/solx/faucet');
      await waitUntil(async () => held !== null);
      const second = await carol.call('POST', '/api/solx/faucet');
      expect(second.status).toBe(409);
      expect(second.json.message).toBe(solxMessages.faucetPending);
      expect(await carol.tokenBalance(overview.mint)).toBe(0n);
      // The held transfer reaches the chain late; the first request sees it land.
      await rpc
        .sendTransaction(held as unknown as Base64EncodedWireTransaction, { encoding: 'base64' })
        .send();
      expect((await first).status).toBe(200);
      const third = await carol.call('POST', '/api/solx/faucet');
      expect(third.status).toBe(409);
      expect(third.json.message).toBe(solxMessages.faucetAlreadyUsed);
    } finally {
      chain.rpc = rpc;
    }
    const [grant] = await server.ctx.database.db
      .select()
      .from(solxFaucetGrants)
      .where(eq(solxFaucetGrants.wallet, carol.address));
    expect(grant?.status).toBe('granted');
    expect(await carol.tokenBalance(overview.mint)).toBe(10_000n * SOLX);
  });

  it('records the signed-in wallet on the whitelist', async () => {
    expect((await alice.call('GET', '/api/solx/whitelist')).json.joined).toBe(false);
    const joined = await alice.call('POST', '/api/solx/whitelist');
    expect(joined.json).toMatchObject({ joined: true, members: 1 });
  });

  it('stakes: the staking vault grows by exactly the amount and rewards accrue per second', async () => {
    const vault = async () => {
      const pools = (await alice.call('GET', '/api/phase7/staking/pools')).json.pools as StakingPoolView[];
      return pools.find((p) => p.id === 'bronze')?.totalStaked;
    };
    expect(await vault()).toBe('0');
    expect(await tokenAmount(alice, overview.stakingVault)).toBe(0n);
    const before = await alice.tokenBalance(overview.mint);
    const { plan, op } = await alice.runOperation('/api/phase7/staking/stake', {
      poolId: 'bronze',
      amount: '1000',
      duration: 30,
    });
    expect(plan.status).toBe(200);
    expect(op?.json.status).toBe('confirmed');
    expect(await alice.tokenBalance(overview.mint)).toBe(before - 1000n * SOLX);
    expect(await vault()).toBe('1000');
    expect(await tokenAmount(alice, overview.stakingVault)).toBe(1000n * SOLX);
    const stakeId = String((plan.json.summary as { stakeId: string }).stakeId);
    const stake = await stakeOf(alice, stakeId);
    const elapsed = Math.min(Date.parse(stake.asOf) - Date.parse(stake.stakedAt), 30 * DAY_MS);
    const expected = (1000n * SOLX * 500n * BigInt(elapsed)) / (10_000n * BigInt(YEAR_MS));
    expect(BigInt(Math.round(Number(stake.pendingRewards) * 1e9))).toBe(expected);
    expect(stake).toMatchObject({ poolName: 'Bronze Pool', apr: 5, status: 'active', amount: '1000' });
  });

  it('claims twice in parallel: the platform co-signs one, the other is refused and nothing is paid twice', async () => {
    const { plan } = await alice.runOperation('/api/phase7/staking/stake', {
      poolId: 'bronze',
      amount: '2000',
      duration: 30,
    });
    const stakeId = String((plan.json.summary as { stakeId: string }).stakeId);
    await waitUntil(async () => Number((await stakeOf(alice, stakeId)).pendingRewards) >= 0.01);
    const plans = await Promise.all([
      alice.call('POST', '/api/phase7/staking/claim', { stakeId }),
      alice.call('POST', '/api/phase7/staking/claim', { stakeId }),
    ]);
    expect(plans.map((p) => p.status)).toEqual([200, 200]);
    const before = await alice.tokenBalance(overview.mint);
    const submitted = await Promise.all(
      plans.map(async (p) =>
        alice.call('POST', `/api/operations/${String(p.json.operationId)}/submit`, {
          transactions: await alice.sign(p.json.transactions as string[]),
        }),
      ),
    );
    const winner = submitted.findIndex((s) => s.status === 200);
    expect(submitted.filter((s) => s.status === 200)).toHaveLength(1);
    expect(submitted[1 - winner]?.status).toBe(409);
    expect(submitted[1 - winner]?.json.message).toBe(stakingMessages.alreadyPaid);
    const paid = plans[winner]?.json.summary as { reward: string };
    expect(await alice.tokenBalance(overview.mint)).toBe(before + BigInt(paid.reward));
  });

  it('refuses to unstake before the lock ends and returns the principal after it', async () => {
    const { plan } = await alice.runOperation('/api/phase7/staking/stake', {
      poolId: 'bronze',
      amount: '500',
      duration: 30,
    });
    const stakeId = String((plan.json.summary as { stakeId: string }).stakeId);
    const early = await alice.call('POST', '/api/phase7/staking/unstake', { stakeId });
    expect(early.status).toBe(400);
    expect(early.json.message).toBe(stakingMessages.lockNotEnded);
    await waitUntil(async () => (await stakeOf(alice, stakeId)).secondsRemaining === 0);
    const before = await alice.tokenBalance(overview.mint);
    const { plan: unstake, op } = await alice.runOperation('/api/phase7/staking/unstake', { stakeId });
    expect(op?.json.status).toBe('confirmed');
    const reward = BigInt((unstake.json.summary as { reward: string }).reward);
    // The whole lock's rewards: 500 × 5 % × 30 / 365.
    expect(reward).toBe((500n * SOLX * 500n * BigInt(30 * DAY_MS)) / (10_000n * BigInt(YEAR_MS)));
    expect(await alice.tokenBalance(overview.mint)).toBe(before + 500n * SOLX + reward);
    expect((await stakeOf(alice, stakeId)).status).toBe('completed');
    const again = await alice.call('POST', '/api/phase7/staking/unstake', { stakeId });
    expect(again.status).toBe(400);
  });

  it('answers another wallet’s stake and hostile input with a clear 4xx', async () => {
    const bob = await ApiWallet.create(server.url, 1);
    const stakes = (await alice.call('GET', '/api/phase7/staking/user-stakes')).json.stakes as UserStake[];
    const theirs = await bob.call('POST', '/api/phase7/staking/claim', { stakeId: stakes[0]?.id });
    expect(theirs.status).toBe(404);
    const cases = [
      { poolId: 'bronze', amount: '' },
      { poolId: 'bronze', amount: '-5' },
      { poolId: 'bronze', amount: '1e400' },
      { poolId: 'bronze', amount: '99999999999999999999999' },
      { poolId: 'diamond', amount: '100' },
      { amount: '100' },
      { poolId: 'bronze', amount: '100\u0000' },
      { poolId: 'bronze', amount: 100 },
    ];
    for (const body of cases) {
      const res = await bob.call('POST', '/api/phase7/staking/stake', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const noPool = await bob.call('POST', '/api/phase7/staking/stake', { amount: '100' });
    expect(noPool.json.message).toBe(stakingMessages.noPool);
    const poor = await bob.call('POST', '/api/phase7/staking/stake', {
      poolId: 'bronze',
      amount: '100',
      duration: 30,
    });
    expect(poor.json.message).toBe(stakingMessages.insufficient);
  });

  it('two stakes that each fit but together exceed the pool: the second is refused and nothing moves for it', async () => {
    // Platinum holds 25 M SOLX; two wallets each get 15 M from the public-launch vault.
    const [row] = await server.ctx.database.db.select().from(solxToken).where(eq(solxToken.id, 'solx'));
    const token = { mint: overview.mint, decimals: 9, tokenProgram: row?.tokenProgram ?? '' };
    const publicVault = overview.allocations.find((a) => a.id === 'public')?.vault ?? '';
    const stakers = await Promise.all([ApiWallet.create(server.url, 1), ApiWallet.create(server.url, 1)]);
    for (const w of stakers) {
      const account = await ata(w.address, token);
      await sendAsPlatform(server.ctx, [
        createAta(server.ctx.platform, w.address, account, token),
        transferChecked(publicVault, account, server.ctx.platform, token, 15_000_000n * SOLX),
      ]);
    }
    const vaultBefore = await tokenAmount(alice, overview.stakingVault);
    const stake = { poolId: 'platinum', amount: '15000000', duration: 365 };
    const plans = await Promise.all(stakers.map((w) => w.call('POST', '/api/phase7/staking/stake', stake)));
    const submitted = await Promise.all(
      plans.map(async (p, i) => {
        const w = stakers[i];
        if (p.status !== 200 || !w) return p;
        return w.call('POST', `/api/operations/${String(p.json.operationId)}/submit`, {
          transactions: await w.sign(p.json.transactions as string[]),
        });
      }),
    );
    const confirmed = submitted.filter((s) => s.json.status === 'confirmed');
    expect(confirmed).toHaveLength(1);
    const refused = submitted.find((s) => s.json.status !== 'confirmed');
    expect([400, 409]).toContain(refused?.status);
    expect(refused?.json.message).toBe(stakingMessages.overCapacity);
    const balances = await Promise.all(stakers.map((w) => w.tokenBalance(overview.mint)));
    expect(balances.sort()).toEqual([0n, 15_000_000n * SOLX]);
    expect(await tokenAmount(alice, overview.stakingVault)).toBe(vaultBefore + 15_000_000n * SOLX);
    const pools = (await alice.call('GET', '/api/phase7/staking/pools')).json.pools as StakingPoolView[];
    expect(pools.find((p) => p.id === 'platinum')?.totalStaked).toBe('15000000');
  });
});

async function waitUntil(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('condition not reached');
}
