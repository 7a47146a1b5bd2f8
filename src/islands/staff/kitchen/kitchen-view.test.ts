import { describe, expect, it } from 'vitest';
import { ageOf, bumpedTickets, canReprint, expoOrders, heldCourses, openTickets, type KdsData, type KdsTicket } from './kitchen-view';

const ticket = (o: Partial<KdsTicket>): KdsTicket => ({
  id: 1, source: 'table', tradeid: 'a', label: '6', categoryType: 2, round: 1, station: 'wok', stationName: 'Wok', course: 1, courseName: 'Entrée',
  lines: [], note: '', readyBy: 0, createdAt: 0, firedAt: 0, bumpedAt: null, ...o,
});
const data = (tickets: KdsTicket[]): KdsData => ({ now: 0, printers: [], stations: [], ages: { amberMinutes: 8, redMinutes: 15 }, tickets });

describe('the kitchen display view', () => {
  const d = data([
    ticket({ id: 1, readyBy: 20 }),
    ticket({ id: 2, readyBy: 10, station: 'bar' }),
    ticket({ id: 3, readyBy: 5, firedAt: null, course: 2, courseName: 'Main' }),
    ticket({ id: 4, readyBy: 1, bumpedAt: 50 }),
    ticket({ id: 5, tradeid: 'b', label: 'A012', source: 'order', readyBy: 2, bumpedAt: 60 }),
  ]);
  it('shows a station its fired, unbumped tickets by ready-by time', () => {
    expect(openTickets(d, 'wok').map((t) => t.id)).toEqual([1]);
    expect(openTickets(d, '').map((t) => t.id)).toEqual([2, 1]);
  });
  it('lists bumped tickets latest first for recall', () => {
    expect(bumpedTickets(d, '').map((t) => t.id)).toEqual([5, 4]);
  });
  it('groups whole orders for the expo, with their held courses', () => {
    const [order] = expoOrders(d);
    expect(expoOrders(d).map((o) => o.tradeid)).toEqual(['a']);
    expect(order.parts.map((p) => [p.id, p.state])).toEqual([
      [2, 'cooking'],
      [1, 'cooking'],
      [4, 'done'],
      [3, 'held'],
    ]);
    expect(heldCourses(order.parts)).toEqual([{ course: 2, name: 'Main' }]);
  });
  it('ages a ticket from when it fired', () => {
    expect(ageOf(ticket({ firedAt: 0 }), 9 * 60_000, d.ages)).toEqual({ minutes: 9, tone: 'amber' });
  });

  it('offers Reprint only where a station has a printer other than the print view', () => {
    const printers = [
      { code: 'pass', kind: 'escpos-tcp' as const, stations: ['wok'], state: 'online' as const, offlineSince: null, lastError: '', waiting: 0 },
      { code: 'screen', kind: 'view' as const, stations: ['bar'], state: 'view' as const, offlineSince: null, lastError: '', waiting: 0 },
    ];
    expect(canReprint(printers, 'wok')).toBe(true);
    expect(canReprint(printers, 'bar')).toBe(false);
    expect(canReprint([], 'wok')).toBe(false);
  });
});
