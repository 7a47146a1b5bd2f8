import { describe, expect, it } from 'vitest';
import { buildRowStates, countByCategory, countByRow, isQuickAdd, menuRowKeys, rowStockRef, sliceMenuForRow } from './row-state';
import { availableCount, isSoldOut } from '../../domain/stock';
import { makeCafeMenu, makeCartLine, makeIngredient, makeLink } from '../../domain/test-fixtures';
import type { Menu } from '../../domain/types';

function menuWithStock(): Menu {
  const menu = makeCafeMenu();
  return {
    ...menu,
    categories: [...menu.categories, { id: 2, name: 'Breakfast', pattern: '', type: 0 }, { id: 90, name: 'Combos', pattern: '', type: 102 }],
    ingredients: [makeIngredient({ id: 1, inventory: 2, stocks: 2, stock_conversion: 1, measures: [{ id: 1, units: 1 }] })],
    products: menu.products.map((p) => (p.id === 5 ? { ...p, ingredients: [makeLink({ ingredient_id: 1, measure_id: 1, count: 1, inventory_policy: 1 })] } : p.id === 7 ? { ...p, status: 13 } : p)),
  };
}

describe('row states of the server-rendered menu (storefront.md §2.6, §5)', () => {
  it('counts units per row from entry heads, bundles by their own kind', () => {
    const lines = [makeCartLine({ id: 1, pid: 5, gid: 1, count: 2 }), makeCartLine({ id: 2, pid: 1, sid: 11, type: 21, gid: 2 }), makeCartLine({ id: 3, pid: 1, type: 102, gid: 3 })];
    expect(Object.fromEntries(countByRow(lines))).toEqual({ 'p:5': 2, 'p:1': 1, 'c:1': 1 });
  });

  it('marks sold-out rows (status 13), and stops adding to rows whose stock the cart has used up', () => {
    const menu = menuWithStock();
    const empty = buildRowStates(menu, []);
    expect(empty.get('p:7')).toEqual({ count: 0, removable: 0, soldOut: true, canAdd: false });
    expect(empty.get('p:5')).toEqual({ count: 0, removable: 0, soldOut: false, canAdd: true });
    const two = buildRowStates(menu, [makeCartLine({ pid: 5, count: 2 })]);
    expect(two.get('p:5')).toEqual({ count: 2, removable: 2, soldOut: false, canAdd: false });
  });

  it('counts as removable only the units on new lines: sent or paid units keep the count but not the minus (storefront.md §4 "Cart line status")', () => {
    const menu = makeCafeMenu();
    const sent = [makeCartLine({ id: 1, pid: 5, gid: 1, count: 2, status: 21 }), makeCartLine({ id: 2, pid: 1, gid: 2, count: 1, status: 2 })];
    const states = buildRowStates(menu, sent);
    expect(states.get('p:5')).toMatchObject({ count: 2, removable: 0 });
    expect(states.get('p:1')).toMatchObject({ count: 1, removable: 0 });
    const more = buildRowStates(menu, [...sent, makeCartLine({ id: 3, pid: 5, gid: 3, count: 1, status: 1 })]);
    expect(more.get('p:5')).toMatchObject({ count: 3, removable: 1 });
    expect(Object.fromEntries(countByRow([...sent, makeCartLine({ id: 3, pid: 5, gid: 3, status: 1 })], 0, true))).toEqual({ 'p:5': 1 });
  });

  it('puts cart units under their category, combos under the Combos category', () => {
    const menu = menuWithStock();
    const lines = [makeCartLine({ id: 1, pid: 5, gid: 1 }), makeCartLine({ id: 2, pid: 1, type: 102, gid: 2, count: 2 })];
    expect(Object.fromEntries(countByCategory(menu, lines))).toEqual({ 2: 1, 90: 2 });
  });

  it('adds from the row only products without variants or modifiers', () => {
    const menu = makeCafeMenu();
    expect(isQuickAdd(menu, 'p:5')).toBe(true);
    expect(isQuickAdd(menu, 'p:1')).toBe(false);
    expect(isQuickAdd(menu, 'c:1')).toBe(false);
    expect(rowStockRef('s:4')).toEqual({ kind: 'setMenu', setMenuId: 4 });
  });

  it('decides stock on a slice of the menu exactly as on the whole menu', () => {
    const base = menuWithStock();
    const menu = {
      ...base,
      ingredients: [...base.ingredients, makeIngredient({ id: 2, inventory: 2, stocks: 5, stock_conversion: 1, measures: [{ id: 2, units: 2 }] })],
      modifiers: base.modifiers.map((m) => (m.id === 102 ? { ...m, ingredients: [makeLink({ ingredient_id: 2, measure_id: 2, count: 1, inventory_policy: 1 })] } : m)),
      products: base.products.map((p) => (p.id === 6 ? { ...p, ingredients: [makeLink({ ingredient_id: 2, measure_id: 2, count: 1, inventory_policy: 1 })] } : p)),
    };
    const carts = [
      [],
      [makeCartLine({ id: 1, pid: 5, gid: 1 })],
      [makeCartLine({ id: 1, pid: 1, sid: 12, type: 21, gid: 1, tid: 1 }), makeCartLine({ id: 2, pid: 1, type: 22, tid: 102, gid: 1, extra: '{"gtid":1}' })],
      [makeCartLine({ id: 1, pid: 1, type: 102, gid: 1 }), makeCartLine({ id: 2, pid: 6, gid: 1, price: 300 })],
    ];
    for (const lines of carts) {
      for (const key of menuRowKeys(menu)) {
        const ref = rowStockRef(key);
        const slice = sliceMenuForRow(menu, key, lines);
        expect([key, availableCount(ref, slice, lines), isSoldOut(ref, slice, lines)]).toEqual([key, availableCount(ref, menu, lines), isSoldOut(ref, menu, lines)]);
      }
    }
  });
});
