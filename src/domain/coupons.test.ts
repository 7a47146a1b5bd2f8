import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addCoupon,
  applyCoupons,
  checkCoupon,
  couponMatchesScope,
  couponPaymentEntry,
  couponValidWeekdays,
  couponValueText,
  isCouponValidAt,
  removeFirstCoupon,
  sortCoupons,
  validatePromoCode,
} from './coupons';
import type { Coupon } from './types';

/** A percentage coupon (value 90 = 10 % off), valid always, for all orders. */
function makeCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'C',
    id: 1,
    mode: 1,
    name: 'Ten off',
    scenario: 0,
    short_code: 'TEN',
    type: 1,
    scope: 'all',
    value: 90,
    minimum_order: 0,
    validdays: 0,
    validend: 0,
    validstart: 0,
    validtype: 0,
    validweeks: '',
    valid_start_time: '',
    valid_end_time: '',
    usage_limit_user: 0,
    status: 1,
    ...overrides,
  };
}

const SYDNEY = 'Australia/Sydney';
/** Tuesday 5 March 2024, 12:00 in Sydney (UTC+11). */
const TUE_NOON = Date.UTC(2024, 2, 5, 1, 0) / 1000;
const at = (hours: number, minutes = 0) => TUE_NOON + (hours - 12) * 3600 + minutes * 60;

describe('coupon value display (orders-and-payments.md §9: (100 − value)% OFF or an amount)', () => {
  it.each([
    [{ type: 1, value: 90 }, '10% OFF'],
    [{ type: 3, value: 75 }, '25% OFF'],
    [{ type: 1, value: 0 }, '100% OFF'],
    [{ type: 1, value: 120 }, '0% OFF'],
    [{ type: 2, value: 500 }, '$5.00'],
  ])('%j shows %j', (coupon, text) => {
    expect(couponValueText(coupon)).toBe(text);
  });
});

describe('sortCoupons (orders-and-payments.md §9: by type then value)', () => {
  it('orders by type, then by value', () => {
    const sorted = sortCoupons([
      makeCoupon({ id: 1, type: 2, value: 500 }),
      makeCoupon({ id: 2, type: 1, value: 90 }),
      makeCoupon({ id: 3, type: 2, value: 200 }),
      makeCoupon({ id: 4, type: 1, value: 80 }),
    ]);
    expect(sorted.map((c) => c.id)).toEqual([4, 2, 3, 1]);
  });
});

describe('applyCoupons (storefront.md §9: percentages in sequence, round(remaining × (100 − value) ÷ 100))', () => {
  it.each([
    ['10 % off 2000', [{ type: 1, value: 90 }], 2000, [200], 200],
    ['$5 off 2000', [{ type: 2, value: 500 }], 2000, [500], 500],
    ['$5 off 300 takes only 300', [{ type: 2, value: 500 }], 300, [300], 300],
    ['by value: 20 % (value 80) then 10 % (value 90) off 1000 is 200 then 80', [{ type: 1, value: 90 }, { type: 1, value: 80 }], 1000, [200, 80], 280],
    ['percent before fixed by type: 10 % off 1000 then $5', [{ type: 2, value: 500 }, { type: 1, value: 90 }], 1000, [100, 500], 600],
    ['rounds half away from zero: 15 % off 1010 is 151.5 → 152', [{ type: 1, value: 85 }], 1010, [152], 152],
    ['a negative fixed value takes nothing', [{ type: 2, value: -100 }], 1000, [0], 0],
    ['nothing off an empty cart', [{ type: 1, value: 50 }], 0, [0], 0],
  ])('%s', (_, coupons, subtotal, discounts, total) => {
    const result = applyCoupons(subtotal, coupons.map((c, i) => makeCoupon({ id: i + 1, ...c })));
    expect(result.applied.map((a) => a.discount)).toEqual(discounts);
    expect(result.discount).toBe(total);
    expect(result.remaining).toBe(Math.max(0, subtotal) - total);
  });

  it('numbers the applied coupons in sorted order', () => {
    const result = applyCoupons(1000, [makeCoupon({ id: 7, type: 2, value: 100 }), makeCoupon({ id: 8, type: 1, value: 90 })]);
    expect(result.applied.map((a) => [a.coupon.id, a.index])).toEqual([
      [8, 0],
      [7, 1],
    ]);
  });

  it('never discounts more than the subtotal, whatever the coupons', () => {
    const couponArb = fc.record({
      type: fc.integer({ min: 0, max: 4 }),
      value: fc.integer({ min: -50, max: 100_000 }),
    });
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10_000_000 }), fc.array(couponArb, { maxLength: 8 }), (subtotal, coupons) => {
        const result = applyCoupons(subtotal, coupons.map((c, i) => makeCoupon({ id: i, ...c })));
        expect(result.discount).toBeGreaterThanOrEqual(0);
        expect(result.discount).toBeLessThanOrEqual(Math.max(0, subtotal));
        expect(result.applied.every((a) => Number.isSafeInteger(a.discount) && a.discount >= 0)).toBe(true);
        expect(result.remaining).toBe(Math.max(0, subtotal) - result.discount);
      }),
    );
  });
});

