import { describe, expect, it } from 'vitest';
import { allocateRefund, checkRefundAmount, planLineRefund, readRefundExtra, refundedCounts, refundStatusAfter, remainingCarts } from './refunds';
import type { CartLine } from './types';

const line = (o: Partial<CartLine>): CartLine => ({
  id: 1, status: 2, store_id: 5, menu_id: 9, code: '', count: 1, name: 'x', pid: 1, sid: 0, cid: 0, gid: 0, sequence: 0, discount: 0, value: 0, price: 0, tid: 0, type: 2,
  taxes: '[]', taxtotal: 0, taxextra: 0, extra: '{}', ...o,
});
// 2 × flat white ($5) with 2 × oat milk (+$0.80), 1 × croissant ($6), a set menu ($20) with one component.
const lines = [
  line({ name: 'Flat white', pid: 1, gid: 11, tid: 11, count: 2, price: 500 }),
  line({ name: 'Oat', type: 22, pid: 0, gid: 11, tid: 12, count: 2, price: 80 }),
  line({ name: 'Croissant', pid: 2, gid: 13, tid: 13, count: 1, price: 600 }),
  line({ name: 'Lunch set', type: 101, pid: 3, gid: 14, tid: 14, count: 1, price: 2000 }),
  line({ name: 'Soup', type: 2, pid: 4, gid: 14, tid: 15, count: 1, price: 0 }),
];
const fees = { feetotal: 3760, feediscount: 0, feetaxextra: 0 };

describe('refunds (orders-and-payments.md §3.2 refund_orders)', () => {
  it('prices chosen items with their modifiers in proportion, and points each refund line back', () => {
    const plan = planLineRefund(lines, [0, 0, 0, 0, 0], [{ position: 0, count: 1 }], fees);
    expect(plan).toEqual({
      ok: true,
      value: {
        amount: 580,
        carts: [
          { count: 1, type: 2, tid: 11, pid: 1, sid: 0, gid: 11, menu_id: 9, store_id: 5, extra: JSON.stringify({ rpsid: 11, position: 0 }) },
          { count: 1, type: 22, tid: 12, pid: 0, sid: 0, gid: 11, menu_id: 9, store_id: 5, extra: JSON.stringify({ rpsid: 11, position: 1 }) },
        ],
      },
    });
    const set = planLineRefund(lines, [0, 0, 0, 0, 0], [{ position: 3, count: 1 }, { position: 2, count: 1 }], fees);
    expect(set.ok && set.value.amount).toBe(2600);
    expect(set.ok && set.value.carts.map((c) => c.tid)).toEqual([14, 15, 13]);
  });

  it('takes the discount share off and adds the non-inclusive tax share', () => {
    const plan = planLineRefund(lines, [0, 0, 0, 0, 0], [{ position: 2, count: 1 }], { feetotal: 3760, feediscount: 376, feetaxextra: 188 });
    expect(plan.ok && plan.value.amount).toBe(570); // 600 × (3760 − 376 + 188) / 3760
    expect(planLineRefund(lines, [0, 0, 0, 0, 0], [{ position: 2, count: 1 }], { feetotal: 0, feediscount: 0, feetaxextra: 0 })).toMatchObject({ value: { amount: 600 } });
  });

  it.each([
    ['no lines', [], 'empty'],
    ['a modifier line', [{ position: 1, count: 1 }], 'notAnItem'],
    ['a bundle component', [{ position: 4, count: 1 }], 'notAnItem'],
    ['a position past the end', [{ position: 9, count: 1 }], 'notAnItem'],
    ['more than is left', [{ position: 0, count: 2 }], 'count'],
    ['zero', [{ position: 0, count: 0 }], 'count'],
    ['the same item twice', [{ position: 2, count: 1 }, { position: 2, count: 1 }], 'repeated'],
  ])('refuses %s', (_, requests, reason) => {
    expect(planLineRefund(lines, [1, 1, 0, 0, 0], requests, fees)).toMatchObject({ ok: false, code: 'NOT_VALID', params: { reason } });
  });

  it('counts what earlier refunds took back, by position, else by identity', () => {
    const earlier = [{ carts: [{ count: 1, type: 2, tid: 11, pid: 1, sid: 0, gid: 11, menu_id: 9, store_id: 5, extra: JSON.stringify({ position: 0 }) }] }, { carts: [{ count: 1, type: 2, tid: 13, pid: 2, sid: 0, gid: 13, menu_id: 9, store_id: 5, extra: 'bad' }] }, { carts: [{ count: 1, type: 2, tid: 99, pid: 9, sid: 0, gid: 0, menu_id: 9, store_id: 5, extra: '{}' }] }];
    expect(refundedCounts(lines, earlier)).toEqual([1, 0, 1, 0, 0]);
    expect(remainingCarts(lines, [1, 0, 1, 0, 0]).map((c) => [c.tid, c.count])).toEqual([[11, 1], [12, 2], [14, 1], [15, 1]]);
    expect(readRefundExtra('')).toEqual({ rpsid: 0, position: -1 });
  });

  it('never refunds more than paid minus refunded', () => {
    expect(checkRefundAmount(500, 1000, 400)).toEqual({ ok: true, value: 500 });
    expect(checkRefundAmount(601, 1000, 400)).toEqual({ ok: false, code: 'NOT_ACCEPTABLE', params: { reason: 'refundExceedsPaid', refundable: 600 } });
    expect(checkRefundAmount(1, 1000, 1200)).toMatchObject({ code: 'NOT_ACCEPTABLE', params: { refundable: 0 } });
    expect(checkRefundAmount(0, 1000, 0)).toMatchObject({ code: 'NOT_VALID' });
    expect(checkRefundAmount(1.5, 1000, 0)).toMatchObject({ code: 'NOT_VALID' });
  });

  it('is refunded (3) when everything is back, else partly refunded (11)', () => {
    expect(refundStatusAfter(1000, 1000)).toBe(3);
    expect(refundStatusAfter(1000, 999)).toBe(11);
  });

  it('splits an amount over payments, each at most what is left of it', () => {
    expect(allocateRefund(700, [500, 400])).toEqual([500, 200]);
    expect(allocateRefund(300, [0, 400])).toEqual([0, 300]);
    expect(allocateRefund(1000, [500, 400])).toEqual([500, 400]);
  });
});
