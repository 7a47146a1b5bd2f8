/**
 * Orders (orders-and-payments.md §3, §4, §7): orders with their lines, status events and payment
 * entries (the order's own list of what paid it: coupons, tenders, card and counter payments); the
 * daily sequence counters; coupon redemptions; and order reviews. The payments module's records
 * (payment attempts, refund orders, webhook events) are its own (payments/schema.ts).
 *
 * Conventions (as in `schema.ts`): integer identity ids, camelCase keys (snake_case in SQL), money in
 * integer cents, instants the specification shows as numbers in **seconds since the epoch** (`bigint`).
 *
 * Catalogue references (venue, store, menu, product, variant, modifier ids) are plain integers without
 * foreign keys: a catalogue re-import or a removed product never blocks or rewrites an order, and every
 * line keeps its own copy of names, prices and taxes.
 *
 * After changing this file: delete `drizzle/` and run `npx drizzle-kit generate --name init`.
 */
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { sessions, users } from '../accounts/schema';
import { coupons } from '../catalog/schema';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
/** Seconds since the epoch. */
const seconds = () => bigint({ mode: 'number' });
const cents = () => integer().notNull().default(0);

/**
 * An order (orderInfo / orderList, orders-and-payments.md §3.1, §3.2). `status` is the payment status
 * (§4.1: 1 unpaid, 2 paid, 3 refunded, 5 canceled, 11 refunding, 12 paying); the status events live in
 * `order_events`. `tradeid` is 'P' + venue-local YYMMDD + 128 random bits as 32 hex characters (`newTradeid`), unguessable.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    tradeid: text().notNull(),
    venueId: integer().notNull(),
    venueCode: text().notNull(),
    /** The user who placed it (guest, member or table diner), if any. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The session that placed it. */
    sessionId: integer().references(() => sessions.id, { onDelete: 'set null' }),
    /** Dine-in: the table (venue_tables.id) whose diners may read it. */
    tableId: integer(),
    /** Daily number per venue, from 1, counted in the venue's timezone (`order_sequences`). */
    seqnum: integer().notNull(),
    /** The venue-local day of `seqnum`, 'YYYY-MM-DD'. */
    seqDay: text().notNull(),
    /** Order type (online pay, pay in store, table order, multi-store; 1 = no 'O' in the number). */
    type: smallint().notNull().default(2),
    /** Order source: 30 table, 40 default, 41, 51, 71. */
    source: smallint().notNull().default(40),
    /** Fulfilment: 1 counter, 2/6 table, 3 takeaway, 4 delivery. */
    categoryType: smallint().notNull(),
    categoryName: text().notNull().default(''),
    /** Payment status (§4.1). */
    status: smallint().notNull().default(1),
    feetotal: cents(),
    feediscount: cents(),
    feetax: cents(),
    feetaxextra: cents(),
    /** JSON string of TaxLine[] (§3.3). */
    feetaxes: text().notNull().default('[]'),
    feedelivery: cents(),
    feesurcharge: cents(),
    feetips: cents(),
    /** Amount due (server-computed). */
    feetopay: cents(),
    /** Amount paid so far, card payment surcharge included. */
    feepay: cents(),
    /** Card payment surcharge paid. */
    feepaysurcharge: cents(),
    /** Amount refunded. */
    feerefund: cents(),
    notes: text().notNull().default(''),
    /** The order's extra JSON (§3.2: deliverySurcharge, serviceSurchargeRate, orderNotes, client_key, …). */
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Shipping address and delivery fields (§3.8), `{}` when none. */
    shipping: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Customer contact (§3.2 customer). */
    customer: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Scheduled time, seconds since the epoch; 0 = ASAP. */
    validtime: seconds().notNull().default(0),
    /** Bumped by every edit; an edit carrying another version is refused ('not valid'). */
    version: integer().notNull().default(1),
    /** The client's idempotency key (`param.extra.client_key`); the same key returns the same order. */
    clientKey: text(),
    staffId: integer().notNull().default(0),
    /** Receipt code of /cloud/open/invoice/view/:code (unguessable). */
    invoiceCode: text().notNull(),
    /** A refund order's original trade id. */
    parentTradeid: text().notNull().default(''),
    /** Seconds since the epoch; 0 = not paid. */
    paytime: seconds().notNull().default(0),
    /**
     * What the order took from stock (StockDecrements of `checkStock`, ingredient units rounded up to
     * whole stock units), given back exactly once when the order is canceled (`stockReleased`).
     */
    stockReserved: jsonb().$type<{ products: { id: number; count: number }[]; variants: { id: number; count: number }[]; modifiers: { id: number; count: number }[]; ingredients: { id: number; units: number }[] }>(),
    stockReleased: boolean().notNull().default(false),
    /** Seconds since the epoch. */
    createdAt: seconds().notNull(),
    updatedAt: seconds().notNull(),
  },
  (t) => [
    uniqueIndex('orders_tradeid_uq').on(t.tradeid),
    uniqueIndex('orders_invoice_code_uq').on(t.invoiceCode),
    uniqueIndex('orders_client_key_uq').on(t.clientKey),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_session_idx').on(t.sessionId),
    index('orders_table_idx').on(t.tableId),
    index('orders_venue_idx').on(t.venueId, t.createdAt),
  ],
);

