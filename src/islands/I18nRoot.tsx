/** Wraps an island in react-i18next's provider with the page's language. */
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../i18n';
import { islandI18n } from './i18n';

export default function I18nRoot({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nextProvider i18n={islandI18n(locale)}>{children}</I18nextProvider>;
}
