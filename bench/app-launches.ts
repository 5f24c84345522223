import { performance } from 'node:perf_hooks';
import { ApiWallet } from '../tests/integration/helpers/api-wallet';
import { startTestServer } from '../tests/integration/helpers/server';
import { presignTokenLaunches } from './chain-launches';
import { launchFloor } from './launch-floor';

// The API allows 10 launches per wallet per minute, so every round signs in fresh wallets.
const WALLETS = 20;
const PER_WALLET = 10;
const ROUNDS = 3;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/** Launches per second and main-thread busy milliseconds per launch, pre-signed and 32 in flight. */
async function direct(rpcUrl: string, total: number): Promise<{ rate: number; busyMs: number }> {
  const bodies = await presignTokenLaunches(rpcUrl, total);
  const start = performance.now();
  const before = performance.eventLoopUtilization();
  for (let i = 0; i < bodies.length; i += 32) {
    await Promise.all(
      bodies
        .slice(i, i + 32)
        .map((body) =>
          fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
        ),
    );
  }
  const busyMs = performance.eventLoopUtilization(before).active / total;
  return { rate: total / ((performance.now() - start) / 1000), busyMs };
}

async function throughPipeline(url: string, round: number): Promise<{ rate: number; failed: number }> {
  const wallets = await Promise.all(Array.from({ length: WALLETS }, () => ApiWallet.create(url, 10)));
  let failed = 0;
  const start = performance.now();
  await Promise.all(
    wallets.map(async (wallet, w) => {
      for (let i = 0; i < PER_WALLET; i++) {
        const { plan, op } = await wallet.runOperation('/api/tokens/create', {
          name: `Bench ${round}-${w}-${i}`,
          symbol: 'BNCH',
          totalSupply: '1000000',
        });
        if (op?.json.status !== 'confirmed') {
          if (failed === 0)
            console.log(`app: first failure: ${plan.status} ${JSON.stringify(op?.json ?? plan.json)}`);
          failed++;
        }
      }
    }),
  );
  return { rate: (WALLETS * PER_WALLET) / ((performance.now() - start) / 1000), failed };
}

/**
 * Token launches through the whole product path — plan (build + simulate + store), wallet signature,
 * submit (message check + send + confirm + records) — against the same launches sent straight to the
 * RPC endpoint in the same run. The two sides alternate for a few rounds and each keeps its best, since
 * noise on a shared machine only ever slows a side down. The ratio is what the pipeline costs on top of
 * the chain.
 */
export async function appLaunches(): Promise<boolean> {
  const server = await startTestServer({ env: { API_RATE_LIMIT: '1000000', NODE_ENV: 'production' } });
  try {
    const total = WALLETS * PER_WALLET;
    let rawRate = 0;
    let rawBusyMs = Infinity;
    let appRate = 0;
    let failed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const raw = await direct(server.rpcUrl, total);
      rawRate = Math.max(rawRate, raw.rate);
      rawBusyMs = Math.min(rawBusyMs, raw.busyMs);
      const app = await throughPipeline(server.url, round);
      appRate = Math.max(appRate, app.rate);
      failed += app.failed;
    }
    console.log(
      `app: launches straight to /rpc            ${fmt(rawRate)} launches/s   (${total} pre-signed, 32 in flight, best of ${ROUNDS}; main thread ${rawBusyMs.toFixed(2)} ms each)`,
    );
    console.log(
      `app: launches through the pipeline       ${fmt(appRate)} launches/s   (${WALLETS} wallets in parallel: plan → sign → submit → confirmed, best of ${ROUNDS})`,
    );
    console.log(
      `app: pipeline / direct                   ${((appRate / rawRate) * 100).toFixed(1)}%   failed: ${failed}`,
    );
    const parts = await launchFloor(server, await ApiWallet.create(server.url, 1), total);
    const floorMs = parts.reduce((sum, part) => sum + part.ms, 0);
    console.log(
      'app: the least any pipeline launch costs here (main-thread ms per launch, each part alone):',
    );
    for (const part of parts) console.log(`app:   ${part.label.padEnd(42)} ${part.ms.toFixed(2)} ms`);
    console.log(
      `app: floor ${floorMs.toFixed(2)} ms = at most ${fmt(1000 / floorMs)} launches/s = ${((1000 / floorMs / rawRate) * 100).toFixed(1)}% of direct`,
    );
    return failed === 0;
  } finally {
    await server.close();
  }
}
