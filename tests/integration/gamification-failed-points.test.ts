import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_TX_MESSAGE } from '@server/chain/pipeline/submit';
import { operationTransactions, pointEvents } from '@server/db/schema';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Json = Record<string, unknown>;

describe('points come only from confirmed operations, never from ones the chain refused', () => {
  let server: Server;
  let alice: ApiWallet;
  let mint: string;

  const totalPoints = async () =>
    Number((await alice.call('GET', '/api/gamification/stats')).json.totalPoints);
  const pointsFor = (operationId: string) =>
    server.ctx.database.db.select().from(pointEvents).where(eq(pointEvents.operationId, operationId));
  const planBurn = (amount: string) =>
    alice.call('POST', '/api/tokens/burn', {
      tokenAddress: mint,
      amount,
      confirmBurn: true,
      method: 'burn-instruction',
    });
  const submit = async (plan: Json) =>
    alice.call('POST', `/api/operations/${String(plan.operationId)}/submit`, {
      transactions: await alice.sign(plan.transactions as string[]),
    });
  const settle = async (operationId: string) => {
    let op = await alice.call('GET', `/api/operations/${operationId}`);
    for (let i = 0; i < 100 && ['planned', 'submitted'].includes(String(op.json.status)); i++) {
      await new Promise((r) => setTimeout(r, 100));
      op = await alice.call('GET', `/api/operations/${operationId}`);
    }
    return op.json;
  };

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 5);
    const { plan, op } = await alice.runOperation('/api/tokens/create', {
      name: 'Cinder',
      symbol: 'CIN',
      decimals: 6,
      totalSupply: '1000',
    });
    expect(op?.json.status).toBe('confirmed');
    mint = String((plan.json.summary as Json).mint);
  }, 120_000);
  afterAll(() => server.close());

  it('a burn the chain rejects (the tokens it burns are gone) ends failed and adds no points', async () => {
    // Two tabs each plan burning about 600 of the 1,000 held: both plans are valid when made.
    const [first, second] = [await planBurn('600'), await planBurn('600.5')];
    expect([first.status, second.status]).toEqual([200, 200]);
    const before = await totalPoints();
    // 100 for the confirmed token; the 50 XP "Create 1 Token" quest too.
    expect(before).toBe(150);

    await submit(first.json);
    expect((await settle(String(first.json.operationId))).status).toBe('confirmed');
    const afterFirst = await totalPoints();
    expect(afterFirst).toBe(before + 15);

    // The second is signed and submitted, but the account holds only 400 now: the chain refuses it.
    await submit(second.json);
    const failed = await settle(String(second.json.operationId));
    expect(failed.status).toBe('failed');
    expect(String(failed.error)).not.toBe('');
    expect(await pointsFor(String(second.json.operationId))).toEqual([]);
    expect(await totalPoints()).toBe(afterFirst);

    // Only the confirmed burn is on the wallet's record.
    const burns = (await alice.call('GET', '/api/burns')).json.burns as Json[];
    expect(burns).toHaveLength(1);
  });

  it('the same burn planned twice in a row is two transactions of its own, and both burn', async () => {
    const first = await planBurn('100');
    const second = await planBurn('100');
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json.transactions).not.toEqual(first.json.transactions);
    const before = await totalPoints();
    await submit(first.json);
    await submit(second.json);
    for (const plan of [first, second]) {
      expect((await settle(String(plan.json.operationId))).status).toBe('confirmed');
    }
    expect(await totalPoints()).toBe(before + 30);
    const burns = (await alice.call('GET', '/api/burns')).json.burns as Json[];
    expect(burns.map((b) => b.amount)).toEqual(['100', '100', '600']);
  });

  it('a plan holding the very transaction another operation submitted (a race of two plans) is refused, not confirmed twice', async () => {
    const first = await planBurn('50');
    const second = await planBurn('50');
    // Two plans made at the same instant can both miss each other's row: the same bytes, one signature.
    await server.ctx.database.db
      .update(operationTransactions)
      .set({ plannedTx: (first.json.transactions as string[])[0] })
      .where(eq(operationTransactions.operationId, String(second.json.operationId)));
    const before = await totalPoints();
    await submit(first.json);
    expect((await settle(String(first.json.operationId))).status).toBe('confirmed');
    const again = await submit({ ...second.json, transactions: first.json.transactions });
    expect(again).toMatchObject({ status: 409, json: { message: DUPLICATE_TX_MESSAGE } });
    expect((await alice.call('GET', `/api/operations/${String(second.json.operationId)}`)).json.status).toBe(
      'planned',
    );
    expect(await pointsFor(String(second.json.operationId))).toEqual([]);
    expect(await totalPoints()).toBe(before + 15);
    const burns = (await alice.call('GET', '/api/burns')).json.burns as Json[];
    expect(burns.map((b) => b.amount)).toEqual(['50', '100', '100', '600']);
  });
});
