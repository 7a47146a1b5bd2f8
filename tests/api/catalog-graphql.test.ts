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

  it('venueInfo and menuInfo carry the brand file translations (_i18n fields as JSON text; issue 16 item 13)', async () => {
    const r = await t.gql(`{
      venueInfo(venue_code: "golden-lantern") {
        config { service_surcharge_name service_surcharge_name_i18n }
        taxes { name name_i18n } posters { title title_i18n content content_i18n action_text action_text_i18n }
      }
      menuInfo(venue_code: "golden-lantern") { taxes { name name_i18n } products { code content content_i18n } combos { content_i18n } setmenus { content_i18n } }
      cafe: venueInfo(venue_code: "laneway-espresso") { introduction_i18n announcement_i18n tableanncmnt_i18n config { service_surcharge_name_i18n paid_notices_i18n } }
      lantern: venueInfo(venue_code: "golden-lantern") { order_sequences { name name_i18n } }
      cafeMenu: menuInfo(venue_code: "laneway-espresso") {
        modifiers { name name_i18n modifier_name modifier_name_i18n }
        products { variants { name name_i18n } }
        combos { name name_i18n groups { name name_i18n } }
      }
      dinner: menuInfo(venue_code: "golden-lantern", menu_id: 0) { setmenus { name name_i18n } }
      eats: menuInfo(venue_code: "laneway-eats") { products { content content_i18n } }
    }`);
    expect(r.errors).toBeUndefined();
    const zh = (json: string) => (JSON.parse(json) as Record<string, string>)['zh-CN'];
    const v = r.data.venueInfo;
    expect(v.config.service_surcharge_name).toBe('Service Surcharge');
    expect(zh(v.config.service_surcharge_name_i18n)).toBe('服务费');
    expect(v.taxes.map((x: { name_i18n: string }) => zh(x.name_i18n))).toEqual(['商品及服务税', '商品及服务税']);
    expect(v.posters[0]).toMatchObject({ title: 'Lantern banquet from $68 a head', action_text: 'See banquets' });
    expect(zh(v.posters[0].title_i18n)).toBe('金灯笼宴每位 $68 起');
    expect(zh(v.posters[0].content_i18n)).toMatch(/三道菜/);
    expect(zh(v.posters[0].action_text_i18n)).toBe('查看宴席');
    const m = r.data.menuInfo;
    expect(zh(m.taxes[0].name_i18n)).toBe('商品及服务税');
    expect(m.products.length).toBeGreaterThan(0);
    for (const p of m.products) expect(zh(p.content_i18n), p.code).toMatch(/[\u4e00-\u9fff]/);
    for (const b of [...m.combos, ...m.setmenus]) expect(zh(b.content_i18n)).toMatch(/[\u4e00-\u9fff]/);
    expect(m.combos.length + m.setmenus.length).toBeGreaterThan(0);
    // Without translations: '{}' (the café sets no surcharge name).
    expect(r.data.cafe.config.service_surcharge_name_i18n).toBe('{}');
    // The demo is wholly translated (issue 27 item 11): notes, courses, modifiers, variants, combos, set menus.
    const cafe = r.data.cafe;
    for (const x of [cafe.introduction_i18n, cafe.announcement_i18n, cafe.tableanncmnt_i18n, cafe.config.paid_notices_i18n]) expect(zh(x)).toMatch(/[\u4e00-\u9fff]/);
    expect(r.data.lantern.order_sequences.map((q: { name_i18n: string }) => zh(q.name_i18n))).toEqual(['前菜', '主菜', '甜品']);
    const menu = r.data.cafeMenu;
    expect(menu.modifiers.find((o: { name: string }) => o.name === 'Oat')).toMatchObject({ modifier_name: 'Milk' });
    expect(zh(menu.modifiers.find((o: { name: string }) => o.name === 'Oat').name_i18n)).toBe('燕麦奶');
    expect(zh(menu.modifiers.find((o: { name: string }) => o.name === 'Oat').modifier_name_i18n)).toBe('牛奶');
    for (const o of menu.modifiers) expect(zh(o.name_i18n), o.name).toMatch(/[\u4e00-\u9fff]/);
    for (const v of menu.products.flatMap((p: { variants: { name: string; name_i18n: string }[] }) => p.variants)) expect(zh(v.name_i18n), v.name).toMatch(/[\u4e00-\u9fff]/);
    for (const c of menu.combos) for (const x of [c, ...c.groups]) expect(zh(x.name_i18n), x.name).toMatch(/[\u4e00-\u9fff]/);
    for (const x of r.data.dinner.setmenus) expect(zh(x.name_i18n), x.name).toMatch(/[\u4e00-\u9fff]/);
    expect(r.data.dinner.setmenus.length).toBeGreaterThan(0);
    for (const p of r.data.eats.products.filter((x: { content: string }) => x.content)) expect(zh(p.content_i18n), p.content).toMatch(/[\u4e00-\u9fff]/);
  });

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
