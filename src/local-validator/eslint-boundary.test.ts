import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const RULE = '@typescript-eslint/no-restricted-imports';
let eslint: ESLint;

/** Lints one import as if it were written in `filePath` with the project's own eslint.config.js. */
async function boundaryErrors(filePath: string, source: string): Promise<string[]> {
  const code = `import * as probe from '${source}';\nexport { probe };\n`;
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((r) => r.messages.filter((m) => m.ruleId === RULE).map((m) => m.message));
}

// Loading the config and the TypeScript parser happens once, here, on a busy machine that takes a while.
beforeAll(async () => {
  eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });
  await eslint.lintText('export {};\n', { filePath: 'src/server/probe.ts' });
}, 60_000);

describe('the local validator lint boundary', () => {
  it.each([
    ['src/server/chain/client.ts', '@local-validator/persistence', 'through its index'],
    ['src/server/chain/client.ts', '../../local-validator/base58', 'through its index'],
    ['tests/integration/probe.test.ts', '../../src/local-validator/persistence', 'through its index'],
    ['bench/probe.ts', '@local-validator/wal', 'through its index'],
    ['src/web/app/probe.tsx', '@local-validator', 'runs on the server'],
    ['src/shared/probe.ts', '../local-validator', 'runs on the server'],
    ['src/local-validator/chain.ts', '@server/lib/env', 'imports nothing of the app'],
    ['src/local-validator/chain.ts', '../shared/solana/explorer', 'imports nothing of the app'],
    ['src/local-validator/rpc-methods/accounts.ts', '../../server/context', 'imports nothing of the app'],
  ])('fails %s importing %s', async (file, source, reason) => {
    const errors = await boundaryErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(reason);
  });

  it.each([
    ['src/server/chain/client.ts', '@local-validator'],
    ['tests/integration/probe.test.ts', '@local-validator'],
    ['tests/integration/probe.test.ts', '../local-validator/helpers/test-chain'],
    ['src/local-validator/chain.ts', './paths'],
    ['src/local-validator/rpc-methods/accounts.ts', '../base58'],
  ])('allows %s importing %s', async (file, source) => {
    expect(await boundaryErrors(file, source)).toEqual([]);
  });
});