/** Daily order-number counters per venue (the venue-local day), bumped in the order's transaction. */
export const orderSequences = pgTable(
  'order_sequences',
  {
    venueId: integer().notNull(),
    day: text().notNull(),
    value: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.day] })],
);

/** The lines of an order (§3.2 carts / §3.4), names, prices and taxes copied at order time. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Position in the order as sent. */
    position: integer().notNull(),
    /** The line's id in the client cart. */
    lineId: bigint({ mode: 'number' }).notNull().default(0),
    /** 1 new, 2 submitted, 21 submitted but unpaid. */
    status: smallint().notNull().default(1),
    storeId: integer().notNull().default(0),
    menuId: integer().notNull().default(0),
    code: text().notNull().default(''),
    count: integer().notNull(),
    name: text().notNull(),
    pid: integer().notNull().default(0),
    sid: integer().notNull().default(0),
    cid: integer().notNull().default(0),
    gid: bigint({ mode: 'number' }).notNull().default(0),
    sequence: integer().notNull().default(0),
    discount: cents(),
    value: cents(),
    price: cents(),
    tid: bigint({ mode: 'number' }).notNull().default(0),
    type: smallint().notNull(),
    /** JSON list of tax rates copied from the menu. */
    taxes: text().notNull().default('[]'),
    taxtotal: cents(),
    taxextra: cents(),
    /** JSON {groupCartSeqId, gtid, notes}. */
    extra: text().notNull().default('{}'),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);

/**
 * Status events of an order (§3.2 statustime): appended, never rewritten. `storeId` 0 is an event of
 * the whole order (its statustime); another value is an event of that store's part of a multi-store
 * order (§4.6 "For multi-store orders the status is tracked per store order"; store_orders[].statustime).
 * One id sequence for both keeps them in the order they happened.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 0 = the whole order; else the store (venue store id) whose part moved. */
    storeId: integer().notNull().default(0),
    status: smallint().notNull(),
    /** Seconds since the epoch. */
    datetime: seconds().notNull(),
    /** JSON that may hold preptime (minutes), seqnum, comment or reason. */
    extra: text().notNull().default(''),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

/** Payment entries of an order (§3.2 payments, §3.7): type 25 coupons, and the card payments received. */
export const orderPayments = pgTable(
  'order_payments',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: cents(),
    change: integer().notNull().default(0),
    platform: smallint().notNull().default(0),
    type: smallint().notNull(),
    pid: integer().notNull().default(0),
    sid: integer().notNull().default(0),
    notes: text().notNull().default(''),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId)],
);

/** One use of a coupon by an order (and its user), released when the order is canceled. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer(),
    createdAt: seconds().notNull(),
  },
  (t) => [uniqueIndex('coupon_redemptions_uq').on(t.couponId, t.orderId), index('coupon_redemptions_user_idx').on(t.couponId, t.userId)],
);


/** A diner's review of an order (§2.10, §3.13): ratings 0–100. One per order (a second replaces it). */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer(),
    comments: text().notNull().default(''),
    env: smallint().notNull().default(0),
    general: smallint().notNull().default(0),
    service: smallint().notNull().default(0),
    taste: smallint().notNull().default(0),
    time: smallint().notNull().default(0),
    createdAt: seconds().notNull(),
  },
  (t) => [uniqueIndex('order_reviews_order_uq').on(t.orderId)],
);


/**
 * What the orders of one venue, fulfilment type and 15-minute slot take (issue 23 item 5): counted in
 * the placing transaction by a conditional update of this row (`slot-capacity.ts` `claimSlot`: the row
 * lock serialises one venue-type-slot in every process), given back when an order is canceled, refused
 * or refunded in full. `slotStart` is the slot's first second (seconds since the epoch, a multiple of 900).
 */
export const slotCounts = pgTable(
  'slot_counts',
  {
    venueId: integer().notNull(),
    categoryType: integer().notNull(),
    slotStart: seconds().notNull(),
    orders: integer().notNull().default(0),
    items: integer().notNull().default(0),
    /** Cents. */
    subtotal: bigint({ mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.categoryType, t.slotStart] })],
);

/** The slot an order counts toward (one row per order of a capped type), deleted when its count is given back. */
export const orderSlotClaims = pgTable('order_slot_claims', {
  orderId: integer()
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  venueId: integer().notNull(),
  categoryType: integer().notNull(),
  slotStart: seconds().notNull(),
  items: integer().notNull(),
  /** Cents. */
  subtotal: bigint({ mode: 'number' }).notNull(),
});
