/**
 * Allergens the diner can trust (issue 25 item 4) in Chromium on the café's menu: rows show their
 * allergens as text-symbol marks with names, a dish without data says 'Allergens not listed — ask
 * staff'; with 'hide peanut' on, no dish containing or may-containing peanut shows, while dishes without
 * data stay shown and flagged 'Not checked against your filter' (unknown ≠ safe); the choice holds
 * after a reload (kept on the device); the item builder marks an option that adds an allergen; the cart
 * flags a line without data. axe on the menu with the filter open in en, en-AU and zh-CN; screenshots
 * `test-results/allergens-*.png` at 390 px and 1280 px. The filter's code loads on use (issue 28): with
 * it held back, the tap still opens a titled 'Loading…' sheet at once (axe-checked), then the filter.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app';
import { launchChromium } from '../helpers/server-process';
import { expectAccessible, openMenu, pageKit, quickAdd, row, see } from '../helpers/e2e-kit';
import type { PageHandler } from '../../src/server/app';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import type { Menu } from '../../src/domain/types';
import en from '../../src/content/locales/en.json';
import enAU from '../../src/content/locales/en-au.json';
import zhCN from '../../src/content/locales/zh-CN.json';

const root = join(import.meta.dirname, '..', '..');
const VENUE = 'laneway-espresso';
let t: TestApp;
let browser: Browser;
let menu: Menu;
const kit = pageKit(() => browser, 'allergens');

beforeAll(async () => {
  const entry = join(root, 'dist', 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error('run `npm run build` first');
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: PageHandler };
  [t, browser] = await Promise.all([
    startTestApp('pglite', { pages: handler, clientDir: join(root, 'dist', 'client'), seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) }),
    launchChromium(),
  ]);
  const venue = (await findVenue(t.app.services.db, VENUE))!;
  menu = (await loadMenu(t.app.services.db, venue.id))!;
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await t?.close();
});

type Lang = 'en' | 'en-au' | 'zh-CN';
const WORDS = { en: en.allergens, 'en-au': enAU.allergens, 'zh-CN': zhCN.allergens } as const;

async function phone(lang: Lang, width = 390): Promise<Page> {
  const page = await kit.newPage({ viewport: { width, height: 844 }, zh: lang === 'zh-CN', dismissPosters: true, contextOptions: lang === 'en-au' ? { locale: 'en-AU', extraHTTPHeaders: { 'accept-language': 'en-AU,en;q=0.5' } } : undefined });
  await page.context().addCookies([{ name: 'platter_lng', value: lang, url: t.url }]);
  await openMenu(page, `${t.url}/${VENUE}`);
  return page;
}

const rowOf = (page: Page, id: number) => page.locator(`[data-row="p:${id}"]`);
const isHidden = (page: Page, id: number) => rowOf(page, id).evaluate((el) => (el as HTMLElement).hidden || (el.closest('section') as HTMLElement | null)?.hidden === true);

async function openFilter(page: Page, lang: Lang) {
  await page.getByTestId('allergen-filter-open').click();
  await see.visible(page.getByRole('dialog', { name: WORDS[lang].title }));
}

describe('allergens and the diner filter', () => {
  it("with 'hide peanut' on, no dish containing or may-containing peanut shows; a dish without data stays, flagged", async () => {
    const peanut = menu.products.filter((p) => p.allergens && [...p.allergens.contains, ...p.allergens.may_contain].includes('peanut'));
    const unknown = menu.products.filter((p) => p.allergens === null);
    const safe = menu.products.filter((p) => p.allergens && ![...p.allergens.contains, ...p.allergens.may_contain].includes('peanut'));
    expect(peanut.length).toBeGreaterThanOrEqual(4);
    expect(unknown.length).toBeGreaterThan(0);

    const page = await phone('en');
    const ham = rowOf(page, unknown[0].id);
    await see.contains(ham.locator('.row-alg'), 'Allergens not listed — ask staff');
    await see.contains(row(page, 'Açaí bowl').locator('.row-alg'), 'Contains: PN Peanut');
    await kit.shot(page, 'menu-390-en');

    await openFilter(page, 'en');
    await page.locator('[data-alg-code="peanut"]').click();
    expect(await page.locator('[data-alg-code="peanut"]').getAttribute('aria-pressed')).toBe('true');
    await expectAccessible(page, 'allergen filter en');
    await kit.shot(page, 'filter-390-en');
    await page.getByTestId('allergen-done').click();

    for (const p of peanut) expect(await isHidden(page, p.id), p.name).toBe(true);
    for (const p of unknown) {
      expect(await isHidden(page, p.id), p.name).toBe(false);
      await see.contains(rowOf(page, p.id), 'Allergens not listed — ask staff');
      await see.visible(rowOf(page, p.id).locator('[data-alg-flag]'));
    }
    for (const p of safe) expect(await isHidden(page, p.id), p.name).toBe(false);
    // Bundles holding a peanut dish are hidden too; the summary counts every row.
    const hiddenRows = await page.locator('[data-row][hidden]').count();
    expect(hiddenRows).toBeGreaterThanOrEqual(peanut.length);
    await see.text(page.locator('[data-alg-summary]'), `Your filter hides ${hiddenRows} · ${await page.locator('[data-row][data-alg-unchecked]').count()} not checked`);
    await kit.shot(page, 'hide-peanut-390-en');
    await expectAccessible(page, 'menu with the filter on');

    // Kept on the device: the menu opened again keeps peanut hidden.
    const again = await page.context().newPage();
    await again.goto(`${t.url}/${VENUE}`);
    await again.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
    await expect.poll(() => isHidden(again, peanut[0].id), { timeout: 15_000 }).toBe(true);
    await see.contains(again.locator('[data-alg-button]'), '1 on');
    await again.close();

    // The cart flags a line without data.
    await quickAdd(page, unknown[0].name);
    await page.getByTestId('cart-bar').click();
    await see.contains(page.getByTestId('cart-line-allergen'), 'Allergens not listed — ask staff');
    await kit.shot(page, 'cart-390-en');
  });

  it('the item builder shows the dish’s allergens and marks an option that adds one', async () => {
    const page = await phone('en');
    await openFilter(page, 'en');
    await page.getByTestId('allergen-clear').click();
    await page.locator('[data-alg-code="almond"]').click();
    await page.getByTestId('allergen-done').click();
    await row(page, 'Flat white').locator('.row-open').click();
    const sheet = page.getByRole('dialog', { name: /Flat white/ });
    await see.contains(sheet.getByTestId('sheet-allergens'), 'Contains: MK Milk');
    const almond = sheet.getByTestId('option-adds-allergen').filter({ hasText: 'Almond' });
    await see.contains(almond, 'Adds Almond · Conflicts with your filter');
    await kit.shot(page, 'sheet-390-en');
    await expectAccessible(page, 'item builder with allergen marks');
  });

  it.each<[Lang]>([['en-au'], ['zh-CN']])('the filter in %s: its words, axe, screenshots at 390 and 1280 px', async (lang) => {
    const words = WORDS[lang];
    for (const width of [390, 1280]) {
      const page = await phone(lang, width);
      await see.contains(page.locator('[data-alg-button]'), words.filterButton);
      await openFilter(page, lang);
      await see.contains(page.locator('[data-alg-code="peanut"]'), words.code.peanut);
      await page.locator('[data-alg-code="peanut"]').click();
      await expectAccessible(page, `allergen filter ${lang} ${width}`);
      await kit.shot(page, `filter-${width}-${lang}`);
      await page.getByTestId('allergen-done').click();
      await see.contains(page.locator('[data-row][data-alg-unchecked]').first(), words.notChecked);
      await kit.shot(page, `hide-peanut-${width}-${lang}`);
    }
  });

  it('the menu at 1280 px in en', async () => {
    const page = await phone('en', 1280);
    await openFilter(page, 'en');
    await page.locator('[data-alg-code="peanut"]').click();
    await expectAccessible(page, 'allergen filter en 1280');
    await kit.shot(page, 'filter-1280-en');
    await page.getByTestId('allergen-done').click();
    await kit.shot(page, 'hide-peanut-1280-en');
    expect(kit.cspViolations()).toEqual([]);
  });

  it('the filter answers the tap at once while its code loads (issue 28: loaded on use)', async () => {
    const page = await phone('en');
    // Hold the filter panel's code until the loading state has been seen.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/AllergenFilterPanel\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('allergen-filter-open').click();
    const loading = page.getByRole('dialog', { name: WORDS.en.title });
    await see.visible(loading);
    await see.contains(loading.getByTestId('panel-loading'), en.common.loading);
    await expectAccessible(page, 'allergen filter loading');
    await kit.shot(page, 'filter-loading-390-en');
    release();
    await see.visible(page.locator('[data-alg-code="peanut"]'));
    expect(await page.getByTestId('panel-loading').count()).toBe(0);
    await page.locator('[data-alg-code="peanut"]').click();
    await page.getByTestId('allergen-done').click();
    expect(await isHidden(page, menu.products.find((p) => p.allergens?.contains.includes('peanut'))!.id)).toBe(true);
  });
});
