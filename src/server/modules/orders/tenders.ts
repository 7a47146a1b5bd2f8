/**
 * Tenders and direct orders: what other modules may use to sell something that is not on a menu and
 * to pay part of an order with something that is not a card payment (beyond the spec; the gift cards
 * of accounts-and-loyalty.md §2.16 are the first user).
 *
 * - **Tenders.** Other modules may supply tenders that pay part of an order (a gift card): the app's
 *   `tenders` extension point (platform/hooks.ts), filled when the app is built (compose.ts
 *   `createModuleHooks`) and read through `deps.hooks`. A tender
 *   that took money from an order records it as an `order_payments` row with platform 59 ('Other
 *   Pay', orders-and-payments.md §9) and type `TENDER_PAYMENT_TYPE`, and adds it to `orders.feepay`,
 *   so the amount due of the payment page (`feetopay − (feepay − feepaysurcharge)`) drops by it. When
 *   the order is edited, its tenders are given back first (`releaseTenders`, called by orderEdit in
 *   its transaction): the diner applies them again to the new total.
 * - **Direct orders.** `insertDirectOrder` writes an order whose lines the caller priced itself (no
 *   menu: e.g. one line per gift card), marked `extra.direct = kind`; it is paid through the ordinary
 *   payment flow, at any hour (`isDirectOrder`: the store's opening hours do not apply to it).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { canTransition, ORDER_EVENT, PAYMENT_STATUS } from '../../../domain/order-status';
import { err } from '../../../domain/result';
import { toVenueLocal } from '../../../domain/opening-hours';
import type { TaxLine, Venue } from '../../../domain/types';
import * as s from './schema';
import { Abort, appendOrderEvent, eventsOf, type Tx } from './orders-events';
import { markOrderPaid } from './order-access';
import { touchOrder } from './payment-status';
import { toHookOrder, type OrderRow } from './orders-store';
import type { AfterCommit, Tender } from '../../platform/hooks';
import type { Services } from '../../services';

/** `order_payments.platform` of a tender ('Other Pay'). */
export const TENDER_PAYMENT_PLATFORM = 59;
/** `order_payments.type` of a tender's payment entry. */
export const TENDER_PAYMENT_TYPE = 31;

export type { Tender };

type Deps = Pick<Services, 'hooks'>;

/**
 * Gives back every tender of a locked order inside `tx`: each tender of the app (`deps.hooks.tenders`)
 * releases, their payment entries are deleted and `feepay` drops by what they had paid. Answers the
 * cents given back.
 */
export async function releaseTenders(deps: Deps, tx: Tx, order: Pick<OrderRow, 'id' | 'tradeid'>, nowSeconds: number): Promise<number> {
  let total = 0;
  for (const t of deps.hooks.tenders.list()) total += await t.release(tx, order, nowSeconds);
  if (total > 0) {
    await tx.update(s.orders).set({ feepay: sql`greatest(0, ${s.orders.feepay} - ${total})` }).where(eq(s.orders.id, order.id));
  }
  await tx.delete(s.orderPayments).where(and(eq(s.orderPayments.orderId, order.id), eq(s.orderPayments.type, TENDER_PAYMENT_TYPE)));
  return total;
}

