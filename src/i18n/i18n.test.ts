import { describe, expect, it } from 'vitest';
import { htmlLang, localName, pickLocale, toLocale } from './index';
import { MESSAGES, i18nFor } from './messages';
import { createI18n } from './create';
import { listAt, messagesFor } from './request';
import { ERROR_CATALOGUE, messageKeyOf, type ErrorCode } from '../domain/errors';
import { buildMenuLabels, buildTopBarLabels } from '../islands/labels';

function keys(obj: unknown, prefix = ''): string[] {
  if (!obj || typeof obj !== 'object' || Array.isArray(obj)) return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('languages (storefront.md §1: en, en-au, zh-CN)', () => {
  it('picks the cookie, then Accept-Language by weight, then English', () => {
    expect(pickLocale('zh-CN', 'en')).toBe('zh-CN');
    expect(pickLocale(undefined, 'fr;q=0.9, zh-Hans-CN;q=0.8, en;q=0.5')).toBe('zh-CN');
    expect(pickLocale(undefined, 'en-AU,en;q=0.9')).toBe('en-au');
    expect(pickLocale('xx', 'de')).toBe('en');
    expect(toLocale('zh')).toBe('zh-CN');
    expect(htmlLang('en-au')).toBe('en-AU');
  });

  it('has every UI text in every language', () => {
    const en = keys(MESSAGES.en).sort();
    expect(keys(MESSAGES['en-au']).sort()).toEqual(en);
    expect(keys(MESSAGES['zh-CN']).sort()).toEqual(en);
  });

  it('translates en-AU with its own wording and English under it, whatever the case of the tag (issue 16 item 10)', () => {
    // The islands build their instance from the page's messages only (no separate fallback).
    const island = createI18n('en-au', messagesFor('en-au'));
    expect(island.t('fulfilment.startOrder')).toBe('Start order');
    expect(island.t('product.chooseVariant')).toBe('Choose variant');
    expect(island.t('fulfilment.choose')).toBe('How would you like your order?');
    expect(toLocale(island.language)).toBe('en-au');
    // A key en-AU does not override falls back to English.
    const sparse = createI18n('en-au', { fulfilment: { choose: 'AU only' } }, MESSAGES.en);
    expect(sparse.t('fulfilment.choose')).toBe('AU only');
    expect(sparse.t('cart.added', { count: 2, name: 'Latte' })).toBe('Added 2 × Latte');
    // The server's shared instance speaks AU English too (it used to fall through to plain English).
    expect(i18nFor('en-au').t('fulfilment.choose')).toBe('How would you like your order?');
    expect(i18nFor('zh-CN').t('fulfilment.startOrder')).toBe('开始点餐');
    for (const tag of ['en-AU', 'EN-AU', 'en-au']) expect(toLocale(tag)).toBe('en-au');
    expect(pickLocale('EN-AU', null)).toBe('en-au');
  });

  it('has a message for every code of the error catalogue', () => {
    for (const code of Object.keys(ERROR_CATALOGUE)) {
      const key = messageKeyOf(code as ErrorCode);
      for (const l of ['en', 'zh-CN'] as const) expect(i18nFor(l).exists(key), `${l} ${key}`).toBe(true);
    }
  });

  it('translates with interpolation, in Chinese too', () => {
    expect(i18nFor('en').t('cart.totalUnpaid', { total: '$5.00' })).toBe('Total unpaid $5.00');
    expect(i18nFor('zh-CN').t('cart.totalUnpaid', { total: '$5.00' })).toBe('待付总额 $5.00');
    expect(i18nFor('en').t('pages.notFoundTitle')).toBe('Page Not Found');
  });

  it("shows name_i18n under zh-CN and the name otherwise", () => {
    expect(localName('Coffee', '{"zh-CN":"咖啡"}', 'zh-CN')).toBe('咖啡');
    expect(localName('Coffee', { 'zh-CN': '咖啡' }, 'en')).toBe('Coffee');
    expect(localName('Coffee', '{}', 'zh-CN')).toBe('Coffee');
    expect(localName('Coffee', 'broken', 'zh-CN')).toBe('Coffee');
  });

  it('keeps placeholders in label templates for the islands', () => {
    const t = (k: string, p?: Record<string, unknown>) => String(i18nFor('en').t(k, p as never));
    expect(buildMenuLabels(t).inCart).toBe('{{count}} in cart');
    expect(buildTopBarLabels(t).cartWithCount).toContain('{{count}}');
  });

  it('answers a list message as its items in every language (the store page showed "u", "n", "d" for weekdays; issue 26 item 14)', () => {
    expect(listAt(messagesFor('en'), 'store.weekdays')).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(listAt(messagesFor('zh-CN'), 'store.weekdays')[1]).toBe('星期一');
    expect(listAt(messagesFor('en-au'), 'store.weekdays')).toHaveLength(7);
    expect(listAt(messagesFor('en'), 'store.openingHours')).toEqual([]);
    expect(listAt(messagesFor('en'), 'no.such.key')).toEqual([]);
  });
});
