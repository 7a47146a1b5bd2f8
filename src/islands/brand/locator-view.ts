/**
 * What the brand store locator shows (accounts-and-loyalty.md §2.14, §9), as pure functions the island
 * and its tests share: the search filter, venue addresses, distances, the 'start order' and
 * 'navigation' links, and the theme colours.
 */
import type { BrandVenueView } from '../../domain/contract';
import { formatLocatorDistance, greatCircleMeters, venueLocation, type LatLng } from '../../domain/geo';

/** Default 'start order' colour when the brand sets no membership theme_color (§9). */
export const DEFAULT_THEME_COLOR = '#0162fe';
/** Default locator header colour (§9). */
export const DEFAULT_HEADER_COLOR = '#2b3e81';
/** Map zoom without and with a selected venue (§9). */
export const MAP_ZOOM = 12;
export const MAP_ZOOM_SELECTED = 13;
/** Below this width the map sits above the list; at and above it beside the list (§9). */
export const MOBILE_BREAKPOINT_PX = 768;

/** The venue's address on one line: street lines, city, state and postcode, skipping blanks. */
export function venueAddress(v: Pick<BrandVenueView, 'street1' | 'street2' | 'city' | 'state' | 'postcode'>): string {
  const street = [v.street1, v.street2].filter((x) => x.trim()).join(', ');
  const place = [v.city, v.state, v.postcode].filter((x) => x.trim()).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** 'search store' (§2.14): venues whose name or address contains `query`, case-insensitive; blank → all. */
export function filterVenues<V extends BrandVenueView>(venues: readonly V[], query: string): V[] {
  const q = query.trim().toLocaleLowerCase();
  if (!q) return [...venues];
  return venues.filter((v) => v.name.toLocaleLowerCase().includes(q) || venueAddress(v).toLocaleLowerCase().includes(q));
}

/** The venue's distance from `from` in the locator's display ('850 m', '2.4 km'); '' while unknown. */
export function venueDistance(v: Pick<BrandVenueView, 'latitude' | 'longitude'>, from: LatLng | null): string {
  return from ? formatLocatorDistance(greatCircleMeters(from, venueLocation(v))) : '';
}

/** Where 'start order' goes: the venue's website when set (http/https only), else its ordering page /{code}. */
export function startOrderHref(v: Pick<BrandVenueView, 'website' | 'code'>): string {
  return /^https?:\/\//i.test(v.website) ? v.website : `/${encodeURIComponent(v.code)}`;
}

/** True for iPhone, iPad and iPod browsers (iPadOS reports a Mac with touch: `maxTouchPoints` > 1). */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

/**
 * 'navigation' (§2.14): directions in Apple Maps on iOS (the maps.apple.com link opens the native app),
 * otherwise OpenStreetMap's web directions.
 */
export function navigationHref(to: LatLng, ios: boolean): string {
  const p = `${to.lat},${to.lng}`;
  return ios ? `https://maps.apple.com/?daddr=${p}&dirflg=d` : `https://www.openstreetmap.org/directions?to=${encodeURIComponent(p)}#map=15/${to.lat}/${to.lng}`;
}

/** A CSS hex colour, or `fallback` for anything else (the value goes into a style). */
export function safeColor(c: string | null | undefined, fallback: string): string {
  return c && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(c) ? c : fallback;
}

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
export function inkOn(hex: string): '#000000' | '#ffffff' {
  const h = hex.length === 4 ? hex.slice(1).split('').map((c) => c + c).join('') : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const l = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}
