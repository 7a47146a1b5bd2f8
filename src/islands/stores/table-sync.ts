/**
 * The table's one live cart on a phone, decided purely (storefront.md §2.6 "Cart bar and cart drawer",
 * §3 "Table order resource", §4 "Table states", "Cart line status", §5, §8; orders-and-payments.md
 * §4.4, §4.8): what a phone sends (the diff against the cart at the version it last saw), how its own
 * unsaved change is re-applied on a fresher cart (a version conflict or another phone's change), which
 * cart-drawer tab shows, which table actions are offered, and what a table state means for the page.
 * No clock, storage or network here: `stores/table.ts` drives it.
 */
import { cartLineKey, mapCartEntries, mergeCartLines } from '../../domain/cart-lines';
import { applyTableCartDiff, diffTableCart } from '../../domain/table-cart';
import type { CartLine, LineStatus, LineType } from '../../domain/types';
import type { ErrorCode } from '../../domain/errors';
import type * as Op from '../api/__generated__/operations';
import { failureCode, hasCode, isNetworkFailure, type ApiFailure } from '../api/errors';

export { TABLE_DRAFT_STORAGE_KEY, tableDraftStorageKey } from './table-draft-key';
/** localStorage key of this phone's device uid (storefront.md §6 "device_uid"). */
export const DEVICE_UID_STORAGE_KEY = 'platter:device-uid';
/** localStorage key of the table-diner sessions, by table code. */
export const TABLE_SESSION_STORAGE_KEY = 'platter:table-sessions';

/** Table status (table.graphql): 0 not ready, 1 ready, 2 open, 3 locked for checkout, 4 needs staff, 5 closed. */
export const TABLE_STATUS = { notReady: 0, ready: 1, open: 2, locked: 3, needsStaff: 4, closed: 5 } as const;
/** Event `state`: 0 in sync (carts included), 1 refresh (refetch). */
export const TABLE_STATE = { inSync: 0, refresh: 1 } as const;
/** Save retries before 'Multiple failed attempts. Please rescan the QR code to continue.' (orders-and-payments.md §9). */
export const SAVE_RETRIES = 2;

/**
 * `orderResInfo.info` / `orderResEdit` as the phone reads it: codegen's type of the TableInfoFields
 * fragment (table-info-fields.graphql), a selection of the contract's `TableView` (domain/contract.ts).
 */
export type TableView = Op.TableInfoFieldsFragment;

/** A table cart line as the server sends it (with its kitchen round). */
export type TableLine = TableView['carts'][number];

/** An `orderResEditingChanged` event (carts null when state is 1). */
import type { TableEvent } from '../api/table-api';
export type { TableEvent };

const FIELDS = ['id', 'status', 'store_id', 'menu_id', 'code', 'count', 'name', 'pid', 'sid', 'cid', 'gid', 'sequence', 'discount', 'value', 'price', 'tid', 'type', 'taxes', 'taxtotal', 'taxextra', 'extra'] as const;

/** A line reduced to the contract's cart line fields (round and stock dropped), as the phone keeps it. */
export function toCartLine(line: TableLine | CartLine): CartLine {
  const out = Object.fromEntries(FIELDS.map((f) => [f, (line as unknown as Record<string, unknown>)[f]])) as unknown as CartLine;
  return { ...out, status: out.status as LineStatus, type: out.type as LineType };
}

/** Lines reduced with `toCartLine`. */
export const toCartLines = (lines: readonly (TableLine | CartLine)[]): CartLine[] => lines.map(toCartLine);

/** The diff to send: what the phone changed against the cart it last saw (storefront.md §4 "Cart line status"). */
export function buildSaveDiff(base: readonly CartLine[], local: readonly CartLine[]): CartLine[] {
  return diffTableCart(base, local);
}

/**
 * The phone's cart after a fresher server cart arrived: its own unsaved change (the diff from `base`
 * to `local`) re-applied on `fresh`, line by line — a change that no longer applies (it removes or
 * changes what another phone already removed) is dropped. With no unsaved change the result is `fresh`.
 */
export function rebaseCart(base: readonly CartLine[], local: readonly CartLine[], fresh: readonly CartLine[]): CartLine[] {
  const pending = diffTableCart(base, local);
  let result = mergeCartLines(fresh);
  for (const line of pending) {
    const next = applyTableCartDiff(result, [line]);
    if (next.ok) result = next.value;
  }
  return result;
}

/** Whether two carts hold the same lines (same keys, fields and counts). */
export function isSameCart(a: readonly CartLine[], b: readonly CartLine[]): boolean {
  return diffTableCart(a, b).length === 0;
}

/**
 * Whether a live event is read again with orderResInfo instead of merged into the phone's table
 * (storefront.md §3 "Table order resource"): a refresh (state 1), an event without its cart, no read yet,
 * or another sitting than the phone holds — the first sitting of a table the phone watched while it was
 * ready included: the sitting's `orderextra` (its group account) comes only with a read.
 */
