/**
 * orderOperate (orders-and-payments.md §4.2, §4.6, §4.7, §7.2): the status events staff and diners set
 * on an order. Lives in the payments module because most of them move the order's money — paid in
 * store, cancelled with its pending payments, refunded — and the refund goes through the payment
 * providers; progress events go through the orders module's door.
 */
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { canCompleteDelivery, latestEvent, ORDER_EVENT, PAYMENT_STATUS } from '../../../domain/order-status';
import { err, ok, type Result } from '../../../domain/result';
import { canMoveStore, isStoreEvent, overallEventsToAppend, storeOrderEvents } from '../../../domain/store-orders';
import { recordStaffAction, type StaffPrincipal, type Viewer } from '../accounts';
import { Abort, appendOrderEvent, canReadOrder, eventsOf, findOrderByTradeid, insertStoreEvent, lockOrder, markOrderPaidInStore, orderStoreIds, publishOrderChange, releaseOrderHoldings, setOrderPaymentStatus, storeEventsOf, toHookOrder, touchOrder, type OrderRow } from '../orders';
import { nowSeconds } from '../../platform/clock';
import type { AfterCommit } from '../../platform/hooks';
import type { Services } from '../../services';
import { ATTEMPT_STATUS } from '../../providers/payments';
import { refundOrder } from './refunds';
import { paymentAttempts } from './schema';

type Deps = Services;

// ——— orderOperate

/** Events a diner may set on their own order (orders-and-payments.md §4.7): complete, cancel, ask a refund. */
const DINER_EVENTS: readonly number[] = [ORDER_EVENT.fulfilled, ORDER_EVENT.canceled, ORDER_EVENT.refunding];

/** The longest refund reason a diner may give (characters, after trimming; issue 26 item 12). */
export const REFUND_REASON_MAX = 200;
/** A refund request's reason: trimmed, line breaks and other control characters turned into spaces, 0–200 characters. */
const refundReasonSchema = z
  .string()
  .transform((v) => v.replace(/\p{Cc}+/gu, ' ').trim())
  .pipe(z.string().max(REFUND_REASON_MAX));

/**
 * The event extra of a diner's refund request (44) with `reason` (orderOperate's argument): JSON
 * {"reason", "request":"diner"}, or undefined when there is no reason. NOT_VALID {field: 'reason'}
 * for a reason with another event or one longer than REFUND_REASON_MAX.
 */
export function refundRequestExtra(to: number, reason: string | null | undefined): Result<string | undefined> {
  if (reason === null || reason === undefined) return ok(undefined);
  const parsed = refundReasonSchema.safeParse(reason);
  if (to !== ORDER_EVENT.refunding || !parsed.success) return err('NOT_VALID', { field: 'reason', max: REFUND_REASON_MAX });
  return ok(parsed.data ? JSON.stringify({ reason: parsed.data, request: 'diner' }) : undefined);
}

/**
 * orderOperate(tradeid, status, store_id): appends a status event through the domain's transition
 * table (`appendEvent` / `canTransition`).
 * - staff of the venue: any allowed event; 2 marks it paid (in store); 5 cancels an unpaid order
 *   (stock and coupons given back, pending payments canceled); 44 or 24 refunds everything not yet
 *   refunded as one refund order (refunds.ts `refundOrder`; partial refunds are orderRefund);
 * - on a multi-store order (lines of several stores) the progress events 21, 23, 31, 6 are set per
 *   store: with `storeId` for that store's part, without it for every store whose part may move; the
 *   whole order then follows its slowest store (`operateStores`);
 * - the diner: 6 complete (a delivery in its last step), 5 cancel (unpaid, not yet accepted), 44 ask
 *   for a refund on a paid order (payment status 2; the merchant refunds with 24 or orderRefund).
 * Errors: NOT_FOUND (no such order for this caller, or a store with no lines in it), FORBIDDEN (an
 * event the caller may not set), NOT_ACCEPTABLE {from, to} (the table does not allow it), NETWORK_BUSY
 * (the provider refused the refund).
 * Publishes orderStatusChanged and staffVenueChanged. Returns the event's datetime (seconds) and status.
 * Spec: orders-and-payments.md §4.2, §4.6, §4.7, §7.2; STYLE.md §4.
 */
