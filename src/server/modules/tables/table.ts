/**
 * Table ordering, the diner's side: read the table order resource (`orderResInfo`), join and edit the
 * one live cart of the table (`orderResEdit`), send new lines to the kitchen in rounds
 * (`orderResSubmit`), and who may subscribe to `orderResEditingChanged`.
 *
 * Each change: load (table, venue settings, menus) → lock the table row → decide with the domain
 * (`applyTableCartDiff`, `checkTableCartDiff`, `findChangedCartItems`, `checkStockAcrossMenus`, `cartItemCount`,
 * `mapStartSeats`) → persist in that one transaction with a new version → publish after commit.
 *
 * Spec: storefront.md §2.2, §3 "Table order resource", §4 "Start Order enabled when", "Table states",
 * "Cart line status", §5, §7, §8; orders-and-payments.md §4.4, §4.8.
 */
import { eq, sql } from 'drizzle-orm';
import { findChangedCartItems, rebuildLinesFromMenu } from '../../../domain/cart-menu-check';
import { CHANNEL, menuForChannel } from '../../../domain/channels';
import { cartLineKey, mapCartEntries, selectNewLines } from '../../../domain/cart-lines';
import { cartItemCount } from '../../../domain/cart-totals';
import { applyTableCartDiff, checkTableCartDiff } from '../../../domain/table-cart';
import { mapStartSeats } from '../../../domain/fulfilment';
import { checkStockAcrossMenus } from '../../../domain/stock';
import type { CartLine, Menu } from '../../../domain/types';
import { err, errWithDetails, ok, type Err, type Result } from '../../../domain/result';
import { validateGuests, validatePasscode } from '../../../domain/validation';
import { issueSession, type IssuedSession, type Viewer } from '../accounts';
import { nowSeconds } from '../../platform/clock';
import type { Db } from '../../platform/db/client';
import type { AfterCommit } from '../../platform/hooks';
import type { Services } from '../../services';
import { SESSION_KIND } from '../accounts';
import { findTableById, venueForOrder } from '../catalog';
import { categoryPauseUntil } from '../../../domain/availability';
import { SITTING_STATUS, tableRounds, tableSittings, type TableCartLine } from './schema';
import { Abort, reserveStock, toReservation } from '../orders';
import {
  newDeviceUid,
  newTradeId,
  normalizeDiffLine,
  isSittingSettled,
  TABLE_STATUS,
  withRound,
  type TableInfo,
} from './table-model';
import { checkPasscodeGuess, readGuesserLockout } from './table-passcode';
import {
  addDiner,
  buildTableInfo,
  findOpenSitting,
  findTable,
  isDiner,
  lastTableVersion,
  loadCachedTableVenueSettings,
  loadTableMenus,
  loadTableVenueSettings,
  lockTable,
  publishStaffTableChange,
  publishTableChange,
  type Sitting,
  type TableDeps,
  type TableResource,
  type TableVenueSettings,
} from './table-store';

/** Most lines one `orderResEdit` diff may carry. */
export const MAX_DIFF_LINES = 200;

/** The `auth` of `orderResInfo` (storefront.md §3): a table-diner session for this table. */
export interface TableAuth {
  authorization: { expired_at: number; refresh_expired_at: number; token: string };
  /** JSON {table, device_uid}. */
  extra: string;
  /** The session kind: 3 table diner. */
  type: number;
  info: { id: number; username: string; type: number; avatar: string; birthday: string; email: string; gender: number; firstname: string; lastname: string; phone: string; timezone: string };
}

function mapAuth(issued: IssuedSession, table: TableResource, deviceUid: string): TableAuth {
  return {
    authorization: issued,
    extra: JSON.stringify({ table: table.code, device_uid: deviceUid }),
    type: SESSION_KIND.table,
    info: { id: 0, username: '', type: SESSION_KIND.table, avatar: '', birthday: '', email: '', gender: 0, firstname: '', lastname: '', phone: '', timezone: '' },
  };
}

/**
 * Who the caller is at this table: any live session except pay-by-link; a table-diner session only at
 * its own table. Failures: INVALID_TOKEN ('invalid token') without a usable session; TABLE_NOT_FOUND
 * ('not found') for a diner session of another table (a diner cannot reach another table's cart).
 */