describe('coupon scope (orders-and-payments.md §5.3: all, table or online)', () => {
  it.each([
    ['all', 'table', true],
    ['all', 'online', true],
    ['', 'online', true],
    ['table', 'table', true],
    ['table', 'online', false],
    ['Online', 'online', true],
    ['online', 'table', false],
  ] as const)('scope %j admits a %s order: %s', (scope, order, admitted) => {
    expect(couponMatchesScope({ scope }, order)).toBe(admitted);
  });
});

describe('coupon validity window (orders-and-payments.md §3.6, §8.5) in the venue timezone', () => {
  it.each([
    ['always valid', {}, TUE_NOON, true],
    ['before validstart', { validstart: TUE_NOON + 1 }, TUE_NOON, false],
    ['at validstart', { validstart: TUE_NOON }, TUE_NOON, true],
    ['at validend', { validend: TUE_NOON }, TUE_NOON, true],
    ['after validend', { validend: TUE_NOON - 1 }, TUE_NOON, false],
    ['on a listed weekday (2 = Tuesday)', { validweeks: '1,2,3' }, TUE_NOON, true],
    ['on an unlisted weekday', { validweeks: '0,6' }, TUE_NOON, false],
    ['inside the daily window', { valid_start_time: '11:00', valid_end_time: '14:00' }, TUE_NOON, true],
    ['at the end minute of the window', { valid_start_time: '11:00', valid_end_time: '12:00' }, TUE_NOON, true],
    ['after the window', { valid_start_time: '11:00', valid_end_time: '11:59' }, TUE_NOON, false],
    ['before the window', { valid_start_time: '12:01', valid_end_time: '14:00' }, TUE_NOON, false],
    ['inside an overnight window', { valid_start_time: '22:00', valid_end_time: '02:00' }, at(23), true],
    ['after midnight in an overnight window', { valid_start_time: '22:00', valid_end_time: '02:00' }, at(12) - 11 * 3600, true],
    ['outside an overnight window', { valid_start_time: '22:00', valid_end_time: '02:00' }, TUE_NOON, false],
    ['with only a start time, after it', { valid_start_time: '09:00' }, TUE_NOON, true],
    ['with only a start time, before it', { valid_start_time: '13:00' }, TUE_NOON, false],
    ['with only an end time, before it', { valid_end_time: '13:00' }, TUE_NOON, true],
    ['with only an end time, after it', { valid_end_time: '11:00' }, TUE_NOON, false],
    ['with a malformed time (ignored)', { valid_start_time: 'noon' }, TUE_NOON, true],
  ])('%s: %s', (_, fields, now, valid) => {
    expect(isCouponValidAt(makeCoupon(fields), now, SYDNEY)).toBe(valid);
  });

  it('reads the weekday in the venue timezone, not UTC (Tuesday 09:00 Sydney is Monday in UTC)', () => {
    const coupon = makeCoupon({ validweeks: '2' });
    expect(isCouponValidAt(coupon, at(9), SYDNEY)).toBe(true);
    expect(isCouponValidAt(coupon, at(9), 'UTC')).toBe(false);
  });

  it.each([
    ['', null],
    ['0,1,2,3,4,5,6', null],
    ['3, 1,1,9,x', [1, 3]],
  ])('valid weekdays of %j are %j (null = every day, omitted from the details)', (weeks, days) => {
    expect(couponValidWeekdays({ validweeks: weeks })).toEqual(days);
  });
});

