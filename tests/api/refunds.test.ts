/**
 * Refunds as refund orders, per-store status of multi-store orders, the card surcharge paid, and
 * orderPayApply's 'store closed' — over the real app (in process) and a real database: diners pay
 * through the simulator's pages, staff act with the console's cookie.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 * Spec: orders-and-payments.md §2.2, §2.4, §2.7, §3.2 refund_orders / store_orders, §4.1, §4.2, §4.6,
 * §7.1, §7.4, §8.2.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSurcharge } from '../../src/domain/surcharges';
import type { CartLine, Menu, Venue } from '../../src/domain/types';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import * as s from '../helpers/schema';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { orderParam, productLine, simpleProduct, simpleProducts } from '../helpers/orders';

/** Wednesday 11 June 2025, 12:00 in Sydney (AEST): every demo venue is open. */
const OPEN_MS = Date.UTC(2025, 5, 11, 2, 0, 0);
/** The same day at 23:30 in Sydney: every demo venue is closed. */
const CLOSED_MS = Date.UTC(2025, 5, 11, 13, 30, 0);
let nowMs = OPEN_MS;
const clock = { nowMs: () => nowMs };

const REGISTER = `mutation($a:String,$f:String){ userRegisterSubmit(account:$a, firstname:$f, email:"r@example.com", platform:2, country:"AU"){ authorization{ token } } }`;
const EDIT = `mutation($id:Int,$p:UmsOrderEditParamInput!){ orderEdit(id:$id, param:$p){ id tradeid } }`;
const APPLY = `mutation($t:String!,$pay:PayInput!){ orderPayApply(tradeid:$t, param:{pay:$pay}){ session_id session_data result_code } }`;
const REFUND = `mutation($t:String!,$p:OrderRefundInput!){ orderRefund(tradeid:$t, param:$p){ tradeid parent_tradeid invoice_code status type amount carts{ count type pid sid gid menu_id store_id extra } payments{ type amount change } statustime{ status } } }`;
const OPERATE = `mutation($t:String!,$s:Byte!,$sid:Long){ orderOperate(tradeid:$t, status:$s, store_id:$sid){ status } }`;
const INFO = `query($t:String!){ orderInfo(tradeid:$t){ tradeid status feepay feepaysurcharge feerefund statustime{ status }
  refund_orders{ tradeid parent_tradeid invoice_code status amount carts{ count pid extra } payments{ type amount } statustime{ status } }
  store_orders{ store_id status statustime{ status } } carts{ name count price store_id } } }`;


