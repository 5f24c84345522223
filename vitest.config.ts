import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const alias = {
  '@shared': r('./src/shared'),
  '@web': r('./src/web'),
  '@server': r('./src/server'),
  // Only the module's index: its internals have no alias to be reached through.
  '@local-validator': r('./src/local-validator/index.ts'),
  '@local-evm': r('./src/local-evm/index.ts'),
};
// The PostgreSQL pass (scripts/with-postgres.mjs sets TEST_PG_ADMIN_URL) leaves out the local validator's
// own tests: what they check does not depend on the database, so a second run would test nothing new.
const chainOnlyFiles = process.env.TEST_PG_ADMIN_URL ? ['tests/local-validator/**'] : [];
// Every test file removes the temporary directories (servers' data dirs) it made.
const setupFiles = [r('./tests/setup/remove-temp-dirs.ts')];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
          setupFiles,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          setupFiles,
          include: ['tests/integration/**/*.test.ts', 'tests/local-validator/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...chainOnlyFiles],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          setupFiles,
          include: ['e2e/**/*.e2e.ts'],
          // A page on a busy 2-core machine can take seconds to react; polls wait for it, not 1 s.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
