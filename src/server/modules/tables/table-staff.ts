/**
 * Table ordering, the staff's side and the hand-off to payment: list a venue's tables with their
 * sittings and passcode lockouts, lock a table for checkout, unlock it, close it (after payment; the
 * next scan starts a new sitting with a new trade id), reset its passcode; and, for the orders &
 * payments flow, the lines a table checkout pays (`tableCheckoutLines`) and recording the order and
 * payment of a sitting (`linkTableOrder`, `markTableLinesPaid`).
 *
 * Every change runs under the table row lock, bumps the sitting's version and is published to the
 * table (orderResEditingChanged) and to the venue's staff screens (staffVenueChanged).
 *
 * Spec: storefront.md §4 "Table states" ('locked for checkout' blocks adding items, and blocks checkout
 * unless the cart is already submitted), §8 table messages; orders-and-payments.md §4.4, §4.8.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { isCartPaid, isCartSubmitted, unpaidTotal } from '../../../domain/cart-totals';
import { findTableById, findVenueId, listTablesOfVenue, updateVenueTable } from '../catalog';
import type { Db } from '../../platform/db/client';
import { findOrderById } from '../orders';
import { LOCKED_BY, SITTING_STATUS, tableDiners, tableShares, tableSittings, type TableCartLine } from './schema';
import { err, errWithDetails, ok, type Result } from '../../../domain/result';
import { buildTableEvent, mapSittingStatus, newPasscode, redactTableEvent, TABLE_STATUS } from './table-model';
import { clearPasscodeAttempts, readTableLockout, type TableExec } from './table-passcode';
import {
  buildTableInfo,
  findOpenSitting,
  findTable,
  lastTableVersion,
  loadTableVenueSettings,
  lockTable,
  publishStaffTableChange,
  publishTableChange,
  type Sitting,
  type TableDeps,
  type TableResource,
} from './table-store';

/** A table as the staff console shows it. Money in cents; instants in milliseconds since the epoch. */
export interface StaffTableView {
  id: number;
  code: string;
  name: string;
  seats: number;
  /** The venue's switch: 1 ready, else off. */
  tableStatus: number;
  /** TABLE_STATUS as a diner who has joined reads it (1 ready, 2 open, 3 locked; 0 switched off). */
  status: number;
  /** The 4-digit passcode staff tell diners, or null (code mode). */
  passcode: string | null;
  /** Wrong passcode guesses at the table in the last hour (they lock out the guessers, never the table). */
  lockout: { failedLastHour: number };
  sitting: null | {
    tradeid: string;
    version: number;
    seats: number;
    status: number;
    rounds: number;
    orderId: number | null;
    openedAt: number;
    /** While locked: LOCKED_BY (1 staff, 2 a diner's checkout); else null. */
    lockedBy: number | null;
    diners: number;
    newLines: number;
    sentLines: number;
    paidLines: number;
    /** Σ price × count of lines with status 1 or 21 (cents). */
    unpaidTotal: number;
    /** The order of the sitting (checkout), its payment status (1 unpaid, 2 paid, 12 paying …), or 0. */
    orderStatus: number;
    /** The live cart: each line's name, count, status (1 new, 21 sent, 2 paid), round (0 = not sent) and line type. */
    lines: { name: string; count: number; status: number; round: number; type: number; price: number }[];
    /** The shares of a split bill (issue 24), held or paid, in order: payer, cents (tip apart), state and the share order's trade id (refund it on the orders board). */
    payments: { payer: string; amount: number; tip: number; state: string; tradeid: string }[];
  };
}

