import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FINANCIAL_ADVICE } from '@shared/schemas/ai';
import { ideaMessages } from '@shared/schemas/ai-ideas';
import { ApiWallet } from './helpers/api-wallet';
import { startFakeOpenAi } from './helpers/fake-openai';
import { startTestServer } from './helpers/server';

type Server = Awaited<ReturnType<typeof startTestServer>>;
type Idea = { title: string; description: string; category: string; viability: number };

const request = {
  industry: 'Gaming',
  theme: 'Rewards',
  targetAudience: 'mobile RPG players',
  marketCap: 'small',
  context: 'We run a 40k player mobile RPG and want an in-game currency players own.',
};

describe('project ideas, both back ends, favourites per wallet', () => {
  let server: Server;
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let alice: ApiWallet;
  let bob: ApiWallet;

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({ env: { AI_BASE_URL: ai.baseUrl, AI_MODEL: 'recorded-model' } });
    alice = await ApiWallet.create(server.url, 0);
    bob = await ApiWallet.create(server.url, 0);
  });
  afterAll(async () => {
    await server.close();
    await ai.close();
  });

  it('the template builds ideas from the inputs with rule-based viability', async () => {
    const { status, json } = await alice.call('POST', '/api/ai/ideas', { ...request, backend: 'template' });
    expect(status).toBe(200);
    expect(json.meta).toMatchObject({ backend: 'Template', disclaimer: NOT_FINANCIAL_ADVICE });
    const ideas = json.ideas as Idea[];
    expect(ideas).toHaveLength(4);
    for (const idea of ideas) {
      expect(idea.title).toMatch(/^Gaming /);
      expect(idea.description).toContain('mobile RPG players');
      expect(idea.viability).toBeGreaterThanOrEqual(0);
      expect(idea.viability).toBeLessThanOrEqual(100);
    }
    // Same input, same ideas; a weaker request (mega cap, no audience, no context) scores lower.
    const again = await alice.call('POST', '/api/ai/ideas', { ...request, backend: 'template' });
    expect(again.json.ideas).toEqual(ideas);
    const weak = await alice.call('POST', '/api/ai/ideas', {
      industry: 'Gaming',
      theme: 'Privacy',
      marketCap: 'mega',
      backend: 'template',
    });
    const avg = (list: Idea[]) => list.reduce((s, i) => s + i.viability, 0) / list.length;
    expect(avg(weak.json.ideas as Idea[])).toBeLessThan(avg(ideas) - 20);
    expect((weak.json.tips as string[]).join(' ')).toContain('Name a target audience');
  });

  it('the model writes ideas; a broken answer is retried once', async () => {
    const idea = { title: 'Quest Coin', description: 'Earn by playing.', category: 'Rewards', viability: 77 };
    ai.script([{ content: 'Sure! Here are ideas:' }, { content: JSON.stringify({ ideas: [idea] }) }]);
    const { status, json } = await alice.call('POST', '/api/ai/ideas', request);
    expect(status).toBe(200);
    expect(json).toMatchObject({ ideas: [idea], meta: { backend: 'recorded-model' } });
    expect(ai.requests).toHaveLength(2);
  });

  it('validation messages are the spec text', async () => {
    const noIndustry = await alice.call('POST', '/api/ai/ideas', { theme: 'Meme' });
    expect(noIndustry).toMatchObject({ status: 400, json: { message: ideaMessages.industryRequired } });
    expect(noIndustry.json.message).toBe('Industry is required');
    const noTheme = await alice.call('POST', '/api/ai/ideas', { industry: 'DeFi' });
    expect(noTheme.json.message).toBe('Theme is required');
    expect(
      (await alice.call('POST', '/api/ai/ideas', { ...request, context: 'x'.repeat(5000) })).status,
    ).toBe(400);
    expect(
      (await alice.call('POST', '/api/ai/ideas', { ...request, targetAudience: 'a\u0000' })).status,
    ).toBe(400);
  });

  it('favourites belong to one wallet', async () => {
    expect((await fetch(`${server.url}/api/ai/ideas/favorites`)).status).toBe(401);
    const idea = { title: 'Quest Coin', description: 'Earn by playing.', category: 'Rewards', viability: 77 };
    const saved = await alice.call('POST', '/api/ai/ideas/favorites', idea);
    expect(saved.status).toBe(200);
    const twice = await alice.call('POST', '/api/ai/ideas/favorites', idea);
    expect(twice.json.id).toBe(saved.json.id);
    expect((await alice.call('GET', '/api/ai/ideas/favorites')).json.favorites).toHaveLength(1);
    expect((await bob.call('GET', '/api/ai/ideas/favorites')).json.favorites).toHaveLength(0);
    const id = String(saved.json.id);
    expect((await bob.call('DELETE', `/api/ai/ideas/favorites/${id}`)).status).toBe(404);
    expect((await bob.call('DELETE', '/api/ai/ideas/favorites/not-a-uuid')).status).toBe(400);
    expect((await alice.call('DELETE', `/api/ai/ideas/favorites/${id}`)).status).toBe(204);
    expect((await alice.call('GET', '/api/ai/ideas/favorites')).json.favorites).toHaveLength(0);
  });
});
