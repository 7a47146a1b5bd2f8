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

/**
 * A receipt printer of a venue (issue 25 item 3), set by staff on the kitchen display: its kind
 * ('escpos-tcp' a LAN printer on host:port, 'cloudprnt' a Star printer polling us, 'view' the browser's
 * 80 mm print view), the stations it prints for, and its last known state. Instants in ms since the epoch.
 */
export const kitchenPrinters = pgTable(
  'kitchen_printers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** The staff's name for it ('grill'), unique per venue. */
    code: text().notNull(),
    /** 'escpos-tcp' | 'cloudprnt' | 'view'. */
    kind: text().notNull(),
    /** host:port of an ESC/POS printer; '' otherwise. */
    address: text().notNull().default(''),
    /** Station codes it prints for. */
    stations: jsonb().$type<string[]>().notNull(),
    /** CloudPRNT: the secret in the printer's server URL (/cloudprnt/<token>); '' otherwise. */
    token: text().notNull().default(''),
    /** Null until first tried; then true after a job went through or a poll said it is fine. */
    online: smallint(),
    /** Since when it is offline (null when online or never tried). */
    offlineSince: bigint({ mode: 'number' }),
    /** The last error, for the screen ('connect ECONNREFUSED 127.0.0.1:9100', '410 paper empty'). */
    lastError: text().notNull().default(''),
    lastSeenAt: bigint({ mode: 'number' }),
  },
  (t) => [uniqueIndex('kitchen_printers_code_uq').on(t.venueId, t.code), index('kitchen_printers_token_idx').on(t.token)],
);

/**
 * One printing of one ticket on one printer: the durable queue (issue 25 item 3). `copy` 0 is the
 * ticket's one print (unique per ticket and printer, so a ticket prints once per station per round);
 * 1, 2, … are staff reprints. A job is claimed by a conditional UPDATE (status queued → printing), so it
 * is sent by one worker once; a failure puts it back with `attempts` + 1 and `next_try_at` later.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    printerId: integer()
      .notNull()
      .references(() => kitchenPrinters.id, { onDelete: 'cascade' }),
    ticketId: integer()
      .notNull()
      .references(() => kitchenTickets.id, { onDelete: 'cascade' }),
    copy: integer().notNull().default(0),
    /** 'queued' | 'printing' | 'done'. */
    status: text().notNull().default('queued'),
    attempts: integer().notNull().default(0),
    nextTryAt: bigint({ mode: 'number' }).notNull(),
    /** When claimed (status printing): a claim older than the retry interval is given back. */
    claimedAt: bigint({ mode: 'number' }),
    createdAt: bigint({ mode: 'number' }).notNull(),
    printedAt: bigint({ mode: 'number' }),
  },
  (t) => [uniqueIndex('print_jobs_copy_uq').on(t.ticketId, t.printerId, t.copy), index('print_jobs_due_idx').on(t.status, t.nextTryAt)],
);
