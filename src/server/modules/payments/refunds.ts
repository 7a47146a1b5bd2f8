/**
 * Refunds as refund orders (orders-and-payments.md §2.2 'Refunded' tab, §2.4 'Refund x n' / total
 * refund / refund transaction id, §3.2 refund_orders, §4.1, §4.2, §7.1): staff refund an order in full,
 * or in part — chosen lines and quantities, or an amount; the order's tip goes back with a full refund, with
 * chosen lines when asked (`tip: true`), alone (`{tip: true}`), or is left out (`{all: true, tip: false}`). Each refund is a refund order with its own
 * trade id ('R' + venue-local YYMMDD + 128 random bits), the original as parent_tradeid, its own
 * receipt code (/cloud/open/invoice/view/:code), its lines (extra.rpsid pointing back to the original
 * line) and the payments it went back to.
 *
 * How a refund runs:
 * 1. under the order's row lock (SELECT … FOR UPDATE): the amount is checked against what was paid
 *    minus every refund already done or in flight (`checkRefundAmount`), the order moves to 44
 *    (refunding, payment status 11) unless it is there, the amount is split over the card payments
 *    (each at most what is left of it), then the tenders (gift cards: what they paid of the order, less
 *    what earlier refunds gave back to them), then the counter (paid in store), reserved on each card payment
 *    (`payment_attempts.refunded_amount`), and the refund order is written as 'pending'. Two refunds
 *    at once are thus serialised: together they can never exceed what was paid;
 * 2. each card share is refunded through its provider (`refundCardPayment`, keyed by the refund
 *    order's trade id); a counter share needs no provider (cash back at the counter);
 * 3. under the lock again: the tender share goes back to the gift cards (`refundTenders`, a reverse
 *    ledger row per card); shares the provider refused are given back; if nothing was refunded the
 *    refund order is 'failed' and the answer is 'network busy' (the order stays at 44: staff may try
 *    again); otherwise the refund order is 'done', event 24 is appended (once: a concurrent refund may
 *    already have), the order's payment status becomes 3 when everything paid is back, else 11 (partly
 *    refunded, labelled 'Partial refund'), and `feerefund` the sum refunded.
 * After each step the change is published (orderStatusChanged → the diner's pages read the order again
 * and show the refund; staffVenueChanged → the console).
 *
 * Stock: a FULL refund of an order not yet prepared (no ready, delivering or fulfilled event) gives its
 * whole reservation back, as canceling does — nothing was made. A partial refund never restocks: the
 * refunded portion was usually made, spoiled or handed out (a complaint, a missing item); staff who want
 * the stock back adjust it in the catalogue.
 * Refunds are a staff action; a diner only asks for one (event 44 through orderOperate).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { toVenueLocal } from '../../../domain/opening-hours';
import { latestEvent, ORDER_EVENT, PAYMENT_STATUS, PAYMENT_TYPE } from '../../../domain/order-status';
import { allocateRefund, checkRefundAmount, planLineRefund, refundedCounts, remainingCarts, tipLeftToRefund, tipRefundCart, type RefundCart } from '../../../domain/refunds';
import { err, ok, type Result } from '../../../domain/result';
import { findVenue } from '../catalog';
import { nowSeconds } from '../../platform/clock';
import { ATTEMPT_STATUS } from '../../providers/payments';
import type { Services } from '../../services';
import { Abort, appendOrderEvent, eventsOf, lockOrder, publishOrderChange, refundTenders, TENDER_PAYMENT_TYPE, tenderPaid } from '../orders';
import { findOrderByTradeid, mapRefundOrder, orderLinesOf, setOrderPaymentStatus, type OrderRow, type RefundOrderView } from '../orders';
import { recordStaffAction, staffMay, type StaffPrincipal } from '../accounts';
import { refundCardPayment } from './payments';
import { closeRefund, newRefundTradeid } from './refund-records';
import { paymentAttempts, refundOrders, type RefundPayment } from './schema';

type Deps = Services;

/** orderRefund's param: chosen lines (positions in the order's carts) and counts, or an amount in cents. */
export const refundParamSchema = z
  .object({
    lines: z.array(z.object({ position: z.number().int().min(0).max(10_000), count: z.number().int().min(1).max(9_999) })).max(500).nullish(),
    amount: z.number().int().safe().nullish(),
    /** Everything not yet refunded (with `tip: false`, everything but the tip). */
    all: z.boolean().nullish(),
    /** With `lines` or `all`: include the order's tip (true) or leave it (false); alone (true): the tip only. Issue 24 item 3. */
    tip: z.boolean().nullish(),
    reason: z.string().max(500).nullish(),
  })
  .refine(
    (p) => {
      const modes = (p.lines?.length ? 1 : 0) + (p.amount !== null && p.amount !== undefined ? 1 : 0) + (p.all ? 1 : 0);
      return modes === 1 ? !(p.amount !== null && p.amount !== undefined && p.tip !== null && p.tip !== undefined) : modes === 0 && p.tip === true;
    },
    { message: 'lines, amount, all or the tip', path: ['lines'] },
  );
