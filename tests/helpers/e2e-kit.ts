/**
 * What every end-to-end suite does with the browser: open phone-sized pages, take screenshots, check
 * accessibility with axe, wait for text, and walk the common storefront steps (open a venue's menu,
 * start Pick up · ASAP, quick-add an item, pay on the simulator's card page).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../src/content/locales/en.json';
import enAU from '../../src/content/locales/en-au.json';
import zhCN from '../../src/content/locales/zh-CN.json';
import demoFile from '../../src/content/demo/platter-demo.json';

export interface PageOptions {
  /** Default 390×844 (a phone). */
  viewport?: { width: number; height: number };
  /** Chinese browser (locale and Accept-Language zh-CN). */
  zh?: boolean;
  /** Runs in every page of the context before the page's own scripts (e.g. installs a session). */
  initScript?: { fn: (arg: string) => void; arg: string };
  /** Closes the poster dialog whenever it gets in the way (table pages show it at any moment). */
  dismissPosters?: boolean;
  contextOptions?: BrowserContextOptions;
}

export interface PageKit {
  newPage(options?: PageOptions): Promise<Page>;
  /** Saves `test-results/<prefix>-<name>.png` (after a short settle). */
  shot(page: Page, name: string, fullPage?: boolean): Promise<void>;
  /**
   * Content-Security-Policy violations seen so far in every page of this kit (Chromium's console
   * errors 'Refused to … Content Security Policy …' and `securitypolicyviolation` events), as
   * 'page URL: message'. Suites assert it stays empty (issue 16 item 5).
   */
  cspViolations(): string[];
  /** Closes every context this kit opened. */
  close(): Promise<void>;
}

/** Pages in fresh contexts of `browser`; screenshots named `<prefix>-…`. */
export function pageKit(browser: () => Browser, prefix: string): PageKit {
  const contexts: BrowserContext[] = [];
  const violations: string[] = [];
  return {
    cspViolations: () => [...violations],
    async newPage(options = {}) {
      const context = await browser().newContext({
        viewport: options.viewport ?? { width: 390, height: 844 },
        deviceScaleFactor: 2,
        locale: options.zh ? 'zh-CN' : 'en-US',
        ...(options.zh ? { extraHTTPHeaders: { 'accept-language': 'zh-CN' } } : {}),
        ...options.contextOptions,
      });
      contexts.push(context);
      if (options.initScript) await context.addInitScript(options.initScript.fn, options.initScript.arg);
      await context.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation event: ${e.effectiveDirective} blocked ${e.blockedURI || 'inline'}`)),
      );
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error' && /Content Security Policy/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`);
      });
      page.setDefaultTimeout(15_000);
      if (options.dismissPosters) {
        await page.addLocatorHandler(page.locator('.poster .dialog-actions button').first(), (button) => button.dispatchEvent('click'), { noWaitAfter: true });
      }
      return page;
    },
    async shot(page, name, fullPage = false) {
      await page.waitForTimeout(250);
      await page.screenshot({ path: `test-results/${prefix}-${name}.png`, fullPage });
    },
    async close() {
      for (const c of contexts.splice(0)) await c.close().catch(() => undefined);
    },
  };
}

/**
 * The rules axe runs: WCAG 2.2 level A and AA (with 2.0 and 2.1 A/AA; `wcag22aa` brings target-size,
 * 24 × 24 px touch targets), plus axe's best practices that ran before the WCAG 2.2 tags were named.
 */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * No serious or critical axe violation (WCAG 2.2 AA, `AXE_TAGS`) on the page, or within the `include`
 * selector. While a modal is open (aria-modal) the check is the topmost modal: the page behind it is
 * covered by the modal's backdrop and out of reach (its own check is the page's, with no modal open).
 */
export async function expectAccessible(page: Page, label: string, include?: string): Promise<void> {
  // The page at rest: colours read mid-animation (a cart bar sliding in) are not what a diner sees.
  // Finite, running animations only (a spinner's never ends; a paused one never finishes), and never
  // longer than 2 s.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  const modal = include
    ? false
    : await page.evaluate(() => {
        for (const el of document.querySelectorAll('[data-axe-scope]')) el.removeAttribute('data-axe-scope');
        const top = [...document.querySelectorAll('[aria-modal="true"]')].filter((el) => el.getClientRects().length > 0).pop();
        top?.setAttribute('data-axe-scope', '');
        return Boolean(top);
      });
  const scope = include ?? (modal ? '[data-axe-scope]' : undefined);
  const result = await (scope ? builder.include(scope) : builder).analyze();
  const bad = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(bad).toEqual([]);
}

