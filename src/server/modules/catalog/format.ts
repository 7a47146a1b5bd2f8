/**
 * The brand file: a human-writable JSON description of one brand, its venues and their menus, imported
 * by `npm run venue:import -- FILE.json` (docs/venue-format.md documents it with an example).
 *
 * - Things are named by stable `code`s, never by database ids, so a re-import upserts.
 * - Money is integer cents; rates are fractions (0.1 = 10 %); times of day 'HH:mm'; weekdays 0 = Sunday.
 * - Almost every field has a default, so a small file stays small.
 * - `parseBrandFile` checks the shape, then cross-references (a combo item naming an unknown product,
 *   a duplicate code, …); every problem comes back as `{ path, message }` with a JSON path such as
 *   `venues[0].menus[1].products[3].price`.
 *
 * Spec: storefront.md §3 (entities), §9 (codes: order categories, tags, line types).
 */
import { z } from 'zod';
import { ALL_CHANNELS, CHANNEL, CHANNEL_NAMES } from '../../../domain/channels';

// ————————————————————————————————————————————————————————————— constants

/** Default names of the order category types (storefront.md §4 "Fulfilment labels", §9). */
export const ORDER_CATEGORY_NAMES: Readonly<Record<number, string>> = {
  1: 'Pick up',
  2: 'Table Service',
  3: 'Take Away',
  4: 'Delivery',
  6: 'Dine In',
};

/**
 * Capability flags the storefront knows (storefront.md §3 capability[], §6). Other lowercase names are
 * accepted and stored as given.
 */
export const KNOWN_CAPABILITIES = [
  'reservation',
  'coupon',
  'table_scan_advanced',
  'table_floor_plan',
  'advance_menu',
  'membership',
  'voucher',
] as const;

/** Tag names accepted instead of `{ type, tag }` (storefront.md §9 "Tags"). */
export const TAG_NAMES: Readonly<Record<string, { type: number; tag: number }>> = {
  popular: { type: 1, tag: 1 },
  special: { type: 1, tag: 2 },
  new: { type: 1, tag: 3 },
  promotion: { type: 1, tag: 4 },
  vegetarian: { type: 71, tag: 1 },
  vegan: { type: 71, tag: 2 },
  'gluten-free': { type: 71, tag: 3 },
  halal: { type: 71, tag: 4 },
  'allergy-friendly': { type: 71, tag: 5 },
  'dairy-free': { type: 71, tag: 6 },
  nuts: { type: 71, tag: 7 },
  mild: { type: 72, tag: 1 },
  medium: { type: 72, tag: 2 },
  hot: { type: 72, tag: 3 },
};

/** Category types: 0 normal, 102 the Combos list, 101 the Set Menus list (types.ts CATEGORY_KIND). */
export const CATEGORY_TYPES = [0, 101, 102] as const;

const WEEKDAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Item status: 1 available, 13 sold out (storefront.md §5). */
export const STATUS_AVAILABLE = 1;

// ————————————————————————————————————————————————————————————— field schemas

const CODE_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const code = z.string().regex(CODE_RE, "expected a code: up to 64 letters, digits, '-', '_' or '.'");
const venueCode = z
  .string()
  .regex(/^(?=.*[a-z])[a-z0-9][a-z0-9-]{0,47}$/, "expected a venue code: lowercase letters, digits and '-', with a letter, e.g. 'harbour-cafe'");
const tableCode = z
  .string()
  .regex(/^[A-Za-z0-9_-]{4,32}$/, "expected a table code: 4 to 32 letters, digits, '-' or '_'");
const str = z.string().default('');
const cents = z
  .int({ error: (iss) => (iss.input === undefined ? 'required' : 'expected a whole number of cents') })
  .min(0, 'expected a whole number of cents, 0 or more');
const count = z.int('expected a whole number').min(0, 'expected 0 or more');
const positive = z.int('expected a whole number').min(1, 'expected 1 or more');
const rate = z.number('expected a fraction, e.g. 0.1 for 10 %').min(0, 'expected a fraction between 0 and 1').max(1, 'expected a fraction between 0 and 1 (0.1 = 10 %)');
const timeOfDay = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "expected a time of day 'HH:mm' (24-hour)");
const i18nRecord = z.record(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, "expected a locale such as 'zh-CN'"), z.string());
/** Translations of a text by locale, e.g. { "zh-CN": "咖啡" }: `name_i18n`, `content_i18n`, … (default {}). */
const i18nMap = i18nRecord.default({});
const status = z.int('expected a status code (1 available, 13 sold out)').default(STATUS_AVAILABLE);
const inventory = z.union([z.literal(1), z.literal(2)], { error: 'expected 1 (untracked) or 2 (tracked)' }).optional();
const weekday = z.union([
  z.int().min(0).max(6),
  z.enum(WEEKDAY_NAMES).transform((d) => WEEKDAY_NAMES.indexOf(d)),
], { error: "expected a weekday: 0 (Sunday) … 6 or 'sun' … 'sat'" });
/** One weekday or several; always a list after parsing. */
const week = z.union([weekday.transform((d) => [d]), z.array(weekday).min(1, 'expected at least one weekday')]);
const orderCategoryType = z.union([1, 2, 3, 4, 6].map((n) => z.literal(n)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]], {
  error: 'expected an order category type: 1 counter, 2 table, 3 takeaway, 4 delivery or 6 dine-in',
});
const tag = z.union(
  [
    z.strictObject({ type: z.int(), tag: z.int() }),
    z.enum(Object.keys(TAG_NAMES) as [string, ...string[]]).transform((name) => TAG_NAMES[name]),
  ],
  { error: `expected { type, tag } or one of ${Object.keys(TAG_NAMES).join(', ')}` },
);
const icon = {
  icon: str,
  /** 1 = show the image; defaults to 1 when an icon is given. */
  icon_type: z.int().optional(),
  icon_pattern: str,
};

/**
 * Where an item is sold (docs/venue-format.md "Availability"): each channel true or false; a channel
 * left out takes the venue's `available`, whose channels default to true.
 */
