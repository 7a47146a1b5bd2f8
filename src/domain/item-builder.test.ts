import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  buildCartCountPerUnit,
  buildItem,
  buildTotalPrice,
  buildUnitPrice,
  canAddToCart,
  canIncreaseQuantity,
  checkAddToCart,
  findIncompleteReasons,
  findUpsellCombos,
  isComboGroupMet,
  mapComboGroupLabel,
  mapItemBuildView,
  mapModifierGroupLabel,
  mapModifierGroups,
  maxBuildQuantity,
  reduceItemBuild,
  upgradeToCombo,
} from './item-builder';
import type { ComboBuild, ItemBuild, ItemBuildAction, ItemBuildContext, ModifierGroupBuild, ProductBuild, SetMenuBuild } from './item-builder';
import { makeBundleItem, makeCafeMenu, makeCartLine, makeCombo, makeComboGroup, makeMenu, makeModifier, makeProduct, makeVariant } from './test-fixtures';
import type { CartLine, Menu } from './types';

const context = (overrides: Partial<ItemBuildContext> = {}): ItemBuildContext => ({ menu: makeCafeMenu(), cart: [], ...overrides });

function start<T extends ItemBuild>(ref: Parameters<typeof buildItem>[0], ctx = context()): T {
  const result = buildItem(ref, ctx);
  if (!result.ok) throw new Error(`cannot build: ${result.code}`);
  return result.value as T;
}

const latte = (ctx = context()) => start<ProductBuild>({ kind: 'product', productId: 1 }, ctx);
const combo = (ctx = context()) => start<ComboBuild>({ kind: 'combo', comboId: 1 }, ctx);
const banquet = (ctx = context()) => start<SetMenuBuild>({ kind: 'setMenu', setMenuId: 1 }, ctx);

const apply = <T extends ItemBuild>(build: T, ...actions: ItemBuildAction[]): T => actions.reduce<ItemBuild>(reduceItemBuild, build) as T;
const counts = (build: ItemBuild & { kind: 'product' }) =>
  Object.fromEntries(build.choice.groups.flatMap((g) => g.options.filter((o) => o.count > 0).map((o) => [o.modifier.id, o.count])));

const group = (limit: number, minimum: number): ModifierGroupBuild => ({ id: 1, name: 'G', limit, minimum, options: [] });

describe('modifier groups (storefront.md §3 client-side modifier group, §5 "Modifier selection")', () => {
  it("groups the product's modifier_ids by modifier_id, with the group's name, limit and minimum, by position", () => {
    const groups = mapModifierGroups([201, 101, 103, 102], makeCafeMenu());
    expect(groups.map((g) => [g.id, g.name, g.limit, g.minimum, g.options.map((o) => o.modifier.id)])).toEqual([
      [1, 'Milk', 1, 1, [101, 102]],
      [2, 'Extras', 3, 0, [103]],
      [3, 'Sugar', 0, 0, [201]],
    ]);
  });

  it("carries the group's translated names (modifier_name_i18n) when the menu has them (issue 27 item 11)", () => {
    const menu = makeCafeMenu();
    for (const m of menu.modifiers) if (m.modifier_id === 1) m.modifier_name_i18n = { 'zh-CN': '牛奶' };
    const groups = mapModifierGroups([201, 101], menu);
    expect(groups.map((g) => [g.name, g.name_i18n])).toEqual([
      ['Milk', { 'zh-CN': '牛奶' }],
      ['Sugar', undefined],
    ]);
  });

  it.each([
    [1, 1, { key: 'chooseRequired', params: { count: 1 } }],
    [3, 2, { key: 'chooseRequired', params: { count: 2 } }],
    [3, 0, { key: 'chooseUpTo', params: { count: 3 } }],
    [0, 0, null],
  ])("labels a group of limit %s and minimum %s 'Choose required N' / 'Choose up to N' (§2.6)", (limit, minimum, label) => {
    expect(mapModifierGroupLabel(group(limit, minimum))).toEqual(label);
  });
});

