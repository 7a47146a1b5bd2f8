/**
 * The kitchen display and courses at the diner's pace (issue 25 items 1, 2), in Debian's Chromium against
 * the built server, at the demo restaurant (Golden Lantern; opened and its menus served all day for the
 * test, its menu selector off and only the lunch menu open): two zh-CN phones at table A1 order an entrée (prawn dumplings, Dim sum station) and a main
 * (fried rice, Wok station); the kitchen display at 1280 px shows the dumplings in English at Dim sum,
 * the main held; staff bump → the phones show the entrée ready; both phones tap 'Fire next course'
 * together → one Wok ticket. axe on the display, its expo view and the phone's course panel; screenshots
 * at 1280 px (display, en and zh-CN chrome) and 390 px (phone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { dialog, expectAccessible, pageKit, quickAdd, see, staffSignIn, text } from '../helpers/e2e-kit';

const VENUE = 'golden-lantern';
const TABLE = 'jqm5fzkbpe'; // table A1, code mode
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'kitchen');

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [VENUE], menusAllDay: [VENUE], withoutCapabilities: { [VENUE]: ['advance_menu'] }, withoutMenus: { [VENUE]: ['dinner'] } });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
  for (const path of ['/staff/login', '/staff/kitchen', `/tbl?c=${TABLE}`]) await fetch(`${server.url}${path}`).catch(() => undefined);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

async function phone(): Promise<Page> {
  const page = await kit.newPage({ zh: true, dismissPosters: true, viewport: { width: 390, height: 844 } });
  page.setDefaultTimeout(30_000);
  await page.goto(`${server.url}/tbl?c=${TABLE}`);
  // The menu selector (advance_menu) is off and only lunch is served: the table opens on it after joining.
  const join = dialog(page, 'A1 号桌');
  // A second phone at a started code-mode table may be let in without the modal.
  await join.waitFor({ state: 'visible', timeout: 8000 }).catch(() => undefined);
  if (!(await join.isVisible())) return page;
  const guests = join.getByLabel('用餐人数');
  if (!(await guests.inputValue())) await guests.fill('2');
  await join.getByTestId('table-start').click();
  await see.gone(join);
  await page.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
  return page;
}

describe('the kitchen display and courses', () => {
  let staff: Page;
  let a: Page;
  let b: Page;

  it('opens the kitchen display at a station', async () => {
    staff = await kit.newPage({ viewport: { width: 1280, height: 900 } });
    staff.setDefaultTimeout(30_000);
    await staffSignIn(staff, server.url, VENUE);
    await staff.goto(`${server.url}/staff/kitchen?station=dim-sum`);
    await see.text(staff.locator('.k-live'), 'Live');
    await see.visible(staff.getByTestId('kds-screen-dim-sum'));
    expect(await staff.getByTestId('kds-screen-dim-sum').getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(staff, 'kitchen display, empty');
  });

  it('a zh-CN table orders two courses: the display shows the entrée in English at Dim sum, the main held', async () => {
    a = await phone();
    await quickAdd(a, '虾饺');
    await quickAdd(a, '扬州炒饭');
    await a.getByTestId('cart-bar').click();
    await a.getByTestId('table-submitToKitchen').click();
    await see.contains(a.getByTestId('table-state'), '1');
    // Close the cart drawer: the page below shows the courses.
    await a.keyboard.press('Escape');
    await see.gone(a.getByTestId('table-submitToKitchen'));

    const ticket = staff.getByTestId('kds-ticket').filter({ hasText: 'Prawn dumplings (har gow)' });
    await see.visible(ticket);
    await see.contains(ticket, 'Table A1');
    await see.contains(ticket, 'Entrée');
    expect(await staff.getByTestId('kds-ticket').filter({ hasText: 'Yang chow fried rice' }).count()).toBe(0);
    await kit.shot(staff, 'kds-1280-en');
    await expectAccessible(staff, 'kitchen display with a ticket');

    // The expo view shows the whole table: the entrée cooking, the main held.
    await staff.getByTestId('kds-screen-expo').click();
    const order = staff.getByTestId('kds-expo-order').filter({ hasText: 'Table A1' });
    await see.contains(order, 'Yang chow fried rice');
    await see.visible(order.getByTestId('kds-fire'));
    await kit.shot(staff, 'kds-expo-1280-en');
    await expectAccessible(staff, 'kitchen expo view');
    await staff.getByTestId('kds-screen-dim-sum').click();
  });

  it('bump → the phones show the entrée ready and ask for mains', async () => {
    b = await phone();
    await staff.getByTestId('kds-ticket').filter({ hasText: 'Prawn dumplings (har gow)' }).getByTestId('kds-bump').click();
    await see.gone(staff.getByTestId('kds-ticket').filter({ hasText: 'Prawn dumplings (har gow)' }));
    await see.visible(staff.getByTestId('kds-recall'));
    for (const p of [a, b]) {
      // Course names in Chinese on the zh-CN phones (the brand file's order_sequences name_i18n; issue 27 item 11).
      const entree = p.getByTestId('table-course').filter({ hasText: '前菜' });
      await see.contains(entree, '已出餐');
      await see.contains(p.getByTestId('table-courses'), '可以上主菜了吗？');
      await see.visible(p.getByTestId('table-fire-course'));
    }
    await kit.shot(a, 'phone-courses-390-zh');
    await expectAccessible(a, 'table courses on the phone', '[data-testid="table-courses"]');
  });

  it("'Fire next course' from two phones together sends the main once", async () => {
    // Both phones tap at the same moment (dispatched together; the server keeps one fire).
    await Promise.all([a.getByTestId('table-fire-course').dispatchEvent('click'), b.getByTestId('table-fire-course').dispatchEvent('click')]);
    for (const p of [a, b]) {
      await see.contains(p.getByTestId('table-course').filter({ hasText: '主菜' }), '制作中');
      await see.gone(p.getByTestId('table-fire-course'));
      expect(await p.getByRole('alert').filter({ hasText: '已通知厨房' }).count()).toBe(0);
    }
    await staff.getByTestId('kds-screen-wok').click();
    const mains = staff.getByTestId('kds-ticket').filter({ hasText: 'Yang chow fried rice' });
    await see.visible(mains);
    expect(await mains.count()).toBe(1);
    // The server agrees: one Wok ticket for the main, fired.
    const data = (await staff.evaluate(async () => (await fetch('/staff/api/kitchen')).json())) as { tickets: { station: string; course: number; firedAt: number | null; label: string }[] };
    expect(data.tickets.filter((t) => t.label === 'A1' && t.course === 2)).toHaveLength(1);
    expect(await text(mains)).toContain('Main');
  });

  it('speaks Chinese on the display chrome, tickets staying English', async () => {
    const zh = await kit.newPage({ zh: true, viewport: { width: 1280, height: 900 } });
    zh.setDefaultTimeout(30_000);
    // The staff cookie and a device that chose Chinese (without it the app opens in the venue's language, en).
    await zh.context().addCookies([...(await staff.context().cookies()).filter((c) => c.name !== 'platter_lng'), { name: 'platter_lng', value: 'zh-CN', url: server.url }]);
    await zh.goto(`${server.url}/staff/kitchen?station=wok`);
    await see.text(zh.locator('h1'), '厨房');
    const ticket = zh.getByTestId('kds-ticket').filter({ hasText: 'Yang chow fried rice' });
    await see.visible(ticket);
    await see.contains(ticket, 'A1 号桌');
    await see.contains(ticket, '完成');
    await kit.shot(zh, 'kds-1280-zh');
    await expectAccessible(zh, 'kitchen display in Chinese');
  });
});
