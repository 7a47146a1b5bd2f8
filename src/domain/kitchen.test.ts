import { describe, expect, it } from 'vitest';
import { buildKitchenTickets, coursesFiringNow, isOrderDone, nextHeldCourse, readyByOf, sortTickets, ticketAge, type KitchenMenuFacts } from './kitchen';
import { LINE_TYPE, type CartLine } from './types';

const facts: KitchenMenuFacts = {
  stations: [
    { code: 'kitchen', name: 'Kitchen' },
    { code: 'grill', name: 'Grill' },
    { code: 'bar', name: 'Bar' },
    { code: 'fryer', name: 'Fryer' },
  ],
  courses: [
    { sequence: 1, name: 'Drinks', atOnce: true },
    { sequence: 2, name: 'Starters', atOnce: false },
    { sequence: 3, name: 'Mains', atOnce: false },
    { sequence: 4, name: 'Desserts', atOnce: false },
  ],
  categories: { 10: { station: 'bar' }, 11: { station: '' } },
  products: {
    1: { name: 'Spring rolls', station: '', course: 2, categoryId: 11 },
    2: { name: 'Steak', station: 'grill', course: 3, categoryId: 11 },
    3: { name: 'Lemonade', station: '', course: 1, categoryId: 10 },
    4: { name: 'Pudding', station: '', course: 4, categoryId: 11 },
  },
  variants: { 21: { name: 'Large' } },
  options: { 31: { name: 'Medium rare', station: '' }, 32: { name: 'Fries', station: 'fryer' } },
};

let n = 0;
const line = (o: Partial<CartLine>): CartLine => ({
  id: ++n, status: 21, store_id: 0, menu_id: 1, code: '', count: 1, name: '?', pid: 0, sid: 0, cid: 0, gid: 0, sequence: 0,
  discount: 0, value: 0, price: 0, tid: n, type: LINE_TYPE.product, taxes: '[]', taxtotal: 0, taxextra: 0, extra: '{}', ...o,
});

describe('buildKitchenTickets', () => {
  it('splits an order by station and course, in the venue language, notes verbatim', () => {
    const lines = [
      line({ pid: 1, name: '春卷', count: 2, extra: JSON.stringify({ notes: '不要香菜 no coriander' }) }),
      line({ pid: 2, name: '牛排', tid: 100, gid: 7 }),
      line({ type: LINE_TYPE.modifier, tid: 31, gid: 7, name: '五分熟', extra: JSON.stringify({ gtid: 100 }) }),
      line({ type: LINE_TYPE.modifier, tid: 32, gid: 7, name: '薯条', extra: JSON.stringify({ gtid: 100 }) }),
      line({ pid: 3, sid: 21, type: LINE_TYPE.productVariant, name: '柠檬水(大)' }),
    ];
    const tickets = buildKitchenTickets(lines, facts);
    expect(tickets.map((t) => [t.station, t.course, t.courseName])).toEqual([
      ['bar', 1, 'Drinks'],
      ['kitchen', 2, 'Starters'],
      ['grill', 3, 'Mains'],
      ['fryer', 3, 'Mains'],
    ]);
    expect(tickets[0].lines).toEqual([{ name: 'Lemonade (Large)', count: 1, modifiers: [], note: '' }]);
    expect(tickets[1].lines).toEqual([{ name: 'Spring rolls', count: 2, modifiers: [], note: '不要香菜 no coriander' }]);
    expect(tickets[2].lines).toEqual([{ name: 'Steak', count: 1, modifiers: ['Medium rare'], note: '' }]);
    expect(tickets[3].lines).toEqual([{ name: 'Fries', count: 1, modifiers: ['Steak'], note: '' }]);
  });

  it('cooks the children of a set menu at their own course, not the bundle head', () => {
    const lines = [
      line({ type: LINE_TYPE.setMenu, pid: 900, gid: 5, name: 'Banquet' }),
      line({ pid: 1, gid: 5, sequence: 2 }),
      line({ pid: 4, gid: 5, sequence: 4 }),
    ];
    const tickets = buildKitchenTickets(lines, facts, (c) => c > 2);
    expect(tickets.map((t) => [t.course, t.held, t.lines[0].name])).toEqual([
      [2, false, 'Spring rolls'],
      [4, true, 'Pudding'],
    ]);
  });

  it('sends an unknown product to the first station under its stored name', () => {
    const [t] = buildKitchenTickets([line({ pid: 77, name: 'Gone dish' })], facts);
    expect([t.station, t.lines[0].name]).toEqual(['kitchen', 'Gone dish']);
  });
});

describe('coursesFiringNow', () => {
  it.each([
    { fired: [], pending: [1, 2, 3], now: [1, 2], why: 'drinks at once, the first course' },
    { fired: [1, 2], pending: [3, 4], now: [], why: 'later courses wait' },
    { fired: [2, 3], pending: [2, 4], now: [2], why: 'a course already fired takes more of it' },
    { fired: [], pending: [0, 4], now: [0, 4], why: 'no course and the only course' },
  ])('$why', ({ fired, pending, now }) => {
    expect(coursesFiringNow(facts.courses, fired, pending)).toEqual(now);
  });
  it('names the lowest held course next', () => {
    expect(nextHeldCourse([4, 3])).toBe(3);
    expect(nextHeldCourse([])).toBeNull();
  });
});

describe('timing', () => {
  it('is ready ASAP, or the slot minus the preparation time', () => {
    expect(readyByOf(1_000_000, 0, 15)).toBe(1_000_000);
    expect(readyByOf(1_000_000, 10_000, 15)).toBe(10_000_000 - 900_000);
    expect(readyByOf(9_500_000, 10_000, 15)).toBe(9_500_000);
  });
  it.each([
    [7, 'fresh'],
    [8, 'amber'],
    [15, 'red'],
  ] as const)('ages %i minutes → %s', (minutes, age) => {
    expect(ticketAge(minutes * 60_000, 0, { amberMinutes: 8, redMinutes: 15 })).toBe(age);
  });
  it('sorts by ready-by, then arrival', () => {
    const t = sortTickets([
      { id: 1, readyBy: 5, createdAt: 1 },
      { id: 2, readyBy: 3, createdAt: 2 },
      { id: 3, readyBy: 3, createdAt: 1 },
    ]);
    expect(t.map((x) => x.id)).toEqual([3, 2, 1]);
  });
  it('an order is done when every part is bumped and none held', () => {
    expect(isOrderDone([{ held: false, bumped: true }])).toBe(true);
    expect(isOrderDone([{ held: false, bumped: true }, { held: true, bumped: false }])).toBe(false);
    expect(isOrderDone([])).toBe(false);
  });
});
