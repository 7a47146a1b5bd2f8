/**
 * Nothing lost before hydration (issue 28 item 1): on a phone whose CPU is throttled 4× (CDP
 * `Emulation.setCPUThrottlingRate`), each control is used the moment it appears and 100, 200 and 300 ms
 * later, 10 tries at each offset (40 per control): a tap either acts at once or is held (the button
 * marked aria-busy) and replayed once the island is ready; typing before hydration is what the island
 * submits. A lost tap is one that neither acts nor is replayed once the island is ready.
 * Controls: a menu row's 'Add' and the cart bar (menu page), a table row's '+' (table page), the sign-in
 * form (/user/login), the sign-up and guest mobile forms (/verify/mobile?type=1, type=2); and the top
 * bar's menu button (its own island), 3 tries at each offset.
 * One page per control, reloaded with page.goto for each try; the cart bar is tapped in the same loads
 * as 'Add' (it shows once the menu island is in, the cart holding the added item).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
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
  page.setDefaultTimeout(60_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** Waits until the island `name` has taken the taps held for it (src/islands/tap-replay.ts). */
const islandReady = (page: Page, name: string) =>
  page.waitForFunction((n) => Boolean((window as unknown as { __platterTaps?: { ready: Record<string, boolean> } }).__platterTaps?.ready[n]), name, { timeout: 60_000 });

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
async function tryControl(page: Page, c: { load: () => Promise<void>; appear: () => Locator; use: (l: Locator, n: number) => Promise<void>; acted: (n: number) => Promise<boolean> }, tries = TRIES_PER_OFFSET): Promise<string[]> {
  const lost: string[] = [];
  let n = 0;
  for (const offset of OFFSETS) {
    for (let i = 0; i < tries; i++, n++) {
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

/** page.goto, once more when the page left behind navigates itself (a form's `location.assign`) and aborts it. */
async function reload(page: Page, url: string): Promise<void> {
  for (let i = 0; ; i++) {
    try {
      await page.goto(url, { waitUntil: 'commit' });
      return;
    } catch (e) {
      if (i === 2) throw e;
    }
  }
}

// One control at a time: side by side, throttled phones starve each other on a 2-core runner.
describe('a slow phone loses no tap or keystroke before hydration (CPU 4×)', { timeout: 300_000 }, () => {
  it("a menu row's 'Add' adds and the cart bar opens the cart, every time", async ({ expect }) => {
    const page = await slowPhone();
    const url = `${server.url}/laneway-espresso`;
    // Pick up · ASAP once, so later loads open straight on the menu.
    await openMenu(page, url);
    const item = row(page, 'Cold brew');
    let before = await countOf(item);
    let tries = 0;
    const lostBar: string[] = [];
    const lost = await tryControl(page, {
      load: () => reload(page, url),
      appear: () => item.locator('.qty-add'),
      use: (l) => l.click(),
      acted: async (n) => {
        await islandReady(page, 'menu');
        const added = await within(async () => (await countOf(item)) > before);
        before = await countOf(item);
        // The cart bar, in the same load: tapped the moment it shows (with the island) and 100–300 ms on.
        const bar = page.getByTestId('cart-bar');
        await bar.waitFor({ state: 'visible' });
        const offset = OFFSETS[Math.floor(n / TRIES_PER_OFFSET)];
        if (offset) await page.waitForTimeout(offset);
        await bar.click();
        if (!(await within(() => dialog(page, /Your order/).isVisible()))) lostBar.push(`${offset} ms #${(n % TRIES_PER_OFFSET) + 1}`);
        tries++;
        return added;
      },
    });
    expect(lost, `lost taps on 'Add': ${lost.join(', ')}`).toEqual([]);
    expect(lostBar, `lost taps on the cart bar: ${lostBar.join(', ')}`).toEqual([]);
    expect(tries).toBe(OFFSETS.length * TRIES_PER_OFFSET);
  });

  it("a table row's '+' adds every time", async ({ expect }) => {
    const page = await slowPhone();
    const url = `${server.url}/tbl?c=mvnw98rxyj`;
    await page.goto(url, { timeout: 60_000 });
    const join = dialog(page, 'Table 1');
    await see.visible(join);
    await join.getByLabel('Number of guests').fill('2');
    await join.getByTestId('table-start').click();
    await see.gone(join);
    const item = row(page, 'Cold brew');
    let before = await countOf(item);
    const lost = await tryControl(page, {
      load: () => reload(page, url),
      appear: () => item.locator('.qty-add'),
      use: (l) => l.click(),
      acted: async () => {
        // The table saves each add (orderResEdit): the next load reads the table's cart.
        const saved = page.waitForResponse((r) => (r.request().postData() ?? '').includes('orderResEdit'), { timeout: 20_000 }).catch(() => null);
        await islandReady(page, 'menu');
        const ok = await within(async () => (await countOf(item)) > before);
        if (ok) await saved;
        before = await countOf(item);
        return ok;
      },
    });
    expect(lost, `lost taps on the table's '+': ${lost.join(', ')}`).toEqual([]);
  });

  it.for([
    ['the sign-in form', '/user/login', 'login-submit', true],
    ['the sign-up form', '/verify/mobile?type=1', 'mobile-continue', false],
    ['the guest form', '/verify/mobile?type=2', 'mobile-continue', false],
  ] as const)('%s (%s) sends what was typed before hydration', async ([, path, submitId, password], { expect }) => {
    const page = await slowPhone();
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') sent.push(r.postData() ?? '');
    });
    const lost = await tryControl(page, {
      load: async () => {
        sent.length = 0;
        await reload(page, `${server.url}${path}`);
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
        const ok = await within(async () => sent.some((b) => b.includes(digits) && (!password || b.includes(`early-${n}-pw`))));
        // The answer: the next step's page (sign-up sends the code and moves on) or a message.
        await within(async () => !page.url().includes(path) || (await page.locator('[role="dialog"], [role="alertdialog"]').count()) > 0);
        await page.waitForLoadState();
        return ok;
      },
    });
    expect(lost, `lost typing: ${lost.join(', ')}`).toEqual([]);
  });

  it("the top bar's menu button opens the navigation drawer every time (the bar is an island of its own)", async ({ expect }) => {
    const page = await slowPhone();
    const url = `${server.url}/laneway-espresso`;
    await openMenu(page, url);
    const lost = await tryControl(
      page,
      {
        load: () => reload(page, url),
        appear: () => page.locator('header.topbar').getByRole('button', { name: 'Open menu' }),
        use: (l) => l.click(),
        acted: async () => {
          await islandReady(page, 'topbar');
          return within(() => page.getByRole('dialog', { name: 'Laneway Espresso' }).isVisible());
        },
      },
      3,
    );
    expect(lost, `lost taps on the top bar's menu button: ${lost.join(', ')}`).toEqual([]);
  });
});
