import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  ApiError,
  apiJson,
  apiRequest,
  getQueryFn,
  queryKeyToUrl,
  secureApiRequest,
  secureHeaders,
  toApiError,
} from './api-client';
import { createQueryClient } from './query-client';
import { z } from 'zod';

function stubFetch(impl: (url: string, init?: RequestInit) => Response) {
  const calls: Array<{ url: string; init?: RequestInit }> = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return impl(url, init);
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('toApiError', () => {
  it('uses the server message of a JSON error body and keeps status and field errors', () => {
    const body = JSON.stringify({
      error: 'VALIDATION',
      message: 'Token name is required',
      fieldErrors: { name: ['x'] },
    });
    const error = toApiError(400, 'Bad Request', body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Token name is required');
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.fieldErrors).toEqual({ name: ['x'] });
  });

  it('falls back to "status: text" or the status text for an empty body', () => {
    expect(toApiError(500, 'Internal Server Error', 'boom').message).toBe('500: boom');
    expect(toApiError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });
});

describe('apiRequest / apiJson', () => {
  it('sends JSON with credentials and parses with a schema', async () => {
    const calls = stubFetch(() => Response.json({ txHash: 'abc' }));
    const result = await apiJson('POST', '/api/x', { a: 1 }, z.object({ txHash: z.string() }));
    expect(result).toEqual({ txHash: 'abc' });
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(calls[0]?.init?.body).toBe('{"a":1}');
    expect(calls[0]?.init?.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('sends an empty JSON object on a POST without a body (the server refuses non-JSON writes)', async () => {
    const calls = stubFetch(() => Response.json({ ok: true }));
    await apiRequest('POST', '/api/auth/logout');
    await secureApiRequest('POST', '/api/x/reveal');
    await apiRequest('GET', '/api/x');
    for (const call of calls.slice(0, 2)) {
      expect(call.init?.body).toBe('{}');
      expect(call.init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    }
    expect(calls[2]?.init?.body).toBeUndefined();
  });

  it('throws an ApiError on non-OK answers', async () => {
    stubFetch(() => new Response('nope', { status: 403, statusText: 'Forbidden' }));
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({ status: 403, message: '403: nope' });
  });
});

describe('secureApiRequest', () => {
  it('adds the secure headers and no API key header when none is set', () => {
    const headers = secureHeaders(42, undefined);
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Client-Version': expect.any(String),
      'X-Timestamp': '42',
      'ngrok-skip-browser-warning': 'true',
    });
    expect(headers).not.toHaveProperty('X-API-Key');
    expect(secureHeaders(1, 'k')['X-API-Key']).toBe('k');
  });

  it('rejects script-like payloads before any call', async () => {
    const calls = stubFetch(() => Response.json({}));
    await expect(secureApiRequest('POST', '/api/guard', { name: '<script>x</script>' })).rejects.toThrow(
      'Invalid transaction data detected',
    );
    expect(calls).toHaveLength(0);
  });

  it('sanitises text and enforces 10 requests per 60 s per path', async () => {
    const calls = stubFetch(() => Response.json({ ok: true }));
    for (let i = 0; i < 10; i += 1) await secureApiRequest('POST', '/api/limited', { note: `"q${i}"` });
    expect(calls[0]?.init?.body).toBe('{"note":"q0"}');
    await expect(secureApiRequest('POST', '/api/limited', {})).rejects.toThrow(
      'Rate limit exceeded. Please wait before making another request.',
    );
    await expect(secureApiRequest('POST', '/api/other', {})).resolves.toBeInstanceOf(Response);
  });
});

describe('query functions', () => {
  it('joins non-empty key parts into a URL', () => {
    expect(queryKeyToUrl(['/api/tokens/list'])).toBe('/api/tokens/list');
    expect(queryKeyToUrl(['/api/portfolio/', '', '/abc', { cluster: 'local' }, 7])).toBe(
      '/api/portfolio/abc/7',
    );
    expect(() => queryKeyToUrl(['', { a: 1 }])).toThrow('Invalid query key: no valid URL parts found');
  });

  it('returns null on 401 when asked to, and throws otherwise', async () => {
    stubFetch(() => new Response('', { status: 401, statusText: 'Unauthorized' }));
    const client = new QueryClient();
    await expect(
      client.fetchQuery({ queryKey: ['/api/me'], queryFn: getQueryFn({ on401: 'returnNull' }) }),
    ).resolves.toBeNull();
    await expect(
      client.fetchQuery({ queryKey: ['/api/me2'], queryFn: getQueryFn({ on401: 'throw' }) }),
    ).rejects.toThrow('401: Unauthorized');
  });

  it('configures the shared client per spec (never stale, no focus refetch, no retries)', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.staleTime).toBe(Infinity);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.retry).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
  });
});
