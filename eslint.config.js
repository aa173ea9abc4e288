// Lint enforces the agreed shape (ARCHITECTURE.md): import direction, no cycles, kebab-case
// file names and environment access through the API's config.ts only.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of apps/web/src/features is a feature: a new one is fenced off without editing this file.
const webFeatures = readdirSync(new URL('./apps/web/src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/drizzle/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver': {
        typescript: {
          noWarnOnMultipleProjects: true,
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        },
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './packages/contracts',
              from: ['./apps', './e2e'],
              message: 'contracts depend on zod only',
            },
            { target: './apps/web', from: './apps/api', message: 'web and api never import each other' },
            { target: './apps/api', from: './apps/web', message: 'web and api never import each other' },
            {
              target: './apps/web/src/{components,lib,config}',
              from: './apps/web/src/{features,app}',
              message: 'shared web code must not depend on features or the app',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'features must not import the app layer',
            },
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: "a feature must not import another feature's insides; compose them in app/",
            })),
            {
              target: './apps/api/src/services',
              from: './apps/api/src/routes',
              message: 'services never import routes',
            },
            {
              target: './apps/api/src/repositories',
              from: './apps/api/src/{services,routes}',
              message: 'repositories are the bottom layer',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/services/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['fastify', '@fastify/*'], message: 'services never import Fastify' }] },
      ],
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: ['apps/api/src/config.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'read settings through apps/api/src/config.ts' },
      ],
    },
  },
  {
    files: ['apps/api/test/**/*.ts', 'apps/api/scripts/**', 'apps/api/src/cli/**'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.d.ts'],
    rules: {
      'no-restricted-syntax': 'off',
    },
  },
);
