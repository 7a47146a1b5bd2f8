import { describe, it, expect } from 'vitest';
import { availableCount, availableCountOfLines, checkStock, checkStockAcrossMenus, ingredientDemand, isSoldOut, wouldSellOut } from './stock';
import {
  makeBundleItem,
  makeCartLine,
  makeCombo,
  makeComboGroup,
  makeIngredient,
  makeLink,
  makeMenu,
  makeModifier,
  makeProduct,
  makeSetMenu,
  makeVariant,
} from './test-fixtures';
import type { CartLine, Menu } from './types';

/**
 * A café menu: milk is tracked in litres (stock_conversion 1000 ml → 1 L); a latte uses 200 ml
 * (measure 1), a flat white 150 ml (measure 2); both use 18 g of beans (tracked in grams).
 */
function cafeMenu(milkLitres = 10, beansGrams = 1000): Menu {
  return makeMenu({
    ingredients: [
      makeIngredient({ id: 1, name: 'Milk', stocks: milkLitres, stock_conversion: 1000, measures: [{ id: 1, units: 200 }, { id: 2, units: 150 }] }),
      makeIngredient({ id: 2, name: 'Beans', stocks: beansGrams, measures: [{ id: 3, units: 18 }] }),
    ],
    products: [
      makeProduct({ id: 1, name: 'Latte', ingredients: [makeLink({ ingredient_id: 1, measure_id: 1 }), makeLink({ id: 2, ingredient_id: 2, measure_id: 3 })] }),
      makeProduct({ id: 2, name: 'Flat white', ingredients: [makeLink({ ingredient_id: 1, measure_id: 2 }), makeLink({ id: 2, ingredient_id: 2, measure_id: 3 })] }),
    ],
  });
}

const latte = (count: number, gid = 1) => makeCartLine({ pid: 1, name: 'Latte', count, gid, id: gid, tid: gid });
const flatWhite = (count: number, gid = 2) => makeCartLine({ pid: 2, name: 'Flat white', count, gid, id: gid, tid: gid });

describe('ingredient demand (storefront.md §5 "Sell-out and stock")', () => {
  it('sums demand across all cart lines sharing an ingredient (a latte and a flat white both use milk)', () => {
    const demand = ingredientDemand([latte(2), flatWhite(4)], cafeMenu());
    expect(demand.get(1)).toBeCloseTo(2 * 0.2 + 4 * 0.15); // litres of milk
    expect(demand.get(2)).toBe(6 * 18); // grams of beans
  });

  it('counts only links with inventory_policy 1 and only tracked ingredients', () => {
    const menu = makeMenu({
      ingredients: [makeIngredient({ id: 1 }), makeIngredient({ id: 2, inventory: 1 })],
      products: [
        makeProduct({
          ingredients: [makeLink({ ingredient_id: 1, inventory_policy: 0 }), makeLink({ id: 2, ingredient_id: 2 })],
        }),
      ],
    });
    expect(ingredientDemand([makeCartLine({ count: 3 })], menu).size).toBe(0);
  });

  it('counts modifier lines and variant lines with the product-level ingredients', () => {
    const menu = makeMenu({
      ingredients: [makeIngredient({ id: 1, stocks: 50 })],
      modifiers: [makeModifier({ id: 101, ingredients: [makeLink({ ingredient_id: 1, count: 2 })] })],
      products: [makeProduct({ ingredients: [makeLink({ ingredient_id: 1 })], variants: [makeVariant({ id: 11, ingredients: [makeLink({ ingredient_id: 1, count: 3 })] })] })],
    });
    const lines = [makeCartLine({ type: 21, sid: 11, count: 2 }), makeCartLine({ id: 2, type: 22, tid: 101, count: 2 })];
    // variant: 2 × (1 product + 3 variant) = 8; modifier: 2 × 2 = 4
    expect(ingredientDemand(lines, menu).get(1)).toBe(12);
  });

  it('treats a missing measure as 1 unit and a zero stock_conversion as 1', () => {
    const menu = makeMenu({
      ingredients: [makeIngredient({ id: 1, stock_conversion: 0, measures: [] })],
      products: [makeProduct({ ingredients: [makeLink({ ingredient_id: 1, count: 2, measure_id: 9 })] })],
    });
    expect(ingredientDemand([makeCartLine({ count: 3 })], menu).get(1)).toBe(6);
  });

  it('ignores lines and links the menu does not hold', () => {
    const menu = makeMenu({ products: [makeProduct({ ingredients: [makeLink({ ingredient_id: 99 })] })] });
    expect(ingredientDemand([makeCartLine(), makeCartLine({ pid: 42 }), makeCartLine({ type: 22, tid: 7 })], menu).size).toBe(0);
  });
});

