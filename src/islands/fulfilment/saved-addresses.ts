/**
 * The member's saved delivery addresses as choices for an own-zone (self-delivery) order
 * (accounts-and-loyalty.md §2.9 "For self-delivery, an address whose geo_id is in no allowed delivery
 * zone (zone geos '0' means all) is shown greyed, labelled 'outOfRange', and cannot be chosen in order
 * flows"). Pure.
 *
 * Zone `geos` hold postcodes (the brand file's "geo ids (postcodes)", catalog/format.ts), while a saved
 * address's `geo_id` is the row of the geoList table; so an address is matched by its postcode as the
 * geo id — the same rule the fulfilment modal applies to a typed postcode (`addressFromQuery`) — and
 * by its `geo_id` only when it has no postcode.
 */
import { findDeliveryZone } from '../../domain/fulfilment';
import type { DeliveryZone } from '../../domain/types';

/** A saved address as the choice list needs it (a subset of the account API's Shipping). */
export interface SavedAddress {
  id: number;
  firstname: string;
  lastname: string;
  phone: string;
  city: string;
  street1: string;
  postcode: string;
  geo_id: number;
}

/** One choice: the address, its zone geo id, and whether a zone serves it. */
export interface AddressChoice {
  address: SavedAddress;
  /** The geo id the zones are matched with (the postcode as a number, else geo_id). */
  geoId: number;
  inRange: boolean;
  /** 'street1, city, postcode' (§2.9 "Address display elsewhere"). */
  line: string;
}

/** The choices of `addresses` for `zones`, in their order; only those with a street, city or postcode (§2.9 "counts as present"). */
export function addressChoices(addresses: readonly SavedAddress[], zones: readonly DeliveryZone[]): AddressChoice[] {
  return addresses
    .filter((a) => a.street1 || a.city || a.postcode)
    .map((address) => {
      const geoId = /^\d+$/.test(address.postcode.trim()) ? Number(address.postcode.trim()) : address.geo_id;
      return {
        address,
        geoId,
        inRange: findDeliveryZone(zones, geoId) !== null,
        line: [address.street1, address.city, address.postcode].filter(Boolean).join(', '),
      };
    });
}
