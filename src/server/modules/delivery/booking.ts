/**
 * Booking the courier when an order is paid — an ASAP order at once, a pre-order for its slot — and
 * applying what the courier reports (orders-and-payments.md §4.9, §3.8 shipping fields; issues #14, #27).
 *
 * A pre-order (the order's `validtime` > 0, the diner's delivery time) is booked for its slot, not
 * when paid (issue 27): pickup time = slot − the venue's preparation time (the `preptime` the venue
 * gave when accepting, else its `delivery_prep_minutes`, default 15) − the courier's travel estimate
 * (the quote's dropoff estimate minus its pickup estimate); the courier is booked the venue's
 * `delivery_booking_lead` minutes (default 0) before that pickup time, and only once the venue has
 * accepted the order (event 21): until then the booking row is held (`leaseUntil` = its time; looked
 * at again every ACCEPTANCE_RECHECK_MS while not accepted), so a pre-order can never read 'Delivered'
 * before it was accepted. Meanwhile the delivery and the order's shipping show the slot's estimates
 * (collection slot − travel, dropoff the slot), not the quote's ASAP ones. A quote that expired by
 * then is quoted again at booking (below). A pre-order refused, cancelled or refunded before its
 * booking time is never booked.
 *
 * Booking is durable: the `orderPaid` handler (`queueCourierBooking`) links the delivery to the order,
 * records the tip and the quote the diner paid, and writes a `delivery_bookings` row — all inside the
 * payment's transaction. After commit the row is processed at once (`processBooking`); a crash before
 * that leaves the row, which the sweep (`startDeliveryWorkers`: at start, then every
 * COURIER_BOOKING_SWEEP_MS) processes. A row is claimed with a 60-second lease (one worker at a time)
 * and the courier's `accept` is idempotent per quote, so the courier is booked exactly once.
 *
 * An expired quote (DoorDash 5 minutes, Uber 15) is quoted again for the same address and accepted.
 * The difference is the venue's: the diner keeps the price they paid (`quotePaid`); the new fee and tax
 * are stored on the delivery and shown to staff beside the paid quote. If the courier refuses the new
 * quote (e.g. the address is no longer served) or refuses to book for good, the delivery is
 * 'booking_failed' and flagged for staff (who may book again or refund). Retryable refusals (429, 5xx)
 * are left for the sweep.
 *
 * Webhooks (`applyCourierUpdate`): a status is applied only when its rank is higher than the stored
 * one (courierStatusRank; delivered and cancelled are final) — a conditional update, so replays and
 * out-of-order deliveries never move a delivery backwards. An order the venue has accepted follows its
 * courier (the orders module's `followCourier`: picked up → ready, delivering; delivered → fulfilled),
 * so the order page and the status page read one state. A courier's cancellation flags the order for
 * staff; the diner sees it through the order's delivery status.
 */