const available = z.strictObject({
  online: z.boolean().optional(),
  pickup: z.boolean().optional(),
  delivery: z.boolean().optional(),
  table: z.boolean().optional(),
});
export type AvailableInput = z.output<typeof available>;

/**
 * An open-priced item (priced at the till: Square's variable price): the storefront cannot sell it, so
 * the import skips it and says so in its report.
 */
const openPrice = z.boolean().default(false);

const ingredientLink = z.strictObject({
  ingredient: code,
  /** Measure code of the ingredient; default its first measure. */
  measure: code.optional(),
  count: positive.default(1),
  inventory_policy: z.int().default(1),
});

/** inventory defaults to tracked (2) when `stocks` is given, else untracked (1). */
const stock = {
  inventory,
  stocks: count.optional(),
};

// ————————————————————————————————————————————————————————————— menu

const variant = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  /** Required unless `open_price`. */
  price: cents.optional(),
  open_price: openPrice,
  /** The POS's stock-keeping unit. */
  sku: str,
  icon: str,
  status,
  ...stock,
  ingredients: z.array(ingredientLink).default([]),
});

const modifierOption = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  price: cents.default(0),
  icon: str,
  /** How many of this option at most; 0 = unlimited. */
  limit: count.default(0),
  type: z.int().default(0),
  status,
  ...stock,
  threshold: count.default(0),
  ingredients: z.array(ingredientLink).default([]),
});

const modifierGroup = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  /** 1 single choice, 0 unlimited, N at most N options in the group. */
  limit: count.default(0),
  /** Least number of options to choose. */
  minimum: count.default(0),
  options: z.array(modifierOption).min(1, 'expected at least one option'),
});

const product = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  name_i18n: i18nMap,
  category: code,
  /** Store code (multi-store venues); default the category's, then the menu's store. */
  store: code.optional(),
  content: str,
  content_i18n: i18nMap,
  /** Cents; default the first variant's price. Required without variants. */
  price: cents.optional(),
  /** Priced at the till: skipped by the import, and reported. */
  open_price: openPrice,
  price_markup: cents.default(0),
  status,
  ...stock,
  ...icon,
  /** Where it is sold; channels left out take the venue's `available`. */
  available: available.optional(),
  soldby: z.enum(['each', 'kg', 'g', 'L', 'ml']).default('each'),
  sku: str,
  /** Menu tax codes; default all of the menu's taxes. */
  taxes: z.array(code).optional(),
  /** Modifier group codes offered with this product. */
  modifiers: z.array(code).default([]),
  ingredients: z.array(ingredientLink).default([]),
  variants: z.array(variant).default([]),
  tags: z.array(tag).default([]),
});

const bundleBase = {
  code,
  name: z.string().min(1, 'required'),
  content: str,
  content_i18n: i18nMap,
  price: cents,
  cost: cents.default(0),
  sku: str,
  status,
  ...icon,
  tags: z.array(tag).default([]),
  /** Where it is sold; channels left out take the venue's `available`. */
  available: available.optional(),
};

const comboItem = z.strictObject({
  /** Default: the product code, plus '.' and the variant code when a variant is named. */
  code: code.optional(),
  product: code,
  variant: code.optional(),
  count: positive.default(1),
  /** Cents added to the combo price when this item is chosen. */
  price_markup: cents.default(0),
  /** Offer this combo ("make a combo") when the product is added on its own. */
  upsell: z.boolean().default(false),
  /** Other combo codes to offer when the product is added. */
  upsales: z.array(code).default([]),
});

const combo = z.strictObject({
  ...bundleBase,
  groups: z
    .array(
      z.strictObject({
        /** Default 'g1', 'g2', … by position. */
        code: code.optional(),
        name: z.string().min(1, 'required'),
        /** 1 exactly one; N > 1 exactly N; 0 at least one. */
        limits: count.default(1),
        items: z.array(comboItem).min(1, 'expected at least one item'),
      }),
    )
    .min(1, 'expected at least one group'),
});

const setMenu = z.strictObject({
  ...bundleBase,
  items: z
    .array(
      z.strictObject({
        code: code.optional(),
        product: code,
        /** A fixed variant; absent = the diner chooses among the product's variants. */
        variant: code.optional(),
        count: positive.default(1),
        /** Course: a venue `order_sequences[].sequence`; 0 = none. */
        course: count.default(0),
        price_markup: cents.default(0),
      }),
    )
    .min(1, 'expected at least one item'),
});

const category = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  name_i18n: i18nMap,
  pattern: str,
  type: z.union([z.literal(0), z.literal(101), z.literal(102)], { error: 'expected 0 (normal), 101 (Set Menus) or 102 (Combos)' }).default(0),
  store: code.optional(),
});

const menu = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  name_i18n: i18nMap,
  icon: str,
  /** 1 = open. */
  status,
  /** Store code preparing this menu; default none (the venue). */
  store: code.optional(),
  /** When the menu is offered; none = whenever the venue is open. */
  times: z.array(z.strictObject({ week, t_start: timeOfDay, t_end: timeOfDay })).default([]),
  /** Venue tax codes used by this menu; default every venue tax that is not type 11 (misc). */
  taxes: z.array(code).optional(),
  categories: z.array(category).min(1, 'expected at least one category'),
  modifiers: z.array(modifierGroup).default([]),
  products: z.array(product).default([]),
  combos: z.array(combo).default([]),
  setmenus: z.array(setMenu).default([]),
});

// ————————————————————————————————————————————————————————————— venue

