import { describe, expect, it } from 'vitest';
import {
  actionRedirectUrl,
  applyOutcome,
  checkoutPageUrl,
  dropinLocale,
  instantPaymentTypes,
  isFinalPayStatus,
  openPaymentPage,
  parsePaymentParams,
  PAY_PARAMS_STORAGE_KEY,
  payNowRoute,
  payResultState,
  payResultUrl,
  paySessionKey,
  paymentStoreName,
  payReturnUrl,
  prefillEmail,
  readPaymentMethods,
  storedCardExpiry,
  storedCardLabel,
} from './pay-flow';

describe('the payment result (orders-and-payments.md §2.9, §4.10)', () => {
  it.each([
    [1, 'processing'],
    [2, 'success'],
    [3, 'failed'],
    [4, 'failed'],
    [5, 'failed'],
    [undefined, 'processing'],
  ] as const)('status %s reads %s', (status, state) => {
    expect(payResultState(status)).toBe(state);
    expect(isFinalPayStatus(status)).toBe(state !== 'processing');
  });
});

describe('the payment page parameters (§2.8, §3.11)', () => {
  it('reads valid parameters and refuses anything else as invalid', () => {
    const ok = parsePaymentParams(JSON.stringify({ tradeid: 'P1', platform: 1, amount: 1200, surcharge: 14, venue_code: 'cafe', venue_name: 'Cafe', shopper_statement: 'CAFE' }));
    expect(ok).toMatchObject({ ok: true, value: { tradeid: 'P1', platform: 1, amount: 1200, surcharge: 14, venue_code: 'cafe' } });
    expect(parsePaymentParams('{"hello":1}')).toMatchObject({ ok: false, code: 'NOT_VALID' });
    expect(parsePaymentParams('not json')).toMatchObject({ ok: false, code: 'NOT_VALID' });
    expect(parsePaymentParams(JSON.stringify({ tradeid: 'P1', platform: 1, amount: -1, venue_code: 'c' }))).toMatchObject({ ok: false });
  });

  it('names the store from the shopper statement (a JSON value) or the venue', () => {
    expect(paymentStoreName({ shopper_statement: '', venue_name: 'Cafe' })).toBe('Cafe');
    expect(paymentStoreName({ shopper_statement: 'CAFE PTY', venue_name: 'Cafe' })).toBe('CAFE PTY');
    expect(paymentStoreName({ shopper_statement: '"CAFE"', venue_name: 'Cafe' })).toBe('CAFE');
    expect(paymentStoreName({ shopper_statement: '{"name":"Cafe Ltd"}', venue_name: 'Cafe' })).toBe('Cafe Ltd');
  });

  it('follows redirect actions and builds the return URL', () => {
    expect(actionRedirectUrl('https://x.test/pay/simulator/abc')).toBe('https://x.test/pay/simulator/abc');
    expect(actionRedirectUrl(JSON.stringify({ type: 'redirect', method: 'GET', url: 'https://x.test/s' }))).toBe('https://x.test/s');
    expect(actionRedirectUrl('{"type":"threeDS2"}')).toBeNull();
    expect(payReturnUrl('https://shop.test', { platform: 2, tradeid: 'P1', venueId: 7 })).toBe('https://shop.test/pay/callback?target=pay&platform=2&tid=P1&vid=7');
  });
});

