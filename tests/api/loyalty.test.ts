/**
 * Loyalty over the real app (in process) and a real database: a new member gets the welcome voucher;
 * a paid order earns points and punches once however often the webhook comes; a staff refund takes
 * back its share; a full punch card issues its reward; a voucher lowers an order's total at checkout,
 * exactly once under 20 concurrent orders, comes back when the order is cancelled, and is nobody
 * else's to read or use; staff redeem a voucher in store; account deletion erases the ledger.
 * Also the "Done when" calls as a spec client writes them.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 * Spec: accounts-and-loyalty.md §2.11–§2.13, §3, §7.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { voucherAsCoupon, VOUCHER_STATUS } from '../../src/domain/loyalty';
import type { Coupon, Menu, Product, Venue } from '../../src/domain/types';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { releaseLapsedVoucherHolds } from '../../src/server/modules/loyalty';
import { loyaltyLedger, vouchers } from '../../src/server/modules/loyalty/schema';
import { signSimulatorWebhook, type SimulatorWebhookBody } from '../../src/server/providers/payments/simulator';
import { serverSecret } from '../../src/server/platform/secrets';
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
const GUEST = `mutation($a:String,$f:String){ userRegisterSubmit(account:$a, firstname:$f, platform:2, country:"AU"){ authorization{ token } } }`;
const EDIT = `mutation($id:Int,$p:UmsOrderEditParamInput!){ orderEdit(id:$id, param:$p){ id tradeid } }`;
const APPLY = `mutation($t:String!,$pay:PayInput!){ orderPayApply(tradeid:$t, param:{pay:$pay}){ session_id session_data } }`;
const REFUND = `mutation($t:String!,$p:OrderRefundInput!){ orderRefund(tradeid:$t, param:$p){ tradeid amount } }`;
const OPERATE = `mutation($t:String!,$s:Byte!){ orderOperate(tradeid:$t, status:$s){ status } }`;
const CARD = `query($v:String!,$u:String){ customerInfoQuery(venue_code:$v, uid:$u){ brandBasicInfo{ name code theme_color loyalty{ card_style{ bg_color } } customer_grades{ name grade } }
  customerInfo{ uid name grade points lifetime_points credit_balance punches{ id name count threshold } capabilities{ cap } } } }`;
const LIST = `query($v:String){ customerVoucherList(count: 100, index: 0, venue_code: $v){ id code name status value type valid_end_at } }`;
const VOUCHER = `query($v:String,$c:String!){ voucherInfoQuery(venue_code:$v, code:$c){ brandBasicInfo{ code } voucherInfo{ code value valid_end_at status } } }`;
const REDEEM = `mutation($c:String!){ staffVoucherRedeem(code:$c){ code status } }`;
const LOGOFF = `mutation{ userLogoff }`;
const CREDITS = `mutation($t:String!,$a:Int){ orderCreditsApply(tradeid:$t, amount:$a){ amount balance due paid } }`;
const HISTORY = `query($v:String!){ customerLoyaltyHistory(venue_code:$v, count: 100, index: 0){ kind unit amount tradeid created_at } }`;
const PURCHASE = `mutation($p:GiftCardPurchaseInput!){ giftCardPurchase(param:$p){ tradeid total } }`;
const APPLY_CARD = `mutation($t:String!,$c:String!){ orderGiftCardApply(tradeid:$t, code:$c){ amount balance due paid } }`;

describe.each(testDatabaseKinds())('loyalty on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let espresso: Product;
  let croissant: Product;
  let phones = 0;
  const db = () => t.app.services.db;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  /** Registers a new member with the SMS code from the outbox → token, user id and uid. */
  async function member(name = 'Ada'): Promise<{ token: string; id: number; uid: string }> {
    // Noon of the next day (every demo venue open; the hold tests move the clock by hours): the SMS
    // limits never reach the next member.
    nowMs = NOW_MS + (Math.floor((nowMs - NOW_MS) / 86_400_000) + 1) * 86_400_000;
    const national = `04915${String(70000 + phones++).padStart(5, '0')}`;
    expect((await t.gql(REQ, { a: national, c: 'AU' })).data?.userRegisterRequest).toBe(true);
    const [sms] = await db().select().from(s.smsOutbox).where(eq(s.smsOutbox.toPhone, `+61${national.slice(1)}`)).orderBy(desc(s.smsOutbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    const r = await t.gql(SUBMIT, { a: national, c: 'AU', p: 'correct horse 1', code, f: name });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return { token: r.data.userRegisterSubmit.authorization.token, id: r.data.userRegisterSubmit.info.id, uid: r.data.userRegisterSubmit.info.uid };
  }
  async function staff(): Promise<{ cookie: string }> {
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=demo' });
    return { cookie: login.headers.get('set-cookie')!.split(';')[0] };
  }
  const param = (lines: ReturnType<typeof productLine>[], coupons: Coupon[] = []) => orderParam(venue, lines, { now: now(), coupons });
  async function place(token: string, lines: ReturnType<typeof productLine>[], coupons: Coupon[] = []) {
    const p = param(lines, coupons);
    const r = await t.gql(EDIT, { p }, auth(token));
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return { tradeid: r.data.orderEdit.tradeid as string, id: r.data.orderEdit.id as number, amount: p.feetopay };
  }
  async function apply(token: string, tradeid: string, amount: number) {
    const r = await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount } }, auth(token));
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.orderPayApply as { session_id: string; session_data: string };
  }
  async function webhook(session: string, tradeid: string, amount: number, type: SimulatorWebhookBody['type'] = 'payment.authorised') {
    const body: SimulatorWebhookBody = { id: `evt_${session}_${type}`, type, session_id: session, merchant_reference: tradeid, psp_reference: `psp_${session.slice(0, 8)}`, amount, currency: 'AUD', card_brand: 'visa', last4: '4242' };
    const signed = signSimulatorWebhook(await serverSecret(db(), 'simulator_webhook'), body, now());
    return fetch(`${t.url}/pay/webhook/simulator`, { method: 'POST', headers: signed.headers, body: signed.body });
  }
  async function placePaid(token: string, lines: ReturnType<typeof productLine>[]) {
    const o = await place(token, lines);
    const a = await apply(token, o.tradeid, o.amount);
    expect((await webhook(a.session_id, o.tradeid, o.amount)).status).toBe(200);
    return o;
  }
  const card = async (token: string) => {
    const r = await t.gql(CARD, { v: 'laneway-espresso' }, auth(token));
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.customerInfoQuery.customerInfo;
  };
  const list = async (token: string) => (await t.gql(LIST, { v: 'laneway-espresso' }, auth(token))).data.customerVoucherList as { id: number; code: string; name: string; status: number; value: number; type: number; valid_end_at: number }[];
  const voucherRow = async (code: string) => (await db().select().from(vouchers).where(eq(vouchers.code, code)))[0];

  beforeAll(async () => {
    // Each database's run starts at the same moment (a run before it moved the clock by days and hours).
    nowMs = NOW_MS;
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(db(), 'laneway-espresso'))!;
    menu = (await loadMenu(db(), venue.id))!;
    espresso = menu.products.find((p) => p.code === 'espresso')!;
    croissant = menu.products.find((p) => p.code === 'butter-croissant')!;
    expect(espresso.price).toBe(400);
    expect(croissant).toBeDefined();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the issue's calls: a new member's card and the welcome voucher, as a spec client asks", async () => {
    const m = await member();
    const info = await t.gql(`query{ customerInfoQuery(venue_code: "laneway-espresso") { customerInfo { uid points } } }`, {}, auth(m.token));
    expect(info.errors).toBeUndefined();
    expect(info.data.customerInfoQuery.customerInfo).toEqual({ uid: m.uid, points: 0 });
    const vl = await t.gql(`query{ customerVoucherList(count: 100, index: 0, venue_code: "laneway-espresso") { code name status value } }`, {}, auth(m.token));
    expect(vl.data.customerVoucherList).toEqual([{ code: expect.stringMatching(/^V[A-Z0-9]{12}$/), name: 'Welcome $5 off', status: 1, value: 500 }]);
    const code = vl.data.customerVoucherList[0].code;
    const vi = await t.gql(`query($c:String!){ voucherInfoQuery(venue_code: "laneway-espresso", code: $c) { voucherInfo { code value valid_end_at } } }`, { c: code }, auth(m.token));
    expect(vi.data.voucherInfoQuery.voucherInfo).toEqual({ code, value: 500, valid_end_at: expect.any(Number) });
    // Valid 90 days from registration.
    const row = await voucherRow(code);
    expect(row.validEndAt - row.validStartAt).toBe(90 * 86_400);
    // The 'brand' venue rules: the voucher decides the brand.
    const byBrand = await t.gql(VOUCHER, { v: 'brand', c: code.toLowerCase() }, auth(m.token));
    expect(byBrand.data.voucherInfoQuery.brandBasicInfo.code).toBe('laneway');
    expect((await t.gql(VOUCHER, { c: code }, auth(m.token))).data.voucherInfoQuery.voucherInfo.code).toBe(code);
    // The card: capabilities, levels, theme.
    const full = (await t.gql(CARD, { v: 'laneway-espresso', u: m.uid }, auth(m.token))).data.customerInfoQuery;
    expect(full.customerInfo).toMatchObject({ name: 'Ada', grade: 'Bronze', punches: [{ id: 'coffee', count: 0, threshold: 9 }] });
    expect(full.customerInfo.capabilities.map((c: { cap: string }) => c.cap)).toEqual(['points', 'punches', 'credits', 'grade']);
    expect(full.brandBasicInfo).toMatchObject({ code: 'laneway', theme_color: '#2f4858', loyalty: { card_style: { bg_color: '#2f4858' } } });
    expect(full.brandBasicInfo.customer_grades.map((g: { grade: number }) => g.grade)).toEqual([0, 200, 1000]);
  });

  it("access: 'not found' without a member (card), 'invalid token' without a session (vouchers), another uid refused, a guest has no vouchers, golden-lantern has no vouchers capability but the brand does", async () => {
    expect((await t.gql(CARD, { v: 'laneway-espresso' })).errors?.[0]?.message).toBe('not found');
    expect((await t.gql(LIST, { v: 'laneway-espresso' })).errors?.[0]?.message).toBe('invalid token');
    const m = await member();
    expect((await t.gql(CARD, { v: 'laneway-espresso', u: 'someone-else' }, auth(m.token))).errors?.[0]?.message).toBe('not found');
    const guest = (await t.gql(GUEST, { a: '0412999111', f: 'G' })).data.userRegisterSubmit.authorization.token;
    expect((await t.gql(CARD, { v: 'laneway-espresso' }, auth(guest))).errors?.[0]?.message).toBe('not found');
    expect((await t.gql(LIST, { v: 'laneway-espresso' }, auth(guest))).data.customerVoucherList).toEqual([]);
    expect((await t.gql(LIST, { v: 'no-such-venue' }, auth(m.token))).errors?.[0]?.message).toBe('not found');
  });

  it('a paid order earns points and punches once, however often the webhook comes; the level follows lifetime points; a staff refund takes back its share', async () => {
    const m = await member();
    const o = await place(m.token, [productLine(menu, espresso, 3), productLine(menu, croissant, 1)]);
    const a = await apply(m.token, o.tradeid, o.amount);
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(a.session_id, o.tradeid, o.amount)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect((await webhook(a.session_id, o.tradeid, o.amount)).status).toBe(200);
    const points = Math.floor(o.amount / 100);
    expect(await card(m.token)).toMatchObject({ points, lifetime_points: points, punches: [{ count: 3, threshold: 9 }] });
    const [{ n }] = await db().select({ n: count() }).from(loyaltyLedger).where(and(eq(loyaltyLedger.orderId, o.id), eq(loyaltyLedger.kind, 'earn')));
    expect(n).toBe(2);

    // A partial refund of a third of the money takes back a third of the points and of the punches.
    const third = Math.round(o.amount / 3);
    const r = await t.gql(REFUND, { t: o.tradeid, p: { amount: third } }, await staff());
    expect(r.errors).toBeUndefined();
    const after = await card(m.token);
    expect(after.points).toBe(points - Math.round((points * third) / o.amount));
    expect(after.punches[0].count).toBe(2);
    // The rest: everything back.
    expect((await t.gql(OPERATE, { t: o.tradeid, s: 24 }, await staff())).errors).toBeUndefined();
    expect(await card(m.token)).toMatchObject({ points: 0, lifetime_points: 0, punches: [{ count: 0 }] });
    // Guests earn nothing.
    const guest = (await t.gql(GUEST, { a: '0412999222', f: 'G' })).data.userRegisterSubmit.authorization.token;
    const g = await placePaid(guest, [productLine(menu, espresso, 1)]);
    const [{ n: guestRows }] = await db().select({ n: count() }).from(loyaltyLedger).where(eq(loyaltyLedger.orderId, g.id));
    expect(guestRows).toBe(0);
  });

  it('nine coffees fill the punch card: the free-coffee voucher is issued, the card starts again', async () => {
    const m = await member();
    await placePaid(m.token, [productLine(menu, espresso, 5)]);
    expect((await card(m.token)).punches[0].count).toBe(5);
    await placePaid(m.token, [productLine(menu, espresso, 5)]);
    const c = await card(m.token);
    expect(c.punches[0].count).toBe(1);
    const names = (await list(m.token)).map((v) => v.name).sort();
    expect(names).toEqual(['Free coffee', 'Welcome $5 off']);
    // The level follows lifetime points: 2 × $20 = 40 points, still Bronze.
    expect(c).toMatchObject({ points: 40, grade: 'Bronze' });
  });

  it('a voucher at checkout lowers the total with the coupon rules, is used once, comes back on cancel; 20 concurrent orders → exactly one uses it', async () => {
    const m = await member();
    const [welcome] = await list(m.token);
    const row = await voucherRow(welcome.code);
    const coupon = voucherAsCoupon(row);
    const lines = () => [productLine(menu, espresso, 3)]; // $12, over the $10 minimum
    const withVoucher = param(lines(), [coupon]);
    expect(withVoucher.feetopay).toBe(param(lines()).feetopay - 500);
    expect(withVoucher.payments).toEqual([expect.objectContaining({ type: 25, pid: -row.id, amount: 500 })]);
    // Under the minimum order: refused by the coupon rule.
    const small = orderParam(venue, [productLine(menu, espresso, 1)], { now: now(), coupons: [] });
    const smallWith = { ...small, payments: [{ ...withVoucher.payments[0] }] };
    expect((await t.gql(EDIT, { p: smallWith }, auth(m.token))).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_VALID', params: { reason: 'COUPON_MINIMUM_NOT_MET' } });

    const o = await place(m.token, lines(), [coupon]);
    expect((await voucherRow(welcome.code)).usedOrderId).toBe(o.id);
    expect((await list(m.token))[0].status).toBe(2);
    const again = await t.gql(EDIT, { p: param(lines(), [coupon]) }, auth(m.token));
    expect(again.errors?.[0]?.message).toBe('exist already');
    // Cancelled before payment: the voucher is back.
    expect((await t.gql(OPERATE, { t: o.tradeid, s: 5 }, auth(m.token))).errors).toBeUndefined();
    expect((await voucherRow(welcome.code)).status).toBe(1);

    const answers = await Promise.all(Array.from({ length: 20 }, () => t.gql(EDIT, { p: param(lines(), [coupon]) }, auth(m.token))));
    const placed = answers.filter((r) => r.data?.orderEdit);
    expect(placed).toHaveLength(1);
    expect(answers.filter((r) => r.errors?.[0]?.message === 'exist already')).toHaveLength(19);
    const [{ n }] = await db().select({ n: count() }).from(s.orderPayments).where(eq(s.orderPayments.pid, -row.id));
    expect(n).toBe(2); // the cancelled order's entry and the one that won
    expect((await voucherRow(welcome.code)).usedOrderId).toBe(placed[0].data.orderEdit.id);
  });

  it('editing an order that carries a voucher keeps it; an edit without it gives it back; another order cannot take it meanwhile', async () => {
    const m = await member();
    const [welcome] = await list(m.token);
    const coupon = voucherAsCoupon(await voucherRow(welcome.code));
    const lines = (n: number) => [productLine(menu, espresso, n)];
    const o = await place(m.token, lines(3));
    // Applied at checkout to the placed order (an edit): $5 off, the voucher now used by this order.
    const withIt = orderParam(venue, lines(3), { now: now(), coupons: [coupon], version: 1 });
    const applied = await t.gql(EDIT, { id: o.id, p: withIt }, auth(m.token));
    expect(applied.errors).toBeUndefined();
    expect(withIt.feetopay).toBe(o.amount - 500);
    expect((await voucherRow(welcome.code))).toMatchObject({ status: VOUCHER_STATUS.held, usedOrderId: o.id });
    // Another order of the same member cannot use it: 'exist already'.
    expect((await t.gql(EDIT, { p: param(lines(3), [coupon]) }, auth(m.token))).errors?.[0]?.message).toBe('exist already');
    // Edited again keeping the voucher (one more espresso): still applied, still this order's.
    const more = orderParam(venue, lines(4), { now: now(), coupons: [coupon], version: 2 });
    expect((await t.gql(EDIT, { id: o.id, p: more }, auth(m.token))).errors).toBeUndefined();
    expect(more.payments).toEqual([expect.objectContaining({ type: 25, pid: coupon.id, amount: 500 })]);
    expect((await voucherRow(welcome.code))).toMatchObject({ status: VOUCHER_STATUS.held, usedOrderId: o.id });
    // Removed by an edit: usable again and listed as Active.
    expect((await t.gql(EDIT, { id: o.id, p: orderParam(venue, lines(4), { now: now(), version: 3 }) }, auth(m.token))).errors).toBeUndefined();
    expect((await voucherRow(welcome.code))).toMatchObject({ status: 1, usedOrderId: null });
    expect((await list(m.token))[0].status).toBe(1);
  });

  it("IDOR: another member's voucher is not found to read, not valid to use, and a guest cannot use one", async () => {
    const owner = await member('Owner');
    const other = await member('Other');
    const [v] = await list(owner.token);
    expect((await t.gql(VOUCHER, { v: 'laneway-espresso', c: v.code }, auth(other.token))).errors?.[0]?.message).toBe('not found');
    expect((await t.gql(VOUCHER, { v: 'brand', c: v.code }, auth(other.token))).errors?.[0]?.message).toBe('not found');
    const coupon = voucherAsCoupon(await voucherRow(v.code));
    const stolen = await t.gql(EDIT, { p: param([productLine(menu, espresso, 3)], [coupon]) }, auth(other.token));
    expect(stolen.errors?.[0]?.message).toBe('not valid');
    const guest = (await t.gql(GUEST, { a: '0412999333', f: 'G' })).data.userRegisterSubmit.authorization.token;
    expect((await t.gql(EDIT, { p: param([productLine(menu, espresso, 3)], [coupon]) }, auth(guest))).errors?.[0]?.message).toMatch(/not valid|user only/);
    expect((await voucherRow(v.code)).status).toBe(1);
    // An unknown negative pid is not valid either.
    const bogus = { ...coupon, id: -999_999 };
    expect((await t.gql(EDIT, { p: param([productLine(menu, espresso, 3)], [bogus]) }, auth(owner.token))).errors?.[0]?.message).toBe('not valid');
  });

  it('staff redeem a voucher in store by its code, once; without the console cookie it is forbidden', async () => {
    const m = await member();
    const [v] = await list(m.token);
    expect((await t.gql(REDEEM, { c: v.code })).errors?.[0]?.message).toBe('forbidden');
    const cookie = await staff();
    expect((await t.gql(REDEEM, { c: ` ${v.code.toLowerCase()} ` }, cookie)).data.staffVoucherRedeem).toEqual({ code: v.code, status: 2 });
    expect((await t.gql(REDEEM, { c: v.code }, cookie)).errors?.[0]?.message).toBe('exist already');
    expect((await t.gql(REDEEM, { c: 'VNOSUCHCODE00' }, cookie)).errors?.[0]?.message).toBe('not found');
    expect((await list(m.token))[0].status).toBe(2);
  });

  describe('a voucher is held by its order until paid (issue 26 item 9)', () => {
    const HOLD_MS = 15 * 60_000;
    // The sweep looks at every hold (earlier tests' unpaid orders too): each test checks its own voucher.
    const sweep = () => releaseLapsedVoucherHolds(t.app.services, HOLD_MS);
    const lines = () => [productLine(menu, espresso, 3)]; // $12, over the welcome voucher's $10 minimum
    async function withWelcome() {
      const m = await member();
      const [welcome] = await list(m.token);
      return { m, code: welcome.code, coupon: voucherAsCoupon(await voucherRow(welcome.code)) };
    }

    it('a paid order marks it used: held (shown as Used) while unpaid, Used once the payment is confirmed', async () => {
      const { m, code, coupon } = await withWelcome();
      const o = await place(m.token, lines(), [coupon]);
      expect(await voucherRow(code)).toMatchObject({ status: VOUCHER_STATUS.held, usedOrderId: o.id });
      expect((await list(m.token))[0].status).toBe(2);
      const a = await apply(m.token, o.tradeid, o.amount);
      expect((await webhook(a.session_id, o.tradeid, o.amount)).status).toBe(200);
      expect(await voucherRow(code)).toMatchObject({ status: VOUCHER_STATUS.used, usedOrderId: o.id, usedBy: 'order', usedAt: now() });
      // A spent voucher never comes back with the sweep, however long after.
      nowMs += 2 * HOLD_MS;
      await sweep();
      expect((await voucherRow(code)).status).toBe(VOUCHER_STATUS.used);
    });

    it('a refused card releases it at once: another order may take it, and then paying the first order is refused', async () => {
      const { m, code, coupon } = await withWelcome();
      const o = await place(m.token, lines(), [coupon]);
      const a = await apply(m.token, o.tradeid, o.amount);
      // While the payment is pending, no other order may take it.
      expect((await t.gql(EDIT, { p: param(lines(), [coupon]) }, auth(m.token))).errors?.[0]?.message).toBe('exist already');
      expect((await webhook(a.session_id, o.tradeid, o.amount, 'payment.refused')).status).toBe(200);
      expect(await voucherRow(code)).toMatchObject({ status: VOUCHER_STATUS.active, usedOrderId: o.id });
      expect((await list(m.token))[0].status).toBe(1);
      // Paying the refused order again holds it again (nobody took it meanwhile)…
      const retry = await apply(m.token, o.tradeid, o.amount);
      expect(await voucherRow(code)).toMatchObject({ status: VOUCHER_STATUS.held, usedOrderId: o.id });
      expect((await webhook(retry.session_id, o.tradeid, o.amount, 'payment.refused')).status).toBe(200);
      // …but once a second order took it, the first order's payment is refused: the diner edits it.
      const second = await place(m.token, lines(), [coupon]);
      expect(await voucherRow(code)).toMatchObject({ status: VOUCHER_STATUS.held, usedOrderId: second.id });
      const blocked = await t.gql(APPLY, { t: o.tradeid, pay: { platform: 2, amount: o.amount } }, auth(m.token));
      expect(blocked.errors?.[0]?.extensions).toMatchObject({ code: 'EXIST_ALREADY', params: { reason: 'voucherUsed' } });
      const [order] = await db().select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.id, o.id));
      expect(order.status).toBe(1); // still payable, no attempt left pending
      expect(await voucherRow(code)).toMatchObject({ status: VOUCHER_STATUS.held, usedOrderId: second.id });
    });

    it('an abandoned order releases it after the hold; a payment pending or started within the hold keeps it', async () => {
      const { m, code, coupon } = await withWelcome();
      const abandoned = await place(m.token, lines(), [coupon]);
      nowMs += HOLD_MS - 60_000;
      await sweep();
      expect((await voucherRow(code)).status).toBe(VOUCHER_STATUS.held);
      nowMs += 2 * 60_000;
      await sweep();
      expect(await voucherRow(code)).toMatchObject({ status: VOUCHER_STATUS.active, usedOrderId: abandoned.id });
      expect((await list(m.token))[0].status).toBe(1);
      // The abandoned order paid after all (nobody took the voucher): it holds it again and spends it.
      const a = await apply(m.token, abandoned.tradeid, abandoned.amount);
      expect((await voucherRow(code)).status).toBe(VOUCHER_STATUS.held);
      // A payment pending past the hold keeps the voucher (the diner is on the card page).
      nowMs += 2 * HOLD_MS;
      await sweep();
      expect((await webhook(a.session_id, abandoned.tradeid, abandoned.amount)).status).toBe(200);
      expect(await voucherRow(code)).toMatchObject({ status: VOUCHER_STATUS.used, usedOrderId: abandoned.id });
    });

    it('two orders racing for one voucher: one gets it; after its hold lapses, a new order and the old order\'s payment race: one gets it', async () => {
      const { m, code, coupon } = await withWelcome();
      const answers = await Promise.all([0, 1].map(() => t.gql(EDIT, { p: param(lines(), [coupon]) }, auth(m.token))));
      const won = answers.filter((r) => r.data?.orderEdit);
      expect(won).toHaveLength(1);
      expect(answers.filter((r) => r.errors?.[0]?.message === 'exist already')).toHaveLength(1);
      const first = won[0].data.orderEdit as { id: number; tradeid: string };
      expect(await voucherRow(code)).toMatchObject({ status: VOUCHER_STATUS.held, usedOrderId: first.id });
      nowMs += HOLD_MS + 60_000;
      await sweep();
      const amount = param(lines(), [coupon]).feetopay;
      const [pay, order] = await Promise.all([
        t.gql(APPLY, { t: first.tradeid, pay: { platform: 2, amount } }, auth(m.token)),
        t.gql(EDIT, { p: param(lines(), [coupon]) }, auth(m.token)),
      ]);
      const winners = [pay.data?.orderPayApply, order.data?.orderEdit].filter(Boolean);
      expect(winners).toHaveLength(1);
      expect([pay, order].filter((r) => r.errors?.[0]?.message === 'exist already')).toHaveLength(1);
      const holder = pay.data?.orderPayApply ? first.id : (order.data.orderEdit as { id: number }).id;
      expect(await voucherRow(code)).toMatchObject({ status: VOUCHER_STATUS.held, usedOrderId: holder });
    });
  });

  describe('credits (issue 26 item 7): points convert by the brand rule, pay part of an order, come back, never go negative', () => {
    const history = async (token: string) => (await t.gql(HISTORY, { v: 'laneway-espresso' }, auth(token))).data.customerLoyaltyHistory as { kind: string; unit: string; amount: number; tradeid: string }[];
    const ledgerSum = async (userId: number, unit: string) =>
      (await db().select().from(loyaltyLedger).where(and(eq(loyaltyLedger.userId, userId), eq(loyaltyLedger.unit, unit as 'credit')))).reduce((sum, r) => sum + r.amount, 0);
    /** A member who paid $104 (104 points): 100 points became 500 cents of credit (point_value 5, credit_threshold 100 by default). */
    async function memberWithCredits() {
      const m = await member();
      const paid = await placePaid(m.token, [productLine(menu, espresso, 13), productLine(menu, espresso, 13)]);
      return { m, paid };
    }

    it('a payment that brings the points to the threshold converts whole blocks; the history shows earned and converted with the order', async () => {
      const { m, paid } = await memberWithCredits();
      expect(await card(m.token)).toMatchObject({ points: 4, lifetime_points: 104, credit_balance: 500 });
      const h = await history(m.token);
      expect(h).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'earned', unit: 'points', amount: 104, tradeid: paid.tradeid }),
          expect.objectContaining({ kind: 'converted', unit: 'points', amount: -100, tradeid: paid.tradeid }),
          expect.objectContaining({ kind: 'converted', unit: 'credits', amount: 500, tradeid: paid.tradeid }),
        ]),
      );
      expect(h).toHaveLength(3);
      // Another member sees none of it; without a session: not found.
      const other = await member();
      expect(await history(other.token)).toEqual([]);
      expect((await t.gql(HISTORY, { v: 'laneway-espresso' })).errors?.[0]?.message).toBe('not found');
    });

    it('credits pay part of an order (the rest by card), come back when the order is cancelled, pay all of another, and come back on its refund', async () => {
      const { m } = await memberWithCredits();
      const o = await place(m.token, [productLine(menu, espresso, 3)]); // $12
      expect((await t.gql(CREDITS, { t: o.tradeid, a: 200 }, auth(m.token))).data.orderCreditsApply).toEqual({ amount: 200, balance: 300, due: 1000, paid: false });
      expect((await card(m.token)).credit_balance).toBe(300);
      // The card pays the rest only: 'not valid' for the full amount.
      expect((await t.gql(APPLY, { t: o.tradeid, pay: { platform: 2, amount: o.amount } }, auth(m.token))).errors?.[0]?.message).toBe('not valid');
      expect((await t.gql(OPERATE, { t: o.tradeid, s: 5 }, auth(m.token))).errors).toBeUndefined();
      expect((await card(m.token)).credit_balance).toBe(500);

      const all = await place(m.token, [productLine(menu, espresso, 1)]); // $4
      expect((await t.gql(CREDITS, { t: all.tradeid }, auth(m.token))).data.orderCreditsApply).toEqual({ amount: 400, balance: 100, due: 0, paid: true });
      const [paidOrder] = await db().select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.id, all.id));
      expect(paidOrder.status).toBe(2);
      const refund = await t.gql(REFUND, { t: all.tradeid, p: { amount: 400 } }, await staff());
      expect(refund.errors).toBeUndefined();
      expect((await card(m.token)).credit_balance).toBe(500);
      const h = await history(m.token);
      expect(h.filter((x) => x.unit === 'credits' && x.tradeid === all.tradeid).map((x) => [x.kind, x.amount])).toEqual([
        ['returned', 400],
        ['spent', -400],
      ]);
      expect(h.filter((x) => x.unit === 'credits' && x.tradeid === o.tradeid).map((x) => [x.kind, x.amount])).toEqual([
        ['returned', 200],
        ['spent', -200],
      ]);
      // Someone else's order, or a guest: not theirs to pay with credits.
      const other = await member();
      expect((await t.gql(CREDITS, { t: o.tradeid }, auth(other.token))).errors?.[0]?.message).toMatch(/not found|user only/);
      expect((await t.gql(CREDITS, { t: (await place(other.token, [productLine(menu, espresso, 1)])).tradeid }, auth(other.token))).errors?.[0]?.extensions).toMatchObject({ code: 'NOT_VALID', params: { reason: 'empty' } });
    });

    it('10 concurrent orders spending the same credits: the sum spent is the balance, never more; the ledger agrees', async () => {
      const { m } = await memberWithCredits();
      const orders = [];
      for (let i = 0; i < 10; i++) orders.push(await place(m.token, [productLine(menu, espresso, 2)])); // $8 each
      const answers = await Promise.all(orders.map((o) => t.gql(CREDITS, { t: o.tradeid, a: 300 }, auth(m.token))));
      const taken = answers.filter((r) => r.data).map((r) => r.data.orderCreditsApply.amount as number);
      expect(taken.reduce((a, b) => a + b, 0)).toBe(500);
      expect(answers.filter((r) => r.errors).every((r) => r.errors![0].extensions?.code === 'NOT_VALID')).toBe(true);
      expect(await ledgerSum(m.id, 'credit')).toBe(0);
      expect((await card(m.token)).credit_balance).toBe(0);
      const spent = (await db().select().from(loyaltyLedger).where(and(eq(loyaltyLedger.userId, m.id), eq(loyaltyLedger.kind, 'spend')))).map((r) => -r.amount);
      expect(spent.sort()).toEqual([...taken].sort());
    });

    it('buying a gift card earns no points; spending it on an order earns them', async () => {
      const m = await member();
      const bought = (await t.gql(PURCHASE, { p: { brand_code: 'laneway', value: 2500, sender_name: 'Ada', recipients: [{ name: 'Ada', email: 'ada.credits@example.com', email_confirm: 'ada.credits@example.com' }] } }, auth(m.token))).data.giftCardPurchase;
      const a = await apply(m.token, bought.tradeid, bought.total);
      expect((await webhook(a.session_id, bought.tradeid, bought.total)).status).toBe(200);
      const [buy] = await db().select({ id: s.orders.id, status: s.orders.status }).from(s.orders).where(eq(s.orders.tradeid, bought.tradeid));
      expect(buy.status).toBe(2);
      expect(await db().select().from(loyaltyLedger).where(eq(loyaltyLedger.orderId, buy.id))).toEqual([]);
      expect((await card(m.token)).points).toBe(0);
      const [mail] = await db().select().from(s.emailOutbox).where(eq(s.emailOutbox.toAddress, 'ada.credits@example.com'));
      const code = /\/giftcard\/([0-9A-Z]{16})/.exec(mail.text)![1];
      const o = await place(m.token, [productLine(menu, espresso, 5)]); // $20
      expect((await t.gql(APPLY_CARD, { t: o.tradeid, c: code }, auth(m.token))).data.orderGiftCardApply).toMatchObject({ amount: 2000, paid: true });
      expect((await card(m.token)).points).toBe(20);
    });
  });

  it('account deletion erases the ledger and the vouchers', async () => {
    const m = await member();
    await placePaid(m.token, [productLine(menu, espresso, 2)]);
    expect((await db().select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, m.id))).length).toBeGreaterThan(0);
    expect((await t.gql(LOGOFF, {}, auth(m.token))).errors).toBeUndefined();
    expect(await db().select().from(loyaltyLedger).where(eq(loyaltyLedger.userId, m.id))).toEqual([]);
    expect(await db().select().from(vouchers).where(eq(vouchers.userId, m.id))).toEqual([]);
  });
});
