import { describe, expect, it } from 'vitest';
import { backFromReferer } from './back-link';

describe('backFromReferer (issue 27 item 8: Back goes where the diner came from)', () => {
  const self = new URL('https://order.example/address/list');
  it.each([
    ['the account screen the diner came from', 'https://order.example/user/account', '/user/account'],
    ['a menu with its query', 'https://order.example/laneway-espresso?menu=2', '/laneway-espresso?menu=2'],
    ['an order page', 'https://order.example/order/detail/T1', '/order/detail/T1'],
  ])('returns to %s', (_what, referer, want) => {
    expect(backFromReferer(referer, self, '/')).toBe(want);
  });
  it.each([
    ['no referer', null],
    ['another site', 'https://evil.example/user/account'],
    ['the page itself', 'https://order.example/address/list'],
    ['the sign-in page', 'https://order.example/user/login?backLocation=%2Faddress%2Flist'],
    ['a code screen', 'https://order.example/verify/confirm'],
    ['a broken header', 'not a url'],
  ])('falls back to the page parent with %s', (_what, referer) => {
    expect(backFromReferer(referer, self, '/user/account')).toBe('/user/account');
  });
});
