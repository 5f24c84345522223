import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { cruise, type ICruiseOptions, type IViolation } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { describe, expect, it } from 'vitest';

/**
 * Cycles allowed to remain, each as the files it joins: none. A new cycle fails the test, and so would an
 * entry here that no longer matches.
 */
const KNOWN_CYCLES: readonly (readonly string[])[] = [];

const REPO = path.resolve(import.meta.dirname, '../..');

async function circularViolations(paths: string[], options: ICruiseOptions): Promise<IViolation[]> {
  const result = await cruise(paths, options, undefined, { tsConfig: extractTSConfig('tsconfig.json') });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return result.output.summary.violations.filter((v) => v.rule.name === 'no-circular');
}

/** Cycles that share a file are one knot: the sorted files of each, sorted by their first file. */
function knots(violations: IViolation[]): string[][] {
  const groups: Set<string>[] = [];
  for (const violation of violations) {
    const files = new Set([violation.from, ...(violation.cycle ?? []).map((step) => step.name)]);
    const joined = groups.filter((group) => [...files].some((file) => group.has(file)));
    const merged = new Set([...files, ...joined.flatMap((group) => [...group])]);
    for (const group of joined) groups.splice(groups.indexOf(group), 1);
    groups.push(merged);
  }
  return groups.map((group) => [...group].sort()).sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
}

const asKey = (files: readonly string[]) => [...files].sort().join(' ↔ ');

// Cruising the whole of src parses about 1,100 files: a few seconds, more on a busy machine.
describe('no import cycle in src', { timeout: 120_000 }, () => {
  it('finds no cycle beyond the known ones, and every known one still exists', async () => {
    const options = await extractDepcruiseOptions(path.join(REPO, '.dependency-cruiser.cjs'));
    const found = knots(await circularViolations(['src'], options)).map(asKey);
    const known = KNOWN_CYCLES.map(asKey);
    expect(
      found.filter((key) => !known.includes(key)),
      'new import cycles',
    ).toEqual([]);
    expect(
      known.filter((key) => !found.includes(key)),
      'listed cycles that are gone or changed',
    ).toEqual([]);
  });

  it('fails on a cycle: two files importing each other, type-only on one side', async () => {
    const dir = path.join(REPO, '.tmp', 'import-cycle-probe');
    mkdirSync(dir, { recursive: true });
    try {
      writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport type A = { b?: B };\n");
      writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport type B = { a?: A };\n");
      const options = await extractDepcruiseOptions(path.join(REPO, '.dependency-cruiser.cjs'));
      const probe = path.relative(process.cwd(), dir).split(path.sep).join('/');
      expect(knots(await circularViolations([probe], options))).toEqual([[`${probe}/a.ts`, `${probe}/b.ts`]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
