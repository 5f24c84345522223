import {
  address,
  createNoopSigner,
  generateKeyPairSigner,
  lamports,
  type Address,
  getBase64Encoder,
  getSignatureFromTransaction,
  getTransactionDecoder,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { confirmPass } from '@server/chain/pipeline/confirm';
import { defineOperation } from '@server/chain/pipeline/operation-definition';
import { planOperation } from '@server/chain/pipeline/plan';
import { sendUnsent } from '@server/chain/pipeline/send';
import { loadOperation } from '@server/chain/pipeline/store';
import { operations, operationTransactions, pointEvents } from '@server/db/schema';
import { OPERATION_KINDS } from '@server/operation-kinds';
import { ApiWallet } from './helpers/api-wallet';
import { landDuringHeightRead, unsentPlatformTransfer } from './helpers/landing';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

/** An operation of `kind`, planned: the wallet sends 0.001 SOL to a new address. */
async function plannedTransfer(server: Server, kind: string) {
  const { ctx } = server;
  const wallet = await ApiWallet.create(server.url, 1);
  const recipient = (await generateKeyPairSigner()).address;
  const plan = await planOperation(ctx, ctx.operations.get(kind), {
    wallet: address(wallet.address),
    summary: {},
    transactions: [
      [
        getTransferSolInstruction({
          source: createNoopSigner(address(wallet.address)),
          destination: recipient,
          amount: lamports(1_000_000n),
        }),
      ],
    ],
  });
  return { wallet, plan, recipient };
}

/** The same, signed and submitted: confirmed. */
async function confirmedOperation(server: Server, kind: string): Promise<string> {
  const { wallet, plan } = await plannedTransfer(server, kind);
  const submitted = await wallet.call('POST', `/api/operations/${plan.operationId}/submit`, {
    transactions: await wallet.sign(plan.transactions),
  });
  expect(submitted.json.status).toBe('confirmed');
  return plan.operationId;
}

/** Waits for the chain's next blockhash (a slot is 400 ms): what is signed after it is new bytes. */
async function nextBlockhash(server: Server) {
  const latest = async () => (await server.ctx.chain.rpc.getLatestBlockhash().send()).value.blockhash;
  const first = await latest();
  while ((await latest()) === first) await new Promise((resolve) => setTimeout(resolve, 50));
}

const balance = async (server: Server, account: Address) =>
  (await server.ctx.chain.rpc.getBalance(account, { commitment: 'confirmed' }).send()).value;

/**
 * A confirmed swap-like operation whose settlement (the platform paying `owed` to `payee`) was sent but
 * never seen by the chain, stored with a blockhash that has passed: the platform still owes it. The
 * signed bytes themselves are on a current blockhash, so a test can still land them.
 */
async function owedSettlement(server: Server) {
  const { ctx } = server;
  const { db } = ctx.database;
  const id = await confirmedOperation(server, 'test_settled');
  const owed = 2_000_000n;
  const expired = await unsentPlatformTransfer(ctx, owed);
  await db.update(operations).set({ status: 'submitted', result: null }).where(eq(operations.id, id));
  await db.insert(operationTransactions).values({
    operationId: id,
    index: 1,
    role: 'settlement',
    plannedTx: expired.wire,
    signedTx: expired.wire,
    signature: expired.signature,
    lastValidBlockHeight: 0n,
    status: 'submitted',
    submittedAt: new Date(),
    sentAt: new Date(),
  });
  return { id, payee: expired.destination, owed, expired };
}

/** Runs confirmation passes until the operation is done. */
async function confirmUntilDone(server: Server, id: string) {
  for (let pass = 0; (await confirmPass(server.ctx, id)).state !== 'done'; pass++) {
    expect(pass).toBeLessThan(20);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Passes of the confirmation (the submitting request, jobs, other instances) working on one operation. */
describe('two passes on one operation', () => {
  let server: Server;
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
  const settled = defineOperation({ kind: 'test_settled', summary: z.object({}) });
  beforeAll(async () => {
    server = await startTestServer({ operations: [...OPERATION_KINDS, recorded, settled] });
    await server.ctx.chain.embedded?.airdrop(server.ctx.platform.address, 5_000_000_000n);
  });
  afterAll(() => server.close());

  it("finishing after the other: the first pass's result stands, no error from its record", async () => {
    const { ctx } = server;
    const id = await confirmedOperation(server, 'test_recorded');
    const done = await loadOperation(ctx.database.db, id);

    // A pass that claimed the operation and reaches its finish after another pass finished it: what it
    // holds still says submitted.
    const stale = {
      op: { ...done.op, status: 'submitted' },
      txs: done.txs.map((t) => ({ ...t, status: 'submitted' })),
    };
    await expect(confirmPass(ctx, id, Number.MAX_SAFE_INTEGER, stale)).resolves.toEqual({
      state: 'done',
      finished: null,
    });

    const after = await loadOperation(ctx.database.db, id);
    expect(after.op.status).toBe('confirmed');
    expect(after.op.result).toEqual(done.op.result);
    const records = await ctx.database.db.select().from(pointEvents).where(eq(pointEvents.operationId, id));
    expect(records).toHaveLength(1);
  });

  it('an expired settlement signed again by both: the platform pays once', async () => {
    const { ctx } = server;
    const { db } = ctx.database;
    const { id, payee, owed, expired } = await owedSettlement(server);
    // What a second pass read before the first one acted.
    const stale = await loadOperation(db, id);
    // Signed again on the blockhash it had, the settlement would be the same bytes.
    await nextBlockhash(server);

    // The first pass signs it again, and its next round sends the new one.
    expect((await confirmPass(ctx, id)).state).toBe('pending');
    const { sent } = await sendUnsent(ctx, id, Number.MAX_SAFE_INTEGER, 'settlement');
    expect(sent).toEqual([1]);
    const resigned = (await loadOperation(db, id)).txs[1]?.signature;
    expect(resigned).not.toBe(expired.signature);

    // The second pass, on a later blockhash, still sees the expired settlement.
    await nextBlockhash(server);
    await confirmPass(ctx, id, Number.MAX_SAFE_INTEGER, stale);

    await confirmUntilDone(server, id);
    expect(await balance(server, payee)).toBe(owed);
    const after = await loadOperation(db, id);
    expect(after.op.status).toBe('confirmed');
    expect(after.txs[1]).toMatchObject({ status: 'confirmed', signature: resigned });
  });

  it('an expired settlement that lands while a pass reads the height: not signed again', async () => {
    const { ctx } = server;
    const { id, payee, owed, expired } = await owedSettlement(server);
    await nextBlockhash(server);
    const injected = landDuringHeightRead(server.ctx.chain, expired.wire);
    try {
      await confirmUntilDone(server, id);
    } finally {
      injected.restore();
    }
    expect(injected.landed).toBe(true);
    expect(await balance(server, payee)).toBe(owed);
    const after = await loadOperation(ctx.database.db, id);
    expect(after.txs[1]).toMatchObject({ status: 'confirmed', signature: expired.signature });
  });

  it('a wallet transaction that lands while a pass reads the height: confirmed, not expired', async () => {
    const { ctx } = server;
    const { db } = ctx.database;
    const { wallet, plan, recipient } = await plannedTransfer(server, 'test_settled');
    const [signedTx = ''] = await wallet.sign(plan.transactions);
    const signature = getSignatureFromTransaction(
      getTransactionDecoder().decode(getBase64Encoder().encode(signedTx)),
    );
    // Claimed and sent, never seen by the chain, stored with a blockhash that has passed.
    await db.update(operations).set({ status: 'submitted' }).where(eq(operations.id, plan.operationId));
    await db
      .update(operationTransactions)
      .set({
        signedTx,
        signature,
        status: 'submitted',
        submittedAt: new Date(),
        sentAt: new Date(),
        lastValidBlockHeight: 0n,
      })
      .where(eq(operationTransactions.operationId, plan.operationId));
    const injected = landDuringHeightRead(server.ctx.chain, signedTx);
    try {
      await confirmUntilDone(server, plan.operationId);
    } finally {
      injected.restore();
    }
    expect(injected.landed).toBe(true);
    expect(await balance(server, recipient)).toBe(1_000_000n);
    const after = await loadOperation(db, plan.operationId);
    expect(after.op.status).toBe('confirmed');
    expect(after.txs[0]).toMatchObject({ status: 'confirmed', signature });
  });
});
