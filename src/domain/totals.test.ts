import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  checkOnlinePayment,
  checkSpendingLimit,
  groupAmountLimit,
  nonInclusiveTax,
  orderListAmount,
  orderSubtotal,
  orderTotal,
} from './totals';

describe('subtotal and total (storefront.md §9; orders-and-payments.md §9 "Totals")', () => {
  it('subtotal = items + surcharge + delivery', () => {
    expect(orderSubtotal(2000, 200, 500)).toBe(2700);
  });

  it.each([
    ['subtotal − discounts + extra tax + tips', { subtotal: 2700, discount: 300, taxExtra: 240, tips: 100 }, 2740],
    ['floored at 0', { subtotal: 500, discount: 800, taxExtra: 0, tips: 0 }, 0],
    ['not floored when refunded', { subtotal: 500, discount: 800, taxExtra: 0, tips: 0, refunded: true }, -300],
  ])('%s', (_, parts, total) => {
    expect(orderTotal(parts)).toBe(total);
  });

  it('is never negative unless refunded', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc.nat({ max: 20_000_000 }),
        fc.nat({ max: 1_000_000 }),
        fc.nat({ max: 1_000_000 }),
        (subtotal, discount, taxExtra, tips) => {
          expect(orderTotal({ subtotal, discount, taxExtra, tips })).toBeGreaterThanOrEqual(0);
          expect(orderTotal({ subtotal, discount, taxExtra, tips, refunded: true })).toBe(subtotal - discount + taxExtra + tips);
        },
      ),
    );
  });
});

describe("order list 'Amount' (orders-and-payments.md §2.2)", () => {
  const feetaxes = JSON.stringify([
    { attr: 1, name: 'GST', rate: 0.1, subTotal: 1000, tax: 100 },
    { attr: 0, name: 'City', rate: 0.05, subTotal: 1000, tax: 50 },
  ]);
  const order = { feetotal: 2000, feediscount: 200, feetaxes, feedelivery: 500, feesurcharge: 180, status: 2, statustime: [] };

  it('is feetotal − feediscount + non-inclusive taxes + feedelivery + feesurcharge', () => {
    expect(orderListAmount(order)).toBe(2000 - 200 + 50 + 500 + 180);
  });

  it.each([
    ['status 3', { status: 3 }],
    ['an event 24', { statustime: [{ datetime: 1, status: 24 }] }],
  ])('is negated for a refunded order (%s)', (_, fields) => {
    expect(orderListAmount({ ...order, ...fields })).toBe(-2530);
  });

  it('counts only non-inclusive tax lines, and unreadable feetaxes as none', () => {
    expect(nonInclusiveTax(feetaxes)).toBe(50);
    expect(nonInclusiveTax('oops')).toBe(0);
  });
});

describe('minimum online payment (orders-and-payments.md §5.2: amount + surcharge > 50 cents)', () => {
  it.each([
    [51, 0, true],
    [50, 0, false],
    [40, 11, true],
    [0, 0, false],
  ])('%i + surcharge %i may be paid online: %s', (amount, surcharge, allowed) => {
    expect(checkOnlinePayment(amount, surcharge).ok).toBe(allowed);
  });

  it('names the minimum', () => {
    expect(checkOnlinePayment(50)).toEqual({ ok: false, code: 'PAYMENT_BELOW_MINIMUM', params: { minimum: 50 } });
  });
});

describe('group spending limit (orders-and-payments.md §5.2: groupAmountLimit in the order extra)', () => {
  it.each([
    ['{"groupAmountLimit":5000}', 5000],
    ['{"groupAmountLimit":"2500"}', 2500],
    ['{"groupAmountLimit":0}', null],
    ['{}', null],
    ['not json', null],
    ['3', null],
    [null, null],
    [{ groupAmountLimit: 100 }, 100],
  ])('extra %j has limit %s', (extra, limit) => {
    expect(groupAmountLimit(extra)).toBe(limit);
  });

  it.each([
    [5000, true],
    [5001, false],
  ])('a total of %i under a 5000 limit passes: %s', (total, passes) => {
    const result = checkSpendingLimit(total, '{"groupAmountLimit":5000}');
    expect(result.ok).toBe(passes);
    if (!result.ok) expect(result).toEqual({ ok: false, code: 'SPENDING_LIMIT_EXCEEDED', params: { limit: 5000 } });
  });

  it('passes any total without a limit', () => {
    expect(checkSpendingLimit(10 ** 9, '')).toEqual({ ok: true, value: 10 ** 9 });
  });
});
