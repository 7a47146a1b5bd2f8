/**
 * The order-placement menu (src/server/db/order-menu.ts) is always the menu as `loadMenu` reads it at
 * that moment: after stock moves, after a re-import that changes prices, and for a menu that is gone.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../../src/content/demo/platter-demo.json';
import type { Db } from '../../src/server/platform/db/client';
import { findVenueId, listVenueMenus, loadMenu } from '../../src/server/modules/catalog/repository';
import { loadMenuForOrder } from '../../src/server/modules/catalog/order-menu';
import * as s from '../helpers/schema';
import { importBrand } from '../../src/server/modules/catalog/import-brand';
import { openTestDatabase, testDatabaseKinds } from '../helpers/databases';

describe.each(testDatabaseKinds())('menus for placing orders on %s', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Db;
  let venueId: number;
  let menuId: number;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
    const r = await importBrand(db, demo);
    if (!r.ok) throw new Error(r.code);
    venueId = (await findVenueId(db, 'laneway-espresso'))!;
    menuId = (await listVenueMenus(db, venueId))[0].id;
  });
  afterAll(async () => {
    await database?.close();
  });

  const kombucha = async () => {
    const [p] = await db.select().from(s.products).where(and(eq(s.products.menuId, menuId), eq(s.products.code, 'kombucha')));
    return p;
  };

  it('equals loadMenu, first read and cached read alike', async () => {
    const exact = await loadMenu(db, venueId, menuId);
    expect(exact).not.toBeNull();
    expect(await loadMenuForOrder(db, venueId, menuId)).toEqual(exact);
    expect(await loadMenuForOrder(db, venueId, menuId)).toEqual(exact);
  });

  it('sees stock counters move at once (orders reserve between two placements)', async () => {
    await loadMenuForOrder(db, venueId, menuId);
    const before = await kombucha();
    await db.update(s.products).set({ stocks: sql`${s.products.stocks} - 5` }).where(eq(s.products.id, before.id));
    await db.update(s.ingredients).set({ stocks: 1 }).where(eq(s.ingredients.code, 'banana-bread'));
    const menu = await loadMenuForOrder(db, venueId, menuId);
    expect(menu?.products.find((p) => p.id === before.id)?.stocks).toBe(before.stocks - 5);
    expect(menu?.ingredients.find((g) => g.name === 'Banana bread slices')?.stocks).toBe(1);
    expect(menu).toEqual(await loadMenu(db, venueId, menuId));
  });

  it('sees a re-import (a new price) at once', async () => {
    await loadMenuForOrder(db, venueId, menuId);
    const file = structuredClone(demo) as any;
    const product = file.venues.find((v: { code: string }) => v.code === 'laneway-espresso').menus[0].products.find((p: { code?: string }) => p.code === 'kombucha');
    product.price = 700;
    const r = await importBrand(db, file);
    if (!r.ok) throw new Error(r.code);
    const menu = await loadMenuForOrder(db, venueId, menuId);
    expect(menu?.products.find((p) => p.name === 'Ginger kombucha')?.price).toBe(700);
    expect(menu).toEqual(await loadMenu(db, venueId, menuId));
  });

  it('answers null for a menu the venue does not have', async () => {
    expect(await loadMenuForOrder(db, venueId, 9_999_999)).toBeNull();
  });
});
