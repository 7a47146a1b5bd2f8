/**
 * Navigation actions and the venue confirmation mark in Debian's Chromium (issue 26 item 11;
 * storefront.md §2.4, §2.6, §3): on user/order and user/account the top bar's cart and fulfilment
 * buttons go back to the stored cart's store carrying CHECK_OUT / FULFILLMENT_CONFIG, which the store
 * acts on once; a venue's fulfilment confirmed within 30 hours is not asked again after the stored
 * cart expired (360 minutes), and is asked again once the mark is older than 30 hours (the stored tick
 * set back 31 h). Screenshots `test-results/nav-marks-*.png`; axe on the new bar.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { dialog, expectAccessible, pageKit, quickAdd, see, startOrderDialog } from '../helpers/e2e-kit';

const VENUE = 'laneway-espresso';
const H = 3_600_000;
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'nav-marks');

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [VENUE] });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

/** Waits for the menu, closes a poster popup if one shows. */
async function menuReady(page: Page): Promise<void> {
  await page.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  const poster = page.locator('.poster');
  if (await poster.isVisible()) await poster.locator('.dialog-actions button').click();
}

/** Moves the stored marks and cart back in time by `ms` (as if the diner came back later). */
async function age(page: Page, what: { draft?: number; confirm?: number }): Promise<void> {
  await page.evaluate(
    ({ venue, draft, confirm }) => {
      if (draft) {
        const d = JSON.parse(localStorage.getItem('platter:order') ?? 'null');
        if (d) localStorage.setItem('platter:order', JSON.stringify({ ...d, savedAt: d.savedAt - draft }));
      }
      if (confirm) {
        const ticks = JSON.parse(localStorage.getItem('venue_confirm_ticks') ?? '{}');
        localStorage.setItem('venue_confirm_ticks', JSON.stringify({ ...ticks, [venue]: ticks[venue] - confirm }));
      }
    },
    { venue: VENUE, ...what },
  );
}

describe('the confirmation mark (venue_confirm_ticks, 30 h)', () => {
  it('takes the confirmed fulfilment again within 30 h without asking, and asks again after', async () => {
    const page = await kit.newPage();
    await page.goto(`${server.url}/${VENUE}`);
    await page.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
    // First visit: the café offers Pick up, Take Away and Delivery, so 'Start order' asks (not closeable).
    const modal = startOrderDialog(page);
    await see.visible(modal);
    await modal.getByRole('radio', { name: 'Take Away' }).click();
    await modal.getByTestId('start-order').click();
    await see.gone(modal);
    expect(await page.evaluate((v) => typeof JSON.parse(localStorage.getItem('venue_confirm_ticks') ?? '{}')[v], VENUE)).toBe('number');

    // Seven hours later the stored cart has expired (360 minutes) but the mark holds: not asked.
    await age(page, { draft: 7 * H, confirm: 7 * H });
    await page.reload();
    await menuReady(page);
    await see.contains(page.locator('.bar-fulfil'), 'Take Away');
    expect(await startOrderDialog(page).count()).toBe(0);
    await kit.shot(page, 'confirmed-within-30h-390-en');

    // 31 hours after the confirmation (and the cart gone again): asked again.
    await age(page, { draft: 7 * H, confirm: 24 * H });
    await page.reload();
    await page.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
    await see.visible(startOrderDialog(page));
    await kit.shot(page, 'asked-after-30h-390-en');
  });
});

describe('navigation actions from user/order and user/account (storefront.md §2.4)', () => {
  let page: Page;

  beforeAll(async () => {
    page = await kit.newPage();
    await page.goto(`${server.url}/${VENUE}`);
    await page.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
    const modal = startOrderDialog(page);
    await see.visible(modal);
    await modal.getByRole('radio', { name: 'Take Away' }).click();
    await modal.getByTestId('start-order').click();
    await see.gone(modal);
    await menuReady(page);
    await quickAdd(page, 'Butter croissant');
    await page.getByTestId('cart-bar').waitFor({ state: 'visible' });
  });

  it.each([
    ['en', 390, 'Take Away'],
    ['zh-CN', 390, '外带'],
    ['en-au', 1280, 'Take Away'],
    ['en', 820, 'Take Away'],
  ] as const)('the order history shows the cart and the fulfilment of the stored order (%s, %i px)', async (locale, width, takeAway) => {
    const p = await page.context().newPage();
    await p.setViewportSize({ width, height: 844 });
    await p.context().addCookies([{ name: 'platter_lng', value: locale, url: server.url }]);
    await p.goto(`${server.url}/user/order`);
    await see.visible(p.getByTestId('bar-checkout-back'));
    await see.contains(p.getByTestId('bar-fulfil-back'), takeAway);
    expect(await p.getByTestId('bar-checkout-back').getAttribute('href')).toBe(`/${VENUE}?action=CHECK_OUT`);
    await kit.shot(p, `user-order-bar-${width}-${locale}`);
    await expectAccessible(p, `user/order bar ${locale} ${width}`, 'header');
    await p.close();
  });

  it("'Check out' on user/order lands on the store and starts checkout there, once", async () => {
    await page.context().addCookies([{ name: 'platter_lng', value: 'en', url: server.url }]);
    await page.goto(`${server.url}/user/order`);
    await page.getByTestId('bar-checkout-back').click();
    // A guest: checkout's login-or-guest choice opens on the store page, whose URL no longer carries the action.
    await page.waitForURL((u) => u.pathname === `/${VENUE}`);
    await kit.shot(page, 'checkout-landing-390-en');
    await see.visible(dialog(page, 'Log in or continue as a guest'));
    expect(new URL(page.url()).pathname).toBe(`/${VENUE}`);
    expect(new URL(page.url()).searchParams.get('action')).toBeNull();
    await kit.shot(page, 'checkout-from-user-order-390-en');
  });

  it("the fulfilment chip on user/account lands on the store with 'Start order' open", async () => {
    await page.goto(`${server.url}/user/account`);
    await kit.shot(page, 'user-account-bar-390-en');
    await page.getByTestId('bar-fulfil-back').click();
    await see.visible(startOrderDialog(page));
    expect(new URL(page.url()).pathname).toBe(`/${VENUE}`);
    expect(new URL(page.url()).searchParams.get('action')).toBeNull();
    expect(kit.cspViolations()).toEqual([]);
  });
});
