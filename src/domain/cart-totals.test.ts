import { describe, it, expect } from 'vitest';
import { cartItemCount, cartTotal, DEFAULT_CART_MAX, isCartPaid, isCartSubmitted, isPartialSubmit, mapCartTabs, resolveCartMax, unpaidTotal } from './cart-totals';
import { makeCafeMenu, makeCartLine } from './test-fixtures';
import type { LineStatus } from './types';

describe('cart item count (storefront.md §5 "Adding to the cart", §2.4 badge)', () => {
  it.each([
    ['a product: its count', [makeCartLine({ count: 3 }), makeCartLine({ id: 2, type: 22, tid: 101, count: 3 })], 3],
    ['a combo: count × groups (2 in the menu)', [makeCartLine({ type: 102, count: 2, gid: 2 }), makeCartLine({ id: 2, gid: 2, pid: 5 })], 4],
    ['a set menu: count × items (2 in the menu)', [makeCartLine({ type: 101, count: 3, gid: 2 })], 6],
    ['a combo the menu lacks: its 1021 lines', [makeCartLine({ type: 102, pid: 9, count: 2, gid: 2 }), ...[1, 2, 3].map((i) => makeCartLine({ id: 10 + i, type: 1021, gid: 2 }))], 6],
    ['a combo the menu lacks: else its children', [makeCartLine({ type: 102, pid: 9, count: 2, gid: 2 }), makeCartLine({ id: 2, gid: 2 })], 2],
    ['a set menu the menu lacks: its children', [makeCartLine({ type: 101, pid: 9, gid: 2 }), makeCartLine({ id: 2, gid: 2 }), makeCartLine({ id: 3, gid: 2, pid: 2 })], 2],
    ['other lines (4, 5) count nothing', [makeCartLine({ type: 4, gid: 0 }), makeCartLine({ type: 5, gid: 0 })], 0],
  ])('counts %s', (_what, lines, expected) => {
    expect(cartItemCount(lines, makeCafeMenu())).toBe(expected);
  });
});

describe('cart line status (storefront.md §4 "Cart line status"; orders-and-payments.md §4.4)', () => {
  const cart = (...statuses: LineStatus[]) => statuses.map((status, i) => makeCartLine({ id: i + 1, status, price: 100 * (i + 1), count: 1 }));
  it.each([
    // statuses, unpaid total, paid, submitted, partial submit, tab
    [[1, 1] as LineStatus[], 300, false, false, false, { shown: false, tab: 'new' }],
    [[2, 2] as LineStatus[], 0, true, true, false, { shown: false, tab: 'ordered' }],
    [[21, 2] as LineStatus[], 100, false, true, false, { shown: false, tab: 'ordered' }],
    [[2, 1] as LineStatus[], 200, false, false, true, { shown: true, tab: 'new' }],
    [[21, 1] as LineStatus[], 300, false, false, true, { shown: true, tab: 'new' }],
    [[] as LineStatus[], 0, true, true, false, { shown: false, tab: 'ordered' }],
  ])('statuses %j: unpaid %s, paid %s, submitted %s, partial %s', (statuses, unpaid, paid, submitted, partial, tabs) => {
    const lines = cart(...statuses);
    expect(unpaidTotal(lines)).toBe(unpaid);
    expect(isCartPaid(lines)).toBe(paid);
    expect(isCartSubmitted(lines)).toBe(submitted);
    expect(isPartialSubmit(lines)).toBe(partial);
    expect(mapCartTabs(lines)).toEqual(tabs);
  });
});

describe('cart maximum and total (storefront.md §5 "Adding to the cart", §9)', () => {
  it.each([
    [undefined, DEFAULT_CART_MAX],
    [0, DEFAULT_CART_MAX],
    [-5, DEFAULT_CART_MAX],
    [3, 3],
  ])('order_carts_max %s reads as %s', (given, expected) => {
    expect(resolveCartMax(given)).toBe(expected);
  });

  it('defaults to 120 items', () => {
    expect(DEFAULT_CART_MAX).toBe(120);
  });

  it.each([
    ['nothing for no lines', [], 0],
    ['Σ price × count', [makeCartLine({ price: 450, count: 2 }), makeCartLine({ id: 2, price: 60, count: 2 })], 1020],
  ])('cart total: %s', (_what, lines, expected) => {
    expect(cartTotal(lines)).toBe(expected);
  });
});