describe('combo groups (storefront.md §2.6, §5 "Adding to the cart")', () => {
  const pick = (groupId: number) => ({ groupId, item: makeBundleItem(), choice: { productId: 1, name: '', variants: [], defaultVariantId: 0, variantId: 0, groups: [] } });
  it.each([
    // limits, picks, met
    [1, 0, false],
    [1, 1, true],
    [2, 1, false],
    [2, 2, true],
    [3, 2, false],
    [0, 0, false],
    [0, 1, true],
    [0, 4, true],
  ])('a group with limits %s and %s picks is met: %s (limit 1 → one; > 1 → exactly limits; else ≥ 1)', (limits, picked, met) => {
    expect(isComboGroupMet(makeComboGroup({ limits }), Array.from({ length: picked }, () => pick(1)))).toBe(met);
  });

  it.each([
    [1, 0, { key: 'required' }],
    [0, 2, { key: 'required' }],
    [2, 1, { key: 'requiredCount', params: { selected: 1, limit: 2 } }],
    [3, 0, { key: 'requiredCount', params: { selected: 0, limit: 3 } }],
  ])("labels a group of limits %s with %s picks 'required' or 'required x/limit'", (limits, picked, label) => {
    expect(mapComboGroupLabel(makeComboGroup({ limits }), Array.from({ length: picked }, () => pick(1)))).toEqual(label);
  });
});

describe('starting a build (storefront.md §2.6, §5)', () => {
  it('checks the first variant automatically', () => {
    expect(latte().choice.variantId).toBe(11);
  });

  it('skips a sold-out or out-of-stock variant when checking the first one automatically', () => {
    const menu = makeCafeMenu();
    menu.products[0].variants[0] = { ...menu.products[0].variants[0], inventory: 2, stocks: 1 };
    const cart = [makeCartLine({ type: 21, pid: 1, sid: 11, count: 1 })];
    expect(latte(context({ menu, cart })).choice.variantId).toBe(12);
    menu.products[0].variants[0] = { ...menu.products[0].variants[0], status: 13 };
    expect(latte(context({ menu })).choice.variantId).toBe(12);
  });

  it.each([
    [{ kind: 'product', productId: 99 } as const, 'NOT_FOUND'],
    [{ kind: 'combo', comboId: 99 } as const, 'NOT_FOUND'],
    [{ kind: 'setMenu', setMenuId: 99 } as const, 'NOT_FOUND'],
  ])('refuses %o the menu does not hold', (ref, code) => {
    expect(buildItem(ref, context())).toMatchObject({ ok: false, code });
  });

  it.each([
    ['product', { kind: 'product', productId: 1 } as const, (m: Menu) => {
      m.products[0].status = 13;
    }],
    ['combo', { kind: 'combo', comboId: 1 } as const, (m: Menu) => {
      m.combos[0].status = 13;
    }],
    ['set menu', { kind: 'setMenu', setMenuId: 1 } as const, (m: Menu) => {
      m.setmenus[0].status = 13;
    }],
  ])('does not open a sold-out %s (OUT_OF_STOCK)', (_kind, ref, soldOut) => {
    const menu = makeCafeMenu();
    soldOut(menu);
    expect(buildItem(ref, context({ menu }))).toMatchObject({ ok: false, code: 'OUT_OF_STOCK' });
  });

  it('lists set-menu items by course', () => {
    expect(banquet().components.map((c) => c.item.name)).toEqual(['Dumplings', 'Duck']);
    expect(banquet().components[1].choice.variantId).toBe(21);
  });
});

