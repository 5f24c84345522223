import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchRecipients, operationTransactions } from '@server/db/schema';
import { reconcileBatch } from '@server/services/multisend/reconcile';
import { ApiWallet } from './helpers/api-wallet';
import { landDuringHeightRead, unsentPlatformTransfer } from './helpers/landing';
import { freshAddresses, signAndSubmit, solBalances, waitForBatch } from './helpers/multisend';
import { startTestServer, tempDataDir } from './helpers/server';

type Recipient = { amount: string; status: string; error: string | null };
// Fast blocks, so lost transactions' blockhashes come round and expire within the test.
const env = { CHAIN_TICK_MS: '20' };

/**
 * Runs a 30-recipient SOL batch to completion, then restarts the server on the chain as it was before
 * the batch (standing for a chain that lost it) with the database kept.
 */
async function batchThenLoseIt(fundBeforeCopy: number) {
  const dataDir = tempDataDir();
  let server = await startTestServer({ dataDir, env });
  const wallet = await ApiWallet.create(server.url, fundBeforeCopy);
  await server.close();
  const before = path.join(dataDir, 'chain-before');
  cpSync(path.join(dataDir, 'chain'), before, { recursive: true });

  server = await startTestServer({ dataDir, port: server.port, env });
  if (fundBeforeCopy === 0) await wallet.airdrop(10);
  const recipients = await freshAddresses(30);
  const plan = await wallet.call('POST', '/api/wallet/distribute-sol', {
    type: 'equal',
    totalAmount: '0.3',
    addresses: recipients,
  });
  expect(plan.status).toBe(200);
  const id = String(plan.json.batchId);
  await signAndSubmit(wallet, plan);
  const done = await waitForBatch(wallet, id);
  expect(done).toMatchObject({ status: 'completed', successfulRecipients: 30 });
  const amounts = (done.recipients as Recipient[]).map((r) => BigInt(r.amount));
  await server.close();

  rmSync(path.join(dataDir, 'chain'), { recursive: true });
  cpSync(before, path.join(dataDir, 'chain'), { recursive: true });
  server = await startTestServer({ dataDir, port: server.port, env });
  expect(await solBalances(server.rpcUrl, recipients)).toEqual(recipients.map(() => 0n));
  return { server, wallet, id, recipients, amounts };
}

async function eventually<T>(read: () => Promise<T>, ok: (value: T) => boolean): Promise<T> {
  for (let i = 0; ; i++) {
    const value = await read();
    if (ok(value) || i >= 300) return value;
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('batch bookkeeping is reconciled with the chain, not only trusted', () => {
  it('sends the stored signed transactions again after a restart while they can still land', async () => {
    const { server, wallet, id, recipients, amounts } = await batchThenLoseIt(10);
    try {
      const balances = await eventually(
        () => solBalances(server.rpcUrl, recipients),
        (b) => b.every((v, i) => v === amounts[i]),
      );
      expect(balances).toEqual(amounts);
      const batch = await wallet.call('GET', `/api/batches/${id}`);
      expect(batch.json).toMatchObject({ status: 'completed', successfulRecipients: 30 });
    } finally {
      await server.close();
    }
  });

  it('marks recipients the chain never paid as failed once they cannot land, and a retry pays each once', async () => {
    // On the restored chain the wallet has no SOL, so the lost transactions can never land there.
    const { server, wallet, id, recipients, amounts } = await batchThenLoseIt(0);
    try {
      const reconciled = await eventually(
        () => wallet.call('GET', `/api/batches/${id}`),
        (b) => b.json.failedRecipients === 30,
      );
      expect(reconciled.json).toMatchObject({
        status: 'failed',
        successfulRecipients: 0,
        failedRecipients: 30,
      });
      const first = (reconciled.json.recipients as Recipient[])[0];
      expect(first?.error).toContain('The chain has no record of this transaction');

      await wallet.airdrop(10);
      const retry = await wallet.call('POST', `/api/batches/${id}/retry`);
      expect(retry.status).toBe(200);
      await signAndSubmit(wallet, retry);
      const paid = await waitForBatch(wallet, id, (b) => b.status === 'completed');
      expect(paid).toMatchObject({ successfulRecipients: 30, failedRecipients: 0 });
      expect(await solBalances(server.rpcUrl, recipients)).toEqual(amounts);
      const again = await wallet.call('POST', `/api/batches/${id}/retry`);
      expect(again.json.message).toBe('No failed recipients to retry');
    } finally {
      await server.close();
    }
  });
});

describe('batch reconciliation and a transaction landing while it reads the height', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer();
    await server.ctx.chain.embedded?.airdrop(server.ctx.platform.address, 5_000_000_000n);
  });
  afterAll(() => server.close());

  it('counts its recipients as paid, not as lost and owed a retry', async () => {
    const { ctx } = server;
    const { db } = ctx.database;
    const wallet = await ApiWallet.create(server.url, 5);
    const plan = await wallet.call('POST', '/api/wallet/distribute-sol', {
      type: 'equal',
      totalAmount: '0.03',
      addresses: await freshAddresses(3),
    });
    expect(plan.status).toBe(200);
    const id = String(plan.json.batchId);
    const operationId = String(plan.json.operationId);
    await signAndSubmit(wallet, plan);
    expect(await waitForBatch(wallet, id)).toMatchObject({ status: 'completed', successfulRecipients: 3 });

    // The batch's transaction as the database knows it: sent, unseen by the chain, its blockhash past.
    const unseen = await unsentPlatformTransfer(ctx, 1_000_000n);
    const [row] = await db
      .update(operationTransactions)
      .set({ signature: unseen.signature, signedTx: unseen.wire, lastValidBlockHeight: 0n })
      .where(and(eq(operationTransactions.operationId, operationId), eq(operationTransactions.index, 0)))
      .returning();
    expect(row).toBeDefined();
    await db
      .update(batchRecipients)
      .set({ settledSignature: unseen.signature })
      .where(eq(batchRecipients.batchId, id));

    // It lands at the moment the reconciliation reads the height.
    const injected = landDuringHeightRead(ctx.chain, unseen.wire);
    try {
      expect(await reconcileBatch(ctx, id)).toEqual({ unpaid: 0, waiting: false });
    } finally {
      injected.restore();
    }
    expect(injected.landed).toBe(true);
    const batch = await wallet.call('GET', `/api/batches/${id}`);
    expect(batch.json).toMatchObject({ status: 'completed', successfulRecipients: 3, failedRecipients: 0 });
  });
});
