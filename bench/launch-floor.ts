import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { generateKeyPairSigner, signBytes, verifySignature } from '@solana/kit';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client';
import type { ApiWallet } from '../tests/integration/helpers/api-wallet';
import { tempDataDir, type startTestServer } from '../tests/integration/helpers/server';
import { presignTokenLaunches, tokenLaunchSigner } from './chain-launches';

type TestServer = Awaited<ReturnType<typeof startTestServer>>;

export interface FloorPart {
  label: string;
  /** Main-thread busy time per launch (event-loop utilisation, so waits on other threads do not count). */
  ms: number;
}

const IN_FLIGHT = 20;

/** Best of `rounds` of main-thread busy milliseconds per item, running `run` on `count` items `IN_FLIGHT` at a time. */
async function busyMsPer(
  count: number,
  rounds: number,
  run: (i: number) => Promise<unknown>,
): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < rounds; round++) {
    const before = performance.eventLoopUtilization();
    for (let i = 0; i < count; i += IN_FLIGHT) {
      await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, count - i) }, (_, k) => run(i + k)));
    }
    best = Math.min(best, performance.eventLoopUtilization(before).active / count);
  }
  return best;
}

/**
 * The parts every pipeline launch must do and a pre-signed launch sent to /rpc does not, each measured
 * alone on this machine: build and sign the transaction, two authenticated API calls (plan, submit),
 * the wallet-signature check, the chain simulating the launch (so nobody signs a doomed transaction)
 * and executing it, and the three durable writes the money rules require (planned, signed before send,
 * confirmed) as one statement each. Records, points, validation and confirmation tracking are left out,
 * so the sum is a floor: no pipeline on this stack can launch faster than 1000 / sum per second.
 */
export async function launchFloor(
  server: TestServer,
  wallet: ApiWallet,
  count: number,
): Promise<FloorPart[]> {
  const rounds = 3;
  const chain = server.ctx.chain.embedded;
  if (!chain) throw new Error('the launch floor needs the embedded chain');
  const launches = (await presignTokenLaunches(server.rpcUrl, count * rounds)).map(
    (body) => JSON.parse(body) as unknown,
  );
  const simulations = (await presignTokenLaunches(server.rpcUrl, count * rounds)).map((body) =>
    JSON.parse(body.replace('"sendTransaction"', '"simulateTransaction"')),
  );
  let sent = 0;
  let simulated = 0;
  const chainMs = await busyMsPer(count, rounds, () => chain.handle(launches[sent++]));
  const simulateMs = await busyMsPer(count, rounds, () => chain.handle(simulations[simulated++]));
  const signer = await tokenLaunchSigner(server.rpcUrl);
  const buildMs = await busyMsPer(count, rounds, (i) => signer.sign(i));
  const key = await generateKeyPairSigner();
  const message = new Uint8Array(700).fill(7);
  const signature = await signBytes(key.keyPair.privateKey, message);
  const verifyMs = await busyMsPer(count, rounds, () =>
    verifySignature(key.keyPair.publicKey, signature, message),
  );
  const httpMs = await busyMsPer(count, rounds, () => wallet.call('GET', '/api/auth/session'));
  const database = await openDatabase({ dataDir: tempDataDir() });
  try {
    const planned = 'A'.repeat(1400);
    const writesMs = await busyMsPer(count, rounds, async () => {
      const { db } = database;
      const id = randomUUID();
      await db.execute(sql`
        with op as (
          insert into operations (id, wallet, kind, summary)
          values (${id}, ${key.address}, 'token_create', ${JSON.stringify({ symbol: 'BNCH' })}::jsonb)
        )
        insert into operation_transactions (operation_id, index, planned_tx, last_valid_block_height)
        values (${id}, 0, ${planned}, 100)`);
      await db.execute(sql`
        with signed as (
          update operation_transactions set signed_tx = ${planned}, signature = ${id}, status = 'submitted'
          where operation_id = ${id} and index = 0 returning operation_id
        )
        update operations set status = 'submitted' where id in (select operation_id from signed)`);
      await db.execute(sql`update operations set status = 'confirmed' where id = ${id}`);
    });
    return [
      { label: 'build + sign the launch transaction', ms: buildMs },
      { label: 'plan and submit API calls (2 × cheapest)', ms: 2 * httpMs },
      { label: 'wallet signature check', ms: verifyMs },
      { label: 'chain executes the launch', ms: chainMs },
      { label: 'chain simulates it before the wallet signs', ms: simulateMs },
      { label: 'three durable writes (1 statement each)', ms: writesMs },
    ];
  } finally {
    await database.close();
  }
}
