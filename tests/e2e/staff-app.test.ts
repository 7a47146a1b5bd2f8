/**
 * The staff app (issue 23 item 1) in Debian's Chromium against the built server: sign in; an order a
 * guest places and pays arrives on the open board without a reload; staff accept → ready → fulfil it
 * and refund one croissant in part; the tables page shows a table's live cart as a diner adds to it;
 * screenshots at 1024 and 390 px in en, en-au and zh-CN, and axe (WCAG 2.2 AA) on every page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { dialog, expectAccessible, openMenu, pageKit, payWithCard, quickAdd, see, staffSignIn, startOrderDialog, startPickup } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
/** A code-mode table of the demo café ('Table 1': guests only, no passcode). */
const TABLE = 'mvnw98rxyj';
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'staff-app');
const shot = kit.shot;

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
  // The first render of each staff page compiles its code: warm them before the timed steps.
  for (const path of ['/staff/login', '/staff', '/staff/tables', '/staff/customers', '/staff/vouchers']) await fetch(`${server.url}${path}`).catch(() => undefined);
});

/** A page of the kit with a longer patience for a loaded CI machine. */
async function staffPage(width: number): Promise<Page> {
  const page = await kit.newPage({ viewport: { width, height: width > 500 ? 800 : 844 } });
  page.setDefaultTimeout(30_000);
  return page;
}

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

