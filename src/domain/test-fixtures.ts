/**
 * Small fixture factories for the domain tests: each builds a valid entity with neutral defaults and
 * takes the fields a test cares about as overrides. Shared by the `*.test.ts` files of `src/domain/`;
 * never imported by production code.
 */
import type {
  BundleItem,
  CartLine,
  Combo,
  ComboGroup,
  Ingredient,
  IngredientLink,
  Menu,
  Modifier,
  OpenTime,
  Product,
  SetMenu,
  Variant,
  Venue,
  VenueConfig,
} from './types';
import { DEFAULT_VENUE_CONFIG } from './venue-config';

/** A tracked or untracked ingredient; `stock_conversion` 1 and one measure of 1 unit (id 1) by default. */
export function makeIngredient(overrides: Partial<Ingredient> = {}): Ingredient {
  return {
    id: 1,
    name: 'Milk',
    inventory: 2,
    status: 1,
    stocks: 100,
    stock_conversion: 1,
    threshold: 0,
    tid: 0,
    type: 0,
    measures: [{ id: 1, units: 1 }],
    ...overrides,
  };
}

/** An ingredient link that counts for stock (`inventory_policy` 1), 1 × measure 1 by default. */
export function makeLink(overrides: Partial<IngredientLink> = {}): IngredientLink {
  return { id: 1, count: 1, ingredient_id: 1, measure_id: 1, inventory_policy: 1, ...overrides };
}

/** An untracked, available variant priced 500 cents. */
export function makeVariant(overrides: Partial<Variant> = {}): Variant {
  return {
    id: 11,
    name: 'Small',
    code: 'S',
    icon: '',
    price: 500,
    status: 1,
    stocks: 0,
    inventory: 1,
    ingredients: [],
    allergens: null,
    ...overrides,
  };
}

/** An untracked, available modifier option of group 1 ('Extras', no limits) priced 50 cents. */
export function makeModifier(overrides: Partial<Modifier> = {}): Modifier {
  return {
    id: 101,
    name: 'Extra shot',
    price: 50,
    icon: '',
    modifier_id: 1,
    modifier_name: 'Extras',
    modifier_limit: 0,
    limit: 0,
    modifier_pos: 0,
    type: 0,
    modifier_minimum: 0,
    status: 1,
    inventory: 1,
    stocks: 0,
    threshold: 0,
    ingredients: [],
    allergens: null,
    ...overrides,
  };
}

/** An untracked, available product priced 400 cents in category 1, without variants or modifiers. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 1,
    name: 'Latte',
    content: '',
    sequence: 0,
    category_name: 'Coffee',
    category_id: 1,
    price: 400,
    price_markup: 0,
    status: 1,
    inventory: 1,
    stocks: 0,
    code: 'LAT',
    icon: '',
    icon_type: 0,
    icon_pattern: '',
    soldby: 'each',
    tax_ids: [],
    modifier_ids: [],
    ingredients: [],
    variants: [],
    tags: [],
    allergens: null,
    ...overrides,
  };
}

/** A bundle item (combo or set-menu component) for product 1, count 1, original price 400, no upcharge. */
export function makeBundleItem(overrides: Partial<BundleItem> = {}): BundleItem {
  return {
    count: 1,
    id: 1,
    name: 'Latte',
    content: '',
    pid: 1,
    sequence: 0,
    sid: 0,
    tid: 0,
    cid: 1,
    type: 2,
    price: 400,
    upsales: [],
    price_markup: 0,
    stocks: 0,
    inventory: 1,
    status: 1,
    icon: '',
    icon_type: 0,
    icon_pattern: '',
    tax_ids: [],
    modifier_ids: [],
    ingredients: [],
    ...overrides,
  };
}

/** A combo group that needs exactly one item. */
export function makeComboGroup(overrides: Partial<ComboGroup> = {}): ComboGroup {
  return { id: 1, name: 'Main', limits: 1, items: [makeBundleItem()], ...overrides };
}

/** A combo priced 1000 cents with one group. */
export function makeCombo(overrides: Partial<Combo> = {}): Combo {
  return {
    code: 'C1',
    cost: 0,
    icon: '',
    icon_pattern: '',
    icon_type: 0,
    id: 1,
    name: 'Breakfast combo',
    price: 1000,
    sku: '',
    status: 1,
    content: '',
    tags: [],
    groups: [makeComboGroup()],
    ...overrides,
  };
}

