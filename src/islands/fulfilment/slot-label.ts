/**
 * A pre-order slot in words, by locale with dayjs locales (issue 27 item 16): the header's fulfilment
 * chip ('Sat 28 Nov, 9:00 am' in en and en-AU, '11月28日 周六 09:00' in zh-CN) and the time list of the
 * 'Start order' modal (the time alone: '9:00 am', '09:00'). Dates are the venue's local date
 * ('YYYY-MM-DD') and time ('HH:mm'), as the order draft holds them; no timezone arithmetic.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en-au';
import { dayjsLocale, type Locale } from '../../i18n';

/** The time of a slot ('HH:mm') in words: '9:00 am' (en, en-AU), '09:00' (zh-CN); '' for a malformed time. */
export function formatSlotTime(time: string, locale: Locale): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return '';
  const at = dayjs(`2000-01-01T${time}:00`).locale(dayjsLocale(locale));
  return locale === 'zh-CN' ? at.format('HH:mm') : at.format('h:mm a');
}

/** A slot's date and time in words: 'Sat 28 Nov, 9:00 am' (en, en-AU), '11月28日 周六 09:00' (zh-CN); '' when malformed. */
export function formatSlotChip(date: string, time: string, locale: Locale): string {
  const clock = formatSlotTime(time, locale);
  const day = dayjs(date, 'YYYY-MM-DD');
  if (!clock || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !day.isValid()) return '';
  const d = day.locale(dayjsLocale(locale));
  return locale === 'zh-CN' ? `${d.format('M月D日 ddd')} ${clock}` : `${d.format('ddd D MMM')}, ${clock}`;
}
