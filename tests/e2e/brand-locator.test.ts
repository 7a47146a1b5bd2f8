/**
 * The brand store locator /brand/laneway (accounts-and-loyalty.md §2.14, §9; issue 13) in Debian's
 * Chromium at 390 px and on a desktop, against the built server on its embedded database with the demo
 * brand: the shell arrives with the three venues (Cache-Control public), the Leaflet map draws three
 * markers, distances follow the browser's location by the great-circle rule, 'search store' narrows the
 * list and the markers, a venue's panel shows its week (Golden Lantern's Friday and Saturday dinners run
 * past midnight into the next day), the selected marker's info window offers 'navigation'; 'no such
 * brand' for an unknown code; the home page shows each store's distance once location is allowed. Map
 * tiles are refused (no network in tests): the map area keeps its attribution and markers, and nothing
 * waits for tiles. axe finds no serious violation. Screenshots `test-results/brand-locator-*.png`.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { expectAccessible, pageKit, text } from '../helpers/e2e-kit';
import { formatHomeDistance, formatLocatorDistance, greatCircleMeters } from '../../src/domain/geo';

let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'brand-locator');
/** Sydney Town Hall: where the test browser says it is. */
const HERE = { latitude: -33.8732, longitude: 151.2061 };
const VENUES = {
  'laneway-espresso': { lat: -33.8829, lng: 151.214 },
  'golden-lantern': { lat: -33.879, lng: 151.203 },
  'laneway-eats': { lat: -33.7969, lng: 151.1803 },
};

/** A member's stored session (localStorage 'platter:session'), for the wallet buttons. */
let session = '';

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir();
  const { openDatabase } = await import('../../src/server/platform/db/client');
  const s = await import('../helpers/schema');
  const { issueSession } = await import('../../src/server/modules/accounts/sessions');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    const [user] = await database.db
      .insert(s.users)
      .values({ uid: randomUUID(), type: s.USER_TYPE.member, platform: 1, firstname: 'Linh', lastname: 'Tran', phone: '+61412345670', email: 'linh@example.com', passwordHash: 'not-used' })
      .returning();
    const issued = await issueSession(database.db, Math.floor(Date.now() / 1000), { kind: s.SESSION_KIND.user, userId: user!.id });
    session = JSON.stringify({ token: issued.token, expiredAt: issued.expired_at, user: { id: user!.id, type: 1, firstname: 'Linh', lastname: 'Tran', phone: '+61412345670', email: 'linh@example.com' }, extra: '{}' });
  } finally {
    await database.close();
  }
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

async function open(path: string, options: { zh?: boolean; desktop?: boolean } = {}): Promise<Page> {
  const page = await kit.newPage({
    zh: options.zh,
    viewport: options.desktop ? { width: 1280, height: 800 } : undefined,
    contextOptions: { geolocation: HERE, permissions: ['geolocation'] },
  });
  // No network in tests: tiles fail at once instead of timing out.
  await page.route(/tile\.openstreetmap\.org/, (r) => r.abort());
  await page.goto(`${server.url}${path}`);
  return page;
}

const markers = (page: Page) => page.getByTestId('map-marker');
const cards = (page: Page) => page.getByTestId('venue-card');
/** The hours table's rows as 'day slots' text. */
const rowTexts = (page: Page) =>
  page
    .getByTestId('hours-table')
    .locator('tr')
    .evaluateAll((trs) => trs.map((tr) => [...(tr as HTMLTableRowElement).cells].map((c) => c.textContent!.replace(/\s+/g, ' ').trim()).join(' ')));

