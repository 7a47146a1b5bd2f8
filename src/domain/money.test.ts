import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { allocate, cents, centsFromDisplay, formatDistance, formatMoney, isCents, roundCents, sumCents } from './money';

describe('cents (STYLE.md §2: money is integer cents behind a branded type)', () => {
  it('brands an integer and normalises negative zero', () => {
    expect(cents(1050)).toBe(1050);
    expect(Object.is(cents(-0), 0)).toBe(true);
  });

  it.each([1.5, Number.NaN, Infinity, 2 ** 60])('refuses %s, which is not an integer number of cents', (n) => {
    expect(() => cents(n)).toThrow(RangeError);
  });

  it.each([
    [100, true],
    [-3, true],
    [0.5, false],
    ['100', false],
  ])('isCents(%s) is %s', (value, expected) => {
    expect(isCents(value)).toBe(expected);
  });

  it('sums amounts', () => {
    expect(sumCents([100, 250, -50])).toBe(300);
    expect(sumCents([])).toBe(0);
  });
});

describe('roundCents: the one rounding rule, half away from zero', () => {
  it.each([
    [2.5, 3],
    [-2.5, -3],
    [2.4999, 2],
    [105.00000000000001, 105],
    [1.005 * 100, 101],
    [30 * 0.15, 5],
    [-0.4, 0],
    [0, 0],
  ])('rounds %s to %s', (x, expected) => {
    expect(roundCents(x)).toBe(expected);
  });

  it('throws on a non-finite amount', () => {
    expect(() => roundCents(Number.NaN)).toThrow(RangeError);
  });

  it('is odd-symmetric and within half a cent of its argument', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (x) => {
        const r = roundCents(x);
        expect(Math.abs(r - x)).toBeLessThanOrEqual(0.5 + 1e-6);
        expect(roundCents(-x)).toBe(r === 0 ? 0 : -r);
      }),
    );
  });
});

describe('formatMoney (storefront.md §9: 2 decimals, venue monetaryunit and monetaryrate)', () => {
  it.each([
    [1250, '$', 1, 'en-AU', '$12.50'],
    [-1250, '$', 1, 'en-AU', '-$12.50'],
    [0, '$', 1, 'en-AU', '$0.00'],
    [123456, '$', 1, 'en-AU', '$1,234.56'],
    [1000, '¥', 5, 'zh-CN', '¥50.00'],
    [1250, '', 1, 'en-AU', '12.50'],
    [1250, 'RM', 1, 'en-AU', 'RM12.50'],
    [1250, 'AUD', 1, 'en-AU', '$12.50'],
    [-1250, 'AUD', 1, 'en-AU', '-$12.50'],
    [1, '$', 0.4, 'en-AU', '$0.00'],
    [-1, '$', 0.4, 'en-AU', '$0.00'],
    [1250, '$', 0, 'en-AU', '$12.50'],
    [1250, '$', Number.NaN, 'en-AU', '$12.50'],
  ])('formats %i cents with unit %j and rate %s in %s as %j', (amount, unit, rate, locale, expected) => {
    expect(formatMoney(amount, unit, rate, locale)).toBe(expected);
  });

  it('formats a currency code other than the locale’s own with its code or symbol', () => {
    expect(formatMoney(1250, 'USD', 1, 'en-AU')).toMatch(/^(USD|US\$)\s?12\.50$/);
  });

  it('defaults to $, rate 1 and en-AU', () => {
    expect(formatMoney(99)).toBe('$0.99');
  });
});

describe('centsFromDisplay (orders-and-payments.md §5.4)', () => {
  it.each([
    [2.5, 1, 250],
    [10, 2, 500],
    [1.005, 1, 101],
    [3, 0, 300],
  ])('%s at rate %s is %i cents', (amount, rate, expected) => {
    expect(centsFromDisplay(amount, rate)).toBe(expected);
  });
});

describe('formatDistance (storefront.md §2.5)', () => {
  it.each([
    [0, '0 m'],
    [999.4, '999 m'],
    [1000, '1 Km'],
    [1001, '2 Km'],
    [12345, '13 Km'],
  ])('%s m reads %j', (metres, expected) => {
    expect(formatDistance(metres)).toBe(expected);
  });
});

describe('allocate: largest remainder (STYLE.md §2)', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [-100, [1, 1, 1], [-34, -33, -33]],
    [10, [0, 0], [5, 5]],
    [7, [3, 0, 4], [3, 0, 4]],
    [1, [1, 2], [0, 1]],
    [0, [5, 5], [0, 0]],
    [3, [0.5, 0.25, 0.25], [1, 1, 1]],
    [4, [0.5, 0.3, 0.2], [2, 1, 1]],
    [5, [1], [5]],
  ])('splits %i by %j into %j', (total, weights, expected) => {
    expect(allocate(total, weights)).toEqual(expected);
  });

  it('gives no parts for nothing to split', () => {
    expect(allocate(0, [])).toEqual([]);
  });

  it.each([
    [1, [] as number[]],
    [1, [-1]],
    [1, [Number.NaN]],
    [1.5, [1]],
  ])('refuses to split %s by %j (a programming error)', (total, weights) => {
    expect(() => allocate(total, weights)).toThrow(RangeError);
  });

  it('parts always add up to the whole, and each is within one cent of its exact share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000_000, max: 1_000_000_000 }),
        fc.array(fc.oneof(fc.nat({ max: 1_000_000 }), fc.double({ min: 0, max: 1000, noNaN: true })), { minLength: 1, maxLength: 30 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
          const sum = weights.reduce((a, b) => a + b, 0);
          parts.forEach((p, i) => {
            const exact = sum === 0 ? total / weights.length : (total * weights[i]) / sum;
            expect(Math.abs(p - exact)).toBeLessThan(1 + 1e-6 * Math.abs(total));
            expect(Number.isSafeInteger(p)).toBe(true);
          });
        },
      ),
    );
  });
});
