/**
 * The Drizzle schema: the venue catalogue of storefront.md §3 (brand, venue and its settings, menus and
 * everything on them, table order resources, home-page banners).
 *
 * Conventions
 * - Ids are integer identity columns; rows also carry the stable external `code` the import format
 *   (`src/server/modules/catalog/format.ts`) addresses them by, unique within their parent, so a re-import
 *   upserts by code and keeps every id (cart lines and table orders refer to ids).
 * - Keys are camelCase here and snake_case in SQL (the client uses `casing: 'snake_case'`).
 * - Money columns are integer cents; rates are fractions in double precision (0.1 = 10 %); stock
 *   counters are integers (the order use case decrements them in a transaction); times of day are
 *   'HH:mm' text in the venue's timezone; weekdays 0 = Sunday … 6.
 * - Every row below a menu carries `menuId`, so a whole menu loads with one query per table.
 * - Status codes follow the specifications: 1 = available/open, 13 = sold out; inventory 1 untracked,
 *   2 tracked.
 *
 * After changing this file: delete `drizzle/` and run `npx drizzle-kit generate --name init`.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
/** Seconds since the epoch. */
const seconds = () => bigint({ mode: 'number' });
/** Translated names by locale, e.g. { 'zh-CN': '咖啡' } (named explicitly: the casing would say name_i_18n). */
const nameI18n = () => jsonb('name_i18n').$type<Record<string, string>>().notNull().default({});
/** Translated texts of another column by locale, like `nameI18n` (docs/venue-format.md "Translations"). */
const textI18n = (column: string) => jsonb(column).$type<Record<string, string>>().notNull().default({});

// ————————————————————————————————————————————————————————————— brand and home

/** A brand owning one or more venues (accounts-and-loyalty.md §3 "Brand basic info"). */
export const brands = pgTable(
  'brands',
  {
    id: id(),
    code: text().notNull(),
    name: text().notNull(),
    logo: text().notNull().default(''),
    website: text().notNull().default(''),
    callNumber: text().notNull().default(''),
    /** The privacy policy's contact e-mail ('' when none). */
    contactEmail: text().notNull().default(''),
    /** The privacy policy's postal address ('' when none). */
    postalAddress: text().notNull().default(''),
    /** Display symbol, e.g. '$'. */
    monetaryUnit: text().notNull().default('$'),
    monetaryRate: doublePrecision().notNull().default(1),
    /** ISO 4217, e.g. 'AUD'. */
    monetaryCode: text().notNull().default('AUD'),
    country: text().notNull().default('au'),
    timezone: text().notNull().default('Australia/Sydney'),
    /** Loyalty card settings (card_style …), `{}` when loyalty is off. */
    loyalty: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Voucher card settings, `{}` when vouchers are off. */
    voucher: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Membership look (brandMemberInfo.membership), e.g. { theme_color: '#0162fe' }. */
    membership: jsonb().$type<{ theme_color?: string }>().notNull().default({}),
    /** E-gift cards sold (format/loyalty.ts `giftCardsSchema`: values in cents, expiry_months ≥ 36); null → none. */
    giftCards: jsonb().$type<{ values: number[]; expiry_months: number }>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('brands_code_uq').on(t.code)],
);

