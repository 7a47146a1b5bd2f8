import { describe, it, expect } from 'vitest';
import { findChangedCartItems, rebuildLinesFromMenu, selectMenuAfterCheck } from './cart-menu-check';
import { buildCartLines, buildItem, reduceItemBuild } from './item-builder';
import type { ItemBuild, ItemBuildAction, ItemBuildContext } from './item-builder';
import { makeCafeMenu, makeCartLine, makeIdGenerators } from './test-fixtures';
import type { CartLine, LineStatus, Menu } from './types';

function build(ref: Parameters<typeof buildItem>[0], actions: ItemBuildAction[] = [], ctx: Partial<ItemBuildContext> = {}): ItemBuild {
  const started = buildItem(ref, { menu: makeCafeMenu(), cart: [], ...ctx });
  if (!started.ok) throw new Error(started.code);
  return actions.reduce(reduceItemBuild, started.value);
}

const GST = '[{"id":1,"attr":1,"name":"GST","rate":0.1}]';

describe('saved lines against the current menu (storefront.md §4 "Menu and cart validity before ordering", §5 "Saved cart lines")', () => {
  const menu = makeCafeMenu();
  const shared = makeIdGenerators();
  const ids = () => shared; // one cart: group ids stay unique
  const latteLines = buildCartLines(build({ kind: 'product', productId: 1 }, [{ type: 'incrementModifier', modifierId: 102 }]), ids());
  const comboLines = buildCartLines(
    build({ kind: 'combo', comboId: 1 }, [
      { type: 'chooseComboItem', groupId: 1, itemId: 1 },
      { type: 'chooseComboItem', groupId: 2, itemId: 3 },
      { type: 'chooseComboItem', groupId: 2, itemId: 4 },
      { type: 'incrementModifier', modifierId: 103, target: { groupId: 2, itemId: 3 } },
    ]),
    ids(),
  );
  const juiceLines = buildCartLines(build({ kind: 'product', productId: 7 }, []), ids());
  const withMenu = (change: (m: Menu) => void) => {
    const m = makeCafeMenu();
    change(m);
    return m;
  };

  it('keeps lines that still match', () => {
    expect(findChangedCartItems([...latteLines, ...comboLines], [menu])).toEqual({ valid: [...latteLines, ...comboLines], changed: [] });
  });

  it.each([
    ['the menu is no longer offered', latteLines, [] as Menu[], 'menuUnavailable'],
    ['the product is gone', latteLines, [withMenu((m) => (m.products = m.products.slice(1)))], 'notFound'],
    ['the variant is gone', latteLines, [withMenu((m) => (m.products[0].variants = m.products[0].variants.slice(1)))], 'notFound'],
    ['the variant price changed', latteLines, [withMenu((m) => (m.products[0].variants[0].price = 470))], 'priceChanged'],
    ['the modifier left modifier_ids', latteLines, [withMenu((m) => (m.products[0].modifier_ids = [101]))], 'modifierUnavailable'],
    ['the modifier is gone', latteLines, [withMenu((m) => (m.modifiers = m.modifiers.filter((x) => x.id !== 102)))], 'modifierUnavailable'],
    ['the modifier price changed', latteLines, [withMenu((m) => (m.modifiers[1].price = 80))], 'modifierPriceChanged'],
    ['the modifier is sold out', latteLines, [withMenu((m) => (m.modifiers[1].status = 13))], 'modifierSoldOut'],
    ['the combo price changed', comboLines, [withMenu((m) => (m.combos[0].price = 1600))], 'bundlePriceChanged'],
    ['the combo is gone', comboLines, [withMenu((m) => (m.combos = []))], 'notFound'],
    ['the product is sold out', latteLines, [withMenu((m) => (m.products[0].status = 13))], 'soldOut'],
    ['the chosen variant is sold out', latteLines, [withMenu((m) => (m.products[0].variants[0].status = 13))], 'soldOut'],
    ['a product without variants is sold out', juiceLines, [withMenu((m) => (m.products.find((p) => p.id === 7)!.status = 13))], 'soldOut'],
    ['the combo is sold out', comboLines, [withMenu((m) => (m.combos[0].status = 13))], 'soldOut'],
    ["a combo component's modifier is no longer offered", comboLines, [withMenu((m) => (m.combos[0].groups[1].items[0].modifier_ids = []))], 'modifierUnavailable'],
  ])('reports the whole entry as changed when %s', (_why, lines, menus, reason) => {
    const { valid, changed } = findChangedCartItems(lines, menus);
    expect(valid).toEqual([]);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ line: lines[0], reason });
  });

  it('accepts a changed product price when price changes are allowed, never a changed bundle price', () => {
    const m = withMenu((x) => {
      x.products[0].variants[0].price = 470;
      x.combos[0].price = 1600;
    });
    const { valid, changed } = findChangedCartItems([...latteLines, ...comboLines], [m], { allowPriceChange: true });
    expect(valid).toEqual(latteLines);
    expect(changed.map((c) => c.reason)).toEqual(['bundlePriceChanged']);
  });

  it('checks set menus and the modifiers of their components (a chosen variant the component does not name)', () => {
    const banquet = buildCartLines(
      build({ kind: 'setMenu', setMenuId: 1 }, [
        { type: 'selectVariant', variantId: 22, target: { itemId: 2 } },
        { type: 'incrementModifier', modifierId: 301, target: { itemId: 2 } },
      ]),
      ids(),
    );
    expect(findChangedCartItems(banquet, [menu]).changed).toEqual([]);
    expect(findChangedCartItems(banquet, [withMenu((m) => (m.setmenus[0].price = 6500))]).changed[0].reason).toBe('bundlePriceChanged');
    expect(findChangedCartItems(banquet, [withMenu((m) => (m.setmenus[0].items[0].modifier_ids = []))]).changed[0].reason).toBe('modifierUnavailable');
    expect(findChangedCartItems(banquet, [withMenu((m) => (m.setmenus[0].status = 13))]).changed[0].reason).toBe('soldOut');
  });

  it("reads a modifier without a parent reference as modifying the entry's head", () => {
    const orphan = latteLines.map((l) => (l.type === 22 ? { ...l, extra: '{}' } : l));
    expect(findChangedCartItems(orphan, [menu]).changed).toEqual([]);
  });

  it('keeps submitted lines unchecked', () => {
    const sent = latteLines.map((l) => ({ ...l, status: 2 as LineStatus }));
    expect(findChangedCartItems(sent, [])).toEqual({ valid: sent, changed: [] });
  });

  it('checks a plain product price too', () => {
    const roll = buildCartLines(build({ kind: 'product', productId: 5 }), ids());
    expect(findChangedCartItems(roll, [withMenu((m) => (m.products[1].price = 950))]).changed[0].reason).toBe('priceChanged');
  });

  it.each([
    [[1, 1], 2, 1],
    [[2], 1, 2],
    [[1, 2], 3, 3],
    [[], 3, 3],
  ])('with menu ids %j left and current menu %s, shows menu %s', (menuIds, current, expected) => {
    expect(selectMenuAfterCheck(menuIds.map((menu_id) => makeCartLine({ menu_id })), current)).toBe(expected);
  });
});

