import type { PayStatusView } from '../../../domain/contract';
/**
 * Online payment of an order (orders-and-payments.md §2.8, §2.9, §4.10, §5.2, §7.4): the payment
 * configuration, applying a payment (drop-in or hosted checkout) through the provider interface,
 * drop-in details, status and cancel, provider webhooks, refunds, and the payment-data encryptor.
 *
 * Rules:
 * - the amount charged is always the server's amount due (`orders.feetopay`) plus the card surcharge
 *   the server computes (`paymentSurcharge`); a client amount that differs is 'not valid', and an
 *   online payment must be more than 50 cents (`checkOnlinePayment`);
 * - a payment is final only on the provider's signed word: only a verified webhook event moves an
 *   attempt to succeeded and the order to paid (status 2, event 2, paytime);
 * - webhook events are recorded by provider event id in the same transaction that applies them, so a
 *   replay changes nothing; an out-of-order event (a refusal after a success, a success after a
 *   refund) changes nothing either;
 * - a success for an order that can no longer take it (canceled, its stock released, already paid, or
 *   a charged amount that is not the server's) is refunded automatically.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { and, eq, gte } from 'drizzle-orm';
import { checkStoreOpen } from '../../../domain/opening-hours';
import { canTransition, isDineIn, latestEvent, ORDER_EVENT, PAYMENT_STATUS } from '../../../domain/order-status';
import type { Venue } from '../../../domain/types';
import { err, ok, type Result } from '../../../domain/result';
import { paymentSurcharge } from '../../../domain/surcharges';
import { checkOnlinePayment } from '../../../domain/totals';
import type { Viewer } from '../accounts';
import { findVenue, venueCurrencyCode } from '../catalog';
import { nowSeconds } from '../../platform/clock';
import { ATTEMPT_STATUS, PAY_PLATFORM, ProviderError, type AttemptRef, type PaymentEvent, type PaymentProvider } from '../../providers/payments';
import { serverSecret } from '../../platform/secrets';
import type { AfterCommit } from '../../platform/hooks';
import type { Services } from '../../services';
import { Abort, appendOrderEvent, eventsOf, holdExtraDiscounts, lockOrder, publishOrderChange } from '../orders';
import { canReadOrder, findOrderByTradeid, isDirectOrder, markOrderPayable, recordCardPayment, setOrderPaymentStatus, toHookOrder, type OrderRow } from '../orders';
import { recordProviderRefund } from './refund-records';
import { paymentAttempts, webhookEvents } from './schema';

type Deps = Services;
type AttemptRow = typeof paymentAttempts.$inferSelect;

const ref = (a: AttemptRow): AttemptRef => ({
  sessionId: a.sessionId,
  tradeid: a.tradeid,
  amount: a.amount,
  currency: a.currency,
  providerSession: a.providerSession,
  providerReference: a.providerReference,
});

/** ISO 4217 code of the venue's brand (e.g. 'AUD'; 'AUD' when unknown). */
async function venueCurrency(deps: Pick<Services, 'db'>, venueId: number): Promise<string> {
  return (await venueCurrencyCode(deps.db, venueId)) ?? 'AUD';
}

/** The amount due and the card surcharge the server charges for an order now (cents). */
export async function paymentAmounts(deps: Pick<Services, 'db'>, order: OrderRow) {
  const venue = await findVenue(deps.db, order.venueId);
  const method = venue?.payments[0];
  const amount = Math.max(0, order.feetopay - (order.feepay - order.feepaysurcharge));
  const surcharge = paymentSurcharge(method?.surcharge ?? 0, amount, order.feepaysurcharge);
  return { venue, amount, surcharge, description: method?.shopper_statement || venue?.name || 'Order' };
}

/**
 * A payment attempt's status (orderPayStatus, and the orderPayStatusChanged payload; orders-and-payments.md §7.4):
 * status 1 pending, 2 succeeded, 3 failed, 4 canceled, 5 refunded; the provider's last result code ('' none).
 */

function publishPayStatus(deps: Pick<Services, 'pubsub'>, a: Pick<AttemptRow, 'sessionId' | 'status' | 'tradeid' | 'resultCode'>) {
  const payload: PayStatusView = { status: a.status, session_id: a.sessionId, tradeid: a.tradeid, result_code: a.resultCode };
  deps.pubsub.publish('orderPayStatusChanged', a.sessionId, payload);
}

// ——— configuration

