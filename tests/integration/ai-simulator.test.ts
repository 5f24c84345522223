import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorMessages } from '@shared/schemas/ai-simulator';
import { ApiWallet } from './helpers/api-wallet';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Json = Record<string, unknown>;

const body = {
  tokenInfo: { name: 'Nova', initialSupply: '1,000,000,000', launchPrice: '0.0001' },
  launchParams: { liquidityAmount: '50', marketingBudget: '10', strategy: 'presale' },
  marketConditions: 'neutral',
  simulationSettings: { duration: '3months', iterations: 2000, seed: 1234 },
};

describe('launch simulator: worker thread, progress, reproducible by seed', () => {
  let server: Server;
  let alice: ApiWallet;
  let bob: ApiWallet;

  beforeAll(async () => {
    server = await startTestServer();
    alice = await ApiWallet.create(server.url, 0);
    bob = await ApiWallet.create(server.url, 0);
  });
  afterAll(() => server.close());

  async function finish(id: string): Promise<Json> {
    const seen: number[] = [];
    for (;;) {
      const { json } = await alice.call('GET', `/api/ai/simulator/runs/${id}`);
      seen.push(Number(json.progress));
      if (json.status !== 'running') return { ...json, seen };
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('runs, reports progress and stores the run; the same seed gives the same result', async () => {
    const started = await alice.call('POST', '/api/ai/simulator', body);
    expect(started.status).toBe(200);
    expect(started.json).toMatchObject({ status: 'running', seed: 1234, iterations: 2000 });
    const first = await finish(String(started.json.simulationId));
    expect(first.status).toBe('completed');
    expect((first.seen as number[]).at(-1)).toBe(100);
    const results = first.results as { outcomes: Json; scenarios: Array<{ probability: number }> };
    const total = results.scenarios.reduce((s, c) => s + c.probability, 0);
    expect(total).toBeCloseTo(100, 0);
    expect(results.outcomes.successProbability).toBeGreaterThanOrEqual(0);

    const again = await finish(
      String((await alice.call('POST', '/api/ai/simulator', body)).json.simulationId),
    );
    expect(again.results).toEqual(first.results);
    const otherSeed = await alice.call('POST', '/api/ai/simulator', {
      ...body,
      simulationSettings: { ...body.simulationSettings, seed: 99 },
    });
    const third = await finish(String(otherSeed.json.simulationId));
    expect(third.results).not.toEqual(first.results);

    const history = await alice.call('GET', '/api/ai/simulator/runs');
    expect(history.json.runs).toHaveLength(3);
    expect((await bob.call('GET', '/api/ai/simulator/runs')).json.runs).toHaveLength(0);
    expect(
      (await bob.call('GET', `/api/ai/simulator/runs/${String(started.json.simulationId)}`)).status,
    ).toBe(404);
  });

  it('validation messages are the spec text', async () => {
    const expectMessage = async (patch: Json, message: string) => {
      const res = await alice.call('POST', '/api/ai/simulator', { ...body, ...patch });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(message);
    };
    await expectMessage({ tokenInfo: { ...body.tokenInfo, name: '' } }, 'Token name is required');
    await expectMessage(
      { tokenInfo: { ...body.tokenInfo, initialSupply: '' } },
      'Initial supply is required',
    );
    await expectMessage({ tokenInfo: { ...body.tokenInfo, launchPrice: '' } }, 'Launch price is required');
    await expectMessage(
      { launchParams: { ...body.launchParams, liquidityAmount: '' } },
      'Liquidity amount is required',
    );
    await expectMessage(
      { launchParams: { ...body.launchParams, marketingBudget: '' } },
      'Marketing budget is required',
    );
    await expectMessage(
      { simulationSettings: { duration: '1week', iterations: 50 } },
      simulatorMessages.iterationsRange,
    );
    await expectMessage(
      { simulationSettings: { duration: '1week', iterations: 10001 } },
      simulatorMessages.iterationsRange,
    );
    for (const hostile of [
      { ...body, tokenInfo: { ...body.tokenInfo, launchPrice: '1e400' } },
      { ...body, tokenInfo: { ...body.tokenInfo, name: 'x\u0000' } },
      { ...body, marketConditions: 'euphoric' },
    ]) {
      expect((await alice.call('POST', '/api/ai/simulator', hostile)).status).toBe(400);
    }
  });
});
