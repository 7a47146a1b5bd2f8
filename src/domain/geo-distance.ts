/**
 * Great-circle distance between two points on the Earth (haversine formula, mean radius 6 371 km).
 * Used by the courier simulator's fees (orders-and-payments.md §9 couriers) and the brand locator.
 */

/** A point in degrees: latitude −90…90, longitude −180…180. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Mean Earth radius in metres (IUGG). */
export const EARTH_RADIUS_M = 6_371_008.8;

/** Distance in metres between `a` and `b` along the great circle (haversine). */
export function haversineMetres(a: LatLng, b: LatLng): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point a fraction `t` (0…1) of the way from `a` to `b` (linear in degrees: fine for a city). */
export function interpolate(a: LatLng, b: LatLng, t: number): LatLng {
  const k = Math.min(1, Math.max(0, t));
  return { latitude: a.latitude + (b.latitude - a.latitude) * k, longitude: a.longitude + (b.longitude - a.longitude) * k };
}
