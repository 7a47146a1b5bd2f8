/**
 * The kitchen's own tables (issue 25 items 1, 2): tickets per station and course of paid orders and table
 * rounds, and the courses fired per sitting. Instants are milliseconds since the epoch.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TicketLine } from '../../../domain/kitchen';
import { venues } from '../catalog/schema';

/** Where a ticket came from (kitchen_tickets.source): 1 a paid order, 2 a table round. */
export const TICKET_SOURCE = { order: 1, table: 2 } as const;

/**
 * One station's part of one course of a paid order or a table round, as the kitchen renders it (venue's
 * language). Held (`fired_at` null) until its course is fired; done when `bumped_at` is set.
 */
export const kitchenTickets = pgTable(
  'kitchen_tickets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** TICKET_SOURCE. */
    source: smallint().notNull(),
    /** The order's trade id, or the table sitting's (its order's once paid). */
    tradeid: text().notNull(),
    /** The order's row id (source 1); null for a table round. */
    orderId: integer(),
    /** The order number ('0012') or the table's name ('6'). */
    label: text().notNull(),
    /** The order's category type (1 pick-up, 2 table, 3 takeaway, 4 delivery, 6 dine-in). */
    categoryType: smallint().notNull(),
    /** The table round's number; 0 for an order. */
    round: integer().notNull().default(0),
    station: text().notNull(),
    stationName: text().notNull(),
    /** Course sequence (0 = none). */
    course: integer().notNull().default(0),
    courseName: text().notNull().default(''),
    lines: jsonb().$type<TicketLine[]>().notNull(),
    /** The order's note, verbatim. */
    note: text().notNull().default(''),
    /** When it must be ready. */
    readyBy: bigint({ mode: 'number' }).notNull(),
    createdAt: bigint({ mode: 'number' }).notNull(),
    /** When its course fired (null while held). */
    firedAt: bigint({ mode: 'number' }),
    /** When bumped (done); null while cooking. */
    bumpedAt: bigint({ mode: 'number' }),
  },
  (t) => [
    uniqueIndex('kitchen_tickets_uq').on(t.tradeid, t.round, t.station, t.course),
    index('kitchen_tickets_venue_idx').on(t.venueId, t.createdAt),
    index('kitchen_tickets_open_idx').on(t.venueId).where(sql`bumped_at is null`),
  ],
);

/** A course fired for a sitting: at most once (the primary key), whoever taps first. */
export const kitchenFires = pgTable(
  'kitchen_fires',
  {
    tradeid: text().notNull(),
    course: integer().notNull(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    firedAt: bigint({ mode: 'number' }).notNull(),
    /** 'auto' (with its round), 'diner' or 'staff'. */
    firedBy: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tradeid, t.course] })],
);
