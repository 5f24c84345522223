import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { operationRegistry } from './chain/pipeline/registry';
import { OPERATION_KINDS as SHARED_KINDS } from '@shared/operation-kinds';
import { OPERATION_KINDS } from './operation-kinds';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('OPERATION_KINDS', () => {
  it('registers every kind exactly once', () => {
    const registry = operationRegistry(OPERATION_KINDS);
    expect([...registry.kinds].sort()).toEqual([...SHARED_KINDS].sort());
    expect(registry.kinds).toHaveLength(OPERATION_KINDS.length);
  });

  it('lists every definition the server declares (none is left out of the list)', () => {
    const declared = sourceFiles(serverDir).flatMap(
      (file) => readFileSync(file, 'utf8').match(/=\s*defineOperation\(/g) ?? [],
    );
    expect(declared).toHaveLength(OPERATION_KINDS.length);
  });
});
