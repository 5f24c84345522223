import { address, createNoopSigner, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation, OperationSummaryError } from '@server/chain/pipeline/operation-definition';
import { planOperation } from '@server/chain/pipeline/plan';
import { submitOperation } from '@server/chain/pipeline/submit';
import { operations } from '@server/db/schema';
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
});