export function tableIdentity(viewer: Viewer | null, table: TableResource): Result<{ sessionId: number; deviceUid: string }> {
  if (!viewer || viewer.kind === SESSION_KIND.payByLink) return err('INVALID_TOKEN');
  if (viewer.kind === SESSION_KIND.table && viewer.tableId !== table.id) return err('TABLE_NOT_FOUND');
  return ok({ sessionId: viewer.sessionId, deviceUid: viewer.deviceUid });
}

/**
 * `orderResInfo(rc | c)`: the table order resource and, when the caller holds no session usable at this
 * table, a new table-diner session (kind 3, scoped to the table, 12 h) in `auth` — no login needed.
 * `auth` is null when the caller's session already works here (a diner session of this table, or a
 * member/guest login). `device_uid` identifies the phone (one is made up when absent, and returned in
 * `info.device_uid`).
 *
 * Answers null ('Table not found') for an unknown code, and for a diner session of another table.
 * A table switched off reads status 0 (not ready); a passcode table reads status 4 (needs staff) to a
 * caller who has not joined and has used up its wrong guesses (per phone or client address,
 * table-passcode.ts); callers who have not joined see no cart lines. A phone that did not join a settled
 * sitting (every line paid, still locked: `isSittingSettled`) reads the table ready (status 1, no trade
 * id): its first `orderResEdit` ends that sitting and starts the next.
 *
 * Spec: storefront.md §2.2, §3 "Table order resource", §4 "Table states", §6 (table-scan diner), §7.
 */
export async function getTableOrderResource(
  deps: TableDeps,
  viewer: Viewer | null,
  args: { rc?: string | null; c?: string | null; device_uid?: string | null; tradeid?: string | null; clientIp?: string },
): Promise<{ info: TableInfo; auth: TableAuth | null } | null> {
  if (!args.rc && !args.c && args.tradeid) return getSittingResource(deps, viewer, args.tradeid, args.device_uid);
  const table = await findTable(deps.db, args.rc || args.c);
  if (!table) return null;
  if (viewer?.kind === SESSION_KIND.table && viewer.tableId !== table.id) return null;
  const now = deps.clock.nowMs();

  let auth: TableAuth | null = null;
  let sessionId: number | null = null;
  let deviceUid: string;
  if (!viewer || viewer.kind === SESSION_KIND.payByLink) {
    deviceUid = cleanDeviceUid(args.device_uid) || newDeviceUid();
    const issued = await issueSession(deps.db, nowSeconds(deps.clock), { kind: SESSION_KIND.table, tableId: table.id, venueId: table.venue_id, deviceUid });
    auth = mapAuth(issued, table, deviceUid);
  } else {
    sessionId = viewer.sessionId;
    deviceUid = viewer.deviceUid || cleanDeviceUid(args.device_uid);
  }

  const [settings, open] = await Promise.all([loadTableVenueSettings(deps.db, table.venue_id), findOpenSitting(deps.db, table.id)]);
  const passcodeRequired = table.passcode !== null;
  const settled = open !== null && isSittingSettled(open);
  const dinerOfOpen = open !== null && sessionId !== null && (passcodeRequired || settled) && (await isDiner(deps.db, open.id, sessionId));
  // A settled sitting (paid, waiting for staff to close it) is over for a phone that did not join it:
  // that phone reads the table ready and starts the next sitting (ADR 6 "A paid table and the next party").
  const sitting = settled && !dinerOfOpen ? null : open;
  const joined = !passcodeRequired || (sitting !== null && dinerOfOpen);
  const lockedOut =
    passcodeRequired && !joined ? await readGuesserLockout(deps.db, { sessionId: sessionId ?? -1, deviceUid, clientIp: args.clientIp ?? '' }, now, table.id) : false;
  const lastVersion = open ? open.version : await lastTableVersion(deps.db, table.id);
  const menus = sitting && joined ? await loadTableMenus(deps.db, table.venue_id, sitting.lines.map((l) => l.menu_id), { nowMs: now }) : new Map<number, Menu>();
  const info = buildTableInfo(table, sitting, settings, { deviceUid, joined, lockedOut }, menus, lastVersion);
  return { info, auth };
}

