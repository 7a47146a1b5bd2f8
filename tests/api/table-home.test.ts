/**
 * Home of a table order's detail (orders-and-payments.md §2.4 "Back behaviour: arriving from
 * 'order_table_scan' or 'pay' goes home"): the table's menu `/tbl?c={code}` for a table sitting's
 * trade id, in any sitting state, and none for a trade id that is not a sitting's.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { venueTables } from '../../src/server/modules/catalog/schema';
import { SITTING_STATUS, tableSittings } from '../../src/server/modules/tables/schema';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { findTableHome } from '../../src/server/modules/tables/table-home';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';

const T2 = 'a7ep6f39up'; // demo table 2 of laneway-espresso

describe.each(testDatabaseKinds())('the home of a table order on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("is the table's menu for an open or closed sitting's trade id, and none for any other trade id", async () => {
    const db = t.app.services.db;
    const [table] = await db.select({ id: venueTables.id, venueId: venueTables.venueId }).from(venueTables).where(eq(venueTables.code, T2));
    const open = 'a'.repeat(32);
    const closed = 'b'.repeat(32);
    await db.insert(tableSittings).values([
      { tableId: table.id, venueId: table.venueId, tradeid: closed, version: 1, seats: 2, status: SITTING_STATUS.closed, openedAt: 1, closedAt: 2 },
      { tableId: table.id, venueId: table.venueId, tradeid: open, version: 2, seats: 2, status: SITTING_STATUS.open, openedAt: 3 },
    ]);
    expect(await findTableHome(db, open)).toBe(`/tbl?c=${T2}`);
    expect(await findTableHome(db, closed)).toBe(`/tbl?c=${T2}`);
    expect(await findTableHome(db, 'c'.repeat(32))).toBeNull();
    expect(await findTableHome(db, '')).toBeNull();
  });
});