export type RefundParam = z.input<typeof refundParamSchema>;

interface Reserved {
  refundId: number;
  tradeid: string;
  order: OrderRow;
  shares: { type: number; amount: number; session?: string }[];
}

/**
 * Refunds an order, as staff of its venue: `'all'` (everything not yet refunded), or `param` — chosen
 * lines and counts (priced by `planLineRefund`) or an amount in cents. See the module note for the
 * steps, stock and concurrency. Returns the refund order (§3.2 refund_orders).
 * Errors: NOT_FOUND (no such order at the staff's venue); FORBIDDEN (not staff of the venue, or a
 * staff member below manager — issue 23 item 2); NOT_VALID
 * {field} (bad param: no lines nor amount, both, a line that is not an item, a count above what is
 * left, 0 cents); NOT_ACCEPTABLE {reason: 'refundExceedsPaid', refundable} (more than paid minus
 * refunded — also when a concurrent refund took it first), NOT_ACCEPTABLE {from, to} (the order was
 * never paid, or is refunded in full); NETWORK_BUSY {reason: 'refund'} (the provider refused: nothing
 * was refunded).
 * Spec: orders-and-payments.md §3.2, §4.1, §4.2, §4.7, §7.1.
 */
export async function refundOrder(deps: Deps, staff: StaffPrincipal | null, tradeid: string, param: RefundParam | 'all'): Promise<Result<RefundOrderView>> {
  const order = await findOrderByTradeid(deps.db, tradeid);
  if (!order || !staff || staff.venueId !== order.venueId) return err(order && !staff ? 'FORBIDDEN' : 'NOT_FOUND');
  // Refunds are for managers and owners (issue 23 item 2).
  if (!staffMay(staff, 'manager')) return err('FORBIDDEN', { reason: 'role', needed: 'manager' });
  return runRefund(deps, order, param, staff);
}

/**
 * The diner's cancel of a paid order inside the venue's cancel window (issue 23 item 6; the caller checked
 * the window): everything paid refunded as one refund order, as `refundOrder(…, 'all')` does, its refunding
 * event marked `{"reason":"cancelled by diner","by":"diner"}` so staff see who cancelled.
 */
export function refundOrderForDinerCancel(deps: Deps, order: OrderRow): Promise<Result<RefundOrderView>> {
  return runRefund(deps, order, 'all', null, JSON.stringify({ reason: 'cancelled by diner', by: 'diner' }));
}

