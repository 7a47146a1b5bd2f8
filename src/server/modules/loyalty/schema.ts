/**
 * Loyalty (accounts-and-loyalty.md §2.11–§2.13, §3 "Customer", "Voucher"): an append-only ledger of
 * points, punches and credits, and the vouchers issued to members.
 *
 * A balance is the sum of a member's ledger rows for a brand and unit; nothing keeps a counter. An
 * order earns once per unit and card: the partial unique index `loyalty_ledger_earn_uq` makes a
 * repeated "order paid" (a replayed webhook) earn nothing more.
 *
 * Conventions as in the other modules: integer identity ids, camelCase keys (snake_case in SQL),
 * instants in seconds since the epoch (`bigint`).
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
/** Seconds since the epoch. */
const seconds = () => bigint({ mode: 'number' });

/**
 * Ledger row kinds: earn / reverse (an order's points and punches, and a refund's share back), redeem
 * (punches for a reward), convert (points → credits: a negative points row and a positive credit row,
 * issue 26 item 7), spend (credits paying an order, negative), return (credits given back to the
 * member by a refund or cancellation of that order, positive), adjust. Plain text in SQL: no migration.
 */
export const LEDGER_KIND = { earn: 'earn', redeem: 'redeem', reverse: 'reverse', adjust: 'adjust', convert: 'convert', spend: 'spend', return: 'return' } as const;
/** Ledger units. */
export const LEDGER_UNIT = { points: 'points', punch: 'punch', credit: 'credit' } as const;

/**
 * One change of a member's points, punches (of one card) or credits (cents). `amount` is signed:
 * earn > 0, redeem / reverse < 0, adjust either. `card` names the punch card ('' for points, credits).
 */
export const loyaltyLedger = pgTable(
  'loyalty_ledger',
  {
    id: id(),
    userId: integer().notNull(),
    brandId: integer().notNull(),
    kind: text().$type<(typeof LEDGER_KIND)[keyof typeof LEDGER_KIND]>().notNull(),
    unit: text().$type<(typeof LEDGER_UNIT)[keyof typeof LEDGER_UNIT]>().notNull(),
    card: text().notNull().default(''),
    amount: integer().notNull(),
    /** The order it is about, if any (no foreign key: an erased order id stays a plain number). */
    orderId: integer(),
    /** Why (e.g. 'order', 'refund', 'punch reward'). */
    note: text().notNull().default(''),
    createdAt: seconds().notNull(),
  },
  (t) => [
    index('loyalty_ledger_member_idx').on(t.userId, t.brandId),
    index('loyalty_ledger_order_idx').on(t.orderId),
    uniqueIndex('loyalty_ledger_earn_uq').on(t.orderId, t.unit, t.card).where(sql`kind = 'earn'`),
  ],
);

/**
 * A voucher issued to a member from a brand voucher template (§3 "Voucher"). `type`/`value` have
 * coupon semantics (type 2: cents off; else percent PAID). `usedOrderId` holds the order that uses it
 * (set atomically while status is active: single use); `sourceKey` makes an issue idempotent
 * (e.g. 'welcome', 'punch:coffee:123:1').
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: id(),
    code: text().notNull(),
    userId: integer().notNull(),
    brandId: integer().notNull(),
    template: text().notNull(),
    name: text().notNull(),
    nameI18n: jsonb('name_i18n').$type<Record<string, string>>().notNull().default({}),
    type: integer().notNull(),
    value: integer().notNull(),
    minimumOrder: integer().notNull().default(0),
    /** Venue codes it may be used at; [] = every venue of the brand. */
    venues: jsonb().$type<string[]>().notNull().default([]),
    memberOnly: boolean().notNull().default(true),
    /** 1 active, 2 used (expired is computed from validEndAt). */
    status: integer().notNull().default(1),
    validStartAt: seconds().notNull(),
    validEndAt: seconds().notNull(),
    usedOrderId: integer(),
    /** 'order' (at checkout) or 'store' (redeemed by staff). */
    usedBy: text().notNull().default(''),
    usedAt: seconds(),
    sourceKey: text().notNull(),
    createdAt: seconds().notNull(),
  },
  (t) => [
    uniqueIndex('vouchers_code_uq').on(t.code),
    uniqueIndex('vouchers_source_uq').on(t.userId, t.sourceKey),
    index('vouchers_user_idx').on(t.userId, t.brandId),
    index('vouchers_order_idx').on(t.usedOrderId),
  ],
);
