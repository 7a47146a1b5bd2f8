/**
 * Stripe Checkout adapter (hosted checkout): `POST /v1/checkout/sessions` (form-encoded, Bearer secret
 * key, Idempotency-Key = our session id), `POST /v1/checkout/sessions/{id}/expire`, `POST /v1/refunds`;
 * webhooks verified on the raw body with the `Stripe-Signature` header (t=…,v1=HMAC-SHA256 of
 * `${t}.${body}` with the endpoint secret, 5-minute tolerance). The session carries our attempt's
 * session id as `client_reference_id` and in its metadata.
 * Events: checkout.session.completed (payment_status paid) and checkout.session.async_payment_succeeded
 * → authorised; checkout.session.async_payment_failed → refused; checkout.session.expired → canceled;
 * charge.refunded → refunded.
 * Express checkout (issue 24 item 5; Apple Pay and Google Pay through the Express Checkout Element): a
 * payment whose method is `{type: 'express' | 'applepay' | 'googlepay'}` creates a PaymentIntent (`POST
 * /v1/payment_intents`, automatic_payment_methods enabled, our session id in its metadata) and answers its
 * client_secret, which the browser confirms (`stripe.confirmPayment`); payment_intent.succeeded →
 * authorised, payment_intent.payment_failed → refused, payment_intent.canceled → canceled.
 */
import type { IncomingHttpHeaders } from 'node:http';
import { verifyTimestamped } from './signing';
import { ProviderError, type PaymentEvent, type PaymentProvider } from './types';

/** Stripe credentials and endpoint (README configuration: STRIPE_*). */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** https://api.stripe.com */
  apiUrl: string;
  /** pk_…: given to the payment page for the Express Checkout Element (Apple Pay, Google Pay); none → no express. */
  publishableKey?: string;
}

/** Flattens nested objects into Stripe's form encoding: a[b][0][c]=v. */
export function stripeForm(data: Record<string, unknown>, prefix = '', out = new URLSearchParams()): URLSearchParams {
  for (const [k, v] of Object.entries(data)) {
    if (v === undefined || v === null) continue;
    const key = prefix ? `${prefix}[${k}]` : k;
    if (typeof v === 'object') stripeForm(v as Record<string, unknown>, key, out);
    else out.append(key, String(v));
  }
  return out;
}

/** Whether a payment method (JSON string or object) asks for Stripe's express checkout: `{type: 'express'}` or a wallet (`applepay`, `googlepay`). */
export function isExpressMethod(paymentMethod: unknown): boolean {
  let v = paymentMethod;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return false;
    }
  }
  const type = v && typeof v === 'object' ? (v as { type?: unknown }).type : undefined;
  return type === 'express' || type === 'applepay' || type === 'googlepay';
}

