import { describe, expect, it } from 'vitest';
import { backFromReferer, payBackTarget } from './back-link';

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

describe('payBackTarget (issue 26 item 12: Back from payment returns where the diner came from)', () => {
  const origin = 'https://order.example';
  it('leaves Back to history when the diner came from a page of this site', () => {
    expect(payBackTarget('https://order.example/order/detail/P1', origin, 'P1')).toBeNull();
    expect(payBackTarget('https://order.example/laneway-espresso', origin, 'P1')).toBeNull();
  });
  it.each([
    ['another site (a hosted checkout)', 'https://pay.example/hpp'],
    ['no referrer', ''],
    ['the payment page itself', 'https://order.example/pay/checkout'],
    ['a broken referrer', 'not a url'],
  ])('goes to the order being paid from %s', (_what, referrer) => {
    expect(payBackTarget(referrer, origin, 'P 1')).toBe('/order/detail/P%201');
  });
  it('goes home without an order', () => {
    expect(payBackTarget('', origin, '')).toBe('/');
  });
});