/** Home-page banners of a brand (indexInfo.banners, storefront.md §2.5). */
export const banners = pgTable(
  'banners',
  {
    id: id(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    /** Default image URL. */
    url: text().notNull(),
    /** Min viewport width in px → image URL, e.g. { '0': small, '600': large }. */
    imgSet: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Where a tap goes ('' = nowhere). */
    link: text().notNull().default(''),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('banners_brand_code_uq').on(t.brandId, t.code), index('banners_brand_idx').on(t.brandId)],
);

// ————————————————————————————————————————————————————————————— venue

/** A venue (venueInfo, storefront.md §3 Venue). Settings without their own table live in `config`. */
export const venues = pgTable(
  'venues',
  {
    id: id(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    type: integer().notNull().default(1),
    name: text().notNull(),
    /** 1 = open for orders. */
    status: integer().notNull().default(1),
    logo: text().notNull().default(''),
    introduction: text().notNull().default(''),
    /** Translations of introduction / announcement / tableanncmnt by locale (issue 27 item 11). */
    introductionI18n: textI18n('introduction_i18n'),
    announcementI18n: textI18n('announcement_i18n'),
    tableanncmntI18n: textI18n('tableanncmnt_i18n'),
    keywords: text().notNull().default(''),
    /** Seconds since the epoch; 0 = not paused. */
    pauseuntil: bigint({ mode: 'number' }).notNull().default(0),
    cover: text().notNull().default(''),
    /** JSON map of responsive cover images (e.g. {"960w": …, "1280w": …}), '' when none. */
    coverset: text().notNull().default(''),
    announcement: text().notNull().default(''),
    tableanncmnt: text().notNull().default(''),
    country: text().notNull().default('AU'),
    state: text().notNull().default(''),
    city: text().notNull().default(''),
    street1: text().notNull().default(''),
    street2: text().notNull().default(''),
    postcode: text().notNull().default(''),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    callnumber: text().notNull().default(''),
    supportNumber: text().notNull().default(''),
    website: text().notNull().default(''),
    /** The venue's language (issue 23 item 1): 'en', 'en-au' or 'zh-CN' (src/i18n Locale), what the staff app and the kitchen display open in when the device has not chosen one. */
    language: text().notNull().default('en'),
    /** Stored config keys only; readers merge them over `DEFAULT_VENUE_CONFIG`. */
    config: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    /** Listed by indexStores (home 'Featured Stores'), in `sequence` order. */
    featured: boolean().notNull().default(false),
    /** Position within the brand (file order) and among featured stores. */
    sequence: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('venues_code_uq').on(t.code),
    index('venues_brand_idx').on(t.brandId),
    index('venues_featured_idx').on(t.featured, t.sequence),
  ],
);

const venueRef = () =>
  integer()
    .notNull()
    .references(() => venues.id, { onDelete: 'cascade' });

/** Weekly opening ranges (venueInfo.opentime); `tEnd` < `tStart` means the range runs past midnight. */
export const venueOpenTimes = pgTable(
  'venue_open_times',
  {
    id: id(),
    venueId: venueRef(),
    week: smallint().notNull(),
    tStart: text().notNull(),
    tEnd: text().notNull(),
    /** Order category types served; [] = all. */
    availableMarkets: jsonb().$type<number[]>().notNull().default([]),
  },
  (t) => [index('venue_open_times_venue_idx').on(t.venueId)],
);

/** Fulfilment options (venueInfo.order_categories): 1 counter, 2 table, 3 takeaway, 4 delivery, 6 table. */
export const venueOrderCategories = pgTable(
  'venue_order_categories',
  {
    id: id(),
    venueId: venueRef(),
    type: smallint().notNull(),
    name: text().notNull(),
    /** The name by locale (issue 23: the staff board words it in the staff language), e.g. { "zh-CN": "自取" }. */
    nameI18n: nameI18n(),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('venue_order_categories_uq').on(t.venueId, t.type)],
);

/** Capability flags (venueInfo.capability), e.g. 'reservation', 'advance_menu'. */
export const venueCapabilities = pgTable(
  'venue_capabilities',
  { venueId: venueRef(), cap: text().notNull() },
  (t) => [primaryKey({ columns: [t.venueId, t.cap] })],
);

/** Payment methods (venueInfo.payments); `surcharge` is the method's rate (fraction). */
export const venuePayments = pgTable(
  'venue_payments',
  {
    id: id(),
    venueId: venueRef(),
    pid: integer().notNull(),
    mode: integer().notNull().default(0),
    name: text().notNull(),
    shopperStatement: text().notNull().default(''),
    surcharge: doublePrecision().notNull().default(0),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('venue_payments_uq').on(t.venueId, t.pid)],
);

/**
 * Own delivery zones (venueInfo.deliveries). `geos` is a comma list of geo ids ('0' = everywhere); a geo
 * id is an Australian postcode as a number (docs/venue-format.md "Delivery zones").
 */
export const venueDeliveryZones = pgTable(
  'venue_delivery_zones',
  {
    id: id(),
    venueId: venueRef(),
    code: text().notNull(),
    name: text().notNull(),
    geos: text().notNull(),
    /** Cents: free delivery at or above this item subtotal when > 0. */
    free: integer().notNull().default(0),
    /** Cents: minimum order. */
    min: integer().notNull().default(0),
    /** Cents. */
    fee: integer().notNull().default(0),
    suburbs: jsonb().$type<{ city: string; postcode?: string }[]>().notNull().default([]),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('venue_delivery_zones_uq').on(t.venueId, t.code)],
);

/** Courses (venueInfo.order_sequences), e.g. 1 Entrée, 2 Main, 3 Dessert. */
export const venueOrderSequences = pgTable(
  'venue_order_sequences',
  {
    id: id(),
    venueId: venueRef(),
    sequence: integer().notNull(),
    name: text().notNull(),
    /** Translations of `name` by locale (issue 27 item 11). */
    nameI18n: nameI18n(),
    /** Never held at a table (drinks; issue 25 item 2). */
    atOnce: boolean().notNull().default(false),
  },
  (t) => [uniqueIndex('venue_order_sequences_uq').on(t.venueId, t.sequence)],
);

/** Kitchen stations of a venue (issue 25 item 1): code and name in the venue's language, in file order. */
export const venueStations = pgTable(
  'venue_stations',
  {
    id: id(),
    venueId: venueRef(),
    code: text().notNull(),
    name: text().notNull(),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('venue_stations_uq').on(t.venueId, t.code)],
);

/** Venue taxes (venueInfo.taxes): attr 1 = inclusive; type 11 = misc, `categories` '1' surcharge, '2' delivery. */
export const venueTaxes = pgTable(
  'venue_taxes',
  {
    id: id(),
    venueId: venueRef(),
    code: text().notNull(),
    name: text().notNull(),
    nameI18n: nameI18n(),
    rate: doublePrecision().notNull(),
    attr: smallint().notNull().default(1),
    type: smallint().notNull().default(1),
    categories: text().notNull().default(''),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('venue_taxes_uq').on(t.venueId, t.code)],
);

/** Stores inside a venue (venueInfo.stores), e.g. the counters of a food hall. */
export const stores = pgTable(
  'stores',
  {
    id: id(),
    venueId: venueRef(),
    code: text().notNull(),
    name: text().notNull(),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('stores_uq').on(t.venueId, t.code)],
);

/** Posters (venueInfo.posters); scope 'all', 'table' or 'online'; model 'popup' shows as a popup. */
export const posters = pgTable(
  'posters',
  {
    id: id(),
    venueId: venueRef(),
    code: text().notNull(),
    scope: text().notNull().default('all'),
    model: text().notNull().default('popup'),
    title: text().notNull(),
    titleI18n: textI18n('title_i18n'),
    content: text().notNull().default(''),
    contentI18n: textI18n('content_i18n'),
    pic: text().notNull().default(''),
    actionText: text().notNull().default(''),
    actionTextI18n: textI18n('action_text_i18n'),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('posters_uq').on(t.venueId, t.code)],
);

/** Third-party ordering platforms linked from the venue (venueInfo.online_platforms); pid 41–48. */
export const onlinePlatforms = pgTable(
  'online_platforms',
  {
    id: id(),
    venueId: venueRef(),
    pid: integer().notNull(),
    name: text().notNull(),
    link: text().notNull(),
    logo: text().notNull().default(''),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('online_platforms_uq').on(t.venueId, t.pid)],
);

/**
 * Table order resources (orderResInfo): a dine-in table reached by its QR code `/tbl?c=<code>`. `code`
 * is unique across all venues and hard to guess; `passcode` is 4 digits or null (no passcode).
 * A re-import keys tables by (venue, name) and keeps their codes.
 */
export const venueTables = pgTable(
  'venue_tables',
  {
    id: id(),
    venueId: venueRef(),
    code: text().notNull(),
    name: text().notNull(),
    passcode: text(),
    seats: integer().notNull().default(4),
    /** 1 = ready. */
    status: integer().notNull().default(1),
    type: integer().notNull().default(1),
    /** Reservation type: 1 walk-in table, 2 advanced table scan. */
    restype: integer().notNull().default(1),
    sequence: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('venue_tables_code_uq').on(t.code), uniqueIndex('venue_tables_name_uq').on(t.venueId, t.name)],
);

// ————————————————————————————————————————————————————————————— stock

/** Stock ingredients, per venue (shared by all its menus). `stocks` in stock units. */
export const ingredients = pgTable(
  'ingredients',
  {
    id: id(),
    venueId: venueRef(),
    code: text().notNull(),
    name: text().notNull(),
    /** 2 tracked, 1 untracked. */
    inventory: smallint().notNull().default(2),
    /** 13 = sold out. */
    status: integer().notNull().default(1),
    stocks: integer().notNull().default(0),
    /** Divisor from measure units to stock units. */
    stockConversion: doublePrecision().notNull().default(1),
    /** Low-stock warning level, in stock units. */
    threshold: integer().notNull().default(0),
    type: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('ingredients_uq').on(t.venueId, t.code)],
);

/** How much of an ingredient one use takes (`units`, before `stockConversion`). */
export const ingredientMeasures = pgTable(
  'ingredient_measures',
  {
    id: id(),
    venueId: venueRef(),
    ingredientId: integer()
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull().default(''),
    units: doublePrecision().notNull().default(1),
  },
  (t) => [uniqueIndex('ingredient_measures_uq').on(t.ingredientId, t.code), index('ingredient_measures_venue_idx').on(t.venueId)],
);

// ————————————————————————————————————————————————————————————— menus

/** A menu of a venue (venueMenus / menuInfo). `status` 1 = open. */
export const menus = pgTable(
  'menus',
  {
    id: id(),
    venueId: venueRef(),
    /** The store that prepares this menu's items; null = the venue itself. */
    storeId: integer().references(() => stores.id, { onDelete: 'set null' }),
    code: text().notNull(),
    name: text().notNull(),
    nameI18n: nameI18n(),
    icon: text().notNull().default(''),
    status: integer().notNull().default(1),
    sequence: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('menus_venue_code_uq').on(t.venueId, t.code)],
);

const menuRef = () =>
  integer()
    .notNull()
    .references(() => menus.id, { onDelete: 'cascade' });

/** When a menu is offered (advanced menus); none = whenever the venue is open. */
export const menuTimes = pgTable(
  'menu_times',
  {
    id: id(),
    menuId: menuRef(),
    week: smallint().notNull(),
    tStart: text().notNull(),
    tEnd: text().notNull(),
  },
  (t) => [index('menu_times_menu_idx').on(t.menuId)],
);

/** Menu categories; type 0 normal, 102 the Combos list, 101 the Set Menus list (CATEGORY_KIND). */
export const menuCategories = pgTable(
  'menu_categories',
  {
    id: id(),
    menuId: menuRef(),
    storeId: integer().references(() => stores.id, { onDelete: 'set null' }),
    code: text().notNull(),
    name: text().notNull(),
    nameI18n: nameI18n(),
    pattern: text().notNull().default(''),
    type: integer().notNull().default(0),
    sequence: integer().notNull().default(0),
    /** Kitchen station code of its products ('' = the venue's first; issue 25 item 1). */
    station: text().notNull().default(''),
  },
  (t) => [uniqueIndex('menu_categories_uq').on(t.menuId, t.code)],
);

/** Taxes products of the menu refer to by id (menuInfo.taxes): attr 1 = inclusive. */
export const menuTaxes = pgTable(
  'menu_taxes',
  {
    id: id(),
    menuId: menuRef(),
    code: text().notNull(),
    name: text().notNull(),
    nameI18n: nameI18n(),
    rate: doublePrecision().notNull(),
    attr: smallint().notNull().default(1),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('menu_taxes_uq').on(t.menuId, t.code)],
);

/** Products (menuInfo.products). Prices in cents. */
export const products = pgTable(
  'products',
  {
    id: id(),
    menuId: menuRef(),
    categoryId: integer()
      .notNull()
      .references(() => menuCategories.id, { onDelete: 'cascade' }),
    /** The store that prepares it (multi-store venues); null = the menu's store. */
    storeId: integer().references(() => stores.id, { onDelete: 'set null' }),
    code: text().notNull(),
    name: text().notNull(),
    nameI18n: nameI18n(),
    content: text().notNull().default(''),
    contentI18n: textI18n('content_i18n'),
    sequence: integer().notNull().default(0),
    /** Cents. */
    price: integer().notNull(),
    /** Cents added when part of a bundle. */
    priceMarkup: integer().notNull().default(0),
    status: integer().notNull().default(1),
    inventory: smallint().notNull().default(1),
    stocks: integer().notNull().default(0),
    icon: text().notNull().default(''),
    iconType: smallint().notNull().default(0),
    iconPattern: text().notNull().default(''),
    soldby: text().notNull().default('each'),
    sku: text().notNull().default(''),
    /** Where it is sold: bits of `CHANNEL` (src/domain/channels.ts), 15 = everywhere. */
    channels: smallint().notNull().default(15),
    /** Allergens declared (issue 25 item 4): { contains, may_contain } codes of src/domain/allergens.ts; null = not listed. */
    allergens: jsonb().$type<{ contains: string[]; may_contain: string[] }>(),
    /** Kitchen station code ('' = its category's; issue 25 item 1). */
    station: text().notNull().default(''),
    /** Course at a table (a venue order sequence; 0 = none; issue 25 item 2). */
    course: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('products_uq').on(t.menuId, t.code),
    index('products_category_idx').on(t.categoryId),
  // Rows a placement's stock read lists (fetchMenuStock: tracked or unavailable), by menu: a few rows
  // of an index instead of every item of the menu.
    index('products_stock_state_idx').on(t.menuId).where(sql`inventory <> 1 or status <> 1`),
  ],
);

/** Sizes and other variants of a product. Prices in cents. */
export const variants = pgTable(
  'variants',
  {
    id: id(),
    menuId: menuRef(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    /** Translations of `name` by locale (issue 27 item 11; docs/venue-format.md "Translations"). */
    nameI18n: nameI18n(),
    icon: text().notNull().default(''),
    price: integer().notNull(),
    status: integer().notNull().default(1),
    inventory: smallint().notNull().default(1),
    stocks: integer().notNull().default(0),
    sequence: integer().notNull().default(0),
    /** The POS's stock-keeping unit of this variant ('' when none). */
    sku: text().notNull().default(''),
    /** Allergens declared (issue 25 item 4): { contains, may_contain } codes of src/domain/allergens.ts; null = adds none. */
    allergens: jsonb().$type<{ contains: string[]; may_contain: string[] }>(),
  },
  (t) => [
    uniqueIndex('variants_uq').on(t.productId, t.code),
    index('variants_menu_idx').on(t.menuId),
    index('variants_stock_state_idx').on(t.menuId).where(sql`inventory <> 1 or status <> 1`),
  ],
);

/** A modifier group: `limit` 1 single choice, 0 unlimited, N at most N; `minimum` options required. */
export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: id(),
    menuId: menuRef(),
    code: text().notNull(),
    name: text().notNull(),
    /** Translations of `name` by locale (issue 27 item 11; docs/venue-format.md "Translations"). */
    nameI18n: nameI18n(),
    limit: integer().notNull().default(0),
    minimum: integer().notNull().default(0),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('modifier_groups_uq').on(t.menuId, t.code)],
);

/** A modifier option; `limit` = how many of this option (0 = unlimited). Price in cents. */
export const modifiers = pgTable(
  'modifiers',
  {
    id: id(),
    menuId: menuRef(),
    groupId: integer()
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    /** Translations of `name` by locale (issue 27 item 11; docs/venue-format.md "Translations"). */
    nameI18n: nameI18n(),
    price: integer().notNull().default(0),
    icon: text().notNull().default(''),
    limit: integer().notNull().default(0),
    type: integer().notNull().default(0),
    status: integer().notNull().default(1),
    inventory: smallint().notNull().default(1),
    stocks: integer().notNull().default(0),
    threshold: integer().notNull().default(0),
    sequence: integer().notNull().default(0),
    /** Allergens declared (issue 25 item 4): { contains, may_contain } codes of src/domain/allergens.ts; null = adds none. */
    allergens: jsonb().$type<{ contains: string[]; may_contain: string[] }>(),
    /** Kitchen station code when not its dish's ('' = the dish's; issue 25 item 1). */
    station: text().notNull().default(''),
  },
  (t) => [
    uniqueIndex('modifiers_uq').on(t.groupId, t.code),
    index('modifiers_menu_idx').on(t.menuId),
    index('modifiers_stock_state_idx').on(t.menuId).where(sql`inventory <> 1 or status <> 1`),
  ],
);

/** Which modifier groups a product offers (all options of the group). */
export const productModifierGroups = pgTable(
  'product_modifier_groups',
  {
    menuId: menuRef(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupId: integer()
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    sequence: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.groupId] }), index('product_modifier_groups_menu_idx').on(t.menuId)],
);