describe('available count (storefront.md §5: floor((stocks − in cart) ÷ (link count × measure units ÷ stock_conversion)), lowest across ingredients)', () => {
  it.each([
    // milk L, beans g, cart, latte available, flat white available
    [10, 1000, [], 50, 55], // milk: 10/0.2 = 50, 10/0.15 = 66; beans: 1000/18 = 55
    [10, 10_000, [], 50, 66],
    [10, 10_000, [latte(2), flatWhite(4)], 45, 60], // (10 − 1.0)/0.2 = 45, 9/0.15 = 60
    [1, 10_000, [latte(5)], 0, 0],
    [0.5, 10_000, [], 2, 3],
  ])('milk %s L, beans %s g, cart %# → latte %s, flat white %s', (milk, beans, cart, latteLeft, flatWhiteLeft) => {
    const menu = cafeMenu(milk, beans);
    expect(availableCount({ kind: 'product', productId: 1 }, menu, cart)).toBe(latteLeft);
    expect(availableCount({ kind: 'product', productId: 2 }, menu, cart)).toBe(flatWhiteLeft);
  });

  it('is unlimited when nothing tracked limits the item (untracked: inventory 1)', () => {
    const menu = makeMenu({ ingredients: [makeIngredient({ inventory: 1, stocks: 0 })], products: [makeProduct({ ingredients: [makeLink()] })] });
    expect(availableCount({ kind: 'product', productId: 1 }, menu)).toBe(Number.POSITIVE_INFINITY);
  });

  it('limits a tracked product by its own stocks minus the plain lines in the cart', () => {
    const menu = makeMenu({ products: [makeProduct({ inventory: 2, stocks: 5 })] });
    expect(availableCount({ kind: 'product', productId: 1 }, menu, [makeCartLine({ count: 3 })])).toBe(2);
    expect(availableCount({ kind: 'product', productId: 1 }, menu, [makeCartLine({ count: 7 })])).toBe(0);
  });

  it('is 0 for an item the menu does not hold', () => {
    expect(availableCount({ kind: 'product', productId: 9 }, makeMenu())).toBe(0);
    expect(availableCount({ kind: 'modifier', modifierId: 9 }, makeMenu())).toBe(0);
    expect(availableCount({ kind: 'combo', comboId: 9 }, makeMenu())).toBe(0);
    expect(availableCount({ kind: 'setMenu', setMenuId: 9 }, makeMenu())).toBe(0);
  });
});

