/**
 * Ordering at a table as diners do it (issue 6; storefront.md §2.2, §2.6, §4 "Table states", "Cart line
 * status", §5, §8; orders-and-payments.md §4.4, §4.8), in Debian's Chromium on two 390×844 phones at
 * the passcode table 6 of the café (s5he87gvpk, passcode 4821), against the built server. The café is
 * made open 24 hours (the demo keeps Sydney hours and tests run at any hour).
 *
 * The story: phone A scans the table, joins with the passcode and 3 guests and adds two items; phone
 * B, at the same table, joins too and sees them within a second, adds its own and removes one of A's;
 * both phones show the same cart; B submits to the kitchen and both see the round under 'Ordered
 * items'; the staff console lists the table with its round; staff lock it and A's next add is refused;
 * A pays the table with the simulator's success card and both phones see it paid. Plus the entry
 * screens: no code, an unknown code, a wrong passcode.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';

const CAFE = 'laneway-espresso';
const TABLE = 's5he87gvpk';
const PASSCODE = '4821';
let server: ServerProcess;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
});

afterAll(async () => {
  for (const c of contexts) await c.close().catch(() => undefined);
  await browser?.close();
  await server?.stop();
});

async function newPage(viewport = { width: 390, height: 844 }): Promise<Page> {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 2, locale: 'en-US' });
  contexts.push(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(250);
  await page.screenshot({ path: `test-results/table-${name}.png` });
}

/** No serious or critical axe violation on the page as it stands. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(bad).toEqual([]);
}

const text = async (l: Locator) => ((await l.count()) ? ((await l.first().textContent()) ?? '').replace(/\s+/g, ' ').trim() : '');
const see = {
  visible: (l: Locator) => l.first().waitFor({ state: 'visible' }),
  gone: (l: Locator) => l.first().waitFor({ state: 'detached' }),
  text: (l: Locator, want: string | RegExp, timeout = 15_000) =>
    typeof want === 'string' ? expect.poll(() => text(l), { timeout }).toBe(want) : expect.poll(() => text(l), { timeout }).toMatch(want),
  contains: (l: Locator, want: string) => expect.poll(() => text(l), { timeout: 15_000 }).toContain(want),
  url: (page: Page, want: RegExp) => expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(want),
};
const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });
const row = (page: Page, name: string): Locator => page.locator('[data-row]', { has: page.locator('.row-name', { hasText: name }) }).first();
const badge = (page: Page) => page.getByTestId('cart-bar').locator('.badge');

/** Closes the table poster ('Ordering from your table') when it pops up. */
async function closePoster(page: Page): Promise<void> {
  const poster = page.locator('.poster');
  if (await poster.isVisible().catch(() => false)) {
    await poster.locator('.dialog-actions button').click();
    await page.waitForTimeout(150);
  }
}

/** Scans the table: the menu in table mode with the joining modal 'Table 6'. */
async function scan(page: Page, code = TABLE): Promise<Locator> {
  await page.goto(`${server.url}/tbl?c=${code}`);
  await page.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
  const join = dialog(page, 'Table 6');
  await see.visible(join);
  return join;
}

/** Joins with the guests (prefilled for a started table) and the passcode. */
async function join(page: Page, guests: string, passcode = PASSCODE): Promise<void> {
  const modal = dialog(page, 'Table 6');
  if (guests) await modal.getByLabel('Number of guests').fill(guests);
  await modal.getByLabel('Table passcode').fill(passcode);
  await modal.getByTestId('table-start').click();
  await see.gone(modal);
  await closePoster(page);
}

/** Adds a plain item from its row, declining a combo offer. */
async function quickAdd(page: Page, name: string): Promise<void> {
  await closePoster(page);
  await row(page, name).locator('.qty-add').click();
  for (let i = 0; i < 2; i++) {
    await page.waitForTimeout(150);
    const offer = dialog(page, 'Make it a combo?');
    if (await offer.isVisible().catch(() => false)) await offer.getByRole('button', { name: 'Not now' }).click();
  }
}

