import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billState, evenShares, lineCosts, proportionalPart, quoteShare, shareTaxLines, type Bill, type SplitPayment, type SplitRequest } from './bill-split';

const bill = (totals: number[], extras = 0): Bill => ({ lines: totals.map((total, i) => ({ id: `L${i}`, total })), total: totals.reduce((s, t) => s + t, 0) + extras });

/** Pays `request` on `payments` when the domain allows it; answers the payment or the refusal code. */
function pay(b: Bill, payments: SplitPayment[], request: SplitRequest): string | SplitPayment {
  const r = quoteShare(b, payments, request);
  if (!r.ok) return r.code;
  const p = { request, amount: r.value.amount, lines: r.value.lines };
  payments.push(p);
  return p;
}

describe('evenShares', () => {
  it('puts the remainder cents on the first shares', () => {
    expect(evenShares(1000, 3)).toEqual([334, 333, 333]);
    expect(evenShares(2, 3)).toEqual([1, 1, 0]);
    expect(evenShares(900, 3)).toEqual([300, 300, 300]);
  });
});

describe('lineCosts', () => {
  it('spreads the surcharge over the lines by their totals, adding up to the total', () => {
    // $10 + $30 with a $1.01 surcharge: 25.25 c and 75.75 c → 25 + 76 (largest remainder).
    expect(lineCosts(bill([1000, 3000], 101))).toEqual({ L0: 1025, L1: 3076 });
  });
});

describe('quoteShare', () => {
  it('my items, a dish shared three ways, an amount and the rest pay a bill exactly', () => {
    const b = bill([1800, 2400, 3000], 360); // $72 of lines, 5 % surcharge $3.60 → $75.60
    const ps: SplitPayment[] = [];
    expect(pay(b, ps, { kind: 'lines', lineIds: ['L0'] })).toMatchObject({ amount: 1890 });
    const platter = lineCosts(b).L2; // 3150
    expect(pay(b, ps, { kind: 'dish', lineId: 'L2', ways: 3, index: 0 })).toMatchObject({ amount: platter / 3 });
    expect(pay(b, ps, { kind: 'dish', lineId: 'L2', ways: 3, index: 0 })).toBe('SPLIT_BAD_INDEX');
    expect(pay(b, ps, { kind: 'dish', lineId: 'L2', ways: 4, index: 1 })).toBe('SPLIT_BAD_WAYS');
    expect(pay(b, ps, { kind: 'amount', cents: 1000 })).toMatchObject({ amount: 1000 });
    expect(pay(b, ps, { kind: 'lines', lineIds: ['L0'] })).toBe('SPLIT_LINE_PAID');
    expect(pay(b, ps, { kind: 'amount', cents: 100_000 })).toBe('SPLIT_OVER_BALANCE');
    const rest = pay(b, ps, { kind: 'rest' }) as SplitPayment;
    expect(ps.reduce((s, p) => s + p.amount, 0)).toBe(7560);
    expect(rest.amount).toBe(7560 - 1890 - 1050 - 1000);
    expect(pay(b, ps, { kind: 'rest' })).toBe('SPLIT_NOTHING_DUE');
  });

  it('refuses bad input and changes nothing', () => {
    const b = bill([1000]);
    const ps: SplitPayment[] = [];
    expect(pay(b, ps, { kind: 'amount', cents: -5 })).toBe('SPLIT_BAD_AMOUNT');
    expect(pay(b, ps, { kind: 'amount', cents: 1.5 })).toBe('SPLIT_BAD_AMOUNT');
    expect(pay(b, ps, { kind: 'even', people: 0, index: 0 })).toBe('SPLIT_BAD_PEOPLE');
    expect(pay(b, ps, { kind: 'even', people: 1000, index: 0 })).toBe('SPLIT_BAD_PEOPLE');
    expect(pay(b, ps, { kind: 'lines', lineIds: ['other-table'] })).toBe('SPLIT_UNKNOWN_LINE');
    expect(pay(b, ps, { kind: 'lines', lineIds: [] })).toBe('SPLIT_NO_LINES');
    expect(ps).toEqual([]);
    expect(billState(b, ps).balance).toBe(1000);
  });

  it('an even split by 3 of $100.00 charges 33.34, 33.33, 33.33', () => {
    const b = bill([10_000]);
    const ps: SplitPayment[] = [];
    const amounts = [2, 0, 1].map((index) => (pay(b, ps, { kind: 'even', people: 3, index }) as SplitPayment).amount);
    expect(amounts).toEqual([3333, 3334, 3333]);
    expect(billState(b, ps).balance).toBe(0);
  });
});

