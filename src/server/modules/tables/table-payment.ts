/**
 * Recording the payment of a table sitting's order on the sitting (storefront.md §4 "Cart line status";
 * orders-and-payments.md §4.4, §4.8). Kept apart from `table-checkout.ts` so the orders and payments
 * use cases can call it without importing the checkout (which imports them).
 */
import { and, eq, sql } from 'drizzle-orm';
import { ORDER_SOURCE } from '../../../domain/order-status';
import { SITTING_STATUS, tableSittings } from './schema';
import type { Tx } from '../orders';
import type { TableExec } from './table-passcode';
import { markTableLinesPaid, publishTableSitting, releaseCheckoutLock } from './table-staff';
import { loadTableVenueSettings, type TableDeps } from './table-store';
import { ordersTables } from '../orders';
import { catalogTables } from '../catalog';

/** Whether an order is the order of a table sitting (placed by `checkoutTable`). */
export function isTableSittingOrder(order: { source: number; tableId: number | null }): boolean {
  return order.tableId !== null && order.source === ORDER_SOURCE.table;
}

/**
 * Inside the transaction that records the payment of an order: when it is a table sitting's order,
 * marks the sitting's lines the order holds paid (21 → 2) and, once nothing unpaid remains, closes the
 * sitting when the venue's `table_close_paid` is 1 (else it stays, paid and locked, until staff close
 * it). Returns the trade id to publish after commit, or null (not a table order, or no open sitting).
 */
export async function settleTablePayment(tx: Tx, order: { id: number; tradeid: string; source: number; tableId: number | null; venueId: number }, nowMs: number): Promise<string | null> {
  if (!isTableSittingOrder(order)) return null;
  const lines = await tx.select({ lineId: ordersTables.orderLines.lineId }).from(ordersTables.orderLines).where(eq(ordersTables.orderLines.orderId, order.id));
  const paid = await markTableLinesPaid(tx, order.tradeid, { lineIds: lines.map((l) => l.lineId), orderId: order.id });
  if (!paid.ok) return null;
  if (paid.value.allPaid) {
    const settings = await loadTableVenueSettings(tx, order.venueId);
    if (settings.closeWhenPaid) {
      await tx
        .update(tableSittings)
        .set({ status: SITTING_STATUS.closed, closedAt: nowMs, updatedAt: sql`now()` })
        .where(and(eq(tableSittings.tradeid, order.tradeid), sql`${tableSittings.status} <> ${SITTING_STATUS.closed}`));
    }
  }
  return order.tradeid;
}

/** After commit: tells the table's phones and the staff screens about a payment `settleTablePayment` recorded. */
export async function publishTablePayment(deps: TableDeps, tradeid: string | null): Promise<void> {
  if (!tradeid) return;
  try {
    await publishTableSitting(deps, tradeid, 'paid');
  } catch (e) {
    deps.logger.warn({ err: e, tradeid }, 'publishing a table payment failed');
  }
}

/**
 * After the payment of a table sitting's order was cancelled (orderPayCancel): releases the lock the
 * checkout put on the table, so the diners can order again (ADR 6; `releaseCheckoutLock` keeps a
 * staff lock, a paid sitting and a payment still in progress). Answers whether the table was released.
 */
export async function releaseTableCheckout(
  deps: TableDeps,
  order: { source: number; tableId: number | null },
  hasPendingPayment: (tx: TableExec, orderId: number) => Promise<boolean>,
): Promise<boolean> {
  if (!isTableSittingOrder(order) || order.tableId === null) return false;
  const [table] = await deps.db.select({ code: catalogTables.venueTables.code }).from(catalogTables.venueTables).where(eq(catalogTables.venueTables.id, order.tableId));
  return table ? releaseCheckoutLock(deps, table.code, hasPendingPayment) : false;
}
