/**
 * The delivery module's tables (orders-and-payments.md §3.8–3.9, §4.9; issue #14).
 *
 * - `deliveries`: one courier delivery per quote asked through POST /create/delivery — the venue,
 *   method, address, the courier's quote (fee, tax, expiry, external id), then once an order pays for
 *   it: the order, the tip, the booking and what the courier reports (status, driver, times).
 * - `delivery_bookings`: the booking outbox. The `orderPaid` hook writes one row in the payment's
 *   transaction; it is processed after commit and by the sweep at start and on a timer, so a crash
 *   between payment and booking still books — once: the row is claimed with a lease, and accepting a
 *   quote the courier already accepted answers the same delivery. A pre-order's row is held
 *   (`leaseUntil`) until its booking time (booking.ts).
 */
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const deliveries = pgTable(
  'deliveries',
  {
    /** Our delivery id (§7.5 delivery_id): the client's, or 'dlv_' + 24 hex. */
    id: text().primaryKey(),
    venueId: integer().notNull(),
    /** 21 or 22 (§9). */
    method: integer().notNull(),
    /** 'simulator' | 'doordash' | 'uber'. */
    courier: text().notNull(),
    /** The order it was paid with (set by the orderPaid hook); null while only quoted. */
    orderId: integer(),
    tradeid: text().notNull().default(''),
    /** The shipping address as quoted (§3.8), with coordinates when known. */
    address: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The quote request (products, order value, instructions, time) kept to quote again. */
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    externalDeliveryId: text().notNull(),
    /** Cents, as last quoted. */
    fee: integer().notNull(),
    tax: integer().notNull(),
    /** The quote the diner paid (fee + tax, cents); kept when an expired quote is quoted again. */
    quotePaid: integer(),
    /** ms since the epoch. */
    quoteExpiresAt: bigint({ mode: 'number' }).notNull(),
    /** Tip for the driver, cents (from the paid order). */
    tip: integer().notNull().default(0),
    /** 'quoted' | a courier status (providers/couriers/types.ts) | 'booking_failed'. */
    status: text().notNull().default('quoted'),
    /** courierStatusRank of `status` (−1 while quoted): a webhook applies only with a higher rank. */
    statusRank: integer().notNull().default(-1),
    supportReference: text().notNull().default(''),
    driverName: text().notNull().default(''),
    driverPickupPhone: text().notNull().default(''),
    driverDropoffPhone: text().notNull().default(''),
    pickupTimeEstimated: text().notNull().default(''),
    dropoffTimeEstimated: text().notNull().default(''),
    trackingUrl: text().notNull().default(''),
    driverLat: doublePrecision(),
    driverLng: doublePrecision(),
    /** Staff attention: the courier cancelled, or booking failed (the reason). */
    flagged: boolean().notNull().default(false),
    flagReason: text().notNull().default(''),
    createdAt: bigint({ mode: 'number' }).notNull(),
    updatedAt: bigint({ mode: 'number' }).notNull(),
    bookedAt: bigint({ mode: 'number' }),
  },
  (t) => [index('deliveries_order_idx').on(t.orderId), uniqueIndex('deliveries_external_uq').on(t.method, t.externalDeliveryId)],
);

export const deliveryBookings = pgTable(
  'delivery_bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: text().notNull(),
    orderId: integer().notNull(),
    createdAt: bigint({ mode: 'number' }).notNull(),
    /** A worker holds the row until then (ms), or a pre-order's booking waits until its time (issue 27); null = free. */
    leaseUntil: bigint({ mode: 'number' }),
    attempts: integer().notNull().default(0),
    /** Set once booked, or given up (then `error` says why). */
    doneAt: bigint({ mode: 'number' }),
    error: text().notNull().default(''),
  },
  (t) => [uniqueIndex('delivery_bookings_delivery_uq').on(t.deliveryId)],
);
