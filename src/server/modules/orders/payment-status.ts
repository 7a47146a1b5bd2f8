/**
 * The order's side of its payments: the moves of an order's payment status and money columns that the
 * payments module makes (orderPayApply, the provider's webhook, orderOperate, refunds, the stale-payment
 * sweep), as named functions of the orders door, so that no other module writes the orders' tables.
 * Each runs in the caller's transaction or database handle `db` (the caller holds the order's row lock
 * where it says so); `now` is in seconds since the epoch; money in integer cents.
 * Payment status (orders-and-payments.md §4.1): 1 unpaid, 2 paid, 3 refunded, 5 canceled, 11 refunding
 * / partly refunded, 12 paying.
 */
import { and, asc, eq, lt, notInArray } from 'drizzle-orm';
import { PAYMENT_STATUS, PAYMENT_TYPE } from '../../../domain/order-status';
import type { CartLine } from '../../../domain/types';
import type { Db } from '../../platform/db/client';
import * as s from './schema';
import { mapLine, type OrderRow } from './orders-store';

/** Line status of a line whose order is paid. */
const LINE_PAID = 2;

/** Sets order `orderId`'s payment status to `status` (§4.1) and its `updatedAt` to `now`. */
export async function setOrderPaymentStatus(db: Db, orderId: number, status: number, now: number): Promise<void> {
  await db.update(s.orders).set({ status, updatedAt: now }).where(eq(s.orders.id, orderId));
}

/** Records that order `orderId` changed without a payment move (its `updatedAt` becomes `now`). */
export async function touchOrder(db: Db, orderId: number, now: number): Promise<void> {
  await db.update(s.orders).set({ updatedAt: now }).where(eq(s.orders.id, orderId));
}

/** A paying order (12) goes back to unpaid (1) — its last pending payment ended; any other status is left as it is. */
export async function markOrderPayable(db: Db, orderId: number, now: number): Promise<void> {
  await db
    .update(s.orders)
    .set({ status: PAYMENT_STATUS.unpaid, updatedAt: now })
    .where(and(eq(s.orders.id, orderId), eq(s.orders.status, PAYMENT_STATUS.paying)));
}

/**
 * The stale-payment sweep's order side: every order still paying (12) that was last changed before
 * `updatedBefore` (seconds) and is not in `pendingOrderIds` (the orders with a payment attempt still
 * pending) goes back to unpaid (1). An order whose payment starts meanwhile is changed at that moment
 * (`updatedAt`), so it is left alone. Answers how many orders were put back.
 */
export async function releaseStalePayingOrders(db: Db, updatedBefore: number, pendingOrderIds: readonly number[], now: number): Promise<number> {
  const freed = await db
    .update(s.orders)
    .set({ status: PAYMENT_STATUS.unpaid, updatedAt: now })
    .where(and(eq(s.orders.status, PAYMENT_STATUS.paying), lt(s.orders.updatedAt, updatedBefore), pendingOrderIds.length ? notInArray(s.orders.id, [...pendingOrderIds]) : undefined))
    .returning({ id: s.orders.id });
  return freed.length;
}

/**
 * A card payment confirmed by the provider, on the locked order `order` (as read under the lock): the
 * order becomes paid (status 2, `paytime`), `feepay` grows by `payment.amount` (the surcharge included)
 * and `feepaysurcharge` by `payment.surcharge`, its lines become paid, and the card's payment entry
 * (type 1, `payment.platform`, `payment.notes` JSON) is added to the order's payments (§3.2 payments).
 * The caller appends the paid event and runs the `orderPaid` hook.
 */
export async function recordCardPayment(
  db: Db,
  order: Pick<OrderRow, 'id' | 'feepay' | 'feepaysurcharge'>,
  payment: { amount: number; surcharge: number; platform: number; notes: Record<string, unknown> },
  now: number,
): Promise<void> {
  await db
    .update(s.orders)
    .set({ status: PAYMENT_STATUS.paid, paytime: now, feepay: order.feepay + payment.amount, feepaysurcharge: order.feepaysurcharge + payment.surcharge, updatedAt: now })
    .where(eq(s.orders.id, order.id));
  await db.update(s.orderLines).set({ status: LINE_PAID }).where(eq(s.orderLines.orderId, order.id));
  await db.insert(s.orderPayments).values({ orderId: order.id, amount: payment.amount, change: 0, platform: payment.platform, type: PAYMENT_TYPE.card, pid: 0, sid: 0, notes: JSON.stringify(payment.notes) });
}

/**
 * Paid in store (staff, orderOperate event 2), on the locked order `order`: paid (status 2, `paytime`),
 * `feepay` = the amount to pay, its lines paid. The caller appends the event and runs `orderPaid`.
 */
export async function markOrderPaidInStore(db: Db, order: Pick<OrderRow, 'id' | 'feetopay'>, now: number): Promise<void> {
  await db.update(s.orders).set({ status: PAYMENT_STATUS.paid, paytime: now, feepay: order.feetopay, updatedAt: now }).where(eq(s.orders.id, order.id));
  await db.update(s.orderLines).set({ status: LINE_PAID }).where(eq(s.orderLines.orderId, order.id));
}

/** A refund of the locked order `orderId` is done: its payment status becomes `status` (3 or 11) and `feerefund` the cents refunded in all. */
export async function recordOrderRefund(db: Db, orderId: number, status: 3 | 11, refundedTotal: number, now: number): Promise<void> {
  await db.update(s.orders).set({ status, feerefund: refundedTotal, updatedAt: now }).where(eq(s.orders.id, orderId));
}

/** The lines of order `orderId` as the contract's carts (`mapLine`), in their order. */
export async function orderLinesOf(db: Db, orderId: number): Promise<CartLine[]> {
  return (await db.select().from(s.orderLines).where(eq(s.orderLines.orderId, orderId)).orderBy(asc(s.orderLines.position))).map(mapLine);
}

/** The distinct store ids of order `orderId`'s lines, ascending (more than one: a multi-store order). */
export async function orderStoreIds(db: Db, orderId: number): Promise<number[]> {
  const rows = await db.selectDistinct({ storeId: s.orderLines.storeId }).from(s.orderLines).where(eq(s.orderLines.orderId, orderId));
  return rows.map((r) => r.storeId).sort((a, b) => a - b);
}

/** The ids of the orders placed by user `userId` (account erasure: other modules' copies of their data). */
export async function orderIdsOfUser(db: Db, userId: number): Promise<number[]> {
  return (await db.select({ id: s.orders.id }).from(s.orders).where(eq(s.orders.userId, userId))).map((r) => r.id);
}
