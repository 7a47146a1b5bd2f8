/**
 * Table ordering, shared pieces: the table status and state codes clients read, how table failures (the
 * domain's `Result`, codes of the one catalogue, src/domain/errors.ts) become GraphQL errors, the shapes of `orderResInfo.info` and of the
 * `orderResEditingChanged` event, and the small pure helpers that build them.
 *
 * Spec: storefront.md §3 "Table order resource", §4 "Table states", "Cart line status", §8 (table
 * messages); orders-and-payments.md §3.10, §4.4, §4.8.
 *
 * Codes (documented here and in table.graphql):
 *
 * | info.status | meaning | diner can |
 * |---|---|---|
 * | 0 | not ready: the venue switched the table off ('This table is not ready yet, please ask staff for help') | nothing |
 * | 1 | ready: no open sitting; the first `orderResEdit` opens one | join |
 * | 2 | open: a sitting is in progress | join, edit the cart, send rounds |
 * | 3 | locked for checkout: adding refused, removing new lines allowed, checkout once nothing is new | remove, pay |
 * | 4 | needs staff: too many wrong passcodes (shown to diners who have not joined) | ask staff |
 * | 5 | closed (events only): the sitting was paid/cleared; the next scan starts a new sitting | refetch |
 *
 * `isTableReady(status)` = status 1, 2 or 3.
 *
 * | state | meaning |
 * |---|---|
 * | 0 | in sync: the event carries the whole cart (`carts`) |
 * | 1 | refresh: `carts` is omitted (too large for one notification, the sitting closed or changed, or the caller may not see it); refetch with `orderResInfo` — a client at `orderversion − 1` may apply `diff` instead when it is present |
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { messageKeyOf, serverMessageOf } from '../../../domain/errors';
import type { Err, Result } from '../../../domain/result';
import { isCartPaid } from '../../../domain/cart-totals';
import { LINE_TYPE, type CartLine, type Menu } from '../../../domain/types';
import type { LineInventory, TableCartLineOut, TableEvent, TableInfo } from '../../../domain/contract';
import { SITTING_STATUS, type TableCartLine } from './schema';

/** Table status as clients read it (`info.status`, event `status`). See the table in this file's header. */
export const TABLE_STATUS = { notReady: 0, ready: 1, open: 2, locked: 3, needsStaff: 4, closed: 5 } as const;
export type TableStatus = (typeof TABLE_STATUS)[keyof typeof TABLE_STATUS];

/** Event / info `state`: 0 in sync (carts included), 1 refresh (refetch with orderResInfo). */
export const TABLE_STATE = { inSync: 0, refresh: 1 } as const;

/** Order category type of table orders (storefront.md §9: 2 dine-in/table). */
export const TABLE_CATEGORY_TYPE = 2;

/** Whether diners can order at a table of this status: ready, open or locked for checkout (storefront.md §4 "Table states"). */
export function isTableReady(status: number): boolean {
  return status === TABLE_STATUS.ready || status === TABLE_STATUS.open || status === TABLE_STATUS.locked;
}

/** The client-facing table status of a sitting status (2 open, 3 locked, 5 closed). */
export function mapSittingStatus(sittingStatus: number): TableStatus {
  if (sittingStatus === SITTING_STATUS.locked) return TABLE_STATUS.locked;
  if (sittingStatus === SITTING_STATUS.closed) return TABLE_STATUS.closed;
  return TABLE_STATUS.open;
}

/**
 * Whether a sitting is settled: it holds lines, every one of them paid, and it is still locked (by the
 * checkout that was paid, or by staff). Its party is done with it: staff may close it, and a phone that
 * did not join it ends it and starts the table's next sitting (`orderResEdit`) instead of landing on
 * the paid bill it cannot read (ADR 6 "A paid table and the next party"). A sitting staff unlocked
 * again after payment is in use, not settled.
 */
export function isSittingSettled(sitting: { status: number; lines: readonly CartLine[] }): boolean {
  return sitting.status === SITTING_STATUS.locked && sitting.lines.length > 0 && isCartPaid(sitting.lines);
}

