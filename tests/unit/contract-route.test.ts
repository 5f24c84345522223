import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { binaryAnswer, endpoint, endpointUrl } from '@shared/api/endpoint';
import { contractRoutes, JsonText } from '@server/lib/contract-route';
import { callEndpoint } from '@web/lib/api-endpoint';

const thing = endpoint({
  method: 'POST',
  path: '/api/things/:id',
  auth: 'public',
  tag: 'Test',
  summary: 'A thing',
  params: z.object({ id: z.string().min(3, 'Id too short') }),
  body: z.object({ size: z.number({ error: 'Size must be a number' }) }),
  response: z.object({ id: z.string(), size: z.number(), note: z.string().nullable() }),
});

async function appServing(nodeEnv: 'test' | 'production', answer: (id: string, size: number) => unknown) {
  const app = Fastify();
  // The handler's answer is deliberately untyped here: the test sends what a drifted handler would.
  contractRoutes(app, { NODE_ENV: nodeEnv })(
    thing,
    {},
    async ({ params, body }) => answer(params.id, body.size) as never,
  );
  await app.ready();
  return app;
}

const post = (app: Awaited<ReturnType<typeof appServing>>, id: string, body: unknown) =>
  app.inject({ method: 'POST', url: endpointUrl(thing, { id }), payload: body as object });

describe('routes served from endpoint contracts', () => {
  it('parses params and body with the contract, refusing with its messages', async () => {
    const app = await appServing('test', (id, size) => ({ id, size, note: null }));
    const ok = await post(app, 'abc', { size: 4 });
    expect(ok.json()).toEqual({ id: 'abc', size: 4, note: null });
    expect((await post(app, 'ab', { size: 4 })).json()).toMatchObject({ message: 'Id too short' });
    expect((await post(app, 'abc', { size: 'x' })).json()).toMatchObject({
      message: 'Size must be a number',
    });
  });

  it('sends only the fields the contract names', async () => {
    const app = await appServing('production', (id, size) => ({ id, size, note: 'n', secret: 'k' }));
    expect((await post(app, 'abc', { size: 1 })).json()).toEqual({ id: 'abc', size: 1, note: 'n' });
  });

  it('fails loudly outside production when an answer breaks its contract', async () => {
    const app = await appServing('test', (id) => ({ id, size: 'big', note: null }));
    const res = await post(app, 'abc', { size: 1 });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('answer breaks its contract');
  });

  it('types the web call by the contract: a missing or misshapen part does not compile', () => {
    const calls = () => [
      callEndpoint(thing, { params: { id: 'abc' }, body: { size: 1 } }),
      // @ts-expect-error the body is required
      callEndpoint(thing, { params: { id: 'abc' } }),
      // @ts-expect-error size is a number
      callEndpoint(thing, { params: { id: 'abc' }, body: { size: '1' } }),
    ];
    expect(typeof calls).toBe('function');
  });

  it('fails loudly outside production when the contract would drop a field the handler sends', async () => {
    const app = await appServing('test', (id, size) => ({ id, size, note: null, extra: 1 }));
    const res = await post(app, 'abc', { size: 1 });
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toContain('a field it does not name');
  });

  it('sends an empty 204, bytes with their own type, and JSON text held by the handler as is', async () => {
    const app = Fastify();
    const serve = contractRoutes(app, { NODE_ENV: 'test' });
    const base = { auth: 'public', tag: 'Test', summary: 'x' } as const;
    serve(
      endpoint({ ...base, method: 'DELETE', path: '/api/gone', status: 204, response: z.void() }),
      {},
      async () => {},
    );
    serve(
      endpoint({
        ...base,
        method: 'GET',
        path: '/api/file',
        contentType: 'application/pdf',
        response: binaryAnswer,
      }),
      {},
      async (_, __, reply) => {
        void reply.type('application/pdf');
        return Buffer.from('%PDF-1.4');
      },
    );
    const listed = endpoint({
      ...base,
      method: 'GET',
      path: '/api/list',
      response: z.object({ n: z.number() }),
    });
    serve(listed, {}, async () => new JsonText('{"n":3}'));
    serve({ ...listed, path: '/api/bad-list' }, {}, async () => new JsonText('{"n":"x"}'));
    await app.ready();
    const gone = await app.inject({ method: 'DELETE', url: '/api/gone' });
    expect([gone.statusCode, gone.body]).toEqual([204, '']);
    const file = await app.inject({ method: 'GET', url: '/api/file' });
    expect([file.headers['content-type'], file.body]).toEqual(['application/pdf', '%PDF-1.4']);
    expect((await app.inject({ method: 'GET', url: '/api/list' })).json()).toEqual({ n: 3 });
    expect((await app.inject({ method: 'GET', url: '/api/bad-list' })).statusCode).toBe(500);
  });

  it('builds URLs from the contract path', () => {
    expect(endpointUrl(thing, { id: 'a b/c' })).toBe('/api/things/a%20b%2Fc');
    expect(() => endpointUrl(thing, {})).toThrow('missing :id');
  });
});