export function eventNeedsRead(current: Pick<TableView, 'tradeid'> | null, e: Pick<TableEvent, 'state' | 'carts' | 'tradeid'>): boolean {
  return e.state === TABLE_STATE.refresh || !e.carts || !current || e.tradeid !== current.tradeid;
}

/** Whether the table's order is placed and paid: the phone goes to the order detail (storefront.md §4 "Table states"). */
export function isTablePaid(info: Pick<TableView, 'orderid' | 'orderstatus' | 'tradeid'>): boolean {
  return info.orderid > 0 && info.orderstatus === 2 && info.tradeid !== '';
}

/** What the page shows for a table state (storefront.md §4 "Table states", §8 table messages). */
export type TablePhase =
  /** Not found ('Table not found'). */
  | 'notFound'
  /** Status 0: 'This table is not ready yet, please ask staff for help'. */
  | 'notReady'
  /** Status 4: too many wrong passcodes: ask staff. */
  | 'needsStaff'
  /** The diner must join: guests (a table not yet started) and/or the passcode. */
  | 'join'
  /** Paid: the order detail. */
  | 'paid'
  /** Ordering. */
  | 'ordering';

/** The page's phase for `info` (null: not found). */
export function mapTablePhase(info: TableView | null): TablePhase {
  if (!info) return 'notFound';
  if (info.status === TABLE_STATUS.notReady) return 'notReady';
  if (info.status === TABLE_STATUS.needsStaff) return 'needsStaff';
  if (info.passcode_required && !info.joined) return 'join';
  if (info.status === TABLE_STATUS.ready || info.tradeid === '') return 'join';
  if (isTablePaid(info)) return 'paid';
  return 'ordering';
}

/**
 * Whether a table prompt that must be answered first is up, or the table is still being read: the
 * joining modal, 'not found', not ready, needs staff, the save retry alert or 'Multiple failed
 * attempts' (storefront.md §2.6 "Poster popup", §4 "Table states"). The menu's poster popup waits meanwhile.
 */
export function isTableBlocked(phase: TablePhase | 'loading', ui: { join: unknown; dead: boolean; retry: number }): boolean {
  return phase === 'loading' || phase === 'join' || phase === 'notFound' || phase === 'notReady' || phase === 'needsStaff' || ui.join !== null || ui.dead || ui.retry > 0;
}

/** The table's actions in the cart drawer (orders-and-payments.md §2.4 "Table order: 'addMore', 'payNow', 'submitToKitchen', or 'payToProceed'"). */
export type TableActionKey = 'submitToKitchen' | 'payNow' | 'payToProceed';

/**
 * The actions offered: 'submitToKitchen' while new lines exist (and the table is not locked);
 * 'payNow' once lines were sent and are unpaid, when the venue lets diners pay at the table;
 * 'payToProceed' instead of it when the table is locked for checkout. The first is the primary one.
 */
export function mapTableActions(info: Pick<TableView, 'status' | 'payment_mode'>, lines: readonly CartLine[]): TableActionKey[] {
  const hasNew = lines.some((l) => l.status === 1);
  const hasUnpaidSent = lines.some((l) => l.status === 21);
  const locked = info.status === TABLE_STATUS.locked;
  const out: TableActionKey[] = [];
  if (hasNew && !locked) out.push('submitToKitchen');
  if (hasUnpaidSent && info.payment_mode === 1) out.push(locked ? 'payToProceed' : 'payNow');
  return out;
}

/**
 * The cart drawer's tabs at a table (storefront.md §2.6; orders-and-payments.md §4.4): shown once any
 * line was sent to the kitchen, with counts; the tab defaults to 'new' while new lines exist and goes
 * back to 'ordered' when none remain (a tab the diner picked holds while its lines exist). `tabs` lists
 * the tabs to show: 'Newly added items' only while it has lines (never an empty 'Newly added items (0)'
 * after everything went to the kitchen).
 */
export function mapTableTabs(
  lines: readonly CartLine[],
  picked?: 'new' | 'ordered',
): { shown: boolean; tab: 'new' | 'ordered'; tabs: ('new' | 'ordered')[]; newCount: number; orderedCount: number } {
  const heads = mapCartEntries(lines).map((e) => e.head);
  const newCount = heads.filter((l) => l.status === 1).reduce((n, l) => n + l.count, 0);
  const orderedCount = heads.filter((l) => l.status !== 1).reduce((n, l) => n + l.count, 0);
  const shown = orderedCount > 0;
  let tab: 'new' | 'ordered' = newCount > 0 ? 'new' : 'ordered';
  if (picked === 'ordered' && orderedCount > 0) tab = 'ordered';
  if (picked === 'new' && newCount > 0) tab = 'new';
  const tabs: ('new' | 'ordered')[] = !shown ? [] : newCount > 0 ? ['new', 'ordered'] : ['ordered'];
  return { shown, tab, tabs, newCount, orderedCount };
}

/** A message for the diner: a message key of the locale files, or the server's text as it is. */
export type TableMessage = { key: string; params?: Record<string, unknown> } | { raw: string };

