/**
 * People and roles in the browser (issue 23 item 2), in Debian's Chromium against the built server: the
 * venue's owner (the bootstrap credential) opens /staff/people on a 390 px phone in Chinese, adds a
 * staff member with a PIN (a too-short PIN first: the PIN field's message), sees them listed, and the
 * audit log page shows the addition; 'Disable' asks in an in-page dialog (Escape and 'Back' keep the member).
 * Screenshots `test-results/staff-people-*.png`; axe on both pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { expectAccessible, pageKit, see } from '../helpers/e2e-kit';
import zh from '../../src/content/locales/zh-CN.json';

const CAFE = 'laneway-espresso';
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'staff-people');
const words = zh.staffPeople;

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir();
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
});
afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

/** Signs the page's context in as the venue's owner (the console's sign-in form, posted as JSON). */
async function signInOwner(page: Page): Promise<void> {
  const res = await page.request.post(`${server.url}/staff/login`, { headers: { origin: server.url }, data: { venue_code: CAFE, password: 'demo' }, maxRedirects: 0 });
  // JSON in, JSON out: {ok: true} and the session cookie (a form post gets a 303 instead).
  expect(res.status()).toBe(200);
  expect(await res.json()).toMatchObject({ ok: true });
}

describe('the owner adds a person', () => {
  it('adds a staff member with a PIN on a phone in Chinese, and the audit log shows it', async () => {
    const page = await kit.newPage({ zh: true });
    // This device chose Chinese (the language switch's cookie); without it the staff app opens in the venue's language (en).
    await page.context().addCookies([{ name: 'platter_lng', value: 'zh-CN', url: server.url }]);
    await signInOwner(page);
    await page.goto(`${server.url}/staff/people`, { timeout: 60_000 });
    await see.visible(page.getByRole('heading', { name: words.peopleTitle, level: 1 }));
    await see.visible(page.getByText(words.empty));
    const form = page.getByTestId('add-person');
    await form.getByLabel(words.name, { exact: true }).fill('王小明');
    await form.getByLabel(words.login, { exact: true }).fill('xiaoming');
    await form.getByLabel(words.role, { exact: true }).selectOption('staff');
    await form.locator('input[type="password"]').fill('12');
    await form.getByRole('button', { name: words.add }).click();
    await see.text(page.locator('.sp-error'), words.errors.pin);
    await form.locator('input[type="password"]').fill('482913');
    await form.getByRole('button', { name: words.add }).click();
    await see.text(page.locator('.sp-status'), words.added.replace('{{name}}', '王小明'));
    await expect.poll(() => page.getByTestId('staff-member').count()).toBe(1);
    await see.visible(page.getByTestId('staff-member').getByText('王小明'));
    await kit.shot(page, 'people-zh-390', true);
    await expectAccessible(page, 'people page');

    // 'Disable' asks in an in-page dialog, not window.confirm (issue 23): Escape keeps the member, the confirm disables.
    const member = page.getByTestId('staff-member');
    const ask = page.getByRole('alertdialog', { name: words.confirmDisable.replace('{{name}}', '王小明') });
    await member.getByRole('button', { name: words.disable }).click();
    await see.visible(ask);
    await expectAccessible(page, 'disable confirmation');
    await kit.shot(page, 'disable-confirm-zh-390');
    await page.keyboard.press('Escape');
    await see.gone(ask);
    await see.visible(member.getByRole('button', { name: words.disable }));
    await member.getByRole('button', { name: words.disable }).click();
    await ask.getByRole('button', { name: zh.common.back }).click();
    await see.gone(ask);
    await member.getByRole('button', { name: words.disable }).click();
    await ask.getByRole('button', { name: words.disable }).click();
    await see.text(page.locator('.sp-status'), words.disabledDone.replace('{{name}}', '王小明'));
    await see.visible(member.getByRole('button', { name: words.enable }));

    await page.goto(`${server.url}/staff/audit`, { timeout: 60_000 });
    const table = page.getByTestId('audit-table');
    await see.visible(table);
    await see.visible(table.getByText(words.audit.owner).first());
    await see.visible(table.getByText(/添加了王小明/));
    await kit.shot(page, 'audit-zh-390', true);
    await expectAccessible(page, 'audit page');
    expect(kit.cspViolations()).toEqual([]);
  });
});
