/**
 * The demo brand's photos (issue 15): its food, drink and cover images ship as small SVG drawings
 * (`/main/static/demo/<name>.svg`); the build draws a raster photo for each of them
 * (scripts/generate-demo-photos.ts → `/main/static/photos/v1/<name>-<width>.<avif|webp>`; `v1` is the
 * drawing's version: the files never change under a name, so they are served as immutable) and the seed
 * imports the brand with those photo sets instead. Logos, banners, posters (they carry text), menu tiles and platform badges stay SVG.
 */
import { largestOf, photoSetValue } from './photos';

/** A demo image the build turns into a photo: its name (the SVG's file name without `.svg`). */
export const DEMO_PHOTO_URL = /^\/main\/static\/demo\/((?:cup|glass|pot|plate|bowl|bun|pastry|steamer|scoop|cover)-[a-z0-9-]+)\.svg$/;

/** Where the build writes the demo photos (URL path prefix, also the folder under dist/client). */
export const DEMO_PHOTO_PREFIX = '/main/static/photos/v1/';

/** The photo set value of a demo image URL, or null when it stays as it is. */
export function demoPhotoValue(url: string): string | null {
  const m = DEMO_PHOTO_URL.exec(url);
  return m ? photoSetValue(`${DEMO_PHOTO_PREFIX}${m[1]}`) : null;
}

/** Every demo image name the build draws a photo for, from the brand file's JSON. */
export function demoPhotoNames(brand: unknown): string[] {
  const names = new Set<string>();
  walk(brand, (s) => {
    const m = DEMO_PHOTO_URL.exec(s);
    if (m) names.add(m[1]);
    return s;
  });
  return [...names].sort();
}

/**
 * A copy of the brand file with every demo image that has a photo replaced by its photo set; a venue's
 * `cover` (a plain URL in the format) becomes the 1280 px WebP, and its photo set goes to `coverset`.
 */
export function withDemoPhotos<T>(brand: T): T {
  const copy = walk(brand, (s) => demoPhotoValue(s) ?? s) as { venues?: { cover?: string; coverset?: unknown }[] };
  for (const venue of copy.venues ?? []) {
    const set = typeof venue.cover === 'string' ? largestOf(venue.cover) : null;
    if (!set) continue;
    if (!venue.coverset) venue.coverset = venue.cover;
    venue.cover = set;
  }
  return copy as T;
}

function walk(value: unknown, map: (s: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((v) => walk(v, map));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, map)]));
  return value;
}
