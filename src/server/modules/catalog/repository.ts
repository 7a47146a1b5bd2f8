/**
 * Read side of the venue catalogue: venues, menus, home banners and stores, tables — in exactly the
 * domain shapes of `src/domain/types.ts` (storefront.md §3), which GraphQL `venueInfo`, `venueMenus`,
 * `menuInfo`, `productList`, `menuCheckInfo`, `indexInfo`, `indexStores` and `orderResInfo` serve.
 *
 * Money is integer cents everywhere; rates are fractions; times 'HH:mm'. A whole menu loads with one
 * query per table (run together) and is assembled in memory.
 */
import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildVenueConfig } from '../../../domain/venue-config';
import type {
  BundleItem,
  CategoryType,
  Combo,
  Ingredient,
  IngredientLink,
  InventoryMode,
  Menu,
  MenuCategory,
  Modifier,
  OpenTime,
  Product,
  SetMenu,
  Tag,
  Variant,
  Venue,
  VenueMenuSummary,
} from '../../../domain/types';
import { LINE_TYPE } from '../../../domain/types';
import { preparedRead, type Db } from '../../platform/db/client';
import * as s from './schema';

/** A home-page banner (indexInfo.banners). */
export interface Banner {
  /** Default image URL. */
  url: string;
  /** JSON map of min viewport width in px → image URL, e.g. '{"0":"…/small.svg","600":"…/large.svg"}'. */
  img_set: string;
}

/** A featured store card on the home page (indexStores). */
export interface IndexStore {
  name: string;
  logo: string;
  cover: string;
  code: string;
  /** Decimal degrees; null when the brand file gives none (the home page's distance, storefront.md §2.5). */
  latitude: number | null;
  longitude: number | null;
}

/** When a menu is offered (advanced menus); a menu without times follows the venue's opening hours. */
export interface MenuTime {
  menu_id: number;
  week: number;
  t_start: string;
  t_end: string;
}

const inventory = (n: number) => n as InventoryMode;

// ————————————————————————————————————————————————————————————— venues

/**
 * The venue by code, or by numeric id when `codeOrId` is a number or all digits and no venue has that
 * code (route `/:id`, storefront.md §2.1). Config is merged over the defaults (`buildVenueConfig`).
 * Null when unknown. One query. Spec: storefront.md §3 Venue.
 */
