/**
 * What every completed refund writes on its order, whoever made it — staff through Platter
 * (refunds.ts) or the provider on its own (a refund made in the provider's dashboard, heard of by its
 * `refund.succeeded` / Adyen REFUND / Stripe charge.refunded webhook, payments.ts). Spec:
 * orders-and-payments.md §3.2 refund_orders, §4.1, §4.2.
 *
 * Kept apart from refunds.ts so that payments.ts (webhooks) and refunds.ts (which calls the providers
 * through payments.ts) share it without an import circle.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { canTransition, latestEvent, ORDER_EVENT, PAYMENT_TYPE } from '../../../domain/order-status';
import { checkRefundAmount, refundedCounts, refundStatusAfter, remainingCarts, type RefundCart } from '../../../domain/refunds';
import { toVenueLocal } from '../../../domain/opening-hours';
import { findVenue } from '../catalog';
import type { AfterCommit } from '../../platform/hooks';
import { ATTEMPT_STATUS } from '../../providers/payments';
import type { Services } from '../../services';
import { appendOrderEvent, eventsOf, lockOrder, orderLinesOf, recordOrderRefund, releaseOrderHoldings, toHookOrder, type OrderRow } from '../orders';
import { paymentAttempts, refundOrders } from './schema';

type Tx = Services['db'];
type AttemptRow = typeof paymentAttempts.$inferSelect;

/** Events after which an order's stock was used (a full refund then does not restock). */
export const PREPARED_EVENTS: readonly number[] = [ORDER_EVENT.ready, ORDER_EVENT.delivering, ORDER_EVENT.fulfilled, ORDER_EVENT.fulfilledOther, ORDER_EVENT.fulfilledAlt];

/** 'R' + venue-local YYMMDD + 128 random bits in hex: a refund order's trade id. */
export function newRefundTradeid(localDate: string): string {
  return `R${localDate.replaceAll('-', '').slice(2)}${randomBytes(16).toString('hex')}`;
}

/**
 * The order's side of a refund of `refunded` cents that has just succeeded, inside `tx` under the
 * order's lock (`locked`): event 24 after a 44 (once), the payment status 3 when everything paid is
 * back (`doneBefore` + `refunded` ≥ paid) else 11, `feerefund`, the stock back on a full refund of an
 * order not yet prepared, and the `orderRefunded` hook (amount: `refunded`). Answers the new payment
 * status, whether it restocked, and the hook's after-commit work.
 */
export async function closeRefund(deps: Services, tx: Tx, locked: OrderRow, doneBefore: number, refunded: number, now: number): Promise<{ status: 3 | 11; restock: boolean; after: AfterCommit }> {
  const total = doneBefore + refunded;
  const status = refundStatusAfter(locked.feepay, total);
  const events = await eventsOf(tx, locked.id);
  if (latestEvent(events)?.status === ORDER_EVENT.refunding) await appendOrderEvent(tx, locked, ORDER_EVENT.refunded, now);
  const restock = status === 3 && !events.some((e) => PREPARED_EVENTS.includes(e.status));
  if (restock) await releaseOrderHoldings(tx, locked);
  await recordOrderRefund(tx, locked.id, status, total, now);
  const after = await deps.hooks.run('orderRefunded', tx, { order: toHookOrder(locked), nowMs: deps.clock.nowMs(), amount: refunded }, deps);
  return { status, restock, after };
}

/**
 * Records a refund the provider made on its own (not through Platter) of `amount` cents of the card
 * payment `attempt`, inside `tx`: under the order's lock, a refund order 'done' as a staff refund
 * writes it (its own trade id and receipt code, the card share with the provider's `reference`, the
 * remaining lines when it refunds everything left), events 44 and 24 where the order's status allows
 * them, then `closeRefund`. The attempt's `refunded_amount` grows by the amount (at most what is left
 * of it) and it becomes refunded (5) once everything charged is back. Answers null (nothing written)
 * when nothing of the payment or the order is left to refund; else the refund order's id, the
 * attempt's new status and the after-commit work.
 */
export async function recordProviderRefund(
  deps: Services,
  tx: Tx,
  attempt: AttemptRow,
  amount: number | undefined,
  reference: string,
  now: number,
): Promise<{ refundId: number; attemptStatus: number; after: AfterCommit } | null> {
  const locked = (await lockOrder(tx, attempt.orderId))!;
  const earlier = await tx
    .select()
    .from(refundOrders)
    .where(and(eq(refundOrders.orderId, locked.id), inArray(refundOrders.state, ['pending', 'done'])));
  const refundedSoFar = earlier.reduce((sum, r) => sum + r.amount, 0);
  const leftOnCard = attempt.amount - attempt.refundedAmount;
  const wanted = Math.min(amount && amount > 0 ? amount : leftOnCard, leftOnCard);
  const checked = checkRefundAmount(wanted, locked.feepay, refundedSoFar);
  if (!checked.ok || wanted <= 0) return null;

  const lines = await orderLinesOf(tx, locked.id);
  const carts: RefundCart[] = refundedSoFar + checked.value >= locked.feepay ? remainingCarts(lines, refundedCounts(lines, earlier)) : [];
  const events = await eventsOf(tx, locked.id);
  if (latestEvent(events)?.status !== ORDER_EVENT.refunding && canTransition(events, ORDER_EVENT.refunding, locked.categoryType)) {
    await appendOrderEvent(tx, locked, ORDER_EVENT.refunding, now, JSON.stringify({ reason: 'refunded at the payment provider' }));
  }
  const refundedAmount = attempt.refundedAmount + checked.value;
  const attemptStatus = refundedAmount >= attempt.amount ? ATTEMPT_STATUS.refunded : attempt.status;
  await tx
    .update(paymentAttempts)
    .set({ refundedAmount, status: attemptStatus, refundReference: reference, refundReason: 'refunded at the provider', updatedAt: now })
    .where(eq(paymentAttempts.id, attempt.id));

  const doneBefore = earlier.filter((r) => r.state === 'done').reduce((sum, r) => sum + r.amount, 0);
  const { status, restock, after } = await closeRefund(deps, tx, locked, doneBefore, checked.value, now);
  const venue = await findVenue(tx, locked.venueId);
  const [row] = await tx
    .insert(refundOrders)
    .values({
      orderId: locked.id,
      tradeid: newRefundTradeid(toVenueLocal(now, String(venue?.config.timezone ?? 'Australia/Sydney')).date),
      invoiceCode: randomBytes(18).toString('base64url'),
      state: 'done',
      status,
      amount: checked.value,
      carts,
      payments: [{ type: PAYMENT_TYPE.card, amount: checked.value, change: 0, session: attempt.sessionId, reference, ok: true }],
      reason: 'refunded at the payment provider',
      restocked: restock,
      createdAt: now,
      completedAt: now,
    })
    .returning({ id: refundOrders.id });
  return { refundId: row.id, attemptStatus, after };
}
