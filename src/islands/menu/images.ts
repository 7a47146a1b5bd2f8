/**
 * Item and venue images (storefront.md §3 "Images may be a JSON map with '960w' and '1280w'
 * variants"): a plain URL, or a JSON map of width → URL. Photo sets (issue 15,
 * server/modules/catalog/photos.ts) add AVIF variants under 'avif <width>w' keys beside the WebP ones.
 * Pure.
 */

export interface ImageSource {
  src: string;
  /** 'url 960w, url 1280w' when the map has widths, else ''. */
  srcset: string;
  /** The AVIF variants as a srcset ('url 480w, …'), or '' (then no `<source>`). */
  avifSrcset?: string;
}

/**
 * `<picture>` markup for an image (escaped): an AVIF `<source>` when the set has one, then the
 * `<img>` with `srcset`/`sizes`, fixed `width`/`height` (no layout shift), `loading` and, for the
 * page's main image, `fetchpriority="high"`. `attrs` is added to the `<img>` as given (already escaped).
 */
export function pictureHtml(
  image: ImageSource,
  o: { alt: string; width: number; height: number; sizes: string; eager?: boolean; priority?: boolean; attrs?: string },
): string {
  const e = (t: string) => t.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const source = image.avifSrcset ? `<source type="image/avif" srcset="${e(image.avifSrcset)}" sizes="${e(o.sizes)}">` : '';
  const img =
    `<img src="${e(image.src)}"${image.srcset ? ` srcset="${e(image.srcset)}" sizes="${e(o.sizes)}"` : ''} alt="${e(o.alt)}" width="${o.width}" height="${o.height}"` +
    ` loading="${o.eager ? 'eager' : 'lazy'}"${o.priority ? ' fetchpriority="high"' : ''} decoding="async"${o.attrs ? ` ${o.attrs}` : ''}>`;
  return source ? `<picture>${source}${img}</picture>` : img;
}

/** The image of an icon/cover value, or null when empty. */
export function readImage(value: string | null | undefined): ImageSource | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (!v.startsWith('{')) return { src: v, srcset: '' };
  try {
    const map = JSON.parse(v) as Record<string, string>;
    const widths = (re: RegExp) =>
      Object.entries(map)
        .filter(([w, url]) => re.test(w) && typeof url === 'string' && url)
        .map(([w, url]) => [w.replace(/^avif /, ''), url] as const)
        .sort((a, b) => parseInt(a[0]) - parseInt(b[0]));
    const entries = widths(/^\d+w$/);
    const avif = widths(/^avif \d+w$/);
    if (entries.length === 0) {
      const any = Object.values(map).find((x) => typeof x === 'string' && x);
      return any ? { src: any, srcset: '' } : null;
    }
    const image: ImageSource = { src: entries[0][1], srcset: entries.map(([w, url]) => `${url} ${w}`).join(', ') };
    if (avif.length > 0) image.avifSrcset = avif.map(([w, url]) => `${url} ${w}`).join(', ');
    return image;
  } catch {
    return null;
  }
}

/**
 * A banner's responsive images (storefront.md §2.5): img_set maps a minimum viewport width to an image;
 * `small` is shown below 600 px, `large` at 600 px and above.
 */
export function readBannerSet(imgSet: string | Record<string, string> | null | undefined, fallback: string): { small: string; large: string } {
  let map: Record<string, string> = {};
  if (typeof imgSet === 'string' && imgSet.trim().startsWith('{')) {
    try {
      map = JSON.parse(imgSet) as Record<string, string>;
    } catch {
      map = {};
    }
  } else if (imgSet && typeof imgSet === 'object') map = imgSet;
  const widths = Object.keys(map)
    .filter((k) => /^\d+$/.test(k))
    .map(Number)
    .sort((a, b) => a - b);
  const below = widths.filter((w) => w < 600);
  const above = widths.filter((w) => w >= 600);
  const small = below.length ? map[String(below[below.length - 1])] : fallback || (above.length ? map[String(above[0])] : '');
  const large = above.length ? map[String(above[0])] : small;
  return { small: small || fallback, large: large || small || fallback };
}
