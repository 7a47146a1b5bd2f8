/**
 * The courier dialog's address from what the diner already gave (issue 27 item 5): a saved address of
 * the address book, and the member's name and mobile for an address typed afresh. Pure.
 */
import { suburbName } from '../../domain/address-format';
import type { CourierChoice } from '../stores/checkout-flow';

type CourierAddress = CourierChoice['address'];

/** A saved address (the address book's fields) as the courier dialog's address; a suburb stored in capitals reads 'Darlinghurst'. */
export function courierAddressFromSaved(a: { firstname: string; lastname: string; phone: string; country: string; state: string; city: string; street1: string; postcode: string }): CourierAddress {
  return { street1: a.street1, city: suburbName(a.city), state: a.state, postcode: a.postcode, country: a.country || 'AU', firstname: a.firstname, lastname: a.lastname, phone: a.phone };
}

/** `address` with its empty name and mobile filled from the signed-in `user` (fields already typed stay). */
export function withMemberContact(address: CourierAddress, user: { firstname?: string | null; lastname?: string | null; phone?: string | null } | null | undefined): CourierAddress {
  if (!user) return address;
  const keep = (typed: string, known: string | null | undefined) => (typed.trim() ? typed : (known ?? '').trim());
  return { ...address, firstname: keep(address.firstname, user.firstname), lastname: keep(address.lastname, user.lastname), phone: keep(address.phone, user.phone) };
}
