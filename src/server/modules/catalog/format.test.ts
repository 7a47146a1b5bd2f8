import { describe, expect, it } from 'vitest';
import demo from '../../../content/demo/platter-demo.json';
import { formatPath, parseBrandFile, zoneGeos, type FormatIssue } from './format';

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
