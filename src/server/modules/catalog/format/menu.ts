/**
 * The brand file's menus (docs/venue-format.md "Menu", "Modifier groups", "Products", "Combos", "Set
 * menus"): the shape and defaults of a menu and everything on it. Cross-references (a product's
 * category, a combo item's product, …) are checked by `checkReferences` (references.ts).
 */
import { z } from 'zod';
import { allergens, available, cents, code, count, i18nMap, icon, ingredientLink, openPrice, positive, status, stock, str, tag, timeOfDay, week } from './fields';

const variant = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  /** Translations of `name` by locale (issue 27 item 11). */
  name_i18n: i18nMap,
  /** Required unless `open_price`. */
  price: cents.optional(),
  open_price: openPrice,
  /** The POS's stock-keeping unit. */
  sku: str,
  icon: str,
  status,
  ...stock,
  ingredients: z.array(ingredientLink).default([]),
  /** What this variant adds to the product's declaration. */
  allergens,
});

const modifierOption = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  /** Translations of `name` by locale (issue 27 item 11). */
  name_i18n: i18nMap,
  price: cents.default(0),
  icon: str,
  /** How many of this option at most; 0 = unlimited. */
  limit: count.default(0),
  type: z.int().default(0),
  status,
  ...stock,
  threshold: count.default(0),
  /** The kitchen station preparing this option when not its dish's (issue 25 item 1): a venue `stations[].code`. */
  station: code.optional(),
  ingredients: z.array(ingredientLink).default([]),
  /** What choosing this option adds to the dish's declaration. */
  allergens,
});

const modifierGroup = z.strictObject({
  code,
  name: z.string().min(1, 'required'),
  /** Translations of `name` by locale (issue 27 item 11). */
  name_i18n: i18nMap,
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
  /** The kitchen station preparing it (issue 25 item 1): a venue `stations[].code`; default the category's. */
  station: code.optional(),
  /** Its course at a table (issue 25 item 2): a venue `order_sequences[].sequence`; 0 = none (fired at once). */
  course: count.default(0),
  ingredients: z.array(ingredientLink).default([]),
  variants: z.array(variant).default([]),
  tags: z.array(tag).default([]),
  /** Allergens the dish contains / may contain; left out = not listed ('ask staff'). */
  allergens,
});

const bundleBase = {
  code,
  name: z.string().min(1, 'required'),
  /** Translations of `name` by locale (issue 27 item 11). */
  name_i18n: i18nMap,
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
        /** Translations of `name` by locale (issue 27 item 11). */
        name_i18n: i18nMap,
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
  /** The kitchen station of its products (issue 25 item 1): a venue `stations[].code`; default the venue's first. */
  station: code.optional(),
});

/** A menu of a venue (docs/venue-format.md "Menu"): categories, modifier groups, products, combos, set menus. */
export const menu = z.strictObject({
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
