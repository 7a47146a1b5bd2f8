/**
 * The language of a server-rendered request and its translator (ADR 0003): cookie, then (staff pages)
 * the venue's language, then Accept-Language, then English.
 */
import type { AstroCookies } from 'astro';
import { LOCALE_COOKIE, pickLocale, toLocale, type Locale } from './index';
import { i18nFor, MESSAGES } from './messages';

export interface RequestI18n {
  locale: Locale;
  t: (key: string, params?: Record<string, unknown>) => string;
  /**
   * A message that is a list (e.g. `store.weekdays`, Sunday first), in the language with English
   * filling a gap; `[]` when the key is missing or not a list. (`t` answers text only: an array passed
   * through `String()` became 'Sunday,Monday,…' and a page indexing it showed 'u', 'n', 'd'.)
   */
  list: (key: string) => string[];
  /** The messages of the language, with English filling any gap, for the islands. */
  messages: Record<string, unknown>;
}

function deepMerge(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(over)) {
    const b = out[k];
    out[k] = v && typeof v === 'object' && !Array.isArray(v) && b && typeof b === 'object' && !Array.isArray(b) ? deepMerge(b as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  return out;
}

const merged = new Map<Locale, Record<string, unknown>>();

/** The full message set of a language (English under it). */
export function messagesFor(locale: Locale): Record<string, unknown> {
  let m = merged.get(locale);
  if (!m) {
    m = locale === 'en' ? MESSAGES.en : deepMerge(MESSAGES.en, MESSAGES[locale]);
    merged.set(locale, m);
  }
  return m;
}

/**
 * The request's language and translator: the cookie, then `fallback` when given (the staff app passes the
 * venue's language, issue 23 item 1: a device with no saved choice opens in it), then Accept-Language, then 'en'.
 */
export function requestI18n(cookies: AstroCookies, request: Request, fallback?: Locale | null): RequestI18n {
  const saved = toLocale(cookies.get(LOCALE_COOKIE)?.value);
  const locale = saved ?? fallback ?? pickLocale(null, request.headers.get('accept-language'));
  const i18n = i18nFor(locale);
  const messages = messagesFor(locale);
  return { locale, t: (key, params) => String(i18n.t(key, params as never)), list: (key) => listAt(messages, key), messages };
}

/** The string array at a dotted `key` of `messages`, or `[]`. */
export function listAt(messages: Record<string, unknown>, key: string): string[] {
  let node: unknown = messages;
  for (const part of key.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return Array.isArray(node) ? node.map(String) : [];
}
