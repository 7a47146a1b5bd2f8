/** One i18next instance per language (ADR 0003), shared by server rendering and the islands' dialogs. */
import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { LOCALES, type Locale, type Messages } from './index';

/**
 * An initialised i18next instance for `locale`, synchronously ready. `fallback` (English) fills any key
 * a language lacks, so a missing translation shows English rather than a key.
 */
export function createI18n(locale: Locale, messages: Messages, fallback?: Messages): I18n {
  const resources: Resource = { [locale]: { translation: messages as never } };
  if (fallback && locale !== 'en') resources.en = { translation: fallback as never };
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: 'en',
    supportedLngs: [...LOCALES],
    lowerCaseLng: false,
    load: 'currentOnly',
    resources,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

