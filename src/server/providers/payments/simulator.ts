/**
 * The built-in payment simulator (default provider, ARCHITECTURE.md "External systems"). It stands in
 * for a provider's hosted card fields: its own page (`/pay/simulator/:session`, see
 * `src/server/http/simulator.ts`) takes a test card, keeps only the brand and last four digits, and
 * reports the outcome to our webhook like a real provider — HMAC-signed (`platter-simulator-signature:
 * t=…,v1=…`), possibly twice, possibly late — so the order is paid only through the same signed path
 * a real provider would use. The card number never reaches the GraphQL API.
 *
 * Test cards (any future expiry, any CVC):
 * | number              | outcome                                        |
 * |---------------------|------------------------------------------------|
 * | 4242 4242 4242 4242 | authorised                                     |
 * | 4000 0000 0000 0002 | refused                                        |
 * | 4000 0000 0000 3220 | 3-D Secure challenge, then authorised or refused as the shopper chooses |
 * | 4000 0000 0000 0077 | stays pending (no webhook)                     |
 * | 5555 5555 5555 4444 | authorised (Mastercard)                        |
 * Any other number is refused.
 *
 * Express pay (issue 24 item 5): a payment whose method is a wallet (`{type: 'applepay' | 'googlepay'}`,
 * `walletTypeOf`) is authorised at once — one tap, no card page — and reported by the signed webhook.
 *
 * Stored cards (orders-and-payments.md §2.8): when a registered member pays (the payment carries their
 * shopper reference), the card page offers 'Save this card'; once the payment is authorised the
 * simulator keeps a token (brand, last four, expiry, holder — never the number) in its vault.
 * `paymentMethods` then lists the member's tokens as Adyen's `storedPaymentMethods`, and a payment
 * whose method is `{type: 'scheme', storedPaymentMethodId}` is authorised without the card page when
 * the token is the shopper's own (the signed webhook follows, see modules/payments/payments-stored.ts), or
 * refused with a 422 `ProviderError` when it is not.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { signatureHeader, verifyTimestamped } from './signing';
import type { SimulatorVault, StoredCard } from './simulator-vault';
import { ProviderError, type PaymentEvent, type PaymentProvider } from './types';

/** What the simulator does with a card number (digits only). */
export type SimulatorOutcome = 'authorised' | 'refused' | 'challenge' | 'pending';

export const SIMULATOR_CARDS: Readonly<Record<string, { outcome: SimulatorOutcome; brand: string }>> = {
  '4242424242424242': { outcome: 'authorised', brand: 'visa' },
  '4000000000000002': { outcome: 'refused', brand: 'visa' },
  '4000000000003220': { outcome: 'challenge', brand: 'visa' },
  '4000000000000077': { outcome: 'pending', brand: 'visa' },
  '5555555555554444': { outcome: 'authorised', brand: 'mastercard' },
};

/** The outcome and brand of a typed card number (spaces ignored); unknown numbers are refused. */
export function simulatorCard(number: string): { outcome: SimulatorOutcome; brand: string; last4: string } {
  const digits = number.replace(/\D/g, '');
  const known = SIMULATOR_CARDS[digits];
  const brand = known?.brand ?? (digits.startsWith('4') ? 'visa' : digits.startsWith('5') ? 'mastercard' : 'card');
  return { outcome: known?.outcome ?? 'refused', brand, last4: digits.slice(-4) };
}

export const SIMULATOR_SIGNATURE_HEADER = 'platter-simulator-signature';
export const SIMULATOR_WEBHOOK_PATH = '/pay/webhook/simulator';

/** The JSON body of a simulator webhook. */
export interface SimulatorWebhookBody {
  id: string;
  type: 'payment.authorised' | 'payment.refused' | 'payment.cancelled' | 'refund.succeeded';
  session_id: string;
  merchant_reference: string;
  psp_reference: string;
  /** Cents. */
  amount: number;
  currency: string;
  card_brand?: string;
  last4?: string;
}

