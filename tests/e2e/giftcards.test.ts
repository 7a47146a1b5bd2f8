/**
 * E-gift cards in the browser (issue 13; accounts-and-loyalty.md §2.16, §5), in Debian's Chromium on a
 * 390×844 phone against the built server, the café open 24 hours. The story: a member opens the brand
 * page, follows 'Buy e-gift cards', picks $25, names two recipients (a mismatched e-mail first: 'The
 * email addresses entered do not match'), and pays the order with the simulator's card; the server's
 * outbox then holds two e-mails with links to the cards' pages. A recipient opens their card (balance,
 * QR code, code), orders five croissants, types the code in the order page's 'Gift card' field — it
 * takes $25.00 and shows the balance left — and pays the rest by card; the card page then shows $0.00.
 * The purchase and card pages in Chinese. Screenshots `test-results/giftcards-*.png`; axe on each page.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir, readOutbox } from '../helpers/demo-data';
import { dialog, expectAccessible, openMenu, pageKit, payWithCard, quickAdd, see, text } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
let server: ServerProcess;
let browser: Browser;
let dataDir: string;
const sessions: Record<'buyer' | 'friend', string> = { buyer: '', friend: '' };
const kit = pageKit(() => browser, 'giftcards');
const shot = kit.shot;

beforeAll(async () => {
  dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  const { openDatabase } = await import('../../src/server/platform/db/client');
  const s = await import('../helpers/schema');
  const { issueSession } = await import('../../src/server/modules/accounts/sessions');
  const database = await openDatabase({ kind: 'pglite', dataDir });
  try {
    for (const [who, phone, firstname, email] of [['buyer', '+61412345678', 'Sam', 'sam@example.com'], ['friend', '+61412345679', 'Kim', 'kim@example.com']] as const) {
      const [user] = await database.db.insert(s.users).values({ uid: randomUUID(), type: s.USER_TYPE.member, platform: 1, firstname, lastname: 'Lee', phone, email, passwordHash: 'not-used' }).returning();
      const issued = await issueSession(database.db, Math.floor(Date.now() / 1000), { kind: s.SESSION_KIND.user, userId: user.id });
      sessions[who] = JSON.stringify({ token: issued.token, expiredAt: issued.expired_at, user: { id: user.id, type: 1, firstname, lastname: 'Lee', phone, email }, extra: '{}' });
    }
  } finally {
    await database.close();
  }
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir }), launchChromium()]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

const newPage = (who: 'buyer' | 'friend', zh = false) =>
  kit.newPage({
    zh,
    initScript: {
      fn: (value: string) => {
        if (!localStorage.getItem('platter:session')) localStorage.setItem('platter:session', value);
      },
      arg: sessions[who],
    },
  });

describe('a gift card bought for two recipients, then spent in part of an order', () => {
  let links: string[] = [];

  it('the buyer finds the purchase page on the brand page, is told mismatched e-mails, and pays the order with the simulator', async () => {
    const page = await newPage('buyer');
    await page.goto(`${server.url}/brand/laneway`);
    await page.getByTestId('brand-giftcards').click();
    await see.url(page, /\/giftcard\/buy\?brand=laneway$/);
    await see.visible(page.getByRole('heading', { name: 'Buy an e-gift card' }));
    await page.waitForLoadState('networkidle');
    await page.getByText('$25.00', { exact: true }).click();
    await page.getByRole('textbox', { name: "Sender's name", exact: true }).fill('Sam');
    const first = page.getByTestId('gc-recipient').nth(0);
    await first.getByRole('textbox', { name: "Recipient's name", exact: true }).fill('Kim');
    await first.getByRole('textbox', { name: "Recipient's email", exact: true }).fill('kim@example.com');
    await first.getByRole('textbox', { name: "Confirm recipient's email", exact: true }).fill('kin@example.com');
    await page.getByTestId('gc-submit').click();
    await see.text(first.locator('.gc-error'), 'The email addresses entered do not match');
    await shot(page, 'buy-mismatch-en', true);
    await first.getByRole('textbox', { name: "Confirm recipient's email", exact: true }).fill('kim@example.com');
    await page.getByTestId('gc-add-recipient').click();
    const second = page.getByTestId('gc-recipient').nth(1);
    await second.getByRole('textbox', { name: "Recipient's name", exact: true }).fill('Alex');
    await second.getByRole('textbox', { name: "Recipient's email", exact: true }).fill('alex@example.com');
    await second.getByRole('textbox', { name: "Confirm recipient's email", exact: true }).fill('alex@example.com');
    await page.getByLabel('Gift message').fill('Coffee is on me!');
    await see.text(page.locator('.gc-total'), 'Total: 2 × $25.00 = $50.00');
    await shot(page, 'buy-en', true);
    await expectAccessible(page, 'purchase page');
    await page.getByTestId('gc-submit').click();

    await see.url(page, /\/order\/detail\/P\d{6}[0-9a-f]{32}$/);
    await see.text(page.getByTestId('amount-due').locator('dd'), '$50.00');
    expect(await page.getByTestId('order-giftcard').count()).toBe(0);
    // Nothing to change on a gift-card order: no 'Change or add more', no notes; 'Continue to pay' pays at once.
    expect(await page.getByText('Change or add more').count()).toBe(0);
    await shot(page, 'purchase-order-en', true);
    await page.getByTestId('action-continueToPay').click();
    await payWithCard(page, '4242 4242 4242 4242');
    await see.url(page, /\/pay\/callback\?/);
    await expect.poll(() => page.getByTestId('pay-result').getAttribute('data-state'), { timeout: 20_000 }).toBe('success');
  });

  it('two e-mails wait in the outbox, each with a link to its card', async () => {
    await server.stop();
    const mails = (await readOutbox(dataDir)).filter((m) => m.kind === 'gift_card');
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['alex@example.com', 'kim@example.com']);
    links = mails.sort((a, b) => a.toAddress.localeCompare(b.toAddress)).map((m) => new URL(/href="([^"]+\/giftcard\/[0-9A-Z]{16})"/.exec(m.html)![1]).pathname);
    expect(links).toHaveLength(2);
    server = await startServer({ DATA_DIR: dataDir });
  });

  it('a recipient opens the card, pays part of an order with it, sees the balance, and pays the rest by card', async () => {
    const kimLink = links[1];
    const page = await newPage('friend');
    await page.goto(`${server.url}${kimLink}`);
    await see.text(page.getByTestId('gc-balance'), '$25.00');
    expect(await page.locator('.gc-qr svg').count()).toBe(1);
    const code = (await text(page.getByTestId('gc-code'))).replaceAll('-', '');
    expect(kimLink.endsWith(code)).toBe(true);
    await shot(page, 'card-en', true);
    await expectAccessible(page, 'card page');

    await openMenu(page, `${server.url}/${CAFE}`);
    for (let i = 0; i < 5; i++) await quickAdd(page, 'Butter croissant');
    await see.text(page.getByTestId('cart-bar').locator('.badge'), '5');
    await page.getByTestId('cart-bar').click();
    await dialog(page, /Your order/).getByTestId('cart-continue').click();
    await see.url(page, /\/order\/detail\/P/);
    await see.text(page.getByTestId('amount-due').locator('dd'), /^\$\d+\.\d\d$/);
    const due = await text(page.getByTestId('amount-due').locator('dd'));
    const cents = Math.round(Number(due.replace(/[^0-9.]/g, '')) * 100);
    expect(cents).toBeGreaterThan(2500);
    await page.getByTestId('giftcard-code').fill(code.toLowerCase());
    await page.getByTestId('giftcard-apply').click();
    await see.text(page.getByTestId('giftcard-note'), 'Gift card paid $25.00; balance left $0.00');
    const rest = `$${((cents - 2500) / 100).toFixed(2)}`;
    await see.text(page.getByTestId('amount-due').locator('dd'), rest);
    await see.contains(page.getByTestId('order-giftcard'), `balance left $0.00`);
    await shot(page, 'order-giftcard-en', true);
    await expectAccessible(page, 'order page with a gift card');

    await page.getByTestId('action-placeOrder').click();
    await dialog(page, 'Choose payment method').getByTestId('pay-now').click();
    await payWithCard(page, '4242 4242 4242 4242');
    await expect.poll(() => page.getByTestId('pay-result').getAttribute('data-state'), { timeout: 20_000 }).toBe('success');

    await page.goto(`${server.url}${kimLink}`);
    await see.text(page.getByTestId('gc-balance'), '$0.00');
    await see.visible(page.getByText('Used up'));
  });

  it('the purchase and card pages in Chinese', async () => {
    const page = await newPage('buyer', true);
    await page.goto(`${server.url}/giftcard/buy?brand=laneway`);
    await see.visible(page.getByRole('heading', { name: '购买电子礼品卡' }));
    await page.waitForLoadState('networkidle');
    const first = page.getByTestId('gc-recipient').nth(0);
    await first.getByRole('textbox', { name: '收礼人邮箱', exact: true }).fill('a@example.com');
    await first.getByRole('textbox', { name: '确认收礼人邮箱', exact: true }).fill('b@example.com');
    await page.getByTestId('gc-submit').click();
    await see.text(first.locator('.gc-error').last(), '两次输入的邮箱地址不一致');
    await shot(page, 'buy-zh', true);
    await expectAccessible(page, 'purchase page zh');
    await page.goto(`${server.url}${links[0]}`);
    await see.visible(page.getByRole('heading', { name: '电子礼品卡' }));
    await shot(page, 'card-zh', true);
  });

  it('an unknown code is a 404 page', async () => {
    const res = await fetch(`${server.url}/giftcard/ABCDEFGHJKMNPQRS`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('No gift card with this code.');
  });
});