export async function findVenue(db: Db, codeOrId: string | number): Promise<Venue | null> {
  // One round trip: the id look-up of `findVenueId` (code first, then numeric id) as a subquery.
  const key = String(codeOrId).trim();
  if (!key) return null;
  const asId = /^\d{1,9}$/.test(key) ? Number(key) : undefined;
  const venueId = sql`(select x.id from ${s.venues} x where x.code = ${key}${asId === undefined ? sql`` : sql` or x.id = ${asId}`} order by (x.code = ${key}) desc limit 1)`;
  const [row] = await queryJson<{ venue: JsonRow<typeof s.venues.$inferSelect>; parts: VenueParts }>(
    db,
    sql`select row_to_json(v) as venue, json_build_object(
      'opentime', ${agg(s.venueOpenTimes, 'venue_id', 'v', 'week, t_start, id')},
      'categories', ${agg(s.venueOrderCategories, 'venue_id', 'v', 'sequence, id')},
      'caps', ${agg(s.venueCapabilities, 'venue_id', 'v', 'cap')},
      'payments', ${agg(s.venuePayments, 'venue_id', 'v', 'sequence, id')},
      'zones', ${agg(s.venueDeliveryZones, 'venue_id', 'v', 'sequence, id')},
      'sequences', ${agg(s.venueOrderSequences, 'venue_id', 'v', 'sequence')},
      'taxes', ${agg(s.venueTaxes, 'venue_id', 'v', 'sequence, id')},
      'stores', ${agg(s.stores, 'venue_id', 'v', 'sequence, id')},
      'posters', ${agg(s.posters, 'venue_id', 'v', 'sequence, id')},
      'platforms', ${agg(s.onlinePlatforms, 'venue_id', 'v', 'sequence, id')},
      'service', (select json_build_object('pauses', x.pauses, 'busy', x.busy_minutes) from ${s.venueService} x where x.venue_id = v.id)
    ) as parts from ${s.venues} v where v.id = ${venueId}`,
  );
  if (!row) return null;
  const { venue: v, parts } = row;
  return withService({
    id: v.id,
    type: v.type,
    code: v.code,
    name: v.name,
    status: v.status,
    logo: v.logo,
    introduction: v.introduction,
    introduction_i18n: JSON.stringify(v.introduction_i18n ?? {}),
    announcement_i18n: JSON.stringify(v.announcement_i18n ?? {}),
    tableanncmnt_i18n: JSON.stringify(v.tableanncmnt_i18n ?? {}),
    keywords: v.keywords,
    pauseuntil: Number(v.pauseuntil),
    pauses: [],
    busy_minutes: 0,
    cover: v.cover,
    coverset: v.coverset,
    announcement: v.announcement,
    tableanncmnt: v.tableanncmnt,
    country: v.country,
    state: v.state,
    city: v.city,
    street1: v.street1,
    postcode: v.postcode,
    callnumber: v.callnumber,
    support_number: v.support_number,
    posters: parts.posters.map((p) => ({
      id: p.id,
      scope: p.scope,
      model: p.model,
      title: p.title,
      content: p.content,
      pic: p.pic,
      action_text: p.action_text,
      title_i18n: p.title_i18n,
      content_i18n: p.content_i18n,
      action_text_i18n: p.action_text_i18n,
    })),
    config: buildVenueConfig(v.config),
    opentime: parts.opentime.map(
      (o): OpenTime => ({ week: o.week, t_start: o.t_start, t_end: o.t_end, available_markets: o.available_markets }),
    ),
    order_categories: parts.categories.map((c) => ({ name: c.name, type: c.type as CategoryType })),
    online_platforms: parts.platforms.map((p) => ({ link: p.link, logo: p.logo, name: p.name, pid: p.pid })),
    capability: parts.caps.map((c) => ({ cap: c.cap })),
    payments: parts.payments.map((p) => ({
      surcharge: p.surcharge,
      pid: p.pid,
      mode: p.mode,
      shopper_statement: p.shopper_statement,
      name: p.name,
    })),
    deliveries: parts.zones.map((z) => ({ id: z.id, geos: z.geos, free: z.free, min: z.min, fee: z.fee, name: z.name, suburbs: z.suburbs })),
    order_sequences: parts.sequences.map((q) => ({ name: q.name, name_i18n: JSON.stringify(q.name_i18n ?? {}), sequence: q.sequence })),
    taxes: parts.taxes.map((t) => ({ attr: t.attr, categories: t.categories, name: t.name, name_i18n: t.name_i18n, rate: t.rate, type: t.type })),
    stores: parts.stores.map((x) => ({ id: x.id, name: x.name })),
  }, parts.service);
}

const BUSY_KEYS = ['order_book_counter_wait_min', 'order_book_take_away_min', 'order_book_delivery_min'] as const;

/**
 * The venue with the staff's service state (issue 23 item 4, availability.ts): `pauses` per category
 * type; `pauseuntil` also carries a pause of every non-table type the venue offers (the earliest end),
 * so a client that reads only the spec's field sees the venue paused; busy minutes added to the minimum
 * minutes of each category (the earliest slot and the ASAP ready time) and answered as `busy_minutes`.
 */
function withService(venue: Venue, service: VenueParts['service']): Venue {
  const pauses = Object.entries(service?.pauses ?? {})
    .map(([type, until]) => ({ type: Number(type), until: Number(until) }))
    .filter((p) => p.until > 0);
  const busy = service?.busy ?? 0;
  const online = venue.order_categories.filter((c) => c.type !== 2 && c.type !== 6);
  const ends = online.map((c) => pauses.find((p) => p.type === c.type)?.until ?? 0);
  const allPaused = ends.length > 0 && ends.every((u) => u > 0);
  const config = busy > 0 ? { ...venue.config, ...Object.fromEntries(BUSY_KEYS.map((k) => [k, Number(venue.config[k]) + busy])) } : venue.config;
  return { ...venue, pauseuntil: allPaused ? Math.max(venue.pauseuntil, Math.min(...ends)) : venue.pauseuntil, pauses, busy_minutes: busy, config };
}