async function viewTable(db: Db, table: TableResource, nowMs: number): Promise<StaffTableView> {
  const [sitting, lockout] = await Promise.all([findOpenSitting(db, table.id), readTableLockout(db, table.id, nowMs)]);
  let diners = 0;
  if (sitting) {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(tableDiners).where(eq(tableDiners.sittingId, sitting.id));
    diners = row?.n ?? 0;
  }
  const lines = sitting?.lines ?? [];
  return {
    id: table.id,
    code: table.code,
    name: table.name,
    seats: table.seats,
    tableStatus: table.status,
    status: table.status !== 1 ? TABLE_STATUS.notReady : sitting ? mapSittingStatus(sitting.status) : TABLE_STATUS.ready,
    passcode: table.passcode,
    lockout,
    sitting: sitting && {
      tradeid: sitting.tradeid,
      version: sitting.version,
      seats: sitting.seats,
      status: mapSittingStatus(sitting.status),
      rounds: sitting.rounds,
      orderId: sitting.orderId,
      openedAt: sitting.openedAt,
      lockedBy: sitting.status === SITTING_STATUS.locked ? sitting.lockedBy : null,
      diners,
      newLines: lines.filter((l) => l.status === 1).length,
      sentLines: lines.filter((l) => l.status === 21).length,
      paidLines: lines.filter((l) => l.status === 2).length,
      unpaidTotal: unpaidTotal(lines),
      orderStatus: sitting.orderId ? await orderStatusOf(db, sitting.orderId) : 0,
      lines: lines.map((l) => ({ name: l.name, count: l.count, status: l.status, round: l.round, type: l.type, price: l.price })),
      payments: await sharesForStaff(db, sitting.id),
    },
  };
}

/** The held and paid shares of a sitting for the staff view. */
async function sharesForStaff(db: Db, sittingId: number): Promise<{ payer: string; amount: number; tip: number; state: string; tradeid: string }[]> {
  const rows = await db
    .select({ payer: tableShares.payer, amount: tableShares.amount, tip: tableShares.tip, state: tableShares.state, orderId: tableShares.orderId })
    .from(tableShares)
    .where(and(eq(tableShares.sittingId, sittingId), inArray(tableShares.state, ['held', 'paid'])))
    .orderBy(tableShares.id);
  const out = [];
  for (const r of rows) out.push({ payer: r.payer, amount: r.amount, tip: r.tip, state: r.state, tradeid: (await findOrderById(db, r.orderId))?.tradeid ?? '' });
  return out;
}

async function orderStatusOf(db: Db, orderId: number): Promise<number> {
  return (await findOrderById(db, orderId))?.status ?? 0;
}

/**
 * The venue's tables (by venue code or id) in file order, each with its open sitting and passcode
 * lockout. Null for an unknown venue.
 */
export async function listStaffTables(deps: Pick<TableDeps, 'db' | 'clock'>, venueCode: string): Promise<StaffTableView[] | null> {
  const venueId = await findVenueId(deps.db, venueCode);
  if (venueId === null) return null;
  const now = deps.clock.nowMs();
  const views: StaffTableView[] = [];
  for (const table of await listTablesOfVenue(deps.db, venueId)) views.push(await viewTable(deps.db, table, now));
  return views;
}

/** One table for staff, by code, optionally checked to belong to a venue (id). Null when unknown or of another venue. */
export async function getStaffTable(deps: Pick<TableDeps, 'db' | 'clock'>, code: string, venueId?: number): Promise<StaffTableView | null> {
  const table = await findTable(deps.db, code);
  if (!table || (venueId !== undefined && table.venue_id !== venueId)) return null;
  return viewTable(deps.db, table, deps.clock.nowMs());
}

type SittingChange = (sitting: Sitting, tx: TableExec) => Promise<Result<Partial<typeof tableSittings.$inferInsert> | null>> | Result<Partial<typeof tableSittings.$inferInsert> | null>;

/** Runs a change of the open sitting under the table lock; null from `change` = nothing to do. Publishes after commit. */
async function changeSitting(deps: TableDeps, code: string, what: string, change: SittingChange): Promise<Result<StaffTableView>> {
  const table = await findTable(deps.db, code);
  if (!table) return err('TABLE_NOT_FOUND');
  const outcome = await deps.db.transaction(async (tx): Promise<Result<Sitting | null>> => {
    await lockTable(tx, table.id);
    const sitting = await findOpenSitting(tx, table.id);
    if (!sitting) return err('NO_SITTING');
    const decided = await change(sitting, tx);
    if (!decided.ok) return decided;
    if (!decided.value) return ok(null);
    const [saved] = await tx
      .update(tableSittings)
      .set({ ...decided.value, version: sitting.version + 1, updatedAt: sql`now()` })
      .where(eq(tableSittings.id, sitting.id))
      .returning();
    return ok(saved);
  });
  if (!outcome.ok) return outcome;
  if (outcome.value) {
    await publishTableChange(deps, table, outcome.value, null);
    publishStaffTableChange(deps, table, outcome.value, what);
  }
  return ok(await viewTable(deps.db, table, deps.clock.nowMs()));
}

