import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '@server/db/schema';
import type { StoredApiKey } from '@shared/schemas/key-vault';
import type { Portfolio } from '@shared/schemas/portfolio';
import { stepUpMessages } from '@shared/schemas/auth';
import { settingsMessages, type SettingsResponse } from '@shared/schemas/settings';
import { ApiWallet } from './helpers/api-wallet';
import { RecordingRpcProxy } from './helpers/recording-rpc-proxy';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
const ALICE_KEY = 'alice-helius-5f1e2d3c4b5a6978';
const BOB_KEY = 'bob-helius-0a9b8c7d6e5f4321';
const CAROL_KEY = 'carol-helius-revoked-key-9999';

const settingsOf = async (w: ApiWallet) =>
  (await w.call('GET', '/api/settings')).json as unknown as SettingsResponse;
const storeHelius = (w: ApiWallet, apiKey: string) =>
  w.call('POST', '/api/api-vault', { keyName: 'Helius RPC', service: 'helius', apiKey });

describe('a stored Helius key can be chosen as the RPC for the wallet’s reads', () => {
  let proxy: RecordingRpcProxy;
  let server: Server;
  let alice: ApiWallet;
  let bob: ApiWallet;
  let carol: ApiWallet;

  beforeAll(async () => {
    proxy = await RecordingRpcProxy.start();
    proxy.rejected.add(CAROL_KEY);
    server = await startTestServer({ env: { HELIUS_RPC_URL: `${proxy.url}/?api-key={key}` } });
    proxy.target = `${server.url}/rpc`;
    [alice, bob, carol] = await Promise.all([
      ApiWallet.create(server.url, 3),
      ApiWallet.create(server.url, 0),
      ApiWallet.create(server.url, 1),
    ]);
    for (const w of [alice, carol]) {
      expect((await w.call('POST', '/api/portfolio/wallets', { address: w.address })).status).toBe(200);
    }
  }, 90_000);
  afterAll(async () => {
    await server.close();
    await proxy.close();
  });

  it('refuses Helius without an active Helius key of this wallet (another wallet’s key does not count)', async () => {
    expect((await storeHelius(bob, BOB_KEY)).status).toBe(200);
    const before = await settingsOf(alice);
    expect(before.settings.rpcProvider).toBe('platform');
    expect(before.rpc).toMatchObject({ provider: 'platform', healthy: true, notice: null });
    expect(before.rpc.helius).toEqual({ available: false, reason: settingsMessages.heliusNeedsKey });
    const refused = await alice.call('POST', '/api/settings', { rpcProvider: 'helius' });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(settingsMessages.heliusNeedsKey);
    expect((await alice.call('POST', '/api/settings', { rpcProvider: 'quicknode' })).status).toBe(400);
    expect((await settingsOf(alice)).settings.rpcProvider).toBe('platform');
  });

  it('reads the wallet’s balances through Helius with its own key, matching the chain', async () => {
    expect((await storeHelius(alice, ALICE_KEY)).status).toBe(200);
    expect((await settingsOf(alice)).rpc.helius).toEqual({ available: true, reason: null });
    const chosen = await alice.call('POST', '/api/settings', {
      rpcProvider: 'helius',
      stepUp: await alice.stepUp('change_rpc', 'helius'),
    });
    expect(chosen.status).toBe(200);
    const { rpc } = chosen.json as unknown as SettingsResponse;
    expect(rpc).toMatchObject({ provider: 'helius', healthy: true, notice: null });
    expect(rpc.url).toBe(`${proxy.url}/?api-key=••••••••6978`);
    expect(JSON.stringify(chosen.json)).not.toContain(ALICE_KEY);

    const from = proxy.calls.length;
    const res = await alice.call('GET', '/api/portfolio');
    expect(res.status).toBe(200);
    const sol = (res.json as unknown as Portfolio).tokens.find((t) => t.symbol === 'SOL');
    const { value: lamports } = await alice.rpc<{ value: number }>('getBalance', [alice.address]);
    expect(sol?.balanceUnits).toBe(String(lamports));
    const reads = proxy.since(from);
    expect(reads.flatMap((c) => c.methods)).toEqual(
      expect.arrayContaining(['getMultipleAccounts', 'getTokenAccountsByOwner']),
    );
    expect(new Set(reads.map((c) => c.apiKey))).toEqual(new Set([ALICE_KEY]));

    const one = proxy.calls.length;
    const balance = await alice.call('POST', '/api/wallet/balance', { walletAddress: alice.address });
    expect(balance.json.lamports).toBe(String(lamports));
    expect(proxy.since(one).map((c) => c.apiKey)).toEqual([ALICE_KEY]);

    const keys = (await alice.call('GET', '/api/api-vault/keys')).json.keys as StoredApiKey[];
    expect(keys.find((k) => k.service === 'helius')?.lastUsed).not.toBeNull();
  });

  it('changes where the wallet’s reads go only with a fresh signature naming the new RPC', async () => {
    const save = (body: Record<string, unknown>) => alice.call('POST', '/api/settings', body);
    const cookieOnly = await save({ rpcProvider: 'platform' });
    expect(cookieOnly.status).toBe(403);
    expect(cookieOnly.json).toEqual({ error: 'step_up_required', message: stepUpMessages.required });
    const wrongTarget = await save({
      rpcProvider: 'platform',
      stepUp: await alice.stepUp('change_rpc', 'helius'),
    });
    expect(wrongTarget.json).toEqual({ error: 'step_up_failed', message: stepUpMessages.otherAction });
    expect((await settingsOf(alice)).settings.rpcProvider).toBe('helius');

    const challenge = await alice.call('POST', '/api/auth/step-up', {
      action: 'change_rpc',
      target: 'platform',
    });
    expect(challenge.json.statement).toBe("Send your wallet's chain reads through Platform RPC.");
    const stepUp = await alice.stepUp('change_rpc', 'platform');
    expect((await save({ rpcProvider: 'platform', stepUp })).status).toBe(200);
    expect((await settingsOf(alice)).settings.rpcProvider).toBe('platform');
    expect((await save({ rpcProvider: 'helius', stepUp })).json.message).toBe(stepUpMessages.unknown);
    // Other settings, with the RPC unchanged, need no signature.
    expect((await save({ rpcProvider: 'platform', displayName: 'Alice' })).status).toBe(200);
    const again = {
      rpcProvider: 'helius',
      displayName: 'Alice',
      stepUp: await alice.stepUp('change_rpc', 'helius'),
    };
    expect((await save(again)).status).toBe(200);
    expect((await settingsOf(alice)).settings).toMatchObject({ rpcProvider: 'helius', displayName: 'Alice' });
  });

  it('never uses another wallet’s key, and reads of wallets that keep the platform RPC skip Helius', async () => {
    expect(proxy.calls.some((c) => c.apiKey === BOB_KEY)).toBe(false);
    const from = proxy.calls.length;
    expect((await bob.call('POST', '/api/wallet/balance', { walletAddress: alice.address })).status).toBe(
      200,
    );
    const anonymous = await fetch(`${server.url}/api/wallet/balance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ walletAddress: alice.address }),
    });
    expect(anonymous.status).toBe(200);
    expect(proxy.since(from)).toEqual([]);
    const [bobKey] = await server.ctx.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.wallet, bob.address));
    expect(bobKey?.lastUsedAt).toBeNull();
  });

  it('a key Helius rejects gives a clear 502 and an unhealthy RPC in Settings, never a 500', async () => {
    expect((await storeHelius(carol, CAROL_KEY)).status).toBe(200);
    const saved = await carol.call('POST', '/api/settings', {
      rpcProvider: 'helius',
      stepUp: await carol.stepUp('change_rpc', 'helius'),
    });
    expect(saved.status).toBe(200);
    const { rpc } = saved.json as unknown as SettingsResponse;
    expect(rpc).toMatchObject({ provider: 'helius', healthy: false, slot: null });
    expect(rpc.notice).toBe(settingsMessages.heliusKeyRejected);
    const res = await carol.call('GET', '/api/portfolio');
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(settingsMessages.heliusKeyRejected);
    expect(JSON.stringify(res.json)).not.toContain(CAROL_KEY);
  });

  it('switching back to the platform RPC stops the Helius reads; a deleted key falls back with a notice', async () => {
    const back = { rpcProvider: 'platform', stepUp: await carol.stepUp('change_rpc', 'platform') };
    expect((await carol.call('POST', '/api/settings', back)).status).toBe(200);
    const from = proxy.calls.length;
    expect((await carol.call('GET', '/api/portfolio')).status).toBe(200);
    expect(proxy.since(from)).toEqual([]);

    const keys = (await alice.call('GET', '/api/api-vault/keys')).json.keys as StoredApiKey[];
    for (const k of keys) {
      const stepUp = await alice.stepUp('delete_api_key', k.id);
      expect((await alice.call('DELETE', `/api/api-vault/${k.id}`, { stepUp })).status).toBe(200);
    }
    const after = await settingsOf(alice);
    expect(after.settings.rpcProvider).toBe('helius');
    expect(after.rpc).toMatchObject({ provider: 'platform', notice: settingsMessages.heliusKeyMissing });
    const since = proxy.calls.length;
    expect((await alice.call('GET', '/api/portfolio')).status).toBe(200);
    expect(proxy.since(since)).toEqual([]);
  });
});
