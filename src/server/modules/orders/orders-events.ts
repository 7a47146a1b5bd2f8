/**
 * What several order use cases share inside their transactions: reserving and releasing stock with
 * conditional atomic updates, appending status events through the domain's transition guard, and
 * publishing the change after commit (orderStatusChanged to the diner, staffVenueChanged to the
 * console). orders-and-payments.md §4.2, §7.1; storefront.md §5 "Sell-out and stock".
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import * as s from './schema';
import { appendEvent, ORDER_EVENT } from '../../../domain/order-status';
import { err, type Err } from '../../../domain/result';
import type { StockDecrements } from '../../../domain/stock';
import type { StatusEvent } from '../../../domain/types';
import type { Db } from '../../platform/db/client';
import type { Services } from '../../services';
import { buildStatusPayload, type OrderRow } from './orders-store';
import { returnStock, takeStock } from '../catalog';
import { releaseSlot } from './slot-capacity';

/** A transaction handle (same query surface as `Db`). */
export type Tx = Db;

/** Thrown inside a transaction to roll it back with an expected failure; caught by the use case. */
export class Abort extends Error {
  constructor(readonly result: Err) {
    super(result.code);
    this.name = 'Abort';
  }
}

/** What an order holds in stock: `StockDecrements` with ingredient units rounded up to whole stock units. */
export type StockReservation = NonNullable<OrderRow['stockReserved']>;

/**
 * The reservation to make for `checkStock`'s decrements: counts as they are, ingredient units rounded
 * up to whole stock units (the stock columns are integers; rounding up never oversells).
 */
export function toReservation(d: StockDecrements): StockReservation {
  return {
    products: d.products.filter((x) => x.count > 0),
    variants: d.variants.filter((x) => x.count > 0),
    modifiers: d.modifiers.filter((x) => x.count > 0),
    ingredients: d.ingredients.filter((x) => x.units > 0).map((x) => ({ id: x.id, units: Math.ceil(x.units - 1e-6) })),
  };
}

/** How close to empty a stock counter is shown exactly (catalog stock.ts; kept here for the orders flow's tests). */
export { EXACT_STOCK_ORDERS } from '../catalog';

/**
 * Takes a reservation from stock inside `tx` (catalog `takeStock`: conditional atomic updates in a
 * fixed order, so concurrent orders never drive stock below zero nor deadlock); a counter with too
 * little left aborts the transaction with OUT_OF_STOCK (params: kind, id).
 */
export async function reserveStock(tx: Tx, r: StockReservation): Promise<void> {
  const taken = await takeStock(tx, r);
  if (!taken.ok) throw new Abort(taken);
}

/** Gives a reservation back to stock inside `tx` (catalog `returnStock`; counters that no longer exist are skipped). */
export async function releaseStock(tx: Tx, r: StockReservation): Promise<void> {
  await returnStock(tx, r);
}

/**
 * Releases the order's stock once (sets `stockReleased`) and its coupon redemptions, inside `tx`.
 * Used when an order is canceled, refunded before preparation, or edited.
 */
export async function releaseOrderHoldings(tx: Tx, order: Pick<OrderRow, 'id' | 'stockReserved' | 'stockReleased'>, options: { keepSlot?: boolean } = {}): Promise<void> {
  if (order.stockReserved && !order.stockReleased) {
    await releaseStock(tx, order.stockReserved);
    await tx.update(s.orders).set({ stockReleased: true }).where(eq(s.orders.id, order.id));
  }
  await tx.delete(s.couponRedemptions).where(eq(s.couponRedemptions.orderId, order.id));
  // A canceled or fully refunded order frees its place in its 15-minute slot (issue 23 item 5); an edit keeps it.
  if (!options.keepSlot) await releaseSlot(tx, order.id);
}

/** The order row locked for update inside `tx` (SELECT … FOR UPDATE), or null. */
export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(s.orders).where(eq(s.orders.id, orderId)).for('update');
  return row ?? null;
}

