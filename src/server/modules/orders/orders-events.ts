/**
 * What several order use cases share inside their transactions: reserving and releasing stock with
 * conditional atomic updates, appending status events through the domain's transition guard, and
 * publishing the change after commit (orderStatusChanged to the diner, staffVenueChanged to the
 * console). orders-and-payments.md §4.2, §7.1; storefront.md §5 "Sell-out and stock".
 */
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import * as s from './schema';
import { appendEvent, ORDER_EVENT } from '../../../domain/order-status';
import { err, type Err } from '../../../domain/result';
import type { StockDecrements } from '../../../domain/stock';
import type { StatusEvent } from '../../../domain/types';
import type { Db } from '../../platform/db/client';
import { notifyCatalogChanged } from '../../platform/db/change-feed';
import type { Services } from '../../services';
import { buildStatusPayload, type OrderRow } from './orders-store';
import { catalogTables } from '../catalog';

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

const STOCK_TABLES = { products: catalogTables.products, variants: catalogTables.variants, modifiers: catalogTables.modifiers, ingredients: catalogTables.ingredients } as const;

/**
 * How close to empty, in this change's own size, a counter is shown exactly. Diners' pages never print
 * a count: they show an item sold out (stock below one unit's use) and stop the plus button once the
 * cart holds all that is left (`isSoldOut`, `availableCount` in domain/stock.ts). Both only turn for a
 * counter that holds fewer than a few servings. So a stock change announces itself (NOTIFY
 * platter_catalog, which renews every cached menu answer and page shell and, on PostgreSQL, serialises
 * commits) only when the counter is, before or after it, below `EXACT_STOCK_ORDERS` × the units this
 * change moves: near empty every change is seen at once (sold out, back in stock, the last few left),
 * while far from empty a cached answer may show a larger count than is left — no diner can tell, and
 * the reservation at placement (conditional update) has the last word anyway.
 * Spec: storefront.md §5 "Sell-out and stock".
 */
export const EXACT_STOCK_ORDERS = 20;

/** Whether a counter moving by `n` units between `before` and `after` changes what a menu shows (see `EXACT_STOCK_ORDERS`). */
export function stockChangeShows(before: number, after: number, n: number): boolean {
  return Math.min(before, after) < EXACT_STOCK_ORDERS * n;
}

/**
 * Takes a reservation from stock inside `tx`: for each counter `UPDATE … SET stocks = stocks − n WHERE
 * id = … AND stocks >= n`; a counter with too little left aborts the transaction with OUT_OF_STOCK
 * (params: kind, id), so concurrent orders can never drive stock below zero. Counters are taken in a
 * fixed order (kind, then id) so concurrent transactions never deadlock. Announces the change to the
 * menu caches (at commit) only when a counter is near empty (`stockChangeShows`).
 */
export async function reserveStock(tx: Tx, r: StockReservation): Promise<void> {
  let shows = false;
  for (const kind of ['ingredients', 'modifiers', 'products', 'variants'] as const) {
    const table = STOCK_TABLES[kind];
    for (const item of r[kind]) {
      const n = 'units' in item ? item.units : item.count;
      if (n <= 0) continue;
      const rows = await tx
        .update(table)
        .set({ stocks: sql`${table.stocks} - ${n}` })
        .where(and(eq(table.id, item.id), gte(table.stocks, n)))
        .returning({ stocks: table.stocks });
      if (rows.length === 0) throw new Abort(err('OUT_OF_STOCK', { kind, id: item.id }));
      shows ||= stockChangeShows(rows[0].stocks + n, rows[0].stocks, n);
    }
  }
  // Cached menu answers and page shells show sold-out states: renewed when this transaction commits.
  if (shows) await notifyCatalogChanged(tx);
}

/**
 * Gives a reservation back to stock inside `tx` (counters that no longer exist are skipped); announced
 * to the menu caches like `reserveStock` (back in stock, or still near empty).
 */
export async function releaseStock(tx: Tx, r: StockReservation): Promise<void> {
  let shows = false;
  for (const kind of ['ingredients', 'modifiers', 'products', 'variants'] as const) {
    const table = STOCK_TABLES[kind];
    for (const item of r[kind]) {
      const n = 'units' in item ? item.units : item.count;
      if (n > 0) {
        const rows = await tx.update(table).set({ stocks: sql`${table.stocks} + ${n}` }).where(eq(table.id, item.id)).returning({ stocks: table.stocks });
        if (rows.length > 0) shows ||= stockChangeShows(rows[0].stocks - n, rows[0].stocks, n);
      }
    }
  }
  if (shows) await notifyCatalogChanged(tx);
}

/**
 * Releases the order's stock once (sets `stockReleased`) and its coupon redemptions, inside `tx`.
 * Used when an order is canceled, refunded before preparation, or edited.
 */
export async function releaseOrderHoldings(tx: Tx, order: Pick<OrderRow, 'id' | 'stockReserved' | 'stockReleased'>): Promise<void> {
  if (order.stockReserved && !order.stockReleased) {
    await releaseStock(tx, order.stockReserved);
    await tx.update(s.orders).set({ stockReleased: true }).where(eq(s.orders.id, order.id));
  }
  await tx.delete(s.couponRedemptions).where(eq(s.couponRedemptions.orderId, order.id));
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
