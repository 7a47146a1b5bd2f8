/**
 * The courier simulator's own deliveries (providers/couriers/simulator.ts): what a real courier keeps
 * on its side — the quote, whether it was accepted, and how far its driver has got. Its timer reads
 * this table, so a delivery in progress survives a restart of the server.
 */
import { bigint, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

export const courierSimulatorDeliveries = pgTable(
  'courier_simulator_deliveries',
  {
    /** The simulator's delivery id ('sim_' + 20 hex), our `externalDeliveryId`. */
    id: text().primaryKey(),
    /** 21 or 22: quote validity 5 or 15 minutes. */
    method: integer().notNull(),
    /** The caller's delivery id (QuoteRequest.deliveryId). */
    deliveryId: text().notNull(),
    /** Cents, without tax. */
    fee: integer().notNull(),
    tax: integer().notNull(),
    /** Milliseconds since the epoch. */
    quotedAt: bigint({ mode: 'number' }).notNull(),
    expiresAt: bigint({ mode: 'number' }).notNull(),
    pickupName: text().notNull().default(''),
    pickupLat: doublePrecision().notNull(),
    pickupLng: doublePrecision().notNull(),
    dropoffLat: doublePrecision().notNull(),
    dropoffLng: doublePrecision().notNull(),
    dropoffStreet: text().notNull().default(''),
    /** Great-circle metres pickup → dropoff. */
    distance: integer().notNull(),
    /** Set once, when the quote is accepted (ms); null = only quoted. */
    acceptedAt: bigint({ mode: 'number' }),
    /** Tip for the driver, cents. */
    tip: integer().notNull().default(0),
    /** Set when cancelled by the caller (ms). */
    cancelledAt: bigint({ mode: 'number' }),
    /** The highest status rank whose webhook our endpoint acknowledged (−1 none). */
    sentRank: integer().notNull().default(-1),
    driverName: text().notNull().default(''),
    driverPhone: text().notNull().default(''),
  },
  (t) => [index('courier_sim_active_idx').on(t.acceptedAt, t.sentRank)],
);
