/**
 * The diner's cancel window (issue 23 item 6): a venue lets diners cancel until it accepts, or within N
 * minutes of placing. Inside the window orderCancel runs the full reversal — a paid order is refunded
 * through the payment simulator as a refund order, its points taken back, its voucher usable again and
 * its stock back; an unpaid order is canceled with its slot, stock and voucher given back — and the
 * events say the diner cancelled. Outside it (window off, time passed, the venue accepted) the server
 * refuses with 'cancel window closed' and nothing changes.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { and, desc, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherAsCoupon } from '../../src/domain/loyalty';
import type { CartLine, Coupon, Menu, Product, Venue } from '../../src/domain/types';
import { writeVenueOrderSettings } from '../../src/server/modules/catalog';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { loyaltyLedger, vouchers } from '../../src/server/modules/loyalty/schema';
import { catalogGeneration } from '../../src/server/platform/db/change-feed';
import type { CancelWindow } from '../../src/domain/slot-capacity';
import * as s from '../helpers/schema';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { orderParam, productLine } from '../helpers/orders';

/** Wednesday 11 June 2025, 12:00 in Sydney (AEST): every demo venue is open. */
const NOW_MS = Date.UTC(2025, 5, 11, 2, 0, 0);
let nowMs = NOW_MS;
const clock = { nowMs: () => nowMs };
const now = () => Math.floor(nowMs / 1000);

