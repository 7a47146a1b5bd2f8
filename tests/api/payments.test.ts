/**
 * Payments over the real app and database: signed webhooks (replays change nothing, unsigned or
 * altered ones are refused with 401), out-of-order and late events, automatic refunds, the
 * simulator's 3-D Secure and pending cards, the payment-data encryptor, the minimum amount, and the
 * Adyen and Stripe adapters against mocked provider HTTP (msw; no test reaches the internet).
 * Spec: orders-and-payments.md §2.8, §2.9, §4.10, §5.2, §7.4.
 */
import { createHmac } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceOrder } from '../../src/domain/price-order';
import type { CartLine, Menu, Product, Venue } from '../../src/domain/types';
import { resolveViewer } from '../../src/server/modules/accounts/sessions';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import * as s from '../helpers/schema';
import { adyenItemSignature } from '../../src/server/providers/payments/adyen';
import { createProviders } from '../../src/server/providers';
import { signatureHeader } from '../../src/server/providers/payments/signing';
import { signSimulatorWebhook, type SimulatorWebhookBody } from '../../src/server/providers/payments/simulator';
import { serverSecret } from '../../src/server/platform/secrets';
import type { Services } from '../../src/server/services';
import { applyPayment, handlePaymentWebhook } from '../../src/server/modules/payments/payments';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';

const NOW_MS = Date.UTC(2025, 5, 11, 0, 0, 0);
const now = NOW_MS / 1000;
const clock = { nowMs: () => NOW_MS };

