import { validate } from '@readme/openapi-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@shared/api';
import { openApiPath } from '@server/plugins/openapi-document';
import { startTestServer } from './helpers/server';

const server = await startTestServer();
afterAll(() => server.close());

const key = (method: string, path: string) => `${method} ${openApiPath(path)}`;
const apiRoutes = server.app.routeTable
  .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
  .map((r) => key(r.method, r.url));

interface Doc {
  paths: Record<string, Record<string, { security: unknown[] }>>;
}
const document = (await (await fetch(`${server.url}/api/openapi.json`)).json()) as Doc;
const documented = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
);

describe('the OpenAPI document generated from the endpoint contracts', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(document) as never);
    expect(result.valid ? [] : result.errors).toEqual([]);
  });

  it('lists every contract, each registered with its declared auth', () => {
    for (const e of allEndpoints()) {
      expect(documented).toContain(key(e.method, e.path));
      expect(server.app.routeAuth.get(`${e.method} ${e.path}`)).toBe(e.auth);
      const security = document.paths[openApiPath(e.path)]?.[e.method.toLowerCase()]?.security;
      expect(security).toEqual(e.auth === 'wallet' ? [{ session: [] }, { bearer: [] }] : []);
    }
  });

  it('covers every registered API route: none is registered by hand outside a contract', () => {
    const missing = apiRoutes.filter((r) => !documented.includes(r) && r !== 'GET /api/openapi.json');
    expect(apiRoutes.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('serves the API reference viewer from this server, without a CDN', async () => {
    const page = await fetch(`${server.url}/api/docs/`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('swagger-ui');
    expect(html).not.toMatch(/(src|href)="https?:\/\//);
    const scripts = [...html.matchAll(/src="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const res = await fetch(new URL(src, `${server.url}/api/docs/`));
      const bytes = (await res.arrayBuffer()).byteLength;
      expect({ src, status: res.status, loaded: bytes > 0 }).toEqual({ src, status: 200, loaded: true });
    }
  });
});
