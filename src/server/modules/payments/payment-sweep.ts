/**
 * The stale-payment sweep: an order stays 'paying' (payment status 12) while an attempt is pending,
 * and only the provider's webhook ends it. If the server crashed before that webhook was applied (or
 * the provider's delivery was lost), the order would stay 'paying' for ever — neither paid nor payable.
 * So, at start and then on a timer (`startStalePaymentSweep`, started in app.ts beside the table
 * checkout hold sweep), every attempt pending for longer than `PAYMENT_STALE_MINUTES` is asked of its
 * provider when the provider has a status call (`PaymentProvider.paymentStatus`: the simulator and
 * Stripe do; Adyen has none, so its attempts are left to its webhook, which Adyen retries):
 * - authorised → applied exactly as the provider's webhook would be (`applyPaymentEvent`): the order
 *   becomes paid and the `orderPaid` hook runs, or a success the order can no longer take is refunded;
 * - refused or canceled → the attempt ends and the order is payable again (status 1);
 * - pending, or the provider unreachable → left for the next sweep.
 * The event is recorded under a stable id per attempt and verdict (`sweep:<session>:<kind>`), so two
 * server processes sweeping at once, or a webhook arriving meanwhile, apply it once. An order left
 * 'paying' with no pending attempt at all goes back to payable.
 * Beyond the specifications (orders-and-payments.md §4.10 describes the happy path only).
 */
import { and, eq, lt } from 'drizzle-orm';
import { nowSeconds } from '../../platform/clock';
import { ATTEMPT_STATUS } from '../../providers/payments';
import type { Services } from '../../services';
import { releaseStalePayingOrders } from '../orders';
import { paymentAttempts } from './schema';
import { applyPaymentEvent, type EventOutcome } from './payments';

type Deps = Services;

/**
 * Settles the payment attempts pending for at least `staleMs` milliseconds (see the module note).
 * Answers what was done: `outcomes` per attempt session id, `left` (pending at the provider, no status
 * call, or unreachable) and `orders` (orders put back to payable that had no pending attempt).
 */
export async function settleStalePayments(deps: Deps, staleMs: number): Promise<{ outcomes: Record<string, EventOutcome>; left: number; orders: number }> {
  const before = nowSeconds(deps.clock) - Math.floor(staleMs / 1000);
  const stale = await deps.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.status, ATTEMPT_STATUS.pending), lt(paymentAttempts.createdAt, before)))
    .orderBy(paymentAttempts.id)
    .limit(500);
  const outcomes: Record<string, EventOutcome> = {};
  let left = 0;
  for (const a of stale) {
    const provider = deps.providers.payments.byName(a.provider);
    if (!provider?.paymentStatus) {
      left += 1;
      continue;
    }
    let answer;
    try {
      answer = await provider.paymentStatus({
        attempt: { sessionId: a.sessionId, tradeid: a.tradeid, amount: a.amount, currency: a.currency, providerSession: a.providerSession, providerReference: a.providerReference },
        resultCode: a.resultCode,
        cardLast4: a.cardLast4,
      });
    } catch (e) {
      deps.logger.warn({ err: e, session: a.sessionId }, 'stale payment: the provider could not answer');
      left += 1;
      continue;
    }
    if (answer.kind === 'pending') {
      left += 1;
      continue;
    }
    outcomes[a.sessionId] = await applyPaymentEvent(deps, provider, {
      eventId: `sweep:${a.sessionId}:${answer.kind}`,
      kind: answer.kind,
      sessionId: a.sessionId,
      providerReference: answer.providerReference,
      amount: answer.amount,
      currency: answer.currency,
    });
  }
  // 'Paying' with nothing pending (no attempt can end it): payable again.
  const pendingOrders = await deps.db.selectDistinct({ orderId: paymentAttempts.orderId }).from(paymentAttempts).where(eq(paymentAttempts.status, ATTEMPT_STATUS.pending));
  const freed = await releaseStalePayingOrders(deps.db, before, pendingOrders.map((r) => r.orderId), nowSeconds(deps.clock));
  return { outcomes, left, orders: freed };
}

/**
 * Runs `settleStalePayments` once now (a crash's leftovers) and then every `everyMs` (default: a
 * quarter of `staleMs`, between 1 s and 5 minutes) until the returned stop function is called.
 * Failures are logged and retried on the next tick; a tick never overlaps the previous one.
 */
export function startStalePaymentSweep(deps: Deps, staleMs: number, everyMs = Math.min(300_000, Math.max(1_000, Math.floor(staleMs / 4)))): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    settleStalePayments(deps, staleMs)
      .then((r) => {
        const settled = Object.keys(r.outcomes).length;
        if (settled > 0 || r.orders > 0) deps.logger.info({ settled, outcomes: r.outcomes, orders: r.orders, left: r.left }, 'stale payments settled');
      })
      .catch((e: unknown) => deps.logger.warn({ err: e }, 'stale payment sweep failed'))
      .finally(() => {
        running = false;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
