/**
 * The venue catalogue end to end over a real database: import a brand file, read it back through the
 * repositories in the domain shapes (storefront.md §3), re-import, refuse bad files without changing
 * anything. Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { performance } from 'node:perf_hooks';
import { getTableName, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLargeMenu, LARGE_MENU_PRODUCTS } from '../../scripts/generate-large-menu';
import demo from '../../src/content/demo/platter-demo.json';
import { CATEGORY_KIND, type Menu } from '../../src/domain/types';
import type { Db } from '../../src/server/platform/db/client';
import {
  findVenue,
  findVenueId,
  listBanners,
  listFeaturedStores,
  listMenuTimes,
  listVenueMenus,
  loadMenu,
} from '../../src/server/modules/catalog/repository';
import { findTableByCode, listTablesOfVenue } from '../../src/server/modules/catalog/venue-tables';
import * as schema from '../helpers/schema';
import { importBrand } from '../../src/server/modules/catalog/import-brand';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { openTestDatabase, testDatabaseKinds } from '../helpers/databases';

const CATALOGUE_TABLES = Object.values(schema).filter(
  (t): t is typeof schema.products => typeof t === 'object' && t !== null && Symbol.for('drizzle:IsDrizzleTable') in t,
);

/** Row counts of every catalogue table, e.g. { products: 88, … }. */
async function countRows(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of CATALOGUE_TABLES) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[getTableName(table)] = row.n;
  }
  return counts;
}

/** A deep copy of the demo file, changed by `edit`. */
function demoWith(edit: (file: any) => void): unknown {
  const file = structuredClone(demo) as any;
  edit(file);
  return file;
}

async function venueId(db: Db, code: string): Promise<number> {
  const id = await findVenueId(db, code);
  if (id === null) throw new Error(`no venue ${code}`);
  return id;
}

async function menuByCode(db: Db, venueCode: string, name: string): Promise<Menu> {
  const id = await venueId(db, venueCode);
  const summary = (await listVenueMenus(db, id)).find((m) => m.name === name);
  const menu = summary && (await loadMenu(db, id, summary.id));
  if (!menu) throw new Error(`no menu ${name}`);
  return menu;
}

