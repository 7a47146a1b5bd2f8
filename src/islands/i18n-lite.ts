/**
 * The browser's stand-in for `i18next` and `react-i18next` (astro.config.mjs `browserPreact` resolves
 * both to this file in the `client` build only; server rendering keeps the real libraries). Issue 15:
 * i18next with react-i18next is 17 KB of compressed JavaScript on every page that opens a dialog; the
 * islands use a small part of it, implemented here with i18next's own results:
 *
 * - `createInstance().init({ lng, resources })` (synchronous), `instance.language`, `instance.t`;
 * - `t(key, options)`: dotted keys into the nested catalogue of `lng` (then `fallbackLng`), `{{name}}`
 *   interpolation without escaping (a `null` value gives '', an `undefined` one leaves the placeholder),
 *   `defaultValue` for a missing key, `returnObjects` for arrays/objects (otherwise i18next's
 *   "returned an object" text), the key itself when nothing matches;
 * - `I18nextProvider` and `useTranslation()` → `{ t, i18n, ready }`.
 *
 * Plurals, nesting (`$t(…)`), formatters and contexts are not supported: `i18n-lite.test.ts` checks
 * that every catalogue entry gives the same text here as in i18next and that the catalogues use none
 * of those features, so adding one fails the test rather than a page.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';

type Catalogue = { [key: string]: unknown };
export type TOptions = { defaultValue?: string; returnObjects?: boolean; [param: string]: unknown };
export type TFunction = (key: string, options?: TOptions) => string;

export interface InitOptions {
  lng: string;
  fallbackLng?: string;
  resources: Record<string, { translation: Catalogue }>;
  [other: string]: unknown;
}

const PLACEHOLDER = /\{\{([^{}]+?)\}\}/g;

function lookup(catalogue: Catalogue | undefined, key: string): unknown {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Catalogue)[part];
  }
  return node;
}

function interpolate(text: string, params: TOptions): string {
  return text.replace(PLACEHOLDER, (whole, raw: string) => {
    const value = params[raw.trim()];
    if (value === undefined) return whole;
    return value === null ? '' : String(value);
  });
}

/** A ready translator over `resources` for `lng` (i18next's instance shape, as far as islands use it). */
export class LiteI18n {
  language = '';
  private catalogues: Catalogue[] = [];

  init(options: InitOptions): this {
    this.language = options.lng;
    const fallback = options.fallbackLng && options.fallbackLng !== options.lng ? options.resources[options.fallbackLng] : undefined;
    this.catalogues = [options.resources[options.lng]?.translation, fallback?.translation].filter((c): c is Catalogue => Boolean(c));
    return this;
  }

  t: TFunction = (key, options = {}) => {
    for (const catalogue of this.catalogues) {
      const found = lookup(catalogue, key);
      if (found === undefined || found === null) continue;
      if (typeof found === 'string') return interpolate(found, options);
      if (options.returnObjects) return found as string;
      return `key '${key} (${this.language})' returned an object instead of string.`;
    }
    return options.defaultValue !== undefined ? interpolate(options.defaultValue, options) : key;
  };
}

const i18next = { createInstance: () => new LiteI18n() };
export default i18next;

const I18nContext = createContext<LiteI18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: LiteI18n; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** `{ t, i18n, ready }` of the nearest provider (an empty translator outside one, as i18next's keys). */
export function useTranslation(): { t: TFunction; i18n: LiteI18n; ready: boolean } {
  const i18n = useContext(I18nContext) ?? new LiteI18n();
  return { t: i18n.t, i18n, ready: true };
}
