import { describe, expect, it } from 'vitest';
import { checkStreetAddress, isOwnZoneDelivery, zoneCoversPostcode } from './delivery-address';

const zone = { id: 1, geos: '2000,2007', free: 0, min: 0, fee: 500, name: 'City', suburbs: [{ city: 'Pyrmont', postcode: '2009' }] };

describe('the full own-zone delivery address (issue 23 item 8)', () => {
  it.each([
    ['2000', true],
    ['2009', true],
    ['2150', false],
    ['', false],
    ['20x0', false],
  ])('postcode %s in the zone: %s', (pc, covered) => expect(zoneCoversPostcode(zone, pc)).toBe(covered));

  it("'0' covers every postcode", () => expect(zoneCoversPostcode({ ...zone, geos: '0' }, '3000')).toBe(true));

  it('needs a street, and a postcode in a zone; keeps unit and instructions trimmed', () => {
    expect(checkStreetAddress([zone], { street1: '  ', postcode: '2000' })).toMatchObject({ ok: false, code: 'DELIVERY_STREET_REQUIRED' });
    expect(checkStreetAddress([zone], { street1: '1 George St', postcode: '2150' })).toMatchObject({ ok: false, code: 'DELIVERY_POSTCODE_OUT_OF_ZONE', params: { postcode: '2150' } });
    expect(checkStreetAddress([zone], { street1: ' 1 George St ', street2: ' Unit 4 ', instructions: ' Ring twice ', postcode: '2000' })).toEqual({
      ok: true,
      value: { street1: '1 George St', street2: 'Unit 4', instructions: 'Ring twice', postcode: '2000' },
    });
  });

  it.each([
    [4, 1, true],
    [4, undefined, true],
    [4, 21, false],
    [4, 22, false],
    [3, 1, false],
  ])('category %s method %s is own-zone delivery: %s', (c, m, own) => expect(isOwnZoneDelivery(c, m)).toBe(own));
});