/**
 * The webhook body the simulator sends about an attempt. The event id is stable per attempt and
 * outcome, so a repeat is a replay; the psp reference is derived from our session id.
 */
export function simulatorEventBody(
  attempt: { sessionId: string; tradeid: string; amount: number; currency: string },
  type: SimulatorWebhookBody['type'],
  card: { brand: string; last4: string },
): SimulatorWebhookBody {
  return {
    id: `simevt_${attempt.sessionId}_${type}`,
    type,
    session_id: attempt.sessionId,
    merchant_reference: attempt.tradeid,
    psp_reference: `simpsp_${attempt.sessionId.slice(0, 16)}`,
    amount: attempt.amount,
    currency: attempt.currency,
    card_brand: card.brand,
    last4: card.last4,
  };
}

/** A signed simulator webhook request: body text and headers, signed at `now` (seconds). */
export function signSimulatorWebhook(secret: Buffer, body: SimulatorWebhookBody, now: number): { body: string; headers: Record<string, string> } {
  const text = JSON.stringify(body);
  return { body: text, headers: { 'content-type': 'application/json', [SIMULATOR_SIGNATURE_HEADER]: signatureHeader(secret, now, text) } };
}

/** A stored card in Adyen's `storedPaymentMethods` shape (the payment page reads the same shape from both). */
export function adyenStoredShape(card: StoredCard) {
  return {
    id: card.id,
    type: 'scheme',
    brand: card.brand,
    name: card.brand === 'visa' ? 'VISA' : card.brand === 'mastercard' || card.brand === 'mc' ? 'MasterCard' : card.brand.toUpperCase(),
    lastFour: card.lastFour,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    holderName: card.holderName,
    supportedShopperInteractions: ['Ecommerce', 'ContAuth'],
    supportedRecurringProcessingModels: ['CardOnFile'],
  };
}

/** The storedPaymentMethodId of a drop-in payment method (JSON string or object), or null. */
export function storedMethodIdOf(paymentMethod: unknown): string | null {
  let v = paymentMethod;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  const id = v && typeof v === 'object' ? (v as { storedPaymentMethodId?: unknown }).storedPaymentMethodId : undefined;
  return typeof id === 'string' && id ? id : null;
}

/** Wallet payment method types (issue 24 item 5): Apple Pay and Google Pay as Adyen names them ('paywithgoogle' is Google Pay's older name). */
export const WALLET_TYPES = ['applepay', 'googlepay', 'paywithgoogle'] as const;

/**
 * The wallet of a payment method (JSON string or object) — 'applepay' or 'googlepay' — or null for
 * cards and anything else. The simulator's 'Express pay' sends `{type: 'applepay' | 'googlepay',
 * …Token: 'simulator'}`, as Adyen's Drop-in sends the wallet's token.
 */
export function walletTypeOf(paymentMethod: unknown): 'applepay' | 'googlepay' | null {
  let v = paymentMethod;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  const type = v && typeof v === 'object' ? (v as { type?: unknown }).type : undefined;
  if (type === 'applepay') return 'applepay';
  return type === 'googlepay' || type === 'paywithgoogle' ? 'googlepay' : null;
}

/**
 * The simulator as a `PaymentProvider`; `secret` gives the webhook HMAC secret, `vault` keeps stored
 * cards (without one, none are listed and a stored-card payment is refused).
 */
