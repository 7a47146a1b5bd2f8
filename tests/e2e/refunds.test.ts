/**
 * A partial refund as the diner and the staff see it (issue 5; orders-and-payments.md §2.2 'Refunded'
 * tab, §2.4 'Refund x n' / total refund / refund transaction id, §3.2 refund_orders, §7.1), in Debian's
 * Chromium on a 390×844 phone against the built server. The café is made open 24 hours.
 *
 * The story: a guest orders two croissants and a cold brew and pays with the simulator's success card;
 * staff open 'Partial refund…' in their console and refund one croissant; the diner's order page —
 * left open — shows 'Refund x 1', the total refund and the refund transaction id without a reload; the
 * order history's 'Refunded' tab lists the order; the refund order's receipt opens.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { dialog, expectAccessible, openMenu, pageKit, payWithCard, quickAdd, see, staffSignIn, startPickup, text } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'refunds');
const shot = kit.shot;
const newPage = (viewport?: { width: number; height: number }) => kit.newPage({ viewport });

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

const openCafe = (page: Page) => openMenu(page, `${server.url}/${CAFE}`);

describe('a partial refund reaches the diner live', () => {
  let page: Page;
  let staff: Page;
  let tradeid = '';

  beforeAll(async () => {
    page = await newPage();
  });

  it('a guest orders and pays with the simulator card', async () => {
    await openCafe(page);
    await page.locator('.store-chips [data-ui="fulfilment"]').click();
    await startPickup(page);
    await quickAdd(page, 'Butter croissant');
    await quickAdd(page, 'Butter croissant');
    await quickAdd(page, 'Cold brew');
    await see.text(page.getByTestId('cart-bar').locator('.badge'), '3');
    await page.getByTestId('cart-bar').click();
    await dialog(page, /Your order/).getByTestId('cart-continue').click();
    await dialog(page, 'Log in or continue as a guest').getByTestId('checkout-guest').click();
    const form = dialog(page, 'Welcome');
    await form.getByLabel('Mobile *').fill('0412345678');
    await form.getByLabel('Email').fill('ada@example.com');
    await form.getByLabel('First name *').fill('Ada');
    await form.getByTestId('checkout-as-guest').click();
    await see.url(page, /\/order\/detail\/P\d{6}[0-9a-f]{32}$/);
    tradeid = page.url().split('/order/detail/')[1];

    await page.getByTestId('action-placeOrder').click();
    await dialog(page, 'Choose payment method').getByTestId('pay-now').click();
    await payWithCard(page, '4242 4242 4242 4242');
    await see.url(page, /\/pay\/callback\?/);
    await expect.poll(() => page.getByTestId('pay-result').getAttribute('data-state'), { timeout: 20_000 }).toBe('success');
    await page.goto(`${server.url}/order/detail/${tradeid}`);
    await see.text(page.getByTestId('payment-status'), 'Paid');
    await see.text(page.getByTestId('amount-due').locator('dd'), '$17.00');
    expect(await page.getByTestId('refund-count').count()).toBe(0);
  });

  it('staff refund one croissant from the console; the open order page shows it without a reload', async () => {
    staff = await newPage({ width: 1280, height: 900 });
    await staffSignIn(staff, server.url, CAFE);
    const card = staff.locator(`article[data-tradeid="${tradeid}"]`);
    await see.visible(card);
    await card.getByRole('button', { name: 'Partial refund…' }).click();
    const refund = staff.getByRole('dialog', { name: /Partial refund/ });
    await see.visible(refund);
    await see.contains(refund, 'left to refund $17.00');
    // Neither items nor an amount: a clear error.
    await refund.getByRole('button', { name: 'Refund' }).click();
    await see.text(refund.getByRole('alert'), 'Choose at least one item, or enter an amount.');
    await refund.getByLabel('Butter croissant').fill('1');
    await refund.getByLabel('Reason (optional)').fill('Burnt');
    await shot(staff, 'console-dialog');
    await expectAccessible(staff, 'partial refund dialog');
    const marker = await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 42));
    await refund.getByRole('button', { name: 'Refund' }).click();
    await see.gone(staff.getByRole('dialog', { name: /Partial refund/ }));
    await see.contains(staff.getByTestId('staff-toast'), 'Refunded $5.50');
    await see.contains(staff.locator(`article[data-tradeid="${tradeid}"] .refunds`), 'Refunded $5.50');
    await see.contains(staff.locator(`article[data-tradeid="${tradeid}"]`), 'Partly refunded');
    await shot(staff, 'console-after');

    // The diner's page, never reloaded, follows.
    const croissant = page.locator('.od-item', { hasText: 'Butter croissant' });
    await see.text(croissant.getByTestId('refund-count'), 'Refund x 1');
    await see.contains(page.locator('.od-amounts').last(), 'Total refund$5.50');
    await see.visible(page.getByTestId('refunds'));
    const refundId = await text(page.getByTestId('refund-transaction-id'));
    expect(refundId).toMatch(/^[0-9a-f]{32}$/);
    await see.text(page.getByTestId('payment-status'), 'Partly refunded');
    await see.contains(page.getByTestId('status-line'), 'Partial refund');
    expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay)).toBe(marker);
    await shot(page, 'order-refunded', true);
    await expectAccessible(page, 'refunded order');

    // The refund order's receipt.
    const href = await page.getByTestId('refunds').getByRole('link').getAttribute('href');
    const receipt = await newPage();
    await receipt.goto(`${server.url}${href}`);
    await see.contains(receipt.locator('body'), 'Refund transaction ID');
    await see.contains(receipt.locator('body'), refundId);
    await see.contains(receipt.locator('body'), 'Butter croissant');
    await shot(receipt, 'refund-receipt');
  });

  it("lists the order under the history's 'Refunded' tab", async () => {
    await page.goto(`${server.url}/user/order`);
    await page.getByRole('tab', { name: 'Refunded' }).click();
    const mine = page.locator(`[data-testid="history-row"][data-tradeid="${tradeid}"]`);
    await see.visible(mine);
    await see.contains(mine, 'Laneway Espresso');
    await shot(page, 'history-refunded');
    await expectAccessible(page, 'refunded history');
  });
});