const configValue = z.union([z.string(), z.number()], { error: 'expected a string or a number' });
const venueConfig = z
  .object({
    timezone: z.string().optional(),
    monetaryunit: z.string().optional(),
    monetaryrate: z.number().optional(),
    order_notes: count.optional(),
    order_carts_max: positive.optional(),
    order_book_counter_wait_min: count.optional(),
    order_book_counter_wait_max: count.optional(),
    order_book_take_away_min: count.optional(),
    order_book_take_away_max: count.optional(),
    order_book_delivery_min: count.optional(),
    order_book_delivery_max: count.optional(),
    timeslot: positive.optional(),
    theme_color: z.string().optional(),
    delivery_surcharge_rate: rate.optional(),
    delivery_surcharge_fixed: cents.optional(),
    /**
     * More courier methods besides `delivery_method` (issue #14): `[21, 22]` quotes both couriers and
     * keeps one by `delivery_courier_choice`. Stored as the text '21,22' (config values are strings or numbers).
     */
    delivery_methods: z
      .array(z.union([z.literal(21), z.literal(22)], { error: 'expected 21 (DoorDash) or 22 (Uber)' }))
      .min(1, 'expected at least one courier method')
      .transform((ms) => [...new Set(ms)].join(','))
      .optional(),
    /** With two couriers: 'cheaper' (lowest fee + tax, the default) or 'faster' (earliest dropoff estimate). */
    delivery_courier_choice: z.enum(['cheaper', 'faster'], { error: "expected 'cheaper' or 'faster'" }).optional(),
    service_surcharge_rate: rate.optional(),
    service_surcharge_name: z.string().optional(),
    /** Translations of the surcharge name; kept in config as JSON text like the API's other `_i18n` fields. */
    service_surcharge_name_i18n: i18nRecord.transform((m) => JSON.stringify(m)).optional(),
  })
  .catchall(configValue)
  .default({});

const ingredient = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  inventory: z.union([z.literal(1), z.literal(2)], { error: 'expected 1 (untracked) or 2 (tracked)' }).default(2),
  status,
  stocks: count.default(0),
  stock_conversion: z.number().positive('expected a number above 0').default(1),
  threshold: count.default(0),
  type: z.int().default(0),
  measures: z
    .array(z.strictObject({ code, name: str, units: z.number().positive('expected a number above 0').default(1) }))
    .min(1, 'expected at least one measure')
    .default([{ code: 'each', name: 'each', units: 1 }]),
});

const deliveryZone = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  /** Cents. */
  fee: cents.default(0),
  /** Cents: minimum order. */
  min: cents.default(0),
  /** Cents: free delivery at or above this subtotal; 0 = never free. */
  free: cents.default(0),
  /** Comma-separated geo ids (postcodes), '0' = everywhere; default the suburbs' postcodes. */
  geos: z.string().regex(/^\d+(,\d+)*$/, "expected comma-separated geo ids (postcodes), or '0' for everywhere").optional(),
  suburbs: z
    .array(z.strictObject({ city: z.string().min(1, 'required'), postcode: z.string().regex(/^\d{4}$/, 'expected a 4-digit postcode') }))
    .default([]),
});

/** A Unix time in seconds, or an ISO 8601 date-time with its offset ('2026-01-01T00:00:00+11:00'). */
const instant = z.union([
  z.int().min(0),
  z.iso.datetime({ offset: true, error: "expected an ISO date-time with offset such as '2026-01-01T00:00:00+11:00', or seconds" }).transform((t) => Math.floor(Date.parse(t) / 1000)),
], { error: "expected an ISO date-time with offset such as '2026-01-01T00:00:00+11:00', or seconds since 1970" });

/**
 * A coupon of the venue (orders-and-payments.md §3.6): a promo code diners type. Exactly one of
 * `amount_off` (cents) and `percent_off` (1–100). Stored with type 2 / value = cents, or type 1 /
 * value = percent still paid (100 − percent_off).
 */
const coupon = z.strictObject({
  code,
  /** What diners type (case-insensitive); default the code. */
  promo_code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, "expected a promo code: up to 32 letters, digits, '-' or '_'").optional(),
  name: z.string().min(1, 'required'),
  amount_off: cents.optional(),
  percent_off: z.int('expected a whole percent').min(1, 'expected 1 to 100').max(100, 'expected 1 to 100').optional(),
  scope: z.enum(['all', 'table', 'online']).default('all'),
  /** Cents: the items subtotal needed. */
  minimum_order: cents.default(0),
  valid_from: instant.optional(),
  valid_to: instant.optional(),
  /** Weekdays it is valid on; default every day. */
  week: week.optional(),
  t_start: timeOfDay.optional(),
  t_end: timeOfDay.optional(),
  /** Uses per diner (the user and every user sharing their mobile or e-mail); 0 = no limit. */
  limit_per_diner: count.default(0),
  /** Uses by all diners together; 0 = no limit. */
  limit_total: count.default(0),
  /** Only registered members may use it. */
  members_only: z.boolean().default(false),
  /** 1 = active. */
  status: z.int().default(1),
});
export type CouponInput = z.output<typeof coupon>;

const table = z.strictObject({
  name: z.string().min(1, 'required'),
  /** QR code key; default a random one on first import, kept on re-import. */
  code: tableCode.optional(),
  /** 4 digits, or null / absent for none. */
  passcode: z.string().regex(/^\d{4}$/, 'expected exactly 4 digits').nullable().default(null),
  seats: count.default(4),
  status: z.int().default(1),
  type: z.int().default(1),
  restype: z.int().default(1),
});

