import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import drizzle from 'eslint-plugin-drizzle';
import globals from 'globals';
import { localValidatorBoundary } from './src/local-validator/eslint-boundary.js';

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
    // Features never import each other (a feature's own files import relatively); routes in app/ compose them.
    files: [
      'src/web/features/**/*.{ts,tsx}',
      'src/web/lib/**/*.{ts,tsx}',
      'src/web/components/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['@server/*', 'node:*', '@web/features/*', '@web/app/*'] },
      ],
    },
  },
  ...localValidatorBoundary,
);