describe('modifier selection (storefront.md §5 "Modifier selection")', () => {
  it('checks one option at a time in a single-choice group (limit 1)', () => {
    const b = apply(latte(), { type: 'incrementModifier', modifierId: 101 }, { type: 'incrementModifier', modifierId: 102 });
    expect(counts(b)).toEqual({ 102: 1 });
    expect(counts(apply(b, { type: 'incrementModifier', modifierId: 102 }))).toEqual({ 102: 1 });
  });

  it('raises a checked option up to its option limit, then refuses with the limit message', () => {
    const b = apply(latte(), ...Array.from({ length: 3 }, () => ({ type: 'incrementModifier', modifierId: 103 }) as const));
    expect(counts(b)).toEqual({ 103: 2 });
    expect(b.message).toEqual({ ok: false, code: 'MODIFIER_LIMIT', params: { countLimit: 2, modifierName: 'Extra shot' } });
  });

  it('refuses beyond the group limit once the group is full', () => {
    const b = apply(
      latte(),
      { type: 'incrementModifier', modifierId: 103 },
      { type: 'incrementModifier', modifierId: 103 },
      { type: 'incrementModifier', modifierId: 104 },
      { type: 'incrementModifier', modifierId: 104 },
    );
    expect(counts(b)).toEqual({ 103: 2, 104: 1 });
    expect(b.message).toMatchObject({ code: 'MODIFIER_LIMIT', params: { countLimit: 3, modifierName: 'Extras' } });
  });

  it('lets an unlimited group (limit 0) and option (limit 0) grow', () => {
    const b = apply(latte(), ...Array.from({ length: 7 }, () => ({ type: 'incrementModifier', modifierId: 201 }) as const));
    expect(counts(b)).toEqual({ 201: 7 });
  });

  it('toggles, decrements and clears', () => {
    let b = apply(latte(), { type: 'toggleModifier', modifierId: 103 });
    expect(counts(b)).toEqual({ 103: 1 });
    b = apply(b, { type: 'toggleModifier', modifierId: 103 });
    expect(counts(b)).toEqual({});
    b = apply(b, { type: 'incrementModifier', modifierId: 201 }, { type: 'incrementModifier', modifierId: 201 }, { type: 'decrementModifier', modifierId: 201 });
    expect(counts(b)).toEqual({ 201: 1 });
    b = apply(b, { type: 'decrementModifier', modifierId: 201 }, { type: 'decrementModifier', modifierId: 201 });
    expect(counts(b)).toEqual({});
    b = apply(b, { type: 'incrementModifier', modifierId: 201 }, { type: 'incrementModifier', modifierId: 201 }, { type: 'clearModifier', modifierId: 201 });
    expect(counts(b)).toEqual({});
  });

  it("keeps notes empty when the venue's order_notes setting allows none (§2.6 special instructions)", () => {
    expect(apply(latte(context({ notesAllowed: false })), { type: 'setNotes', notes: 'no onions' }).notes).toBe('');
    expect(mapItemBuildView(latte(context({ notesAllowed: false }))).notesShown).toBe(false);
    expect(mapItemBuildView(latte()).notesShown).toBe(true);
  });

  it('clears the last refusal on the next accepted action', () => {
    const refused = apply(latte(), { type: 'incrementModifier', modifierId: 103 }, { type: 'incrementModifier', modifierId: 103 }, { type: 'incrementModifier', modifierId: 103 });
    expect(refused.message).toBeDefined();
    expect(apply(refused, { type: 'setNotes', notes: 'hot' })).toMatchObject({ notes: 'hot', message: undefined });
  });

  it('refuses a modifier the stock cannot hold at the current quantity (OUT_OF_STOCK)', () => {
    const menu = makeCafeMenu();
    menu.modifiers[2] = { ...menu.modifiers[2], inventory: 2, stocks: 1 };
    const b = apply(latte(context({ menu })), { type: 'setQuantity', quantity: 2 }, { type: 'incrementModifier', modifierId: 103 });
    expect(counts(b)).toEqual({});
    expect(b.message).toMatchObject({ code: 'OUT_OF_STOCK', params: { name: 'Extra shot' } });
  });

  it('ignores modifiers and variants the product does not offer', () => {
    const b = latte();
    expect(apply(b, { type: 'incrementModifier', modifierId: 999 })).toBe(b);
    expect(apply(b, { type: 'selectVariant', variantId: 999 })).toBe(b);
    expect(apply(b, { type: 'selectVariant', variantId: 11 })).toBe(b);
    expect(apply(b, { type: 'chooseComboItem', groupId: 1, itemId: 1 })).toBe(b);
    expect(apply(b, { type: 'clearComboItem', groupId: 1, itemId: 1 })).toBe(b);
  });
});

