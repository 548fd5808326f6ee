import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import { importZones, localRules } from './eslint/import-zones.js';

// The dashboard and the reference API never import each other: both import contract/.
const SRC_NOT_SERVER = {
  group: ['**/server', '**/server/**'],
  message: 'src/ must not import server/: share through contract/.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, local: localRules },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [SRC_NOT_SERVER] }],
    },
  },
  {
    // Tests run the real reference API in-process (style.md): the only door from src/ to server/.
    files: ['src/testing/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // Features import components/, lib/, contract/ and auth's public files, never each
  // other; components/ and lib/ import no feature (tests included, server/ aside).
  ...importZones([SRC_NOT_SERVER]),
  jsxA11y.flatConfigs.recommended,
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: [
      'server/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      '*.config.{ts,js}',
      'eslint/**',
      '.ci/**',
      'scripts/**',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // No pattern whose work grows faster than its input (decision 064): a request's
    // field, a URL parameter or a server's answer must never hold a thread.
    files: ['contract/**/*.ts', 'server/**/*.ts', 'src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src', '**/src/**', '@/**'],
              message: 'server/ must not import src/: share through contract/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src', '**/src/**', '**/server', '**/server/**', '@/**'],
              message: 'contract/ depends on nothing but zod.',
            },
          ],
        },
      ],
    },
  },
);