/**
 * orderPayConfiguration: country, currency, environment ('test' for the simulator) and the provider's
 * payment methods as a JSON string. Errors: NOT_FOUND (venue), NOT_ACCEPTABLE (unknown platform or a
 * provider that is not configured). Spec: orders-and-payments.md §3.12, §7.4.
 * `q.reference` must already be the viewer's own shopper reference: the GraphQL resolvers call this
 * through `payConfigurationForViewer` (payments-stored.ts), which puts it there; never pass a client's.
 */
export async function getPayConfiguration(deps: Deps, viewer: Viewer | null, q: { venue_code: string; platform: number; amount?: number | null; reference?: string | null }, baseUrl: string) {
  const venue = await findVenue(deps.db, q.venue_code);
  if (!venue) return err('NOT_FOUND');
  const provider = deps.providers.payments.forPlatform(q.platform);
  if (!provider) return err('NOT_ACCEPTABLE', { reason: 'platform' });
  const currency = await venueCurrency(deps, venue.id);
  const countryCode = (venue.country || 'AU').toUpperCase();
  try {
    const methods = await provider.paymentMethods({ amount: q.amount ?? 0, currency, countryCode, shopperReference: viewer?.userId ? q.reference ?? undefined : undefined, baseUrl });
    return ok({ country_code: countryCode, currency, environment: provider.environment, payment_methods: JSON.stringify(methods ?? {}) });
  } catch (e) {
    deps.logger.warn({ err: e }, 'payment methods failed');
    return err('NETWORK_BUSY');
  }
}

// ——— apply

/** orderPayApply's pay param (orders-and-payments.md §7.4), amounts in cents. */
export interface PayInput {
  platform: number;
  amount: number;
  surcharge?: number | null;
  success_url?: string | null;
  cancel_url?: string | null;
  email?: string | null;
  payment_method?: string | null;
  browser_info?: string | null;
  risk_data?: string | null;
  return_url?: string | null;
  /** The member's own shopper reference, set by `applyPaymentForViewer` (payments-stored.ts), never a client's. */
  reference?: string | null;
  store_payment_method?: boolean | null;
}

/**
 * orderPayApply(tradeid, {pay}): starts a payment of the order's amount due. Continuing a pending
 * payment of the same platform returns it again. Answer: our `session_id` (for orderPayStatus), the
 * provider's `session_data` (hosted: the URL to redirect to; drop-in: the action JSON) and its
 * `result_code`.
 * Errors: 'invalid token'; 'not found'; 'not acceptable' (unknown platform); 'forbidden' (already
 * paid); 'not valid' (canceled order, or an amount/surcharge other than the server's);
 * PAYMENT_BELOW_MINIMUM (≤ 50 cents); 'Paying' (another payment pending); 'network busy' (provider);
 * 'store closed' {payable: false} for a dine-in order when the venue turned paying at the table off
 * (`tablepayments` 0: 'Please pay at counter' — the diner is at the venue), and {payable: true} for
 * an ASAP order that is not dine-in (no scheduled time) while the venue is closed ('Shop is not ready
 * at the order time, please check and reschedule'). Seated diners may always pay what they ordered.
 * Spec: orders-and-payments.md §2.8, §4.8, §4.10, §5.2, §7.4, §8.2.
 */
