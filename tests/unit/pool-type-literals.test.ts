import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { POOL_TYPES, type PoolType } from '@shared/pool-types';

const REPO = path.resolve(import.meta.dirname, '../..');
const SERVER = 'src/server';
const POOLS = `${SERVER}/exchange/pools`;

/** Each pool type's folder: the only place besides the type list where its name is written out. */
const FOLDER_OF: Record<PoolType, string> = {
  'constant-product': `${POOLS}/constant-product/`,
  'concentrated-liquidity': `${POOLS}/clmm/`,
  'bonding-curve': `${POOLS}/bonding-curve/`,
};

const TYPE_LIST = 'src/shared/pool-types.ts';
/** The type list itself, and the database's column default and migrations (history, not code). */
const SKIPPED = [TYPE_LIST, `${SERVER}/db/schema/`, `${SERVER}/db/migrations/`];

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(REPO, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

/** `file:line` of every quoted pool type name outside that type's folder. */
function strayLiterals(files: readonly string[], read: (file: string) => string): string[] {
  const stray: string[] = [];
  for (const file of files) {
    if (SKIPPED.some((skip) => file.startsWith(skip))) continue;
    read(file)
      .split('\n')
      .forEach((line, i) => {
        for (const type of POOL_TYPES) {
          const quoted = [`'${type}'`, `"${type}"`, `\`${type}\``].some((q) => line.includes(q));
          if (quoted && !file.startsWith(FOLDER_OF[type])) stray.push(`${file}:${i + 1} ${type}`);
        }
      });
  }
  return stray;
}

describe('pool type names are written only in their pool folder and the type list', () => {
  it('finds none elsewhere in src (server, web, shared)', () => {
    const read = (file: string) => readFileSync(path.join(REPO, file), 'utf8');
    const files = [SERVER, 'src/web', 'src/shared']
      .flatMap(sourceFiles)
      .filter((f) => !/\.test\.tsx?$/.test(f));
    expect(files.length).toBeGreaterThan(500);
    expect(strayLiterals(files, read)).toEqual([]);
  });

  it('names a stray one, and lets its own folder and the type list be', () => {
    const files: Record<string, string> = {
      [`${SERVER}/exchange/market.ts`]: "if (p.type === 'constant-product') {}",
      [`${POOLS}/constant-product/engine.ts`]: "type: 'constant-product',",
      [TYPE_LIST]: "['constant-product', 'bonding-curve']",
      [`${POOLS}/clmm/engine.ts`]: 'const other = "bonding-curve";',
    };
    expect(strayLiterals(Object.keys(files), (f) => files[f] ?? '')).toEqual([
      `${SERVER}/exchange/market.ts:1 constant-product`,
      `${POOLS}/clmm/engine.ts:1 bonding-curve`,
    ]);
  });
});
