/**
 * Table ordering, persistence and fan-out shared by the diner and staff use cases: the table row lock,
 * the open sitting, venue settings, menus (briefly cached), building `info` and publishing
 * `orderResEditingChanged`.
 *
 * Spec: storefront.md §3 "Table order resource", §4 "Table states"; orders-and-payments.md §4.8.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { CartLine, Menu } from '../../../domain/types';
import { findDineInSettings, findTableByCode, loadMenu, lockVenueTable, type TableResource } from '../catalog';
import type { Db } from '../../platform/db/client';
import { SITTING_STATUS, tableDiners, tableShares, tableSittings, type TableCartLine } from './schema';
import type { Services } from '../../services';
import type { TableExec } from './table-passcode';
import {
  buildTableEvent,
  mapLineInventory,
  mapSittingStatus,
  SITTING_LENGTH_MS,
  TABLE_CATEGORY_TYPE,
  TABLE_STATE,
  TABLE_STATUS,
  type TableEvent,
  type TableInfo,
} from './table-model';

export type Sitting = typeof tableSittings.$inferSelect;
export type { TableResource };

/** What table use cases need from the app. */
export type TableDeps = Pick<Services, 'db' | 'clock' | 'pubsub' | 'logger' | 'providers' | 'hooks'>;

/**
 * The group account of a table's party (issue 26 item 11; storefront.md §2.6 cart drawer title
 * 'account: {groupAccount}'): the table's bill, named by the table as staff and diners know it.
 */
export const tableGroupAccount = (table: Pick<TableResource, 'name'>): string => table.name;

/** A table by its QR code, or null. */
export const findTable = (db: Db, code: string | null | undefined): Promise<TableResource | null> =>
  code ? findTableByCode(db, code) : Promise.resolve(null);

/**
 * Takes the table's row lock for the rest of the transaction (the catalog's `lockVenueTable`): every
 * change of a table's sitting goes through it. Answers the table's passcode and switch as they are under the lock.
 */
export function lockTable(tx: TableExec, tableId: number): Promise<{ passcode: string | null; status: number } | null> {
  return lockVenueTable(tx, tableId);
}

/** The table's sitting that is not closed (at most one), or null. */
export async function findOpenSitting(db: TableExec, tableId: number): Promise<Sitting | null> {
  const [row] = await db
    .select()
    .from(tableSittings)
    .where(and(eq(tableSittings.tableId, tableId), ne(tableSittings.status, SITTING_STATUS.closed)))
    .limit(1);
  return row ?? null;
}

/** The highest version any sitting of the table reached (0 when none): a new sitting continues from it. */
export async function lastTableVersion(db: TableExec, tableId: number): Promise<number> {
  const [row] = await db
    .select({ v: sql<number>`coalesce(max(${tableSittings.version}), 0)::int` })
    .from(tableSittings)
    .where(eq(tableSittings.tableId, tableId));
  return row?.v ?? 0;
}

/** Whether a session has joined a sitting. */
export async function isDiner(db: TableExec, sittingId: number, sessionId: number): Promise<boolean> {
  const [row] = await db
    .select({ s: tableDiners.sessionId })
    .from(tableDiners)
    .where(and(eq(tableDiners.sittingId, sittingId), eq(tableDiners.sessionId, sessionId)))
    .limit(1);
  return !!row;
}

/** Admits a session to a sitting (idempotent). `nowMs` in milliseconds. */
export async function addDiner(db: TableExec, sittingId: number, sessionId: number, deviceUid: string, nowMs: number): Promise<void> {
  await db.insert(tableDiners).values({ sittingId, sessionId, deviceUid, joinedAt: nowMs }).onConflictDoNothing();
}

/** The venue settings table ordering reads. */
export interface TableVenueSettings {
  /** 0: a 0-seat table starts with 1 seat; otherwise the diner must give the number of guests (storefront.md §4). */
  tableguest: number;
  /** order_carts_max (default 120). */
  cartsMax: number;
  /** 1: paying at the table allowed (orders-and-payments.md §4.8). */
  tablepayments: number;
  /** The venue's dine-in category name (type 2, else 6), default 'Dine In'. */
  categoryName: string;
  /**
   * `table_close_paid` (our addition): 1 closes a sitting as soon as everything on it is paid (the next
   * scan starts a new sitting); 0 (default) keeps the paid sitting, locked, until staff close it.
   */
  closeWhenPaid: boolean;
}

