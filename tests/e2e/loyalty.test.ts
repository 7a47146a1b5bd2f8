/**
 * Loyalty in the browser (issue 13; accounts-and-loyalty.md §2.2, §2.11–§2.13), in Debian's Chromium
 * on a 390×844 phone against the built server: a new member (registered with the SMS code the
 * outbox logs) finds the welcome voucher on /vouchers and its detail page, opens the membership card
 * (Points 0, Coffee card 0 / 9, Level Bronze, the QR code of their uid), then — in another tab —
 * orders an espresso at the café and pays with the simulator's card; the card, still open in the
 * first tab, shows the points and the punch without a reload. The same pages in Chinese.
 * Screenshots `test-results/loyalty-*.png`; axe on each page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { memberKit } from '../helpers/e2e-members';
import { dialog, expectAccessible, openMenu, pageKit, payWithCard, row, see } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'loyalty');

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

const { registerMember, withSession } = memberKit(() => server);

describe('loyalty on a phone', () => {
  let session = '';
  let card: Page;

  beforeAll(async () => {
    session = await registerMember('0491570200', 'Ada');
  });

  it('a new member sees the welcome voucher in the list and its detail page', async () => {
    const page = await kit.newPage({ initScript: withSession(session) });
    await page.goto(`${server.url}/vouchers?venue_code=${CAFE}`);
    const v = page.getByTestId('voucher');
    await see.contains(v, 'Welcome $5 off');
    await see.contains(v, '$5.00');
    await kit.shot(page, 'en-vouchers');
    await expectAccessible(page, 'vouchers');
    await v.getByRole('link', { name: /Use/ }).click();
    await see.url(page, /\/vouchers\/V[A-Z0-9]{12}$/);
    await see.text(page.getByTestId('voucher-value'), '$5.00');
    await see.visible(page.getByText('scan the code in store to use your voucher'));
    await see.visible(page.getByRole('img', { name: /QR code of voucher V/ }));
    await kit.shot(page, 'en-voucher-detail');
    await expectAccessible(page, 'voucher detail');

    // The account screen lists Membership card and Vouchers for a member at a venue with both.
    await page.goto(`${server.url}/user/account?venue_code=${CAFE}`);
    await see.visible(page.getByTestId('account-loyalty'));
    await see.visible(page.getByTestId('account-vouchers'));
  });

  it('the card shows the member, then the points and the punch of a paid order live, without a reload', async () => {
    card = await kit.newPage({ initScript: withSession(session) });
    await card.goto(`${server.url}/loyalty/card?venue_code=${CAFE}`);
    await see.text(card.getByTestId('card-points'), '0');
    await see.text(card.getByTestId('card-punches'), '0 of 9 stamps');
    await see.text(card.getByTestId('card-level'), 'Bronze');
    await see.text(card.getByTestId('card-name'), 'Ada');
    const uid = (await card.getByTestId('card-uid').textContent())!.trim();
    expect(uid).toMatch(/^[0-9a-f-]{36}$/);
    const qr = card.getByTestId('card-qr');
    await see.visible(qr);
    expect(await qr.getAttribute('width')).toBe('180'); // a signed code needs more modules than the bare uid (issue 26 item 8)
    await see.visible(card.getByText('click here to order online and more'));
    await kit.shot(card, 'en-card');
    await expectAccessible(card, 'membership card');
    // A desktop-ish browser is no iPhone: 'Browser Not Support'.
    await card.getByTestId('wallet-apple').click();
    await see.visible(dialog(card, 'Browser Not Support'));
    await dialog(card, 'Browser Not Support').getByRole('button', { name: 'OK' }).click();
    const marker = await card.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 42));

    // Another tab: order an espresso at the café and pay with the simulator.
    const order = await kit.newPage({ initScript: withSession(session) });
    await openMenu(order, `${server.url}/${CAFE}`);
    // An espresso has optional modifiers: through its sheet (no option chosen), declining a combo offer.
    await row(order, 'Espresso').locator('.row-open').click();
    const sheet = dialog(order, /Espresso/);
    const add = sheet.getByTestId('add-to-cart');
    await expect.poll(() => add.getAttribute('aria-disabled')).toBe('false');
    await add.click();
    const offer = dialog(order, 'Make it a combo?');
    if (await offer.isVisible().catch(() => false)) await offer.getByRole('button', { name: 'Not now' }).click();
    await order.getByTestId('cart-bar').click();
    await dialog(order, /Your order/).getByTestId('cart-continue').click();
    await see.url(order, /\/order\/detail\/P/);
    await order.getByTestId('action-placeOrder').click();
    await dialog(order, 'Choose payment method').getByTestId('pay-now').click();
    await payWithCard(order, '4242 4242 4242 4242');
    await see.url(order, /\/pay\/callback\?/);

    // The card tab, untouched: 4 points ($4.00 at 1 point per dollar) and one punch, live.
    await see.text(card.getByTestId('card-points'), '4', 5_000);
    await see.text(card.getByTestId('card-punches'), '1 of 9 stamps', 5_000);
    expect(await card.evaluate(() => (window as unknown as { __noReload: number }).__noReload)).toBe(marker);
    // The history under the card (issue 26): the points earned by that order, with a link to it.
    const earned = card.getByTestId('history-row').first();
    await see.contains(earned, 'Earned', 5_000);
    await see.contains(earned, '+4 pts');
    expect(await earned.getByRole('link', { name: 'Order' }).getAttribute('href')).toMatch(/^\/order\/detail\//);
    await kit.shot(card, 'en-card-after-order', true);
  });

  it('the same pages in Chinese', async () => {
    const page = await kit.newPage({ zh: true, initScript: withSession(session) });
    await page.goto(`${server.url}/loyalty/card?venue_code=${CAFE}`);
    await see.text(page.getByTestId('card-points'), '4');
    await see.visible(page.getByText('积分'));
    await see.text(page.getByTestId('card-level'), '铜卡');
    await see.contains(page.getByTestId('history-row').first(), '获得');
    await see.visible(page.getByText('积分与储值记录'));
    await kit.shot(page, 'zh-card', true);
    await expectAccessible(page, 'membership card (zh)');
    await page.goto(`${server.url}/vouchers?venue_code=${CAFE}`);
    await see.contains(page.getByTestId('voucher').first(), '新会员立减 $5');
    await see.visible(page.getByRole('link', { name: /使用/ }).first());
    await kit.shot(page, 'zh-vouchers');
    await expectAccessible(page, 'vouchers (zh)');
  });

  it("a voucher redeemed in store is greyed 'Used' and its page shows the chip", async () => {
    const login = await fetch(`${server.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `venue_code=${CAFE}&password=demo` });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const page = await kit.newPage({ initScript: withSession(session) });
    await page.goto(`${server.url}/vouchers?venue_code=${CAFE}`);
    await see.visible(page.getByRole('link', { name: /Use/ }));
    const href = (await page.getByRole('link', { name: /Use/ }).getAttribute('href'))!;
    const code = decodeURIComponent(href.split('/').pop()!);
    const res = await fetch(`${server.url}/xcloud/user/gapi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query: 'mutation($c:String!){ staffVoucherRedeem(code:$c){ status } }', variables: { c: code } }),
    });
    expect(((await res.json()) as { data: { staffVoucherRedeem: { status: number } } }).data.staffVoucherRedeem.status).toBe(2);
    await page.reload();
    await see.text(page.getByTestId('voucher').locator('.ly-chip'), 'Used');
    expect(await page.getByRole('link', { name: /Use/ }).count()).toBe(0);
    await kit.shot(page, 'en-vouchers-used');
    await expectAccessible(page, 'vouchers (used)');
    await page.goto(`${server.url}/voucher/${code}?source=wallet&browser=safari`);
    await see.text(page.getByTestId('voucher-card').locator('.ly-chip'), 'Used');
    await kit.shot(page, 'en-voucher-used');
    await expectAccessible(page, 'voucher (used)');
  });

  it("without a login: the card goes to login, the vouchers say 'You need to login first'", async () => {
    const page = await kit.newPage();
    await page.goto(`${server.url}/vouchers?venue_code=${CAFE}`);
    await see.visible(page.getByText('You need to login first'));
    await kit.shot(page, 'en-vouchers-login');
    await page.goto(`${server.url}/loyalty/card?venue_code=${CAFE}`);
    await see.url(page, /\/user\/login\?backLocation=%2Floyalty%2Fcard/);
  });
});