import { and, eq, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { courierBookingPlan, courierScheduleSettings, courierTravelMinutes } from '../../../domain/courier-delivery';
import { CourierError, courierStatusRank, type CourierDelivery, type CourierMethod } from '../../providers/couriers';
import type { Db } from '../../platform/db/client';
import type { OrderHookHandler } from '../../platform/hooks';
import type { Services } from '../../services';
import { findVenue } from '../catalog';
import { courierOrderOf, courierOrderProgress, followCourier, mergeOrderShipping, publishOrderChange } from '../orders';
import { buildQuoteRequest } from './quotes';
import { deliveries, deliveryBookings } from './schema';

type Row = typeof deliveries.$inferSelect;
const LEASE_MS = 60_000;
/** A pre-order found due before the venue accepted it is looked at again this much later (ms). */
export const ACCEPTANCE_RECHECK_MS = 60_000;

/** What booking a delivery came to (see `processBooking`). */
export type BookingOutcome = 'booked' | 'failed' | 'retry' | 'skipped' | 'waiting';

/** The §3.8 shipping delivery fields of a delivery (merged into the order's shipping JSON). */
export function shippingFields(row: Row): Record<string, string | number> {
  return {
    delivery_id: row.id,
    delivery_status: row.status === 'quoted' ? '' : row.status,
    delivery_reference: row.supportReference,
    driver_name: row.driverName,
    driver_pickup_phone: row.driverPickupPhone,
    driver_dropoff_phone: row.driverDropoffPhone,
    pickup_time_estimated: row.pickupTimeEstimated,
    dropoff_time_estimated: row.dropoffTimeEstimated,
  };
}

async function syncOrder(services: Services, row: Row): Promise<void> {
  if (row.orderId === null) return;
  await mergeOrderShipping(services.db, row.orderId, shippingFields(row));
  await publishOrderChange(services, row.orderId, 'delivery');
}

/** The venue's courier schedule settings (`delivery_prep_minutes`, `delivery_booking_lead`), read in `exec`. */
async function scheduleSettings(exec: Db, venueId: number) {
  return courierScheduleSettings((await findVenue(exec, venueId))?.config as Record<string, unknown> | undefined);
}

/**
 * orderPaid handler: for a courier order (shipping.method 21/22 with a delivery id of ours), links the
 * delivery to the order and queues its booking (see the module note). Orders without one are ignored.
 * An ASAP order is booked after commit, at once; a pre-order's booking row is held until its booking
 * time (`courierBookingPlan`: slot − preparation − travel − lead) and the delivery and the order show
 * the slot's estimates (collection slot − travel, dropoff the slot) meanwhile, not the quote's.
 */
export const queueCourierBooking: OrderHookHandler<Services> = async function queueCourierBooking(tx, { order, nowMs }, deps) {
  const o = await courierOrderOf(tx, order.id);
  const shipping = o?.shipping ?? {};
  const method = Number(shipping.method);
  const deliveryId = typeof shipping.delivery_id === 'string' ? shipping.delivery_id : '';
  if (!o || (method !== 21 && method !== 22) || !deliveryId) return;
  const tip = Math.max(0, Math.round(Number(shipping.tips) || 0));
  const quote = Math.round(Number(shipping.quote) || 0);
  const linked = await tx
    .update(deliveries)
    .set({ orderId: order.id, tradeid: order.tradeid, tip, quotePaid: quote, updatedAt: nowMs })
    .where(and(eq(deliveries.id, deliveryId), or(isNull(deliveries.orderId), eq(deliveries.orderId, order.id))))
    .returning();
  const row = linked[0];
  if (!row) {
    deps.logger.warn({ orderId: order.id, deliveryId }, 'paid courier order names a delivery of another order; not booked');
    return;
  }
  if (o.validtime > 0) {
    const settings = await scheduleSettings(tx, row.venueId);
    const plan = courierBookingPlan({ slot: o.validtime, nowMs, travelMinutes: courierTravelMinutes(row.pickupTimeEstimated, row.dropoffTimeEstimated), ...settings });
    const [scheduled] = await tx
      .update(deliveries)
      .set({ pickupTimeEstimated: plan.estimates!.pickup, dropoffTimeEstimated: plan.estimates!.dropoff })
      .where(eq(deliveries.id, deliveryId))
      .returning();
    await mergeOrderShipping(tx, order.id, shippingFields(scheduled!));
    // Held until its time: the sweep books it then, once the venue has accepted the order.
    await tx.insert(deliveryBookings).values({ deliveryId, orderId: order.id, createdAt: nowMs, leaseUntil: plan.bookAtMs }).onConflictDoNothing();
    return;
  }
  await tx.insert(deliveryBookings).values({ deliveryId, orderId: order.id, createdAt: nowMs }).onConflictDoNothing();
  return async () => {
    await processBooking(deps, deliveryId);
  };
};

/** Claims a booking row (a lease), or null when done or held by another worker. */
async function claim(services: Services, deliveryId: string) {
  const now = services.clock.nowMs();
  const [b] = await services.db
    .update(deliveryBookings)
    .set({ leaseUntil: now + LEASE_MS, attempts: sql`${deliveryBookings.attempts} + 1` })
    .where(and(eq(deliveryBookings.deliveryId, deliveryId), isNull(deliveryBookings.doneAt), or(isNull(deliveryBookings.leaseUntil), lte(deliveryBookings.leaseUntil, now))))
    .returning();
  return b ?? null;
}

async function finish(services: Services, deliveryId: string, error = ''): Promise<void> {
  await services.db.update(deliveryBookings).set({ doneAt: services.clock.nowMs(), leaseUntil: null, error }).where(eq(deliveryBookings.deliveryId, deliveryId));
}

async function release(services: Services, deliveryId: string, error: string): Promise<void> {
  // Retry at the next sweep (the lease ends now).
  await services.db.update(deliveryBookings).set({ leaseUntil: null, error }).where(eq(deliveryBookings.deliveryId, deliveryId));
}

/** Leaves a booking for later: no worker claims it before `untilMs`. */
async function holdUntil(services: Services, deliveryId: string, untilMs: number, note: string): Promise<void> {
  await services.db.update(deliveryBookings).set({ leaseUntil: untilMs, error: note }).where(eq(deliveryBookings.deliveryId, deliveryId));
}

/**
 * A pre-order's booking decision (issue 27): 'now', or when to look again (not accepted yet: in
 * `ACCEPTANCE_RECHECK_MS`; accepted: at `courierBookingPlan`'s time with the acceptance's preparation
 * time), or 'closed' (refused, cancelled or refunded before its courier was booked). ASAP orders: 'now'.
 */
async function bookingTime(services: Services, row: Row): Promise<{ at: 'now' } | { at: 'later'; untilMs: number; note: string } | { at: 'closed' }> {
  if (row.orderId === null) return { at: 'now' };
  const order = await courierOrderOf(services.db, row.orderId);
  if (!order || order.validtime <= 0) return { at: 'now' };
  const progress = await courierOrderProgress(services.db, row.orderId);
  if (!progress?.open) return { at: 'closed' };
  const now = services.clock.nowMs();
  if (progress.acceptedAt === null) return { at: 'later', untilMs: now + ACCEPTANCE_RECHECK_MS, note: 'waiting for the venue to accept' };
  const settings = await scheduleSettings(services.db, row.venueId);
  const plan = courierBookingPlan({
    slot: order.validtime,
    nowMs: now,
    // The scheduled estimates (collection = slot − travel, dropoff = slot) keep the quote's travel time.
    travelMinutes: courierTravelMinutes(row.pickupTimeEstimated, row.dropoffTimeEstimated),
    prepMinutes: progress.preptime ?? settings.prepMinutes,
    leadMinutes: settings.leadMinutes,
  });
  return plan.bookAtMs > now ? { at: 'later', untilMs: plan.bookAtMs, note: 'scheduled' } : { at: 'now' };
}

async function flag(services: Services, row: Row, status: string, reason: string): Promise<void> {
  const [updated] = await services.db
    .update(deliveries)
    .set({ status, flagged: true, flagReason: reason, updatedAt: services.clock.nowMs() })
    .where(eq(deliveries.id, row.id))
    .returning();
  if (updated) await syncOrder(services, updated);
}

/** Quotes a delivery again (its quote expired); stores the new quote. Throws CourierError. */
async function requote(services: Services, row: Row): Promise<Row> {
  const req = await buildQuoteRequest(services, row.venueId, row.id, row.address, row.request);
  if (!req) throw new CourierError(404, 'Venue not found.', false);
  const q = await services.providers.couriers[row.method as CourierMethod].quote(req);
  const [updated] = await services.db
    .update(deliveries)
    .set({
      externalDeliveryId: q.externalDeliveryId,
      fee: q.fee,
      tax: q.tax,
      quoteExpiresAt: Date.parse(q.expiresAt),
      trackingUrl: q.trackingUrl ?? row.trackingUrl,
      updatedAt: services.clock.nowMs(),
    })
    .where(eq(deliveries.id, row.id))
    .returning();
  services.logger.info({ delivery: row.id, paid: row.quotePaid, fee: q.fee + q.tax }, 'expired courier quote quoted again (difference borne by the venue)');
  return updated;
}

/**
 * Books the courier for a queued delivery (see the module note). Answers 'booked', 'failed', 'retry',
 * 'skipped' (done already, held by another worker, or not due yet) or 'waiting' (a pre-order not yet
 * accepted by the venue or not yet at its booking time: held until then, issue 27). A pre-order
 * refused, cancelled or refunded before booking is 'failed' without asking the courier.
 */
export async function processBooking(services: Services, deliveryId: string): Promise<BookingOutcome> {
  const booking = await claim(services, deliveryId);
  if (!booking) return 'skipped';
  let [row] = await services.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
  if (!row) {
    await finish(services, deliveryId, 'delivery missing');
    return 'failed';
  }
  if (row.bookedAt !== null) {
    await finish(services, deliveryId);
    return 'booked';
  }
  const when = await bookingTime(services, row);
  if (when.at === 'closed') {
    await finish(services, deliveryId, 'the order was closed before its courier was booked');
    return 'failed';
  }
  if (when.at === 'later') {
    await holdUntil(services, deliveryId, when.untilMs, when.note);
    return 'waiting';
  }
  const courier = services.providers.couriers[row.method as CourierMethod];
  try {
    if (row.quoteExpiresAt <= services.clock.nowMs()) row = await requote(services, row);
    let d: CourierDelivery;
    // The quote's request goes along: Uber Direct creates the delivery from it (after a restart its
    // adapter no longer holds the quote in memory).
    const request = async (r: Row) => (await buildQuoteRequest(services, r.venueId, r.id, r.address, r.request)) ?? undefined;
    try {
      d = await courier.accept(row.externalDeliveryId, { tip: row.tip, request: await request(row) });
    } catch (e) {
      // Expired at the courier (its clock ahead of ours): quote again once.
      if (!(e instanceof CourierError) || e.retryable || e.code === 409) throw e;
      row = await requote(services, row);
      d = await courier.accept(row.externalDeliveryId, { tip: row.tip, request: await request(row) });
    }
    const now = services.clock.nowMs();
    // The booked delivery's id is the one its webhooks, status and cancel use (Uber's differs from the quote's).
    const [booked] = await services.db
      .update(deliveries)
      .set({ bookedAt: now, updatedAt: now, courier: courier.name, externalDeliveryId: d.externalDeliveryId || row.externalDeliveryId, ...reported(d) })
      .where(eq(deliveries.id, row.id))
      .returning();
    await finish(services, deliveryId);
    await applyStatus(services, booked, d);
    await syncOrder(services, (await services.db.select().from(deliveries).where(eq(deliveries.id, row.id)))[0]);
    return 'booked';
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    if (e instanceof CourierError && !e.retryable) {
      await finish(services, deliveryId, message);
      await flag(services, row, 'booking_failed', message);
      return 'failed';
    }
    services.logger.warn({ err: e, delivery: deliveryId }, 'courier booking failed; the sweep tries again');
    await release(services, deliveryId, message);
    return 'retry';
  }
}

/** The driver and time fields a courier reported (only those present). */
function reported(d: CourierDelivery): Partial<Row> {
  const out: Partial<Row> = {};
  if (d.supportReference) out.supportReference = d.supportReference;
  if (d.driverName) out.driverName = d.driverName;
  if (d.driverPickupPhone) out.driverPickupPhone = d.driverPickupPhone;
  if (d.driverDropoffPhone) out.driverDropoffPhone = d.driverDropoffPhone;
  if (d.pickupTimeEstimated) out.pickupTimeEstimated = d.pickupTimeEstimated;
  if (d.dropoffTimeEstimated) out.dropoffTimeEstimated = d.dropoffTimeEstimated;
  if (d.trackingUrl) out.trackingUrl = d.trackingUrl;
  if (d.driverLatitude !== undefined) out.driverLat = d.driverLatitude;
  if (d.driverLongitude !== undefined) out.driverLng = d.driverLongitude;
  return out;
}

/** Applies a status when its rank is higher than the stored one (never backwards). Answers the updated row or null. */
async function applyStatus(services: Services, row: Row, d: CourierDelivery): Promise<Row | null> {
  const rank = courierStatusRank(d.status);
  const final = Math.max(courierStatusRank('delivered'), courierStatusRank('cancelled'));
  const [updated] = await services.db
    .update(deliveries)
    .set({ status: d.status, statusRank: rank, updatedAt: services.clock.nowMs(), ...reported(d) })
    .where(and(eq(deliveries.id, row.id), lt(deliveries.statusRank, rank), sql`${deliveries.status} not in ('delivered', 'cancelled')`, lt(deliveries.statusRank, final)))
    .returning();
  return updated ?? null;
}

/**
 * Applies a verified courier report (webhook) to its delivery: answers 'applied', 'ignored' (not
 * newer: a replay or out of order) or 'unknown' (no such delivery).
 */
export async function applyCourierUpdate(services: Services, method: CourierMethod, d: CourierDelivery): Promise<'applied' | 'ignored' | 'unknown'> {
  const [row] = await services.db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.method, method), eq(deliveries.externalDeliveryId, d.externalDeliveryId)));
  if (!row) return 'unknown';
  if (row.orderId === null) return 'ignored'; // a quote nobody paid for
  const updated = await applyStatus(services, row, d);
  if (!updated) return 'ignored';
  if (d.status === 'cancelled' && !row.flagged) {
    await flag(services, updated, 'cancelled', 'The courier cancelled the delivery.');
    return 'applied';
  }
  // An accepted order moves with its courier (ready, delivering, fulfilled): both pages read one state.
  await followCourier(services.db, row.orderId, d.status, Math.floor(services.clock.nowMs() / 1000));
  await syncOrder(services, updated);
  return 'applied';
}

