import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Where an `/api/…` path may be written outside `src/shared/api`: the API reference the server serves
 * itself (its viewer and document are static files under a prefix, not endpoints), with the reason.
 */
const ALLOWED: Record<string, string> = {
  'src/server/plugins/api-docs.ts': 'serves /api/docs and /api/openapi.json',
  'src/server/plugins/guards.ts': 'treats the API reference (/api/docs…) as public',
};

/** A string literal naming an API path: `'/api/tokens'`, `` `/api/x/${id}` ``; the bare prefix `'/api/'` is not a path. */
const API_PATH = /(['"`])\/api\/[A-Za-z]/;

const pathLines = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      const comment = /^\s*(\/\/|\*|\/\*)/.test(line);
      return !comment && API_PATH.test(line) ? [`${path.relative(root, file)}:${i + 1}: ${line.trim()}`] : [];
    });

describe('route paths', () => {
  it('are found by the scan where they belong (the scan itself works)', () => {
    const contracts = sourceFiles(path.join(root, 'src/shared/api')).flatMap(pathLines);
    expect(contracts.length).toBeGreaterThan(100);
  });

  it('are written only in the endpoint contracts (src/shared/api), never by hand on either side', () => {
    const found = ['src/server', 'src/web'].flatMap((dir) =>
      sourceFiles(path.join(root, dir)).flatMap((file) => {
        const rel = path.relative(root, file);
        return rel in ALLOWED ? [] : pathLines(file);
      }),
    );
    expect(found).toEqual([]);
  });
});
