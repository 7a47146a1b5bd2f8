/**
 * Every diner page in every language (issue 16 items 10 and 13; storefront.md §1 "languages"), in
 * Debian's Chromium on a 390×844 phone against the built server: a diner whose browser speaks en,
 * en-AU or zh-CN walks the café's menu (the 'Start order' modal and the poster), a product sheet, the
 * combo offer, the cart, the login-or-guest choice and the guest form, the order page (service
 * surcharge and GST lines), the payment method drawer and the payment page, and a table's join modal,
 * menu and cart. On every step the page's text (and its aria-labels, placeholders, titles and alt
 * texts) must hold:
 * - no raw message key: no word like `fulfilment.startOrder` that is a key of the locale files;
 * - in zh-CN, no English from the locale files: no en text longer than 3 characters whose zh-CN text
 *   differs; brand texts the brand file gives no zh-CN translation for are taken out first (names of
 *   products, variants, the venue…), so a brand translation missing (a description, a poster, the
 *   surcharge's name) fails the walk too.
 * One more walk chooses EN-AU in the language selector of an English browser.
 *
 * The café is made open 24 hours and given a 5 % service surcharge named 'Service Surcharge' with a
 * Chinese name, as the Golden Lantern has.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import en from '../../src/content/locales/en.json';
import zhCN from '../../src/content/locales/zh-CN.json';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { demoBrand, prepareDemoDataDir, type DemoDataOptions } from '../helpers/demo-data';
import { pageKit, row, see } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
/** One café table per language: each walk starts its own table's sitting (tables 1, 2 and 3). */
const TABLES: Record<'en' | 'en-AU' | 'zh-CN', string> = { en: 'mvnw98rxyj', 'en-AU': 'a7ep6f39up', 'zh-CN': 'wcgrtjjwkg' };
const OPTIONS: DemoDataOptions = {
  openAllDay: [CAFE],
  config: { [CAFE]: { service_surcharge_rate: 0.05, service_surcharge_name: 'Service Surcharge', service_surcharge_name_i18n: { 'zh-CN': '服务费' } } },
};

let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'i18n');

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir(OPTIONS);
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

// ————————————————————————————————————————————————————————————— what the pages may not show

/** Leaf keys of a message catalogue with their texts: 'cart.added' → 'Added {{count}} × {{name}}'. */
function flatten(obj: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof obj === 'string') out.set(prefix, obj);
  else if (obj && typeof obj === 'object') for (const [k, v] of Object.entries(obj)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}

const EN = flatten(en);
const ZH = flatten(zhCN);
/** Every key and key prefix ('orders', 'orders.detail', 'orders.detail.total'). */
const KEYS = new Set([...EN.keys()].flatMap((k) => k.split('.').map((_, i, parts) => parts.slice(0, i + 1).join('.'))).filter((k) => k.includes('.')));
const KEY_LIKE = /\b[a-z]+(?:\.[A-Za-z_]+)+\b/g;

/**
 * English that may not appear on a zh-CN page: the en texts (their literal parts around
 * `{{placeholders}}`) longer than 3 characters, with a letter, whose zh-CN text differs.
 */
const ENGLISH = [
  ...new Set(
    [...EN].flatMap(([key, value]) =>
      ZH.get(key) === value ? [] : value.split(/\{\{[^}]*\}\}/).map((s) => s.trim()).filter((s) => s.length > 3 && /[A-Za-z]/.test(s)),
    ),
  ),
];

/**
 * Texts of the brand file (each line of a string field `x`), split by whether `x_i18n` has a zh-CN
 * translation; longest first. Untranslated ones are the brand's own words, allowed to stay English on a
 * Chinese page; translated ones must not show there.
 */
function brandTexts(file: unknown): { untranslated: string[]; translated: string[] } {
  const untranslated = new Set<string>();
  const translated = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    for (const [k, v] of Object.entries(obj)) {
      if (typeof v === 'string') {
        const i18n = obj[`${k}_i18n`] as Record<string, string> | undefined;
        for (const part of v.split('\n').map((x) => x.trim())) {
          if (part.length > 1) (i18n?.['zh-CN'] ? translated : untranslated).add(part);
        }
      } else walk(v);
    }
  };
  walk(file);
  const longestFirst = (set: Set<string>) => [...set].sort((a, b) => b.length - a.length);
  return { untranslated: longestFirst(untranslated), translated: longestFirst(translated).filter((x) => x.length > 3 && !untranslated.has(x)) };
}
const { untranslated: BRAND, translated: BRAND_TRANSLATED } = brandTexts(demoBrand(OPTIONS));

/** What a diner meets on the page now: visible text, title, and aria-labels, placeholders, titles and alt texts of visible elements. */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title], img[alt]')) {
      if (!el.checkVisibility?.()) continue;
      for (const a of ['aria-label', 'placeholder', 'title', 'alt']) {
        const v = el.getAttribute(a);
        if (v) parts.push(v);
      }
    }
    return parts.join('\n');
  });
}

