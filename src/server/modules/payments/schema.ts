/**
 * The payments module's own records (orders-and-payments.md §3.2 refund_orders, §4.1, §4.10, §7.4):
 * payment attempts with their provider, refund orders, and the provider webhook events already
 * processed. The order's own list of what paid it (`order_payments`) stays with orders: it is part of
 * the order (orderInfo.payments), written by the one-statement order insert (coupon entries) and by
 * tenders; payments adds the card entry through orders' door (`recordCardPayment`).
 *
 * Conventions (as in orders/schema.ts): integer identity ids, camelCase keys (snake_case in SQL), money
 * in integer cents, instants in **seconds since the epoch** (`bigint`) unless a timestamp.
 *
 * Moved here from orders/schema.ts without any change to the tables (drizzle-kit reports no change).
 */
import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { RefundCart } from '../../../domain/refunds';
import { orders } from '../orders/schema';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
/** Seconds since the epoch. */
const seconds = () => bigint({ mode: 'number' });

/**
 * A payment attempt: one call of orderPayApply. `sessionId` is ours (what orderPayStatus takes);
 * `amount` is always the server's amount due plus the card surcharge at apply time. `status`:
 * 1 pending, 2 succeeded, 3 failed (refused), 4 canceled, 5 refunded. Only a provider's signed
 * word (webhook) moves it to succeeded.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    sessionId: text().notNull(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tradeid: text().notNull(),
    venueId: integer().notNull(),
    /** 'simulator' | 'adyen' | 'stripe'. */
    provider: text().notNull(),
    /** The orderPayApply platform code. */
    platform: smallint().notNull(),
    /** Cents charged: amount due + surcharge. */
    amount: integer().notNull(),
    surcharge: integer().notNull().default(0),
    currency: text().notNull(),
    status: smallint().notNull().default(1),
    /** The provider's session / payment reference (Adyen pspReference, Stripe session id). */
    providerSession: text(),
    providerReference: text(),
    /** Provider result code as last reported (e.g. 'Authorised', 'Refused', 'RedirectShopper'). */
    resultCode: text().notNull().default(''),
    /** Card brand and last four digits only; never the card number. */
    cardBrand: text().notNull().default(''),
    cardLast4: text().notNull().default(''),
    returnUrl: text().notNull().default(''),
    email: text().notNull().default(''),
    /** Refund reference once refunded (the latest refund's, for partial refunds). */
    refundReference: text(),
    /**
     * Cents refunded (or being refunded) of `amount` through Platter's refund orders; reserved under the
     * order's row lock before the provider is called, so concurrent refunds never exceed `amount`.
     */
    refundedAmount: integer().notNull().default(0),
    /** Why the attempt was refunded automatically, if it was. */
    refundReason: text(),
    /** Seconds since the epoch. */
    createdAt: seconds().notNull(),
    updatedAt: seconds().notNull(),
  },
  (t) => [
    uniqueIndex('payment_attempts_session_uq').on(t.sessionId),
    index('payment_attempts_order_idx').on(t.orderId),
    index('payment_attempts_provider_ref_idx').on(t.provider, t.providerReference),
    index('payment_attempts_provider_session_idx').on(t.provider, t.providerSession),
  ],
);

/** A line of a refund order (§3.2 refund_orders.carts): the domain's `RefundCart` (the original line's identity and the count refunded). */
export type RefundCartLine = RefundCart;

/** A payment of a refund order (§3.2 refund_orders.payments): type 1 card (through the provider), 0 at the counter, 31 a tender (gift cards, orders/tenders.ts). */
export interface RefundPayment {
  type: number;
  /** Cents. */
  amount: number;
  change: number;
  /** The card payment's attempt session id (type 1). */
  session?: string;
  /** The provider's refund reference, once refunded. */
  reference?: string;
  /** False when the provider refused it (the amount was not refunded). */
  ok?: boolean;
}

/**
 * Refund orders (§3.2 refund_orders): one per refund of an order, full or partial, with its own trade
 * id and receipt code, the lines and quantities refunded, and how much went back to which payment.
 * `state`: 'pending' while the provider is called (its amount already counts against what is left to
 * refund), 'done', or 'failed' (nothing refunded; hidden from the contract). `status` is the contract's:
 * 3 refunded (the order is now refunded in full) or 11 partly refunded.
 */
export const refundOrders = pgTable(
  'refund_orders',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tradeid: text().notNull(),
    invoiceCode: text().notNull(),
    state: text().$type<'pending' | 'done' | 'failed'>().notNull().default('pending'),
    status: smallint().notNull().default(11),
    /** Cents refunded (the sum of the payments that succeeded). */
    amount: integer().notNull(),
    carts: jsonb().$type<RefundCartLine[]>().notNull().default([]),
    payments: jsonb().$type<RefundPayment[]>().notNull().default([]),
    reason: text().notNull().default(''),
    /** Whether the order's stock was given back with this refund. */
    restocked: boolean().notNull().default(false),
    /** Seconds since the epoch. */
    createdAt: seconds().notNull(),
    completedAt: seconds().notNull().default(0),
  },
  (t) => [uniqueIndex('refund_orders_tradeid_uq').on(t.tradeid), uniqueIndex('refund_orders_invoice_code_uq').on(t.invoiceCode), index('refund_orders_order_idx').on(t.orderId)],
);

/** Provider webhook events already processed: a replay (same provider event id) changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: id(),
    provider: text().notNull(),
    eventId: text().notNull(),
    /** What it did: 'applied', 'ignored', 'refunded'. */
    outcome: text().notNull().default(''),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_uq').on(t.provider, t.eventId)],
);
