import { describe, expect, it } from 'vitest';
import { intentHref, intentNavigatesBack, readNavIntent } from './nav-intent';

describe('navigation intents (storefront.md §2.4, §2.6; issue 26 item 11c)', () => {
  it.each([
    ['action=CHECK_OUT', 'CHECK_OUT'],
    ['action=FULFILLMENT_CONFIG', 'FULFILLMENT_CONFIG'],
    ['action=ORDER_AGAIN&menu=2', 'ORDER_AGAIN'],
    ['action=check_out', null],
    ['action=DELETE', null],
    ['', null],
  ] as const)('?%s → %s', (q, intent) => {
    expect(readNavIntent(new URLSearchParams(q))).toBe(intent);
  });

  it.each([
    ['/user/order', true],
    ['/user/account/', true],
    ['/tbl/user/order', true],
    ['/user/address', false],
    ['/v1', false],
    ['/', false],
  ] as const)('%s navigates back with the intent: %s', (path, back) => {
    expect(intentNavigatesBack(path)).toBe(back);
  });

  it('adds or replaces the action on the store URL', () => {
    expect(intentHref('/v1', 'CHECK_OUT')).toBe('/v1?action=CHECK_OUT');
    expect(intentHref('/v1?menu=3', 'CHECK_OUT')).toBe('/v1?menu=3&action=CHECK_OUT');
    expect(intentHref('/v1?action=ORDER_AGAIN', 'FULFILLMENT_CONFIG')).toBe('/v1?action=FULFILLMENT_CONFIG');
    expect(intentHref('/tbl?c=T1', 'CHECK_OUT')).toBe('/tbl?c=T1&action=CHECK_OUT');
  });
});
