import { NATIVE_MINT, type DexToken, type Pool } from '../src/shared/schemas/dex';
import { ApiWallet } from '../tests/integration/helpers/api-wallet';
import { startTestServer } from '../tests/integration/helpers/server';

const SWAPS = 2_500;
const WINDOW = 250;
const fmt = (n: number, d = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

/**
 * One wallet swapping back and forth on one pool for about a minute: the last swaps (the database now
 * holds thousands of operations, rows updated several times each) against the first ones, in the same
 * run. Tables that are never vacuumed or analysed make every plan and submit slower as they grow.
 */
export async function sustainedSwapsBench(): Promise<boolean> {
  const server = await startTestServer({ env: { API_RATE_LIMIT: '100000000', NODE_ENV: 'production' } });
  try {
    const wallet = await ApiWallet.create(server.url, 1_000);
    const tokens = (await wallet.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
    const usdc = tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
    const pools = (await wallet.call('GET', '/api/dex/pools')).json.pools as Pool[];
    const pair = pools.find((p) => p.label === 'SOL/USDC')?.id;
    const msPerSwap: number[] = [];
    let failed = 0;
    let start = performance.now();
    for (let i = 1; i <= SWAPS; i++) {
      const sell = i % 2 === 1;
      const { op } = await wallet.runOperation('/api/dex/raydium/amm', {
        fromToken: sell ? NATIVE_MINT : usdc,
        toToken: sell ? usdc : NATIVE_MINT,
        amount: sell ? '0.01' : '1',
        slippage: 0.01,
        pair,
      });
      if (op?.json.status !== 'confirmed') failed++;
      if (i % WINDOW === 0) {
        msPerSwap.push((performance.now() - start) / WINDOW);
        start = performance.now();
      }
    }
    // The first window warms the JIT up; the second is the baseline the later ones are held to.
    const early = msPerSwap[1] ?? 0;
    const late = (msPerSwap.at(-1) ?? 0) + (msPerSwap.at(-2) ?? 0);
    const kept = early / (late / 2);
    console.log(
      `sustained swaps: ms per swap, every ${WINDOW} of ${SWAPS}   ${msPerSwap.map((ms) => fmt(ms)).join('  ')}   (one wallet, one pool, failed: ${failed})`,
    );
    console.log(
      `sustained swaps: last ${2 * WINDOW} / the second ${WINDOW}        ${fmt(kept * 100)}% of the early rate   (no target: one window swings ±15% on this machine)`,
    );
    return failed === 0;
  } finally {
    await server.close();
  }
}