const cleanDeviceUid = (v: string | null | undefined) => (typeof v === 'string' ? v.trim().slice(0, 128) : '');

/**
 * `orderResInfo(tradeid)` (our addition): the table order resource of the sitting with this trade id —
 * open, locked for checkout, paid or closed — for the order detail of a table order
 * (orders-and-payments.md §2.4, §4.8). Only for a caller who joined that sitting (a diner of it, by
 * session; a table-diner session only at its own table): null for an unknown trade id and for anyone
 * else alike, and no session is ever issued here. `info.code` is the table code to follow the table
 * with (`orderResEditingChanged(rc)`) and act on it; a closed sitting reads status 5.
 */
async function getSittingResource(deps: TableDeps, viewer: Viewer | null, tradeid: string, deviceUidArg: string | null | undefined): Promise<{ info: TableInfo; auth: null } | null> {
  if (!viewer || viewer.kind === SESSION_KIND.payByLink || tradeid.length > 64) return null;
  const [sitting] = await deps.db.select().from(tableSittings).where(eq(tableSittings.tradeid, tradeid)).limit(1);
  if (!sitting) return null;
  if (viewer.kind === SESSION_KIND.table && viewer.tableId !== sitting.tableId) return null;
  if (!(await isDiner(deps.db, sitting.id, viewer.sessionId))) return null;
  const table = await findTableById(deps.db, sitting.tableId);
  if (!table) return null;
  const now = deps.clock.nowMs();
  const settings = await loadTableVenueSettings(deps.db, table.venue_id);
  const menus = await loadTableMenus(deps.db, table.venue_id, sitting.lines.map((l) => l.menu_id), { nowMs: now });
  const deviceUid = viewer.deviceUid || cleanDeviceUid(deviceUidArg);
  const info = buildTableInfo(table, sitting, settings, { deviceUid, joined: true, lockedOut: false }, menus, sitting.version);
  if (sitting.status === SITTING_STATUS.closed) info.status = TABLE_STATUS.closed;
  return { info, auth: null };
}

/** `orderResEdit` arguments (storefront.md §7) plus `version` (our addition). */
export interface TableEditArgs {
  rc?: string | null;
  /** The 4-digit passcode, needed to join a passcode table. */
  k?: string | null;
  /** Accepted for the contract; the code decides the table. */
  tid?: number | null;
  /** Seats (number of guests); 0/absent keeps them (a new sitting: the table's seats, 0 → 1 unless tableguest). */
  count?: number | null;
  /** The cart diff: removed lines with −count, changed lines with the delta, new lines in full. */
  carts?: readonly Record<string, unknown>[] | null;
  /**
   * The `orderversion` the diff was computed against. When given it must equal the current version,
   * else VERSION_CONFLICT (with the fresh version and cart). When absent the diff is merged into the
   * current cart as it is (counts add up), and only a diff that no longer fits is refused.
   */
  version?: number | null;
  /** The caller's client address (GraphQL context `clientIp`), counted by the passcode limits; '' unknown. */
  clientIp?: string;
}

interface EditOutcome {
  table: TableResource;
  sitting: Sitting;
  changed: boolean;
  diff: CartLine[] | null;
}