export async function applyPayment(deps: Deps, viewer: Viewer | null, tradeid: string, pay: PayInput, baseUrl: string): Promise<Result<{ session_id: string; session_data: string; result_code: string }>> {
  if (!viewer) return err('INVALID_TOKEN');
  const order = await findOrderByTradeid(deps.db, tradeid);
  if (!order || !canReadOrder(order, viewer)) return err('NOT_FOUND');
  const provider = deps.providers.payments.forPlatform(pay.platform);
  if (!provider) return err('NOT_ACCEPTABLE', { reason: 'platform' });
  if (order.status === PAYMENT_STATUS.paid) return err('FORBIDDEN');
  if (order.status !== PAYMENT_STATUS.unpaid && order.status !== PAYMENT_STATUS.paying) return err('NOT_VALID', { field: 'status' });
  if (order.stockReleased) return err('NOT_VALID', { field: 'status' });

  const { venue, amount, surcharge, description } = await paymentAmounts(deps, order);
  if (!venue) return err('NOT_FOUND');
  const closed = payClosed(venue, order, nowSeconds(deps.clock));
  if (closed) return closed;
  if (pay.amount !== amount || (pay.surcharge ?? 0) !== surcharge) return err('NOT_VALID', { field: 'amount', expected: amount, surcharge });
  const charged = checkOnlinePayment(amount, surcharge);
  if (!charged.ok) return charged;
  const now = nowSeconds(deps.clock);

  const [pending] = await deps.db.select().from(paymentAttempts).where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, ATTEMPT_STATUS.pending)));
  if (pending) {
    if (pending.provider === provider.name && pending.platform === pay.platform && pending.amount === charged.value) {
      const data = pending.provider === 'simulator' || pay.platform === PAY_PLATFORM.hosted ? await resumeData(deps, pending, provider, baseUrl) : null;
      // The simulator's own page takes the shopper back wherever the attempt stands (card, or its challenge).
      if (data) return ok({ session_id: pending.sessionId, session_data: data, result_code: pending.provider === 'simulator' ? 'RedirectShopper' : pending.resultCode || 'RedirectShopper' });
    }
    return err('PAYING');
  }

  // The browser only ever goes back to this site: a return URL elsewhere would make us an open redirect.
  for (const field of ['return_url', 'success_url', 'cancel_url'] as const) {
    if (pay[field] && !isOwnUrl(pay[field], baseUrl)) return err('NOT_VALID', { field });
  }
  const sessionId = randomBytes(24).toString('base64url');
  const currency = await venueCurrency(deps, order.venueId);
  const absolute = (url: string | null | undefined) => (url ? new URL(url, baseUrl).href : undefined);
  const returnUrl = absolute(pay.return_url) || `${baseUrl}/pay/callback?platform=${pay.platform}&sessionId=${encodeURIComponent(sessionId)}&tid=${encodeURIComponent(tradeid)}&vid=${order.venueId}`;
  try {
    await deps.db.transaction(async (tx) => {
      const locked = (await lockOrder(tx, order.id))!;
      if (locked.status !== PAYMENT_STATUS.unpaid && locked.status !== PAYMENT_STATUS.paying) throw new Abort(err('FORBIDDEN'));
      const [other] = await tx.select({ id: paymentAttempts.id }).from(paymentAttempts).where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, ATTEMPT_STATUS.pending)));
      if (other) throw new Abort(err('PAYING'));
      // What the order's discounts hold until paid (a voucher) is held again for this payment, or the
      // payment is refused when another order took it meanwhile (issue 26 item 9).
      const held = await holdExtraDiscounts(deps, tx, order.id, now);
      if (!held.ok) throw new Abort(held);
      await tx.insert(paymentAttempts).values({
        sessionId,
        orderId: order.id,
        tradeid,
        venueId: order.venueId,
        provider: provider.name,
        platform: pay.platform,
        amount: charged.value,
        surcharge,
        currency,
        status: ATTEMPT_STATUS.pending,
        returnUrl,
        email: pay.email ?? '',
        createdAt: now,
        updatedAt: now,
      });
      await setOrderPaymentStatus(tx, order.id, PAYMENT_STATUS.paying, now);
    });
  } catch (e) {
    if (e instanceof Abort) return e.result;
    throw e;
  }

  let created;
  try {
    created = await provider.createPayment({
      sessionId,
      tradeid,
      amount: charged.value,
      currency,
      countryCode: (venue.country || 'AU').toUpperCase(),
      description,
      baseUrl,
      shape: pay.platform === PAY_PLATFORM.hosted ? 'hosted' : 'dropIn',
      returnUrl,
      successUrl: absolute(pay.success_url),
      cancelUrl: absolute(pay.cancel_url),
      email: pay.email ?? undefined,
      paymentMethod: pay.payment_method ?? undefined,
      browserInfo: pay.browser_info ?? undefined,
      riskData: pay.risk_data ?? undefined,
      shopperReference: pay.reference ?? undefined,
      storePaymentMethod: pay.store_payment_method ?? undefined,
    });
  } catch (e) {
    deps.logger.warn({ err: e, tradeid }, 'payment provider refused to start a payment');
    await finishAttempt(deps, sessionId, ATTEMPT_STATUS.failed, 'Error');
    return err(e instanceof ProviderError && e.status && e.status < 500 ? 'NOT_ACCEPTABLE' : 'NETWORK_BUSY');
  }
  await deps.db
    .update(paymentAttempts)
    .set({ providerSession: created.providerSession ?? null, providerReference: created.providerReference ?? null, resultCode: created.resultCode, updatedAt: now })
    .where(eq(paymentAttempts.sessionId, sessionId));
  // A synchronous refusal is final (a failure needs no signature to be safe); a synchronous success is not.
  if (['Refused', 'Error', 'Cancelled'].includes(created.resultCode)) await finishAttempt(deps, sessionId, ATTEMPT_STATUS.failed, created.resultCode);
  else publishPayStatus(deps, { sessionId, status: ATTEMPT_STATUS.pending, tradeid, resultCode: created.resultCode });
  return ok({ session_id: sessionId, session_data: created.sessionData, result_code: created.resultCode });
}

