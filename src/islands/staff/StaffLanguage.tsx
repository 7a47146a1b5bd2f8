/**
 * The staff app's language switch (issue 23 item 1): the choice is kept per device in the language
 * cookie (stores/locale.ts) and the page reloads in it.
 */
import { LOCALE_LABELS, LOCALES, type Locale } from '../../i18n';
import { chooseLocale } from '../stores/locale';

export default function StaffLanguage({ locale, label }: { locale: Locale; label: string }) {
  return (
    <label>
      {label}
      <select value={locale} onChange={(e) => chooseLocale(e.currentTarget.value as Locale)} data-testid="staff-language">
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l === 'zh-CN' ? 'zh-CN' : 'en'}>
            {LOCALE_LABELS[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
