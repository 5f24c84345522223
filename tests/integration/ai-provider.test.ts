import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatStream, chatText, resolveModel } from '@server/lib/ai/provider';
import { startFakeOpenAi } from './helpers/fake-openai';

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
