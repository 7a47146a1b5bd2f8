/**
 * The message catalogues of every language (src/content/locales/<locale>.json), for the server and
 * unit tests. Islands never import this: a page passes them the messages of its own language.
 */
import en from '../content/locales/en.json';
import enAu from '../content/locales/en-au.json';
import zhCN from '../content/locales/zh-CN.json';
import type { Locale, Messages } from './index';
import { createI18n } from './create';
import type { i18n as I18n } from 'i18next';

export const MESSAGES: Record<Locale, Messages> = { en, 'en-au': enAu, 'zh-CN': zhCN };

const instances = new Map<Locale, I18n>();

/** The shared, ready i18next instance of a language (created once per process). */
export function i18nFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale, MESSAGES[locale], MESSAGES.en);
    instances.set(locale, instance);
  }
  return instance;
}