/**
 * Locks the table's sitting for checkout: diners can no longer add (removing new lines stays possible).
 * Idempotent. Refusal: NO_SITTING ('not found') when the table has no open sitting.
 * Spec: storefront.md §4 "Table states".
 */
export function lockTableForCheckout(deps: TableDeps, code: string): Promise<Result<StaffTableView>> {
  return changeSitting(deps, code, 'locked', (s) =>
    ok(s.status === SITTING_STATUS.locked && s.lockedBy === LOCKED_BY.staff ? null : { status: SITTING_STATUS.locked, lockedBy: LOCKED_BY.staff, lockedAt: deps.clock.nowMs() }),
  );
}

/** Unlocks a sitting locked for checkout, by staff or by a diner's checkout (back to open). Idempotent. Refusal: NO_SITTING. */
export function unlockTable(deps: TableDeps, code: string): Promise<Result<StaffTableView>> {
  return changeSitting(deps, code, 'unlocked', (s) => ok(s.status === SITTING_STATUS.open ? null : OPEN_AGAIN));
}

const OPEN_AGAIN = { status: SITTING_STATUS.open, lockedBy: null, lockedAt: null } as const;

/**
 * Releases the lock a diner's checkout put on a table (ADR 6), so the table can order again: only a
 * sitting locked by a checkout (LOCKED_BY.checkout, never one staff locked) with lines still unpaid whose order has no payment
 * in progress (`hasPendingPayment`, asked under the table lock) and, when `idleBefore` is given
 * (milliseconds since the epoch), that was locked or last checked out before it. Publishes 'unlocked'
 * to the table and the staff screens. Answers whether the table was released; false when there was
 * nothing to release (no sitting, open, staff-locked, paying, or checked out again since).
 */
export async function releaseCheckoutLock(
  deps: TableDeps,
  code: string,
  hasPendingPayment: (tx: TableExec, orderId: number) => Promise<boolean>,
  idleBefore?: number,
): Promise<boolean> {
  let released = false;
  await changeSitting(deps, code, 'unlocked', async (s, tx) => {
    // A paid sitting stays locked until staff close it (table_close_paid 0): nothing left to pay, nothing to release.
    if (s.status !== SITTING_STATUS.locked || s.lockedBy !== LOCKED_BY.checkout || isCartPaid(s.lines)) return ok(null);
    if (idleBefore !== undefined && (s.lockedAt ?? 0) >= idleBefore) return ok(null);
    if (s.orderId !== null && (await hasPendingPayment(tx, s.orderId))) return ok(null);
    released = true;
    return ok(OPEN_AGAIN);
  });
  return released;
}

/**
 * Closes the table's sitting (status 5): subscribers get status 5 with state 1 (refresh), and the next
 * scan starts a new sitting with a new trade id. Refused with UNPAID_LINES ('not acceptable',
 * {unpaidTotal}) while lines with status 1 or 21 remain, unless `force` (staff clearing an abandoned
 * or paid-at-the-counter table). Refusal: NO_SITTING.
 * Spec: storefront.md §4 "Cart line status" (paid: no line has status 1 or 21); orders-and-payments.md §4.8.
 */
export function closeTable(deps: TableDeps, code: string, options: { force?: boolean } = {}): Promise<Result<StaffTableView>> {
  const now = deps.clock.nowMs();
  return changeSitting(deps, code, 'closed', (s) => {
    if (!options.force && !isCartPaid(s.lines)) return err('UNPAID_LINES', { unpaidTotal: unpaidTotal(s.lines) });
    return ok({ status: SITTING_STATUS.closed, closedAt: now });
  });
}

/**
 * Switches the table on (ready for ordering) or off ('This table is not ready yet, please ask staff for
 * help'), keeping any open sitting. Every phone following the table gets an event asking for a refresh
 * (state 1, no cart), reads the table again and shows the not-ready prompt while it is off. Idempotent.
 * Refusal: TABLE_NOT_FOUND. Spec: storefront.md §4 "Table states" (readiness; the refresh state).
 */
