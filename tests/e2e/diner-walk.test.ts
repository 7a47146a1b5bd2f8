/**
 * Walked as a diner (issue 27), in Debian's Chromium on a 390×844 phone against the built server, in
 * en, en-AU and zh-CN, one browser for the whole file. What each step checks:
 * - item 19: the venue name in the top bar is not cut at 390 px; the poster popup has a close button
 *   (×) and does not pop up right after 'Start order' when 'Start order' came first;
 * - item 12: the 'View order' bar does not cover the last 'Add' button (the page scrolls it clear).
 * Screenshots `test-results/diner-walk-*.png`.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { expectAccessible, pageKit, quickAdd, see, settleMenu, startOrderDialog, startPickup } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
const LOCALES = ['en', 'en-au', 'zh-CN'] as const;
type WalkLocale = (typeof LOCALES)[number];
let server: ServerProcess;
let browser: Browser;
/** A member's stored session (no venue visited yet), installed in a page by `memberPage`. */
let memberSession = '';
const kit = pageKit(() => browser, 'diner-walk');
const shot = kit.shot;

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  const { openDatabase } = await import('../../src/server/platform/db/client');
  const s = await import('../helpers/schema');
  const { issueSession } = await import('../../src/server/modules/accounts/sessions');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [user] = await database.db.insert(s.users).values({ uid: randomUUID(), type: s.USER_TYPE.member, platform: 1, firstname: 'Wei', lastname: 'Wang', phone: '+61412345670', email: 'wei@example.com', passwordHash: 'not-used' }).returning();
    const issued = await issueSession(database.db, Math.floor(Date.now() / 1000), { kind: s.SESSION_KIND.user, userId: user.id });
    memberSession = JSON.stringify({ token: issued.token, expiredAt: issued.expired_at, user: { id: user.id, type: 1, firstname: 'Wei', lastname: 'Wang', phone: '+61412345670', email: 'wei@example.com' }, extra: '{}' });
  } finally {
    await database.close();
  }
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
  // The seeding opens the demo database once before the server: slow on a machine shared with other runs.
}, 420_000);

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

/** A fresh phone page whose language is `locale` (the language cookie, as the language switch sets it); `member`: signed in. */
async function walkPage(locale: WalkLocale, member = false): Promise<Page> {
  const install = (value: string) => {
    if (!localStorage.getItem('platter:session')) localStorage.setItem('platter:session', value);
  };
  const page = await kit.newPage({ zh: locale === 'zh-CN', ...(member ? { initScript: { fn: install, arg: memberSession } } : {}) });
  await page.context().addCookies([{ name: 'platter_lng', value: locale, url: server.url }]);
  // The machine's cores are shared: pages get longer than the kit's 15 s.
  page.setDefaultTimeout(40_000);
  page.setDefaultNavigationTimeout(60_000);
  return page;
}

describe('the menu at 390 px (issue 27 items 19, 12)', () => {
  it.each(LOCALES)('%s: the venue name is whole in the top bar; the poster has a close button and does not pop up after Start order', async (locale) => {
    const page = await walkPage(locale);
    await page.goto(`${server.url}/${CAFE}`);
    // 'Start order' is up first: the poster waits behind it.
    await see.visible(startOrderDialog(page));
    await shot(page, `start-order-${locale}`);
    await startPickup(page);
    // Answered 'Start order': the poster does not pop up now.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('.poster').count()).toBe(0);
    // The top bar's title: scrolled so the bar is opaque, the name is not cut (no ellipsis).
    await page.mouse.wheel(0, 600);
    await page.waitForFunction(() => document.querySelector('.topbar.is-opaque'));
    const title = page.locator('.bar-title');
    const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1);
    expect(cut, `${locale}: '${await title.textContent()}' cut`).toBe(false);
    expect((await title.boundingBox())!.width).toBeGreaterThan(60);
    await shot(page, `topbar-${locale}`);
    // The poster list from the header's chip has the close button.
    await page.mouse.wheel(0, -2000);
    await page.locator('[data-ui="posters"]').first().click();
    await see.visible(page.getByTestId('poster-close'));
    await shot(page, `poster-${locale}`);
    await page.getByTestId('poster-close').click();
    await see.gone(page.getByTestId('poster-close'));
  });

  it('a popup poster on entry (no Start order asked) has a close button that closes it', async () => {
    const page = await walkPage('en');
    // With a fulfilment already chosen, the menu opens without 'Start order': the popup shows.
    await page.goto(`${server.url}/${CAFE}`);
    await see.visible(startOrderDialog(page));
    await startPickup(page);
    await page.reload();
    await see.visible(page.getByTestId('poster-close'));
    await shot(page, 'poster-popup-en');
    await page.getByTestId('poster-close').click();
    await see.gone(page.locator('.poster'));
  });
});