describe('variants (storefront.md §2.6 "Choose variant")', () => {
  it('selects another variant', () => {
    expect(apply(latte(), { type: 'selectVariant', variantId: 12 }).choice.variantId).toBe(12);
  });

  it.each([
    ['status 13', { status: 13 }],
    ['no stock left for the quantity', { inventory: 2 as const, stocks: 1 }],
  ])('refuses a variant that is sold out (%s) or would sell out', (_why, change) => {
    const menu = makeCafeMenu();
    menu.products[0].variants[1] = { ...menu.products[0].variants[1], ...change };
    const b = apply(latte(context({ menu })), { type: 'setQuantity', quantity: 2 }, { type: 'selectVariant', variantId: 12 });
    expect(b.choice.variantId).toBe(11);
    expect(b.message).toMatchObject({ code: 'OUT_OF_STOCK', params: { name: 'Large' } });
  });
});

describe('quantity (storefront.md §2.6 bottom bar, §5 "Adding to the cart")', () => {
  it.each([
    [0, 1],
    [-3, 1],
    [2.7, 2],
    [5, 5],
  ])('setting %s gives %s (never below 1)', (quantity, expected) => {
    expect(apply(latte(), { type: 'setQuantity', quantity }).quantity).toBe(expected);
  });

  it('increments and decrements, never below 1', () => {
    expect(apply(latte(), { type: 'incrementQuantity' }, { type: 'incrementQuantity' }, { type: 'decrementQuantity' }).quantity).toBe(2);
    expect(apply(latte(), { type: 'decrementQuantity' }).quantity).toBe(1);
  });

  it('refuses an increase that would sell out, and disables plus at the last unit', () => {
    const menu = makeCafeMenu();
    menu.products[0].variants[0] = { ...menu.products[0].variants[0], inventory: 2, stocks: 3 };
    const cart = [makeCartLine({ type: 21, pid: 1, sid: 11, count: 1 })];
    const b = apply(latte(context({ menu, cart })), { type: 'setQuantity', quantity: 2 });
    expect(b.quantity).toBe(2);
    expect(maxBuildQuantity(b)).toBe(2);
    expect(canIncreaseQuantity(b)).toBe(false);
    expect(apply(b, { type: 'incrementQuantity' })).toMatchObject({ quantity: 2, message: { code: 'OUT_OF_STOCK', params: { name: 'Latte' } } });
  });

  it("refuses beyond order_carts_max: 'Too many shopping cart items!' (a combo counts quantity × groups)", () => {
    const cart = [makeCartLine({ count: 116 })];
    const b = combo(context({ cart }));
    expect(buildCartCountPerUnit(b)).toBe(2);
    const two = apply(b, { type: 'incrementQuantity' }); // 116 + 2 × 2 = 120
    expect(two.quantity).toBe(2);
    expect(apply(two, { type: 'incrementQuantity' })).toMatchObject({ quantity: 2, message: { code: 'CART_ITEMS_MAX', params: { max: 120 } } });
    expect(canIncreaseQuantity(two)).toBe(false);
  });

  it('counts a set menu as quantity × items and honours a configured order_carts_max', () => {
    const b = banquet(context({ cartMax: 3 }));
    expect(buildCartCountPerUnit(b)).toBe(2);
    expect(apply(b, { type: 'incrementQuantity' }).message).toMatchObject({ code: 'CART_ITEMS_MAX', params: { max: 3 } });
    expect(buildCartCountPerUnit(latte())).toBe(1);
  });

  it('refuses increases on a locked table', () => {
    const b = latte(context({ tableLocked: true }));
    expect(apply(b, { type: 'incrementQuantity' })).toMatchObject({ quantity: 1, message: { code: 'TABLE_LOCKED' } });
    expect(canIncreaseQuantity(b)).toBe(false);
  });

  it("says why the add button is greyed on a locked table: 'Table is locked for checking out…' (TABLE_LOCKED)", () => {
    const view = mapItemBuildView(latte(context({ tableLocked: true })));
    expect(view.canAdd).toBe(false);
    expect(view.message).toMatchObject({ ok: false, code: 'TABLE_LOCKED' });
    expect(mapItemBuildView(latte()).message).toBeUndefined();
  });
});

