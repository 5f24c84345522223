import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiWhitepapers } from '@server/db/schema';
import { chatStream, chatText, OPENAI_BASE_URL, resolveModel } from '@server/lib/ai/provider';
import { addApiKey } from '@server/services/key-vault';
import { ApiWallet } from './helpers/api-wallet';
import { startFakeOpenAi } from './helpers/fake-openai';
import { startTestServer } from './helpers/server';

describe('text provider against an OpenAI-compatible server', () => {
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    ai = await startFakeOpenAi();
  });
  afterAll(() => ai.close());

  it('a wallet key wins over the environment; nothing configured means the template', () => {
    expect(resolveModel({})).toBeNull();
    expect(resolveModel({ AI_API_KEY: 'env' }, 'sk-wallet')?.apiKey).toBe('sk-wallet');
    expect(resolveModel({ AI_BASE_URL: ai.baseUrl })).toMatchObject({
      baseUrl: ai.baseUrl,
      timeoutMs: 30_000,
    });
  });

  it('streams tokens in order and returns the whole text', async () => {
    ai.script([{ stream: ['Exec', 'utive ', 'summary.'] }]);
    const model = { baseUrl: ai.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 2000 };
    const pieces: string[] = [];
    expect(await chatStream(model, [{ role: 'user', content: 'hi' }], (p) => void pieces.push(p))).toBe(
      'Executive summary.',
    );
    expect(pieces).toEqual(['Exec', 'utive ', 'summary.']);
    expect(ai.requests[0]?.body.stream).toBe(true);
  });

  it('an HTTP error is a clear error', async () => {
    ai.script([{ status: 401, body: '{"error":{"message":"bad key"}}' }]);
    const model = { baseUrl: ai.baseUrl, apiKey: 'k', model: 'm', timeoutMs: 2000 };
    await expect(chatText(model, [{ role: 'user', content: 'hi' }])).rejects.toThrow(
      /^The text model did not answer usefully: HTTP 401/,
    );
  });
});

describe('a wallet’s own OpenAI key goes to OpenAI only; upstream error bodies stay upstream', () => {
  const USER_KEY = 'sk-user-own-key-0123456789';
  const OPERATOR_KEY = 'sk-operator-key';
  let ai: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let alice: ApiWallet;
  const ideas = { industry: 'DeFi', theme: 'Community', backend: 'auto' };

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    server = await startTestServer({
      env: {
        AI_BASE_URL: ai.baseUrl,
        AI_API_KEY: OPERATOR_KEY,
        AI_MODEL: 'recorded-model',
        AI_TIMEOUT_MS: '3000',
      },
    });
    alice = await ApiWallet.create(server.url, 0);
    await addApiKey(server.ctx, alice.signer.address, {
      keyName: 'Mine',
      service: 'openai',
      apiKey: USER_KEY,
    });
  }, 90_000);
  afterAll(async () => {
    await server.close();
    await ai.close();
  });

  it('a wallet key is sent to OpenAI’s own URL; an operator’s AI_BASE_URL gets the operator’s key only', () => {
    expect(resolveModel({ AI_API_KEY: OPERATOR_KEY }, USER_KEY)).toMatchObject({
      baseUrl: OPENAI_BASE_URL,
      apiKey: USER_KEY,
    });
    expect(resolveModel({ AI_BASE_URL: ai.baseUrl, AI_API_KEY: OPERATOR_KEY }, USER_KEY)).toMatchObject({
      baseUrl: ai.baseUrl,
      apiKey: OPERATOR_KEY,
    });
    expect(resolveModel({ AI_BASE_URL: ai.baseUrl }, USER_KEY)?.apiKey).toBe('');
  });

  it('the operator’s endpoint never sees a signed-in wallet’s vaulted key', async () => {
    ai.script([{ status: 503, body: '{}' }]);
    await alice.call('POST', '/api/ai/ideas', ideas);
    expect(ai.requests.length).toBeGreaterThan(0);
    for (const r of ai.requests) expect(r.authorization).toBe(`Bearer ${OPERATOR_KEY}`);
  });

  it('an upstream error body is neither shown nor stored, only a clear message', async () => {
    const marker = 'UPSTREAM-SECRET-MARKER-7f3a';
    ai.script([{ status: 500, body: `{"error":{"message":"${marker} internal trace"}}` }]);
    const answered = await alice.call('POST', '/api/ai/ideas', ideas);
    expect(answered.status).toBe(502);
    expect(answered.json.message).toMatch(/^The text model did not answer usefully: HTTP 500/);
    expect(JSON.stringify(answered.json)).not.toContain(marker);

    const started = await alice.call('POST', '/api/ai/whitepaper', {
      projectName: 'Marker Test',
      tokenSymbol: 'mkr',
      projectDescription: 'A project that exists to check error handling.',
      industry: 'supply-chain',
      problemStatement: 'Errors from upstream providers leak into pages.',
      solution: 'Only a clear message of our own is shown and stored.',
      includeSections: ['risks'],
      backend: 'auto',
    });
    expect(started.status).toBe(200);
    const id = String(started.json.id);
    let paper = started.json;
    while (paper.status === 'generating') {
      await new Promise((r) => setTimeout(r, 50));
      paper = (await alice.call('GET', `/api/ai/whitepaper/${id}`)).json;
    }
    expect(paper.status).toBe('failed');
    expect(String(paper.error)).toMatch(/^The text model did not answer usefully: HTTP 500/);
    expect(JSON.stringify(paper)).not.toContain(marker);
    const [row] = await server.ctx.database.db.select().from(aiWhitepapers).where(eq(aiWhitepapers.id, id));
    expect(JSON.stringify(row)).not.toContain(marker);
  });
});
