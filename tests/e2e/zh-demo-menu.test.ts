/**
 * Issue 27 item 11: the demo brand is wholly Chinese on a zh-CN phone. A 390 px zh-CN browser walks
 * every menu of every demo venue (the café, the restaurant's lunch and dinner, the food hall's three
 * counters): each menu page, scrolled to its end, and the product sheet of every dish that opens one
 * (sizes, modifier groups and options, combo groups, set-menu courses) must show none of the brand
 * file's English names of categories, products, variants, modifier groups and options, combos, combo
 * groups and set menus — each of which has a zh-CN translation. The brand's untranslated texts (venue
 * and store names, addresses) are taken out first, as in i18n.test.ts. Screenshots
 * `test-results/zh-demo-<venue>-<menu>.png` and `…-sheet.png` at 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { demoBrand, prepareDemoDataDir, type DemoDataOptions } from '../helpers/demo-data';
import { expectAccessible, pageKit, see } from '../helpers/e2e-kit';

const VENUES = ['laneway-espresso', 'golden-lantern', 'laneway-eats'];
const OPTIONS: DemoDataOptions = { openAllDay: VENUES, menusAllDay: VENUES };
const BRAND = demoBrand(OPTIONS);

let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'zh-demo');

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir(OPTIONS);
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

type Node = Record<string, unknown>;

/** The English names (with a zh-CN translation) of the menu items of `menus`, and those left untranslated. */
function menuNames(menus: unknown): { translated: Set<string>; untranslated: Set<string> } {
  const translated = new Set<string>();
  const untranslated = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const o = node as Node;
    if (typeof o.name === 'string') ((o.name_i18n as Record<string, string> | undefined)?.['zh-CN'] ? translated : untranslated).add(o.name);
    Object.values(o).forEach(walk);
  };
  walk(menus);
  return { translated, untranslated };
}

/** Every string of the brand file without a zh-CN translation beside it (names of venues, stores, addresses…), longest first. */
function untranslatedTexts(file: unknown): string[] {
  const out = new Set<string>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const o = node as Node;
    for (const [k, v] of Object.entries(o)) {
      if (typeof v === 'string') {
        if (!(o[`${k}_i18n`] as Record<string, string> | undefined)?.['zh-CN'] && v.length > 1) out.add(v);
      } else walk(v);
    }
  };
  walk(file);
  return [...out].sort((a, b) => b.length - a.length);
}
const KEEP = untranslatedTexts(BRAND);

/** The English names among `names` that `text` shows as whole words, once the brand's untranslated texts are taken out. */
function englishIn(text: string, names: Iterable<string>): string[] {
  let rest = text;
  for (const k of KEEP) rest = rest.split(k).join(' ');
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...names].filter((n) => new RegExp(`(^|[^A-Za-z])${escape(n)}($|[^A-Za-z])`).test(rest));
}

/** Visible text, the title and the aria-labels of visible elements. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label]')) if (el.checkVisibility?.()) parts.push(el.getAttribute('aria-label') ?? '');
    return parts.join('\n');
  });
}

/** Scrolls the menu to its end until no more rows arrive (products load 20 at a time). */
async function loadAllRows(page: Page): Promise<number> {
  let count = -1;
  for (let i = 0; i < 20; i++) {
    const now = await page.locator('[data-row]').count();
    if (now === count) break;
    count = now;
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(400);
    await page.waitForLoadState('networkidle');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return count;
}

/** On a menu page just opened: starts an order with the first fulfilment tile (the restaurant has no Pick up) and closes the poster. */
async function settle(page: Page): Promise<void> {
  await page.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 8; i++) {
    const start = page.getByTestId('start-order');
    if (await start.isVisible()) {
      await page.locator('.tiles [role="radio"]').first().click();
      await expect.poll(() => start.isDisabled()).toBe(false);
      await start.click();
      await see.gone(start);
      continue;
    }
    const poster = page.locator('.poster');
    if (await poster.isVisible()) {
      // The kit's poster handler (dismissPosters) may close it first.
      await poster.locator('.dialog-actions button').click({ timeout: 2_000 }).catch(() => undefined);
      await see.gone(poster);
      continue;
    }
    await page.waitForTimeout(800);
    if (!(await start.isVisible()) && !(await poster.isVisible())) break;
  }
}

/** The menu pages of a venue: its menu tiles' links, or the venue page itself when it has one menu. */
async function menuPages(page: Page, venue: string): Promise<string[]> {
  await page.goto(`${server.url}/${venue}`);
  await page.waitForLoadState('networkidle');
  const tiles = await page.locator('a.menu-tile').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  return tiles.length > 0 ? tiles : [`${server.url}/${venue}`];
}

describe('the demo brand on a zh-CN phone at 390 px (issue 27 item 11)', () => {
  it('translates every menu item of the brand file', () => {
    for (const v of BRAND.venues as Node[]) expect([...menuNames(v.menus).untranslated]).toEqual([]);
  });

  it.each(VENUES)('%s: menus and product sheets show no English category, product, variant or modifier name', async (venue) => {
    const v = (BRAND.venues as Node[]).find((x) => x.code === venue)!;
    // Its menus and its courses (a set menu's sheet heads each course with its name).
    const names = menuNames([v.menus, v.order_sequences ?? []]).translated;
    expect(names.size).toBeGreaterThan(10);
    const page = await kit.newPage({ zh: true, dismissPosters: true });
    const problems: string[] = [];
    let menusSeen = 0;
    let sheetsSeen = 0;
    let modifierShot = false;
    for (const [i, url] of (await menuPages(page, venue)).entries()) {
      await page.goto(url);
      await settle(page);
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('zh-CN');
      const rows = await loadAllRows(page);
      expect(rows).toBeGreaterThan(0);
      menusSeen++;
      const english = englishIn(await pageText(page), names);
      if (english.length) problems.push(`${url}: ${english.join(', ')}`);
      await kit.shot(page, `${venue}-${i}`);
      if (i === 0) await expectAccessible(page, `${venue} menu (zh-CN)`);

      // Every row that opens a sheet (a sold-out dish's is disabled).
      const openers = page.locator('[data-row] .row-open:not([aria-disabled="true"])');
      const n = await openers.count();
      for (let r = 0; r < n; r++) {
        const opener = openers.nth(r);
        await opener.scrollIntoViewIfNeeded();
        await opener.click();
        const sheet = page.locator('[role="dialog"]:visible').filter({ has: page.getByTestId('add-to-cart') });
        await see.visible(sheet);
        await page.waitForTimeout(150);
        const inSheet = englishIn(await sheet.innerText(), names);
        const label = (await sheet.locator('h2').first().innerText().catch(() => `row ${r}`)).trim();
        if (inSheet.length) problems.push(`${url} sheet ${label}: ${inSheet.join(', ')}`);
        if (sheetsSeen === 0) await kit.shot(page, `${venue}-${i}-sheet`);
        // The first sheet with modifier groups, scrolled to them.
        const groups = sheet.locator('.mod-list');
        if (!modifierShot && (await groups.count())) {
          await groups.first().scrollIntoViewIfNeeded();
          await kit.shot(page, `${venue}-${i}-modifiers`);
          modifierShot = true;
        }
        sheetsSeen++;
        await page.keyboard.press('Escape');
        await see.gone(sheet);
      }
    }
    expect(problems).toEqual([]);
    expect(menusSeen).toBeGreaterThan(0);
    expect(sheetsSeen).toBeGreaterThan(0);
  });
});