const venue = z.strictObject({
  code: venueCode,
  name: z.string().min(1, 'required'),
  type: z.int().default(1),
  /** 1 = open for orders. */
  status: z.int().default(1),
  /** Listed under the home page's 'Featured Stores'. */
  featured: z.boolean().default(true),
  logo: str,
  cover: str,
  /** Responsive covers, e.g. { "960w": "…", "1280w": "…" }. */
  coverset: z.union([z.string(), z.record(z.string(), z.string()).transform((m) => JSON.stringify(m))]).default(''),
  introduction: str,
  keywords: str,
  /** Seconds since the epoch; 0 = not paused. */
  pauseuntil: count.default(0),
  announcement: str,
  tableanncmnt: str,
  country: z.string().default('AU'),
  state: str,
  city: str,
  street1: str,
  street2: str,
  postcode: str,
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  callnumber: str,
  support_number: str,
  website: str,
  config: venueConfig,
  opentime: z
    .array(z.strictObject({ week, t_start: timeOfDay, t_end: timeOfDay, available_markets: z.array(orderCategoryType).default([]) }))
    .default([]),
  order_categories: z
    .array(z.strictObject({ type: orderCategoryType, name: z.string().optional() }))
    .min(1, 'expected at least one order category')
    .default([{ type: 1 }]),
  capabilities: z.array(z.string().regex(/^[a-z][a-z0-9_]*$/, "expected a capability name such as 'reservation'")).default([]),
  payments: z
    .array(
      z.strictObject({
        pid: z.int(),
        name: z.string().min(1, 'required'),
        mode: z.int().default(0),
        surcharge: rate.default(0),
        shopper_statement: str,
      }),
    )
    .default([]),
  deliveries: z.array(deliveryZone).default([]),
  /** Courses, e.g. [{ sequence: 1, name: 'Entrée' }]. */
  order_sequences: z.array(z.strictObject({ sequence: positive, name: z.string().min(1, 'required') })).default([]),
  taxes: z
    .array(
      z.strictObject({
        code,
        name: z.string().min(1, 'required'),
        name_i18n: i18nMap,
        rate,
        /** 1 = inclusive. */
        attr: z.int().default(1),
        /** 11 = misc (applies to surcharge / delivery per `categories`). */
        type: z.int().default(1),
        categories: z.string().regex(/^(\d+(,\d+)*)?$/, "expected a comma list such as '1,2'").default(''),
      }),
    )
    .default([]),
  stores: z.array(z.strictObject({ code, name: z.string().min(1, 'required') })).default([]),
  posters: z
    .array(
      z.strictObject({
        /** Default 'poster-1', 'poster-2', … by position. */
        code: code.optional(),
        scope: z.enum(['all', 'table', 'online']).default('all'),
        model: z.string().default('popup'),
        title: z.string().min(1, 'required'),
        title_i18n: i18nMap,
        content: str,
        content_i18n: i18nMap,
        pic: str,
        action_text: str,
        action_text_i18n: i18nMap,
      }),
    )
    .default([]),
  online_platforms: z
    .array(z.strictObject({ pid: z.int(), name: z.string().min(1, 'required'), link: z.url('expected a URL'), logo: str }))
    .default([]),
  tables: z.array(table).default([]),
  ingredients: z.array(ingredient).default([]),
  /** Where the venue's items are sold unless an item says otherwise; every channel by default. */
  available: available.default({}),
  coupons: z.array(coupon).default([]),
  menus: z.array(menu).default([]),
});

// ————————————————————————————————————————————————————————————— loyalty and vouchers

const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, "expected a colour such as '#5d68cf'");
/** Card look (accounts-and-loyalty.md §3 "Brand basic info": card_style {bg_color, logo2x, strip2x}). */
const cardStyle = z.strictObject({ bg_color: hexColor.default('#5d68cf'), logo2x: str, strip2x: str });

/**
 * A voucher template: what a voucher issued from it takes off, with coupon semantics
 * (src/domain/coupons.ts): exactly one of `amount_off` (cents) and `percent_off` (1–100).
 */
const voucherTemplate = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  name_i18n: i18nMap,
  amount_off: cents.optional(),
  percent_off: z.int('expected a whole percent').min(1, 'expected 1 to 100').max(100, 'expected 1 to 100').optional(),
  /** Days a voucher stays valid from its issue. */
  validity_days: positive.default(90),
  /** Cents: the items subtotal needed. */
  minimum_order: cents.default(0),
  /** Venue codes it may be used at; [] = every venue of the brand. */
  venues: z.array(venueCode).default([]),
  /** Only registered members may use it (vouchers belong to members, so true unless said). */
  member_only: z.boolean().default(true),
});
export type VoucherTemplateInput = z.output<typeof voucherTemplate>;

/** A punch card: each counted item bought adds a punch; at `threshold` punches the reward voucher is issued. */
const punchCard = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  name_i18n: i18nMap,
  /** Product codes that count (in any menu of the brand's venues). */
  products: z.array(code).default([]),
  /** Category codes whose products count. */
  categories: z.array(code).default([]),
  threshold: z.int('expected a whole number').min(2, 'expected 2 or more').max(100, 'expected 100 or less'),
  /** The voucher template issued when the card is full. */
  reward: code,
});

/** A level (grade): reached at `threshold` lifetime points. */
const level = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  name_i18n: i18nMap,
  threshold: count,
  color: hexColor.default('#5d68cf'),
});

/**
 * The brand's loyalty programme (accounts-and-loyalty.md §2.11, §3 "Customer", "Brand basic info").
 * Absent = loyalty off ('Feature Not Available').
 */
const loyaltyProgramme = z.strictObject({
  /** Points earned per whole currency unit paid (e.g. 1 = 1 point per $1); 0 = no points. */
  points_per_unit: z.number('expected a number of points').min(0, 'expected 0 or more').max(1000, 'expected 1000 or less').default(1),
  /** How fractional points round. */
  rounding: z.enum(['floor', 'round', 'ceil']).default('floor'),
  /** Cents one point is worth when redeemed (credit); 0 = points cannot be redeemed. */
  point_value: cents.default(0),
  /**
   * Points are converted into credits (issue 26 item 7) in whole blocks of this many points, each worth
   * `credit_threshold × point_value` cents; nothing converts below it.
   */
  credit_threshold: z.number('expected a number of points').int('expected whole points').min(1, 'expected 1 or more').max(1_000_000, 'expected 1000000 or less').default(100),
  /** When points become credits: 'on_earn' (the payment that brings the balance to the threshold converts it), or 'off' (never). */
  credit_conversion: z.enum(['on_earn', 'off']).default('on_earn'),
  levels: z.array(level).default([]),
  card_style: cardStyle.default({ bg_color: '#5d68cf', logo2x: '', strip2x: '' }),
  punch_cards: z.array(punchCard).default([]),
  /** A voucher template every new member receives. */
  welcome_voucher: code.optional(),
});
export type LoyaltyProgrammeInput = z.output<typeof loyaltyProgramme>;