const REQ = `mutation($a:String,$c:String){ userRegisterRequest(account:$a, country:$c) }`;
const SUBMIT = `mutation($a:String,$c:String,$p:String,$code:String,$f:String){
  userRegisterSubmit(account:$a, username:$a, country:$c, password:$p, code:$code, platform:1, firstname:$f){ authorization{ token } info{ id uid } } }`;
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ id tradeid } }`;
const APPLY = `mutation($t:String!,$pay:PayInput!){ orderPayApply(tradeid:$t, param:{pay:$pay}){ session_id session_data } }`;
const CANCEL = `mutation($t:String!){ orderCancel(tradeid:$t){ status } }`;
const OPERATE = `mutation($t:String!,$s:Byte!){ orderOperate(tradeid:$t, status:$s){ status } }`;
const INFO = `query($t:String!){ orderInfo(tradeid:$t){ status cancel_until feerefund statustime{ status extra } refund_orders{ amount status } } }`;
const LIST = `query{ customerVoucherList(count: 100, index: 0, venue_code: "laneway-espresso") { code status } }`;

let phones = 0;

describe.each(testDatabaseKinds())('the diner cancel window on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let espresso: Product;
  const db = () => t.app.services.db;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  async function member(): Promise<{ token: string; id: number }> {
    const national = `04916${String(10000 + phones++).padStart(5, '0')}`;
    expect((await t.gql(REQ, { a: national, c: 'AU' })).data?.userRegisterRequest).toBe(true);
    const [sms] = await db().select().from(s.smsOutbox).where(eq(s.smsOutbox.toPhone, `+61${national.slice(1)}`)).orderBy(desc(s.smsOutbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    const r = await t.gql(SUBMIT, { a: national, c: 'AU', p: 'correct horse 1', code, f: 'Cam' });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return { token: r.data.userRegisterSubmit.authorization.token, id: r.data.userRegisterSubmit.info.id };
  }
  async function staff(): Promise<{ cookie: string }> {
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=demo' });
    return { cookie: login.headers.get('set-cookie')!.split(';')[0] };
  }
  async function place(token: string, lines: CartLine[], coupons: Coupon[] = []) {
    const p = orderParam(venue, lines, { now: now(), coupons });
    const r = await t.gql(EDIT, { p }, auth(token));
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return { tradeid: r.data.orderEdit.tradeid as string, id: r.data.orderEdit.id as number, amount: p.feetopay };
  }
  /** Pays through the simulator's own page with its success card. */
  async function pay(token: string, tradeid: string, amount: number) {
    const apply = await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount } }, auth(token));
    if (!apply.data) throw new Error(JSON.stringify(apply.errors));
    const r = await fetch(apply.data.orderPayApply.session_data, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ name: 'C', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).toString(),
    });
    expect(r.headers.get('location')).toContain('result=authorised');
    return apply.data.orderPayApply.session_id as string;
  }
  const setWindow = (cancelWindow: CancelWindow) => writeVenueOrderSettings(db(), venue.id, { slotCaps: {}, cancelWindow });
  const info = async (token: string, tradeid: string) => (await t.gql(INFO, { t: tradeid }, auth(token))).data.orderInfo;
  const stockOf = async () => (await db().select({ stocks: s.products.stocks }).from(s.products).where(eq(s.products.id, espresso.id)))[0].stocks;
  const points = async (userId: number) => Number((await db().select({ n: sum(loyaltyLedger.amount) }).from(loyaltyLedger).where(and(eq(loyaltyLedger.userId, userId), eq(loyaltyLedger.unit, 'points'))))[0].n ?? 0);
  const voucherStatus = async (code: string) => (await db().select().from(vouchers).where(eq(vouchers.code, code)))[0].status;

  beforeAll(async () => {
    nowMs = NOW_MS;
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(db(), 'laneway-espresso'))!;
    // Espresso is counted stock (100 left) for these tests.
    const first = (await loadMenu(db(), venue.id))!;
    await db().update(s.products).set({ inventory: 2, stocks: 100 }).where(eq(s.products.id, first.products.find((p) => p.code === 'espresso')!.id));
    catalogGeneration(db()).bump();
    menu = (await loadMenu(db(), venue.id))!;
    espresso = menu.products.find((p) => p.code === 'espresso')!;
    expect(espresso.price).toBe(400);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('inside the window a paid order is refunded through the simulator; points, voucher and stock come back; the events say the diner cancelled', async () => {
    expect(await setWindow({ kind: 'minutes', minutes: 10 })).toBe(true);
    const m = await member();
    const [welcome] = (await t.gql(LIST, {}, auth(m.token))).data.customerVoucherList;
    const coupon = voucherAsCoupon((await db().select().from(vouchers).where(eq(vouchers.code, welcome.code)))[0]);
    const stockBefore = await stockOf();
    const o = await place(m.token, [productLine(menu, espresso, 3)], [coupon]);
    expect(await stockOf()).toBe(stockBefore - 3);
    const session = await pay(m.token, o.tradeid, o.amount);
    expect(await voucherStatus(welcome.code)).toBe(2);
    expect(await points(m.id)).toBeGreaterThan(0);
    const placed = await info(m.token, o.tradeid);
    expect(placed.cancel_until).toBe(now() + 600);

    nowMs += 5 * 60_000;
    const r = await t.gql(CANCEL, { t: o.tradeid }, auth(m.token));
    expect(r.errors).toBeUndefined();
    expect(r.data.orderCancel.status).toBe(3);

    const after = await info(m.token, o.tradeid);
    expect(after).toMatchObject({ status: 3, feerefund: o.amount, cancel_until: null, refund_orders: [{ amount: o.amount }] });
    const refunding = after.statustime.find((e: { status: number }) => e.status === 44);
    expect(JSON.parse(refunding.extra)).toMatchObject({ reason: 'cancelled by diner', by: 'diner' });
    const [attempt] = await db().select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session));
    expect(attempt.refundedAmount).toBe(o.amount);
    expect(attempt.refundReference).toMatch(/^simrf_/);
    expect(await points(m.id)).toBe(0);
    expect(await voucherStatus(welcome.code)).toBe(1);
    expect(await stockOf()).toBe(stockBefore);
  });

  it('inside the window an unpaid order is canceled, stock back, marked as the diner’s cancel', async () => {
    expect(await setWindow({ kind: 'accepted' })).toBe(true);
    const m = await member();
    const stockBefore = await stockOf();
    const o = await place(m.token, [productLine(menu, espresso, 2)]);
    expect((await info(m.token, o.tradeid)).cancel_until).toBe(-1);
    const r = await t.gql(CANCEL, { t: o.tradeid }, auth(m.token));
    expect(r.data?.orderCancel.status).toBe(5);
    const after = await info(m.token, o.tradeid);
    expect(after.status).toBe(5);
    expect(JSON.parse(after.statustime.at(-1).extra)).toEqual({ by: 'diner' });
    expect(await stockOf()).toBe(stockBefore);
    // The staff board says who cancelled it.
    const { orders: board } = (await (await fetch(`${t.url}/staff/api/orders`, { headers: { cookie: (await staff()).cookie } })).json()) as { orders: { tradeid: string; cancelledByDiner: boolean }[] };
    expect(board.find((b) => b.tradeid === o.tradeid)?.cancelledByDiner).toBe(true);
    // Twice: refused, nothing changes.
    expect((await t.gql(CANCEL, { t: o.tradeid }, auth(m.token))).errors?.[0]?.extensions?.code).toBe('CANCEL_WINDOW_CLOSED');
  });

  it('outside the window the server refuses with a clear message and nothing changes', async () => {
    const m = await member();
    // Past N minutes.
    expect(await setWindow({ kind: 'minutes', minutes: 10 })).toBe(true);
    const late = await place(m.token, [productLine(menu, espresso, 1)]);
    nowMs += 11 * 60_000;
    expect((await info(m.token, late.tradeid)).cancel_until).toBeNull();
    const refused = await t.gql(CANCEL, { t: late.tradeid }, auth(m.token));
    expect(refused.errors?.[0]).toMatchObject({ message: 'cancel window closed', extensions: { code: 'CANCEL_WINDOW_CLOSED', params: { reason: 'expired' } } });
    expect((await info(m.token, late.tradeid)).status).toBe(1);

    // The window off.
    expect(await setWindow({ kind: 'off' })).toBe(true);
    const off = await place(m.token, [productLine(menu, espresso, 1)]);
    expect((await t.gql(CANCEL, { t: off.tradeid }, auth(m.token))).errors?.[0]?.extensions).toMatchObject({ code: 'CANCEL_WINDOW_CLOSED', params: { reason: 'off' } });

    // 'Until the venue accepts': a staff-accepted order is refused.
    expect(await setWindow({ kind: 'accepted' })).toBe(true);
    const accepted = await place(m.token, [productLine(menu, espresso, 1)]);
    const stockBefore = await stockOf();
    expect((await t.gql(OPERATE, { t: accepted.tradeid, s: 21 }, await staff())).errors).toBeUndefined();
    expect((await info(m.token, accepted.tradeid)).cancel_until).toBeNull();
    expect((await t.gql(CANCEL, { t: accepted.tradeid }, auth(m.token))).errors?.[0]?.extensions).toMatchObject({ code: 'CANCEL_WINDOW_CLOSED', params: { reason: 'accepted' } });
    expect((await info(m.token, accepted.tradeid)).status).toBe(1);
    expect(await stockOf()).toBe(stockBefore);

    // Someone else's order: not found.
    const other = await member();
    expect((await t.gql(CANCEL, { t: accepted.tradeid }, auth(other.token))).errors?.[0]?.message).toBe('not found');
  });
});
