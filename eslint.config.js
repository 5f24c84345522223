import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import drizzle from 'eslint-plugin-drizzle';
import globals from 'globals';
import path from 'node:path';
import { localValidatorBoundary } from './src/local-validator/eslint-boundary.js';

/**
 * Layer boundaries, checked on the resolved path so relative imports ('../../other-feature/x') count too.
 * Web: a feature never imports another feature or app/; entities, components, lib and hooks never
 * import a feature or app/. Server: routes → services → (exchange | chain | db | lib), never upward, and
 * one service never imports another.
 */
const FORBIDDEN_LAYERS = {
  web: {
    features: ['app'],
    entities: ['features', 'app'],
    components: ['features', 'app'],
    lib: ['features', 'app'],
    hooks: ['features', 'app'],
  },
  server: {
    services: ['routes'],
    exchange: ['services', 'routes'],
    chain: ['services', 'routes'],
    db: ['services', 'routes'],
    lib: ['services', 'routes'],
  },
};

const ALIASES = { '@web/': 'src/web/', '@server/': 'src/server/', '@shared/': 'src/shared/' };

function importTarget(fromFile, spec) {
  const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
  if (alias) return ALIASES[alias] + spec.slice(alias.length);
  return spec.startsWith('.') ? path.posix.join(path.posix.dirname(fromFile), spec) : null;
}

/** { area: 'web' | 'server', layer, feature? } for a repository path, or null outside those layers. */
function layerOf(file) {
  const match = /^src\/(web|server)\/([^/]+)\/(?:([^/]+)(?:\/|$))?/.exec(file);
  if (!match) return null;
  const [, area, layer, sub] = match;
  const featureLayer =
    (area === 'web' && layer === 'features') || (area === 'server' && layer === 'services');
  return { area, layer, feature: featureLayer ? sub : undefined };
}

function boundaryViolation(file, target) {
  const from = layerOf(file);
  const to = layerOf(target);
  if (!from || !to || from.area !== to.area) return null;
  if (from.feature && to.feature && from.feature !== to.feature) {
    const shared = from.area === 'web' ? 'src/web/entities' : 'src/server/exchange, chain or lib';
    return `features never import each other: '${from.feature}' imports '${to.feature}' (move the shared piece to ${shared})`;
  }
  const forbidden = FORBIDDEN_LAYERS[from.area][from.layer] ?? [];
  return forbidden.includes(to.layer)
    ? `${from.area}/${from.layer} must not import ${to.area}/${to.layer} (imports only point down the layers)`
    : null;
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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries: { rules: { layers: layersRule } } },
    rules: { 'boundaries/layers': 'error' },
  },
  ...localValidatorBoundary,
);