/** Brand vouchers (§2.12, §2.13). Absent = vouchers off. */
const voucherSettings = z.strictObject({
  card_style: cardStyle.default({ bg_color: '#5d68cf', logo2x: '', strip2x: '' }),
  templates: z.array(voucherTemplate).default([]),
});
export type VoucherSettingsInput = z.output<typeof voucherSettings>;
/**
 * E-gift cards a brand sells (accounts-and-loyalty.md §2.16, §3 "Brand basic info" gift_card; the
 * giftcards module): the card values offered in cents (e.g. [2500, 5000, 10000]) and how long a card
 * lasts in whole months from issue. Australian law (Competition and Consumer Act, gift cards, 2019)
 * requires at least 3 years, so fewer than 36 months is refused. The currency is the brand's.
 */
export const giftCardsSchema = z.strictObject({
  values: z
    .array(z.int('expected whole cents').min(100, 'at least 100 cents ($1)').max(100_000, 'at most 100000 cents ($1000)'))
    .min(1, 'offer at least one value')
    .max(10, 'at most 10 values')
    .refine((v) => new Set(v).size === v.length, 'values must differ'),
  expiry_months: z
    .int('expected a whole number of months')
    .min(36, 'gift cards must last at least 36 months (3 years, as Australian law requires)')
    .max(1200, 'at most 1200 months'),
});
export type GiftCardsConfig = z.output<typeof giftCardsSchema>;

const brand = z.strictObject({
  code: venueCode,
  name: z.string().min(1, 'required'),
  logo: str,
  website: str,
  call_number: str,
  /** The privacy policy's contact e-mail (accounts-and-loyalty.md §1, §2.1 /policy/privacy); '' → none shown. */
  contact_email: z.union([z.literal(''), z.email()]).default(''),
  /** The privacy policy's postal address, one line; '' → none shown. */
  postal_address: str,
  /** ISO 4217 currency code. */
  currency: z.string().regex(/^[A-Z]{3}$/, "expected an ISO currency code such as 'AUD'").default('AUD'),
  /** Display symbol; copied to each venue's config.monetaryunit unless set there. */
  monetary_unit: z.string().default('$'),
  monetary_rate: z.number().positive().default(1),
  country: z.string().default('au'),
  /** Copied to each venue's config.timezone unless set there. */
  timezone: z.string().default('Australia/Sydney'),
  /** The loyalty programme; absent = loyalty off. */
  loyalty: loyaltyProgramme.optional(),
  /** Voucher templates and card look; absent = vouchers off. */
  voucher: voucherSettings.optional(),
  /** Membership look (brandMemberInfo.membership): the theme colour, default #0162fe (§9). */
  membership: z.strictObject({ theme_color: hexColor.default('#0162fe') }).default({ theme_color: '#0162fe' }),
  /** E-gift cards sold by the brand; absent → none sold. */
  gift_cards: giftCardsSchema.optional(),
});

/** The whole file. */
export const brandFileSchema = z.strictObject({
  /** Optional marker; only version 1 exists. */
  format: z.literal('platter-brand/1').optional(),
  brand,
  banners: z
    .array(
      z.strictObject({
        code: code.optional(),
        url: z.string().min(1, 'required'),
        /** Min viewport width in px → image, e.g. { "0": small, "600": large }. */
        img_set: z.record(z.string().regex(/^\d+$/, 'expected a width in px'), z.string()).default({}),
        link: str,
      }),
    )
    .default([]),
  venues: z.array(venue).min(1, 'expected at least one venue'),
});

export type BrandFile = z.output<typeof brandFileSchema>;
export type VenueInput = BrandFile['venues'][number];
export type MenuInput = VenueInput['menus'][number];
export type ProductInput = MenuInput['products'][number];

/** One problem with a file: a JSON path such as `venues[0].menus[1].products[3].price`, and what is wrong. */
export interface FormatIssue {
  path: string;
  message: string;
}

/** Something of a valid file that the import leaves out: its JSON path, what it is, and why. */
export interface SkippedItem {
  path: string;
  /** e.g. "product 'market-fish'" or "variant 'large' of product 'flat-white'". */
  what: string;
  reason: string;
}

export type ParseBrandFileResult = { ok: true; value: BrandFile } | { ok: false; issues: FormatIssue[] };

/** The report's reason for an open-priced item. */
export const OPEN_PRICE_REASON = 'open price (priced at the till): the storefront needs a price, so it is not sold online or at tables';

// ————————————————————————————————————————————————————————————— parsing

/** Writes a path as `venues[0].menus[1].name` (JSON path without the leading `$.`). */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(file)';
}

const EXPECTED: Record<string, string> = {
  int: 'a whole number',
  array: 'a list',
  object: 'an object',
  boolean: 'true or false',
  record: 'an object',
};
const describeInput = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'a list' : typeof v);

/**
 * Validates a parsed JSON value as a brand file: shape and defaults first, then cross-references.
 * Returns the normalised file (every default filled in) or every issue found, in file order, each with
 * its JSON path. Pure: no I/O.
 */
export function parseBrandFile(input: unknown): ParseBrandFileResult {
  const parsed = brandFileSchema.safeParse(input, {
    error: (iss) => {
      if (iss.code === 'invalid_type') {
        if (iss.input === undefined) return 'required';
        return `expected ${EXPECTED[iss.expected] ?? `a ${iss.expected}`}, got ${describeInput(iss.input)}`;
      }
      return undefined;
    },
  });
  if (!parsed.success) {
    const issues: FormatIssue[] = [];
    for (const iss of parsed.error.issues) {
      if (iss.code === 'unrecognized_keys') {
        for (const key of iss.keys) issues.push({ path: formatPath([...iss.path, key]), message: 'unknown field' });
      } else if (iss.code === 'invalid_key') {
        // A record key that fails its check (a locale such as 'chinese'): say what the key should be.
        issues.push({ path: formatPath(iss.path), message: iss.issues[0]?.message ?? iss.message });
      } else {
        issues.push({ path: formatPath(iss.path), message: iss.message });
      }
    }
    return { ok: false, issues };
  }
  const issues = checkReferences(parsed.data);
  return issues.length ? { ok: false, issues } : { ok: true, value: parsed.data };
}

// ————————————————————————————————————————————————————————————— cross-references

