import { describe, it, expect } from 'vitest';
import {
  deliverySurcharge,
  findDeliveryZone,
  isCourierMethod,
  ownZoneDelivery,
  paymentSurcharge,
  serviceSurcharge,
  zoneCoversGeo,
} from './surcharges';
import type { DeliveryZone } from './types';

const zone = (overrides: Partial<DeliveryZone>): DeliveryZone => ({
  id: 1,
  geos: '0',
  free: 0,
  min: 0,
  fee: 500,
  name: 'Zone',
  suburbs: [],
  ...overrides,
});

describe('serviceSurcharge (storefront.md §9: round((item subtotal + discount) × rate), discount negative)', () => {
  it.each([
    [10000, 0, 0.1, 1000],
    [10000, 2000, 0.1, 800],
    [1050, 0, 0.1, 105],
    [125, 0, 0.1, 13],
    [1000, 0, 0.025, 25],
    [1000, 1500, 0.1, 0],
    [1000, 0, 0, 0],
    [1000, 0, -0.1, 0],
    [1000, 0, Number.NaN, 0],
  ])('items %i with %i off at rate %s is %i cents', (items, discount, rate, amount) => {
    expect(serviceSurcharge(items, discount, rate).amount).toBe(amount);
  });

  it.each([
    [undefined, 'Service Surcharge'],
    ['', 'Service Surcharge'],
    ['  ', 'Service Surcharge'],
    ['Weekend fee', 'Weekend fee'],
  ])('name %j reads %j', (name, label) => {
    expect(serviceSurcharge(100, 0, 0.1, name).name).toBe(label);
  });
});

describe('delivery zones (storefront.md §5, §9: zone matched by geo_id in geos, 0 = all)', () => {
  it.each([
    ['0', 42, true],
    ['12, 42,7', 42, true],
    ['12,7', 42, false],
    ['', 42, false],
    ['142', 42, false],
  ])('geos %j covers geo %i: %s', (geos, geoId, covered) => {
    expect(zoneCoversGeo({ geos }, geoId)).toBe(covered);
  });

  it('finds the first zone covering the geo', () => {
    const zones = [zone({ id: 1, geos: '5' }), zone({ id: 2, geos: '42' }), zone({ id: 3, geos: '0' })];
    expect(findDeliveryZone(zones, 42)).toMatchObject({ ok: true, value: { id: 2 } });
  });

  it('is out of range when no zone covers the geo', () => {
    expect(findDeliveryZone([zone({ geos: '5' })], 42)).toEqual({ ok: false, code: 'DELIVERY_OUT_OF_RANGE', params: { geoId: 42 } });
  });
});

describe('ownZoneDelivery (storefront.md §9; orders-and-payments.md §5.1)', () => {
  it.each([
    ['charges the zone fee', { free: 0, min: 0, fee: 500 }, 2000, false, 500, 0],
    ['is free at the free threshold', { free: 3000, min: 0, fee: 500 }, 3000, false, 0, 0],
    ['charges below the free threshold', { free: 3000, min: 0, fee: 500 }, 2999, false, 500, 0],
    ['adds the accepted top-up below the minimum', { free: 0, min: 2500, fee: 500 }, 1800, true, 500, 700],
    ['adds no top-up at the minimum', { free: 0, min: 2500, fee: 500 }, 2500, false, 500, 0],
  ])('%s', (_, fields, items, accepted, fee, topUp) => {
    const result = ownZoneDelivery([zone(fields)], 1, items, accepted);
    expect(result).toMatchObject({ ok: true, value: { fee, topUp } });
  });

  it('asks for acceptance of the top-up below the minimum, with priceMin and priceExtra', () => {
    expect(ownZoneDelivery([zone({ min: 2500 })], 1, 1800, false)).toEqual({
      ok: false,
      code: 'DELIVERY_TOP_UP_NOT_ACCEPTED',
      params: { priceMin: 2500, priceExtra: 700 },
    });
  });

  it('is out of range for an address in no zone', () => {
    expect(ownZoneDelivery([zone({ geos: '3' })], 1, 1800, true)).toMatchObject({ ok: false, code: 'DELIVERY_OUT_OF_RANGE' });
  });
});

describe('deliverySurcharge (storefront.md §9: round(amount × rate + fixed))', () => {
  it.each([
    [1000, 0.1, 0, 100],
    [999, 0.1, 50, 150],
    [1000, 0, 0, 0],
    [1000, Number.NaN, Number.NaN, 0],
    [1000, -1, 0, 0],
  ])('amount %i at rate %s plus %s is %i', (amount, rate, fixed, surcharge) => {
    expect(deliverySurcharge(amount, rate, fixed)).toBe(surcharge);
  });
});

describe('paymentSurcharge (orders-and-payments.md §9: rate × total − already paid, not below 0)', () => {
  it.each([
    [0.015, 10000, 0, 150],
    [0.015, 10000, 100, 50],
    [0.015, 10000, 500, 0],
    [0.015, 3333, 0, 50],
    [0, 10000, 0, 0],
  ])('rate %s on %i with %i paid is %i', (rate, total, paid, surcharge) => {
    expect(paymentSurcharge(rate, total, paid)).toBe(surcharge);
  });

  it('defaults the paid surcharge to 0', () => {
    expect(paymentSurcharge(0.02, 1000)).toBe(20);
  });
});

describe('delivery methods (storefront.md §9: 1 own zones; 21, 22 couriers)', () => {
  it.each([
    [1, false],
    [21, true],
    [22, true],
    [0, false],
  ])('method %i is a courier: %s', (method, courier) => {
    expect(isCourierMethod(method)).toBe(courier);
  });
});
