/**
 * The root of the order screens' islands: react-i18next with the messages the page handed over (only
 * the sections these screens use, in the page's language), the same on the server and in the browser
 * so hydration matches.
 */
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale, Messages } from '../../i18n';
import { createI18n } from '../../i18n/create';

export default function OrdersRoot({ locale, messages, children }: { locale: Locale; messages: Messages; children: ReactNode }) {
  const i18n = useMemo(() => createI18n(locale, messages), [locale, messages]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
