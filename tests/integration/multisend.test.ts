import { TRACE_PER_ATA_CREATE } from '@shared/math/batch-pack';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations, operationTransactions } from '@server/db/schema';
import { EARLIER_MAY_LAND } from '@server/services/multisend/earlier';
import { ApiWallet } from './helpers/api-wallet';
import { freshAddresses, launchToken, signAndSubmit, tokenBalances, waitForBatch } from './helpers/multisend';
import { startTestServer } from './helpers/server';

let server: Awaited<ReturnType<typeof startTestServer>>;
let wallet: ApiWallet;
let mint: string;

beforeAll(async () => {
  server = await startTestServer();
  wallet = await ApiWallet.create(server.url, 20);
  mint = await launchToken(wallet, '1000000', 6);
});
afterAll(async () => server.close());

describe('an airdropper pays hundreds of holders exactly once', () => {
  it('sends a 300-recipient token batch (half with token accounts already) and every balance is right on chain', async () => {
    const holders = await freshAddresses(150);
    const first = await wallet.call('POST', '/api/multisender', {
      tokenAddress: mint,
      sendType: 'equal',
      totalAmount: '150',
      recipients: holders,
    });
    expect(first.status).toBe(200);
    await signAndSubmit(wallet, first);
    expect((await waitForBatch(wallet, String(first.json.batchId))).status).toBe('completed');

    const newcomers = await freshAddresses(150);
    const recipients = newcomers.flatMap((n, i) => [n, holders[i] ?? '']);
    const body = { tokenAddress: mint, sendType: 'equal', totalAmount: '1000.000001', recipients };
    const preview = await wallet.call('POST', '/api/multisender/preview', body);
    expect(preview.status).toBe(200);
    expect(preview.json.newAccounts).toBe(150);
    expect(preview.json.totalAmount).toBe('1000000001');
    const amounts = (preview.json.recipients as Array<{ amount: string; needsAccount: boolean }>).map((r) =>
      BigInt(r.amount),
    );
    expect(amounts.reduce((a, b) => a + b, 0n)).toBe(1_000_000_001n);
    expect(amounts.slice(0, 2)).toEqual([3_333_334n, 3_333_334n]);
    expect(amounts.at(-1)).toBe(3_333_333n);

    const plan = await wallet.call('POST', '/api/multisender', body);
    expect(plan.status).toBe(200);
    expect(plan.json.totalTransactions).toBe(preview.json.transactionCount);
    expect((plan.json.transactions as string[]).length).toBe(plan.json.totalTransactions);
    const before = await tokenBalances(server.rpcUrl, mint, recipients);
    const submitted = await signAndSubmit(wallet, plan);
    expect(submitted.status).toBe(200);
    const done = await waitForBatch(wallet, String(plan.json.batchId));
    expect(done).toMatchObject({ status: 'completed', successfulRecipients: 300, failedRecipients: 0 });
    expect(done.completedTxs).toBe(plan.json.totalTransactions);
    expect(BigInt(String(done.gasUsed))).toBeGreaterThan(0n);
    const after = await tokenBalances(server.rpcUrl, mint, recipients);
    expect(after.map((a, i) => a - (before[i] ?? 0n))).toEqual(amounts);
    const rows = done.recipients as Array<{ status: string; signature: string | null }>;
    expect(rows.every((r) => r.status === 'confirmed' && r.signature)).toBe(true);
    // Gas used is exactly what the chain charged for the batch's transactions.
    const signatures = [...new Set(rows.map((r) => r.signature ?? ''))];
    let charged = 0n;
    for (const sig of signatures) {
      const tx = await wallet.rpc<{ meta: { fee: number } }>('getTransaction', [
        sig,
        { commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
      ]);
      charged += BigInt(tx.meta.fee);
    }
    expect(BigInt(String(done.gasUsed))).toBe(charged);

    // The trace model of the packer, checked against the chain (logs can be truncated at the end, so
    // look at the first recipient): its creation is 5 invocations, then 1 for its transfer.
    const tx = await wallet.rpc<{ meta: { logMessages: string[] } }>('getTransaction', [
      rows[0]?.signature,
      { commitment: 'confirmed', encoding: 'json', maxSupportedTransactionVersion: 0 },
    ]);
    const invokes = tx.meta.logMessages.filter((l) => / invoke \[\d\]$/.test(l));
    const creations = invokes.flatMap((l, i) =>
      l.startsWith('Program ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL ') ? [i] : [],
    );
    expect(invokes.slice(0, 2).every((l) => l.startsWith('Program ComputeBudget111'))).toBe(true);
    expect(creations.length).toBeGreaterThan(1);
    expect((creations[1] ?? 0) - (creations[0] ?? 0)).toBe(TRACE_PER_ATA_CREATE + 1);

    const history = await wallet.call('GET', '/api/batches?kind=multisend');
    expect((history.json.batches as Array<{ id: string }>)[0]?.id).toBe(plan.json.batchId);
    const stats = await wallet.call('GET', '/api/batches/stats?kind=multisend');
    expect(stats.json).toMatchObject({
      totalBatches: 2,
      totalRecipients: 450,
      successfulRecipients: 450,
      successRate: 100,
    });
    expect(BigInt(String(stats.json.gasSavedLamports))).toBeGreaterThan(0n);
  });

  it('refuses a batch with a wrong address before anything is signed', async () => {
    const [good = ''] = await freshAddresses(1);
    const res = await wallet.call('POST', '/api/multisender', {
      tokenAddress: mint,
      sendType: 'equal',
      totalAmount: 10,
      recipients: [good, 'not-an-address'],
    });
    expect(res.status).toBe(400);
    expect(res.json.fieldErrors).toEqual({
      recipients: ['Recipient 2: not-an-address is not a valid address'],
    });
    expect((await wallet.call('GET', '/api/batches?kind=multisend')).json.batches).toHaveLength(2);
    const preview = await wallet.call('POST', '/api/multisender/preview', {
      tokenAddress: mint,
      totalAmount: 10,
      recipients: [good, 'not-an-address'],
    });
    expect(preview.json.invalid).toEqual([
      { index: 1, value: 'not-an-address', reason: 'Recipient 2: not-an-address is not a valid address' },
    ]);
  });

  it('shows the spec messages for an empty list, too many recipients, missing custom amounts and a short balance', async () => {
    const base = { tokenAddress: mint, sendType: 'equal', totalAmount: '1' };
    const empty = await wallet.call('POST', '/api/multisender', { ...base, recipients: [] });
    expect(empty.json.message).toBe('At least one recipient is required');
    const many = await wallet.call('POST', '/api/multisender', {
      ...base,
      recipients: await freshAddresses(1001),
    });
    expect(many.json.message).toBe('Maximum 1000 recipients allowed per batch');
    const [a = '', b = ''] = await freshAddresses(2);
    const custom = await wallet.call('POST', '/api/multisender', {
      ...base,
      sendType: 'custom',
      recipients: [a, b],
      customAmounts: { [a]: '5' },
    });
    expect(custom.json.message).toBe('Missing Custom Amounts');
    const rich = await wallet.call('POST', '/api/multisender', {
      ...base,
      totalAmount: '5000000',
      recipients: [a],
    });
    expect(rich.status).toBe(400);
    expect(rich.json.message).toMatch(
      /^Insufficient balance: the batch needs 5000000 AIR but the wallet holds \d/,
    );
    const sol = await wallet.call('POST', '/api/wallet/distribute-sol', {
      type: 'equal',
      totalAmount: 0,
      addresses: [a],
    });
    expect(sol.json.message).toBe('Amount must be a valid positive number');
    const noAddr = await wallet.call('POST', '/api/wallet/distribute-tokens', {
      tokenAddress: mint,
      totalAmount: 1,
      addresses: [],
    });
    expect(noAddr.json.message).toBe('At least one address is required');
  });

  it('distributes SOL by percentage and refuses less than the rent-exempt minimum to a new address', async () => {
    const [a = '', b = '', c = ''] = await freshAddresses(3);
    const tiny = await wallet.call('POST', '/api/wallet/distribute-sol', {
      type: 'equal',
      totalAmount: '0.001',
      addresses: [a, b],
    });
    expect(tiny.status).toBe(400);
    expect(tiny.json.message).toContain('must receive at least 0.00089088 SOL');
    const plan = await wallet.call('POST', '/api/wallet/distribute-sol', {
      type: 'percentage',
      totalAmount: '1',
      addresses: [a, b, c],
      gasMultiplier: 2,
      priority: 'high',
      customAmounts: { [a]: '50', [b]: '33.333333333', [c]: '16.666666667' },
    });
    expect(plan.status).toBe(200);
    await signAndSubmit(wallet, plan);
    const done = await waitForBatch(wallet, String(plan.json.batchId));
    expect(done.status).toBe('completed');
    const rpc = await wallet.rpc<{ value: Array<{ lamports: number } | null> }>('getMultipleAccounts', [
      [a, b, c],
    ]);
    expect(rpc.value.map((v) => v?.lamports)).toEqual([500_000_001, 333_333_333, 166_666_666]); // floor shares, remainder unit to the first
  });

  it('retries only the failed recipients with one new signature prompt, and nobody is paid twice', async () => {
    const payer = await ApiWallet.create(server.url, 3);
    const addresses = await freshAddresses(25);
    const plan = await payer.call('POST', '/api/wallet/distribute-sol', {
      type: 'equal',
      totalAmount: '1',
      addresses,
    });
    expect(plan.json.totalTransactions).toBe(2);
    // Another send drains the wallet before this batch is signed: its bigger transaction cannot pay.
    const [sink = ''] = await freshAddresses(1);
    const drain = await payer.call('POST', '/api/wallet/distribute-sol', {
      totalAmount: '2.5',
      addresses: [sink],
    });
    await signAndSubmit(payer, drain);
    await waitForBatch(payer, String(drain.json.batchId));
    await signAndSubmit(payer, plan);
    const partial = await waitForBatch(payer, String(plan.json.batchId));
    expect(partial.status).toBe('partial');
    const failedCount = Number(partial.failedRecipients);
    expect(failedCount).toBeGreaterThan(0);
    const failedRows = (partial.recipients as Array<{ status: string; error: string | null }>).filter(
      (r) => r.status === 'failed',
    );
    expect(failedRows.every((r) => r.error)).toBe(true);

    await payer.airdrop(2);
    const retry = await payer.call('POST', `/api/batches/${String(plan.json.batchId)}/retry`);
    expect(retry.status).toBe(200);
    expect(retry.json.batchId).toBe(plan.json.batchId);
    expect((await payer.call('GET', `/api/batches/${String(plan.json.batchId)}`)).json.status).toBe(
      'awaiting_signature',
    );
    await signAndSubmit(payer, retry);
    const done = await waitForBatch(payer, String(plan.json.batchId));
    expect(done).toMatchObject({ status: 'completed', successfulRecipients: 25, failedRecipients: 0 });
    expect(done.operationIds).toHaveLength(2);
    expect(done.endTime).not.toBeNull();
    const rpc = await payer.rpc<{ value: Array<{ lamports: number } | null> }>('getMultipleAccounts', [
      addresses,
    ]);
    expect(rpc.value.map((v) => v?.lamports)).toEqual(addresses.map(() => 40_000_000));
    const again = await payer.call('POST', `/api/batches/${String(plan.json.batchId)}/retry`);
    expect(again.json.message).toBe('No failed recipients to retry');
    const other = await wallet.call('GET', `/api/batches/${String(plan.json.batchId)}`);
    expect(other.status).toBe(404);
  });

  it('counts recipients whose earlier transaction landed after all as paid, and does not pay them again', async () => {
    const payer = await ApiWallet.create(server.url, 3);
    const addresses = await freshAddresses(25);
    const plan = await payer.call('POST', '/api/wallet/distribute-sol', {
      type: 'equal',
      totalAmount: '1',
      addresses,
    });
    const [sink = ''] = await freshAddresses(1);
    const drain = await payer.call('POST', '/api/wallet/distribute-sol', {
      totalAmount: '2.5',
      addresses: [sink],
    });
    await signAndSubmit(payer, drain);
    const drained = await waitForBatch(payer, String(drain.json.batchId));
    const landed = (drained.recipients as Array<{ signature: string }>)[0]?.signature ?? '';
    await signAndSubmit(payer, plan);
    expect((await waitForBatch(payer, String(plan.json.batchId))).status).toBe('partial');
    const { db } = server.ctx.database;
    const opId = String(plan.json.operationId);
    const [failed] = await db
      .select({ index: operationTransactions.index })
      .from(operationTransactions)
      .where(and(eq(operationTransactions.operationId, opId), eq(operationTransactions.status, 'failed')));
    const failedTx = and(
      eq(operationTransactions.operationId, opId),
      eq(operationTransactions.index, failed?.index ?? -1),
    );
    // A sent transaction the chain does not know yet, whose blockhash is still valid, may still land.
    await db.update(operationTransactions).set({ status: 'submitted' }).where(failedTx);
    await db.update(operations).set({ status: 'expired' }).where(eq(operations.id, opId));
    const early = await payer.call('POST', `/api/batches/${String(plan.json.batchId)}/retry`);
    expect(early).toMatchObject({ status: 400, json: { message: EARLIER_MAY_LAND } });
    await db.update(operationTransactions).set({ status: 'failed' }).where(failedTx);
    await db.update(operations).set({ status: 'failed' }).where(eq(operations.id, opId));
    // As if the failed transaction had reached the chain after all: its signature now has a landed status.
    await server.ctx.database.db
      .update(operationTransactions)
      .set({ signature: landed })
      .where(
        and(
          eq(operationTransactions.operationId, String(plan.json.operationId)),
          eq(operationTransactions.status, 'failed'),
        ),
      );
    const retry = await payer.call('POST', `/api/batches/${String(plan.json.batchId)}/retry`);
    expect(retry.json.message).toBe('No failed recipients to retry');
    const settled = await payer.call('GET', `/api/batches/${String(plan.json.batchId)}`);
    expect(settled.json).toMatchObject({
      status: 'completed',
      successfulRecipients: 25,
      failedRecipients: 0,
    });
    const rows = settled.json.recipients as Array<{ status: string; signature: string }>;
    expect(rows.filter((r) => r.signature === landed).every((r) => r.status === 'confirmed')).toBe(true);
    expect(rows.some((r) => r.signature === landed)).toBe(true);
  });
});