describe('variants and modifiers: sold out when count in cart + requested ≥ stocks (storefront.md §5)', () => {
  const menu = makeMenu({
    products: [makeProduct({ variants: [makeVariant({ id: 11, inventory: 2, stocks: 5 }), makeVariant({ id: 12, name: 'Large', inventory: 2, stocks: 0 })] })],
    modifiers: [makeModifier({ id: 101, inventory: 2, stocks: 3 })],
  });
  const small = { kind: 'variant', productId: 1, variantId: 11 } as const;
  const shot = { kind: 'modifier', modifierId: 101 } as const;
  const smallInCart = (count: number) => [makeCartLine({ type: 21, sid: 11, count })];
  const shotsInCart = (count: number) => [makeCartLine({ type: 22, tid: 101, count })];

  it.each([
    // in cart, requested, would sell out (plus disabled)
    [0, 0, false],
    [0, 4, false],
    [4, 0, false], // the last unit can still be taken
    [4, 1, true], // 4 + 1 ≥ 5: nothing beyond the requested unit
    [3, 1, false],
    [5, 0, true],
  ])('variant stocks 5: in cart %s + requested %s → wouldSellOut %s', (inCart, requested, expected) => {
    expect(wouldSellOut(small, menu, smallInCart(inCart), requested)).toBe(expected);
  });

  it.each([
    [0, false],
    [4, false],
    [5, true],
    [6, true],
  ])('variant stocks 5 with %s in cart → isSoldOut %s', (inCart, expected) => {
    expect(isSoldOut(small, menu, smallInCart(inCart))).toBe(expected);
  });

  it.each([
    [2, 0, false],
    [2, 1, true],
    [3, 0, true],
  ])('modifier stocks 3: in cart %s + requested %s → wouldSellOut %s', (inCart, requested, expected) => {
    expect(wouldSellOut(shot, menu, shotsInCart(inCart), requested)).toBe(expected);
  });

  it('a product with variants is sold out only when all its variants are', () => {
    expect(isSoldOut({ kind: 'product', productId: 1 }, menu)).toBe(false);
    expect(isSoldOut({ kind: 'product', productId: 1 }, menu, smallInCart(5))).toBe(true);
    expect(availableCount({ kind: 'product', productId: 1 }, menu, smallInCart(2))).toBe(3);
  });
});

describe('status 13 is sold out (storefront.md §5)', () => {
  it.each([
    ['the product', makeMenu({ products: [makeProduct({ status: 13 })] }), { kind: 'product', productId: 1 } as const],
    ['the product, for its variants', makeMenu({ products: [makeProduct({ status: 13, variants: [makeVariant()] })] }), { kind: 'variant', productId: 1, variantId: 11 } as const],
    ['the variant', makeMenu({ products: [makeProduct({ variants: [makeVariant({ status: 13 })] })] }), { kind: 'variant', productId: 1, variantId: 11 } as const],
    ['the modifier', makeMenu({ modifiers: [makeModifier({ status: 13 })] }), { kind: 'modifier', modifierId: 101 } as const],
    [
      'a linked untracked ingredient',
      makeMenu({ ingredients: [makeIngredient({ inventory: 1, status: 13 })], products: [makeProduct({ ingredients: [makeLink()] })] }),
      { kind: 'product', productId: 1 } as const,
    ],
  ])('an item is sold out when %s has status 13', (_what, menu, ref) => {
    expect(isSoldOut(ref, menu)).toBe(true);
  });

  it('a tracked ingredient with no stock left sells out every item using it', () => {
    const menu = cafeMenu(0.1);
    expect(isSoldOut({ kind: 'product', productId: 1 }, menu)).toBe(true);
    expect(isSoldOut({ kind: 'product', productId: 2 }, menu)).toBe(true);
  });
});

