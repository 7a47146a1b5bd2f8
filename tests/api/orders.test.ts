/**
 * Orders end to end over the real app (in process) and a real database: guest checkout, placing an
 * order with every fee recomputed by the server, concurrency (stock never oversold, idempotent
 * retries), tampering, privacy of orders, paying through the simulator's pages and webhook, the staff
 * console moving the order, the diner's live subscription, receipts and the e-mail outbox.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 * Spec: orders-and-payments.md §3, §4, §7, §8; storefront.md §4 "Checkout flow", §7.
 */
import { and, count, eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceOrder } from '../../src/domain/price-order';
import type { CartLine, Menu, Product, Venue } from '../../src/domain/types';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import * as s from '../helpers/schema';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { orderParam as pricedOrderParam, productLine, simpleProduct } from '../helpers/orders';

/** Wednesday 11 June 2025, 10:00 in Sydney (AEST, UTC+10): Laneway Espresso is open. */
const NOW_MS = Date.UTC(2025, 5, 11, 0, 0, 0);
const clock = { nowMs: () => NOW_MS };
const now = NOW_MS / 1000;

const REGISTER = `mutation($a:String,$f:String,$e:String){ userRegisterSubmit(account:$a, firstname:$f, email:$e, platform:2, country:"AU"){ authorization{ token expired_at refresh_expired_at } info{ id firstname phone type } } }`;
const EDIT = `mutation($id:Int,$p:UmsOrderEditParamInput!){ orderEdit(id:$id, param:$p){ id tradeid } }`;
const INFO = `query($t:String!){ orderInfo(tradeid:$t){ id tradeid status seqnum feetotal feetopay version paytime order_number invoice_code statustime{ status datetime } carts{ name price count taxes taxtotal } payments{ type amount } } }`;
const APPLY = `mutation($t:String!,$pay:PayInput!){ orderPayApply(tradeid:$t, param:{pay:$pay}){ session_id session_data result_code } }`;

/** orderEdit's param priced as the browser would at this suite's clock. */
const orderParam = (venue: Venue, lines: CartLine[], options: { categoryType?: number; clientKey?: string; version?: number } = {}) => pricedOrderParam(venue, lines, { now, ...options });




