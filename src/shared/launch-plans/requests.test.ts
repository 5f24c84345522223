import { describe, expect, it } from 'vitest';
import { launchPlanStepSchema, type LaunchPlanStep } from '../schemas/launch-plans';
import { parseRecipientsCsv } from './recipients-csv';
import { nextRequest, stepOutputs, type StepOperation } from './requests';

const A = '7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU';
const B = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const step = (s: Record<string, unknown>): LaunchPlanStep => launchPlanStepSchema.parse(s);
const done = (kind: string, summary: Record<string, unknown> = {}): StepOperation => ({
  kind,
  status: 'confirmed',
  summary,
});

describe('a step that takes several operations plans the next one from those that confirmed', () => {
  it('a distribution pays each recipient its amount, and after a failed batch that sent, retries it', () => {
    const d = step({ id: 'd', kind: 'distribute', token: MINT, recipients: [{ address: A, amount: '1.5' }] });
    expect(nextRequest(d, [])).toMatchObject({
      kind: 'multisend',
      body: { tokenAddress: MINT, type: 'custom', addresses: [A], customAmounts: { [A]: '1.5' } },
    });
    const failed = { kind: 'multisend', status: 'failed', summary: { batchId: 'b1' }, signatures: ['s'] };
    expect(nextRequest(d, [], failed)).toMatchObject({ params: { id: 'b1' }, body: {} });
    // Nothing was sent: planning the batch again pays nobody twice.
    expect(nextRequest(d, [], { ...failed, signatures: [] })).toMatchObject({ body: { addresses: [A] } });
    expect(nextRequest(d, [done('multisend')])).toBeNull();
  });

  it('a pool with lp burn burns exactly the LP tokens its creation gave, and gives its LP mint', () => {
    const pool = { id: 'p', kind: 'pool', tokenA: MINT, tokenB: 'SOL', amountA: '1', amountB: '1' };
    const p = step({ ...pool, lp: 'burn' });
    const created = done('liquidity', { poolAddress: B, liquidityAmount: '12.5', liquidity: { poolId: B } });
    expect(nextRequest(p, [created])).toMatchObject({
      kind: 'token_burn',
      body: { tokenAddress: B, amount: '12.5', confirmBurn: true },
    });
    expect(nextRequest(p, [created, done('token_burn')])).toBeNull();
    expect(nextRequest(step({ ...pool, lp: 'keep' }), [created])).toBeNull();
    expect(stepOutputs(p, [created])).toEqual({ pool: B, lpMint: B });
  });

  it('a logo is uploaded before the create and lands in the body field of its screen', () => {
    const dataUrl = 'data:image/png;base64,iVBORw0KGgo=';
    const t = step({ id: 't', kind: 'create-token', name: 'R', symbol: 'R', supply: '1', logo: { dataUrl } });
    expect(nextRequest(t, [])?.upload).toEqual({ data: 'iVBORw0KGgo=', at: ['metadata', 'image'] });
  });

  it('buys: one funding batch with the buy plus the allowance, then one buy per buyer, signed by it', () => {
    const b = step({
      id: 'b',
      kind: 'curve-buys',
      mint: MINT,
      buys: [{ sol: '0.1' }, { sol: '1' }],
      wallets: [A, B],
    });
    expect(nextRequest(b, [])).toMatchObject({
      kind: 'multisend',
      body: { addresses: [A, B], customAmounts: { [A]: '0.105', [B]: '1.005' } },
    });
    expect(nextRequest(b, [done('multisend')])).toMatchObject({
      signer: A,
      body: { action: 'buy', amount: '0.1' },
    });
    expect(nextRequest(b, [done('multisend'), done('launchpad_trade')])).toMatchObject({ signer: B });
    expect(nextRequest(b, [done('multisend'), done('launchpad_trade'), done('launchpad_trade')])).toBeNull();
    expect(launchPlanStepSchema.safeParse({ ...b, wallets: [A, A] }).success).toBe(false);
  });

  it('a recipient listed twice is refused (a second amount would be dropped, not paid)', () => {
    const twice = {
      id: 'd',
      kind: 'distribute',
      token: 'SOL',
      recipients: [A, A].map((address) => ({ address, amount: '1' })),
    };
    expect(launchPlanStepSchema.safeParse(twice).success).toBe(false);
  });

  it('reads a recipients CSV with a header, comments, blank lines and spaces', () => {
    expect(parseRecipientsCsv(`address,amount\n# team\n${A}, 2\n\n${B};3.5\r\n`)).toEqual([
      { address: A, amount: '2' },
      { address: B, amount: '3.5' },
    ]);
  });
});