describe('combo picks (storefront.md §2.6 combo chips, §5)', () => {
  it('replaces the pick of a limit-1 group and adds up to limits in a larger group', () => {
    let b = apply(combo(), { type: 'chooseComboItem', groupId: 1, itemId: 1 }, { type: 'chooseComboItem', groupId: 1, itemId: 2 });
    expect(b.picks.map((p) => p.item.id)).toEqual([2]);
    b = apply(b, { type: 'chooseComboItem', groupId: 2, itemId: 3 }, { type: 'chooseComboItem', groupId: 2, itemId: 4 }, { type: 'chooseComboItem', groupId: 2, itemId: 5 });
    expect(b.picks.map((p) => p.item.id)).toEqual([2, 3, 4]);
    expect(b.message).toEqual({ ok: false, code: 'COMBO_GROUP_FULL', params: { limit: 2, groupName: 'Drinks' } });
  });

  it('ignores picking the same component twice and unknown groups or items', () => {
    const b = apply(combo(), { type: 'chooseComboItem', groupId: 2, itemId: 3 });
    expect(apply(b, { type: 'chooseComboItem', groupId: 2, itemId: 3 })).toBe(b);
    expect(apply(b, { type: 'chooseComboItem', groupId: 9, itemId: 3 })).toBe(b);
    expect(apply(b, { type: 'chooseComboItem', groupId: 2, itemId: 9 })).toBe(b);
  });

  it("clears a pick and its modifiers with the chip's '×'", () => {
    const target = { groupId: 2, itemId: 3 };
    let b = apply(combo(), { type: 'chooseComboItem', ...target }, { type: 'incrementModifier', modifierId: 103, target });
    expect(b.picks[0].choice.groups[0].options[0].count).toBe(1);
    b = apply(b, { type: 'clearComboItem', ...target });
    expect(b.picks).toEqual([]);
    b = apply(b, { type: 'chooseComboItem', ...target });
    expect(b.picks[0].choice.groups[0].options[0].count).toBe(0);
  });

  it('refuses a sold-out component', () => {
    const menu = makeCafeMenu();
    menu.combos[0].groups[1].items[1] = { ...menu.combos[0].groups[1].items[1], status: 13 };
    menu.products[4] = { ...menu.products[4], inventory: 2, stocks: 0 }; // Tea (product 8)
    const b = combo(context({ menu }));
    expect(apply(b, { type: 'chooseComboItem', groupId: 2, itemId: 4 }).message).toMatchObject({ code: 'OUT_OF_STOCK', params: { name: 'Juice' } });
    expect(apply(b, { type: 'chooseComboItem', groupId: 2, itemId: 5 }).message).toMatchObject({ code: 'OUT_OF_STOCK', params: { name: 'Tea' } });
  });

  it('addresses a component without a target only on a product build', () => {
    const b = combo();
    expect(apply(b, { type: 'incrementModifier', modifierId: 103 })).toBe(b);
  });
});

describe('adding is enabled only when complete (storefront.md §5 "Adding to the cart")', () => {
  it('needs the required modifier group met (Milk, minimum 1)', () => {
    const b = latte();
    expect(findIncompleteReasons(b)).toEqual([{ reason: 'modifierMinimum', name: 'Milk' }]);
    expect(checkAddToCart(b)).toEqual({ ok: false, code: 'ITEM_INCOMPLETE', params: { reason: 'modifierMinimum', name: 'Milk' } });
    expect(canAddToCart(apply(b, { type: 'incrementModifier', modifierId: 101 }))).toBe(true);
  });

  it('needs a variant when variants exist', () => {
    const b = apply(latte(), { type: 'incrementModifier', modifierId: 101 });
    const noVariant: ProductBuild = { ...b, choice: { ...b.choice, variantId: 0 } };
    expect(findIncompleteReasons(noVariant)).toEqual([{ reason: 'variant', name: 'Latte' }]);
  });

  it('needs every combo group met', () => {
    let b = combo();
    expect(findIncompleteReasons(b)).toEqual([
      { reason: 'comboGroup', name: 'Main' },
      { reason: 'comboGroup', name: 'Drinks' },
    ]);
    b = apply(b, { type: 'chooseComboItem', groupId: 1, itemId: 1 }, { type: 'chooseComboItem', groupId: 2, itemId: 4 });
    expect(findIncompleteReasons(b)).toEqual([{ reason: 'comboGroup', name: 'Drinks' }]);
    b = apply(b, { type: 'chooseComboItem', groupId: 2, itemId: 5 });
    expect(checkAddToCart(b)).toEqual({ ok: true, value: b });
  });

  it("needs each set-menu item's required choices", () => {
    const b = banquet();
    expect(findIncompleteReasons(b)).toEqual([{ reason: 'modifierMinimum', name: 'Sauce' }]);
    expect(canAddToCart(apply(b, { type: 'incrementModifier', modifierId: 301, target: { itemId: 2 } }))).toBe(true);
  });

  it.each([
    ['TABLE_LOCKED', context({ tableLocked: true })],
    ['CART_ITEMS_MAX', context({ cart: [makeCartLine({ count: 120 })] })],
  ])('refuses %s', (code, ctx) => {
    expect(checkAddToCart(apply(latte(ctx), { type: 'incrementModifier', modifierId: 101 }))).toMatchObject({ ok: false, code });
  });

  it('refuses OUT_OF_STOCK when the cart changed under the sheet', () => {
    const menu = makeCafeMenu();
    menu.products[0].variants[0] = { ...menu.products[0].variants[0], inventory: 2, stocks: 1 };
    const b = apply(latte(context({ menu })), { type: 'incrementModifier', modifierId: 101 });
    const later = { ...b, context: { ...b.context, cart: [makeCartLine({ type: 21, pid: 1, sid: 11 })] } };
    expect(checkAddToCart(later)).toMatchObject({ ok: false, code: 'OUT_OF_STOCK', params: { name: 'Latte' } });
  });
});