interface Walk {
  lang: 'en' | 'en-AU' | 'zh-CN';
  page: Page;
  /** Problems found so far, as 'step: …'. */
  problems: string[];
  /** Steps checked, in order. */
  steps: string[];
}

/** Checks the page as it is now for raw keys (and English, in zh-CN), noting problems under `step`. */
async function check(w: Walk, step: string): Promise<void> {
  // Let islands hydrate and lazy texts arrive (a hydrated island replaces its server HTML).
  await w.page.waitForTimeout(150);
  const textNow = await pageText(w.page);
  w.steps.push(step);
  const raw = [...new Set((textNow.match(KEY_LIKE) ?? []).filter((m) => KEYS.has(m)))];
  if (raw.length) w.problems.push(`${step}: raw keys ${raw.join(', ')}`);
  if (w.lang === 'zh-CN') {
    let rest = textNow;
    for (const b of BRAND) rest = rest.split(b).join(' ');
    const english = [...ENGLISH, ...BRAND_TRANSLATED].filter((s) => new RegExp(`(^|[^A-Za-z])${s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(rest));
    if (english.length) w.problems.push(`${step}: English ${english.map((s) => JSON.stringify(s)).join(', ')}`);
  }
}

/** A phone whose browser speaks `lang` (navigator.language and Accept-Language). */
async function phone(lang: Walk['lang']): Promise<Walk> {
  const page = await kit.newPage({ contextOptions: { locale: lang, extraHTTPHeaders: { 'accept-language': lang === 'en' ? 'en' : `${lang},en;q=0.5` } } });
  return { lang, page, problems: [], steps: [] };
}

// ————————————————————————————————————————————————————————————— the walk (language-neutral selectors)

const openDialog = (page: Page) => page.locator('[role="dialog"]:visible, [role="alertdialog"]:visible');
/** A dish's row by its English demo name (its zh-CN name on a Chinese page). */
const rowByName = row;

/** Closes the poster popup when it is open (its one button). */
async function closePoster(w: Walk): Promise<void> {
  const poster = w.page.locator('.poster');
  if (await poster.isVisible()) {
    await check(w, 'poster');
    await poster.locator('.dialog-actions button').click();
    await see.gone(poster);
  }
}

/** The café's menu: the 'Start order' modal (Pick up, ASAP), the poster, the menu itself. */
async function menu(w: Walk, shots: boolean): Promise<void> {
  const { page } = w;
  await page.goto(`${server.url}/${CAFE}`);
  await page.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(w.lang);
  for (let i = 0; i < 8; i++) {
    const start = page.getByTestId('start-order');
    if (await start.isVisible()) {
      await check(w, 'start order modal');
      // en-AU's own wording, not plain English under it.
      if (w.lang === 'en-AU' && !(await pageText(page)).includes('How would you like your order?')) w.problems.push('start order modal: not in en-AU wording');
      await page.locator('.tiles [role="radio"]').first().click();
      await expect.poll(() => start.isDisabled()).toBe(false);
      await start.click();
      await see.gone(start);
      continue;
    }
    await closePoster(w);
    // The poster may follow a closed store's 'Start order' a moment later.
    await page.waitForTimeout(800);
    if (!(await start.isVisible()) && !(await page.locator('.poster').isVisible())) break;
  }
  await check(w, 'menu');
  if (shots) await kit.shot(page, `${w.lang}-menu`);
  // The posters chip opens the list of posters.
  const chip = page.locator('.store-chips [data-ui="posters"]').first();
  if (await chip.count()) {
    await chip.click();
    await see.visible(page.locator('.poster'));
    await check(w, 'posters list');
    await page.locator('.poster .dialog-actions button').click();
    await see.gone(page.locator('.poster'));
  }
}

/** A product sheet with sizes and modifiers, then quick-adds (declining or reading the combo offer). */
async function sheetAndCart(w: Walk, shots: boolean): Promise<void> {
  const { page } = w;
  await rowByName(page, 'Flat white').locator('.row-open').click();
  const sheet = openDialog(page).filter({ has: page.getByTestId('add-to-cart') });
  await see.visible(sheet);
  await check(w, 'product sheet');
  if (shots) await kit.shot(page, `${w.lang}-sheet`);
  await page.keyboard.press('Escape');
  await see.gone(sheet);

  for (const name of ['Butter croissant', 'Butter croissant', 'Cold brew']) {
    await rowByName(page, name).locator('.qty-add').click();
    await page.waitForTimeout(250);
    const offer = page.locator('.upsell');
    if (await offer.isVisible()) {
      await check(w, 'combo offer');
      await offer.locator('.dialog-actions button').click();
      await see.gone(offer);
    }
  }
  await see.text(page.getByTestId('cart-bar').locator('.badge'), '3');
  await check(w, 'menu with a cart');
  await page.getByTestId('cart-bar').click();
  await see.visible(page.getByTestId('cart-continue'));
  await check(w, 'cart');
  await page.getByTestId('cart-continue').click();
}

/** Login-or-guest, the guest form (with its errors), the order page, the payment drawer and page. */
async function checkout(w: Walk): Promise<void> {
  const { page } = w;
  await see.visible(page.getByTestId('checkout-guest'));
  await check(w, 'login or guest');
  await page.getByTestId('checkout-guest').click();
  const submit = page.getByTestId('checkout-as-guest');
  await see.visible(submit);
  await check(w, 'guest form');
  await submit.click();
  await see.visible(page.locator('.guest-form [role="alert"], .guest-form .field-error, .guest-form [aria-invalid="true"]'));
  await check(w, 'guest form errors');
  await page.locator('input[id$="-mobile"]').fill('0412345678');
  await page.locator('input[id$="-email"]').fill('ada@example.com');
  await page.locator('input[id$="-firstname"]').fill('Ada');
  await submit.click();

  await see.url(page, /\/order\/detail\/P\w+$/);
  await see.visible(page.getByTestId('amount-due'));
  await see.visible(page.locator('.od-row-tax').first());
  await check(w, 'order page');
  // The surcharge and the tax line in the page's language (the brand's names, the translated '(inc.)').
  const amounts = await pageText(page);
  const want = w.lang === 'zh-CN' ? ['服务费', '商品及服务税,10%（含税）'] : ['Service Surcharge', 'GST,10%(inc.)'];
  for (const x of want) if (!amounts.includes(x)) w.problems.push(`order page: no ${JSON.stringify(x)}`);
  await page.getByTestId('action-placeOrder').click();
  await see.visible(page.getByTestId('pay-now'));
  await check(w, 'payment method drawer');
  await page.getByTestId('pay-now').click();
  await see.url(page, /\/pay\/checkout$/);
  await see.visible(page.getByTestId('pay-submit'));
  await check(w, 'payment page');
}

/** A café table of its own: the join modal, the table's menu and its cart. */
async function table(w: Walk): Promise<void> {
  const { page } = w;
  await page.goto(`${server.url}/tbl?c=${TABLES[w.lang]}`);
  await page.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
  const guests = page.getByTestId('table-guests');
  await see.visible(guests);
  await check(w, 'table join modal');
  await guests.fill('2');
  await page.getByTestId('table-start').click();
  await see.gone(guests);
  // The table's poster follows the join modal a moment later (when not yet dismissed in this browser).
  await page.locator('.poster').waitFor({ state: 'visible', timeout: 2_000 }).catch(() => undefined);
  await closePoster(w);
  await see.visible(page.getByTestId('table-bar'));
  await check(w, 'table menu');
  await rowByName(page, 'Cold brew').locator('.qty-add').click();
  await page.waitForTimeout(250);
  await closePoster(w);
  await page.getByTestId('cart-bar').click();
  await see.visible(page.getByTestId('table-cart-lines'));
  await check(w, 'table cart');
}

describe('every diner page in en, en-AU and zh-CN (issue 16 items 10, 13)', () => {
  it('knows what to look for', () => {
    expect(KEYS.has('fulfilment.startOrder') && KEYS.has('product.chooseVariant') && KEYS.has('cart.added')).toBe(true);
    expect(ENGLISH).toContain('Start order');
    expect(ENGLISH).toContain('Service Surcharge');
    expect(ENGLISH).toContain('(inc.)');
    // Translated brand texts are not allowed to stay English; untranslated names are (the demo's menu is all translated: issue 27 item 11).
    expect(BRAND).not.toContain('Flat white');
    expect(BRAND_TRANSLATED).toEqual(expect.arrayContaining(['Flat white', 'Full cream', 'How would you like your eggs?', 'Tea & chocolate', 'Welcome in! Order from your table and we will bring everything out to you. Pay whenever you are ready.']));
    expect(BRAND).not.toContain('Our autumn menu is here');
    expect(BRAND).not.toContain('Double shot over ice and cold milk.');
    expect(BRAND_TRANSLATED).toEqual(expect.arrayContaining(['Our autumn menu is here', 'Double shot over ice and cold milk.', 'Show me', 'Service Surcharge']));
  });

  it.each([['en'], ['en-AU'], ['zh-CN']] as const)('%s: menu, product sheet, cart, guest form, order page, payment page and table page show no raw key (nor English in zh-CN)', async (lang) => {
    const w = await phone(lang);
    await menu(w, lang !== 'en');
    await sheetAndCart(w, lang !== 'en');
    await checkout(w);
    await table(w);
    expect(w.steps.length).toBeGreaterThanOrEqual(14);
    expect(w.problems).toEqual([]);
  });

  it('EN-AU chosen in the language selector of an English browser: no raw key on the menu, the sheet and the cart', async () => {
    const w = await phone('en');
    await w.page.goto(`${server.url}/${CAFE}`);
    await w.page.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
    await Promise.all([w.page.waitForEvent('load'), w.page.getByTestId('language').selectOption('en-au')]);
    w.lang = 'en-AU';
    await menu(w, false);
    await sheetAndCart(w, false);
    expect(w.problems).toEqual([]);
  });
});
