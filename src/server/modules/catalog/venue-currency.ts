/**
 * A venue's currency: its brand's ISO 4217 code (`brands.monetary_code`, from the brand file), what
 * the payment providers are asked to charge in (orders-and-payments.md §7.4 orderPayConfiguration).
 */
import { eq } from 'drizzle-orm';
import { toLocale, type Locale } from '../../../i18n';
import type { Db } from '../../platform/db/client';
import { brands, venueOrderCategories, venues } from './schema';

/** The ISO 4217 code of venue `venueId`'s brand (e.g. 'AUD'), or null when there is no such venue. */
export async function venueCurrencyCode(db: Db, venueId: number): Promise<string | null> {
  const [row] = await db.select({ code: brands.monetaryCode }).from(venues).innerJoin(brands, eq(brands.id, venues.brandId)).where(eq(venues.id, venueId));
  return row?.code ?? null;
}

/**
 * The language of venue `venueId` (issue 23 item 1; brand file `language`, docs/venue-format.md "Venue"):
 * a storefront locale ('en', 'en-au', 'zh-CN'), or null when there is no such venue. The staff app and
 * the kitchen display open in it when the device has no language saved.
 */
export async function venueLanguage(db: Db, venueId: number): Promise<Locale | null> {
  const [row] = await db.select({ language: venues.language }).from(venues).where(eq(venues.id, venueId));
  return row ? (toLocale(row.language) ?? 'en') : null;
}

/**
 * Venue `venueId`'s order categories by type (1 pick-up, 2 table, 3 takeaway, 4 delivery, 6 dine-in):
 * the brand file's `name` and its translations `name_i18n` ({ "zh-CN": "自取" }); empty when none.
 */
export async function orderCategoryNames(db: Db, venueId: number): Promise<Map<number, { name: string; nameI18n: Record<string, string> }>> {
  const rows = await db.select({ type: venueOrderCategories.type, name: venueOrderCategories.name, nameI18n: venueOrderCategories.nameI18n }).from(venueOrderCategories).where(eq(venueOrderCategories.venueId, venueId));
  return new Map(rows.map((r) => [r.type, { name: r.name, nameI18n: r.nameI18n }]));
}
