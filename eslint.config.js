import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import drizzle from 'eslint-plugin-drizzle';
import globals from 'globals';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localValidatorBoundary } from './src/local-validator/eslint-boundary.js';

/**
 * Layer boundaries, checked on the resolved path so relative imports ('../../other-feature/x') count too.
 * Each area's layers are ranked, lowest first: a file imports its own layer or one below, never one above,
 * and a folder missing from the ranks is an error until it is given a place. Top-level files are the
 * `root` layer (web main.tsx; server app.ts, server.ts, main.ts, operation-kinds.ts), except the server's
 * context.ts, the type every layer is handed. Siblings never import each other: web features, server
 * services.
 */
const LAYER_RANKS = {
  web: ['lib', 'hooks', 'components', 'wallet', 'entities', 'features', 'app', 'root'],
  server: ['lib', 'db', 'jobs', 'chain', 'context', 'exchange', 'services', 'plugins', 'routes', 'root'],
};

/**
 * The one import against the ranks: the operation pipeline (chain/) calls each kind's hooks with the
 * AppContext that names the chain client. context.ts holds types only (its own rule below), so this cannot
 * make a cycle at run time, and the import-cycle test refuses a file cycle through it.
 */
const ALLOWED_UPWARD = { server: { chain: ['context'] } };

const ALIASES = { '@web/': 'src/web/', '@server/': 'src/server/', '@shared/': 'src/shared/' };

function importTarget(fromFile, spec) {
  const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
  if (alias) return ALIASES[alias] + spec.slice(alias.length);
  return spec.startsWith('.') ? path.posix.join(path.posix.dirname(fromFile), spec) : null;
}

const REPO = path.dirname(fileURLToPath(import.meta.url));

/** A top-level file's name as written on disk ('./app' names app.ts); a folder (e.g. '@web/wallet') is not one. */
function topLevelFile(area, first) {
  const dir = path.join(REPO, 'src', area);
  if (fs.existsSync(path.join(dir, first))) return fs.statSync(path.join(dir, first)).isFile() ? first : null;
  return (
    ['.ts', '.tsx'].map((ext) => first + ext).find((name) => fs.existsSync(path.join(dir, name))) ?? first
  );
}

/** { area: 'web' | 'server', layer, name, feature? } for a repository path, or null outside those areas. */
function layerOf(file) {
  const match = /^src\/(web|server)\/([^/]+)(?:\/([^/]+))?/.exec(file);
  if (!match) return null;
  const [, area, first, sub] = match;
  const topLevel = sub === undefined ? topLevelFile(area, first) : null;
  if (topLevel) {
    const layer = area === 'server' && /^context(\.ts)?$/.test(topLevel) ? 'context' : 'root';
    return { area, layer, name: topLevel, feature: undefined };
  }
  const featureLayer =
    (area === 'web' && first === 'features') || (area === 'server' && first === 'services');
  return { area, layer: first, name: first, feature: featureLayer ? sub : undefined };
}

function boundaryViolation(file, target) {
  const from = layerOf(file);
  const to = layerOf(target);
  if (!from || !to || from.area !== to.area) return null;
  const ranks = LAYER_RANKS[from.area];
  const unranked = [from, to].find((side) => !ranks.includes(side.layer));
  if (unranked) {
    return `src/${unranked.area}/${unranked.name} has no layer: give it a rank in LAYER_RANKS (eslint.config.js)`;
  }
  if (from.feature && to.feature && from.feature !== to.feature) {
    const shared = from.area === 'web' ? 'src/web/entities' : 'src/server/exchange, chain or lib';
    return `features never import each other: '${from.feature}' imports '${to.feature}' (move the shared piece to ${shared})`;
  }
  const allowed = ALLOWED_UPWARD[from.area]?.[from.layer] ?? [];
  if (ranks.indexOf(to.layer) <= ranks.indexOf(from.layer) || allowed.includes(to.layer)) return null;
  return `${from.area}/${from.name} must not import ${to.area}/${to.name} (imports only point down the layers: ${ranks.join(' < ')})`;
}

const layersRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = path.relative(context.cwd, context.filename).split(path.sep).join('/');
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = importTarget(file, source.value);
      const message = target && boundaryViolation(file, target);
      if (message) context.report({ node: source, message });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'src/server/db/migrations', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/server/**/*.ts'],
    plugins: { drizzle },
    rules: { 'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }] },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@server/*', '@web/*', '../server/*', '../web/*', 'node:*', 'fastify', 'react'] },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@server/*', 'node:*'] }] },
  },
  {
    // Every server layer imports context.ts, chain/ against the ranks, so it may only hold types.
    files: ['src/server/context.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[importKind='value'], ExportAllDeclaration[exportKind='value'], ExportNamedDeclaration[source][exportKind='value']",
          message:
            'context.ts holds types only (every layer imports it): import and export types with `import type`',
        },
        {
          selector:
            ':matches(Program, ExportNamedDeclaration) > :matches(VariableDeclaration, FunctionDeclaration, ClassDeclaration, TSEnumDeclaration), ExportDefaultDeclaration',
          message:
            'context.ts holds types only (every layer imports it): put values beside the code that runs them',
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries: { rules: { layers: layersRule } } },
    rules: { 'boundaries/layers': 'error' },
  },
  ...localValidatorBoundary,
);
