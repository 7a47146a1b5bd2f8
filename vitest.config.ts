import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * Three projects, one runner: `unit` (pure, next to the code), `api` (in process against PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set), `e2e` (Playwright in Debian's Chromium against the built
 * server). `npm test` runs them all through scripts/test.mjs.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    coverage: {
      provider: 'v8',
      include: ['src/domain/**/*.ts'],
      exclude: ['src/domain/**/*.test.ts'],
      reporter: ['text-summary', 'json-summary'],
      thresholds: { lines: 95 },
    },
    projects: [
      {
        resolve: { alias },
        // Not timed: a slow, loaded machine (ESLint in domain-purity, fast-check properties under coverage)
        // must not turn into failures. Speed is measured by `npm run bench`.
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'], environment: 'node', testTimeout: 30_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
