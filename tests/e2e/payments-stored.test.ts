/**
 * The payment page with stored cards, as a registered member uses it (orders-and-payments.md §2.8,
 * §4.10, §7.4), in Debian's Chromium on a 390×844 phone against the built server and the payment
 * simulator. The café is open 24 hours; 'Pay Now' opens the payment page /pay/checkout with the payment
 * parameters as navigation state (the default, §2.4). Members cannot sign up in the storefront yet, so the
 * member and their login session are written into the data folder before the server starts, and the
 * browser holds that session as a login would leave it.
 *
 * The story: the member pays a first order on the simulator's card page with the success card,
 * ticking 'Save this card'; on a second order the payment page lists 'Visa •••• 4242' and pays with
 * it without the card page; on a third order they remove it (with a confirmation) and it is gone.
 * Screens in English and Chinese, on a phone and a desktop. Last, the server restarts with the café's
 * `checkout_page` set to 1: 'Pay Now' then opens /pay/checkout?data={encrypted}&terminal_id={uuid},
 * which pays the same way.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { dialog, expectAccessible, openMenu, pageKit, payWithCard, row, see, text } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
let server: ServerProcess;
let browser: Browser;
let dataDir: string;
/** The member's stored session (localStorage 'platter:session'). */
let session = '';

beforeAll(async () => {
  dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  const { openDatabase } = await import('../../src/server/platform/db/client');
  const s = await import('../helpers/schema');
  const { issueSession } = await import('../../src/server/modules/accounts/sessions');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [user] = await database.db
      .insert(s.users)
      .values({ uid: randomUUID(), type: s.USER_TYPE.member, platform: 1, firstname: 'Ada', lastname: 'Lovelace', phone: '+61412345678', email: 'ada@example.com', passwordHash: 'not-used' })
      .returning();
    const issued = await issueSession(database.db, Math.floor(Date.now() / 1000), { kind: s.SESSION_KIND.user, userId: user.id });
    session = JSON.stringify({ token: issued.token, expiredAt: issued.expired_at, user: { id: user.id, type: 1, firstname: 'Ada', lastname: 'Lovelace', phone: '+61412345678', email: 'ada@example.com' }, extra: '{}' });
  } finally {
    await database.close();
  }
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

/** Sets the café's `config.checkout_page` in the data folder (the server must be stopped). */
async function setCheckoutPage(value: number): Promise<void> {
  const { openDatabase } = await import('../../src/server/platform/db/client');
  const s = await import('../helpers/schema');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [venue] = await database.db.select({ id: s.venues.id, config: s.venues.config }).from(s.venues).where(eq(s.venues.code, CAFE));
    await database.db.update(s.venues).set({ config: { ...venue.config, checkout_page: value } }).where(eq(s.venues.id, venue.id));
  } finally {
    await database.close();
  }
}

const kit = pageKit(() => browser, 'payments-stored');
const shot = kit.shot;
/** A phone page signed in as the member (the session is installed before the page's own scripts). */
const newPage = (viewport?: { width: number; height: number }) =>
  kit.newPage({
    viewport,
    initScript: {
      fn: (value: string) => {
        if (!localStorage.getItem('platter:session')) localStorage.setItem('platter:session', value);
      },
      arg: session,
    },
  });
/** Opens the café, starts Pick up · ASAP when asked, closes the poster. */
const openCafe = (page: Page) => openMenu(page, `${server.url}/${CAFE}`);

/**
 * Orders a croissant as the signed-in member and opens the payment page through 'Pay Now': with the
 * parameters as navigation state, or `encrypted` in the address (the café's `checkout_page` set).
 */
async function orderAndOpenPaymentPage(page: Page, encrypted = false): Promise<string> {
  await openCafe(page);
  await row(page, 'Butter croissant').locator('.qty-add').click();
  // Decline the combo offer the croissant brings (it opens a moment after the add).
  const offer = dialog(page, 'Make it a combo?');
  if (await offer.waitFor({ state: 'visible', timeout: 3_000 }).then(() => true, () => false)) {
    await offer.getByRole('button', { name: 'Not now' }).click();
    await see.gone(offer);
  }
  await page.getByTestId('cart-bar').click();
  await dialog(page, /Your order/).getByTestId('cart-continue').click();
  await see.url(page, /\/order\/detail\/P/);
  const tradeid = page.url().split('/order/detail/')[1];
  await page.getByTestId('action-placeOrder').click();
  await dialog(page, 'Choose payment method').getByTestId('pay-now').click();
  await see.url(page, encrypted ? /\/pay\/checkout\?data=[^&]+&terminal_id=[0-9a-f-]{36}$/ : /\/pay\/checkout$/);
  await see.visible(page.getByRole('heading', { name: 'Payment' }));
  await see.visible(page.getByTestId('pay-submit'));
  return tradeid;
}

async function expectPaid(page: Page, tradeid: string): Promise<void> {
  await see.url(page, /\/pay\/callback\?/);
  await expect.poll(() => page.getByTestId('pay-result').getAttribute('data-state'), { timeout: 20_000 }).toBe('success');
  const view = page.getByTestId('view-order');
  await expect.poll(() => view.isEnabled(), { timeout: 5_000 }).toBe(true);
  await view.click();
  await see.url(page, new RegExp(`/order/detail/${tradeid}\\?from=pay$`));
  await expect.poll(() => text(page.getByTestId('payment-status')), { timeout: 15_000 }).toBe('Paid');
}

