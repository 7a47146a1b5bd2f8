/**
 * The table cart saved as a diff (storefront.md §4 "Cart line status", "Table states";
 * orders-and-payments.md §4.8): the browser sends what changed, keyed by line identity (`cartLineKey`),
 * and the server applies it after checking the diner only touched new lines.
 */
import { cartLineKey, mergeCartLines } from './cart-lines';
import type { Result } from './result';
import { err, ok } from './result';
import type { CartLine } from './types';

/** The table-cart diff: lines to send instead of the whole cart (storefront.md §4, orders-and-payments.md §4.8). */
export type TableCartDiff = CartLine[];

/** Field-by-field equality of two lines (fields are primitives; key order does not matter). */
function isSameLine(a: CartLine, b: CartLine): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof CartLine)[]);
  return [...keys].every((key) => a[key] === b[key]);
}

/**
 * The difference between the stored table cart and the current one, keyed by identity
 * (`cartLineKey`; lines sharing a key are merged first): a line gone from the current cart is sent
 * with count = −stored count; a line whose count or any other field changed is sent with the current
 * fields and count = current − stored (the delta, possibly 0 when only a field changed); a new line
 * is sent in full. Unchanged lines are not sent. Removals first (stored order), then changes and new
 * lines (current order).
 *
 * Spec: storefront.md §4 "Cart line status" (saving a table cart); orders-and-payments.md §4.8.
 */
export function diffTableCart(stored: readonly CartLine[], current: readonly CartLine[]): TableCartDiff {
  const before = new Map(mergeCartLines(stored).map((l) => [cartLineKey(l), l]));
  const after = mergeCartLines(current);
  const afterKeys = new Set(after.map(cartLineKey));
  const removed = [...before.values()].filter((l) => !afterKeys.has(cartLineKey(l))).map((l) => ({ ...l, count: -l.count }));
  const changed = after.flatMap((line) => {
    const old = before.get(cartLineKey(line));
    if (!old) return [line];
    if (isSameLine(old, line)) return [];
    return [{ ...line, count: line.count - old.count }];
  });
  return [...removed, ...changed];
}

/**
 * Applies a table-cart diff to the stored cart (the server's side of `diffTableCart`): a diff line
 * whose key is stored replaces the stored fields and adds its count to the stored count, and the line
 * is dropped when the result is 0 or less; a diff line with a new key is appended when its count is
 * positive. NOT_VALID {key} when a diff line with a new key has a count of 0 or less (it removes or
 * changes a line the stored cart does not hold: the client's view is stale).
 * Invariant: `applyTableCartDiff(stored, diffTableCart(stored, current))` holds the same lines as
 * `mergeCartLines(current)` (same keys, fields and counts) when every current count is positive.
 *
 * Spec: storefront.md §4 "Cart line status"; orders-and-payments.md §4.8.
 */
export function applyTableCartDiff(stored: readonly CartLine[], diff: TableCartDiff): Result<CartLine[]> {
  const result = mergeCartLines(stored);
  const index = new Map(result.map((l, i) => [cartLineKey(l), i]));
  for (const line of diff) {
    const key = cartLineKey(line);
    const at = index.get(key);
    if (at === undefined) {
      if (line.count <= 0) return err('NOT_VALID', { key });
      index.set(key, result.length);
      result.push(line);
      continue;
    }
    result[at] = { ...line, count: result[at].count + line.count };
  }
  return ok(result.filter((l) => l.count > 0));
}

/**
 * Whether a diff only touches what a diner may change: lines of new (status 1) stored lines, and new
 * lines with status 1. Submitted lines are the kitchen's: NOT_ACCEPTABLE {key} for a diff line that
 * would change or remove one, or that adds a line with another status.
 *
 * Spec: storefront.md §4 "Table states", "Cart line status".
 */
export function checkTableCartDiff(stored: readonly CartLine[], diff: TableCartDiff): Result<TableCartDiff> {
  const before = new Map(stored.map((l) => [cartLineKey(l), l]));
  for (const line of diff) {
    const old = before.get(cartLineKey(line));
    if ((old ?? line).status !== 1) return err('NOT_ACCEPTABLE', { key: cartLineKey(line) });
  }
  return ok(diff);
}
