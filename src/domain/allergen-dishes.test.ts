import { describe, expect, it } from 'vitest';
import { judgeDish } from './allergens';
import { bundleDish, entryDish, productDish } from './allergen-dishes';
import { makeCartLine, makeMenu, makeModifier, makeProduct, makeVariant } from './test-fixtures';
import type { Combo } from './types';

const nuts = makeProduct({ id: 1, tags: [{ type: 71, tag: 2 }], allergens: { contains: ['milk'], may_contain: [] }, variants: [makeVariant({ id: 11 }), makeVariant({ id: 12, allergens: { contains: ['egg'], may_contain: [] } })] });
const unknown = makeProduct({ id: 2, allergens: null });
const almondMilk = makeModifier({ id: 101, allergens: { contains: ['almond'], may_contain: [] } });
const menu = makeMenu({ products: [nuts, unknown], modifiers: [almondMilk] });

describe('dishes of the menu and the cart', () => {
  it('a product carries its declaration and diets', () => {
    expect(productDish(nuts)).toEqual({ declared: { contains: ['milk'], may_contain: [] }, diets: ['vegan'] });
    expect(productDish(unknown).declared).toBeNull();
  });

  it('a cart entry adds its variant and options; an option adding a hidden allergen conflicts', () => {
    const lines = [makeCartLine({ id: 1, pid: 1, sid: 12, type: 21 }), makeCartLine({ id: 2, pid: 1, tid: 101, type: 22 })];
    expect(entryDish(lines, menu).declared).toEqual({ contains: ['almond', 'milk', 'egg'], may_contain: [] });
    expect(judgeDish(entryDish(lines, menu), { hide: ['almond'], only: [] }).kind).toBe('hidden');
    expect(judgeDish(entryDish(lines.slice(0, 1), menu), { hide: ['almond'], only: [] }).kind).toBe('pass');
    expect(judgeDish(entryDish([makeCartLine({ pid: 2 })], menu), { hide: ['almond'], only: [] }).kind).toBe('unknown');
  });

  it('a bundle with an unknown item is unknown', () => {
    const combo = { id: 7, tags: [], groups: [{ id: 1, name: 'g', limits: 1, items: [{ pid: 1, sid: 0 }, { pid: 2, sid: 0 }] }] } as unknown as Combo;
    expect(bundleDish(combo, menu).declared).toBeNull();
    const known = { ...combo, groups: [{ ...combo.groups[0], items: [{ pid: 1, sid: 12 }] }] } as unknown as Combo;
    expect(bundleDish(known, menu).declared).toEqual({ contains: ['milk', 'egg'], may_contain: [] });
  });
});