async function runRefund(deps: Deps, order: OrderRow, param: RefundParam | 'all', staff: StaffPrincipal | null, eventExtra?: string): Promise<Result<RefundOrderView>> {
  let parsed: z.infer<typeof refundParamSchema> | 'all' = 'all';
  if (param !== 'all') {
    const p = refundParamSchema.safeParse(param ?? {});
    if (!p.success) return err('NOT_VALID', { field: p.error.issues[0]?.path.join('.') || 'param' });
    parsed = p.data;
  }
  const now = nowSeconds(deps.clock);
  const venue = await findVenue(deps.db, order.venueId);
  const refundTradeid = newRefundTradeid(toVenueLocal(now, String(venue?.config.timezone ?? 'Australia/Sydney')).date);

  let reserved: Reserved;
  try {
    reserved = await deps.db.transaction((tx) => reserve(tx, order.id, refundTradeid, parsed, now, eventExtra));
  } catch (e) {
    if (e instanceof Abort) return e.result;
    throw e;
  }
  void publishOrderChange(deps, order.id, 'refunding');

  // The providers, outside any transaction.
  const results: RefundPayment[] = [];
  for (const share of reserved.shares) {
    if (share.type !== PAYMENT_TYPE.card || !share.session) {
      results.push({ ...share, change: 0, ok: true });
      continue;
    }
    const r = await refundCardPayment(deps, share.session, share.amount, refundTradeid);
    results.push({ type: share.type, amount: share.amount, change: 0, session: share.session, ok: r.ok, ...(r.ok ? { reference: r.value } : {}) });
  }

  const { done, after } = await deps.db.transaction(async (tx) => {
    const completed = await complete(deps, tx, reserved, results, nowSeconds(deps.clock));
    // The audit line (issue 23 item 2): who refunded how much, in the refund's own transaction.
    if (completed.done && staff) await recordStaffAction(tx, deps.clock, staff, { action: 'order.refund', tradeid: order.tradeid, amount: completed.done.amount, details: { refund: completed.done.tradeid, full: param === 'all' } });
    return completed;
  });
  void publishOrderChange(deps, order.id, done ? 'refunded' : 'refund failed');
  await after?.();
  if (!done) return err('NETWORK_BUSY', { reason: 'refund' });
  return ok(mapRefundOrder(done, order.tradeid, order.type));
}

/** Step 1 (see the module note), inside the order's lock. */
async function reserve(tx: Services['db'], orderId: number, refundTradeid: string, param: z.infer<typeof refundParamSchema> | 'all', now: number, eventExtra?: string): Promise<Reserved> {
  const locked = (await lockOrder(tx, orderId))!;
  const events = await eventsOf(tx, orderId);
  const paid = locked.feepay;
  if (paid <= 0 || !events.some((e) => e.status === ORDER_EVENT.paid)) throw new Abort(err('NOT_ACCEPTABLE', { from: latestEvent(events)?.status ?? 0, to: ORDER_EVENT.refunding }));
  const earlier = await tx
    .select()
    .from(refundOrders)
    .where(and(eq(refundOrders.orderId, orderId), inArray(refundOrders.state, ['pending', 'done'])));
  const refundedSoFar = earlier.reduce((sum, r) => sum + r.amount, 0);
  const lines = await orderLinesOf(tx, orderId);
  const counts = refundedCounts(lines, earlier);

  // The tip goes back whole and once (issue 24 item 3): with everything, with chosen lines when asked, or alone.
  const tipLeft = tipLeftToRefund(locked.feetips, earlier);
  let amount: number;
  let carts: RefundCart[] = [];
  if (param === 'all' || param.all) {
    const withTip = param === 'all' || param.tip !== false;
    amount = paid - refundedSoFar - (withTip ? 0 : tipLeft);
    carts = remainingCarts(lines, counts);
    if (withTip && tipLeft > 0) carts.push(tipRefundCart(tipLeft));
  } else if (param.lines?.length) {
    const plan = planLineRefund(lines, counts, param.lines, locked);
    if (!plan.ok) throw new Abort(plan);
    amount = plan.value.amount + (param.tip ? tipLeft : 0);
    carts = param.tip && tipLeft > 0 ? [...plan.value.carts, tipRefundCart(tipLeft)] : plan.value.carts;
  } else if (param.tip) {
    if (tipLeft <= 0) throw new Abort(err('NOT_VALID', { field: 'tip', reason: 'noTipLeft' }));
    amount = tipLeft;
    carts = [tipRefundCart(tipLeft)];
  } else {
    amount = param.amount ?? 0;
  }
  const checked = checkRefundAmount(amount, paid, refundedSoFar);
  if (!checked.ok) throw new Abort(checked.code === 'NOT_VALID' && param === 'all' ? err('NOT_ACCEPTABLE', { reason: 'refundExceedsPaid', refundable: 0 }) : checked);

  if (latestEvent(events)?.status !== ORDER_EVENT.refunding) {
    const reason = eventExtra ?? (param !== 'all' && param.reason ? JSON.stringify({ reason: param.reason }) : undefined);
    await appendOrderEvent(tx, locked, ORDER_EVENT.refunding, now, reason);
  }
  await setOrderPaymentStatus(tx, orderId, PAYMENT_STATUS.refunding, now);

  // Card payments first (each up to what is left of it), then the counter.
  const attempts = await tx
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.status, [ATTEMPT_STATUS.succeeded, ATTEMPT_STATUS.refunded])))
    .orderBy(asc(paymentAttempts.id));
  const cards = attempts.filter((a) => a.status === ATTEMPT_STATUS.succeeded || a.refundedAmount > 0);
  const earlierShares = earlier.flatMap((r) => r.payments).filter((p) => p.ok !== false);
  const refundedTo = (type: number) => earlierShares.filter((p) => p.type === type).reduce((sum, p) => sum + p.amount, 0);
  // Tenders (gift cards) paid part of `paid` too: their share goes back to them, not over the counter.
  const byTender = await tenderPaid(tx, orderId);
  const counterPaid = Math.max(0, paid - cards.reduce((sum, a) => sum + a.amount, 0) - byTender);
  const split = allocateRefund(checked.value, [...cards.map((a) => a.amount - a.refundedAmount), byTender - refundedTo(TENDER_PAYMENT_TYPE), counterPaid - refundedTo(PAYMENT_TYPE.counter)]);
  const shares: Reserved['shares'] = [];
  for (const [i, a] of cards.entries()) {
    if (split[i] <= 0) continue;
    await tx.update(paymentAttempts).set({ refundedAmount: a.refundedAmount + split[i], updatedAt: now }).where(eq(paymentAttempts.id, a.id));
    shares.push({ type: PAYMENT_TYPE.card, amount: split[i], session: a.sessionId });
  }
  if (split[cards.length] > 0) shares.push({ type: TENDER_PAYMENT_TYPE, amount: split[cards.length] });
  if (split[cards.length + 1] > 0) shares.push({ type: PAYMENT_TYPE.counter, amount: split[cards.length + 1] });

  const [row] = await tx
    .insert(refundOrders)
    .values({
      orderId,
      tradeid: refundTradeid,
      invoiceCode: randomBytes(18).toString('base64url'),
      state: 'pending',
      status: PAYMENT_STATUS.refunding,
      amount: checked.value,
      carts,
      payments: shares.map((x) => ({ ...x, change: 0 })),
      reason: param !== 'all' ? (param.reason ?? '') : '',
      createdAt: now,
    })
    .returning({ id: refundOrders.id });
  return { refundId: row.id, tradeid: refundTradeid, order: locked, shares };
}

