import { describe, expect, it } from 'vitest';
import { actionRedirectUrl, isFinalPayStatus, parsePaymentParams, payResultState, paymentStoreName, payReturnUrl } from './pay-flow';

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
