/**
 * Languages of the storefront (storefront.md §1: en, en-au, zh-CN; ADR 0003): which one a request
 * gets, how it is remembered, and one i18next instance per language shared by Astro pages and React
 * islands. Messages themselves are loaded by `messages.ts` on the server and handed to the islands in
 * the page's initial data, so the browser only ever downloads the language it shows. No i18next here:
 * `create.ts` builds instances, so pages' always-loaded code can use these helpers cheaply.
 */

export const LOCALES = ['en', 'en-au', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Cookie holding the chosen language, read by the server so the first paint is in that language. */
export const LOCALE_COOKIE = 'platter_lng';
/** One year, in seconds. */
export const LOCALE_COOKIE_MAX_AGE = 31_536_000;

/** Names shown in the language selector, each in its own language. */
export const LOCALE_LABELS: Record<Locale, string> = { en: 'English', 'en-au': 'English (AU)', 'zh-CN': '中文' };

/** Short names for the top bar's selector. */
export const LOCALE_SHORT_LABELS: Record<Locale, string> = { en: 'EN', 'en-au': 'EN-AU', 'zh-CN': '中文' };

/** Normalises a language tag to a supported locale, or null ('zh', 'zh-Hans-CN' → 'zh-CN'; 'en-AU' → 'en-au'). */
export function toLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const t = tag.trim().toLowerCase();
  if (t === 'en-au') return 'en-au';
  if (t === 'zh' || t.startsWith('zh-cn') || t.startsWith('zh-hans') || t === 'zh-sg') return 'zh-CN';
  if (t === 'en' || t.startsWith('en-')) return 'en';
  return null;
}

/**
 * The language of a request: the cookie when it names a supported locale, then the first supported
 * entry of Accept-Language (by q order), then 'en'.
 */
export function pickLocale(cookie: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  const fromCookie = toLocale(cookie);
  if (fromCookie) return fromCookie;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag, q: q ? Number(q.slice(2)) || 0 : 1, i };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of ranked) {
    const l = toLocale(tag);
    if (l) return l;
  }
  return DEFAULT_LOCALE;
}

/** The `lang` attribute of the page. */
export function htmlLang(locale: Locale): string {
  return locale === 'en-au' ? 'en-AU' : locale;
}

/**
 * The Intl locale for numbers and dates. Plain 'en' formats like en-AU because the default country is
 * 'au' (storefront.md §1); the difference between en and en-au is in wording, not in numbers.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'zh-CN' ? 'zh-CN' : 'en-AU';
}

/** The dayjs locale name for a locale. */
export function dayjsLocale(locale: Locale): string {
  return locale === 'zh-CN' ? 'zh-cn' : locale === 'en-au' ? 'en-au' : 'en';
}

/** Messages of one language: a nested JSON object. */
export type Messages = Record<string, unknown>;

/**
 * A translated name from a `name_i18n` JSON map (a string or an already parsed object), falling back to
 * `name`. zh-CN reads 'zh-CN' (or 'zh'); en-au reads 'en-au', 'en-AU' then 'en'.
 */
export function localName(name: string, nameI18n: unknown, locale: Locale): string {
  let map: Record<string, unknown> | null = null;
  if (typeof nameI18n === 'string' && nameI18n.trim().startsWith('{')) {
    try {
      map = JSON.parse(nameI18n) as Record<string, unknown>;
    } catch {
      map = null;
    }
  } else if (nameI18n && typeof nameI18n === 'object') map = nameI18n as Record<string, unknown>;
  if (!map) return name;
  const keys = locale === 'zh-CN' ? ['zh-CN', 'zh', 'zh-cn'] : locale === 'en-au' ? ['en-au', 'en-AU', 'en'] : ['en'];
  for (const k of keys) {
    const v = map[k];
    if (typeof v === 'string' && v.trim()) return v;
  }
  return name;
}
