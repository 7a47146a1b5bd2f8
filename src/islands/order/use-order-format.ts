/** Money and times of the order screens, in the page's language and the venue's currency and timezone. */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import { formatOrderTime } from '../../domain/order-status';
import { mapFulfilmentLabel } from '../../domain/fulfilment';
import { DEFAULT_LOCALE, intlLocale, toLocale, type Locale } from '../../i18n';
import type { OrderVenue } from '../api/order-types';
import { directOrderKind } from '../stores/order-view';

/** The venue timezone used when the venue is not known yet. */
export const DEFAULT_TIMEZONE = 'Australia/Sydney';

export function useOrderFormat(venue?: OrderVenue | null) {
  const { t, i18n } = useTranslation();
  const locale: Locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const unit = venue?.config.monetaryunit ?? '$';
  const rate = Number(venue?.config.monetaryrate ?? 1) || 1;
  const timezone = String(venue?.config.timezone || DEFAULT_TIMEZONE);
  return {
    t,
    locale,
    /** Cents in the venue's currency. */
    money: (cents: number) => formatMoney(cents, unit, rate, intlLocale(locale)),
    /** Seconds as 'ddd DD MMM YYYY HH:mm' (a Chinese format under zh-CN) in the venue timezone. */
    time: (seconds: number) => formatOrderTime(seconds, timezone, locale),
    /**
     * The fulfilment of an order as a title: the venue's own category name, or under zh-CN the
     * translated fulfilment label (the venue names its categories in one language). A gift-card purchase
     * (a direct order) is 'E-gift cards', never a fulfilment such as takeaway (issue 27 item 10).
     */
    category: (order: { category_type: number; category_name: string; extra?: string | null }) =>
      directOrderKind(order.extra) === 'gift_card'
        ? t('dinerWalk.giftCardOrder')
        : locale === 'zh-CN' || !order.category_name ? t(`fulfilment.labels.${mapFulfilmentLabel(order.category_type, venue ?? undefined)}`) : order.category_name,
    /** Seconds as 'HH:mm' in the venue timezone. */
    clock: (seconds: number) => new Intl.DateTimeFormat(intlLocale(locale), { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: timezone }).format(seconds * 1000),
  };
}

/** The formatters of the order screens (`useOrderFormat`), passed down to the order detail's parts. */
export type OrderFormat = ReturnType<typeof useOrderFormat>;
