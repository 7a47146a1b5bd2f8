/** One i18next instance per language (ADR 0003), shared by server rendering and the islands' dialogs. */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { htmlLang, LOCALES, type Locale, type Messages } from './index';

/**
 * An initialised i18next instance for `locale`, synchronously ready. `fallback` (English) fills any key
 * a language lacks, so a missing translation shows English rather than a key.
 *
 * i18next canonicalises language codes ('en-au' → 'en-AU') before it looks up resources, so the
 * resources and `lng` use the BCP 47 tag of `htmlLang` ('en', 'en-AU', 'zh-CN'): keyed by our
 * lower-case 'en-au', every lookup missed and en-AU pages showed raw keys (issue 16 item 10).
 * `instance.language` is therefore the tag; `toLocale` maps it back.
 */
export function createI18n(locale: Locale, messages: Messages, fallback?: Messages): I18n {
  const lng = htmlLang(locale);
  const resources: Resource = { [lng]: { translation: messages as never } };
  if (fallback && locale !== 'en') resources.en = { translation: fallback as never };
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    fallbackLng: 'en',
    supportedLngs: LOCALES.map(htmlLang),
    load: 'currentOnly',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
