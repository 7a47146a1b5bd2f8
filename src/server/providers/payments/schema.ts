/**
 * Stored payment methods of the built-in payment simulator (orders-and-payments.md §2.8 "stored
 * cards"; ARCHITECTURE.md "External systems"). Real providers (Adyen) keep their own tokens; the
 * simulator stands in for one, so it keeps its tokens here: brand, last four digits, expiry and the
 * holder's name — never the card number. Each token belongs to one shopper reference (`users.uid` of
 * a registered member; no foreign key: `users.uid` is unique by an index, which PostgreSQL cannot
 * reference before it exists in the single init migration).
 *
 * After changing a schema file: delete `drizzle/` and run `npx drizzle-kit generate --name init`.
 */
import { index, jsonb, pgTable, integer, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A card the simulator keeps for a shopper (Adyen's storedPaymentMethods shape is built from it). */
export const storedPaymentMethods = pgTable(
  'stored_payment_methods',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The provider keeping the token: 'simulator'. */
    provider: text().notNull(),
    /** The member's `users.uid`. */
    shopperReference: text().notNull(),
    /** Public, unguessable token id (Adyen's storedPaymentMethodId), e.g. 'simpm_…'. */
    methodId: text().notNull(),
    /** e.g. 'visa', 'mc'. */
    brand: text().notNull(),
    lastFour: text().notNull(),
    /** '01'–'12'. */
    expiryMonth: text().notNull(),
    /** Four digits, e.g. '2030'. */
    expiryYear: text().notNull(),
    holderName: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_payment_methods_method_uq').on(t.methodId),
    // One token per card and shopper: saving the same card again keeps the first.
    uniqueIndex('stored_payment_methods_card_uq').on(t.provider, t.shopperReference, t.brand, t.lastFour, t.expiryMonth, t.expiryYear),
    index('stored_payment_methods_shopper_idx').on(t.provider, t.shopperReference),
  ],
);

/**
 * The shopper behind a simulator payment attempt (by our session id), when a member started it: the
 * simulator's card page then offers 'Save this card', and the card to save waits here (`saveCard`)
 * through a 3-D Secure challenge until the payment is authorised.
 */
export const simulatorShoppers = pgTable('simulator_shoppers', {
  /** payment_attempts.session_id. */
  sessionId: text().primaryKey(),
  shopperReference: text().notNull(),
  /** The card the shopper asked to save (no number), until the payment is authorised. */
  saveCard: jsonb().$type<{ brand: string; lastFour: string; expiryMonth: string; expiryYear: string; holderName: string } | null>(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
