/**
 * The brand file's venues (docs/venue-format.md "Venue", "Availability", "Coupons", "Delivery zones",
 * "Tables", "Ingredients and stock"): the shape and defaults of a venue and what hangs off it; its
 * menus are menu.ts's.
 */
import { z } from 'zod';
import { available, cents, code, count, i18nMap, i18nRecord, orderCategoryType, positive, rate, status, str, tableCode, timeOfDay, venueCode, week } from './fields';
import { menu } from './menu';
import { TIP_MODES } from '../../../../domain/tips';
import { cancelWindowValue, validateCancelWindow, validateSlotCaps } from '../../../../domain/slot-capacity';
import isValidABN from 'is-valid-abn';

/** The brand file's words for a refused cap. */
function slotCapReason(reason: string): string {
  switch (reason) {
    case 'negative':
      return 'expected a whole number ≥ 0';
    case 'tooLarge':
      return 'too large (orders, items at most 10000; subtotal at most 1000000000 cents)';
    case 'badType':
      return 'expected a category type 1–99 as the key';
    case 'unknownKey':
      return "expected only 'orders', 'items' and 'subtotal'";
    case 'notWhole':
      return 'expected a whole number';
    default:
      return 'expected an object of caps per category type';
  }
}

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
    /** Translations of `paid_notices` (issue 27 item 11); kept in config as JSON text. */
    paid_notices_i18n: i18nRecord.transform((m) => JSON.stringify(m)).optional(),
    /**
     * Capacity per 15-minute slot (issue 23 item 5): `{"<category type>": {"orders"?, "items"?, "subtotal"? (cents)}}`,
     * whole numbers ≥ 0 (orders, items ≤ 10,000; subtotal ≤ 1,000,000,000). Kept in config as JSON text.
     */
    slot_caps: z
      .unknown()
      .transform((v, ctx) => {
        const caps = validateSlotCaps(v);
        if (caps.ok) return JSON.stringify(caps.value);
        ctx.addIssue({ code: 'custom', message: `${String(caps.params?.field ?? 'slot_caps')}: ${slotCapReason(String(caps.params?.reason ?? ''))}` });
        return z.NEVER;
      })
      .optional(),
    /** The diner's cancel window (issue 23 item 6): 'off' (default), 'accepted', or whole minutes 1–1440 after placing. */
    cancel_window: z
      .unknown()
      .transform((v, ctx) => {
        const w = validateCancelWindow(v);
        if (w.ok) return cancelWindowValue(w.value);
        ctx.addIssue({ code: 'custom', message: "expected 'off', 'accepted' or whole minutes 1–1440" });
        return z.NEVER;
      })
      .optional(),
    /** Tips on pickup/takeaway and dine-in (issue 24 item 3): 'off' (default), 'presets' or 'custom'. */
    tips_pickup: z.enum(TIP_MODES, { error: "expected 'off', 'presets' or 'custom'" }).optional(),
    tips_dinein: z.enum(TIP_MODES, { error: "expected 'off', 'presets' or 'custom'" }).optional(),
    /**
     * The business's legal name and Australian Business Number (issue 24 item 4): with an ABN every receipt
     * is a tax invoice ('Tax invoice', the legal name, the ABN, the GST included). The ABN is checked
     * (11 digits, the ATO's check digits; spaces allowed) and kept as 11 digits.
     */
    legal_name: z.string().trim().min(1, 'required').max(200).optional(),
    abn: z
      .string()
      .refine((v) => isValidABN(v), 'expected an Australian Business Number: 11 digits with valid check digits, e.g. 12 345 600 360')
      .transform((v) => v.replace(/\D/g, ''))
      .optional(),
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

/** A venue of the brand (docs/venue-format.md "Venue") with its config, zones, tables, stock, coupons and menus. */
export const venue = z.strictObject({
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
  /** Translations of `introduction`, `announcement` and `tableanncmnt` by locale (issue 27 item 11). */
  introduction_i18n: i18nMap,
  keywords: str,
  /** Seconds since the epoch; 0 = not paused. */
  pauseuntil: count.default(0),
  announcement: str,
  tableanncmnt: str,
  announcement_i18n: i18nMap,
  tableanncmnt_i18n: i18nMap,
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
  /**
   * The venue's language (issue 23 item 1): 'en', 'en-AU' or 'zh-CN' (default 'en'); the staff app and the
   * kitchen display open in it when the device has no language saved. Stored as the storefront's locale id
   * ('en', 'en-au', 'zh-CN').
   */
  language: z
    .enum(['en', 'en-AU', 'zh-CN'], { error: "expected 'en', 'en-AU' or 'zh-CN'" })
    .default('en')
    .transform((l) => (l === 'en-AU' ? 'en-au' : l)),
  config: venueConfig,
  opentime: z
    .array(z.strictObject({ week, t_start: timeOfDay, t_end: timeOfDay, available_markets: z.array(orderCategoryType).default([]) }))
    .default([]),
  order_categories: z
    .array(z.strictObject({ type: orderCategoryType, name: z.string().optional(), name_i18n: i18nMap }))
    .min(1, 'expected at least one order category')
    .default([{ type: 1, name_i18n: {} }]),
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
  /**
   * Courses, e.g. [{ sequence: 1, name: 'Entrée' }]. `at_once` (issue 25 item 2): a course the kitchen
   * never holds at a table (drinks); other courses after the first wait for 'Fire next course'.
   */
  order_sequences: z.array(z.strictObject({ sequence: positive, name: z.string().min(1, 'required'), name_i18n: i18nMap, at_once: z.boolean().default(false) })).default([]),
  /**
   * Kitchen stations (issue 25 item 1), in the venue's language: `[{ code: 'grill', name: 'Grill' }]`.
   * Categories, products and modifier options name one with `station`; none = the first. Empty: one
   * station, `kitchen`.
   */
  stations: z.array(z.strictObject({ code, name: z.string().min(1, 'required') })).default([]),
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
