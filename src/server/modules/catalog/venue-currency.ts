/**
 * A venue's currency: its brand's ISO 4217 code (`brands.monetary_code`, from the brand file), what
 * the payment providers are asked to charge in (orders-and-payments.md §7.4 orderPayConfiguration).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { brands, venues } from './schema';

/** The ISO 4217 code of venue `venueId`'s brand (e.g. 'AUD'), or null when there is no such venue. */
export async function venueCurrencyCode(db: Db, venueId: number): Promise<string | null> {
  const [row] = await db.select({ code: brands.monetaryCode }).from(venues).innerJoin(brands, eq(brands.id, venues.brandId)).where(eq(venues.id, venueId));
  return row?.code ?? null;
}
