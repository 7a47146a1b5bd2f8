/**
 * Imports a brand file (docs/venue-format.md): validates it, then upserts the brand, its banners and
 * venues (by venue code) with everything on them in one transaction. A bad file changes nothing.
 *
 * Re-importing the same file changes nothing and keeps every id: rows are upserted by their `code`
 * within their parent (tables by name, keeping their QR codes) and rows no longer in the file are
 * deleted. Venues of the brand that the file does not mention are left alone. Imports are serialised by
 * a transaction-scoped advisory lock, so two processes seeding at once do not collide.
 *
 * Spec: storefront.md §3 (what is stored). Errors: `BAD_INPUT` with params { path, message } naming the
 * first problem, plus `issues` listing all of them.
 */
import { encodeUploads, storePhotos } from './photo-uploads';
import { randomInt } from 'node:crypto';
import { and, eq, getTableColumns, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { err, ok, type Err, type Ok } from '../../../domain/result';
import {
  ORDER_CATEGORY_NAMES,
  channelsOf,
  comboItemCode,
  iconTypeOf,
  inventoryOf,
  listSkipped,
  missingChannels,
  parseBrandFile,
  setMenuItemCode,
  withoutSkipped,
  zoneGeos,
  type BrandFile,
  type AvailableInput,
  type CouponInput,
  type FormatIssue,
  type MenuInput,
  type SkippedItem,
  type VenueInput,
} from './format';
import type { Db } from '../../platform/db/client';
import { catalogGeneration, notifyCatalogChanged } from '../../platform/db/change-feed';
import * as s from './schema';

/** What an import wrote, counted from the file. */
export interface ImportSummary {
  brand: string;
  venues: number;
  menus: number;
  categories: number;
  products: number;
  variants: number;
  modifiers: number;
  combos: number;
  setmenus: number;
  tables: number;
  ingredients: number;
  deliveries: number;
  coupons: number;
  /** What the file holds that was not imported, with JSON paths and why (open-priced items). */
  skipped: SkippedItem[];
  /** Imported items that are not sold everywhere: JSON path, what, and the channels they are not sold on. */
  restricted: { path: string; what: string; notSoldOn: string[] }[];
}

/** A failed import: `BAD_INPUT` with the first problem in params, and every problem in `issues`. */
export type ImportError = Err & { readonly issues: readonly FormatIssue[] };
export type ImportResult = Ok<ImportSummary> | ImportError;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Thrown inside the transaction to roll it back with an input problem found against the database. */
class ImportAbort extends Error {
  constructor(readonly issue: FormatIssue) {
    super(`${issue.path}: ${issue.message}`);
  }
}

const IMPORT_LOCK_KEY = 7_270_001;
const CHUNK_ROWS = 500;

const badInput = (issues: readonly FormatIssue[]): ImportError => ({
  ...err('BAD_INPUT', { path: issues[0].path, message: issues[0].message, errors: issues.length }),
  issues,
});

/**
 * Validates `input` (a parsed JSON value) as a brand file and writes it in one transaction, with the
 * photos encoded from the images it uploads (`data:image/…` URLs; a bad one is `BAD_INPUT` at its path).
 * Returns the counts written, or `BAD_INPUT` { path, message } (e.g. path
 * `venues[0].menus[1].products[3].price`, message 'expected a whole number of cents'); on error the
 * database is unchanged. Database failures other than input problems are thrown.
 */
export async function importBrand(db: Db, input: unknown): Promise<ImportResult> {
  // Uploaded images (data: URLs) become stored AVIF/WebP photo sets (photo-uploads.ts, issue 15).
  const uploads = await encodeUploads(input);
  if (uploads.issues.length > 0) return badInput(uploads.issues);
  const parsed = parseBrandFile(uploads.value);
  if (!parsed.ok) return badInput(parsed.issues);
  const file = withoutSkipped(parsed.value);
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK_KEY})`);
      await storePhotos(tx, uploads.files);
      await writeBrand(tx, file);
      // Cached menu answers and page shells are renewed in every process when this commits.
      await notifyCatalogChanged(tx);
    });
    // This process need not wait for the notification to come back (another hears it a moment later).
    catalogGeneration(db).bump();
  } catch (e) {
    if (e instanceof ImportAbort) return badInput([e.issue]);
    throw e;
  }
  return ok({ ...summarise(file), skipped: listSkipped(parsed.value), restricted: listRestricted(parsed.value) });
}

/** Products, combos and set menus of a valid file not sold on every channel, with their JSON paths (skipped items left out). */
function listRestricted(file: BrandFile): ImportSummary['restricted'] {
  const out: ImportSummary['restricted'] = [];
  const skipped = new Set(listSkipped(file).map((x) => x.path));
  file.venues.forEach((v, vi) =>
    v.menus.forEach((m, mi) => {
      const note = (kind: string, list: readonly { code: string; available?: AvailableInput }[]) =>
        list.forEach((item, i) => {
          const path = `venues[${vi}].menus[${mi}].${kind}[${i}]`;
          const notSoldOn = missingChannels(channelsOf(item.available, v.available));
          if (notSoldOn.length > 0 && !skipped.has(path)) out.push({ path, what: `${kind === 'products' ? 'product' : kind === 'combos' ? 'combo' : 'set menu'} '${item.code}'`, notSoldOn });
        });
      note('products', m.products);
      note('combos', m.combos);
      note('setmenus', m.setmenus);
    }),
  );
  return out;
}

const counted = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * The import report `npm run venue:import` prints (docs/venue-format.md "The import report"): a first
 * line with what was imported, then every skipped item with its JSON path and why, then every item
 * not sold on every channel with the channels it is not sold on. `ms`: how long the import took.
 */
export function describeImport(s: ImportSummary, ms: number): string {
  const parts = [
    counted(s.venues, 'venue'),
    counted(s.menus, 'menu'),
    counted(s.categories, 'category', 'categories'),
    counted(s.products, 'product'),
    counted(s.variants, 'variant'),
    counted(s.modifiers, 'modifier'),
    counted(s.combos, 'combo'),
    counted(s.setmenus, 'set menu'),
    counted(s.tables, 'table'),
    counted(s.ingredients, 'ingredient'),
    counted(s.deliveries, 'delivery zone'),
    counted(s.coupons, 'coupon'),
  ];
  const lines = [`Imported brand '${s.brand}': ${parts.join(', ')} in ${Math.round(ms)} ms`];
  lines.push(s.skipped.length ? `Skipped ${counted(s.skipped.length, 'item')}:` : 'Skipped nothing.');
  for (const x of s.skipped) lines.push(`  ${x.path} (${x.what}): ${x.reason}`);
  if (s.restricted.length) {
    lines.push(`Not sold everywhere: ${counted(s.restricted.length, 'item')}:`);
    for (const x of s.restricted) lines.push(`  ${x.path} (${x.what}): not sold ${x.notSoldOn.map((c) => (c === 'table' ? 'at tables' : c === 'online' ? 'online' : `for ${c}`)).join(', ')}`);
  }
  return lines.join('\n');
}

function summarise(file: BrandFile): Omit<ImportSummary, 'skipped' | 'restricted'> {
  const menus = file.venues.flatMap((v) => v.menus);
  const products = menus.flatMap((m) => m.products);
  return {
    brand: file.brand.code,
    venues: file.venues.length,
    menus: menus.length,
    categories: menus.reduce((n, m) => n + m.categories.length, 0),
    products: products.length,
    variants: products.reduce((n, p) => n + p.variants.length, 0),
    modifiers: menus.reduce((n, m) => n + m.modifiers.reduce((k, g) => k + g.options.length, 0), 0),
    combos: menus.reduce((n, m) => n + m.combos.length, 0),
    setmenus: menus.reduce((n, m) => n + m.setmenus.length, 0),
    tables: file.venues.reduce((n, v) => n + v.tables.length, 0),
    ingredients: file.venues.reduce((n, v) => n + v.ingredients.length, 0),
    deliveries: file.venues.reduce((n, v) => n + v.deliveries.length, 0),
    coupons: file.venues.reduce((n, v) => n + v.coupons.length, 0),
  };
}

// ————————————————————————————————————————————————————————————— generic writes

/**
 * `INSERT … ON CONFLICT (target) DO UPDATE` of every given column, in chunks; returns the written rows.
 * Rows must all carry the same keys (every column the import owns), so an update leaves nothing stale.
 */
async function upsert<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][], target: PgColumn[]): Promise<T['$inferSelect'][]> {
  if (rows.length === 0) return [];
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const set: Record<string, SQL> = {};
  for (const key of Object.keys(rows[0] as object)) {
    const column = columns[key];
    if (!column || target.includes(column)) continue;
    const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
    set[key] = sql.raw(`excluded."${name}"`);
  }
  const out: T['$inferSelect'][] = [];
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) {
    const written = await tx
      .insert(table)
      .values(rows.slice(i, i + CHUNK_ROWS) as never)
      .onConflictDoUpdate({ target, set: set as never })
      .returning();
    out.push(...(written as T['$inferSelect'][]));
  }
  return out;
}

/** Plain inserts in chunks. */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK_ROWS) await tx.insert(table).values(rows.slice(i, i + CHUNK_ROWS) as never);
}

/** Deletes the rows of one parent (`scope` = `scopeId`) whose id is not in `keep`. */
async function deleteOthers(tx: Tx, table: PgTable & { id: PgColumn }, scope: PgColumn, scopeId: number, keep: readonly number[]) {
  await tx.delete(table).where(keep.length ? and(eq(scope, scopeId), notInArray(table.id, [...keep])) : eq(scope, scopeId));
}

/** Replaces the rows of one parent wholesale (rows nothing else refers to). */
async function replaceAll<T extends PgTable>(tx: Tx, table: T, scope: PgColumn, scopeId: number, rows: T['$inferInsert'][]) {
  await tx.delete(table).where(eq(scope, scopeId));
  await insertAll(tx, table, rows);
}

const byCode = <R extends { id: number; code: string }>(rows: readonly R[]) => new Map(rows.map((r) => [r.code, r.id]));

const TABLE_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A fresh table QR code: 10 characters without look-alikes (~50 bits). */
function newTableCode(): string {
  let out = '';
  for (let i = 0; i < 10; i++) out += TABLE_CODE_ALPHABET[randomInt(TABLE_CODE_ALPHABET.length)];
  return out;
}

// ————————————————————————————————————————————————————————————— brand and venues

/**
 * The brand row, its banners (others deleted), then each venue (`writeVenue`). A venue code of another
 * brand aborts the import at that venue's path.
 */
async function writeBrand(tx: Tx, file: BrandFile): Promise<void> {
  const b = file.brand;
  const [brand] = await upsert(
    tx,
    s.brands,
    [
      {
        code: b.code,
        name: b.name,
        logo: b.logo,
        website: b.website,
        callNumber: b.call_number,
        contactEmail: b.contact_email,
        postalAddress: b.postal_address,
        monetaryUnit: b.monetary_unit,
        monetaryRate: b.monetary_rate,
        monetaryCode: b.currency,
        country: b.country,
        timezone: b.timezone,
        loyalty: (b.loyalty ?? {}) as Record<string, unknown>,
        voucher: (b.voucher ?? {}) as Record<string, unknown>,
        membership: b.membership,
        giftCards: b.gift_cards ?? null,
        updatedAt: new Date(),
      },
    ],
    [s.brands.code],
  );

  const banners = await upsert(
    tx,
    s.banners,
    file.banners.map((x, i) => ({ brandId: brand.id, code: x.code ?? `banner-${i + 1}`, url: x.url, imgSet: x.img_set, link: x.link, sequence: i })),
    [s.banners.brandId, s.banners.code],
  );
  await deleteOthers(tx, s.banners, s.banners.brandId, brand.id, banners.map((r) => r.id));

  const owners = await tx
    .select({ code: s.venues.code, brandId: s.venues.brandId, brandCode: s.brands.code })
    .from(s.venues)
    .innerJoin(s.brands, eq(s.brands.id, s.venues.brandId))
    .where(inArray(s.venues.code, file.venues.map((v) => v.code)));
  for (const [vi, v] of file.venues.entries()) {
    const owner = owners.find((o) => o.code === v.code);
    if (owner && owner.brandId !== brand.id)
      throw new ImportAbort({ path: `venues[${vi}].code`, message: `venue code '${v.code}' belongs to brand '${owner.brandCode}'` });
  }

  for (const [vi, venue] of file.venues.entries()) await writeVenue(tx, file, brand.id, venue, vi);
}

/**
 * One venue and everything on it, in this order: the venue row (config defaults from the brand), its
 * replaced lists, its upserted zones, taxes, stores and posters, tables, coupons, ingredients, then
 * its menus. Rows the file no longer lists are deleted (coupons switched off).
 */
async function writeVenue(tx: Tx, file: BrandFile, brandId: number, v: VenueInput, vi: number): Promise<void> {
  const venueId = await upsertVenueRow(tx, file, brandId, v, vi);
  await replaceVenueLists(tx, v, venueId);
  const storeIds = await writeVenueParts(tx, v, venueId);
  await writeTables(tx, v, vi, venueId);
  await writeCoupons(tx, venueId, v.coupons, vi);
  const resolveLink = await writeIngredients(tx, v, venueId);
  const ctx: VenueContext = { venueId, storeIds, taxes: v.taxes, available: v.available, resolveLink };
  await writeMenus(tx, ctx, v);
}

/** The venue row, upserted by code; its config takes timezone and money from the brand unless it sets them. Returns its id. */
async function upsertVenueRow(tx: Tx, file: BrandFile, brandId: number, v: VenueInput, vi: number): Promise<number> {
  const config: Record<string, string | number> = {
    ...v.config,
    timezone: v.config.timezone ?? file.brand.timezone,
    monetaryunit: v.config.monetaryunit ?? file.brand.monetary_unit,
    monetaryrate: v.config.monetaryrate ?? file.brand.monetary_rate,
  };
  const [venue] = await upsert(
    tx,
    s.venues,
    [
      {
        brandId,
        code: v.code,
        type: v.type,
        name: v.name,
        status: v.status,
        logo: v.logo,
        introduction: v.introduction,
        keywords: v.keywords,
        pauseuntil: v.pauseuntil,
        cover: v.cover,
        coverset: v.coverset,
        announcement: v.announcement,
        tableanncmnt: v.tableanncmnt,
        country: v.country,
        state: v.state,
        city: v.city,
        street1: v.street1,
        street2: v.street2,
        postcode: v.postcode,
        latitude: v.latitude ?? null,
        longitude: v.longitude ?? null,
        callnumber: v.callnumber,
        supportNumber: v.support_number,
        website: v.website,
        config,
        featured: v.featured,
        sequence: vi,
        updatedAt: new Date(),
      },
    ],
    [s.venues.code],
  );
  return venue.id;
}

/** Lists of the venue that nothing refers to by id, replaced wholesale: opening times, order categories, capabilities, payments, courses, online platforms. */
async function replaceVenueLists(tx: Tx, v: VenueInput, venueId: number): Promise<void> {
  await replaceAll(
    tx,
    s.venueOpenTimes,
    s.venueOpenTimes.venueId,
    venueId,
    v.opentime.flatMap((o) => o.week.map((week) => ({ venueId, week, tStart: o.t_start, tEnd: o.t_end, availableMarkets: o.available_markets }))),
  );
  await replaceAll(
    tx,
    s.venueOrderCategories,
    s.venueOrderCategories.venueId,
    venueId,
    v.order_categories.map((c, i) => ({ venueId, type: c.type, name: c.name ?? ORDER_CATEGORY_NAMES[c.type], sequence: i })),
  );
  await replaceAll(tx, s.venueCapabilities, s.venueCapabilities.venueId, venueId, [...new Set(v.capabilities)].map((cap) => ({ venueId, cap })));
  await replaceAll(
    tx,
    s.venuePayments,
    s.venuePayments.venueId,
    venueId,
    v.payments.map((p, i) => ({ venueId, pid: p.pid, mode: p.mode, name: p.name, shopperStatement: p.shopper_statement, surcharge: p.surcharge, sequence: i })),
  );
  await replaceAll(tx, s.venueOrderSequences, s.venueOrderSequences.venueId, venueId, v.order_sequences.map((o) => ({ venueId, sequence: o.sequence, name: o.name })));
  await replaceAll(
    tx,
    s.onlinePlatforms,
    s.onlinePlatforms.venueId,
    venueId,
    v.online_platforms.map((p, i) => ({ venueId, pid: p.pid, name: p.name, link: p.link, logo: p.logo, sequence: i })),
  );
}

/** The venue's delivery zones, taxes, stores and posters, upserted by code (others deleted). Returns the store ids by code. */
async function writeVenueParts(tx: Tx, v: VenueInput, venueId: number): Promise<Map<string, number>> {
  const zones = await upsert(
    tx,
    s.venueDeliveryZones,
    v.deliveries.map((d, i) => ({
      venueId,
      code: d.code,
      name: d.name,
      geos: zoneGeos(d),
      free: d.free,
      min: d.min,
      fee: d.fee,
      suburbs: d.suburbs.map((x) => ({ city: x.city, postcode: x.postcode })),
      sequence: i,
    })),
    [s.venueDeliveryZones.venueId, s.venueDeliveryZones.code],
  );
  await deleteOthers(tx, s.venueDeliveryZones, s.venueDeliveryZones.venueId, venueId, zones.map((r) => r.id));

  const taxes = await upsert(
    tx,
    s.venueTaxes,
    v.taxes.map((t, i) => ({ venueId, code: t.code, name: t.name, nameI18n: t.name_i18n, rate: t.rate, attr: t.attr, type: t.type, categories: t.categories, sequence: i })),
    [s.venueTaxes.venueId, s.venueTaxes.code],
  );
  await deleteOthers(tx, s.venueTaxes, s.venueTaxes.venueId, venueId, taxes.map((r) => r.id));

  const stores = await upsert(
    tx,
    s.stores,
    v.stores.map((x, i) => ({ venueId, code: x.code, name: x.name, sequence: i })),
    [s.stores.venueId, s.stores.code],
  );
  await deleteOthers(tx, s.stores, s.stores.venueId, venueId, stores.map((r) => r.id));

  const posters = await upsert(
    tx,
    s.posters,
    v.posters.map((p, i) => ({
      venueId,
      code: p.code ?? `poster-${i + 1}`,
      scope: p.scope,
      model: p.model,
      title: p.title,
      titleI18n: p.title_i18n,
      content: p.content,
      contentI18n: p.content_i18n,
      pic: p.pic,
      actionText: p.action_text,
      actionTextI18n: p.action_text_i18n,
      sequence: i,
    })),
    [s.posters.venueId, s.posters.code],
  );
  await deleteOthers(tx, s.posters, s.posters.venueId, venueId, posters.map((r) => r.id));
  return byCode(stores);
}

/**
 * The venue's ingredients and their measures, upserted by code (others deleted). Returns how an
 * ingredient link of the file (ingredient code, measure code or the ingredient's first measure)
 * becomes ids.
 */
async function writeIngredients(tx: Tx, v: VenueInput, venueId: number): Promise<VenueContext['resolveLink']> {
  const ingredients = await upsert(
    tx,
    s.ingredients,
    v.ingredients.map((g) => ({
      venueId,
      code: g.code,
      name: g.name,
      inventory: g.inventory,
      status: g.status,
      stocks: g.stocks,
      stockConversion: g.stock_conversion,
      threshold: g.threshold,
      type: g.type,
    })),
    [s.ingredients.venueId, s.ingredients.code],
  );
  await deleteOthers(tx, s.ingredients, s.ingredients.venueId, venueId, ingredients.map((r) => r.id));
  const ingredientIds = byCode(ingredients);
  const measures = await upsert(
    tx,
    s.ingredientMeasures,
    v.ingredients.flatMap((g) =>
      g.measures.map((m) => ({ venueId, ingredientId: ingredientIds.get(g.code)!, code: m.code, name: m.name, units: m.units })),
    ),
    [s.ingredientMeasures.ingredientId, s.ingredientMeasures.code],
  );
  await deleteOthers(tx, s.ingredientMeasures, s.ingredientMeasures.venueId, venueId, measures.map((r) => r.id));
  const measureIds = new Map(measures.map((m) => [`${m.ingredientId}/${m.code}`, m.id]));
  const firstMeasure = new Map(v.ingredients.map((g) => [g.code, g.measures[0].code]));
  return (link) => {
    const ingredientId = ingredientIds.get(link.ingredient)!;
    const measureId = measureIds.get(`${ingredientId}/${link.measure ?? firstMeasure.get(link.ingredient)}`)!;
    return { ingredientId, measureId, count: link.count, inventoryPolicy: link.inventory_policy };
  };
}

/** The venue's menus, upserted by code (others deleted), then each menu's contents (`writeMenu`). */
async function writeMenus(tx: Tx, ctx: VenueContext, v: VenueInput): Promise<void> {
  const { venueId } = ctx;
  const menus = await upsert(
    tx,
    s.menus,
    v.menus.map((m, i) => ({
      venueId,
      storeId: m.store ? ctx.storeIds.get(m.store)! : null,
      code: m.code,
      name: m.name,
      nameI18n: m.name_i18n,
      icon: m.icon,
      status: m.status,
      sequence: i,
      updatedAt: new Date(),
    })),
    [s.menus.venueId, s.menus.code],
  );
  await deleteOthers(tx, s.menus, s.menus.venueId, venueId, menus.map((r) => r.id));
  const menuIds = byCode(menus);
  for (const m of v.menus) await writeMenu(tx, ctx, menuIds.get(m.code)!, m);
}

/**
 * Tables: keyed by (venue, name); a table keeps its QR code unless the file gives one; codes must not
 * belong to another venue's table.
 */
async function writeTables(tx: Tx, v: VenueInput, vi: number, venueId: number): Promise<void> {
  const existing = await tx
    .select({ id: s.venueTables.id, name: s.venueTables.name, code: s.venueTables.code })
    .from(s.venueTables)
    .where(eq(s.venueTables.venueId, venueId));
  const names = new Set(v.tables.map((t) => t.name));
  const gone = existing.filter((t) => !names.has(t.name));
  if (gone.length) await tx.delete(s.venueTables).where(inArray(s.venueTables.id, gone.map((t) => t.id)));
  const kept = new Map(existing.filter((t) => names.has(t.name)).map((t) => [t.name, t.code]));
  const rows = v.tables.map((t, i) => ({
    venueId,
    code: t.code ?? kept.get(t.name) ?? newTableCode(),
    name: t.name,
    passcode: t.passcode,
    seats: t.seats,
    status: t.status,
    type: t.type,
    restype: t.restype,
    sequence: i,
    updatedAt: new Date(),
  }));
  if (rows.length === 0) return;
  const clashes = await tx
    .select({ code: s.venueTables.code, name: s.venueTables.name, venueId: s.venueTables.venueId, venueCode: s.venues.code })
    .from(s.venueTables)
    .innerJoin(s.venues, eq(s.venues.id, s.venueTables.venueId))
    .where(inArray(s.venueTables.code, rows.map((r) => r.code)));
  for (const c of clashes) {
    const ti = rows.findIndex((r) => r.code === c.code);
    if (c.venueId === venueId && c.name === rows[ti].name) continue;
    throw new ImportAbort({
      path: `venues[${vi}].tables[${ti}].code`,
      message: `table code '${c.code}' is already used by table '${c.name}' of venue '${c.venueCode}'`,
    });
  }
  await upsert(tx, s.venueTables, rows, [s.venueTables.venueId, s.venueTables.name]);
}

// ————————————————————————————————————————————————————————————— menus

interface VenueContext {
  venueId: number;
  storeIds: Map<string, number>;
  taxes: VenueInput['taxes'];
  /** The venue's default channels (`available`). */
  available: AvailableInput;
  resolveLink(link: { ingredient: string; measure?: string; count: number; inventory_policy: number }): {
    ingredientId: number;
    measureId: number;
    count: number;
    inventoryPolicy: number;
  };
}

/** Code of the Combos list category added when a menu has combos but no category of type 102. */
export const COMBOS_CATEGORY_CODE = '_combos';
/** Code of the Set Menus list category added when a menu has set menus but no category of type 101. */
export const SETMENUS_CATEGORY_CODE = '_setmenus';

/**
 * One menu's contents, each upserted by code within its parent so an unchanged file keeps every id:
 * times, categories (with the Combos / Set Menus lists), taxes, modifier groups and options, products
 * and variants with their groups and taxes, combos and set menus, tags, ingredient links; then the rows
 * the file no longer lists are deleted.
 */
async function writeMenu(tx: Tx, ctx: VenueContext, menuId: number, m: MenuInput): Promise<void> {
  await replaceAll(
    tx,
    s.menuTimes,
    s.menuTimes.menuId,
    menuId,
    m.times.flatMap((t) => t.week.map((week) => ({ menuId, week, tStart: t.t_start, tEnd: t.t_end }))),
  );
  const { categories, categoryIds, categoryStore } = await writeCategories(tx, ctx, menuId, m);
  const { taxes, taxIds, taxCodes } = await writeMenuTaxes(tx, ctx, menuId, m);
  const { groups, options, groupIds, optionIds } = await writeModifiers(tx, menuId, m);
  const { products, variants, productIds, variantId } = await writeProducts(tx, ctx, menuId, m, { categoryIds, categoryStore, groupIds, taxIds, taxCodes });
  const { combos, comboGroups, comboItems, setMenus, setMenuItems, comboIds, setMenuIds } = await writeBundles(tx, ctx, menuId, m, productIds, variantId);
  await replaceAll(tx, s.itemTags, s.itemTags.menuId, menuId, [
    ...m.products.flatMap((p) => p.tags.map((t) => ({ menuId, productId: productIds.get(p.code)!, type: t.type, tag: t.tag }))),
    ...m.combos.flatMap((c) => c.tags.map((t) => ({ menuId, comboId: comboIds.get(c.code)!, type: t.type, tag: t.tag }))),
    ...m.setmenus.flatMap((x) => x.tags.map((t) => ({ menuId, setMenuId: setMenuIds.get(x.code)!, type: t.type, tag: t.tag }))),
  ]);
  const links = await writeIngredientLinks(tx, ctx, menuId, m, { productIds, variantId, groupIds, optionIds });

  // Rows the file no longer has (children first; foreign keys cascade the rest).
  await deleteOthers(tx, s.ingredientLinks, s.ingredientLinks.menuId, menuId, links.map((r) => r.id));
  await deleteOthers(tx, s.comboItems, s.comboItems.menuId, menuId, comboItems.map((r) => r.id));
  await deleteOthers(tx, s.comboGroups, s.comboGroups.menuId, menuId, comboGroups.map((r) => r.id));
  await deleteOthers(tx, s.combos, s.combos.menuId, menuId, combos.map((r) => r.id));
  await deleteOthers(tx, s.setMenuItems, s.setMenuItems.menuId, menuId, setMenuItems.map((r) => r.id));
  await deleteOthers(tx, s.setMenus, s.setMenus.menuId, menuId, setMenus.map((r) => r.id));
  await deleteOthers(tx, s.variants, s.variants.menuId, menuId, variants.map((r) => r.id));
  await deleteOthers(tx, s.products, s.products.menuId, menuId, products.map((r) => r.id));
  await deleteOthers(tx, s.modifiers, s.modifiers.menuId, menuId, options.map((r) => r.id));
  await deleteOthers(tx, s.modifierGroups, s.modifierGroups.menuId, menuId, groups.map((r) => r.id));
  await deleteOthers(tx, s.menuTaxes, s.menuTaxes.menuId, menuId, taxes.map((r) => r.id));
  await deleteOthers(tx, s.menuCategories, s.menuCategories.menuId, menuId, categories.map((r) => r.id));
}

/** A variant's id from its product code and variant code (null without a variant code). */
type VariantIdOf = (product: string, variant?: string) => number | null;

/**
 * The menu's categories, with the Combos / Set Menus lists (CATEGORY_KIND) first when the menu has
 * combos or set menus but no such category. Returns the rows, their ids by code and each category's store code.
 */
async function writeCategories(tx: Tx, ctx: VenueContext, menuId: number, m: MenuInput) {
  const categoryRows: (typeof s.menuCategories.$inferInsert)[] = m.categories.map((c, i) => ({
    menuId,
    storeId: c.store ? ctx.storeIds.get(c.store)! : null,
    code: c.code,
    name: c.name,
    nameI18n: c.name_i18n,
    pattern: c.pattern,
    type: c.type,
    sequence: i,
  }));
  const special = { menuId, storeId: null, nameI18n: {}, pattern: '' };
  if (m.combos.length && !m.categories.some((c) => c.type === 102))
    categoryRows.push({ ...special, code: COMBOS_CATEGORY_CODE, name: 'Combos', type: 102, sequence: -2 });
  if (m.setmenus.length && !m.categories.some((c) => c.type === 101))
    categoryRows.push({ ...special, code: SETMENUS_CATEGORY_CODE, name: 'Set Menus', type: 101, sequence: -1 });
  const categories = await upsert(tx, s.menuCategories, categoryRows, [s.menuCategories.menuId, s.menuCategories.code]);
  const categoryIds = byCode(categories);
  const categoryStore = new Map(m.categories.map((c) => [c.code, c.store]));
  return { categories, categoryIds, categoryStore };
}

/** The menu's taxes: the codes it names, else every venue tax but misc (type 11), copied from the venue. Returns the rows, their ids by code and the codes. */
async function writeMenuTaxes(tx: Tx, ctx: VenueContext, menuId: number, m: MenuInput) {
  const taxCodes = m.taxes ?? ctx.taxes.filter((t) => t.type !== 11).map((t) => t.code);
  const venueTaxes = new Map(ctx.taxes.map((t) => [t.code, t]));
  const taxes = await upsert(
    tx,
    s.menuTaxes,
    taxCodes.map((code, i) => {
      const t = venueTaxes.get(code)!;
      return { menuId, code, name: t.name, nameI18n: t.name_i18n, rate: t.rate, attr: t.attr, sequence: i };
    }),
    [s.menuTaxes.menuId, s.menuTaxes.code],
  );
  const taxIds = byCode(taxes);
  return { taxes, taxIds, taxCodes };
}

/** The menu's modifier groups and their options. Returns the rows, group ids by code and option ids by 'groupId/code'. */
async function writeModifiers(tx: Tx, menuId: number, m: MenuInput) {
  const groups = await upsert(
    tx,
    s.modifierGroups,
    m.modifiers.map((g, i) => ({ menuId, code: g.code, name: g.name, limit: g.limit, minimum: g.minimum, sequence: i })),
    [s.modifierGroups.menuId, s.modifierGroups.code],
  );
  const groupIds = byCode(groups);
  const options = await upsert(
    tx,
    s.modifiers,
    m.modifiers.flatMap((g) =>
      g.options.map((o, i) => ({
        menuId,
        groupId: groupIds.get(g.code)!,
        code: o.code,
        name: o.name,
        price: o.price,
        icon: o.icon,
        limit: o.limit,
        type: o.type,
        status: o.status,
        inventory: inventoryOf(o),
        stocks: o.stocks ?? 0,
        threshold: o.threshold,
        sequence: i,
      })),
    ),
    [s.modifiers.groupId, s.modifiers.code],
  );
  const optionIds = new Map(options.map((o) => [`${o.groupId}/${o.code}`, o.id]));
  return { groups, options, groupIds, optionIds };
}

/**
 * The menu's products (price: their own, else the first variant's; store: their own, else their
 * category's; channels from `available`) and variants, then which modifier groups and taxes each
 * product has (replaced). Returns the rows, product ids by code and how to find a variant's id.
 */
async function writeProducts(
  tx: Tx,
  ctx: VenueContext,
  menuId: number,
  m: MenuInput,
  { categoryIds, categoryStore, groupIds, taxIds, taxCodes }: { categoryIds: Map<string, number>; categoryStore: Map<string, string | undefined>; groupIds: Map<string, number>; taxIds: Map<string, number>; taxCodes: readonly string[] },
) {
  const products = await upsert(
    tx,
    s.products,
    m.products.map((p, i) => {
      const store = p.store ?? categoryStore.get(p.category);
      return {
        menuId,
        categoryId: categoryIds.get(p.category)!,
        storeId: store ? ctx.storeIds.get(store)! : null,
        code: p.code,
        name: p.name,
        nameI18n: p.name_i18n,
        content: p.content,
        contentI18n: p.content_i18n,
        sequence: i,
        // Skipped (open-priced) items are gone: a product has a price or a priced variant.
        price: p.price ?? p.variants[0].price!,
        priceMarkup: p.price_markup,
        status: p.status,
        inventory: inventoryOf(p),
        stocks: p.stocks ?? 0,
        icon: p.icon,
        iconType: iconTypeOf(p),
        iconPattern: p.icon_pattern,
        soldby: p.soldby,
        sku: p.sku,
        channels: channelsOf(p.available, ctx.available),
      };
    }),
    [s.products.menuId, s.products.code],
  );
  const productIds = byCode(products);

  const variants = await upsert(
    tx,
    s.variants,
    m.products.flatMap((p) =>
      p.variants.map((x, i) => ({
        menuId,
        productId: productIds.get(p.code)!,
        code: x.code,
        name: x.name,
        icon: x.icon,
        price: x.price!,
        status: x.status,
        inventory: inventoryOf(x),
        stocks: x.stocks ?? 0,
        sequence: i,
        sku: x.sku,
      })),
    ),
    [s.variants.productId, s.variants.code],
  );
  const variantIds = new Map(variants.map((x) => [`${x.productId}/${x.code}`, x.id]));
  const variantId = (product: string, variant?: string) => (variant ? variantIds.get(`${productIds.get(product)}/${variant}`)! : null);

  await replaceAll(
    tx,
    s.productModifierGroups,
    s.productModifierGroups.menuId,
    menuId,
    m.products.flatMap((p) => p.modifiers.map((g, i) => ({ menuId, productId: productIds.get(p.code)!, groupId: groupIds.get(g)!, sequence: i }))),
  );
  await replaceAll(
    tx,
    s.productTaxes,
    s.productTaxes.menuId,
    menuId,
    m.products.flatMap((p) => (p.taxes ?? taxCodes).map((t) => ({ menuId, productId: productIds.get(p.code)!, taxId: taxIds.get(t)! }))),
  );
  return { products, variants, productIds, variantId };
}

/** The menu's combos (groups, items and upsales) and set menus (items and courses). Returns the rows and combo and set-menu ids by code. */
async function writeBundles(tx: Tx, ctx: VenueContext, menuId: number, m: MenuInput, productIds: Map<string, number>, variantId: VariantIdOf) {
  const combos = await upsert(
    tx,
    s.combos,
    m.combos.map((c, i) => ({ menuId, ...bundleColumns(c), channels: channelsOf(c.available, ctx.available), sequence: i })),
    [s.combos.menuId, s.combos.code],
  );
  const comboIds = byCode(combos);
  const comboGroups = await upsert(
    tx,
    s.comboGroups,
    m.combos.flatMap((c) =>
      c.groups.map((g, i) => ({ menuId, comboId: comboIds.get(c.code)!, code: g.code ?? `g${i + 1}`, name: g.name, limits: g.limits, sequence: i })),
    ),
    [s.comboGroups.comboId, s.comboGroups.code],
  );
  const comboGroupIds = new Map(comboGroups.map((g) => [`${g.comboId}/${g.code}`, g.id]));
  const comboItems = await upsert(
    tx,
    s.comboItems,
    m.combos.flatMap((c) =>
      c.groups.flatMap((g, gi) =>
        g.items.map((item, i) => ({
          menuId,
          groupId: comboGroupIds.get(`${comboIds.get(c.code)}/${g.code ?? `g${gi + 1}`}`)!,
          code: comboItemCode(item),
          productId: productIds.get(item.product)!,
          variantId: variantId(item.product, item.variant),
          count: item.count,
          priceMarkup: item.price_markup,
          upsales: [...new Set([...(item.upsell ? [c.code] : []), ...item.upsales])].map((code) => comboIds.get(code)!),
          sequence: i,
        })),
      ),
    ),
    [s.comboItems.groupId, s.comboItems.code],
  );

  const setMenus = await upsert(
    tx,
    s.setMenus,
    m.setmenus.map((x, i) => ({ menuId, ...bundleColumns(x), channels: channelsOf(x.available, ctx.available), sequence: i })),
    [s.setMenus.menuId, s.setMenus.code],
  );
  const setMenuIds = byCode(setMenus);
  const setMenuItems = await upsert(
    tx,
    s.setMenuItems,
    m.setmenus.flatMap((x) =>
      x.items.map((item, i) => ({
        menuId,
        setMenuId: setMenuIds.get(x.code)!,
        code: setMenuItemCode(item),
        productId: productIds.get(item.product)!,
        variantId: variantId(item.product, item.variant),
        count: item.count,
        course: item.course,
        priceMarkup: item.price_markup,
        sequence: i,
      })),
    ),
    [s.setMenuItems.setMenuId, s.setMenuItems.code],
  );
  return { combos, comboGroups, comboItems, setMenus, setMenuItems, comboIds, setMenuIds };
}

/**
 * The ingredient links of the menu's products, variants and modifier options, keyed by owner and
 * position so an unchanged file keeps their ids. Returns the rows.
 */
async function writeIngredientLinks(
  tx: Tx,
  ctx: VenueContext,
  menuId: number,
  m: MenuInput,
  { productIds, variantId, groupIds, optionIds }: { productIds: Map<string, number>; variantId: VariantIdOf; groupIds: Map<string, number>; optionIds: Map<string, number> },
) {
  const linkRow = (owner: { productId?: number; variantId?: number; modifierId?: number }, key: string, l: Parameters<VenueContext['resolveLink']>[0]) => ({
    menuId,
    productId: owner.productId ?? null,
    variantId: owner.variantId ?? null,
    modifierId: owner.modifierId ?? null,
    key,
    ...ctx.resolveLink(l),
  });
  const links = await upsert(
    tx,
    s.ingredientLinks,
    [
      ...m.products.flatMap((p) => {
        const productId = productIds.get(p.code)!;
        return p.ingredients.map((l, i) => linkRow({ productId }, `p${productId}#${i}`, l));
      }),
      ...m.products.flatMap((p) =>
        p.variants.flatMap((x) => {
          const id = variantId(p.code, x.code)!;
          return x.ingredients.map((l, i) => linkRow({ variantId: id }, `v${id}#${i}`, l));
        }),
      ),
      ...m.modifiers.flatMap((g) =>
        g.options.flatMap((o) => {
          const id = optionIds.get(`${groupIds.get(g.code)}/${o.code}`)!;
          return o.ingredients.map((l, i) => linkRow({ modifierId: id }, `m${id}#${i}`, l));
        }),
      ),
    ],
    [s.ingredientLinks.menuId, s.ingredientLinks.key],
  );
  return links;
}