/** 'store closed' {payable} when the order cannot be paid online now (see applyPayment), else null. */
function payClosed(venue: Venue, order: OrderRow, now: number): Result<never> | null {
  // A direct order (gift cards) is not prepared by the kitchen: it may be paid at any hour.
  if (isDirectOrder(order)) return null;
  const dineIn = isDineIn(order.categoryType);
  // `payable` is a boolean in the contract (§8.2); the catalogue's params type says string | number.
  const closed = () => err('STORE_CLOSED', { payable: !dineIn } as unknown as Record<string, number>);
  if (dineIn) return Number(venue.config.tablepayments ?? 1) === 0 ? closed() : null;
  if (order.validtime > 0) return null;
  return checkStoreOpen(venue, now, { categoryType: order.categoryType }).ok ? null : closed();
}

async function resumeData(deps: Deps, a: AttemptRow, provider: PaymentProvider, baseUrl: string): Promise<string | null> {
  if (provider.name === 'simulator') {
    const url = `${baseUrl}/pay/simulator/${encodeURIComponent(a.sessionId)}`;
    return a.platform === PAY_PLATFORM.hosted ? url : JSON.stringify({ type: 'redirect', method: 'GET', url });
  }
  deps.logger.debug({ session: a.sessionId }, 'pending hosted payment cannot be resumed; a new one is needed');
  return null;
}

/** Moves a pending attempt to failed/canceled, puts a paying order back to unpaid, publishes. */
async function finishAttempt(deps: Deps, sessionId: string, status: number, resultCode: string): Promise<void> {
  const now = nowSeconds(deps.clock);
  const result = await deps.db.transaction(async (tx) => {
    const [a] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.sessionId, sessionId)).for('update');
    if (!a || a.status !== ATTEMPT_STATUS.pending) return null;
    await tx.update(paymentAttempts).set({ status, resultCode, updatedAt: now }).where(eq(paymentAttempts.id, a.id));
    await settleOrderStatus(tx, a.orderId, now);
    const after = status === ATTEMPT_STATUS.failed ? await paymentFailed(deps, tx, a.orderId) : undefined;
    return { attempt: { ...a, status, resultCode }, after };
  });
  const attempt = result?.attempt;
  await result?.after?.();
  if (attempt) {
    publishPayStatus(deps, attempt);
    void publishOrderChange(deps, attempt.orderId, 'payment ended');
  }
}

/** Runs the `paymentFailed` hook for order `orderId` in `tx` (a card refused: what the order held is given back). */
async function paymentFailed(deps: Deps, tx: Services['db'], orderId: number): Promise<AfterCommit | undefined> {
  const order = await lockOrder(tx, orderId);
  if (!order) return undefined;
  return deps.hooks.run('paymentFailed', tx, { order: toHookOrder(order), nowMs: deps.clock.nowMs() }, deps);
}

/** A paying order (12) with no pending attempt left goes back to unpaid (1). */
async function settleOrderStatus(tx: Services['db'], orderId: number, now: number): Promise<void> {
  const [pending] = await tx.select({ id: paymentAttempts.id }).from(paymentAttempts).where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, ATTEMPT_STATUS.pending)));
  if (!pending) await markOrderPayable(tx, orderId, now);
}

// ——— details, status, cancel, errors, stored methods

/**
 * orderPayAdditionDetails: passes drop-in details ({details: {redirectResult}} …) to the provider for
 * the order's pending attempt. Answer: `code` (the provider's result code) and `data` (its action JSON).
 * A refusal ends the attempt; a success still waits for the webhook. Errors: NOT_FOUND, NOT_VALID (bad JSON).
 */
