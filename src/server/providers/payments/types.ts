/**
 * One interface for card payment providers (ARCHITECTURE.md "External systems"): the built-in
 * simulator (default), Adyen (drop-in: /payments, /payments/details, HMAC webhooks) and Stripe
 * Checkout (hosted session, signed webhooks). orders-and-payments.md §7.4.
 *
 * Rules every adapter keeps (the use case `payments.ts` relies on them):
 * - a payment is final only on the provider's signed word: `verifyWebhook` returns null for anything
 *   unsigned or altered (the route answers 401), and only its events move an attempt to succeeded;
 * - the amount is always the server's (`CreatePaymentInput.amount`), never a client's;
 * - no card number reaches Platter: cards are entered in the provider's fields or, for the simulator,
 *   its own page, and only brand and last four digits are kept.
 */
import type { IncomingHttpHeaders } from 'node:http';

export type ProviderName = 'simulator' | 'adyen' | 'stripe';

/**
 * orderPayApply / orderPayConfiguration platform codes: 1 drop-in (Adyen's shape), 2 hosted checkout
 * (Stripe Checkout's shape: session_data is the URL to send the browser to). The simulator serves both.
 */
export const PAY_PLATFORM = { dropIn: 1, hosted: 2 } as const;

/** payment_attempts.status and orderPayStatus.status: 1 pending, 2 succeeded, 3 failed, 4 canceled, 5 refunded. */
export const ATTEMPT_STATUS = { pending: 1, succeeded: 2, failed: 3, canceled: 4, refunded: 5 } as const;

/** What an adapter knows of an attempt. */
export interface AttemptRef {
  /** Our session id (orderPayStatus's session_id). */
  sessionId: string;
  tradeid: string;
  /** Cents. */
  amount: number;
  /** ISO 4217, e.g. 'AUD'. */
  currency: string;
  providerSession: string | null;
  providerReference: string | null;
}

export interface CreatePaymentInput {
  sessionId: string;
  tradeid: string;
  /** Cents: the server's amount due plus the card surcharge. */
  amount: number;
  currency: string;
  /** ISO alpha-2. */
  countryCode: string;
  /** Shown on the provider's page, e.g. the venue's shopper statement. */
  description: string;
  /** Our public base URL (PUBLIC_URL or the request's origin), for return and webhook URLs. */
  baseUrl: string;
  shape: 'dropIn' | 'hosted';
  returnUrl?: string;
  successUrl?: string;
  cancelUrl?: string;
  email?: string;
  paymentMethod?: unknown;
  browserInfo?: unknown;
  riskData?: unknown;
  /** The shopper's stable reference (user uid) for stored cards. */
  shopperReference?: string;
  storePaymentMethod?: boolean;
}

export interface CreatePaymentResult {
  /** Hosted: the URL to redirect to. Drop-in: the provider's action JSON (or the simulator URL). */
  sessionData: string;
  /** The provider's result code, e.g. 'RedirectShopper', 'Authorised' (not final until the webhook), 'Refused'. */
  resultCode: string;
  providerSession?: string;
  providerReference?: string;
}

/** A provider's answer to `paymentStatus`; `amount` in cents (authorised: what it charged). */
export interface PaymentStatusAnswer {
  kind: 'authorised' | 'refused' | 'canceled' | 'pending';
  amount?: number;
  currency?: string;
  providerReference?: string;
}

/** A verified provider event, normalised. */
export interface PaymentEvent {
  /** The provider's unique event id: a replay carries the same id. */
  eventId: string;
  kind: 'authorised' | 'refused' | 'canceled' | 'refunded' | 'other';
  /** Our attempt session id, when the provider echoes it. */
  sessionId?: string;
  providerSession?: string;
  providerReference?: string;
  /** Our trade id (merchant reference). */
  merchantReference?: string;
  /** Cents the provider says it charged ('refunded': the cents it refunded). */
  amount?: number;
  /** 'refunded': the provider's reference of the refund itself (kept on the refund order). */
  refundReference?: string;
  currency?: string;
  cardBrand?: string;
  cardLast4?: string;
}

export interface PaymentProvider {
  readonly name: ProviderName;
  readonly environment: 'test' | 'live';
  /** The methods offered (orderPayConfiguration.payment_methods, any JSON). */
  paymentMethods(input: { amount: number; currency: string; countryCode: string; shopperReference?: string; baseUrl: string }): Promise<unknown>;
  createPayment(input: CreatePaymentInput): Promise<CreatePaymentResult>;
  /** Drop-in additional details (3-D Secure, redirects). */
  submitDetails(input: { attempt: AttemptRef; details: unknown }): Promise<{ resultCode: string; providerReference?: string; action?: unknown }>;
  /**
   * Refunds `amount` cents of a captured payment: all of it or a part (a partial refund; several may
   * follow, together never more than was charged). `reference` (the refund order's trade id) is unique
   * per refund and keys the provider call, so a retry never refunds twice; without it the attempt's
   * session id is used (one refund per payment).
   */
  refund(input: { attempt: AttemptRef; amount: number; reference?: string }): Promise<{ ok: boolean; reference?: string; error?: string }>;
  /**
   * Asks the provider what became of a payment (the stale-payment sweep, after a crash lost its
   * webhook): authorised (with the cents charged), refused, canceled (abandoned or expired), or pending
   * (no verdict yet). Optional: an adapter without a status call leaves the attempt as it is.
   * Throws ProviderError when the provider cannot be reached.
   */
  paymentStatus?(input: { attempt: AttemptRef; resultCode: string; cardLast4: string | null }): Promise<PaymentStatusAnswer>;
  /** Stops a pending payment where the provider allows it (best effort). */
  cancel(input: { attempt: AttemptRef }): Promise<void>;
  removeStoredPaymentMethod(input: { shopperReference: string; id: string }): Promise<boolean>;
  /**
   * Verifies a webhook on its raw body and headers; null when the signature is missing or wrong (the
   * route answers 401 and nothing changes). `now` in seconds.
   */
  verifyWebhook(raw: Buffer, headers: IncomingHttpHeaders, now: number): Promise<PaymentEvent[] | null>;
  /** The body the provider expects in a 200 answer. */
  readonly webhookAck: string;
}

/** Thrown by adapters when the provider answers an error or cannot be reached. */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