function bundleColumns(b: MenuInput['combos'][number] | MenuInput['setmenus'][number]) {
  return {
    code: b.code,
    name: b.name,
    content: b.content,
    contentI18n: b.content_i18n,
    price: b.price,
    cost: b.cost,
    sku: b.sku,
    status: b.status,
    icon: b.icon,
    iconType: iconTypeOf(b),
    iconPattern: b.icon_pattern,
  };
}

/**
 * The venue's coupons, upserted by code (ids kept, so redemptions keep counting). A coupon the file no
 * longer lists is switched off (status 0), not deleted: its redemptions stay, and with them the
 * per-diner and total limits. A promo code another coupon of the venue keeps (switched off) is refused.
 */
async function writeCoupons(tx: Tx, venueId: number, list: readonly CouponInput[], vi: number): Promise<void> {
  const rows = list.map((c) => ({
    venueId,
    code: c.code,
    shortCode: c.promo_code ?? c.code,
    name: c.name,
    type: c.amount_off !== undefined ? 2 : 1,
    value: c.amount_off ?? 100 - (c.percent_off ?? 0),
    scope: c.scope,
    minimumOrder: c.minimum_order,
    validstart: c.valid_from ?? 0,
    validend: c.valid_to ?? 0,
    validweeks: c.week ? [...new Set(c.week)].sort().join(',') : '',
    validStartTime: c.t_start ?? '',
    validEndTime: c.t_end ?? '',
    usageLimitUser: c.limit_per_diner,
    usageLimitTotal: c.limit_total,
    userOnly: c.members_only,
    status: c.status,
  }));
  const codes = rows.map((r) => r.code);
  await tx
    .update(s.coupons)
    .set({ status: 0 })
    .where(codes.length ? and(eq(s.coupons.venueId, venueId), notInArray(s.coupons.code, codes)) : eq(s.coupons.venueId, venueId));
  const taken = await tx
    .select({ code: s.coupons.code, shortCode: s.coupons.shortCode })
    .from(s.coupons)
    .where(codes.length ? and(eq(s.coupons.venueId, venueId), notInArray(s.coupons.code, codes)) : eq(s.coupons.venueId, venueId));
  for (const [ci, r] of rows.entries()) {
    const other = taken.find((t) => t.shortCode.toLowerCase() === r.shortCode.toLowerCase());
    if (other) throw new ImportAbort({ path: `venues[${vi}].coupons[${ci}].promo_code`, message: `promo code '${r.shortCode}' belongs to coupon '${other.code}', which the file no longer lists` });
  }
  await upsert(tx, s.coupons, rows, [s.coupons.venueId, s.coupons.code]);
}
