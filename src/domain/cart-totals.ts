/**
 * Cart counts and totals (storefront.md §2.4 cart badge, §4 "Cart line status", §5 "Adding to the
 * cart"; orders-and-payments.md §4.4): the item count checked against order_carts_max, the unpaid
 * total, and whether a cart is paid, submitted or partly submitted.
 */
import { mapCartEntries, PRODUCT_LINE_TYPES } from './cart-lines';
import type { CartLine, Cents, Menu } from './types';
import { LINE_TYPE } from './types';

/** order_carts_max when the venue sets none (storefront.md §5, §9). */
export const DEFAULT_CART_MAX = 120;

/** The cart maximum in force: order_carts_max when set above 0, else `DEFAULT_CART_MAX` (storefront.md §5). */
export function resolveCartMax(cartMax: number | undefined): number {
  return cartMax && cartMax > 0 ? cartMax : DEFAULT_CART_MAX;
}

/**
 * The cart item count, for the badge and for order_carts_max: Σ over entries of the head's count for a
 * product, × number of groups for a combo, × number of items for a set menu. The numbers of groups and
 * items come from the menu when it holds the bundle, else from the entry's lines (1021 lines, else
 * children). Modifier and other (4, 5) lines do not count.
 *
 * Spec: storefront.md §5 "Adding to the cart", §2.4 (cart badge).
 */
export function cartItemCount(lines: readonly CartLine[], menu?: Menu): number {
  return mapCartEntries(lines).reduce((sum, { head, lines: entry }) => {
    const children = entry.filter((l) => l !== head && PRODUCT_LINE_TYPES.includes(l.type)).length;
    if (head.type === LINE_TYPE.combo) {
      const groups = menu?.combos.find((c) => c.id === head.pid)?.groups.length ?? (entry.filter((l) => l.type === LINE_TYPE.comboGroup).length || children);
      return sum + head.count * Math.max(1, groups);
    }
    if (head.type === LINE_TYPE.setMenu) {
      const items = menu?.setmenus.find((s) => s.id === head.pid)?.items.length ?? children;
      return sum + head.count * Math.max(1, items);
    }
    return sum + (PRODUCT_LINE_TYPES.includes(head.type) ? head.count : 0);
  }, 0);
}

/** Σ price × count over the lines, in cents (the line total convention of `types.ts`). */
export function cartTotal(lines: readonly CartLine[]): Cents {
  return lines.reduce((sum, l) => sum + l.price * l.count, 0) as Cents;
}

/**
 * The 'total unpaid': Σ price × count over lines with status 1 or 21, in cents.
 *
 * Spec: storefront.md §4 "Cart line status"; orders-and-payments.md §4.4.
 */
export function unpaidTotal(lines: readonly CartLine[]): Cents {
  return cartTotal(lines.filter((l) => l.status === 1 || l.status === 21));
}

/** Paid: no line has status 1 or 21 (an empty cart reads as paid; check emptiness first). Spec: storefront.md §4. */
export function isCartPaid(lines: readonly CartLine[]): boolean {
  return !lines.some((l) => l.status === 1 || l.status === 21);
}

/** Submitted: no line has status 1 (storefront.md §4 "Cart line status"). */
export function isCartSubmitted(lines: readonly CartLine[]): boolean {
  return !lines.some((l) => l.status === 1);
}

/** Partial submit: both new (1) and submitted (2 or 21) lines exist (storefront.md §4; orders-and-payments.md §4.4). */
export function isPartialSubmit(lines: readonly CartLine[]): boolean {
  return lines.some((l) => l.status === 1) && lines.some((l) => l.status !== 1);
}

/**
 * The cart drawer tabs: shown only in a partial submit; 'new' ('Newly added items') while any new line
 * exists, else 'ordered' ('Ordered items').
 *
 * Spec: storefront.md §2.6 "Cart bar and cart drawer"; orders-and-payments.md §4.4.
 */
export function mapCartTabs(lines: readonly CartLine[]): { shown: boolean; tab: 'new' | 'ordered' } {
  return { shown: isPartialSubmit(lines), tab: lines.some((l) => l.status === 1) ? 'new' : 'ordered' };
}
