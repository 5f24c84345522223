import { Connection, PublicKey } from '@solana/web3.js';
import { getMint, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { describe, expect, it } from 'vitest';
import { findLaunch } from '@server/services/launchpad/chain';
import { prepareGraduation } from '@server/services/launchpad/graduation';
import { GRADUATION_QUEUE } from '@server/services/launchpad/graduation-queue';
import type { Pool } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer, tempDataDir } from './helpers/server';

const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };

describe('a graduation interrupted by a restart resumes from what it stored', () => {
  it('sends the stored graduation transaction after the restart and lists its pool', async () => {
    const dataDir = tempDataDir();
    const first = await startTestServer({ dataDir, env: FAUCET });
    const whale = await ApiWallet.create(first.url, 150);
    const launched = await whale.runOperation('/api/dex/pump-fun', {
      action: 'create',
      tokenData: {
        tokenName: 'Phoenix Curve',
        tokenSymbol: 'PHXC',
        description: 'An exponential curve that graduates across a restart',
        initialLiquidity: '1',
        bondingCurve: 'exponential',
      },
    });
    expect(launched.op?.json.status).toBe('confirmed');
    const mint = String(launched.plan.json.mint);
    // The crash: the sold-out curve's graduation job is never queued by this process.
    const send = first.ctx.jobs.send.bind(first.ctx.jobs);
    first.ctx.jobs.send = (name, data, opts) =>
      name === GRADUATION_QUEUE ? Promise.resolve() : send(name, data, opts);
    const bought = await whale.runOperation('/api/dex/pump-fun', { action: 'buy', mint, amount: '120' });
    expect(bought.op?.json.status).toBe('confirmed');
    const row = await findLaunch(first.ctx, mint);
    expect(row.status).toBe('graduating');
    // …and it stopped after storing the signed graduation transaction, before sending it.
    const stored = await prepareGraduation(first.ctx, row);
    await first.close();

    const second = await startTestServer({ dataDir, port: first.port, env: FAUCET });
    try {
      await expect
        .poll(async () => (await whale.call('GET', `/api/launchpad/launches/${mint}`)).json.status, {
          timeout: 30_000,
        })
        .toBe('graduated');
      const detail = (await whale.call('GET', `/api/launchpad/launches/${mint}`)).json;
      expect(detail.poolId).toBe(stored.poolId);
      expect(detail.graduationSignature).toBe(stored.graduationSignature);
      const pools = (await whale.call('GET', '/api/dex/pools')).json.pools as Pool[];
      const pool = pools.find((p) => p.id === stored.poolId);
      expect(pool?.tokenA.mint).toBe(mint);
      const connection = new Connection(second.rpcUrl, 'confirmed');
      const lp = await getMint(
        connection,
        new PublicKey(String(stored.poolId)),
        'confirmed',
        TOKEN_PROGRAM_ID,
      );
      expect(lp.supply).toBe(0n);
    } finally {
      await second.close();
    }
  }, 120_000);
});
