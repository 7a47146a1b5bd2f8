import { describe, expect, it } from 'vitest';
import { applyCoupons } from './coupons';
import { levelFor, pointsForPaid, pointsToCredits, punchesForLines, punchRewards, reverseShare, voucherAsCoupon, voucherStatus, voucherValue, VOUCHER_STATUS } from './loyalty';

describe('pointsForPaid (earn rule)', () => {
  it.each([
    [1050, 1, 'floor', 10],
    [1050, 1, 'round', 11],
    [1001, 1, 'ceil', 11],
    [1000, 1, 'ceil', 10],
    [2590, 2, 'floor', 51],
    [2590, 0.5, 'round', 13],
    [0, 1, 'ceil', 0],
    [-500, 1, 'floor', 0],
    [1000, 0, 'floor', 0],
    [99, 1, 'floor', 0],
    [30, 10, 'floor', 3],
  ] as const)('%i cents at %f per unit, %s → %i points', (cents, perUnit, rounding, points) => {
    expect(pointsForPaid(cents, { points_per_unit: perUnit, rounding })).toBe(points);
  });
});

describe('pointsToCredits (conversion rule)', () => {
  it.each([
    [99, { point_value: 5, credit_threshold: 100 }, 0, 0],
    [100, { point_value: 5, credit_threshold: 100 }, 100, 500],
    [250, { point_value: 5, credit_threshold: 100 }, 200, 1000],
    [250, { point_value: 5 }, 200, 1000],
    [250, { point_value: 0, credit_threshold: 100 }, 0, 0],
    [250, { point_value: 5, credit_threshold: 100, credit_conversion: 'off' as const }, 0, 0],
    [7, { point_value: 3, credit_threshold: 1 }, 7, 21],
  ])('%i points, %o → %i points converted into %i cents', (points, rule, taken, credits) => {
    expect(pointsToCredits(points, rule)).toEqual({ points: taken, credits });
  });
});

describe('punchesForLines', () => {
  const lines = [
    { productCode: 'latte', categoryCode: 'coffee', quantity: 2 },
    { productCode: 'croissant', categoryCode: 'bakery', quantity: 1 },
    { productCode: 'mocha', categoryCode: 'coffee', quantity: 1 },
  ];
  it.each([
    [{ products: [], categories: ['coffee'] }, 3],
    [{ products: ['croissant'], categories: [] }, 1],
    [{ products: ['latte'], categories: ['coffee'] }, 3],
    [{ products: ['tea'], categories: ['drinks'] }, 0],
  ])('%j counts %i', (card, n) => expect(punchesForLines(lines, card)).toBe(n));
});

describe('reverseShare (refund rule)', () => {
  it.each([
    // earned, already reversed, refund cents, paid cents → taken back
    [25, 0, 2500, 2500, 25],
    [25, 0, 1000, 2500, 10],
    [25, 10, 1500, 2500, 15],
    [25, 20, 1500, 2500, 5],
    [25, 25, 100, 2500, 0],
    [3, 0, 1250, 2500, 2],
    [10, 0, 0, 2500, 0],
    [10, 0, 9999, 2500, 10],
  ])('earned %i, reversed %i, refund %i of %i → %i', (earned, reversed, refund, paid, out) => {
    expect(reverseShare(earned, reversed, refund, paid)).toBe(out);
  });
});

describe('punchRewards (punch card rule)', () => {
  it.each([
    [8, 9, 0, 8],
    [9, 9, 1, 0],
    [10, 9, 1, 1],
    [19, 9, 2, 1],
    [0, 9, 0, 0],
  ])('balance %i of %i → %i rewards, %i left', (balance, threshold, rewards, left) => {
    expect(punchRewards(balance, threshold)).toEqual({ rewards, left });
  });
});

describe('levelFor', () => {
  const levels = [
    { code: 'silver', threshold: 200 },
    { code: 'bronze', threshold: 0 },
    { code: 'gold', threshold: 1000 },
  ];
  it.each([
    [0, 'bronze'],
    [199, 'bronze'],
    [200, 'silver'],
    [5000, 'gold'],
  ])('%i lifetime points → %s', (points, code) => expect(levelFor(points, levels)?.code).toBe(code));
  it('no level below the first threshold', () => expect(levelFor(5, [{ threshold: 10 }])).toBeNull());
});

describe('vouchers (redeem rule)', () => {
  it.each([
    [false, 1000, 999, VOUCHER_STATUS.active],
    [false, 1000, 1000, VOUCHER_STATUS.active],
    [false, 1000, 1001, VOUCHER_STATUS.expired],
    [true, 1000, 10, VOUCHER_STATUS.used],
    [true, 1000, 2000, VOUCHER_STATUS.used],
  ])('used %s, ends %i, now %i → status %i', (used, end, now, status) => expect(voucherStatus({ used, validEndAt: end }, now)).toBe(status));

  it.each([
    [{ amount_off: 500 }, { type: 2, value: 500 }],
    [{ percent_off: 15 }, { type: 1, value: 85 }],
  ])('template %j has coupon value %j', (t, v) => expect(voucherValue(t)).toEqual(v));

  it.each([
    // type, value, subtotal → discount (the coupons' own pricing)
    [2, 500, 2000, 500],
    [2, 550, 400, 400],
    [1, 85, 2000, 300],
  ])('a voucher of type %i value %i on %i cents takes %i off', (type, value, subtotal, discount) => {
    const c = voucherAsCoupon({ id: 7, code: 'VX', name: 'v', type, value, minimumOrder: 0, validStartAt: 0, validEndAt: 0 });
    expect(c.id).toBe(-7);
    expect(applyCoupons(subtotal, [c]).discount).toBe(discount);
  });
});
