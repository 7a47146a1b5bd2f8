/**
 * The language on screen (storefront.md §1 "A language switcher is always available"). Choosing one
 * stores it in a cookie and reloads, so the server renders the whole page in it: no flash of the other
 * language, and the CDN shell stays one per language.
 */
import { atom, computed } from 'nanostores';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from '../../i18n';

const locale = atom<Locale>(DEFAULT_LOCALE);
export const $locale = computed(locale, (l) => l);

/** Sets the language the page was rendered in. */
export function initLocale(l: Locale): void {
  locale.set(l);
}

/** Remembers the chosen language and reloads the page in it. */
export function chooseLocale(l: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(l)}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`;
  locale.set(l);
  location.reload();
}
