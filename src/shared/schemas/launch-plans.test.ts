import { describe, expect, it } from 'vitest';
import { launchPlanJsonSchema, launchPlanSchema } from './launch-plan-check';
import type { LaunchPlanInput } from './launch-plans';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

function plan(steps: LaunchPlanInput['steps']): LaunchPlanInput {
  return { version: 1, name: 'My launch', steps };
}

const token = {
  id: 'token',
  kind: 'create-token',
  name: 'Rocket',
  symbol: 'rkt',
  decimals: 6,
  supply: '1,000,000',
  revoke: { mint: true, freeze: true },
} as const;

function messages(input: LaunchPlanInput): string[] {
  const result = launchPlanSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('a launch plan', () => {
  it('accepts six steps that refer to earlier results', () => {
    const result = launchPlanSchema.parse(
      plan([
        token,
        {
          id: 'pool',
          kind: 'pool',
          tokenA: '$steps.token.mint',
          tokenB: 'SOL',
          amountA: '500000',
          amountB: '2',
          lp: 'burn',
        },
        {
          id: 'clmm',
          kind: 'clmm-position',
          pool: '$steps.pool.pool',
          minPrice: '0.1',
          maxPrice: '1',
          amountB: '1',
        },
        {
          id: 'airdrop',
          kind: 'distribute',
          token: '$steps.token.mint',
          recipients: [{ address: WALLET, amount: '100' }],
        },
        { id: 'stake', kind: 'stake', tier: 'bronze', amount: '100' },
        { id: 'burn', kind: 'burn', token: '$steps.token.mint', amount: '1000' },
      ]),
    );
    expect(result.steps[0]).toMatchObject({ symbol: 'RKT', supply: '1000000' });
    expect(result.steps[4]).toMatchObject({ duration: 30 });
  });

  it('refuses a reference to a later or unknown step, a missing output, and the wrong kind of address', () => {
    expect(
      messages(
        plan([
          { id: 'burn', kind: 'burn', token: '$steps.token.mint', amount: '1' },
          token,
          { id: 'a', kind: 'burn', token: '$steps.token.pool', amount: '1' },
          { id: 'p', kind: 'pool', tokenA: '$steps.token.mint', tokenB: 'SOL', amountA: '1', amountB: '1' },
          { id: 'b', kind: 'burn', token: '$steps.p.pool', amount: '1' },
          {
            id: 'c',
            kind: 'clmm-position',
            pool: '$steps.token.mint',
            minPrice: '1',
            maxPrice: '2',
            amountA: '1',
          },
        ]),
      ),
    ).toEqual([
      'steps.0.token: $steps.token.mint: no step "token" comes before this one',
      'steps.2.token: $steps.token.pool: a create-token step gives mint',
      'steps.4.token: $steps.p.pool: this field takes a mint',
      'steps.5.pool: $steps.token.mint: this field takes a pool',
    ]);
  });

  it('refuses duplicate ids and a plan that spends more of its token than the supply', () => {
    expect(
      messages(
        plan([
          token,
          { id: 'token', kind: 'burn', token: '$steps.token.mint', amount: '600000' },
          { id: 'more', kind: 'burn', token: '$steps.token.mint', amount: '400000.000001' },
        ]),
      ),
    ).toEqual([
      'steps.1.id: Two steps are named "token"',
      'steps.2: The plan spends 1000000.000001 RKT, more than its supply of 1000000',
    ]);
  });

  it('refuses another version, an empty plan and a bad address', () => {
    expect(messages({ ...plan([token]), version: 2 } as unknown as LaunchPlanInput)[0]).toMatch(
      /another version/,
    );
    expect(messages(plan([]))).toEqual(['steps: A plan needs at least one step']);
    expect(messages(plan([{ id: 'b', kind: 'burn', token: 'not-an-address', amount: '1' }]))).toEqual([
      'steps.0.token: Enter a Solana address or a reference like $steps.token.mint',
    ]);
  });

  it('publishes a JSON Schema naming every step kind', () => {
    const text = JSON.stringify(launchPlanJsonSchema());
    for (const kind of [
      'create-token',
      'curve-launch',
      'curve-buys',
      'pool',
      'clmm-position',
      'distribute',
      'stake',
      'burn',
    ]) {
      expect(text).toContain(`"${kind}"`);
    }
  });
});
