/**
 * Apple Pay and Google Pay express (issue 24 item 5) at the providers, against mocked provider HTTP (msw;
 * no test reaches the internet), in the documented request shapes:
 * - Stripe (Express Checkout Element): `POST /v1/payment_intents` form-encoded with amount, currency,
 *   automatic_payment_methods[enabled]=true and our session id in metadata, Bearer secret key and an
 *   Idempotency-Key; the answer's client_secret goes to the browser (stripe.confirmPayment); the signed
 *   payment_intent.succeeded / payment_intent.payment_failed webhooks map to authorised / refused.
 * - Adyen (Drop-in `applepay` / `googlepay`): `POST /payments` JSON with the wallet's paymentMethod
 *   ({type: 'applepay', applePayToken} / {type: 'googlepay', googlePayToken}), merchantAccount, amount
 *   {value, currency}, reference and channel Web, with the x-API-key header; /paymentMethods passes the
 *   wallets' configuration (merchantId, merchantName / gatewayMerchantId) through to the Drop-in.
 * - the simulator: a wallet method is authorised at once (one tap), a card still goes to the card page.
 */
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createStripeProvider, isExpressMethod } from './stripe';
import { createAdyenProvider } from './adyen';
import { createSimulatorProvider, walletTypeOf } from './simulator';

const seen: { url: string; body: string; headers: Record<string, string> }[] = [];
const record = async (request: Request) => {
  const body = await request.text();
  seen.push({ url: request.url, body, headers: Object.fromEntries(request.headers.entries()) });
  return body;
};
const mock = setupServer(
  http.post('https://api.stripe.com/v1/payment_intents', async ({ request }) => {
    const body = new URLSearchParams(await record(request));
    return HttpResponse.json({ id: 'pi_3Express', object: 'payment_intent', amount: Number(body.get('amount')), currency: body.get('currency'), status: 'requires_payment_method', client_secret: 'pi_3Express_secret_abc' });
  }),
  http.post('https://checkout-test.adyen.com/v71/payments', async ({ request }) => {
    await record(request);
    return HttpResponse.json({ pspReference: 'PSP-WALLET-1', resultCode: 'Authorised', amount: { value: 2420, currency: 'AUD' }, merchantReference: 'sess_w1' });
  }),
  http.post('https://checkout-test.adyen.com/v71/paymentMethods', async ({ request }) => {
    await record(request);
    return HttpResponse.json({
      paymentMethods: [
        { type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] },
        { type: 'applepay', name: 'Apple Pay', configuration: { merchantId: '000000000206355', merchantName: 'Platter' } },
        { type: 'googlepay', name: 'Google Pay', configuration: { merchantId: '50', gatewayMerchantId: 'PlatterECOM' } },
      ],
    });
  }),
);
beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
afterEach(() => void (seen.length = 0));
afterAll(() => mock.close());

const input = { sessionId: 'sess_w1', tradeid: 'T250611abc', amount: 2420, currency: 'AUD', countryCode: 'AU', description: 'Laneway Espresso', baseUrl: 'https://platter.example', shape: 'dropIn' as const };

