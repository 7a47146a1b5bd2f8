/**
 * A phone order paid by link (issue 23 item 7), in Debian's Chromium against the built server: staff
 * sign in, build an order for a customer on /staff/phone-order (1024 px), create it and send the link;
 * the link the SMS outbox wrote (its log line) opens on a phone (390 px) in pay-by-link mode and pays
 * with the simulator's success card; the link then refuses a second use. Screenshots in en, en-au and
 * zh-CN; axe on the staff page and the diner's page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { expectAccessible, pageKit, payWithCard, see, staffSignIn } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'phone-order');

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  // LOG_LEVEL info: the SMS outbox's log line carries the message (no SMS provider configured).
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), launchChromium()]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

/** The newest pay link the SMS outbox logged for a phone ending in `last4`. */
async function loggedLink(last4: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const all = [...server.output().matchAll(new RegExp(`SMS to …${last4}: [^\\n]*?(https?://\\S+/order/detail/\\S+?pbl=1&t=[A-Za-z0-9_.-]+)`, 'g'))];
        link = all.at(-1)?.[1] ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  return link;
}

describe('a phone order paid by link', () => {
  let staff: Page;
  let link = '';

  it('staff build the order on the phone-order page and send the link', async () => {
    staff = await kit.newPage({ viewport: { width: 1024, height: 900 } });
    await staffSignIn(staff, server.url, CAFE);
    // The first render of a page in a fresh process compiles it: slow on a busy machine.
    await staff.goto(`${server.url}/staff/phone-order`, { timeout: 60_000 });
    await see.visible(staff.getByRole('heading', { name: 'Phone order' }));
    await staff.getByRole('textbox', { name: 'Name', exact: true }).fill('Ada');
    await staff.getByRole('textbox', { name: 'Mobile number' }).fill('0412 345 678');
    await staff.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
    await staff.getByRole('button', { name: 'Add Butter croissant' }).click();
    await staff.getByRole('button', { name: 'Add Butter croissant' }).click();
    await staff.getByRole('button', { name: 'Add Cold brew' }).click();
    await see.text(staff.getByTestId('phone-order-total'), '$17.00');
    // An item with a required choice (Flat white: milk) is built in its choices panel (issue 23).
    const flatWhite = staff.getByRole('listitem').filter({ hasText: 'Flat white' });
    await flatWhite.getByRole('button', { name: 'Choose…' }).click();
    const panel = staff.getByRole('group', { name: 'Choices for Flat white' });
    const add = panel.getByRole('button', { name: /^Add to order/ });
    await expect.poll(() => add.isDisabled()).toBe(true);
    await panel.getByRole('radio', { name: /^Oat/ }).check();
    await panel.getByRole('button', { name: 'One more' }).click();
    await expect.poll(() => add.isEnabled()).toBe(true);
    await expectAccessible(staff, 'phone order choices panel (en, 1024)');
    await kit.shot(staff, 'staff-choices-en-1024');
    await add.click();
    await see.visible(staff.getByRole('list', { name: 'Items with choices' }).getByText(/Flat white.*\+ Oat.*× 2/));
    await staff.getByRole('button', { name: /^Remove Flat white/ }).click();
    await see.text(staff.getByTestId('phone-order-total'), '$17.00');
    await flatWhite.getByRole('button', { name: 'Choose…' }).click();
    await panel.getByRole('radio', { name: /^Oat/ }).check();
    await add.click();
    await see.gone(panel);
    await see.text(staff.getByTestId('phone-order-total'), /^\$2\d\.\d0$/);
    await expectAccessible(staff, 'phone order (en, 1024)');
    await kit.shot(staff, 'staff-en-1024', true);
    await staff.getByRole('button', { name: 'Create order and send link' }).click();
    await see.visible(staff.getByText('Order created. Link sent.'));
    await see.visible(staff.getByText('Sent by SMS to +61412345678'));
    await kit.shot(staff, 'staff-sent-en-1024');
    link = await loggedLink('5678');
    expect(link).toContain('/order/detail/P');
  });

  it('the link opens on a phone in pay-by-link mode and pays with the simulator', async () => {
    const phone = await kit.newPage();
    await phone.goto(link, { timeout: 60_000 });
    await see.visible(phone.getByTestId('action-continueToPay').or(phone.getByTestId('action-placeOrder')));
    expect(phone.url()).not.toContain('t=');
    await kit.shot(phone, 'diner-en-390', true);
    await expectAccessible(phone, 'pay-by-link order page (en, 390)');
    const action = phone.getByTestId('action-placeOrder').or(phone.getByTestId('action-continueToPay'));
    await action.first().click();
    const payNow = phone.getByTestId('pay-now');
    if (await payNow.isVisible().catch(() => false)) await payNow.click();
    await payWithCard(phone, '4242 4242 4242 4242');
    await see.url(phone, /\/pay\/callback\?/);
    await expect.poll(() => phone.getByTestId('pay-result').getAttribute('data-state'), { timeout: 20_000 }).toBe('success');

    // The board shows it paid; the link cannot be used again (in each language).
    const tradeid = new URL(link).pathname.split('/').at(-1)!;
    const board = (await (await staff.request.get(`${server.url}/staff/api/orders`)).json()) as { orders: { tradeid: string; payment: string }[] };
    expect(board.orders.find((o) => o.tradeid === tradeid)?.payment).toBe('paid');
    const again = await kit.newPage();
    await again.goto(link);
    await see.visible(again.getByText('This order has already been paid. Thank you!'));
    await kit.shot(again, 'used-en-390');
    const au = await kit.newPage({ contextOptions: { locale: 'en-AU', extraHTTPHeaders: { 'accept-language': 'en-AU' } } });
    await au.goto(`${link.replace(/t=[^&]+/, 't=forged.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')}`);
    await see.visible(au.getByText('This payment link is not valid. Please ask the venue to send a new one.'));
    await kit.shot(au, 'tampered-en-au-390');
    const zh = await kit.newPage({ zh: true });
    await zh.goto(link);
    await see.visible(zh.getByText('此订单已付款，谢谢！'));
    await kit.shot(zh, 'used-zh-CN-390');
    const zhStaff = await kit.newPage({ zh: true, viewport: { width: 390, height: 844 } });
    // A device that chose Chinese (without the cookie the staff app opens in the venue's language, en).
    await zhStaff.context().addCookies([{ name: 'platter_lng', value: 'zh-CN', url: server.url }]);
    await staffSignIn(zhStaff, server.url, CAFE);
    await zhStaff.goto(`${server.url}/staff/phone-order`);
    await see.visible(zhStaff.getByRole('heading', { name: '电话订单' }));
    await kit.shot(zhStaff, 'staff-zh-CN-390', true);
    expect(kit.cspViolations()).toEqual([]);
  });
});
