/**
 * The brand file's building blocks (docs/venue-format.md "Rules that apply everywhere"): the code lists
 * it names things by (order category types, capabilities, tags, category types, item status) and the
 * field schemas every section shares — codes, whole cents, rates, times of day, weekdays, translations,
 * channels, stock and ingredient links. Each field's error message is what the import report prints.
 */
import { z } from 'zod';
import { ALLERGEN_CODES, isAllergenCode } from '../../../../domain/allergens';

/** Default names of the order category types (the domain's, storefront.md §4 "Fulfilment labels", §9). */
export { ORDER_CATEGORY_NAMES } from '../../../../domain/types';

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

// Field schemas shared by the sections (menu, venue, loyalty, brand).

const CODE_RE = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
export const code = z.string().regex(CODE_RE, "expected a code: up to 64 letters, digits, '-', '_' or '.'");
export const venueCode = z
  .string()
  .regex(/^(?=.*[a-z])[a-z0-9][a-z0-9-]{0,47}$/, "expected a venue code: lowercase letters, digits and '-', with a letter, e.g. 'harbour-cafe'");
export const tableCode = z
  .string()
  .regex(/^[A-Za-z0-9_-]{4,32}$/, "expected a table code: 4 to 32 letters, digits, '-' or '_'");
export const str = z.string().default('');
export const cents = z
  .int({ error: (iss) => (iss.input === undefined ? 'required' : 'expected a whole number of cents') })
  .min(0, 'expected a whole number of cents, 0 or more');
export const count = z.int('expected a whole number').min(0, 'expected 0 or more');
export const positive = z.int('expected a whole number').min(1, 'expected 1 or more');
export const rate = z.number('expected a fraction, e.g. 0.1 for 10 %').min(0, 'expected a fraction between 0 and 1').max(1, 'expected a fraction between 0 and 1 (0.1 = 10 %)');
export const timeOfDay = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "expected a time of day 'HH:mm' (24-hour)");
export const i18nRecord = z.record(z.string().regex(/^[a-z]{2}(-[A-Za-z]{2,4})?$/, "expected a locale such as 'zh-CN'"), z.string());
/** Translations of a text by locale, e.g. { "zh-CN": "咖啡" }: `name_i18n`, `content_i18n`, … (default {}). */
export const i18nMap = i18nRecord.default({});
export const status = z.int('expected a status code (1 available, 13 sold out)').default(STATUS_AVAILABLE);
const inventory = z.union([z.literal(1), z.literal(2)], { error: 'expected 1 (untracked) or 2 (tracked)' }).optional();
const weekday = z.union([
  z.int().min(0).max(6),
  z.enum(WEEKDAY_NAMES).transform((d) => WEEKDAY_NAMES.indexOf(d)),
], { error: "expected a weekday: 0 (Sunday) … 6 or 'sun' … 'sat'" });
/** One weekday or several; always a list after parsing. */
export const week = z.union([weekday.transform((d) => [d]), z.array(weekday).min(1, 'expected at least one weekday')]);
export const orderCategoryType = z.union([1, 2, 3, 4, 6].map((n) => z.literal(n)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]], {
  error: 'expected an order category type: 1 counter, 2 table, 3 takeaway, 4 delivery or 6 dine-in',
});
export const tag = z.union(
  [
    z.strictObject({ type: z.int(), tag: z.int() }),
    z.enum(Object.keys(TAG_NAMES) as [string, ...string[]]).transform((name) => TAG_NAMES[name]),
  ],
  { error: `expected { type, tag } or one of ${Object.keys(TAG_NAMES).join(', ')}` },
);
export const icon = {
  icon: str,
  /** 1 = show the image; defaults to 1 when an icon is given. */
  icon_type: z.int().optional(),
  icon_pattern: str,
};

/**
 * Where an item is sold (docs/venue-format.md "Availability"): each channel true or false; a channel
 * left out takes the venue's `available`, whose channels default to true.
 */
export const available = z.strictObject({
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
export const openPrice = z.boolean().default(false);

export const ingredientLink = z.strictObject({
  ingredient: code,
  /** Measure code of the ingredient; default its first measure. */
  measure: code.optional(),
  count: positive.default(1),
  inventory_policy: z.int().default(1),
});

/** inventory defaults to tracked (2) when `stocks` is given, else untracked (1). */
export const stock = {
  inventory,
  stocks: count.optional(),
};

/** A colour '#rrggbb' (card looks, loyalty levels, the membership theme). */
export const hexColor = z.string().regex(/^#[0-9A-Fa-f]{6}$/, "expected a colour such as '#5d68cf'");

/** An allergen code of the one list (src/domain/allergens.ts); an unknown code is refused with its path. */
export const allergenCode = z
  .string()
  .refine(isAllergenCode, { error: (iss) => `unknown allergen '${String(iss.input)}': expected one of ${ALLERGEN_CODES.join(', ')}` });

/**
 * What an item, variant or modifier option declares (docs/venue-format.md "Allergens"): the allergens it
 * `contains` and those it `may_contain`. Left out on a product: allergens not listed (unknown, never safe).
 */
export const allergens = z
  .strictObject({
    contains: z.array(allergenCode).default([]),
    may_contain: z.array(allergenCode).default([]),
  })
  .optional();
export type AllergensInput = z.output<typeof allergens>;