describe('brand store locator', () => {
  it('serves the venue list in the shareable shell', async () => {
    const res = await fetch(`${server.url}/brand/laneway`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const html = await res.text();
    for (const name of ['Laneway Espresso', 'Golden Lantern', 'Laneway Eats Food Hall', 'Laneway Collective']) expect(html).toContain(name);
  });

  it('shows three markers, distances, a search that narrows, and a venue week at 390 px (en)', async () => {
    const page = await open('/brand/laneway');
    await expect.poll(() => markers(page).count(), { timeout: 15_000 }).toBe(3);
    await expect.poll(() => cards(page).count()).toBe(3);
    // Attribution the OpenStreetMap tile policy asks for, inside the map.
    expect(await text(page.locator('.leaflet-control-attribution'))).toContain('OpenStreetMap');
    // Distances from the browser's location, by the §9 rule.
    const want = (code: keyof typeof VENUES) => formatLocatorDistance(greatCircleMeters({ lat: HERE.latitude, lng: HERE.longitude }, VENUES[code]));
    await expect.poll(() => text(page.locator('[data-code="laneway-eats"] [data-testid="venue-distance"]'))).toBe(want('laneway-eats'));
    expect(await text(page.locator('[data-code="laneway-espresso"] [data-testid="venue-distance"]'))).toBe(want('laneway-espresso'));
    expect(want('laneway-eats')).toMatch(/^\d+\.\d km$/);
    expect(want('golden-lantern')).toMatch(/^\d+ m$/);
    await kit.shot(page, 'en-390');
    await expectAccessible(page, 'brand locator (en)');

    // 'search store': name or address, any case; markers follow the list.
    await page.getByTestId('store-search').fill('DIXON');
    await expect.poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().getAttribute('data-code')).toBe('golden-lantern');
    await expect.poll(() => markers(page).count()).toBe(1);
    await page.getByTestId('store-search').fill('laneway');
    await expect.poll(() => cards(page).count()).toBe(2);
    await page.getByTestId('store-search').fill('no such street');
    await expect.poll(() => cards(page).count()).toBe(0);
    expect(await text(page.locator('.bl-empty'))).toBe('No store matches your search');
    await page.getByTestId('store-search').fill('');
    await expect.poll(() => cards(page).count()).toBe(3);

    // A venue's panel: the week Monday to Sunday, dinners past midnight split over two days.
    await page.locator('[data-code="golden-lantern"] .bl-card-main').click();
    const rows = page.getByTestId('hours-table').locator('tr');
    await expect.poll(() => rows.count()).toBe(7);
    const week = await rowTexts(page);
    expect(week).toEqual([
      'Monday 11:00 – 15:00, 17:00 – 22:00',
      'Tuesday 11:00 – 15:00, 17:00 – 22:00',
      'Wednesday 11:00 – 15:00, 17:00 – 22:00',
      'Thursday 11:00 – 15:00, 17:00 – 22:00',
      'Friday 11:00 – 15:00, 17:00 – 24:00',
      'Saturday 00:00 – 01:00, 11:00 – 15:00, 17:00 – 24:00',
      'Sunday 00:00 – 01:00, 11:00 – 15:00, 17:00 – 22:00',
    ]);
    // The selected marker bounces and its info window offers directions (a web map off iOS).
    await expect.poll(() => page.locator('[data-testid="map-marker"].is-selected').getAttribute('data-code')).toBe('golden-lantern');
    const nav = page.getByTestId('map-navigation');
    await expect.poll(() => nav.count()).toBe(1);
    expect(await nav.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/directions\?to=-33\.879%2C151\.203/);
    expect(await text(nav)).toBe('navigation');
    await kit.shot(page, 'en-390-panel', true);
    await expectAccessible(page, 'brand locator venue panel (en)');
    await page.getByTestId('panel-back').click();
    await expect.poll(() => cards(page).count()).toBe(3);
  });

  it('reads in Chinese (search placeholder, start order, the week)', async () => {
    const page = await open('/brand/laneway', { zh: true });
    await expect.poll(() => markers(page).count(), { timeout: 15_000 }).toBe(3);
    expect(await page.getByTestId('store-search').getAttribute('placeholder')).toBe('搜索门店');
    expect(await text(page.locator('[data-code="laneway-espresso"] .bl-start'))).toBe('开始点餐');
    await kit.shot(page, 'zh-390');
    await page.locator('[data-code="laneway-espresso"] .bl-card-main').click();
    await expect.poll(() => page.getByTestId('hours-table').locator('tr').count()).toBe(7);
    expect((await rowTexts(page)).slice(0, 2)).toEqual(['星期一 06:30 – 15:00', '星期二 06:30 – 15:00']);
    await kit.shot(page, 'zh-390-panel', true);
    await expectAccessible(page, 'brand locator (zh-CN)');
  });

  it('places the list beside the map on a desktop', async () => {
    for (const zh of [false, true]) {
      const page = await open('/brand/laneway', { desktop: true, zh });
      await expect.poll(() => markers(page).count(), { timeout: 15_000 }).toBe(3);
      const map = await page.getByTestId('brand-map').boundingBox();
      const list = await page.locator('.bl-side').boundingBox();
      expect(list!.x + list!.width).toBeLessThanOrEqual(map!.x + 1);
      await kit.shot(page, zh ? 'zh-desktop' : 'en-desktop');
      if (!zh) await expectAccessible(page, 'brand locator (desktop)');
    }
  });

  it("answers 'no such brand' for an unknown code", async () => {
    const page = await open('/brand/no-such-brand');
    expect(await text(page.getByTestId('brand-failure'))).toBe('no such brand');
    expect((await fetch(`${server.url}/brand/no-such-brand`)).status).toBe(404);
    await kit.shot(page, 'en-no-such-brand');
  });

  it('shows each featured store’s distance on the home page once location is allowed', async () => {
    const page = await open('/');
    const eats = page.locator('a[href="/laneway-eats"] [data-store-distance]');
    const expected = formatHomeDistance(greatCircleMeters({ lat: HERE.latitude, lng: HERE.longitude }, VENUES['laneway-eats']));
    await expect.poll(() => text(eats), { timeout: 15_000 }).toBe(expected);
    expect(expected).toMatch(/^\d+ Km$/);
    await kit.shot(page, 'en-home-distances');
  });

  it('the account screen offers the wallet passes and explains when the venue has not set them up', async () => {
    for (const zh of [false, true]) {
      const page = await kit.newPage({
        zh,
        initScript: {
          fn: (value: string) => {
            if (!localStorage.getItem('platter:session')) localStorage.setItem('platter:session', value);
          },
          arg: session,
        },
      });
      await page.goto(`${server.url}/user/account`);
      const apple = page.getByTestId('wallet-apple');
      await expect.poll(() => apple.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect(await text(apple)).toBe(zh ? '添加到 Apple 钱包' : 'Add to Apple Wallet');
      expect(await text(page.getByTestId('wallet-google'))).toBe(zh ? '保存到 Google 钱包' : 'Save to Google Wallet');
      await apple.click();
      await expect.poll(() => text(page.getByTestId('wallet-note'))).toBe(zh ? 'Apple 钱包：商家尚未设置电子钱包卡。' : 'Apple Wallet: the venue has not set wallet passes up.');
      await kit.shot(page, zh ? 'zh-account-wallet' : 'en-account-wallet', true);
      await expectAccessible(page, `account wallet buttons (${zh ? 'zh-CN' : 'en'})`);
    }
  });
});
