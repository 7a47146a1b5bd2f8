/**
 * The diner's cancel inside the venue's cancel window (issue 23 item 6; orders-and-payments.md §4.6,
 * §4.7; the window's rules in src/domain/slot-capacity.ts): 'Cancel order' on the order page.
 *
 * Inside the window — the window is on, the venue has not accepted (nor refused) the order, and for a
 * window of N minutes the order was placed at most N minutes ago — the full reversal runs through the
 * existing machinery and order hooks:
 * - an unpaid order is canceled as orderOperate 5 does (stock and coupons back, the slot freed, pending
 *   payments canceled, `orderCancelled`: gift cards back, vouchers usable again);
 * - a paid order is refunded in full as a refund order (ADR 0007: the card through its provider or the
 *   simulator, the gift-card share back, `orderRefunded`: points reversed; stock and the slot back as
 *   nothing was made), then `orderCancelled` runs for what a refund does not give back (vouchers; gift
 *   cards give back only what is left, i.e. nothing).
 * Every event it writes carries `{"by":"diner"}` (the cancel) or `{"reason":"cancelled by diner","by":"diner"}`
 * (the refund), so staff see who cancelled.
 */
import { and, eq } from 'drizzle-orm';
import { latestEvent, ORDER_EVENT, PAYMENT_STATUS } from '../../../domain/order-status';
import { err, ok, type Err, type Result } from '../../../domain/result';
import { canDinerCancel, cancelDeadline, readCancelWindow, type CancelWindow } from '../../../domain/slot-capacity';
import type { StatusEvent } from '../../../domain/types';
import type { Viewer } from '../accounts';
import { venueForOrder } from '../catalog';
import { Abort, appendOrderEvent, canReadOrder, eventsOf, findOrderByTradeid, lockOrder, publishOrderChange, releaseOrderHoldings, setOrderPaymentStatus, toHookOrder, type OrderRow } from '../orders';
import { nowSeconds } from '../../platform/clock';
import type { AfterCommit } from '../../platform/hooks';
import { ATTEMPT_STATUS } from '../../providers/payments';
import type { Services } from '../../services';
import { refundOrderForDinerCancel } from './refunds';
import { paymentAttempts } from './schema';

/** The event extra a diner's cancel carries (staff board: 'cancelled by the diner'). */
export const DINER_CANCEL_EXTRA = JSON.stringify({ by: 'diner' });

/** Events after which the venue has the order (accepted or further): no diner cancel. */
const STILL_PLACED: readonly number[] = [ORDER_EVENT.placed, ORDER_EVENT.paid];

/**
 * Until when (seconds since the epoch) the diner may cancel this order: a number, `-1` for "until the
 * venue accepts", or null when they may not (window off, accepted, not unpaid or paid, or expired at `now`).
 */
export async function dinerCancelUntil(deps: Pick<Services, 'db'>, order: Pick<OrderRow, 'venueId' | 'status' | 'createdAt'>, events: readonly StatusEvent[], now: number): Promise<number | null> {
  const venue = await venueForOrder(deps.db, order.venueId);
  if (!venue) return null;
  const deadline = cancelDeadline(readCancelWindow(venue.config as Record<string, unknown>), {
    placedAt: order.createdAt,
    stillPlaced: STILL_PLACED.includes(latestEvent(events)?.status ?? 0),
    paymentStatusOk: order.status === PAYMENT_STATUS.unpaid || order.status === PAYMENT_STATUS.paid,
  });
  if (!canDinerCancel(deadline, now)) return null;
  return deadline === Infinity ? -1 : deadline;
}

/**
 * orderCancel(tradeid): the order's diner cancels it inside the venue's cancel window (see the module
 * note). Answers the payment status after it (5 canceled, or 3 refunded).
 * Errors: NOT_FOUND (no such order for this diner); CANCEL_WINDOW_CLOSED {reason: 'off' | 'accepted' |
 * 'expired' | 'status'} (outside the window: the server's 'cancel window closed', shown in three
 * languages as `cancelOrder.outsideWindow`); PAYING (a payment is in progress); NETWORK_BUSY (the
 * provider refused the refund: nothing was refunded).
 */
