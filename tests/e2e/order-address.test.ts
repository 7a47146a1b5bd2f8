/**
 * The order page's choose-address drawer and the address book (issue 26 items 12 and 13;
 * orders-and-payments.md §2.4, accounts-and-loyalty.md §2.9): a signed-in member's own-zone delivery
 * order lists their saved addresses in an 80 %-high drawer — an address no zone serves greyed, 'Out Of
 * Range' and not choosable; choosing one changes the order's address; 'Add address' opens the address
 * edit, and saving comes back to the order with the new address chosen. The address list shows a
 * contact (type 0) as 'name, phone'. In process on PGlite with the built pages; phones at 390 px and a
 * 1280 px desktop; en, en-AU, zh-CN; screenshots `test-results/order-address-*.png`; axe on each screen.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app';
import { launchChromium } from '../helpers/server-process';
import { demoBrand } from '../helpers/demo-data';
import { expectAccessible, pageKit, see } from '../helpers/e2e-kit';
import { productLine, simpleProduct } from '../helpers/orders';
import { seedSignedInMember } from '../helpers/member-session';
import type { PageHandler } from '../../src/server/app';
import { importBrand } from '../../src/server/modules/catalog';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { orderFees, priceOrder } from '../../src/domain/price-order';
import en from '../../src/content/locales/en.json';
import enAU from '../../src/content/locales/en-au.json';
import zhCN from '../../src/content/locales/zh-CN.json';

const root = join(import.meta.dirname, '..', '..');
const LANTERN = 'golden-lantern';
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ tradeid } }`;
const SHIP = `mutation($p:ShippingInput!){ shippingEdit(id:0, param:$p){ id } }`;
let t: TestApp;
let browser: Browser;
let session = '';
let token = '';
const kit = pageKit(() => browser, 'order-address');
const nowSec = () => Math.floor(Date.now() / 1000);
const WORDS = { en, 'en-AU': enAU, 'zh-CN': zhCN } as const;
type Lang = keyof typeof WORDS;

beforeAll(async () => {
  const entry = join(root, 'dist', 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error('run `npm run build` first');
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: PageHandler };
  [t, browser] = await Promise.all([
    startTestApp('pglite', {
      pages: handler,
      clientDir: join(root, 'dist', 'client'),
      seed: async (app) => {
        const r = await importBrand(app.services.db, demoBrand({ openAllDay: [LANTERN], menusAllDay: [LANTERN] }));
        if (!r.ok) throw new Error(JSON.stringify(r));
      },
    }),
    launchChromium(),
  ]);
  const db = t.app.services.db;
  ({ token, session } = await seedSignedInMember(db, { firstname: 'Mia', lastname: 'Chen', phone: '+61491570188', email: 'mia@example.com' }));
  // Two street addresses — Surry Hills (2010, a zone serves it) and Parramatta (2150, none does) — and a contact (type 0).
  const auth = { authorization: `Bearer ${token}` };
  for (const p of [
    { country: 'AU', firstname: 'Mia', lastname: 'Chen', phone: '0491570188', street1: '7 Foveaux Street', city: 'SURRY HILLS', state: 'NSW', postcode: '2010', method: 1 },
    { country: 'AU', firstname: 'Mia', lastname: 'Chen', phone: '0491570188', street1: '1 Church Street', city: 'PARRAMATTA', state: 'NSW', postcode: '2150', method: 1 },
    { country: 'AU', firstname: 'Leo', lastname: 'Chen', phone: '0491570189', mode: 0 },
  ]) {
    const r = await t.gql(SHIP, { p }, auth);
    if (r.errors) throw new Error(JSON.stringify(r.errors));
  }
}, 240_000);

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await t?.close();
});

/** The member's phone (390 px) or desktop (1280 px) in `lang`, signed in. */
async function memberPage(lang: Lang, width = 390): Promise<Page> {
  const install = (value: string) => {
    if (!localStorage.getItem('platter:session')) localStorage.setItem('platter:session', value);
  };
  const page = await kit.newPage({ zh: lang === 'zh-CN', dismissPosters: true, initScript: { fn: install, arg: session }, ...(width !== 390 ? { viewport: { width, height: 900 } } : {}) });
  await page.context().addCookies([{ name: 'platter_lng', value: lang, url: t.url }]);
  page.setDefaultTimeout(30_000);
  return page;
}

/** An own-zone delivery to Haymarket (2000), unpaid, as the storefront places it. */
async function placeDelivery(): Promise<string> {
  const venue = (await findVenue(t.app.services.db, LANTERN))!;
  const menu = (await loadMenu(t.app.services.db, venue.id))!;
  const lines = [productLine(menu, simpleProduct(menu), 6)];
  const priced = priceOrder({ lines, venue, categoryType: 4, scope: 'online', now: nowSec(), delivery: { geoId: 2000 }, tip: { kind: 'cents', cents: 0 } });
  if (!priced.ok) throw new Error(JSON.stringify(priced));
  const p = priced.value;
  const placed = await t.gql(
    EDIT,
    {
      p: {
        venue_id: venue.id, category_type: 4, source: 40, type: 2, status: 1, validtime: 0, ...orderFees(p), carts: p.carts, payments: p.payments, extra: '{}',
        shipping: { city: 'Haymarket', state: 'NSW', postcode: '2000', geo_id: 2000, country: 'AU', street1: '12 Dixon Street', firstname: 'Mia', phone: '+61491570188', method: 1, fee: p.breakdown.deliveryFee, quote: 0, tips: 0, surcharge: 0 },
      },
    },
    { authorization: `Bearer ${token}` },
  );
  if (placed.errors) throw new Error(JSON.stringify(placed.errors));
  return placed.data.orderEdit.tradeid as string;
}

