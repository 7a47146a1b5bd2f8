import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import {
  addToCart,
  applyTableCartDiff,
  buildCartLines,
  cartItemCount,
  cartLineKey,
  cartTotal,
  changeCartEntryCount,
  checkTableCartDiff,
  copyLinesForOrderAgain,
  diffTableCart,
  findChangedCartItems,
  nestModifiers,
  toContractLine,
  groupCartByCourse,
  groupCartByStore,
  isCartPaid,
  isCartSubmitted,
  isPartialSubmit,
  lineCourse,
  mapCartEntries,
  mapCartTabs,
  mergeCartLines,
  readLineExtra,
  selectMenuAfterCheck,
  selectNewLines,
  sortCartLines,
  unpaidTotal,
} from './cart';
import { buildItem, reduceItemBuild } from './item-builder';
import type { ItemBuild, ItemBuildAction, ItemBuildContext } from './item-builder';
import { checkStock } from './stock';
import { makeCafeMenu, makeCartLine, makeIdGenerators, makeIngredient, makeLink, makeMenu, makeModifier, makeProduct, makeVenue } from './test-fixtures';
import type { CartLine, LineStatus, LineType, Menu } from './types';

function build(ref: Parameters<typeof buildItem>[0], actions: ItemBuildAction[] = [], ctx: Partial<ItemBuildContext> = {}): ItemBuild {
  const started = buildItem(ref, { menu: makeCafeMenu(), cart: [], ...ctx });
  if (!started.ok) throw new Error(started.code);
  return actions.reduce(reduceItemBuild, started.value);
}

const GST = '[{"id":1,"attr":1,"name":"GST","rate":0.1}]';

describe('cart lines from a finished build (storefront.md §3 "Cart line", §9 line types)', () => {
  it("builds a type-21 line named 'Name(Variant)' with sid = variant id, and one type-22 line per checked modifier", () => {
    const latte = build({ kind: 'product', productId: 1 }, [
      { type: 'selectVariant', variantId: 12 },
      { type: 'incrementModifier', modifierId: 102 },
      { type: 'incrementModifier', modifierId: 103 },
      { type: 'incrementModifier', modifierId: 103 },
      { type: 'setQuantity', quantity: 2 },
      { type: 'setNotes', notes: ' extra hot ' },
    ]);
    const lines = buildCartLines(latte, makeIdGenerators());
    expect(lines).toEqual([
      expect.objectContaining({ id: 1000, tid: 1000, type: 21, name: 'Latte(Large)', code: 'LL', pid: 1, sid: 12, cid: 1, gid: 100, count: 2, price: 550, value: 550, status: 1, taxes: GST, extra: '{"groupCartSeqId":1,"notes":"extra hot"}' }),
      expect.objectContaining({ id: 1001, tid: 102, type: 22, name: 'Oat', pid: 1, sid: 0, gid: 100, count: 2, price: 60, value: 60, taxes: GST, extra: '{"groupCartSeqId":1,"gtid":1000}' }),
      expect.objectContaining({ id: 1002, tid: 103, type: 22, name: 'Extra shot', gid: 100, count: 4, price: 50 }),
    ]);
    expect(cartTotal(lines)).toBe(2 * 550 + 2 * 60 + 4 * 50);
    expect(lines.every((l) => l.menu_id === 1 && l.store_id === 1 && l.discount === 0 && l.taxtotal === 0 && l.taxextra === 0)).toBe(true);
  });

  it("leaves the code empty for a component whose product the menu doesn't list", () => {
    const menu = makeCafeMenu();
    menu.combos[0].groups[0].items[0] = { ...menu.combos[0].groups[0].items[0], pid: 99 };
    const combo = build({ kind: 'combo', comboId: 1 }, [{ type: 'chooseComboItem', groupId: 1, itemId: 1 }], { menu });
    expect(buildCartLines(combo, makeIdGenerators())[1]).toMatchObject({ pid: 99, code: '' });
  });

  it('builds a type-2 line for a product without variants, in the course given or its own sequence', () => {
    const roll = build({ kind: 'product', productId: 5 });
    expect(buildCartLines(roll, makeIdGenerators())).toEqual([expect.objectContaining({ type: 2, name: 'Bacon roll', sid: 0, price: 900, sequence: 0, taxes: '[]', extra: '{"groupCartSeqId":1}' })]);
    expect(buildCartLines(roll, makeIdGenerators(), { sequence: 2 })[0].sequence).toBe(2);
  });

  it('builds a combo (102) with children carrying the upcharge as price and the original as value, in group order', () => {
    const combo = build({ kind: 'combo', comboId: 1 }, [
      { type: 'chooseComboItem', groupId: 2, itemId: 3 },
      { type: 'chooseComboItem', groupId: 1, itemId: 2 },
      { type: 'chooseComboItem', groupId: 2, itemId: 4 },
      { type: 'incrementModifier', modifierId: 103, target: { groupId: 2, itemId: 3 } },
      { type: 'setQuantity', quantity: 2 },
    ]);
    const lines = buildCartLines(combo, makeIdGenerators());
    expect(lines.map((l) => [l.type, l.name, l.pid, l.sid, l.count, l.price, l.value, l.gid, readLineExtra(l).gtid])).toEqual([
      [102, 'Breakfast combo', 1, 0, 2, 1500, 1500, 100, undefined],
      [2, 'Big breakfast', 6, 0, 2, 300, 1800, 100, 1000],
      [21, 'Latte', 1, 11, 2, 0, 450, 100, 1000],
      [22, 'Extra shot', 1, 0, 2, 50, 50, 100, 1002],
      [2, 'Juice', 7, 0, 2, 0, 500, 100, 1000],
    ]);
    expect(lines[0].taxes).toBe('[]');
    expect(lines[2].taxes).toBe(GST);
    expect(cartTotal(lines)).toBe(2 * (1500 + 300 + 50));
  });

  it('builds a set menu (101) with children counted item count × quantity and their chosen variants', () => {
    const banquet = build({ kind: 'setMenu', setMenuId: 1 }, [
      { type: 'selectVariant', variantId: 22, target: { itemId: 2 } },
      { type: 'incrementModifier', modifierId: 301, target: { itemId: 2 } },
      { type: 'setQuantity', quantity: 3 },
    ]);
    const lines = buildCartLines(banquet, makeIdGenerators());
    expect(lines.map((l) => [l.type, l.name, l.count, l.price, l.value, l.sequence, l.code])).toEqual([
      [101, 'Banquet', 3, 6000, 6000, 0, 'SM1'],
      [2, 'Dumplings', 6, 0, 1200, 1, 'D'],
      [21, 'Duck(Whole)', 3, 0, 5000, 2, 'DW'],
      [22, 'Plum sauce', 3, 0, 0, 2, ''],
    ]);
  });
});

