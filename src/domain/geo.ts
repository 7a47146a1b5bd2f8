/**
 * Great-circle distances and their two display rules.
 *
 * - `greatCircleMeters`: the haversine distance on a sphere of radius 6371 km
 *   (accounts-and-loyalty.md §9 "Store locator"), in metres.
 * - `formatLocatorDistance`: the brand store locator's rule (accounts-and-loyalty.md §9): under 1 km in
 *   whole metres ('850 m'), otherwise km with one decimal ('2.4 km').
 * - `formatHomeDistance`: the home page's rule (storefront.md §2.5): 1000 m or more as ceil(km) + ' Km'
 *   ('3 Km' for 2.1 km), otherwise metres + ' m'.
 *
 * Both pages measure with the same function and keep their own display rule.
 */

/** Earth radius of the great-circle rule, km (accounts-and-loyalty.md §9). */
export const EARTH_RADIUS_KM = 6371;

/** Where the diner is assumed to be when the browser gives no location (§9): lat -27, lng 133. */
export const DEFAULT_USER_LOCATION: LatLng = { lat: -27, lng: 133 };

/** A venue with no coordinates is placed here (§9): 39.9042, 116.4074. */
export const FALLBACK_VENUE_LOCATION: LatLng = { lat: 39.9042, lng: 116.4074 };

/** A point in decimal degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

const rad = (deg: number) => (deg * Math.PI) / 180;

/**
 * The great-circle (haversine) distance between two points, in metres, on a sphere of
 * `EARTH_RADIUS_KM`. Symmetric; 0 for the same point. Inputs are decimal degrees; not validated.
 */
export function greatCircleMeters(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * 1000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A venue's coordinates, or the §9 fallback when either is missing or not finite. */
export function venueLocation(v: { latitude?: number | null; longitude?: number | null }): LatLng {
  const { latitude: lat, longitude: lng } = v;
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng } : FALLBACK_VENUE_LOCATION;
}

/** Store locator display (accounts-and-loyalty.md §9): < 1000 m → 'N m' (rounded), else 'N.N km'. */
export function formatLocatorDistance(meters: number): string {
  const m = Math.max(0, meters);
  if (Math.round(m) < 1000) return `${Math.round(m)} m`;
  return `${(m / 1000).toFixed(1)} km`;
}

/** Home page display (storefront.md §2.5): ≥ 1000 m → ceil(km) + ' Km', else metres (rounded) + ' m'. */
export function formatHomeDistance(meters: number): string {
  const m = Math.max(0, meters);
  if (m >= 1000) return `${Math.ceil(m / 1000)} Km`;
  return `${Math.round(m)} m`;
}