/**
 * `orderResEdit(rc, k, tid, count, carts, version)`: joins the table (opening its sitting on the first
 * call, with `count` seats or the table's, a 0-seat table getting 1 unless the venue's tableguest says
 * otherwise), checks the passcode of a passcode table for a caller who has not joined (limited: see
 * `table-passcode.ts`), updates seats, and applies a cart diff to the table's one live cart under the
 * table row lock. Every acknowledged change bumps the version and is published. A caller who has not
 * joined a settled sitting (every line paid, still locked) closes it and opens the table's next sitting
 * (its phones get the closed event, status 5, as after staff's Close).
 *
 * Refusals (message → meaning): 'not found' (unknown table, or another table's diner session);
 * 'invalid token' (no session: call orderResInfo first); 'This table is not ready yet, please ask staff
 * for help'; 'The account or password incorrect'; 'Too many wrong passcodes…' (phone or client address limit);
 * 'No number of guest selected' / GUESTS_INVALID; 'version conflict' {version, tradeid, carts};
 * "Table is locked for checking out, new item can't be added." (an increase while locked); 'not
 * acceptable' (touches a line already sent to the kitchen); 'not valid' {changed} (a line no longer
 * matches the menu, or removes what the cart does not hold); 'out of stock' {name}; 'Too many shopping
 * cart items!' {max}; 'bad input'.
 *
 * Spec: storefront.md §4 "Start Order enabled when", "Table states", "Cart line status", §5, §7, §8;
 * orders-and-payments.md §4.8.
 */
export async function editTableOrder(deps: TableDeps, viewer: Viewer | null, args: TableEditArgs): Promise<Result<TableInfo>> {
  const table = await findTable(deps.db, args.rc);
  if (!table) return err('TABLE_NOT_FOUND');
  const who = tableIdentity(viewer, table);
  if (!who.ok) return who;
  if (table.status !== 1) return err('TABLE_NOT_READY');

  let seats: number | null = null;
  if (args.count !== null && args.count !== undefined && args.count !== 0) {
    const guests = validateGuests(args.count);
    if (!guests.ok) return err(guests.code);
    seats = guests.value;
  }
  const rawDiff = args.carts ?? [];
  if (rawDiff.length > MAX_DIFF_LINES) return err('BAD_INPUT', { max: MAX_DIFF_LINES });
  const diff = rawDiff.map(normalizeDiffLine);
  if (diff.some((l) => !Number.isSafeInteger(l.count) || ![l.id, l.pid, l.sid, l.gid, l.tid, l.menu_id, l.store_id, l.price, l.value].every(Number.isSafeInteger))) {
    return err('BAD_INPUT');
  }

  const now = deps.clock.nowMs();
  // A stale version is answered before any further work (busy tables see many of them); the
  // transaction checks again under the lock. Passcode tables check who is asking first (the answer
  // carries the cart), so only in the transaction.
  if (diff.length > 0 && args.version !== null && args.version !== undefined && table.passcode === null) {
    const open = await findOpenSitting(deps.db, table.id);
    if (open && open.version !== args.version) return errWithDetails('VERSION_CONFLICT', { version: open.version, tradeid: open.tradeid, carts: open.lines });
  }
  const [settings, loadedMenus] = await Promise.all([
    loadCachedTableVenueSettings(deps.db, table.venue_id, now),
    loadTableMenus(deps.db, table.venue_id, diff.map((l) => l.menu_id), { nowMs: now }),
  ]);
  // What diners add at a table must be sold at tables (the brand file's `available.table`).
  const menus = new Map([...loadedMenus].map(([id, m]) => [id, menuForChannel(m, CHANNEL.table)]));

  // The settled sitting this edit closed to start the next one (a new party at a paid table): committed
  // with the new sitting even when the diff is then refused, so it is published either way.
  let closedSettled: Sitting | null = null;
  const outcome = await deps.db.transaction(async (tx): Promise<Result<EditOutcome>> => {
    const locked = await lockTable(tx, table.id);
    if (!locked) return err('TABLE_NOT_FOUND');
    if (locked.status !== 1) return err('TABLE_NOT_READY');
    const current: TableResource = { ...table, passcode: locked.passcode };
    let sitting = await findOpenSitting(tx, table.id);

    // Joining: a passcode table admits a session once per sitting, by the passcode.
    const joined = sitting !== null && (await isDiner(tx, sitting.id, who.value.sessionId));
    if (!joined && current.passcode !== null) {
      const k = (args.k ?? '').trim();
      if (!validatePasscode(k).ok) return err('WRONG_CREDENTIALS');
      const guess = await checkPasscodeGuess(tx, { tableId: table.id, passcode: current.passcode, guess: k, sessionId: who.value.sessionId, deviceUid: who.value.deviceUid, clientIp: args.clientIp ?? '', nowMs: now });
      if (!guess.ok) return guess;
    }
    // A new party at a paid table: the settled sitting (a party's, paid, waiting for staff) ends here and
    // this phone starts the next one (ADR 6 "A paid table and the next party").
    const ended = sitting !== null && !joined && isSittingSettled(sitting) ? sitting : null;
    if (ended) sitting = null;

    let changed = false;
    if (!sitting) {
      const startSeats = seats ?? mapStartSeats(table.seats, settings.tableguest);
      if (startSeats <= 0) return err('GUESTS_REQUIRED');
      const last = await lastTableVersion(tx, table.id);
      if (diff.length > 0 && args.version !== null && args.version !== undefined && args.version !== last) {
        return errWithDetails('VERSION_CONFLICT', { version: last, tradeid: '', carts: [] });
      }
      if (ended) {
        // Closed as staff's Close would (without a version of its own: the new sitting continues from it).
        [closedSettled] = await tx.update(tableSittings).set({ status: SITTING_STATUS.closed, closedAt: now, updatedAt: sql`now()` }).where(eq(tableSittings.id, ended.id)).returning();
      }
      [sitting] = await tx
        .insert(tableSittings)
        .values({ tableId: table.id, venueId: table.venue_id, tradeid: newTradeId(), version: last, seats: startSeats, status: SITTING_STATUS.open, lines: [], openedAt: now })
        .returning();
      changed = true;
    }
    if (!joined) await addDiner(tx, sitting.id, who.value.sessionId, who.value.deviceUid, now);

    let lines: TableCartLine[] = sitting.lines;
    let applied: CartLine[] | null = null;
    if (diff.length > 0) {
      const decided = decideCartDiff(sitting, diff, args.version, menus, settings);
      if (!decided.ok) return decided;
      lines = decided.value;
      applied = alignDiffWithLines(diff, lines, sitting.lines);
      changed = true;
    }
    const nextSeats = seats ?? sitting.seats;
    if (nextSeats !== sitting.seats) changed = true;
    if (!changed) return ok({ table: current, sitting, changed, diff: null });

    const [saved] = await tx
      .update(tableSittings)
      .set({ lines, seats: nextSeats, version: sitting.version + 1, updatedAt: sql`now()` })
      .where(eq(tableSittings.id, sitting.id))
      .returning();
    return ok({ table: current, sitting: saved, changed, diff: applied });
  });
  if (closedSettled) {
    // The paid party's phones read the sitting closed (and paid); staff screens see the table's next sitting.
    await publishTableChange(deps, table, closedSettled, null, { settings });
    publishStaffTableChange(deps, table, closedSettled, 'closed');
  }
  if (!outcome.ok) return outcome;

  const { sitting, changed } = outcome.value;
  const allMenus = await loadTableMenus(deps.db, table.venue_id, sitting.lines.map((l) => l.menu_id), { nowMs: now });
  if (changed) await publishTableChange(deps, outcome.value.table, sitting, outcome.value.diff, { menus: allMenus, settings });
  return ok(buildTableInfo(outcome.value.table, sitting, settings, { deviceUid: who.value.deviceUid, joined: true, lockedOut: false }, allMenus, sitting.version));
}

