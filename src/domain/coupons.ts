/**
 * Coupons. A coupon of type 2 takes a fixed amount (`value` cents) off; any other type is a
 * percentage where `value` is the percent still PAID (value 90 = 10 % off, shown '10% OFF').
 *
 * Coupons are sorted by type then value and applied in that order to the items subtotal: each takes
 * its discount from what remains after the previous ones — a fixed coupon min(value, remaining), a
 * percentage round(remaining × (100 − value) ÷ 100) — so together they never take more than the
 * subtotal. A coupon must match the order's scope (all, table, online), be inside its validity window
 * in the venue's timezone at `now`, and have its minimum order met. Each applied coupon becomes a
 * payment entry of type 25 on the order.
 *
 * Spec: orders-and-payments.md §2.6, §3.6, §3.7, §4.11, §5.3, §8.5, §9; accounts-and-loyalty.md §9.
 */
import dayjs from 'dayjs';
import timezonePlugin from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { formatMoney, roundCents, sumCents } from './money';
import { PAYMENT_TYPE } from './order-status';
import { err, ok, type Result } from './result';
import type { Cents, Coupon, OrderPayment } from './types';

dayjs.extend(utc);
dayjs.extend(timezonePlugin);

/** Coupon type taking a fixed amount off (orders-and-payments.md §3.6). */
export const COUPON_TYPE_FIXED = 2;
/** Payment platform of a coupon entry (orders-and-payments.md §3.7). */
export const COUPON_PAYMENT_PLATFORM = 0;

/** Which kind of order a coupon is used on: a table order or any other (online) order. */
export type OrderScope = 'table' | 'online';

/** True for a fixed-amount coupon (type 2). */
export function isFixedCoupon(coupon: Pick<Coupon, 'type'>): boolean {
  return coupon.type === COUPON_TYPE_FIXED;
}

/** The percent a percentage coupon takes off: 100 − value, clamped to 0–100. */
export function couponPercentOff(coupon: Pick<Coupon, 'value'>): number {
  return 100 - Math.min(100, Math.max(0, coupon.value));
}

/**
 * Display of a coupon's value: a currency amount for type 2, else '(100 − value)% OFF'.
 * Spec: orders-and-payments.md §9 "displayed as '(100 − value)% OFF' or a currency amount"; accounts-and-loyalty.md §9.
 */
export function couponValueText(coupon: Pick<Coupon, 'type' | 'value'>, unit?: string, rate?: number, locale?: string): string {
  return isFixedCoupon(coupon) ? formatMoney(coupon.value, unit, rate, locale) : `${couponPercentOff(coupon)}% OFF`;
}

/**
 * Coupons sorted by type, then value (both ascending; equal coupons keep their order). This is the
 * order they are shown in and applied in.
 * Spec: orders-and-payments.md §9 "sorted by type then value".
 */
export function sortCoupons<T extends Pick<Coupon, 'type' | 'value'>>(coupons: readonly T[]): T[] {
  return [...coupons].sort((a, b) => a.type - b.type || a.value - b.value);
}

/**
 * A promo code as typed, trimmed; empty is COUPON_CODE_REQUIRED (the UI ignores it).
 * Spec: orders-and-payments.md §5.3 "A promo code must be non-empty".
 */
export function validatePromoCode(code: string): Result<string> {
  const trimmed = code.trim();
  return trimmed ? ok(trimmed) : err('COUPON_CODE_REQUIRED');
}

/**
 * Adds a looked-up coupon to the selection; a coupon whose id is already listed is
 * COUPON_ALREADY_ADDED ('This coupon already exists').
 * Spec: orders-and-payments.md §2.6, §5.3.
 */
export function addCoupon<T extends Pick<Coupon, 'id'>>(list: readonly T[], coupon: T): Result<T[]> {
  if (list.some((c) => c.id === coupon.id)) return err('COUPON_ALREADY_ADDED', { id: coupon.id });
  return ok([...list, coupon]);
}

/**
 * Removes the first coupon of the selection (only one is removed at a time).
 * Spec: orders-and-payments.md §5.3 "Only one coupon is removed at a time (the first)".
 */
export function removeFirstCoupon<T>(list: readonly T[]): T[] {
  return list.slice(1);
}

/**
 * True when the coupon's scope admits the order: 'all' (or empty) admits any order, 'table' table
 * orders, 'online' the others. Case-insensitive.
 * Spec: orders-and-payments.md §5.3 "The coupon scope must match the order (all, table or online)".
 */
export function couponMatchesScope(coupon: Pick<Coupon, 'scope'>, scope: OrderScope): boolean {
  const s = String(coupon.scope ?? '').trim().toLowerCase();
  return s === '' || s === 'all' || s === scope;
}

