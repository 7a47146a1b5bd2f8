/**
 * Table ordering (storefront.md §2.2, §3 "Table order resource", §4 "Table states", "Cart line
 * status"; orders-and-payments.md §4.4, §4.8): the open *sitting* of a dine-in table with its one live
 * cart, the rounds sent to the kitchen, the diners who joined it, and the passcode attempts that limit
 * guessing.
 *
 * - A sitting starts with the first `orderResEdit` on a ready table and ends when staff close it (after
 *   payment); the next scan starts a new sitting with a new trade id. At most one sitting per table is
 *   not closed (partial unique index).
 * - The cart lives on the sitting row as JSON (`lines`): every change locks the table row
 *   (`SELECT … FOR UPDATE` on venue_tables), applies the diff, bumps `version` and publishes.
 * - Instants here are milliseconds since the epoch (the storefront's bookingdt / startdt / enddt are
 *   milliseconds; the passcode windows need sub-second order).
 *
 * After changing this file: delete `drizzle/` and run `npx drizzle-kit generate --name init`.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { venues, venueTables } from '../catalog/schema';
import { sessions } from '../accounts/schema';

/**
 * Sitting status (table_sittings.status): 2 open (diners ordering), 3 locked for checkout (adding
 * refused), 5 closed (paid or cleared by staff; history only). The table status a client reads
 * (`info.status`) is derived from it: see `TABLE_STATUS` in `tables/table-model.ts`.
 */
export const SITTING_STATUS = { open: 2, locked: 3, closed: 5 } as const;

/**
 * Who locked a sitting for checkout (table_sittings.locked_by): 1 staff (the console's 'Lock'; only staff
 * unlock it), 2 a diner's checkout (released when that payment is cancelled, or by the checkout hold
 * sweep once the payment has been left alone for TABLE_CHECKOUT_HOLD_MINUTES; ADR 6).
 */
export const LOCKED_BY = { staff: 1, checkout: 2 } as const;

import type { TableCartLine } from '../../../domain/contract';

export type { TableCartLine };

/** The open (or past) sitting of a table: its trade id, version, seats, status and live cart. */
export const tableSittings = pgTable(
  'table_sittings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tableId: integer()
      .notNull()
      .references(() => venueTables.id, { onDelete: 'cascade' }),
    venueId: integer()
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    /** 32 hex characters (128 random bits): the order's trade id (/order/detail/:tid). */
    tradeid: text().notNull(),
    /**
     * Bumped by every acknowledged change (cart, seats, round, status). Strictly increasing per table
     * across sittings (a new sitting starts after the last one's version), so a stale client can never
     * hit a coincidentally equal version of the next sitting.
     */
    version: integer().notNull(),
    /** Number of guests (orderResInfo `count`). */
    seats: integer().notNull(),
    /** SITTING_STATUS: 2 open, 3 locked for checkout, 5 closed. */
    status: smallint().notNull(),
    /** LOCKED_BY while status is 3 (1 staff, 2 a diner's checkout); null while open. */
    lockedBy: smallint(),
    /** When the sitting was locked, or last checked out again (milliseconds since the epoch); null while open. */
    lockedAt: bigint({ mode: 'number' }),
    /** The live cart: lines with status 1 new, 21 sent to the kitchen unpaid, 2 paid; `round` 0 = not sent. */
    lines: jsonb().$type<TableCartLine[]>().notNull().default([]),
    /** Number of the last round sent to the kitchen (0 = none yet). */
    rounds: integer().notNull().default(0),
    /** The order created for this sitting by the orders & payments flow (its row id), or null. */
    orderId: integer(),
    /** Free-form table data shown to diners (orderResInfo `data`). */
    data: text().notNull().default(''),
    /** Milliseconds since the epoch. */
    openedAt: bigint({ mode: 'number' }).notNull(),
    closedAt: bigint({ mode: 'number' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('table_sittings_tradeid_uq').on(t.tradeid),
    uniqueIndex('table_sittings_one_open_uq').on(t.tableId).where(sql`status <> 5`),
    index('table_sittings_table_idx').on(t.tableId, t.version),
    index('table_sittings_venue_idx').on(t.venueId, t.status),
  ],
);

/** A round sent to the kitchen: the lines that went from new (1) to sent (21) together. */
export const tableRounds = pgTable(
  'table_rounds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sittingId: integer()
      .notNull()
      .references(() => tableSittings.id, { onDelete: 'cascade' }),
    /** 1, 2, … within the sitting. */
    number: integer().notNull(),
    /** Milliseconds since the epoch. */
    sentAt: bigint({ mode: 'number' }).notNull(),
    /** The session that sent it (null once that session is gone). */
    sessionId: integer().references(() => sessions.id, { onDelete: 'set null' }),
    /** The lines as sent (status 21). */
    lines: jsonb().$type<TableCartLine[]>().notNull(),
  },
  (t) => [uniqueIndex('table_rounds_uq').on(t.sittingId, t.number)],
);