/** `line` with the menu-owned fields of `from` (name, price, value, taxes): never taken from a diner's diff. */
function withMenuFields<T extends CartLine>(line: T, from: CartLine): T {
  return { ...line, name: from.name, price: from.price, value: from.value, taxes: from.taxes };
}

/**
 * The diff as it is published to the table's phones and staff screens: each diff line carries the
 * menu-owned fields (name, price, value, taxes) of the line now in the cart, or of the stored line
 * when the diff removed it — never what the diner sent.
 */
function alignDiffWithLines(diff: readonly CartLine[], lines: readonly CartLine[], stored: readonly CartLine[]): CartLine[] {
  const byKey = new Map([...stored, ...lines].map((l) => [cartLineKey(l), l]));
  return diff.map((l) => {
    const kept = byKey.get(cartLineKey(l));
    return kept ? withMenuFields(l, kept) : l;
  });
}

/**
 * Decides a cart diff against the sitting: the version (when given), lines sent to the kitchen stay
 * untouched (`checkTableCartDiff`), nothing is added while locked, the diff applies
 * (`applyTableCartDiff`), the touched entries still match the menus (`findChangedCartItems`), the new
 * lines fit the stock (`checkStockAcrossMenus`) and the cart stays within order_carts_max. Returns the new lines.
 *
 * Names, prices and taxes are the menu's, never the diner's (issue 16 item 6): a diff line that does
 * not add (count 0 or less on a stored line) keeps the stored line's name, price, value and taxes
 * whatever it carries; a line that adds is checked against the menu — a price or value other than the
 * menu's is refused ('not valid' {changed: [{reason: 'priceChanged' | 'valueChanged' | …}]}, as
 * `orderEdit` refuses it) — and its name and taxes are then rebuilt from the menu
 * (`rebuildLinesFromMenu`), so a tampered name or tax is replaced, not refused.
 */
