import { describe, expect, it } from 'vitest';
import { keepsInvariant } from '@shared/math/amm';
import { NATIVE_MINT, type DexToken, type Pool } from '@shared/schemas/dex';
import { ApiWallet } from './helpers/api-wallet';
import { spawnServer } from './helpers/child-server';
import { freePort, tempDataDir } from './helpers/server';
import { storedRows } from './helpers/stored-rows';

const entry = 'tests/integration/fixtures/kill-at-send/main.ts';

/**
 * A swap pays its surplus over the signed minimum in a platform settlement sent after the swap
 * confirmed. The server is killed just before it sends the wallet's transaction (send 1) or the
 * settlement (send 2, stored signed before it is sent); after a restart on the same data the swap confirms once, the wallet holds exactly
 * the settled amount, and the pool's reserves are its recorded trades.
 */
describe('a server killed in the middle of a swap', () => {
  it.each([
    {
      killAt: 1,
      // A swap is a group (of one here): its settlement is priced and stored once its transaction landed.
      left: [{ role: 'wallet', status: 'submitted', sent: true }],
    },
    {
      killAt: 2,
      left: [
        { role: 'wallet', status: 'confirmed', sent: true },
        { role: 'settlement', status: 'submitted', sent: true },
      ],
    },
  ])(
    'before send $killAt: confirms once after a restart and pays exactly the settled amount',
    async ({ killAt, left }) => {
      const dataDir = tempDataDir();
      const port = await freePort();
      let server = await spawnServer({ dataDir, port, entry, env: { KILL_AT_SEND: String(killAt) } });
      try {
        const wallet = await ApiWallet.create(server.url, 5);
        const tokens = (await wallet.call('GET', '/api/dex/tokens')).json.tokens as DexToken[];
        const usdc = tokens.find((t) => t.symbol === 'USDC')?.mint ?? '';
        const before = (await wallet.call('GET', '/api/dex/pools')).json.pools as Pool[];
        const pool = before.find((p) => p.label === 'SOL/USDC');
        if (!pool) throw new Error('no SOL/USDC pool');
        const plan = await wallet.call('POST', '/api/dex/raydium/amm', {
          fromToken: NATIVE_MINT,
          toToken: usdc,
          amount: '1',
          slippage: 0.005,
          pair: pool.id,
        });
        expect(plan.status).toBe(200);
        const id = String(plan.json.operationId);
        const minimum = BigInt((plan.json.summary as { minimumReceived: string }).minimumReceived);
        const signed = await wallet.sign(plan.json.transactions as string[]);
        const killed = await wallet
          .call('POST', `/api/operations/${id}/submit`, { transactions: signed })
          .then(
            () => false,
            () => true,
          );
        expect(killed).toBe(true);
        await server.kill();
        expect(await storedRows(dataDir, id)).toEqual({ status: 'submitted', txs: left });

        server = await spawnServer({ dataDir, port });
        await expect
          .poll(async () => (await wallet.call('GET', `/api/operations/${id}`)).json.status, {
            timeout: 30_000,
          })
          .toBe('confirmed');
        const op = (await wallet.call('GET', `/api/operations/${id}`)).json as {
          summary: { settledOutAmount: string };
          transactions: { status: string }[];
        };
        expect(op.transactions.map((t) => t.status)).toEqual(['confirmed', 'confirmed']);
        const settled = BigInt(op.summary.settledOutAmount);
        expect(settled >= minimum).toBe(true);
        expect(await wallet.tokenBalance(usdc)).toBe(settled);

        const after = ((await wallet.call('GET', '/api/dex/pools')).json.pools as Pool[]).find(
          (p) => p.id === pool.id,
        );
        const [reserveA, reserveB] = [BigInt(pool.reserveA), BigInt(pool.reserveB)];
        const lamportsIn = 1_000_000_000n;
        expect(keepsInvariant(reserveA, reserveB, lamportsIn, settled, pool.feeBps)).toBe(true);
        expect(BigInt(after?.reserveA ?? 0)).toBe(reserveA + lamportsIn);
        expect(BigInt(after?.reserveB ?? 0)).toBe(reserveB - settled);
      } finally {
        await server.kill();
      }
    },
    120_000,
  );
});