/** The cents tenders paid of an order (its tender payment entries), inside `tx`. */
export async function tenderPaid(tx: Tx, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${s.orderPayments.amount}), 0)::int` })
    .from(s.orderPayments)
    .where(and(eq(s.orderPayments.orderId, orderId), eq(s.orderPayments.type, TENDER_PAYMENT_TYPE)));
  return Number(row?.n ?? 0);
}

/**
 * A refund's tender share (payments/refunds.ts): gives back at most `amount` cents of a locked paid
 * order to the tenders that paid it, in registration order, inside `tx`. The payment entries and
 * `feepay` stay (what was paid stays paid; the refund order records what went back). Answers the cents
 * given back (less than `amount` only when the tenders hold less).
 */
export async function refundTenders(deps: Deps, tx: Tx, order: Pick<OrderRow, 'id' | 'tradeid'>, amount: number, nowSeconds: number): Promise<number> {
  let given = 0;
  for (const t of deps.hooks.tenders.list()) {
    if (given >= amount) break;
    given += await t.refund(tx, order, amount - given, nowSeconds);
  }
  return given;
}

/**
 * Inside `tx`, with the order locked: tender `kind` pays `amount` cents of it (`recordTenderPayment`,
 * notes as there) and, when nothing is left due, the order becomes paid — the paid event (aborting the
 * caller's transaction with FORBIDDEN where the status table does not allow it), payment status paid,
 * and the orderPaid hooks; while something is left due the order is only stamped changed. `now` in
 * seconds. Answers the cents still due and the hooks' after-commit work (undefined while not paid).
 */
export async function payWithTender(
  tx: Tx,
  order: OrderRow,
  kind: string,
  amount: number,
  notes: Record<string, unknown>,
  deps: Services,
  now: number,
): Promise<{ left: number; after?: AfterCommit }> {
  const left = await recordTenderPayment(tx, order, kind, amount, notes);
  if (left > 0) {
    await touchOrder(tx, order.id, now);
    return { left };
  }
  const events = await eventsOf(tx, order.id);
  if (!canTransition(events, ORDER_EVENT.paid, order.categoryType)) throw new Abort(err('FORBIDDEN'));
  await appendOrderEvent(tx, order, ORDER_EVENT.paid, now);
  await markOrderPaid(tx, order.id, now);
  const after = await deps.hooks.run('orderPaid', tx, { order: toHookOrder(order), nowMs: deps.clock.nowMs() }, deps);
  return { left, after };
}

/**
 * Records, inside `tx`, that tender `kind` paid `amount` cents of the locked order: a payment entry
 * (platform 59, type `TENDER_PAYMENT_TYPE`, notes JSON {tender, …notes}) and `feepay += amount`.
 * Answers the cents still due after it.
 */
export async function recordTenderPayment(tx: Tx, order: OrderRow, kind: string, amount: number, notes: Record<string, unknown>): Promise<number> {
  await tx.insert(s.orderPayments).values({ orderId: order.id, amount, change: 0, platform: TENDER_PAYMENT_PLATFORM, type: TENDER_PAYMENT_TYPE, pid: 0, sid: 0, notes: JSON.stringify({ tender: kind, ...notes }) });
  const [row] = await tx.update(s.orders).set({ feepay: sql`${s.orders.feepay} + ${amount}` }).where(eq(s.orders.id, order.id)).returning();
  return amountDue(row);
}

/** The cents still due on an order: `feetopay − (feepay − feepaysurcharge)`, never below 0. */
export function amountDue(o: Pick<OrderRow, 'feetopay' | 'feepay' | 'feepaysurcharge'>): number {
  return Math.max(0, o.feetopay - (o.feepay - o.feepaysurcharge));
}

/** One line of a direct order: a name, a unit price in cents and a count. */
export interface DirectLine {
  name: string;
  price: number;
  count: number;
  /** JSON text kept on the line. */
  extra?: string;
}

/** Whether an order is a direct order (its lines priced by another module, not from a menu). */
export function isDirectOrder(order: Pick<OrderRow, 'extra'>): boolean {
  return typeof order.extra?.direct === 'string';
}

/**
 * Writes, inside `tx`, an unpaid direct order of `kind` at `venue` for the user: category 3 (takeaway,
 * nothing to prepare; a share of a table's bill passes the table's category, 2), source 40, at `tableId` when given (a share of a table's bill), the lines as given,
 * the day's sequence number and the 'placed' event. `feetotal = feetopay = Σ price × count`. No tax
 * unless `taxLines` are given (gift cards are not a taxable supply); a share of a table's bill passes its
 * part of the bill's tax, included in its amount (`feetax`, `feetaxes`; nothing added to the total).
 * Answers the order row.
 */
export async function insertDirectOrder(
  tx: Tx,
  input: { venue: Venue; kind: string; categoryName: string; userId: number | null; sessionId: number | null; lines: DirectLine[]; customer: Record<string, unknown>; now: number; tableId?: number | null; taxLines?: TaxLine[]; categoryType?: number },
): Promise<OrderRow> {
  const { venue, now } = input;
  const local = toVenueLocal(now, String(venue.config.timezone));
  const total = input.lines.reduce((n, l) => n + l.price * l.count, 0);
  const [seq] = await tx
    .insert(s.orderSequences)
    .values({ venueId: venue.id, day: local.date, value: 1 })
    .onConflictDoUpdate({ target: [s.orderSequences.venueId, s.orderSequences.day], set: { value: sql`${s.orderSequences.value} + 1` } })
    .returning({ value: s.orderSequences.value });
  const [order] = await tx
    .insert(s.orders)
    .values({
      // The shape of orders.ts `newTradeid`: 'P' + venue-local YYMMDD + 128 random bits in hex.
      tradeid: `P${local.date.replaceAll('-', '').slice(2)}${randomBytes(16).toString('hex')}`,
      venueId: venue.id,
      venueCode: venue.code,
      userId: input.userId,
      sessionId: input.sessionId,
      // A share of a table's bill (tables module) is read by the diners of that table.
      tableId: input.tableId ?? null,
      seqnum: seq.value,
      seqDay: local.date,
      type: 2,
      source: 40,
      categoryType: input.categoryType ?? 3,
      categoryName: input.categoryName,
      status: PAYMENT_STATUS.unpaid,
      feetotal: total,
      feetopay: total,
      ...(input.taxLines?.length ? { feetax: input.taxLines.reduce((n, l) => n + l.tax, 0), feetaxes: JSON.stringify(input.taxLines) } : {}),
      extra: { direct: input.kind },
      customer: input.customer,
      invoiceCode: randomBytes(18).toString('base64url'),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(s.orderLines).values(
    input.lines.map((l, position) => ({ orderId: order.id, position, lineId: position + 1, status: 1, count: l.count, name: l.name, price: l.price, value: l.price, type: 2, extra: l.extra ?? '{}' })),
  );
  await tx.insert(s.orderEvents).values({ orderId: order.id, status: ORDER_EVENT.placed, datetime: now, extra: JSON.stringify({ seqnum: seq.value }) });
  return order;
}