// ————————————————————————————————————————————————————————————— failures

/**
 * Table operations answer with the domain's `Result` (src/domain/result.ts): a failure carries a code of
 * the one catalogue (src/domain/errors.ts, the "table ordering" codes and the domain's), message
 * parameters (`params`) and, where the phone needs data to recover, `details` (e.g. VERSION_CONFLICT
 * {version, tradeid, carts}, NOT_VALID {changed}, STORE_CLOSED {payable}).
 */

/** The fields a table failure gives the client beside its code and message: its parameters and details, flat. */
export function failureFields(failure: Err): Record<string, unknown> {
  return { ...(failure.params ?? {}), ...(failure.details ?? {}) };
}

/**
 * The GraphQL error for a failure: message = the catalogue's server message; extensions.code = code,
 * extensions.key = the catalogue's locale key for it, plus the failure's parameters and details as
 * further fields (`failureFields`; the table phones read e.g. `extensions.version`, `extensions.carts`).
 * Built with yoga's `createGraphQLError` so it is the `GraphQLError` class yoga itself checks (a second
 * copy of `graphql` loaded by a test runner would otherwise get the message masked as 'Unexpected error.').
 */
export function toGraphQLError(failure: Err): GraphQLError {
  return createGraphQLError(serverMessageOf(failure.code), { extensions: { code: failure.code, key: messageKeyOf(failure.code), ...failureFields(failure) } });
}

/** Returns the value, or throws the failure as a GraphQL error (`toGraphQLError`). */
export function unwrapTable<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw toGraphQLError(result);
}

// ————————————————————————————————————————————————————————————— ids and secrets

/** A new trade id: 128 random bits as 32 lowercase hex characters. */
export function newTradeId(): string {
  return randomBytes(16).toString('hex');
}

/** A new table passcode: 4 random digits, '0000'–'9999' (storefront.md §5). */
export function newPasscode(): string {
  return String(randomInt(0, 10_000)).padStart(4, '0');
}

/** A new device uid for a phone that did not send one: 16 random bytes, base64url. */
export function newDeviceUid(): string {
  return randomBytes(16).toString('base64url');
}

// ————————————————————————————————————————————————————————————— lines

/** A cart line's stock view (storefront.md §3: inventory {status, inventory, stocks, ingredients}). */


/**
 * The stock view of a line from its menu: a modifier line (22) reads the modifier; a line with a
 * variant (sid ≠ 0) the variant, with the product's and the variant's ingredient links; a product line
 * the product (or, for a component only listed inside a bundle, the bundle item); a set menu / combo
 * line the bundle's status, untracked, no links. Null when the menu no longer holds the item.
 * (A domain helper would fit in `src/domain/stock.ts`; kept here while the domain is frozen.)
 *
 * Spec: storefront.md §3 "Cart line" (received from a table order: inventory).
 */
export function mapLineInventory(line: CartLine, menu: Menu | undefined): LineInventory | null {
  if (!menu) return null;
  if (line.type === LINE_TYPE.modifier) {
    const m = menu.modifiers.find((x) => x.id === line.tid);
    return m ? { status: m.status, inventory: m.inventory, stocks: m.stocks, ingredients: m.ingredients } : null;
  }
  if (line.type === LINE_TYPE.setMenu || line.type === LINE_TYPE.combo || line.type === LINE_TYPE.comboGroup) {
    const bundle = line.type === LINE_TYPE.setMenu ? menu.setmenus.find((s) => s.id === line.pid) : menu.combos.find((c) => c.id === line.pid);
    return bundle ? { status: bundle.status, inventory: 1, stocks: 0, ingredients: [] } : null;
  }
  const product = menu.products.find((p) => p.id === line.pid);
  if (product) {
    const variant = line.sid ? product.variants.find((v) => v.id === line.sid) : undefined;
    if (line.sid && !variant) return null;
    return variant
      ? { status: variant.status, inventory: variant.inventory, stocks: variant.stocks, ingredients: [...product.ingredients, ...variant.ingredients] }
      : { status: product.status, inventory: product.inventory, stocks: product.stocks, ingredients: product.ingredients };
  }
  const items = [...menu.setmenus.flatMap((s) => s.items), ...menu.combos.flatMap((c) => c.groups.flatMap((g) => g.items))];
  const item = items.find((i) => i.pid === line.pid && i.sid === line.sid) ?? items.find((i) => i.pid === line.pid);
  return item ? { status: item.status, inventory: item.inventory, stocks: item.stocks, ingredients: item.ingredients } : null;
}