const settingsCache = new WeakMap<object, Map<number, { at: number; settings: Promise<TableVenueSettings> }>>();

/**
 * A venue's table settings, reused for `MENU_CACHE_MS` (settings change rarely; a cart edit should not
 * pay two queries for them).
 */
export function loadCachedTableVenueSettings(db: Db, venueId: number, nowMs: number): Promise<TableVenueSettings> {
  let cache = settingsCache.get(db);
  if (!cache) settingsCache.set(db, (cache = new Map()));
  let hit = cache.get(venueId);
  if (!hit || nowMs - hit.at > MENU_CACHE_MS || nowMs < hit.at) {
    hit = { at: nowMs, settings: loadTableVenueSettings(db, venueId) };
    cache.set(venueId, hit);
    hit.settings.catch(() => cache.delete(venueId));
  }
  return hit.settings;
}

/** Reads a venue's table settings (its config merged over the defaults, and its dine-in category's name): one query. */
export async function loadTableVenueSettings(db: TableExec, venueId: number): Promise<TableVenueSettings> {
  const { config, dineInCategoryName } = await findDineInSettings(db, venueId);
  return {
    tableguest: Number(config.tableguest ?? 0),
    cartsMax: Number(config.order_carts_max) > 0 ? Number(config.order_carts_max) : 120,
    tablepayments: Number(config.tablepayments ?? 1),
    categoryName: dineInCategoryName ?? 'Dine In',
    closeWhenPaid: Number((config as Record<string, unknown>).table_close_paid ?? 0) === 1,
  };
}

/** How long a loaded menu is reused for validating cart edits (milliseconds). Rounds always read fresh. */
export const MENU_CACHE_MS = 1_000;
const menuCache = new WeakMap<object, Map<string, { at: number; menu: Promise<Menu | null> }>>();

/**
 * The venue's menus with the given ids (ids of other venues or unknown ids are left out). `fresh`
 * bypasses the short cache (stock must be exact when a round reserves it).
 */
