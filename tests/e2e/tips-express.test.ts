/**
 * Tips at pickup and Express pay (issue 24 items 3 and 5), in Debian's Chromium on a 390×844 phone
 * against the built server, in en, en-AU and zh-CN. The café is open 24 hours and its brand file sets
 * `tips_pickup: "custom"`.
 *
 * The story, per language: a guest orders a pickup, the tip drawer offers 'Not now', 5/10/15/20 % and
 * 'Other amount'; they choose 10 % and place the order; the order page shows the tip as its own line;
 * 'Pay Now' opens the payment page, where the simulator's 'Express pay' pays in one tap (no card page);
 * the result page says paid; the staff board shows the order with its tip.
 * Screenshots `test-results/tips-express-*.png`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { expectAccessible, openMenu, pageKit, quickAdd, see, staffSignIn, startPickup, text } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
const LOCALES = ['en', 'en-au', 'zh-CN'] as const;
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'tips-express');
const shot = kit.shot;
const placed: { locale: string; tradeid: string; tip: string }[] = [];

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE], config: { [CAFE]: { tips_pickup: 'custom' } } });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
}, 420_000);

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

async function phone(locale: (typeof LOCALES)[number]): Promise<Page> {
  const page = await kit.newPage({ zh: locale === 'zh-CN' });
  await page.context().addCookies([{ name: 'platter_lng', value: locale, url: server.url }]);
  page.setDefaultTimeout(40_000);
  page.setDefaultNavigationTimeout(60_000);
  return page;
}

describe('pickup with a 10 % tip, paid by Express pay (issue 24 items 3, 5)', () => {
  it.each(LOCALES)('%s: the tip drawer, the tip line, Express pay in one tap', async (locale) => {
    const page = await phone(locale);
    await openMenu(page, `${server.url}/${CAFE}`);
    await page.locator('.store-chips [data-ui="fulfilment"]').click();
    await startPickup(page);
    await quickAdd(page, 'Butter croissant');
    await see.text(page.getByTestId('cart-bar').locator('.badge'), '1');
    await page.getByTestId('cart-bar').click();
    await page.getByTestId('cart-continue').click();
    await page.getByTestId('checkout-guest').click();
    await page.locator('input[id$="-mobile"]').fill('0412345678');
    await page.locator('input[id$="-email"]').fill('ada@example.com');
    await page.locator('input[id$="-firstname"]').fill('Ada');
    await page.getByTestId('checkout-as-guest').click();

    // The tip drawer (issue 24 item 3): presets of the order and a custom amount.
    const drawer = page.locator('.tip-drawer');
    await see.visible(drawer);
    await see.visible(drawer.getByTestId('tip-other'));
    await drawer.getByTestId('tip-preset-10').check({ force: true });
    const tip = await text(drawer.getByTestId('tip-amount'));
    expect(tip).toMatch(/\$0\.\d\d/);
    // A negative custom amount is refused in the page's language, and 'Place order' stays disabled.
    await drawer.getByTestId('tip-other').check({ force: true });
    await drawer.getByTestId('tip-other-amount').fill('-1');
    await see.visible(drawer.getByRole('alert'));
    await shot(page, `tip-negative-${locale}`);
    expect(await drawer.getByTestId('tip-place').getAttribute('aria-disabled')).toBe('true');
    await drawer.getByTestId('tip-preset-10').check({ force: true });
    await see.text(drawer.getByTestId('tip-amount'), tip);
    await shot(page, `tip-drawer-${locale}`);
    await expectAccessible(page, `tip drawer ${locale}`);
    await drawer.getByTestId('tip-place').click();

    await see.url(page, /\/order\/detail\/P\d{6}[0-9a-f]{32}$/);
    const tradeid = page.url().split('/order/detail/')[1];
    // The tip is its own line on the order page.
    await see.visible(page.locator('.od-row').filter({ hasText: tip }).first());
    await shot(page, `order-tip-${locale}`, true);

    await page.getByTestId('action-placeOrder').click();
    await page.getByTestId('pay-now').click();
    await see.url(page, /\/pay\/checkout/);
    const express = page.getByTestId('express-pay');
    await see.visible(express);
    // In the page's language, never a raw message key.
    expect(await text(page.locator('.express-pay'))).not.toMatch(/expressPay\./);
    await shot(page, `pay-express-${locale}`);
    await expectAccessible(page, `payment page with Express pay ${locale}`);
    await express.click();
    // One tap: no card page, straight to the result.
    await see.url(page, /\/pay\/callback\?/);
    await expect.poll(() => page.getByTestId('pay-result').getAttribute('data-state'), { timeout: 30_000 }).toBe('success');
    await shot(page, `paid-${locale}`);
    placed.push({ locale, tradeid, tip });
  }, 240_000);

  it('the staff board shows each order with its tip', async () => {
    expect(placed).toHaveLength(3);
    const staff = await kit.newPage({ viewport: { width: 1280, height: 900 } });
    staff.setDefaultTimeout(40_000);
    await staffSignIn(staff, server.url, CAFE);
    for (const o of placed) {
      const card = staff.locator(`article[data-tradeid="${o.tradeid}"]`);
      await see.visible(card);
      await see.contains(card.getByTestId('order-tip'), o.tip);
      expect(await text(card.getByTestId('order-tip'))).toMatch(/Tip \$/);
    }
    await shot(staff, 'staff-board');
    await expectAccessible(staff, 'staff board with tips');
  }, 120_000);
});