/**
 * The checks before paying at the table (orders-and-payments.md §5.1; storefront.md §4 "Checkout flow"
 * 2–4, ADR 0006 "paying locks the table"): nothing sent and nothing new → "Shopping cart can't be
 * empty!"; new lines on a locked table → 'Table is locked for checking out, please remove new items in
 * shopping cart!'; new lines on an open table → send them to the kitchen (or remove them) first, since
 * a checkout pays only what was sent and locks the table; nothing left to pay → 'This table has been
 * paid.'. Null when paying may go ahead.
 */
export function checkTablePay(info: Pick<TableView, 'status'>, lines: readonly CartLine[]): TableMessage | null {
  const hasNew = lines.some((l) => l.status === 1);
  const hasUnpaidSent = lines.some((l) => l.status === 21);
  if (!hasNew && !hasUnpaidSent) return lines.length === 0 ? { key: 'errors.CART_EMPTY' } : { key: 'table.alreadyPaid' };
  if (hasNew) return info.status === TABLE_STATUS.locked ? { key: 'table.removeNewItems' } : { key: 'table.sendNewFirst' };
  return null;
}

/**
 * The diner's message for a refused checkout or payment at the table (orders-and-payments.md §8.2,
 * §8.3), by `extensions.code`: the table messages as they are; STORE_CLOSED with `payable: false` →
 * 'Please pay at counter'; PAYING → pending payment; FORBIDDEN → already paid; network → retry.
 */
export function mapTablePayFailure(failure: ApiFailure): TableMessage {
  if (isShownAsIs(failure)) return { raw: failure.message };
  const code = failureCode(failure);
  if (code === 'STORE_CLOSED' && failure.extensions?.payable === false) return { key: 'errors.PAY_AT_COUNTER' };
  if (code === 'PAYING') return { key: 'errors.PAYING' };
  if (code === 'FORBIDDEN') return { key: 'table.alreadyPaid' };
  if (classifyTableFailure(failure) === 'network') return { key: 'errors.FAILED_TO_FETCH' };
  return { key: 'errors.OPERATION_FAILED' };
}

/** Whether a table's sitting is still being ordered at (open or locked for checkout, something unpaid or nothing yet). */
export function isSittingLive(info: Pick<TableView, 'status'> & { carts: readonly { status: number }[] }): boolean {
  return (info.status === TABLE_STATUS.open || info.status === TABLE_STATUS.locked) && (info.carts.length === 0 || info.carts.some((l) => l.status !== 2));
}

/** Keys of the lines, for tests and logs. */
export const cartKeys = (lines: readonly CartLine[]) => lines.map((l) => `${cartLineKey(l)}×${l.count}@${l.status}`).sort();

/**
 * A random base for this phone's line ids: a multiple of 1,000,000 between 10⁶ and 10¹², so phones at
 * one table never make the same line id (`random` in [0, 1) is passed in).
 */
export function lineIdBase(random: number): number {
  return (1 + Math.floor(random * 999_999)) * 1_000_000;
}

/**
 * Codes of the table failures whose server message is shown to the diner as it is (storefront.md §8
 * "orderResEdit: server message shown as is"; the messages are the catalogue's, src/domain/errors.ts).
 */
export const TABLE_MESSAGE_CODES: readonly ErrorCode[] = [
  'TABLE_LOCKED',
  'TABLE_CHECKOUT_NEW_ITEMS',
  'ALL_SENT',
  'TABLE_NOT_READY',
  'PASSCODE_TRIES',
  'TABLE_NEEDS_STAFF',
  'NOTHING_SENT',
  'CART_ITEMS_MAX',
  'GUESTS_REQUIRED',
];

/** Whether a failure is a table message the diner reads as the server wrote it (`TABLE_MESSAGE_CODES`). */
export function isShownAsIs(failure: ApiFailure): boolean {
  return hasCode(failure, ...TABLE_MESSAGE_CODES);
}

/** How a failed table call reads: a network failure (retry), the wrong passcode, or a server refusal to show. */
export type TableFailureKind = 'network' | 'passcode' | 'conflict' | 'session' | 'refused';

/**
 * Classifies a failed table call by its `extensions.code`: no answer or NETWORK_BUSY → network;
 * WRONG_CREDENTIALS → passcode; VERSION_CONFLICT → conflict; INVALID_TOKEN or a 'not found' code
 * (NOT_FOUND, TABLE_NOT_FOUND, NO_SITTING) → session; anything else → refused.
 */
export function classifyTableFailure(failure: ApiFailure): TableFailureKind {
  if (isNetworkFailure(failure) || hasCode(failure, 'NETWORK_BUSY')) return 'network';
  if (hasCode(failure, 'WRONG_CREDENTIALS')) return 'passcode';
  if (hasCode(failure, 'VERSION_CONFLICT')) return 'conflict';
  if (hasCode(failure, 'INVALID_TOKEN', 'NOT_FOUND', 'TABLE_NOT_FOUND', 'NO_SITTING')) return 'session';
  return 'refused';
}
