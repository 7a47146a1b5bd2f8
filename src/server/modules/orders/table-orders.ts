/**
 * The order of a table sitting, written for the tables module (orders-and-payments.md §4.4, §4.8;
 * storefront.md §4 "Checkout flow" 2 and 4): the tables module prices a sitting's lines sent to the
 * kitchen and checks out; the order rows, lines and events are the orders module's, written here.
 *
 * A table order holds no stock of its own (its lines took stock when their rounds went to the kitchen)
 * and keeps the sitting's trade id. While unpaid, a later checkout replaces its lines and fees.
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { toVenueLocal } from '../../../domain/opening-hours';
import { ORDER_EVENT, ORDER_SOURCE, PAYMENT_STATUS } from '../../../domain/order-status';
import { orderFees, type PricedOrder } from '../../../domain/price-order';
import type { CartLine } from '../../../domain/types';
import type { Tx } from './orders-events';
import { mapLineRow } from './orders-store';
import * as s from './schema';

/** Order type of a table order paid online (the storefront's 'online pay'; see checkout-flow.ts ORDER_TYPE). */
export const TABLE_ORDER_TYPE = 2;

/** What `placeTableOrder` writes. Money in cents (in `priced`); `now` in seconds since the epoch. */
export interface TableOrderInput {
  venue: { id: number; code: string; config: { timezone: string } & Record<string, unknown> };
  tableId: number;
  /** The session that checked out, and its user (null for a table-diner session without login). */
  sessionId: number;
  userId: number | null;
  /** The sitting's trade id: the order's. */
  tradeid: string;
  /** The venue's dine-in category (type and name). */
  categoryType: number;
  categoryName: string;
  /** The party's group account (the table's), kept in the order's extra as `groupAccount`. */
  groupAccount: string;
  priced: PricedOrder;
  now: number;
}

/**
 * Writes, inside `tx`, the unpaid order of a table sitting: source table, `TABLE_ORDER_TYPE`, the
 * venue-local day's sequence number, the priced lines and fees, no stock reserved, and its 'placed'
 * event. Answers its row id and trade id. Four statements (sequence, order, lines, event).
 */
export async function placeTableOrder(tx: Tx, o: TableOrderInput): Promise<{ id: number; tradeid: string }> {
  const local = toVenueLocal(o.now, String(o.venue.config.timezone));
  const [seq] = await tx
    .insert(s.orderSequences)
    .values({ venueId: o.venue.id, day: local.date, value: 1 })
    .onConflictDoUpdate({ target: [s.orderSequences.venueId, s.orderSequences.day], set: { value: sql`${s.orderSequences.value} + 1` } })
    .returning({ value: s.orderSequences.value });
  const [order] = await tx
    .insert(s.orders)
    .values({
      ...orderFees(o.priced),
      tradeid: o.tradeid,
      venueId: o.venue.id,
      venueCode: o.venue.code,
      userId: o.userId,
      sessionId: o.sessionId,
      tableId: o.tableId,
      seqnum: seq.value,
      seqDay: local.date,
      type: TABLE_ORDER_TYPE,
      source: ORDER_SOURCE.table,
      categoryType: o.categoryType,
      categoryName: o.categoryName,
      extra: { groupAccount: o.groupAccount },
      status: PAYMENT_STATUS.unpaid,
      version: 1,
      invoiceCode: randomBytes(18).toString('base64url'),
      // The sent lines took their stock with their rounds: the order holds none of its own.
      stockReserved: null,
      createdAt: o.now,
      updatedAt: o.now,
    })
    .returning({ id: s.orders.id, tradeid: s.orders.tradeid });
  await writeOrderLines(tx, order.id, o.priced);
  await tx.insert(s.orderEvents).values({ orderId: order.id, status: ORDER_EVENT.placed, datetime: o.now, extra: JSON.stringify({ seqnum: seq.value }) });
  return order;
}

/**
 * Replaces, inside `tx`, the lines and fees of an unpaid order (row id and current `version`) with a
 * new pricing, and bumps its version. `now` in seconds since the epoch. The caller checks that the
 * order is unpaid and holds no stock of its own (a table order).
 */
export async function replaceOrderLines(tx: Tx, order: { id: number; version: number }, priced: PricedOrder, now: number): Promise<void> {
  await tx.delete(s.orderLines).where(eq(s.orderLines.orderId, order.id));
  await writeOrderLines(tx, order.id, priced);
  await tx
    .update(s.orders)
    .set({ ...orderFees(priced), version: order.version + 1, updatedAt: now })
    .where(eq(s.orders.id, order.id));
}

/** Whether the order's stored lines are exactly `lines` (compared by line type, id, product, variant, count and price; any order). */
export async function orderHasLines(tx: Tx, orderId: number, lines: readonly CartLine[]): Promise<boolean> {
  const rows = await tx.select().from(s.orderLines).where(eq(s.orderLines.orderId, orderId));
  const text = (xs: { id: number; count: number; price: number; type: number; pid: number; sid: number }[]) =>
    xs.map((l) => `${l.type}:${l.id}:${l.pid}:${l.sid}:${l.count}:${l.price}`).sort().join('|');
  return text(rows.map((r) => ({ id: r.lineId, count: r.count, price: r.price, type: r.type, pid: r.pid, sid: r.sid }))) === text([...lines]);
}

/** The cart line ids (`CartLine.id`) of the order's stored lines, in no set order (e.g. to mark a table's lines paid). */
export async function orderLineIds(tx: Pick<Tx, 'select'>, orderId: number): Promise<number[]> {
  const rows = await tx.select({ lineId: s.orderLines.lineId }).from(s.orderLines).where(eq(s.orderLines.orderId, orderId));
  return rows.map((r) => r.lineId);
}

async function writeOrderLines(tx: Tx, orderId: number, p: PricedOrder): Promise<void> {
  await tx.insert(s.orderLines).values(p.carts.map((l, position) => mapLineRow(orderId, l, position)));
}