export async function submitPayDetails(deps: Deps, viewer: Viewer | null, q: { platform: number; trade_id?: string | null; details: string }) {
  const order = q.trade_id ? await findOrderByTradeid(deps.db, q.trade_id) : null;
  if (!order || !canReadOrder(order, viewer)) return err('NOT_FOUND');
  let details: unknown;
  try {
    details = JSON.parse(q.details);
  } catch {
    return err('NOT_VALID', { field: 'details' });
  }
  const [attempt] = await deps.db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.platform, q.platform)))
    .orderBy(paymentAttempts.id);
  const last = attempt ? (await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id))).sort((a, b) => b.id - a.id)[0] : undefined;
  if (!last) return err('NOT_FOUND');
  const provider = deps.providers.payments.byName(last.provider);
  if (!provider) return err('NOT_ACCEPTABLE');
  try {
    const answer = await provider.submitDetails({ attempt: ref(last), details });
    await deps.db
      .update(paymentAttempts)
      .set({ resultCode: answer.resultCode, ...(answer.providerReference ? { providerReference: answer.providerReference } : {}), updatedAt: nowSeconds(deps.clock) })
      .where(eq(paymentAttempts.id, last.id));
    if (['Refused', 'Error', 'Cancelled'].includes(answer.resultCode)) await finishAttempt(deps, last.sessionId, ATTEMPT_STATUS.failed, answer.resultCode);
    return ok({ code: answer.resultCode, data: JSON.stringify(answer.action ?? {}) });
  } catch (e) {
    deps.logger.warn({ err: e }, 'payment details failed');
    return err('NETWORK_BUSY');
  }
}

/**
 * orderPayStatus(platform, session_id): 1 pending, 2 succeeded, 3 failed, 4 canceled, 5 refunded.
 * The session id is an unguessable bearer of its own. Errors: NOT_FOUND.
 */
export async function getPayStatus(deps: Pick<Services, 'db'>, sessionId: string): Promise<Result<PayStatusView>> {
  const [a] = await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.sessionId, sessionId));
  if (!a) return err('NOT_FOUND');
  return ok({ status: a.status, session_id: a.sessionId, tradeid: a.tradeid, result_code: a.resultCode });
}

/**
 * Whether `url` leads back to this site: an absolute http(s) URL on the host of `baseUrl` (the
 * scheme may differ behind a TLS proxy), or a path starting with a single '/'. Beyond the spec: the
 * client names the return, success and cancel URLs (§7.4), so they are checked, never trusted.
 */
export function isOwnUrl(url: string, baseUrl: string): boolean {
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return true;
  try {
    const u = new URL(url);
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.host === new URL(baseUrl).host && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/**
 * orderPayCancel(tradeid): cancels the order's pending payment (best effort at the provider); the
 * order goes back to unpaid. A late success of that payment still pays the order if it can take it,
 * else it is refunded. Errors: NOT_FOUND. Spec: orders-and-payments.md §4.7, §7.2.
 */
export async function cancelPayment(deps: Deps, viewer: Viewer | null, tradeid: string): Promise<Result<boolean>> {
  const order = await findOrderByTradeid(deps.db, tradeid);
  if (!order || !canReadOrder(order, viewer)) return err('NOT_FOUND');
  await cancelPendingAttempts(deps, order.id);
  // What the payment held goes with it (a table's checkout lock, ADR 6).
  const after = await deps.hooks.run('paymentCancelled', deps.db, { order: toHookOrder(order), nowMs: deps.clock.nowMs() }, deps);
  await after();
  return ok(true);
}

/**
 * Cancels an order's pending payment attempts, at the provider (best effort) and here (status 4, the
 * order back to unpaid when none is left). With `createdBefore` (seconds since the epoch), only the
 * attempts started before it. Answers how many were cancelled.
 */
export async function cancelPendingAttempts(deps: Deps, orderId: number, createdBefore?: number): Promise<number> {
  const pending = await deps.db.select().from(paymentAttempts).where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, ATTEMPT_STATUS.pending)));
  const stale = pending.filter((a) => createdBefore === undefined || a.createdAt < createdBefore);
  for (const a of stale) {
    await deps.providers.payments.byName(a.provider)?.cancel({ attempt: ref(a) }).catch(() => undefined);
    await finishAttempt(deps, a.sessionId, ATTEMPT_STATUS.canceled, 'Cancelled');
  }
  return stale.length;
}

/** Whether an order has a payment attempt still pending (status 1). */
export async function hasPendingPayment(db: Pick<Services['db'], 'select'>, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, ATTEMPT_STATUS.pending)))
    .limit(1);
  return row !== undefined;
}

