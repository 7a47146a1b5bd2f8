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
 */
import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { signatureHeader, verifyTimestamped } from './signing';
import type { PaymentEvent, PaymentProvider } from './types';

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
  type: 'payment.authorised' | 'payment.refused' | 'refund.succeeded';
  session_id: string;
  merchant_reference: string;
  psp_reference: string;
  /** Cents. */
  amount: number;
  currency: string;
  card_brand?: string;
  last4?: string;
}

/** A signed simulator webhook request: body text and headers, signed at `now` (seconds). */
export function signSimulatorWebhook(secret: Buffer, body: SimulatorWebhookBody, now: number): { body: string; headers: Record<string, string> } {
  const text = JSON.stringify(body);
  return { body: text, headers: { 'content-type': 'application/json', [SIMULATOR_SIGNATURE_HEADER]: signatureHeader(secret, now, text) } };
}

/** The simulator as a `PaymentProvider`; `secret` gives the webhook HMAC secret. */
export function createSimulatorProvider(secret: () => Promise<Buffer>): PaymentProvider {
  return {
    name: 'simulator',
    environment: 'test',
    webhookAck: '{"received":true}',
    async paymentMethods({ baseUrl }) {
      return { provider: 'simulator', paymentMethods: [{ type: 'scheme', name: 'Cards (simulator)', brands: ['visa', 'mc'] }], checkoutUrl: `${baseUrl}/pay/simulator/` };
    },
    async createPayment(input) {
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
    async refund() {
      return { ok: true, reference: `simrf_${randomBytes(8).toString('hex')}` };
    },
    async cancel() {},
    async removeStoredPaymentMethod() {
      return true;
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
      const kind = body.type === 'payment.authorised' ? 'authorised' : body.type === 'payment.refused' ? 'refused' : body.type === 'refund.succeeded' ? 'refunded' : 'other';
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
