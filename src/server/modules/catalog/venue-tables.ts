/**
 * The venue's dine-in tables as the catalog stores them (`venue_tables`, imported from the brand file),
 * and the venue settings table ordering reads: what the tables module may read and change of them
 * through the catalog door. The sittings, carts and diners at a table are the tables module's own.
 *
 * Spec: storefront.md §2.1 (QR code `/tbl?c=`), §3 "Table order resource", §4 "Table states".
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { buildVenueConfig } from '../../../domain/venue-config';
import type { VenueConfig } from '../../../domain/types';
import type { Db } from '../../platform/db/client';
import * as s from './schema';

/** A dine-in table (the order resource behind a QR code), as stored. */
export interface TableResource {
  id: number;
  venue_id: number;
  venue_code: string;
  /** QR code key: `/tbl?c=<code>`. */
  code: string;
  name: string;
  /** 4 digits, or null when the table needs none. Never send it to a browser. */
  passcode: string | null;
  seats: number;
  /** 1 = ready. */
  status: number;
  type: number;
  restype: number;
}

/** The table with this QR code (`/tbl?c=<code>`, case-sensitive), or null ('Table not found'). One query. */
export async function findTableByCode(db: Db, code: string): Promise<TableResource | null> {
  if (!code) return null;
  const [row] = await db
    .select({ table: s.venueTables, venueCode: s.venues.code })
    .from(s.venueTables)
    .innerJoin(s.venues, eq(s.venues.id, s.venueTables.venueId))
    .where(eq(s.venueTables.code, code))
    .limit(1);
  return row ? toTable(row.table, row.venueCode) : null;
}

/** The table with this row id (e.g. a sitting's or an order's `tableId`), or null. One query; `db` may be a transaction. */
export async function findTableById(db: Pick<Db, 'select'>, tableId: number): Promise<TableResource | null> {
  const [row] = await db
    .select({ table: s.venueTables, venueCode: s.venues.code })
    .from(s.venueTables)
    .innerJoin(s.venues, eq(s.venues.id, s.venueTables.venueId))
    .where(eq(s.venueTables.id, tableId))
    .limit(1);
  return row ? toTable(row.table, row.venueCode) : null;
}

/** The venue's tables (venue row id) in file order (`sequence`, then id): the staff console's list, QR codes. */
export async function listTablesOfVenue(db: Db, venueId: number): Promise<TableResource[]> {
  const rows = await db
    .select({ table: s.venueTables, venueCode: s.venues.code })
    .from(s.venueTables)
    .innerJoin(s.venues, eq(s.venues.id, s.venueTables.venueId))
    .where(eq(s.venueTables.venueId, venueId))
    .orderBy(asc(s.venueTables.sequence), asc(s.venueTables.id));
  return rows.map((r) => toTable(r.table, r.venueCode));
}

/**
 * Takes the table's row lock (`SELECT … FOR UPDATE`) for the rest of the transaction `tx` and answers
 * the fields that may change under it: the passcode (null: code mode) and the switch (1 ready, else
 * off). Null for an unknown table. The tables module runs every change of a table's sitting under this
 * lock. One query.
 */
export async function lockVenueTable(tx: Pick<Db, 'select'>, tableId: number): Promise<{ passcode: string | null; status: number } | null> {
  const [row] = await tx
    .select({ passcode: s.venueTables.passcode, status: s.venueTables.status })
    .from(s.venueTables)
    .where(eq(s.venueTables.id, tableId))
    .for('update');
  return row ?? null;
}

/**
 * Staff's changes of a table: its switch (`status` 1 ready, 0 off) and/or its 4-digit `passcode`.
 * Run it in the transaction holding the table lock (`lockVenueTable`). No-op for an unknown table.
 */
export async function updateVenueTable(tx: Pick<Db, 'update'>, tableId: number, changes: { status?: number; passcode?: string }): Promise<void> {
  await tx
    .update(s.venueTables)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(s.venueTables.id, tableId));
}

/**
 * What table ordering reads of a venue (venue row id), in one query: its configuration merged over the
 * defaults (`buildVenueConfig`; an unknown venue gives the defaults) and the name of its dine-in order
 * category (type 2, else 6; the first by `sequence`), or null when it has none.
 */
export async function findDineInSettings(db: Pick<Db, 'select'>, venueId: number): Promise<{ config: VenueConfig; dineInCategoryName: string | null }> {
  const category = db
    .select({ name: s.venueOrderCategories.name })
    .from(s.venueOrderCategories)
    .where(and(eq(s.venueOrderCategories.venueId, s.venues.id), inArray(s.venueOrderCategories.type, [2, 6])))
    .orderBy(asc(s.venueOrderCategories.type), asc(s.venueOrderCategories.sequence))
    .limit(1);
  const [venue] = await db
    .select({ config: s.venues.config, categoryName: sql<string | null>`(${category})` })
    .from(s.venues)
    .where(eq(s.venues.id, venueId))
    .limit(1);
  return { config: buildVenueConfig(venue?.config as never), dineInCategoryName: venue?.categoryName ?? null };
}

function toTable(t: typeof s.venueTables.$inferSelect, venueCode: string): TableResource {
  return {
    id: t.id,
    venue_id: t.venueId,
    venue_code: venueCode,
    code: t.code,
    name: t.name,
    passcode: t.passcode,
    seats: t.seats,
    status: t.status,
    type: t.type,
    restype: t.restype,
  };
}
