/**
 * Tips on pickup (issue 24 item 3) and express pay (item 5) over the real app and database:
 * - the venue's tip setting through /staff/api/settings (an unknown mode is refused and changes nothing);
 * - orderEdit recomputes a preset tip (extra.tip_percent) and refuses a mismatch, a negative tip, an
 *   unknown preset, a tip while tips are off, an amount while only presets are taken;
 * - staff refunds with and without the tip (lines then the tip alone; everything but the tip), the tip
 *   going back once;
 * - the simulator's express pay: a wallet method is authorised in one tap and its signed webhook pays the order;
 * - /.well-known/apple-developer-merchantid-domain-association: served from configuration (content or
 *   file), 404 when not configured.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderFees, priceOrder } from '../../src/domain/price-order';
import type { TipChoice } from '../../src/domain/tips';
import type { CartLine, Menu, Product, Venue } from '../../src/domain/types';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { applePayDomainRoute, APPLE_PAY_DOMAIN_PATH } from '../../src/server/modules/payments';
import { loadConfig } from '../../src/server/platform/config';
import * as s from '../helpers/schema';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { productLine } from '../helpers/orders';

/** Wednesday 11 June 2025, 12:00 in Sydney: the demo venues are open. */
const NOW_MS = Date.UTC(2025, 5, 11, 2, 0, 0);
const clock = { nowMs: () => NOW_MS };
const now = () => Math.floor(NOW_MS / 1000);

