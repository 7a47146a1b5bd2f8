/**
 * A saved address on one line, by its type (accounts-and-loyalty.md §2.9, orders-and-payments.md §3.8
 * "Display: type 0 shows 'firstname lastname, phone', otherwise 'street1, city, postcode'"). Pure and
 * small: the order page's choose-address drawer and the address list both use it.
 */
import { formatAddressLine } from '../../domain/address-format';
import { personName } from './display-name';

/** A contact (mode 0) is 'Mia Chen, +61 412 345 678'; a street address is `formatAddressLine`'s line ('12 Crown Street, Darlinghurst NSW 2010'). */
export function addressSummary(a: { mode?: number | null; firstname: string; lastname: string; phone: string; city: string; street1: string; postcode: string; state?: string; street2?: string }, locale?: string): string {
  if (a.mode === 0) return [personName(a.firstname, a.lastname, locale), a.phone].filter(Boolean).join(', ');
  return formatAddressLine(a);
}
