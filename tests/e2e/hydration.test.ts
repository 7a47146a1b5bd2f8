/**
 * Nothing lost before hydration (issue 28 item 1): on a phone whose CPU is throttled 4× (CDP
 * `Emulation.setCPUThrottlingRate`), each control is used the moment it appears and 100, 200 and 300 ms
 * later, 10 tries at each offset (40 per control): a tap either acts at once or is held (the button
 * marked aria-busy) and replayed once the island is ready; typing before hydration is what the island
 * submits. A lost tap is one that neither acts nor is replayed once the island is ready.
 * Controls: a menu row's 'Add' and the cart bar (menu page), a table row's '+' (table page), the sign-in
 * form (/user/login), the sign-up and guest mobile forms (/verify/mobile?type=1, type=2).
 * One page per control, reloaded with page.goto for each try.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { dialog, openMenu, pageKit, row, see } from '../helpers/e2e-kit';

let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'hydration');

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

/** The offsets after a control appears, in ms, and the tries at each (4 × 10 = 40 per control). */
const OFFSETS = [0, 100, 200, 300];
const TRIES_PER_OFFSET = 10;

/** A phone page with its CPU throttled 4× (kept across page.goto: the same target). */
async function slowPhone(): Promise<Page> {
  // The menu's poster popup shows on each visit: closed whenever it is in the way.
  const page = await kit.newPage({ dismissPosters: true });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** Waits until the island `name` has taken the taps held for it (src/islands/tap-replay.ts). */
const islandReady = (page: Page, name: string) =>
  page.waitForFunction((n) => Boolean((window as unknown as { __platterTaps?: { ready: Record<string, boolean> } }).__platterTaps?.ready[n]), name, { timeout: 30_000 });

/** True when `check` turns true within 10 s. */
async function within(check: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Runs `tries` of one control: `load` opens the page, `appear` is the control to wait for, `use` acts
 * on it, `acted` says (after the island is ready) whether the tap or typing took effect. Returns the
 * lost tries as 'offset ms #n'.
 */
async function tryControl(page: Page, c: { load: () => Promise<void>; appear: () => Locator; use: (l: Locator, n: number) => Promise<void>; acted: (n: number) => Promise<boolean> }): Promise<string[]> {
  const lost: string[] = [];
  let n = 0;
  for (const offset of OFFSETS) {
    for (let i = 0; i < TRIES_PER_OFFSET; i++, n++) {
      await c.load();
      const control = c.appear();
      await control.waitFor({ state: 'visible', timeout: 30_000 });
      if (offset) await page.waitForTimeout(offset);
      await c.use(control, n);
      if (!(await c.acted(n))) lost.push(`${offset} ms #${i + 1}`);
    }
  }
  return lost;
}

/** The row's count in the cart (its data-count). */
const countOf = async (l: Locator) => Number((await l.getAttribute('data-count')) ?? 0);

describe('a slow phone loses no tap or keystroke before hydration (CPU 4×)', () => {
  it("a menu row's 'Add' adds every time (held and replayed when tapped before the menu island is ready)", async () => {
    const page = await slowPhone();
    const url = `${server.url}/laneway-espresso`;
    // Pick up · ASAP once, so later loads open straight on the menu.
    await openMenu(page, url);
    const item = row(page, 'Cold brew');
    let before = await countOf(item);
    const lost = await tryControl(page, {
      load: async () => void (await page.goto(url)),
      appear: () => item.locator('.qty-add'),
      use: (l) => l.click(),
      acted: async () => {
        await islandReady(page, 'menu');
        const ok = await within(async () => (await countOf(item)) > before);
        before = await countOf(item);
        return ok;
      },
    });
    expect(lost, `lost taps on 'Add': ${lost.join(', ')}`).toEqual([]);
    expect(before).toBeGreaterThanOrEqual(40);
  });

  it('the cart bar opens the cart every time', async () => {
    const page = await slowPhone();
    const url = `${server.url}/laneway-espresso`;
    await openMenu(page, url);
    await row(page, 'Cold brew').locator('.qty-add').click();
    await see.visible(page.getByTestId('cart-bar'));
    const lost = await tryControl(page, {
      load: async () => void (await page.goto(url)),
      appear: () => page.getByTestId('cart-bar'),
      use: (l) => l.click(),
      acted: () => within(() => dialog(page, /Your order/).isVisible()),
    });
    expect(lost, `lost taps on the cart bar: ${lost.join(', ')}`).toEqual([]);
  });

  it("a table row's '+' adds every time", async () => {
    const page = await slowPhone();
    const url = `${server.url}/tbl?c=mvnw98rxyj`;
    await page.goto(url);
    const join = dialog(page, 'Table 1');
    await see.visible(join);
    await join.getByLabel('Number of guests').fill('2');
    await join.getByTestId('table-start').click();
    await see.gone(join);
    const item = row(page, 'Cold brew');
    let before = await countOf(item);
    const lost = await tryControl(page, {
      load: async () => void (await page.goto(url)),
      appear: () => item.locator('.qty-add'),
      use: (l) => l.click(),
      acted: async () => {
        await islandReady(page, 'menu');
        const ok = await within(async () => (await countOf(item)) > before);
        before = await countOf(item);
        return ok;
      },
    });
    expect(lost, `lost taps on the table's '+': ${lost.join(', ')}`).toEqual([]);
  });

  it.each([
    ['the sign-in form', '/user/login', 'login-submit', true],
    ['the sign-up form', '/verify/mobile?type=1', 'mobile-continue', false],
    ['the guest form', '/verify/mobile?type=2', 'mobile-continue', false],
  ])('%s (%s) sends what was typed before hydration', async (_name, path, submitId, password) => {
    const page = await slowPhone();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') sent.push(r.postData() ?? '');
    });
    const lost = await tryControl(page, {
      load: async () => {
        sent.length = 0;
        await page.goto(`${server.url}${path}`);
      },
      appear: () => page.locator('input[type="tel"]'),
      use: async (l, n) => {
        await l.pressSequentially(`0412 3${String(100_000 + n).slice(1)}`);
        if (password) await page.locator('input[type="password"]').pressSequentially(`early-${n}-pw`);
      },
      acted: async (n) => {
        const submit = page.getByTestId(submitId);
        await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
        await submit.click();
        const digits = `3${String(100_000 + n).slice(1)}`;
        return within(async () => sent.some((b) => b.includes(digits) && (!password || b.includes(`early-${n}-pw`))));
      },
    });
    expect(lost, `lost typing: ${lost.join(', ')}`).toEqual([]);
  });
});
