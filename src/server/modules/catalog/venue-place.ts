/**
 * Where a venue is, for a courier's pickup (the delivery module; orders-and-payments.md §3.14 venue
 * fields, §7.5): its street address, coordinates and phone, read from the catalog's own table.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import * as s from './schema';

/** A venue's pickup place: address lines, coordinates (degrees, null when not set) and phone. */
export interface VenuePlace {
  street1: string;
  street2: string;
  city: string;
  state: string;
  postcode: string;
  /** ISO 3166 alpha-2, e.g. 'AU'. */
  country: string;
  latitude: number | null;
  longitude: number | null;
  /** The venue's phone number ('' when none). */
  callnumber: string;
}

/** The pickup place of venue `venueId`, or null when there is no such venue. One query. */
export async function venuePlace(db: Db, venueId: number): Promise<VenuePlace | null> {
  const v = s.venues;
  const [row] = await db
    .select({ street1: v.street1, street2: v.street2, city: v.city, state: v.state, postcode: v.postcode, country: v.country, latitude: v.latitude, longitude: v.longitude, callnumber: v.callnumber })
    .from(v)
    .where(eq(v.id, venueId));
  return row ?? null;
}