function decideCartDiff(
  sitting: Sitting,
  diff: CartLine[],
  version: number | null | undefined,
  menus: ReadonlyMap<number, Menu>,
  settings: TableVenueSettings,
): Result<TableCartLine[]> {
  const conflict = (): Err =>
    errWithDetails('VERSION_CONFLICT', { version: sitting.version, tradeid: sitting.tradeid, carts: sitting.lines });
  if (version !== null && version !== undefined && version !== sitting.version) return conflict();
  const stored = sitting.lines;
  const allowed = checkTableCartDiff(stored, diff);
  if (!allowed.ok) return err(allowed.code, allowed.params);
  const storedKeys = new Set(stored.map(cartLineKey));
  const adds = diff.filter((l) => l.count > 0 || !storedKeys.has(cartLineKey(l)));
  if (sitting.status === SITTING_STATUS.locked && adds.some((l) => l.count > 0)) return err('TABLE_LOCKED');

  const result = applyTableCartDiff(stored, diff);
  if (!result.ok) return version === null || version === undefined ? conflict() : err(result.code, result.params);
  const rounds = new Map(stored.map((l) => [cartLineKey(l), l.round]));
  const storedByKey = new Map(stored.map((l) => [cartLineKey(l), l]));
  const addKeys = new Set(adds.filter((l) => l.count > 0).map(cartLineKey));
  let lines = result.value.map((l) => {
    const key = cartLineKey(l);
    const before = storedByKey.get(key);
    const line = withRound(l, rounds.get(key) ?? 0);
    // A change that does not add cannot touch what the menu owns.
    return before && !addKeys.has(key) ? withMenuFields(line, before) : line;
  });
  if (adds.length === 0) return ok(lines);

  // Validate the entries the diff adds to or changes, against the current menus.
  const touchedGroups = new Set(adds.filter((l) => l.gid !== 0).map((l) => l.gid));
  const touchedKeys = new Set(adds.map(cartLineKey));
  const touched = selectNewLines(lines).filter((l) => (l.gid !== 0 ? touchedGroups.has(l.gid) : touchedKeys.has(cartLineKey(l))));
  const { changed } = findChangedCartItems(touched, [...menus.values()]);
  const soldOut = changed.find((c) => c.reason === 'soldOut');
  if (soldOut) return err('OUT_OF_STOCK', { name: soldOut.failed.name, pid: soldOut.failed.pid, sid: soldOut.failed.sid });
  if (changed.length > 0) {
    return errWithDetails('NOT_VALID', { changed: changed.map((c) => ({ name: c.line.name, pid: c.line.pid, reason: c.reason })) });
  }
  // Names and taxes from the menu (and the bundle and modifier checks), entry by entry.
  const rebuiltByKey = new Map<string, CartLine>();
  for (const entry of mapCartEntries(touched)) {
    const rebuilt = rebuildLinesFromMenu(entry.lines, menus);
    if (!rebuilt.ok) {
      const reason = typeof rebuilt.params?.reason === 'string' ? rebuilt.params.reason : 'notFound';
      return errWithDetails('NOT_VALID', { changed: [{ name: entry.head.name, pid: entry.head.pid, reason }] });
    }
    for (const line of rebuilt.value) rebuiltByKey.set(cartLineKey(line), line);
  }
  lines = lines.map((l) => {
    const rebuilt = rebuiltByKey.get(cartLineKey(l));
    return rebuilt ? withMenuFields(l, rebuilt) : l;
  });
  const stock = checkStockAcrossMenus(selectNewLines(lines), menus);
  if (!stock.ok) return err(stock.code, stock.params);
  const count = [...new Set(lines.map((l) => l.menu_id))].reduce((n, id) => n + cartItemCount(lines.filter((l) => l.menu_id === id), menus.get(id)), 0);
  if (count > settings.cartsMax) return err('CART_ITEMS_MAX', { max: settings.cartsMax });
  return ok(lines);
}