/** The first match's text with white space folded, '' when there is none. */
export const text = async (l: Locator): Promise<string> => ((await l.count()) ? ((await l.first().textContent()) ?? '').replace(/\s+/g, ' ').trim() : '');

/** Waits (polling up to `timeout` ms, default 15 s) for what a diner would see. */
export const see = {
  visible: (l: Locator) => l.first().waitFor({ state: 'visible' }),
  gone: (l: Locator) => l.first().waitFor({ state: 'detached' }),
  text: (l: Locator, want: string | RegExp, timeout = 15_000) =>
    typeof want === 'string' ? expect.poll(() => text(l), { timeout }).toBe(want) : expect.poll(() => text(l), { timeout }).toMatch(want),
  contains: (l: Locator, want: string, timeout = 15_000) => expect.poll(() => text(l), { timeout }).toContain(want),
  url: (page: Page, want: RegExp) => expect.poll(() => page.url(), { timeout: 20_000 }).toMatch(want),
};

export const dialog = (page: Page, name: string | RegExp): Locator => page.getByRole('dialog', { name });
export const alert = (page: Page, name: string | RegExp): Locator => page.getByRole('alertdialog', { name });
/** A menu row by the product's name. */
/**
 * The demo brand's zh-CN names of its menu items by English name (issue 27 item 11: the demo is fully
 * translated), so a flow can name a dish in English whatever the page's language.
 */
const DEMO_ZH = (() => {
  const names = new Map<string, Set<string>>();
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const o = node as { name?: unknown; name_i18n?: Record<string, string> };
    const zh = o.name_i18n?.['zh-CN'];
    if (typeof o.name === 'string' && zh) names.set(o.name, new Set([...(names.get(o.name) ?? []), zh]));
    Object.values(node).forEach(walk);
  };
  for (const v of (demoFile as { venues: { menus: unknown }[] }).venues) walk(v.menus);
  return names;
})();
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `name` (an English demo name) or its zh-CN translations, as one pattern for `hasText`. */
export const demoName = (name: string): RegExp => new RegExp([name, ...(DEMO_ZH.get(name) ?? [])].map(escapeRegExp).join('|'), 'i');
/** A dish's menu row by its English demo name, in any page language (its zh-CN name on a Chinese page). */
export const row = (page: Page, name: string): Locator => page.locator('[data-row]', { has: page.locator('.row-name', { hasText: demoName(name) }) }).first();
/** The cart bar's item count. */
export const badge = (page: Page): Locator => page.getByTestId('cart-bar').locator('.badge');

/** The locale files by `<html lang>`, lower case. */
const LOCALE_FILES: Record<string, unknown> = { en, 'en-au': enAU, 'zh-cn': zhCN };

/** The text of `key` ('fulfilment.asap') in the page's own language (its `<html lang>`), from the locale files. */
export async function pageWords(page: Page, key: string): Promise<string> {
  const lang = ((await page.locator('html').getAttribute('lang')) ?? 'en').toLowerCase();
  const look = (file: unknown) => key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], file);
  const words = look(LOCALE_FILES[lang] ?? en) ?? look(en);
  if (typeof words !== 'string') throw new Error(`no ${lang} text for ${key}`);
  return words;
}

/** The 'Start order' modal in any language: the dialog holding its Start button (`start-order`). */
export const startOrderDialog = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.getByTestId('start-order') });

/**
 * In the open 'Start order' modal, in the page's language: Pick up, ASAP, Start. A closed store offers
 * no ASAP (disabled, a pre-order): then the first open slot of the modal's first date.
 */