/** Diners (table sessions) admitted to a sitting: by the passcode on a passcode table, or by joining a code-mode table. */
export const tableDiners = pgTable(
  'table_diners',
  {
    sittingId: integer()
      .notNull()
      .references(() => tableSittings.id, { onDelete: 'cascade' }),
    sessionId: integer()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    deviceUid: text().notNull().default(''),
    /** Milliseconds since the epoch. */
    joinedAt: bigint({ mode: 'number' }).notNull(),
  },
  // By session: which sittings a table session joined (who may read a sitting's order; orders-store.ts).
  (t) => [primaryKey({ columns: [t.sittingId, t.sessionId] }), index('table_diners_session_idx').on(t.sessionId)],
);

/**
 * Every passcode guess that was evaluated (counted before the check, in the same transaction as the
 * check, under the table row lock). Failed guesses count towards the limits (table-passcode.ts): 5 per
 * table and phone (device uid, and separately per session) per 15 minutes; per client address 30 an hour,
 * then a doubling wait (never per table alone: issue 16 item 9). A staff passcode reset deletes the table's rows.
 */
export const tablePasscodeAttempts = pgTable(
  'table_passcode_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tableId: integer()
      .notNull()
      .references(() => venueTables.id, { onDelete: 'cascade' }),
    sessionId: integer().references(() => sessions.id, { onDelete: 'set null' }),
    deviceUid: text().notNull().default(''),
    /** The guesser's client address (request-limits.ts `clientIp`; '' unknown), counted across tables. */
    clientIp: text().notNull().default(''),
    /** Milliseconds since the epoch. */
    at: bigint({ mode: 'number' }).notNull(),
    /** True when the guess was right (right guesses do not count towards the limits). */
    ok: boolean().notNull().default(false),
  },
  (t) => [
    index('table_passcode_attempts_table_idx').on(t.tableId, t.at),
    index('table_passcode_attempts_device_idx').on(t.deviceUid, t.at),
    index('table_passcode_attempts_session_idx').on(t.sessionId, t.at),
    index('table_passcode_attempts_ip_idx').on(t.clientIp, t.at),
  ],
);

/**
 * Shares of a sitting's bill paid from the diners' phones (issue 24 items 1–2: split the bill). Each share
 * is its own direct order (`orderId`, extra.direct 'table-share', one line for the share and one for the
 * tip) paid through the ordinary payments flow; the share is worked out by the domain's `quoteShare`
 * (domain/bill-split.ts) under the table row lock from the sitting's bill and the shares `held` or
 * `paid` before it, so two phones never take the same lines or the same last cents.
 * `state`: 'held' while its payment is under way (counts against the balance), 'paid' (the provider's
 * signed success), 'released' (its payment refused or cancelled, or left alone for the checkout hold:
 * no longer counts). Money in cents; instants in milliseconds since the epoch.
 */
export const tableShares = pgTable(
  'table_shares',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    sittingId: integer()
      .notNull()
      .references(() => tableSittings.id, { onDelete: 'cascade' }),
    /** The share's own (direct) order, paid like any order. */
    orderId: integer().notNull(),
    /** The payer's session (null once that session is gone). */
    sessionId: integer().references(() => sessions.id, { onDelete: 'set null' }),
    /** What the other phones show: the payer's first name, or 'Guest N' (N: the order they joined in). */
    payer: text().notNull().default(''),
    /** The domain's SplitRequest as asked. */
    request: jsonb().$type<Record<string, unknown>>().notNull(),
    /** Cents of the bill this share pays (without the tip). */
    amount: integer().notNull(),
    /** Cents of each line of the bill it pays (line id → cents), as `quoteShare` answered. */
    lines: jsonb().$type<Record<string, number>>().notNull().default({}),
    /** The payer's tip on their share, cents ≥ 0. */
    tip: integer().notNull().default(0),
    /** The bill's total (cents) when this share was worked out: the sitting is paid when the paid shares reach it. */
    billTotal: integer().notNull(),
    /** 'held' (its payment under way), 'paid', 'released' (refused, cancelled or left past the hold), 'refunded' (in full while the bill was open: due again). */
    state: text().$type<'held' | 'paid' | 'released' | 'refunded'>().notNull().default('held'),
    createdAt: bigint({ mode: 'number' }).notNull(),
    paidAt: bigint({ mode: 'number' }),
  },
  (t) => [index('table_shares_sitting_idx').on(t.sittingId, t.id), uniqueIndex('table_shares_order_uq').on(t.orderId)],
);
