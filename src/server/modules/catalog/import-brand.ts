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
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { err, ok, type Err, type Ok } from '../../../domain/result';
import {
  ORDER_CATEGORY_NAMES,
  channelsOf,
  listSkipped,
  missingChannels,
  parseBrandFile,
  withoutSkipped,
  zoneGeos,
  type BrandFile,
  type AvailableInput,
  type CouponInput,
  type FormatIssue,
  type SkippedItem,
  type VenueInput,
} from './format';
import type { Db } from '../../platform/db/client';
import { catalogGeneration, notifyCatalogChanged } from '../../platform/db/change-feed';
import { byCode, deleteOthers, replaceAll, upsert, type Tx } from './import-writes';
import { writeMenu, type VenueContext } from './import-menu';
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

/** Thrown inside the transaction to roll it back with an input problem found against the database. */
class ImportAbort extends Error {
  constructor(readonly issue: FormatIssue) {
    super(`${issue.path}: ${issue.message}`);
  }
}

const IMPORT_LOCK_KEY = 7_270_001;

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
        introductionI18n: v.introduction_i18n,
        announcementI18n: v.announcement_i18n,
        tableanncmntI18n: v.tableanncmnt_i18n,
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
        language: v.language,
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
    v.order_categories.map((c, i) => ({ venueId, type: c.type, name: c.name ?? ORDER_CATEGORY_NAMES[c.type], nameI18n: c.name_i18n, sequence: i })),
  );
  await replaceAll(tx, s.venueCapabilities, s.venueCapabilities.venueId, venueId, [...new Set(v.capabilities)].map((cap) => ({ venueId, cap })));
  await replaceAll(
    tx,
    s.venuePayments,
    s.venuePayments.venueId,
    venueId,
    v.payments.map((p, i) => ({ venueId, pid: p.pid, mode: p.mode, name: p.name, shopperStatement: p.shopper_statement, surcharge: p.surcharge, sequence: i })),
  );
  await replaceAll(tx, s.venueOrderSequences, s.venueOrderSequences.venueId, venueId, v.order_sequences.map((o) => ({ venueId, sequence: o.sequence, name: o.name, nameI18n: o.name_i18n, atOnce: o.at_once })));
  await replaceAll(tx, s.venueStations, s.venueStations.venueId, venueId, v.stations.map((x, i) => ({ venueId, code: x.code, name: x.name, sequence: i })));
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
