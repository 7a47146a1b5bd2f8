import { describe, expect, it } from 'vitest';
import { formatAddressLine, suburbName } from './address-format';

describe('addresses on one line, Australian order (issue 27 item 17)', () => {
  it.each([
    [{ street1: '12 Crown Street', city: 'DARLINGHURST', state: 'NSW', postcode: '2010' }, '12 Crown Street, Darlinghurst NSW 2010'],
    [{ street1: '1/20 Acland St', street2: 'Rear', city: 'ST KILDA', state: 'vic', postcode: '3182' }, '1/20 Acland St, Rear, St Kilda VIC 3182'],
    [{ street1: '5 Smith St', city: 'Fitzroy', state: '', postcode: '3065' }, '5 Smith St, Fitzroy 3065'],
    [{ street1: '', city: '', state: '', postcode: '' }, ''],
    [{ street1: '9 Main Rd', city: null, state: null, postcode: null }, '9 Main Rd'],
  ])('%o → %s', (parts, want) => {
    expect(formatAddressLine(parts)).toBe(want);
  });

  it.each([
    ['DARLINGHURST', 'Darlinghurst'],
    ["O'CONNOR", "O'Connor"],
    ['BOX HILL SOUTH', 'Box Hill South'],
    ['KINGS-CROSS', 'Kings-Cross'],
    ['McMahons Point', 'McMahons Point'],
    ['', ''],
  ])('suburb %s → %s', (city, want) => {
    expect(suburbName(city)).toBe(want);
  });
});
