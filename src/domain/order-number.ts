/**
 * Order numbers and transaction ids as diners see them. The display number is 'O' (left out when the
 * order type is 1) + a prefix by order category type + the sequence number padded to 3 digits, e.g.
 * 'OD-007'. The transaction id shown is the trade id without its first 7 characters.
 *
 * Spec: storefront.md §9; orders-and-payments.md §2.2, §2.4, §2.5, §9.
 */
import type { OrderListItem } from './types';

/** Number prefixes by order category type: 1 'I-', 2 'S-', 6 'S-', 3 'T-', 4 'D-' (storefront.md §9). */
export const ORDER_NUMBER_PREFIX: Readonly<Record<number, string>> = { 1: 'I-', 2: 'S-', 6: 'S-', 3: 'T-', 4: 'D-' };

/**
 * The display order number: 'O' (omitted when the order type is 1) + prefix by category type (none for
 * an unknown type) + seqnum padded to 3 digits. `orderNumber({ type: 2, category_type: 4, seqnum: 7 })`
 * is 'OD-007'.
 * Spec: storefront.md §9, orders-and-payments.md §9 "Order number".
 */
export function orderNumber(order: Pick<OrderListItem, 'type' | 'category_type' | 'seqnum'>): string {
  const prefix = ORDER_NUMBER_PREFIX[order.category_type] ?? '';
  return `${order.type === 1 ? '' : 'O'}${prefix}${String(order.seqnum).padStart(3, '0')}`;
}

/**
 * The transaction id shown for a trade id: the trade id without its first 7 characters ('' when shorter).
 * Spec: orders-and-payments.md §2.2 "'Transaction ID': the tradeid without its first 7 characters", §9.
 */
export function transactionId(tradeid: string | null | undefined): string {
  return String(tradeid ?? '').slice(7);
}
