/**
 * What other modules read and write of an order outside the orders flow's own use cases: the lines'
 * products (loyalty's punches), the cents paid (loyalty's refund share), marking an order paid by
 * tenders (gift cards), and a diner's recent orders at a venue (the staff console). The orders module
 * owns these tables; other modules call these functions through the door, never the tables.
 * Spec: orders-and-payments.md §3.1–3.2, §4.2; accounts-and-loyalty.md §2.11, §2.16; issue 12.
 */
import { desc, eq, and, inArray } from 'drizzle-orm';
import { PAYMENT_STATUS } from '../../../domain/order-status';
import type { Db } from '../../platform/db/client';
import * as s from './schema';

/** The product id (`pid`, 0 for lines without one) and count of each line of an order, in no order. */
export async function orderLineCounts(db: Db, orderId: number): Promise<{ pid: number; count: number }[]> {
  return db.select({ pid: s.orderLines.pid, count: s.orderLines.count }).from(s.orderLines).where(eq(s.orderLines.orderId, orderId));
}

/**
 * The cents an order was paid: what payments recorded (`feepay`, surcharges included), else the total
 * to pay (`feetopay`) while none is recorded; null for an unknown order.
 */
export async function paidCents(db: Db, orderId: number): Promise<number | null> {
  const [o] = await db.select({ feepay: s.orders.feepay, feetopay: s.orders.feetopay }).from(s.orders).where(eq(s.orders.id, orderId)).limit(1);
  return o ? o.feepay || o.feetopay : null;
}

/**
 * Inside `tx`, after the order's paid event is appended: the order becomes paid (status 2, `paytime`
 * `now`) and its lines paid (status 2). For tenders that pay an order in full (a payment's own flow
 * records its amounts itself). `now` in seconds.
 */
export async function markOrderPaid(tx: Db, orderId: number, now: number): Promise<void> {
  await tx.update(s.orders).set({ status: PAYMENT_STATUS.paid, paytime: now, updatedAt: now }).where(eq(s.orders.id, orderId));
  await tx.update(s.orderLines).set({ status: 2 }).where(eq(s.orderLines.orderId, orderId));
}

/** An order as the staff console's customer lookup lists it. Money in cents, times in seconds. */
export interface CustomerOrderSummary {
  tradeid: string;
  createdAt: number;
  feetopay: number;
  /** PAYMENT_STATUS. */
  status: number;
}

/** The `limit` latest orders of user `userId` at venue `venueId`, newest first. One query. */
export async function recentOrdersAtVenue(db: Db, userId: number, venueId: number, limit: number): Promise<CustomerOrderSummary[]> {
  return db
    .select({ tradeid: s.orders.tradeid, createdAt: s.orders.createdAt, feetopay: s.orders.feetopay, status: s.orders.status })
    .from(s.orders)
    .where(and(eq(s.orders.userId, userId), eq(s.orders.venueId, venueId)))
    .orderBy(desc(s.orders.createdAt))
    .limit(limit);
}

/** The trade ids of `orderIds` (an order link: /order/:tradeid), by order id; unknown ids left out. */
export async function tradeidsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.select({ id: s.orders.id, tradeid: s.orders.tradeid }).from(s.orders).where(inArray(s.orders.id, [...orderIds]));
  return new Map(rows.map((r) => [r.id, r.tradeid]));
}
