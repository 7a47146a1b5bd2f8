/**
 * Processes starting together (a rolling deploy, an autoscaler) on one empty database: migrations and
 * the demo seed run one process at a time (a PostgreSQL advisory lock held on a dedicated connection,
 * db/client.ts; the seed's own transaction lock, seed-demo.ts), so the demo brand is imported exactly
 * once and no start fails. Two `openDatabase` calls with the seed as startup step, in parallel in one
 * process, are the same race as two processes (each has its own pool and sessions).
 * Runs on PGlite (two seeds at once on one database), and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/server/platform/db/client';
import * as s from '../helpers/schema';
import { DEMO_BRAND, seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { createEmptyPostgresDatabase, openTestDatabase, testDatabaseKinds } from '../helpers/databases';

const demoVenues = (DEMO_BRAND as { venues: unknown[] }).venues.length;

async function counts(database: Database) {
  const [brands] = await database.db.select({ n: count() }).from(s.brands);
  const [venues] = await database.db.select({ n: count() }).from(s.venues);
  return { brands: brands.n, venues: venues.n };
}

describe.each(testDatabaseKinds())('starting together on an empty %s database', (kind) => {
  it('seeds the demo exactly once when several seeds run at once', async () => {
    const database = await openTestDatabase(kind);
    try {
      const seeded = await Promise.all([seedDemoIfEmpty(database.db), seedDemoIfEmpty(database.db), seedDemoIfEmpty(database.db)]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      expect(await counts(database)).toEqual({ brands: 1, venues: demoVenues });
    } finally {
      await database.close();
    }
  });

  if (kind === 'postgres') it('migrates and seeds once when three processes open one unmigrated database at once', async () => {
    const empty = await createEmptyPostgresDatabase();
    const seeded: boolean[] = [];
    const opened: Database[] = [];
    try {
      const results = await Promise.allSettled(
        Array.from({ length: 3 }, () =>
          openDatabase({ kind: 'postgres', url: empty.url, poolSize: 3, startup: async (db) => void seeded.push(await seedDemoIfEmpty(db)) }),
        ),
      );
      for (const r of results) if (r.status === 'fulfilled') opened.push(r.value);
      expect(results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason))).toEqual([]);
      expect(seeded.sort()).toEqual([false, false, true]);
      for (const database of opened) expect(await counts(database)).toEqual({ brands: 1, venues: demoVenues });
    } finally {
      for (const database of opened) await database.close();
      await empty.drop();
    }
  });
});
