/**
 * Adyen adapter (drop-in): `POST {checkout}/paymentMethods`, `/payments`, `/payments/details`,
 * `/payments/{pspReference}/refunds`, `/payments/{pspReference}/cancels`, `DELETE
 * /storedPaymentMethods/{id}`, all with the `x-API-key` header; standard webhooks verified item by
 * item with the HMAC key (HMAC-SHA256 over pspReference:originalReference:merchantAccountCode:
 * merchantReference:value:currency:eventCode:success, base64). The merchant `reference` of a payment
 * is our attempt's session id, so a webhook finds its attempt without trusting anything else.
 * A synchronous 'Authorised' from /payments is not final: only the AUTHORISATION webhook pays the order.
 */
import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { safeEqual } from './signing';
import { ProviderError, type PaymentEvent, type PaymentProvider } from './types';

/** Adyen credentials and endpoints (README configuration: ADYEN_*). */
export interface AdyenConfig {
  apiKey: string;
  merchantAccount: string;
  /** Hex HMAC key of the webhook. */
  hmacKey: string;
  clientKey?: string;
  environment: 'test' | 'live';
  /** e.g. https://checkout-test.adyen.com/v71 */
  checkoutUrl: string;
}

interface NotificationItem {
  additionalData?: Record<string, string>;
  amount?: { value?: number; currency?: string };
  eventCode?: string;
  merchantAccountCode?: string;
  merchantReference?: string;
  originalReference?: string;
  pspReference?: string;
  success?: string;
  paymentMethod?: string;
}

/** The base64 HMAC of an Adyen notification item, as Adyen computes it. */
export function adyenItemSignature(item: NotificationItem, hexKey: string): string {
  const fields = [
    item.pspReference ?? '',
    item.originalReference ?? '',
    item.merchantAccountCode ?? '',
    item.merchantReference ?? '',
    String(item.amount?.value ?? ''),
    item.amount?.currency ?? '',
    item.eventCode ?? '',
    item.success ?? '',
  ];
  return createHmac('sha256', Buffer.from(hexKey, 'hex')).update(fields.join(':')).digest('base64');
}

/** The Adyen adapter for `config` (see the module note). Errors from Adyen surface as `ProviderError`. */
export function createAdyenProvider(config: AdyenConfig): PaymentProvider {
  const call = adyenCaller(config);

  return {
    name: 'adyen',
    environment: config.environment,
    webhookAck: '[accepted]',
    async paymentMethods({ amount, currency, countryCode, shopperReference }) {
      const answer = await call('POST', '/paymentMethods', {
        merchantAccount: config.merchantAccount,
        countryCode,
        amount: { value: amount, currency },
        ...(shopperReference ? { shopperReference } : {}),
      });
      return { ...answer, clientKey: config.clientKey ?? '' };
    },
    async createPayment(input) {
      const answer = await call(
        'POST',
        '/payments',
        {
          merchantAccount: config.merchantAccount,
          amount: { value: input.amount, currency: input.currency },
          reference: input.sessionId,
          paymentMethod: parseJsonField(input.paymentMethod) ?? {},
          returnUrl: input.returnUrl ?? `${input.baseUrl}/pay/callback`,
          countryCode: input.countryCode,
          shopperStatement: input.description.slice(0, 22),
          metadata: { tradeid: input.tradeid },
          ...(input.email ? { shopperEmail: input.email } : {}),
          ...(input.browserInfo ? { browserInfo: parseJsonField(input.browserInfo) } : {}),
          ...(input.riskData ? { riskData: parseJsonField(input.riskData) } : {}),
          ...(input.shopperReference ? { shopperReference: input.shopperReference, shopperInteraction: 'Ecommerce', recurringProcessingModel: 'CardOnFile' } : {}),
          ...(input.storePaymentMethod ? { storePaymentMethod: true } : {}),
          channel: 'Web',
          origin: input.baseUrl,
        },
        input.sessionId,
      );
      return {
        sessionData: JSON.stringify(answer.action ?? {}),
        resultCode: String(answer.resultCode ?? ''),
        providerReference: answer.pspReference,
      };
    },
    async submitDetails({ details }) {
      const body = parseJsonField(details) as Record<string, unknown> | undefined;
      const answer = await call('POST', '/payments/details', body && 'details' in body ? body : { details: body ?? {} });
      return { resultCode: String(answer.resultCode ?? ''), providerReference: answer.pspReference, action: answer.action };
    },
    async refund({ attempt, amount, reference }) {
      if (!attempt.providerReference) return { ok: false, error: 'no pspReference' };
      if (!Number.isInteger(amount) || amount <= 0 || amount > attempt.amount) return { ok: false, error: 'amount out of range' };
      // Adyen refunds any part of a capture; one reference (and idempotency key) per refund.
      const key = reference ? `refund-${reference}` : `refund-${attempt.sessionId}`;
      try {
        const answer = await call(
          'POST',
          `/payments/${encodeURIComponent(attempt.providerReference)}/refunds`,
          { merchantAccount: config.merchantAccount, amount: { value: amount, currency: attempt.currency }, reference: key },
          key,
        );
        return { ok: true, reference: answer.pspReference };
      } catch (e) {
        return { ok: false, error: (e as Error).message };
      }
    },
    async cancel({ attempt }) {
      if (!attempt.providerReference) return;
      await call('POST', `/payments/${encodeURIComponent(attempt.providerReference)}/cancels`, { merchantAccount: config.merchantAccount }).catch(() => undefined);
    },
    async removeStoredPaymentMethod({ shopperReference, id }) {
      const q = new URLSearchParams({ shopperReference, merchantAccount: config.merchantAccount });
      await call('DELETE', `/storedPaymentMethods/${encodeURIComponent(id)}?${q}`);
      return true;
    },
    async verifyWebhook(raw: Buffer, _headers: IncomingHttpHeaders): Promise<PaymentEvent[] | null> {
      return parseAdyenNotifications(raw, config);
    },
  };
}