describe("price for 'Add to cart (total)' (storefront.md §2.6, §9 Pricing)", () => {
  it('is the variant price plus modifiers, times quantity', () => {
    const b = apply(
      latte(),
      { type: 'selectVariant', variantId: 12 },
      { type: 'incrementModifier', modifierId: 102 },
      { type: 'incrementModifier', modifierId: 103 },
      { type: 'incrementModifier', modifierId: 103 },
      { type: 'setQuantity', quantity: 2 },
    );
    expect(buildUnitPrice(b)).toBe(550 + 60 + 2 * 50);
    expect(buildTotalPrice(b)).toBe(1420);
  });

  it("is the product's own price without variants", () => {
    expect(buildUnitPrice(start<ProductBuild>({ kind: 'product', productId: 5 }))).toBe(900);
  });

  it('is the bundle price plus upcharges and modifiers, per component count', () => {
    const c = apply(
      combo(),
      { type: 'chooseComboItem', groupId: 1, itemId: 2 },
      { type: 'chooseComboItem', groupId: 2, itemId: 3 },
      { type: 'incrementModifier', modifierId: 103, target: { groupId: 2, itemId: 3 } },
      { type: 'setQuantity', quantity: 3 },
    );
    expect(buildUnitPrice(c)).toBe(1500 + 300 + 50);
    expect(buildTotalPrice(c)).toBe(3 * 1850);
    expect(buildUnitPrice(banquet())).toBe(6000);
  });
});