interface VenueParts {
  service: { pauses: Record<string, number>; busy: number } | null;
  opentime: JsonRow<typeof s.venueOpenTimes.$inferSelect>[];
  categories: JsonRow<typeof s.venueOrderCategories.$inferSelect>[];
  caps: JsonRow<typeof s.venueCapabilities.$inferSelect>[];
  payments: JsonRow<typeof s.venuePayments.$inferSelect>[];
  zones: JsonRow<typeof s.venueDeliveryZones.$inferSelect>[];
  sequences: JsonRow<typeof s.venueOrderSequences.$inferSelect>[];
  taxes: JsonRow<typeof s.venueTaxes.$inferSelect>[];
  stores: JsonRow<typeof s.stores.$inferSelect>[];
  posters: JsonRow<typeof s.posters.$inferSelect>[];
  platforms: JsonRow<typeof s.onlinePlatforms.$inferSelect>[];
}

/** The id of the venue with this code (or numeric id, as `findVenue`), or null. One cheap query. */
export async function findVenueId(db: Db, codeOrId: string | number): Promise<number | null> {
  const key = String(codeOrId).trim();
  if (!key) return null;
  const asId = /^\d{1,9}$/.test(key) ? Number(key) : undefined;
  const rows = await db
    .select({ id: s.venues.id, code: s.venues.code })
    .from(s.venues)
    .where(asId === undefined ? eq(s.venues.code, key) : or(eq(s.venues.code, key), eq(s.venues.id, asId)));
  return (rows.find((r) => r.code === key) ?? rows[0])?.id ?? null;
}

/**
 * The venue's menus for the menu selector, in menu order (storefront.md §3 "Venue menus"). `status` is
 * the stored one (1 = open); combine with `listMenuTimes` for time-based availability.
 */
export async function listVenueMenus(db: Db, venueId: number): Promise<VenueMenuSummary[]> {
  const rows = await db.select().from(s.menus).where(eq(s.menus.venueId, venueId)).orderBy(asc(s.menus.sequence), asc(s.menus.id));
  return rows.map((m) => ({ id: m.id, icon: m.icon, name: m.name, status: m.status, name_i18n: m.nameI18n }));
}

/** Weekly times of the venue's menus (weekday 0 = Sunday; 'HH:mm' in the venue's timezone). */
export async function listMenuTimes(db: Db, venueId: number): Promise<MenuTime[]> {
  const rows = await db
    .select({ menuId: s.menuTimes.menuId, week: s.menuTimes.week, tStart: s.menuTimes.tStart, tEnd: s.menuTimes.tEnd })
    .from(s.menuTimes)
    .innerJoin(s.menus, eq(s.menus.id, s.menuTimes.menuId))
    .where(eq(s.menus.venueId, venueId))
    .orderBy(asc(s.menuTimes.menuId), asc(s.menuTimes.week), asc(s.menuTimes.tStart));
  return rows.map((r) => ({ menu_id: r.menuId, week: r.week, t_start: r.tStart, t_end: r.tEnd }));
}

// ————————————————————————————————————————————————————————————— menu

/**
 * A whole menu of the venue (storefront.md §3 Menu): categories (with the Combos / Set Menus list
 * categories, CATEGORY_KIND, when the menu has bundles), taxes, the ingredients its items link,
 * modifiers, products (category order, then sequence), combos and set menus. `menuId` absent: the
 * venue's first open menu, else its first menu. Null when the venue has no such menu.
 *
 * Bundle items: `id` = `tid` = the item's id, `pid`/`sid` its product and variant (0 = none), `cid` the
 * product's category, `sequence` the course (set menus; 0 for combos), `price` the component's original
 * price (the variant's when fixed), `type` 21 with a variant else 2, stock fields from the variant when
 * fixed else the product, `ingredients`/`tax_ids`/`modifier_ids` the product's; set-menu items without a
 * fixed variant carry the product's `variants` to choose from.
 */
export async function loadMenu(db: Db, venueId: number, menuId?: number): Promise<Menu | null> {
  const row = await fetchMenuRow(db, venueId, menuId);
  return row ? assembleMenu(row) : null;
}