describe.each(testDatabaseKinds())('venue catalogue on %s', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let db: Db;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  });
  afterAll(async () => {
    await database?.close();
  });

  describe('importing the demo brand', () => {
    it('seeds the empty database once', async () => {
      expect(await seedDemoIfEmpty(db)).toBe(true);
      expect(await seedDemoIfEmpty(db)).toBe(false);
    });

    it('reports what it wrote', async () => {
      const result = await importBrand(db, demo);
      if (!result.ok) throw new Error(JSON.stringify(result.params));
      expect(result.value).toMatchObject({ brand: 'laneway', venues: 3, menus: 6, setmenus: 3, tables: 15, deliveries: 2 });
      expect(result.value.products).toBeGreaterThan(80);
    });
  });

  describe('the café (laneway-espresso)', () => {
    it('reads back the venue fields, config over the defaults, and its settings tables', async () => {
      const venue = await findVenue(db, 'laneway-espresso');
      expect(venue).toMatchObject({
        code: 'laneway-espresso',
        name: 'Laneway Espresso',
        status: 1,
        pauseuntil: 0,
        city: 'Surry Hills',
        postcode: '2010',
        logo: '/main/static/demo/logo-laneway-espresso.svg',
        announcement: expect.stringContaining('skip the queue'),
        tableanncmnt: expect.stringContaining('Order from your table'),
      });
      expect(venue!.config).toMatchObject({
        timezone: 'Australia/Sydney',
        monetaryunit: '$',
        theme_color: '#7a4b2a',
        order_carts_max: 120,
        service_surcharge_rate: 0,
      });
      expect(venue!.order_categories.map((c) => c.type)).toEqual([1, 3, 2, 4]);
      expect(venue!.capability).toEqual([{ cap: 'membership' }, { cap: 'reservation' }, { cap: 'voucher' }]);
      expect(venue!.opentime).toHaveLength(7);
      expect(venue!.opentime.every((o) => o.t_end === '15:00')).toBe(true);
      expect(venue!.posters.map((p) => p.scope)).toEqual(['all', 'table']);
      expect(venue!.taxes).toEqual([{ attr: 1, categories: '', name: 'GST', name_i18n: { 'zh-CN': '商品及服务税' }, rate: 0.1, type: 1 }]);
    });

    it('finds the venue by its numeric id as well', async () => {
      const id = await venueId(db, 'laneway-espresso');
      expect((await findVenue(db, String(id)))?.code).toBe('laneway-espresso');
      expect(await findVenue(db, 'no-such-venue')).toBeNull();
    });

    it('loads the menu with sized coffee, milk and extra-shot modifiers, combos and stock', async () => {
      const id = await venueId(db, 'laneway-espresso');
      const menu = (await loadMenu(db, id))!;
      expect(menu.name).toBe('All day');
      expect(menu.categories[0]).toMatchObject({ name: 'Breakfast combos', type: CATEGORY_KIND.combos });

      const flatWhite = menu.products.find((p) => p.code === 'flat-white')!;
      expect(flatWhite.variants.map((v) => [v.name, v.price])).toEqual([
        ['Small', 450],
        ['Regular', 500],
        ['Large', 580],
      ]);
      expect(flatWhite.price).toBe(450);
      expect(flatWhite.category_name).toBe('Coffee');
      expect(flatWhite.tax_ids).toEqual([menu.taxes[0].id]);

      const offered = menu.modifiers.filter((m) => flatWhite.modifier_ids.includes(m.id));
      const oat = offered.find((m) => m.name === 'Oat')!;
      expect(oat).toMatchObject({ price: 70, modifier_name: 'Milk', modifier_limit: 1, modifier_minimum: 1 });
      expect(offered.find((m) => m.name === 'Extra shot')).toMatchObject({ price: 60, limit: 2, modifier_limit: 3, modifier_minimum: 0 });

      expect(menu.products.find((p) => p.code === 'chilli-scrambled-eggs')!.tags).toEqual(
        expect.arrayContaining([
          { type: 71, tag: 1 },
          { type: 72, tag: 3 },
        ]),
      );

      const almond = menu.products.find((p) => p.code === 'almond-croissant')!;
      const bread = menu.products.find((p) => p.code === 'banana-bread')!;
      const stockOf = (p: typeof almond) => menu.ingredients.find((g) => g.id === p.ingredients[0].ingredient_id)!;
      expect(stockOf(almond)).toMatchObject({ inventory: 2, stocks: 0 });
      expect(stockOf(bread)).toMatchObject({ inventory: 2, stocks: 3 });
      expect(menu.products.find((p) => p.code === 'kombucha')).toMatchObject({ inventory: 2, stocks: 12 });

      const combo = menu.combos.find((c) => c.code === 'roll-and-coffee')!;
      expect(combo.price).toBe(1500);
      const [rollGroup, coffeeGroup] = combo.groups;
      const roll = menu.products.find((p) => p.code === 'bacon-egg-roll')!;
      expect(rollGroup.items[0]).toMatchObject({ pid: roll.id, sid: 0, type: 2, price: 1200, upsales: [combo.id] });
      const largeFlatWhite = coffeeGroup.items.find((i) => i.name === 'Flat white(Large)')!;
      expect(largeFlatWhite).toMatchObject({ pid: flatWhite.id, sid: flatWhite.variants[2].id, type: 21, price: 580, price_markup: 80 });
      expect(menu.combos.find((c) => c.code === 'brunch-for-two')!.groups.map((g) => g.limits)).toEqual([2, 2, 1]);
    });

    it('finds tables by QR code, with and without passcodes', async () => {
      expect(await findTableByCode(db, 'mvnw98rxyj')).toMatchObject({ venue_code: 'laneway-espresso', name: '1', passcode: null, seats: 2, status: 1 });
      expect(await findTableByCode(db, 's5he87gvpk')).toMatchObject({ name: '6', passcode: '4821' });
      expect(await findTableByCode(db, 'MVNW98RXYJ')).toBeNull();
      expect(await findTableByCode(db, '')).toBeNull();
      expect(await listTablesOfVenue(db, await venueId(db, 'laneway-espresso'))).toHaveLength(8);
    });

    it('carries zh-CN names of modifier groups and options, variants, combos and combo groups, and the venue notes (issue 27 item 11)', async () => {
      const venue = (await findVenue(db, 'laneway-espresso'))!;
      expect(JSON.parse(venue.tableanncmnt_i18n)).toEqual({ 'zh-CN': expect.stringContaining('欢迎光临') });
      expect(JSON.parse(venue.config.paid_notices_i18n)).toEqual({ 'zh-CN': expect.stringContaining('感谢') });
      expect(JSON.parse(venue.introduction_i18n)['zh-CN']).toBeTruthy();
      expect(JSON.parse(venue.announcement_i18n)['zh-CN']).toBeTruthy();
      const menu = (await loadMenu(db, venue.id))!;
      expect(menu.modifiers.find((m) => m.name === 'Oat')).toMatchObject({ name_i18n: { 'zh-CN': '燕麦奶' }, modifier_name: 'Milk', modifier_name_i18n: { 'zh-CN': '牛奶' } });
      expect(menu.products.find((p) => p.name === 'Flat white')!.variants[0]).toMatchObject({ name: 'Small', name_i18n: { 'zh-CN': '小杯' } });
      const combo = menu.combos.find((c) => c.name === 'Bacon roll & coffee')!;
      expect(combo.name_i18n).toEqual({ 'zh-CN': '培根卷配咖啡' });
      expect(combo.groups[0]).toMatchObject({ name: 'Your roll', name_i18n: { 'zh-CN': '选择面包卷' } });
    });
  });

  describe('the restaurant (golden-lantern)', () => {
    it('has courses, a service surcharge, misc tax, overnight hours and delivery zones of real postcodes', async () => {
      const venue = (await findVenue(db, 'golden-lantern'))!;
      expect(venue.config).toMatchObject({ service_surcharge_rate: 0.05, delivery_surcharge_rate: 0.02, delivery_surcharge_fixed: 100 });
      expect(venue.order_sequences).toEqual([
        { name: 'Entrée', name_i18n: '{"zh-CN":"前菜"}', sequence: 1 },
        { name: 'Main', name_i18n: '{"zh-CN":"主菜"}', sequence: 2 },
        { name: 'Dessert', name_i18n: '{"zh-CN":"甜品"}', sequence: 3 },
      ]);
      expect(venue.taxes.find((t) => t.type === 11)).toMatchObject({ categories: '1,2', rate: 0.1 });
      expect(venue.opentime.filter((o) => o.t_start === '17:00' && o.t_end === '01:00').map((o) => o.week)).toEqual([5, 6]);
      const [city, inner] = venue.deliveries;
      expect(city).toMatchObject({ name: 'City & Haymarket', fee: 500, min: 3000, free: 8000, geos: '2000,2007,2008,2009,2010' });
      expect(city.suburbs).toContainEqual({ city: 'Haymarket', postcode: '2000' });
      expect(inner.geos.split(',')).toContain('2042');
      expect(venue.capability.map((c) => c.cap).sort()).toEqual(['advance_menu', 'reservation']);
      expect(venue.payments[0]).toMatchObject({ surcharge: 0.012 });
    });

    it('offers lunch and dinner menus, named in English and Chinese, with menu times', async () => {
      const id = await venueId(db, 'golden-lantern');
      const menus = await listVenueMenus(db, id);
      expect(menus.map((m) => [m.name, m.name_i18n?.['zh-CN'], m.status])).toEqual([
        ['Yum cha lunch', '午市点心', 1],
        ['Dinner', '晚市', 1],
      ]);
      const times = await listMenuTimes(db, id);
      expect(times.filter((t) => t.menu_id === menus[1].id && t.t_end === '01:00').map((t) => t.week)).toEqual([5, 6]);
      const lunch = (await loadMenu(db, id))!;
      expect(lunch.id).toBe(menus[0].id);
      expect(lunch.categories[1]).toMatchObject({ name: 'Steamed dim sum', name_i18n: { 'zh-CN': '蒸点' } });
      expect(lunch.products[0]).toMatchObject({ name: 'Prawn dumplings (har gow)', name_i18n: { 'zh-CN': '虾饺' } });
    });

    it('serves set menus course by course, with a choice of variant where the set leaves it open', async () => {
      const dinner = await menuByCode(db, 'golden-lantern', 'Dinner');
      expect(dinner.categories[0]).toMatchObject({ name: 'Banquets', type: CATEGORY_KIND.setMenus });
      const seafood = dinner.setmenus.find((s) => s.code === 'seafood-banquet')!;
      expect(seafood.price).toBe(9800);
      expect(seafood.items.map((i) => i.sequence)).toEqual([1, 1, 2, 2, 2, 2, 3]);
      const fish = seafood.items.find((i) => i.name === 'Whole barramundi')!;
      expect(fish.variants?.map((v) => v.code)).toEqual(['steamed', 'crispy']);
      expect(seafood.items[0].variants).toEqual([]);
    });
  });

  describe('the food hall (laneway-eats)', () => {
    it('has three stores, one menu per store, and products tagged to their store', async () => {
      const venue = (await findVenue(db, 'laneway-eats'))!;
      expect(venue.stores.map((s) => s.name)).toEqual(['Bao Bar', 'Pho Corner', 'Gelato Lab']);
      expect(venue.online_platforms.map((p) => p.pid)).toEqual([41, 42]);
      const bao = await menuByCode(db, 'laneway-eats', 'Bao Bar');
      expect(bao.store_id).toBe(venue.stores[0].id);
      const rows = await db.select({ storeId: schema.products.storeId }).from(schema.products).where(sql`${schema.products.menuId} = ${bao.id}`);
      expect(new Set(rows.map((r) => r.storeId))).toEqual(new Set([venue.stores[0].id]));
      expect(bao.categories[0]).toMatchObject({ name: 'Combos', type: CATEGORY_KIND.combos });
      expect(bao.combos[0].groups[0].items.every((i) => i.upsales.includes(bao.combos[0].id))).toBe(true);
    });
  });

  describe('the home page', () => {
    it('lists featured stores and banners', async () => {
      expect(await listFeaturedStores(db)).toEqual([
        { name: 'Laneway Espresso', logo: '/main/static/demo/logo-laneway-espresso.svg', cover: '/main/static/demo/cover-laneway-espresso.svg', code: 'laneway-espresso', latitude: -33.8829, longitude: 151.214 },
        expect.objectContaining({ code: 'golden-lantern' }),
        expect.objectContaining({ code: 'laneway-eats' }),
      ]);
      expect((await listFeaturedStores(db, { count: 1, index: 1 })).map((s) => s.code)).toEqual(['golden-lantern']);
      const banners = await listBanners(db, 'laneway');
      expect(banners).toHaveLength(2);
      expect(JSON.parse(banners[0].img_set)).toEqual({ 0: '/main/static/demo/banner-autumn-sm.svg', 600: '/main/static/demo/banner-autumn.svg' });
    });
  });

  describe('re-importing', () => {
    it('is idempotent: same counts, same ids, same table codes', async () => {
      const before = await countRows(db);
      const menuBefore = await menuByCode(db, 'laneway-espresso', 'All day');
      const result = await importBrand(db, demo);
      expect(result.ok).toBe(true);
      expect(await countRows(db)).toEqual(before);
      expect(await menuByCode(db, 'laneway-espresso', 'All day')).toEqual(menuBefore);
    });

    it('keeps generated table codes, and updates and removes what the file changed', async () => {
      const file = demoWith((f) => {
        f.venues[0].tables = [{ name: 'Bar 1' }, { name: '1', code: 'mvnw98rxyj', seats: 3 }];
        f.venues[0].menus[0].products[0].variants[1].price = 520;
        f.venues[0].menus[0].products.splice(
          f.venues[0].menus[0].products.findIndex((p: any) => p.code === 'reuben-toastie'),
          1,
        );
      });
      const menuBefore = await menuByCode(db, 'laneway-espresso', 'All day');
      expect((await importBrand(db, file)).ok).toBe(true);
      const tables = await listTablesOfVenue(db, await venueId(db, 'laneway-espresso'));
      expect(tables.map((t) => [t.name, t.seats])).toEqual([
        ['Bar 1', 4],
        ['1', 3],
      ]);
      expect(tables[0].code).toMatch(/^[a-z2-9]{10}$/);
      expect((await importBrand(db, file)).ok).toBe(true);
      expect((await listTablesOfVenue(db, await venueId(db, 'laneway-espresso')))[0].code).toBe(tables[0].code);

      const menu = await menuByCode(db, 'laneway-espresso', 'All day');
      expect(menu.products.find((p) => p.code === 'reuben-toastie')).toBeUndefined();
      const flatWhite = menu.products.find((p) => p.code === 'flat-white')!;
      expect(flatWhite.id).toBe(menuBefore.products.find((p) => p.code === 'flat-white')!.id);
      expect(flatWhite.variants[1]).toMatchObject({ id: menuBefore.products.find((p) => p.code === 'flat-white')!.variants[1].id, price: 520 });

      expect((await importBrand(db, demo)).ok).toBe(true);
      expect(await findTableByCode(db, 'a7ep6f39up')).toMatchObject({ name: '2' });
    });
  });

  describe('refusing a bad file', () => {
    it('returns BAD_INPUT naming the JSON path, and changes nothing', async () => {
      const before = await countRows(db);
      const venueBefore = await findVenue(db, 'golden-lantern');
      const result = await importBrand(
        db,
        demoWith((f) => {
          f.venues[1].name = 'Renamed';
          f.venues[0].menus[0].products[3].price = 4.5;
        }),
      );
      expect(result).toMatchObject({
        ok: false,
        code: 'BAD_INPUT',
        params: { path: 'venues[0].menus[0].products[3].price', message: 'expected a whole number of cents' },
      });
      expect(await countRows(db)).toEqual(before);
      expect(await findVenue(db, 'golden-lantern')).toEqual(venueBefore);
    });

    it('rolls back a file refused half-way through writing (a venue code of another brand)', async () => {
      const before = await countRows(db);
      const venueBefore = await findVenue(db, 'golden-lantern');
      const result = await importBrand(
        db,
        demoWith((f) => {
          f.brand.code = 'imposter';
          f.venues[1].name = 'Renamed';
        }),
      );
      expect(result).toMatchObject({ ok: false, code: 'BAD_INPUT', params: { path: 'venues[0].code', message: "venue code 'laneway-espresso' belongs to brand 'laneway'" } });
      expect(await countRows(db)).toEqual(before);
      expect(await findVenue(db, 'golden-lantern')).toEqual(venueBefore);
    });

    it('refuses a table code that another venue uses, and changes nothing', async () => {
      const before = await countRows(db);
      const result = await importBrand(db, {
        brand: { code: 'laneway', name: 'Laneway Collective' },
        venues: [{ code: 'laneway-pop-up', name: 'Pop-up', tables: [{ name: 'P1', code: 'mvnw98rxyj' }] }],
      });
      expect(result).toMatchObject({
        ok: false,
        params: { path: 'venues[0].tables[0].code', message: "table code 'mvnw98rxyj' is already used by table '1' of venue 'laneway-espresso'" },
      });
      expect(await countRows(db)).toEqual(before);
    });
  });

  describe('a 300-product menu', () => {
    it('imports and loads in full', async () => {
      const result = await importBrand(db, buildLargeMenu());
      expect(result.ok).toBe(true);
      const id = await venueId(db, 'bench');
      await loadMenu(db, id);
      const started = performance.now();
      const menu = (await loadMenu(db, id))!;
      const ms = performance.now() - started;
      expect(menu.products).toHaveLength(LARGE_MENU_PRODUCTS);
      expect(menu.products.every((p) => p.variants.length === 3 && p.modifier_ids.length === 10)).toBe(true);
      expect(menu.combos).toHaveLength(10);
      expect(menu.setmenus).toHaveLength(5);
      console.info(`loadMenu of ${LARGE_MENU_PRODUCTS} products on ${kind}: ${ms.toFixed(1)} ms`);
      expect((await listFeaturedStores(db)).map((s) => s.code)).not.toContain('bench');
    });
  });
});
