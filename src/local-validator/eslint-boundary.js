// Lint boundary of the local validator, spread at the end of eslint.config.js. Everything else reaches it
// only through its index (`@local-validator`) or JSON-RPC, and it imports nothing of the app. The rule is
// the typescript-eslint copy of no-restricted-imports so that these patterns add to the folder rules set
// with the core rule instead of replacing them (flat config replaces a rule's options per rule name).
const RULE = '@typescript-eslint/no-restricted-imports';
const restrict = (...patterns) => ({ [RULE]: ['error', { patterns }] });

const onlyIndex = 'Import the local validator through its index: `@local-validator`.';
const deepAlias = { regex: '^@local-validator/', message: onlyIndex };
const standalone = 'The local validator imports nothing of the app.';

export const localValidatorBoundary = [
  {
    files: ['src/server/**/*.ts'],
    rules: restrict(deepAlias, { regex: '^(\\.\\./)+local-validator(/|$)', message: onlyIndex }),
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    rules: restrict({
      regex: '(^@|/)local-validator(/|$)',
      message: 'The local validator runs on the server; the web app and shared code speak JSON-RPC to it.',
    }),
  },
  {
    files: ['tests/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.{js,mjs}', '*.{ts,js}'],
    ignores: ['eslint.config.js'],
    rules: restrict(deepAlias, { regex: '(^|/)src/local-validator(/|$)', message: onlyIndex }),
  },
  {
    files: ['src/local-validator/**/*.ts'],
    rules: restrict(
      { regex: '^@(server|web|shared)(/|$)', message: standalone },
      { regex: '^(\\.\\./)+(server|web|shared)(/|$)', message: standalone },
    ),
  },
];