/**
 * Books every queued delivery not done and not held (the start-up and timer sweep): free rows and
 * those whose lease or scheduled time (a pre-order's) has passed, the longest-waiting first. Answers
 * how many were tried (100 at most per sweep).
 */
export async function sweepCourierBookings(services: Services): Promise<number> {
  const rows = await services.db
    .select({ deliveryId: deliveryBookings.deliveryId })
    .from(deliveryBookings)
    .where(and(isNull(deliveryBookings.doneAt), or(isNull(deliveryBookings.leaseUntil), lte(deliveryBookings.leaseUntil, services.clock.nowMs()))))
    .orderBy(sql`${deliveryBookings.leaseUntil} asc nulls first`, deliveryBookings.id)
    .limit(100);
  for (const r of rows) await processBooking(services, r.deliveryId);
  return rows.length;
}

/**
 * Starts the delivery module's background work (app.ts, once listening at `selfUrl`): the booking
 * sweep now and every COURIER_BOOKING_SWEEP_MS, and the courier simulator's webhook timer. Answers stop.
 */
export function startDeliveryWorkers(services: Services, selfUrl: string): () => void {
  const run = () => void sweepCourierBookings(services).catch((e) => services.logger.warn({ err: e }, 'courier booking sweep failed'));
  run();
  const timer = setInterval(run, services.config.COURIER_BOOKING_SWEEP_MS);
  timer.unref();
  const stopSimulator = services.providers.couriers.simulator.run(selfUrl);
  return () => {
    clearInterval(timer);
    stopSimulator();
  };
}