type Path = (string | number)[];

/**
 * Cross-reference rules of a shape-valid file: unique codes per parent, references to categories,
 * stores, taxes, modifier groups, ingredients and measures, products and variants, combos and courses.
 */
export function checkReferences(file: BrandFile): FormatIssue[] {
  const issues: FormatIssue[] = [];
  const add = (path: Path, message: string) => issues.push({ path: formatPath(path), message });

  /** Reports duplicates of `key` in `items`, at the later occurrences. */
  const unique = <T>(items: readonly T[], key: (item: T) => string | undefined, path: Path, field: string | null, what: string) => {
    const seen = new Set<string>();
    items.forEach((item, i) => {
      const k = key(item);
      if (k === undefined) return;
      if (seen.has(k)) add(field === null ? [...path, i] : [...path, i, field], `duplicate ${what} '${k}'`);
      seen.add(k);
    });
  };

  unique(file.venues, (v) => v.code, ['venues'], 'code', 'venue code');
  checkLoyalty(file, add, unique);
  unique(file.banners, (b) => b.code, ['banners'], 'code', 'banner code');
  const tableCodes = new Map<string, string>();

  file.venues.forEach((venue, vi) => {
    const vp: Path = ['venues', vi];
    const storeCodes = new Set(venue.stores.map((s) => s.code));
    const venueTaxCodes = new Set(venue.taxes.map((t) => t.code));
    const courses = new Set(venue.order_sequences.map((s) => s.sequence));
    const ingredientMeasures = new Map(venue.ingredients.map((g) => [g.code, new Set(g.measures.map((m) => m.code))]));

    unique(venue.stores, (s) => s.code, [...vp, 'stores'], 'code', 'store code');
    unique(venue.taxes, (t) => t.code, [...vp, 'taxes'], 'code', 'tax code');
    unique(venue.deliveries, (d) => d.code, [...vp, 'deliveries'], 'code', 'delivery zone code');
    unique(venue.order_sequences, (s) => String(s.sequence), [...vp, 'order_sequences'], 'sequence', 'course sequence');
    unique(venue.order_categories, (c) => String(c.type), [...vp, 'order_categories'], 'type', 'order category type');
    unique(venue.payments, (p) => String(p.pid), [...vp, 'payments'], 'pid', 'payment pid');
    unique(venue.online_platforms, (p) => String(p.pid), [...vp, 'online_platforms'], 'pid', 'platform pid');
    unique(venue.posters, (p) => p.code, [...vp, 'posters'], 'code', 'poster code');
    unique(venue.ingredients, (g) => g.code, [...vp, 'ingredients'], 'code', 'ingredient code');
    unique(venue.tables, (t) => t.name, [...vp, 'tables'], 'name', 'table name');
    unique(venue.menus, (m) => m.code, [...vp, 'menus'], 'code', 'menu code');
    venue.ingredients.forEach((g, gi) => unique(g.measures, (m) => m.code, [...vp, 'ingredients', gi, 'measures'], 'code', 'measure code'));

    venue.tables.forEach((t, ti) => {
      if (!t.code) return;
      const where = `${venue.code} / ${t.name}`;
      const other = tableCodes.get(t.code);
      if (other) add([...vp, 'tables', ti, 'code'], `table code '${t.code}' is already used by table ${other}`);
      else tableCodes.set(t.code, where);
    });

    unique(venue.coupons, (c) => c.code, [...vp, 'coupons'], 'code', 'coupon code');
    unique(venue.coupons, (c) => (c.promo_code ?? c.code).toLowerCase(), [...vp, 'coupons'], null, 'promo code');
    venue.coupons.forEach((c, ci) => {
      if ((c.amount_off === undefined) === (c.percent_off === undefined)) add([...vp, 'coupons', ci], "expected exactly one of 'amount_off' (cents) and 'percent_off'");
      if (c.valid_from !== undefined && c.valid_to !== undefined && c.valid_to < c.valid_from) add([...vp, 'coupons', ci, 'valid_to'], 'ends before valid_from');
    });

    venue.deliveries.forEach((d, di) => {
      if (!d.geos && d.suburbs.length === 0) add([...vp, 'deliveries', di], "expected 'geos' or 'suburbs' (or geos '0' for everywhere)");
    });
    venue.taxes.forEach((t, ti) => {
      if (t.type === 11 && !t.categories) add([...vp, 'taxes', ti, 'categories'], "a misc (type 11) tax needs categories: '1' surcharge, '2' delivery");
    });

    const checkLinks = (links: readonly { ingredient: string; measure?: string }[], path: Path) => {
      links.forEach((l, li) => {
        const measures = ingredientMeasures.get(l.ingredient);
        if (!measures) add([...path, li, 'ingredient'], `unknown ingredient '${l.ingredient}' in venue '${venue.code}'`);
        else if (l.measure !== undefined && !measures.has(l.measure)) add([...path, li, 'measure'], `unknown measure '${l.measure}' of ingredient '${l.ingredient}'`);
      });
    };

    venue.menus.forEach((menu, mi) => {
      const mp: Path = [...vp, 'menus', mi];
      if (menu.store !== undefined && !storeCodes.has(menu.store)) add([...mp, 'store'], `unknown store '${menu.store}' in venue '${venue.code}'`);
      menu.taxes?.forEach((t, ti) => {
        if (!venueTaxCodes.has(t)) add([...mp, 'taxes', ti], `unknown tax '${t}' in venue '${venue.code}'`);
      });
      const menuTaxCodes = new Set(menu.taxes ?? venue.taxes.filter((t) => t.type !== 11).map((t) => t.code));

      unique(menu.categories, (c) => c.code, [...mp, 'categories'], 'code', 'category code');
      unique(menu.modifiers, (g) => g.code, [...mp, 'modifiers'], 'code', 'modifier group code');
      unique(menu.products, (p) => p.code, [...mp, 'products'], 'code', 'product code');
      unique(menu.combos, (b) => b.code, [...mp, 'combos'], 'code', 'combo code');
      unique(menu.setmenus, (b) => b.code, [...mp, 'setmenus'], 'code', 'set menu code');
      unique(menu.categories, (c) => (c.type === 0 ? undefined : String(c.type)), [...mp, 'categories'], 'type', 'special category type');

      const categories = new Map(menu.categories.map((c) => [c.code, c]));
      menu.categories.forEach((c, ci) => {
        if (c.store !== undefined && !storeCodes.has(c.store)) add([...mp, 'categories', ci, 'store'], `unknown store '${c.store}' in venue '${venue.code}'`);
      });

      const groups = new Set(menu.modifiers.map((g) => g.code));
      menu.modifiers.forEach((g, gi) => {
        const gp: Path = [...mp, 'modifiers', gi];
        unique(g.options, (o) => o.code, [...gp, 'options'], 'code', 'option code');
        if (g.limit > 0 && g.minimum > g.limit) add([...gp, 'minimum'], `minimum ${g.minimum} is above the group limit ${g.limit}`);
        g.options.forEach((o, oi) => checkLinks(o.ingredients, [...gp, 'options', oi, 'ingredients']));
      });

      const productsByCode = new Map(menu.products.map((p) => [p.code, p]));
      menu.products.forEach((p, pi) => {
        const pp: Path = [...mp, 'products', pi];
        const cat = categories.get(p.category);
        if (!cat) add([...pp, 'category'], `unknown category '${p.category}' in menu '${menu.code}'`);
        else if (cat.type !== 0) add([...pp, 'category'], `category '${p.category}' is a Combos/Set Menus list; put products in a normal category`);
        if (p.store !== undefined && !storeCodes.has(p.store)) add([...pp, 'store'], `unknown store '${p.store}' in venue '${venue.code}'`);
        if (!p.open_price && p.price === undefined && p.variants.length === 0) add([...pp, 'price'], 'required when the product has no variants (or set open_price: true)');
        p.variants.forEach((v, vi2) => {
          if (!v.open_price && v.price === undefined) add([...pp, 'variants', vi2, 'price'], 'required (or set open_price: true)');
        });
        p.taxes?.forEach((t, ti) => {
          if (!menuTaxCodes.has(t)) add([...pp, 'taxes', ti], `unknown tax '${t}' in menu '${menu.code}'`);
        });
        p.modifiers.forEach((g, gi) => {
          if (!groups.has(g)) add([...pp, 'modifiers', gi], `unknown modifier group '${g}' in menu '${menu.code}'`);
        });
        unique(p.modifiers, (g) => g, [...pp, 'modifiers'], null, 'modifier group');
        unique(p.variants, (v) => v.code, [...pp, 'variants'], 'code', 'variant code');
        checkLinks(p.ingredients, [...pp, 'ingredients']);
        p.variants.forEach((v, vi2) => checkLinks(v.ingredients, [...pp, 'variants', vi2, 'ingredients']));
      });

      const comboCodes = new Set(menu.combos.map((c) => c.code));
      const checkItem = (item: { product: string; variant?: string }, path: Path, needVariant: boolean) => {
        const p = productsByCode.get(item.product);
        if (!p) return add([...path, 'product'], `unknown product '${item.product}' in menu '${menu.code}'`);
        if (isSkippedProduct(p)) return add([...path, 'product'], `product '${item.product}' is open-priced and skipped; a bundle cannot hold it`);
        if (item.variant !== undefined) {
          const v = p.variants.find((x) => x.code === item.variant);
          if (!v) add([...path, 'variant'], `unknown variant '${item.variant}' of product '${item.product}'`);
          else if (v.open_price) add([...path, 'variant'], `variant '${item.variant}' of product '${item.product}' is open-priced and skipped; a bundle cannot hold it`);
        } else if (needVariant && p.variants.length > 0) {
          add([...path, 'variant'], `product '${item.product}' has variants; name one (${p.variants.map((v) => v.code).join(', ')})`);
        }
      };

      menu.combos.forEach((c, ci) => {
        const cp: Path = [...mp, 'combos', ci];
        unique(c.groups.map((g, gi) => g.code ?? `g${gi + 1}`), (k) => k, [...cp, 'groups'], 'code', 'group code');
        c.groups.forEach((g, gi) => {
          const gp: Path = [...cp, 'groups', gi];
          unique(g.items, comboItemCode, [...gp, 'items'], 'code', 'item (product and variant)');
          if (g.limits > g.items.length) add([...gp, 'limits'], `limits ${g.limits} is more than the ${g.items.length} items to choose from`);
          g.items.forEach((item, ii) => {
            const ip: Path = [...gp, 'items', ii];
            checkItem(item, ip, true);
            item.upsales.forEach((u, ui) => {
              if (!comboCodes.has(u)) add([...ip, 'upsales', ui], `unknown combo '${u}' in menu '${menu.code}'`);
            });
          });
        });
      });
      menu.setmenus.forEach((s, si) => {
        const sp: Path = [...mp, 'setmenus', si];
        unique(s.items, setMenuItemCode, [...sp, 'items'], 'code', 'item (product and variant)');
        s.items.forEach((item, ii) => {
          checkItem(item, [...sp, 'items', ii], false);
          if (item.course !== 0 && !courses.has(item.course))
            add([...sp, 'items', ii, 'course'], `unknown course ${item.course}; add it to venues[${vi}].order_sequences`);
        });
      });
    });
  });
  return issues;
}

