import { address, createNoopSigner, generateKeyPairSigner, lamports } from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { confirmPass } from '@server/chain/pipeline/confirm';
import { defineOperation } from '@server/chain/pipeline/operation-definition';
import { planOperation } from '@server/chain/pipeline/plan';
import { loadOperation } from '@server/chain/pipeline/store';
import { pointEvents } from '@server/db/schema';
import { OPERATION_KINDS } from '@server/operation-kinds';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

describe('finishing an operation another pass finished meanwhile', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  // Its record has a unique index, as a feature's record does: a second finish collides with the first.
  const recorded = defineOperation({
    kind: 'test_recorded',
    summary: z.object({}),
    async onConfirmed(tx, op) {
      await tx
        .insert(pointEvents)
        .values({ wallet: op.wallet, operationId: op.id, kind: op.kind, reason: 'test', points: 1 });
      return { recorded: true };
    },
  });
  beforeAll(async () => {
    server = await startTestServer({ operations: [...OPERATION_KINDS, recorded] });
  });
  afterAll(() => server.close());

  it("leaves the first pass's result standing instead of failing on its record", async () => {
    const { ctx } = server;
    const wallet = await ApiWallet.create(server.url, 1);
    const to = (await generateKeyPairSigner()).address;
    const plan = await planOperation(ctx, ctx.operations.get('test_recorded'), {
      wallet: address(wallet.address),
      summary: {},
      transactions: [
        [
          getTransferSolInstruction({
            source: createNoopSigner(address(wallet.address)),
            destination: to,
            amount: lamports(1_000_000n),
          }),
        ],
      ],
    });
    const submitted = await wallet.call('POST', `/api/operations/${plan.operationId}/submit`, {
      transactions: await wallet.sign(plan.transactions),
    });
    expect(submitted.json.status).toBe('confirmed');
    const done = await loadOperation(ctx.database.db, plan.operationId);

    // A pass that claimed the operation and reaches its finish after another pass (a job, another
    // instance) finished it: what it holds still says submitted.
    const stale = {
      op: { ...done.op, status: 'submitted' },
      txs: done.txs.map((t) => ({ ...t, status: 'submitted' })),
    };
    await expect(confirmPass(ctx, plan.operationId, Number.MAX_SAFE_INTEGER, stale)).resolves.toEqual({
      state: 'done',
      finished: null,
    });

    const after = await loadOperation(ctx.database.db, plan.operationId);
    expect(after.op.status).toBe('confirmed');
    expect(after.op.result).toEqual(done.op.result);
    const records = await ctx.database.db
      .select()
      .from(pointEvents)
      .where(eq(pointEvents.operationId, plan.operationId));
    expect(records).toHaveLength(1);
  });
});
