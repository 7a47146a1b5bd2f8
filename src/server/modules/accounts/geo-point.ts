/**
 * Coordinates of an address from the accounts module's postcode–locality data (`geo`, ADR 9): used by
 * courier quotes (the delivery module) for the venue and the diner's address.
 */
import { and, eq } from 'drizzle-orm';
import type { Services } from '../../services';
import { ensureGeoLoaded } from './addresses';
import * as s from './schema';

/** A point on the map, degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/**
 * Coordinates of an address: its geo entry (`geo_id`), else the first entry with coordinates of its
 * postcode and city (upper case, as in the data set), else of its postcode alone; null when none
 * (no postcode, or a postcode not in the data). `country` defaults to 'AU'. Loads the data set on
 * first use (`ensureGeoLoaded`).
 */
export async function geoPoint(services: Pick<Services, 'db' | 'logger'>, a: { geo_id?: number; country?: string; postcode?: string; city?: string }): Promise<GeoPoint | null> {
  const { geo } = s;
  const db = services.db;
  await ensureGeoLoaded(services);
  const pick = (rows: { latitude: number | null; longitude: number | null }[]) => {
    const r = rows.find((x) => x.latitude !== null && x.longitude !== null);
    return r ? { latitude: r.latitude!, longitude: r.longitude! } : null;
  };
  if (a.geo_id) {
    const p = pick(await db.select({ latitude: geo.latitude, longitude: geo.longitude }).from(geo).where(eq(geo.id, a.geo_id)).limit(1));
    if (p) return p;
  }
  if (!a.postcode) return null;
  const country = (a.country || 'AU').toUpperCase();
  const city = (a.city ?? '').trim().toUpperCase();
  if (city) {
    const p = pick(await db.select({ latitude: geo.latitude, longitude: geo.longitude }).from(geo).where(and(eq(geo.country, country), eq(geo.postcode, a.postcode), eq(geo.city, city))).limit(1));
    if (p) return p;
  }
  return pick(await db.select({ latitude: geo.latitude, longitude: geo.longitude }).from(geo).where(and(eq(geo.country, country), eq(geo.postcode, a.postcode))).limit(5));
}
