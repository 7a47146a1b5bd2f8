/**
 * A counted message of the staff app: `<key>One` for 1, else `<key>Other` (the locale files hold
 * both for every language; the browser build's i18next has no plural rules (i18n-lite), so the suffixes are plain key names).
 */
import type { TFunction } from 'i18next';

export function plural(t: TFunction, key: string, params: { count: number } & Record<string, unknown>): string {
  return t(`${key}${params.count === 1 ? 'One' : 'Other'}`, params);
}
