/**
 * The venue's theme colour (storefront.md §2.4): a plain CSS colour, or 'colour;pray[;start;end]' which
 * greys out the whole site — always, or only from the start date to the end date (inclusive, venue
 * local dates 'YYYY-MM-DD'). The default colour is #0162fe. Pure: `today` is passed in.
 */

export const DEFAULT_THEME_COLOR = '#0162fe';

export interface Theme {
  /** A CSS colour. */
  color: string;
  /** The whole site is shown in greyscale. */
  grey: boolean;
  /** Readable text on the theme colour: '#fff' or '#111'. */
  onColor: string;
  /** The theme colour darkened for text and borders on white (contrast ≥ 4.5:1 when possible). */
  ink: string;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const NAMED_OR_FN = /^([a-z]+|(rgb|rgba|hsl|hsla)\([\d\s.,%]+\))$/i;

function toRgb(hex: string): [number, number, number] {
  let h = hex.slice(1);
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const ch = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
}

/** WCAG contrast ratio between two hex colours. */
export function contrastRatio(a: string, b: string): number {
  const la = luminance(toRgb(a));
  const lb = luminance(toRgb(b));
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

function darken(hex: string, amount: number): string {
  const rgb = toRgb(hex).map((c) => Math.max(0, Math.round(c * (1 - amount))));
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * Parses a venue theme_color. An invalid colour falls back to #0162fe. `today` is 'YYYY-MM-DD' in the
 * venue's timezone.
 */
export function parseThemeColor(value: string | null | undefined, today: string): Theme {
  const parts = (value ?? '').split(';').map((p) => p.trim());
  const raw = parts[0] ?? '';
  const color = HEX.test(raw) || NAMED_OR_FN.test(raw) ? raw : DEFAULT_THEME_COLOR;
  let grey = false;
  if (parts[1]?.toLowerCase() === 'pray') {
    const start = parts[2] ?? '';
    const end = parts[3] ?? '';
    grey = (!start || today >= start) && (!end || today <= end);
  }
  const hex = HEX.test(color) ? color : DEFAULT_THEME_COLOR;
  const onColor = contrastRatio(hex, '#ffffff') >= 4.5 ? '#fff' : '#111';
  let ink = hex;
  for (let i = 0; i < 10 && contrastRatio(ink, '#ffffff') < 4.6; i++) ink = darken(ink, 0.12);
  return { color, grey, onColor, ink };
}
