/**
 * Stored cards with the payment simulator, over the real app and database (orders-and-payments.md
 * §2.8 "stored cards … can be saved only for a particular user type; a stored method can be removed",
 * §7.4): a registered member ticks 'Save this card' on the simulator's card page → the token is listed
 * by orderPayConfiguration in Adyen's shape → a second order is paid with it through orderPayApply
 * (no card page) → paid by the signed webhook → removed. Another member can neither list, use nor
 * remove it; a guest can store nothing and never names another shopper reference.
 */
import { randomUUID } from 'node:crypto';
import * as s from '../helpers/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceOrder } from '../../src/domain/price-order';
import type { CartLine, Menu, Product, Venue } from '../../src/domain/types';
import { issueSession } from '../../src/server/modules/accounts/sessions';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import * as accountsTables from '../../src/server/modules/accounts/schema';
import * as vaultTables from '../../src/server/providers/payments/schema';
import * as ordersTables from '../../src/server/modules/orders/schema';

const NOW_MS = Date.UTC(2025, 5, 11, 0, 0, 0);
const now = NOW_MS / 1000;
const clock = { nowMs: () => NOW_MS };

const REGISTER = `mutation($a:String,$f:String){ userRegisterSubmit(account:$a, firstname:$f, platform:2){ authorization{ token } } }`;
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ id tradeid } }`;
const CONFIG = `query($v:String!,$t:String,$a:Int,$r:String){ orderPayConfiguration(venue_code:$v, trade_id:$t, platform:1, amount:$a, reference:$r){ environment payment_methods provider shopper_reference can_store_payment_method } }`;
const APPLY = `mutation($t:String!,$pay:PayInput!){ orderPayApply(tradeid:$t, param:{pay:$pay}){ session_id session_data result_code } }`;
const REMOVE = `mutation($v:String!,$r:String!,$id:String!){ orderPayRemoveStoredPaymentMethod(venue_code:$v, platform:1, reference:$r, id:$id) }`;
const INFO = `query($t:String!){ orderInfo(tradeid:$t){ status payments{ type amount } } }`;
const STATUS = `query($s:String!){ orderPayStatus(platform:1, session_id:$s){ status result_code } }`;

let nextLine = 1;
function line(menu: Menu, p: Product, count: number): CartLine {
  const id = nextLine++;
  const taxes = p.tax_ids.flatMap((t) => menu.taxes.filter((x) => x.id === t).map(({ id: i, attr, name, rate }) => ({ id: i, attr, name, rate })));
  return { id, status: 1, store_id: menu.store_id, menu_id: menu.id, code: p.code, count, name: p.name, pid: p.id, sid: 0, cid: p.category_id, gid: id, sequence: p.sequence, discount: 0, value: p.price, price: p.price, tid: id, type: 2, taxes: JSON.stringify(taxes), taxtotal: 0, taxextra: 0, extra: '{}' };
}

describe.each(testDatabaseKinds())('stored cards on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let product: Product;
  /** Two registered members (signed in with a user login) and a guest. */
  const ada = { token: '', uid: '' };
  const bob = { token: '', uid: '' };
  let guest = '';
  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  async function member(firstname: string): Promise<{ token: string; uid: string }> {
    const uid = randomUUID();
    const [u] = await t.app.services.db.insert(s.users).values({ uid, type: s.USER_TYPE.member, platform: 1, firstname, phone: `+6141${Math.floor(Math.random() * 1e7)}`, passwordHash: 'x' }).returning();
    const { token } = await issueSession(t.app.services.db, now, { kind: s.SESSION_KIND.user, userId: u.id });
    return { token, uid };
  }

  async function placeOrder(token: string): Promise<{ tradeid: string; amount: number }> {
    const p = priceOrder({ lines: [line(menu, product, 1)], venue, categoryType: 1, scope: 'online', now });
    if (!p.ok) throw new Error(p.code);
    const v = p.value;
    const r = await t.gql(
      EDIT,
      { p: { venue_id: venue.id, category_type: 1, source: 40, feetotal: v.feetotal, feediscount: v.feediscount, feetax: v.feetax, feetaxextra: v.feetaxextra, feetaxes: v.feetaxes, feedelivery: v.feedelivery, feesurcharge: v.feesurcharge, feetopay: v.feetopay, carts: v.carts, payments: v.payments } },
      as(token),
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return { tradeid: r.data.orderEdit.tradeid, amount: v.feetopay };
  }

  async function config(token: string, reference?: string): Promise<{ environment: string; provider: string; shopper_reference: string | null; can_store_payment_method: boolean; stored: Record<string, unknown>[] }> {
    const r = await t.gql(CONFIG, { v: venue.code, a: 1000, r: reference }, as(token));
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const c = r.data.orderPayConfiguration;
    const stored: Record<string, unknown>[] = JSON.parse(c.payment_methods).storedPaymentMethods ?? [];
    return { ...c, stored };
  }

  const apply = (token: string, tradeid: string, pay: Record<string, unknown>) => t.gql(APPLY, { t: tradeid, pay: { platform: 1, ...pay } }, as(token));
  const orderStatus = async (token: string, tradeid: string) => (await t.gql(INFO, { t: tradeid }, as(token))).data.orderInfo.status as number;
  const cardForm = (fields: Record<string, string>) => ({
    method: 'POST',
    redirect: 'manual' as const,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ name: 'Ada Lovelace', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', ...fields }).toString(),
  });
  const cardPage = (sessionData: string) => (JSON.parse(sessionData) as { url: string }).url;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    product = menu.products.find((p) => p.variants.length === 0 && p.ingredients.length === 0 && p.modifier_ids.length === 0 && p.price > 100)!;
    Object.assign(ada, await member('Ada'));
    Object.assign(bob, await member('Bob'));
    guest = (await t.gql(REGISTER, { a: '0412345678', f: 'Guest' })).data.userRegisterSubmit.authorization.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('tells a member they may store cards (their own uid), and a guest not', async () => {
    expect(await config(ada.token)).toMatchObject({ environment: 'test', provider: 'simulator', shopper_reference: ada.uid, can_store_payment_method: true, stored: [] });
    // A reference the client names is never used: the server's own.
    expect(await config(ada.token, bob.uid)).toMatchObject({ shopper_reference: ada.uid });
    expect(await config(guest)).toMatchObject({ provider: 'simulator', shopper_reference: null, can_store_payment_method: false, stored: [] });
  });

  let stored = '';

  it('saves the card a member ticks on the card page once the payment is authorised; never its number', async () => {
    const { tradeid, amount } = await placeOrder(ada.token);
    const r = await apply(ada.token, tradeid, { amount, email: 'ada@example.com', reference: ada.uid, payment_method: JSON.stringify({ type: 'scheme' }) });
    expect(r.errors).toBeUndefined();
    expect(r.data.orderPayApply.result_code).toBe('RedirectShopper');
    const url = cardPage(r.data.orderPayApply.session_data);
    const form = await (await fetch(url)).text();
    expect(form).toContain('Save this card for next time');
    // The name on the card is required.
    const nameless = await fetch(url, cardForm({ name: '  ', save: 'on' }));
    expect(nameless.status).toBe(400);
    expect(await nameless.text()).toContain('Enter the name on the card.');
    const paid = await fetch(url, cardForm({ save: 'on' }));
    expect(paid.headers.get('location')).toContain('result=authorised');
    expect(await orderStatus(ada.token, tradeid)).toBe(2);

    const c = await config(ada.token);
    expect(c.stored).toEqual([
      expect.objectContaining({ type: 'scheme', brand: 'visa', name: 'VISA', lastFour: '4242', expiryMonth: '12', expiryYear: '2030', holderName: 'Ada Lovelace', supportedShopperInteractions: ['Ecommerce', 'ContAuth'] }),
    ]);
    stored = String(c.stored[0].id);
    expect(stored).toMatch(/^simpm_/);
    const rows = await t.app.services.db.select().from(s.storedPaymentMethods);
    expect(JSON.stringify(rows)).not.toContain('4242424242424242');
    // The same card saved again keeps one token.
    const again = await placeOrder(ada.token);
    const r2 = await apply(ada.token, again.tradeid, { amount: again.amount, payment_method: '{"type":"scheme"}' });
    await fetch(cardPage(r2.data.orderPayApply.session_data), cardForm({ save: 'on' }));
    expect((await config(ada.token)).stored).toHaveLength(1);
  });

  it('does not save a card left unticked, nor one refused', async () => {
    for (const fields of [{}, { number: '4000 0000 0000 0002', expiry: '11/29', save: 'on' }] as Record<string, string>[]) {
      const { tradeid, amount } = await placeOrder(ada.token);
      const r = await apply(ada.token, tradeid, { amount });
      await fetch(cardPage(r.data.orderPayApply.session_data), cardForm({ expiry: '10/31', ...fields }));
    }
    expect((await config(ada.token)).stored.map((m) => m.id)).toEqual([stored]);
  });

  it('pays a second order with the stored card without the card page; only the signed webhook pays it', async () => {
    const { tradeid, amount } = await placeOrder(ada.token);
    const r = await apply(ada.token, tradeid, { amount, email: 'ada@example.com', reference: ada.uid, payment_method: JSON.stringify({ type: 'scheme', storedPaymentMethodId: stored }) });
    expect(r.errors).toBeUndefined();
    expect(r.data.orderPayApply).toMatchObject({ result_code: 'Authorised', session_data: '{}' });
    const session = r.data.orderPayApply.session_id;
    await expect.poll(() => orderStatus(ada.token, tradeid), { timeout: 5_000 }).toBe(2);
    expect((await t.gql(STATUS, { s: session })).data.orderPayStatus).toEqual({ status: 2, result_code: 'Authorised' });
    const [attempt] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session));
    expect(attempt).toMatchObject({ status: 2, provider: 'simulator', cardBrand: 'visa', cardLast4: '4242' });
    const [event] = await t.app.services.db.select().from(s.webhookEvents).where(and(eq(s.webhookEvents.provider, 'simulator'), eq(s.webhookEvents.eventId, `simevt_${session}_payment.authorised`)));
    expect(event.outcome).toBe('paid');
    const payments = (await t.gql(INFO, { t: tradeid }, as(ada.token))).data.orderInfo.payments.filter((p: { type: number }) => p.type === 1);
    expect(payments).toEqual([{ type: 1, amount }]);
  });

  it('another member can neither list, use nor remove it', async () => {
    expect((await config(bob.token)).stored).toEqual([]);
    const { tradeid, amount } = await placeOrder(bob.token);
    const used = await apply(bob.token, tradeid, { amount, payment_method: JSON.stringify({ type: 'scheme', storedPaymentMethodId: stored }) });
    expect(used.errors?.[0].message).toBe('not acceptable');
    const named = await apply(bob.token, tradeid, { amount, reference: ada.uid, payment_method: JSON.stringify({ type: 'scheme', storedPaymentMethodId: stored }) });
    expect(named.errors?.[0].message).toBe('forbidden');
    expect(await orderStatus(bob.token, tradeid)).toBe(1);
    expect((await t.gql(REMOVE, { v: venue.code, r: bob.uid, id: stored }, as(bob.token))).errors?.[0].message).toBe('not found');
    expect((await t.gql(REMOVE, { v: venue.code, r: ada.uid, id: stored }, as(bob.token))).errors?.[0].message).toBe('forbidden');
    expect((await config(ada.token)).stored.map((m) => m.id)).toEqual([stored]);
  });

  it('a guest can store nothing: no save box, no stored card, no other reference', async () => {
    const { tradeid, amount } = await placeOrder(guest);
    expect((await apply(guest, tradeid, { amount, reference: ada.uid })).errors?.[0].message).toBe('forbidden');
    expect((await apply(guest, tradeid, { amount, payment_method: JSON.stringify({ type: 'scheme', storedPaymentMethodId: stored }) })).errors?.[0].message).toBe('not acceptable');
    const r = await apply(guest, tradeid, { amount, store_payment_method: true });
    expect(r.errors).toBeUndefined();
    const url = cardPage(r.data.orderPayApply.session_data);
    expect(await (await fetch(url)).text()).not.toContain('Save this card');
    await fetch(url, cardForm({ save: 'on' }));
    expect(await orderStatus(guest, tradeid)).toBe(2);
    expect(await t.app.services.db.select().from(s.storedPaymentMethods)).toHaveLength(1);
    expect((await t.gql(REMOVE, { v: venue.code, r: ada.uid, id: stored }, as(guest))).errors?.[0].message).toBe('forbidden');
  });

  it('the member removes the card; it is gone from the list and cannot pay', async () => {
    expect((await t.gql(REMOVE, { v: venue.code, r: ada.uid, id: stored }, as(ada.token))).data.orderPayRemoveStoredPaymentMethod).toBe(true);
    expect((await config(ada.token)).stored).toEqual([]);
    expect((await t.gql(REMOVE, { v: venue.code, r: ada.uid, id: stored }, as(ada.token))).errors?.[0].message).toBe('not found');
    const { tradeid, amount } = await placeOrder(ada.token);
    const r = await apply(ada.token, tradeid, { amount, payment_method: JSON.stringify({ type: 'scheme', storedPaymentMethodId: stored }) });
    expect(r.errors?.[0].message).toBe('not acceptable');
    expect(await orderStatus(ada.token, tradeid)).toBe(1);
  });
});
