/**
 * Coupons on the server: looking one up by promo code (couponInfo) and checking the coupons an order
 * carries before it is priced. The pure rules (scope, validity window, minimum, discounts) are the
 * domain's (`src/domain/coupons.ts`, applied inside `priceOrder`); this adds what needs the database:
 * status, user-only coupons and the per-user usage limit.
 *
 * The per-user limit counts a coupon's redemptions per diner, not per user row: guest checkout makes a
 * new guest user each time (`registerGuest`), so the diner is the user AND every user sharing their
 * normalised mobile (E.164) or, when they have one, their e-mail (case-insensitive). A session without
 * a user (a table diner) cannot be counted, so it may not use a coupon with a limit ('user only').
 * The limit is checked before pricing (couponInfo, orderEdit) and again inside the transaction that
 * writes the order, with the coupon row locked (`claimCouponUses`), so concurrent orders cannot pass it.
 *
 * A coupon may also cap its uses by all diners together (`usageLimitTotal`, the brand file's
 * `limit_total`): counted from its redemptions, before pricing and again under the same row lock, so
 * 50 concurrent orders against a coupon limited to 5 uses give exactly 5 discounts; the others are
 * refused 'exist already' (params.limitReached 1, params.limit 'total'). A table diner may use such a
 * coupon (nothing is counted per diner).
 *
 * Server messages (orders-and-payments.md §8.5): 'not found' unknown code; 'not valid' inactive or
 * outside its validity window (params carry the coupon's details for the 'Coupon not valid' modal);
 * 'exist already' usage limit reached (params.limitReached 1); 'user only' needs a registered member
 * (or, for a coupon with a usage limit, a diner with an account or guest checkout).
 */
import { and, count, eq, inArray, ne, or } from 'drizzle-orm';
import * as s from './schema';
import { isCouponValidAt } from '../../../domain/coupons';
import { toE164, validateMobile } from '../../../domain/phone';
import { err, ok, type Result } from '../../../domain/result';
import type { Coupon } from '../../../domain/types';
import type { Viewer } from '../accounts';
import type { Db } from '../../platform/db/client';
import { couponsOfVenue, findCouponByCode, findVenue, lockLimitedCoupons, type CouponRecord } from '../catalog';
import { loadViewerUser } from '../accounts';
import { nowSeconds } from '../../platform/clock';
import type { Services } from '../../services';
import { USER_TYPE, userIdsSharingContact } from '../accounts';

export type CouponRow = CouponRecord;

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

/** The user fields a diner's identity is built from (a user row of accounts' `loadViewerUser`). */
export interface DinerUser {
  id: number;
  /** As stored (E.164 for members). */
  phone: string;
  /** ISO alpha-2, lower case, e.g. 'au'. */
  country: string;
  email: string;
}

/** Who a coupon's uses are counted for: a user id, and the mobile (E.164) and e-mail (lower case) the diner's users share; '' when absent. */
export interface DinerIdentity {
  userId: number;
  phone: string;
  email: string;
}

/**
 * The diner identity of a user: their id, their mobile normalised to E.164 with the domain's
 * `validateMobile`/`toE164` (against the user's country; kept as stored, trimmed, when it does not
 * validate) and their e-mail trimmed and lower-cased. Beyond the spec (the security review's fix of
 * the usage limit, orders-and-payments.md §5.3, §8.5).
 */
export function dinerIdentity(user: DinerUser): DinerIdentity {
  const raw = user.phone.trim();
  const mobile = raw ? validateMobile(raw, user.country || undefined) : null;
  return { userId: user.id, phone: mobile?.ok ? toE164(mobile.value) : raw, email: user.email.trim().toLowerCase() };
}

/**
 * Redemptions of coupon `couponId` by the diner — by their user id, or by any user with the same phone
 * or e-mail — other than those of order `exceptOrderId`. Runs on `db` or on a transaction's handle.
 */
async function usesByDiner(db: Db, couponId: number, diner: DinerIdentity, exceptOrderId?: number): Promise<number> {
  const sameDiner = userIdsSharingContact(db, diner);
  const byUser = eq(s.couponRedemptions.userId, diner.userId);
  const byDiner = sameDiner ? or(byUser, inArray(s.couponRedemptions.userId, sameDiner)) : byUser;
  const [row] = await db
    .select({ n: count() })
    .from(s.couponRedemptions)
    .where(and(eq(s.couponRedemptions.couponId, couponId), byDiner, exceptOrderId ? ne(s.couponRedemptions.orderId, exceptOrderId) : undefined));
  return row?.n ?? 0;
}

/** Redemptions of coupon `couponId` by every diner, other than those of order `exceptOrderId`. */
async function usesInTotal(db: Db, couponId: number, exceptOrderId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(s.couponRedemptions)
    .where(and(eq(s.couponRedemptions.couponId, couponId), exceptOrderId ? ne(s.couponRedemptions.orderId, exceptOrderId) : undefined));
  return row?.n ?? 0;
}

/** The total usage limit of coupon `c`: ok when it has none (0) or its uses are under it; EXIST_ALREADY {id, limitReached 1, limit 'total'} when reached. */
async function checkTotalLimit(db: Db, c: Pick<CouponRow, 'id' | 'usageLimitTotal'>, exceptOrderId?: number): Promise<Result<true>> {
  if (c.usageLimitTotal <= 0) return ok(true);
  const used = await usesInTotal(db, c.id, exceptOrderId);
  return used >= c.usageLimitTotal ? err('EXIST_ALREADY', { id: c.id, limitReached: 1, limit: 'total' }) : ok(true);
}