describe('the staff app', () => {
  let staff: Page;
  let tradeid = '';

  it('serves its pages with a CSP that forbids framing, foreign scripts and inline script', async () => {
    // The staff pages are Astro pages: the policy is the storefront's (src/layouts/csp.ts) with Astro's hashes.
    for (const path of ['/staff/login', '/staff']) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      const csp = res.headers.get('content-security-policy') ?? '';
      if (res.status === 303) continue; // /staff signed out → /staff/login (checked above)
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).not.toContain('unsafe-eval');
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  it('signs in: a wrong password is refused in words, the right one opens the board', async () => {
    staff = await staffPage(1024);
    await staff.goto(`${server.url}/staff`);
    await see.url(staff, /\/staff\/login$/);
    await staff.getByLabel('Venue code').fill(CAFE);
    await staff.getByLabel('Password').fill('wrong');
    await staff.getByRole('button', { name: 'Sign in' }).click();
    await see.text(staff.getByRole('alert'), 'Wrong venue code or password.');
    await shot(staff, 'login-1024-en');
    await expectAccessible(staff, 'sign-in');
    await staffSignIn(staff, server.url, CAFE);
    await see.url(staff, /\/staff$/);
    await see.text(staff.getByTestId('staff-live'), 'Live');
  });

  it('an order a guest pays arrives on the open board without a reload', async () => {
    const page = await kit.newPage();
    await openMenu(page, `${server.url}/${CAFE}`);
    // The menu may open 'Start order' by itself on a slow machine; otherwise the chip opens it.
    if (!(await startOrderDialog(page).isVisible())) await page.locator('.store-chips [data-ui="fulfilment"]').click();
    await startPickup(page);
    await quickAdd(page, 'Butter croissant');
    await quickAdd(page, 'Butter croissant');
    await quickAdd(page, 'Cold brew');
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
    await dialog(page, 'Choose payment method').getByTestId('pay-now').click();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect.poll(() => page.getByTestId('pay-result').getAttribute('data-state'), { timeout: 20_000 }).toBe('success');

    const card = staff.locator(`article[data-tradeid="${tradeid}"]`);
    await see.visible(card);
    await see.contains(card, 'Paid');
    await see.contains(card, 'Butter croissant × 2');
    await see.contains(card, '$17.00');
    await see.visible(staff.locator(`section[aria-labelledby="col-new"] article[data-tradeid="${tradeid}"]`));
    await shot(staff, 'board-1024-en');
    await expectAccessible(staff, 'orders board');
  });

  it('accept → ready → fulfilled, each moving the card', async () => {
    const card = staff.locator(`article[data-tradeid="${tradeid}"]`);
    const column = (id: string) => staff.locator(`section[aria-labelledby="col-${id}"] article[data-tradeid="${tradeid}"]`);
    await card.getByRole('button', { name: 'Accept' }).click();
    await see.visible(column('progress'));
    await card.getByRole('button', { name: 'Ready' }).click();
    await see.visible(column('ready'));
    await card.getByRole('button', { name: 'Fulfilled' }).click();
    await see.visible(column('done'));
    await see.contains(card, 'Fulfilled');
  });

  it('refunds one croissant in part; the card shows the refund', async () => {
    const card = staff.locator(`article[data-tradeid="${tradeid}"]`);
    await card.getByRole('button', { name: 'Partial refund…' }).click();
    const refund = dialog(staff, /Partial refund/);
    await see.visible(refund);
    await see.contains(refund, 'left to refund $17.00');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await see.text(refund.getByRole('alert'), 'Choose at least one item, or enter an amount.');
    await refund.getByLabel('Butter croissant').fill('1');
    await refund.getByLabel('Reason (optional)').fill('Burnt');
    await shot(staff, 'refund-1024-en');
    await expectAccessible(staff, 'partial refund dialog');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await see.gone(dialog(staff, /Partial refund/));
    await see.contains(staff.getByTestId('staff-toast'), 'Refunded $5.50');
    await see.contains(card.locator('.refunds'), 'Refunded $5.50');
    await see.contains(card, 'Partly refunded');
  });

  it('the tables page shows a table with its live cart as a diner adds to it', async () => {
    await staff.getByRole('link', { name: 'Tables' }).click();
    await see.url(staff, /\/staff\/tables$/);
    const card = staff.locator(`[data-table="${TABLE}"]`);
    await see.visible(card);
    await see.text(card.getByTestId('table-status'), 'Ready');

    const diner = await kit.newPage({ dismissPosters: true });
    await diner.goto(`${server.url}/tbl?c=${TABLE}`);
    const join = dialog(diner, 'Table 1');
    await see.visible(join);
    await join.getByLabel('Number of guests').fill('2');
    await join.getByTestId('table-start').click();
    await see.gone(join);
    await quickAdd(diner, 'Cold brew');

    await see.contains(card, '2 guests');
    await see.contains(card, 'Cold brew × 1');
    await see.text(card.getByTestId('table-status'), 'Open');
    await see.visible(card.getByRole('link', { name: 'PNG' }));
    await shot(staff, 'tables-1024-en');
    await expectAccessible(staff, 'tables');
    await card.getByRole('button', { name: 'Lock' }).click();
    await see.text(card.getByTestId('table-status'), 'Locked for checkout');
  });

  it('customers and vouchers pages answer in words', async () => {
    await staff.getByRole('link', { name: 'Customers' }).click();
    await staff.getByLabel('Mobile number').fill('0412345678');
    await staff.getByRole('button', { name: 'Find' }).click();
    await see.contains(staff.locator('.c-status'), '1 account with +61412345678.');
    await see.contains(staff.locator('[data-testid="customer"]'), 'Ada');
    await expectAccessible(staff, 'customers');
    await shot(staff, 'customers-1024-en');
    await staff.getByRole('link', { name: 'Vouchers' }).click();
    await staff.getByLabel('Voucher code (type or scan)').fill('NOPE-123');
    await staff.getByRole('button', { name: 'Redeem' }).click();
    await see.text(staff.getByTestId('voucher-result'), 'No such voucher for this venue.');
    await expectAccessible(staff, 'vouchers');
  });

  it.each([
    ['en', 1024],
    ['en', 390],
    ['en-au', 390],
    ['zh-CN', 1024],
    ['zh-CN', 390],
  ] as const)('reads well in %s at %i px (board and tables)', async (locale, width) => {
    // The signed-in device switches its language (the per-device cookie) and its width.
    await staff.setViewportSize({ width, height: width > 500 ? 800 : 844 });
    await staff.context().addCookies([{ name: 'platter_lng', value: locale, url: server.url }]);
    await staff.goto(`${server.url}/staff`);
    await see.visible(staff.locator(`article[data-tradeid="${tradeid}"]`));
    await shot(staff, `board-${width}-${locale}`);
    await expectAccessible(staff, `board ${locale} ${width}`);
    await staff.goto(`${server.url}/staff/tables`);
    await see.visible(staff.locator(`[data-table="${TABLE}"]`));
    await shot(staff, `tables-${width}-${locale}`, true);
    await expectAccessible(staff, `tables ${locale} ${width}`);
    expect(kit.cspViolations()).toEqual([]);
  });
});