describe.each(testDatabaseKinds())('orders on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let tokenA: string;
  let tokenB: string;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function guest(firstname: string, account = '0412345678'): Promise<string> {
    const r = await t.gql(REGISTER, { a: account, f: firstname, e: 'diner@example.com' });
    if (!r.data?.userRegisterSubmit) throw new Error(JSON.stringify(r.errors));
    return r.data.userRegisterSubmit.authorization.token;
  }
  async function setStock(product: Product, stocks: number) {
    await t.app.services.db.update(s.products).set({ inventory: 2, stocks }).where(eq(s.products.id, product.id));
    menu = (await loadMenu(t.app.services.db, venue.id, menu.id))!;
  }
  const stockOf = async (product: Product) =>
    (await t.app.services.db.select({ stocks: s.products.stocks }).from(s.products).where(eq(s.products.id, product.id)))[0].stocks;
  const orderCount = async () => (await t.app.services.db.select({ n: count() }).from(s.orders))[0].n;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    tokenA = await guest('Ada');
    tokenB = await guest('Bo', '0412000111');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('guest checkout (userRegisterSubmit, platform 2)', () => {
    it('creates a guest and answers the auth shape', async () => {
      const r = await t.gql(REGISTER, { a: '0412 345 678'.replaceAll(' ', ''), f: 'Cy' });
      expect(r.errors).toBeUndefined();
      const a = r.data.userRegisterSubmit;
      expect(a.authorization.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
      expect(a.authorization.expired_at).toBe(now + 30 * 86_400);
      expect(a.info).toMatchObject({ firstname: 'Cy', phone: '+61412345678', type: 2 });
    });

    it.each([
      ['an invalid mobile', { a: '12', f: 'Cy' }, 'MOBILE_INVALID'],
      ['no mobile', { a: '', f: 'Cy' }, 'MOBILE_REQUIRED'],
      ['no first name', { a: '0412345678', f: '' }, 'not valid'],
      ['a bad e-mail', { a: '0412345678', f: 'Cy', e: 'nope@' }, 'EMAIL_INVALID'],
    ])('refuses %s', async (_name, vars, message) => {
      const r = await t.gql(REGISTER, vars);
      expect(r.errors?.[0].message).toBe(message);
    });
  });

  describe('placing an order (orderEdit)', () => {
    it('places an order priced by the server, with a daily sequence number and event 1', async () => {
      const product = simpleProduct(menu);
      const param = orderParam(venue, [productLine(menu, product, 2)]);
      const r = await t.gql(EDIT, { p: param }, auth(tokenA));
      expect(r.errors).toBeUndefined();
      const { tradeid } = r.data.orderEdit;
      expect(tradeid).toMatch(/^P250611[0-9a-f]{32}$/);
      const info = (await t.gql(INFO, { t: tradeid }, auth(tokenA))).data.orderInfo;
      expect(info).toMatchObject({ status: 1, feetotal: product.price * 2, feetopay: param.feetopay, version: 1, paytime: 0 });
      expect(info.seqnum).toBeGreaterThanOrEqual(1);
      expect(info.order_number).toBe(`OI-${String(info.seqnum).padStart(3, '0')}`);
      expect(info.statustime.map((e: { status: number }) => e.status)).toEqual([1]);
      expect(info.carts[0]).toMatchObject({ name: product.name, price: product.price, count: 2 });
      expect(JSON.parse(info.carts[0].taxes)[0]).toMatchObject({ name: 'GST', rate: 0.1, attr: 1 });
    });

    it("keeps no group account the client sends: it is the server's to set (issue 26 item 11)", async () => {
      const param = orderParam(venue, [productLine(menu, simpleProduct(menu), 1)]);
      const sent = { ...param, extra: JSON.stringify({ ...JSON.parse(param.extra ?? '{}'), groupAccount: 'ACME-42', orderNotes: 'no onions' }) };
      const r = await t.gql(EDIT, { p: sent }, auth(tokenA));
      expect(r.errors).toBeUndefined();
      const extra = JSON.parse((await t.gql(`query($t:String!){ orderInfo(tradeid:$t){ extra } }`, { t: r.data.orderEdit.tradeid }, auth(tokenA))).data.orderInfo.extra);
      expect(extra.orderNotes).toBe('no onions');
      expect(extra).not.toHaveProperty('groupAccount');
    });

    it('needs a session', async () => {
      const r = await t.gql(EDIT, { p: orderParam(venue, [productLine(menu, simpleProduct(menu), 1)]) });
      expect(r.errors?.[0].message).toBe('invalid token');
    });

    it('numbers orders 1, 2, 3… per venue and day', async () => {
      const seq = [];
      for (let i = 0; i < 3; i++) {
        const r = await t.gql(EDIT, { p: orderParam(venue, [productLine(menu, simpleProduct(menu), 1)]) }, auth(tokenA));
        seq.push((await t.gql(INFO, { t: r.data.orderEdit.tradeid }, auth(tokenA))).data.orderInfo.seqnum);
      }
      expect(seq[1]).toBe(seq[0] + 1);
      expect(seq[2]).toBe(seq[0] + 2);
    });

    it('gives concurrent placements distinct consecutive numbers, each in its placed event', async () => {
      const SEQ = `query($t:String!){ orderInfo(tradeid:$t){ seqnum statustime{ status extra } } }`;
      const placed = await Promise.all(Array.from({ length: 6 }, () => t.gql(EDIT, { p: orderParam(venue, [productLine(menu, simpleProduct(menu), 1)]) }, auth(tokenA))));
      const infos = await Promise.all(placed.map(async (r) => (await t.gql(SEQ, { t: r.data.orderEdit.tradeid }, auth(tokenA))).data.orderInfo));
      const seqs = infos.map((i) => i.seqnum as number).sort((a, b) => a - b);
      expect(seqs).toEqual(seqs.map((_, i) => seqs[0] + i));
      for (const info of infos) expect(JSON.parse(info.statustime[0].extra)).toEqual({ seqnum: info.seqnum });
    });

    it('edits its own unpaid order with the current version, and refuses a stale one', async () => {
      const product = simpleProduct(menu);
      const placed = (await t.gql(EDIT, { p: orderParam(venue, [productLine(menu, product, 1)]) }, auth(tokenA))).data.orderEdit;
      const edited = await t.gql(EDIT, { id: placed.id, p: orderParam(venue, [productLine(menu, product, 3)], { version: 1 }) }, auth(tokenA));
      expect(edited.errors).toBeUndefined();
      const info = (await t.gql(INFO, { t: placed.tradeid }, auth(tokenA))).data.orderInfo;
      expect(info).toMatchObject({ version: 2, feetotal: product.price * 3 });
      const stale = await t.gql(EDIT, { id: placed.id, p: orderParam(venue, [productLine(menu, product, 2)], { version: 1 }) }, auth(tokenA));
      expect(stale.errors?.[0].message).toBe('not valid');
      const other = await t.gql(EDIT, { id: placed.id, p: orderParam(venue, [productLine(menu, product, 2)], { version: 2 }) }, auth(tokenB));
      expect(other.errors?.[0].message).toBe('not found');
    });

    it('refuses an order when the store is closed', async () => {
      const closedVenue = (await findVenue(t.app.services.db, 'golden-lantern'))!;
      const m = (await loadMenu(t.app.services.db, closedVenue.id))!;
      const product = m.products.find((p) => p.variants.length === 0 && p.modifier_ids.length === 0)!;
      const r = await t.gql(EDIT, { p: orderParam(closedVenue, [productLine(m, product, 1)], { categoryType: 3 }) }, auth(tokenA));
      // Golden Lantern opens at 11:00; it is 10:00.
      expect(r.errors?.[0].message).toBe('store closed');
    });
  });

  describe('concurrency', () => {
    it('100 concurrent orders for the last 10 units: exactly 10 placed, the rest out of stock, stock never negative', async () => {
      const product = simpleProduct(menu, 1);
      await setStock(product, 10);
      const before = await orderCount();
      const results = await Promise.all(
        Array.from({ length: 100 }, () => t.gql(EDIT, { p: orderParam(venue, [productLine(menu, product, 1)]) }, auth(tokenA))),
      );
      const placed = results.filter((r) => r.data?.orderEdit);
      const refused = results.filter((r) => r.errors?.[0].message === 'out of stock');
      expect(placed).toHaveLength(10);
      expect(refused).toHaveLength(90);
      expect(await stockOf(product)).toBe(0);
      expect((await orderCount()) - before).toBe(10);
      expect(new Set(placed.map((r) => r.data.orderEdit.tradeid)).size).toBe(10);
    });

    it('the same order sent 20 times concurrently makes one order', async () => {
      const product = simpleProduct(menu);
      const param = orderParam(venue, [productLine(menu, product, 1)], { clientKey: `ck-${kind}-${Date.now()}` });
      const before = await orderCount();
      const results = await Promise.all(Array.from({ length: 20 }, () => t.gql(EDIT, { p: param }, auth(tokenA))));
      expect(results.every((r) => !r.errors)).toBe(true);
      expect(new Set(results.map((r) => r.data.orderEdit.tradeid)).size).toBe(1);
      expect((await orderCount()) - before).toBe(1);
      // Someone else replaying the key gets nothing of the order.
      const other = await t.gql(EDIT, { p: param }, auth(tokenB));
      expect(other.errors?.[0].message).toBe('exist already');
    });
  });

  describe('tampering', () => {
    const tampered: [string, (p: ReturnType<typeof orderParam>) => unknown][] = [
      ['a total', (p) => ({ ...p, feetopay: p.feetopay - 1 })],
      ['the items subtotal', (p) => ({ ...p, feetotal: p.feetotal + 100 })],
      ['a tax', (p) => ({ ...p, feetax: p.feetax + 1 })],
      ['a line price (totals consistent with it)', () => null],
      ['a line status', (p) => ({ ...p, carts: p.carts.map((l) => ({ ...l, status: 2 })) })],
      ['the order status', (p) => ({ ...p, status: 2 })],
      ['a line discount', (p) => ({ ...p, carts: p.carts.map((l) => ({ ...l, discount: 50 })) })],
      ['a source outside the contract (42)', (p) => ({ ...p, source: 42 })],
      ['a negative source', (p) => ({ ...p, source: -1 })],
    ];
    it.each(tampered)('refuses %s as not valid and stores nothing', async (_name, change) => {
      const product = simpleProduct(menu, 1);
      await setStock(product, 5);
      let param = change(orderParam(venue, [productLine(menu, product, 1)]));
      if (param === null) {
        const cheap = { ...productLine(menu, product, 1), price: 1, value: 1 };
        param = orderParam(venue, [cheap]);
      }
      const before = await orderCount();
      const r = await t.gql(EDIT, { p: param }, auth(tokenA));
      expect(r.errors?.[0].message).toBe('not valid');
      expect(await orderCount()).toBe(before);
      expect(await stockOf(product)).toBe(5);
    });

    it("names 'source' as the field of a source outside the contract, and takes each of the contract's", async () => {
      const product = simpleProduct(menu, 1);
      await setStock(product, 50);
      const bad = await t.gql(EDIT, { p: { ...orderParam(venue, [productLine(menu, product, 1)]), source: 99 } }, auth(tokenA));
      expect(bad.errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { field: 'source' } } });
      for (const source of [40, 41, 51, 71]) {
        const r = await t.gql(EDIT, { p: { ...orderParam(venue, [productLine(menu, product, 1)]), source } }, auth(tokenA));
        expect(r.errors, `source ${source}`).toBeUndefined();
      }
    });
  });

  describe('privacy', () => {
    it('another session cannot read, watch, pay or operate an order by its trade id', async () => {
      const { tradeid } = (await t.gql(EDIT, { p: orderParam(venue, [productLine(menu, simpleProduct(menu), 1)]) }, auth(tokenA))).data.orderEdit;
      expect((await t.gql(INFO, { t: tradeid }, auth(tokenB))).errors?.[0].message).toBe('not found');
      expect((await t.gql(INFO, { t: tradeid })).errors?.[0].message).toBe('not found');
      expect((await t.gql(`query($t:String!){ orderStatus(tradeid:$t){ status } }`, { t: tradeid }, auth(tokenB))).errors?.[0].message).toBe('not found');
      expect((await t.gql(`mutation($t:String!){ orderOperate(tradeid:$t, status:5){ status } }`, { t: tradeid }, auth(tokenB))).errors?.[0].message).toBe('not found');
      expect((await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount: 100 } }, auth(tokenB))).errors?.[0].message).toBe('not found');
      const list = (await t.gql(`query{ orderList(count:50, index:0){ tradeid } }`, {}, auth(tokenB))).data.orderList;
      expect(list.map((o: { tradeid: string }) => o.tradeid)).not.toContain(tradeid);
      const mine = (await t.gql(`query{ orderList(count:50, index:0){ tradeid } }`, {}, auth(tokenA))).data.orderList;
      expect(mine.map((o: { tradeid: string }) => o.tradeid)).toContain(tradeid);
    });
  });

  describe('guest checkout, simulator payment, staff accept, live status', () => {
    it('moves the order to paid through the simulator pages and pushes staff acceptance to the diner', async () => {
      const token = await guest('Dee', '0412555666');
      const product = simpleProduct(menu);
      const param = orderParam(venue, [productLine(menu, product, 2)]);
      const { tradeid } = (await t.gql(EDIT, { p: param }, auth(token))).data.orderEdit;

      // The diner watches the order.
      const ws = createClient({ url: `${t.url.replace('http', 'ws')}/websocket/user/gapi`, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${token}` } });
      const seen: number[][] = [];
      const accepted = new Promise<void>((resolve, reject) => {
        ws.subscribe(
          { query: `subscription($t:String!){ orderStatusChanged(tradeid:$t){ tradeid status statustime{ status } } }`, variables: { t: tradeid } },
          {
            next: (msg: any) => {
              if (msg.errors) return reject(new Error(JSON.stringify(msg.errors)));
              const events = msg.data.orderStatusChanged.statustime.map((e: { status: number }) => e.status);
              seen.push(events);
              if (events.includes(21)) resolve();
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
      await new Promise((r) => setTimeout(r, 150));

      // A client amount other than the server's is refused.
      expect((await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount: param.feetopay - 1 } }, auth(token))).errors?.[0].message).toBe('not valid');
      const apply = await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount: param.feetopay, surcharge: 0 } }, auth(token));
      expect(apply.errors).toBeUndefined();
      const { session_id, session_data, result_code } = apply.data.orderPayApply;
      expect(result_code).toBe('RedirectShopper');
      expect(session_data).toBe(`${t.url}/pay/simulator/${session_id}`);
      expect((await t.gql(INFO, { t: tradeid }, auth(token))).data.orderInfo.status).toBe(12);
      expect((await t.gql(EDIT, { id: 1, p: param }, auth(token))).errors).toBeDefined();

      // The simulator's page, then its form with the success card.
      const page = await fetch(session_data);
      const html = await page.text();
      expect(html).toContain('SIMULATOR');
      expect(html).toContain('4242 4242 4242 4242');
      const pay = await fetch(session_data, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'Dee Diner', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).toString(),
      });
      expect(pay.status).toBe(303);
      expect(pay.headers.get('location')).toContain('result=authorised');

      const paid = (await t.gql(INFO, { t: tradeid }, auth(token))).data.orderInfo;
      expect(paid.status).toBe(2);
      expect(paid.paytime).toBe(now);
      expect(paid.statustime.map((e: { status: number }) => e.status)).toEqual([1, 2]);
      expect(paid.payments).toEqual([{ type: 1, amount: param.feetopay }]);
      const status = await t.gql(`query($p:Byte!,$s:String!){ orderPayStatus(platform:$p, session_id:$s){ status } }`, { p: 2, s: session_id });
      expect(status.data.orderPayStatus.status).toBe(2);
      const [attempt] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session_id));
      expect(attempt).toMatchObject({ cardBrand: 'visa', cardLast4: '4242', amount: param.feetopay });

      // Staff sign in to the console and accept.
      const badLogin = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=nope' });
      expect(badLogin.status).toBe(401);
      const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=demo' });
      expect(login.status).toBe(303);
      const cookie = login.headers.get('set-cookie')!.split(';')[0];
      const board = await (await fetch(`${t.url}/staff/api/orders`, { headers: { cookie } })).json();
      const card = board.orders.find((o: { tradeid: string }) => o.tradeid === tradeid);
      expect(card.actions.map((a: { status: number }) => a.status)).toEqual(expect.arrayContaining([21, 22]));
      const op = await t.gql(`mutation($t:String!){ orderOperate(tradeid:$t, status:21){ datetime status } }`, { t: tradeid }, { cookie });
      expect(op.errors).toBeUndefined();
      expect(op.data.orderOperate).toEqual({ datetime: now, status: 21 });

      await accepted;
      expect(seen.at(-1)).toEqual([1, 2, 21]);
      await ws.dispose();

      // Moves the table does not allow are refused; the diner cannot accept.
      expect((await t.gql(`mutation($t:String!){ orderOperate(tradeid:$t, status:2){ status } }`, { t: tradeid }, { cookie })).errors?.[0].message).toBe('not acceptable');
      expect((await t.gql(`mutation($t:String!){ orderOperate(tradeid:$t, status:23){ status } }`, { t: tradeid }, auth(token))).errors?.[0].message).toBe('forbidden');

      // Receipt, and 'Email receipt' through the outbox.
      const invoice = await fetch(`${t.url}/cloud/open/invoice/view/${paid.invoice_code}`);
      expect(invoice.status).toBe(200);
      const receipt = await invoice.text();
      expect(receipt).toContain(paid.order_number);
      expect(receipt).toContain(product.name);
      const mail = await fetch(`${t.url}/cloud/open/invoice/email/${paid.invoice_code}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=dee%40example.com' });
      expect(await mail.json()).toEqual({ success: true, status: 'logged' });
      const [outbox] = await t.app.services.db.select().from(s.emailOutbox).where(eq(s.emailOutbox.ref, paid.invoice_code));
      expect(outbox).toMatchObject({ toAddress: 'dee@example.com', kind: 'receipt', status: 'logged' });
      expect(outbox.html).toContain(paid.order_number);
      expect((await fetch(`${t.url}/cloud/open/invoice/view/nosuchcode1234`)).status).toBe(404);
    });

    it('a refused card leaves the order unpaid and payable again', async () => {
      const token = await guest('Eve', '0412777888');
      const param = orderParam(venue, [productLine(menu, simpleProduct(menu), 1)]);
      const { tradeid } = (await t.gql(EDIT, { p: param }, auth(token))).data.orderEdit;
      const { session_data } = (await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount: param.feetopay } }, auth(token))).data.orderPayApply;
      const res = await fetch(session_data, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'name=E&number=4000000000000002&expiry=12%2F30&cvc=123',
      });
      expect(res.headers.get('location')).toContain('result=refused');
      expect((await t.gql(INFO, { t: tradeid }, auth(token))).data.orderInfo.status).toBe(1);
      const again = await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount: param.feetopay } }, auth(token));
      expect(again.errors).toBeUndefined();
    });

    it('the diner cancels an unpaid order: stock comes back', async () => {
      const product = simpleProduct(menu, 1);
      await setStock(product, 3);
      const { tradeid } = (await t.gql(EDIT, { p: orderParam(venue, [productLine(menu, product, 2)]) }, auth(tokenA))).data.orderEdit;
      expect(await stockOf(product)).toBe(1);
      const r = await t.gql(`mutation($t:String!){ orderOperate(tradeid:$t, status:5){ status } }`, { t: tradeid }, auth(tokenA));
      expect(r.data.orderOperate.status).toBe(5);
      expect(await stockOf(product)).toBe(3);
      const [order] = await t.app.services.db.select().from(s.orders).where(and(eq(s.orders.tradeid, tradeid)));
      expect(order.status).toBe(5);
    });
  });

  describe('edit rules (orderEdit action edit, §4.6, §8.2, §8.3)', () => {
    let cookie = '';
    const operate = (tradeid: string, status: number) => t.gql(`mutation($t:String!,$s:Byte!){ orderOperate(tradeid:$t, status:$s){ status } }`, { t: tradeid, s: status }, { cookie });
    async function placed() {
      if (!cookie) {
        const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=demo' });
        cookie = login.headers.get('set-cookie')!.split(';')[0];
      }
      const product = simpleProduct(menu);
      const param = orderParam(venue, [productLine(menu, product, 1)]);
      const order = (await t.gql(EDIT, { p: param }, auth(tokenA))).data.orderEdit;
      return { ...order, product, param, edit: () => t.gql(EDIT, { id: order.id, p: orderParam(venue, [productLine(menu, product, 2)], { version: 1 }) }, auth(tokenA)) };
    }

    it("refuses an edit once staff accepted the order (unpaid, pay in store): 'forbidden'", async () => {
      const o = await placed();
      expect((await operate(o.tradeid, 21)).errors).toBeUndefined();
      expect((await o.edit()).errors?.[0].message).toBe('forbidden');
      expect((await t.gql(INFO, { t: o.tradeid }, auth(tokenA))).data.orderInfo).toMatchObject({ version: 1, feetotal: o.product.price });
    });

    it("refuses an edit once the order is paid: 'forbidden'", async () => {
      const o = await placed();
      expect((await operate(o.tradeid, 2)).errors).toBeUndefined();
      expect((await o.edit()).errors?.[0].message).toBe('forbidden');
    });

    it("refuses an edit while a payment is pending: 'Paying'; after canceling the payment the edit goes through", async () => {
      const o = await placed();
      expect((await t.gql(APPLY, { t: o.tradeid, pay: { platform: 2, amount: o.param.feetopay, surcharge: 0 } }, auth(tokenA))).errors).toBeUndefined();
      expect((await o.edit()).errors?.[0].message).toBe('Paying');
      expect((await t.gql(`mutation($t:String!){ orderPayCancel(tradeid:$t) }`, { t: o.tradeid }, auth(tokenA))).errors).toBeUndefined();
      expect((await o.edit()).errors).toBeUndefined();
    });
  });

  describe('coupons', () => {
    it('looks a coupon up by promo code and applies it with the per-user limit', async () => {
      const [c] = await t.app.services.db
        .insert(s.coupons)
        .values({ venueId: venue.id, code: 'WELCOME', shortCode: 'WELCOME5', name: '$5 off', type: 2, value: 500, minimumOrder: 1000, usageLimitUser: 1 })
        .returning();
      const info = await t.gql(`query{ couponInfo(venue_code:"laneway-espresso", short_code:"welcome5"){ id name type value minimum_order } }`, {}, auth(tokenB));
      expect(info.data.couponInfo).toMatchObject({ id: c.id, value: 500, minimum_order: 1000 });
      expect((await t.gql(`query{ couponInfo(venue_code:"laneway-espresso", short_code:"NOPE"){ id } }`)).errors?.[0].message).toBe('not found');

      const product = simpleProduct(menu);
      const lines = [productLine(menu, product, 4)];
      const priced = priceOrder({ lines, venue, categoryType: 1, scope: 'online', now, coupons: [{ ...info.data.couponInfo, mode: 0, scenario: 0, code: 'WELCOME', short_code: 'WELCOME5', scope: 'all', validdays: 0, validend: 0, validstart: 0, validtype: 0, validweeks: '', valid_start_time: '', valid_end_time: '', usage_limit_user: 1, status: 1 }] });
      if (!priced.ok) throw new Error(priced.code);
      const param = { ...orderParam(venue, lines), ...pick(priced.value), carts: priced.value.carts, payments: priced.value.payments };
      const first = await t.gql(EDIT, { p: param }, auth(tokenB));
      expect(first.errors).toBeUndefined();
      const placed = (await t.gql(INFO, { t: first.data.orderEdit.tradeid }, auth(tokenB))).data.orderInfo;
      expect(placed.payments).toEqual([{ type: 25, amount: 500 }]);
      const second = await t.gql(EDIT, { p: param }, auth(tokenB));
      expect(second.errors?.[0].message).toBe('exist already');
      const looked = await t.gql(`query{ couponInfo(venue_code:"laneway-espresso", short_code:"WELCOME5"){ id } }`, {}, auth(tokenB));
      expect(looked.errors?.[0]).toMatchObject({ message: 'exist already', extensions: { params: { limitReached: 1 } } });
    });
  });
});

function pick(p: { feetotal: number; feediscount: number; feetax: number; feetaxextra: number; feetaxes: string; feedelivery: number; feesurcharge: number; feetopay: number }) {
  const { feetotal, feediscount, feetax, feetaxextra, feetaxes, feedelivery, feesurcharge, feetopay } = p;
  return { feetotal, feediscount, feetax, feetaxextra, feetaxes, feedelivery, feesurcharge, feetopay };
}
