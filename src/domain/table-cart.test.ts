import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { cartLineKey } from './cart-lines';
import { applyTableCartDiff, checkTableCartDiff, diffTableCart } from './table-cart';
import { makeCartLine } from './test-fixtures';
import type { CartLine, LineStatus, LineType } from './types';

describe('table cart diff (storefront.md §4; orders-and-payments.md §4.8)', () => {
  const a = makeCartLine({ id: 1, tid: 1, gid: 1, count: 2 });
  const b = makeCartLine({ id: 2, tid: 2, gid: 2, pid: 5, count: 1 });
  const c = makeCartLine({ id: 3, tid: 3, gid: 3, pid: 7, count: 4 });

  it('sends removed lines with a negative count, changed lines with the delta, new lines in full', () => {
    const current = [{ ...a, count: 5 }, c];
    expect(diffTableCart([a, b], current)).toEqual([{ ...b, count: -1 }, { ...a, count: 3 }, c]);
  });

  it('sends nothing for an unchanged cart, and a 0 delta for a field-only change', () => {
    expect(diffTableCart([a, b], [b, a])).toEqual([]);
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as unknown as CartLine;
    expect(diffTableCart([a], [reordered])).toEqual([]);
    expect(diffTableCart([a], [{ ...a, extra: '{"notes":"x"}' }])).toEqual([{ ...a, extra: '{"notes":"x"}', count: 0 }]);
  });

  it('applies a diff: counts added, lines at 0 dropped, new lines appended', () => {
    expect(applyTableCartDiff([a, b], [{ ...b, count: -1 }, { ...a, count: 3 }, c])).toEqual({ ok: true, value: [{ ...a, count: 5 }, c] });
  });

  it("refuses NOT_VALID a diff that removes or changes a line the stored cart doesn't hold", () => {
    expect(applyTableCartDiff([a], [{ ...b, count: -1 }])).toEqual({ ok: false, code: 'NOT_VALID', params: { key: cartLineKey(b) } });
  });

  it('lets a diner change only new lines', () => {
    const sent = { ...b, status: 2 as LineStatus };
    expect(checkTableCartDiff([a, sent], [{ ...a, count: 1 }, c]).ok).toBe(true);
    expect(checkTableCartDiff([a, sent], [{ ...sent, count: -1 }])).toMatchObject({ ok: false, code: 'NOT_ACCEPTABLE' });
    expect(checkTableCartDiff([a], [{ ...c, status: 21 }])).toMatchObject({ ok: false, code: 'NOT_ACCEPTABLE' });
  });

  it('round-trips: apply(stored, diff(stored, current)) holds the current lines (fast-check)', () => {
    const lineArb = fc.record({
      gid: fc.integer({ min: 1, max: 6 }),
      pid: fc.integer({ min: 1, max: 3 }),
      type: fc.constantFrom<LineType>(2, 21, 22),
      count: fc.integer({ min: 1, max: 9 }),
      price: fc.constantFrom(100, 250),
      status: fc.constantFrom<LineStatus>(1, 2, 21),
    });
    const cartArb = fc.uniqueArray(lineArb, { selector: (l) => `${l.gid}:${l.pid}:${l.type}`, maxLength: 12 }).map((ls) => ls.map((l, i) => makeCartLine({ ...l, id: i, tid: l.pid })));
    const byKey = (lines: CartLine[]) => [...lines].sort((x, y) => cartLineKey(x).localeCompare(cartLineKey(y)));
    fc.assert(
      fc.property(cartArb, cartArb, (stored, current) => {
        const applied = applyTableCartDiff(stored, diffTableCart(stored, current));
        expect(applied.ok).toBe(true);
        if (applied.ok) expect(byKey(applied.value)).toEqual(byKey(current));
      }),
      { numRuns: 300 },
    );
  });
});