export async function operateOrder(
  deps: Deps,
  viewer: Viewer | null,
  staff: StaffPrincipal | null,
  tradeid: string,
  to: number,
  extraJson?: string,
  storeId?: number | null,
): Promise<Result<{ datetime: number; status: number }>> {
  const order = await findOrderByTradeid(deps.db, tradeid);
  if (!order || !canReadOrder(order, viewer, staff)) return err('NOT_FOUND');
  const isStaff = !!staff && staff.venueId === order.venueId;
  const now = nowSeconds(deps.clock);
  if (!isStaff) {
    if (!DINER_EVENTS.includes(to)) return err('FORBIDDEN');
    const events = await eventsOf(deps.db, order.id);
    if (to === ORDER_EVENT.fulfilled && !canCompleteDelivery(events, order.categoryType)) return err('FORBIDDEN');
    if (to === ORDER_EVENT.canceled && latestEvent(events)?.status !== ORDER_EVENT.placed) return err('FORBIDDEN');
    // A refund is asked for a paid order only (not unpaid, paying, already refunding or refunded; issue 26 item 12).
    if (to === ORDER_EVENT.refunding && order.status !== PAYMENT_STATUS.paid) return err('FORBIDDEN');
  }
  if (isStaff && (to === ORDER_EVENT.refunded || to === ORDER_EVENT.refunding)) {
    const refunded = await refundOrder(deps, staff, tradeid, 'all');
    return refunded.ok ? ok({ datetime: now, status: ORDER_EVENT.refunded }) : refunded;
  }
  if (isStaff && isStoreEvent(to)) {
    const stores = await orderStoreIds(deps.db, order.id);
    if (stores.length > 1) return operateStores(deps, staff!, order, stores, to, now, storeId ?? null, extraJson);
  }

  let afterHooks: AfterCommit | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      const locked = (await lockOrder(tx, order.id))!;
      await appendOrderEvent(tx, locked, to, now, extraJson);
      if (isStaff) await recordStaffAction(tx, deps.clock, staff!, staffActionOf(locked, to));
      if (to === ORDER_EVENT.canceled) {
        await releaseOrderHoldings(tx, locked);
        await tx.update(paymentAttempts).set({ status: ATTEMPT_STATUS.canceled, updatedAt: now }).where(and(eq(paymentAttempts.orderId, locked.id), eq(paymentAttempts.status, ATTEMPT_STATUS.pending)));
        await setOrderPaymentStatus(tx, locked.id, PAYMENT_STATUS.canceled, now);
        afterHooks = await deps.hooks.run('orderCancelled', tx, { order: toHookOrder(locked), nowMs: deps.clock.nowMs() }, deps);
      } else if (to === ORDER_EVENT.paid) {
        await markOrderPaidInStore(tx, locked, now);
        // Paid in store: whoever listens records it in this transaction (a table sitting's lines, …).
        afterHooks = await deps.hooks.run('orderPaid', tx, { order: toHookOrder(locked), nowMs: deps.clock.nowMs() }, deps);
      } else if (to === ORDER_EVENT.refunding) {
        // The diner asks for a refund (§4.7); the merchant refunds with 24 or orderRefund.
        await setOrderPaymentStatus(tx, locked.id, PAYMENT_STATUS.refunding, now);
      } else {
        await touchOrder(tx, locked.id, now);
      }
    });
  } catch (e) {
    if (e instanceof Abort) return e.result;
    throw e;
  }
  void publishOrderChange(deps, order.id, `event ${to}`);
  await afterHooks?.();
  return ok({ datetime: now, status: to });
}

/**
 * The audit line of a staff status event (issue 23 item 2): 'order.cancel' (5, with the order's total),
 * 'order.paidInStore' (2, with what was due), else 'order.status' with the event in `details.status`.
 */
function staffActionOf(order: OrderRow, to: number): { action: string; tradeid: string; amount?: number; details: Record<string, unknown> } {
  if (to === ORDER_EVENT.canceled) return { action: 'order.cancel', tradeid: order.tradeid, amount: order.feetopay, details: { status: to } };
  if (to === ORDER_EVENT.paid) return { action: 'order.paidInStore', tradeid: order.tradeid, amount: Math.max(0, order.feetopay - order.feepay), details: { status: to } };
  return { action: 'order.status', tradeid: order.tradeid, details: { status: to } };
}

/**
 * A progress event (21, 23, 31, 6) on a multi-store order (orders-and-payments.md §4.6): recorded for
 * store `storeId` — or, without one, for every store whose part may take it — when the domain's
 * `canMoveStore` allows it; then the whole order appends each progress event all its stores have
 * reached (`overallEventsToAppend`: accepted when every store accepted, ready when every store is
 * ready, …). Errors: NOT_FOUND (a store not in the order), NOT_ACCEPTABLE {from, to}.
 */
async function operateStores(deps: Deps, staff: StaffPrincipal, order: OrderRow, stores: number[], to: number, now: number, storeId: number | null, extraJson?: string): Promise<Result<{ datetime: number; status: number }>> {
  if (storeId !== null && storeId !== 0 && !stores.includes(storeId)) return err('NOT_FOUND');
  try {
    await deps.db.transaction(async (tx) => {
      const locked = (await lockOrder(tx, order.id))!;
      const events = await eventsOf(tx, locked.id);
      const byStore = await storeEventsOf(tx, locked.id);
      const targets = storeId ? [storeId] : stores.filter((sid) => canMoveStore(events, byStore.get(sid) ?? [], to, locked.categoryType));
      if (targets.length === 0 || targets.some((sid) => !canMoveStore(events, byStore.get(sid) ?? [], to, locked.categoryType))) {
        const from = latestEvent(storeOrderEvents(events, byStore.get(targets[0] ?? stores[0]) ?? []))?.status ?? 0;
        throw new Abort(err('NOT_ACCEPTABLE', { from, to }));
      }
      for (const sid of targets) {
        await insertStoreEvent(tx, locked.id, sid, to, now, extraJson);
        byStore.set(sid, [...(byStore.get(sid) ?? []), { status: to, datetime: now }]);
      }
      const overall = overallEventsToAppend(events, stores.map((sid) => byStore.get(sid) ?? []), locked.categoryType);
      for (const e of overall) await appendOrderEvent(tx, locked, e, now);
      await touchOrder(tx, locked.id, now);
      await recordStaffAction(tx, deps.clock, staff, { ...staffActionOf(locked, to), details: { status: to, stores: targets } });
    });
  } catch (e) {
    if (e instanceof Abort) return e.result;
    throw e;
  }
  void publishOrderChange(deps, order.id, `event ${to}${storeId ? ` store ${storeId}` : ''}`);
  return ok({ datetime: now, status: to });
}

