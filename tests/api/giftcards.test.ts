/**
 * E-gift cards over the real app and database (accounts-and-loyalty.md §2.16, §5): a purchase is an
 * order paid through the ordinary payment flow (simulator + signed webhook), its cards are issued and
 * e-mailed (outbox) when it is paid; a card pays all or part of an order, concurrent orders never
 * overspend it, a cancelled order gives back what it took; codes are unguessable and orders stay
 * their owner's; the brand file refuses gift cards lasting under 36 months.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, Product, Venue } from '../../src/domain/types';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { parseBrandFile } from '../../src/server/modules/catalog/format';
import { writeVenueOrderSettings } from '../../src/server/modules/catalog';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { giftCardCodeHash, newGiftCardCode } from '../../src/server/modules/giftcards/giftcards';
import { signSimulatorWebhook } from '../../src/server/providers/payments/simulator';
import { serverSecret } from '../../src/server/platform/secrets';
import demo from '../../src/content/demo/platter-demo.json';
import * as s from '../helpers/schema';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { orderParam, productLine, simpleProduct } from '../helpers/orders';

const NOW_MS = Date.UTC(2025, 5, 11, 0, 0, 0);
const now = NOW_MS / 1000;
const clock = { nowMs: () => NOW_MS };

const REGISTER = `mutation($a:String,$f:String){ userRegisterSubmit(account:$a, firstname:$f, platform:2){ authorization{ token } } }`;
const OFFER = `query($b:String!){ giftCardOffer(brand_code:$b){ values expiry_months currency max_recipients } }`;
const PURCHASE = `mutation($p:GiftCardPurchaseInput!){ giftCardPurchase(param:$p){ tradeid total } }`;
const CARD = `query($c:String!){ giftCardInfoQuery(code:$c){ code value balance status expires_at issued_at recipient_name sender_name message } }`;
const APPLY_CARD = `mutation($t:String!,$c:String!){ orderGiftCardApply(tradeid:$t, code:$c){ amount balance due paid } }`;
const ORDER_CARDS = `query($t:String!){ orderGiftCards(tradeid:$t){ last4 amount balance } }`;
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ id tradeid } }`;
const PAY = `mutation($t:String!,$pay:PayInput!){ orderPayApply(tradeid:$t, param:{pay:$pay}){ session_id } }`;
const INFO = `query($t:String!){ orderInfo(tradeid:$t){ status feetopay feepay statustime{ status } } }`;
const OPERATE = `mutation($t:String!,$s:Byte!){ orderOperate(tradeid:$t, status:$s){ status } }`;

describe.each(testDatabaseKinds())('gift cards on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let product: Product;
  let token: string;
  let otherToken: string;
  const as = (tok: string) => ({ authorization: `Bearer ${tok}` });
  const recipients = (n: number, prefix = 'r') => Array.from({ length: n }, (_, i) => ({ name: `Friend ${i + 1}`, email: `${prefix}${i + 1}@example.com`, email_confirm: `${prefix}${i + 1}@example.com` }));

  async function purchase(n: number, value = 5000, prefix = 'r') {
    const r = await t.gql(PURCHASE, { p: { brand_code: 'laneway', value, sender_name: 'Sam', message: 'Happy birthday', recipients: recipients(n, prefix) } }, as(token));
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.giftCardPurchase as { tradeid: string; total: number };
  }
  async function payWithSimulator(tradeid: string, amount: number) {
    const r = await t.gql(PAY, { t: tradeid, pay: { platform: 2, amount } }, as(token));
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const session = r.data.orderPayApply.session_id as string;
    const secret = await serverSecret(t.app.services.db, 'simulator_webhook');
    const signed = signSimulatorWebhook(secret, { id: `evt_${session}`, type: 'payment.authorised', session_id: session, merchant_reference: tradeid, psp_reference: `psp_${session.slice(0, 8)}`, amount, currency: 'AUD', card_brand: 'visa', last4: '4242' }, now);
    const res = await fetch(`${t.url}/pay/webhook/simulator`, { method: 'POST', headers: signed.headers, body: signed.body });
    expect(res.status).toBe(200);
  }
  /** Buys `n` cards of `value` and pays for them; answers their codes from the e-mails' links. */
  async function buyCards(n: number, value = 5000, prefix = 'r'): Promise<string[]> {
    const { tradeid, total } = await purchase(n, value, prefix);
    await payWithSimulator(tradeid, total);
    const mails = await t.app.services.db.select().from(s.emailOutbox).where(and(eq(s.emailOutbox.kind, 'gift_card'), sql`${s.emailOutbox.toAddress} like ${prefix + '%'}`));
    return mails.map((m) => m.text.match(/\/giftcard\/([0-9A-Z]{16})/)![1]);
  }
  async function placeOrder(count: number, tok = token): Promise<{ tradeid: string; total: number }> {
    const p = orderParam(venue, [productLine(menu, product, count)], { now });
    const r = await t.gql(EDIT, { p }, as(tok));
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return { tradeid: r.data.orderEdit.tradeid, total: p.feetopay };
  }
  const card = async (code: string) => (await t.gql(CARD, { c: code })).data?.giftCardInfoQuery;
  const info = async (tradeid: string) => (await t.gql(INFO, { t: tradeid }, as(token))).data.orderInfo;
  const ledgerSum = async (code: string) => {
    const [row] = await t.app.services.db.select({ n: sql<number>`sum(${s.giftCardLedger.amount})::int` }).from(s.giftCardLedger).innerJoin(s.giftCards, eq(s.giftCards.id, s.giftCardLedger.cardId)).where(eq(s.giftCards.codeHash, giftCardCodeHash(code)));
    return Number(row.n);
  };

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    product = simpleProduct(menu);
    token = (await t.gql(REGISTER, { a: '0412345678', f: 'Gift' })).data.userRegisterSubmit.authorization.token;
    otherToken = (await t.gql(REGISTER, { a: '0412345679', f: 'Other' })).data.userRegisterSubmit.authorization.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("offers the brand file's values; the purchase refuses mismatched e-mails, unknown values, more than 100 recipients, and no session", async () => {
    expect((await t.gql(OFFER, { b: 'laneway' })).data.giftCardOffer).toEqual({ values: [2500, 5000, 10000], expiry_months: 36, currency: 'AUD', max_recipients: 100 });
    const base = { brand_code: 'laneway', value: 5000, sender_name: 'Sam' };
    const mismatch = await t.gql(PURCHASE, { p: { ...base, recipients: [{ name: 'A', email: 'a@example.com', email_confirm: 'b@example.com' }] } }, as(token));
    expect(mismatch.errors?.[0].extensions).toMatchObject({ code: 'NOT_VALID', params: { reason: 'emailMismatch', field: 'recipients.0.email_confirm' } });
    const value = await t.gql(PURCHASE, { p: { ...base, value: 1234, recipients: recipients(1) } }, as(token));
    expect(value.errors?.[0].extensions).toMatchObject({ code: 'NOT_VALID', params: { reason: 'value' } });
    const many = await t.gql(PURCHASE, { p: { ...base, recipients: recipients(101) } }, as(token));
    expect(many.errors?.[0].extensions).toMatchObject({ code: 'NOT_VALID', params: { reason: 'tooManyRecipients' } });
    const hundred = await t.gql(PURCHASE, { p: { ...base, value: 2500, recipients: recipients(100, 'h') } }, as(token));
    expect(hundred.data.giftCardPurchase.total).toBe(250_000);
    const anonymous = await t.gql(PURCHASE, { p: { ...base, recipients: recipients(1) } });
    expect(anonymous.errors?.[0].message).toBe('invalid token');
    expect((await t.gql(OFFER, { b: 'no-such-brand' })).errors?.[0].message).toBe('not found');
  });

  it('a purchase for two recipients is an order paid through the simulator; paying issues two cards and sends two e-mails with links to the card pages', async () => {
    const { tradeid, total } = await purchase(2, 5000, 'two');
    expect(total).toBe(10_000);
    const unpaid = await t.app.services.db.select().from(s.giftCards);
    expect(unpaid.filter((c) => c.recipientEmail.startsWith('two'))).toHaveLength(0);
    await payWithSimulator(tradeid, total);
    expect((await info(tradeid)).status).toBe(2);
    const mails = await t.app.services.db.select().from(s.emailOutbox).where(sql`${s.emailOutbox.toAddress} like 'two%'`);
    expect(mails.map((m) => m.toAddress).sort()).toEqual(['two1@example.com', 'two2@example.com']);
    for (const m of mails) {
      expect(m.kind).toBe('gift_card');
      expect(m.subject).toContain('Sam');
      const code = m.text.match(new RegExp(`${t.url}/giftcard/([0-9A-Z]{16})`))![1];
      expect(m.html).toContain(`href="${t.url}/giftcard/${code}"`);
      const c = await card(code);
      expect(c).toMatchObject({ value: 5000, balance: 5000, status: 1, sender_name: 'Sam', message: 'Happy birthday' });
      // At least 3 years (Australian law), here the brand's 36 months.
      expect(c.expires_at - c.issued_at).toBeGreaterThanOrEqual(3 * 365 * 86400);
      expect(new Date(c.expires_at * 1000).toISOString().slice(0, 10)).toBe('2028-06-11');
    }
    // A repeated paid hook issues nothing twice.
    const cards = await t.app.services.db.select().from(s.giftCards).where(sql`${s.giftCards.recipientEmail} like 'two%'`);
    expect(cards).toHaveLength(2);
    // The database keeps no plain code (issue 26 item 5): only its SHA-256 and last four. No text or
    // jsonb column of any table but the e-mail outbox (the e-mails that carry it, once) holds a code.
    const codes = mails.map((m) => m.text.match(/\/giftcard\/([0-9A-Z]{16})/)![1]!);
    for (const [i, code] of codes.entries()) {
      const row = cards.find((c) => c.codeHash === giftCardCodeHash(code));
      expect(row, `card ${i}`).toMatchObject({ last4: code.slice(-4) });
      const columns = (await t.app.services.db.execute(
        sql`select table_name as t, column_name as c from information_schema.columns where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json') and table_name <> 'email_outbox'`,
      )) as unknown as { rows: { t: string; c: string }[] };
      expect(columns.rows.length).toBeGreaterThan(20);
      for (const { t: table, c: column } of columns.rows) {
        const r = (await t.app.services.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${'%' + code + '%'}`)) as unknown as { rows: { n: number }[] };
        expect(r.rows[0]!.n, `${table}.${column}`).toBe(0);
      }
    }
  });

  it('a card pays part of an order (the rest by card payment) and all of another, which becomes paid at once; the balance is the ledger sum', async () => {
    const [code] = await buyCards(1, 5000, 'part');
    const big = await placeOrder(20);
    expect(big.total).toBeGreaterThan(5000);
    const applied = (await t.gql(APPLY_CARD, { t: big.tradeid, c: code.toLowerCase().replace(/(.{4})/g, '$1-') }, as(token))).data.orderGiftCardApply;
    expect(applied).toEqual({ amount: 5000, balance: 0, due: big.total - 5000, paid: false });
    expect((await info(big.tradeid)).feepay).toBe(5000);
    expect((await t.gql(ORDER_CARDS, { t: big.tradeid }, as(token))).data.orderGiftCards).toEqual([{ last4: code.slice(-4), amount: 5000, balance: 0 }]);
    await payWithSimulator(big.tradeid, big.total - 5000);
    expect((await info(big.tradeid)).status).toBe(2);
    expect(await card(code)).toMatchObject({ balance: 0, status: 2 });
    expect(await ledgerSum(code)).toBe(0);

    const [code2] = await buyCards(1, 10000, 'whole');
    const small = await placeOrder(2);
    const all = (await t.gql(APPLY_CARD, { t: small.tradeid, c: code2 }, as(token))).data.orderGiftCardApply;
    expect(all).toEqual({ amount: small.total, balance: 10000 - small.total, due: 0, paid: true });
    const paid = await info(small.tradeid);
    expect(paid.status).toBe(2);
    expect(paid.statustime.map((e: { status: number }) => e.status)).toEqual([1, 2]);
    expect((await card(code2)).balance).toBe(10000 - small.total);
  });

  it('10 concurrent orders spending one card never take more than its balance', async () => {
    const [code] = await buyCards(1, 5000, 'race');
    const orders = await Promise.all(Array.from({ length: 10 }, () => placeOrder(2)));
    const answers = await Promise.all(orders.map((o) => t.gql(APPLY_CARD, { t: o.tradeid, c: code }, as(token))));
    const taken = answers.filter((a) => a.data).map((a) => a.data.orderGiftCardApply.amount as number);
    const total = taken.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(5000);
    // The orders together cost more than the card: it is spent exactly, the others are refused 'empty'.
    expect(orders.reduce((n, o) => n + o.total, 0)).toBeGreaterThan(5000);
    expect(total).toBe(5000);
    for (const a of answers.filter((x) => x.errors)) expect(a.errors![0].extensions).toMatchObject({ code: 'NOT_VALID', params: { reason: 'empty' } });
    expect(await ledgerSum(code)).toBe(0);
    // feepay of the orders adds up to what the card gave.
    const paidSum = (await Promise.all(orders.map((o) => info(o.tradeid)))).reduce((n, o) => n + o.feepay, 0);
    expect(paidSum).toBe(5000);
  });

  it('a cancelled order gives back what the card paid (a reverse row)', async () => {
    const [code] = await buyCards(1, 5000, 'cancel');
    const o = await placeOrder(20);
    await t.gql(APPLY_CARD, { t: o.tradeid, c: code }, as(token));
    expect((await card(code)).balance).toBe(0);
    const cancelled = await t.gql(OPERATE, { t: o.tradeid, s: 5 }, as(token));
    expect(cancelled.data?.orderOperate.status).toBe(5);
    expect((await card(code)).balance).toBe(5000);
    const kinds = await t.app.services.db.select({ kind: s.giftCardLedger.kind, amount: s.giftCardLedger.amount }).from(s.giftCardLedger).innerJoin(s.giftCards, eq(s.giftCards.id, s.giftCardLedger.cardId)).where(eq(s.giftCards.codeHash, giftCardCodeHash(code))).orderBy(s.giftCardLedger.id);
    expect(kinds).toEqual([{ kind: 'issue', amount: 5000 }, { kind: 'redeem', amount: -5000 }, { kind: 'reverse', amount: 5000 }]);
  });

  it('editing an order gives back what the card paid (orderEdit releases tenders); the diner applies it again to the new total', async () => {
    const [code] = await buyCards(1, 2500, 'edit');
    const o = await placeOrder(8);
    expect(o.total).toBeGreaterThan(2500);
    await t.gql(APPLY_CARD, { t: o.tradeid, c: code }, as(token));
    expect((await card(code)).balance).toBe(0);
    const [row] = await t.app.services.db.select({ id: s.orders.id }).from(s.orders).where(eq(s.orders.tradeid, o.tradeid));
    const p = orderParam(venue, [productLine(menu, product, 3)], { now, version: 1 });
    const edited = await t.gql(`mutation($id:Int,$p:UmsOrderEditParamInput!){ orderEdit(id:$id, param:$p){ tradeid } }`, { id: row.id, p }, as(token));
    expect(edited.errors).toBeUndefined();
    expect((await card(code)).balance).toBe(2500);
    expect((await info(o.tradeid)).feepay).toBe(0);
    const again = (await t.gql(APPLY_CARD, { t: o.tradeid, c: code }, as(token))).data.orderGiftCardApply;
    expect(again).toEqual({ amount: p.feetopay, balance: 2500 - p.feetopay, due: 0, paid: true });
  });

  it('a staff refund gives the gift card its share back: card payment first, then the gift card, never cash at the counter', async () => {
    const REFUND = `mutation($t:String!,$p:OrderRefundInput!){ orderRefund(tradeid:$t, param:$p){ amount payments{ type amount } } }`;
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=demo' });
    const staff = { cookie: login.headers.get('set-cookie')!.split(';')[0] };
    const [code] = await buyCards(1, 5000, 'refund');
    const o = await placeOrder(20);
    const byCard = o.total - 5000;
    expect(byCard).toBeGreaterThan(0);
    await t.gql(APPLY_CARD, { t: o.tradeid, c: code }, as(token));
    await payWithSimulator(o.tradeid, byCard);
    expect((await info(o.tradeid)).feepay).toBe(o.total);
    expect((await card(code)).balance).toBe(0);

    // The card payment, then 10.00 of the gift card's 50.00.
    const first = await t.gql(REFUND, { t: o.tradeid, p: { amount: byCard + 1000 } }, staff);
    expect(first.errors).toBeUndefined();
    expect(first.data.orderRefund).toEqual({ amount: byCard + 1000, payments: [{ type: 1, amount: byCard }, { type: 31, amount: 1000 }] });
    expect((await card(code)).balance).toBe(1000);
    // The rest goes to the gift card alone; the order is refunded in full.
    const rest = await t.gql(REFUND, { t: o.tradeid, p: { amount: 4000 } }, staff);
    expect(rest.data.orderRefund).toEqual({ amount: 4000, payments: [{ type: 31, amount: 4000 }] });
    expect(await card(code)).toMatchObject({ balance: 5000, status: 1 });
    expect(await ledgerSum(code)).toBe(5000);
    expect((await info(o.tradeid)).status).toBe(3);
    // Nothing more to refund, and a cancellation could not give the card anything twice.
    expect((await t.gql(REFUND, { t: o.tradeid, p: { amount: 1 } }, staff)).errors?.[0].extensions).toMatchObject({ code: 'NOT_ACCEPTABLE' });
    const refunds = await t.app.services.db.select({ payments: s.refundOrders.payments, code: s.refundOrders.invoiceCode }).from(s.refundOrders).innerJoin(s.orders, eq(s.orders.id, s.refundOrders.orderId)).where(eq(s.orders.tradeid, o.tradeid)).orderBy(s.refundOrders.id);
    expect(refunds.flatMap((r) => r.payments).filter((p) => p.type === 0)).toEqual([]);
    // The refund receipt says where the money went, in the diner's language.
    const en = await (await fetch(`${t.url}/cloud/open/invoice/view/${refunds[1].code}`)).text();
    expect(en).toContain('Refunded to gift card');
    expect(en).not.toContain('Refunded to card');
    expect(await (await fetch(`${t.url}/cloud/open/invoice/view/${refunds[1].code}?lang=zh-CN`)).text()).toContain('已退回礼品卡');
  });

  it('a diner cancel inside the cancel window gives the gift card its share back and refunds the card part through the simulator (issue 23 item 6)', async () => {
    const CANCEL = `mutation($t:String!){ orderCancel(tradeid:$t){ status } }`;
    expect(await writeVenueOrderSettings(t.app.services.db, venue.id, { slotCaps: {}, cancelWindow: { kind: 'minutes', minutes: 10 } })).toBe(true);
    try {
      const [code] = await buyCards(1, 5000, 'window');
      const o = await placeOrder(20);
      const byCard = o.total - 5000;
      expect(byCard).toBeGreaterThan(0);
      await t.gql(APPLY_CARD, { t: o.tradeid, c: code }, as(token));
      await payWithSimulator(o.tradeid, byCard);
      expect((await info(o.tradeid)).feepay).toBe(o.total);
      expect((await card(code)).balance).toBe(0);

      const cancelled = await t.gql(CANCEL, { t: o.tradeid }, as(token));
      expect(cancelled.errors).toBeUndefined();
      expect(cancelled.data.orderCancel.status).toBe(3);
      expect(await card(code)).toMatchObject({ balance: 5000, status: 1 });
      expect(await ledgerSum(code)).toBe(5000);
      const refunds = await t.app.services.db.select({ amount: s.refundOrders.amount, payments: s.refundOrders.payments }).from(s.refundOrders).innerJoin(s.orders, eq(s.orders.id, s.refundOrders.orderId)).where(eq(s.orders.tradeid, o.tradeid));
      expect(refunds.reduce((n, r) => n + r.amount, 0)).toBe(o.total);
      const byType = (type: number) => refunds.flatMap((r) => r.payments).filter((p) => p.type === type).reduce((n, p) => n + p.amount, 0);
      expect(byType(31)).toBe(5000);
      expect(byType(1)).toBe(byCard);
      const [attempt] = await t.app.services.db.select().from(s.paymentAttempts).innerJoin(s.orders, eq(s.orders.id, s.paymentAttempts.orderId)).where(eq(s.orders.tradeid, o.tradeid));
      expect(attempt.payment_attempts.refundedAmount).toBe(byCard);
    } finally {
      await writeVenueOrderSettings(t.app.services.db, venue.id, { slotCaps: {}, cancelWindow: { kind: 'off' } });
    }
  });

  it("codes are unguessable and looked up exactly; nobody applies a card to someone else's order or reads its cards", async () => {
    const [code] = await buyCards(1, 2500, 'idor');
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const many = new Set(Array.from({ length: 2000 }, newGiftCardCode));
    expect(many.size).toBe(2000);
    // A code one character off, a random code, and garbage: the same 'not found'.
    const flipped = code.slice(0, -1) + (code.endsWith('0') ? '1' : '0');
    for (const c of [flipped, newGiftCardCode(), "' or 1=1 --", '']) {
      const r = await t.gql(CARD, { c });
      expect(r.errors?.[0].message).toBe('not found');
    }
    const mine = await placeOrder(2);
    const other = await t.gql(APPLY_CARD, { t: mine.tradeid, c: code }, as(otherToken));
    expect(other.errors?.[0].message).toBe('not found');
    expect((await t.gql(ORDER_CARDS, { t: mine.tradeid }, as(otherToken))).errors?.[0].message).toBe('not found');
    expect((await card(code)).balance).toBe(2500);
    // Gift cards do not pay for gift cards.
    const purchaseOrder = await purchase(1, 2500, 'gg');
    expect((await t.gql(APPLY_CARD, { t: purchaseOrder.tradeid, c: code }, as(token))).errors?.[0].extensions).toMatchObject({ params: { reason: 'giftCardOrder' } });
  });

  it('an expired card cannot pay', async () => {
    const [code] = await buyCards(1, 2500, 'old');
    await t.app.services.db.update(s.giftCards).set({ expiresAt: now - 1 }).where(eq(s.giftCards.codeHash, giftCardCodeHash(code)));
    const o = await placeOrder(2);
    expect((await t.gql(APPLY_CARD, { t: o.tradeid, c: code }, as(token))).errors?.[0].extensions).toMatchObject({ code: 'NOT_VALID', params: { reason: 'expired' } });
    expect((await card(code)).status).toBe(3);
  });
});

describe('the brand file: gift cards', () => {
  const withGiftCards = (gift_cards: unknown) => ({ ...demo, brand: { ...demo.brand, gift_cards } });
  it('accepts the demo and refuses an expiry under 36 months (3 years, Australian law), odd values and unknown fields, with their paths', () => {
    expect(parseBrandFile(demo).ok).toBe(true);
    const short = parseBrandFile(withGiftCards({ values: [2500], expiry_months: 24 }));
    expect(short).toEqual({ ok: false, issues: [{ path: 'brand.gift_cards.expiry_months', message: 'gift cards must last at least 36 months (3 years, as Australian law requires)' }] });
    expect(parseBrandFile(withGiftCards({ values: [2500], expiry_months: 36 })).ok).toBe(true);
    const bad = parseBrandFile(withGiftCards({ values: [12.5, 2500, 2500], expiry_months: 36, colour: 'red' }));
    expect(bad.ok).toBe(false);
    const paths = (bad as { issues: { path: string }[] }).issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['brand.gift_cards.values[0]', 'brand.gift_cards.colour']));
    const twice = parseBrandFile(withGiftCards({ values: [2500, 2500], expiry_months: 36 }));
    expect(twice).toEqual({ ok: false, issues: [{ path: 'brand.gift_cards.values', message: 'values must differ' }] });
    const none = parseBrandFile(withGiftCards({ values: [], expiry_months: 40 }));
    expect((none as { issues: { message: string }[] }).issues[0].message).toBe('offer at least one value');
  });
});
