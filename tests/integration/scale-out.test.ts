import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  getBase58Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  type Base64EncodedWireTransaction,
} from '@solana/kit';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_QUEUE } from '@server/chain/pipeline/confirm';
import { openDatabase } from '@server/db/client';
import { exchangeTokens, pools } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { freshAddresses, signAndSubmit, solBalances } from './helpers/multisend';
import { databaseFor, pgAdminUrl } from './helpers/postgres';
import { startTestServer, tempDataDir } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const signatureOf = (wire: string) => {
  const [first] = Object.values(getTransactionDecoder().decode(getBase64Encoder().encode(wire)).signatures);
  return first ? getBase58Decoder().decode(first) : '';
};

/**
 * Records which instance sent each transaction for the first time (the pipeline's preflighted send; a
 * confirmation re-broadcast of the same signed bytes skips preflight and is not counted). The calls still
 * go to the chain unchanged.
 */
function recordSends(server: Server, name: string, sends: Map<string, string[]>) {
  const rpc = server.ctx.chain.rpc;
  server.ctx.chain.rpc = new Proxy(rpc, {
    get(target, prop, receiver) {
      if (prop !== 'sendTransaction') return Reflect.get(target, prop, receiver) as unknown;
      return (tx: Base64EncodedWireTransaction, config?: { skipPreflight?: boolean }) => {
        if (!config?.skipPreflight) sends.set(signatureOf(tx), [...(sends.get(signatureOf(tx)) ?? []), name]);
        return target.sendTransaction(tx, config);
      };
    },
  });
}

async function until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function getJson(server: Server, url: string, cookie: string) {
  const res = await fetch(`${server.url}${url}`, { headers: { cookie } });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

/**
 * The scale-out shape: several app instances share one PostgreSQL database and one chain. Instance A runs
 * the embedded chain; instance B has no chain of its own and reaches A's through SOLANA_RPC_URL, as every
 * instance would reach a real RPC provider. Needs PostgreSQL: `npm run test:integration:pg`.
 */
describe.skipIf(!pgAdminUrl)(
  'two app instances on one PostgreSQL database and one chain (PostgreSQL pass only)',
  () => {
    let a: Server;
    let b: Server;
    const sends = new Map<string, string[]>();
    beforeAll(async () => {
      // Small chunks with a pause between them, so both instances are still sending when they overlap.
      const slow = { SEND_CHUNK_SIZE: '2', SEND_CHUNK_INTERVAL_MS: '200' };
      a = await startTestServer({ env: slow });
      b = await startTestServer({
        env: {
          ...slow,
          DATABASE_URL: a.ctx.env.DATABASE_URL ?? '',
          SOLANA_RPC_URL: a.rpcUrl,
          PLATFORM_KEYPAIR: path.join(a.dataDir, 'platform-keypair.json'),
        },
      });
      recordSends(a, 'A', sends);
      recordSends(b, 'B', sends);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('share the database and the chain; only the chain-owning instance seeded the exchange', async () => {
      expect([a.ctx.database.kind, b.ctx.database.kind]).toEqual(['postgres', 'postgres']);
      expect(a.ctx.chain.embedded).not.toBeNull();
      expect(b.ctx.chain.embedded).toBeNull();
      expect(b.ctx.platform.address).toBe(a.ctx.platform.address);
      const { db } = b.ctx.database;
      // Every seeded market exists once: a second seeding would add a second pool for the same pair.
      const seeded = await db
        .select({ type: pools.type, mintA: pools.mintA, mintB: pools.mintB, n: count() })
        .from(pools)
        .groupBy(pools.type, pools.mintA, pools.mintB);
      expect(seeded.length).toBeGreaterThanOrEqual(8);
      expect(seeded.filter((p) => p.n !== 1)).toEqual([]);
      expect((await db.select({ n: count() }).from(exchangeTokens))[0]?.n).toBeGreaterThanOrEqual(6);
    });

    it('start at once on a new database and apply each migration once between them', async () => {
      const journal = JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8')) as {
        entries: unknown[];
      };
      const url = await databaseFor(tempDataDir(), pgAdminUrl ?? '');
      const opened = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: tempDataDir() })),
      );
      try {
        const [first] = opened;
        const { rows } = await (first ?? a.ctx.database).executeSql(
          'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
        );
        expect(rows).toEqual([{ n: journal.entries.length }]);
      } finally {
        await Promise.all(opened.map((d) => d.close()));
      }
    });

    it('sends a 1,000-recipient batch submitted through one instance exactly once while both run', async () => {
      const wallet = await ApiWallet.create(a.url, 20);
      const recipients = await freshAddresses(1000);
      const plan = await wallet.call('POST', '/api/wallet/distribute-sol', {
        type: 'equal',
        totalAmount: '10',
        addresses: recipients,
      });
      expect(plan.status).toBe(200);
      const operationId = String(plan.json.operationId);
      const batchId = String(plan.json.batchId);

      expect((await signAndSubmit(wallet, plan)).status).toBe(200);
      // The submit queued one driver, now sending on one instance; that instance's worker is busy, so the
      // same job every instance queues at start-up for a submitted operation goes to the other one.
      await until(() => sends.size > 0, 'the first send');
      await b.ctx.jobs.send(CONFIRM_QUEUE, { operationId });

      // The session made through A is valid on B: sessions live in the shared database.
      let done: Record<string, unknown> = {};
      await until(async () => {
        done = (await getJson(b, `/api/batches/${batchId}`, wallet.cookie)).json;
        return ['completed', 'partial', 'failed'].includes(String(done.status));
      }, 'the batch to finish');
      expect(done).toMatchObject({ status: 'completed', successfulRecipients: 1000, failedRecipients: 0 });
      expect(done.completedTxs).toBe(plan.json.totalTransactions);
      const rows = done.recipients as Array<{ signature: string | null }>;
      const signatures = [...new Set(rows.map((r) => r.signature ?? ''))];
      expect(signatures).toHaveLength(Number(plan.json.totalTransactions));
      expect((await getJson(a, `/api/batches/${batchId}`, wallet.cookie)).json).toEqual(done);

      // Every planned transaction was sent exactly once, and both instances did part of the sending.
      expect([...sends.keys()].sort()).toEqual(signatures.sort());
      expect([...sends.values()].filter((by) => by.length !== 1)).toEqual([]);
      const by = [...sends.values()].flat();
      expect(by.filter((n) => n === 'A').length).toBeGreaterThan(0);
      expect(by.filter((n) => n === 'B').length).toBeGreaterThan(0);

      const balances: bigint[] = [];
      for (let i = 0; i < recipients.length; i += 100) {
        balances.push(...(await solBalances(a.rpcUrl, recipients.slice(i, i + 100))));
      }
      expect(balances).toEqual(recipients.map(() => 10_000_000n));
    }, 240_000);
  },
);
