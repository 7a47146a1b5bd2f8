/**
 * Cart operations (storefront.md §2.6 "Cart bar and cart drawer", §5 "Adding to the cart", §9 "Sort
 * position"; orders-and-payments.md §2.3): adding built lines (merged into an identical new entry),
 * changing an entry's count, the display order and groupings of the drawer, and 'order again' copies.
 *
 * Every add takes a fresh `gid` and a fresh `extra.groupCartSeqId` (the "sequenceId" of the sort) from
 * injected generators (`CartIdGenerators`). No 1021 combo-group lines are built: a combo's children
 * carry everything pricing, stock and the kitchen need, and the cart count takes the number of groups
 * from the menu. 1021 lines received from elsewhere are kept with their combo (sorted, counted, copied
 * and diffed like any child). Line identity and entries: `cart-lines.ts`; counts and totals:
 * `cart-totals.ts`.
 */
import { lineCourse, mapCartEntries, readLineExtra, selectNewLines, writeLineExtra, type CartEntry, type CartIdGenerators } from './cart-lines';
import { cartItemCount, resolveCartMax } from './cart-totals';
import type { Result } from './result';
import { err, ok } from './result';
import { checkStock } from './stock';
import type { CartLine, LineStatus, Menu, Venue } from './types';
import { LINE_TYPE } from './types';

/** What adding to the cart is checked against. */
export interface CartContext {
  menu: Menu;
  /** order_carts_max; missing or ≤ 0 reads as 120. */
  cartMax?: number;
  /** Table 'locked for checkout': nothing new can be added (removing stays possible). */
  tableLocked?: boolean;
}

const TYPE_POSITION: Record<number, number> = { 101: 1, 102: 1, 1021: 1, 2: 2, 21: 2, 22: 2, 4: 3, 5: 4 };
/** Within a group and course, the parent before its children: bundle, combo group, product, modifier, others. */
const TYPE_RANK: Record<number, number> = { 101: 0, 102: 0, 1021: 1, 2: 2, 21: 2, 22: 3, 4: 4, 5: 5 };

/**
 * The cart in display order: by sort position (set menu and combo 1 — their children and modifiers
 * with them —, standalone product 2, type 4 is 3, type 5 is 4, unknown types last), then store, group
 * (gid), course (`sequence`, 99 as 0), add sequence (`extra.groupCartSeqId`), type (parent first),
 * and finally tid and id so the order is total. Stable: lines equal on every key keep their order.
 *
 * Spec: storefront.md §9 "Sort position".
 */