const addressBox = (page: Page) => page.locator('section[aria-labelledby="od-addr"]');

describe('the choose-address drawer on the order page', () => {
  it('lists the saved addresses (out of range greyed), chooses one, adds a new one through the address edit and comes back with it chosen', async () => {
    const tradeid = await placeDelivery();
    const page = await memberPage('en');
    await page.goto(`${t.url}/order/detail/${tradeid}`);
    await see.contains(addressBox(page), '12 Dixon Street');
    await page.getByTestId('choose-address').click();
    const drawer = page.getByRole('dialog', { name: en.orders.address.title });
    await see.visible(drawer);
    const choices = drawer.getByTestId('address-choice');
    // The two street addresses; the contact (no street, suburb or postcode) is no delivery address (§3.8 "present").
    await expect.poll(() => choices.count()).toBe(2);
    // 80 % of the viewport's height (§2.4).
    const box = (await drawer.boundingBox())!;
    expect(Math.round(box.height)).toBe(Math.round(844 * 0.8));
    const far = choices.filter({ hasText: '1 Church Street' });
    await see.contains(far, en.fulfilment.outOfRangeShort);
    expect(await far.isDisabled()).toBe(true);
    await kit.shot(page, 'drawer-390-en');
    await expectAccessible(page, 'choose-address drawer');

    await choices.filter({ hasText: '7 Foveaux Street' }).click();
    await see.gone(drawer);
    await see.contains(addressBox(page), '7 Foveaux Street, Surry Hills NSW 2010');

    // 'Add address': the address edit, then back to this order with the new address chosen.
    await page.getByTestId('choose-address').click();
    await page.getByRole('dialog', { name: en.orders.address.title }).getByTestId('address-add-new').click();
    await page.waitForURL(/\/edit\/address$/);
    await page.getByLabel(`${en.account.address.street}`, { exact: false }).first().fill('3 Harris Street');
    const postcode = page.getByRole('combobox', { name: en.account.address.postcode });
    await postcode.fill('2009');
    const option = page.getByTestId('geo-option').filter({ hasText: /Pyrmont/i }).first();
    await see.visible(option);
    await option.click();
    await page.getByTestId('address-save').click();
    await page.waitForURL(new RegExp(`/order/detail/${tradeid}`));
    await see.contains(addressBox(page), '3 Harris Street, Pyrmont NSW 2009');
    await kit.shot(page, 'drawer-new-chosen-390-en');
    // Saved for the venue's delivery method (own zones).
    const list = await t.gql(`query { userInfoQuery { shipping { street1 method mode } } }`, {}, { authorization: `Bearer ${token}` });
    expect(list.data.userInfoQuery.shipping).toContainEqual({ street1: '3 Harris Street', method: 1, mode: 1 });
  });

  it.each(['en-AU', 'zh-CN'] as const)('reads in %s, on a phone and a desktop', async (lang) => {
    const W = WORDS[lang];
    const tradeid = await placeDelivery();
    for (const width of [390, 1280]) {
      const page = await memberPage(lang, width);
      await page.goto(`${t.url}/order/detail/${tradeid}`);
      await page.getByTestId('choose-address').click();
      const drawer = page.getByRole('dialog', { name: W.orders.address.title });
      await expect.poll(() => drawer.getByTestId('address-choice').count()).toBeGreaterThanOrEqual(2);
      await see.contains(drawer.getByTestId('address-choice').filter({ hasText: '1 Church Street' }), W.fulfilment.outOfRangeShort);
      await see.visible(drawer.getByRole('button', { name: W.orders.address.add }));
      await kit.shot(page, `drawer-${width}-${lang}`);
      await expectAccessible(page, `choose-address drawer ${lang} ${width}`);
      await page.close();
    }
  });
});

describe('the address list', () => {
  it.each(['en', 'en-AU', 'zh-CN'] as const)('shows a contact (type 0) as "name, phone" and street addresses in full (%s)', async (lang) => {
    for (const width of [390, 1280]) {
      const page = await memberPage(lang, width);
      await page.goto(`${t.url}/address/list`);
      const rows = page.getByTestId('address-row');
      await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(3);
      // The family name first in Chinese (personName).
      await see.contains(rows.filter({ hasText: 'Leo' }), lang === 'zh-CN' ? 'Chen Leo, +61491570189' : 'Leo Chen, +61491570189');
      await see.contains(rows.filter({ hasText: '7 Foveaux Street' }), '7 Foveaux Street, Surry Hills NSW 2010');
      await kit.shot(page, `list-${width}-${lang}`);
      await expectAccessible(page, `address list ${lang} ${width}`);
      await page.close();
    }
  });
});