/** A set menu priced 3000 cents with one item. */
export function makeSetMenu(overrides: Partial<SetMenu> = {}): SetMenu {
  return {
    code: 'SM1',
    cost: 0,
    icon: '',
    icon_pattern: '',
    icon_type: 0,
    id: 1,
    name: 'Banquet',
    price: 3000,
    sku: '',
    status: 1,
    content: '',
    tags: [],
    items: [makeBundleItem()],
    ...overrides,
  };
}

/** Menu 1 of store 1, empty unless overridden. */
export function makeMenu(overrides: Partial<Menu> = {}): Menu {
  return {
    id: 1,
    store_id: 1,
    name: 'All day',
    categories: [],
    taxes: [],
    ingredients: [],
    modifiers: [],
    products: [],
    combos: [],
    setmenus: [],
    ...overrides,
  };
}

/** A new (status 1) type-2 line for product 1: one Latte at 400 cents in its own group 1. */
export function makeCartLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    status: 1,
    store_id: 1,
    menu_id: 1,
    code: 'LAT',
    count: 1,
    name: 'Latte',
    pid: 1,
    sid: 0,
    cid: 1,
    gid: 1,
    sequence: 0,
    discount: 0,
    value: 400,
    price: 400,
    tid: 1,
    type: 2,
    taxes: '[]',
    taxtotal: 0,
    taxextra: 0,
    extra: '{}',
    ...overrides,
  };
}

/** An opening-hours range; all order categories unless `available_markets` is given. */
export function makeOpenTime(week: number, t_start: string, t_end: string, available_markets: number[] = []): OpenTime {
  return { week, t_start, t_end, available_markets };
}

/** The default venue config with overrides (Australia/Sydney unless told). */
export function makeVenueConfig(overrides: Partial<VenueConfig> = {}): VenueConfig {
  return { ...DEFAULT_VENUE_CONFIG, ...overrides } as VenueConfig;
}

/** An open venue in Australia/Sydney, every day 09:00–17:00, offering takeaway and delivery. */
export function makeVenue(overrides: Partial<Omit<Venue, 'config'>> & { config?: Partial<VenueConfig> } = {}): Venue {
  const { config, ...rest } = overrides;
  return {
    id: 1,
    type: 0,
    code: 'cafe',
    name: 'Cafe',
    status: 1,
    logo: '',
    introduction: '',
    introduction_i18n: '{}',
    announcement_i18n: '{}',
    tableanncmnt_i18n: '{}',
    keywords: '',
    pauseuntil: 0,
    pauses: [],
    busy_minutes: 0,
    cover: '',
    coverset: '',
    announcement: '',
    tableanncmnt: '',
    country: 'au',
    state: 'NSW',
    city: 'Sydney',
    street1: '',
    postcode: '2000',
    callnumber: '',
    support_number: '',
    posters: [],
    opentime: [0, 1, 2, 3, 4, 5, 6].map((week) => makeOpenTime(week, '09:00', '17:00')),
    order_categories: [
      { name: 'Take Away', type: 3 },
      { name: 'Delivery', type: 4 },
    ],
    online_platforms: [],
    capability: [],
    payments: [],
    deliveries: [],
    order_sequences: [],
    taxes: [],
    stores: [{ id: 1, name: 'Cafe' }],
    ...rest,
    config: makeVenueConfig(config),
  };
}

/**
 * A café menu for item-building and cart tests (prices in cents):
 * - product 1 'Latte' (category 1, tax 1 GST 10 % inclusive), variants 11 'Small' 450 and 12 'Large' 550;
 *   modifier groups 1 'Milk' (single choice, minimum 1: 101 'Full cream' 0, 102 'Oat' 60),
 *   2 'Extras' (limit 3: 103 'Extra shot' 50 with option limit 2, 104 'Syrup' 40), 3 'Sugar' (unlimited: 201 'Sugar' 0);
 * - products 5 'Bacon roll' 900, 6 'Big breakfast' 1800, 7 'Juice' 500, 8 'Tea' 400, 9 'Dumplings' 1200, 10 'Duck' 3000;
 * - combo 1 'Breakfast combo' 1500: group 1 'Main' (limit 1: item 1 Bacon roll, item 2 Big breakfast +300),
 *   group 2 'Drinks' (limit 2: item 3 Latte Small with modifiers [103], item 4 Juice, item 5 Tea), upsells on Bacon roll;
 * - set menu 1 'Banquet' 6000: item 1 Dumplings × 2 (course 1), item 2 Duck (course 2, variants 21 'Half' / 22 'Whole',
 *   modifiers [301] of group 4 'Sauce', minimum 1).
 */