/** Which menu taxes apply to a product. */
export const productTaxes = pgTable(
  'product_taxes',
  {
    menuId: menuRef(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    taxId: integer()
      .notNull()
      .references(() => menuTaxes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.taxId] }), index('product_taxes_menu_idx').on(t.menuId)],
);

/** Bundles: a combo of groups to choose from (menuInfo.combos). Prices in cents. */
export const combos = pgTable(
  'combos',
  {
    id: id(),
    menuId: menuRef(),
    code: text().notNull(),
    name: text().notNull(),
    /** Translations of `name` by locale (issue 27 item 11; docs/venue-format.md "Translations"). */
    nameI18n: nameI18n(),
    content: text().notNull().default(''),
    contentI18n: textI18n('content_i18n'),
    price: integer().notNull(),
    /** Cents: cost price. */
    cost: integer().notNull().default(0),
    sku: text().notNull().default(''),
    status: integer().notNull().default(1),
    icon: text().notNull().default(''),
    iconType: smallint().notNull().default(0),
    iconPattern: text().notNull().default(''),
    sequence: integer().notNull().default(0),
    /** Where it is sold: bits of `CHANNEL` (src/domain/channels.ts), 15 = everywhere. */
    channels: smallint().notNull().default(15),
  },
  (t) => [uniqueIndex('combos_uq').on(t.menuId, t.code)],
);

