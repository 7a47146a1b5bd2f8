/**
 * The full delivery address of an own-zone delivery (issue 23 item 8; storefront.md §1/§7 "shipping";
 * orders-and-payments.md §1, §5.1, §5.5): street, unit, suburb, postcode, phone and instructions.
 * Pure: the server checks what the order page and the staff phone order send with it; the browser
 * checks the same before sending.
 */
import { err, ok, type Result } from './result';
import type { DeliveryZone } from './types';

/** Delivery method of the venue's own zones (orders-and-payments.md §9: 1 own zones; 21, 22 couriers). */
export const OWN_ZONE_METHOD = 1;
/** Order category type of delivery (orders-and-payments.md §9). */
export const DELIVERY_CATEGORY_TYPE = 4;

/** Longest street / unit / instructions kept (characters). */
export const ADDRESS_LIMITS = { street: 200, unit: 50, instructions: 300 } as const;

/** True for a delivery order delivered by the venue's own zones (not a courier method 21/22). */
export function isOwnZoneDelivery(categoryType: number, deliveryMethod: unknown): boolean {
  const method = Number(deliveryMethod ?? OWN_ZONE_METHOD) || OWN_ZONE_METHOD;
  return categoryType === DELIVERY_CATEGORY_TYPE && method !== 21 && method !== 22;
}

/** The shipping fields of a full own-zone address, trimmed. */
export interface StreetAddress {
  /** Street and number, e.g. '12 Dixon St'. */
  street1: string;
  /** Unit, floor or building ('' when none). */
  street2: string;
  /** For the driver ('' when none). */
  instructions: string;
  postcode: string;
}

/** True when a zone delivers to `postcode`: its geos hold '0' or the postcode, or a suburb carries it. */
export function zoneCoversPostcode(zone: Pick<DeliveryZone, 'geos' | 'suburbs'>, postcode: string): boolean {
  const pc = postcode.trim();
  if (!/^\d{3,10}$/.test(pc)) return false;
  const geos = String(zone.geos ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
  if (geos.includes('0') || geos.includes(String(Number(pc)))) return true;
  return (zone.suburbs ?? []).some((s) => String(s.postcode ?? '').trim() === pc);
}

/**
 * Checks the full address of an own-zone delivery: a street is required (DELIVERY_STREET_REQUIRED),
 * and the postcode must be in one of the venue's zones (DELIVERY_POSTCODE_OUT_OF_ZONE {postcode}).
 * Unit and instructions are optional; each field is trimmed and cut to `ADDRESS_LIMITS`.
 * @param shipping the order's `shipping` as sent (street1, street2, instructions, postcode).
 */
export function checkStreetAddress(zones: readonly DeliveryZone[], shipping: Readonly<Record<string, unknown>>): Result<StreetAddress> {
  const text = (k: string, max: number) => (typeof shipping[k] === 'string' || typeof shipping[k] === 'number' ? String(shipping[k]).trim().slice(0, max) : '');
  const street1 = text('street1', ADDRESS_LIMITS.street);
  if (!street1) return err('DELIVERY_STREET_REQUIRED');
  const postcode = text('postcode', 10);
  if (!zones.some((z) => zoneCoversPostcode(z, postcode))) return err('DELIVERY_POSTCODE_OUT_OF_ZONE', { postcode });
  return ok({ street1, street2: text('street2', ADDRESS_LIMITS.unit), instructions: text('instructions', ADDRESS_LIMITS.instructions), postcode });
}

/** The full delivery address of an order (its shipping JSON) as the staff board and the driver sheet show it, '' for parts not given (issue 23 item 8). */
export interface DeliveryAddressView {
  name: string;
  phone: string;
  street: string;
  unit: string;
  suburb: string;
  state: string;
  postcode: string;
  instructions: string;
}