/** Minutes since midnight of 'HH:mm', or null when empty or malformed. */
function minutesOfDay(hhmm: string | null | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(String(hhmm ?? '').trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/**
 * Weekdays (0 = Sunday … 6) the coupon is valid on, or null when it is valid every day (an empty
 * list, or all seven days) — the 'Coupon not valid' details omit weeks then.
 * Spec: orders-and-payments.md §3.6 "validweeks (comma list of 0–6)", §8.5.
 */
export function couponValidWeekdays(coupon: Pick<Coupon, 'validweeks'>): number[] | null {
  const days = [
    ...new Set(
      String(coupon.validweeks ?? '')
        .split(',')
        .map((d) => d.trim())
        .filter((d) => /^[0-6]$/.test(d))
        .map(Number),
    ),
  ].sort((a, b) => a - b);
  return days.length === 0 || days.length === 7 ? null : days;
}

/**
 * True when `now` lies in the coupon's validity window, read in the venue timezone:
 * - validstart ≤ now ≤ validend (seconds; 0 = open-ended);
 * - the weekday is in validweeks (empty = every day);
 * - the time of day is within valid_start_time … valid_end_time, both minutes inclusive; an end
 *   before the start wraps past midnight; either left empty leaves that side open.
 * `validtype` and `validdays` are not read: their meaning is not shown.
 * @param now seconds since epoch. @param timezone IANA name, e.g. 'Australia/Sydney'.
 * Spec: orders-and-payments.md §3.6, §8.5 "Valid From/To, Valid Time and Valid Weeks"; §9 "Valid week days 0–6".
 */
export function isCouponValidAt(
  coupon: Pick<Coupon, 'validstart' | 'validend' | 'validweeks' | 'valid_start_time' | 'valid_end_time'>,
  now: number,
  timezone: string,
): boolean {
  if (coupon.validstart > 0 && now < coupon.validstart) return false;
  if (coupon.validend > 0 && now > coupon.validend) return false;
  const local = dayjs.unix(now).tz(timezone);
  const weekdays = couponValidWeekdays(coupon);
  if (weekdays && !weekdays.includes(local.day())) return false;
  const start = minutesOfDay(coupon.valid_start_time);
  const end = minutesOfDay(coupon.valid_end_time);
  const minute = local.hour() * 60 + local.minute();
  if (start !== null && end !== null) {
    return start <= end ? minute >= start && minute <= end : minute >= start || minute <= end;
  }
  if (start !== null) return minute >= start;
  if (end !== null) return minute <= end;
  return true;
}

/** What a coupon is checked against. */
export interface CouponContext {
  scope: OrderScope;
  /** Cents: the items subtotal (`feetotal`) the minimum order is compared with. */
  itemsSubtotal: number;
  /** Seconds since epoch. */
  now: number;
  /** IANA timezone of the venue. */
  timezone: string;
}

/**
 * Checks one coupon for an order, in this order: scope (COUPON_SCOPE_MISMATCH), validity window
 * (COUPON_OUTSIDE_VALIDITY), minimum order against the items subtotal (COUPON_MINIMUM_NOT_MET with
 * `{ minimumOrder }` cents). Params carry the coupon's `id`.
 * Spec: orders-and-payments.md §5.3, §8.5.
 */
export function checkCoupon<T extends Coupon>(coupon: T, context: CouponContext): Result<T> {
  if (!couponMatchesScope(coupon, context.scope)) return err('COUPON_SCOPE_MISMATCH', { id: coupon.id, scope: coupon.scope });
  if (!isCouponValidAt(coupon, context.now, context.timezone)) return err('COUPON_OUTSIDE_VALIDITY', { id: coupon.id });
  if (coupon.minimum_order > 0 && coupon.minimum_order > context.itemsSubtotal) {
    return err('COUPON_MINIMUM_NOT_MET', { id: coupon.id, minimumOrder: coupon.minimum_order });
  }
  return ok(coupon);
}

/** A coupon as applied to an order. */
export interface AppliedCoupon<T extends Coupon = Coupon> {
  coupon: T;
  /** Position in the sorted sequence (the payment entry's `sid`). */
  index: number;
  /** Cents this coupon took off. */
  discount: Cents;
}

/** Result of applying a sequence of coupons. */
export interface CouponApplication<T extends Coupon = Coupon> {
  applied: AppliedCoupon<T>[];
  /** Cents: Σ discounts (≤ the subtotal). */
  discount: Cents;
  /** Cents left after every discount (≥ 0 for a subtotal ≥ 0). */
  remaining: Cents;
}

/**
 * Applies coupons in sorted order (type, then value) to `subtotal`: a fixed coupon takes
 * min(value, remaining), a percentage takes round(remaining × (100 − value) ÷ 100) with value clamped
 * to 0–100; each reduces what remains for the next. The total discount never exceeds the subtotal.
 * @param subtotal cents the coupons apply to (Platter: the items subtotal, `feetotal`).
 * Spec: storefront.md §9 "Coupons"; orders-and-payments.md §9.
 */
export function applyCoupons<T extends Coupon>(subtotal: number, coupons: readonly T[]): CouponApplication<T> {
  let remaining = Math.max(0, subtotal);
  const applied = sortCoupons(coupons).map((coupon, index) => {
    const discount = isFixedCoupon(coupon)
      ? roundCents(Math.min(Math.max(0, coupon.value), remaining))
      : roundCents((remaining * couponPercentOff(coupon)) / 100);
    remaining -= discount;
    return { coupon, index, discount };
  });
  return { applied, discount: sumCents(applied.map((a) => a.discount)), remaining: roundCents(remaining) };
}

/**
 * The payment entry of an applied coupon: `{ id: 0, amount: discount, platform: 0, type: 25,
 * change: coupon value, pid: coupon id, sid: index, notes: JSON {mode, name, type, shortCode,
 * minimumOrder} }`.
 * Spec: orders-and-payments.md §3.7; storefront.md §9 "A coupon payment entry".
 */
export function couponPaymentEntry(applied: AppliedCoupon): OrderPayment {
  const { coupon } = applied;
  return {
    id: 0,
    amount: applied.discount,
    platform: COUPON_PAYMENT_PLATFORM,
    type: PAYMENT_TYPE.coupon,
    change: coupon.value,
    pid: coupon.id,
    sid: applied.index,
    notes: JSON.stringify({
      mode: coupon.mode,
      name: coupon.name,
      type: coupon.type,
      shortCode: coupon.short_code,
      minimumOrder: coupon.minimum_order,
    }),
  };
}
