import { describe, expect, it } from 'vitest';
import { buildCartView, groupAccountOf, menuCheckIds, removesLine } from './cart-view';
import { makeCafeMenu, makeCartLine } from '../../domain/test-fixtures';

const venue = { order_sequences: [{ sequence: 1, name: 'Entrée' }], stores: [{ id: 1, name: 'Bao Bar' }, { id: 2, name: 'Pho Corner' }] };

describe('cart drawer view model (storefront.md §2.6)', () => {
  const lines = [
    makeCartLine({ id: 1, tid: 1, pid: 1, sid: 12, type: 21, gid: 1, count: 2, price: 550, name: 'Latte(Large)', extra: '{"notes":"hot"}' }),
    makeCartLine({ id: 2, tid: 102, pid: 1, type: 22, gid: 1, count: 2, price: 60, name: 'Oat', extra: '{"gtid":1}' }),
    makeCartLine({ id: 3, tid: 3, pid: 9, gid: 2, sequence: 1, price: 1200, name: 'Dumplings', store_id: 2 }),
  ];

  it('groups entries by course with names, choices, notes and totals', () => {
    const view = buildCartView(lines, venue, [makeCafeMenu()], 'en');
    expect(view.courses.map((c) => c.label)).toEqual([null, { name: 'Entrée' }]);
    expect(view.courses[0].entries[0]).toMatchObject({ headId: 1, name: 'Latte (Large)', details: ['+ Oat'], notes: 'hot', count: 2, total: 1220, editable: true, store: 'Bao Bar' });
    expect(view.totalUnpaid).toBe(2420);
    expect(view.multiStore).toBe(true);
    expect(view.empty).toBe(false);
  });

  it('shows the new / ordered tabs only in a partial submit', () => {
    const partial = [...lines.slice(0, 2), { ...lines[2], status: 2 as const }];
    const view = buildCartView(partial, venue, [], 'en');
    expect(view.tabs).toEqual({ shown: true, tab: 'new' });
    expect(view.courses.flatMap((c) => c.entries.map((e) => e.headId))).toEqual([1]);
    expect(buildCartView(partial, venue, [], 'en', 'ordered').courses.flatMap((c) => c.entries.map((e) => e.editable))).toEqual([false]);
  });

  it('lists the ids menuCheckInfo needs for one menu', () => {
    expect(menuCheckIds(lines, 1)).toEqual({ products: [1, 9], modifiers: [102], combos: [], setmenus: [] });
  });
});

describe('cart names in the page language (issue 27 item 11)', () => {
  it('names the variant and the modifier options by their zh-CN translations, the English otherwise', () => {
    const menu = makeCafeMenu();
    const latte = menu.products.find((p) => p.variants.some((v) => v.id === 12))!;
    latte.name_i18n = { 'zh-CN': '拿铁' };
    latte.variants.find((v) => v.id === 12)!.name_i18n = { 'zh-CN': '大杯' };
    menu.modifiers.find((m) => m.id === 102)!.name_i18n = { 'zh-CN': '燕麦奶' };
    const lines = [
      makeCartLine({ id: 1, tid: 1, pid: latte.id, sid: 12, type: 21, gid: 1, count: 1, price: 550, name: 'Latte(Large)' }),
      makeCartLine({ id: 2, tid: 102, pid: latte.id, type: 22, gid: 1, count: 1, price: 60, name: 'Oat', extra: '{"gtid":1}' }),
    ];
    expect(buildCartView(lines, venue, [menu], 'zh-CN').courses[0].entries[0]).toMatchObject({ name: '拿铁 (大杯)', details: ['+ 燕麦奶'] });
    expect(buildCartView(lines, venue, [menu], 'en').courses[0].entries[0]).toMatchObject({ name: `${latte.name} (Large)`, details: ['+ Oat'] });
  });
});

describe('cart names of lines refilled from an order', () => {
  it("uses the names the order's lines carry when their menu is not loaded", () => {
    const again = [makeCartLine({ id: 7, tid: 7, pid: 999, gid: 7, menu_id: 42, name: 'Har gow', name_i18n: '{"zh-CN":"虾饺"}' } as never)];
    expect(buildCartView(again, venue, [], 'zh-CN').courses[0].entries[0].name).toBe('虾饺');
    expect(buildCartView(again, venue, [makeCafeMenu()], 'zh-CN').courses[0].entries[0].name).toBe('虾饺');
    expect(buildCartView(again, venue, [], 'en').courses[0].entries[0].name).toBe('Har gow');
  });
});

describe('the cart title\'s group account (storefront.md §2.6, issue 26 item 11d)', () => {
  it.each([
    ['{"groupAccount":"ACME-42"}', 'ACME-42'],
    ['{"groupAccount":"  Team A "}', 'Team A'],
    ['{"groupAccount":""}', ''],
    ['{"groupAccount":42}', ''],
    ['{"orderNotes":"x"}', ''],
    ['{}', ''],
    ['null', ''],
    ['not json', ''],
    ['', ''],
    [undefined, ''],
  ] as const)('%j → %j', (extra, account) => {
    expect(groupAccountOf(extra)).toBe(account);
  });
});

describe('removing an item asks first (orders-and-payments.md §4.7 "remove item"; issue 26 item 12)', () => {
  it('asks when the minus takes the last one off, not when one of several is taken or one added', () => {
    expect(removesLine(1, -1)).toBe(true);
    expect(removesLine(2, -1)).toBe(false);
    expect(removesLine(1, 1)).toBe(false);
    expect(removesLine(3, -3)).toBe(true);
  });
});