describe('a member saves a card, pays with it, then removes it', () => {
  let page: Page;

  beforeAll(async () => {
    page = await newPage();
  });

  it('pays a first order with the success card on the card page, ticking Save this card', async () => {
    const tradeid = await orderAndOpenPaymentPage(page);
    await see.visible(page.getByText('SIMULATOR'));
    // No stored card yet: only 'New card', chosen.
    expect(await page.getByTestId('stored-card').count()).toBe(0);
    await expect.poll(() => page.getByTestId('new-card').isChecked()).toBe(true);
    await see.contains(page.locator('.pay-methods'), 'you can save it there');
    // The e-mail comes from the order (the member's); without one, Pay asks for it.
    const email = page.getByLabel('E-mail *');
    await expect.poll(() => email.inputValue()).toBe('ada@example.com');
    await email.fill('');
    await page.getByTestId('pay-submit').click();
    await see.visible(page.getByText('Enter the email address'));
    await email.fill('ada@example.com');
    await shot(page, 'page-new-card');
    await expectAccessible(page, 'payment page (new card)');
    await page.getByTestId('pay-submit').click();

    await see.url(page, /\/pay\/simulator\//);
    const save = page.getByLabel('Save this card for next time');
    await see.visible(save);
    await page.getByLabel('Name on card').fill('Ada Lovelace');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/30');
    await page.getByLabel('CVC').fill('123');
    await save.check();
    await shot(page, 'simulator-save');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expectPaid(page, tradeid);
  });

  it('pays a second order with the stored card, without the card page', async () => {
    const tradeid = await orderAndOpenPaymentPage(page);
    const card = page.getByTestId('stored-card');
    await see.visible(card);
    await see.contains(card, 'Visa •••• 4242');
    await see.contains(card, 'Expires 12/30');
    // One croissant: the first payment's result page emptied the café's cart.
    await see.contains(page.getByTestId('pay-amount'), '$5.50');
    await expect.poll(() => card.getByRole('radio').isChecked()).toBe(true);
    await shot(page, 'page-stored');
    await expectAccessible(page, 'payment page (stored card)');
    await page.getByTestId('pay-submit').click();
    // Straight to the result: the simulator charges the token and its signed webhook pays the order.
    await see.url(page, /\/pay\/callback\?platform=1&sessionId=/);
    expect(page.url()).not.toContain('/pay/simulator/');
    await shot(page, 'stored-result');
    await expectPaid(page, tradeid);
  });

  it('shows the stored card in Chinese and on a desktop', async () => {
    await orderAndOpenPaymentPage(page);
    const url = page.url();
    await page.context().addCookies([{ name: 'platter_lng', value: 'zh-CN', url: server.url }]);
    await page.goto(url);
    await see.visible(page.getByRole('heading', { name: '支付' }));
    await see.contains(page.getByTestId('stored-card'), 'Visa •••• 4242');
    await see.contains(page.getByTestId('stored-card'), '有效期 12/30');
    await see.visible(page.getByRole('button', { name: '移除 Visa •••• 4242' }));
    await shot(page, 'page-zh');
    await page.context().clearCookies({ name: 'platter_lng' });

    // The same navigation state in a desktop browser.
    const state = await page.evaluate(() => sessionStorage.getItem('platter:pay-params'));
    expect(state).toContain('"platform":1');
    const desk = await newPage({ width: 1280, height: 900 });
    await desk.context().addInitScript((value) => sessionStorage.setItem('platter:pay-params', value), state ?? '');
    await desk.goto(url);
    await see.contains(desk.getByTestId('stored-card'), 'Visa •••• 4242');
    await shot(desk, 'page-desktop');
    await expectAccessible(desk, 'payment page (desktop)');
  });

  it('removes the stored card after a confirmation; it stays gone', async () => {
    await page.reload();
    const remove = page.getByRole('button', { name: 'Remove Visa •••• 4242' });
    await see.visible(remove);
    // Cancel keeps it.
    await remove.click();
    let confirm = page.getByRole('alertdialog', { name: 'Remove card' });
    await see.contains(confirm, 'Remove Visa •••• 4242 from your saved cards?');
    await shot(page, 'remove-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await see.gone(confirm);
    expect(await page.getByTestId('stored-card').count()).toBe(1);

    await remove.click();
    confirm = page.getByRole('alertdialog', { name: 'Remove card' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await see.contains(page.getByTestId('toast'), 'Card removed');
    await see.gone(page.getByTestId('stored-card'));
    await expect.poll(() => page.getByTestId('new-card').isChecked()).toBe(true);
    await shot(page, 'removed');
    await page.reload();
    await see.visible(page.getByTestId('pay-submit'));
    expect(await page.getByTestId('stored-card').count()).toBe(0);
  });
});

describe("the café's checkout_page set: 'Pay Now' opens the payment page with encrypted parameters", () => {
  it('opens /pay/checkout?data=…&terminal_id=… and pays with a new card on the card page', async () => {
    await server.stop();
    await setCheckoutPage(1);
    server = await startServer({ DATA_DIR: dataDir });
    const page = await newPage();
    const tradeid = await orderAndOpenPaymentPage(page, true);
    // The parameters travel in the address, not as navigation state.
    expect(await page.evaluate(() => sessionStorage.getItem('platter:pay-params'))).toBeNull();
    await see.contains(page.getByTestId('pay-amount'), '$5.50');
    await expect.poll(() => page.getByLabel('E-mail *').inputValue()).toBe('ada@example.com');
    await shot(page, 'encrypted');
    await payWithCard(page, '4242 4242 4242 4242');
    await expectPaid(page, tradeid);
  });
});
