import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FEATURES } from './features';

const routesDir = new URL('./routes/', import.meta.url);

describe('FEATURES', () => {
  it('names each feature once', () => {
    const names = FEATURES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('wires every route file (a routes function left out of the list would serve nothing)', () => {
    const declared = readdirSync(routesDir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...readFileSync(new URL(file, routesDir), 'utf8').matchAll(/export function (\w+Routes)\(/g)].map(
          (m) => m[1],
        ),
      );
    const wired = FEATURES.flatMap((f) => (f.routes ? [f.routes.name] : []));
    expect(declared.length).toBeGreaterThan(20);
    expect(wired.sort()).toEqual(declared.sort());
  });
});
