import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { addToCart, changeCartEntryCount, copyLinesForOrderAgain, groupCartByCourse, groupCartByStore, sortCartLines } from './cart';
import { lineCourse, mapCartEntries, mergeCartLines, readLineExtra } from './cart-lines';
import { cartTotal } from './cart-totals';
import { buildCartLines, buildItem, reduceItemBuild } from './item-builder';
import type { ItemBuild, ItemBuildAction, ItemBuildContext } from './item-builder';
import { checkStock } from './stock';
import { makeCafeMenu, makeCartLine, makeIdGenerators, makeIngredient, makeLink, makeMenu, makeModifier, makeProduct, makeVenue } from './test-fixtures';
import type { CartLine, LineStatus, LineType } from './types';

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
