/**
 * Split the bill at the table (issue 24 items 1 and 6), three phones at 390 px in three languages at
 * one code-mode table: A (en) pays their items with a 10 % tip, B (en-AU) pays a third of a shared dish
 * and an amount, C (zh-CN) pays the rest; every phone sees the balance reach $0.00 and the table close,
 * and opens its own receipt: a tax invoice in its language with its GST and every payment (item 4).
 * Payments go through the built-in simulator's card page. Screenshots: test-results/split-*.png.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { dialog, expectAccessible, pageKit, quickAdd, see } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
const TABLE = 'wcgrtjjwkg'; // 'Table 3', code mode
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'split');
const shot = (page: Page, name: string) => kit.shot(page, name);

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

/** Opens the table; joins it with 3 guests when the joining modal `start` asks. */
async function openTable(page: Page, start: string): Promise<void> {
  await page.goto(`${server.url}/tbl?c=${TABLE}`, { timeout: 60_000 });
  await page.locator('[data-row][data-count]').first().waitFor({ state: 'attached', timeout: 60_000 });
  const modal = dialog(page, start);
  await page.waitForTimeout(1_000);
  if (await modal.isVisible().catch(() => false)) {
    const guests = modal.getByRole('textbox').first();
    if (await guests.isVisible().catch(() => false)) await guests.fill('3');
    await modal.getByTestId('table-start').click();
    await see.gone(modal);
  }
}

async function submitRound(page: Page): Promise<void> {
  await page.getByTestId('cart-bar').click();
  await page.getByTestId('table-submitToKitchen').click();
  const ok = page.getByRole('dialog').getByRole('button', { name: /^(OK|确定|好的?)$/ });
  await ok.first().click();
}

/** Opens 'Split the bill' from the cart drawer. */
async function openSplit(page: Page): Promise<Locator> {
  await page.getByTestId('cart-bar').click();
  await page.getByTestId('table-split').click();
  const panel = page.getByTestId('split-panel');
  await see.visible(panel);
  return panel;
}

/** Pays the share shown on the simulator's card page; back on the callback page. */
async function payOnSimulator(page: Page): Promise<void> {
  await page.getByTestId('split-pay').click();
  await see.url(page, /\/pay\/simulator\//);
  await page.getByLabel(/Name on card/).fill('Split Diner');
  await page.getByLabel(/Card number/).fill('4242 4242 4242 4242');
  await page.getByLabel(/Expiry/).fill('12/30');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByRole('button', { name: /^Pay / }).click();
  await see.url(page, /\/pay\/callback/);
}

/** From a share's order page: opens its receipt and expects `words` in it. */
async function openReceipt(page: Page, name: string, words: readonly string[]): Promise<void> {
  await see.url(page, /\/order\/detail\//);
  await page.getByTestId('action-viewInvoice').click();
  const body = page.frameLocator('.invoice-frame').locator('body');
  for (const w of words) await see.contains(body, w);
  await shot(page, `${name}-receipt`);
}

describe('three phones split the bill', () => {
  let a: Page;
  let b: Page;
  let c: Page;

  beforeAll(async () => {
    a = await kit.newPage({ dismissPosters: true });
    b = await kit.newPage({ dismissPosters: true, contextOptions: { locale: 'en-AU', extraHTTPHeaders: { 'accept-language': 'en-AU' } } });
    c = await kit.newPage({ dismissPosters: true, zh: true });
  });

  it('each phone joins; A sends a cold brew and a muffin, B a Portuguese tart', async () => {
    await openTable(a, 'Table 3');
    await quickAdd(a, 'Cold brew');
    await quickAdd(a, 'Blueberry muffin');
    await submitRound(a);
    await openTable(b, 'Table 3');
    await quickAdd(b, 'Portuguese tart');
    await submitRound(b);
    await openTable(c, '3 号桌');
  });

  it('A pays their items with a 10 % tip', async () => {
    await openTable(a, 'Table 3');
    const panel = await openSplit(a);
    await see.contains(a.getByTestId('split-balance'), '$');
    await a.getByTestId('split-kind-mine').check({ force: true });
    await a.getByTestId('split-tip-10').check({ force: true });
    await shot(a, 'a-mine-tip');
    await expectAccessible(a, 'split the bill');
    await see.visible(panel);
    await payOnSimulator(a);
    await shot(a, 'a-paid');
  });

  it('B (en-AU) pays a third of the tart and an amount; the other phones see who paid', async () => {
    await openTable(b, 'Table 3');
    await openSplit(b);
    await see.contains(b.getByTestId('split-payments'), 'Guest 1 paid');
    await b.getByTestId('split-kind-dish').check({ force: true });
    await b.getByTestId('split-dish').selectOption({ label: (await b.getByTestId('split-dish').locator('option', { hasText: 'Portuguese tart' }).textContent()) ?? '' });
    await b.getByTestId('split-ways').fill('3');
    await shot(b, 'b-dish');
    await payOnSimulator(b);
    await openTable(b, 'Table 3');
    await openSplit(b);
    await b.getByTestId('split-kind-amount').check({ force: true });
    await b.getByTestId('split-amount').fill('1.00');
    await shot(b, 'b-amount');
    await payOnSimulator(b);
  });

  it('C (zh-CN) pays the rest: every phone sees $0.00 and the table closed', async () => {
    await openTable(a, 'Table 3');
    await openSplit(a);
    await openTable(b, 'Table 3');
    await openSplit(b);
    await openTable(c, '3 号桌');
    await openSplit(c);
    await see.contains(c.getByTestId('split-payments'), '客人 2');
    await c.getByTestId('split-kind-rest').check({ force: true });
    await shot(c, 'c-rest');
    await expectAccessible(c, 'split the bill in Chinese');
    await payOnSimulator(c);
    // C's own receipt (issue 24 item 4): a tax invoice in Chinese, its part of the GST, every payment at the table.
    await c.getByTestId('view-order').click();
    await openReceipt(c, 'c', ['税务发票', '本桌账单的剩余部分', 'GST', '本桌的全部付款']);
    for (const [page, name] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      await see.visible(page.getByTestId('split-closed'));
      await see.contains(page.getByTestId('split-balance'), '$0.00');
      await shot(page, `${name}-closed`);
    }
    await expectAccessible(a, 'split closed');
    // A receipt per payer (issue 24 item 4), opened from the closed bill: a tax invoice with the ABN, the payer's GST and tip.
    await a.getByTestId('split-receipt').first().click();
    await openReceipt(a, 'a', ['Tax invoice', 'ABN 12 345 600 360', 'GST', 'Tip', 'Payments at this table']);
    await b.getByTestId('split-receipt').first().click();
    await openReceipt(b, 'b', ['Tax invoice', 'share 1 of 3', 'GST', 'Payments at this table']);
    await openTable(c, '3 号桌');
    await shot(c, 'c-after');
  });
});
