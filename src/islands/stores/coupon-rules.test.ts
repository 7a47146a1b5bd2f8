import { describe, expect, it } from 'vitest';
import { serverMessageOf, type ErrorCode } from '../../domain/errors';
import { couponFromEntry, mapCouponFailure, starsToRating, stepStars } from './coupon-rules';

describe('coupon lookup failures (orders-and-payments.md §8.5)', () => {
  const server = (code: ErrorCode, params: Record<string, unknown> = {}) => ({ message: serverMessageOf(code), extensions: { code, params } });
  it.each([
    [server('NOT_VALID', { name: 'Lunch', shortCode: 'L1', minimumOrder: 1000, validweeks: '1,2' }), { kind: 'notValid' }],
    [server('EXIST_ALREADY', { limitReached: 1 }), { kind: 'addFailed', limitReached: true }],
    [server('EXIST_ALREADY'), { kind: 'addFailed', limitReached: false }],
    [server('USER_ONLY', { reason: 'createAccount' }), { kind: 'userOnly', scope: false }],
    [server('USER_ONLY', { reason: 'scope' }), { kind: 'userOnly', scope: true }],
    [server('NOT_FOUND'), { kind: 'invalidCode' }],
    [{ message: 'Failed to fetch' }, { kind: 'network' }],
    [{ message: 'not valid' }, { kind: 'invalidCode' }],
  ] as const)('%j', (failure, want) => {
    expect(mapCouponFailure(failure)).toMatchObject(want);
  });

  it("keeps the 'Coupon not valid' details", () => {
    const f = mapCouponFailure(server('NOT_VALID', { name: 'Lunch', shortCode: 'L1', minimumOrder: 1000, validstart: 5, validend: 9, validStartTime: '11:00', validEndTime: '14:00', validweeks: '1,2' }));
    expect(f).toEqual({ kind: 'notValid', details: { name: 'Lunch', shortCode: 'L1', minimumOrder: 1000, validstart: 5, validend: 9, validStartTime: '11:00', validEndTime: '14:00', validweeks: '1,2' } });
  });

  it('rebuilds a coupon from an order entry for pricing', () => {
    expect(couponFromEntry({ couponId: 3, name: '$5', shortCode: 'W5', value: 500, type: 2, minimumOrder: 0 })).toMatchObject({ id: 3, type: 2, value: 500, scope: 'all', status: 1 });
  });
});

describe('review ratings (§2.10, §5.6: half stars × 20)', () => {
  it.each([
    [0, 0],
    [0.5, 10],
    [3.5, 70],
    [5, 100],
    [7, 100],
  ])('%s stars → %s', (stars, rating) => {
    expect(starsToRating(stars)).toBe(rating);
  });

  it('steps half a star within 0–5', () => {
    expect(stepStars(4.5, 1)).toBe(5);
    expect(stepStars(5, 1)).toBe(5);
    expect(stepStars(0, -1)).toBe(0);
    expect(stepStars(3, -1)).toBe(2.5);
  });
});