/** Staff: cancels the courier of an order's delivery (status 'cancelled', final). Errors: CourierError. */
export async function cancelCourier(services: Services, deliveryId: string): Promise<Row | null> {
  const [row] = await services.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
  if (!row || row.bookedAt === null) return null;
  await services.providers.couriers[row.method as CourierMethod].cancel(row.externalDeliveryId);
  const [updated] = await services.db
    .update(deliveries)
    .set({ status: 'cancelled', statusRank: courierStatusRank('cancelled'), flagged: true, flagReason: 'Cancelled by staff.', updatedAt: services.clock.nowMs() })
    .where(eq(deliveries.id, row.id))
    .returning();
  await syncOrder(services, updated);
  return updated;
}

/**
 * orderCancelled: the order's booked courier deliveries that are not over (delivered or cancelled) are
 * cancelled with the courier after commit (issue 23 item 6: a diner cancelling inside the window, or
 * staff cancelling the order, must not leave a driver on the way). Marked 'Cancelled with the order.'
 * and not flagged; a courier refusing the cancel leaves the delivery flagged for staff to call them.
 * A delivery not booked yet needs nothing: its booking sees the cancelled order and closes.
 */
export const cancelCourierWithOrder: OrderHookHandler<Services> = async function cancelCourierWithOrder(tx, event, deps) {
  const rows = await tx.select().from(deliveries).where(eq(deliveries.orderId, event.order.id));
  const live = rows.filter((r) => r.bookedAt !== null && r.status !== 'delivered' && r.status !== 'cancelled');
  if (!live.length) return;
  return async () => {
    for (const row of live) {
      try {
        await deps.providers.couriers[row.method as CourierMethod].cancel(row.externalDeliveryId);
        const [updated] = await deps.db
          .update(deliveries)
          .set({ status: 'cancelled', statusRank: courierStatusRank('cancelled'), flagged: false, flagReason: 'Cancelled with the order.', updatedAt: deps.clock.nowMs() })
          .where(and(eq(deliveries.id, row.id), sql`${deliveries.status} not in ('delivered', 'cancelled')`))
          .returning();
        if (updated) await syncOrder(deps, updated);
      } catch (e) {
        deps.logger.warn({ err: e, deliveryId: row.id }, 'courier cancel with the order failed');
        await flag(deps, row, row.status, 'The order was cancelled but the courier could not be: call the courier.');
      }
    }
  };
};

/**
 * Staff: books a courier again for an order whose delivery was cancelled or failed: a fresh quote for
 * the same address, accepted at once (the venue bears any difference). Errors: CourierError.
 */
export async function rebookCourier(services: Services, deliveryId: string): Promise<BookingOutcome | null> {
  const [row] = await services.db.select().from(deliveries).where(eq(deliveries.id, deliveryId));
  if (!row || row.orderId === null || (row.status !== 'cancelled' && row.status !== 'booking_failed')) return null;
  const fresh = await requote(services, row);
  await services.db
    .update(deliveries)
    .set({ status: 'quoted', statusRank: -1, bookedAt: null, flagged: false, flagReason: '', driverName: '', driverPickupPhone: '', driverDropoffPhone: '' })
    .where(eq(deliveries.id, fresh.id));
  await services.db.update(deliveryBookings).set({ doneAt: null, leaseUntil: null, error: '' }).where(eq(deliveryBookings.deliveryId, fresh.id));
  return processBooking(services, fresh.id);
}
