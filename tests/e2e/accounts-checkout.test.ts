/**
 * 'Create account & checkout' (accounts-and-loyalty.md §2.6) in Debian's Chromium on a 390 px phone,
 * in English and in Chinese: from the cart, the login-or-guest choice, the guest form, then 'Create
 * account & checkout' sends a code (read from the server log line the SMS outbox writes when no
 * provider is configured), the second step asks code, password and confirm password, and the order is
 * placed as the new member (the account screen then shows the member). axe on each step; screenshots.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { dialog, expectAccessible, openMenu, pageKit, quickAdd, see, startPickup } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'accounts-checkout');

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

/** The newest code the server logged as sent to `phone` (E.164). */
async function loggedCode(phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(
      () => {
        const all = [...server.output().matchAll(new RegExp(`SMS to …${phone.slice(-4)}: [^\\n]*?\\b(\\d{6})\\b`, 'g'))];
        code = all.at(-1)?.[1] ?? '';
        return code;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return code;
}

async function createAccountAndCheckout(page: Page, zh: boolean, mobile: string, e164: string): Promise<void> {
  const L = (en: string, cn: string) => (zh ? cn : en);
  // openMenu settles what entry opens in either language (a closed store's own 'Start order', the poster).
  await openMenu(page, `${server.url}/${CAFE}`);
  await page.locator('.store-chips [data-ui="fulfilment"]').click();
  await startPickup(page);
  await quickAdd(page, 'Butter croissant');
  await page.getByTestId('cart-bar').click();
  await page.getByTestId('cart-continue').click();
  await page.getByTestId('checkout-guest').click();
  const form = dialog(page, L('Welcome', '欢迎'));
  await see.visible(form);
  await form.getByLabel(new RegExp(`^${L('Mobile', '手机号')}`)).fill(mobile);
  await form.getByLabel(new RegExp(`^${L('First name', '名')}`)).fill('Ada');
  await form.getByTestId('checkout-create-account').click();
  const step = form.getByTestId('create-account-step');
  await see.visible(step);
  await form.getByLabel(new RegExp(`^${L('Verification code', '验证码')}`)).fill(await loggedCode(e164));
  await form.getByLabel(new RegExp(`^${L('Password', '密码')}`)).fill('lantern-tea-42');
  await form.getByLabel(new RegExp(`^${L('Confirm password', '确认密码')}`)).fill('lantern-tea-4');
  await see.visible(form.getByText(L('The password entered do not match', '两次输入的密码不一致')));
  await expectAccessible(page, `${zh ? 'zh' : 'en'} create account step`);
  await kit.shot(page, `${zh ? 'zh' : 'en'}-create-account-step`);
  await form.getByLabel(new RegExp(`^${L('Confirm password', '确认密码')}`)).fill('lantern-tea-42');
  await form.getByTestId('create-account-submit').click();
  await see.url(page, /\/order\/detail\/P/);
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('platter:session') ?? 'null') as { user?: { type: number; phone: string } } | null);
  expect(session?.user).toMatchObject({ type: 1, phone: e164 });
}

describe("'Create account & checkout' on a phone", () => {
  it('creates the account with the SMS code and places the order as the member (en, zh-CN)', async () => {
    await createAccountAndCheckout(await kit.newPage(), false, '0491570181', '+61491570181');
    await createAccountAndCheckout(await kit.newPage({ zh: true }), true, '0491570182', '+61491570182');
    expect(kit.cspViolations()).toEqual([]);
  }, 240_000);
});
