import { writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWeb } from '@server/app';
import { PAGES, isServedPage } from '@shared/pages';
import { tempDir } from '../helpers/temp-dirs';

describe('the server serves the SPA from the page registry', () => {
  const app = Fastify();

  beforeAll(async () => {
    const webDir = tempDir('solx-web-');
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>spa</title>');
    serveWeb(app, webDir);
    await app.ready();
  });
  afterAll(() => app.close());

  it('answers every page and placeholder of the registry with index.html', async () => {
    for (const page of PAGES.filter((entry) => entry.kind !== 'not-found')) {
      const res = await app.inject({ method: 'GET', url: `${page.path}?from=test` });
      expect(res.statusCode, page.path).toBe(200);
      expect(res.body).toContain('<title>spa</title>');
    }
    expect((await app.inject({ method: 'GET', url: '/analytics/' })).statusCode).toBe(200);
  });

  it('still hands unknown and sidebar-only paths the SPA (it draws the 404 page) with a 404 status', async () => {
    for (const url of ['/nope', '/volume-bot', '/institutional']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>spa</title>');
    }
  });

  it('keeps API misses and non-GET requests as JSON 404s', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ error: 'not_found' });
    expect((await app.inject({ method: 'POST', url: '/token-manager' })).statusCode).toBe(404);
  });

  it('knows the registry paths without a trailing slash mattering', () => {
    expect(isServedPage('/')).toBe(true);
    expect(isServedPage('/liquidity/')).toBe(true);
    expect(isServedPage('/holder-bot')).toBe(false);
    expect(new Set(PAGES.map((page) => page.path)).size).toBe(PAGES.length);
  });
});
