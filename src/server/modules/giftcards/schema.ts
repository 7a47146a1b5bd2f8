/**
 * E-gift cards (accounts-and-loyalty.md §2.16, §3 "Brand basic info" gift_card, §5 "at most 100
 * recipients per purchase, one card per recipient"): purchases (paid as an ordinary order), the cards
 * issued when that order is paid, and each card's ledger.
 *
 * A card's balance is never stored: it is the sum of its append-only ledger rows — `issue` (+value),
 * `redeem` (−cents taken by an order) and `reverse` (+cents given back when that order was cancelled
 * or edited). Money in integer cents; instants in seconds since the epoch.
 */
import { bigint, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { brands } from '../catalog/schema';
import { orders } from '../orders/schema';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
/** Seconds since the epoch. */
const seconds = () => bigint({ mode: 'number' });

/** One recipient of a purchase. */
export interface GiftCardRecipient {
  name: string;
  email: string;
}

/**
 * A purchase: what the buyer chose, and the order that pays it (one line per card). Cards are issued
 * when that order is paid (`issuedAt` > 0, once). `baseUrl` is the site the buyer used, for the
 * e-mailed links; `locale` the language of the e-mails.
 */
export const giftCardPurchases = pgTable(
  'gift_card_purchases',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    /** Cents per card. */
    value: integer().notNull(),
    currency: text().notNull(),
    senderName: text().notNull(),
    message: text().notNull().default(''),
    recipients: jsonb().$type<GiftCardRecipient[]>().notNull(),
    baseUrl: text().notNull(),
    locale: text().notNull().default('en'),
    createdAt: seconds().notNull(),
    /** When the cards were issued; 0 = not yet (the order is unpaid). */
    issuedAt: seconds().notNull().default(0),
  },
  (t) => [uniqueIndex('gift_card_purchases_order_uq').on(t.orderId)],
);

/**
 * A card. Its code is 16 characters of Crockford base32 from the CSPRNG (80 bits): the bearer secret
 * that reads and spends it. The code itself is never stored (issue 26 item 5): `codeHash` is the
 * SHA-256 (hex) of the normalised code, which every lookup uses, and `last4` its last four characters
 * (shown on orders and receipts). The code is shown once — in the recipient's e-mail, whose link opens
 * the card's page `/giftcard/<code>` (the page reads the code from its own address).
 *
 * Why SHA-256 and not an HMAC under a server secret: the codes are 80-bit random, so a plain hash
 * cannot be reversed by guessing, and PostgreSQL's built-in `sha256()` (PostgreSQL 11+, and PGlite:
 * no pgcrypto needed) lets migration 0014 convert existing rows in SQL on both databases, in the
 * migration's transaction, with no startup step and no plain column left behind.
 *
 * `(purchaseId, position)` is unique: a card is never issued twice.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: id(),
    /** SHA-256 of the normalised code, 64 hex characters. */
    codeHash: text().notNull(),
    /** The code's last four characters. */
    last4: text().notNull(),
    brandId: integer()
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    purchaseId: integer()
      .notNull()
      .references(() => giftCardPurchases.id, { onDelete: 'cascade' }),
    position: integer().notNull(),
    /** Cents at issue. */
    value: integer().notNull(),
    currency: text().notNull(),
    recipientName: text().notNull(),
    recipientEmail: text().notNull(),
    senderName: text().notNull(),
    message: text().notNull().default(''),
    issuedAt: seconds().notNull(),
    /** Seconds since the epoch; the card cannot pay from then on. */
    expiresAt: seconds().notNull(),
  },
  (t) => [uniqueIndex('gift_cards_code_hash_uq').on(t.codeHash), uniqueIndex('gift_cards_purchase_position_uq').on(t.purchaseId, t.position)],
);

/** Ledger kinds. */
export const LEDGER_KIND = { issue: 'issue', redeem: 'redeem', reverse: 'reverse' } as const;

/**
 * The ledger of a card, append-only: issue (+), redeem (−, with the order that took it), reverse (+,
 * with the order that gave it back). The balance is `sum(amount)`, never below 0.
 */
export const giftCardLedger = pgTable(
  'gift_card_ledger',
  {
    id: id(),
    cardId: integer()
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    kind: text().$type<'issue' | 'redeem' | 'reverse'>().notNull(),
    /** Signed cents. */
    amount: integer().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    createdAt: seconds().notNull(),
  },
  (t) => [
    index('gift_card_ledger_card_idx').on(t.cardId),
    index('gift_card_ledger_order_idx').on(t.orderId),
    check('gift_card_ledger_sign', sql`(${t.kind} = 'redeem' and ${t.amount} < 0) or (${t.kind} <> 'redeem' and ${t.amount} > 0)`),
  ],
);
