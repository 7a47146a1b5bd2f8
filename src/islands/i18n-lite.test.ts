import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/create';
import { MESSAGES } from '../i18n/messages';
import { htmlLang, LOCALES } from '../i18n';
import i18nLite from './i18n-lite';

type Node = { [key: string]: unknown };

function leaves(node: Node, prefix = ''): [string, unknown][] {
  return Object.entries(node).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? [[`${prefix}${k}`, v] as [string, unknown], ...leaves(v as Node, `${prefix}${k}.`)] : [[`${prefix}${k}`, v] as [string, unknown]],
  );
}

describe('i18n-lite (the browser build’s i18next)', () => {
  it.each(LOCALES)('gives i18next’s text for every %s catalogue entry, with and without its parameters', (locale) => {
    const real = createI18n(locale, MESSAGES[locale]);
    const lite = i18nLite.createInstance().init({ lng: htmlLang(locale), fallbackLng: 'en', resources: { [htmlLang(locale)]: { translation: MESSAGES[locale] } } });
    expect(lite.language).toBe(real.language);
    const entries = leaves(MESSAGES[locale] as Node);
    expect(entries.length).toBeGreaterThan(100);
    for (const [key, value] of entries) {
      const names = typeof value === 'string' ? [...value.matchAll(/\{\{([^{}]+)\}\}/g)].map((m) => m[1]) : [];
      const full = Object.fromEntries(names.map((n, i) => [n, i % 2 ? 7 : `v${i}`]));
      const half = Object.fromEntries(names.slice(1).map((n) => [n, null]));
      for (const params of [{}, full, half, { returnObjects: true }]) expect(lite.t(key, params), `${locale} ${key}`).toEqual(real.t(key, params as never));
    }
    for (const params of [{}, { defaultValue: 'Fallback {{n}}', n: 3 }]) expect(lite.t('no.such.key', params)).toBe(real.t('no.such.key', params as never));
  });

  it('the catalogues use no i18next feature the browser build lacks (plurals, contexts, nesting, formatters)', () => {
    for (const locale of LOCALES) {
      for (const [key, value] of leaves(MESSAGES[locale] as Node)) {
        expect(key, `${locale} ${key}`).not.toMatch(/_(zero|one|two|few|many|other|plural|male|female)$|:/);
        if (typeof value === 'string') expect(value, `${locale} ${key}`).not.toMatch(/\$t\(|\{\{[^}]*,[^}]*\}\}|\{\{-/);
      }
    }
  });
});