/**
 * The per-user usage limit of coupon `c` for `user`: ok when the coupon has none (0) or the diner's
 * uses are under it; USER_ONLY {id, reason 'createAccount'} when there is no user to count for (a table
 * diner's session); EXIST_ALREADY {id, limitReached 1} when reached.
 */
async function checkUsageLimit(db: Db, c: Pick<CouponRow, 'id' | 'usageLimitUser'>, user: DinerUser | null, exceptOrderId?: number): Promise<Result<true>> {
  if (c.usageLimitUser <= 0) return ok(true);
  if (!user) return err('USER_ONLY', { id: c.id, reason: 'createAccount' });
  const used = await usesByDiner(db, c.id, dinerIdentity(user), exceptOrderId);
  return used >= c.usageLimitUser ? err('EXIST_ALREADY', { id: c.id, limitReached: 1 }) : ok(true);
}

/**
 * Checks what needs the database for one coupon and one viewer: active (1), user-only → a member,
 * a per-user usage limit → a user, and the diner's uses under it (see the module note). Validity at
 * `now` is checked here for couponInfo; orderEdit leaves that to `priceOrder`.
 * Errors: NOT_VALID (details), USER_ONLY {id, reason 'createAccount'}, EXIST_ALREADY {id, limitReached 1}.
 * Spec: orders-and-payments.md §5.3, §8.5.
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
  if (c.userOnly && (!user || user.type !== USER_TYPE.member)) return err('USER_ONLY', { id: c.id, reason: 'createAccount' });
  const limit = await checkUsageLimit(db, c, user, options.exceptOrderId);
  if (!limit.ok) return limit;
  const total = await checkTotalLimit(db, c, options.exceptOrderId);
  return total.ok ? ok(c) : total;
}

/**
 * Inside the transaction `tx` that writes an order: locks the rows of the order's coupons that have a
 * per-user or a total limit (SELECT … FOR UPDATE, in id order, so two transactions never wait on each
 * other in a cycle) and re-counts the diner's uses and all uses other than those of order
 * `exceptOrderId` (an edit). The lock
 * is held until `tx` ends, so a second order of the same diner with the same coupon waits, then sees
 * the first one's redemption. Call it before the order's redemptions are written.
 * @param user the viewer's user, or null (a table diner's session).
 * Errors: USER_ONLY {id, reason 'createAccount'} (no user), EXIST_ALREADY {id, limitReached 1} (and
 * limit 'total' for the total limit).
 * Spec: orders-and-payments.md §5.3, §8.5.
 */
export async function claimCouponUses(tx: Db, couponIds: readonly number[], user: DinerUser | null, exceptOrderId?: number): Promise<Result<true>> {
  if (couponIds.length === 0) return ok(true);
  const limited = await lockLimitedCoupons(tx, couponIds);
  for (const c of limited) {
    const checked = await checkUsageLimit(tx, c, user, exceptOrderId);
    if (!checked.ok) return checked;
    const total = await checkTotalLimit(tx, c, exceptOrderId);
    if (!total.ok) return total;
  }
  return ok(true);
}

/**
 * couponInfo(venue_code, short_code): the coupon with this promo code (case-insensitive) at the
 * venue. Errors: NOT_FOUND (venue or code), NOT_VALID (inactive, outside its window), USER_ONLY (a
 * member-only coupon, or a limited one without a user), EXIST_ALREADY (usage limit reached for this diner). Spec: orders-and-payments.md §2.6, §7.3, §8.5.
 */
export async function getCouponInfo(services: Pick<Services, 'db' | 'clock'>, viewer: Viewer | null, venueCode: string, shortCode: string): Promise<Result<ReturnType<typeof mapCoupon>>> {
  const code = shortCode.trim();
  if (!code) return err('NOT_FOUND');
  const venue = await findVenue(services.db, venueCode);
  if (!venue) return err('NOT_FOUND');
  const c = await findCouponByCode(services.db, venue.id, code);
  if (!c) return err('NOT_FOUND');
  const checked = await checkCouponForViewer(services.db, c, viewer, { now: nowSeconds(services.clock), timezone: String(venue.config.timezone) });
  return checked.ok ? ok(mapCoupon(c)) : checked;
}

/**
 * The coupons named by an order's coupon payment entries (type 25, `pid` = coupon id), checked for the
 * viewer (before pricing; `claimCouponUses` re-checks the limit inside the write). Errors: NOT_VALID
 * (unknown id for this venue, or inactive), USER_ONLY, EXIST_ALREADY. Spec: orders-and-payments.md §5.3, §8.5.
 */
export async function loadOrderCoupons(db: Db, venueId: number, ids: number[], viewer: Viewer | null, exceptOrderId?: number): Promise<Result<CouponRow[]>> {
  if (ids.length === 0) return ok([]);
  if (new Set(ids).size !== ids.length) return err('NOT_VALID', { field: 'payments' });
  const rows = await couponsOfVenue(db, venueId, ids);
  if (rows.length !== ids.length) return err('NOT_VALID', { field: 'payments' });
  for (const c of rows) {
    const checked = await checkCouponForViewer(db, c, viewer, { exceptOrderId });
    if (!checked.ok) return checked;
  }
  return ok(ids.map((id) => rows.find((r) => r.id === id)!));
}