/**
 * Step 3 (see the module note), inside the order's lock. Returns the done refund order (null when
 * nothing was refunded) and the `orderRefunded` hook's after-commit work.
 */
async function complete(deps: Deps, tx: Services['db'], r: Reserved, results: RefundPayment[], now: number) {
  const locked = (await lockOrder(tx, r.order.id))!;
  // The tenders' share goes back to them here, under the order's lock (no provider involved).
  for (const [i, p] of results.entries()) {
    if (p.type !== TENDER_PAYMENT_TYPE || p.ok === false) continue;
    const given = await refundTenders(deps, tx, locked, p.amount, now);
    results[i] = given > 0 ? { ...p, amount: given } : { ...p, ok: false };
  }
  for (const p of results) {
    if (p.ok !== false || !p.session) continue;
    const [a] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.sessionId, p.session));
    if (a) await tx.update(paymentAttempts).set({ refundedAmount: Math.max(0, a.refundedAmount - p.amount), updatedAt: now }).where(eq(paymentAttempts.id, a.id));
  }
  const refunded = results.filter((p) => p.ok !== false).reduce((sum, p) => sum + p.amount, 0);
  if (refunded === 0) {
    await tx.update(refundOrders).set({ state: 'failed', payments: results, completedAt: now }).where(eq(refundOrders.id, r.refundId));
    return { done: null };
  }
  const before = await tx
    .select({ amount: refundOrders.amount })
    .from(refundOrders)
    .where(and(eq(refundOrders.orderId, locked.id), eq(refundOrders.state, 'done')));
  const doneBefore = before.reduce((sum, x) => sum + x.amount, 0);
  const { status, restock, after } = await closeRefund(deps, tx, locked, doneBefore, refunded, now);
  const [done] = await tx
    .update(refundOrders)
    .set({ state: 'done', status, amount: refunded, payments: results, completedAt: now, restocked: restock })
    .where(eq(refundOrders.id, r.refundId))
    .returning();
  return { done, after };
}
