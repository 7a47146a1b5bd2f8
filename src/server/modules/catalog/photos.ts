/**
 * Responsive photo sets (issue 15 "real photos", storefront.md §3 "Images may be a JSON map with
 * '960w' and '1280w' variants"): one raster image becomes AVIF and WebP files at 480, 960 and 1280 px
 * wide (never wider than the original), encoded with sharp, and an image field value that names them:
 *
 *   {"480w":"<base>-480.webp","960w":"<base>-960.webp","1280w":"<base>-1280.webp",
 *    "avif 480w":"<base>-480.avif","avif 960w":"<base>-960.avif","avif 1280w":"<base>-1280.avif"}
 *
 * `readImage` (src/islands/menu/images.ts) reads it into a `<picture>`: the AVIF `<source>` first, the
 * WebP `srcset` on the `<img>`, the smallest WebP as `src`. Used by the demo photo build
 * (scripts/generate-demo-photos.ts) and by the brand import for uploaded images (`data:` URLs).
 */
import sharp from 'sharp';

/** Widths in CSS px of every photo set. */
export const PHOTO_WIDTHS = [480, 960, 1280] as const;

/** Encoder settings: AVIF ~40 % smaller than WebP at the same look; effort 1 of 9 (effort 2 takes 4–6× as long). */
const AVIF = { quality: 50, effort: 1 } as const;
const WEBP = { quality: 72, effort: 3 } as const;

export interface PhotoVariant {
  /** File name suffix: `-<width>.<avif|webp>`. */
  suffix: string;
  type: 'image/avif' | 'image/webp';
  width: number;
  data: Buffer;
}

/** The widths a source `sourceWidth` px wide is encoded at (at least the smallest one). */
export function photoWidths(sourceWidth: number): number[] {
  const fit = PHOTO_WIDTHS.filter((w) => w <= sourceWidth);
  return fit.length > 0 ? fit : [PHOTO_WIDTHS[0]];
}

/**
 * Encodes `input` (any format sharp reads: PNG, JPEG, WebP, AVIF, SVG…) at every width of
 * `photoWidths`, AVIF and WebP, EXIF orientation applied and metadata dropped. Throws sharp's error
 * when the input is not an image.
 */
export async function encodePhotoSet(input: Buffer): Promise<PhotoVariant[]> {
  const meta = await sharp(input).metadata();
  const widths = photoWidths(meta.autoOrient?.width ?? meta.width ?? PHOTO_WIDTHS[0]);
  const out: PhotoVariant[] = [];
  for (const width of widths) {
    const resized = sharp(input).autoOrient().resize({ width, withoutEnlargement: false });
    out.push({ suffix: `-${width}.avif`, type: 'image/avif', width, data: await resized.clone().avif(AVIF).toBuffer() });
    out.push({ suffix: `-${width}.webp`, type: 'image/webp', width, data: await resized.clone().webp(WEBP).toBuffer() });
  }
  return out;
}

/** The image field value naming the files `<base>-<width>.<ext>` for `widths`. */
export function photoSetValue(base: string, widths: readonly number[] = PHOTO_WIDTHS): string {
  const map: Record<string, string> = {};
  for (const w of widths) map[`${w}w`] = `${base}-${w}.webp`;
  for (const w of widths) map[`avif ${w}w`] = `${base}-${w}.avif`;
  return JSON.stringify(map);
}

/** The widest WebP of a photo set value, or null when `value` is not one. */
export function largestOf(value: string): string | null {
  if (!value.startsWith('{')) return null;
  try {
    const map = JSON.parse(value) as Record<string, string>;
    const widest = Object.keys(map)
      .filter((k) => /^\d+w$/.test(k))
      .sort((a, b) => parseInt(b) - parseInt(a))[0];
    return widest ? map[widest] : null;
  } catch {
    return null;
  }
}
