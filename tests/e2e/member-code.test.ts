/**
 * The member's signed QR code in the browser (issue 26 item 8), in Debian's Chromium at 390 px in
 * English and Chinese: the card page shows a QR of a fresh signed code (not the bare uid) and says it
 * refreshes; on /staff/scan-member a manager pastes the code (no camera in headless Chromium, so the
 * typed path), sees the member's card and redeems the welcome voucher; a bare uid is refused with a
 * message. The expired window is the API test's (tests/api/member-code.test.ts, the app's clock).
 * Screenshots `test-results/member-code-*.png`; axe on each page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, startServer, type ServerProcess } from '../helpers/server-process';
import { prepareDemoDataDir } from '../helpers/demo-data';
import { memberKit } from '../helpers/e2e-members';
import { expectAccessible, pageKit, see, staffSignIn } from '../helpers/e2e-kit';

const CAFE = 'laneway-espresso';
let server: ServerProcess;
let browser: Browser;
const kit = pageKit(() => browser, 'member-code');

beforeAll(async () => {
  const dataDir = await prepareDemoDataDir({ openAllDay: [CAFE] });
  [server, browser] = await Promise.all([startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }), launchChromium()]);
}, 120_000);

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await server?.stop();
});

const { gql, registerMember, withSession } = memberKit(() => server);

describe('member QR codes', () => {
  let session = '';
  let uid = '';

  beforeAll(async () => {
    session = await registerMember('0491570300', 'Ada');
  });

  it.each([
    ['en', false, 'This code refreshes every 30 seconds — a screenshot will not work.'],
    ['zh-CN', true, '此二维码每 30 秒更新一次，截图无效。'],
  ] as const)('the card shows a QR of a signed code that refreshes (%s, 390 px)', async (locale, zh, note) => {
    const page = await kit.newPage({ zh, initScript: withSession(session) });
    await page.goto(`${server.url}/loyalty/card?venue_code=${CAFE}`);
    const qr = page.getByTestId('card-qr');
    await see.visible(qr);
    expect(await qr.getAttribute('width')).toBe('180');
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await see.text(page.getByTestId('card-qr-note'), note);
    uid = (await page.getByTestId('card-uid').textContent())!.trim();
    await kit.shot(page, `card-390-${locale}`);
    await expectAccessible(page, `card ${locale}`);
  });

  it.each([
    ['en', false, 'Show card', 'Member code', 'This code is not valid for this brand (bad signature).'],
    ['zh-CN', true, '查看会员卡', '会员码', '此会员码对本品牌无效（签名错误）。'],
  ] as const)('staff paste a fresh code and see the card; a bare uid is refused (%s, 390 px)', async (locale, zh, show, label, invalid) => {
    const staff = await kit.newPage({ zh });
    await staffSignIn(staff, server.url, CAFE);
    await staff.context().addCookies([{ name: 'platter_lng', value: locale, url: server.url }]);
    await staff.goto(`${server.url}/staff/scan-member`);
    const field = staff.getByLabel(label, { exact: true });
    const button = staff.getByRole('button', { name: show });
    await expect.poll(() => button.isEnabled()).toBe(true);

    // The bare uid (what the old QR held) is refused.
    await field.fill(uid);
    await button.click();
    await see.text(staff.getByTestId('scan-result'), invalid);

    // A fresh code, as the card page gets it.
    const token = (JSON.parse(session) as { token: string }).token;
    const r = await gql(`query{ customerMemberCode(venue_code: "${CAFE}"){ code } }`, {}, token);
    const code = r.data!.customerMemberCode.code as string;
    await field.fill(code);
    await kit.shot(staff, `staff-typed-390-${locale}`);
    await button.click();
    const card = staff.getByTestId('member-card');
    await see.contains(card, 'Ada');
    await see.contains(card, uid);
    await see.text(staff.getByTestId('member-points'), '0');
    await kit.shot(staff, `staff-card-390-${locale}`, true);
    await expectAccessible(staff, `scan member ${locale}`);
    if (locale === 'en') {
      // The welcome voucher is redeemed from the scanned card.
      await card.getByRole('button', { name: /^Redeem Welcome \$5 off/ }).click();
      await see.contains(staff.getByTestId('scan-result'), 'Redeemed V');
      await see.contains(card, 'No active vouchers.');
    }
    expect(kit.cspViolations()).toEqual([]);
  });

  it.each([
    ['en-au', 390],
    ['en', 1280],
  ] as const)('the card and the scan page read well in %s at %i px', async (locale, width) => {
    const page = await kit.newPage({ viewport: { width, height: 844 }, initScript: withSession(session) });
    await page.context().addCookies([{ name: 'platter_lng', value: locale, url: server.url }]);
    await page.goto(`${server.url}/loyalty/card?venue_code=${CAFE}`);
    await see.visible(page.getByTestId('card-qr'));
    await kit.shot(page, `card-${width}-${locale}`);
    await expectAccessible(page, `card ${locale} ${width}`);
    const staff = await kit.newPage({ viewport: { width, height: 844 } });
    await staffSignIn(staff, server.url, CAFE);
    await staff.context().addCookies([{ name: 'platter_lng', value: locale, url: server.url }]);
    await staff.goto(`${server.url}/staff/scan-member`);
    const token = (JSON.parse(session) as { token: string }).token;
    const code = (await gql(`query{ customerMemberCode(venue_code: "${CAFE}"){ code } }`, {}, token)).data!.customerMemberCode.code as string;
    const button = staff.getByRole('button', { name: 'Show card' });
    await expect.poll(() => button.isEnabled()).toBe(true);
    await staff.getByLabel('Member code', { exact: true }).fill(code);
    await button.click();
    await see.contains(staff.getByTestId('member-card'), 'Ada');
    await kit.shot(staff, `staff-card-${width}-${locale}`, true);
    await expectAccessible(staff, `scan member ${locale} ${width}`);
  });

  it.each([
    ['en-au', false, 390, 'Points to add', 'Reason', 'Add points', 'Added 25 points. Ada now has 25 points.', 'Added by staff: Birthday'],
    ['zh-CN', true, 1024, '增加的积分', '原因', '增加积分', '已增加 25 积分，Ada 现有 50 积分。', '店员调整：生日'],
  ] as const)("a manager adds points with a reason beside the scanned card; the member's history shows it (%s; issue 26 item 8)", async (locale, zh, width, countLabel, reasonLabel, addLabel, added, history) => {
    const staff = await kit.newPage({ zh, viewport: { width, height: 900 } });
    await staffSignIn(staff, server.url, CAFE);
    await staff.context().addCookies([{ name: 'platter_lng', value: locale, url: server.url }]);
    await staff.goto(`${server.url}/staff/scan-member`);
    const token = (JSON.parse(session) as { token: string }).token;
    const code = (await gql(`query{ customerMemberCode(venue_code: "${CAFE}"){ code } }`, {}, token)).data!.customerMemberCode.code as string;
    const show = staff.locator('[data-testid=scan-show]');
    await expect.poll(() => show.isEnabled()).toBe(true);
    await staff.locator('#m-code').fill(code);
    await show.click();
    const form = staff.getByTestId('add-points');
    await see.visible(form);
    // Not a whole positive number: refused in the browser, nothing sent.
    await form.getByLabel(countLabel).fill('0');
    await form.getByLabel(reasonLabel).fill(zh ? '生日' : 'Birthday');
    await form.getByRole('button', { name: addLabel }).click();
    await see.text(staff.getByTestId('member-points'), zh ? '25' : '0');
    await form.getByLabel(countLabel).fill('25');
    await kit.shot(staff, `staff-add-points-${width}-${locale}`, true);
    await form.getByRole('button', { name: addLabel }).click();
    await see.text(staff.getByTestId('scan-result'), added);
    await see.text(staff.getByTestId('member-points'), zh ? '50' : '25');
    await expectAccessible(staff, `add points ${locale} ${width}`);
    await kit.shot(staff, `staff-points-added-${width}-${locale}`, true);

    // The member's card: the points and the reason in the history.
    const card = await kit.newPage({ zh, viewport: { width, height: 900 }, initScript: withSession(session) });
    await card.context().addCookies([{ name: 'platter_lng', value: locale, url: server.url }]);
    await card.goto(`${server.url}/loyalty/card?venue_code=${CAFE}`);
    await see.contains(card.getByTestId('card-history').getByTestId('history-row').first(), history);
    await kit.shot(card, `card-history-${width}-${locale}`, true);
    expect(kit.cspViolations()).toEqual([]);
  });
});
