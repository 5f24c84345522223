import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, settingsMessages, type SettingsResponse } from '@shared/schemas/settings';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

describe('settings are stored per wallet and the planner uses the priority fee', () => {
  let server: Server;
  let alice: ApiWallet;
  let bob: ApiWallet;

  beforeAll(async () => {
    server = await startTestServer();
    [alice, bob] = await Promise.all([ApiWallet.create(server.url, 5), ApiWallet.create(server.url, 0)]);
  }, 60_000);
  afterAll(() => server.close());

  const plannedFee = async () => {
    const plan = await alice.call('POST', '/api/tokens/create', {
      name: 'Fee Probe',
      symbol: 'FEE',
      decimals: 6,
      totalSupply: '1000',
    });
    expect(plan.status).toBe(200);
    return BigInt((plan.json.summary as { networkFeeLamports: string }).networkFeeLamports);
  };

  it('answers defaults and the embedded cluster health before anything is saved', async () => {
    const res = await alice.call('GET', '/api/settings');
    const body = res.json as unknown as SettingsResponse;
    expect(body.settings).toEqual(DEFAULT_SETTINGS);
    expect(body.cluster).toMatchObject({ kind: 'local', healthy: true });
    expect(body.cluster.slot).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/api/settings`)).status).toBe(401);
  });

  it('refuses bad values with clear messages', async () => {
    const long = await alice.call('POST', '/api/settings', { displayName: 'x'.repeat(40) });
    expect(long.status).toBe(400);
    expect(long.json.message).toBe(settingsMessages.displayNameTooLong);
    expect((await alice.call('POST', '/api/settings', { displayName: '<script>' })).status).toBe(400);
    expect((await alice.call('POST', '/api/settings', { priorityFee: 'ludicrous' })).status).toBe(400);
    expect((await alice.call('POST', '/api/settings', { notifications: { extra: true } })).status).toBe(400);
  });

  it('stores the settings of each wallet apart, and a high priority fee raises the planned fee', async () => {
    const autoFee = await plannedFee();
    const saved = await alice.call('POST', '/api/settings', {
      displayName: 'Alice L',
      priorityFee: 'high',
      explorer: 'solscan',
      notifications: { operationConfirmed: true, operationFailed: false, weeklySummary: true },
    });
    expect(saved.status).toBe(200);
    const mine = (await alice.call('GET', '/api/settings')).json as unknown as SettingsResponse;
    expect(mine.settings).toMatchObject({ displayName: 'Alice L', priorityFee: 'high', explorer: 'solscan' });
    expect(((await bob.call('GET', '/api/settings')).json as unknown as SettingsResponse).settings).toEqual(
      DEFAULT_SETTINGS,
    );
    const highFee = await plannedFee();
    expect(highFee).toBeGreaterThan(autoFee);
    await alice.call('POST', '/api/settings', { priorityFee: 'none' });
    expect(await plannedFee()).toBe(autoFee);
  });

  it('points appear only once an operation confirms', async () => {
    const stats = async () => (await alice.call('GET', '/api/gamification/stats')).json;
    // The fee probes above were planned, never signed: no points.
    expect(await stats()).toMatchObject({ totalPoints: 0, tokensCreated: 0 });
    const { op } = await alice.runOperation('/api/tokens/create', {
      name: 'Points',
      symbol: 'PTS',
      decimals: 6,
      totalSupply: '1000',
    });
    expect(op?.json.status).toBe('confirmed');
    // 100 for the token, 50 XP for the daily quest it completed.
    expect(await stats()).toMatchObject({ totalPoints: 150, tokensCreated: 1, rank: 1, level: 1 });
    expect((await bob.call('GET', '/api/gamification/stats')).json).toMatchObject({ totalPoints: 0 });
  });
});