const REGISTER = `mutation($a:String,$f:String){ userRegisterSubmit(account:$a, firstname:$f, platform:2){ authorization{ token } } }`;
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ id tradeid } }`;
const APPLY = `mutation($t:String!,$pay:PayInput!){ orderPayApply(tradeid:$t, param:{pay:$pay}){ session_id session_data result_code } }`;
const INFO = `query($t:String!){ orderInfo(tradeid:$t){ status paytime statustime{ status } payments{ type amount } } }`;

const ADYEN_HMAC = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const STRIPE_WHSEC = 'whsec_test_secret_for_platter';

let nextLine = 1;
function line(menu: Menu, p: Product, count: number): CartLine {
  const id = nextLine++;
  const taxes = p.tax_ids.flatMap((t) => menu.taxes.filter((x) => x.id === t).map(({ id: i, attr, name, rate }) => ({ id: i, attr, name, rate })));
  return { id, status: 1, store_id: menu.store_id, menu_id: menu.id, code: p.code, count, name: p.name, pid: p.id, sid: 0, cid: p.category_id, gid: id, sequence: p.sequence, discount: 0, value: p.price, price: p.price, tid: id, type: 2, taxes: JSON.stringify(taxes), taxtotal: 0, taxextra: 0, extra: '{}' };
}

// Provider HTTP, mocked. Anything not on 127.0.0.1 that no handler answers fails the test.
const calls: { url: string; body: string; headers: Record<string, string> }[] = [];
/** The amount the mocked Stripe says a checkout session charged (cents). */
let stripeSessionAmount = 0;
const mock = setupServer(
  http.post('https://checkout-test.adyen.com/v71/payments', async ({ request }) => {
    const body = await request.text();
    calls.push({ url: request.url, body, headers: Object.fromEntries(request.headers) });
    const b = JSON.parse(body);
    return HttpResponse.json({ resultCode: 'Authorised', pspReference: `PSP${b.reference.slice(0, 12)}`, merchantReference: b.reference });
  }),
  http.post('https://checkout-test.adyen.com/v71/payments/:psp/refunds', async ({ request, params }) => {
    calls.push({ url: request.url, body: await request.text(), headers: Object.fromEntries(request.headers) });
    return HttpResponse.json({ pspReference: `RF-${params.psp}`, status: 'received' });
  }),
  http.post('https://checkout-test.adyen.com/v71/payments/details', async ({ request }) => {
    calls.push({ url: request.url, body: await request.text(), headers: Object.fromEntries(request.headers) });
    return HttpResponse.json({ resultCode: 'Refused', pspReference: 'PSPX' });
  }),
  http.post('https://api.stripe.com/v1/checkout/sessions', async ({ request }) => {
    const body = await request.text();
    calls.push({ url: request.url, body, headers: Object.fromEntries(request.headers) });
    const form = new URLSearchParams(body);
    return HttpResponse.json({ id: `cs_test_${form.get('client_reference_id')!.slice(0, 8)}`, url: 'https://checkout.stripe.com/c/pay/cs_test_x', payment_intent: 'pi_test_1', object: 'checkout.session' });
  }),
  http.get('https://api.stripe.com/v1/checkout/sessions/:id', async ({ request, params }) => {
    calls.push({ url: request.url, body: '', headers: Object.fromEntries(request.headers) });
    return HttpResponse.json({ id: params.id, object: 'checkout.session', status: 'complete', payment_status: 'paid', amount_total: stripeSessionAmount, currency: 'aud', payment_intent: 'pi_test_1' });
  }),
  http.post('https://api.stripe.com/v1/refunds', async ({ request }) => {
    calls.push({ url: request.url, body: await request.text(), headers: Object.fromEntries(request.headers) });
    return HttpResponse.json({ id: 're_test_1', object: 'refund' });
  }),
);

describe.each(testDatabaseKinds())('payments on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let product: Product;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });

  async function placeOrder(count = 1): Promise<{ tradeid: string; amount: number }> {
    const lines = [line(menu, product, count)];
    const p = priceOrder({ lines, venue, categoryType: 1, scope: 'online', now });
    if (!p.ok) throw new Error(p.code);
    const v = p.value;
    const r = await t.gql(
      EDIT,
      { p: { venue_id: venue.id, category_type: 1, source: 40, feetotal: v.feetotal, feediscount: v.feediscount, feetax: v.feetax, feetaxextra: v.feetaxextra, feetaxes: v.feetaxes, feedelivery: v.feedelivery, feesurcharge: v.feesurcharge, feetopay: v.feetopay, carts: v.carts, payments: v.payments } },
      auth(),
    );
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return { tradeid: r.data.orderEdit.tradeid, amount: v.feetopay };
  }
  async function applySimulator(tradeid: string, amount: number) {
    const r = await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount } }, auth());
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.orderPayApply as { session_id: string; session_data: string };
  }
  async function simulatorWebhook(body: SimulatorWebhookBody, alter?: (text: string) => string, sign = true) {
    const secret = await serverSecret(t.app.services.db, 'simulator_webhook');
    const signed = signSimulatorWebhook(secret, body, now);
    const headers: Record<string, string> = sign ? signed.headers : { 'content-type': 'application/json' };
    return fetch(`${t.url}/pay/webhook/simulator`, { method: 'POST', headers, body: alter ? alter(signed.body) : signed.body });
  }
  const event = (session: string, tradeid: string, amount: number, type: SimulatorWebhookBody['type'] = 'payment.authorised', id = `evt_${session}_${type}`): SimulatorWebhookBody => ({
    id,
    type,
    session_id: session,
    merchant_reference: tradeid,
    psp_reference: `psp_${session.slice(0, 8)}`,
    amount,
    currency: 'AUD',
    card_brand: 'visa',
    last4: '4242',
  });
  const info = async (tradeid: string) => (await t.gql(INFO, { t: tradeid }, auth())).data.orderInfo;
  const paidEvents = async (tradeid: string) => (await info(tradeid)).statustime.filter((e: { status: number }) => e.status === 2).length;

  beforeAll(async () => {
    mock.listen({
      onUnhandledRequest(request) {
        const host = new URL(request.url).hostname;
        if (host !== '127.0.0.1' && host !== 'localhost') throw new Error(`unmocked request to ${request.url}`);
      },
    });
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    product = menu.products.find((p) => p.variants.length === 0 && p.ingredients.length === 0 && p.modifier_ids.length === 0 && p.price > 100)!;
    token = (await t.gql(REGISTER, { a: '0412345678', f: 'Pay' })).data.userRegisterSubmit.authorization.token;
  });
  afterAll(async () => {
    mock.close();
    await t?.close();
  });

  describe('webhooks', () => {
    it('a webhook replayed 5 times pays once', async () => {
      const { tradeid, amount } = await placeOrder();
      const { session_id } = await applySimulator(tradeid, amount);
      const answers = await Promise.all(Array.from({ length: 5 }, () => simulatorWebhook(event(session_id, tradeid, amount))));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      const order = await info(tradeid);
      expect(order.status).toBe(2);
      expect(await paidEvents(tradeid)).toBe(1);
      expect(order.payments.filter((p: { type: number }) => p.type === 1)).toEqual([{ type: 1, amount }]);
      const [{ n }] = await t.app.services.db.select({ n: count() }).from(s.webhookEvents).where(eq(s.webhookEvents.eventId, `evt_${session_id}_payment.authorised`));
      expect(n).toBe(1);
    });

    it.each([
      ['without a signature', undefined, false],
      ['with an altered amount', (b: string) => b.replace(/"amount":\d+/, '"amount":1'), true],
      ['with an altered session id', (b: string) => b.replace('"session_id":"', '"session_id":"x'), true],
    ] as const)('a webhook %s is refused with 401 and changes nothing', async (_name, alter, sign) => {
      const { tradeid, amount } = await placeOrder();
      const { session_id } = await applySimulator(tradeid, amount);
      const res = await simulatorWebhook(event(session_id, tradeid, amount), alter, sign);
      expect(res.status).toBe(401);
      expect((await info(tradeid)).status).toBe(12);
      const [a] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session_id));
      expect(a.status).toBe(1);
    });

    it('a refund made at the provider: one refund order as a staff refund writes it, the order refunded, orderRefunded once, however often the webhook comes', async () => {
      const heard: { tradeid: string; amount?: number }[] = [];
      t.app.services.hooks.on('orderRefunded', async function heardInTest(_tx, e) {
        heard.push({ tradeid: e.order.tradeid, amount: e.amount });
      });
      const { tradeid, amount } = await placeOrder();
      const { session_id } = await applySimulator(tradeid, amount);
      await simulatorWebhook(event(session_id, tradeid, amount));
      expect((await info(tradeid)).status).toBe(2);
      const refund = event(session_id, tradeid, amount, 'refund.succeeded');
      const answers = await Promise.all(Array.from({ length: 4 }, () => simulatorWebhook(refund)));
      // The same refund told again under another event id (a provider's second notification) changes nothing either.
      answers.push(await simulatorWebhook({ ...refund, id: `${refund.id}_again` }));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      const order = await info(tradeid);
      expect(order.status).toBe(3);
      expect(order.statustime.filter((e: { status: number }) => e.status === 44)).toHaveLength(1);
      expect(order.statustime.filter((e: { status: number }) => e.status === 24)).toHaveLength(1);
      const [row] = await t.app.services.db.select().from(s.orders).where(eq(s.orders.tradeid, tradeid));
      expect(row.feerefund).toBe(amount);
      const refunds = await t.app.services.db.select().from(s.refundOrders).where(eq(s.refundOrders.orderId, row.id));
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ state: 'done', status: 3, amount });
      expect(refunds[0].tradeid).toMatch(/^R\d{6}[0-9a-f]{32}$/);
      expect(refunds[0].payments).toEqual([expect.objectContaining({ type: 1, amount, session: session_id, ok: true })]);
      expect(refunds[0].carts.length).toBeGreaterThan(0);
      const [a] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session_id));
      expect(a).toMatchObject({ status: 5, refundedAmount: amount });
      expect(heard.filter((h) => h.tradeid === tradeid)).toEqual([{ tradeid, amount }]);
    });

    it('a partial refund at the provider leaves the order partly refunded (11); staff refund the rest, and orderRefunded runs for each', async () => {
      const heard: { tradeid: string; amount?: number }[] = [];
      t.app.services.hooks.on('orderRefunded', async (_tx, e) => void heard.push({ tradeid: e.order.tradeid, amount: e.amount }));
      const { tradeid, amount } = await placeOrder(2);
      const { session_id } = await applySimulator(tradeid, amount);
      await simulatorWebhook(event(session_id, tradeid, amount));
      await simulatorWebhook({ ...event(session_id, tradeid, 100, 'refund.succeeded') });
      expect((await info(tradeid)).status).toBe(11);
      const [row] = await t.app.services.db.select().from(s.orders).where(eq(s.orders.tradeid, tradeid));
      expect(row.feerefund).toBe(100);
      const { refundOrder } = await import('../../src/server/modules/payments/refunds');
      const rest = await refundOrder(t.app.services, { venueId: venue.id, venueCode: venue.code }, tradeid, 'all');
      expect(rest.ok && rest.value.amount).toBe(amount - 100);
      expect((await info(tradeid)).status).toBe(3);
      expect(heard.filter((h) => h.tradeid === tradeid)).toEqual([
        { tradeid, amount: 100 },
        { tradeid, amount: amount - 100 },
      ]);
    });

    it('a refusal arriving after the success changes nothing', async () => {
      const { tradeid, amount } = await placeOrder();
      const { session_id } = await applySimulator(tradeid, amount);
      await simulatorWebhook(event(session_id, tradeid, amount));
      expect((await simulatorWebhook(event(session_id, tradeid, amount, 'payment.refused'))).status).toBe(200);
      expect((await info(tradeid)).status).toBe(2);
      const [a] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session_id));
      expect(a.status).toBe(2);
    });

    it('a success for a different amount than the server total is refunded, the order stays unpaid', async () => {
      const { tradeid, amount } = await placeOrder();
      const { session_id } = await applySimulator(tradeid, amount);
      await simulatorWebhook(event(session_id, tradeid, amount - 10));
      expect((await info(tradeid)).status).toBe(1);
      const [a] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session_id));
      expect(a.status).toBe(5);
      expect(a.refundReason).toContain('amount');
    });

    it('a late success after the order was canceled (stock given back) is refunded automatically', async () => {
      await t.app.services.db.update(s.products).set({ inventory: 2, stocks: 5 }).where(eq(s.products.id, product.id));
      menu = (await loadMenu(t.app.services.db, venue.id))!;
      const { tradeid, amount } = await placeOrder(2);
      const { session_id } = await applySimulator(tradeid, amount);
      expect((await t.gql(`mutation($t:String!){ orderPayCancel(tradeid:$t) }`, { t: tradeid }, auth())).data.orderPayCancel).toBe(true);
      expect((await t.gql(`mutation($t:String!){ orderOperate(tradeid:$t, status:5){ status } }`, { t: tradeid }, auth())).data.orderOperate.status).toBe(5);
      const [{ stocks }] = await t.app.services.db.select({ stocks: s.products.stocks }).from(s.products).where(eq(s.products.id, product.id));
      expect(stocks).toBe(5);
      expect((await simulatorWebhook(event(session_id, tradeid, amount))).status).toBe(200);
      const order = await info(tradeid);
      expect(order.status).toBe(5);
      expect(await paidEvents(tradeid)).toBe(0);
      const [a] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session_id));
      expect(a).toMatchObject({ status: 5, refundReason: 'order can no longer take the payment' });
      await t.app.services.db.update(s.products).set({ inventory: 1, stocks: 0 }).where(eq(s.products.id, product.id));
      menu = (await loadMenu(t.app.services.db, venue.id))!;
    });

    it('the diner asks a refund (44) of a paid order only: an unpaid one is refused, a paid one becomes refunding (issue 26 item 12)', async () => {
      const ask = (tid: string) => t.gql(`mutation($t:String!){ orderOperate(tradeid:$t, status:44){ status } }`, { t: tid }, auth());
      const { tradeid, amount } = await placeOrder();
      const refused = await ask(tradeid);
      expect(refused.errors?.[0]?.message).toBe('forbidden');
      expect((await info(tradeid)).status).toBe(1);
      const { session_id } = await applySimulator(tradeid, amount);
      await simulatorWebhook(event(session_id, tradeid, amount));
      expect((await info(tradeid)).status).toBe(2);
      expect((await ask(tradeid)).data.orderOperate.status).toBe(44);
      const order = await info(tradeid);
      expect(order.status).toBe(11);
      expect(order.statustime.map((e: { status: number }) => e.status)).toContain(44);
      // Asked once: a second ask while refunding is refused.
      expect((await ask(tradeid)).errors?.[0]?.message).toBe('forbidden');
    });

    it('a late success after only the payment was canceled still pays the order', async () => {
      const { tradeid, amount } = await placeOrder();
      const { session_id } = await applySimulator(tradeid, amount);
      await t.gql(`mutation($t:String!){ orderPayCancel(tradeid:$t) }`, { t: tradeid }, auth());
      expect((await info(tradeid)).status).toBe(1);
      await simulatorWebhook(event(session_id, tradeid, amount));
      expect((await info(tradeid)).status).toBe(2);
    });
  });

  describe('simulator cards', () => {
    const form = (number: string) => ({ method: 'POST', redirect: 'manual' as const, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ name: 'T', number, expiry: '01/31', cvc: '999' }).toString() });

    it('4000 0000 0000 3220 asks a 3-D Secure challenge, then pays when it passes', async () => {
      const { tradeid, amount } = await placeOrder();
      const { session_data } = await applySimulator(tradeid, amount);
      const challenge = await fetch(session_data, form('4000000000003220'));
      expect(challenge.status).toBe(200);
      expect(await challenge.text()).toContain('Complete authentication');
      expect((await info(tradeid)).status).toBe(12);
      const done = await fetch(`${session_data}/challenge`, { ...form(''), body: 'answer=pass' });
      expect(done.headers.get('location')).toContain('result=authorised');
      expect((await info(tradeid)).status).toBe(2);
    });

    it('answers a 3-D Secure POST only to a challenge the card page started: a bare one pays nothing', async () => {
      const { tradeid, amount } = await placeOrder();
      const { session_data } = await applySimulator(tradeid, amount);
      const bare = await fetch(`${session_data}/challenge`, { ...form(''), body: 'answer=pass' });
      expect(bare.status).toBe(409);
      expect(await bare.text()).toContain('No authentication is waiting for this payment.');
      expect((await info(tradeid)).status).toBe(12);
      // A refused-card attempt never asked for one either.
      await fetch(session_data, form('4000000000000002'));
      expect((await fetch(`${session_data}/challenge`, { ...form(''), body: 'answer=pass' })).headers.get('location')).toContain('result=refused');
      expect((await info(tradeid)).status).not.toBe(2);
    });

    it('sends the browser back only to this site: a return, success or cancel URL elsewhere is refused', async () => {
      const { tradeid, amount } = await placeOrder();
      for (const field of ['return_url', 'success_url', 'cancel_url']) {
        for (const url of ['https://evil.example/phish', '//evil.example/x', 'javascript:alert(1)', `https://user:pw@${new URL(t.url).host}/x`]) {
          const r = await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount, [field]: url } }, auth());
          expect(r.errors?.[0].message, `${field} ${url}`).toBe('not valid');
        }
      }
      // This site's own URL, absolute or a path, is kept (a path made absolute).
      const ok = await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount, return_url: '/pay/callback?tid=x' } }, auth());
      expect(ok.errors).toBeUndefined();
      const [a] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, ok.data.orderPayApply.session_id));
      expect(a.returnUrl).toBe(`${t.url}/pay/callback?tid=x`);
    });

    it('the return reports what happened, not always authorised: refused for the refused card', async () => {
      const { tradeid, amount } = await placeOrder();
      const { session_id, session_data } = await applySimulator(tradeid, amount);
      const res = await fetch(session_data, form('4000000000000002'));
      expect(res.headers.get('location')).toContain('result=refused');
      const [a] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session_id));
      expect(a.status).toBe(3);
      expect((await info(tradeid)).status).toBe(1);
    });

    it('a success card on an order that can no longer take it returns result=refunded, and the order is not paid', async () => {
      const { tradeid, amount } = await placeOrder();
      const { session_id, session_data } = await applySimulator(tradeid, amount);
      // The order's stock was given back meanwhile (canceled by staff): the success is refunded automatically.
      await t.app.services.db.update(s.orders).set({ stockReleased: true }).where(eq(s.orders.tradeid, tradeid));
      const res = await fetch(session_data, form('4242424242424242'));
      const location = res.headers.get('location')!;
      expect(location).toContain('result=refunded');
      expect(location).not.toContain('authorised');
      const [a] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session_id));
      expect(a.status).toBe(5);
      expect((await info(tradeid)).status).not.toBe(2);
    });

    it("'Cancel payment' on the card page ends the attempt (result=cancelled) and the order is payable again", async () => {
      const { tradeid, amount } = await placeOrder();
      const { session_id, session_data } = await applySimulator(tradeid, amount);
      expect(await (await fetch(session_data)).text()).toContain('Cancel payment');
      const res = await fetch(`${session_data}/cancel`, { ...form(''), body: '' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toContain('result=cancelled');
      const [a] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session_id));
      expect(a.status).toBe(4);
      expect((await info(tradeid)).status).toBe(1);
      // Posting a card afterwards pays nothing and tells the same.
      const late = await fetch(session_data, form('4242424242424242'));
      expect(late.headers.get('location')).toContain('result=cancelled');
      expect((await info(tradeid)).status).toBe(1);
      // A new payment can start.
      expect((await applySimulator(tradeid, amount)).session_id).not.toBe(session_id);
    });

    it('4000 0000 0000 0077 stays pending; the page never sends the card number to the API', async () => {
      const { tradeid, amount } = await placeOrder();
      const { session_id, session_data } = await applySimulator(tradeid, amount);
      const res = await fetch(session_data, form('4000 0000 0000 0077'));
      expect(res.headers.get('location')).toContain('result=pending');
      expect((await info(tradeid)).status).toBe(12);
      const [a] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session_id));
      expect(a).toMatchObject({ status: 1, cardLast4: '0077' });
      expect(JSON.stringify(a)).not.toContain('4000000000000077');
      // Continuing the pending payment gives the same session back; another platform is 'Paying'.
      expect((await applySimulator(tradeid, amount)).session_id).toBe(session_id);
      expect((await t.gql(APPLY, { t: tradeid, pay: { platform: 1, amount } }, auth())).errors?.[0].message).toBe('Paying');
    });
  });

  describe('amounts', () => {
    it('refuses an online payment of 50 cents or less', async () => {
      const [c] = await t.app.services.db.insert(s.coupons).values({ venueId: venue.id, code: 'BIG', shortCode: 'BIG', name: 'Big', type: 2, value: product.price - 40 }).returning();
      const lines = [line(menu, product, 1)];
      const coupon = { id: c.id, code: 'BIG', short_code: 'BIG', name: 'Big', mode: 0, scenario: 0, type: 2, scope: 'all', value: c.value, minimum_order: 0, validdays: 0, validend: 0, validstart: 0, validtype: 0, validweeks: '', valid_start_time: '', valid_end_time: '', usage_limit_user: 0, status: 1 };
      const p = priceOrder({ lines, venue, categoryType: 1, scope: 'online', now, coupons: [coupon] });
      if (!p.ok) throw new Error(p.code);
      const v = p.value;
      expect(v.feetopay).toBe(40);
      const r = await t.gql(EDIT, { p: { venue_id: venue.id, category_type: 1, feetotal: v.feetotal, feediscount: v.feediscount, feetax: v.feetax, feetaxextra: v.feetaxextra, feetaxes: v.feetaxes, feedelivery: 0, feesurcharge: 0, feetopay: 40, carts: v.carts, payments: v.payments } }, auth());
      const pay = await t.gql(APPLY, { t: r.data.orderEdit.tradeid, pay: { platform: 2, amount: 40 } }, auth());
      expect(pay.errors?.[0].extensions?.code).toBe('PAYMENT_BELOW_MINIMUM');
    });
  });

  describe('payment-data encryptor (bound to an order and a session: no open oracle)', () => {
    const crypt = (body: unknown, headers: Record<string, string> = {}) => fetch(`${t.url}/pay/encryptor`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

    it("encrypts the parameters of the session's own order (AES-256-GCM) and decrypts them for that session only; altered data does not decrypt", async () => {
      const { tradeid, amount } = await placeOrder();
      const params = JSON.stringify({ platform: 1, tradeid, amount, venue_code: 'laneway-espresso' });
      const enc = await (await crypt({ method: 'encrypt', params }, auth())).json();
      expect(enc.data).toMatch(/^[A-Za-z0-9_-]+$/);
      const dec = await (await crypt({ method: 'decrypt', params: enc.data }, auth())).json();
      expect(dec.data).toBe(params);
      const flipped = enc.data.slice(0, 20) + (enc.data[20] === 'A' ? 'B' : 'A') + enc.data.slice(21);
      const bad = await crypt({ method: 'decrypt', params: flipped }, auth());
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ error: 'Decryption failed' });
    });

    it('answers nobody without a session, encrypts nothing for an order not theirs, and decrypts nothing for another session', async () => {
      const { tradeid, amount } = await placeOrder();
      const params = JSON.stringify({ platform: 1, tradeid, amount, venue_code: 'laneway-espresso' });
      const enc = (await (await crypt({ method: 'encrypt', params }, auth())).json()).data as string;
      // No session: neither way.
      for (const body of [{ method: 'encrypt', params }, { method: 'decrypt', params: enc }]) {
        const r = await crypt(body);
        expect(r.status).toBe(401);
        expect(JSON.stringify(await r.json())).not.toContain(String(amount));
      }
      // Another diner: their own session cannot read this order's data, nor seal data for it.
      const other = (await t.gql(REGISTER, { a: '0498765432', f: 'Other' })).data.userRegisterSubmit.authorization.token as string;
      const theirs = { authorization: `Bearer ${other}` };
      const stolen = await crypt({ method: 'decrypt', params: enc }, theirs);
      expect(stolen.status).toBe(400);
      expect(await stolen.json()).toEqual({ error: 'Decryption failed' });
      expect((await crypt({ method: 'encrypt', params }, theirs)).status).toBe(404);
      // Arbitrary text (no order named) is not sealed for anyone.
      const arbitrary = await crypt({ method: 'encrypt', params: 'attack at dawn' }, auth());
      expect(arbitrary.status).toBe(400);
      expect(await arbitrary.json()).toEqual({ error: 'Invalid payment data' });
      expect((await crypt({ method: 'encrypt', params: JSON.stringify({ tradeid: 'P250611nope' }) }, auth())).status).toBe(404);
    });
  });

  /** The running app's services under another configuration, with providers built from it (as main.ts does). */
  const withConfig = (change: Partial<Services['config']>): Services => {
    const config = { ...t.app.services.config, ...change };
    return { ...t.app.services, config, providers: createProviders({ config, db: t.app.services.db, logger: t.app.services.logger }) };
  };

  describe('Adyen adapter (mocked HTTP)', () => {
    // The app's services with Adyen configured: the providers are built from that configuration and passed in.
    const adyen = (): Services => withConfig({ PAYMENT_PROVIDER: 'adyen', ADYEN_API_KEY: 'test_key', ADYEN_MERCHANT_ACCOUNT: 'PlatterECOM', ADYEN_HMAC_KEY: ADYEN_HMAC });
    const item = (reference: string, psp: string, value: number, success = 'true', eventCode = 'AUTHORISATION') => {
      const i: Record<string, any> = { amount: { value, currency: 'AUD' }, eventCode, merchantAccountCode: 'PlatterECOM', merchantReference: reference, pspReference: psp, originalReference: '', success, additionalData: {} };
      i.additionalData.hmacSignature = adyenItemSignature(i, ADYEN_HMAC);
      return i;
    };

    it('starts a drop-in payment with the server amount; only the HMAC-verified AUTHORISATION webhook pays', async () => {
      const services = adyen();
      const { tradeid, amount } = await placeOrder();
      const viewer = await resolveViewer(t.app.services.db, token, now);
      const r = await applyPayment(services, viewer, tradeid, { platform: 1, amount, payment_method: JSON.stringify({ type: 'scheme', encryptedCardNumber: 'adyenjs_...' }), return_url: 'https://shop.example/pay/callback' }, 'https://shop.example');
      if (!r.ok) throw new Error(r.code);
      const call = calls.filter((c) => c.url.endsWith('/v71/payments')).at(-1)!;
      expect(call.headers['x-api-key']).toBe('test_key');
      const sent = JSON.parse(call.body);
      expect(sent).toMatchObject({ merchantAccount: 'PlatterECOM', amount: { value: amount, currency: 'AUD' }, reference: r.value.session_id, returnUrl: 'https://shop.example/pay/callback' });
      expect(r.value.result_code).toBe('Authorised');
      // A synchronous 'Authorised' is not final.
      expect((await info(tradeid)).status).toBe(12);

      const body = JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item(r.value.session_id, `PSP${r.value.session_id.slice(0, 12)}`, amount) }] });
      const forged = JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: { ...item(r.value.session_id, `PSP${r.value.session_id.slice(0, 12)}`, amount), amount: { value: 1, currency: 'AUD' } } }] });
      expect((await handlePaymentWebhook(services, 'adyen', Buffer.from(forged), {})).status).toBe(401);
      // With Adyen taking payments, the simulator's webhook is not there at all.
      expect((await handlePaymentWebhook(services, 'simulator', Buffer.from('{}'), {})).status).toBe(404);
      expect((await info(tradeid)).status).toBe(12);
      for (let i = 0; i < 3; i++) expect(await handlePaymentWebhook(services, 'adyen', Buffer.from(body), {})).toEqual({ status: 200, body: '[accepted]' });
      expect((await info(tradeid)).status).toBe(2);
      expect(await paidEvents(tradeid)).toBe(1);
    });

    it('refunds through /payments/{pspReference}/refunds when staff refund', async () => {
      const services = adyen();
      const { tradeid, amount } = await placeOrder();
      const viewer = await resolveViewer(t.app.services.db, token, now);
      const r = await applyPayment(services, viewer, tradeid, { platform: 1, amount }, 'https://shop.example');
      if (!r.ok) throw new Error(r.code);
      await handlePaymentWebhook(services, 'adyen', Buffer.from(JSON.stringify({ notificationItems: [{ NotificationRequestItem: item(r.value.session_id, `PSP${r.value.session_id.slice(0, 12)}`, amount) }] })), {});
      const { operateOrder } = await import('../../src/server/modules/payments/operate');
      const refunded = await operateOrder(services, viewer, { venueId: venue.id, venueCode: venue.code }, tradeid, 44);
      expect(refunded).toEqual({ ok: true, value: { datetime: now, status: 24 } });
      const refundCall = calls.filter((c) => c.url.includes(`/payments/PSP${r.value.session_id.slice(0, 12)}/refunds`)).at(-1)!;
      expect(JSON.parse(refundCall.body)).toMatchObject({ amount: { value: amount, currency: 'AUD' }, merchantAccount: 'PlatterECOM' });
      const order = await info(tradeid);
      expect(order.status).toBe(3);
      expect(order.statustime.map((e: { status: number }) => e.status)).toEqual([1, 2, 44, 24]);
    });

    it('partial refunds: each its own amount and reference; a confirming REFUND webhook changes nothing', async () => {
      const services = adyen();
      const { tradeid, amount } = await placeOrder();
      const viewer = await resolveViewer(t.app.services.db, token, now);
      const r = await applyPayment(services, viewer, tradeid, { platform: 1, amount }, 'https://shop.example');
      if (!r.ok) throw new Error(r.code);
      const psp = `PSP${r.value.session_id.slice(0, 12)}`;
      await handlePaymentWebhook(services, 'adyen', Buffer.from(JSON.stringify({ notificationItems: [{ NotificationRequestItem: item(r.value.session_id, psp, amount) }] })), {});
      const { refundOrder } = await import('../../src/server/modules/payments/refunds');
      const staff = { venueId: venue.id, venueCode: venue.code };
      const first = await refundOrder(services, staff, tradeid, { amount: 100 });
      const second = await refundOrder(services, staff, tradeid, { amount: 150 });
      if (!first.ok || !second.ok) throw new Error('refund failed');
      const bodies = calls.filter((c) => c.url.includes(`/payments/${psp}/refunds`)).map((c) => ({ body: JSON.parse(c.body), key: c.headers['idempotency-key'] }));
      expect(bodies.map((b) => b.body.amount.value)).toEqual([100, 150]);
      expect(bodies.map((b) => b.key)).toEqual([`refund-${first.value.tradeid}`, `refund-${second.value.tradeid}`]);
      expect(bodies[0].body.reference).toBe(`refund-${first.value.tradeid}`);
      const refundEvent: Record<string, any> = { ...item(r.value.session_id, 'PSPREFUND1', 100, 'true', 'REFUND'), originalReference: psp };
      refundEvent.additionalData.hmacSignature = adyenItemSignature(refundEvent, ADYEN_HMAC);
      await handlePaymentWebhook(services, 'adyen', Buffer.from(JSON.stringify({ notificationItems: [{ NotificationRequestItem: refundEvent }] })), {});
      const [attempt] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, r.value.session_id));
      expect(attempt).toMatchObject({ status: 2, refundedAmount: 250 });
      expect(await info(tradeid)).toMatchObject({ status: 11 });
    });
  });

  describe('Stripe Checkout adapter (mocked HTTP)', () => {
    const stripe = (): Services => withConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_platter', STRIPE_WEBHOOK_SECRET: STRIPE_WHSEC });

    it('creates a hosted session for the server amount; only a Stripe-signed webhook pays, once', async () => {
      const services = stripe();
      const { tradeid, amount } = await placeOrder();
      const viewer = await resolveViewer(t.app.services.db, token, now);
      const r = await applyPayment(services, viewer, tradeid, { platform: 2, amount, success_url: 'https://shop.example/pay/callback?result=success' }, 'https://shop.example');
      if (!r.ok) throw new Error(r.code);
      expect(r.value.session_data).toBe('https://checkout.stripe.com/c/pay/cs_test_x');
      const call = calls.filter((c) => c.url.endsWith('/v1/checkout/sessions')).at(-1)!;
      expect(call.headers.authorization).toBe('Bearer sk_test_platter');
      expect(call.headers['idempotency-key']).toBe(r.value.session_id);
      const form = new URLSearchParams(call.body);
      expect(form.get('line_items[0][price_data][unit_amount]')).toBe(String(amount));
      expect(form.get('line_items[0][price_data][currency]')).toBe('aud');
      expect(form.get('client_reference_id')).toBe(r.value.session_id);

      const [attempt] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, r.value.session_id));
      const payload = JSON.stringify({
        id: `evt_${r.value.session_id.slice(0, 10)}`,
        type: 'checkout.session.completed',
        data: { object: { object: 'checkout.session', id: attempt.providerSession, client_reference_id: r.value.session_id, payment_status: 'paid', amount_total: amount, currency: 'aud', payment_intent: 'pi_test_1', metadata: { tradeid } } },
      });
      const wrong = signatureHeader('whsec_wrong', now, payload);
      expect((await handlePaymentWebhook(services, 'stripe', Buffer.from(payload), { 'stripe-signature': wrong })).status).toBe(401);
      const stale = signatureHeader(STRIPE_WHSEC, now - 3600, payload);
      expect((await handlePaymentWebhook(services, 'stripe', Buffer.from(payload), { 'stripe-signature': stale })).status).toBe(401);
      expect((await info(tradeid)).status).toBe(12);
      const good = signatureHeader(STRIPE_WHSEC, now, payload);
      for (let i = 0; i < 3; i++) expect((await handlePaymentWebhook(services, 'stripe', Buffer.from(payload), { 'stripe-signature': good })).status).toBe(200);
      expect((await info(tradeid)).status).toBe(2);
      expect(await paidEvents(tradeid)).toBe(1);
      const [paid] = await t.app.services.db.select().from(s.paymentAttempts).where(and(eq(s.paymentAttempts.sessionId, r.value.session_id)));
      expect(paid).toMatchObject({ status: 2, providerReference: 'pi_test_1' });
      // The signature helper matches Stripe's scheme: v1 = HMAC-SHA256(secret, `${t}.${body}`).
      expect(good).toBe(`t=${now},v1=${createHmac('sha256', STRIPE_WHSEC).update(`${now}.${payload}`).digest('hex')}`);
    });

    it('partial refunds go to /v1/refunds with the amount and one idempotency key per refund', async () => {
      const services = stripe();
      const { tradeid, amount } = await placeOrder();
      const viewer = await resolveViewer(t.app.services.db, token, now);
      const r = await applyPayment(services, viewer, tradeid, { platform: 2, amount }, 'https://shop.example');
      if (!r.ok) throw new Error(r.code);
      const [attempt] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, r.value.session_id));
      const payload = JSON.stringify({
        id: `evt_p${r.value.session_id.slice(0, 10)}`,
        type: 'checkout.session.completed',
        data: { object: { object: 'checkout.session', id: attempt.providerSession, client_reference_id: r.value.session_id, payment_status: 'paid', amount_total: amount, currency: 'aud', payment_intent: 'pi_test_2', metadata: { tradeid } } },
      });
      await handlePaymentWebhook(services, 'stripe', Buffer.from(payload), { 'stripe-signature': signatureHeader(STRIPE_WHSEC, now, payload) });
      const { refundOrder } = await import('../../src/server/modules/payments/refunds');
      const staff = { venueId: venue.id, venueCode: venue.code };
      const first = await refundOrder(services, staff, tradeid, { amount: 120 });
      if (!first.ok) throw new Error(first.code);
      const rest = await refundOrder(services, staff, tradeid, 'all');
      if (!rest.ok) throw new Error(rest.code);
      const sent = calls.filter((c) => c.url.endsWith('/v1/refunds')).slice(-2);
      expect(sent.map((c) => new URLSearchParams(c.body).get('amount'))).toEqual(['120', String(amount - 120)]);
      expect(sent.map((c) => new URLSearchParams(c.body).get('payment_intent'))).toEqual(['pi_test_2', 'pi_test_2']);
      expect(sent.map((c) => c.headers['idempotency-key'])).toEqual([`refund-${first.value.tradeid}`, `refund-${rest.value.tradeid}`]);
      const [after] = await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, r.value.session_id));
      expect(after).toMatchObject({ status: 5, refundedAmount: amount });
      expect(await info(tradeid)).toMatchObject({ status: 3 });
    });
  });

  describe("stale 'paying' orders (the sweep at start and on a timer)", () => {
    const age = async (session: string, seconds = 3600) => t.app.services.db.update(s.paymentAttempts).set({ createdAt: now - seconds }).where(eq(s.paymentAttempts.sessionId, session));
    const attemptOf = async (session: string) => (await t.app.services.db.select().from(s.paymentAttempts).where(eq(s.paymentAttempts.sessionId, session)))[0];

    it('asks the simulator: a success whose webhook was lost pays the order through the webhook path (orderPaid runs); an abandoned one is payable again; a recent one waits', async () => {
      const paidHeard: string[] = [];
      t.app.services.hooks.on('orderPaid', async (_tx, e) => void paidHeard.push(e.order.tradeid));
      // A success card typed, then the crash: no webhook was applied.
      const lost = await placeOrder();
      const lostPay = await applySimulator(lost.tradeid, lost.amount);
      await t.app.services.db.update(s.paymentAttempts).set({ cardBrand: 'visa', cardLast4: '4242' }).where(eq(s.paymentAttempts.sessionId, lostPay.session_id));
      await age(lostPay.session_id);
      // The card page left before a card was entered.
      const left = await placeOrder();
      const leftPay = await applySimulator(left.tradeid, left.amount);
      await age(leftPay.session_id);
      // A payment started a minute ago is still the diner's.
      const recent = await placeOrder();
      const recentPay = await applySimulator(recent.tradeid, recent.amount);
      await age(recentPay.session_id, 60);

      const { settleStalePayments } = await import('../../src/server/modules/payments');
      const r = await settleStalePayments(t.app.services, 30 * 60_000);
      expect(r.outcomes[lostPay.session_id]).toBe('paid');
      expect(r.outcomes[leftPay.session_id]).toBe('canceled');
      expect(r.outcomes[recentPay.session_id]).toBeUndefined();
      expect((await info(lost.tradeid)).status).toBe(2);
      expect(await paidEvents(lost.tradeid)).toBe(1);
      expect(paidHeard).toContain(lost.tradeid);
      expect(await attemptOf(lostPay.session_id)).toMatchObject({ status: 2, cardLast4: '4242' });
      expect((await info(left.tradeid)).status).toBe(1);
      expect((await attemptOf(leftPay.session_id)).status).toBe(4);
      expect((await info(recent.tradeid)).status).toBe(12);
      // Again (another process, the next tick): nothing more happens; the webhook arriving late changes nothing.
      const again = await settleStalePayments(t.app.services, 30 * 60_000);
      expect(again.outcomes[lostPay.session_id]).toBeUndefined();
      await simulatorWebhook(event(lostPay.session_id, lost.tradeid, lost.amount));
      expect(await paidEvents(lost.tradeid)).toBe(1);
      expect(paidHeard.filter((x) => x === lost.tradeid)).toHaveLength(1);
      // The diner may pay the abandoned order again.
      expect((await applySimulator(left.tradeid, left.amount)).session_id).not.toBe(leftPay.session_id);
    });

    it("runs at start: an order 'paying' with its refused card's webhook lost is payable again at once", async () => {
      const o = await placeOrder();
      const p = await applySimulator(o.tradeid, o.amount);
      await t.app.services.db.update(s.paymentAttempts).set({ cardBrand: 'visa', cardLast4: '0002' }).where(eq(s.paymentAttempts.sessionId, p.session_id));
      await age(p.session_id);
      const { startStalePaymentSweep } = await import('../../src/server/modules/payments');
      const stop = startStalePaymentSweep(t.app.services, 30 * 60_000, 3_600_000);
      try {
        await expect.poll(async () => (await info(o.tradeid)).status, { timeout: 5_000 }).toBe(1);
        expect((await attemptOf(p.session_id)).status).toBe(3);
      } finally {
        stop();
      }
    });

    it("puts back to payable an order left 'paying' with no pending attempt", async () => {
      const o = await placeOrder();
      await t.app.services.db.update(s.orders).set({ status: 12, updatedAt: now - 3600 }).where(eq(s.orders.tradeid, o.tradeid));
      const { settleStalePayments } = await import('../../src/server/modules/payments');
      expect((await settleStalePayments(t.app.services, 30 * 60_000)).orders).toBeGreaterThanOrEqual(1);
      expect((await info(o.tradeid)).status).toBe(1);
    });

    it('asks Stripe for the checkout session (GET) and pays; leaves an Adyen attempt (no status call) to its webhook', async () => {
      const stripe = withConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_platter', STRIPE_WEBHOOK_SECRET: STRIPE_WHSEC });
      const viewer = await resolveViewer(t.app.services.db, token, now);
      const o = await placeOrder();
      const r = await applyPayment(stripe, viewer, o.tradeid, { platform: 2, amount: o.amount }, 'https://shop.example');
      if (!r.ok) throw new Error(r.code);
      await age(r.value.session_id);
      stripeSessionAmount = o.amount;
      const { settleStalePayments } = await import('../../src/server/modules/payments');
      const done = await settleStalePayments(stripe, 30 * 60_000);
      expect(done.outcomes[r.value.session_id]).toBe('paid');
      const cs = (await attemptOf(r.value.session_id)).providerSession;
      expect(calls.some((c) => c.url.endsWith(`/v1/checkout/sessions/${cs}`))).toBe(true);
      expect((await info(o.tradeid)).status).toBe(2);

      const adyen = withConfig({ PAYMENT_PROVIDER: 'adyen', ADYEN_API_KEY: 'test_key', ADYEN_MERCHANT_ACCOUNT: 'PlatterECOM', ADYEN_HMAC_KEY: ADYEN_HMAC });
      const o2 = await placeOrder();
      const r2 = await applyPayment(adyen, viewer, o2.tradeid, { platform: 1, amount: o2.amount }, 'https://shop.example');
      if (!r2.ok) throw new Error(r2.code);
      await age(r2.value.session_id);
      const left = await settleStalePayments(adyen, 30 * 60_000);
      expect(left.outcomes[r2.value.session_id]).toBeUndefined();
      expect(left.left).toBeGreaterThanOrEqual(1);
      expect((await info(o2.tradeid)).status).toBe(12);
    });
  });
});