export function createSimulatorProvider(secret: () => Promise<Buffer>, vault?: SimulatorVault): PaymentProvider {
  return {
    name: 'simulator',
    environment: 'test',
    webhookAck: '{"received":true}',
    async paymentMethods({ baseUrl, shopperReference }) {
      const stored = shopperReference && vault ? await vault.list(shopperReference) : [];
      return {
        provider: 'simulator',
        paymentMethods: [{ type: 'scheme', name: 'Cards (simulator)', brands: ['visa', 'mc'] }],
        storedPaymentMethods: stored.map(adyenStoredShape),
        checkoutUrl: `${baseUrl}/pay/simulator/`,
      };
    },
    async createPayment(input) {
      const storedId = storedMethodIdOf(input.paymentMethod);
      if (storedId) {
        const card = input.shopperReference && vault ? await vault.find(input.shopperReference, storedId) : null;
        if (!card) throw new ProviderError('Simulator: unknown stored payment method', 422);
        // Authorised at once, like a provider charging a token; only the signed webhook pays the order.
        return { sessionData: '{}', resultCode: 'Authorised', providerSession: `sim_${input.sessionId}`, providerReference: `simpsp_${input.sessionId.slice(0, 16)}` };
      }
      // Express pay (issue 24 item 5): a wallet authorises in one tap, like a stored card; the signed webhook pays the order.
      if (walletTypeOf(input.paymentMethod)) {
        return { sessionData: '{}', resultCode: 'Authorised', providerSession: `sim_${input.sessionId}`, providerReference: `simpsp_${input.sessionId.slice(0, 16)}` };
      }
      if (input.shopperReference && vault) await vault.rememberShopper(input.sessionId, input.shopperReference);
      const url = `${input.baseUrl}/pay/simulator/${encodeURIComponent(input.sessionId)}`;
      return {
        sessionData: input.shape === 'hosted' ? url : JSON.stringify({ type: 'redirect', method: 'GET', url }),
        resultCode: 'RedirectShopper',
        providerSession: `sim_${input.sessionId}`,
      };
    },
    async submitDetails() {
      // The simulator finishes on its own page; details change nothing and the webhook decides.
      return { resultCode: 'Received' };
    },
    async refund({ attempt, amount }) {
      // Like a card processor: any whole part of the charge, never more than was charged.
      if (!Number.isInteger(amount) || amount <= 0 || amount > attempt.amount) return { ok: false, error: 'amount out of range' };
      return { ok: true, reference: `simrf_${randomBytes(8).toString('hex')}` };
    },
    async paymentStatus({ attempt, resultCode, cardLast4 }) {
      // The simulator's own truth: a stored card is charged at once; a typed card's outcome follows from
      // its number (only the last four are kept, enough among the test cards); a page left before a
      // card was entered, or a challenge or 'stays pending' card never answered, was abandoned.
      const reference = `simpsp_${attempt.sessionId.slice(0, 16)}`;
      if (resultCode === 'Authorised') return { kind: 'authorised', amount: attempt.amount, currency: attempt.currency, providerReference: reference };
      if (!cardLast4 || resultCode === 'ChallengeShopper') return { kind: 'canceled' };
      const typed = Object.entries(SIMULATOR_CARDS).find(([n]) => n.endsWith(cardLast4));
      const outcome = typed ? typed[1].outcome : 'refused';
      if (outcome === 'authorised') return { kind: 'authorised', amount: attempt.amount, currency: attempt.currency, providerReference: reference };
      return { kind: outcome === 'refused' ? 'refused' : 'canceled' };
    },
    async cancel() {},
    async removeStoredPaymentMethod({ shopperReference, id }) {
      return vault ? vault.remove(shopperReference, id) : false;
    },
    async verifyWebhook(raw: Buffer, headers: IncomingHttpHeaders, now: number): Promise<PaymentEvent[] | null> {
      const header = headers[SIMULATOR_SIGNATURE_HEADER];
      if (!verifyTimestamped(typeof header === 'string' ? header : undefined, raw, await secret(), now)) return null;
      let body: SimulatorWebhookBody;
      try {
        body = JSON.parse(raw.toString('utf8')) as SimulatorWebhookBody;
      } catch {
        return null;
      }
      const kinds: Record<string, PaymentEvent['kind']> = { 'payment.authorised': 'authorised', 'payment.refused': 'refused', 'payment.cancelled': 'canceled', 'refund.succeeded': 'refunded' };
      const kind = kinds[body.type] ?? 'other';
      return [
        {
          eventId: String(body.id),
          kind,
          sessionId: body.session_id,
          providerReference: body.psp_reference,
          merchantReference: body.merchant_reference,
          amount: Number(body.amount),
          currency: body.currency,
          cardBrand: body.card_brand,
          cardLast4: body.last4,
        },
      ];
    },
  };
}
