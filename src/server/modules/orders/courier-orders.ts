/**
 * What the delivery module reads and writes of an order, through the orders module's door (issue 22:
 * each module owns its tables): the shipping JSON and scheduled time when a courier order is paid, the
 * §3.8 delivery fields merged into its shipping as the courier reports them, whether the venue has
 * accepted it (a pre-order's courier is booked only then; issue 27), and the order's progress events
 * following its courier once accepted. orders-and-payments.md §3.2,
 * §3.8, §4.2, §4.9.
 */
import { eq, sql } from 'drizzle-orm';
import { courierStatusText } from '../../../domain/courier-delivery';
import { canTransition, ORDER_EVENT, PAYMENT_STATUS, readEventExtra } from '../../../domain/order-status';
import type { Db } from '../../platform/db/client';
import { appendOrderEvent, eventsOf, lockOrder, storeEventsOf } from './orders-events';
import * as s from './schema';

/** A courier order as the booking needs it. */
export interface CourierOrder {
  id: number;
  venueId: number;
  /** The shipping JSON as stored (§3.8): method, delivery_id, tips, quote, …; {} when none. */
  shipping: Record<string, unknown>;
  /** The scheduled delivery time, seconds since the epoch; 0 = ASAP. */
  validtime: number;
}

/** The order `orderId` read in `exec` (a transaction or the database) for its courier booking, or null. */
export async function courierOrderOf(exec: Db, orderId: number): Promise<CourierOrder | null> {
  const o = s.orders;
  const [row] = await exec.select({ id: o.id, venueId: o.venueId, shipping: o.shipping, validtime: o.validtime }).from(o).where(eq(o.id, orderId));
  if (!row) return null;
  return { id: row.id, venueId: row.venueId, shipping: (row.shipping ?? {}) as Record<string, unknown>, validtime: Number(row.validtime) || 0 };
}

/**
 * Merges `fields` (the §3.8 delivery fields: delivery_status, driver_name, pickup_time_estimated, …)
 * into order `orderId`'s shipping JSON in `exec`, keeping its other keys. Does not publish: the caller
 * publishes (`publishOrderChange`) after its commit.
 */
export async function mergeOrderShipping(exec: Db, orderId: number, fields: Record<string, string | number>): Promise<void> {
  const o = s.orders;
  await exec
    .update(o)
    .set({ shipping: sql`coalesce(${o.shipping}, '{}'::jsonb) || ${JSON.stringify(fields)}::jsonb` })
    .where(eq(o.id, orderId));
}

/** Where an order stands for its courier (issue 27). */
export interface CourierOrderProgress {
  /** Paid and not refused, cancelled or refunded (nor being so): a courier may still be booked. */
  open: boolean;
  /** Seconds since the epoch of the venue's acceptance (the first event 21, or a later progress event 23, 31), or null. */
  acceptedAt: number | null;
  /** The preparation time the venue gave when accepting (event extra `preptime`, minutes), or null. */
  preptime: number | null;
}

const CLOSING_EVENTS: readonly number[] = [ORDER_EVENT.refused, ORDER_EVENT.canceled, ORDER_EVENT.canceling, ORDER_EVENT.refunded, ORDER_EVENT.refunding, ORDER_EVENT.refundedStatus];
const ACCEPTED_EVENTS: readonly number[] = [ORDER_EVENT.confirmed, ORDER_EVENT.ready, ORDER_EVENT.delivering];

/** Whether order `orderId` is still to be delivered and when the venue accepted it (`CourierOrderProgress`); null when there is no such order. */
export async function courierOrderProgress(db: Db, orderId: number): Promise<CourierOrderProgress | null> {
  const [row] = await db.select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.id, orderId));
  if (!row) return null;
  const events = await eventsOf(db, orderId);
  const accepted = events.find((e) => ACCEPTED_EVENTS.includes(e.status));
  const open = row.status === PAYMENT_STATUS.paid && !events.some((e) => CLOSING_EVENTS.includes(e.status));
  return { open, acceptedAt: accepted ? accepted.datetime : null, preptime: accepted ? (readEventExtra(accepted).preptime ?? null) : null };
}

/**
 * Moves an accepted courier order along with its courier, so that the order page (the courier's steps)
 * and the status page (the order's events) read one state (issue 27; orders-and-payments.md §4.2,
 * §4.5, §4.9): the courier picked up (or arrived at the dropoff) → ready (23) and delivering (31);
 * delivered → those and fulfilled (6) — each only when the domain's `canTransition` allows it, in one
 * transaction with the order locked. Nothing moves for an order the venue has not accepted (no event
 * 21, 23 or 31: its courier never makes it 'accepted'), one not paid, or a multi-store order (its
 * stores move it). `at` is seconds since the epoch. Answers whether an event was appended; the caller
 * publishes the change (`publishOrderChange`).
 */
export async function followCourier(db: Db, orderId: number, courierStatus: string, at: number): Promise<boolean> {
  const text = courierStatusText(courierStatus);
  const steps = text === 'delivered' ? [ORDER_EVENT.ready, ORDER_EVENT.delivering, ORDER_EVENT.fulfilled] : text === 'deliveryPickedUp' || text === 'dasherArrivedAtDropoff' ? [ORDER_EVENT.ready, ORDER_EVENT.delivering] : [];
  if (steps.length === 0) return false;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order || order.status !== PAYMENT_STATUS.paid) return false;
    const events = await eventsOf(tx, orderId);
    if (!events.some((e) => ACCEPTED_EVENTS.includes(e.status)) || (await storeEventsOf(tx, orderId)).size > 0) return false;
    let moved = false;
    for (const to of steps) {
      if (events.some((e) => e.status === to) || !canTransition(events, to, order.categoryType, order.status)) continue;
      events.push(...(await appendOrderEvent(tx, order, to, at)).slice(events.length));
      moved = true;
    }
    return moved;
  });
}
