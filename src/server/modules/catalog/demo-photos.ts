/**
 * The demo brand's photos (issue 15): its food, drink and cover images ship as small SVG drawings
 * (`/main/static/demo/<name>.svg`); the build draws a raster photo for each of them
 * (scripts/generate-demo-photos.ts → `/main/static/photos/v1/<name>-<width>.<avif|webp>`; `v1` is the
 * drawing's version: the files never change under a name, so they are served as immutable) and the seed
 * imports the brand with those photo sets instead. Logos, banners, posters (they carry text), menu tiles and platform badges stay SVG.
 */
import { photoSetValue } from './photos';

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

/** A copy of the brand file with every demo image that has a photo replaced by its photo set. */
export function withDemoPhotos<T>(brand: T): T {
  return walk(brand, (s) => demoPhotoValue(s) ?? s) as T;
}

function walk(value: unknown, map: (s: string) => string): unknown {
  if (typeof value === 'string') return map(value);
  if (Array.isArray(value)) return value.map((v) => walk(v, map));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, map)]));
  return value;
}
