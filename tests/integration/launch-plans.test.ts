import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;

const plan = {
  version: 1,
  name: 'Rocket launch',
  steps: [
    { id: 'token', kind: 'create-token', name: 'Rocket', symbol: 'RKT', decimals: 6, supply: '1000000' },
    {
      id: 'pool',
      kind: 'pool',
      tokenA: '$steps.token.mint',
      tokenB: 'SOL',
      amountA: '900000',
      amountB: '5',
      lp: 'burn',
    },
    { id: 'burn', kind: 'burn', token: '$steps.token.mint', amount: '200000' },
  ],
};

describe('a launch plan file is checked as a whole before anything runs', () => {
  let server: Server;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => server.close());

  async function check(body: unknown) {
    const res = await fetch(`${server.url}/api/launch-plans/check`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  }

  it('publishes the plan file JSON Schema that an editor can validate against', async () => {
    const res = await fetch(`${server.url}/api/launch-plans/schema.json`);
    expect(res.status).toBe(200);
    const schema = (await res.json()) as Record<string, unknown>;
    expect(schema.$schema).toMatch(/2020-12/);
    expect(JSON.stringify(schema)).toContain('"clmm-position"');
  });

  it('names the step that spends more than the supply, and passes the plan once it fits', async () => {
    const over = await check(plan);
    expect(over.status).toBe(200);
    expect(over.json).toEqual({
      valid: false,
      issues: [
        { path: ['steps', 2], message: 'The plan spends 1100000 RKT, more than its supply of 1000000' },
      ],
      steps: [],
      warnings: [],
    });
    const fits = await check({
      ...plan,
      steps: [plan.steps[0], plan.steps[1], { ...plan.steps[2], amount: '100000' }],
    });
    expect(fits.json).toEqual({
      valid: true,
      issues: [],
      steps: [
        { id: 'token', kind: 'create-token' },
        { id: 'pool', kind: 'pool' },
        { id: 'burn', kind: 'burn' },
      ],
      warnings: [],
    });
  });

  it('answers a file that is not a plan with the reasons, never a 500', async () => {
    for (const body of [
      null,
      'text',
      [],
      { version: 1 },
      { version: 1, name: 'x', steps: [{ kind: 'nope' }] },
    ]) {
      const { status, json } = await check(body);
      expect(status).toBe(200);
      expect(json.valid).toBe(false);
      expect((json.issues as unknown[]).length).toBeGreaterThan(0);
    }
  });
});
