/**
 * A voucher at checkout in the browser (issue 13 "the voucher applied at checkout lowers the total and
 * cannot be used again"; accounts-and-loyalty.md §2.12–§2.13), in Debian's Chromium on a 390×844 phone
 * against the built server: a new member (registered with the SMS code the outbox logs) orders one
 * butter croissant ($5.50: the welcome voucher is greyed, 'Spend $10.00 or more…'), then two ($11.00,
 * over the $10 minimum), finds the welcome voucher on the order page, applies it (the amount due drops by exactly $5.00, as the server prices
 * it), removes it and applies it again by keyboard; the same page in Chinese; pays with the simulator;
 * the voucher then shows 'Used' on /vouchers and is not offered at the next checkout.
 * Screenshots `test-results/voucher-checkout-*.png`; axe on the order page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { memberKit } from '../helpers/e2e-members';
import { badge, dialog, expectAccessible, openMenu, pageKit, payWithCard, quickAdd, see, text } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'voucher-checkout');

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

const { gql, registerMember, withSession } = memberKit(() => server);

/** Puts `count` butter croissants ($5.50 each) in the café's cart (whatever it held) and lands on the placed order's page. */
async function checkoutCroissants(page: Page, count: number): Promise<string> {
  await openMenu(page, `${server.url}/${CAFE}`);
  for (let i = 0; i < 4 && (await text(badge(page))) !== String(count); i++) await quickAdd(page, 'Butter croissant');
  await see.text(badge(page), String(count));
  await page.getByTestId('cart-bar').click();
  await dialog(page, /Your order/).getByTestId('cart-continue').click();
  await see.url(page, /\/order\/detail\/P/);
  return page.url().split('/order/detail/')[1];
}

const amountDue = (page: Page) => page.getByTestId('amount-due').locator('dd');

describe('a voucher at checkout on a phone', () => {
  let session = '';
  let page: Page;
  let tradeid = '';

  beforeAll(async () => {
    session = await registerMember('0491570300', 'Grace');
  });

  it('the welcome voucher is offered on the order page; applying it takes exactly $5.00 off; it can be removed and applied again', async () => {
    page = await kit.newPage({ initScript: withSession(session) });
    // One croissant ($5.50): under the $10.00 minimum, the voucher is greyed with the reason and cannot be applied.
    await checkoutCroissants(page, 1);
    await see.text(amountDue(page), '$5.50');
    const short = page.getByTestId('voucher-offer');
    await see.contains(short, 'Spend $10.00 or more on items to use this voucher');
    const shortApply = short.getByRole('button', { name: 'Apply voucher Welcome $5 off' });
    expect(await shortApply.getAttribute('aria-disabled')).toBe('true');
    // Still focusable (the reason is read with it); Enter does nothing.
    await shortApply.focus();
    await page.keyboard.press('Enter');
    await page.waitForTimeout(300);
    await see.text(amountDue(page), '$5.50');
    expect(await page.getByTestId('voucher-applied').count()).toBe(0);
    await kit.shot(page, 'en-short', true);

    // 'Change or add more': a second croissant ($11.00).
    tradeid = await checkoutCroissants(page, 2);
    await see.text(amountDue(page), '$11.00');

    const offer = page.getByTestId('voucher-offer');
    await see.contains(offer, 'Welcome $5 off');
    await see.contains(offer, '$5.00');
    await see.contains(offer, 'Minimum order $10.00');
    await kit.shot(page, 'en-offer');
    await offer.getByRole('button', { name: 'Apply voucher Welcome $5 off' }).click();

    await see.text(amountDue(page), '$6.00');
    const applied = page.getByTestId('voucher-applied');
    await see.contains(applied, 'Welcome $5 off');
    await see.contains(applied, '-$5.00');
    await see.text(page.getByTestId('voucher-said'), 'Voucher Welcome $5 off applied');
    expect(await page.getByTestId('voucher-offer').count()).toBe(0);
    // The server priced it the same: the order it stores is due $6.00 and carries the voucher.
    const stored = await gql('query($t:String!){ orderInfo(tradeid:$t){ feetopay payments{ type pid amount } } }', { t: tradeid }, JSON.parse(session).token);
    expect(stored.data?.orderInfo.feetopay).toBe(600);
    expect(stored.data?.orderInfo.payments).toEqual([expect.objectContaining({ type: 25, amount: 500 })]);
    expect(stored.data?.orderInfo.payments[0].pid).toBeLessThan(0);
    await kit.shot(page, 'en-applied');
    await kit.shot(page, 'en-applied-full', true);
    await expectAccessible(page, 'order page with a voucher');

    // Removed: back to $11.00 and offered again; applied again from the keyboard.
    await applied.getByRole('button', { name: 'Remove voucher Welcome $5 off' }).click();
    await see.text(amountDue(page), '$11.00');
    await see.text(page.getByTestId('voucher-said'), 'Voucher Welcome $5 off removed');
    const again = page.getByTestId('voucher-offer').getByRole('button', { name: 'Apply voucher Welcome $5 off' });
    await again.focus();
    await page.keyboard.press('Enter');
    await see.text(amountDue(page), '$6.00');
  });

  it('the same order page in Chinese shows the voucher applied', async () => {
    const zh = await kit.newPage({ zh: true, initScript: withSession(session) });
    await zh.goto(`${server.url}/order/detail/${tradeid}`);
    await see.text(amountDue(zh), '$6.00');
    await see.visible(zh.getByRole('heading', { name: '会员优惠券' }));
    await see.contains(zh.getByTestId('voucher-applied'), '新会员立减 $5');
    await see.visible(zh.getByRole('button', { name: '移除优惠券 新会员立减 $5' }));
    await kit.shot(zh, 'zh-applied');
    await kit.shot(zh, 'zh-applied-full', true);
    await expectAccessible(zh, 'order page with a voucher (zh)');
  });

  it('pays $6.00 with the simulator; the voucher is Used on /vouchers and not offered at the next checkout', async () => {
    await page.getByTestId('action-placeOrder').click();
    await dialog(page, 'Choose payment method').getByTestId('pay-now').click();
    await payWithCard(page, '4242 4242 4242 4242');
    await see.url(page, /\/pay\/callback\?/);
    await expect
      .poll(async () => (await gql('query($t:String!){ orderInfo(tradeid:$t){ status feetopay } }', { t: tradeid }, JSON.parse(session).token)).data?.orderInfo, { timeout: 10_000 })
      .toMatchObject({ status: 2, feetopay: 600 });

    await page.goto(`${server.url}/vouchers?venue_code=${CAFE}`);
    await see.text(page.getByTestId('voucher').locator('.ly-chip'), 'Used');
    expect(await page.getByRole('link', { name: /Use/ }).count()).toBe(0);
    await kit.shot(page, 'en-vouchers-used');

    // The next checkout: the page reads the member's vouchers and offers none.
    const next = await kit.newPage({ initScript: withSession(session) });
    const listed = next.waitForResponse(async (r) => r.url().includes('/gapi') && (r.request().postData() ?? '').includes('customerVoucherList'));
    const second = await checkoutCroissants(next, 2);
    expect(second).not.toBe(tradeid);
    const body = (await (await listed).json()) as { data: { customerVoucherList: { status: number }[] } };
    expect(body.data.customerVoucherList.map((v) => v.status)).toEqual([2]);
    await see.text(amountDue(next), '$11.00');
    expect(await next.getByTestId('voucher-offer').count()).toBe(0);
    expect(await next.getByTestId('order-vouchers').count()).toBe(0);
  });
});