const REQ = `mutation($a:String,$c:String){ userRegisterRequest(account:$a, country:$c) }`;
const SUBMIT = `mutation($a:String,$c:String,$p:String,$code:String,$f:String){
  userRegisterSubmit(account:$a, username:$a, country:$c, password:$p, code:$code, platform:1, firstname:$f){ authorization{ token } info{ id uid } } }`;
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ id tradeid } }`;
const APPLY = `mutation($t:String!,$pay:PayInput!){ orderPayApply(tradeid:$t, param:{pay:$pay}){ session_id session_data result_code } }`;
const INFO = `query($t:String!){ orderInfo(tradeid:$t){ status feetips feetopay feepay feerefund refund_orders{ amount carts{ extra } } } }`;
const REFUND = `mutation($t:String!,$p:OrderRefundInput!){ orderRefund(tradeid:$t, param:$p){ amount carts{ pid extra } } }`;

let phones = 0;

describe.each(testDatabaseKinds())('tips on pickup and express pay on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let product: Product;
  let token = '';
  let cookie = '';
  const db = () => t.app.services.db;
  const auth = () => ({ authorization: `Bearer ${token}` });

  /** orderEdit's param for `lines` with `tip`, priced as the browser does (a preset travels as extra.tip_percent). */
  function tipParam(lines: CartLine[], tip: TipChoice, categoryType = 3) {
    const priced = priceOrder({ lines, venue, categoryType: categoryType as never, scope: 'online', now: now(), tip, coupons: [] });
    if (!priced.ok) throw new Error(JSON.stringify(priced));
    const p = priced.value;
    return {
      param: {
        venue_id: venue.id,
        category_type: categoryType,
        source: 40,
        type: 2,
        status: 1,
        validtime: 0,
        ...orderFees(p),
        carts: p.carts,
        payments: p.payments,
        extra: JSON.stringify(tip.kind === 'preset' ? { tip_percent: tip.percent } : {}),
      },
      priced: p,
    };
  }
  const place = (param: Record<string, unknown>) => t.gql(EDIT, { p: param }, auth());
  const codeOf = (r: { errors?: { extensions?: Record<string, unknown> }[] }) => r.errors?.[0]?.extensions?.code;
  const setTips = (tips: unknown) =>
    fetch(`${t.url}/staff/api/settings`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin: t.url }, body: JSON.stringify({ tips }) });
  const info = async (tradeid: string) => (await t.gql(INFO, { t: tradeid }, auth())).data.orderInfo;
  const orderCount = async () => (await db().select({ id: s.orders.id }).from(s.orders)).length;

  /** Pays through the simulator's own card page with its success card. */
  async function payByCard(tradeid: string, amount: number) {
    const apply = await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount } }, auth());
    if (!apply.data) throw new Error(JSON.stringify(apply.errors));
    const r = await fetch(apply.data.orderPayApply.session_data, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'C', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).toString(),
    });
    expect(r.headers.get('location')).toContain('result=authorised');
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, env: { SIMULATOR_DUPLICATE_WEBHOOK_MS: '0' }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(db(), 'laneway-espresso'))!;
    menu = (await loadMenu(db(), venue.id))!;
    product = menu.products.find((p) => p.code === 'espresso')!;
    expect(venue.order_categories.some((c) => c.type === 3)).toBe(true);
    const national = `04917${String(10000 + phones++).padStart(5, '0')}`;
    expect((await t.gql(REQ, { a: national, c: 'AU' })).data?.userRegisterRequest).toBe(true);
    const [sms] = await db().select().from(s.smsOutbox).where(eq(s.smsOutbox.toPhone, `+61${national.slice(1)}`)).orderBy(desc(s.smsOutbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    const reg = await t.gql(SUBMIT, { a: national, c: 'AU', p: 'correct horse 1', code, f: 'Cam' });
    token = reg.data.userRegisterSubmit.authorization.token;
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=demo' });
    cookie = login.headers.get('set-cookie')!.split(';')[0];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tips are off by default: a preset or an amount is refused (TIPS_OFF), nothing placed', async () => {
    const before = await orderCount();
    const lines = [productLine(menu, product, 2)];
    expect(codeOf(await place(tipParam(lines, { kind: 'preset', percent: 10 }).param))).toBe('TIPS_OFF');
    expect(codeOf(await place(tipParam(lines, { kind: 'cents', cents: 150 }).param))).toBe('TIPS_OFF');
    expect(await orderCount()).toBe(before);
  });

  it('the staff setting: an unknown mode is refused and changes nothing; a manager sets custom', async () => {
    const bad = await setTips({ pickup: 'sometimes' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'BAD_INPUT', field: 'tips.pickup', reason: 'unknownMode' });
    const unknownKey = await setTips({ delivery: 'custom' });
    expect(unknownKey.status).toBe(400);
    const got = await (await fetch(`${t.url}/staff/api/settings`, { headers: { cookie } })).json();
    expect(got.tips).toEqual({ dinein: 'off', pickup: 'off' });
    const good = await setTips({ pickup: 'custom' });
    expect(good.status).toBe(200);
    expect((await good.json()).tips).toEqual({ dinein: 'off', pickup: 'custom' });
  });

  it('a 10 % preset is recomputed by the server; a mismatch, a negative tip and an unknown preset are refused', async () => {
    const lines = [productLine(menu, product, 3)];
    const { param, priced } = tipParam(lines, { kind: 'preset', percent: 10 });
    expect(priced.feetips).toBe(Math.round(priced.breakdown.tipBase / 10));
    expect(priced.feetips).toBeGreaterThan(0);
    const before = await orderCount();
    // The client says 10 % but sends one cent more: the server's own 10 % differs.
    const wrong = await place({ ...param, feetips: priced.feetips + 1, feetopay: priced.feetopay + 1 });
    expect(codeOf(wrong)).toBe('NOT_VALID');
    const negative = tipParam(lines, { kind: 'none' }).param;
    expect(codeOf(await place({ ...negative, feetips: -100, feetopay: negative.feetopay - 100 }))).toBe('TIP_NEGATIVE');
    expect(codeOf(await place({ ...param, extra: JSON.stringify({ tip_percent: 12 }) }))).toBe('BAD_INPUT');
    expect(await orderCount()).toBe(before);

    const r = await place(param);
    expect(r.errors).toBeUndefined();
    const placed = await info(r.data.orderEdit.tradeid);
    expect(placed).toMatchObject({ feetips: priced.feetips, feetopay: priced.feetopay });

    // A custom amount is taken as it is.
    const custom = tipParam([productLine(menu, product, 1)], { kind: 'cents', cents: 250 });
    const c = await place(custom.param);
    expect(c.errors).toBeUndefined();
    expect((await info(c.data.orderEdit.tradeid)).feetips).toBe(250);
  });

  it('presets only: an amount is refused (TIP_PRESETS_ONLY), a preset is taken', async () => {
    expect((await setTips({ pickup: 'presets' })).status).toBe(200);
    const lines = [productLine(menu, product, 1)];
    expect(codeOf(await place(tipParam(lines, { kind: 'cents', cents: 250 }).param))).toBe('TIP_PRESETS_ONLY');
    const r = await place(tipParam(lines, { kind: 'preset', percent: 15 }).param);
    expect(r.errors).toBeUndefined();
    expect((await setTips({ pickup: 'custom' })).status).toBe(200);
  });

  it('a refund of items leaves the tip; the tip alone goes back once; everything but the tip', async () => {
    const { param, priced } = tipParam([productLine(menu, product, 2)], { kind: 'preset', percent: 20 });
    const r = await place(param);
    const tradeid = r.data.orderEdit.tradeid as string;
    await payByCard(tradeid, priced.feetopay);
    expect((await info(tradeid)).status).toBe(2);
    const tip = priced.feetips;
    const staff = { cookie };

    const items = await t.gql(REFUND, { t: tradeid, p: { lines: [{ position: 0, count: 1 }] } }, staff);
    expect(items.errors).toBeUndefined();
    expect(items.data.orderRefund.amount).toBe(product.price);
    const tipOnly = await t.gql(REFUND, { t: tradeid, p: { tip: true } }, staff);
    expect(tipOnly.errors).toBeUndefined();
    expect(tipOnly.data.orderRefund.amount).toBe(tip);
    expect(JSON.parse(tipOnly.data.orderRefund.carts[0].extra)).toMatchObject({ tip });
    const again = await t.gql(REFUND, { t: tradeid, p: { tip: true } }, staff);
    expect(codeOf(again)).toBe('NOT_VALID');
    // The last item with the tip asked again: the tip is not refunded twice.
    const rest = await t.gql(REFUND, { t: tradeid, p: { lines: [{ position: 0, count: 1 }], tip: true } }, staff);
    expect(rest.data.orderRefund.amount).toBe(product.price);
    expect((await info(tradeid)).feerefund).toBe(2 * product.price + tip);

    // Everything but the tip, on another paid order.
    const second = tipParam([productLine(menu, product, 3)], { kind: 'cents', cents: 300 });
    const o2 = (await place(second.param)).data.orderEdit.tradeid as string;
    await payByCard(o2, second.priced.feetopay);
    const allButTip = await t.gql(REFUND, { t: o2, p: { all: true, tip: false } }, staff);
    expect(allButTip.errors).toBeUndefined();
    expect(allButTip.data.orderRefund.amount).toBe(second.priced.feetopay - 300);
    const theTip = await t.gql(REFUND, { t: o2, p: { tip: true } }, staff);
    expect(theTip.data.orderRefund.amount).toBe(300);
    expect((await info(o2)).feerefund).toBe(second.priced.feetopay);
    // Bad refund params: an amount with the tip flag, nothing at all.
    expect(codeOf(await t.gql(REFUND, { t: o2, p: { amount: 100, tip: true } }, staff))).toBe('NOT_VALID');
    expect(codeOf(await t.gql(REFUND, { t: o2, p: {} }, staff))).toBe('NOT_VALID');
  });

  it('express pay in the simulator: a wallet is authorised in one tap and its signed webhook pays the order', async () => {
    const { param, priced } = tipParam([productLine(menu, product, 1)], { kind: 'preset', percent: 10 });
    const tradeid = (await place(param)).data.orderEdit.tradeid as string;
    const apply = await t.gql(APPLY, { t: tradeid, pay: { platform: 1, amount: priced.feetopay, payment_method: JSON.stringify({ type: 'applepay', applePayToken: 'simulator' }), return_url: `${t.url}/pay/callback` } }, auth());
    expect(apply.errors).toBeUndefined();
    expect(apply.data.orderPayApply.result_code).toBe('Authorised');
    let status = 0;
    for (let i = 0; i < 100 && status !== 2; i++) {
      status = (await info(tradeid)).status;
      if (status !== 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(2);
    const [attempt] = await db().select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, apply.data.orderPayApply.session_id));
    expect(attempt.cardBrand).toBe('applepay');
    expect((await info(tradeid)).feepay).toBe(priced.feetopay);
  });

  it('the Apple Pay domain association file is 404 when not configured', async () => {
    const r = await fetch(`${t.url}/.well-known/apple-developer-merchantid-domain-association`);
    expect(r.status).toBe(404);
  });
});

describe('the Apple Pay domain association file, configured', () => {
  /** The route alone on a plain HTTP server, with `env` as configuration. */
  async function serve(env: Record<string, string>) {
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...env });
    const server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      void Promise.resolve(applePayDomainRoute(req, res, url, { config } as never)).then((done) => done || res.writeHead(418).end());
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    return { get: (method = 'GET') => fetch(`http://127.0.0.1:${port}${APPLE_PAY_DOMAIN_PATH}`, { method }), close: () => new Promise((r) => server.close(r)) };
  }

  it('is served from APPLE_PAY_DOMAIN_ASSOCIATION and from APPLE_PAY_DOMAIN_ASSOCIATION_FILE; 404 for a missing file', async () => {
    const text = '7B227073704964223A2236354545353041413935463534383834353236383230423839414338423538453633373038414346384338363035413742393844363333423842443645433744222C2276657273696F6E223A317D';
    const a = await serve({ APPLE_PAY_DOMAIN_ASSOCIATION: text });
    try {
      const r = await a.get();
      expect(r.status).toBe(200);
      expect(r.headers.get('content-type')).toContain('text/plain');
      expect(await r.text()).toBe(text);
      expect((await a.get('POST')).status).toBe(405);
    } finally {
      await a.close();
    }
    const dir = mkdtempSync(join(tmpdir(), 'applepay-'));
    writeFileSync(join(dir, 'association'), 'file content\n');
    const b = await serve({ APPLE_PAY_DOMAIN_ASSOCIATION_FILE: join(dir, 'association') });
    try {
      const r = await b.get();
      expect(r.status).toBe(200);
      expect(await r.text()).toBe('file content\n');
    } finally {
      await b.close();
    }
    const c = await serve({ APPLE_PAY_DOMAIN_ASSOCIATION_FILE: join(dir, 'missing') });
    try {
      expect((await c.get()).status).toBe(404);
    } finally {
      await c.close();
    }
  });
});
