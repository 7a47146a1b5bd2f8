import { describe, it, expect } from 'vitest';
import {
  canPayInStore,
  canStartOrder,
  hasPickupCode,
  checkDeliveryAddress,
  defaultOrderCategory,
  filterCategoriesForMode,
  findDeliveryZone,
  findStartOrderBlockers,
  isCategorySelectorCloseable,
  isTableCategory,
  mapFulfilmentLabel,
  mapOrderCategories,
  mapStartSeats,
  mapTimingLabel,
} from './fulfilment';
import type { StartOrderState } from './fulfilment';
import { makeVenue } from './test-fixtures';
import type { DeliveryZone, OrderCategory } from './types';

const cat = (type: OrderCategory['type'], name = `type ${type}`): OrderCategory => ({ name, type });
const platform = { link: 'https://example.test', logo: '', name: 'Platform', pid: 41 };
const zone = (id: number, geos: string, suburbs: DeliveryZone['suburbs'] = []): DeliveryZone => ({ id, geos, free: 0, min: 0, fee: 500, name: `Zone ${id}`, suburbs });

describe('order categories (storefront.md §4 "Fulfilment")', () => {
  it("adds a 'Delivery' category when online platforms exist and no delivery category is configured", () => {
    expect(mapOrderCategories(makeVenue({ order_categories: [cat(3)], online_platforms: [platform] }))).toEqual([cat(3), { name: 'Delivery', type: 4 }]);
    expect(mapOrderCategories(makeVenue({ order_categories: [cat(4, 'Home delivery')], online_platforms: [platform] }))).toEqual([cat(4, 'Home delivery')]);
    expect(mapOrderCategories(makeVenue({ order_categories: [cat(3)] }))).toEqual([cat(3)]);
  });

  it.each([
    [true, [cat(3), cat(6), cat(2)], cat(6)],
    [false, [cat(2), cat(4), cat(3)], cat(4)],
    [true, [cat(3)], null],
    [false, [], null],
  ])('defaults to the first category matching table mode %s', (tableMode, categories, expected) => {
    expect(defaultOrderCategory(makeVenue({ order_categories: categories }), tableMode)).toEqual(expected);
  });

  it('tells table categories (2, 6) from the others', () => {
    expect([0, 1, 2, 3, 4, 6].map(isTableCategory)).toEqual([false, false, true, false, false, true]);
    expect(filterCategoriesForMode([cat(1), cat(2), cat(3), cat(6), cat(0)], false)).toEqual([cat(1), cat(3)]);
  });

  it.each([
    // categories, online platforms, table mode, chosen type, closeable
    [[cat(3), cat(4)], false, false, 0, false],
    [[cat(1), cat(4)], false, false, 0, false],
    [[cat(3)], true, false, 0, false], // the added 'Delivery' pairs with takeaway
    [[cat(1), cat(3)], false, false, 0, true],
    [[cat(3)], false, false, 0, true],
    [[cat(3), cat(4)], false, false, 3, true], // a category is chosen
    [[cat(3), cat(4)], false, true, 0, true], // table mode
  ])('categories %j (platforms %s, table mode %s, chosen %s): selector closeable %s', (categories, platforms, tableMode, categoryType, closeable) => {
    const venue = makeVenue({ order_categories: categories, online_platforms: platforms ? [platform] : [] });
    expect(isCategorySelectorCloseable(venue, { tableMode, categoryType })).toBe(closeable);
  });
});

describe('fulfilment labels (storefront.md §4: Delivery, Dine In, Pick up, Take Away, Table Service, Suburb Site, Third Party)', () => {
  it.each([
    [1, 'pickUp'],
    [2, 'dineIn'],
    [3, 'takeAway'],
    [4, 'delivery'],
    [6, 'tableService'],
    [0, 'fulfillment'],
  ])('type %s → %s', (type, label) => {
    expect(mapFulfilmentLabel(type)).toBe(label);
    expect(mapFulfilmentLabel(type, makeVenue())).toBe(label);
  });

  it("labels delivery through online platforms only 'thirdParty', own zones with suburbs 'suburbSite'", () => {
    expect(mapFulfilmentLabel(4, makeVenue({ order_categories: [cat(3)], online_platforms: [platform] }))).toBe('thirdParty');
    expect(mapFulfilmentLabel(4, makeVenue({ deliveries: [zone(1, '5', [{ city: 'Glebe' }])] }))).toBe('suburbSite');
    expect(mapFulfilmentLabel(4, makeVenue({ deliveries: [zone(1, '5', [{ city: 'Glebe' }])], config: { delivery_method: 21 } }))).toBe('delivery');
  });

  it("labels timing 'asap' or 'later'", () => {
    expect([mapTimingLabel(false), mapTimingLabel(true)]).toEqual(['asap', 'later']);
  });
});

