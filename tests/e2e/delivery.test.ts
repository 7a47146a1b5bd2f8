/**
 * Courier delivery as a diner uses it (issue #14; orders-and-payments.md §2.4, §4.9, §5.4, §8.6), in
 * Debian's Chromium on a 390×844 phone against the built server. The café (method 21 through the
 * simulator) is open all day; the simulator's clock runs 60 times faster, so a delivery takes seconds.
 *
 * The story: Delivery · ASAP, add items, check out as a guest; the courier dialog asks the address and
 * shows the quote for 1 George St, Sydney; a 10 % tip; the order page; pay with the simulator; the
 * courier's steps advance live to Delivered with the driver's name; 'Track Delivery' opens the
 * simulator's tracking page. Then an 'Undeliverable' address shows 'editAddress', a 'Busy' one 'Retry'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { dialog, expectAccessible, openMenu, pageKit, payWithCard, quickAdd, see } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'delivery');
const shot = kit.shot;

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir, COURIER_SIMULATOR_SPEED: '60' }), launchChromium()]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

/** Menu → Delivery · ASAP → two items → cart → continue (guest form on the first run). */
async function startDeliveryOrder(page: Page, guest: boolean) {
  await openMenu(page, `${server.url}/${CAFE}`);
  const chip = page.locator('.store-chips [data-ui="fulfilment"]');
  await chip.click();
  const modal = dialog(page, 'Start order');
  await modal.getByRole('radio', { name: 'Delivery' }).click();
  const asap = modal.getByRole('radio', { name: 'ASAP' });
  if (await asap.count()) await asap.click();
  await modal.getByTestId('start-order').click();
  await see.gone(modal);
  await quickAdd(page, 'Butter croissant');
  await quickAdd(page, 'Cold brew');
  await page.getByTestId('cart-bar').click();
  await dialog(page, /Your order/).getByTestId('cart-continue').click();
  if (guest) {
    await dialog(page, 'Log in or continue as a guest').getByTestId('checkout-guest').click();
    const form = dialog(page, 'Welcome');
    await form.getByLabel('Mobile *').fill('0412345678');
    await form.getByLabel('First name *').fill('Ada');
    await form.getByTestId('checkout-as-guest').click();
  }
}

async function fillAddress(page: Page, street1: string) {
  const d = dialog(page, 'Delivery by courier');
  await see.visible(d);
  await d.getByLabel('Street address *').fill(street1);
  await d.getByLabel('Suburb *').fill('Sydney');
  await d.getByLabel('Postcode *').fill('2000');
  await d.getByLabel('State *').fill('NSW');
  await d.getByLabel('Name *').fill('Ada');
  await d.getByLabel('Mobile *').fill('0412345678');
  await d.getByTestId('courier-get-quote').click();
}

describe('a courier delivery to Sydney', () => {
  let page: Page;

  it('asks the address, shows the quote and the tip drawer; a 10 % tip goes on the order', async () => {
    page = await kit.newPage();
    await startDeliveryOrder(page, true);
    await fillAddress(page, '1 George St');
    const d = dialog(page, 'Delivery by courier');
    await see.visible(d.getByTestId('courier-quote'));
    await see.contains(d.getByTestId('courier-fee'), '$');
    await see.visible(d.getByText('100% of your tip goes to your delivery driver'));
    await d.getByText('10%', { exact: true }).click();
    await shot(page, 'quote-tip');
    await expectAccessible(page, 'courier quote');
    await d.getByTestId('courier-place').click();
    await see.url(page, /\/order\/detail\/P\d{6}[0-9a-f]{32}$/);
    await see.contains(page.locator('.od'), 'Delivery');
    await see.visible(page.getByTestId('courier-delivery'));
    await shot(page, 'order-summary', true);
  });

  it('pays with the simulator; the courier steps advance live to Delivered with the driver; Track Delivery opens the tracking page', async () => {
    await page.getByTestId('action-placeOrder').click();
    await dialog(page, 'Choose payment method').getByTestId('pay-now').click();
    await payWithCard(page, '4242 4242 4242 4242');
    await see.url(page, /\/pay\/callback\?/);
    const view = page.getByTestId('view-order');
    await expect.poll(() => view.isEnabled(), { timeout: 20_000 }).toBe(true);
    await view.click();
    await see.url(page, /\/order\/detail\//);
    await see.visible(page.getByTestId('courier-steps'));
    const track = page.getByTestId('track-delivery');
    await see.visible(track);
    const [popup] = await Promise.all([page.context().waitForEvent('page'), track.click()]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toContain('/courier-simulator/track/sim_');
    await see.visible(popup.locator('.leaflet-container'));
    await see.contains(popup.locator('#status'), ' ');
    await shot(popup, 'tracking-page');
    await popup.close();
    // Steps move without a reload (the subscription); the driver's name arrives with the driver.
    await see.text(page.getByTestId('courier-status'), /Driver confirmed|Driver arrived at pickup|Delivery picked up/, 30_000);
    await see.visible(page.getByTestId('courier-driver'));
    await see.text(page.getByTestId('courier-status'), 'Delivered', 60_000);
    expect((await page.getByTestId('courier-driver').textContent())?.trim()).toMatch(/\w+ \w+/);
    await expect.poll(() => page.getByTestId('track-delivery').count()).toBe(0);
    await shot(page, 'delivered', true);
    await expectAccessible(page, 'delivered order');
  });
});

describe('addresses the courier refuses (§8.6)', () => {
  it("'Undeliverable' shows 'Sorry for the inconvenience' with 'Edit address'; 'Busy' offers 'Retry'", async () => {
    const page = await kit.newPage();
    await startDeliveryOrder(page, true);
    await fillAddress(page, '9 Undeliverable Lane');
    const sorry = page.getByRole('alertdialog', { name: 'Sorry for the inconvenience' });
    await see.visible(sorry);
    await see.contains(sorry, 'The address cannot be delivered.');
    await shot(page, 'undeliverable');
    await expectAccessible(page, 'undeliverable');
    await sorry.getByRole('button', { name: 'Edit address' }).click();
    await fillAddress(page, '3 Busy Rd');
    await see.visible(sorry);
    await see.contains(sorry, 'Internal service failure, please try again later.');
    await see.visible(sorry.getByRole('button', { name: 'Retry' }));
    await shot(page, 'busy-retry');
  });
});
