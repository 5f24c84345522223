import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Json = Record<string, unknown>;

/**
 * The same action planned twice within one blockhash compiles to the same bytes (one signature); the
 * planner stores such a plan only after planning it again on a later blockhash.
 */
describe('planning the very same action twice in a row', () => {
  let server: Server;
  let alice: ApiWallet;
  let mint: string;
  const planBurn = () =>
    alice.call('POST', '/api/tokens/burn', {
      tokenAddress: mint,
      amount: '5',
      confirmBurn: true,
      method: 'burn-instruction',
    });

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 5);
    const { plan, op } = await alice.runOperation('/api/tokens/create', {
      name: 'Twin',
      symbol: 'TWN',
      totalSupply: '1000',
    });
    expect(op?.json.status).toBe('confirmed');
    mint = String((plan.json.summary as Json).mint);
  }, 120_000);
  afterAll(() => server.close());

  it('gives two transactions of their own, and both burns confirm', async () => {
    const first = await planBurn();
    const second = await planBurn();
    expect([first.status, second.status]).toEqual([200, 200]);
    const [a, b] = [first.json.transactions as string[], second.json.transactions as string[]];
    expect(b[0]).not.toBe(a[0]);
    for (const plan of [first, second]) {
      const res = await alice.call('POST', `/api/operations/${String(plan.json.operationId)}/submit`, {
        transactions: await alice.sign(plan.json.transactions as string[]),
      });
      expect(res.json.status).toBe('confirmed');
    }
    const burns = (await alice.call('GET', '/api/burns')).json.burns as Json[];
    expect(burns.map((burn) => burn.amount)).toEqual(['5', '5']);
  });
});