/** Whether order `orderId` has a payment attempt started at or after `sinceSeconds` (seconds since the epoch), whatever its status. */
export async function hasPaymentAttemptSince(db: Pick<Services['db'], 'select'>, orderId: number, sinceSeconds: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentAttempts.id })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), gte(paymentAttempts.createdAt, sinceSeconds)))
    .limit(1);
  return row !== undefined;
}

/** orderPayError: a drop-in error reported by the client, logged. Always true. */
export function reportPayError(deps: Pick<Services, 'logger'>, q: { venue_code: string; platform: number; trade_id?: string | null; error?: string | null }): boolean {
  deps.logger.warn({ venue: q.venue_code, platform: q.platform, tradeid: q.trade_id, error: String(q.error ?? '').slice(0, 1000) }, 'payment drop-in error');
  return true;
}

// ——— webhooks

/**
 * Handles a provider webhook: verifies it on the raw body (401 when unsigned or altered, nothing
 * changes), applies each event once, and answers what the provider expects. `providerName` is the
 * last path segment of /pay/webhook/:provider (404 when that provider is not configured).
 */
export async function handlePaymentWebhook(deps: Deps, providerName: string, raw: Buffer, headers: IncomingHttpHeaders): Promise<{ status: number; body: string }> {
  const provider = deps.providers.payments.byName(providerName);
  // The simulator's webhook exists only while the simulator takes payments (PAYMENT_PROVIDER=simulator).
  if (!provider || (provider.name === 'simulator' && deps.config.PAYMENT_PROVIDER !== 'simulator')) return { status: 404, body: 'unknown provider' };
  const events = await provider.verifyWebhook(raw, headers, nowSeconds(deps.clock));
  if (!events) {
    deps.logger.warn({ provider: providerName }, 'refused an unsigned or altered payment webhook');
    return { status: 401, body: 'invalid signature' };
  }
  for (const event of events) await applyPaymentEvent(deps, provider, event);
  return { status: 200, body: provider.webhookAck };
}

/** What applying one event did. */
export type EventOutcome = 'duplicate' | 'unknown' | 'ignored' | 'paid' | 'refund' | 'failed' | 'canceled' | 'refunded';

/**
 * Applies one verified provider event, once: the event id is recorded in the same transaction
 * (a replay is 'duplicate'). See the module note for the rules. Publishes after commit and refunds
 * automatically a success the order cannot take.
 */