const LINE_FIELDS = [
  'id', 'status', 'store_id', 'menu_id', 'code', 'count', 'name', 'pid', 'sid', 'cid', 'gid', 'sequence',
  'discount', 'value', 'price', 'tid', 'type', 'taxes', 'taxtotal', 'taxextra', 'extra',
] as const satisfies readonly (keyof CartLine)[];

/**
 * A diff line as received, reduced to the contract's cart line fields (unknown fields dropped,
 * missing numbers 0, missing strings ''): clients may send lines they received, inventory included.
 */
export function normalizeDiffLine(input: Record<string, unknown>): CartLine {
  const out: Record<string, unknown> = {};
  for (const f of LINE_FIELDS) {
    const v = input[f];
    const isText = f === 'code' || f === 'name' || f === 'taxes' || f === 'extra';
    out[f] = isText ? (typeof v === 'string' ? v : f === 'taxes' ? '[]' : f === 'extra' ? '{}' : '') : typeof v === 'number' && Number.isFinite(v) ? v : 0;
  }
  if (!out.status) out.status = 1;
  return out as unknown as CartLine;
}

/** Stored line (with round) from a domain line: a line keeps its round, a new line has round 0. */
export function withRound(line: CartLine, round = 0): TableCartLine {
  const { round: kept } = line as Partial<TableCartLine>;
  return { ...line, round: typeof kept === 'number' ? kept : round };
}

// ————————————————————————————————————————————————————————————— info and events



/** Default reservation length: 3 hours in milliseconds (storefront.md §3 "Order draft"). */
export const SITTING_LENGTH_MS = 10_800_000;

/**
 * Largest event payload (JSON bytes) published: PostgreSQL NOTIFY refuses 8000 bytes or more, and the
 * envelope adds the topic and the table code.
 */
export const EVENT_BUDGET_BYTES = 7_000;

const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

/**
 * The event for a table change, within `budget` bytes: the whole cart with inventory when it fits;
 * else without inventory; else no cart (state 1, refresh) but the diff; else neither.
 */
export function buildTableEvent(info: TableInfo, diff: readonly CartLine[] | null, budget = EVENT_BUDGET_BYTES): TableEvent {
  const { device_uid: _d, payment_mode: _p, ordertype: _o, orderextra: _e, passcode_required: _r, joined: _j, venue_code: _v, carts, ...rest } = info;
  const base = { ...rest, diff: diff ? [...diff] : null };
  const full: TableEvent = { ...base, carts };
  if (rest.state === TABLE_STATE.inSync && bytes(full) <= budget) return full;
  const lean: TableEvent = { ...base, carts: carts.map((l) => ({ ...l, inventory: null })) };
  if (rest.state === TABLE_STATE.inSync && bytes(lean) <= budget) return lean;
  const refresh: TableEvent = { ...base, state: TABLE_STATE.refresh, carts: null };
  if (bytes(refresh) <= budget) return refresh;
  return { ...refresh, diff: null };
}

/** An event reduced for a subscriber who may not see the cart: state 1 (refetch), no carts, no diff. */
export function redactTableEvent(event: TableEvent): TableEvent {
  return { ...event, state: TABLE_STATE.refresh, carts: null, diff: null };
}

export type { LineInventory, TableCartLineOut, TableEvent, TableInfo };
