import { describe, expect, it } from 'vitest';
import { addressFromQuery, buildFulfilmentView, searchSuburbs, type FulfilmentForm } from './fulfilment-view';
import { makeVenue } from '../../domain/test-fixtures';
import type { DeliveryZone } from '../../domain/types';

const zones: DeliveryZone[] = [
  { id: 1, geos: '2000,2007', free: 8000, min: 3000, fee: 500, name: 'City', suburbs: [{ city: 'Haymarket', postcode: '2000' }, { city: 'Ultimo', postcode: '2007' }] },
];
// Wednesday 2025-01-08 12:00 in Sydney (UTC+11).
const noon = Date.UTC(2025, 0, 8, 1, 0) / 1000;
const night = Date.UTC(2025, 0, 8, 12, 0) / 1000;
const form = (over: Partial<FulfilmentForm> = {}): FulfilmentForm => ({ categoryType: 0, categoryName: '', preOrder: false, date: '', time: '', address: null, ...over });

describe("'Start order' view model (storefront.md §2.6, §4, §5)", () => {
  const venue = makeVenue({ deliveries: zones, capability: [{ cap: 'reservation' }] });

  it('offers a tile per category and enables Start only once one is chosen', () => {
    expect(buildFulfilmentView(venue, form(), noon)).toMatchObject({ canStart: false, showTiming: false });
    const view = buildFulfilmentView(venue, form({ categoryType: 3 }), noon);
    expect(view.tiles.map((t) => [t.type, t.selected])).toEqual([
      [3, true],
      [4, false],
    ]);
    expect(view).toMatchObject({ canStart: true, showTiming: true, asapDisabled: false });
  });

  it('checks the delivery address against the zones', () => {
    const inRange = buildFulfilmentView(venue, form({ categoryType: 4, address: { city: 'Ultimo', postcode: '2007', geo_id: 2007 } }), noon);
    expect(inRange.delivery).toMatchObject({ mode: 'zones', outOfRange: false, zone: { id: 1 } });
    expect(inRange.canStart).toBe(true);
    const out = buildFulfilmentView(venue, form({ categoryType: 4, address: { city: '', postcode: '3000', geo_id: 3000 } }), noon);
    expect(out.delivery).toMatchObject({ outOfRange: true, zone: null });
    expect(out.canStart).toBe(false);
  });

  it('forces Later when closed with reservations, and needs a valid slot', () => {
    const closed = buildFulfilmentView(venue, form({ categoryType: 3 }), night);
    expect(closed).toMatchObject({ asapDisabled: true, canStart: false });
    const day = closed.days[0];
    const chosen = buildFulfilmentView(venue, form({ categoryType: 3, preOrder: true, date: day.date, time: day.slots[0] }), night);
    expect(chosen.canStart).toBe(true);
    expect(chosen.disabledMinutes.length).toBeLessThan(12);
    expect(chosen.slots.every((s) => /^\d\d:\d[05]$/.test(s))).toBe(true);
  });

  it('says closed when the store is closed and cannot pre-order', () => {
    expect(buildFulfilmentView(makeVenue(), form({ categoryType: 3 }), night)).toMatchObject({ closed: true, canStart: false, showTiming: false });
  });

  it('links out to online platforms when the venue delivers only through them', () => {
    const v = makeVenue({ order_categories: [{ name: 'Pick up', type: 1 }], online_platforms: [{ pid: 41, name: 'Uber Eats', link: 'https://u', logo: '' }] });
    const view = buildFulfilmentView(v, form({ categoryType: 4 }), noon);
    expect(view.delivery).toMatchObject({ mode: 'platforms' });
    expect(view.canStart).toBe(false);
  });
});

describe('suburb / postcode search', () => {
  it('finds zone suburbs by name or postcode', () => {
    expect(searchSuburbs(zones, 'ult')).toEqual([{ city: 'Ultimo', postcode: '2007', geo: '2007' }]);
    expect(searchSuburbs(zones, '200').map((s) => s.city)).toEqual(['Haymarket', 'Ultimo']);
    expect(searchSuburbs(zones, '')).toEqual([]);
  });

  it('reads an address from a pick or a typed 4-digit postcode', () => {
    expect(addressFromQuery({ city: 'Ultimo', postcode: '2007', geo: '2007' }, 'Ultimo')).toEqual({ city: 'Ultimo', postcode: '2007', geo_id: 2007 });
    expect(addressFromQuery(null, '3000')).toEqual({ city: '', postcode: '3000', geo_id: 3000 });
    expect(addressFromQuery(null, 'Nowhere')).toBeNull();
  });
});