describe('bundles (storefront.md §5: a set menu or combo is sold out if any component is)', () => {
  const menu = makeMenu({
    products: [makeProduct({ id: 1, inventory: 2, stocks: 4 }), makeProduct({ id: 2, name: 'Tea', inventory: 2, stocks: 0 })],
    setmenus: [
      makeSetMenu({ id: 1, items: [makeBundleItem({ id: 1, pid: 1, count: 2 })] }),
      makeSetMenu({ id: 2, items: [makeBundleItem({ id: 1, pid: 1 }), makeBundleItem({ id: 2, pid: 2, name: 'Tea' })] }),
      makeSetMenu({ id: 3, status: 13 }),
    ],
    combos: [
      makeCombo({ id: 1, groups: [makeComboGroup({ items: [makeBundleItem({ id: 1, pid: 1 }), makeBundleItem({ id: 2, pid: 2 })] })] }),
      makeCombo({ id: 2, groups: [makeComboGroup({ items: [makeBundleItem({ id: 2, pid: 2 })] })] }),
      makeCombo({ id: 3, status: 13 }),
    ],
  });

  it.each([
    [{ kind: 'setMenu', setMenuId: 1 } as const, false, 2], // 4 lattes, 2 per set menu
    [{ kind: 'setMenu', setMenuId: 2 } as const, true, 0], // tea is sold out
    [{ kind: 'setMenu', setMenuId: 3 } as const, true, 0], // status 13
    [{ kind: 'combo', comboId: 1 } as const, false, 4], // the group can still take a latte
    [{ kind: 'combo', comboId: 2 } as const, true, 0], // the group has no component left
    [{ kind: 'combo', comboId: 3 } as const, true, 0],
  ])('%o → sold out %s, available %s', (ref, soldOut, available) => {
    expect(isSoldOut(ref, menu)).toBe(soldOut);
    expect(availableCount(ref, menu)).toBe(available);
  });

  it('a component with status 13 sells out its set menu', () => {
    const m = makeMenu({ setmenus: [makeSetMenu({ items: [makeBundleItem({ status: 13 })] })], products: [makeProduct()] });
    expect(isSoldOut({ kind: 'setMenu', setMenuId: 1 }, m)).toBe(true);
  });

  it('a component with open variants is available while any variant is', () => {
    const m = makeMenu({
      products: [makeProduct({ variants: [makeVariant({ id: 11, inventory: 2, stocks: 0 }), makeVariant({ id: 12, inventory: 2, stocks: 3 })] })],
      setmenus: [makeSetMenu({ items: [makeBundleItem({ pid: 1, sid: 0 })] })],
    });
    expect(availableCount({ kind: 'setMenu', setMenuId: 1 }, m)).toBe(3);
  });

  it('uses the component own stock when the product is not listed in the menu', () => {
    const m = makeMenu({ setmenus: [makeSetMenu({ items: [makeBundleItem({ pid: 7, inventory: 2, stocks: 2, variants: [makeVariant({ id: 71, inventory: 2, stocks: 1 })] })] })] });
    expect(availableCount({ kind: 'setMenu', setMenuId: 1 }, m)).toBe(2);
    expect(availableCount({ kind: 'variant', productId: 7, variantId: 71 }, m)).toBe(1);
  });
});

describe('available count of built lines (exact, shared ingredients together)', () => {
  it('counts how many times a unit (latte + flat white) fits beside the cart', () => {
    const menu = cafeMenu(7, 10_000);
    // one unit uses 0.35 L; the cart already uses 1.0 L: floor(6 / 0.35) = 17
    expect(availableCountOfLines([latte(1, 10), flatWhite(1, 11)], menu, [latte(2), flatWhite(4)])).toBe(17);
  });

  it('is 0 when a candidate line is sold out, and ignores lines the menu does not hold', () => {
    const menu = makeMenu({ products: [makeProduct({ status: 13 })] });
    expect(availableCountOfLines([makeCartLine()], menu)).toBe(0);
    expect(availableCountOfLines([makeCartLine({ pid: 9 })], menu)).toBe(Number.POSITIVE_INFINITY);
  });

  it('draws a combo component naming a variant the menu lists nowhere on that variant stock', () => {
    const menu = makeMenu({ combos: [makeCombo({ groups: [makeComboGroup({ items: [makeBundleItem({ pid: 5, sid: 55, inventory: 2, stocks: 2 })] })] })] });
    const child = makeCartLine({ type: 21, pid: 5, sid: 55, count: 1 });
    expect(availableCountOfLines([child], menu)).toBe(2);
  });
});