/** One menu as the database answers it: the menu row and every table below it as JSON rows. */
export interface MenuRow {
  menu: JsonRow<typeof s.menus.$inferSelect>;
  parts: MenuParts;
}

/** The raw rows of `loadMenu` (one query), or null. */
export async function fetchMenuRow(db: Db, venueId: number, menuId?: number): Promise<MenuRow | null> {
  const [row] = await queryJson<MenuRow>(
    db,
    sql`with m as (
      select * from ${s.menus} where venue_id = ${venueId} ${menuId ? sql`and id = ${menuId}` : sql``}
      order by (status = 1) desc, sequence, id limit 1
    ), l as (select distinct ingredient_id from ${s.ingredientLinks} where menu_id = (select id from m))
    select row_to_json(m) as menu, json_build_object(
      'categories', ${agg(s.menuCategories, 'menu_id', 'm', 'sequence, id')},
      'taxes', ${agg(s.menuTaxes, 'menu_id', 'm', 'sequence, id')},
      'products', ${agg(s.products, 'menu_id', 'm', 'sequence, id')},
      'variants', ${agg(s.variants, 'menu_id', 'm', 'sequence, id')},
      'groups', ${agg(s.modifierGroups, 'menu_id', 'm', 'sequence, id')},
      'options', ${agg(s.modifiers, 'menu_id', 'm', 'sequence, id')},
      'productGroups', ${agg(s.productModifierGroups, 'menu_id', 'm', 'sequence')},
      'productTaxes', ${agg(s.productTaxes, 'menu_id', 'm', 'tax_id')},
      'tags', ${agg(s.itemTags, 'menu_id', 'm', 'id')},
      'links', ${agg(s.ingredientLinks, 'menu_id', 'm', 'id')},
      'combos', ${agg(s.combos, 'menu_id', 'm', 'sequence, id')},
      'comboGroups', ${agg(s.comboGroups, 'menu_id', 'm', 'sequence, id')},
      'comboItems', ${agg(s.comboItems, 'menu_id', 'm', 'sequence, id')},
      'setMenus', ${agg(s.setMenus, 'menu_id', 'm', 'sequence, id')},
      'setMenuItems', ${agg(s.setMenuItems, 'menu_id', 'm', 'course, sequence, id')},
      'ingredients', (select coalesce(json_agg(x order by x.id), '[]') from ${s.ingredients} x where x.id in (select ingredient_id from l)),
      'measures', (select coalesce(json_agg(x order by x.id), '[]') from ${s.ingredientMeasures} x where x.ingredient_id in (select ingredient_id from l))
    ) as parts from m`,
  );
  return row ?? null;
}

/**
 * What can change in a menu between two imports: the stock state of its items. `stamp` is the menu
 * row's `updated_at` as JSON text, as `MenuRow.menu.updated_at` holds it (every import of the venue
 * rewrites it in the same transaction as the menu's items). Each list holds `[id, inventory, status,
 * stocks]` of every product, variant, modifier and linked ingredient that is tracked (inventory 2) or
 * not available (status other than 1); every row not listed is untracked and available. Null when the
 * venue has no such menu. One small query.
 */
export interface MenuStock {
  id: number;
  stamp: string;
  products: StockState[];
  variants: StockState[];
  options: StockState[];
  ingredients: StockState[];
}

/** `[id, inventory (1 untracked, 2 tracked), status (1 available, 13 sold out…), stocks]`. */
export type StockState = [number, number, number, number];

/** The stock-state rows of one table as a JSON array (`StockState[]`), for `stockStatement`. */
const stockStates = (table: string, where: string) =>
  `(select coalesce(json_agg(json_build_array(x.id, x.inventory, x.status, x.stocks)), '[]') from ${table} x where ${where} and (x.inventory <> 1 or x.status <> 1))`;

