/**
 * The catalogue's coupons (the brand file carries them: docs/venue-format.md) as the orders module
 * reads them (orders-and-payments.md §3.6, §5.3): by promo code, by id for an order, and locked for
 * counting their usage limits. Money in cents; times in seconds since the epoch.
 */
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { coupons } from './schema';

/** A stored coupon (every column). */
export type CouponRecord = typeof coupons.$inferSelect;

/** The coupon of venue `venueId` whose promo code (`short_code`) is `code`, any case; undefined when none. */
export async function findCouponByCode(db: Db, venueId: number, code: string): Promise<CouponRecord | undefined> {
  const [c] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.venueId, venueId), eq(sql`lower(${coupons.shortCode})`, code.toLowerCase())))
    .limit(1);
  return c;
}

/** The coupons of venue `venueId` among `ids` (those of another venue or unknown are left out). */
export async function couponsOfVenue(db: Db, venueId: number, ids: readonly number[]): Promise<CouponRecord[]> {
  if (ids.length === 0) return [];
  return db.select().from(coupons).where(and(eq(coupons.venueId, venueId), inArray(coupons.id, [...ids])));
}

/**
 * Inside the transaction `tx` that writes an order: locks (`FOR UPDATE`, by id, so two orders never
 * wait on each other in a circle) the coupons among `ids` that have a per-user or a total usage limit,
 * and answers their limits. Coupons without a limit are not locked.
 */
export async function lockLimitedCoupons(tx: Db, ids: readonly number[]): Promise<{ id: number; usageLimitUser: number; usageLimitTotal: number }[]> {
  if (ids.length === 0) return [];
  return tx
    .select({ id: coupons.id, usageLimitUser: coupons.usageLimitUser, usageLimitTotal: coupons.usageLimitTotal })
    .from(coupons)
    .where(and(inArray(coupons.id, [...ids]), or(gt(coupons.usageLimitUser, 0), gt(coupons.usageLimitTotal, 0))))
    .orderBy(coupons.id)
    .for('update');
}
