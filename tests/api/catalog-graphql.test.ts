// The read side of the contract over GraphQL (storefront.md §3, §7): names, arguments and fields of
// the specifications, paging of 20, and the spec's server messages for failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { importBrand } from '../../src/server/modules/catalog/import-brand';
import { buildLargeMenu } from '../../scripts/generate-large-menu';

describe.each(testDatabaseKinds())('catalogue over GraphQL on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      seed: async (app) => {
        await seedDemoIfEmpty(app.services.db);
        const r = await importBrand(app.services.db, buildLargeMenu());
        if (!r.ok) throw new Error(JSON.stringify(r));
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('venueInfo answers the café with the spec fields and config defaults', async () => {
    const r = await t.gql(`{ venueInfo(venue_code: "laneway-espresso") {
      id code name status config { timezone monetaryunit order_carts_max theme_color }
      opentime { week t_start t_end available_markets } order_categories { name type }
      capability { cap } taxes { attr name rate } posters { scope title } stores { id name }
    } }`);
    expect(r.errors).toBeUndefined();
    const v = r.data.venueInfo;
    expect(v).toMatchObject({ code: 'laneway-espresso', status: 1 });
    expect(v.config).toMatchObject({ timezone: 'Australia/Sydney', monetaryunit: '$', order_carts_max: 120 });
    expect(v.order_categories.map((c: { type: number }) => c.type)).toEqual(expect.arrayContaining([1, 2, 3]));
    expect(v.taxes).toContainEqual(expect.objectContaining({ attr: 1, rate: 0.1 }));
    expect(() => JSON.parse(v.opentime[0].available_markets)).not.toThrow();
  });

  it.each([['venueInfo(venue_code: "no-such-venue") { id }'], ['menuInfo(venue_code: "no-such-venue") { id }']])(
    "answers 'not found' for an unknown venue: %s",
    async (q) => {
      const r = await t.gql(`{ ${q} }`);
      expect(r.errors?.[0].message).toBe('not found');
      expect(r.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    },
  );

  it('menuInfo gives the first 20 products and the whole structure; productList pages on by index', async () => {
    const first = await t.gql(`{ menuInfo(venue_code: "bench", count: 20, index: 0) { id categories { id } modifiers { id } products { id category_id variants { id price } } } }`);
    expect(first.errors).toBeUndefined();
    const menu = first.data.menuInfo;
    expect(menu.products).toHaveLength(20);
    const next = await t.gql(`query($m: Long) { productList(venue_code: "bench", menu_id: $m, count: 20, index: 20) { id } }`, { m: menu.id });
    expect(next.data.productList).toHaveLength(20);
    const ids = new Set([...menu.products.map((p: { id: number }) => p.id), ...next.data.productList.map((p: { id: number }) => p.id)]);
    expect(ids.size).toBe(40);
    const all = await t.gql(`{ menuInfo(venue_code: "bench") { products { id } } }`);
    expect(all.data.menuInfo.products).toHaveLength(300);
  });

  it('productList filters by category and ends with a short page', async () => {
    const m = await t.gql(`{ menuInfo(venue_code: "laneway-espresso") { id categories { id name } products { id category_id } } }`);
    const cat = m.data.menuInfo.categories.find((c: { id: number }) =>
      m.data.menuInfo.products.some((p: { category_id: number }) => p.category_id === c.id),
    );
    const inCat = m.data.menuInfo.products.filter((p: { category_id: number }) => p.category_id === cat.id).length;
    const r = await t.gql(`query($c: Long) { productList(venue_code: "laneway-espresso", category_id: $c, count: 20, index: 0) { id category_id } }`, { c: cat.id });
    expect(r.data.productList).toHaveLength(Math.min(inCat, 20));
    expect(r.data.productList.every((p: { category_id: number }) => p.category_id === cat.id)).toBe(true);
  });

  it('menuCheckInfo returns only the asked ids, so removed items show as missing', async () => {
    const m = await t.gql(`{ menuInfo(venue_code: "laneway-espresso") { id products { id } modifiers { id } } }`);
    const [p1, p2] = m.data.menuInfo.products;
    const r = await t.gql(
      `query($p: [Long!], $mods: [Long!]) { menuCheckInfo(venue_code: "laneway-espresso", param: { products: $p, modifiers: $mods }) { products { id price status } modifiers { id } combos { id } } }`,
      { p: [p1.id, p2.id, 999999], mods: [m.data.menuInfo.modifiers[0].id] },
    );
    expect(r.data.menuCheckInfo.products.map((p: { id: number }) => p.id).sort()).toEqual([p1.id, p2.id].sort());
    expect(r.data.menuCheckInfo.modifiers).toHaveLength(1);
    expect(r.data.menuCheckInfo.combos).toEqual([]);
  });

  it('venueMenus lists the restaurant lunch and dinner menus with Chinese names', async () => {
    const r = await t.gql(`{ venueMenus(venue_code: "golden-lantern") { id name status icon } menuInfo(venue_code: "golden-lantern") { categories { name name_i18n } } }`);
    expect(r.data.venueMenus.length).toBeGreaterThanOrEqual(2);
    expect(r.data.menuInfo.categories.some((c: { name_i18n: string }) => JSON.parse(c.name_i18n)['zh-CN'])).toBe(true);
  });

  it('indexInfo and indexStores answer the home page', async () => {
    const r = await t.gql(`{ indexInfo { banners { url img_set } } indexStores(count: 100, index: 0) { name code logo cover } }`);
    expect(r.data.indexStores.map((s: { code: string }) => s.code)).toEqual(expect.arrayContaining(['laneway-espresso', 'golden-lantern', 'laneway-eats']));
    expect(r.data.indexInfo.banners.length).toBeGreaterThan(0);
    expect(Object.keys(JSON.parse(r.data.indexInfo.banners[0].img_set))).toEqual(expect.arrayContaining(['0', '600']));
  });

  it('rejects a bad argument type with a validation error and no data', async () => {
    const r = await t.gql(`{ productList(venue_code: "bench", count: "lots") { id } }`);
    expect(r.errors?.[0].message).toMatch(/Int/);
    expect(r.data).toBeUndefined();
  });
});