/** What a round answers: the table info after the round, and the round's number. */
export interface RoundOutcome {
  info: TableInfo;
  round: number;
}

/**
 * `orderResSubmit(rc, version)`: sends the table's new lines (status 1) to the kitchen as the next round,
 * atomically: they become status 21 (sent, unpaid) with `round` = its number, their stock is reserved
 * (fresh menus, `checkStockAcrossMenus`, then the orders flow's `reserveStock`, which never goes below zero), a `table_rounds` row keeps what was sent, the version is bumped, and
 * the table's subscribers and the venue's staff screens (staffVenueChanged) are told.
 *
 * Refusals: ALL_SENT 'All items have been sent to kitchen, please add more!' (nothing new, or no
 * sitting); 'Table is locked for checking out, please remove new items in shopping cart!' (locked with
 * new lines); 'version conflict' (when `version` is given and stale); 'out of stock' {name}; the
 * identity refusals of `orderResEdit`; 'The account or password incorrect' for a caller who has not
 * joined a passcode table.
 *
 * Spec: storefront.md §1 (items are submitted to the kitchen in rounds), §4 "Table states" ('All items
 * have been sent to kitchen, please add more!'), "Cart line status"; orders-and-payments.md §4.4.
 */
export async function submitTableRound(deps: TableDeps, viewer: Viewer | null, args: { rc?: string | null; version?: number | null }): Promise<Result<RoundOutcome>> {
  const table = await findTable(deps.db, args.rc);
  if (!table) return err('TABLE_NOT_FOUND');
  const who = tableIdentity(viewer, table);
  if (!who.ok) return who;
  if (table.status !== 1) return err('TABLE_NOT_READY');
  const now = deps.clock.nowMs();
  // Table ordering paused by staff (issue 23 item 4): no round goes to the kitchen until it ends.
  const venue = await venueForOrder(deps.db, table.venue_id);
  const pausedUntil = venue ? categoryPauseUntil(venue, 6) : 0;
  if (pausedUntil > Math.floor(now / 1000)) return err('ORDERING_PAUSED', { type: 6, until: pausedUntil });
  const settings = await loadTableVenueSettings(deps.db, table.venue_id);

  const afterRound: AfterCommit[] = [];
  const outcome = await deps.db
    .transaction(async (tx): Promise<Result<{ sitting: Sitting; sent: TableCartLine[]; round: number }>> => {
      const locked = await lockTable(tx, table.id);
      if (!locked) return err('TABLE_NOT_FOUND');
      const sitting = await findOpenSitting(tx, table.id);
      if (!sitting) return err('ALL_SENT');
      if (locked.passcode !== null && !(await isDiner(tx, sitting.id, who.value.sessionId))) return err('WRONG_CREDENTIALS');
      if (args.version !== null && args.version !== undefined && args.version !== sitting.version) {
        return errWithDetails('VERSION_CONFLICT', { version: sitting.version, tradeid: sitting.tradeid, carts: sitting.lines });
      }
      const fresh = selectNewLines(sitting.lines) as TableCartLine[];
      if (fresh.length === 0) return err('ALL_SENT');
      if (sitting.status === SITTING_STATUS.locked) return err('TABLE_CHECKOUT_NEW_ITEMS');

      // Stock is read inside the lock, fresh: the round takes it.
      const menus = await loadTableMenus(tx as unknown as Db, table.venue_id, fresh.map((l) => l.menu_id), { fresh: true });
      const missing = fresh.find((l) => !menus.has(l.menu_id));
      if (missing) return errWithDetails('NOT_VALID', { changed: fresh.filter((l) => l.menu_id === missing.menu_id).map((l) => ({ name: l.name, pid: l.pid, reason: 'menuUnavailable' })) });
      const stock = checkStockAcrossMenus(fresh, menus);
      if (!stock.ok) return err(stock.code, stock.params);
      // The orders flow's conditional reservation: never below zero; a shortfall aborts the round.
      await reserveStock(tx as Db, toReservation(stock.value));

      const round = sitting.rounds + 1;
      const lines = sitting.lines.map((l) => (l.status === 1 ? { ...l, status: 21 as const, round } : l));
      const sent = lines.filter((l) => l.round === round && l.status === 21);
      await tx.insert(tableRounds).values({ sittingId: sitting.id, number: round, sentAt: now, sessionId: who.value.sessionId, lines: sent });
      const [saved] = await tx
        .update(tableSittings)
        .set({ lines, rounds: round, version: sitting.version + 1, updatedAt: sql`now()` })
        .where(eq(tableSittings.id, sitting.id))
        .returning();
      // The kitchen's tickets for the round, in the same transaction (issue 25; platform/hooks.ts roundSent).
      const event = { venueId: table.venue_id, tableId: table.id, tableName: table.name, tradeid: sitting.tradeid, round, lines: sent, nowMs: now };
      for (const handler of deps.hooks.roundSent.list()) {
        // The resolvers hand the app's services down as TableDeps: the handler gets them whole.
        const work = await handler(tx as unknown as Db, event, deps as unknown as Services);
        if (work) afterRound.push(work);
      }
      return ok({ sitting: saved, sent, round });
    })
    .catch((e: unknown) => {
      if (e instanceof Abort) return err(e.result.code, e.result.params);
      throw e;
    });
  if (!outcome.ok) return outcome;

  const { sitting, sent, round } = outcome.value;
  const menus = await loadTableMenus(deps.db, table.venue_id, sitting.lines.map((l) => l.menu_id), { nowMs: now });
  await publishTableChange(deps, table, sitting, null, { menus, settings });
  publishStaffTableChange(deps, table, sitting, 'round', { round, lines: sent.length });
  for (const work of afterRound) await work().catch((e: unknown) => deps.logger.warn({ err: e }, 'after-round work failed'));
  const info = buildTableInfo(table, sitting, settings, { deviceUid: who.value.deviceUid, joined: true, lockedOut: false }, menus, sitting.version);
  return ok({ info, round });
}