describe('view model (storefront.md §2.6 "Product detail sheet")', () => {
  it("shows '+ price difference' against the default variant (never below 0) and rule labels", () => {
    const menu = makeCafeMenu();
    menu.products[0].variants.push(makeVariant({ id: 13, name: 'Kids', price: 300 }));
    const view = mapItemBuildView(latte(context({ menu })));
    expect(view.choices[0].variants.map((v) => [v.variant.name, v.checked, v.price])).toEqual([
      ['Small', true, { kind: 'price', cents: 450 }],
      ['Large', false, { kind: 'difference', cents: 100 }],
      ['Kids', false, { kind: 'difference', cents: 0 }],
    ]);
    expect(view.choices[0].groups.map((g) => [g.name, g.required, g.unmet, g.full, g.label])).toEqual([
      ['Milk', true, true, false, { key: 'chooseRequired', params: { count: 1 } }],
      ['Extras', false, false, false, { key: 'chooseUpTo', params: { count: 3 } }],
      ['Sugar', false, false, false, null],
    ]);
    expect(view).toMatchObject({ name: 'Latte', kind: 'product', quantity: 1, total: 450, canAdd: false, canIncrease: true, canDecrease: false, buttonKey: 'addToCart' });
  });

  it('disables options that are sold out, at their limit, or in a full group', () => {
    const menu = makeCafeMenu();
    menu.modifiers[3] = { ...menu.modifiers[3], status: 13 }; // Syrup
    menu.products[0].variants[1] = { ...menu.products[0].variants[1], inventory: 2, stocks: 0 }; // Large
    const b = apply(latte(context({ menu })), { type: 'incrementModifier', modifierId: 103 }, { type: 'incrementModifier', modifierId: 103 });
    const view = mapItemBuildView(b);
    const options = view.choices[0].groups[1].options.map((o) => [o.modifier.name, o.count, o.disabled]);
    expect(options).toEqual([
      ['Extra shot', 2, true],
      ['Syrup', 0, true],
    ]);
    expect(view.choices[0].variants[1].soldOut).toBe(true);
    const full = mapItemBuildView(apply(latte(), { type: 'incrementModifier', modifierId: 103 }, { type: 'incrementModifier', modifierId: 104 }, { type: 'incrementModifier', modifierId: 104 }));
    expect(full.choices[0].groups[1]).toMatchObject({ full: true });
    expect(full.choices[0].groups[1].options.map((o) => o.disabled)).toEqual([true, true]);
  });

  it("reads 'Continue' for a set menu, lists combo groups with their labels, and carries the refusal", () => {
    expect(mapItemBuildView(banquet())).toMatchObject({ buttonKey: 'continue', kind: 'setMenu' });
    expect(mapItemBuildView(banquet()).choices.map((c) => c.target)).toEqual([{ itemId: 1 }, { itemId: 2 }]);
    const menu = makeCafeMenu();
    menu.products[3] = { ...menu.products[3], inventory: 2, stocks: 0 }; // Juice
    const c = apply(combo(context({ menu })), { type: 'chooseComboItem', groupId: 2, itemId: 3 }, { type: 'chooseComboItem', groupId: 2, itemId: 4 });
    const view = mapItemBuildView(c);
    expect(view.comboGroups.map((g) => [g.name, g.label, g.unmet])).toEqual([
      ['Main', { key: 'required' }, true],
      ['Drinks', { key: 'requiredCount', params: { selected: 1, limit: 2 } }, true],
    ]);
    expect(view.comboGroups[1].items.map((i) => [i.item.name, i.picked, i.soldOut])).toEqual([
      ['Latte', true, false],
      ['Juice', false, true],
      ['Tea', false, false],
    ]);
    expect(view.message).toMatchObject({ code: 'OUT_OF_STOCK' });
    expect(view.choices[0].target).toEqual({ groupId: 2, itemId: 3 });
  });
});