export function makeCafeMenu(): Menu {
  const milk = { modifier_id: 1, modifier_name: 'Milk', modifier_limit: 1, modifier_minimum: 1, modifier_pos: 1 };
  const extras = { modifier_id: 2, modifier_name: 'Extras', modifier_limit: 3, modifier_pos: 2 };
  return makeMenu({
    categories: [{ id: 1, name: 'Coffee', pattern: '', type: 0 }],
    taxes: [{ id: 1, attr: 1, name: 'GST', rate: 0.1 }],
    modifiers: [
      makeModifier({ id: 101, name: 'Full cream', price: 0, ...milk }),
      makeModifier({ id: 102, name: 'Oat', price: 60, ...milk }),
      makeModifier({ id: 103, name: 'Extra shot', price: 50, limit: 2, ...extras }),
      makeModifier({ id: 104, name: 'Syrup', price: 40, ...extras }),
      makeModifier({ id: 201, name: 'Sugar', price: 0, modifier_id: 3, modifier_name: 'Sugar', modifier_pos: 3 }),
      makeModifier({ id: 301, name: 'Plum sauce', price: 0, modifier_id: 4, modifier_name: 'Sauce', modifier_minimum: 1, modifier_limit: 1 }),
    ],
    products: [
      makeProduct({
        id: 1,
        name: 'Latte',
        price: 450,
        tax_ids: [1],
        modifier_ids: [101, 102, 103, 104, 201],
        variants: [makeVariant({ id: 11, name: 'Small', code: 'LS', price: 450 }), makeVariant({ id: 12, name: 'Large', code: 'LL', price: 550 })],
      }),
      makeProduct({ id: 5, name: 'Bacon roll', price: 900, category_id: 2, code: 'BR' }),
      makeProduct({ id: 6, name: 'Big breakfast', price: 1800, category_id: 2, code: 'BB' }),
      makeProduct({ id: 7, name: 'Juice', price: 500, category_id: 3, code: 'J' }),
      makeProduct({ id: 8, name: 'Tea', price: 400, category_id: 3, code: 'T' }),
      makeProduct({ id: 9, name: 'Dumplings', price: 1200, category_id: 4, code: 'D' }),
      makeProduct({ id: 10, name: 'Duck', price: 3000, category_id: 4, code: 'DK' }),
    ],
    combos: [
      makeCombo({
        id: 1,
        name: 'Breakfast combo',
        price: 1500,
        groups: [
          makeComboGroup({
            id: 1,
            name: 'Main',
            limits: 1,
            items: [
              makeBundleItem({ id: 1, pid: 5, name: 'Bacon roll', price: 900, cid: 2, upsales: [1] }),
              makeBundleItem({ id: 2, pid: 6, name: 'Big breakfast', price: 1800, price_markup: 300, cid: 2 }),
            ],
          }),
          makeComboGroup({
            id: 2,
            name: 'Drinks',
            limits: 2,
            items: [
              makeBundleItem({ id: 3, pid: 1, sid: 11, name: 'Latte', price: 450, tax_ids: [1], modifier_ids: [103] }),
              makeBundleItem({ id: 4, pid: 7, name: 'Juice', price: 500, cid: 3 }),
              makeBundleItem({ id: 5, pid: 8, name: 'Tea', price: 400, cid: 3 }),
            ],
          }),
        ],
      }),
    ],
    setmenus: [
      makeSetMenu({
        id: 1,
        name: 'Banquet',
        price: 6000,
        items: [
          makeBundleItem({ id: 2, pid: 10, name: 'Duck', price: 3000, sequence: 2, cid: 4, modifier_ids: [301], variants: [makeVariant({ id: 21, name: 'Half', code: 'DH', price: 3000 }), makeVariant({ id: 22, name: 'Whole', code: 'DW', price: 5000 })] }),
          makeBundleItem({ id: 1, pid: 9, name: 'Dumplings', price: 1200, count: 2, sequence: 1, cid: 4 }),
        ],
      }),
    ],
  });
}

/** Counting id generators for cart lines: line ids from 1000, group ids from 100, sequence ids from 1. */
export function makeIdGenerators(start = { line: 1000, group: 100, sequence: 1 }) {
  let line = start.line;
  let group = start.group;
  let sequence = start.sequence;
  return { lineId: () => line++, groupId: () => group++, sequenceId: () => sequence++ };
}