/** The Stripe Checkout adapter for `config` (see the module note). Errors from Stripe surface as `ProviderError`. */
export function createStripeProvider(config: StripeConfig): PaymentProvider {
  /** POSTs `form` to `path`; without a form, GETs it. */
  const call = async (path: string, form: Record<string, unknown> | null, idempotencyKey?: string): Promise<any> => {
    let res: Response;
    try {
      res = await fetch(`${config.apiUrl.replace(/\/$/, '')}${path}`, {
        method: form ? 'POST' : 'GET',
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(form ? { body: stripeForm(form).toString() } : {}),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e) {
      throw new ProviderError(`Stripe unreachable: ${(e as Error).message}`);
    }
    const json = (await res.json().catch(() => ({}))) as any;
    if (!res.ok) throw new ProviderError(`Stripe ${path} answered ${res.status}: ${json?.error?.message ?? ''}`, res.status);
    return json;
  };

  return {
    name: 'stripe',
    environment: config.secretKey.startsWith('sk_live') ? 'live' : 'test',
    webhookAck: '{"received":true}',
    async paymentMethods() {
      // The payment page mounts the Express Checkout Element with the publishable key (issue 24 item 5).
      return { provider: 'stripe', paymentMethods: [{ type: 'checkout' }], ...(config.publishableKey ? { express: { publishableKey: config.publishableKey } } : {}) };
    },
    async createPayment(input) {
      // Express checkout (issue 24 item 5): the Express Checkout Element (Apple Pay, Google Pay) confirms a
      // PaymentIntent in the browser with its client_secret (stripe.confirmPayment); its webhook pays the order.
      if (isExpressMethod(input.paymentMethod)) {
        const intent = await call(
          '/v1/payment_intents',
          {
            amount: input.amount,
            currency: input.currency.toLowerCase(),
            automatic_payment_methods: { enabled: true },
            description: input.description || undefined,
            receipt_email: input.email || undefined,
            metadata: { session_id: input.sessionId, tradeid: input.tradeid },
          },
          input.sessionId,
        );
        return { sessionData: String(intent.client_secret ?? ''), resultCode: 'RequiresConfirmation', providerSession: intent.id, providerReference: intent.id };
      }
      const session = await call(
        '/v1/checkout/sessions',
        {
          mode: 'payment',
          client_reference_id: input.sessionId,
          success_url: input.successUrl ?? `${input.baseUrl}/pay/callback?platform=2&sessionId=${encodeURIComponent(input.sessionId)}&result=success&tid=${encodeURIComponent(input.tradeid)}`,
          cancel_url: input.cancelUrl ?? `${input.baseUrl}/order/detail/${encodeURIComponent(input.tradeid)}`,
          customer_email: input.email || undefined,
          line_items: [{ quantity: 1, price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amount, product_data: { name: input.description || 'Order' } } }],
          metadata: { session_id: input.sessionId, tradeid: input.tradeid },
          payment_intent_data: { metadata: { session_id: input.sessionId, tradeid: input.tradeid } },
        },
        input.sessionId,
      );
      return { sessionData: String(session.url ?? ''), resultCode: 'RedirectShopper', providerSession: session.id, providerReference: session.payment_intent ?? undefined };
    },
    async submitDetails() {
      return { resultCode: 'Received' };
    },
    async refund({ attempt, amount, reference }) {
      if (!attempt.providerReference) return { ok: false, error: 'no payment_intent' };
      if (!Number.isInteger(amount) || amount <= 0 || amount > attempt.amount) return { ok: false, error: 'amount out of range' };
      // Stripe refunds any part of a payment intent; one idempotency key per refund.
      const key = reference ? `refund-${reference}` : `refund-${attempt.sessionId}`;
      try {
        const r = await call('/v1/refunds', { payment_intent: attempt.providerReference, amount, metadata: { session_id: attempt.sessionId, ...(reference ? { refund: reference } : {}) } }, key);
        return { ok: true, reference: r.id };
      } catch (e) {
        return { ok: false, error: (e as Error).message };
      }
    },
    async paymentStatus({ attempt }) {
      // GET /v1/checkout/sessions/:id: paid → authorised; expired → canceled; else still open.
      if (!attempt.providerSession) return { kind: 'pending' };
      const session = await call(`/v1/checkout/sessions/${encodeURIComponent(attempt.providerSession)}`, null);
      if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') {
        return { kind: 'authorised', amount: Number(session.amount_total), currency: typeof session.currency === 'string' ? session.currency.toUpperCase() : undefined, providerReference: session.payment_intent ?? undefined };
      }
      return { kind: session.status === 'expired' ? 'canceled' : 'pending' };
    },
    async cancel({ attempt }) {
      if (!attempt.providerSession) return;
      await call(`/v1/checkout/sessions/${encodeURIComponent(attempt.providerSession)}/expire`, {}).catch(() => undefined);
    },
    async removeStoredPaymentMethod() {
      return false;
    },
    async verifyWebhook(raw: Buffer, headers: IncomingHttpHeaders, now: number): Promise<PaymentEvent[] | null> {
      const header = headers['stripe-signature'];
      if (!verifyTimestamped(typeof header === 'string' ? header : undefined, raw, config.webhookSecret, now)) return null;
      let event: any;
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        return null;
      }
      const obj = event?.data?.object ?? {};
      const type = String(event?.type ?? '');
      let kind: PaymentEvent['kind'] = 'other';
      if (type === 'checkout.session.completed') kind = obj.payment_status === 'paid' ? 'authorised' : 'other';
      else if (type === 'checkout.session.async_payment_succeeded') kind = 'authorised';
      else if (type === 'checkout.session.async_payment_failed') kind = 'refused';
      else if (type === 'checkout.session.expired') kind = 'canceled';
      else if (type === 'charge.refunded') kind = 'refunded';
      else if (type === 'payment_intent.succeeded') kind = 'authorised';
      else if (type === 'payment_intent.payment_failed') kind = 'refused';
      else if (type === 'payment_intent.canceled') kind = 'canceled';
      const isSession = String(obj.object) === 'checkout.session';
      if (String(obj.object) === 'payment_intent') {
        // Express checkout's PaymentIntent: our session id in its metadata; the intent id is the reference refunds use.
        return [
          {
            eventId: String(event.id),
            kind,
            sessionId: obj.metadata?.session_id,
            providerSession: obj.id,
            providerReference: obj.id,
            merchantReference: obj.metadata?.tradeid,
            amount: kind === 'authorised' ? (obj.amount_received ?? obj.amount) : obj.amount,
            currency: typeof obj.currency === 'string' ? obj.currency.toUpperCase() : undefined,
          },
        ];
      }
      return [
        {
          eventId: String(event.id),
          kind,
          sessionId: obj.client_reference_id ?? obj.metadata?.session_id,
          providerSession: isSession ? obj.id : undefined,
          providerReference: isSession ? (obj.payment_intent ?? undefined) : obj.payment_intent,
          merchantReference: obj.metadata?.tradeid,
          // charge.refunded: what was refunded (Stripe's running total), not the charge.
          amount: isSession ? obj.amount_total : type === 'charge.refunded' ? (obj.amount_refunded ?? obj.amount) : obj.amount,
          refundReference: type === 'charge.refunded' ? (obj.refunds?.data?.[0]?.id ?? undefined) : undefined,
          currency: typeof obj.currency === 'string' ? obj.currency.toUpperCase() : undefined,
        },
      ];
    },
  };
}