describe("'Make a combo' upsells (storefront.md §2.6)", () => {
  it("offers the combos named in the upsales of the product's combo components", () => {
    expect(findUpsellCombos(5, context()).map((c) => c.id)).toEqual([1]);
    expect(findUpsellCombos(1, context())).toEqual([]);
  });

  it('does not offer a sold-out combo', () => {
    const menu = makeCafeMenu();
    menu.combos[0].status = 13;
    expect(findUpsellCombos(5, context({ menu }))).toEqual([]);
  });

  it('upgrades a product build into the combo carrying variant, modifiers, quantity and notes', () => {
    const b = apply(latte(), { type: 'incrementModifier', modifierId: 103 }, { type: 'incrementModifier', modifierId: 201 }, { type: 'setQuantity', quantity: 2 }, { type: 'setNotes', notes: 'hot' });
    const upgraded = upgradeToCombo(b, 1);
    expect(upgraded.ok).toBe(true);
    if (!upgraded.ok) return;
    expect(upgraded.value).toMatchObject({ kind: 'combo', quantity: 2, notes: 'hot' });
    expect(upgraded.value.picks.map((p) => [p.groupId, p.item.id, p.choice.variantId])).toEqual([[2, 3, 0]]);
    expect(upgraded.value.picks[0].choice.groups.flatMap((g) => g.options.map((o) => [o.modifier.id, o.count]))).toEqual([[103, 1]]);
  });

  it('keeps the chosen variant when the component offers variants', () => {
    const menu = makeMenu({
      products: [makeProduct({ variants: [makeVariant({ id: 11 }), makeVariant({ id: 12 })] })],
      combos: [makeCombo({ groups: [makeComboGroup({ items: [makeBundleItem({ variants: [makeVariant({ id: 11 }), makeVariant({ id: 12 })] })] })] })],
    });
    const b = apply(start<ProductBuild>({ kind: 'product', productId: 1 }, { menu, cart: [] }), { type: 'selectVariant', variantId: 12 });
    const upgraded = upgradeToCombo(b, 1);
    expect(upgraded.ok && upgraded.value.picks[0].choice.variantId).toBe(12);
  });

  it("falls back to the component's first variant when it does not offer the chosen one", () => {
    const menu = makeMenu({
      products: [makeProduct({ variants: [makeVariant({ id: 11 }), makeVariant({ id: 12 })] })],
      modifiers: [makeModifier({ id: 101 })],
      combos: [makeCombo({ groups: [makeComboGroup({ items: [makeBundleItem({ modifier_ids: [101], variants: [makeVariant({ id: 11 })] })] })] })],
    });
    const b = apply(start<ProductBuild>({ kind: 'product', productId: 1 }, { menu, cart: [] }), { type: 'selectVariant', variantId: 12 });
    const upgraded = upgradeToCombo(b, 1);
    expect(upgraded.ok && upgraded.value.picks[0].choice.variantId).toBe(11);
    expect(upgraded.ok && upgraded.value.picks[0].choice.groups[0].options[0].count).toBe(0);
  });

  it('refuses NOT_FOUND for an unknown combo or one without the product', () => {
    expect(upgradeToCombo(latte(), 9)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(upgradeToCombo(start<ProductBuild>({ kind: 'product', productId: 9 }), 1)).toMatchObject({ ok: false, code: 'NOT_FOUND' });
  });
});

describe('invariants (fast-check)', () => {
  const actions: fc.Arbitrary<ItemBuildAction> = fc.oneof(
    fc.constantFrom(101, 102, 103, 104, 201).chain((modifierId) =>
      fc.constantFrom<ItemBuildAction>(
        { type: 'incrementModifier', modifierId },
        { type: 'toggleModifier', modifierId },
        { type: 'decrementModifier', modifierId },
        { type: 'clearModifier', modifierId },
      ),
    ),
    fc.constantFrom<ItemBuildAction>({ type: 'selectVariant', variantId: 11 }, { type: 'selectVariant', variantId: 12 }, { type: 'incrementQuantity' }, { type: 'decrementQuantity' }),
    fc.integer({ min: -3, max: 8 }).map((quantity): ItemBuildAction => ({ type: 'setQuantity', quantity })),
  );

  it('no sequence of actions breaks a modifier, group or stock rule', () => {
    const menu = makeCafeMenu();
    menu.products[0].variants[1] = { ...menu.products[0].variants[1], inventory: 2, stocks: 4 };
    menu.modifiers[3] = { ...menu.modifiers[3], inventory: 2, stocks: 5 };
    const cart: CartLine[] = [makeCartLine({ type: 22, tid: 104, count: 1 })];
    fc.assert(
      fc.property(fc.array(actions, { maxLength: 25 }), (sequence) => {
        const b = apply(latte(context({ menu, cart })), ...sequence);
        expect(b.quantity).toBeGreaterThanOrEqual(1);
        for (const g of b.choice.groups) {
          const sum = g.options.reduce((s, o) => s + o.count, 0);
          if (g.limit > 0) expect(sum).toBeLessThanOrEqual(g.limit);
          for (const o of g.options) if (o.modifier.limit > 0) expect(o.count).toBeLessThanOrEqual(o.modifier.limit);
        }
        expect(b.quantity).toBeLessThanOrEqual(maxBuildQuantity(b));
      }),
      { numRuns: 150 },
    );
  });

  it('the total is always unit price × quantity and never negative', () => {
    fc.assert(
      fc.property(fc.array(actions, { maxLength: 15 }), (sequence) => {
        const b = apply(latte(), ...sequence);
        expect(buildTotalPrice(b)).toBe(buildUnitPrice(b) * b.quantity);
        expect(buildTotalPrice(b)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 100 },
    );
  });
});
