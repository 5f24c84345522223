import { address, createNoopSigner, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, OperationSummaryError } from '@server/chain/pipeline/operation-definition';
import { planOperation } from '@server/chain/pipeline/plan';
import { submitOperation } from '@server/chain/pipeline/submit';
import { operations, operationTransactions } from '@server/db/schema';
import { OPERATION_KINDS } from '@server/operation-kinds';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

const tip = defineOperation({ kind: 'test_tip', summary: z.object({ lamports: z.string() }) });

describe('operation summaries: checked when planned, parsed when read back', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ operations: [...OPERATION_KINDS, tip] });
  });
  afterAll(() => server.close());

  const planTip = (wallet: ApiWallet, summary: { lamports: string }) =>
    planOperation(server.ctx, tip, {
      wallet: address(wallet.address),
      summary,
      transactions: [
        [
          getTransferSolInstruction({
            source: createNoopSigner(address(wallet.address)),
            destination: server.ctx.platform.address,
            amount: lamports(1000n),
          }),
        ],
      ],
    });

  it('refuses a summary that does not match its schema and stores nothing', async () => {
    const wallet = await ApiWallet.create(server.url, 1);
    const wrong = JSON.parse('{"lamports": 1000}') as { lamports: string };
    await expect(planTip(wallet, wrong)).rejects.toThrow(OperationSummaryError);
    const stored = await server.ctx.database.db
      .select()
      .from(operations)
      .where(eq(operations.wallet, wallet.address));
    expect(stored).toEqual([]);
  });

  it('a stored summary that no longer parses is a clear error at submit; nothing is sent', async () => {
    const wallet = await ApiWallet.create(server.url, 1);
    const plan = await planTip(wallet, { lamports: '1000' });
    await server.ctx.database.db
      .update(operations)
      .set({ summary: { lamports: 1000 } })
      .where(eq(operations.id, plan.operationId));
    const signed = await wallet.sign(plan.transactions);
    await expect(
      submitOperation(server.ctx, address(wallet.address), plan.operationId, signed),
    ).rejects.toThrow(`The stored (operation ${plan.operationId}) summary of a "test_tip" operation`);
    const res = await wallet.call('POST', `/api/operations/${plan.operationId}/submit`, {
      transactions: signed,
    });
    expect(res.status).toBe(500);
    expect((await wallet.call('GET', `/api/operations/${plan.operationId}`)).json.status).toBe('planned');
  });

  it('plans a prebuilt transaction (Jupiter) through the same planner, its fee stored like any other', async () => {
    const wallet = await ApiWallet.create(server.url, 1);
    const built = await planTip(wallet, { lamports: '1000' });
    const { value } = await server.ctx.chain.rpc.getLatestBlockhash({ commitment: 'confirmed' }).send();
    const prebuilt = {
      prebuilt: built.transactions[0] ?? '',
      lastValidBlockHeight: value.lastValidBlockHeight,
    };
    const plan = await planOperation(server.ctx, tip, {
      wallet: address(wallet.address),
      summary: { lamports: '1000' },
      transactions: [prebuilt],
    });
    expect(plan.transactions).toEqual([prebuilt.prebuilt]);
    expect(plan.summary).toEqual({ lamports: '1000', networkFeeLamports: '5000', transactionCount: 1 });
    const [row] = await server.ctx.database.db
      .select()
      .from(operationTransactions)
      .where(eq(operationTransactions.operationId, plan.operationId));
    expect(row?.feeLamports).toBe(5000n);
    const other = await ApiWallet.create(server.url, 0);
    await expect(
      planOperation(server.ctx, tip, {
        wallet: address(other.address),
        summary: { lamports: '1000' },
        transactions: [prebuilt],
      }),
    ).rejects.toThrow('The swap transaction is not for this wallet');
  });
});