export async function startPickup(page: Page): Promise<void> {
  const modal = startOrderDialog(page);
  await modal.getByRole('radio', { name: await pageWords(page, 'fulfilment.labels.pickUp') }).click();
  const asap = modal.getByRole('radio', { name: await pageWords(page, 'fulfilment.asap') });
  if ((await asap.count()) && (await asap.isEnabled())) await asap.click();
  const start = modal.getByTestId('start-order');
  if (await start.isDisabled()) {
    // One list of the open slots (issue 27 item 16): the first.
    const select = modal.getByTestId('preorder-time');
    const first = await select.locator('option:not([disabled])').first().getAttribute('value');
    if (first) await select.selectOption(first);
  }
  await start.click();
  await see.gone(modal);
}

/** Opens a menu page (`url` absolute), closes the poster and starts Pick up · ASAP when asked. */
export async function openMenu(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await settleMenu(page);
}

/** On a menu page just opened: waits for the menu island, closes the poster, starts Pick up · ASAP when asked (in any language). */
export async function settleMenu(page: Page): Promise<void> {
  await page.locator('[data-row][data-count]').first().waitFor({ state: 'attached' });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  // After each dialog is dealt with, the next one may take a moment (a closed store's 'Start order',
  // then the poster): the page is settled once nothing has shown for 800 ms after the last action.
  let acted = false;
  for (let i = 0; i < 8; i++) {
    if (await startOrderDialog(page).isVisible()) {
      await startPickup(page);
      acted = true;
      continue;
    }
    const poster = page.locator('.poster');
    if (await poster.isVisible()) {
      await poster.locator('.dialog-actions button').click();
      await page.waitForTimeout(200);
      acted = true;
      continue;
    }
    if (!acted) break;
    acted = false;
    await page.waitForTimeout(800);
  }
}

/** Adds a plain item from its row, declining a combo offer (`notNow` is the decline button's name; default the page's 'Not now'). */
export async function quickAdd(page: Page, name: string, notNow?: string): Promise<void> {
  notNow ??= await pageWords(page, 'common.notNow');
  await row(page, name).locator('.qty-add').click();
  for (let i = 0; i < 2; i++) {
    await page.waitForTimeout(150);
    const offer = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: notNow, exact: true }) });
    if (await offer.isVisible().catch(() => false)) await offer.getByRole('button', { name: notNow, exact: true }).click();
  }
}

/**
 * Pays with the card `number` after 'Pay Now' (orders-and-payments.md §2.8): on the payment page
 * (/pay/checkout), when the browser lands there first, fills the E-mail if it is empty
 * ('ada@example.com'), picks 'New card' when stored cards are offered and presses Pay; then on the
 * simulator's card page fills the card and pays.
 */
export async function payWithCard(page: Page, number: string): Promise<void> {
  await see.url(page, /\/pay\/(checkout|simulator\/)/);
  if (new URL(page.url()).pathname === '/pay/checkout') {
    const submit = page.getByTestId('pay-submit');
    await see.visible(submit);
    const email = page.locator('.pay-form input[type="email"]');
    if (!(await email.inputValue()).trim()) await email.fill('ada@example.com');
    if (await page.getByTestId('stored-card').count()) await page.getByTestId('new-card').check();
    await submit.click();
  }
  await see.url(page, /\/pay\/simulator\//);
  await see.visible(page.getByText('SIMULATOR'));
  await page.getByLabel('Name on card').fill('Ada Diner');
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Signs in to the staff app of `venue` (demo password 'demo') and waits for the orders board (/staff). */
export async function staffSignIn(staff: Page, baseUrl: string, venue: string, password = 'demo'): Promise<void> {
  // The first render of a staff page in a fresh process compiles it: slow on a busy machine.
  await staff.goto(`${baseUrl}/staff`, { timeout: 60_000 });
  // The sign-in island enables its button once hydrated; fill after that (hydration renders the inputs).
  // Words in the page's own language (a Chinese browser gets the Chinese sign-in).
  const submit = staff.getByRole('button', { name: await pageWords(staff, 'staff.login.submit'), exact: true });
  await expect.poll(() => submit.isEnabled(), { timeout: 60_000 }).toBe(true);
  await staff.getByLabel(await pageWords(staff, 'staff.login.venueCode')).fill(venue);
  await staff.getByLabel(await pageWords(staff, 'staff.login.password'), { exact: true }).fill(password);
  await submit.click();
  await staff.waitForURL(/\/staff$/, { timeout: 30_000 });
}