/**
 * Whether a caller may subscribe to a table's changes: a session usable at this table
 * (`tableIdentity`). Returns the table and whether the caller currently sees the cart (joined, or a
 * code-mode table); subscribers of a passcode table who have not joined get events without carts.
 *
 * Spec: storefront.md §4 "Table states" (live changes by orderResEditingChanged).
 */
export async function authorizeTableSubscription(
  deps: Pick<TableDeps, 'db'>,
  viewer: Viewer | null,
  rc: string | null | undefined,
): Promise<Result<{ table: TableResource; sessionId: number; tradeid: string; sees: boolean }>> {
  const table = await findTable(deps.db, rc);
  if (!table) return err('TABLE_NOT_FOUND');
  const who = tableIdentity(viewer, table);
  if (!who.ok) return who;
  const sitting = await findOpenSitting(deps.db, table.id);
  const sees = table.passcode === null || (sitting !== null && (await isDiner(deps.db, sitting.id, who.value.sessionId)));
  return ok({ table, sessionId: who.value.sessionId, tradeid: sitting?.tradeid ?? '', sees });
}

/** Whether a session may see the cart of the sitting with this trade id (code-mode tables: always). */
export async function canSeeSitting(db: Db, table: TableResource, sessionId: number, tradeid: string): Promise<boolean> {
  if (table.passcode === null) return true;
  const [row] = await db.select({ id: tableSittings.id }).from(tableSittings).where(eq(tableSittings.tradeid, tradeid)).limit(1);
  return !!row && (await isDiner(db, row.id, sessionId));
}
