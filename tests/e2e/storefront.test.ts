/**
 * The storefront as a diner uses it (issue 4; storefront.md §2), in Debian's Chromium against the built
 * server with the demo brand: the café (a sized coffee with modifiers and a note, a combo upgrade,
 * sold-out and would-sell-out refusals, takeaway for a later slot, Chinese, a reload keeping the
 * cart), the restaurant (delivery zones in and out of range, a set menu by course) and the food hall
 * (items from two stores); the phone top bar keeps the cart total and Log in / Sign up at 390 and 320
 * px; a toast never covers an open drawer; axe (WCAG 2.2 AA, touch targets included) finds no serious
 * or critical violation on any page or open modal, in en, en-AU and zh-CN.
 *
 * The demo venues keep Sydney hours and the tests run at any hour: a closed store forces a pre-order
 * and a store that cannot pre-order lets the selector close, so the helpers handle both.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { badge, dialog, expectAccessible, pageKit, row, see as kitSee } from '../helpers/e2e-kit';

let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'storefront');
const phone = () => kit.newPage();
const shot = (page: Page, name: string) => kit.shot(page, name);

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

/** The kit's web-first checks (vitest has no Playwright matchers), plus list, attribute, count and disabled checks. */
const see = {
  ...kitSee,
  texts: (l: Locator, want: string[]) => expect.poll(() => l.allTextContents(), { timeout: 10_000 }).toEqual(want),
  attr: (l: Locator, name: string, want: string | null) => expect.poll(() => l.first().getAttribute(name), { timeout: 10_000 }).toBe(want),
  count: (l: Locator, n: number) => expect.poll(() => l.count(), { timeout: 10_000 }).toBe(n),
  disabled: (l: Locator) => expect.poll(() => l.first().isDisabled(), { timeout: 10_000 }).toBe(true),
};

const startOrder = (page: Page) => dialog(page, 'Start order');

/** Waits for the menu island to be live (rows synced with the cart). */
async function waitForMenu(page: Page): Promise<void> {
  await page.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
}

/** Picks 'Later' with the first date and the first open 5-minute time, in an open 'Start order' modal. */
async function chooseLater(page: Page): Promise<string> {
  const modal = startOrder(page);
  const later = modal.getByRole('radio', { name: 'Later' });
  if ((await later.getAttribute('aria-checked')) !== 'true') await later.click();
  const date = modal.getByTestId('preorder-date');
  await date.selectOption({ index: 0 });
  // One list of the open slots (issue 27 item 16).
  const time = modal.getByTestId('preorder-time');
  const slot = await time.locator('option:not([disabled])').first().getAttribute('value');
  await time.selectOption(slot!);
  return slot!;
}

/** Starts an order of category `tile` in the open 'Start order' modal: ASAP when possible, else the first later slot. */
async function startWith(page: Page, tile: string): Promise<void> {
  const modal = startOrder(page);
  await modal.getByRole('radio', { name: tile }).click();
  const start = modal.getByTestId('start-order');
  if (await start.isDisabled()) await chooseLater(page);
  await start.click();
  await see.gone(startOrder(page));
}

/** Deals with what entry opens: the 'Start order' modal (closed, or started with `tile` when it cannot close) and a poster. */
async function settle(page: Page, tile = 'Pick up'): Promise<void> {
  await waitForMenuOrGrid(page);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  for (let i = 0; i < 4; i++) {
    const modal = startOrder(page);
    if (await modal.isVisible()) {
      const close = modal.getByRole('button', { name: 'Close' });
      if (await close.isVisible()) await close.click();
      else await startWith(page, tile);
      await page.waitForTimeout(200);
      continue;
    }
    const poster = page.locator('.poster');
    if (await poster.isVisible()) {
      await poster.locator('.dialog-actions button').click();
      await page.waitForTimeout(200);
      continue;
    }
    break;
  }
}

async function waitForMenuOrGrid(page: Page): Promise<void> {
  await page.locator('[data-row][data-count], .menu-grid').first().waitFor({ state: 'attached' });
  await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached' }).catch(() => undefined);
}

const cartCount = badge;