describe('checkCoupon (orders-and-payments.md §5.3)', () => {
  const context = { scope: 'online' as const, itemsSubtotal: 2000, now: TUE_NOON, timezone: SYDNEY };

  it('accepts a coupon that applies', () => {
    expect(checkCoupon(makeCoupon(), context).ok).toBe(true);
  });

  it.each([
    ['out of scope', { scope: 'table' }, 'COUPON_SCOPE_MISMATCH'],
    ['outside its validity', { validend: TUE_NOON - 60 }, 'COUPON_OUTSIDE_VALIDITY'],
    ['with its minimum order above the items', { minimum_order: 2001 }, 'COUPON_MINIMUM_NOT_MET'],
  ])('refuses a coupon %s', (_, fields, code) => {
    expect(checkCoupon(makeCoupon(fields), context)).toMatchObject({ ok: false, code });
  });

  it('accepts a minimum order equal to the items subtotal', () => {
    expect(checkCoupon(makeCoupon({ minimum_order: 2000 }), context).ok).toBe(true);
  });

  it('reports the minimum order', () => {
    expect(checkCoupon(makeCoupon({ id: 5, minimum_order: 3000 }), context)).toEqual({
      ok: false,
      code: 'COUPON_MINIMUM_NOT_MET',
      params: { id: 5, minimumOrder: 3000 },
    });
  });
});

describe('coupon selection (orders-and-payments.md §2.6, §5.3)', () => {
  it.each([
    ['  SAVE10 ', { ok: true, value: 'SAVE10' }],
    ['   ', { ok: false, code: 'COUPON_CODE_REQUIRED' }],
  ])('promo code %j gives %j', (code, result) => {
    expect(validatePromoCode(code)).toEqual(result);
  });

  it('adds a new coupon and refuses one already listed', () => {
    const list = [makeCoupon({ id: 1 })];
    expect(addCoupon(list, makeCoupon({ id: 2 }))).toMatchObject({ ok: true, value: [{ id: 1 }, { id: 2 }] });
    expect(addCoupon(list, makeCoupon({ id: 1 }))).toEqual({ ok: false, code: 'COUPON_ALREADY_ADDED', params: { id: 1 } });
  });

  it('removes only the first coupon', () => {
    expect(removeFirstCoupon([1, 2, 3])).toEqual([2, 3]);
  });
});

describe('couponPaymentEntry (orders-and-payments.md §3.7)', () => {
  it('is type 25, platform 0, change = value, pid = coupon id, sid = index, notes JSON', () => {
    const coupon = makeCoupon({ id: 42, mode: 3, name: 'Lunch', type: 1, value: 85, short_code: 'LUNCH', minimum_order: 1500 });
    expect(couponPaymentEntry({ coupon, index: 1, discount: 300 as never })).toEqual({
      id: 0,
      amount: 300,
      platform: 0,
      type: 25,
      change: 85,
      pid: 42,
      sid: 1,
      notes: JSON.stringify({ mode: 3, name: 'Lunch', type: 1, shortCode: 'LUNCH', minimumOrder: 1500 }),
    });
  });
});
