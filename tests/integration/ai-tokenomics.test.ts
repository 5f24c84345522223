import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FINANCIAL_ADVICE } from '@shared/schemas/ai';
import { tokenomicsMessages } from '@shared/schemas/ai-tokenomics';
import { startFakeOpenAi } from './helpers/fake-openai';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Json = Record<string, unknown>;
type Result = {
  analysis: string;
  recommendations: string[];
  riskAssessment: { score: number; factors: Array<{ factor: string; points: number }> };
  launchPlan: { phases: Array<{ phase: string; actions: string[] }> };
  unlockSchedule: Array<Json & { month: number; circulatingPct: number }>;
  circulating: { tge: number; m6: number; m12: number; m24: number };
};

const base = {
  name: 'Orbit',
  totalSupply: 1_000_000_000,
  allocation: { team: 15, public: 40, liquidity: 25, marketing: 10, development: 10 },
  vesting: { team: 24, advisors: 12 },
  launchStrategy: 'fair-launch',
};

describe('tokenomics calculator, both back ends', () => {
  let server: Server;
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;

  const post = async (body: Json) => {
    const res = await fetch(`${server.url}/api/ai/tokenomics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as Json };
  };
  const template = async (patch: Json) => {
    const { status, json } = await post({ ...base, ...patch, backend: 'template' });
    expect(status).toBe(200);
    return json.result as Result;
  };

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({
      env: {
        AI_BASE_URL: ai.baseUrl,
        AI_API_KEY: 'sk-test',
        AI_MODEL: 'recorded-model',
        AI_TIMEOUT_MS: '400',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await ai.close();
  });

  it('the template writes from the inputs and says so', async () => {
    const { json } = await post({ ...base, backend: 'template' });
    const result = json.result as Result;
    expect(json.meta).toMatchObject({ backend: 'Template', disclaimer: NOT_FINANCIAL_ADVICE });
    expect(result.analysis).toContain('Orbit');
    expect(result.riskAssessment.score).toBe(100);
    expect(result.launchPlan.phases[1]?.actions.join(' ')).toContain('250,000,000 Orbit');
    expect(result.unlockSchedule).toHaveLength(49);
    // TGE: public 40 + liquidity 25 + 10 % of marketing's 10 = 66. Month 6: + team 15 × 6/24 (3.75)
    // + marketing 9 × 6/12 (4.5) + development 10 × 6/24 (2.5) = 76.75. Month 24: everything.
    expect(result.circulating).toEqual({ tge: 66, m6: 76.8, m12: 87.5, m24: 100 });
    const other = await template({ name: 'Comet' });
    expect(other.analysis).toContain('Comet');
    expect(other.analysis).not.toBe(result.analysis.replaceAll('Orbit', 'Comet'));
  });

  it('more team tokens or shorter vesting lower the score, by the documented points', async () => {
    const score = async (patch: Json) => (await template(patch)).riskAssessment.score;
    const start = await score({});
    const moreTeam = await score({
      allocation: { team: 30, public: 25, liquidity: 25, marketing: 10, development: 10 },
    });
    // team 30: (30 − 15) × 2 = 30 points; public 25 still ≥ 20.
    expect(moreTeam).toBe(start - 30);
    const shortVesting = await score({ vesting: { team: 6, advisors: 12 } });
    expect(shortVesting).toBe(start - 12);
    const longer = await score({ vesting: { team: 6, advisors: 3 } });
    expect(longer).toBe(shortVesting - 3);
    const privateSale = await template({ launchStrategy: 'private-sale' });
    expect(privateSale.riskAssessment.score).toBe(start - 10);
    expect(privateSale.circulating.tge).toBeLessThan(66);
  });

  it('refuses a total other than 100 with the spec text, and other bad input with a 400', async () => {
    const bad = await post({ ...base, allocation: { ...base.allocation, team: 20 } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe(tokenomicsMessages.totalNot100(105));
    expect(bad.json.message).toBe('Total allocation is 105%. Please ensure it equals 100%.');
    expect((await post({ ...base, name: '' })).json.message).toBe('Token name is required');
    expect((await post({ ...base, totalSupply: undefined })).json.message).toBe('Total supply is required');
    for (const hostile of [
      { ...base, totalSupply: 1e300 },
      { ...base, name: 'a\u0000b' },
      { ...base, vesting: { team: 61, advisors: 0 } },
      { ...base, allocation: { ...base.allocation, team: -5, public: 60 } },
      { ...base, launchStrategy: 'rug' },
      'not an object',
    ]) {
      expect((await post(hostile as Json)).status).toBe(400);
    }
  });

  it('the model writes the prose; score and schedule stay the rules', async () => {
    ai.script([{ content: JSON.stringify({ analysis: 'Model analysis.', recommendations: ['Do X'] }) }]);
    const { status, json } = await post(base);
    expect(status).toBe(200);
    expect(json.meta).toMatchObject({ backend: 'recorded-model', disclaimer: NOT_FINANCIAL_ADVICE });
    const result = json.result as Result;
    expect(result.analysis).toBe('Model analysis.');
    expect(result.riskAssessment.score).toBe(100);
    expect(ai.requests[0]?.authorization).toBe('Bearer sk-test');
    expect(ai.requests[0]?.body.messages?.[1]?.content).toContain('"riskScore":100');
  });

  it('retries once on broken JSON, then fails clearly; a timeout is a clear 502', async () => {
    ai.script([
      { content: '{"analysis": "cut off' },
      { content: '```json\n{"analysis": "Second try.", "recommendations": ["Y"]}\n```' },
    ]);
    const retried = await post(base);
    expect(retried.status).toBe(200);
    expect((retried.json.result as Result).analysis).toBe('Second try.');
    expect(ai.requests).toHaveLength(2);
    expect(ai.requests[1]?.body.messages?.at(-1)?.content).toContain('not valid JSON');

    ai.script([{ content: '{"analysis": 42}' }]);
    const broken = await post(base);
    expect(broken.status).toBe(502);
    expect(broken.json.message).toMatch(/^The text model did not answer usefully: invalid JSON twice/);
    expect(ai.requests).toHaveLength(2);

    ai.script([{ hang: true }]);
    const late = await post(base);
    expect(late.status).toBe(502);
    expect(late.json.message).toBe('The text model did not answer usefully: no answer within 0.4 s');
  });
});
