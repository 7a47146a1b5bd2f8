/**
 * Recording the payment of a table sitting's order on the sitting (storefront.md §4 "Cart line status";
 * orders-and-payments.md §4.4, §4.8), as the tables module's handlers of the order hooks
 * (platform/hooks.ts): the payments module runs them without knowing the tables module.
 */
import { and, eq, sql } from 'drizzle-orm';
import { ORDER_SOURCE } from '../../../domain/order-status';
import { SITTING_STATUS, tableSittings } from './schema';
import type { Db } from '../../platform/db/client';
import type { OrderHooks } from '../../platform/hooks';
import type { Services } from '../../services';
import { hasPendingPayment } from '../payments';
import type { TableExec } from './table-passcode';
import { markTableLinesPaid, publishTableSitting, releaseCheckoutLock } from './table-staff';
import { loadTableVenueSettings, type TableDeps } from './table-store';
import { orderLineIds } from '../orders';
import { findTableById } from '../catalog';
import { registerShareHooks } from './table-split';

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
export async function settleTablePayment(tx: Db, order: { id: number; tradeid: string; source: number; tableId: number | null; venueId: number }, nowMs: number): Promise<string | null> {
  if (!isTableSittingOrder(order)) return null;
  const lineIds = await orderLineIds(tx, order.id);
  const paid = await markTableLinesPaid(tx, order.tradeid, { lineIds, orderId: order.id });
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
  const table = await findTableById(deps.db, order.tableId);
  return table ? releaseCheckoutLock(deps, table.code, hasPendingPayment) : false;
}

/**
 * Registers the tables module's order-hook handlers: `orderPaid` marks a table sitting's lines paid
 * (and closes the sitting per the venue's setting), telling the phones after commit;
 * `paymentCancelled` releases the checkout lock the payment held (ADR 6), both
 * with the services of the app that runs them.
 */
export function registerTableHooks(hooks: OrderHooks<Services>): void {
  hooks.on('orderPaid', async function settleTableSitting(tx, { order, nowMs }, deps) {
    const tradeid = await settleTablePayment(tx, order, nowMs);
    if (tradeid) return () => publishTablePayment(deps, tradeid);
  });
  hooks.on('paymentCancelled', async function releaseTableCheckoutLock(_db, { order }, deps) {
    await releaseTableCheckout(deps, order, hasPendingPayment);
  });
  // Shares of a split bill (issue 24): each share's own order settles or releases its share.
  registerShareHooks(hooks);
}
