import { describe, expect, it } from 'vitest';
import {
  accountLoyaltyEntries,
  browserSwitchHref,
  cardErrorHref,
  cardSections,
  checkoutVoucherOffers,
  historyEntry,
  isEmbeddedSource,
  oaLoginMessageKey,
  orderOnlineHref,
  pickVenueCode,
  voucherValueText,
  walletAllowed,
  walletBrowser,
  walletHref,
} from './loyalty-view';

describe('loyalty view', () => {
  it.each([
    ['?venue_code=laneway-espresso', 'x', 'y', 'laneway-espresso'],
    ['?sid=golden-lantern', null, null, 'golden-lantern'],
    ['', 'laneway-eats', 'y', 'laneway-eats'],
    ['', null, 'laneway-espresso', 'laneway-espresso'],
    ['?venue_code=Bad Code', null, null, null],
  ])('venue of %s / %s / %s → %s', (search, remembered, draft, out) => expect(pickVenueCode(search, remembered, draft)).toBe(out));

  it('card sections follow capabilities', () => {
    expect(cardSections([{ cap: 'points' }, { cap: 'grade' }])).toEqual({ points: true, punches: false, credits: false, level: true });
  });

  it.each([
    ['apple', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', true],
    ['apple', 'Mozilla/5.0 (Linux; Android 14; Pixel 8)', false],
    ['google', 'Mozilla/5.0 (Linux; Android 14; Pixel 8)', true],
    ['google', 'Mozilla/5.0 (X11; Linux x86_64)', false],
  ] as const)('%s wallet on %s → %s', (w, ua, ok) => expect(walletAllowed(w, ua)).toBe(ok));

  it('wallet link carries sid, uid and _ts', () => expect(walletHref('apple', 'laneway-espresso', 'u-1', 5)).toBe('/wallet/member/apple?sid=laneway-espresso&uid=u-1&_ts=5'));
  it('order online: the brand page for several locations, else the venue', () => {
    expect(orderOnlineHref('laneway', 3, 'laneway-espresso')).toBe('/brand/laneway');
    expect(orderOnlineHref('solo', 1, 'solo-cafe')).toBe('/solo-cafe');
  });
  it.each([
    [{ type: 1, value: 85 }, '15% OFF'],
    [{ type: 2, value: 500 }, '$5.00'],
  ])('voucher value %j → %s', (v, text) => expect(voucherValueText(v, '$', 1, 'en-AU')).toBe(text));

  it.each([
    ['laneway-espresso', ['membership', 'voucher'], true, { card: true, vouchers: true }],
    ['laneway-espresso', ['membership'], true, { card: true, vouchers: false }],
    ['laneway-espresso', ['membership', 'voucher'], false, { card: false, vouchers: false }],
    [null, ['membership', 'voucher'], true, { card: false, vouchers: false }],
  ] as const)('account entries at %s %j member %s', (v, caps, member, out) => expect(accountLoyaltyEntries(v, caps, member)).toEqual(out));

  it('checkout offers only Active vouchers not on the order; under the minimum they are short', () => {
    const list = [
      { id: 1, status: 1, minimum_order: 1000 },
      { id: 2, status: 2, minimum_order: 0 },
      { id: 3, status: 3, minimum_order: 0 },
      { id: 4, status: 1, minimum_order: 0 },
      { id: 5, status: 1, minimum_order: 1101 },
    ];
    expect(checkoutVoucherOffers(list, new Set([4]), 1100).map((o) => [o.voucher.id, o.short])).toEqual([
      [1, false],
      [5, true],
    ]);
    expect(checkoutVoucherOffers(list, new Set(), 999).map((o) => [o.voucher.id, o.short])).toEqual([
      [1, true],
      [4, false],
      [5, true],
    ]);
    expect(checkoutVoucherOffers([], new Set(), 0)).toEqual([]);
  });

  it('history lines: signed points and credits, the label by kind, the order link, the date', () => {
    const money = (c: number) => `$${(c / 100).toFixed(2)}`;
    const at = Math.floor(new Date(2025, 5, 11, 12, 30).getTime() / 1000);
    expect(historyEntry({ kind: 'earned', unit: 'points', amount: 104, tradeid: 'T1', created_at: at }, money)).toEqual({
      labelKey: 'loyalty.history.earned', reason: '', amountText: '+104', unitKey: 'loyalty.pointsUnit', positive: true, href: '/order/detail/T1', when: '2025-06-11 12:30',
    });
    expect(historyEntry({ kind: 'converted', unit: 'points', amount: -100, tradeid: 'T1', created_at: at }, money)).toMatchObject({ labelKey: 'loyalty.history.converted', amountText: '−100', positive: false });
    expect(historyEntry({ kind: 'spent', unit: 'credits', amount: -400, tradeid: 'a b', created_at: at }, money)).toMatchObject({ amountText: '−$4.00', unitKey: null, href: '/order/detail/a%20b' });
    expect(historyEntry({ kind: 'returned', unit: 'credits', amount: 500, tradeid: '', created_at: at }, money)).toMatchObject({ amountText: '+$5.00', href: null });
    expect(historyEntry({ kind: 'mystery', unit: 'points', amount: 3, tradeid: '', created_at: at }, money).labelKey).toBe('loyalty.history.adjusted');
    // Staff's points (issue 26 item 8) carry their reason; a reason on another kind is not shown.
    expect(historyEntry({ kind: 'adjusted', unit: 'points', amount: 50, tradeid: '', reason: 'Birthday', created_at: at }, money)).toMatchObject({ labelKey: 'loyalty.history.adjustedWhy', reason: 'Birthday', amountText: '+50' });
    expect(historyEntry({ kind: 'adjusted', unit: 'points', amount: 50, tradeid: '', reason: '', created_at: at }, money).labelKey).toBe('loyalty.history.adjusted');
    expect(historyEntry({ kind: 'earned', unit: 'points', amount: 5, tradeid: '', reason: 'x', created_at: at }, money)).toMatchObject({ labelKey: 'loyalty.history.earned', reason: '' });
  });
});

describe('the membership card: level progress and stamps (issue 27 item 18)', () => {
  const grades = [
    { name: 'Gold', grade: 1000 },
    { name: 'Bronze', grade: 0 },
    { name: 'Silver', grade: 300 },
  ];
  it.each([
    [0, { next: 'Silver', toGo: 300, fraction: 0 }],
    [120, { next: 'Silver', toGo: 180, fraction: 0.4 }],
    [300, { next: 'Gold', toGo: 700, fraction: 0 }],
    [650, { next: 'Gold', toGo: 350, fraction: 0.5 }],
    [1000, { next: null, toGo: 0, fraction: 1 }],
    [5000, { next: null, toGo: 0, fraction: 1 }],
  ])('%i lifetime points → %o', async (points, want) => {
    const { levelProgress } = await import('./loyalty-view');
    expect(levelProgress(points, grades)).toEqual(want);
  });
  it('no levels, no progress; stamps as many places as the threshold, the collected ones stamped', async () => {
    const { levelProgress, punchStamps } = await import('./loyalty-view');
    expect(levelProgress(50, [])).toBeNull();
    expect(punchStamps(3, 5)).toEqual([true, true, true, false, false]);
    expect(punchStamps(0, 0)).toEqual([]);
    expect(punchStamps(12, 10).filter(Boolean)).toHaveLength(10);
  });
});

describe('the card session fields (issue 26 item 10)', () => {
  it('the embedded source mode is ?source=oa only', () => {
    expect(isEmbeddedSource('?source=oa&venue_code=laneway-espresso')).toBe(true);
    expect(isEmbeddedSource('?venue_code=laneway-espresso')).toBe(false);
    expect(isEmbeddedSource('?source=web')).toBe(false);
  });

  it('the browser-switch URL carries the venue, the browser, a one-use code and a timestamp — never the uid', () => {
    const href = browserSwitchHref(walletBrowser('apple'), 'laneway-espresso', 'c'.repeat(43), 1_700_000_000_000);
    const u = new URL(href, 'https://x.test');
    expect(u.pathname).toBe('/loyalty/switch');
    expect(Object.fromEntries(u.searchParams)).toEqual({ sid: 'laneway-espresso', browser: 'ios', code: 'c'.repeat(43), _ts: '1700000000000' });
    expect(walletBrowser('google')).toBe('android');
    expect(cardErrorHref('NETWORK_BUSY')).toBe('/loyalty/switch?error=NETWORK_BUSY');
  });

  it("userLoginOa's messages (§8): incorrect, empty for 'not available', 'You have no permission' for 'not acceptable'", () => {
    expect(oaLoginMessageKey('WRONG_CREDENTIALS')).toBe('account.errors.loginIncorrect');
    expect(oaLoginMessageKey('NOT_AVAILABLE')).toBe('');
    expect(oaLoginMessageKey('NOT_ACCEPTABLE')).toBe('loyalty.noPermission');
    expect(oaLoginMessageKey('NETWORK_BUSY')).toBeNull();
    expect(oaLoginMessageKey(null)).toBeNull();
  });
});
