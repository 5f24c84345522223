import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ApiWallet } from './helpers/api-wallet';
import { spawnServer, type ChildServer } from './helpers/child-server';
import { freshAddresses, solBalances, type BatchAnswer } from './helpers/multisend';
import { freePort, tempDataDir } from './helpers/server';

type Moment = 'before-send' | 'during-send' | 'after-complete';
type Batch = Record<string, unknown> & {
  recipients: Array<{ amount: string; status: string; signature: string }>;
};

const RECIPIENTS = 1000;
// Slow enough sending that a kill can land in the middle of it.
const SLOW_SENDS = { SEND_CHUNK_SIZE: '4', SEND_CHUNK_INTERVAL_MS: '40' };
const FINISHED = ['completed', 'partial', 'failed'];

async function until<T>(what: string, read: () => Promise<T | null>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const getBatch = async (wallet: ApiWallet, id: string) =>
  (await wallet.call('GET', `/api/batches/${id}`)).json as Batch;

async function submit(wallet: ApiWallet, plan: BatchAnswer, signed: string[]) {
  return wallet.call('POST', `/api/operations/${String(plan.json.operationId)}/submit`, {
    transactions: signed,
  });
}

/**
 * After a restart the batch is driven to completion the way a user would: a submit that never got an
 * answer is sent again, and whatever ended unpaid is retried with a new signature.
 */
async function finish(wallet: ApiWallet, id: string, plan: BatchAnswer, signed: string[]): Promise<Batch> {
  for (let attempt = 0; attempt < 6; attempt++) {
    let batch = await getBatch(wallet, id);
    // Killed before the submit was recorded: the batch still awaits the (already made) signature.
    if (batch.status === 'awaiting_signature') {
      await submit(wallet, plan, signed).catch(() => undefined);
    }
    batch = await until('the batch to finish', async () => {
      const b = await getBatch(wallet, id);
      return FINISHED.includes(String(b.status)) ? b : null;
    });
    if (batch.status === 'completed') return batch;
    const retry = await until('a retry to be accepted', async () => {
      const r = await wallet.call('POST', `/api/batches/${id}/retry`);
      return r.status === 200 ? r : null;
    });
    plan = retry;
    signed = await wallet.sign(retry.json.transactions as string[]);
    await submit(wallet, retry, signed);
  }
  throw new Error('the batch did not complete after several retries');
}

async function crashRound(dataDir: string, port: number, moment: Moment, delayMs: number) {
  let server: ChildServer = await spawnServer({ dataDir, port, env: SLOW_SENDS });
  try {
    const wallet = await ApiWallet.create(server.url, 10);
    const recipients = await freshAddresses(RECIPIENTS);
    const plan = await wallet.call('POST', '/api/wallet/distribute-sol', {
      type: 'equal',
      totalAmount: '1.000000007',
      addresses: recipients,
    });
    expect(plan.status).toBe(200);
    const id = String(plan.json.batchId);
    const planned = await getBatch(wallet, id);
    const amounts = planned.recipients.map((r) => BigInt(r.amount));
    const signed = await wallet.sign(plan.json.transactions as string[]);

    const answer = submit(wallet, plan, signed).catch(() => null);
    if (moment === 'before-send') await new Promise((r) => setTimeout(r, delayMs));
    if (moment === 'during-send') {
      await until('the first confirmed transaction', async () => {
        const b = await getBatch(wallet, id);
        return Number(b.completedTxs) >= 1 ? b : null;
      });
      await new Promise((r) => setTimeout(r, delayMs));
    }
    if (moment === 'after-complete') {
      await until('the batch to read completed', async () => {
        const b = await getBatch(wallet, id);
        return b.status === 'completed' ? b : null;
      });
    }
    await server.kill();
    await answer;

    server = await spawnServer({ dataDir, port, env: SLOW_SENDS });
    const done = await finish(wallet, id, plan, signed);

    // Chain truth, read by an independent client: everyone paid exactly once.
    const balances = await solBalances(server.rpcUrl, recipients);
    expect(balances).toEqual(amounts);
    // And the database agrees: every recipient's signature is known to the chain and succeeded.
    expect(done).toMatchObject({
      status: 'completed',
      successfulRecipients: RECIPIENTS,
      failedRecipients: 0,
    });
    const signatures = [...new Set(done.recipients.map((r) => r.signature))];
    for (let i = 0; i < signatures.length; i += 200) {
      const { value } = await wallet.rpc<{ value: Array<{ err: unknown } | null> }>('getSignatureStatuses', [
        signatures.slice(i, i + 200),
        { searchTransactionHistory: true },
      ]);
      expect(value.every((s) => s !== null && s.err === null)).toBe(true);
    }
  } finally {
    await server.kill();
  }
}

describe('a server killed at any moment of a 1,000-recipient batch', () => {
  it('ends every round with each recipient paid exactly once and the database agreeing with the chain', async () => {
    const dataDir = tempDataDir();
    const port = await freePort();
    const moments: Moment[] = ['before-send', 'during-send', 'after-complete', 'during-send'];
    // Random kill moments, reproducible from the seed fast-check prints on failure.
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 400 }), async (i, delay) => {
        await crashRound(dataDir, port, moments[i] ?? 'during-send', delay);
      }),
      { numRuns: 2, endOnFailure: true, examples: moments.slice(0, 3).map((_, i) => [i, 150]) },
    );
  }, 600_000);
});