describe('any bill, any sequence of splits (fast-check, 10,000 bills)', () => {
  const request = (lines: number): fc.Arbitrary<SplitRequest> =>
    fc.oneof(
      fc.record({ kind: fc.constant('lines' as const), lineIds: fc.uniqueArray(fc.integer({ min: 0, max: lines }), { minLength: 1, maxLength: 3 }).map((a) => a.map((i) => `L${i}`)) }),
      fc.record({ kind: fc.constant('even' as const), people: fc.integer({ min: 2, max: 6 }), index: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ kind: fc.constant('amount' as const), cents: fc.integer({ min: -10, max: 20_000 }) }),
      fc.record({ kind: fc.constant('dish' as const), lineId: fc.integer({ min: 0, max: lines }).map((i) => `L${i}`), ways: fc.integer({ min: 2, max: 5 }), index: fc.integer({ min: 0, max: 4 }) }),
    );

  it('pays exactly the total: no share negative or over the balance, and the GST parts add up to the GST', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 25_000 }), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.array(request(8), { maxLength: 14 }),
        (totals, extras, requests) => {
          const b = bill(totals, extras);
          const ps: SplitPayment[] = [];
          for (const r of requests) {
            const before = billState(b, ps).balance;
            const p = pay(b, ps, r);
            if (typeof p === 'string') continue;
            expect(p.amount).toBeGreaterThanOrEqual(0);
            expect(p.amount).toBeLessThanOrEqual(before);
            for (const c of Object.values(p.lines)) expect(c).toBeGreaterThanOrEqual(0);
          }
          if (billState(b, ps).balance > 0) pay(b, ps, { kind: 'rest' });
          expect(ps.reduce((s, p) => s + p.amount, 0)).toBe(b.total);
          expect(billState(b, ps).balance).toBe(0);
          // GST (1/11 of an inclusive total) split over the payments adds up exactly.
          const gst = Math.round(b.total / 11);
          let paid = 0;
          let parts = 0;
          for (const p of ps) {
            const part = proportionalPart(gst, b.total, paid, p.amount);
            expect(part).toBeGreaterThanOrEqual(0);
            parts += part;
            paid += p.amount;
          }
          expect(parts).toBe(b.total > 0 ? gst : 0);
        },
      ),
      { numRuns: 10_000 },
    );
  });

  it('shareTaxLines cuts each tax line (tax and net) by the payments, exact to the cent, every part inclusive', () => {
    // $100.00 bill: GST 10 % inclusive on $90.91 net food, plus a 0 % line that drops out.
    const taxes = [
      { attr: 1, name: 'GST', rate: 0.1, subTotal: 9091, tax: 909 },
      { attr: 0, name: 'Levy', rate: 0, subTotal: 0, tax: 0 },
    ];
    const amounts = [3334, 3333, 3333];
    let before = 0;
    const parts = amounts.map((a) => {
      const p = shareTaxLines(taxes, 10000, before, a);
      before += a;
      return p;
    });
    expect(parts.map((p) => p.map((l) => l.tax))).toEqual([[303], [303], [303]]);
    expect(parts.flat().reduce((n, l) => n + l.subTotal, 0)).toBe(9091);
    expect(parts.flat().every((l) => l.attr === 1 && l.name === 'GST')).toBe(true);
    expect(shareTaxLines(taxes, 10000, 0, 0)).toEqual([]);
  });
});