describe('sticky bars leave the controls under them reachable (issue 27 item 12)', () => {
  it.each(LOCALES)("%s: scrolled to the end, the 'View order' bar covers no 'Add' button", async (locale) => {
    const page = await walkPage(locale);
    await page.goto(`${server.url}/${CAFE}`);
    await see.visible(startOrderDialog(page));
    await startPickup(page);
    await settleMenu(page);
    await quickAdd(page, 'Butter croissant');
    await see.visible(page.getByTestId('cart-bar'));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const adds = page.locator('[data-row] .qty-add');
    const last = adds.nth((await adds.count()) - 1);
    const [add, bar] = [(await last.boundingBox())!, (await page.getByTestId('cart-bar').boundingBox())!];
    expect(add.y + add.height, `${locale}: the last Add button ends above the bar`).toBeLessThanOrEqual(bar.y);
    await shot(page, `menu-end-${locale}`);
    await expectAccessible(page, `menu scrolled to the end (${locale})`);
  });

  it.each(LOCALES)("%s: '+ Add another recipient' comes clear of the gift-card total bar when reached", async (locale) => {
    const page = await walkPage(locale);
    await page.goto(`${server.url}/giftcard/buy?brand=laneway`);
    await page.waitForLoadState('networkidle');
    const add = page.getByTestId('gc-add-recipient');
    await add.click();
    await page.evaluate(() => window.scrollTo(0, 0));
    // Reached as focus reaches it (scrolled to the nearest edge): clear of the bar by the scroll padding.
    await add.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    await page.waitForTimeout(300);
    const [a, bar] = [(await add.boundingBox())!, (await page.locator('.gc-bar').boundingBox())!];
    expect(a.y + a.height, `${locale}: the add button ends above the total bar`).toBeLessThanOrEqual(bar.y);
    await shot(page, `giftcard-add-${locale}`);
  });
});

describe('the brand page at 390 px (issue 27 item 9)', () => {
  it.each(LOCALES)('%s: a header with the language switch, the gift-card link whole, no made-up distance, the popup clear of the zoom control', async (locale) => {
    // No location shared (the context grants no geolocation).
    const page = await walkPage(locale);
    await page.goto(`${server.url}/brand/laneway`);
    await see.visible(page.locator('header.topbar').getByTestId('language'));
    const bar = (await page.locator('header.topbar').boundingBox())!;
    const gift = (await page.getByTestId('brand-giftcards').boundingBox())!;
    expect(gift.y, `${locale}: 'Buy e-gift cards' below the header`).toBeGreaterThanOrEqual(bar.y + bar.height);
    await expect.poll(() => page.getByTestId('venue-card').count()).toBe(3);
    await page.waitForFunction(() => document.querySelector('[data-map-ready="true"]'));
    for (const d of await page.getByTestId('venue-distance').allTextContents()) expect(d.trim(), `${locale}: no distance without location`).toBe('');
    await page.getByTestId('map-marker').first().click();
    await see.visible(page.locator('.leaflet-popup'));
    await page.waitForTimeout(400);
    const [popup, zoom] = [(await page.locator('.leaflet-popup-content-wrapper').boundingBox())!, (await page.locator('.leaflet-control-zoom').boundingBox())!];
    const overlap = popup.x < zoom.x + zoom.width && zoom.x < popup.x + popup.width && popup.y < zoom.y + zoom.height && zoom.y < popup.y + popup.height;
    expect(overlap, `${locale}: the popup covers the zoom control`).toBe(false);
    await shot(page, `brand-${locale}`);
    await expectAccessible(page, `brand page with a popup open (${locale})`);
  });
});

describe('a member who has visited no venue yet (issue 27 items 8, 13, 17, 18)', () => {
  it('sees Membership card and Vouchers on the account screen, the card with level progress and stamps', async () => {
    const page = await walkPage('en', true);
    await page.goto(`${server.url}/user/account`);
    await see.visible(page.getByTestId('account-loyalty'));
    await see.visible(page.getByTestId('account-vouchers'));
    await page.getByTestId('account-loyalty').click();
    await see.visible(page.getByTestId('member-card'));
    await shot(page, 'member-card-en');
  });

  it.each(LOCALES)('%s: the postcode list open is a proper listbox (axe), the saved address reads street, suburb, state, postcode; Back returns to the list', async (locale) => {
    const page = await walkPage(locale, true);
    await page.goto(`${server.url}/address/list`);
    await page.waitForLoadState('networkidle');
    await page.goto(`${server.url}/edit/address`);
    const postcode = page.locator('input[role="combobox"]').first();
    await postcode.fill('2010');
    await see.visible(page.getByTestId('geo-option').first());
    await postcode.press('ArrowDown');
    expect(await postcode.getAttribute('aria-activedescendant')).toBeTruthy();
    await shot(page, `address-list-open-${locale}`);
    await expectAccessible(page, `address form with the postcode list open (${locale})`);
    await page.getByTestId('geo-option').filter({ hasText: /Darlinghurst/i }).first().click();
    await page.locator('input[autocomplete="address-line1"]').fill('12 Crown Street');
    await page.getByTestId('address-save').click();
    await see.url(page, /\/address\/list$/);
    await see.contains(page.locator('main'), '12 Crown Street, Darlinghurst NSW 2010');
    await shot(page, `address-saved-${locale}`);
  });
});
