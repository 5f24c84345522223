import { ApiWallet } from '../tests/integration/helpers/api-wallet';
import { startTestServer } from '../tests/integration/helpers/server';
import { presignTokenLaunches } from './chain-launches';

// The API allows 10 launches per wallet per minute.
const WALLETS = 20;
const PER_WALLET = 10;

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

/**
 * Token launches through the whole product path — plan (build + simulate + store), wallet signature,
 * submit (message check + send + confirm + records) — against the same launches sent straight to the
 * RPC endpoint in the same run. The ratio is what the pipeline costs on top of the chain.
 */
export async function appLaunches(): Promise<boolean> {
  const server = await startTestServer({ env: { API_RATE_LIMIT: '1000000' } });
  try {
    const wallets = await Promise.all(
      Array.from({ length: WALLETS }, () => ApiWallet.create(server.url, 10)),
    );
    const total = WALLETS * PER_WALLET;
    const bodies = await presignTokenLaunches(server.rpcUrl, total);
    const rawStart = performance.now();
    for (let i = 0; i < bodies.length; i += 32) {
      await Promise.all(
        bodies
          .slice(i, i + 32)
          .map((body) =>
            fetch(server.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body }),
          ),
      );
    }
    const rawRate = total / ((performance.now() - rawStart) / 1000);

    let failed = 0;
    const start = performance.now();
    await Promise.all(
      wallets.map(async (wallet, w) => {
        for (let i = 0; i < PER_WALLET; i++) {
          const { plan, op } = await wallet.runOperation('/api/tokens/create', {
            name: `Bench ${w}-${i}`,
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
    const appRate = total / ((performance.now() - start) / 1000);
    console.log(
      `app: launches straight to /rpc            ${fmt(rawRate)} launches/s   (${total} pre-signed, 32 in flight)`,
    );
    console.log(
      `app: launches through the pipeline       ${fmt(appRate)} launches/s   (${WALLETS} wallets in parallel: plan → sign → submit → confirmed)`,
    );
    console.log(
      `app: pipeline / direct                   ${((appRate / rawRate) * 100).toFixed(1)}%   failed: ${failed}`,
    );
    return failed === 0;
  } finally {
    await server.close();
  }
}