export async function applyPaymentEvent(deps: Deps, provider: PaymentProvider, ev: PaymentEvent): Promise<EventOutcome> {
  const now = nowSeconds(deps.clock);
  const result = await deps.db.transaction(async (tx): Promise<{ outcome: EventOutcome; attempt?: AttemptRow; refundReason?: string; after?: AfterCommit }> => {
    const [recorded] = await tx.insert(webhookEvents).values({ provider: provider.name, eventId: ev.eventId }).onConflictDoNothing().returning({ id: webhookEvents.id });
    if (!recorded) return { outcome: 'duplicate' };
    // Our own session id first (the provider echoes it), then the provider's session, then its reference.
    let attempt: AttemptRow | undefined;
    for (const condition of [
      ev.sessionId ? eq(paymentAttempts.sessionId, ev.sessionId) : undefined,
      ev.providerSession ? eq(paymentAttempts.providerSession, ev.providerSession) : undefined,
      ev.providerReference ? eq(paymentAttempts.providerReference, ev.providerReference) : undefined,
    ]) {
      if (!condition || attempt) continue;
      [attempt] = await tx.select().from(paymentAttempts).where(and(eq(paymentAttempts.provider, provider.name), condition)).for('update');
    }
    const record = async (outcome: EventOutcome) => {
      await tx.update(webhookEvents).set({ outcome }).where(eq(webhookEvents.id, recorded.id));
      return outcome;
    };
    if (!attempt) return { outcome: await record('unknown') };
    const set = (patch: Partial<AttemptRow>) => tx.update(paymentAttempts).set({ ...patch, updatedAt: now }).where(eq(paymentAttempts.id, attempt.id));
    const card = { ...(ev.cardBrand ? { cardBrand: ev.cardBrand.slice(0, 30) } : {}), ...(ev.cardLast4 ? { cardLast4: ev.cardLast4.replace(/\D/g, '').slice(-4) } : {}) };

    switch (ev.kind) {
      case 'authorised': {
        if (attempt.status === ATTEMPT_STATUS.succeeded || attempt.status === ATTEMPT_STATUS.refunded) return { outcome: await record('ignored') };
        const reference = ev.providerReference ?? attempt.providerReference;
        const order = (await lockOrder(tx, attempt.orderId))!;
        const events = await eventsOf(tx, order.id);
        const amountOk = ev.amount === attempt.amount && (!ev.currency || ev.currency.toUpperCase() === attempt.currency.toUpperCase());
        const canTake =
          amountOk &&
          (order.status === PAYMENT_STATUS.unpaid || order.status === PAYMENT_STATUS.paying) &&
          !order.stockReleased &&
          latestEvent(events)?.status !== ORDER_EVENT.canceled &&
          canTransition(events, ORDER_EVENT.paid, order.categoryType);
        await set({ status: ATTEMPT_STATUS.succeeded, resultCode: 'Authorised', providerReference: reference, ...card });
        const updated = { ...attempt, status: ATTEMPT_STATUS.succeeded, providerReference: reference ?? null, resultCode: 'Authorised' };
        if (!canTake) {
          const reason = !amountOk ? 'amount differs from the server total' : 'order can no longer take the payment';
          await tx.update(paymentAttempts).set({ refundReason: reason }).where(eq(paymentAttempts.id, attempt.id));
          await settleOrderStatus(tx, order.id, now);
          return { outcome: await record('refund'), attempt: updated, refundReason: reason };
        }
        await appendOrderEvent(tx, order, ORDER_EVENT.paid, now);
        await recordCardPayment(
          tx,
          order,
          {
            amount: attempt.amount,
            surcharge: attempt.surcharge,
            platform: attempt.platform,
            notes: { provider: provider.name, session: attempt.sessionId, brand: ev.cardBrand ?? attempt.cardBrand, last4: card.cardLast4 ?? attempt.cardLast4, surcharge: attempt.surcharge },
          },
          now,
        );
        // Any other pending attempt of this order is over.
        await tx
          .update(paymentAttempts)
          .set({ status: ATTEMPT_STATUS.canceled, updatedAt: now })
          .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, ATTEMPT_STATUS.pending)));
        // Whoever listens (a table sitting's lines become paid, …) records it in this transaction.
        const after = await deps.hooks.run('orderPaid', tx, { order: toHookOrder(order), nowMs: deps.clock.nowMs() }, deps);
        return { outcome: await record('paid'), attempt: updated, after };
      }
      case 'refused':
      case 'canceled': {
        if (attempt.status !== ATTEMPT_STATUS.pending) return { outcome: await record('ignored') };
        const status = ev.kind === 'refused' ? ATTEMPT_STATUS.failed : ATTEMPT_STATUS.canceled;
        await set({ status, resultCode: ev.kind === 'refused' ? 'Refused' : 'Cancelled', ...card });
        await settleOrderStatus(tx, attempt.orderId, now);
        // A refused card gives back at once what the order held (a voucher: issue 26 item 9).
        const after = ev.kind === 'refused' ? await paymentFailed(deps, tx, attempt.orderId) : undefined;
        return { outcome: await record(ev.kind === 'refused' ? 'failed' : 'canceled'), attempt: { ...attempt, status }, after };
      }
      case 'refunded': {
        if (attempt.status !== ATTEMPT_STATUS.succeeded) return { outcome: await record('ignored') };
        // Confirmation of Platter's own (possibly partial) refund: refundCardPayment already recorded it.
        if (attempt.refundedAmount > 0) return { outcome: await record('ignored') };
        // A refund made at the provider (its dashboard): the refund order a staff refund would write, once.
        const made = await recordProviderRefund(deps, tx, attempt, ev.amount, ev.refundReference ?? ev.providerReference ?? '', now);
        if (!made) return { outcome: await record('ignored') };
        return { outcome: await record('refunded'), attempt: { ...attempt, status: made.attemptStatus }, after: made.after };
      }
      default:
        return { outcome: await record('ignored') };
    }
  });

  if (result.attempt) {
    if (result.outcome === 'refund') await autoRefund(deps, provider, result.attempt, result.refundReason ?? '');
    else publishPayStatus(deps, result.attempt);
    void publishOrderChange(deps, result.attempt.orderId, `payment ${result.outcome}`);
  }
  await result.after?.();
  return result.outcome;
}