describe('Stripe: the Express Checkout Element confirms a PaymentIntent', () => {
  const stripe = createStripeProvider({ secretKey: 'sk_test_123', webhookSecret: 'whsec_wallet', apiUrl: 'https://api.stripe.com' });

  it('creates a PaymentIntent in the documented form shape and answers its client_secret', async () => {
    const r = await stripe.createPayment({ ...input, paymentMethod: JSON.stringify({ type: 'express' }), email: 'cam@example.com' });
    expect(r).toEqual({ sessionData: 'pi_3Express_secret_abc', resultCode: 'RequiresConfirmation', providerSession: 'pi_3Express', providerReference: 'pi_3Express' });
    expect(seen).toHaveLength(1);
    const form = new URLSearchParams(seen[0].body);
    expect(Object.fromEntries(form)).toEqual({
      amount: '2420',
      currency: 'aud',
      'automatic_payment_methods[enabled]': 'true',
      description: 'Laneway Espresso',
      receipt_email: 'cam@example.com',
      'metadata[session_id]': 'sess_w1',
      'metadata[tradeid]': 'T250611abc',
    });
    expect(seen[0].headers.authorization).toBe('Bearer sk_test_123');
    expect(seen[0].headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(seen[0].headers['idempotency-key']).toBe('sess_w1');
  });

  it('maps the signed payment_intent webhooks (our session id from metadata) and refuses an unsigned one', async () => {
    const nowS = 1_750_000_000;
    const sign = (body: string) => `t=${nowS},v1=${createHmac('sha256', 'whsec_wallet').update(`${nowS}.${body}`).digest('hex')}`;
    const intent = (type: string) =>
      JSON.stringify({ id: `evt_${type}`, type, data: { object: { id: 'pi_3Express', object: 'payment_intent', amount: 2420, amount_received: 2420, currency: 'aud', metadata: { session_id: 'sess_w1', tradeid: 'T250611abc' } } } });
    const ok = intent('payment_intent.succeeded');
    expect(await stripe.verifyWebhook(Buffer.from(ok), { 'stripe-signature': sign(ok) }, nowS)).toEqual([
      { eventId: 'evt_payment_intent.succeeded', kind: 'authorised', sessionId: 'sess_w1', providerSession: 'pi_3Express', providerReference: 'pi_3Express', merchantReference: 'T250611abc', amount: 2420, currency: 'AUD' },
    ]);
    const failed = intent('payment_intent.payment_failed');
    expect((await stripe.verifyWebhook(Buffer.from(failed), { 'stripe-signature': sign(failed) }, nowS))?.[0].kind).toBe('refused');
    expect(await stripe.verifyWebhook(Buffer.from(ok), {}, nowS)).toBeNull();
  });

  it('gives the payment page its publishable key for the Express Checkout Element only when configured', async () => {
    expect(await stripe.paymentMethods({ amount: 1660, currency: 'AUD', countryCode: 'AU', baseUrl: 'https://platter.example' })).toEqual({ provider: 'stripe', paymentMethods: [{ type: 'checkout' }] });
    const keyed = createStripeProvider({ secretKey: 'sk_test_123', webhookSecret: 'whsec_wallet', apiUrl: 'https://api.stripe.com', publishableKey: 'pk_test_abc' });
    expect(await keyed.paymentMethods({ amount: 1660, currency: 'AUD', countryCode: 'AU', baseUrl: 'https://platter.example' })).toMatchObject({ express: { publishableKey: 'pk_test_abc' } });
  });

  it('asks for express only for the express and wallet methods', () => {
    expect(isExpressMethod('{"type":"express"}')).toBe(true);
    expect(isExpressMethod({ type: 'googlepay' })).toBe(true);
    expect(isExpressMethod('{"type":"scheme"}')).toBe(false);
    expect(isExpressMethod('not json')).toBe(false);
  });
});

describe('Adyen: the Drop-in’s applepay and googlepay methods', () => {
  const adyen = createAdyenProvider({ apiKey: 'AQE-test', merchantAccount: 'PlatterECOM', hmacKey: '00', environment: 'test', checkoutUrl: 'https://checkout-test.adyen.com/v71' });

  it.each([
    ['applepay', { type: 'applepay', applePayToken: 'eyJ2ZXJzaW9uIjoiRUNfdjEi' }],
    ['googlepay', { type: 'googlepay', googlePayToken: '{"signature":"MEYCIQ","protocolVersion":"ECv2"}' }],
  ])('sends the %s token to /payments in the documented shape', async (_name, method) => {
    const r = await adyen.createPayment({ ...input, paymentMethod: JSON.stringify(method), returnUrl: 'https://platter.example/pay/callback' });
    expect(r.resultCode).toBe('Authorised');
    expect(r.providerReference).toBe('PSP-WALLET-1');
    const body = JSON.parse(seen[0].body);
    expect(body).toMatchObject({ merchantAccount: 'PlatterECOM', amount: { value: 2420, currency: 'AUD' }, reference: 'sess_w1', paymentMethod: method, channel: 'Web', countryCode: 'AU', returnUrl: 'https://platter.example/pay/callback' });
    expect(seen[0].headers['x-api-key']).toBe('AQE-test');
    expect(seen[0].headers['idempotency-key']).toBe('sess_w1');
  });

  it('lists the wallets with their configuration for the Drop-in', async () => {
    const methods = (await adyen.paymentMethods({ amount: 2420, currency: 'AUD', countryCode: 'AU', baseUrl: 'https://platter.example' })) as { paymentMethods: { type: string; configuration?: Record<string, string> }[] };
    expect(JSON.parse(seen[0].body)).toEqual({ merchantAccount: 'PlatterECOM', countryCode: 'AU', amount: { value: 2420, currency: 'AUD' } });
    expect(methods.paymentMethods.map((m) => m.type)).toEqual(['scheme', 'applepay', 'googlepay']);
    expect(methods.paymentMethods[1].configuration).toEqual({ merchantId: '000000000206355', merchantName: 'Platter' });
    expect(methods.paymentMethods[2].configuration?.gatewayMerchantId).toBe('PlatterECOM');
  });
});

describe('the simulator’s express pay', () => {
  const sim = createSimulatorProvider(async () => Buffer.alloc(32, 1));

  it('authorises a wallet in one tap, sends a card to the card page', async () => {
    expect(await sim.createPayment({ ...input, paymentMethod: '{"type":"applepay","applePayToken":"simulator"}' })).toMatchObject({ resultCode: 'Authorised', sessionData: '{}' });
    expect(await sim.createPayment({ ...input, paymentMethod: { type: 'googlepay', googlePayToken: 'simulator' } })).toMatchObject({ resultCode: 'Authorised' });
    expect(await sim.createPayment({ ...input, paymentMethod: '{"type":"scheme"}' })).toMatchObject({ resultCode: 'RedirectShopper' });
    expect([walletTypeOf('{"type":"paywithgoogle"}'), walletTypeOf({ type: 'applepay' }), walletTypeOf('{"type":"scheme"}'), walletTypeOf('x')]).toEqual(['googlepay', 'applepay', null, null]);
  });
});
