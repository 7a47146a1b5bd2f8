/**
 * A venue's service day as a browser sees it (issue 23 items 1, 5, 6, 8), what the API tests proved but
 * no browser had shown: (1) the staff app opens in the venue's language on a device that chose none,
 * and its confirmations are an in-page dialog (Escape cancels); (a) the 'Later' picker greys a slot the
 * caps filled ('12:00 — full' / '12:00（已满）'); (b) an ASAP order moved to the next slot says so on its
 * order page; (c) the own-zone delivery order page's 'Add street address' saves a street that the staff
 * board and the driver sheet show; (d) the board tags an order the diner cancelled inside the window.
 * In process on PGlite with the built pages; phones at 390 px, the board at 1024 px; en and zh-CN;
 * screenshots `test-results/service-day-*.png`; axe on each page.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app';
import { launchChromium } from '../helpers/server-process';
import { demoBrand } from '../helpers/demo-data';
import { expectAccessible, openMenu, pageKit, see, startOrderDialog } from '../helpers/e2e-kit';
import { orderParam, productLine, simpleProduct } from '../helpers/orders';
import { seedSignedInMember } from '../helpers/member-session';
import * as s from '../helpers/schema';
import type { PageHandler } from '../../src/server/app';
import { importBrand, writeVenueOrderSettings } from '../../src/server/modules/catalog';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { orderFees, priceOrder } from '../../src/domain/price-order';
import { fromVenueLocal } from '../../src/domain/opening-hours';
import type { Menu, Product, Venue } from '../../src/domain/types';
import en from '../../src/content/locales/en.json';
import zhCN from '../../src/content/locales/zh-CN.json';

const root = join(import.meta.dirname, '..', '..');
const CAFE = 'laneway-espresso';
const LANTERN = 'golden-lantern';
const TAKEAWAY = 3;
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ tradeid moved_to } }`;
let t: TestApp;
let browser: Browser;
let session = '';
let token = '';
const kit = pageKit(() => browser, 'service-day');
const nowSec = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  const entry = join(root, 'dist', 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error('run `npm run build` first');
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: PageHandler };
  [t, browser] = await Promise.all([
    startTestApp('pglite', {
      pages: handler,
      clientDir: join(root, 'dist', 'client'),
      // Open 24 hours with every menu served all day: the test runs at any hour.
      seed: async (app) => {
        const r = await importBrand(app.services.db, demoBrand({ openAllDay: [CAFE, LANTERN], menusAllDay: [CAFE, LANTERN] }));
        if (!r.ok) throw new Error(JSON.stringify(r));
      },
    }),
    launchChromium(),
  ]);
  // One diner, signed in on the phones (the stored session) and on the API (its token).
  const db = t.app.services.db;
  ({ token, session } = await seedSignedInMember(db, { firstname: 'Grace', lastname: 'Ho', phone: '+61491570199', email: 'grace@example.com' }));
}, 240_000);

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await t?.close();
});

/** The diner's phone (390 px) in `lang`, signed in. */
async function dinerPage(lang: 'en' | 'zh-CN'): Promise<Page> {
  const install = (value: string) => {
    if (!localStorage.getItem('platter:session')) localStorage.setItem('platter:session', value);
  };
  const page = await kit.newPage({ zh: lang === 'zh-CN', dismissPosters: true, initScript: { fn: install, arg: session } });
  await page.context().addCookies([{ name: 'platter_lng', value: lang, url: t.url }]);
  page.setDefaultTimeout(30_000);
  return page;
}

/** A 1024 px tablet signed in to `venue`'s staff app; `lang` null: the device has no language saved. */
async function staffPage(venue: string, lang: 'en' | 'zh-CN' | null): Promise<Page> {
  const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.url }, body: `venue_code=${venue}&password=demo` });
  const [name, value] = login.headers.get('set-cookie')!.split(';')[0].split('=');
  const page = await kit.newPage({ viewport: { width: 1024, height: 800 } });
  await page.context().addCookies([{ name, value, url: t.url }, ...(lang ? [{ name: 'platter_lng', value: lang, url: t.url }] : [])]);
  page.setDefaultTimeout(30_000);
  return page;
}

const gql = (p: Record<string, unknown>) => t.gql(EDIT, { p }, { authorization: `Bearer ${token}` });

