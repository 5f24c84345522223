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

/** The one formatter module (issue 29 item 6): every number shown to the user goes through it. */
const FORMATTER = 'src/web/lib/format.ts';

/**
 * Calls that stay, each with its reason: they write the value an input holds (a plain decimal the
 * user edits and the parser reads back, so no separators, subscripts or rounding for reading), or a date.
 */
const ALLOWED: { file: string; line: string; reason: string }[] = [
  {
    file: 'src/web/entities/trade/trade-format.ts',
    line: 'return value.toFixed(Math.min(decimals, 9))',
    reason: 'Max fills the amount input with a plain decimal',
  },
  {
    file: 'src/web/features/liquidity/lib/liquidity-math.ts',
    line: 'const fixed = value.toFixed(',
    reason: "the paired deposit amount fills the other side's input",
  },
  {
    file: 'src/web/features/clmm/components/new-position-form.tsx',
    line: 'const fmtPrice = (n: number) => (n >= 1 ? n.toFixed(4)',
    reason: 'fills the min/max price inputs of a new position',
  },
  {
    file: 'src/web/features/staking/components/stake-form.tsx',
    line: 'value={ends.toLocaleString()}',
    reason: 'a Date (the unlock time), not a number',
  },
];

const FORMAT_CALL = /\.(toFixed|toLocaleString|toExponential)\(|new Intl\.NumberFormat\(/;
/** `new Date(x).toLocaleString()` is a date, not a number. */
const DATE_CALL = /new Date\((?:[^()]|\([^()]*\))*\)\.toLocaleString\(/g;

const formatLines = (file: string) => {
  const rel = path.relative(root, file);
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      const comment = /^\s*(\/\/|\*|\/\*)/.test(line);
      if (comment || !FORMAT_CALL.test(line.replace(DATE_CALL, ''))) return [];
      if (ALLOWED.some((a) => a.file === rel && line.includes(a.line))) return [];
      return [`${rel}:${i + 1}: ${line.trim()}`];
    });
};

describe('number formatting calls in the web app', () => {
  it('are found by the scan where they belong (the scan itself works)', () => {
    expect(formatLines(path.join(root, FORMATTER)).length).toBeGreaterThan(3);
  });

  it('are made only by the formatter module, never ad hoc in a screen', () => {
    const found = sourceFiles(path.join(root, 'src/web'))
      .filter((file) => path.relative(root, file) !== FORMATTER)
      .flatMap(formatLines);
    expect(found).toEqual([]);
  });

  it('list only exceptions that still exist', () => {
    for (const a of ALLOWED) expect(readFileSync(path.join(root, a.file), 'utf8'), a.file).toContain(a.line);
  });
});
