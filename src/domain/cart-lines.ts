/**
 * Cart lines: identity, entries and the line JSON fields (storefront.md §3 "Cart line", §4 "Cart line
 * status", §9).
 *
 * A cart is a flat list of `CartLine`s. Lines sharing a non-zero `gid` form one *entry*: a head (the
 * set menu 101 / combo 102 line, or the product line 2 / 21) with its bundle children and modifier
 * lines (22). Counts are absolute (see `CartLine` in `types.ts`), so an entry of quantity q keeps every
 * line at its per-unit count × q. `tid` is the line's client id (the modifier id on type 22) and
 * `extra.gtid` points a child or modifier at its parent line's `tid`.
 *
 * A line's identity is type + tid + pid + sid + gid + menu_id + store_id (`cartLineKey`); the table
 * cart is saved as a diff keyed by it (`table-cart.ts`).
 *
 * The rest of the cart is split by concept: counts, totals and status predicates in `cart-totals.ts`;
 * adding, changing counts, display order and 'order again' in `cart.ts`; the table-cart diff in
 * `table-cart.ts`; saved lines against the current menu in `cart-menu-check.ts`; lines from a finished
 * item build in `item-builder.ts`.
 */
import type { CartLine, CartLineExtra, Menu } from './types';
import { LINE_TYPE } from './types';

/** Injected id sources: the caller owns uniqueness (a counter, the clock read outside the domain, a seed). */
export interface CartIdGenerators {
  /** A new line id (also the line's `tid`, except on modifier lines). */
  lineId(): number;
  /** A new entry group id (`gid`). */
  groupId(): number;
  /** A new add-sequence id (`extra.groupCartSeqId`). */
  sequenceId(): number;
}

/** A cart entry: the head line and all lines of its group (head first, then in cart order). */
export interface CartEntry {
  head: CartLine;
  lines: CartLine[];
}

/** Head line types of a bundle entry: set menu (101) and combo (102) (storefront.md §9). */
export const BUNDLE_LINE_TYPES: readonly number[] = [LINE_TYPE.setMenu, LINE_TYPE.combo];
/** Product line types: product (2) and product with variant (21) (storefront.md §9). */
export const PRODUCT_LINE_TYPES: readonly number[] = [LINE_TYPE.product, LINE_TYPE.productVariant];

/**
 * A line's extra JSON ({groupCartSeqId, gtid, notes}); `{}` when empty or not valid JSON.
 *
 * Spec: storefront.md §3 "Cart line" (extra).
 */
export function readLineExtra(line: Pick<CartLine, 'extra'>): CartLineExtra {
  try {
    const value: unknown = JSON.parse(line.extra || '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as CartLineExtra) : {};
  } catch {
    return {};
  }
}

/**
 * The identity of a line: type + tid + pid + sid + gid + menu_id + store_id.
 *
 * Spec: storefront.md §3 "Cart line".
 */
export function cartLineKey(line: CartLine): string {
  return [line.type, line.tid, line.pid, line.sid, line.gid, line.menu_id, line.store_id].join(':');
}

/** The course of a line: `sequence`, with 99 read as 0 (storefront.md §9). */
export function lineCourse(line: Pick<CartLine, 'sequence'>): number {
  return line.sequence === 99 ? 0 : line.sequence;
}

/**
 * The product's tax rates from the menu, as a line's taxes JSON `[{id, attr, name, rate}]` (ids the menu
 * does not hold are left out).
 *
 * Spec: storefront.md §3 "Cart line" (taxes).
 */
export function lineTaxesJson(taxIds: readonly number[], menu: Menu): string {
  const taxes = taxIds.flatMap((id) => menu.taxes.filter((t) => t.id === id).map(({ id: taxId, attr, name, rate }) => ({ id: taxId, attr, name, rate })));
  return JSON.stringify(taxes);
}

/**
 * A line's extra JSON from its fields, without the undefined and empty ones (`readLineExtra`'s inverse).
 *
 * Spec: storefront.md §3 "Cart line" (extra).
 */
export function writeLineExtra(extra: CartLineExtra): string {
  return JSON.stringify(Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== undefined && v !== '')));
}

/**
 * A cart line with exactly the contract's fields (storefront.md §3 "Cart line"), as orderEdit takes
 * it: whatever else a line object carries on the way (orderInfo's `name_i18n`, a table's `round`) stays
 * behind.
 */
export function toContractLine(l: CartLine): CartLine {
  const { id, status, store_id, menu_id, code, count, name, pid, sid, cid, gid, sequence, discount, value, price, tid, type, taxes, taxtotal, taxextra, extra } = l;
  return { id, status, store_id, menu_id, code, count, name, pid, sid, cid, gid, sequence, discount, value, price, tid, type, taxes, taxtotal, taxextra, extra };
}

/**
 * The lines of one entry (`mapCartEntries`) in reading order: every modifier right after the line it
 * modifies (its extra `gtid` names that line's `tid`; without a known parent, the entry's head), the
 * other lines in their given order. Sorting a cart by course can move a set menu's modifier away from
 * its dish ('…, Fried rice, + Medium, Mango pudding'); this puts it back under the beef.
 *
 * Spec: storefront.md §3 "Cart line" (gtid ties a modifier to its parent line), §2.6 cart lines.
 */
export function nestModifiers(lines: readonly CartLine[]): CartLine[] {
  const parents = lines.filter((l) => l.type !== LINE_TYPE.modifier);
  const parentOf = (m: CartLine) => {
    const { gtid } = readLineExtra(m);
    return parents.find((p) => p.tid === gtid) ?? parents[0];
  };
  const modifiers = lines.filter((l) => l.type === LINE_TYPE.modifier);
  const orphans = parents.length === 0 ? modifiers : [];
  return [...parents.flatMap((p) => [p, ...modifiers.filter((m) => parentOf(m) === p)]), ...orphans];
}

/**
 * The cart's entries: lines sharing a non-zero gid form one entry headed by its bundle line (101/102),
 * else its first product line (2/21), else its first line; each gid-0 line is an entry of its own.
 * Entries in order of first appearance.
 *
 * Spec: storefront.md §3 "Cart line" (gid ties bundle children and modifiers to their parent).
 */
export function mapCartEntries(lines: readonly CartLine[]): CartEntry[] {
  const groups = new Map<string, CartLine[]>();
  lines.forEach((line, index) => {
    const key = line.gid !== 0 ? `g${line.gid}` : `l${index}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  });
  return [...groups.values()].map((group) => {
    const head = group.find((l) => BUNDLE_LINE_TYPES.includes(l.type)) ?? group.find((l) => PRODUCT_LINE_TYPES.includes(l.type)) ?? group[0];
    return { head, lines: [head, ...group.filter((l) => l !== head)] };
  });
}


/** New lines (status 1): not yet submitted, not yet holding stock (storefront.md §4 "Cart line status"). */
export function selectNewLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter((l) => l.status === 1);
}

/**
 * Lines with the same identity key merged into one, counts summed, the first line's other fields kept;
 * order of first appearance.
 *
 * Spec: storefront.md §3 "Cart line" (identity).
 */
export function mergeCartLines(lines: readonly CartLine[]): CartLine[] {
  const merged = new Map<string, CartLine>();
  for (const line of lines) {
    const key = cartLineKey(line);
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, count: seen.count + line.count } : line);
  }
  return [...merged.values()];
}