async function venueAndMenu(code: string): Promise<{ venue: Venue; menu: Menu; product: Product }> {
  const venue = (await findVenue(t.app.services.db, code))!;
  const menu = (await loadMenu(t.app.services.db, venue.id))!;
  const product = menu.products.find((p) => p.variants.length === 0 && p.ingredients.length === 0 && p.modifier_ids.length === 0 && p.status === 1 && p.price > 300 && p.inventory !== 2)!;
  return { venue, menu, product };
}

describe('a service day in the browser', () => {
  it('(1, c) own-zone delivery: the diner adds the street on the order page; the board (in the venue’s Chinese) and the driver sheet show it; a board confirmation is an in-page dialog', async () => {
    const db = t.app.services.db;
    await db.update(s.venues).set({ language: 'zh-CN' }).where(eq(s.venues.code, LANTERN));
    const { venue, menu } = await venueAndMenu(LANTERN);
    // An own-zone delivery to postcode 2000 with suburb and phone but no street, as the storefront's checkout sends it.
    const lines = [productLine(menu, simpleProduct(menu), 4)];
    const priced = priceOrder({ lines, venue, categoryType: 4, scope: 'online', now: nowSec(), delivery: { geoId: 2000 }, tip: { kind: 'cents', cents: 0 } });
    if (!priced.ok) throw new Error(JSON.stringify(priced));
    const p = priced.value;
    const placed = await gql({
      venue_id: venue.id, category_type: 4, source: 40, type: 2, status: 1, validtime: 0, ...orderFees(p), carts: p.carts, payments: p.payments, extra: '{}',
      shipping: { city: 'Haymarket', state: 'NSW', postcode: '2000', geo_id: 2000, country: 'AU', firstname: 'Grace', phone: '+61491570199', method: 1, fee: p.breakdown.deliveryFee, quote: 0, tips: 0, surcharge: 0 },
    });
    expect(placed.errors).toBeUndefined();
    const tradeid = placed.data.orderEdit.tradeid as string;

    const phone = await dinerPage('en');
    await phone.goto(`${t.url}/order/detail/${tradeid}`);
    await phone.getByRole('button', { name: en.orders.detail.addStreet }).click();
    await phone.getByLabel(en.deliveryAddress.street).fill('12 Dixon Street');
    await phone.getByLabel(en.deliveryAddress.unit).fill('Level 3');
    await phone.getByLabel(en.deliveryAddress.instructions).fill('Side door, ring 301');
    await kit.shot(phone, 'street-form-390-en');
    await expectAccessible(phone, 'order page street form');
    await phone.getByRole('button', { name: en.orders.detail.saveStreet }).click();
    await see.visible(phone.getByRole('button', { name: en.orders.detail.changeStreet }));
    await see.contains(phone.locator('section[aria-labelledby="od-addr"]'), '12 Dixon Street');
    await kit.shot(phone, 'street-saved-390-en');

    // The staff device has no language saved: the app opens in the venue's (zh-CN).
    const staff = await staffPage(LANTERN, null);
    await staff.goto(`${t.url}/staff`);
    expect(await staff.locator('html').getAttribute('lang')).toBe('zh-CN');
    await see.text(staff.locator('main h1, .o-bar h1').first(), zhCN.staff.orders.title);
    const card = staff.locator(`article[data-tradeid="${tradeid}"]`);
    await see.contains(card.getByTestId('order-address'), 'Level 3, 12 Dixon Street');
    await see.contains(card.getByTestId('order-address'), 'Side door, ring 301');
    // The category in the staff language, not the brand file's English 'Delivery'.
    await see.text(card.getByTestId('order-category'), zhCN.staff.orders.categories['4']);
    await kit.shot(staff, 'board-1024-zh-CN-venue-language');
    await expectAccessible(staff, 'board in the venue language');

    // 'Cancel' asks in an in-page dialog (no window.confirm): labelled, Escape cancels and nothing changes.
    // 'Cancel' (5) or 'Refuse' (22), whichever the new order offers.
    const action = (await card.getByRole('button', { name: zhCN.staff.orders.actions['5'], exact: true }).count()) ? zhCN.staff.orders.actions['5'] : zhCN.staff.orders.actions['22'];
    await card.getByRole('button', { name: action, exact: true }).click();
    const ask = staff.getByRole('alertdialog', { name: zhCN.staff.orders.confirm.replace('{{action}}', action).replace('{{number}}', await card.locator('.o-num').innerText()) });
    await see.visible(ask);
    await kit.shot(staff, 'confirm-1024-zh-CN');
    await expectAccessible(staff, 'board confirmation dialog');
    await staff.keyboard.press('Escape');
    await see.gone(ask);
    await see.visible(card.getByRole('button', { name: action, exact: true }));

    // The driver sheet from the card's link, in the venue's language too.
    await card.getByRole('link', { name: zhCN.deliveryAddress.driverSheet.title }).click();
    await see.url(staff, new RegExp(`/staff/driver-sheet/${tradeid}$`));
    await see.contains(staff.locator('address'), '12 Dixon Street');
    await see.contains(staff.locator('address'), 'Level 3');
    await see.contains(staff.locator('.instructions'), 'Side door, ring 301');
    await see.text(staff.locator('h2#sheet-address'), zhCN.deliveryAddress.title);
    await kit.shot(staff, 'driver-sheet-1024-zh-CN', true);
    await expectAccessible(staff, 'driver sheet');

    // A device that chose English keeps it.
    const chose = await staffPage(LANTERN, 'en');
    await chose.goto(`${t.url}/staff`);
    expect(await chose.locator('html').getAttribute('lang')).toBe('en');
    await see.text(chose.locator(`article[data-tradeid="${tradeid}"]`).getByTestId('order-category'), en.staff.orders.categories['4']);
  });

  it('(a, b) caps: the Later picker greys a full slot; an ASAP order moved to the next slot says so on its page', async () => {
    const { venue, menu, product } = await venueAndMenu(CAFE);
    expect(await writeVenueOrderSettings(t.app.services.db, venue.id, { slotCaps: { [TAKEAWAY]: { orders: 1 } }, cancelWindow: { kind: 'off' } })).toBe(true);
    const takeaway = (validtime: number) => gql({ ...orderParam(venue, [productLine(menu, product, 1)], { now: nowSec(), categoryType: TAKEAWAY }), validtime });

    // The phone opens Take Away · Later and picks a quarter-hour slot an hour or more ahead.
    const filledSlots: { date: string; time: string }[] = [];
    for (const [lang, words] of [['en', en], ['zh-CN', zhCN]] as const) {
      const phone = await dinerPage(lang);
      await openMenu(phone, `${t.url}/${CAFE}`);
      const modal = startOrderDialog(phone);
      if (!(await modal.isVisible())) await phone.locator('.store-chips [data-ui="fulfilment"]').click();
      await modal.getByRole('radio', { name: words.fulfilment.labels.takeAway }).click();
      await modal.getByRole('radio', { name: words.fulfilment.later }).click();
      const dates = await modal.getByTestId('preorder-date').locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      let chosen: { date: string; time: string; at: number } | null = null;
      for (const date of dates) {
        await modal.getByTestId('preorder-date').selectOption(date);
        // The slots' fullness arrives after the list: a slot filled before (the previous language's) shows full first.
        for (const f of filledSlots.filter((x) => x.date === date)) {
          await expect.poll(() => modal.getByTestId('preorder-time').locator(`option[value="${f.time}"]`).isDisabled(), { timeout: 10_000 }).toBe(true);
        }
        const times = await modal.getByTestId('preorder-time').locator('option:not([disabled])').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
        const time = times.find((x) => /:(00|15|30|45)$/.test(x) && fromVenueLocal(date, x, venue.config.timezone) > nowSec() + 3600);
        if (time) {
          chosen = { date, time, at: fromVenueLocal(date, time, venue.config.timezone) };
          break;
        }
      }
      expect(chosen).not.toBeNull();
      // Another diner's pre-order fills that slot (cap: 1 takeaway order per 15 minutes).
      const filled = await takeaway(chosen!.at);
      expect(filled.errors).toBeUndefined();
      filledSlots.push({ date: chosen!.date, time: chosen!.time });
      await phone.reload();
      await settle(phone, words);
      await modal.getByRole('radio', { name: words.fulfilment.later }).click();
      await modal.getByTestId('preorder-date').selectOption(chosen!.date);
      const option = modal.getByTestId('preorder-time').locator(`option[value="${chosen!.time}"]`);
      await expect.poll(() => option.textContent(), { timeout: 10_000 }).toMatch(lang === 'en' ? /\u2014 full$/ : /（已满）$/);
      expect(await option.isDisabled()).toBe(true);
      // A native select's list does not show in a screenshot: open it as a list box for the picture.
      await modal.getByTestId('preorder-time').evaluate((el, v) => {
        const select = el as HTMLSelectElement;
        select.size = 7;
        select.querySelector(`option[value="${v}"]`)?.scrollIntoView({ block: 'center' });
      }, chosen!.time);
      await kit.shot(phone, `later-full-390-${lang}`);
      await modal.getByTestId('preorder-time').evaluate((el) => ((el as HTMLSelectElement).size = 0));
      await expectAccessible(phone, `later picker with a full slot (${lang})`);
    }

    // ASAP: the first order takes the current slot, the second is moved to the next with room.
    const first = await takeaway(0);
    expect(first.errors).toBeUndefined();
    const second = await takeaway(0);
    expect(second.errors).toBeUndefined();
    const movedTo = second.data.orderEdit.moved_to as number;
    expect(movedTo).toBeGreaterThan(nowSec());
    for (const lang of ['en', 'zh-CN'] as const) {
      const phone = await dinerPage(lang);
      await phone.goto(`${t.url}/order/detail/${second.data.orderEdit.tradeid}`);
      const notice = phone.getByTestId('moved-to');
      await see.visible(notice);
      const head = (lang === 'en' ? en : zhCN).orders.detail.movedTo.split('{{time}}')[0];
      await see.contains(notice, head);
      await see.text(notice, /\d{1,2}:\d\d/);
      await kit.shot(phone, `moved-to-390-${lang}`);
      await expectAccessible(phone, `moved-to notice (${lang})`);
    }
  });

  it('(d) a diner cancels inside the window on the order page; the board tags it "Cancelled by the diner"', async () => {
    const { venue, menu, product } = await venueAndMenu(CAFE);
    expect(await writeVenueOrderSettings(t.app.services.db, venue.id, { slotCaps: {}, cancelWindow: { kind: 'accepted' } })).toBe(true);
    const placed = await gql({ ...orderParam(venue, [productLine(menu, product, 1)], { now: nowSec(), categoryType: 1 }) });
    expect(placed.errors).toBeUndefined();
    const tradeid = placed.data.orderEdit.tradeid as string;

    const phone = await dinerPage('zh-CN');
    await phone.goto(`${t.url}/order/detail/${tradeid}`);
    await phone.getByRole('button', { name: zhCN.orders.actions.cancelOrder }).click();
    const ask = phone.getByRole('alertdialog', { name: zhCN.cancelOrder.title });
    await see.visible(ask);
    await kit.shot(phone, 'diner-cancel-390-zh-CN');
    await ask.getByRole('button', { name: zhCN.orders.confirm.yes }).click();
    await see.gone(ask);
    await expect.poll(async () => (await t.app.services.db.select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.tradeid, tradeid)))[0]?.status, { timeout: 15_000 }).toBe(5);

    for (const lang of ['en', 'zh-CN'] as const) {
      const staff = await staffPage(CAFE, lang);
      await staff.goto(`${t.url}/staff`);
      const card = staff.locator(`article[data-tradeid="${tradeid}"]`);
      await see.contains(card, (lang === 'en' ? en : zhCN).staff.orders.cancelledByDiner);
      await card.scrollIntoViewIfNeeded();
      await kit.shot(staff, `cancelled-by-diner-1024-${lang}`);
      await expectAccessible(staff, `board with a diner's cancel (${lang})`);
    }
    expect(kit.cspViolations()).toEqual([]);
  });
});

/** After a reload: the 'Start order' modal open again on Take Away. */
async function settle(page: Page, words: typeof en): Promise<void> {
  const modal = startOrderDialog(page);
  await page.waitForLoadState('load');
  if (!(await modal.isVisible().catch(() => false))) await page.locator('.store-chips [data-ui="fulfilment"]').click();
  await see.visible(modal);
  await modal.getByRole('radio', { name: words.fulfilment.labels.takeAway }).click();
}
