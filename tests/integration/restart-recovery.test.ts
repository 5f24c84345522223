import { getBase58Decoder, getBase64Encoder, getTransactionDecoder } from '@solana/kit';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { operations, operationTransactions } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer, tempDataDir } from './helpers/server';

const feePayerSignature = (wire: string) => {
  const tx = getTransactionDecoder().decode(getBase64Encoder().encode(wire));
  const [first] = Object.values(tx.signatures);
  if (!first) throw new Error('unsigned');
  return getBase58Decoder().decode(first);
};

describe('a restart in the middle of an operation resumes from the operation rows', () => {
  it('sends and confirms a signed launch the server had recorded but not yet sent when it stopped', async () => {
    const dataDir = tempDataDir();
    const first = await startTestServer({ dataDir });
    const wallet = await ApiWallet.create(first.url);
    const plan = await wallet.call('POST', '/api/tokens/create', {
      name: 'Phoenix',
      symbol: 'PHX',
      totalSupply: '9',
    });
    const id = String(plan.json.operationId);
    const [signed = ''] = await wallet.sign(plan.json.transactions as string[]);
    // The state submit leaves just before it sends: signature recorded, nothing on chain yet.
    const { db } = first.ctx.database;
    await db.update(operations).set({ status: 'submitted' }).where(eq(operations.id, id));
    await db
      .update(operationTransactions)
      .set({
        status: 'submitted',
        signedTx: signed,
        signature: feePayerSignature(signed),
        submittedAt: new Date(),
      })
      .where(and(eq(operationTransactions.operationId, id), eq(operationTransactions.index, 0)));
    await first.close();

    const second = await startTestServer({ dataDir, port: first.port });
    try {
      await expect
        .poll(async () => (await wallet.call('GET', `/api/operations/${id}`)).json.status, {
          timeout: 20_000,
        })
        .toBe('confirmed');
      const tokens = (await wallet.call('GET', '/api/tokens/list')).json.tokens as Array<{ symbol: string }>;
      expect(tokens.map((t) => t.symbol)).toEqual(['PHX']);
      const mint = String((plan.json.summary as Record<string, unknown>).mint);
      const balance = await wallet.call('POST', '/api/tokens/balance', {
        walletAddress: wallet.address,
        tokenAddress: mint,
      });
      expect(balance.json.balance).toBe('9');
    } finally {
      await second.close();
    }
  });
});