/** Refunds a success the order could not take; the attempt ends refunded (5), or stays succeeded with the error logged. */
async function autoRefund(deps: Deps, provider: PaymentProvider, attempt: AttemptRow, reason: string): Promise<void> {
  const refund = await provider.refund({ attempt: ref(attempt), amount: attempt.amount }).catch((e: Error) => ({ ok: false as const, error: e.message, reference: undefined }));
  if (refund.ok) {
    await deps.db
      .update(paymentAttempts)
      .set({ status: ATTEMPT_STATUS.refunded, refundReference: refund.reference ?? '', updatedAt: nowSeconds(deps.clock) })
      .where(eq(paymentAttempts.id, attempt.id));
    deps.logger.warn({ tradeid: attempt.tradeid, session: attempt.sessionId, reason }, 'payment refunded automatically');
    publishPayStatus(deps, { ...attempt, status: ATTEMPT_STATUS.refunded });
  } else {
    deps.logger.error({ tradeid: attempt.tradeid, session: attempt.sessionId, reason, error: refund.error }, 'automatic refund FAILED: refund by hand');
    publishPayStatus(deps, { ...attempt, status: ATTEMPT_STATUS.failed });
  }
}

/**
 * Refunds `amount` cents of one captured card payment (the attempt of session `sessionId`) through its
 * provider: a part (partial refund) or all of it. The caller has already reserved the amount in
 * `payment_attempts.refunded_amount` under the order's lock (so refunds never exceed what was charged);
 * `reference` — the refund order's trade id — keys the provider call, so a retry of the same refund
 * never refunds twice. Once everything charged is refunded the attempt becomes refunded (5) and
 * orderPayStatusChanged is published.
 * @returns the provider's refund reference. Errors: NOT_FOUND (no such attempt), NETWORK_BUSY
 * {reason: 'refund'} when the provider refuses or cannot be reached (the caller gives the reservation back).
 * Spec: orders-and-payments.md §3.2 refund_orders.payments, §4.1.
 */
export async function refundCardPayment(deps: Deps, sessionId: string, amount: number, reference: string): Promise<Result<string>> {
  const [a] = await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.sessionId, sessionId));
  if (!a) return err('NOT_FOUND');
  const provider = deps.providers.payments.byName(a.provider);
  const refund = provider
    ? await provider.refund({ attempt: ref(a), amount, reference }).catch((e: Error) => ({ ok: false as const, error: e.message, reference: undefined }))
    : { ok: false as const, error: 'provider not configured', reference: undefined };
  if (!refund.ok) {
    deps.logger.error({ session: a.sessionId, amount, reference, error: refund.error ?? '' }, 'refund failed');
    return err('NETWORK_BUSY', { reason: 'refund' });
  }
  const [now] = await deps.db
    .update(paymentAttempts)
    .set({ refundReference: refund.reference ?? '', refundReason: a.refundReason ?? 'staff refund', updatedAt: nowSeconds(deps.clock) })
    .where(eq(paymentAttempts.id, a.id))
    .returning();
  if (now && now.refundedAmount >= now.amount && now.status === ATTEMPT_STATUS.succeeded) {
    await deps.db.update(paymentAttempts).set({ status: ATTEMPT_STATUS.refunded }).where(and(eq(paymentAttempts.id, a.id), eq(paymentAttempts.status, ATTEMPT_STATUS.succeeded)));
    publishPayStatus(deps, { ...a, status: ATTEMPT_STATUS.refunded });
  }
  return ok(refund.reference ?? '');
}

// ——— payment-data encryptor (§2.8, §7.4)

const IV_BYTES = 12;
const TAG_BYTES = 16;

async function dataKey(deps: Pick<Services, 'db' | 'config'>): Promise<Buffer> {
  return serverSecret(deps.db, 'payment_data_key', deps.config.PAYMENT_DATA_KEY);
}

/**
 * Encrypts the payment parameters (a JSON string) with AES-256-GCM under the server's key:
 * base64url(iv ‖ ciphertext ‖ tag). Spec: orders-and-payments.md §2.4 (hosted checkout ?data=), §7.4.
 */
export async function encryptPaymentData(deps: Pick<Services, 'db' | 'config'>, plaintext: string): Promise<string> {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', await dataKey(deps), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** Decrypts `encryptPaymentData`'s output; null when it was altered, truncated or made with another key. */
export async function decryptPaymentData(deps: Pick<Services, 'db' | 'config'>, data: string): Promise<string | null> {
  try {
    const raw = Buffer.from(data, 'base64url');
    if (raw.length < IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', await dataKey(deps), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The attempt row of a session id (for the simulator page), or null. */
export async function findAttempt(deps: Pick<Services, 'db'>, sessionId: string): Promise<AttemptRow | null> {
  const [a] = await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.sessionId, sessionId));
  return a ?? null;
}
