/**
 * i18next for the islands (ADR 0003). In the browser the instance is built from the messages in the
 * page's boot data (only the language shown is downloaded); during server rendering the shared
 * instances of `src/i18n/messages.ts` are used (that import is dropped from browser bundles).
 */
import type { i18n as I18n } from 'i18next';
import { htmlLang, type Locale } from '../i18n';
import { createI18n } from '../i18n/create';
import { i18nFor } from '../i18n/messages';
import { bootData } from './boot';

let client: I18n | null = null;

/** The i18next instance of `locale` for an island. */
export function islandI18n(locale: Locale): I18n {
  if (import.meta.env.SSR) return i18nFor(locale);
  if (!client || client.language !== htmlLang(locale)) client = createI18n(locale, bootData()?.messages ?? {});
  return client;
}