/** A group of a combo: `limits` 1 exactly one, N > 1 exactly N, 0 at least one. */
export const comboGroups = pgTable(
  'combo_groups',
  {
    id: id(),
    menuId: menuRef(),
    comboId: integer()
      .notNull()
      .references(() => combos.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    /** Translations of `name` by locale (issue 27 item 11; docs/venue-format.md "Translations"). */
    nameI18n: nameI18n(),
    limits: integer().notNull().default(1),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('combo_groups_uq').on(t.comboId, t.code), index('combo_groups_menu_idx').on(t.menuId)],
);

/** A choice in a combo group; `upsales` = combo ids offered ("make a combo") when the product is added. */
export const comboItems = pgTable(
  'combo_items',
  {
    id: id(),
    menuId: menuRef(),
    groupId: integer()
      .notNull()
      .references(() => comboGroups.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => variants.id, { onDelete: 'cascade' }),
    count: integer().notNull().default(1),
    /** Cents added to the combo when chosen. */
    priceMarkup: integer().notNull().default(0),
    upsales: jsonb().$type<number[]>().notNull().default([]),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('combo_items_uq').on(t.groupId, t.code), index('combo_items_menu_idx').on(t.menuId)],
);

/** Bundles: a set menu of fixed items served in courses (menuInfo.setmenus). Prices in cents. */
export const setMenus = pgTable(
  'set_menus',
  {
    id: id(),
    menuId: menuRef(),
    code: text().notNull(),
    name: text().notNull(),
    /** Translations of `name` by locale (issue 27 item 11; docs/venue-format.md "Translations"). */
    nameI18n: nameI18n(),
    content: text().notNull().default(''),
    contentI18n: textI18n('content_i18n'),
    price: integer().notNull(),
    cost: integer().notNull().default(0),
    sku: text().notNull().default(''),
    status: integer().notNull().default(1),
    icon: text().notNull().default(''),
    iconType: smallint().notNull().default(0),
    iconPattern: text().notNull().default(''),
    sequence: integer().notNull().default(0),
    /** Where it is sold: bits of `CHANNEL` (src/domain/channels.ts), 15 = everywhere. */
    channels: smallint().notNull().default(15),
  },
  (t) => [uniqueIndex('set_menus_uq').on(t.menuId, t.code)],
);

/** An item of a set menu; `course` = venue order sequence (0 = none). `variantId` null = diner chooses. */
export const setMenuItems = pgTable(
  'set_menu_items',
  {
    id: id(),
    menuId: menuRef(),
    setMenuId: integer()
      .notNull()
      .references(() => setMenus.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => variants.id, { onDelete: 'cascade' }),
    count: integer().notNull().default(1),
    course: integer().notNull().default(0),
    priceMarkup: integer().notNull().default(0),
    sequence: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('set_menu_items_uq').on(t.setMenuId, t.code), index('set_menu_items_menu_idx').on(t.menuId)],
);

/**
 * Tags (storefront.md §9) of a product, combo or set menu: exactly one owner column is set.
 * type 1 promo, 71 dietary, 72 spicy.
 */
export const itemTags = pgTable(
  'item_tags',
  {
    id: id(),
    menuId: menuRef(),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    comboId: integer().references(() => combos.id, { onDelete: 'cascade' }),
    setMenuId: integer().references(() => setMenus.id, { onDelete: 'cascade' }),
    type: integer().notNull(),
    tag: integer().notNull(),
  },
  (t) => [index('item_tags_menu_idx').on(t.menuId)],
);

/**
 * What one unit of a product, variant or modifier takes from an ingredient (exactly one owner column
 * is set). Only `inventoryPolicy` 1 counts for stock (storefront.md §5).
 */
export const ingredientLinks = pgTable(
  'ingredient_links',
  {
    id: id(),
    menuId: menuRef(),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer().references(() => variants.id, { onDelete: 'cascade' }),
    modifierId: integer().references(() => modifiers.id, { onDelete: 'cascade' }),
    ingredientId: integer()
      .notNull()
      .references(() => ingredients.id, { onDelete: 'cascade' }),
    measureId: integer()
      .notNull()
      .references(() => ingredientMeasures.id, { onDelete: 'cascade' }),
    count: integer().notNull().default(1),
    inventoryPolicy: smallint().notNull().default(1),
    /** Stable key within the menu: owner and position in the file, e.g. 'p12#0', so re-imports keep ids. */
    key: text().notNull(),
  },
  (t) => [uniqueIndex('ingredient_links_uq').on(t.menuId, t.key), index('ingredient_links_ingredient_idx').on(t.ingredientId)],
);

/**
 * Coupons (§3.6) of a venue, found by `shortCode` (the promo code, case-insensitive). `userOnly`
 * coupons need a registered member ('user only'); `usageLimitUser` > 0 caps redemptions per user
 * ('exist already'), `usageLimitTotal` > 0 caps them all together. `type` 2 fixed cents off, else `value` = percent paid.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    venueId: integer().notNull(),
    code: text().notNull(),
    shortCode: text().notNull(),
    name: text().notNull(),
    mode: smallint().notNull().default(0),
    scenario: smallint().notNull().default(0),
    type: smallint().notNull().default(2),
    /** 'all' | 'table' | 'online'. */
    scope: text().notNull().default('all'),
    value: integer().notNull(),
    minimumOrder: integer().notNull().default(0),
    validdays: integer().notNull().default(0),
    validstart: seconds().notNull().default(0),
    validend: seconds().notNull().default(0),
    validtype: smallint().notNull().default(0),
    validweeks: text().notNull().default(''),
    validStartTime: text().notNull().default(''),
    validEndTime: text().notNull().default(''),
    usageLimitUser: integer().notNull().default(0),
    /** Redemptions of the coupon by all diners together at most (0 = no limit); 'exist already' beyond. */
    usageLimitTotal: integer().notNull().default(0),
    userOnly: boolean().notNull().default(false),
    /** 1 active. */
    status: smallint().notNull().default(1),
  },
  (t) => [uniqueIndex('coupons_short_code_uq').on(t.venueId, sql`lower(${t.shortCode})`), uniqueIndex('coupons_code_uq').on(t.venueId, t.code)],
);

