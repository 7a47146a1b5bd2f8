/**
 * Fresh databases for API tests: an in-memory PGlite always, and a brand-new PostgreSQL database on
 * the server named by TEST_DATABASE_URL when it is set (created per call, dropped on close), so the
 * same suite runs on both (`describe.each(testDatabaseKinds())`).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/server/platform/db/client';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** The kinds to run API suites on: always PGlite; PostgreSQL too when TEST_DATABASE_URL is set. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/** Opens a fresh, migrated, empty database of the given kind. `close()` also drops a PostgreSQL one. */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') return openDatabase({ kind: 'pglite' });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `platter_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const a = new pg.Client({ connectionString: adminUrl });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
