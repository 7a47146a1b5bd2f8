/**
 * Coupons on the server: looking one up by promo code (couponInfo) and checking the coupons an order
 * carries before it is priced. The pure rules (scope, validity window, minimum, discounts) are the
 * domain's (`src/domain/coupons.ts`, applied inside `priceOrder`); this adds what needs the database:
 * status, user-only coupons and the per-user usage limit.
 *
 * Server messages (orders-and-payments.md §8.5): 'not found' unknown code; 'not valid' inactive or
 * outside its validity window (params carry the coupon's details for the 'Coupon not valid' modal);
 * 'exist already' usage limit reached (params.limitReached 1); 'user only' needs a registered member.
 */
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { isCouponValidAt } from '../../domain/coupons';
import { err, ok, type Result } from '../../domain/result';
import type { Coupon } from '../../domain/types';
import type { Viewer } from '../auth/sessions';
import type { Db } from '../db/client';
import * as s from '../db/schema';
import { findVenue } from '../db/catalog-repository';
import { loadViewerUser } from '../auth/sessions';
import { nowSeconds } from '../clock';
import type { Services } from '../services';

export type CouponRow = typeof s.coupons.$inferSelect;

/** A coupon row in the contract's shape (orders-and-payments.md §3.6). */
export function mapCoupon(c: CouponRow): Coupon & { user_only: boolean } {
  return {
    code: c.code,
    id: c.id,
    mode: c.mode,
    name: c.name,
    scenario: c.scenario,
    short_code: c.shortCode,
    type: c.type,
    scope: c.scope,
    value: c.value,
    minimum_order: c.minimumOrder,
    validdays: c.validdays,
    validend: c.validend,
    validstart: c.validstart,
    validtype: c.validtype,
    validweeks: c.validweeks,
    valid_start_time: c.validStartTime,
    valid_end_time: c.validEndTime,
    usage_limit_user: c.usageLimitUser,
    status: c.status,
    user_only: c.userOnly,
  };
}

function details(c: CouponRow): Record<string, string | number> {
  return {
    id: c.id,
    name: c.name,
    shortCode: c.shortCode,
    minimumOrder: c.minimumOrder,
    validstart: c.validstart,
    validend: c.validend,
    validStartTime: c.validStartTime,
    validEndTime: c.validEndTime,
    validweeks: c.validweeks,
  };
}

/** Redemptions of a coupon by a user, other orders than `exceptOrderId`. */
async function usesByUser(db: Db, couponId: number, userId: number, exceptOrderId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(s.couponRedemptions)
    .where(and(eq(s.couponRedemptions.couponId, couponId), eq(s.couponRedemptions.userId, userId), exceptOrderId ? ne(s.couponRedemptions.orderId, exceptOrderId) : undefined));
  return row?.n ?? 0;
}

/**
 * Checks what needs the database for one coupon and one viewer: active (1), user-only → a member,
 * per-user usage limit not reached. Validity at `now` is checked here for couponInfo; orderEdit leaves
 * that to `priceOrder`.
 */
export async function checkCouponForViewer(
  db: Db,
  c: CouponRow,
  viewer: Viewer | null,
  options: { now?: number; timezone?: string; exceptOrderId?: number } = {},
): Promise<Result<CouponRow>> {
  if (c.status !== 1) return err('NOT_VALID', details(c));
  if (options.now !== undefined && options.timezone && !isCouponValidAt(mapCoupon(c), options.now, options.timezone)) return err('NOT_VALID', details(c));
  const user = await loadViewerUser(db, viewer);
  if (c.userOnly && (!user || user.type !== s.USER_TYPE.member)) return err('USER_ONLY', { id: c.id, reason: 'createAccount' });
  if (c.usageLimitUser > 0 && user) {
    const used = await usesByUser(db, c.id, user.id, options.exceptOrderId);
    if (used >= c.usageLimitUser) return err('EXIST_ALREADY', { id: c.id, limitReached: 1 });
  }
  return ok(c);
}

/**
 * couponInfo(venue_code, short_code): the coupon with this promo code (case-insensitive) at the
 * venue. Errors: NOT_FOUND (venue or code), NOT_VALID (inactive, outside its window), USER_ONLY,
 * EXIST_ALREADY (usage limit reached for this user). Spec: orders-and-payments.md §2.6, §7.3, §8.5.
 */
export async function getCouponInfo(services: Pick<Services, 'db' | 'clock'>, viewer: Viewer | null, venueCode: string, shortCode: string): Promise<Result<ReturnType<typeof mapCoupon>>> {
  const code = shortCode.trim();
  if (!code) return err('NOT_FOUND');
  const venue = await findVenue(services.db, venueCode);
  if (!venue) return err('NOT_FOUND');
  const [c] = await services.db
    .select()
    .from(s.coupons)
    .where(and(eq(s.coupons.venueId, venue.id), eq(sql`lower(${s.coupons.shortCode})`, code.toLowerCase())))
    .limit(1);
  if (!c) return err('NOT_FOUND');
  const checked = await checkCouponForViewer(services.db, c, viewer, { now: nowSeconds(services.clock), timezone: String(venue.config.timezone) });
  return checked.ok ? ok(mapCoupon(c)) : checked;
}

/**
 * The coupons named by an order's coupon payment entries (type 25, `pid` = coupon id), checked for the
 * viewer. Errors: NOT_VALID (unknown id for this venue, or inactive), USER_ONLY, EXIST_ALREADY.
 */
export async function loadOrderCoupons(db: Db, venueId: number, ids: number[], viewer: Viewer | null, exceptOrderId?: number): Promise<Result<CouponRow[]>> {
  if (ids.length === 0) return ok([]);
  if (new Set(ids).size !== ids.length) return err('NOT_VALID', { field: 'payments' });
  const rows = await db.select().from(s.coupons).where(and(eq(s.coupons.venueId, venueId), inArray(s.coupons.id, ids)));
  if (rows.length !== ids.length) return err('NOT_VALID', { field: 'payments' });
  for (const c of rows) {
    const checked = await checkCouponForViewer(db, c, viewer, { exceptOrderId });
    if (!checked.ok) return checked;
  }
  return ok(ids.map((id) => rows.find((r) => r.id === id)!));
}
