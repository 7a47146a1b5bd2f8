import { describe, expect, it } from 'vitest';
import { courierAddressFromSaved, withMemberContact } from './courier-address';

describe('the courier address from what the diner gave (issue 27 item 5)', () => {
  const empty = { street1: '', city: '', state: '', postcode: '', country: 'AU', firstname: '', lastname: '', phone: '' };
  it('fills an empty name and mobile from the member, keeps what was typed', () => {
    expect(withMemberContact(empty, { firstname: 'Wei', lastname: 'Wang', phone: '+61412345670' })).toMatchObject({ firstname: 'Wei', lastname: 'Wang', phone: '+61412345670' });
    expect(withMemberContact({ ...empty, firstname: 'Kim' }, { firstname: 'Wei', lastname: 'Wang', phone: '1' }).firstname).toBe('Kim');
    expect(withMemberContact(empty, null)).toEqual(empty);
  });
  it('takes a saved address whole, the suburb in title case', () => {
    const saved = { id: 3, firstname: 'Wei', lastname: 'Wang', phone: '+61412345670', country: '', state: 'NSW', city: 'DARLINGHURST', street1: '12 Crown Street', street2: '', postcode: '2010', geo_id: 7 };
    expect(courierAddressFromSaved(saved)).toEqual({ street1: '12 Crown Street', city: 'Darlinghurst', state: 'NSW', postcode: '2010', country: 'AU', firstname: 'Wei', lastname: 'Wang', phone: '+61412345670' });
  });
});
