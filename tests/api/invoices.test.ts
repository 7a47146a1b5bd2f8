/**
 * Receipts in the diner's language, over the real app (in process) and a real database: the view
 * route picks ?lang=, then the locale cookie, then Accept-Language, then English (ADR 0003); an unknown
 * ?lang= falls back without error; the e-mailed receipt is in the language asked in (form field `lang`)
 * and lands in the outbox so; a refund order's receipt follows the same rule.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 * Spec: orders-and-payments.md §2.7, §7.6; storefront.md §1 (en, en-au, zh-CN).
 */
import { asc, eq } from 'drizzle-orm';
import * as s from '../helpers/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../src/domain/types';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { orderParam, productLine, simpleProduct } from '../helpers/orders';
import * as ordersTables from '../../src/server/modules/orders/schema';

/** Wednesday 11 June 2025, 12:00 in Sydney (AEST, UTC+10): the café is open. */
const NOW_MS = Date.UTC(2025, 5, 11, 2, 0, 0);
const clock = { nowMs: () => NOW_MS };

const REGISTER = `mutation($a:String,$f:String){ userRegisterSubmit(account:$a, firstname:$f, email:"lin@example.com", platform:2, country:"AU"){ authorization{ token } } }`;
const EDIT = `mutation($id:Int,$p:UmsOrderEditParamInput!){ orderEdit(id:$id, param:$p){ id tradeid } }`;
const APPLY = `mutation($t:String!,$pay:PayInput!){ orderPayApply(tradeid:$t, param:{pay:$pay}){ session_id session_data } }`;
const INFO = `query($t:String!){ orderInfo(tradeid:$t){ invoice_code order_number } }`;
const REFUND = `mutation($t:String!,$p:OrderRefundInput!){ orderRefund(tradeid:$t, param:$p){ tradeid invoice_code } }`;

/** The receipt's labels in each language: every one is on a paid card order's receipt. */
const LABELS = {
  en: ['Sub total', 'Total', 'Total paid', 'Order time', 'Payment status', 'Paid', 'Transaction ID', 'Payment time', 'Card'],
  zh: ['小计', '合计', '已付金额', '下单时间', '支付状态', '已付款', '交易号', '支付时间', '银行卡'],
};
/** English labels that must not be left on a Chinese receipt (as whole table headers). */
const ENGLISH_HEADERS = ['Sub total', 'Total', 'Total paid', 'Order time', 'Payment status', 'Transaction ID', 'Payment time', 'Card', 'Order'];


/** The text of every row header (`<th scope="row">…</th>`) of a receipt. */
const rowHeaders = (html: string) => [...html.matchAll(/<th scope="row">([^<]*)<\/th>/g)].map((m) => m[1]);