/**
 * How the adapter calls the Checkout API of `config`: `call(method, path, body?, idempotencyKey?)`
 * answers the parsed JSON ({} when empty); an unreachable API (15 s timeout) or a non-2xx answer is a
 * `ProviderError` (with the HTTP status).
 */
function adyenCaller(config: AdyenConfig) {
  return async (method: 'POST' | 'DELETE', path: string, body?: unknown, idempotencyKey?: string): Promise<any> => {
    let res: Response;
    try {
      res = await fetch(`${config.checkoutUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: {
          'x-API-key': config.apiKey,
          'content-type': 'application/json',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (e) {
      throw new ProviderError(`Adyen unreachable: ${(e as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new ProviderError(`Adyen ${path} answered ${res.status}: ${text.slice(0, 300)}`, res.status);
    return text ? JSON.parse(text) : {};
  };
}

/** A JSON text field of the client (payment method, browser info, risk data) parsed; undefined when not JSON; a non-string as given. */
function parseJsonField(v: unknown) {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
}

/**
 * Adyen's standard notification (a batch of items) as payment events, or null — refusing the whole
 * batch — when it is not JSON, has no item, or any item's HMAC signature (under `config.hmacKey`) or
 * merchant account is wrong. AUTHORISATION → authorised or refused, successful CANCELLATION →
 * canceled, successful REFUND → refunded, anything else → other.
 */
function parseAdyenNotifications(raw: Buffer, config: AdyenConfig): PaymentEvent[] | null {
  let body: { notificationItems?: { NotificationRequestItem?: NotificationItem }[] };
  try {
    body = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const items = (body.notificationItems ?? []).map((i) => i.NotificationRequestItem).filter((i): i is NotificationItem => !!i);
  if (items.length === 0) return null;
  const events: PaymentEvent[] = [];
  for (const item of items) {
    const given = item.additionalData?.hmacSignature;
    if (!given || !safeEqual(given, adyenItemSignature(item, config.hmacKey))) return null;
    if (item.merchantAccountCode !== config.merchantAccount) return null;
    const success = item.success === 'true';
    const code = item.eventCode ?? '';
    const kind: PaymentEvent['kind'] =
      code === 'AUTHORISATION' ? (success ? 'authorised' : 'refused') : code === 'CANCELLATION' && success ? 'canceled' : code === 'REFUND' && success ? 'refunded' : 'other';
    events.push({
      eventId: `${item.pspReference}:${code}:${item.success}`,
      kind,
      sessionId: item.merchantReference,
      providerReference: code === 'AUTHORISATION' ? item.pspReference : item.originalReference,
      refundReference: code === 'REFUND' ? item.pspReference : undefined,
      merchantReference: item.merchantReference,
      amount: item.amount?.value,
      currency: item.amount?.currency,
      cardBrand: item.paymentMethod,
      cardLast4: item.additionalData?.cardSummary,
    });
  }
  return events;
}
