/**
 * The membership card's session fields in the browser (issue 26 item 10; accounts-and-loyalty.md
 * §2.11; docs/adr/0012-card-session-fields.md), in Debian's Chromium against the built server:
 * - 'click here to order online and more' exchanges the card's one-use code (userLoginOa) for a new
 *   session, stores it with the member's info and login_type, and lands on the brand page (the demo
 *   brand has three venues);
 * - the embedded source mode (?source=oa) hides that link, and a wallet button goes to the
 *   browser-switch page with a one-use code (not the uid); another browser continues from it to the
 *   card once, a second use is refused;
 * - the error-with-code route shows the error by its code in en, en-AU and zh-CN.
 * Screenshots of the card (normal and embedded) and the switch page at 390 px and desktop, in the three
 * languages, under /tmp/shots-session/; axe on each page.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { memberKit } from '../helpers/e2e-members';
import { expectAccessible, pageKit, see } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
const SHOTS = '/tmp/shots-session';
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'card-session');

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

const { gql, registerMember } = memberKit(() => server);

/** Installs `session` once per tab (not on every load, so what the page stores later stays). */
const seedOnce = (session: string) => ({
  fn: (s: string) => {
    if (sessionStorage.getItem('seeded')) return;
    localStorage.setItem('platter:session', s);
    sessionStorage.setItem('seeded', '1');
  },
  arg: session,
});

type Lang = 'en' | 'en-au' | 'zh-CN';
async function open(lang: Lang, width: number, session?: string): Promise<Page> {
  const page = await kit.newPage({
    viewport: { width, height: width > 500 ? 900 : 844 },
    zh: lang === 'zh-CN',
    initScript: session ? seedOnce(session) : undefined,
    contextOptions: lang === 'en-au' ? { locale: 'en-AU', extraHTTPHeaders: { 'accept-language': 'en-AU,en;q=0.5' } } : undefined,
  });
  await page.context().addCookies([{ name: 'platter_lng', value: lang, url: server.url }]);
  return page;
}
const storedSession = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('platter:session') ?? 'null') as { token: string; loginType?: number; user: { firstname: string } } | null);

describe('the card session fields', () => {
  let session = '';
  let token = '';

  beforeAll(async () => {
    session = await registerMember('0491570310', 'Ada');
    token = (JSON.parse(session) as { token: string }).token;
  });

  it("'order online' stores a new session (authorization, info, login_type) and lands on the brand page", async () => {
    const page = await open('en', 390, session);
    await page.goto(`${server.url}/loyalty/card?venue_code=${CAFE}`);
    await see.text(page.getByTestId('card-name'), 'Ada');
    const link = page.getByTestId('order-online');
    await see.text(link, 'click here to order online and more');
    await link.click();
    await see.url(page, /\/brand\/laneway$/);
    const stored = await storedSession(page);
    expect(stored?.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(stored?.token).not.toBe(token);
    expect(stored?.loginType).toBe(1);
    expect(stored?.user.firstname).toBe('Ada');
    // The stored session is a working login of the same member.
    expect((await gql('query{ userInfoQuery{ firstname } }', {}, stored!.token)).data?.userInfoQuery).toEqual({ firstname: 'Ada' });
  });

  it('the embedded mode hides the link and sends a wallet button to the browser switch with a one-use code, which another browser spends once', async () => {
    const page = await open('en', 390, session);
    await page.goto(`${server.url}/loyalty/card?venue_code=${CAFE}&source=oa`);
    await see.text(page.getByTestId('card-name'), 'Ada');
    const uid = (await page.getByTestId('card-uid').textContent())!.trim();
    expect(await page.getByTestId('order-online').count()).toBe(0);
    await page.getByTestId('wallet-apple').click();
    await see.url(page, /\/loyalty\/switch\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('sid')).toBe(CAFE);
    expect(url.searchParams.get('browser')).toBe('ios');
    expect(url.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Number(url.searchParams.get('_ts'))).toBeGreaterThan(0);
    expect(page.url()).not.toContain(uid);
    await see.visible(page.getByRole('heading', { name: 'Open this page in Safari' }));
    await expectAccessible(page, 'browser switch');

    // "Safari": a browser with no session continues from the same link to the card.
    const safari = await open('en', 390);
    await safari.goto(url.toString());
    await safari.getByTestId('switch-continue').click();
    await see.url(safari, new RegExp(`/loyalty/card\\?venue_code=${CAFE}$`));
    await see.text(safari.getByTestId('card-uid'), uid);
    await see.visible(safari.getByTestId('order-online'));
    // The link again, in a third browser: spent.
    const again = await open('en', 390);
    await again.goto(url.toString());
    await again.getByTestId('switch-continue').click();
    await see.contains(again.getByTestId('switch-message'), 'This link has expired or has already been used');
    expect(again.url()).toContain('/loyalty/switch');
  });

  it('the error-with-code route shows the error by its code in the three languages', async () => {
    const words: Record<Lang, string> = { en: 'Network busy, please try again later', 'en-au': 'Network busy, please try again later', 'zh-CN': '网络繁忙' };
    for (const lang of ['en', 'en-au', 'zh-CN'] as const) {
      const page = await open(lang, 390);
      await page.goto(`${server.url}/loyalty/switch?error=NETWORK_BUSY`);
      await see.contains(page.getByTestId('card-error-message'), words[lang]);
      await expectAccessible(page, `card error (${lang})`);
      await page.screenshot({ path: `${SHOTS}/error-${lang}-390.png` });
    }
  });

  it('screenshots: card normal and embedded, switch page; 390 px and desktop; en, en-AU, zh-CN', async () => {
    for (const lang of ['en', 'en-au', 'zh-CN'] as const) {
      for (const width of [390, 1280]) {
        const page = await open(lang, width, session);
        await page.goto(`${server.url}/loyalty/card?venue_code=${CAFE}`);
        await see.visible(page.getByTestId('card-qr'));
        await page.screenshot({ path: `${SHOTS}/card-${lang}-${width}.png`, fullPage: true });
        await page.goto(`${server.url}/loyalty/card?venue_code=${CAFE}&source=oa`);
        await see.visible(page.getByTestId('card-qr'));
        expect(await page.getByTestId('order-online').count()).toBe(0);
        await page.screenshot({ path: `${SHOTS}/card-embedded-${lang}-${width}.png`, fullPage: true });
        await page.getByTestId('wallet-google').click();
        await see.visible(page.getByTestId('card-switch'));
        await expectAccessible(page, `browser switch (${lang}, ${width})`);
        await page.screenshot({ path: `${SHOTS}/switch-${lang}-${width}.png`, fullPage: true });
      }
    }
    expect(kit.cspViolations()).toEqual([]);
  });
});
