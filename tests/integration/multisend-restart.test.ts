import { describe, expect, it } from 'vitest';
import { ApiWallet } from './helpers/api-wallet';
import { freshAddresses, launchToken, signAndSubmit, tokenBalances, waitForBatch } from './helpers/multisend';
import { startTestServer, tempDataDir } from './helpers/server';

describe('a server stopped in the middle of a batch finishes it after a restart', () => {
  it('pays each of 300 recipients exactly once across the stop', async () => {
    const dataDir = tempDataDir();
    // Small chunks with a pause between them, so the stop lands while later transactions are still unsent.
    const slow = { SEND_CHUNK_SIZE: '3', SEND_CHUNK_INTERVAL_MS: '400' };
    const first = await startTestServer({ dataDir, env: slow });
    const wallet = await ApiWallet.create(first.url, 20);
    const mint = await launchToken(wallet, '1000000', 6);
    const recipients = await freshAddresses(300);
    const plan = await wallet.call('POST', '/api/multisender', {
      tokenAddress: mint,
      sendType: 'equal',
      totalAmount: '300.000007',
      recipients,
    });
    expect(plan.status).toBe(200);
    const batchId = String(plan.json.batchId);
    const planned = await wallet.call('GET', `/api/batches/${batchId}`);
    expect(planned.json.status).toBe('awaiting_signature');
    const amounts = (planned.json.recipients as Array<{ amount: string }>).map((r) => BigInt(r.amount));

    await signAndSubmit(wallet, plan);
    const midway = await waitForBatch(wallet, batchId, (b) => Number(b.completedTxs) >= 1);
    await first.close();
    expect(midway.status).toBe('processing');
    expect(Number(midway.completedTxs)).toBeLessThan(Number(plan.json.totalTransactions));

    const second = await startTestServer({ dataDir, port: first.port });
    try {
      const done = await waitForBatch(wallet, batchId);
      expect(done).toMatchObject({ status: 'completed', successfulRecipients: 300, failedRecipients: 0 });
      expect(done.completedTxs).toBe(plan.json.totalTransactions);
      const balances = await tokenBalances(second.rpcUrl, mint, recipients);
      expect(balances).toEqual(amounts);
      expect(balances.reduce((a, b) => a + b, 0n)).toBe(300_000_007n);
    } finally {
      await second.close();
    }
  });
});
