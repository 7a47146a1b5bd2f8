// Lint with the domain-purity rules of STYLE.md §1: src/domain is the functional core shared by
// browser and server, so it may not reach I/O, frameworks, the clock or randomness.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const purity = 'src/domain is the pure core shared by browser and server (STYLE.md §1): pass data in, return values out.';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.astro/**', 'data/**', 'src/**/__generated__/**', '.bench/**', '.test-reports/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['scripts/**/*.{js,mjs,ts}', 'eslint.config.js', 'astro.config.mjs', 'tests/**/*.ts'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['src/islands/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: `No Node built-ins in the domain. ${purity}` },
            { group: ['astro', 'astro:*', 'astro/*'], message: `No Astro in the domain. ${purity}` },
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'react-i18next'], message: `No React in the domain. ${purity}` },
            { group: ['nanostores', '@nanostores/*'], message: `Stores live in src/islands/stores. ${purity}` },
            { group: ['graphql', 'graphql-*', 'graphql-request', '@graphql-*/*'], message: `No GraphQL in the domain. ${purity}` },
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'ioredis'], message: `No database in the domain. ${purity}` },
            { group: ['**/server/**', '**/islands/**', '**/pages/**', '~/server/*', '~/islands/*'], message: `The domain imports nothing from the shell. ${purity}` },
            { group: ['fs', 'path', 'http', 'https', 'crypto', 'child_process', 'os', 'net'], message: `No I/O in the domain. ${purity}` },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: `No network in the domain. ${purity}` },
        { name: 'localStorage', message: `No storage in the domain. ${purity}` },
        { name: 'window', message: `No browser globals in the domain. ${purity}` },
        { name: 'document', message: `No browser globals in the domain. ${purity}` },
        { name: 'process', message: `No process in the domain. ${purity}` },
        { name: 'crypto', message: `No randomness in the domain: pass ids in. ${purity}` },
        { name: 'performance', message: `No clock in the domain: pass now in. ${purity}` },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: `No clock: pass now in. ${purity}` },
        { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: `No clock: new Date() reads it; pass now in. ${purity}` },
        { selector: "CallExpression[callee.object.name='Math'][callee.property.name='random']", message: `No randomness: pass ids or a seed in. ${purity}` },
        { selector: "CallExpression[callee.name='dayjs'][arguments.length=0]", message: `No clock: dayjs() reads it; pass now in. ${purity}` },
      ],
    },
  },
);