export async function loadTableMenus(db: Db, venueId: number, menuIds: Iterable<number>, options: { fresh?: boolean; nowMs?: number } = {}): Promise<Map<number, Menu>> {
  const now = options.nowMs ?? Date.now();
  let cache = menuCache.get(db);
  if (!cache) menuCache.set(db, (cache = new Map()));
  const result = new Map<number, Menu>();
  const ids = [...new Set(menuIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  await Promise.all(
    ids.map(async (id) => {
      const key = `${venueId}:${id}`;
      let hit = options.fresh ? undefined : cache.get(key);
      if (!hit || now - hit.at > MENU_CACHE_MS || now < hit.at) {
        hit = { at: now, menu: loadMenu(db, venueId, id) };
        cache.set(key, hit);
        hit.menu.catch(() => cache.delete(key));
      }
      const menu = await hit.menu;
      if (menu && menu.id === id) result.set(id, menu);
    }),
  );
  return result;
}

/** Lines with their stock view from the menus. */
export function withInventory(lines: readonly TableCartLine[], menus: ReadonlyMap<number, Menu>) {
  return lines.map((l) => ({ ...l, inventory: mapLineInventory(l, menus.get(l.menu_id)) }));
}

/** Per-caller parts of `info`. */
export interface InfoViewer {
  deviceUid: string;
  /** The caller may see the cart (joined, or a code-mode table). */
  joined: boolean;
  /** The caller used up its wrong passcode guesses (status 4, needs staff, for callers who have not joined). */
  lockedOut: boolean;
}

/**
 * Builds `info` for a table and its open sitting (or none). Callers who have not joined a passcode
 * table get no cart lines.
 */
export function buildTableInfo(
  table: TableResource,
  sitting: Sitting | null,
  settings: TableVenueSettings,
  viewer: InfoViewer,
  menus: ReadonlyMap<number, Menu>,
  lastVersion: number,
): TableInfo {
  const passcodeRequired = table.passcode !== null;
  const visible = viewer.joined || !passcodeRequired;
  let status: number;
  if (table.status !== 1) status = TABLE_STATUS.notReady;
  else if (passcodeRequired && !viewer.joined && viewer.lockedOut) status = TABLE_STATUS.needsStaff;
  else status = sitting ? mapSittingStatus(sitting.status) : TABLE_STATUS.ready;
  const lines = sitting && visible ? sitting.lines : [];
  const start = sitting?.openedAt ?? 0;
  return {
    type: table.type,
    subtype: table.restype,
    status,
    state: TABLE_STATE.inSync,
    payment_mode: settings.tablepayments,
    tid: table.id,
    venue_id: table.venue_id,
    venue_code: table.venue_code,
    device_uid: viewer.deviceUid,
    orderid: sitting?.orderId ?? 0,
    orderstatus: sitting && sitting.lines.length > 0 && sitting.lines.every((l) => l.status === 2) ? 2 : 0,
    orderversion: sitting?.version ?? lastVersion,
    ordertype: 0,
    // The group account the sitting's party orders on (storefront.md §3 orderextra.groupAccount, the
    // cart drawer's 'account: {groupAccount}'): set by the server, the table's bill, never the client's.
    orderextra: sitting ? JSON.stringify({ groupAccount: tableGroupAccount(table) }) : '{}',
    tradeid: sitting?.tradeid ?? '',
    category_name: settings.categoryName,
    category_type: TABLE_CATEGORY_TYPE,
    name: table.name,
    count: sitting?.seats ?? table.seats,
    data: sitting?.data ?? '',
    bookingdt: start,
    startdt: start,
    enddt: start ? start + SITTING_LENGTH_MS : 0,
    code: table.code,
    passcode_required: passcodeRequired,
    joined: visible,
    rounds: sitting?.rounds ?? 0,
    carts: withInventory(lines, menus),
  };
}

/**
 * Publishes a table change to the table's subscribers (topic orderResEditingChanged, keyed by the
 * table code), within the NOTIFY budget (see `buildTableEvent`). `sitting` is the sitting after the
 * change (closed included); `diff` the lines the change applied, if any.
 */
export async function publishTableChange(
  deps: TableDeps,
  table: TableResource,
  sitting: Sitting,
  diff: readonly CartLine[] | null,
  options: { menus?: ReadonlyMap<number, Menu>; settings?: TableVenueSettings } = {},
): Promise<TableEvent> {
  const settings = options.settings ?? (await loadTableVenueSettings(deps.db, table.venue_id));
  const menus = options.menus ?? (await loadTableMenus(deps.db, table.venue_id, sitting.lines.map((l) => l.menu_id), { nowMs: deps.clock.nowMs() }));
  const info = buildTableInfo(table, sitting, settings, { deviceUid: '', joined: true, lockedOut: false }, menus, sitting.version);
  if (sitting.status === SITTING_STATUS.closed) {
    info.status = TABLE_STATUS.closed;
    info.state = TABLE_STATE.refresh;
  }
  const event = buildTableEvent(info, diff);
  deps.pubsub.publish('orderResEditingChanged', table.code, event);
  return event;
}

/** Tells the venue's staff screens that a table changed (topic staffVenueChanged, keyed by venue id). Small payload. */
export function publishStaffTableChange(deps: TableDeps, table: TableResource, sitting: Sitting | null, what: string, extra: Record<string, unknown> = {}): void {
  deps.pubsub.publish('staffVenueChanged', String(table.venue_id), {
    type: 'table',
    what,
    table: table.code,
    name: table.name,
    tradeid: sitting?.tradeid ?? '',
    version: sitting?.version ?? 0,
    status: sitting ? mapSittingStatus(sitting.status) : TABLE_STATUS.ready,
    ...extra,
  });
}

/** Whether the sitting has shares held or paid (its checkout lock must stay: the bill is being split). */
export async function hasLiveShares(db: TableExec, sittingId: number): Promise<boolean> {
  const [row] = await db.select({ id: tableShares.id }).from(tableShares).where(and(eq(tableShares.sittingId, sittingId), inArray(tableShares.state, ['held', 'paid']))).limit(1);
  return row !== undefined;
}

