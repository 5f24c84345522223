import { Connection, PublicKey } from '@solana/web3.js';
import { getMint, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { launches } from '@server/db/schema';
import { findLaunch } from '@server/services/launchpad/chain';
import { prepareGraduation, runGraduation } from '@server/services/launchpad/graduation';
import { GRADUATION_QUEUE } from '@server/services/launchpad/graduation-queue';
import type { Pool } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { landDuringHeightRead } from './helpers/landing';
import { startTestServer, tempDataDir } from './helpers/server';

const FAUCET = { FAUCET_MAX_SOL: 'off', FAUCET_AIRDROPS_PER_MINUTE: 'off', FAUCET_SOL_PER_MINUTE: 'off' };

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** A launch bought out by one whale, whose graduation job this process never queues. */
async function soldOutLaunch(server: Server, symbol: string) {
  const whale = await ApiWallet.create(server.url, 150);
  const launched = await whale.runOperation('/api/dex/pump-fun', {
    action: 'create',
    tokenData: {
      tokenName: `${symbol} Curve`,
      tokenSymbol: symbol,
      description: 'An exponential curve that graduates in a test',
      initialLiquidity: '1',
      bondingCurve: 'exponential',
    },
  });
  expect(launched.op?.json.status).toBe('confirmed');
  const mint = String(launched.plan.json.mint);
  const send = server.ctx.jobs.send.bind(server.ctx.jobs);
  server.ctx.jobs.send = (name, data, opts) =>
    name === GRADUATION_QUEUE ? Promise.resolve() : send(name, data, opts);
  const bought = await whale.runOperation('/api/dex/pump-fun', { action: 'buy', mint, amount: '120' });
  expect(bought.op?.json.status).toBe('confirmed');
  const row = await findLaunch(server.ctx, mint);
  expect(row.status).toBe('graduating');
  return { whale, mint, row };
}

describe('a graduation interrupted by a restart resumes from what it stored', () => {
  it('sends the stored graduation transaction after the restart and lists its pool', async () => {
    const dataDir = tempDataDir();
    const first = await startTestServer({ dataDir, env: FAUCET });
    const { whale, mint, row } = await soldOutLaunch(first, 'PHXC');
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

describe('a stored graduation that lands while its outcome is read', () => {
  it('is taken as landed, not as expired and built again', async () => {
    const server = await startTestServer({ env: FAUCET });
    try {
      const { mint, row } = await soldOutLaunch(server, 'LATE');
      const stored = await prepareGraduation(server.ctx, row);
      // Stored as if its blockhash had passed; the signed bytes themselves can still land.
      await server.ctx.database.db
        .update(launches)
        .set({ graduationValidHeight: '0' })
        .where(eq(launches.mint, mint));
      // It lands (sent earlier, or by another worker) at the moment the graduation reads the height.
      const injected = landDuringHeightRead(server.ctx.chain, stored.graduationTx ?? '');
      try {
        await runGraduation(server.ctx, mint);
      } finally {
        injected.restore();
      }
      expect(injected.landed).toBe(true);
      const after = await findLaunch(server.ctx, mint);
      expect(after.status).toBe('graduated');
      expect(after.graduationSignature).toBe(stored.graduationSignature);
    } finally {
      await server.close();
    }
  }, 120_000);
});