describe('identity, entries and counts (storefront.md §3, §5)', () => {
  it('identifies a line by type + tid + pid + sid + gid + menu_id + store_id', () => {
    expect(cartLineKey(makeCartLine({ type: 21, tid: 5, pid: 1, sid: 11, gid: 7, menu_id: 2, store_id: 3 }))).toBe('21:5:1:11:7:2:3');
  });

  it('groups lines by gid under their bundle or product head; gid 0 lines stand alone', () => {
    const lines = [
      makeCartLine({ id: 1, type: 22, tid: 101, gid: 5 }),
      makeCartLine({ id: 2, type: 2, gid: 5 }),
      makeCartLine({ id: 3, gid: 0 }),
      makeCartLine({ id: 4, gid: 0 }),
      makeCartLine({ id: 5, type: 102, gid: 6 }),
      makeCartLine({ id: 6, type: 2, gid: 6 }),
      makeCartLine({ id: 7, type: 5, gid: 8 }),
    ];
    expect(mapCartEntries(lines).map((e) => [e.head.id, e.lines.map((l) => l.id)])).toEqual([
      [2, [2, 1]],
      [3, [3]],
      [4, [4]],
      [5, [5, 6]],
      [7, [7]],
    ]);
  });

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

  it('reads a missing or broken extra as {}', () => {
    expect(readLineExtra({ extra: '' })).toEqual({});
    expect(readLineExtra({ extra: 'not json' })).toEqual({});
    expect(readLineExtra({ extra: '[1]' })).toEqual({});
    expect(readLineExtra({ extra: '{"notes":"x"}' })).toEqual({ notes: 'x' });
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

  it('selects the new lines', () => {
    expect(selectNewLines(cart(1, 2, 21, 1)).map((l) => l.id)).toEqual([1, 4]);
  });
});

describe('sort order (storefront.md §9 "Sort position")', () => {
  const line = (id: number, type: LineType, fields: Partial<CartLine> = {}) => makeCartLine({ id, tid: id, type, gid: id, ...fields });

  it('puts set menus and combos (with their children) first, standalone products 2, type 4 third, type 5 fourth', () => {
    const lines = [
      line(1, 5),
      line(2, 4),
      line(3, 2),
      line(4, 22, { gid: 3, tid: 101 }),
      line(5, 2, { gid: 6 }),
      line(6, 102),
      line(7, 101),
      line(8, 99 as LineType),
    ];
    expect(sortCartLines(lines).map((l) => l.id)).toEqual([6, 5, 7, 3, 4, 2, 1, 8]);
  });

  it('orders within a position by store, group, course (99 read as 0), add sequence, then type (parent first)', () => {
    const extra = (n: number) => JSON.stringify({ groupCartSeqId: n });
    const lines = [
      line(1, 2, { store_id: 2, gid: 1 }),
      line(2, 2, { store_id: 1, gid: 9 }),
      line(3, 2, { store_id: 1, gid: 4, sequence: 2 }),
      line(4, 2, { store_id: 1, gid: 4, sequence: 99 }),
      line(5, 22, { store_id: 1, gid: 4, sequence: 99, tid: 101 }),
      line(6, 2, { store_id: 1, gid: 4, sequence: 1, extra: extra(2) }),
      line(7, 2, { store_id: 1, gid: 4, sequence: 1, extra: extra(1) }),
    ];
    expect(sortCartLines(lines).map((l) => l.id)).toEqual([4, 5, 7, 6, 3, 2, 1]);
    expect(lineCourse({ sequence: 99 })).toBe(0);
  });

  it('keeps lines equal on every key in their input order (stable)', () => {
    const twins = [makeCartLine({ name: 'first' }), makeCartLine({ name: 'second' }), makeCartLine({ name: 'third' })];
    expect(sortCartLines(twins).map((l) => l.name)).toEqual(['first', 'second', 'third']);
  });

  it('is a total, stable order (fast-check)', () => {
    const lineArb = fc.record({
      type: fc.constantFrom<LineType>(2, 21, 22, 101, 102, 1021, 4, 5),
      gid: fc.integer({ min: 0, max: 4 }),
      store_id: fc.integer({ min: 1, max: 2 }),
      sequence: fc.constantFrom(0, 1, 2, 99),
      seq: fc.integer({ min: 0, max: 3 }),
      tid: fc.integer({ min: 1, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), fc.integer(), (specs, seed) => {
        // ids repeat on purpose so that some lines tie on every key
        const lines = specs.map((s, i) => makeCartLine({ ...s, id: i % 5, extra: JSON.stringify({ groupCartSeqId: s.seq }), name: `line ${i}` }));
        const sorted = sortCartLines(lines);
        expect([...sorted].sort((a, b) => a.name.localeCompare(b.name))).toEqual([...lines].sort((a, b) => a.name.localeCompare(b.name)));
        expect(sortCartLines(sorted)).toEqual(sorted);
        // total: any shuffle sorts to the same keys
        const shuffled = [...lines].sort((a, b) => ((a.name.length * 31 + seed) % 7) - ((b.name.length * 17 + seed) % 5));
        const strip = (ls: CartLine[]) => ls.map(({ name: _name, ...rest }) => rest);
        expect(strip(sortCartLines(shuffled))).toEqual(strip(sorted));
        // stable: lines equal on every key keep their input order
        const key = (l: CartLine) => JSON.stringify(strip([l]));
        for (let i = 1; i < sorted.length; i++) {
          if (key(sorted[i - 1]) === key(sorted[i])) expect(lines.indexOf(sorted[i - 1])).toBeLessThan(lines.indexOf(sorted[i]));
        }
      }),
    );
  });
});

describe('grouping (storefront.md §2.6 cart drawer: by course; §1 stores)', () => {
  it('groups by store in display order with the store names', () => {
    const venue = makeVenue({ stores: [{ id: 1, name: 'Kitchen' }, { id: 2, name: 'Bar' }] });
    const lines = [makeCartLine({ id: 1, store_id: 2, gid: 1 }), makeCartLine({ id: 2, store_id: 1, gid: 2 }), makeCartLine({ id: 3, store_id: 3, gid: 3 })];
    expect(groupCartByStore(lines, venue).map((g) => [g.storeId, g.name, g.lines.map((l) => l.id)])).toEqual([
      [1, 'Kitchen', [2]],
      [2, 'Bar', [1]],
      [3, '', [3]],
    ]);
  });

  it("groups entries by their head's course, named from order_sequences or 'Course N'", () => {
    const venue = makeVenue({ order_sequences: [{ name: 'Entrée', sequence: 1 }, { name: '', sequence: 2 }] });
    const lines = [
      makeCartLine({ id: 1, gid: 1, sequence: 2 }),
      makeCartLine({ id: 2, gid: 1, type: 22, tid: 101, sequence: 2 }),
      makeCartLine({ id: 3, gid: 2, sequence: 1 }),
      makeCartLine({ id: 4, gid: 3, sequence: 99 }),
      makeCartLine({ id: 5, gid: 4, sequence: 3 }),
    ];
    expect(groupCartByCourse(lines, venue).map((g) => [g.sequence, g.label, g.entries.map((e) => e.lines.map((l) => l.id))])).toEqual([
      [0, null, [[4]]],
      [1, { name: 'Entrée' }, [[3]]],
      [2, { key: 'courseN', params: { n: 2 } }, [[1, 2]]],
      [3, { key: 'courseN', params: { n: 3 } }, [[5]]],
    ]);
  });

  it("labels course 0 'Course 0' only when the venue lists it without a name", () => {
    const venue = makeVenue({ order_sequences: [{ name: '', sequence: 0 }] });
    expect(groupCartByCourse([makeCartLine()], venue)[0].label).toEqual({ key: 'courseN', params: { n: 0 } });
  });
});

describe('merging and adding (storefront.md §3 identity, §5 "Adding to the cart")', () => {
  const context = { menu: makeCafeMenu() };

  it('merges lines with the same identity by summing counts', () => {
    const merged = mergeCartLines([makeCartLine({ count: 1 }), makeCartLine({ id: 2, gid: 2 }), makeCartLine({ id: 3, count: 2 })]);
    expect(merged.map((l) => [l.id, l.count])).toEqual([
      [1, 3],
      [2, 1],
    ]);
  });

  it('merges an identical add into the new entry already in the cart, scaling all its lines', () => {
    const ids = makeIdGenerators();
    const latte = build({ kind: 'product', productId: 1 }, [{ type: 'incrementModifier', modifierId: 102 }, { type: 'incrementModifier', modifierId: 201 }, { type: 'incrementModifier', modifierId: 201 }]);
    const first = addToCart([], buildCartLines(latte, ids), context);
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    const second = addToCart(first.value, buildCartLines({ ...latte, quantity: 3 }, ids), context);
    expect(second.ok && second.value.map((l) => [l.id, l.name, l.count])).toEqual([
      [1000, 'Latte(Small)', 4],
      [1001, 'Oat', 4],
      [1002, 'Sugar', 8],
    ]);
  });

  it('appends a different add (other modifiers, notes, or an identical entry already submitted)', () => {
    const ids = makeIdGenerators();
    const plain = build({ kind: 'product', productId: 1 }, [{ type: 'incrementModifier', modifierId: 101 }]);
    const cart = buildCartLines(plain, ids);
    const withNotes = buildCartLines({ ...plain, notes: 'hot' }, ids);
    const oat = buildCartLines(build({ kind: 'product', productId: 1 }, [{ type: 'incrementModifier', modifierId: 102 }]), ids);
    const submitted = cart.map((l) => ({ ...l, status: 2 as LineStatus }));
    for (const [before, added] of [
      [cart, withNotes],
      [cart, oat],
      [submitted, buildCartLines(plain, ids)],
    ]) {
      const result = addToCart(before, added, context);
      expect(result.ok && result.value.length).toBe(before.length + added.length);
    }
  });

  it.each([
    ['TABLE_LOCKED', { tableLocked: true }, [] as CartLine[]],
    ['CART_ITEMS_MAX', { cartMax: 5 }, [makeCartLine({ pid: 5, count: 5, gid: 9 })]],
    ['CART_ITEMS_MAX', {}, [makeCartLine({ pid: 5, count: 120, gid: 9 })]],
  ])('refuses %s', (code, extra, cart) => {
    const lines = buildCartLines(build({ kind: 'product', productId: 5 }), makeIdGenerators());
    expect(addToCart(cart, lines, { ...context, ...extra })).toMatchObject({ ok: false, code });
  });

  it("refuses OUT_OF_STOCK when the cart's new lines and the added ones exceed the stock", () => {
    const menu = makeCafeMenu();
    menu.products[1] = { ...menu.products[1], inventory: 2, stocks: 3 };
    const lines = buildCartLines(build({ kind: 'product', productId: 5 }, [{ type: 'setQuantity', quantity: 2 }], { menu }), makeIdGenerators());
    const roll = { pid: 5, name: 'Bacon roll' };
    const cart = [makeCartLine({ ...roll, count: 1, gid: 9 }), makeCartLine({ ...roll, count: 5, gid: 8, status: 2 })];
    expect(addToCart(cart, lines, { menu }).ok).toBe(true);
    expect(addToCart([...cart, makeCartLine({ ...roll, id: 7, count: 1, gid: 7 })], lines, { menu })).toMatchObject({ ok: false, code: 'OUT_OF_STOCK', params: { name: 'Bacon roll' } });
  });
});

describe('changing an entry count (storefront.md §2.6 cart drawer: minus decrements a line)', () => {
  const ids = makeIdGenerators();
  const menu = makeCafeMenu();
  menu.products[0].variants[0] = { ...menu.products[0].variants[0], inventory: 2, stocks: 3 };
  const cart = buildCartLines(build({ kind: 'product', productId: 1 }, [{ type: 'incrementModifier', modifierId: 102 }, { type: 'setQuantity', quantity: 2 }], { menu }), ids);

  it('scales the entry and removes it at 0', () => {
    const down = changeCartEntryCount(cart, 1000, -1, { menu });
    expect(down.ok && down.value.map((l) => l.count)).toEqual([1, 1]);
    expect(changeCartEntryCount(cart, 1000, -2, { menu })).toEqual({ ok: true, value: [] });
  });

  it('refuses an increase that would sell out, on a locked table, or past order_carts_max', () => {
    expect(changeCartEntryCount(cart, 1000, 1, { menu }).ok).toBe(true);
    expect(changeCartEntryCount(cart, 1000, 2, { menu })).toMatchObject({ ok: false, code: 'OUT_OF_STOCK' });
    expect(changeCartEntryCount(cart, 1000, 1, { menu, tableLocked: true })).toMatchObject({ ok: false, code: 'TABLE_LOCKED' });
    expect(changeCartEntryCount(cart, 1000, 1, { menu, cartMax: 2 })).toMatchObject({ ok: false, code: 'CART_ITEMS_MAX', params: { max: 2 } });
    expect(changeCartEntryCount(cart, 1000, -1, { menu, tableLocked: true }).ok).toBe(true);
  });

  it('changes only new entries that exist', () => {
    expect(changeCartEntryCount(cart, 42, 1, { menu })).toMatchObject({ ok: false, code: 'NOT_FOUND' });
    expect(changeCartEntryCount(cart.map((l) => ({ ...l, status: 2 as LineStatus })), 1000, -1, { menu })).toMatchObject({ ok: false, code: 'NOT_ACCEPTABLE' });
  });
});

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

describe('order again (orders-and-payments.md §2.3)', () => {
  it('makes every line new with fresh line, group and sequence ids, children re-linked to the new group', () => {
    const old = buildCartLines(
      build({ kind: 'combo', comboId: 1 }, [
        { type: 'chooseComboItem', groupId: 1, itemId: 1 },
        { type: 'chooseComboItem', groupId: 2, itemId: 3 },
        { type: 'incrementModifier', modifierId: 103, target: { groupId: 2, itemId: 3 } },
      ]),
      makeIdGenerators(),
    ).map((l) => ({ ...l, status: 2 as LineStatus, discount: 20, taxtotal: 5, taxextra: 1 }));
    const loose = makeCartLine({ id: 77, tid: 77, gid: 0, status: 21, extra: '{"notes":"x"}' });
    const copies = copyLinesForOrderAgain([...old, loose], makeIdGenerators({ line: 5000, group: 500, sequence: 50 }));
    expect(copies.map((l) => [l.id, l.tid, l.type, l.gid, l.status, l.discount, l.taxtotal, l.taxextra, l.extra])).toEqual([
      [5000, 5000, 102, 500, 1, 0, 0, 0, '{"groupCartSeqId":50}'],
      [5001, 5001, 2, 500, 1, 0, 0, 0, '{"groupCartSeqId":50,"gtid":5000}'],
      [5002, 5002, 21, 500, 1, 0, 0, 0, '{"groupCartSeqId":50,"gtid":5000}'],
      [5003, 103, 22, 500, 1, 0, 0, 0, '{"groupCartSeqId":50,"gtid":5002}'],
      [5004, 5004, 2, 501, 1, 0, 0, 0, '{"notes":"x","groupCartSeqId":51}'],
    ]);
  });
});

describe('stock invariant over cart actions (fast-check; storefront.md §5 "Sell-out and stock")', () => {
  it('no sequence of adds, increments and decrements within the rules takes stock below zero', () => {
    const menu = makeMenu({
      ingredients: [makeIngredient({ id: 1, stocks: 3, stock_conversion: 1000, measures: [{ id: 1, units: 200 }, { id: 2, units: 150 }] })],
      modifiers: [makeModifier({ id: 101, inventory: 2, stocks: 4, ingredients: [makeLink({ ingredient_id: 1, measure_id: 2 })] })],
      products: [
        makeProduct({ id: 1, name: 'Latte', modifier_ids: [101], ingredients: [makeLink({ ingredient_id: 1, measure_id: 1 })] }),
        makeProduct({ id: 2, name: 'Flat white', inventory: 2, stocks: 6, modifier_ids: [101], ingredients: [makeLink({ ingredient_id: 1, measure_id: 2 })] }),
      ],
    });
    type Step = { kind: 'add'; productId: number; quantity: number; extra: boolean } | { kind: 'change'; pick: number; delta: number };
    const step: fc.Arbitrary<Step> = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), productId: fc.constantFrom(1, 2), quantity: fc.integer({ min: 1, max: 4 }), extra: fc.boolean() }),
      fc.record({ kind: fc.constant('change' as const), pick: fc.nat(), delta: fc.constantFrom(-2, -1, 1, 2) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const ids = makeIdGenerators();
        let cart: CartLine[] = [];
        for (const s of steps) {
          let next;
          if (s.kind === 'add') {
            const started = buildItem({ kind: 'product', productId: s.productId }, { menu, cart });
            if (!started.ok) continue;
            let b = reduceItemBuild(started.value, { type: 'setQuantity', quantity: s.quantity });
            if (s.extra) b = reduceItemBuild(b, { type: 'incrementModifier', modifierId: 101 });
            next = addToCart(cart, buildCartLines(b, ids), { menu });
          } else {
            const entries = mapCartEntries(cart);
            if (entries.length === 0) continue;
            next = changeCartEntryCount(cart, entries[s.pick % entries.length].head.id, s.delta, { menu });
          }
          if (next.ok) cart = next.value;
          const stock = checkStock(cart, menu);
          expect(stock.ok).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('nestModifiers (storefront.md §3 "Cart line" gtid)', () => {
  const line = (id: number, type: number, extra = '{}', name = `l${id}`) => makeCartLine({ id, tid: id, gid: 1, type: type as CartLine['type'], extra, name });
  it("puts each modifier right after the line it modifies, the rest in their order", () => {
    const banquet = line(1, 101);
    const beef = line(2, 2);
    const rice = line(3, 2);
    const pudding = line(4, 2);
    const medium = line(5, 22, '{"gtid":2}', 'Medium');
    const sauce = line(6, 22, '{"gtid":4}');
    expect(nestModifiers([banquet, beef, rice, medium, pudding, sauce]).map((l) => l.id)).toEqual([1, 2, 5, 3, 4, 6]);
  });
  it('gives a modifier without a known parent to the first line, and keeps modifiers with no line at all', () => {
    const latte = line(1, 21);
    const oat = line(2, 22);
    const stray = line(3, 22, '{"gtid":99}');
    expect(nestModifiers([oat, latte, stray]).map((l) => l.id)).toEqual([1, 2, 3]);
    expect(nestModifiers([oat]).map((l) => l.id)).toEqual([2]);
    expect(nestModifiers([])).toEqual([]);
  });
});

describe('toContractLine (storefront.md §3 "Cart line")', () => {
  it("keeps exactly the contract's fields", () => {
    const line = makeCartLine({ id: 3, name: 'Tea' });
    const carried = { ...line, name_i18n: '{"zh-CN":"茶"}', round: 2 } as CartLine;
    expect(toContractLine(carried)).toEqual(line);
    expect(Object.keys(toContractLine(carried)).sort()).toEqual(Object.keys(line).sort());
  });
});
