/** Money and times of the staff app in the page's language and the venue's currency and time zone. */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import { intlLocale, toLocale, DEFAULT_LOCALE } from '../../i18n';

/** The venue's money settings and time zone, as the staff page hands them over. */
export interface StaffVenueFormat {
  money: { unit: string; rate: number };
  timeZone: string;
}

export function useStaffFormat(venue: StaffVenueFormat) {
  const { t, i18n } = useTranslation();
  const locale = toLocale(i18n.language) ?? DEFAULT_LOCALE;
  const intl = intlLocale(locale);
  const when = new Intl.DateTimeFormat(intl, { timeZone: venue.timeZone, day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });
  return {
    t,
    locale,
    /** Cents in the venue's currency (the domain's `formatMoney`). */
    money: (cents: number) => formatMoney(cents, venue.money.unit, venue.money.rate, intl),
    /** Seconds since the epoch as a short date and time in the venue's zone. */
    time: (seconds: number) => when.format(new Date(seconds * 1000)),
  };
}