/** The text of the stock read: `$1` the venue, `$2` the menu when `byMenu` (else the venue's first open menu). */
const stockStatement = (byMenu: boolean) => `with m as (
    select id, updated_at from menus where venue_id = $1 ${byMenu ? 'and id = $2' : ''}
    order by (status = 1) desc, sequence, id limit 1
  )
  select m.id, to_json(m.updated_at) #>> '{}' as stamp,
    ${stockStates('products', 'x.menu_id = m.id')} as products,
    ${stockStates('variants', 'x.menu_id = m.id')} as variants,
    ${stockStates('modifiers', 'x.menu_id = m.id')} as options,
    ${stockStates('ingredients', 'x.id in (select ingredient_id from ingredient_links where menu_id = m.id)')} as ingredients
  from m`;

// Every placement runs it: planning its four subqueries costs more than running them (partial indexes
// `*_stock_state_idx` list the few rows), so the plan is kept (platform/db/client.ts preparedRead).
const stockOfMenu = preparedRead<MenuStock>('platter_menu_stock', stockStatement(true), ['integer', 'integer']);
const stockOfFirstMenu = preparedRead<MenuStock>('platter_first_menu_stock', stockStatement(false), ['integer']);

/** The menu's stamp and stock states (see `MenuStock`); same menu choice as `loadMenu`. */
export async function fetchMenuStock(db: Db, venueId: number, menuId?: number): Promise<MenuStock | null> {
  const [row] = menuId ? await stockOfMenu(db, [venueId, menuId]) : await stockOfFirstMenu(db, [venueId]);
  return row ?? null;
}

/** The domain `Menu` of raw menu rows (pure; see `loadMenu`). */
export function assembleMenu(row: MenuRow): Menu {
  const { menu, parts } = row;
  const lookups = menuLookups(parts);
  const products = assembleProducts(parts, lookups);
  const { combos, setmenus } = assembleBundles(parts, lookups, products);
  return {
    id: menu.id,
    store_id: menu.store_id ?? 0,
    name: menu.name,
    categories: parts.categories.map((c): MenuCategory => ({ id: c.id, name: c.name, pattern: c.pattern, type: c.type, name_i18n: c.name_i18n })),
    taxes: parts.taxes.map((t) => ({ id: t.id, attr: t.attr, name: t.name, name_i18n: t.name_i18n, rate: t.rate })),
    ingredients: assembleIngredients(parts, lookups),
    modifiers: assembleModifiers(parts, lookups),
    products,
    combos,
    setmenus,
  };
}

