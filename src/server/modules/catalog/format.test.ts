import { describe, expect, it } from 'vitest';
import demo from '../../../content/demo/platter-demo.json';
import { CHANNEL } from '../../../domain/channels';
import { channelsOf, formatPath, listSkipped, missingChannels, parseBrandFile, withoutSkipped, zoneGeos, type FormatIssue } from './format';

/** A deep copy of the demo file, changed by `edit`. */
function demoWith(edit: (file: any) => void): unknown {
  const file = structuredClone(demo) as any;
  edit(file);
  return file;
}

function issuesOf(input: unknown): FormatIssue[] {
  const result = parseBrandFile(input);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.issues;
}

const small = {
  brand: { code: 'tiny', name: 'Tiny' },
  venues: [
    {
      code: 'tiny-cafe',
      name: 'Tiny Café',
      menus: [
        {
          code: 'main',
          name: 'Main',
          categories: [{ code: 'coffee', name: 'Coffee' }],
          products: [{ code: 'latte', name: 'Latte', category: 'coffee', price: 450 }],
        },
      ],
    },
  ],
};

describe('brand file format (docs/venue-format.md)', () => {
  it('accepts the shipped demo brand', () => {
    const result = parseBrandFile(demo);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('fills in defaults so a small file stays small', () => {
    const result = parseBrandFile(small);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const venue = result.value.venues[0];
    expect(result.value.brand).toMatchObject({ currency: 'AUD', monetary_unit: '$', timezone: 'Australia/Sydney' });
    expect(venue).toMatchObject({ status: 1, featured: true, country: 'AU', order_categories: [{ type: 1 }], tables: [] });
    const product = venue.menus[0].products[0];
    expect(product).toMatchObject({ price_markup: 0, status: 1, soldby: 'each', modifiers: [], variants: [], tags: [] });
    expect(product.taxes).toBeUndefined();
  });

  it('reads weekday names and lists, and tag names', () => {
    const result = parseBrandFile(
      demoWith((f) => {
        f.venues[0].opentime = [{ week: 'fri', t_start: '17:00', t_end: '01:00' }];
        f.venues[0].menus[0].products[0].tags = ['hot', { type: 71, tag: 2 }];
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.value.venues[0].opentime[0].week).toEqual([5]);
    expect(result.value.venues[0].menus[0].products[0].tags).toEqual([
      { type: 72, tag: 3 },
      { type: 71, tag: 2 },
    ]);
  });

  it.each<[string, (f: any) => void, string, string]>([
    ['a fractional price', (f) => (f.venues[0].menus[0].products[3].price = 4.5), 'venues[0].menus[0].products[3].price', 'expected a whole number of cents'],
    ['a price as text', (f) => (f.venues[0].menus[0].products[3].price = '4.50'), 'venues[0].menus[0].products[3].price', 'expected a whole number of cents'],
    ['a negative modifier price', (f) => (f.venues[0].menus[0].modifiers[0].options[3].price = -70), 'venues[0].menus[0].modifiers[0].options[3].price', 'expected a whole number of cents, 0 or more'],
    ['a variant price in dollars', (f) => (f.venues[0].menus[0].products[0].variants[1].price = 5.0001), 'venues[0].menus[0].products[0].variants[1].price', 'expected a whole number of cents'],
    ['a missing product name', (f) => delete f.venues[1].menus[0].products[2].name, 'venues[1].menus[0].products[2].name', 'required'],
    ['a misspelt field', (f) => (f.venues[0].menus[0].products[1].prise = 100), 'venues[0].menus[0].products[1].prise', 'unknown field'],
    ['a venue code with spaces', (f) => (f.venues[2].code = 'Laneway Eats'), 'venues[2].code', 'expected a venue code'],
    ['a 3-digit table passcode', (f) => (f.venues[0].tables[5].passcode = '482'), 'venues[0].tables[5].passcode', 'expected exactly 4 digits'],
    ['a time without a colon', (f) => (f.venues[1].opentime[2].t_end = '0100'), 'venues[1].opentime[2].t_end', "expected a time of day 'HH:mm'"],
    ['a tax rate in percent', (f) => (f.venues[0].taxes[0].rate = 10), 'venues[0].taxes[0].rate', 'expected a fraction between 0 and 1'],
    ['an unknown tag name', (f) => (f.venues[0].menus[0].products[0].tags = ['spicy']), 'venues[0].menus[0].products[0].tags[0]', 'expected { type, tag }'],
    ['an unknown allergen code', (f) => (f.venues[0].menus[0].products[0].allergens = { contains: ['milk', 'peanuts'] }), 'venues[0].menus[0].products[0].allergens.contains[1]', "unknown allergen 'peanuts'"],
    ['an unknown may-contain code on an option', (f) => (f.venues[0].menus[0].modifiers[0].options[1].allergens = { may_contain: ['nuts'] }), 'venues[0].menus[0].modifiers[0].options[1].allergens.may_contain[0]', "unknown allergen 'nuts'"],
    ['an allergen field misspelt', (f) => (f.venues[0].menus[0].products[0].variants[0].allergens = { contain: ['milk'] }), 'venues[0].menus[0].products[0].variants[0].allergens.contain', 'unknown field'],
    ['an unknown order category type', (f) => (f.venues[0].order_categories[0].type = 5), 'venues[0].order_categories[0].type', 'expected an order category type'],
    ['no venues', (f) => (f.venues = []), 'venues', 'expected at least one venue'],
    ['a menu without categories', (f) => (f.venues[0].menus[0].categories = []), 'venues[0].menus[0].categories', 'expected at least one category'],
  ])('refuses %s, naming the JSON path', (_what, edit, path, message) => {
    const issues = issuesOf(demoWith(edit));
    expect(issues[0].path).toBe(path);
    expect(issues[0].message).toContain(message);
  });

  it.each<[string, (f: any) => void, string, string]>([
    [
      'a combo item naming an unknown product',
      (f) => (f.venues[0].menus[0].combos[0].groups[0].items[0].product = 'bacon-rol'),
      'venues[0].menus[0].combos[0].groups[0].items[0].product',
      "unknown product 'bacon-rol' in menu 'all-day'",
    ],
    [
      'a combo item naming an unknown variant',
      (f) => (f.venues[0].menus[0].combos[0].groups[1].items[0].variant = 'huge'),
      'venues[0].menus[0].combos[0].groups[1].items[0].variant',
      "unknown variant 'huge' of product 'flat-white'",
    ],
    [
      'a combo item of a product with variants naming none',
      (f) => delete f.venues[0].menus[0].combos[0].groups[1].items[0].variant,
      'venues[0].menus[0].combos[0].groups[1].items[0].variant',
      "product 'flat-white' has variants; name one",
    ],
    [
      'an upsell naming an unknown combo',
      (f) => (f.venues[0].menus[0].combos[1].groups[1].items[0].upsales = ['nope']),
      'venues[0].menus[0].combos[1].groups[1].items[0].upsales[0]',
      "unknown combo 'nope'",
    ],
    [
      'a product in an unknown category',
      (f) => (f.venues[0].menus[0].products[2].category = 'drinks'),
      'venues[0].menus[0].products[2].category',
      "unknown category 'drinks'",
    ],
    [
      'a product in the Combos list category',
      (f) => (f.venues[0].menus[0].products[2].category = 'breakfast-combos'),
      'venues[0].menus[0].products[2].category',
      'is a Combos/Set Menus list',
    ],
    [
      'an unknown modifier group',
      (f) => (f.venues[0].menus[0].products[0].modifiers = ['milk', 'syrups']),
      'venues[0].menus[0].products[0].modifiers[1]',
      "unknown modifier group 'syrups'",
    ],
    [
      'a duplicate product code',
      (f) => (f.venues[0].menus[0].products[4].code = 'piccolo'),
      'venues[0].menus[0].products[5].code',
      "duplicate product code 'piccolo'",
    ],
    [
      'a table code used by another venue in the file',
      (f) => (f.venues[1].tables[0].code = f.venues[0].tables[0].code),
      'venues[1].tables[0].code',
      'is already used by table laneway-espresso / 1',
    ],
    [
      'a set-menu course the venue does not have',
      (f) => (f.venues[1].menus[1].setmenus[0].items[0].course = 4),
      'venues[1].menus[1].setmenus[0].items[0].course',
      'unknown course 4',
    ],
    [
      'an unknown ingredient',
      (f) => (f.venues[0].menus[0].products[0].ingredients = [{ ingredient: 'cream' }]),
      'venues[0].menus[0].products[0].ingredients[0].ingredient',
      "unknown ingredient 'cream'",
    ],
    [
      'an unknown measure',
      (f) => (f.venues[0].menus[0].modifiers[0].options[3].ingredients[0].measure = 'litre'),
      'venues[0].menus[0].modifiers[0].options[3].ingredients[0].measure',
      "unknown measure 'litre' of ingredient 'oat-milk'",
    ],
    [
      'an unknown store',
      (f) => (f.venues[2].menus[0].store = 'sushi-train'),
      'venues[2].menus[0].store',
      "unknown store 'sushi-train'",
    ],
    [
      'a product without a price or variants',
      (f) => delete f.venues[0].menus[0].products[4].price,
      'venues[0].menus[0].products[4].price',
      'required when the product has no variants',
    ],
    [
      'a modifier minimum above its limit',
      (f) => (f.venues[0].menus[0].modifiers[1].minimum = 4),
      'venues[0].menus[0].modifiers[1].minimum',
      'above the group limit 3',
    ],
    [
      'a combo group asking for more items than it has',
      (f) => (f.venues[0].menus[0].combos[2].groups[2].limits = 3),
      'venues[0].menus[0].combos[2].groups[2].limits',
      'more than the 2 items',
    ],
    [
      'a delivery zone with neither geos nor suburbs',
      (f) => (f.venues[1].deliveries[0].suburbs = []),
      'venues[1].deliveries[0]',
      "expected 'geos' or 'suburbs'",
    ],
    [
      'a misc tax without categories',
      (f) => (f.venues[1].taxes[1].categories = ''),
      'venues[1].taxes[1].categories',
      'needs categories',
    ],
    ['a duplicate venue code', (f) => (f.venues[2].code = 'golden-lantern'), 'venues[2].code', "duplicate venue code 'golden-lantern'"],
  ])('refuses %s (cross-reference), naming the JSON path', (_what, edit, path, message) => {
    const issues = issuesOf(demoWith(edit));
    expect(issues).toHaveLength(1);
    expect(issues[0].path).toBe(path);
    expect(issues[0].message).toContain(message);
  });

  it('reads translations of descriptions, posters, tax and surcharge names (issue 16 item 13)', () => {
    const file = {
      ...small,
      venues: [
        {
          ...small.venues[0],
          config: { service_surcharge_name: 'Service fee', service_surcharge_name_i18n: { 'zh-CN': '服务费' } },
          taxes: [{ code: 'gst', name: 'GST', name_i18n: { 'zh-CN': '商品及服务税' }, rate: 0.1 }],
          posters: [{ title: 'Hello', title_i18n: { 'zh-CN': '你好' }, content: 'Body', content_i18n: { 'zh-CN': '正文' }, action_text: 'OK', action_text_i18n: { 'zh-CN': '好' } }],
          menus: [{ ...small.venues[0].menus[0], products: [{ code: 'latte', name: 'Latte', category: 'coffee', price: 450, content: 'Milky', content_i18n: { 'zh-CN': '奶香' } }] }],
        },
      ],
    };
    const result = parseBrandFile(file);
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const v = result.value.venues[0];
    expect(v.menus[0].products[0].content_i18n).toEqual({ 'zh-CN': '奶香' });
    expect(v.taxes[0].name_i18n).toEqual({ 'zh-CN': '商品及服务税' });
    expect(v.posters[0]).toMatchObject({ title_i18n: { 'zh-CN': '你好' }, content_i18n: { 'zh-CN': '正文' }, action_text_i18n: { 'zh-CN': '好' } });
    // Config keeps strings and numbers: the map is stored as JSON text, as the API returns it.
    expect(v.config.service_surcharge_name_i18n).toBe('{"zh-CN":"服务费"}');
    // Left out, every map defaults to {} (and the surcharge map stays unset).
    const plain = parseBrandFile(small);
    if (!plain.ok) throw new Error('small file refused');
    expect(plain.value.venues[0].menus[0].products[0].content_i18n).toEqual({});
    expect(plain.value.venues[0].config.service_surcharge_name_i18n).toBeUndefined();
  });

  it("reads the venue's language (issue 23 item 1): en by default, en-AU and zh-CN as locale ids, others refused", () => {
    const parsed = (language?: unknown) => {
      const r = parseBrandFile(demoWith((f) => {
        if (language !== undefined) f.venues[0].language = language;
        f.venues[0].order_categories = [{ type: 1, name: 'Counter', name_i18n: { 'zh-CN': '柜台' } }];
      }));
      return r.ok ? r.value.venues[0] : null;
    };
    expect(parsed()?.language).toBe('en');
    expect(parsed('en-AU')?.language).toBe('en-au');
    expect(parsed('zh-CN')?.language).toBe('zh-CN');
    expect(parsed()?.order_categories).toEqual([{ type: 1, name: 'Counter', name_i18n: { 'zh-CN': '柜台' } }]);
    expect(issuesOf(demoWith((f) => (f.venues[0].language = 'fr')))).toEqual([{ path: 'venues[0].language', message: "expected 'en', 'en-AU' or 'zh-CN'" }]);
  });

  it('refuses translations that are not a map of locale to text', () => {
    const issues = issuesOf(
      demoWith((f) => {
        f.venues[0].menus[0].products[0].content_i18n = { chinese: '奶香' };
        f.venues[0].posters[0].title_i18n = '你好';
        f.venues[0].taxes[0].name_i18n = { 'zh-CN': 7 };
        f.venues[1].config.service_surcharge_name_i18n = ['服务费'];
      }),
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'venues[0].menus[0].products[0].content_i18n.chinese', message: "expected a locale such as 'zh-CN'" },
        expect.objectContaining({ path: 'venues[0].posters[0].title_i18n' }),
        expect.objectContaining({ path: "venues[0].taxes[0].name_i18n.zh-CN" }),
        expect.objectContaining({ path: 'venues[1].config.service_surcharge_name_i18n' }),
      ]),
    );
    expect(issues).toHaveLength(4);
  });

  it('keeps a checked ABN as 11 digits and refuses one whose check digits fail, naming its path (issue 24 item 4)', () => {
    const result = parseBrandFile(demo);
    if (!result.ok) throw new Error('demo refused');
    expect(result.value.venues[0].config).toMatchObject({ abn: '12345600360', legal_name: 'Laneway Espresso Pty Ltd' });
    const issues = issuesOf(demoWith((f) => (f.venues[0].config.abn = '12 345 600 361')));
    expect(issues).toEqual([{ path: 'venues[0].config.abn', message: 'expected an Australian Business Number: 11 digits with valid check digits, e.g. 12 345 600 360' }]);
  });

  it('reports every problem, in file order', () => {
    const issues = issuesOf(
      demoWith((f) => {
        f.venues[0].menus[0].products[3].price = 4.5;
        f.venues[1].menus[0].products[0].name = '';
      }),
    );
    expect(issues.map((i) => i.path)).toEqual(['venues[0].menus[0].products[3].price', 'venues[1].menus[0].products[0].name']);
  });

  it('refuses something that is not a brand file at all', () => {
    expect(issuesOf([1, 2, 3])[0]).toEqual({ path: '(file)', message: 'expected an object, got a list' });
    expect(issuesOf({})[0]).toEqual({ path: 'brand', message: 'required' });
  });
});

describe('helpers', () => {
  it('writes JSON paths with indices in brackets', () => {
    expect(formatPath(['venues', 0, 'menus', 1, 'products', 3, 'price'])).toBe('venues[0].menus[1].products[3].price');
    expect(formatPath([])).toBe('(file)');
  });

  it('derives a zone’s geo ids from its suburbs’ postcodes, once each', () => {
    const suburbs = [
      { city: 'Haymarket', postcode: '2000' },
      { city: 'Sydney', postcode: '2000' },
      { city: 'Ultimo', postcode: '2007' },
    ];
    expect(zoneGeos({ suburbs })).toBe('2000,2007');
    expect(zoneGeos({ geos: '0', suburbs })).toBe('0');
  });
});

/** The small file with its first venue and menu changed by `edit`. */
function smallWith(edit: (venue: any, menu: any) => void): unknown {
  const file = structuredClone(small) as any;
  edit(file.venues[0], file.venues[0].menus[0]);
  return file;
}

function parsed(input: unknown) {
  const result = parseBrandFile(input);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

describe('coupons in the brand file (issue 16 item 15)', () => {
  const coupon = { code: 'welcome', name: '$5 off', amount_off: 500 };

  it('fills the defaults: promo code = code, no limits, every scope, active', () => {
    const c = parsed(smallWith((v) => (v.coupons = [coupon]))).venues[0].coupons[0];
    expect(c).toMatchObject({ code: 'welcome', amount_off: 500, limit_per_diner: 0, limit_total: 0, scope: 'all', members_only: false, status: 1, minimum_order: 0 });
    expect(c.promo_code).toBeUndefined();
  });

  it('reads validity dates as ISO date-times with offset or seconds, and weekdays by name', () => {
    const c = parsed(smallWith((v) => (v.coupons = [{ ...coupon, valid_from: '2026-01-01T00:00:00+11:00', valid_to: 1_800_000_000, week: ['sat', 'sun'], t_start: '11:00', t_end: '15:00' }]))).venues[0].coupons[0];
    expect(c.valid_from).toBe(Date.UTC(2025, 11, 31, 13) / 1000);
    expect(c.valid_to).toBe(1_800_000_000);
    expect(c.week).toEqual([6, 0]);
  });

  it('needs exactly one of amount_off and percent_off, a percent of 1–100, and unique codes and promo codes', () => {
    expect(issuesOf(smallWith((v) => (v.coupons = [{ code: 'x', name: 'X' }])))).toEqual([{ path: 'venues[0].coupons[0]', message: "expected exactly one of 'amount_off' (cents) and 'percent_off'" }]);
    expect(issuesOf(smallWith((v) => (v.coupons = [{ ...coupon, percent_off: 10 }])))[0].path).toBe('venues[0].coupons[0]');
    expect(issuesOf(smallWith((v) => (v.coupons = [{ code: 'x', name: 'X', percent_off: 150 }])))).toEqual([{ path: 'venues[0].coupons[0].percent_off', message: 'expected 1 to 100' }]);
    expect(issuesOf(smallWith((v) => (v.coupons = [{ ...coupon, amount_off: 4.5 }])))[0]).toEqual({ path: 'venues[0].coupons[0].amount_off', message: 'expected a whole number of cents' });
    const dup = issuesOf(smallWith((v) => (v.coupons = [coupon, { ...coupon, code: 'other', promo_code: 'WELCOME' }, { ...coupon, promo_code: 'fresh' }])));
    expect(dup).toEqual([
      { path: 'venues[0].coupons[2].code', message: "duplicate coupon code 'welcome'" },
      { path: 'venues[0].coupons[1]', message: "duplicate promo code 'welcome'" },
    ]);
    expect(issuesOf(smallWith((v) => (v.coupons = [{ ...coupon, limit_total: -1 }])))[0].path).toBe('venues[0].coupons[0].limit_total');
    expect(issuesOf(smallWith((v) => (v.coupons = [{ ...coupon, valid_from: 'tomorrow' }])))[0].path).toBe('venues[0].coupons[0].valid_from');
    expect(issuesOf(smallWith((v) => (v.coupons = [{ ...coupon, valid_from: 200, valid_to: 100 }])))).toEqual([{ path: 'venues[0].coupons[0].valid_to', message: 'ends before valid_from' }]);
  });
});

describe('availability per channel and venue (issue 16 item 15)', () => {
  it('takes each channel from the item, else the venue, else sold', () => {
    expect(channelsOf(undefined, {})).toBe(CHANNEL.online | CHANNEL.pickup | CHANNEL.delivery | CHANNEL.table);
    expect(channelsOf({ online: false }, {})).toBe(CHANNEL.pickup | CHANNEL.delivery | CHANNEL.table);
    expect(channelsOf({}, { delivery: false })).toBe(CHANNEL.online | CHANNEL.pickup | CHANNEL.table);
    expect(channelsOf({ delivery: true }, { delivery: false, table: false })).toBe(CHANNEL.online | CHANNEL.pickup | CHANNEL.delivery);
    expect(missingChannels(channelsOf({ online: false, table: false }, {}))).toEqual(['online', 'table']);
  });

  it('accepts available on products, combos, set menus and the venue, and refuses unknown channels', () => {
    const file = parsed(smallWith((v, m) => {
      v.available = { table: false };
      m.products[0].available = { online: false, table: true };
    }));
    expect(file.venues[0].available).toEqual({ table: false });
    expect(channelsOf(file.venues[0].menus[0].products[0].available, file.venues[0].available)).toBe(CHANNEL.pickup | CHANNEL.delivery | CHANNEL.table);
    expect(issuesOf(smallWith((_v, m) => (m.products[0].available = { instore: false })))).toEqual([{ path: 'venues[0].menus[0].products[0].available.instore', message: 'unknown field' }]);
    expect(issuesOf(smallWith((_v, m) => (m.products[0].available = { online: 'no' })))[0].path).toBe('venues[0].menus[0].products[0].available.online');
  });
});

describe('open-priced items and variant SKUs (issue 16 item 15)', () => {
  const withOpen = () =>
    smallWith((_v, m) => {
      m.products.push(
        { code: 'fish', name: 'Market fish', category: 'coffee', open_price: true },
        { code: 'soup', name: 'Soup', category: 'coffee', variants: [{ code: 'cup', name: 'Cup', price: 700, sku: 'SQ-1' }, { code: 'pot', name: 'Pot', open_price: true }] },
        { code: 'stew', name: 'Stew', category: 'coffee', variants: [{ code: 'bowl', name: 'Bowl', open_price: true }] },
      );
    });

  it('lists open-priced products and variants as skipped, with their JSON paths, and leaves them out of the import', () => {
    const file = parsed(withOpen());
    expect(listSkipped(file).map((x) => [x.path, x.what])).toEqual([
      ['venues[0].menus[0].products[1]', "product 'fish'"],
      ['venues[0].menus[0].products[2].variants[1]', "variant 'pot' of product 'soup'"],
      ['venues[0].menus[0].products[3]', "product 'stew'"],
    ]);
    const kept = withoutSkipped(file).venues[0].menus[0].products;
    expect(kept.map((p) => p.code)).toEqual(['latte', 'soup']);
    expect(kept[1].variants).toEqual([expect.objectContaining({ code: 'cup', price: 700, sku: 'SQ-1' })]);
  });

  it('still needs a price from a product or variant that is not open-priced, and refuses a bundle holding a skipped item', () => {
    expect(issuesOf(smallWith((_v, m) => m.products.push({ code: 'x', name: 'X', category: 'coffee' })))).toEqual([
      { path: 'venues[0].menus[0].products[1].price', message: 'required when the product has no variants (or set open_price: true)' },
    ]);
    expect(issuesOf(smallWith((_v, m) => m.products.push({ code: 'x', name: 'X', category: 'coffee', variants: [{ code: 'a', name: 'A' }] })))).toEqual([
      { path: 'venues[0].menus[0].products[1].variants[0].price', message: 'required (or set open_price: true)' },
    ]);
    const bundle = structuredClone(withOpen()) as any;
    bundle.venues[0].menus[0].combos = [{ code: 'c', name: 'C', price: 900, groups: [{ name: 'G', items: [{ product: 'fish' }, { product: 'soup', variant: 'pot' }] }] }];
    expect(issuesOf(bundle)).toEqual([
      { path: 'venues[0].menus[0].combos[0].groups[0].items[0].product', message: "product 'fish' is open-priced and skipped; a bundle cannot hold it" },
      { path: 'venues[0].menus[0].combos[0].groups[0].items[1].variant', message: "variant 'pot' of product 'soup' is open-priced and skipped; a bundle cannot hold it" },
    ]);
  });
});