describe('server stock check (storefront.md §5; orders-and-payments.md §8.2 "out of stock")', () => {
  it('returns the decrements of tracked counters, sorted by id', () => {
    const menu = makeMenu({
      ingredients: [makeIngredient({ id: 1, stocks: 10, stock_conversion: 1000, measures: [{ id: 1, units: 200 }] }), makeIngredient({ id: 2, inventory: 1 })],
      products: [
        makeProduct({ id: 1, ingredients: [makeLink({ ingredient_id: 1 }), makeLink({ id: 2, ingredient_id: 2 })], variants: [makeVariant({ id: 11, inventory: 2, stocks: 9 })] }),
        makeProduct({ id: 2, inventory: 2, stocks: 4 }),
      ],
      modifiers: [makeModifier({ id: 101, inventory: 2, stocks: 6 })],
    });
    const lines = [
      makeCartLine({ type: 21, sid: 11, count: 3 }),
      makeCartLine({ id: 2, type: 22, tid: 101, count: 3 }),
      makeCartLine({ id: 3, pid: 2, count: 2, gid: 2 }),
      makeCartLine({ id: 4, type: 101, pid: 1, count: 1, gid: 3 }),
    ];
    const result = checkStock(lines, menu);
    expect(result).toEqual({
      ok: true,
      value: {
        products: [{ id: 2, count: 2 }],
        variants: [{ id: 11, count: 3 }],
        modifiers: [{ id: 101, count: 3 }],
        ingredients: [{ id: 1, units: 0.6 }],
      },
    });
  });

  it('refuses OUT_OF_STOCK naming the first line that draws on an exceeded counter', () => {
    const result = checkStock([latte(20), flatWhite(30)], cafeMenu(10, 100_000)); // 4 L + 4.5 L fits 10 L
    expect(result.ok).toBe(true);
    const over = checkStock([flatWhite(30, 1), latte(30, 2)], cafeMenu(10, 100_000)); // 4.5 + 6 > 10
    expect(over).toEqual({ ok: false, code: 'OUT_OF_STOCK', params: { name: 'Flat white', pid: 2, sid: 0 } });
  });

  it('refuses OUT_OF_STOCK for a sold-out item with a positive count, bundles included', () => {
    const menu = makeMenu({ products: [makeProduct()], combos: [makeCombo({ status: 13 })] });
    expect(checkStock([makeCartLine({ type: 102, name: 'Breakfast combo', pid: 1 })], menu)).toMatchObject({ ok: false, code: 'OUT_OF_STOCK', params: { name: 'Breakfast combo' } });
  });

  it('skips lines without stock (combo groups, other kinds, unknown items) and links of count 0', () => {
    const menu = makeMenu({ ingredients: [makeIngredient({ stocks: 1 })], products: [makeProduct({ inventory: 2, stocks: 1, ingredients: [makeLink({ count: 0 })] })] });
    const lines = [makeCartLine({ id: 1, type: 1021, gid: 5 }), makeCartLine({ id: 2, type: 4, gid: 6 }), makeCartLine({ id: 3, pid: 99, name: 'Ghost', count: 5 }), makeCartLine({ id: 4, count: 2 })];
    expect(checkStock(lines, menu)).toMatchObject({ ok: false, code: 'OUT_OF_STOCK', params: { name: 'Latte' } });
    expect(checkStock(lines.slice(0, 3), menu).ok).toBe(true);
    expect(availableCount({ kind: 'product', productId: 1 }, menu)).toBe(1);
  });

  it('lets negative counts (a table-cart diff removing lines) give stock back, even on an oversold counter', () => {
    const menu = makeMenu({ products: [makeProduct({ inventory: 2, stocks: -2, status: 13 })] });
    expect(checkStock([makeCartLine({ count: -3 })], menu)).toEqual({ ok: true, value: { products: [{ id: 1, count: -3 }], variants: [], modifiers: [], ingredients: [] } });
  });
});