// ————————————————————————————————————————————————————————————— uploaded photos

/** Binary column (Buffer in Node; PGlite may hand back a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
});

/**
 * The encoded variants of images uploaded through brand files (issue 15; photos.ts): one row per file,
 * named `<content hash>-<width>.<avif|webp>`, served at `/media/photos/<name>` as immutable. Rows are
 * never changed; the same upload imported again writes nothing.
 */
export const catalogPhotos = pgTable('catalog_photos', {
  name: text().primaryKey(),
  /** 'image/avif' or 'image/webp'. */
  type: text().notNull(),
  data: bytea().notNull(),
  createdAt: createdAt(),
});

// ————————————————————————————————————————————————————————————— sold out now, pause and busy (issue 23 items 3, 4)

/**
 * Staff marks on stock counters (issue 23 item 3 "Sold out now"): one row per marked item of a venue —
 * `kind` 'product' | 'variant' | 'modifier' | 'ingredient' and the row's id. The mark itself is written
 * on the item (status 13, or inventory 2 with `stocks` = the count left); this row keeps what the item
 * was before (`prevStatus`, `prevInventory`, `prevStocks`, the brand file's values) so "back in stock"
 * restores it, and when it comes back by itself: `backAt` (seconds since the epoch, 0 = by hand only).
 */
export const stockMarks = pgTable(
  'stock_marks',
  {
    id: id(),
    venueId: venueRef(),
    kind: text().notNull(),
    itemId: integer().notNull(),
    /** 'soldOut' or 'count'. */
    mode: text().notNull(),
    prevStatus: integer().notNull(),
    prevInventory: smallint().notNull(),
    prevStocks: integer().notNull(),
    /** Seconds since the epoch when it comes back by itself; 0 = only by hand. */
    backAt: bigint({ mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('stock_marks_item_uq').on(t.kind, t.itemId), index('stock_marks_venue_idx').on(t.venueId, t.backAt)],
);

/**
 * A venue's service state set by staff (issue 23 item 4): pauses of online ordering per order category
 * type (`pauses`: type → seconds since the epoch the pause ends; -1 = until resumed) and busy mode
 * (`busyMinutes` added to ASAP ready times, 0 = off).
 */
export const venueService = pgTable('venue_service', {
  venueId: integer()
    .primaryKey()
    .references(() => venues.id, { onDelete: 'cascade' }),
  pauses: jsonb().$type<Record<string, number>>().notNull().default({}),
  busyMinutes: integer().notNull().default(0),
  updatedAt: updatedAt(),
});