describe("own delivery zones (storefront.md §5: address in a zone's geos, '0' = all)", () => {
  const zones = [zone(1, '12, 13'), zone(2, '14')];
  it.each([
    [12, 1],
    ['13', 1],
    [14, 2],
    [15, null],
    [undefined, null],
  ])('geo %s → zone %s', (geo, id) => {
    expect(findDeliveryZone(zones, geo)?.id ?? null).toBe(id);
  });

  it("matches every address in a '0' zone", () => {
    expect(findDeliveryZone([zone(3, '0')], 999)?.id).toBe(3);
  });

  it("refuses an address out of range ('Out Of Range') or missing", () => {
    expect(checkDeliveryAddress(zones, { geo_id: 14 })).toEqual({ ok: true, value: zones[1] });
    expect(checkDeliveryAddress(zones, { geo_id: 99 })).toEqual({ ok: false, code: 'DELIVERY_OUT_OF_RANGE' });
    expect(checkDeliveryAddress(zones, null)).toEqual({ ok: false, code: 'BAD_INPUT' });
    expect(checkDeliveryAddress(zones, {})).toEqual({ ok: false, code: 'BAD_INPUT' });
  });
});

describe('guests (storefront.md §4: a 0-seat table becomes 1 unless tableguest says otherwise)', () => {
  it.each([
    [4, 0, 4],
    [4, 1, 4],
    [0, 0, 1],
    [0, undefined, 1],
    [0, 1, 0],
    [0, '1', 0],
  ])('seats %s with tableguest %s → %s', (seats, tableguest, expected) => {
    expect(mapStartSeats(seats, tableguest)).toBe(expected);
  });
});

describe('Start Order enabled when (storefront.md §4)', () => {
  const base: StartOrderState = { categoryType: 3, storeOpen: true, preOrder: false, preorderTimeValid: false };
  const table = { seats: 2, passcodeRequired: true, passcode: '1234' };
  const delivery = { addressMode: true, zones: [zone(1, '12')], address: { geo_id: 12 } };
  it.each([
    ['takeaway now, store open', base, []],
    ['no category chosen', { ...base, categoryType: 0 as const }, ['category']],
    ['store closed, ASAP', { ...base, storeOpen: false }, ['time']],
    ['store closed, valid pre-order', { ...base, storeOpen: false, preOrder: true, preorderTimeValid: true }, []],
    ['store open, pre-order without a valid time', { ...base, preOrder: true }, ['time']],
    ['table with seats and passcode', { ...base, categoryType: 2 as const, table }, []],
    ['table with 0 seats', { ...base, categoryType: 2 as const, table: { ...table, seats: 0 } }, ['seats']],
    ['table passcode missing', { ...base, categoryType: 6 as const, table: { ...table, passcode: '12' } }, ['passcode']],
    ['table passcode not needed', { ...base, categoryType: 2 as const, table: { ...table, passcodeRequired: false, passcode: '' } }, []],
    ['delivery in range', { ...base, categoryType: 4 as const, delivery }, []],
    ['delivery out of range', { ...base, categoryType: 4 as const, delivery: { ...delivery, address: { geo_id: 13 } } }, ['address']],
    ['delivery without an address', { ...base, categoryType: 4 as const, delivery: { ...delivery, address: null } }, ['address']],
    ['delivery through a courier (not address mode)', { ...base, categoryType: 4 as const, delivery: { ...delivery, addressMode: false, address: null } }, []],
  ])('%s', (_case, state, blockers) => {
    expect(findStartOrderBlockers(state)).toEqual(blockers);
    expect(canStartOrder(state)).toBe(blockers.length === 0);
  });
});

describe('tenders and pickup codes by fulfilment (issue 27)', () => {
  it("'Pay in store' fits every fulfilment but delivery", () => {
    expect([1, 2, 3, 4, 6].map(canPayInStore)).toEqual([true, true, true, false, true]);
  });
  it('only pick-up and takeaway orders have a pickup code', () => {
    expect([1, 2, 3, 4, 6].map(hasPickupCode)).toEqual([true, false, true, false, false]);
  });
});
