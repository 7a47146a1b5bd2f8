import { describe, it, expect } from 'vitest';
import { cartLineKey, mapCartEntries, nestModifiers, readLineExtra, selectNewLines, toContractLine } from './cart-lines';
import { makeCartLine } from './test-fixtures';
import type { CartLine, LineStatus } from './types';

describe('identity and entries (storefront.md §3 "Cart line")', () => {
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

  it('reads a missing or broken extra as {}', () => {
    expect(readLineExtra({ extra: '' })).toEqual({});
    expect(readLineExtra({ extra: 'not json' })).toEqual({});
    expect(readLineExtra({ extra: '[1]' })).toEqual({});
    expect(readLineExtra({ extra: '{"notes":"x"}' })).toEqual({ notes: 'x' });
  });
});

describe('new lines (storefront.md §4 "Cart line status")', () => {
  const cart = (...statuses: LineStatus[]) => statuses.map((status, i) => makeCartLine({ id: i + 1, status }));
  it('selects the new lines (status 1)', () => {
    expect(selectNewLines(cart(1, 2, 21, 1)).map((l) => l.id)).toEqual([1, 4]);
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