export async function cancelOrderByDiner(deps: Services, viewer: Viewer | null, tradeid: string): Promise<Result<{ status: number }>> {
  if (!viewer) return err('INVALID_TOKEN');
  const order = await findOrderByTradeid(deps.db, tradeid);
  if (!order || !canReadOrder(order, viewer)) return err('NOT_FOUND');
  const now = nowSeconds(deps.clock);
  const venue = await venueForOrder(deps.db, order.venueId);
  const window = readCancelWindow((venue?.config ?? {}) as Record<string, unknown>);
  const pending = (await deps.hooks.paymentRecords.get()?.hasPendingPayment(deps.db, order.id)) ?? false;
  const refusal = windowRefusal(window, order, await eventsOf(deps.db, order.id), now, pending);
  if (refusal) return refusal;

  if (order.status === PAYMENT_STATUS.paid) {
    const refunded = await refundOrderForDinerCancel(deps, order);
    if (!refunded.ok) return refunded;
    let after: AfterCommit | undefined;
    await deps.db.transaction(async (tx) => {
      const locked = (await lockOrder(tx, order.id))!;
      after = await deps.hooks.run('orderCancelled', tx, { order: toHookOrder(locked), nowMs: deps.clock.nowMs() }, deps);
    });
    await after?.();
    return ok({ status: PAYMENT_STATUS.refunded });
  }

  let after: AfterCommit | undefined;
  try {
    await deps.db.transaction(async (tx) => {
      const locked = (await lockOrder(tx, order.id))!;
      // Under the order's lock: the venue may have accepted, or a payment started, since the check above.
      const again = windowRefusal(window, locked, await eventsOf(tx, locked.id), now, false);
      if (again) throw new Abort(again);
      await appendOrderEvent(tx, locked, ORDER_EVENT.canceled, now, DINER_CANCEL_EXTRA);
      await releaseOrderHoldings(tx, locked);
      await tx.update(paymentAttempts).set({ status: ATTEMPT_STATUS.canceled, updatedAt: now }).where(and(eq(paymentAttempts.orderId, locked.id), eq(paymentAttempts.status, ATTEMPT_STATUS.pending)));
      await setOrderPaymentStatus(tx, locked.id, PAYMENT_STATUS.canceled, now);
      after = await deps.hooks.run('orderCancelled', tx, { order: toHookOrder(locked), nowMs: deps.clock.nowMs() }, deps);
    });
  } catch (e) {
    if (e instanceof Abort) return e.result;
    throw e;
  }
  void publishOrderChange(deps, order.id, `event ${ORDER_EVENT.canceled}`);
  await after?.();
  return ok({ status: PAYMENT_STATUS.canceled });
}

/** Why the diner may not cancel now under `window`, or null. Pure: the caller read the venue and pending payments. */
function windowRefusal(window: CancelWindow, order: OrderRow, events: readonly StatusEvent[], now: number, pending: boolean): Err | null {
  if (pending || order.status === PAYMENT_STATUS.paying) return err('PAYING');
  const deadline = cancelDeadline(window, {
    placedAt: order.createdAt,
    stillPlaced: STILL_PLACED.includes(latestEvent(events)?.status ?? 0),
    paymentStatusOk: order.status === PAYMENT_STATUS.unpaid || order.status === PAYMENT_STATUS.paid,
  });
  if (canDinerCancel(deadline, now)) return null;
  if (window.kind === 'off') return err('CANCEL_WINDOW_CLOSED', { reason: 'off' });
  if (order.status !== PAYMENT_STATUS.unpaid && order.status !== PAYMENT_STATUS.paid) return err('CANCEL_WINDOW_CLOSED', { reason: 'status' });
  if (!STILL_PLACED.includes(latestEvent(events)?.status ?? 0)) return err('CANCEL_WINDOW_CLOSED', { reason: 'accepted' });
  return err('CANCEL_WINDOW_CLOSED', { reason: 'expired' });
}