describe.each(testDatabaseKinds())('refunds and store orders on %s', (kind) => {
  let t: TestApp;
  let espresso: Venue;
  let menu: Menu;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const staffCookie = new Map<string, string>();

  async function staff(venueCode: string): Promise<{ cookie: string }> {
    if (!staffCookie.has(venueCode)) {
      const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `venue_code=${venueCode}&password=demo` });
      staffCookie.set(venueCode, login.headers.get('set-cookie')!.split(';')[0]);
    }
    return { cookie: staffCookie.get(venueCode)! };
  }
  /** Places an order and pays it through the simulator's pages (success card). */
  async function placePaid(venue: Venue, lines: CartLine[], surchargeRate = 0, categoryType = 1) {
    const param = orderParam(venue, lines, { now: nowMs / 1000, categoryType });
    const placed = await t.gql(EDIT, { p: param }, auth());
    if (!placed.data) throw new Error(JSON.stringify(placed.errors));
    const { tradeid } = placed.data.orderEdit;
    const surcharge = paymentSurcharge(surchargeRate, param.feetopay, 0);
    const apply = await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount: param.feetopay, surcharge } }, auth());
    if (!apply.data) throw new Error(JSON.stringify(apply.errors));
    const pay = await fetch(apply.data.orderPayApply.session_data, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'R', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).toString(),
    });
    expect(pay.headers.get('location')).toContain('result=authorised');
    return { tradeid, param, surcharge, session: apply.data.orderPayApply.session_id as string };
  }
  const info = async (tradeid: string) => (await t.gql(INFO, { t: tradeid }, auth())).data.orderInfo;
  const attemptOf = async (session: string) => (await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session)))[0];

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    espresso = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
    menu = (await loadMenu(t.app.services.db, espresso.id))!;
    token = (await t.gql(REGISTER, { a: '0412300400', f: 'Rae' })).data.userRegisterSubmit.authorization.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('refund orders (orderRefund, orderOperate 24)', () => {
    it('a partial refund of one line makes a refund order, refunds through the provider and marks the order partly refunded', async () => {
      const [a, b] = simpleProducts(menu);
      const { tradeid, param, session } = await placePaid(espresso, [productLine(menu, a, 2), productLine(menu, b, 1)]);
      const r = await t.gql(REFUND, { t: tradeid, p: { lines: [{ position: 0, count: 1 }], reason: 'cold' } }, await staff('laneway-espresso'));
      expect(r.errors).toBeUndefined();
      const refund = r.data.orderRefund;
      expect(refund).toMatchObject({ parent_tradeid: tradeid, status: 11, amount: a.price, payments: [{ type: 1, amount: a.price, change: 0 }], statustime: [{ status: 44 }, { status: 24 }] });
      expect(refund.tradeid).toMatch(/^R250611[0-9a-f]{32}$/);
      expect(refund.carts).toHaveLength(1);
      expect(refund.carts[0]).toMatchObject({ count: 1, pid: a.id, type: 2, menu_id: menu.id });
      expect(JSON.parse(refund.carts[0].extra)).toMatchObject({ rpsid: param.carts[0].gid, position: 0 });

      const order = await info(tradeid);
      expect(order).toMatchObject({ status: 11, feepay: param.feetopay, feerefund: a.price });
      expect(order.statustime.map((e: { status: number }) => e.status)).toEqual([1, 2, 44, 24]);
      expect(order.refund_orders).toEqual([expect.objectContaining({ tradeid: refund.tradeid, amount: a.price, status: 11 })]);
      const attempt = await attemptOf(session);
      expect(attempt).toMatchObject({ status: 2, refundedAmount: a.price });
      expect(attempt.refundReference).toMatch(/^simrf_/);
      // The 'Refunded' tab reads refund_orders from orderList.
      const list = (await t.gql(`query{ orderList(count:50, index:0){ tradeid refund_orders{ tradeid } } }`, {}, auth())).data.orderList;
      expect(list.find((o: { tradeid: string }) => o.tradeid === tradeid).refund_orders).toHaveLength(1);
      // The refund order's receipt.
      const receipt = await fetch(`${t.url}/cloud/open/invoice/view/${refund.invoice_code}`);
      expect(receipt.status).toBe(200);
      const html = await receipt.text();
      expect(html).toContain('Refund transaction ID');
      expect(html).toContain(refund.tradeid.slice(7));
      expect(html).toContain(a.name);

      // A second partial refund of the rest of that line, then a full refund of what is left.
      const again = await t.gql(REFUND, { t: tradeid, p: { lines: [{ position: 0, count: 1 }] } }, await staff('laneway-espresso'));
      expect(again.data.orderRefund.amount).toBe(a.price);
      const tooMany = await t.gql(REFUND, { t: tradeid, p: { lines: [{ position: 0, count: 1 }] } }, await staff('laneway-espresso'));
      expect(tooMany.errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { field: 'lines', reason: 'count', left: 0 } } });
      const full = await t.gql(OPERATE, { t: tradeid, s: 24 }, await staff('laneway-espresso'));
      expect(full.errors).toBeUndefined();
      const done = await info(tradeid);
      expect(done).toMatchObject({ status: 3, feerefund: param.feetopay });
      expect(done.refund_orders.map((x: { amount: number }) => x.amount)).toEqual([a.price, a.price, param.feetopay - 2 * a.price]);
      expect(done.refund_orders[2].carts).toEqual([expect.objectContaining({ pid: b.id, count: 1 })]);
      expect((await attemptOf(session)).status).toBe(5);
      const after = await t.gql(REFUND, { t: tradeid, p: { amount: 1 } }, await staff('laneway-espresso'));
      expect(after.errors?.[0]).toMatchObject({ message: 'not acceptable', extensions: { params: { reason: 'refundExceedsPaid', refundable: 0 } } });
    });

    it('never refunds more than was paid minus refunded; checks the param', async () => {
      const [a] = simpleProducts(menu);
      const { tradeid, param } = await placePaid(espresso, [productLine(menu, a, 1)]);
      const cookie = await staff('laneway-espresso');
      const over = await t.gql(REFUND, { t: tradeid, p: { amount: param.feetopay + 1 } }, cookie);
      expect(over.errors?.[0]).toMatchObject({ message: 'not acceptable', extensions: { params: { refundable: param.feetopay } } });
      for (const p of [{}, { amount: 0 }, { amount: 100, lines: [{ position: 0, count: 1 }] }, { lines: [{ position: 7, count: 1 }] }]) {
        expect((await t.gql(REFUND, { t: tradeid, p }, cookie)).errors?.[0].message).toBe('not valid');
      }
      expect((await info(tradeid)).status).toBe(2);
      expect((await t.gql(REFUND, { t: tradeid, p: { amount: 50 } }, auth())).errors?.[0].message).toBe('forbidden');
      expect((await t.gql(REFUND, { t: tradeid, p: { amount: 50 } }, await staff('golden-lantern'))).errors?.[0].message).toBe('not found');
    });

    it('two concurrent partial refunds that together exceed what was paid: exactly one succeeds', async () => {
      const [a] = simpleProducts(menu);
      const { tradeid, param, session } = await placePaid(espresso, [productLine(menu, a, 2)]);
      const cookie = await staff('laneway-espresso');
      const part = Math.floor(param.feetopay * 0.6);
      const results = await Promise.all([t.gql(REFUND, { t: tradeid, p: { amount: part } }, cookie), t.gql(REFUND, { t: tradeid, p: { amount: part } }, cookie)]);
      expect(results.filter((r) => r.data?.orderRefund)).toHaveLength(1);
      expect(results.filter((r) => r.errors?.[0].message === 'not acceptable')).toHaveLength(1);
      const order = await info(tradeid);
      expect(order.feerefund).toBe(part);
      expect(order.refund_orders).toHaveLength(1);
      expect((await attemptOf(session)).refundedAmount).toBe(part);
    });

    it('a full refund before preparation restocks; a partial refund does not', async () => {
      const [a] = simpleProducts(menu);
      await t.app.services.db.update(s.products).set({ inventory: 2, stocks: 10 }).where(eq(s.products.id, a.id));
      menu = (await loadMenu(t.app.services.db, espresso.id))!;
      const stock = async () => (await t.app.services.db.select({ n: s.products.stocks }).from(s.products).where(eq(s.products.id, a.id)))[0].n;
      const first = await placePaid(espresso, [productLine(menu, a, 3)]);
      expect(await stock()).toBe(7);
      await t.gql(REFUND, { t: first.tradeid, p: { lines: [{ position: 0, count: 1 }] } }, await staff('laneway-espresso'));
      expect(await stock()).toBe(7);
      await t.gql(OPERATE, { t: first.tradeid, s: 24 }, await staff('laneway-espresso'));
      expect(await stock()).toBe(10);
      const second = await placePaid(espresso, [productLine(menu, a, 2)]);
      for (const e of [21, 23]) await t.gql(OPERATE, { t: second.tradeid, s: e }, await staff('laneway-espresso'));
      await t.gql(OPERATE, { t: second.tradeid, s: 24 }, await staff('laneway-espresso'));
      expect(await stock()).toBe(8);
      await t.app.services.db.update(s.products).set({ inventory: 0 }).where(eq(s.products.id, a.id));
      menu = (await loadMenu(t.app.services.db, espresso.id))!;
    });

    it('a provider refusal refunds nothing: the refund order fails, the reservation goes back, staff can retry', async () => {
      const [a] = simpleProducts(menu);
      const { tradeid, session } = await placePaid(espresso, [productLine(menu, a, 1)]);
      await t.app.services.db.update(s.paymentAttempts).set({ provider: 'gone' }).where(eq(s.paymentAttempts.sessionId, session));
      const r = await t.gql(REFUND, { t: tradeid, p: { amount: 100 } }, await staff('laneway-espresso'));
      expect(r.errors?.[0].message).toBe('network busy');
      expect((await attemptOf(session)).refundedAmount).toBe(0);
      const order = await info(tradeid);
      expect(order).toMatchObject({ status: 11, feerefund: 0, refund_orders: [] });
      expect(order.statustime.map((e: { status: number }) => e.status)).toEqual([1, 2, 44]);
      await t.app.services.db.update(s.paymentAttempts).set({ provider: 'simulator' }).where(eq(s.paymentAttempts.sessionId, session));
      const retry = await t.gql(REFUND, { t: tradeid, p: { amount: 100 } }, await staff('laneway-espresso'));
      expect(retry.data.orderRefund.amount).toBe(100);
      expect((await info(tradeid)).statustime.map((e: { status: number }) => e.status)).toEqual([1, 2, 44, 24]);
    });

    it('the diner asks (44), staff refund the rest (24)', async () => {
      const [a] = simpleProducts(menu);
      const { tradeid, param } = await placePaid(espresso, [productLine(menu, a, 1)]);
      expect((await t.gql(OPERATE, { t: tradeid, s: 44 }, auth())).data.orderOperate.status).toBe(44);
      expect((await t.gql(OPERATE, { t: tradeid, s: 24 }, auth())).errors?.[0].message).toBe('forbidden');
      expect((await t.gql(OPERATE, { t: tradeid, s: 24 }, await staff('laneway-espresso'))).errors).toBeUndefined();
      expect(await info(tradeid)).toMatchObject({ status: 3, feerefund: param.feetopay });
    });

    it("the diner's refund request carries a reason (trimmed, ≤ 200 characters) that staff see on the board (issue 26 item 12)", async () => {
      const ASK = `mutation($t:String!,$s:Byte!,$r:String){ orderOperate(tradeid:$t, status:$s, reason:$r){ status } }`;
      const [a] = simpleProducts(menu);
      const { tradeid } = await placePaid(espresso, [productLine(menu, a, 1)]);
      // Too long, or a reason with another event: 'not valid' on the field, nothing recorded.
      const long = await t.gql(ASK, { t: tradeid, s: 44, r: 'x'.repeat(201) }, auth());
      expect(long.errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { field: 'reason' } } });
      const other = await t.gql(ASK, { t: tradeid, s: 6, r: 'why' }, auth());
      expect(other.errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { field: 'reason' } } });
      expect((await info(tradeid)).statustime.map((e: { status: number }) => e.status)).toEqual([1, 2]);
      expect((await t.gql(ASK, { t: tradeid, s: 44, r: '  Cold coffee,\nwrong milk  ' }, auth())).data.orderOperate.status).toBe(44);
      const order = await info(tradeid);
      expect(order.status).toBe(11);
      const board = (await (await fetch(`${t.url}/staff/api/orders`, { headers: { cookie: (await staff('laneway-espresso')).cookie } })).json()) as { orders: { tradeid: string; refundRequest: { reason: string } | null; cancelledByDiner: boolean }[] };
      const card = board.orders.find((o) => o.tradeid === tradeid)!;
      expect(card.refundRequest).toEqual({ reason: 'Cold coffee, wrong milk' });
      // A request is not a cancel by the diner.
      expect(card.cancelledByDiner).toBe(false);
    });
  });

  describe('card surcharge paid (feepaysurcharge)', () => {
    it('orderInfo and the receipt show the surcharge paid and the total paid (inc.SF)', async () => {
      const lantern = (await findVenue(t.app.services.db, 'golden-lantern'))!;
      const lunch = (await loadMenu(t.app.services.db, lantern.id))!;
      const product = simpleProduct(lunch);
      const { tradeid, param, surcharge } = await placePaid(lantern, [productLine(lunch, product, 2)], 0.012, 3);
      expect(surcharge).toBeGreaterThan(0);
      const order = await info(tradeid);
      expect(order).toMatchObject({ status: 2, feepay: param.feetopay + surcharge, feepaysurcharge: surcharge });
      const code = (await t.gql(`query($t:String!){ orderInfo(tradeid:$t){ invoice_code } }`, { t: tradeid }, auth())).data.orderInfo.invoice_code;
      const html = await (await fetch(`${t.url}/cloud/open/invoice/view/${code}`)).text();
      expect(html).toContain('Payment surcharge');
      expect(html).toContain('Total paid (inc.SF)');
    });
  });

  describe('orderPayApply when the store is closed (§8.2)', () => {
    it("answers 'store closed' with payable true for an ASAP takeaway order", async () => {
      const [a] = simpleProducts(menu);
      const param = orderParam(espresso, [productLine(menu, a, 1)], { now: nowMs / 1000 });
      const { tradeid } = (await t.gql(EDIT, { p: param }, auth())).data.orderEdit;
      nowMs = CLOSED_MS;
      try {
        const r = await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount: param.feetopay, surcharge: 0 } }, auth());
        expect(r.errors?.[0]).toMatchObject({ message: 'store closed', extensions: { params: { payable: true } } });
        expect((await info(tradeid)).status).toBe(1);
      } finally {
        nowMs = OPEN_MS;
      }
      expect((await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount: param.feetopay, surcharge: 0 } }, auth())).errors).toBeUndefined();
    });
  });

  describe('multi-store orders: per-store status (§4.6)', () => {
    it('each store accepts and readies its own part; the order follows the slowest store', async () => {
      const hall = (await findVenue(t.app.services.db, 'laneway-eats'))!;
      const stores = hall.stores.slice(0, 2);
      const menus = await Promise.all(stores.map(async (st) => {
        const summaries = await t.gql(`query($v:String!){ venueMenus(venue_code:$v){ id } }`, { v: 'laneway-eats' });
        for (const { id } of summaries.data.venueMenus) {
          const m = (await loadMenu(t.app.services.db, hall.id, id))!;
          if (m.store_id === st.id) return m;
        }
        throw new Error(`no menu for store ${st.id}`);
      }));
      const lines = menus.map((m) => productLine(m, simpleProduct(m), 1));
      const { tradeid } = await placePaid(hall, lines);
      const cookie = await staff('laneway-eats');
      const order = async () => info(tradeid);
      const statuses = (o: { statustime: { status: number }[] }) => o.statustime.map((e) => e.status);
      const storeStatuses = (o: { store_orders: { store_id: number; statustime: { status: number }[] }[] }, id: number) => statuses(o.store_orders.find((x) => x.store_id === id)!);
      const [s1, s2] = stores.map((x) => x.id);

      // The console shows one block per store, each with its own Accept.
      const board = await (await fetch(`${t.url}/staff/api/orders`, { headers: cookie })).json();
      const card = board.orders.find((o: { tradeid: string }) => o.tradeid === tradeid);
      expect(card.stores.map((x: { id: number }) => x.id)).toEqual([s1, s2]);
      expect(card.stores[0].actions.map((a: { status: number }) => a.status)).toEqual([21]);
      expect(card.actions.map((a: { status: number }) => a.status)).not.toContain(21);

      expect((await t.gql(OPERATE, { t: tradeid, s: 21, sid: s1 }, cookie)).errors).toBeUndefined();
      let o = await order();
      expect(statuses(o)).toEqual([1, 2]);
      expect(storeStatuses(o, s1)).toEqual([1, 2, 21]);
      expect(storeStatuses(o, s2)).toEqual([1, 2]);
      expect((await t.gql(OPERATE, { t: tradeid, s: 23, sid: s2 }, cookie)).errors?.[0].message).toBe('not acceptable');
      expect((await t.gql(OPERATE, { t: tradeid, s: 21, sid: 999_999 }, cookie)).errors?.[0].message).toBe('not found');

      await t.gql(OPERATE, { t: tradeid, s: 21, sid: s2 }, cookie);
      o = await order();
      expect(statuses(o)).toEqual([1, 2, 21]);
      await t.gql(OPERATE, { t: tradeid, s: 23, sid: s1 }, cookie);
      o = await order();
      expect(statuses(o)).toEqual([1, 2, 21]);
      expect(storeStatuses(o, s1)).toEqual([1, 2, 21, 23]);
      // Without a store: every part that can move.
      await t.gql(OPERATE, { t: tradeid, s: 23 }, cookie);
      o = await order();
      expect(statuses(o)).toEqual([1, 2, 21, 23]);
      expect(storeStatuses(o, s2)).toEqual([1, 2, 21, 23]);
      // A refund is an event of the whole order, shown in every store's part.
      await t.gql(REFUND, { t: tradeid, p: { lines: [{ position: 0, count: 1 }] } }, cookie);
      o = await order();
      expect(storeStatuses(o, s2)).toEqual([1, 2, 21, 23, 44, 24]);
    });
  });
});
