/**
 * Brands, venues, dine-in tables and products as other modules read them (loyalty, gift cards,
 * accounts, orders): the brand record, the brand of a venue, a venue's capabilities, the brand's first
 * venue, and the names orders show of their venues, tables and products. The catalog owns these
 * tables; other modules call these functions through the door, never the tables.
 * Spec: accounts-and-loyalty.md §2.2, §2.11–§2.16, §3 "Brand basic info"; storefront.md §3 Venue.
 */
import { asc, eq, inArray, isNotNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import * as s from './schema';

/** A brand as imported from the brand file (format.ts `brand`). Money settings as stored. */
export interface BrandRecord {
  id: number;
  code: string;
  name: string;
  logo: string;
  website: string;
  callNumber: string;
  /** Display symbol, e.g. '$'. */
  monetaryUnit: string;
  monetaryRate: number;
  /** ISO 4217, e.g. 'AUD'. */
  monetaryCode: string;
  /** ISO 3166-1 alpha-2 as stored (e.g. 'au'): the default country of address lookups (geoList). */
  country: string;
  /** Loyalty programme (format.ts `brand.loyalty`), `{}` when loyalty is off. */
  loyalty: Record<string, unknown>;
  /** Voucher settings (format.ts `brand.voucher`), `{}` when vouchers are off. */
  voucher: Record<string, unknown>;
  /** Membership look, e.g. { theme_color: '#0162fe' }. */
  membership: { theme_color?: string };
  /** E-gift cards sold: values in cents, expiry in months (≥ 36); null when the brand sells none. */
  giftCards: { values: number[]; expiry_months: number } | null;
}

const brandColumns = {
  id: s.brands.id,
  code: s.brands.code,
  name: s.brands.name,
  logo: s.brands.logo,
  website: s.brands.website,
  callNumber: s.brands.callNumber,
  monetaryUnit: s.brands.monetaryUnit,
  monetaryRate: s.brands.monetaryRate,
  monetaryCode: s.brands.monetaryCode,
  country: s.brands.country,
  loyalty: s.brands.loyalty,
  voucher: s.brands.voucher,
  membership: s.brands.membership,
  giftCards: s.brands.giftCards,
};

/** The brand with this id (`{ id }`) or code (`{ code }`), or null. One query. */
export async function findBrand(db: Db, key: { id: number } | { code: string }): Promise<BrandRecord | null> {
  const where = 'id' in key ? eq(s.brands.id, key.id) : eq(s.brands.code, key.code);
  const [b] = await db.select(brandColumns).from(s.brands).where(where).limit(1);
  return b ?? null;
}

/** Every brand, by id. One query. */
export async function listBrands(db: Db): Promise<BrandRecord[]> {
  return db.select(brandColumns).from(s.brands).orderBy(asc(s.brands.id));
}

/** The brands that sell e-gift cards (code, name, logo), by name (accounts-and-loyalty.md §2.16). */
export async function listGiftCardSellers(db: Db): Promise<{ code: string; name: string; logo: string }[]> {
  return db.select({ code: s.brands.code, name: s.brands.name, logo: s.brands.logo }).from(s.brands).where(isNotNull(s.brands.giftCards)).orderBy(asc(s.brands.name));
}

/** The id of the brand of venue `venueId`, or null for an unknown venue. One primary-key query. */
export async function brandIdOfVenue(db: Db, venueId: number): Promise<number | null> {
  const [v] = await db.select({ brandId: s.venues.brandId }).from(s.venues).where(eq(s.venues.id, venueId)).limit(1);
  return v?.brandId ?? null;
}

/** A venue with its brand and its capability names (§2.2: 'membership', 'voucher', …). */
export interface VenueWithBrand {
  venueId: number;
  venueCode: string;
  capabilities: string[];
  brand: BrandRecord;
}

/** The venue by code (a string) or id (a number) with its brand and capabilities, or null. Two queries. */
export async function findVenueWithBrand(db: Db, venue: string | number): Promise<VenueWithBrand | null> {
  const v = s.venues;
  const [row] = await db
    .select({ venueId: v.id, venueCode: v.code, brand: brandColumns })
    .from(v)
    .innerJoin(s.brands, eq(s.brands.id, v.brandId))
    .where(typeof venue === 'number' ? eq(v.id, venue) : eq(v.code, venue))
    .limit(1);
  if (!row) return null;
  const caps = await db.select({ cap: s.venueCapabilities.cap }).from(s.venueCapabilities).where(eq(s.venueCapabilities.venueId, row.venueId));
  return { ...row, capabilities: caps.map((c) => c.cap) };
}

/** The brand's first venue (lowest id; the one that sells its gift cards), or null when it has none. */
export async function firstVenueOfBrand(db: Db, brandId: number): Promise<number | null> {
  const [v] = await db.select({ id: s.venues.id }).from(s.venues).where(eq(s.venues.brandId, brandId)).orderBy(asc(s.venues.id)).limit(1);
  return v?.id ?? null;
}

/** The code of the first venue (by id) with capability `cap`, or null when no venue has it. */
export async function firstVenueWithCapability(db: Db, cap: string): Promise<string | null> {
  const [row] = await db
    .select({ code: s.venues.code })
    .from(s.venues)
    .innerJoin(s.venueCapabilities, eq(s.venueCapabilities.venueId, s.venues.id))
    .where(eq(s.venueCapabilities.cap, cap))
    .orderBy(s.venues.id)
    .limit(1);
  return row?.code ?? null;
}

/** The coordinates of each venue of a brand (decimal degrees; null when the brand file gives none). */
export async function brandVenueLocations(db: Db, brandId: number): Promise<{ latitude: number | null; longitude: number | null }[]> {
  return db.select({ latitude: s.venues.latitude, longitude: s.venues.longitude }).from(s.venues).where(eq(s.venues.brandId, brandId));
}

/**
 * The code of the venue whose id is `venueId` (a column or value of the caller's statement), as a SQL
 * scalar subquery: lets a lower-level read (a staff session) name its venue in one statement. Null
 * when there is no such venue.
 */
export function venueCodeSql(venueId: SQLWrapper): SQL<string | null> {
  return sql<string | null>`(select ${s.venues.code} from ${s.venues} where ${s.venues.id} = ${venueId})`;
}

/** Name, code and cover of venues by id (order lists and details), in no order. One query; none for no ids. */
export async function venueSummaries(db: Db, venueIds: readonly number[]): Promise<{ id: number; code: string; name: string; cover: string }[]> {
  if (venueIds.length === 0) return [];
  return db.select({ id: s.venues.id, code: s.venues.code, name: s.venues.name, cover: s.venues.cover }).from(s.venues).where(inArray(s.venues.id, [...venueIds]));
}

/** Names of dine-in tables by id, in no order. One query; none for no ids. */
export async function tableNames(db: Db, tableIds: readonly number[]): Promise<{ id: number; name: string }[]> {
  if (tableIds.length === 0) return [];
  return db.select({ id: s.venueTables.id, name: s.venueTables.name }).from(s.venueTables).where(inArray(s.venueTables.id, [...tableIds]));
}

/** A product as orders and loyalty name it: code, name, other-language names, and its category's code. */
export interface ProductLabel {
  id: number;
  code: string;
  name: string;
  /** Locale → name. */
  nameI18n: Record<string, string>;
  categoryCode: string;
}

/** The labels of products by id (unknown ids are left out), in no order. One query; none for no ids. */
export async function productLabels(db: Db, productIds: readonly number[]): Promise<ProductLabel[]> {
  if (productIds.length === 0) return [];
  const p = s.products;
  const c = s.menuCategories;
  return db
    .select({ id: p.id, code: p.code, name: p.name, nameI18n: p.nameI18n, categoryCode: c.code })
    .from(p)
    .innerJoin(c, eq(c.id, p.categoryId))
    .where(inArray(p.id, [...productIds]));
}

/** A variant or modifier option's name and other-language names (issue 27 item 11). */
export interface ItemLabel {
  id: number;
  name: string;
  /** Locale → name. */
  nameI18n: Record<string, string>;
}

/** The labels of variants (`kind` 'variant') or modifier options ('modifier') by id; unknown ids left out. One query; none for no ids. */
export async function itemLabels(db: Db, kind: 'variant' | 'modifier', ids: readonly number[]): Promise<ItemLabel[]> {
  if (ids.length === 0) return [];
  const t = kind === 'variant' ? s.variants : s.modifiers;
  return db.select({ id: t.id, name: t.name, nameI18n: t.nameI18n }).from(t).where(inArray(t.id, [...ids]));
}
