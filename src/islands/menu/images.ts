/**
 * Item and venue images (storefront.md §3 "Images may be a JSON map with '960w' and '1280w'
 * variants"): a plain URL, or a JSON map of width → URL. Pure.
 */

export interface ImageSource {
  src: string;
  /** 'url 960w, url 1280w' when the map has widths, else ''. */
  srcset: string;
}

/** The image of an icon/cover value, or null when empty. */
export function readImage(value: string | null | undefined): ImageSource | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (!v.startsWith('{')) return { src: v, srcset: '' };
  try {
    const map = JSON.parse(v) as Record<string, string>;
    const entries = Object.entries(map)
      .filter(([w, url]) => /^\d+w$/.test(w) && typeof url === 'string' && url)
      .sort((a, b) => parseInt(a[0]) - parseInt(b[0]));
    if (entries.length === 0) {
      const any = Object.values(map).find((x) => typeof x === 'string' && x);
      return any ? { src: any, srcset: '' } : null;
    }
    return { src: entries[0][1], srcset: entries.map(([w, url]) => `${url} ${w}`).join(', ') };
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