/**
 * Loyalty cross-references: unique codes, a punch card's reward and the welcome voucher name a voucher
 * template, a template's venues are venues of the file, a punch card's products and categories exist
 * in some menu, a punch card counts something, levels rise with their thresholds.
 */
function checkLoyalty(
  file: BrandFile,
  add: (path: Path, message: string) => void,
  unique: <T>(items: readonly T[], key: (item: T) => string | undefined, path: Path, field: string | null, what: string) => void,
): void {
  const templates = file.brand.voucher?.templates ?? [];
  const templateCodes = new Set(templates.map((t) => t.code));
  const venueCodes = new Set(file.venues.map((v) => v.code));
  unique(templates, (t) => t.code, ['brand', 'voucher', 'templates'], 'code', 'voucher template code');
  templates.forEach((t, ti) => {
    const tp: Path = ['brand', 'voucher', 'templates', ti];
    if ((t.amount_off === undefined) === (t.percent_off === undefined)) add(tp, "expected exactly one of 'amount_off' (cents) and 'percent_off'");
    t.venues.forEach((v, vi) => {
      if (!venueCodes.has(v)) add([...tp, 'venues', vi], `unknown venue '${v}'`);
    });
  });
  const l = file.brand.loyalty;
  if (!l) return;
  const needTemplate = (codeName: string, path: Path) => {
    if (!file.brand.voucher) add(path, `voucher template '${codeName}' needs brand.voucher.templates`);
    else if (!templateCodes.has(codeName)) add(path, `unknown voucher template '${codeName}'`);
  };
  if (l.welcome_voucher !== undefined) needTemplate(l.welcome_voucher, ['brand', 'loyalty', 'welcome_voucher']);
  unique(l.levels, (x) => x.code, ['brand', 'loyalty', 'levels'], 'code', 'level code');
  l.levels.forEach((x, i) => {
    if (i > 0 && x.threshold <= l.levels[i - 1].threshold) add(['brand', 'loyalty', 'levels', i, 'threshold'], `expected more than the previous level's ${l.levels[i - 1].threshold}`);
  });
  const products = new Set<string>();
  const categories = new Set<string>();
  for (const v of file.venues) for (const m of v.menus) {
    m.products.forEach((p) => products.add(p.code));
    m.categories.forEach((c) => categories.add(c.code));
  }
  unique(l.punch_cards, (x) => x.code, ['brand', 'loyalty', 'punch_cards'], 'code', 'punch card code');
  l.punch_cards.forEach((c, ci) => {
    const cp: Path = ['brand', 'loyalty', 'punch_cards', ci];
    if (c.products.length === 0 && c.categories.length === 0) add(cp, "expected 'products' or 'categories' that count");
    c.products.forEach((p, pi) => {
      if (!products.has(p)) add([...cp, 'products', pi], `unknown product '${p}'`);
    });
    c.categories.forEach((k, ki) => {
      if (!categories.has(k)) add([...cp, 'categories', ki], `unknown category '${k}'`);
    });
    needTemplate(c.reward, [...cp, 'reward']);
  });
}

