/**
 * An address on one line as Australia writes it (issue 27 item 17; Australia Post's addressing
 * guidelines): street, then suburb, state and postcode — '12 Crown Street, Darlinghurst NSW 2010'. The
 * postcode data set names suburbs in capitals ('DARLINGHURST'); a suburb written all in capitals is shown
 * in title case, anything else as typed. Empty parts are left out. Pure.
 */

/** The parts of an address (the address book's and an order's shipping fields); missing parts are ''. */
export interface AddressParts {
  street1?: string | null;
  street2?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
}

/** 'DARLINGHURST' → 'Darlinghurst', "ST KILDA EAST" → 'St Kilda East', "O'CONNOR" → "O'Connor"; mixed case unchanged. */
export function suburbName(city: string): string {
  const s = city.trim();
  if (!s || s !== s.toUpperCase() || s === s.toLowerCase()) return s;
  return s.toLowerCase().replace(/(^|[\s\-'’])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** One line: 'street1, street2, Suburb STATE postcode' ('12 Crown Street, Darlinghurst NSW 2010'); '' when empty. */
export function formatAddressLine(a: AddressParts): string {
  const t = (v: string | null | undefined) => String(v ?? '').trim();
  const place = [suburbName(t(a.city)), t(a.state).toUpperCase(), t(a.postcode)].filter(Boolean).join(' ');
  return [t(a.street1), t(a.street2), place].filter(Boolean).join(', ');
}
