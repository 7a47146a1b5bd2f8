/**
 * A food-hall order with two stores, each store moving its own part (issue 5; orders-and-payments.md
 * §4.6 "For multi-store orders the status is tracked per store order", §2.5), in Debian's Chromium on a
 * 390×844 phone against the built server. The food hall is made open 24 hours.
 *
 * The story: a guest orders a bao from Bao Bar and rolls from Pho Corner and pays in store; the status
 * page lists both stores awaiting acceptance; in the staff console Bao Bar accepts its part — the
 * diner's page shows Bao Bar confirmed and Pho Corner still waiting, without a reload; Pho Corner
 * accepts too and the order as a whole is confirmed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { badge, dialog, expectAccessible, pageKit, quickAdd, see, settleMenu, staffSignIn, startOrderDialog, startPickup, text } from '../helpers/e2e-kit';

const HALL = 'laneway-eats';
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'food-hall');

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [HALL] });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

/** The step classes of one store's progress on the status page, e.g. 'step is-done'. */
const storeStep = (page: Page, store: string, step: string) =>
  page.getByTestId('store-progress').getByRole('article', { name: store }).locator(`[data-step="${step}"]`).getAttribute('class');

describe('a food-hall order, store by store', () => {
  let page: Page;
  let staff: Page;
  let tradeid = '';

  beforeAll(async () => {
    page = await kit.newPage();
  });

  it('a guest orders from two stores and pays in store; the status page lists both stores', async () => {
    await page.goto(`${server.url}/${HALL}`);
    // The hall asks how to order ('Start order') before a store is picked, as soon as its page runs.
    await page.waitForLoadState('networkidle');
    if (await startOrderDialog(page).isVisible()) await startPickup(page);
    await page.getByRole('link', { name: /Bao Bar/ }).click();
    await settleMenu(page);
    await quickAdd(page, 'Crispy tofu bao');
    await see.text(badge(page), '1');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('link', { name: /Pho Corner/ }).click();
    await settleMenu(page);
    await quickAdd(page, 'Prawn rice paper rolls');
    await see.text(badge(page), '2');
    await page.getByTestId('cart-bar').click();
    await dialog(page, /Your order/).getByTestId('cart-continue').click();
    await dialog(page, 'Log in or continue as a guest').getByTestId('checkout-guest').click();
    const form = dialog(page, 'Welcome');
    await form.getByLabel('Mobile *').fill('0412345678');
    await form.getByLabel('First name *').fill('Ada');
    await form.getByTestId('checkout-as-guest').click();
    await see.url(page, /\/order\/detail\/P\d{6}[0-9a-f]{32}$/);
    tradeid = page.url().split('/order/detail/')[1];
    await page.getByTestId('action-placeOrder').click();
    await dialog(page, 'Choose payment method').getByTestId('pay-in-store').click();
    await see.url(page, /\/order\/status\?tid=/);

    const stores = page.getByTestId('store-progress');
    await see.visible(stores);
    expect(await stores.getByRole('article').count()).toBe(2);
    await see.visible(stores.getByRole('article', { name: 'Bao Bar' }));
    await see.visible(stores.getByRole('article', { name: 'Pho Corner' }));
    await expect.poll(() => storeStep(page, 'Bao Bar', 'orderConfirmed')).toContain('is-next');
    await kit.shot(page, 'status-placed', true);
    await expectAccessible(page, 'food-hall status');
  });

  it('Bao Bar accepts its part: the diner sees Bao Bar confirmed and Pho Corner still waiting', async () => {
    staff = await kit.newPage({ viewport: { width: 1280, height: 900 } });
    await staffSignIn(staff, server.url, HALL);
    const card = staff.locator(`article[data-tradeid="${tradeid}"]`);
    await see.visible(card);
    const bao = card.locator('section.store', { hasText: 'Bao Bar' });
    const pho = card.locator('section.store', { hasText: 'Pho Corner' });
    await see.visible(bao);
    await see.visible(pho);
    await kit.shot(staff, 'console');
    await bao.getByRole('button', { name: 'Accept' }).click();

    await expect.poll(() => storeStep(page, 'Bao Bar', 'orderConfirmed'), { timeout: 15_000 }).toContain('is-done');
    expect(await storeStep(page, 'Pho Corner', 'orderConfirmed')).not.toContain('is-done');
    // The order as a whole waits for every store.
    expect(await page.getByTestId('status-steps').first().locator('[data-step="orderConfirmed"]').getAttribute('class')).not.toContain('is-done');
    await kit.shot(page, 'status-one-store', true);
  });

  it('Pho Corner accepts too: the whole order is confirmed', async () => {
    const card = staff.locator(`article[data-tradeid="${tradeid}"]`);
    await card.locator('section.store', { hasText: 'Pho Corner' }).getByRole('button', { name: 'Accept' }).click();
    await expect.poll(() => storeStep(page, 'Pho Corner', 'orderConfirmed'), { timeout: 15_000 }).toContain('is-done');
    await expect.poll(() => page.getByTestId('status-steps').first().locator('[data-step="orderConfirmed"]').getAttribute('class'), { timeout: 15_000 }).toContain('is-done');
    expect(await text(page.getByTestId('status-title'))).toMatch(/^Pick up/);
    await kit.shot(page, 'status-both', true);
  });
});
