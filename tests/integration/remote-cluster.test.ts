import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/**
 * With SOLANA_RPC_URL set the app must not start its own chain and must speak plain JSON-RPC to the given
 * cluster. A second instance's embedded endpoint stands in for devnet here: it is a standard RPC.
 */
describe('pointed at another cluster with SOLANA_RPC_URL', () => {
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

  it('runs no embedded chain and names the cluster it is connected to', async () => {
    expect(app.ctx.chain.embedded).toBeNull();
    const status = await fetch(`${app.url}/api/chain/status`).then((r) => r.json());
    expect(status).toMatchObject({
      cluster: 'custom',
      label: 'Custom RPC Connected',
      rpcUrl: cluster.rpcUrl,
    });
    expect((await fetch(`${app.url}/rpc`, { method: 'POST' })).status).toBe(404);
  });

  it('launches a token on that cluster with a compute-unit limit from simulation', async () => {
    const wallet = await ApiWallet.create(cluster.url);
    const appWallet = await wallet.on(app.url);
    const { plan, op } = await appWallet.runOperation('/api/tokens/create', {
      name: 'Remote',
      symbol: 'RMT',
      totalSupply: '1000',
    });
    expect(op?.json.status).toBe('confirmed');
    const mint = String((plan.json.summary as Record<string, unknown>).mint);
    const balance = await wallet.call('POST', '/api/tokens/balance', {
      walletAddress: wallet.address,
      tokenAddress: mint,
    });
    expect(balance.json.balance).toBe('1000');
  });

  it('launches on a bonding curve there: a launch full to the byte goes without the budget instructions when no priority price is due', async () => {
    const wallet = await ApiWallet.create(cluster.url, 5);
    const appWallet = await wallet.on(app.url);
    const { plan, op } = await appWallet.runOperation('/api/dex/pump-fun', {
      action: 'create',
      tokenData: {
        tokenName: 'Remote Curve',
        tokenSymbol: 'RCV',
        description: 'A launch on another cluster, planned by this app.',
        initialLiquidity: '0.1',
        bondingCurve: 'standard',
      },
    });
    expect(plan.status, JSON.stringify(plan.json)).toBe(200);
    expect(op?.json.status).toBe('confirmed');
  });
});
