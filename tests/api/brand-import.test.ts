/**
 * The brand file's coupons, availability per channel, open-priced items, variant SKUs and import report
 * end to end (docs/venue-format.md; issue 16 item 15): import a brand with `importBrand`, read its menu
 * over GraphQL, place orders with `orderEdit`, and re-import. The total-use limit of a coupon holds
 * under 50 concurrent orders. Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, Product, Venue } from '../../src/domain/types';
import { issueSession } from '../../src/server/modules/accounts/sessions';
import { describeImport, importBrand } from '../../src/server/modules/catalog/import-brand';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { mapCoupon } from '../../src/server/modules/orders/coupons';
import * as s from '../helpers/schema';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { orderParam, productLine } from '../helpers/orders';

/** Wednesday 11 June 2025, 10:00 in Sydney: the venue below is open all day. */
const NOW_MS = Date.UTC(2025, 5, 11, 0, 0, 0);
const now = NOW_MS / 1000;

const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ id tradeid } }`;
const LIST = `query($v:String!,$m:Byte){ productList(venue_code:$v, market:$m, count:100){ code } }`;
const MENU = `query($v:String!,$m:Byte,$d:String){ menuInfo(venue_code:$v, market:$m, device_uid:$d){ products { code name } } }`;

/** A brand file with coupons, channel flags, open-priced items and variant SKUs. */
function brandFile(options: { withPercentCoupon?: boolean } = {}) {
  return {
    brand: { code: 'import-test', name: 'Import Test' },
    venues: [
      {
        code: 'import-test-cafe',
        name: 'Import Test Café',
        opentime: [{ week: [0, 1, 2, 3, 4, 5, 6], t_start: '00:00', t_end: '24:00' }],
        order_categories: [{ type: 1 }, { type: 2 }, { type: 4 }],
        taxes: [{ code: 'gst', name: 'GST', rate: 0.1 }],
        tables: [{ name: '1', code: 'imptest01' }],
        coupons: [
          { code: 'three-off', promo_code: 'THREEOFF', name: '$3 off', amount_off: 300, limit_total: 5 },
          ...(options.withPercentCoupon === false ? [] : [{ code: 'ten-pc', name: '10% off', percent_off: 10, limit_per_diner: 1, scope: 'online' }]),
        ],
        menus: [
          {
            code: 'main',
            name: 'Menu',
            categories: [{ code: 'food', name: 'Food' }],
            products: [
              {
                code: 'latte',
                name: 'Latte',
                category: 'food',
                variants: [
                  { code: 'regular', name: 'Regular', price: 500, sku: 'SQ-LAT-R' },
                  { code: 'large', name: 'Large', price: 580, sku: 'SQ-LAT-L' },
                ],
              },
              { code: 'house-wine', name: 'House wine', category: 'food', price: 1200, available: { online: false } },
              { code: 'cake', name: 'Cake', category: 'food', price: 650 },
              { code: 'market-fish', name: 'Market fish', category: 'food', open_price: true },
              {
                code: 'soup',
                name: 'Soup',
                category: 'food',
                variants: [
                  { code: 'cup', name: 'Cup', price: 700 },
                  { code: 'pot', name: 'Pot', open_price: true },
                ],
              },
              { code: 'pizza', name: 'Pizza', category: 'food', price: 1800, available: { delivery: false } },
            ],
          },
        ],
      },
    ],
  };
}

describe.each(testDatabaseKinds())('brand file import and ordering on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  const product = (code: string): Product => menu.products.find((p) => p.code === code)!;
  const tokens: string[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { nowMs: () => NOW_MS } });
    const imported = await importBrand(t.app.services.db, brandFile());
    expect(imported.ok).toBe(true);
    venue = (await findVenue(t.app.services.db, 'import-test-cafe'))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    for (let i = 0; i < 10; i++) tokens.push((await issueSession(t.app.services.db, now, { kind: s.SESSION_KIND.guest })).token);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reports what it imported, what it skipped and why (with JSON paths), and what is not sold everywhere', async () => {
    const again = await importBrand(t.app.services.db, brandFile());
    if (!again.ok) throw new Error(JSON.stringify(again.issues));
    const r = again.value;
    expect(r).toMatchObject({ products: 5, variants: 3, coupons: 2 });
    expect(r.skipped).toEqual([
      { path: 'venues[0].menus[0].products[3]', what: "product 'market-fish'", reason: expect.stringContaining('open price') },
      { path: 'venues[0].menus[0].products[4].variants[1]', what: "variant 'pot' of product 'soup'", reason: expect.stringContaining('open price') },
    ]);
    expect(r.restricted).toEqual([
      { path: 'venues[0].menus[0].products[1]', what: "product 'house-wine'", notSoldOn: ['online'] },
      { path: 'venues[0].menus[0].products[5]', what: "product 'pizza'", notSoldOn: ['delivery'] },
    ]);
    const text = describeImport(r, 12);
    expect(text.split('\n')).toEqual([
      "Imported brand 'import-test': 1 venue, 1 menu, 1 category, 5 products, 3 variants, 0 modifiers, 0 combos, 0 set menus, 1 table, 0 ingredients, 0 delivery zones, 2 coupons in 12 ms",
      'Skipped 2 items:',
      expect.stringMatching(/^ {2}venues\[0]\.menus\[0]\.products\[3] \(product 'market-fish'\): open price/),
      expect.stringMatching(/^ {2}venues\[0]\.menus\[0]\.products\[4]\.variants\[1] \(variant 'pot' of product 'soup'\): open price/),
      'Not sold everywhere: 2 items:',
      "  venues[0].menus[0].products[1] (product 'house-wine'): not sold online",
      "  venues[0].menus[0].products[5] (product 'pizza'): not sold for delivery",
    ]);
  });

  it('stores variant SKUs and leaves open-priced items out', async () => {
    const rows = await t.app.services.db.select({ code: s.variants.code, sku: s.variants.sku }).from(s.variants).where(eq(s.variants.productId, product('latte').id));
    expect(rows.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: 'large', sku: 'SQ-LAT-L' },
      { code: 'regular', sku: 'SQ-LAT-R' },
    ]);
    expect(menu.products.map((p) => p.code)).not.toContain('market-fish');
    expect(product('soup').variants.map((v) => v.code)).toEqual(['cup']);
  });

  it('hides items from the channels they are not sold on (menuInfo, productList): the online menu has no wine, the table menu has it', async () => {
    const codes = async (vars: Record<string, unknown>) => {
      const r = await t.gql(MENU, { v: venue.code, ...vars });
      expect(r.errors).toBeUndefined();
      return (r.data.menuInfo.products as { code: string }[]).map((p) => p.code).sort();
    };
    expect(await codes({})).toEqual(['cake', 'latte', 'pizza', 'soup']);
    expect(await codes({ d: 'phone-1' })).toEqual(['cake', 'house-wine', 'latte', 'pizza', 'soup']);
    expect(await codes({ m: 2 })).toEqual(['cake', 'house-wine', 'latte', 'pizza', 'soup']);
    expect(await codes({ m: 4 })).toEqual(['cake', 'latte', 'soup']);
    const page = async (market?: number) =>
      ((await t.gql(LIST, { v: venue.code, m: market })).data.productList as { code: string }[]).map((p) => p.code).sort();
    expect(await page()).toEqual(['cake', 'latte', 'pizza', 'soup']);
    expect(await page(2)).toEqual(['cake', 'house-wine', 'latte', 'pizza', 'soup']);
  });

  it('refuses an online (pickup) order of an item not sold online, and takes one of an item sold online', async () => {
    const place = (code: string, categoryType = 1) =>
      t.gql(EDIT, { p: orderParam(venue, [productLine(menu, product(code), 1)], { now, categoryType }) }, { authorization: `Bearer ${tokens[0]}` });
    const wine = await place('house-wine');
    expect(wine.errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { reason: 'notFound' } } });
    const cake = await place('cake');
    expect(cake.errors).toBeUndefined();
    const orders = await t.app.services.db.select({ n: count() }).from(s.orderLines).where(eq(s.orderLines.pid, product('house-wine').id));
    expect(orders[0].n).toBe(0);
  });

  it('gives exactly 5 discounts to 50 concurrent orders against a coupon limited to 5 uses in total', async () => {
    const [coupon] = await t.app.services.db.select().from(s.coupons).where(and(eq(s.coupons.venueId, venue.id), eq(s.coupons.code, 'three-off')));
    expect(coupon).toMatchObject({ shortCode: 'THREEOFF', type: 2, value: 300, usageLimitTotal: 5, usageLimitUser: 0, status: 1 });
    const param = orderParam(venue, [productLine(menu, product('cake'), 2)], { now, coupons: [mapCoupon(coupon)] });
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => t.gql(EDIT, { p: param }, { authorization: `Bearer ${tokens[i % tokens.length]}` })));
    const accepted = results.filter((r) => !r.errors);
    expect(accepted).toHaveLength(5);
    for (const r of results.filter((x) => x.errors)) expect(r.errors?.[0]).toMatchObject({ message: 'exist already', extensions: { params: { limitReached: 1, limit: 'total' } } });
    const [used] = await t.app.services.db.select({ n: count() }).from(s.couponRedemptions).where(eq(s.couponRedemptions.couponId, coupon.id));
    expect(used.n).toBe(5);
    const discounted = await t.app.services.db.select({ n: count() }).from(s.orderPayments).where(and(eq(s.orderPayments.type, 25), eq(s.orderPayments.pid, coupon.id)));
    expect(discounted[0].n).toBe(5);
  });

  it('stores a percent coupon as the percent paid, and switches off (keeps) a coupon the file no longer lists', async () => {
    const rows = () => t.app.services.db.select().from(s.coupons).where(eq(s.coupons.venueId, venue.id));
    const before = await rows();
    expect(before.find((c) => c.code === 'ten-pc')).toMatchObject({ type: 1, value: 90, usageLimitUser: 1, scope: 'online', status: 1 });
    const r = await importBrand(t.app.services.db, brandFile({ withPercentCoupon: false }));
    expect(r.ok).toBe(true);
    const after = await rows();
    expect(after.find((c) => c.code === 'ten-pc')).toMatchObject({ id: before.find((c) => c.code === 'ten-pc')!.id, status: 0 });
    expect(after.find((c) => c.code === 'three-off')!.id).toBe(before.find((c) => c.code === 'three-off')!.id);
  });

  it('refuses a coupon with both amount_off and percent_off, naming its JSON path, and changes nothing', async () => {
    const file = brandFile();
    (file.venues[0].coupons[0] as Record<string, unknown>).percent_off = 10;
    const r = await importBrand(t.app.services.db, file);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues[0]).toEqual({ path: 'venues[0].coupons[0]', message: "expected exactly one of 'amount_off' (cents) and 'percent_off'" });
  });
});
