/** Money and names for the islands, in the page's language and the venue's currency (storefront.md §9 "Money"). */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import { intlLocale, localName, toLocale, DEFAULT_LOCALE, type Locale } from '../../i18n';
import { $venue } from '../stores/menu';
import { useValue } from '../stores/react';

export function useFormat() {
  const { t, i18n } = useTranslation();
  const venue = useValue($venue);
  const locale: Locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const unit = venue?.config.monetaryunit ?? '$';
  const rate = Number(venue?.config.monetaryrate ?? 1);
  return {
    t,
    locale,
    money: (cents: number) => formatMoney(cents, unit, rate, intlLocale(locale)),
    name: (item: { name: string; name_i18n?: unknown }) => localName(item.name, item.name_i18n, locale),
    /** A brand text in the page's language: `value`, or its translation from an `_i18n` map (object or JSON text). */
    local: (value: string, i18n: unknown) => localName(value, i18n, locale),
    /** A domain refusal (catalogue code + params) as text. */
    error: (e: { code: string; params?: Readonly<Record<string, string | number>> }) => t(`errors.${e.code}`, { ...(e.params ?? {}), defaultValue: t('errors.default') }),
  };
}