describe('the café (laneway-espresso)', () => {
  let page: Page;

  beforeAll(async () => {
    page = await phone();
    await page.goto(`${server.url}/laneway-espresso`);
    await settle(page);
  });

  it('renders the whole menu on the server with the venue title, JSON-LD and a cacheable shell', async () => {
    const res = await fetch(`${server.url}/laneway-espresso`);
    const html = await res.text();
    expect(res.headers.get('cache-control')).toContain('s-maxage=60');
    expect(html).toContain('<title>Laneway Espresso | Order online | Platter</title>');
    expect(html).toContain('"@type":"Restaurant"');
    expect(html).toContain('"@type":"MenuItem"');
    expect((html.match(/<li class="row"/g) ?? []).length).toBeGreaterThan(30);
    expect(html).toContain('Flat white');
    // Before hydration the cart button already reads the empty cart (never 'undefined items, $NaN').
    expect(html).toMatch(/class="bar-cart"[^>]*aria-label="Cart, 0 items, \$0\.00"/);
    // Not inside the boot blob: base64 may spell 'NaN' by chance (the flake seen in session 12).
    const shown = html.replace(/<script type="application\/octet-stream"[^>]*>[^<]*<\/script>/, '');
    expect(shown).not.toMatch(/undefined items|NaN/);
    await shot(page, 'cafe');
    await expectAccessible(page, 'café menu');
  });

  it('keeps the cart total and Log in / Sign up in the phone top bar at 390 and 320 px', async () => {
    for (const width of [390, 320]) {
      const small = width === 390 ? page : await kit.newPage({ viewport: { width, height: 640 } });
      if (small !== page) {
        await small.goto(`${server.url}/laneway-espresso`);
        await settle(small);
      }
      const bar = small.locator('header.topbar');
      const login = bar.getByRole('link', { name: 'Log in', exact: true });
      const signUp = bar.getByRole('link', { name: 'Sign up', exact: true });
      await see.visible(login);
      await see.visible(signUp);
      expect(new URL(await login.getAttribute('href') ?? '', server.url).pathname).toBe('/user/login');
      const register = new URL(await signUp.getAttribute('href') ?? '', server.url);
      // Sign up opens the mobile-entry screen with page type 1 (accounts-and-loyalty.md §2.1, §2.4).
      expect([register.pathname, register.searchParams.get('type')]).toEqual(['/verify/mobile', '1']);
      await see.visible(bar.locator('.bar-total'));
      await see.text(bar.locator('.bar-total'), /^\$\d+\.\d\d$/);
      // Everything fits inside the screen.
      for (const l of [login, signUp, bar.locator('.bar-cart'), bar.getByTestId('language')]) {
        const box = (await l.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        expect(box.height).toBeGreaterThanOrEqual(24);
      }
      await small.screenshot({ path: `test-results/storefront-topbar-${width}.png`, clip: { x: 0, y: 0, width, height: 120 } });
      if (small !== page) await expectAccessible(small, `café menu at ${width} px`);
    }
  });

  it('adds a large flat white with oat milk, an extra shot and a note, declining the combo offer', async () => {
    await row(page, 'Flat white').locator('.row-open').click();
    const sheet = dialog(page, /Flat white/);
    await sheet.getByRole('radio', { name: /Large/ }).check();
    await sheet.getByRole('radio', { name: /Oat/ }).check();
    await sheet.getByRole('checkbox', { name: /Extra shot/ }).check();
    await sheet.getByPlaceholder('Add notes (extra sauce, no onions etc)').fill('Extra hot please');
    const add = sheet.getByTestId('add-to-cart');
    await expect.poll(() => add.getAttribute('aria-disabled')).toBe('false');
    await see.text(add, /Add to cart \(\$\d+\.\d\d\)/);
    await shot(page, 'cafe-sheet');
    await expectAccessible(page, 'product sheet');
    await add.click();
    const offer = dialog(page, 'Make it a combo?');
    await see.visible(offer);
    await expectAccessible(page, 'combo offer');
    await offer.getByRole('button', { name: 'Not now' }).click();
    await see.text(cartCount(page), '1');
    await see.text(row(page, 'Flat white').locator('.row-badge'), '1');
  });

  it('accepts a combo upgrade from the bacon & egg roll', async () => {
    await row(page, 'Bacon & egg roll').locator('.row-open').click();
    await dialog(page, /Bacon & egg roll/).getByTestId('add-to-cart').click();
    const offer = dialog(page, 'Make it a combo?');
    await offer.getByRole('button', { name: 'Upgrade' }).first().click();
    const combo = dialog(page, /Bacon roll & coffee/);
    await see.count(combo.locator('.combo-chip'), 1);
    await see.visible(combo.getByText('required', { exact: true }).first());
    await combo.locator('section[id^="grp-"]').nth(1).getByRole('button', { name: /Flat white/ }).first().click();
    await combo.getByRole('radio', { name: /Full cream/ }).check();
    await shot(page, 'cafe-combo');
    await expectAccessible(page, 'combo sheet');
    const add = combo.getByTestId('add-to-cart');
    await expect.poll(() => add.getAttribute('aria-disabled')).toBe('false');
    await add.click();
    await see.gone(combo);
    // A combo counts one item per group (storefront.md §5).
    await see.text(cartCount(page), '3');
  });

  it('refuses a sold-out item', async () => {
    const almond = row(page, 'Almond croissant');
    await see.attr(almond, 'data-soldout', '');
    await see.visible(almond.locator('.row-soldout'));
    await see.disabled(almond.locator('.qty-add'));
    await almond.scrollIntoViewIfNeeded();
    await almond.locator('.row-open').dispatchEvent('click');
    await see.text(page.getByTestId('toast'), /sold out/);
    await see.gone(dialog(page, /Almond croissant/));
    await see.text(cartCount(page), '3');
  });

  it('refuses to increase an item that would sell out (3 slices of banana bread left)', async () => {
    const bread = row(page, 'Banana bread');
    await bread.locator('.qty-add').click();
    await dialog(page, 'Make it a combo?').getByRole('button', { name: 'Not now' }).click();
    await see.text(bread.locator('.qty-count'), '1');
    await bread.locator('.qty-add').click();
    await see.text(bread.locator('.qty-count'), '2');
    await bread.locator('.qty-add').click();
    await see.text(bread.locator('.qty-count'), '3');
    await see.attr(bread.locator('.qty-add'), 'aria-disabled', 'true');
    await bread.locator('.qty-add').dispatchEvent('click');
    await see.text(page.getByTestId('toast'), /No more Banana bread/);
    await see.text(bread.locator('.qty-count'), '3');
    await see.text(cartCount(page), '6');
  });

  it('chooses takeaway for a later slot', async () => {
    await page.locator('.store-chips [data-ui="fulfilment"]').click();
    const modal = startOrder(page);
    await modal.getByRole('radio', { name: 'Take Away' }).click();
    const time = await chooseLater(page);
    await shot(page, 'cafe-fulfilment');
    await expectAccessible(page, 'start order');
    await modal.getByTestId('start-order').click();
    await see.gone(modal);
    // The slot said by locale: 'Take Away · Sat 28 Nov, 9:00 am' (issue 27 item 16).
    const [h, m] = time.split(':').map(Number);
    const clock = `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
    await see.text(page.locator('.store-chips [data-fulfil-label]'), new RegExp(`Take Away · [A-Z][a-z]{2} \\d{1,2} [A-Z][a-z]{2}, ${clock}$`));
  });

  it('shows the cart grouped, with the note and the total unpaid', async () => {
    await page.getByTestId('cart-bar').click();
    const cart = dialog(page, /Your order/);
    await see.visible(cart);
    await see.visible(cart.getByText('Note: Extra hot please'));
    await see.visible(cart.getByText(/Total unpaid \$\d+\.\d\d/));
    await see.count(cart.locator('.cart-line'), 3);
    await shot(page, 'cafe-cart');
    await expectAccessible(page, 'cart drawer');
    // A refusal while the drawer is open shows at the top, over the dimmed page: never over the drawer.
    await cart.getByRole('button', { name: 'One more Banana bread' }).click();
    const toast = page.getByTestId('toast');
    await see.text(toast, /out of stock|No more Banana bread/);
    const [t, d] = [(await toast.boundingBox())!, (await cart.boundingBox())!];
    expect(t.y + t.height).toBeLessThanOrEqual(d.y);
    await shot(page, 'cafe-cart-toast');
    await cart.getByRole('button', { name: 'Close cart' }).click();
    await see.gone(cart);
  });

  it('opens the cart from the keyboard, keeps focus inside, and gives it back on Escape', async () => {
    const bar = page.getByTestId('cart-bar');
    await bar.focus();
    await page.keyboard.press('Enter');
    const cart = dialog(page, /Your order/);
    await see.visible(cart);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await see.gone(cart);
    // Focus comes back as the dialog unmounts (a frame after it is hidden).
    await expect.poll(() => bar.evaluate((el) => el === document.activeElement), { timeout: 5_000 }).toBe(true);
  });

  it('switches to 中文 without losing the cart, and keeps it on reload', async () => {
    await Promise.all([page.waitForEvent('load'), page.getByTestId('language').selectOption('zh-CN')]);
    await see.attr(page.locator('html'), 'lang', 'zh-CN');
    await waitForMenu(page);
    await see.visible(page.getByRole('navigation', { name: '菜单分类' }));
    await see.contains(page.locator('.store-chips [data-fulfil-label]'), '外带');
    await see.contains(page.getByTestId('cart-bar'), '查看订单');
    await see.text(cartCount(page), '6');
    await shot(page, 'cafe-zh');
    await expectAccessible(page, 'café in Chinese');
    await page.reload();
    await waitForMenu(page);
    await see.text(cartCount(page), '6');
    await see.attr(page.locator('html'), 'lang', 'zh-CN');
    await Promise.all([page.waitForEvent('load'), page.getByTestId('language').selectOption('en')]);
    await see.attr(page.locator('html'), 'lang', 'en');
  });

  it('checks the cart against the menu and hands it to checkout', async () => {
    // The language switch reloaded the page: a poster may pop up on the new visit (issue 27 item 19).
    await settle(page);
    await page.getByTestId('cart-bar').click();
    await dialog(page, /Your order/).getByTestId('cart-continue').click();
    // Nothing changed on the menu, so no 'Changed items'; checkout (next issue) takes over: its page, or
    // for a guest the login-or-guest dialog in place of the cart.
    await expect
      .poll(async () => page.url().includes('/pay/') || ((await dialog(page, /Your order/).count()) === 0 && (await page.getByRole('dialog').count()) > 0), { timeout: 10_000 })
      .toBe(true);
    await see.count(dialog(page, 'Changed items'), 0);
    await shot(page, 'cafe-checkout');
  });

  it('starts checkout on entry when the store page carries the CHECK_OUT intent (storefront.md §2.6; issue 26 item 11c)', async () => {
    await page.goto(`${server.url}/laneway-espresso?action=CHECK_OUT`);
    // As 'continue' does, without opening the cart: a guest gets the login-or-guest dialog (or checkout's page).
    await expect
      .poll(async () => page.url().includes('/pay/') || (await dialog(page, 'Log in or continue as a guest').count()) > 0, { timeout: 15_000 })
      .toBe(true);
    await see.count(dialog(page, /Your order/), 0);
  });
});

describe('the restaurant (golden-lantern)', () => {
  let page: Page;

  beforeAll(async () => {
    page = await phone();
    await page.goto(`${server.url}/golden-lantern`);
    await waitForMenuOrGrid(page);
  });

  it('checks a delivery suburb in range and one out of range', async () => {
    const modal = startOrder(page);
    await see.visible(modal);
    await modal.getByRole('radio', { name: 'Delivery' }).click();
    await see.contains(modal.getByRole('table'), 'Delivery fee');
    const search = modal.getByTestId('suburb-search');
    await search.fill('Ultimo');
    await modal.getByRole('button', { name: /Ultimo/ }).click();
    await see.contains(modal.getByRole('status'), 'We deliver to Ultimo');
    await shot(page, 'restaurant-delivery');
    await expectAccessible(page, 'delivery zones');
    await search.fill('3000');
    await search.press('Enter');
    await see.text(modal.getByRole('status'), 'Your address is not in range of our store location');
    await see.visible(modal.locator('.range-out'));
    await startWith(page, 'Take Away');
  });

  it('adds a set menu, choosing the fish for the main course', async () => {
    await settle(page, 'Take Away');
    await expectAccessible(page, 'menu selector');
    await page.getByRole('link', { name: /Dinner/ }).click();
    await waitForMenu(page);
    await settle(page, 'Take Away');
    await row(page, "Chef's seafood banquet").locator('.row-open').click();
    const sheet = dialog(page, /seafood banquet/);
    for (const course of ['Entrée', 'Main', 'Dessert']) await see.visible(sheet.getByRole('heading', { name: course }));
    await see.text(sheet.getByTestId('add-to-cart'), 'Continue');
    await sheet.getByRole('radio', { name: /Crispy, sweet & sour/ }).check();
    await shot(page, 'restaurant-setmenu');
    await sheet.getByTestId('add-to-cart').click();
    await see.gone(sheet);
    // A set menu counts one item per item (storefront.md §5): 7 dishes.
    await see.text(cartCount(page), '7');
    await expectAccessible(page, 'restaurant menu');
  });

  it('shows the Chinese names of menus, categories and dishes under 中文', async () => {
    await Promise.all([page.waitForEvent('load'), page.getByTestId('language').selectOption('zh-CN')]);
    await waitForMenu(page);
    await see.visible(page.getByRole('heading', { name: '前菜' }));
    await see.visible(page.locator('.row-name', { hasText: '水晶虾饺' }));
    await see.contains(page.locator('[data-ui="menus"]'), '晚市');
    await see.text(cartCount(page), '7');
    await shot(page, 'restaurant-zh');
    await expectAccessible(page, 'restaurant in Chinese');
  });
});

describe('the food hall (laneway-eats)', () => {
  it('adds items from two stores to one order', async () => {
    const page = await phone();
    await page.goto(`${server.url}/laneway-eats`);
    await settle(page, 'Pick up');
    await shot(page, 'foodhall');
    await expectAccessible(page, 'food hall');
    await page.getByRole('link', { name: /Bao Bar/ }).click();
    await waitForMenu(page);
    await settle(page, 'Pick up');
    await row(page, 'Crispy tofu bao').locator('.qty-add').click();
    await dialog(page, 'Make it a combo?').getByRole('button', { name: 'Not now' }).click();
    await see.text(cartCount(page), '1');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('link', { name: /Pho Corner/ }).click();
    await waitForMenu(page);
    await settle(page, 'Pick up');
    await row(page, 'Prawn rice paper rolls').locator('.qty-add').click();
    await see.text(cartCount(page), '2');
    await page.getByTestId('cart-bar').click();
    const cart = dialog(page, /Your order/);
    await see.texts(cart.locator('.cart-line-store'), ['Bao Bar', 'Pho Corner']);
    await shot(page, 'foodhall-cart');
    await expectAccessible(page, 'food hall cart');
  });
});

describe('home and fixed pages', () => {
  it('lists the featured stores under the banner carousel', async () => {
    const page = await phone();
    await page.goto(server.url);
    await see.visible(page.getByRole('heading', { name: 'Featured Stores' }));
    await see.count(page.locator('[data-store-card]'), 3);
    await expect.poll(() => page.locator('.carousel picture source[media="(min-width: 600px)"]').first().getAttribute('srcset')).toMatch(/banner/);
    await shot(page, 'home');
    await expectAccessible(page, 'home');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await see.visible(page.getByRole('dialog'));
    await expectAccessible(page, 'side menu drawer');
  });

  it('passes axe in en-AU (the default country): the first modal the café opens, then the menu', async () => {
    const page = await kit.newPage({ contextOptions: { locale: 'en-AU', extraHTTPHeaders: { 'accept-language': 'en-AU' } } });
    await page.goto(`${server.url}/laneway-espresso`);
    await waitForMenu(page);
    await see.visible(page.getByRole('dialog'));
    await expectAccessible(page, 'first modal in en-AU');
    await settle(page);
    await expectAccessible(page, 'café menu in en-AU');
  });

  it("says 'Page Not Found' at /404 and for an unknown store", async () => {
    const page = await phone();
    const res = await page.goto(`${server.url}/404`);
    expect(res?.status()).toBe(404);
    await see.visible(page.getByRole('heading', { name: 'Page Not Found' }));
    await see.visible(page.getByText('Sorry, the page you were looking for at this URL was not found.'));
    await expectAccessible(page, '404');
    const missing = await page.goto(`${server.url}/no-such-venue`);
    expect(missing?.status()).toBe(404);
    await see.visible(page.getByRole('alertdialog', { name: 'Page not found' }));
  });

  it('asks to scan the table QR code at /scan/table and /tbl without a code', async () => {
    const page = await phone();
    await page.goto(`${server.url}/scan/table`);
    await see.contains(page.getByRole('alertdialog'), 'Please scan the table QR code.');
    await see.gone(page.getByRole('alertdialog').getByRole('button'));
    await expectAccessible(page, 'scan table');
    await page.goto(`${server.url}/tbl`);
    await see.contains(page.getByRole('alertdialog'), 'Please scan the table QR code.');
  });

  it('opens a table by its QR code in table mode, and says when the code is unknown', async () => {
    // Entry only (storefront.md §2.2): ordering at the table itself belongs to table ordering.
    const page = await phone();
    const res = await page.goto(`${server.url}/tbl?c=mvnw98rxyj`, { waitUntil: 'domcontentloaded' });
    expect(res?.status()).toBe(200);
    await see.visible(page.getByRole('heading', { level: 1, name: 'Laneway Espresso' }));
    expect(await page.locator('[data-row]').count()).toBeGreaterThan(30);
    expect(res?.headers()['cache-control']).toContain('no-store');
    const missing = await page.goto(`${server.url}/tbl?c=nosuchtable`, { waitUntil: 'domcontentloaded' });
    expect(missing?.status()).toBe(404);
    await see.contains(page.getByRole('alertdialog'), 'Invalid code, please ask staff for help');
  });

  it('answers the account and privacy routes with a titled page (loyalty pages: tests/e2e/loyalty.test.ts)', async () => {
    const page = await phone();
    for (const path of ['/user/account', '/policy/privacy']) {
      const res = await page.goto(`${server.url}${path}`, { waitUntil: 'domcontentloaded' });
      expect(res?.status()).toBe(200);
      await see.visible(page.getByRole('heading', { level: 1 }));
    }
    await expectAccessible(page, 'the privacy policy');
  });
});

describe("the 'not allowed' page and the rescan redirect (storefront.md §2.1, §2.2; issue 26 item 11)", () => {
  it("shows 'Not allowed' at /not-allowed with status 403 and a way home, in en, en-AU and zh-CN", async () => {
    const page = await phone();
    const res = await page.goto(`${server.url}/not-allowed`);
    expect(res?.status()).toBe(403);
    expect(res?.headers()['cache-control']).toContain('no-store');
    const box = page.getByRole('alertdialog', { name: 'Not allowed' });
    await see.contains(box, 'You are not allowed to open this page.');
    await see.visible(box.getByRole('link', { name: 'Go to the home page' }));
    await shot(page, 'not-allowed-en');
    await expectAccessible(page, 'not allowed');
    const au = await kit.newPage({ viewport: { width: 1280, height: 800 }, contextOptions: { locale: 'en-AU', extraHTTPHeaders: { 'accept-language': 'en-AU' } } });
    await au.goto(`${server.url}/not-allowed`);
    await see.contains(au.getByRole('alertdialog', { name: 'Not allowed' }), 'You are not allowed to open this page.');
    await shot(au, 'not-allowed-en-au-1280');
    const zh = await kit.newPage({ zh: true });
    await zh.goto(`${server.url}/not-allowed`);
    const zhBox = zh.getByRole('alertdialog', { name: '无权访问' });
    await see.contains(zhBox, '您无权打开此页面。');
    await see.visible(zhBox.getByRole('link', { name: '返回首页' }));
    await shot(zh, 'not-allowed-zh');
    await expectAccessible(zh, 'not allowed in zh-CN');
    await zhBox.getByRole('link', { name: '返回首页' }).click();
    await expect.poll(() => new URL(zh.url()).pathname).toBe('/');
  });

  it('sends a phone that just came from a table from / to the rescan-table page; without a table / stays home', async () => {
    const page = await phone();
    await page.goto(`${server.url}/tbl?c=mvnw98rxyj`, { waitUntil: 'domcontentloaded' });
    // The table page records its app mode ('tbl') once its island runs (storefront.md §2.2, 60 s memory).
    await expect.poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('xc-mode') ?? 'null')?.mode ?? null), { timeout: 15_000 }).toBe('tbl');
    await page.goto(server.url);
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/scan/rescan');
    await see.contains(page.getByRole('alertdialog', { name: 'Please rescan' }), 'Please rescan the QR code to continue.');
    const fresh = await phone();
    await fresh.goto(server.url);
    await see.visible(fresh.getByRole('heading', { name: 'Featured Stores' }));
    await fresh.waitForTimeout(500);
    expect(new URL(fresh.url()).pathname).toBe('/');
  });
});

describe('Content-Security-Policy (issue 16 item 5)', () => {
  it('sends a strict policy with the pages: no framing, hashed inline code, no payment providers off the payment page', async () => {
    for (const path of ['/', '/laneway-espresso', '/tbl?c=s5he87gvpk', '/user/login']) {
      const res = await fetch(`${server.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("object-src 'none'");
      expect(csp, path).toMatch(/script-src 'self' 'sha256-/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp, path).not.toContain('adyen');
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
    }
    const pay = (await fetch(`${server.url}/pay/checkout`)).headers.get('content-security-policy') ?? '';
    expect(pay).toMatch(/script-src 'self' https:\/\/\*\.adyen\.com/);
    expect(pay).toContain("frame-ancestors 'none'");
  });

  it('runs every page of this suite without a CSP violation in Chromium', () => {
    expect(kit.cspViolations()).toEqual([]);
  });
});