describe('lines rebuilt from the menu (orders-and-payments.md §3.4; storefront.md §3 "Cart line", §9)', () => {
  const menu = makeCafeMenu();
  const menus = new Map([[1, menu]]);
  const ids = makeIdGenerators();
  // One cart: 0 Latte(Small) 1 + Oat; 2 Breakfast combo 3 Bacon roll 4 Latte 5 Juice; 6 Banquet 7 Dumplings 8 Duck(Half) 9 + Plum sauce.
  const cart = [
    ...buildCartLines(build({ kind: 'product', productId: 1 }, [{ type: 'incrementModifier', modifierId: 102 }]), ids),
    ...buildCartLines(
      build({ kind: 'combo', comboId: 1 }, [
        { type: 'chooseComboItem', groupId: 1, itemId: 1 },
        { type: 'chooseComboItem', groupId: 2, itemId: 3 },
        { type: 'chooseComboItem', groupId: 2, itemId: 4 },
      ]),
      ids,
    ),
    ...buildCartLines(build({ kind: 'setMenu', setMenuId: 1 }, [{ type: 'incrementModifier', modifierId: 301, target: { itemId: 2 } }]), ids),
  ];
  /** The cart with line `i` changed. */
  const at = (i: number, patch: Partial<CartLine>) => cart.map((l, j) => (j === i ? { ...l, ...patch } : l));

  it('has the lines the comments name', () => {
    expect(cart.map((l) => [l.type, l.name])).toEqual([
      [21, 'Latte(Small)'],
      [22, 'Oat'],
      [102, 'Breakfast combo'],
      [2, 'Bacon roll'],
      [21, 'Latte'],
      [2, 'Juice'],
      [101, 'Banquet'],
      [2, 'Dumplings'],
      [21, 'Duck(Half)'],
      [22, 'Plum sauce'],
    ]);
  });

  it('rebuilds names and taxes from the menu: bundles untaxed, modifiers with their parent line', () => {
    const blanked = cart.map((l) => ({ ...l, name: 'typed by the client', taxes: '[{"id":9,"rate":0}]' }));
    expect(rebuildLinesFromMenu(blanked, menus)).toEqual({ ok: true, value: cart });
    expect(cart[1].taxes).toBe(GST);
    expect(cart[2].taxes).toBe('[]');
  });

  it('does not change its input', () => {
    const copy = structuredClone(cart);
    rebuildLinesFromMenu(at(0, { name: 'x' }), menus);
    expect(cart).toEqual(copy);
  });

  it.each([
    ['a modifier of a bundle head (no parent named)', 2, '[]'],
    ['a modifier of a product line', 0, GST],
  ])("gives %s its parent's taxes", (_what, parent, taxes) => {
    const extra = JSON.stringify({ gtid: parent === 0 ? cart[0].tid : undefined });
    const modifier = { ...cart[1], id: 5000, gid: cart[parent].gid, extra, taxes: 'x' };
    const lines = [...cart.slice(0, 6), modifier];
    const rebuilt = rebuildLinesFromMenu(lines, menus);
    expect(rebuilt.ok && rebuilt.value[6].taxes).toBe(taxes);
  });

  it('keeps a free combo-group line (1021) with its combo', () => {
    const group = makeCartLine({ id: 6000, tid: 6000, type: 1021, gid: cart[2].gid, price: 0, value: 0, name: 'Drinks' });
    const lines = [...cart.slice(2, 6), group];
    expect(rebuildLinesFromMenu(lines, menus)).toEqual({ ok: true, value: lines });
  });

  it.each([
    ['a menu that is not offered', cart, new Map(), 'carts.menu_id', 'menuUnavailable'],
    ['a line of another menu than its entry', at(1, { menu_id: 2 }), menus, 'carts[1].menu_id', 'mixedMenus'],
    ['an unknown combo', at(2, { pid: 99 }), menus, 'carts[2]', 'notFound'],
    ['a bundle whose value is not its price', at(6, { value: 5000 }), menus, 'carts[6].value', 'valueChanged'],
    ['a second product line in an entry', [...cart.slice(0, 2), makeCartLine({ id: 7000, tid: 7000, pid: 5, gid: cart[0].gid })], menus, 'carts[2]', 'strayLine'],
    ['an unknown product', at(0, { pid: 99 }), menus, 'carts[0]', 'notFound'],
    ['an unknown variant', at(0, { sid: 99 }), menus, 'carts[0]', 'notFound'],
    ['a variant on a plain product line (type 2)', at(0, { type: 2 }), menus, 'carts[0].type', 'typeMismatch'],
    ['a product line whose value is not its price', at(0, { value: 999 }), menus, 'carts[0].value', 'valueChanged'],
    ['a child that is not a component of its bundle', at(3, { pid: 9 }), menus, 'carts[3]', 'notInBundle'],
    ["a child not at its component's upcharge", at(3, { price: 100 }), menus, 'carts[3].price', 'priceChanged'],
    ["a child not at its component's value", at(3, { value: 800 }), menus, 'carts[3].value', 'valueChanged'],
    ["a set-menu child not at its chosen variant's value", at(8, { value: 3000 + 1 }), menus, 'carts[8].value', 'valueChanged'],
    ['an unknown modifier', at(1, { tid: 999 }), menus, 'carts[1]', 'modifierUnavailable'],
    ['a modifier whose value is not its price', at(1, { value: 61 }), menus, 'carts[1].value', 'valueChanged'],
    ['a priced combo-group line', [...cart.slice(2, 6), makeCartLine({ id: 6000, tid: 6000, type: 1021, gid: cart[2].gid, price: 50 })], menus, 'carts[4].type', 'unknownType'],
    ['a combo-group line without its combo', [makeCartLine({ type: 1021, gid: 0, price: 0 })], menus, 'carts[0].type', 'unknownType'],
    ['another kind of line (4)', [...cart, makeCartLine({ id: 8000, type: 4, gid: 0 })], menus, 'carts[10].type', 'unknownType'],
  ])('refuses NOT_VALID %s', (_what, lines, given, field, reason) => {
    expect(rebuildLinesFromMenu(lines, given as Map<number, Menu>)).toEqual({ ok: false, code: 'NOT_VALID', params: { field, reason } });
  });
});