/** `rows` grouped by `key` in row order; rows whose key is null or undefined are left out. */
function groupOf<K, V>(rows: readonly V[], key: (v: V) => K | null | undefined): Map<K, V[]> {
  const map = new Map<K, V[]>();
  for (const item of rows) {
    const k = key(item);
    if (k === null || k === undefined) continue;
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

/** The rows of a menu grouped by what they belong to, built once per assembly. */
function menuLookups(parts: MenuParts) {
  const { categories, taxes, variants, options, productGroups, productTaxes, tags, links, comboGroups, comboItems, setMenuItems, measures } = parts;
  return {
    linksByProduct: groupOf(links, (l) => l.product_id),
    linksByVariant: groupOf(links, (l) => l.variant_id),
    linksByModifier: groupOf(links, (l) => l.modifier_id),
    tagsByProduct: groupOf(tags, (t) => t.product_id),
    tagsByCombo: groupOf(tags, (t) => t.combo_id),
    tagsBySetMenu: groupOf(tags, (t) => t.set_menu_id),
    measuresByIngredient: groupOf(measures, (m) => m.ingredient_id),
    optionsByGroup: groupOf(options, (o) => o.group_id),
    groupsByProduct: groupOf(productGroups, (g) => g.product_id),
    /** Tax id → its position in the menu's taxes (a product's tax_ids follow it). */
    taxSequence: new Map(taxes.map((t, i) => [t.id, i])),
    taxesByProduct: groupOf(productTaxes, (t) => t.product_id),
    variantsByProduct: groupOf(variants, (v) => v.product_id),
    categoryById: new Map(categories.map((c, i) => [c.id, { row: c, position: i }])),
    itemsByComboGroup: groupOf(comboItems, (i) => i.group_id),
    groupsByCombo: groupOf(comboGroups, (g) => g.combo_id),
    itemsBySetMenu: groupOf(setMenuItems, (i) => i.set_menu_id),
  };
}
type MenuLookups = ReturnType<typeof menuLookups>;

const toLink = (l: MenuParts['links'][number]): IngredientLink => ({
  id: l.id,
  count: l.count,
  ingredient_id: l.ingredient_id,
  measure_id: l.measure_id,
  inventory_policy: l.inventory_policy,
});
const toTag = (t: MenuParts['tags'][number]): Tag => ({ type: t.type, tag: t.tag });

/** The ingredients the menu's links name, each with its measures. */
function assembleIngredients({ ingredients }: MenuParts, { measuresByIngredient }: MenuLookups): Ingredient[] {
  return ingredients.map((g) => ({
    id: g.id,
    name: g.name,
    inventory: inventory(g.inventory),
    status: g.status,
    stocks: g.stocks,
    stock_conversion: g.stock_conversion,
    threshold: g.threshold,
    tid: 0,
    type: g.type,
    measures: (measuresByIngredient.get(g.id) ?? []).map((m) => ({ id: m.id, units: m.units })),
  }));
}

/** Every modifier option of the menu, group by group, each carrying its group's id, name, limits and position. */
function assembleModifiers({ groups }: MenuParts, { optionsByGroup, linksByModifier }: MenuLookups): Modifier[] {
  return groups.flatMap((g, position) =>
    (optionsByGroup.get(g.id) ?? []).map(
      (o): Modifier => ({
        id: o.id,
        name: o.name,
        name_i18n: o.name_i18n,
        price: o.price,
        icon: o.icon,
        modifier_id: g.id,
        modifier_name: g.name,
        modifier_name_i18n: g.name_i18n,
        modifier_limit: g.limit,
        limit: o.limit,
        modifier_pos: position,
        type: o.type,
        modifier_minimum: g.minimum,
        status: o.status,
        inventory: inventory(o.inventory),
        stocks: o.stocks,
        threshold: o.threshold,
        ingredients: (linksByModifier.get(o.id) ?? []).map(toLink),
        allergens: o.allergens ?? null,
      }),
    ),
  );
}

/**
 * The menu's products in category order, then their own sequence, then id; each with its variants,
 * tax ids (in the menu's tax order), modifier option ids, ingredient links and tags.
 */
function assembleProducts({ products }: MenuParts, lookups: MenuLookups): Product[] {
  const { categoryById, taxesByProduct, taxSequence, groupsByProduct, optionsByGroup, linksByProduct, linksByVariant, variantsByProduct, tagsByProduct } = lookups;
  const toVariant = (v: MenuParts['variants'][number]): Variant => ({
    id: v.id,
    name: v.name,
    name_i18n: v.name_i18n,
    code: v.code,
    icon: v.icon,
    price: v.price,
    status: v.status,
    stocks: v.stocks,
    inventory: inventory(v.inventory),
    ingredients: (linksByVariant.get(v.id) ?? []).map(toLink),
    allergens: v.allergens ?? null,
  });
  return products
    .map((p) => ({ p, position: categoryById.get(p.category_id)?.position ?? Number.MAX_SAFE_INTEGER }))
    .sort((a, b) => a.position - b.position || a.p.sequence - b.p.sequence || a.p.id - b.p.id)
    .map(({ p }) => ({
      id: p.id,
      name: p.name,
      content: p.content,
      sequence: p.sequence,
      category_name: categoryById.get(p.category_id)?.row.name ?? '',
      category_id: p.category_id,
      price: p.price,
      price_markup: p.price_markup,
      status: p.status,
      inventory: inventory(p.inventory),
      stocks: p.stocks,
      code: p.code,
      icon: p.icon,
      icon_type: p.icon_type,
      icon_pattern: p.icon_pattern,
      soldby: p.soldby,
      tax_ids: (taxesByProduct.get(p.id) ?? [])
        .map((t) => t.tax_id)
        .sort((a, b) => (taxSequence.get(a) ?? 0) - (taxSequence.get(b) ?? 0)),
      modifier_ids: (groupsByProduct.get(p.id) ?? []).flatMap((g) => (optionsByGroup.get(g.group_id) ?? []).map((o) => o.id)),
      ingredients: (linksByProduct.get(p.id) ?? []).map(toLink),
      variants: (variantsByProduct.get(p.id) ?? []).map(toVariant),
      tags: (tagsByProduct.get(p.id) ?? []).map(toTag),
      name_i18n: p.name_i18n,
      content_i18n: p.content_i18n,
      channels: p.channels,
      allergens: p.allergens ?? null,
    }));
}

/** The menu's combos (groups of items) and set menus (items by course); items whose product is gone are left out. */
function assembleBundles({ combos, setMenus }: MenuParts, lookups: MenuLookups, products: readonly Product[]): { combos: Combo[]; setmenus: SetMenu[] } {
  const { tagsByCombo, tagsBySetMenu, groupsByCombo, itemsByComboGroup, itemsBySetMenu } = lookups;
  const productById = new Map(products.map((p) => [p.id, p]));
  const isItem = (i: BundleItem | null): i is BundleItem => i !== null;
  return {
    combos: combos.map((c) => ({
      ...bundleBase(c, (tagsByCombo.get(c.id) ?? []).map(toTag)),
      groups: (groupsByCombo.get(c.id) ?? []).map((g) => ({
        id: g.id,
        name: g.name,
        name_i18n: g.name_i18n,
        limits: g.limits,
        items: (itemsByComboGroup.get(g.id) ?? []).map((i) => bundleItem(productById, i, { sequence: 0, upsales: i.upsales, setMenu: false })).filter(isItem),
      })),
    })),
    setmenus: setMenus.map((m) => ({
      ...bundleBase(m, (tagsBySetMenu.get(m.id) ?? []).map(toTag)),
      items: (itemsBySetMenu.get(m.id) ?? []).map((i) => bundleItem(productById, i, { sequence: i.course, upsales: [], setMenu: true })).filter(isItem),
    })),
  };
}

/** The fields combos and set menus share. */
function bundleBase(b: MenuParts['combos'][number], bundleTags: Tag[]) {
  return {
    code: b.code,
    cost: b.cost,
    icon: b.icon,
    icon_pattern: b.icon_pattern,
    icon_type: b.icon_type,
    id: b.id,
    name: b.name,
    name_i18n: b.name_i18n,
    price: b.price,
    sku: b.sku,
    status: b.status,
    content: b.content,
    content_i18n: b.content_i18n,
    tags: bundleTags,
    channels: b.channels,
  };
}

/** A combo or set-menu item (see `loadMenu` "Bundle items"), or null when its product is not on the menu. */
function bundleItem(
  productById: ReadonlyMap<number, Product>,
  row: { id: number; product_id: number; variant_id: number | null; count: number; price_markup: number },
  extra: { sequence: number; upsales: number[]; setMenu: boolean },
): BundleItem | null {
  const product = productById.get(row.product_id);
  if (!product) return null;
  const variant = row.variant_id ? product.variants.find((v) => v.id === row.variant_id) : undefined;
  const stock = variant ?? product;
  const item: BundleItem = {
    count: row.count,
    id: row.id,
    name: variant ? `${product.name}(${variant.name})` : product.name,
    content: product.content,
    pid: product.id,
    sequence: extra.sequence,
    sid: variant?.id ?? 0,
    tid: row.id,
    cid: product.category_id,
    type: variant ? LINE_TYPE.productVariant : LINE_TYPE.product,
    price: variant ? variant.price : product.price,
    upsales: extra.upsales,
    price_markup: row.price_markup,
    stocks: stock.stocks,
    inventory: stock.inventory,
    status: stock.status,
    icon: (variant?.icon || product.icon) ?? '',
    icon_type: product.icon_type,
    icon_pattern: product.icon_pattern,
    tax_ids: product.tax_ids,
    modifier_ids: product.modifier_ids,
    ingredients: product.ingredients,
  };
  if (extra.setMenu) item.variants = variant ? [] : product.variants;
  return item;
}

// ————————————————————————————————————————————————————————————— home

/**
 * Featured stores for the home page (indexStores, storefront.md §2.5): featured venues of every brand,
 * or of the brand with `brandCode`, in brand then venue order; `count` (default 100) from `index`.
 */
export async function listFeaturedStores(
  db: Db,
  options: { brandCode?: string; count?: number; index?: number } = {},
): Promise<IndexStore[]> {
  const count = options.count && options.count > 0 ? options.count : 100;
  const rows = await db
    .select({ name: s.venues.name, logo: s.venues.logo, cover: s.venues.cover, code: s.venues.code, latitude: s.venues.latitude, longitude: s.venues.longitude })
    .from(s.venues)
    .innerJoin(s.brands, eq(s.brands.id, s.venues.brandId))
    .where(options.brandCode ? and(eq(s.venues.featured, true), eq(s.brands.code, options.brandCode)) : eq(s.venues.featured, true))
    .orderBy(asc(s.brands.id), asc(s.venues.sequence), asc(s.venues.id))
    .limit(count)
    .offset(Math.max(0, options.index ?? 0));
  return rows;
}

/**
 * Home-page banners (indexInfo.banners, storefront.md §2.5) of every brand, or of the brand with
 * `brandCode`, in brand then file order. `img_set` is a JSON string (see `Banner`).
 */
export async function listBanners(db: Db, brandCode?: string): Promise<Banner[]> {
  const rows = await db
    .select({ url: s.banners.url, imgSet: s.banners.imgSet })
    .from(s.banners)
    .innerJoin(s.brands, eq(s.brands.id, s.banners.brandId))
    .where(brandCode ? eq(s.brands.code, brandCode) : undefined)
    .orderBy(asc(s.brands.id), asc(s.banners.sequence), asc(s.banners.id));
  return rows.map((b) => ({ url: b.url, img_set: JSON.stringify(b.imgSet) }));
}

// ————————————————————————————————————————————————————————————— JSON row helpers

/** 'priceMarkup' → 'price_markup' (the SQL column name under `casing: 'snake_case'`). */
type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;

/** A table row as `row_to_json` / `json_agg` gives it: snake_case keys, timestamps as strings. */
type JsonRow<T> = { [K in keyof T & string as Snake<K>]: T[K] extends Date ? string : T[K] };

export interface MenuParts {
  categories: JsonRow<typeof s.menuCategories.$inferSelect>[];
  taxes: JsonRow<typeof s.menuTaxes.$inferSelect>[];
  products: JsonRow<typeof s.products.$inferSelect>[];
  variants: JsonRow<typeof s.variants.$inferSelect>[];
  groups: JsonRow<typeof s.modifierGroups.$inferSelect>[];
  options: JsonRow<typeof s.modifiers.$inferSelect>[];
  productGroups: JsonRow<typeof s.productModifierGroups.$inferSelect>[];
  productTaxes: JsonRow<typeof s.productTaxes.$inferSelect>[];
  tags: JsonRow<typeof s.itemTags.$inferSelect>[];
  links: JsonRow<typeof s.ingredientLinks.$inferSelect>[];
  combos: JsonRow<typeof s.combos.$inferSelect>[];
  comboGroups: JsonRow<typeof s.comboGroups.$inferSelect>[];
  comboItems: JsonRow<typeof s.comboItems.$inferSelect>[];
  setMenus: JsonRow<typeof s.setMenus.$inferSelect>[];
  setMenuItems: JsonRow<typeof s.setMenuItems.$inferSelect>[];
  ingredients: JsonRow<typeof s.ingredients.$inferSelect>[];
  measures: JsonRow<typeof s.ingredientMeasures.$inferSelect>[];
}

/**
 * `(select json_agg(x order by …) from <table> x where x.<fk> = <alias>.id)`, '[]' when empty: one
 * column holding all the rows, which PGlite decodes several times faster than the same rows as rows.
 * `fk`, `alias` and `order` are constants of this module, never input.
 */
function agg(table: PgTable, fk: string, alias: string, order: string): SQL {
  return sql`(select coalesce(json_agg(x order by ${sql.raw(order)}), '[]') from ${table} x where x.${sql.identifier(fk)} = ${sql.raw(alias)}.id)`;
}

/**
 * Runs a query whose columns are JSON (json/jsonb values arrive parsed from node-postgres and from
 * PGlite alike) and returns its rows.
 */
async function queryJson<R>(db: Db, query: SQL): Promise<R[]> {
  const result = (await db.execute(query)) as unknown as { rows: R[] };
  return result.rows;
}