describe('stored cards, result codes and wallets (§2.8, §4.10)', () => {
  it('reads stored cards from the payment methods JSON, leniently', () => {
    const json = JSON.stringify({
      clientKey: 'test_KEY',
      storedPaymentMethods: [
        { id: 'pm_1', type: 'scheme', brand: 'visa', lastFour: '4242', expiryMonth: '03', expiryYear: '2030', holderName: 'Ada' },
        { id: 'pm_2', type: 'paypal' },
        { brand: 'visa' },
        { id: 'pm_3', brand: 'mc', lastFour: '4444', expiryMonth: 3, expiryYear: 2031 },
      ],
    });
    const read = readPaymentMethods(json);
    expect(read.clientKey).toBe('test_KEY');
    expect(read.stored.map((c) => c.id)).toEqual(['pm_1', 'pm_3']);
    expect(read.stored[1]).toMatchObject({ expiryMonth: '3', expiryYear: '2031', holderName: '' });
    expect(readPaymentMethods('nope')).toEqual({ stored: [], clientKey: '', raw: {} });
    expect(readPaymentMethods('[1]').stored).toEqual([]);
  });

  it('labels a stored card by brand and last four, with its expiry', () => {
    expect(storedCardLabel({ brand: 'visa', lastFour: '4242' })).toBe('Visa •••• 4242');
    expect(storedCardLabel({ brand: 'mc', lastFour: '4444' })).toBe('Mastercard •••• 4444');
    expect(storedCardLabel({ brand: 'elo', lastFour: '1111' })).toBe('ELO •••• 1111');
    expect(storedCardLabel({ brand: '', lastFour: '1111' })).toBe('Card •••• 1111');
    expect(storedCardExpiry({ expiryMonth: '3', expiryYear: '2031' })).toBe('03/31');
    expect(storedCardExpiry({ expiryMonth: '', expiryYear: '2031' })).toBe('');
  });

  it.each([
    ['Authorised', '{}', 'success'],
    ['Pending', '', 'success'],
    ['Received', '{}', 'success'],
    ['Refused', '{}', 'refused'],
    ['Cancelled', '{}', 'refused'],
    ['Error', '{}', 'reset'],
    ['PresentToShopper', '{}', 'failed'],
    ['RedirectShopper', 'not json', 'failed'],
    ['RedirectShopper', '{"type":"redirect","url":"https://x.test"}', 'action'],
  ])('result code %s with data %s → %s', (code, data, kind) => {
    expect(applyOutcome(code, data).kind).toBe(kind);
  });

  it('builds the result URLs, wallet types per device and the drop-in locale', () => {
    expect(payResultUrl({ platform: 1, sessionId: 'S1', tradeid: 'P1', venueId: 0 })).toBe('/pay/callback?platform=1&sessionId=S1&tid=P1&vid=0');
    expect(payResultUrl({ platform: 1, sessionId: 'S1', tradeid: 'P1', venueId: 2, failed: true })).toBe('/pay/callback?platform=1&sessionId=S1&tid=P1&vid=2&result=failed');
    expect(instantPaymentTypes('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toEqual(['applepay']);
    expect(instantPaymentTypes('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toEqual(['googlepay']);
    expect(instantPaymentTypes('Mozilla/5.0 (X11; Linux x86_64)')).toEqual([]);
    expect(dropinLocale('zh-CN')).toBe('zh-CN');
    expect(dropinLocale('en-au')).toBe('en-US');
    expect(paySessionKey('P1')).toBe('platter:pay-session:P1');
  });
});

describe("'Pay Now' opens the payment page (§2.4 \"Navigation out\", §2.8)", () => {
  const params = { tradeid: 'P1', platform: 1, amount: 1200, surcharge: 14, url: 'https://shop.test/order/detail/P1', venue_code: 'cafe', venue_name: 'Cafe', shopper_statement: '', locate: 'en', mode: 'web' };

  it('goes to the payment page when the drop-in is available, encrypted when the venue asks, else hosted', () => {
    expect(payNowRoute({ dropInProvider: 'simulator', checkoutPage: undefined })).toBe('paymentPage');
    expect(payNowRoute({ dropInProvider: 'adyen', checkoutPage: 0 })).toBe('paymentPage');
    expect(payNowRoute({ dropInProvider: 'simulator', checkoutPage: 1 })).toBe('checkoutPage');
    expect(payNowRoute({ dropInProvider: 'adyen', checkoutPage: '2' })).toBe('checkoutPage');
    // orderPayConfiguration refused platform 1, or named a provider the page cannot embed.
    expect(payNowRoute({ dropInProvider: null, checkoutPage: 1 })).toBe('hosted');
    expect(payNowRoute({ dropInProvider: 'stripe', checkoutPage: 0 })).toBe('hosted');
    expect(payNowRoute({ dropInProvider: '', checkoutPage: 0 })).toBe('hosted');
  });

  it('writes the parameters as the navigation state, which the payment page reads back, then goes there', () => {
    const saved = new Map<string, string>();
    const went: string[] = [];
    const opened = openPaymentPage(params, { storage: { setItem: (k, v) => void saved.set(k, v) }, go: (url) => went.push(url) });
    expect(opened).toBe(true);
    expect(went).toEqual(['/pay/checkout']);
    expect(parsePaymentParams(saved.get(PAY_PARAMS_STORAGE_KEY) ?? '')).toEqual({ ok: true, value: params });
  });

  it('goes nowhere when the storage is missing or refuses the write', () => {
    const went: string[] = [];
    expect(openPaymentPage(params, { storage: null, go: (url) => went.push(url) })).toBe(false);
    const full = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(openPaymentPage(params, { storage: full, go: (url) => went.push(url) })).toBe(false);
    expect(went).toEqual([]);
  });

  it('builds the encrypted checkout address with the data escaped', () => {
    expect(checkoutPageUrl('a+b/c=', 'T-1')).toBe('/pay/checkout?data=a%2Bb%2Fc%3D&terminal_id=T-1');
    expect(new URL(checkoutPageUrl('a+b/c=', 'T-1'), 'https://x.test').searchParams.get('data')).toBe('a+b/c=');
  });

  it("prefills the e-mail with the first valid one: the order's, else the session's", () => {
    expect(prefillEmail(['ada@example.com', 'b@example.com', 'me@example.com'])).toBe('ada@example.com');
    expect(prefillEmail([null, ' guest@example.com ', 'me@example.com'])).toBe('guest@example.com');
    expect(prefillEmail(['not-an-email', undefined, 'me@example.com'])).toBe('me@example.com');
    expect(prefillEmail([null, '', undefined])).toBe('');
    expect(prefillEmail([])).toBe('');
  });
});