export function sortCartLines(lines: readonly CartLine[]): CartLine[] {
  const bundleGroups = new Set(lines.filter((l) => l.gid !== 0 && TYPE_POSITION[l.type] === 1).map((l) => l.gid));
  const keyed = lines.map((line) => ({
    line,
    key: [
      line.gid !== 0 && bundleGroups.has(line.gid) ? 1 : (TYPE_POSITION[line.type] ?? 5),
      line.store_id,
      line.gid,
      lineCourse(line),
      Number(readLineExtra(line).groupCartSeqId ?? 0),
      TYPE_RANK[line.type] ?? 6,
      line.tid,
      line.id,
    ],
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return a.key[i] - b.key[i];
    return 0;
  });
  return keyed.map((k) => k.line);
}

/**
 * The cart grouped by store (for order types that group per store), in display order; the store name
 * from `venue.stores` ('' when unknown).
 *
 * Spec: storefront.md §1 (a venue may contain several stores), §9 "Sort position".
 */
export function groupCartByStore(lines: readonly CartLine[], venue: Pick<Venue, 'stores'>): { storeId: number; name: string; lines: CartLine[] }[] {
  const groups: { storeId: number; name: string; lines: CartLine[] }[] = [];
  for (const line of sortCartLines(lines)) {
    let group = groups.find((g) => g.storeId === line.store_id);
    if (!group) {
      group = { storeId: line.store_id, name: venue.stores.find((s) => s.id === line.store_id)?.name ?? '', lines: [] };
      groups.push(group);
    }
    group.lines.push(line);
  }
  return groups;
}

/** A course heading: the course's name, or the key 'courseN' {n} when unnamed. */
export type CourseLabel = { name: string } | { key: 'courseN'; params: { n: number } };

/**
 * The cart grouped by course for the drawer: entries (in display order) under the course of their head
 * line (`sequence`, 99 as 0), courses ascending. The label is the name from `venue.order_sequences`,
 * 'Course N' when the course has no name, and `null` for course 0 when the venue names none (no
 * heading).
 *
 * Spec: storefront.md §2.6 "Cart bar and cart drawer", "Menu list" ('Course N' for unnamed courses).
 */
export function groupCartByCourse(
  lines: readonly CartLine[],
  venue: Pick<Venue, 'order_sequences'>,
): { sequence: number; label: CourseLabel | null; entries: CartEntry[] }[] {
  const groups = new Map<number, CartEntry[]>();
  for (const entry of mapCartEntries(sortCartLines(lines))) {
    const course = lineCourse(entry.head);
    groups.set(course, [...(groups.get(course) ?? []), entry]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([sequence, entries]) => {
      const named = venue.order_sequences.find((s) => s.sequence === sequence);
      const label: CourseLabel | null = named?.name ? { name: named.name } : sequence === 0 && !named ? null : { key: 'courseN', params: { n: sequence } };
      return { sequence, label, entries };
    });
}

/** What makes two entries the same item per unit: everything but ids, gid and counts (modifiers keyed by their parent). */
function lineSignature(line: CartLine, entry: CartEntry): string {
  const { notes = '', gtid } = readLineExtra(line);
  const parent = line.type === LINE_TYPE.modifier ? entry.lines.find((l) => l.tid === gtid && l.type !== LINE_TYPE.modifier) : undefined;
  return JSON.stringify([
    line.type,
    line.type === LINE_TYPE.modifier ? line.tid : 0,
    line.pid,
    line.sid,
    line.cid,
    line.name,
    line.code,
    line.price,
    line.value,
    line.sequence,
    line.menu_id,
    line.store_id,
    line.status,
    line.taxes,
    notes,
    line.count / entry.head.count,
    parent ? [parent.type, parent.pid, parent.sid] : null,
  ]);
}

function entrySignature(entry: CartEntry): string {
  return JSON.stringify(entry.lines.map((l) => lineSignature(l, entry)).sort());
}

/** Scales every line of an entry from its head's count to `count` (per-unit counts are whole numbers). */
function scaleEntry(entry: CartEntry, count: number): CartLine[] {
  return entry.lines.map((l) => ({ ...l, count: Math.round((l.count / entry.head.count) * count) }));
}

/**
 * Adds built lines (one or more entries, status 1) to the cart. Refused with TABLE_LOCKED when the
 * table is locked, CART_ITEMS_MAX {max} when the cart count would exceed order_carts_max, OUT_OF_STOCK
 * {name} when the cart's new lines and the added ones together exceed the stock. An added entry
 * identical per unit to a new entry already in the cart (same product, variant, modifiers, prices,
 * notes) is merged into it by adding the counts; otherwise it is appended.
 *
 * Spec: storefront.md §5 "Adding to the cart", "Sell-out and stock".
 */
export function addToCart(cart: readonly CartLine[], added: readonly CartLine[], context: CartContext): Result<CartLine[]> {
  if (context.tableLocked) return err('TABLE_LOCKED');
  const max = resolveCartMax(context.cartMax);
  if (cartItemCount([...cart, ...added], context.menu) > max) return err('CART_ITEMS_MAX', { max });
  const stock = checkStock([...selectNewLines(cart), ...added], context.menu);
  if (!stock.ok) return stock;

  let result = [...cart];
  for (const entry of mapCartEntries(added)) {
    const signature = entrySignature(entry);
    const same = mapCartEntries(result).find((e) => e.head.status === 1 && entrySignature(e) === signature);
    if (!same) {
      result = [...result, ...entry.lines];
      continue;
    }
    const scaled = scaleEntry(same, same.head.count + entry.head.count);
    result = result.map((l) => scaled[same.lines.indexOf(l)] ?? l);
  }
  return ok(result);
}

/**
 * Changes the quantity of a new entry (identified by its head line id) by `delta`, scaling its children
 * and modifiers; at 0 or below the entry is removed. Only new entries (status 1) change (NOT_ACCEPTABLE
 * otherwise, NOT_FOUND for an unknown id). Increases are refused like additions (TABLE_LOCKED,
 * CART_ITEMS_MAX, OUT_OF_STOCK — an item that would sell out cannot be increased); decreases are
 * always allowed.
 *
 * Spec: storefront.md §2.6 "Cart bar and cart drawer" (minus decrements a line), §5 "Sell-out and stock".
 */
export function changeCartEntryCount(cart: readonly CartLine[], headLineId: number, delta: number, context: CartContext): Result<CartLine[]> {
  const entry = mapCartEntries(cart).find((e) => e.head.id === headLineId);
  if (!entry) return err('NOT_FOUND');
  if (entry.head.status !== 1) return err('NOT_ACCEPTABLE');
  const count = entry.head.count + delta;
  if (count <= 0) return ok(cart.filter((l) => !entry.lines.includes(l)));
  const scaled = scaleEntry(entry, count);
  const result = cart.map((l) => scaled[entry.lines.indexOf(l)] ?? l);
  if (delta > 0) {
    if (context.tableLocked) return err('TABLE_LOCKED');
    const max = resolveCartMax(context.cartMax);
    if (cartItemCount(result, context.menu) > max) return err('CART_ITEMS_MAX', { max });
    const stock = checkStock(selectNewLines(result), context.menu);
    if (!stock.ok) return stock;
  }
  return ok(result);
}

/**
 * 'Order again' copies of an old order's lines: every line new (status 1), with a fresh line id (and
 * tid, except modifier lines which keep the modifier id), a fresh group id per entry and a fresh add
 * sequence per entry; children and modifiers re-linked to their entry's new gid and their parent's new
 * tid (`extra.gtid`). Discounts and computed taxes are reset to 0; notes are kept.
 *
 * Spec: orders-and-payments.md §2.3 "Order again"; storefront.md §2.6 (ORDER_AGAIN).
 */
export function copyLinesForOrderAgain(lines: readonly CartLine[], ids: CartIdGenerators): CartLine[] {
  return mapCartEntries(lines).flatMap((entry) => {
    const gid = ids.groupId();
    const groupCartSeqId = ids.sequenceId();
    const newTid = new Map<number, number>();
    const copies = entry.lines.map((line) => {
      const id = ids.lineId();
      const tid = line.type === LINE_TYPE.modifier ? line.tid : id;
      if (line.type !== LINE_TYPE.modifier) newTid.set(line.tid, tid);
      return { ...line, id, tid, gid, status: 1 as LineStatus, discount: 0, taxtotal: 0, taxextra: 0 };
    });
    return copies.map((line) => {
      const extra = readLineExtra(line);
      const gtid = extra.gtid !== undefined ? newTid.get(extra.gtid) : undefined;
      return { ...line, extra: writeLineExtra({ ...extra, groupCartSeqId, gtid }) };
    });
  });
}

