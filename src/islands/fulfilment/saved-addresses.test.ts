import { describe, expect, it } from 'vitest';
import { addressChoices, type SavedAddress } from './saved-addresses';
import type { DeliveryZone } from '../../domain/types';

const zone = (geos: string): DeliveryZone => ({ id: 1, geos, free: 0, min: 0, fee: 500, name: 'Inner', suburbs: [] }) as unknown as DeliveryZone;
const addr = (over: Partial<SavedAddress>): SavedAddress => ({ id: 1, firstname: 'Ada', lastname: '', phone: '+61491570156', city: 'Sydney', street1: '1 George Street', postcode: '2000', geo_id: 17, ...over });

describe('saved addresses for self-delivery (accounts-and-loyalty.md §2.9)', () => {
  it('greys an address whose postcode is in no zone and keeps one that is', () => {
    const [inside, outside] = addressChoices([addr({ id: 1 }), addr({ id: 2, city: 'Parramatta', postcode: '2150', street1: '5 Church St' })], [zone('2000,2010')]);
    expect(inside).toMatchObject({ geoId: 2000, inRange: true, line: '1 George Street, Sydney, 2000' });
    expect(outside).toMatchObject({ geoId: 2150, inRange: false });
  });

  it("zone geos '0' serve every address; no zone serves none", () => {
    expect(addressChoices([addr({ postcode: '6000' })], [zone('0')])[0].inRange).toBe(true);
    expect(addressChoices([addr({})], [])[0].inRange).toBe(false);
  });

  it('matches by geo_id when there is no postcode, and leaves out empty addresses', () => {
    const choices = addressChoices([addr({ postcode: '', geo_id: 2010 }), addr({ id: 3, street1: '', city: '', postcode: '' })], [zone('2010')]);
    expect(choices).toHaveLength(1);
    expect(choices[0]).toMatchObject({ geoId: 2010, inRange: true });
  });
});
