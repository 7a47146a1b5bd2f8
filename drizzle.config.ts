import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every module's and provider's own tables (ARCHITECTURE.md: each module owns its tables).
  schema: ['./src/server/modules/*/schema.ts', './src/server/providers/*/schema.ts', './src/server/platform/db/schema.ts'],
  out: './drizzle',
  casing: 'snake_case',
});
