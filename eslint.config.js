// @ts-check
import js from '@eslint/js';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ["products", "calendar", "event-drawer", "cart", "checkout", "confirmation"];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // domain is pure: no I/O, no server, no storefront
            { target: './packages/domain', from: './apps' },
            { target: './packages/contract', from: './apps' },
            { target: './apps/storefront', from: './apps/server' },
            { target: './apps/server', from: './apps/storefront' },
            { target: './apps/backoffice', from: './apps/server' },
            { target: './apps/backoffice', from: './apps/storefront' },
            { target: './apps/storefront', from: './apps/backoffice' },
            // features do not import each other's insides
            ...features.map((f) => ({
              target: `./apps/storefront/src/features/${f}`,
              from: './apps/storefront/src/features',
              except: [`./${f}`],
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'pg', '@electric-sql/*', 'drizzle-orm*', 'fastify*', 'react*'], message: 'domain imports no I/O.' }] },
      ],
    },
  },
  {
    files: ['apps/storefront/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/storefront/src/**/*.{ts,tsx}', 'apps/backoffice/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