describe.each(testDatabaseKinds())('receipts in the diner’s language on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let product: Product;
  let code = '';
  let orderNumber = '';
  let tradeid = '';
  const auth = () => ({ authorization: `Bearer ${token}` });
  const view = (query = '', headers: Record<string, string> = {}) => fetch(`${t.url}/cloud/open/invoice/view/${code}${query}`, { headers });

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    const venue = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
    const menu = (await loadMenu(t.app.services.db, venue.id))!;
    token = (await t.gql(REGISTER, { a: '0412500600', f: 'Lin' })).data.userRegisterSubmit.authorization.token;
    product = simpleProduct(menu);
    const param = orderParam(venue, [productLine(menu, product, 2)], { now: NOW_MS / 1000 });
    const placed = await t.gql(EDIT, { p: param }, auth());
    if (!placed.data) throw new Error(JSON.stringify(placed.errors));
    tradeid = placed.data.orderEdit.tradeid;
    const apply = await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount: param.feetopay, surcharge: 0 } }, auth());
    if (!apply.data) throw new Error(JSON.stringify(apply.errors));
    const pay = await fetch(apply.data.orderPayApply.session_data, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'Lin', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).toString(),
    });
    expect(pay.headers.get('location')).toContain('result=authorised');
    const info = (await t.gql(INFO, { t: tradeid }, auth())).data.orderInfo;
    code = info.invoice_code;
    orderNumber = info.order_number;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is in English with lang="en" when nothing asks for another language', async () => {
    const res = await view();
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(rowHeaders(html)).toEqual(expect.arrayContaining(LABELS.en.filter((l) => l !== 'Paid')));
    expect(html).toContain('<td>Paid</td>');
    // The status badge reads as the storefront shows it, not as a message key.
    expect(html).toMatch(/<span class="label">[^<]* · Paid<\/span>/);
    expect(html).toContain('Wed 11 Jun 2025 12:00');
    expect(html).toContain(product.name);
    expect(html).toContain(orderNumber);
  });

  it('is in Chinese with ?lang=zh-CN: lang="zh-CN", Chinese labels and status words, no English labels, money as before', async () => {
    const res = await view('?lang=zh-CN');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    for (const label of LABELS.zh) expect(html, label).toContain(label);
    const headers = rowHeaders(html);
    for (const english of ENGLISH_HEADERS) expect(headers, english).not.toContain(english);
    expect(html).not.toContain('Sub total');
    expect(html).not.toContain('Payment status');
    expect(html).toContain('<td>已付款</td>');
    expect(html).toMatch(/<span class="label">[^<]* · 已付款<\/span>/);
    // Times in the venue's time zone, in the Chinese format; money in the venue's currency as before.
    expect(html).toContain('2025年06月11日 12:00');
    expect(html).toMatch(/\$\d+\.\d\d/);
    expect(html).toContain(product.name);
    expect(html).toContain(orderNumber);
  });

  it.each([
    ['the locale cookie', '', { cookie: 'other=1; platter_lng=zh-CN' }],
    ['Accept-Language', '', { 'accept-language': 'fr;q=0.9, zh-Hans-CN;q=0.8, en;q=0.5' }],
    ['an unknown ?lang= over the cookie', '?lang=klingon', { cookie: 'platter_lng=zh-CN' }],
    ['?lang=zh (normalised)', '?lang=zh', {}],
  ])('is in Chinese from %s', async (_what, query, headers) => {
    const res = await view(query, headers);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="zh-CN">');
    expect(html).toContain('小计');
    expect(html).not.toContain('Sub total');
  });

  it.each([
    ['?lang=en over a Chinese cookie', '?lang=en', { cookie: 'platter_lng=zh-CN' }, 'en'],
    ['?lang=en-au', '?lang=en-au', {}, 'en-AU'],
    ['an unknown ?lang= and nothing else', '?lang=xx-YY', {}, 'en'],
    ['an empty ?lang=', '?lang=', {}, 'en'],
    ['a malformed cookie', '', { cookie: 'platter_lng=%E0%A4%A' }, 'en'],
  ])('falls back without error: %s', async (_what, query, headers, lang) => {
    const res = await view(query, headers);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain('Sub total');
    expect(html).not.toContain('小计');
  });

  it('answers an unknown code with 404 in the asked language', async () => {
    const res = await fetch(`${t.url}/cloud/open/invoice/view/nosuchcode1234?lang=zh-CN`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('未找到该收据');
    expect(await (await fetch(`${t.url}/cloud/open/invoice/view/nosuchcode1234`)).text()).toContain('Receipt not found.');
  });

  it('e-mails the receipt in the language asked in (form field lang) into the outbox', async () => {
    const form = (body: Record<string, string>) =>
      fetch(`${t.url}/cloud/open/invoice/email/${code}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(body).toString() });
    expect(await (await form({ email: 'lin@example.com', lang: 'zh-CN' })).json()).toEqual({ success: true, status: 'logged' });
    expect(await (await form({ email: 'lin.en@example.com' })).json()).toEqual({ success: true, status: 'logged' });
    const json = await fetch(`${t.url}/cloud/open/invoice/email/${code}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'lin.json@example.com', lang: 'zh-CN' }) });
    expect(await json.json()).toEqual({ success: true, status: 'logged' });

    const rows = await t.app.services.db.select().from(s.emailOutbox).where(eq(s.emailOutbox.ref, code)).orderBy(asc(s.emailOutbox.id));
    const zh = rows.find((r) => r.toAddress === 'lin@example.com')!;
    expect(zh).toMatchObject({ kind: 'receipt', status: 'logged' });
    expect(zh.subject).toContain('的收据');
    expect(zh.subject).toContain(orderNumber);
    expect(zh.html).toContain('<html lang="zh-CN">');
    for (const label of LABELS.zh) expect(zh.html, label).toContain(label);
    expect(zh.html).not.toContain('Sub total');
    expect(zh.text).toContain('小计:');
    expect(zh.text).toContain(`订单 ${orderNumber}`);

    const en = rows.find((r) => r.toAddress === 'lin.en@example.com')!;
    expect(en.subject).toBe(`Your receipt from Laneway Espresso (${orderNumber})`);
    expect(en.html).toContain('<html lang="en">');
    expect(en.html).toContain('Sub total');
    expect(rows.find((r) => r.toAddress === 'lin.json@example.com')!.html).toContain('<html lang="zh-CN">');
  });

  it("renders a refund order's receipt in Chinese too", async () => {
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=demo' });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const r = await t.gql(REFUND, { t: tradeid, p: { lines: [{ position: 0, count: 1 }], reason: 'cold' } }, { cookie });
    expect(r.errors).toBeUndefined();
    const refund = r.data.orderRefund;
    const html = await (await fetch(`${t.url}/cloud/open/invoice/view/${refund.invoice_code}?lang=zh-CN`)).text();
    expect(html).toContain('<html lang="zh-CN">');
    for (const label of ['退款', '退款总额', '退款交易号', '交易号', '退款时间', '部分退款', '退款原因', '已退回银行卡']) expect(html, label).toContain(label);
    expect(html).toContain(refund.tradeid.slice(7));
    expect(html).not.toContain('Refund transaction ID');
    // The original order's receipt lists the refund under its Chinese label.
    const original = await (await view('?lang=zh-CN')).text();
    expect(original).toContain('退款总额');
    expect(original).toContain('<td>部分退款</td>');
    // And English stays as it was.
    const english = await (await fetch(`${t.url}/cloud/open/invoice/view/${refund.invoice_code}`)).text();
    expect(english).toContain('Refund transaction ID');
    expect(english).toContain('<html lang="en">');
  });
});