/** Whether the import skips a product: open-priced itself, or every variant open-priced and no price of its own. */
function isSkippedProduct(p: Pick<ProductInput, 'open_price' | 'price' | 'variants'>): boolean {
  return p.open_price || (p.price === undefined && p.variants.length > 0 && p.variants.every((v) => v.open_price));
}

/**
 * What the import leaves out of a valid file, with JSON paths: open-priced products and variants
 * (a product whose every variant is open-priced goes too). Pure.
 */
export function listSkipped(file: BrandFile): SkippedItem[] {
  const out: SkippedItem[] = [];
  file.venues.forEach((venue, vi) =>
    venue.menus.forEach((menu, mi) =>
      menu.products.forEach((p, pi) => {
        const pp = `venues[${vi}].menus[${mi}].products[${pi}]`;
        if (p.open_price) return out.push({ path: pp, what: `product '${p.code}'`, reason: OPEN_PRICE_REASON });
        if (isSkippedProduct(p)) return out.push({ path: pp, what: `product '${p.code}'`, reason: `every variant has an ${OPEN_PRICE_REASON}` });
        p.variants.forEach((v, vi2) => {
          if (v.open_price) out.push({ path: `${pp}.variants[${vi2}]`, what: `variant '${v.code}' of product '${p.code}'`, reason: OPEN_PRICE_REASON });
        });
      }),
    ),
  );
  return out;
}

/** A valid file without what `listSkipped` lists: the products and variants the import writes, each with a price. Pure. */
export function withoutSkipped(file: BrandFile): BrandFile {
  return {
    ...file,
    venues: file.venues.map((venue) => ({
      ...venue,
      menus: venue.menus.map((menu) => ({
        ...menu,
        products: menu.products.filter((p) => !isSkippedProduct(p)).map((p) => ({ ...p, variants: p.variants.filter((v) => !v.open_price) })),
      })),
    })),
  };
}

/**
 * The channel bits (`CHANNEL`, src/domain/channels.ts) of an item: each channel as the item's
 * `available` says, else as the venue's, else sold.
 */
export function channelsOf(item: AvailableInput | undefined, venue: AvailableInput): number {
  let bits = 0;
  for (const name of CHANNEL_NAMES) if ((item?.[name] ?? venue[name] ?? true) === true) bits |= CHANNEL[name];
  return bits;
}

/** The channel names an item is not sold on (for the import report), e.g. ['online', 'pickup']. */
export function missingChannels(bits: number): string[] {
  return bits === ALL_CHANNELS ? [] : CHANNEL_NAMES.filter((n) => (bits & CHANNEL[n]) === 0);
}

/** The stable key of a combo item: its code, else 'product' or 'product.variant'. */
export const comboItemCode = (item: { code?: string; product: string; variant?: string }) =>
  item.code ?? (item.variant ? `${item.product}.${item.variant}` : item.product);

/** The stable key of a set-menu item (same rule as combo items). */
export const setMenuItemCode = comboItemCode;

/** Inventory mode of an item: as given, else tracked (2) when `stocks` is given, else untracked (1). */
export const inventoryOf = (item: { inventory?: 1 | 2; stocks?: number }): 1 | 2 => item.inventory ?? (item.stocks !== undefined ? 2 : 1);

/** icon_type of an item: as given, else 1 (show the image) when an icon is given, else 0. */
export const iconTypeOf = (item: { icon: string; icon_type?: number }): number => item.icon_type ?? (item.icon ? 1 : 0);

/** Geo ids of a delivery zone: its `geos`, else the distinct postcodes of its suburbs in file order. */
export function zoneGeos(zone: { geos?: string; suburbs: readonly { postcode: string }[] }): string {
  if (zone.geos) return zone.geos;
  return [...new Set(zone.suburbs.map((s) => String(Number(s.postcode))))].join(',');
}