/** The order's status events inside `tx` (the whole order's, not its stores'), oldest first. */
export async function eventsOf(tx: Tx, orderId: number): Promise<StatusEvent[]> {
  const rows = await tx.select().from(s.orderEvents).where(and(eq(s.orderEvents.orderId, orderId), eq(s.orderEvents.storeId, 0))).orderBy(asc(s.orderEvents.id));
  return rows.map((r) => ({ id: r.id, status: r.status, datetime: r.datetime, extra: r.extra }));
}

/** The stores' own progress events of a multi-store order inside `tx`, by store id, oldest first. */
export async function storeEventsOf(tx: Tx, orderId: number): Promise<Map<number, StatusEvent[]>> {
  const rows = await tx.select().from(s.orderEvents).where(and(eq(s.orderEvents.orderId, orderId), ne(s.orderEvents.storeId, 0))).orderBy(asc(s.orderEvents.id));
  const out = new Map<number, StatusEvent[]>();
  for (const r of rows) out.set(r.storeId, [...(out.get(r.storeId) ?? []), { id: r.id, status: r.status, datetime: r.datetime, extra: r.extra }]);
  return out;
}

/**
 * Appends event `to` at `at` (seconds) when the domain's `appendEvent` / `canTransition` allows it
 * (given the order's payment status `order.status` when known); otherwise aborts with NOT_ACCEPTABLE
 * {from, to}. Returns the new event list.
 */
export async function appendOrderEvent(tx: Tx, order: Pick<OrderRow, 'id' | 'categoryType'> & { status?: number }, to: number, at: number, extra?: string): Promise<StatusEvent[]> {
  const events = await eventsOf(tx, order.id);
  const next = appendEvent(events, to, order.categoryType, at, extra, order.status);
  if (!next.ok) throw new Abort(err('NOT_ACCEPTABLE', next.params as Record<string, number>));
  await tx.insert(s.orderEvents).values({ orderId: order.id, status: to, datetime: at, extra: extra ?? '' });
  // A refused order frees its place in its slot (issue 23 item 5); canceling does in releaseOrderHoldings.
  if (to === ORDER_EVENT.refused) await releaseSlot(tx, order.id);
  return next.value;
}

/** Records a store's own progress event (already checked with the domain's `canMoveStore`) inside `tx`. */
export async function insertStoreEvent(tx: Tx, orderId: number, storeId: number, to: number, at: number, extra?: string): Promise<void> {
  await tx.insert(s.orderEvents).values({ orderId, storeId, status: to, datetime: at, extra: extra ?? '' });
}

/**
 * Publishes a new order after commit, from what the placement wrote (no read): `staffVenueChanged`
 * (the console refreshes). No `orderStatusChanged`: nobody can follow a trade id that was unknown
 * until this placement answers.
 */
export function publishOrderPlaced(services: Pick<Services, 'pubsub' | 'logger'>, order: { venueId: number; tradeid: string; status: number }): void {
  try {
    services.pubsub.publish('staffVenueChanged', String(order.venueId), { reason: 'placed', tradeid: order.tradeid, status: order.status, event: ORDER_EVENT.placed });
  } catch (e) {
    services.logger.warn({ err: e, tradeid: order.tradeid }, 'publishing a new order failed');
  }
}

/**
 * Publishes an order change after commit: `orderStatusChanged` (the diner's status payload) and
 * `staffVenueChanged` (the console refreshes). Failures are logged, never thrown.
 */
export async function publishOrderChange(services: Pick<Services, 'db' | 'pubsub' | 'logger'>, orderId: number, reason: string): Promise<void> {
  try {
    const [order] = await services.db.select().from(s.orders).where(eq(s.orders.id, orderId));
    if (!order) return;
    const payload = await buildStatusPayload(services.db, order);
    services.pubsub.publish('orderStatusChanged', order.tradeid, payload);
    services.pubsub.publish('staffVenueChanged', String(order.venueId), { reason, tradeid: order.tradeid, status: order.status, event: payload.statustime.at(-1)?.status ?? 0 });
  } catch (e) {
    services.logger.warn({ err: e, orderId }, 'publishing an order change failed');
  }
}