describe('stock across menus (storefront.md §5 "Sell-out and stock"; orders-and-payments.md §8.2)', () => {
  /**
   * Menu `id`: the café menu (milk and beans tracked) plus product `teaId` 'Tea', tracked with `teaStocks`
   * left, its variant `teaId`×10 'Pot' (9 left) and the modifier 101 'Honey' (6 left), tracked.
   */
  const menuWithTea = (id: number, teaId: number, teaStocks = 5, milkLitres = 10): Menu => {
    const base = cafeMenu(milkLitres, 100_000);
    const teaProduct = makeProduct({ id: teaId, name: `Tea ${id}`, inventory: 2, stocks: teaStocks, variants: [makeVariant({ id: teaId * 10, name: 'Pot', inventory: 2, stocks: 9 })] });
    return { ...base, id, products: [...base.products, teaProduct], modifiers: [makeModifier({ id: 101, name: 'Honey', inventory: 2, stocks: 6 })] };
  };
  const menus = new Map([
    [1, menuWithTea(1, 7)],
    [2, menuWithTea(2, 3)],
  ]);
  const on = (menuId: number, line: CartLine) => ({ ...line, menu_id: menuId });
  const tea = (menuId: number, pid: number, count: number, gid: number) => makeCartLine({ menu_id: menuId, pid, name: `Tea ${menuId}`, count, gid, id: gid, tid: gid });

  it.each([
    ['nothing for no lines', [], { products: [], variants: [], modifiers: [], ingredients: [] }],
    [
      'a shared ingredient summed over the menus (2 lattes on menu 1, 4 flat whites on menu 2)',
      [on(1, latte(2, 1)), on(2, flatWhite(4, 2))],
      { products: [], variants: [], modifiers: [], ingredients: [{ id: 1, units: 1 }, { id: 2, units: 108 }] },
    ],
    [
      'counters sorted by id across menus (menu 1 draws on product 7, menu 2 on product 3)',
      [tea(1, 7, 2, 1), tea(2, 3, 1, 2)],
      { products: [{ id: 3, count: 1 }, { id: 7, count: 2 }], variants: [], modifiers: [], ingredients: [] },
    ],
    [
      'counters whose amounts cancel out left out (a diff giving back on one menu the milk and beans it takes on the other)',
      [on(1, latte(2, 1)), on(2, latte(-2, 2))],
      { products: [], variants: [], modifiers: [], ingredients: [] },
    ],
    [
      'variants and modifiers summed and sorted too (a pot of tea with honey on each menu)',
      [
        makeCartLine({ menu_id: 2, pid: 3, sid: 30, type: 21, count: 2, gid: 1, id: 1, tid: 1 }),
        makeCartLine({ menu_id: 2, type: 22, tid: 101, count: 2, gid: 1, id: 2 }),
        makeCartLine({ menu_id: 1, pid: 7, sid: 70, type: 21, count: 1, gid: 2, id: 3, tid: 3 }),
        makeCartLine({ menu_id: 1, type: 22, tid: 101, count: 1, gid: 2, id: 4 }),
      ],
      { products: [], variants: [{ id: 30, count: 2 }, { id: 70, count: 1 }], modifiers: [{ id: 101, count: 3 }], ingredients: [] },
    ],
    ['lines of a menu not given left unchecked', [tea(1, 7, 2, 1), tea(9, 7, 99, 2)], { products: [{ id: 7, count: 2 }], variants: [], modifiers: [], ingredients: [] }],
  ])('decrements: %s', (_what, lines, expected) => {
    expect(checkStockAcrossMenus(lines, menus)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['the first menu in line order whose lines exceed its stock (menu 2 first)', [tea(2, 3, 6, 1), tea(1, 7, 6, 2)], 'Tea 2', 3],
    ['menu 1 when its lines come first', [tea(1, 7, 6, 1), tea(2, 3, 6, 2)], 'Tea 1', 7],
    ['the menu whose own stock is short (menu 2: 30 lattes need 6 L of milk, 5 L left; menu 1 has 10 L)', [on(1, latte(30, 1)), on(2, latte(30, 2))], 'Latte', 1],
  ])('refuses OUT_OF_STOCK: %s', (_what, lines, name, pid) => {
    const lowMilk = new Map([
      [1, menuWithTea(1, 7, 5, 10)],
      [2, menuWithTea(2, 3, 5, 5)],
    ]);
    expect(checkStockAcrossMenus(lines, lowMilk)).toEqual({ ok: false, code: 'OUT_OF_STOCK', params: { name, pid, sid: 0 } });
  });
});