export async function setTableSwitch(deps: TableDeps, code: string, on: boolean): Promise<Result<StaffTableView>> {
  const table = await findTable(deps.db, code);
  if (!table) return err('TABLE_NOT_FOUND');
  const status = on ? 1 : 0;
  if (table.status !== status) {
    const sitting = await deps.db.transaction(async (tx) => {
      await lockTable(tx, table.id);
      await updateVenueTable(tx, table.id, { status });
      return findOpenSitting(tx, table.id);
    });
    const switched: TableResource = { ...table, status };
    const settings = await loadTableVenueSettings(deps.db, table.venue_id);
    const version = sitting?.version ?? (await lastTableVersion(deps.db, table.id));
    const info = buildTableInfo(switched, sitting, settings, { deviceUid: '', joined: true, lockedOut: false }, new Map(), version);
    deps.pubsub.publish('orderResEditingChanged', table.code, redactTableEvent(buildTableEvent(info, null)));
    publishStaffTableChange(deps, switched, sitting, on ? 'switched on' : 'switched off');
  }
  const view = await getStaffTable(deps, code);
  return view ? ok(view) : err('TABLE_NOT_FOUND');
}

/**
 * Gives the table a new random 4-digit passcode and forgets its recorded guesses (ending a lockout).
 * Diners who already joined the open sitting stay joined. Returns the new passcode with the view.
 * Refusal: TABLE_NOT_FOUND.
 */
export async function resetTablePasscode(deps: TableDeps, code: string): Promise<Result<StaffTableView>> {
  const table = await findTable(deps.db, code);
  if (!table) return err('TABLE_NOT_FOUND');
  const passcode = newPasscode();
  await deps.db.transaction(async (tx) => {
    await lockTable(tx, table.id);
    await updateVenueTable(tx, table.id, { passcode });
    await clearPasscodeAttempts(tx, table.id);
  });
  publishStaffTableChange(deps, table, null, 'passcode');
  const view = await getStaffTable(deps, code);
  return view ? ok(view) : err('TABLE_NOT_FOUND');
}

// ————————————————————————————————————————————————————————————— hand-off to orders & payments

/** What a table checkout pays: the sitting's lines sent to the kitchen and not yet paid. */
export interface TableCheckout {
  sittingId: number;
  tableId: number;
  venueId: number;
  tableCode: string;
  tableName: string;
  /** The sitting's trade id: create the order under it (the table's order is this trade id). */
  tradeid: string;
  /** The sitting's version now (pass it back to `linkTableOrder`/`markTableLinesPaid` to detect changes). */
  version: number;
  seats: number;
  /** 2 open, 3 locked for checkout (TABLE_STATUS). */
  status: number;
  /** Lines with status 21 (sent, unpaid), with their round; they already hold their stock. */
  lines: TableCartLine[];
  /** Lines already paid (status 2). */
  paidLines: TableCartLine[];
  /** Σ price × count of `lines`, in cents (before taxes, surcharges, discounts). */
  unpaidTotal: number;
  /** The order already linked to the sitting, or null. */
  orderId: number | null;
  /** Milliseconds since the epoch. */
  openedAt: number;
}

/**
 * The lines a checkout of the table's open sitting pays, and its trade id, for the orders & payments
 * flow (`orderEdit` / payment) to create or update the order of the sitting. Read-only; pass a
 * transaction to read under your own lock.
 *
 * Refusals: TABLE_NOT_FOUND / NO_SITTING ('not found'); TABLE_CHECKOUT_NEW_ITEMS ('Table is locked for
 * checking out, please remove new items in shopping cart!') while lines not yet sent to the kitchen
 * remain (checkout is allowed only once the cart is submitted).
 *
 * Spec: storefront.md §4 "Table states", "Checkout flow" 2 and 4; orders-and-payments.md §4.8.
 */
export async function tableCheckoutLines(db: TableExec, tableId: number): Promise<Result<TableCheckout>> {
  const sitting = await findOpenSitting(db, tableId);
  if (!sitting) return err('NO_SITTING');
  if (!isCartSubmitted(sitting.lines)) return err('TABLE_CHECKOUT_NEW_ITEMS');
  const table = await findTableById(db, tableId);
  if (!table) return err('TABLE_NOT_FOUND');
  const lines = sitting.lines.filter((l) => l.status === 21);
  return ok({
    sittingId: sitting.id,
    tableId,
    venueId: sitting.venueId,
    tableCode: table.code,
    tableName: table.name,
    tradeid: sitting.tradeid,
    version: sitting.version,
    seats: sitting.seats,
    status: mapSittingStatus(sitting.status),
    lines,
    paidLines: sitting.lines.filter((l) => l.status === 2),
    unpaidTotal: unpaidTotal(lines),
    orderId: sitting.orderId,
    openedAt: sitting.openedAt,
  });
}