/** The cart drawer's lines as 'name ×count' (status in brackets when sent or paid), sorted. */
async function cartText(page: Page): Promise<string> {
  const lines = page.getByTestId('table-cart-lines').locator('.cart-line');
  const out: string[] = [];
  for (let i = 0; i < (await lines.count()); i++) {
    const l = lines.nth(i);
    const name = await text(l.locator('.cart-line-name'));
    const count = (await l.locator('.stepper-n').count()) ? await text(l.locator('.stepper-n')) : (await text(l.locator('.cart-line-count'))).replace('×', '');
    out.push(`${name} ×${count}`);
  }
  return out.sort().join(', ');
}

async function openCart(page: Page): Promise<Locator> {
  await page.getByTestId('cart-bar').click();
  const drawer = dialog(page, /Your order/);
  await see.visible(drawer);
  return drawer;
}

async function closeCart(page: Page): Promise<void> {
  await dialog(page, /Your order/).getByRole('button', { name: 'Close cart' }).click();
  await see.gone(dialog(page, /Your order/));
}

describe('the table entry', () => {
  it("shows the scan prompt without a code and 'Table not found' for an unknown code", async () => {
    const page = await newPage();
    await page.goto(`${server.url}/tbl`);
    await see.visible(page.getByRole('alertdialog', { name: 'Scan table' }));
    const res = await page.goto(`${server.url}/tbl?c=nosuchtable`);
    expect(res?.status()).toBe(404);
    await see.visible(page.getByRole('alertdialog', { name: 'Table not found' }));
    await shot(page, 'not-found');
  });

  it('speaks Chinese: the joining modal of a code-mode table asks only the number of guests', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'zh-CN', extraHTTPHeaders: { 'accept-language': 'zh-CN' } });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/tbl?c=mvnw98rxyj`);
    const modal = dialog(page, '1 号桌');
    await see.visible(modal);
    await see.visible(modal.getByLabel('用餐人数'));
    expect(await modal.getByLabel('桌台密码').count()).toBe(0);
    await modal.getByLabel('用餐人数').press('Enter');
    await see.visible(modal.getByText('未选择用餐人数'));
    await shot(page, 'zh-join');
  });
});

describe('two phones at one table', () => {
  let a: Page;
  let b: Page;
  let staff: Page;

  beforeAll(async () => {
    [a, b, staff] = await Promise.all([newPage(), newPage(), newPage({ width: 1280, height: 900 })]);
  });

  it('phone A joins with the passcode and 3 guests; a wrong passcode is refused', async () => {
    const modal = await scan(a);
    await see.visible(modal.getByLabel('Table passcode'));
    await shot(a, 'join');
    await expectAccessible(a, 'joining modal');
    await modal.getByLabel('Number of guests').fill('3');
    await modal.getByLabel('Table passcode').fill('1111');
    await modal.getByTestId('table-start').click();
    const refused = dialog(a, 'Information');
    await see.contains(refused, 'Invalid passcode, please ask staff for help');
    await shot(a, 'wrong-passcode');
    await refused.getByRole('button', { name: 'OK' }).click();
    await join(a, '3');
    await see.contains(a.getByTestId('table-bar'), 'Table 6');
    await see.contains(a.getByTestId('table-bar'), '3 guest(s)');
  });

  it('phone B joins the same table (guests already set) and sees what A adds within a second', async () => {
    const modal = await scan(b);
    await expect.poll(() => modal.getByLabel('Number of guests').inputValue()).toBe('3');
    await join(b, '');
    await see.contains(b.getByTestId('table-bar'), '3 guest(s)');

    await quickAdd(a, 'Butter croissant');
    await see.text(badge(a), '1');
    let t0 = Date.now();
    await see.text(badge(b), '1', 1_000);
    const first = Date.now() - t0;
    await quickAdd(a, 'Cold brew');
    await see.text(badge(a), '2');
    t0 = Date.now();
    await see.text(badge(b), '2', 1_000);
    expect(Math.max(first, Date.now() - t0)).toBeLessThan(1_000);
    await shot(b, 'b-sees-a');
  });

  it("B adds its own item and removes one of A's; both phones converge", async () => {
    await quickAdd(b, 'Blueberry muffin');
    const drawer = await openCart(b);
    await drawer.getByRole('button', { name: 'One less Butter croissant' }).click();
    await expect.poll(() => cartText(b)).toBe('Blueberry muffin ×1, Cold brew ×1');
    await shot(b, 'b-cart');
    await closeCart(b);
    await see.text(badge(a), '2', 2_000);
    await openCart(a);
    await expect.poll(() => cartText(a), { timeout: 2_000 }).toBe('Blueberry muffin ×1, Cold brew ×1');
    await closeCart(a);
  });

  it("B submits to the kitchen; both phones see the round under 'Ordered items'", async () => {
    const drawer = await openCart(b);
    await drawer.getByTestId('table-submitToKitchen').click();
    const sent = dialog(b, 'Sent to kitchen');
    await see.contains(sent, 'All items have been sent to kitchen, please add more!');
    await shot(b, 'sent');
    await sent.getByRole('button', { name: 'OK' }).click();
    await see.visible(drawer.getByRole('tab', { name: 'Ordered items (2)', selected: true }));
    await see.contains(drawer, 'Sent to kitchen');
    await expectAccessible(b, 'table cart');
    await closeCart(b);

    await see.contains(a.getByTestId('table-state'), '1 round(s) sent to kitchen');
    const da = await openCart(a);
    await see.visible(da.getByRole('tab', { name: 'Ordered items (2)', selected: true }));
    await expect.poll(() => cartText(a)).toBe('Blueberry muffin ×1, Cold brew ×1');
    await shot(a, 'ordered');
    await closeCart(a);
  });

  it('the staff console lists the table with its guests and round; staff lock it and A can no longer add', async () => {
    await staff.goto(`${server.url}/staff`);
    await staff.getByLabel('Venue code').fill(CAFE);
    await staff.getByLabel('Password').fill('demo');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    const card = staff.locator('[data-table="s5he87gvpk"]');
    await see.visible(card);
    await see.contains(card, '3 guests');
    await see.contains(card, 'Round 1');
    await see.contains(card, 'Cold brew × 1');
    await see.contains(card, 'Blueberry muffin × 1');
    await see.visible(card.getByRole('link', { name: 'PNG' }));
    await see.visible(card.getByRole('link', { name: 'SVG' }));
    await card.scrollIntoViewIfNeeded();
    await shot(staff, 'staff-console');
    await card.getByRole('button', { name: 'Lock' }).click();
    await see.contains(card.getByTestId('table-status'), 'locked for checkout');

    await see.text(a.getByTestId('table-state'), 'Locked for checking out');
    await quickAdd(a, 'Portuguese tart');
    await see.text(a.getByTestId('toast'), "Table is locked for checking out, new item can't be added.");
    await shot(a, 'locked');
    await see.text(badge(a), '2');
  });

  it('A pays the table with the simulator; both phones see it paid', async () => {
    const drawer = await openCart(a);
    await see.contains(drawer.getByTestId('table-payToProceed'), '$12.00');
    await drawer.getByTestId('table-payToProceed').click();
    await see.url(a, /\/pay\/simulator\//);
    await see.visible(a.getByText('SIMULATOR'));
    await a.getByLabel('Name on card').fill('Ada Diner');
    await a.getByLabel('Card number').fill('4242 4242 4242 4242');
    await a.getByLabel('Expiry').fill('12/30');
    await a.getByLabel('CVC').fill('123');
    await shot(a, 'simulator');
    await a.getByRole('button', { name: /^Pay / }).click();
    await see.url(a, /\/pay\/callback/);
    await see.visible(a.getByText(/pay success|Payment successful/i));
    await shot(a, 'pay-success');

    // Phone B, still at the table, sees it paid without a reload.
    const paid = dialog(b, 'Table 6 is paid');
    await see.visible(paid);
    await see.visible(paid.getByRole('link', { name: 'View order' }));
    await shot(b, 'b-paid');
    await paid.getByRole('button', { name: 'OK' }).click();
    await see.text(b.getByTestId('table-state'), 'Paid');
    await see.visible(b.getByTestId('table-view-order'));
    const db = await openCart(b);
    await see.contains(db, 'Paid');
    await closeCart(b);

    // Phone A scans again: the table's order is placed and paid, so the order detail opens.
    await a.goto(`${server.url}/tbl?c=${TABLE}`);
    await see.url(a, /\/order\/detail\/[0-9a-f]{32}$/);
    await see.contains(a.getByTestId('payment-status'), 'Paid');
    await shot(a, 'a-order-paid');
  });
});