/** The open sitting with this trade id under the table lock, in a transaction. */
async function lockSittingByTradeId(tx: TableExec, tradeid: string): Promise<Sitting | null> {
  const [found] = await tx.select({ tableId: tableSittings.tableId }).from(tableSittings).where(eq(tableSittings.tradeid, tradeid)).limit(1);
  if (!found) return null;
  await lockTable(tx, found.tableId);
  const [sitting] = await tx
    .select()
    .from(tableSittings)
    .where(and(eq(tableSittings.tradeid, tradeid), sql`${tableSittings.status} <> ${SITTING_STATUS.closed}`))
    .limit(1);
  return sitting ?? null;
}

/**
 * Links the order created for a sitting (its row id) so `orderResInfo` reports it as `orderid`. Run it
 * inside the transaction that creates the order; then call `publishTableSitting(deps, tradeid)` after
 * commit. Refusal: NO_SITTING (unknown or closed trade id).
 */
export async function linkTableOrder(tx: TableExec, tradeid: string, orderId: number): Promise<Result<{ version: number }>> {
  const sitting = await lockSittingByTradeId(tx, tradeid);
  if (!sitting) return err('NO_SITTING');
  const [saved] = await tx
    .update(tableSittings)
    .set({ orderId, version: sitting.version + 1, updatedAt: sql`now()` })
    .where(eq(tableSittings.id, sitting.id))
    .returning({ version: tableSittings.version });
  return ok({ version: saved.version });
}

/**
 * Marks a sitting's sent lines paid (status 21 → 2): all of them, or those whose line `id` is listed
 * (a split bill). Run it inside the transaction that records the payment; then call
 * `publishTableSitting(deps, tradeid)` after commit. When nothing unpaid remains the sitting can be
 * closed (`closeTable`). Refusals: NO_SITTING; VERSION_CONFLICT {version} when `version` is given and
 * the sitting changed since `tableCheckoutLines`.
 * Spec: storefront.md §4 "Cart line status" (2 submitted/paid, 21 submitted unpaid).
 */
export async function markTableLinesPaid(
  tx: TableExec,
  tradeid: string,
  options: { lineIds?: readonly number[]; version?: number; orderId?: number } = {},
): Promise<Result<{ version: number; paid: number; allPaid: boolean }>> {
  const sitting = await lockSittingByTradeId(tx, tradeid);
  if (!sitting) return err('NO_SITTING');
  if (options.version !== undefined && options.version !== sitting.version) return errWithDetails('VERSION_CONFLICT', { version: sitting.version });
  const ids = options.lineIds ? new Set(options.lineIds) : null;
  let paid = 0;
  const lines = sitting.lines.map((l) => {
    if (l.status !== 21 || (ids && !ids.has(l.id))) return l;
    paid++;
    return { ...l, status: 2 as const };
  });
  const [saved] = await tx
    .update(tableSittings)
    .set({ lines, orderId: options.orderId ?? sitting.orderId, version: sitting.version + 1, updatedAt: sql`now()` })
    .where(eq(tableSittings.id, sitting.id))
    .returning({ version: tableSittings.version });
  return ok({ version: saved.version, paid, allPaid: isCartPaid(lines) });
}

/** Publishes the sitting with this trade id to its table and the venue's staff (after a commit by the orders flow). */
export async function publishTableSitting(deps: TableDeps, tradeid: string, what = 'payment'): Promise<void> {
  const [sitting] = await deps.db.select().from(tableSittings).where(eq(tableSittings.tradeid, tradeid)).limit(1);
  if (!sitting) return;
  const table = await findTableById(deps.db, sitting.tableId);
  if (!table) return;
  await publishTableChange(deps, table, sitting, null);
  publishStaffTableChange(deps, table, sitting, what);
}
