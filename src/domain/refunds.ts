/**
 * Refunds of an order, pure (orders-and-payments.md §2.2, §2.4 'Refund x n' and 'total refund', §3.2
 * refund_orders, §4.1, §4.2 'partialRefund'):
 * - what is left to refund of each line after earlier refund orders (`refundedCounts`);
 * - the refund order of chosen lines and quantities (`planLineRefund`): its lines, each pointing back to
 *   the original (extra.rpsid = the original's gid, else sid; extra.position = its position) and its
 *   amount, the lines' share of what the items cost the diner;
 * - the cap: never more than was paid minus what was already refunded (`checkRefundAmount`);
 * - the status of a refund order and of the order after it (`refundStatusAfter`).
 * Money in integer cents.
 */
import { mapCartEntries } from './cart-lines';
import { PAYMENT_STATUS } from './order-status';
import { err, ok, type Result } from './result';
import { LINE_TYPE, type CartLine } from './types';

/** A refund order's line (§3.2 refund_orders.carts). */
export interface RefundCart {
  count: number;
  type: number;
  tid: number;
  pid: number;
  sid: number;
  gid: number;
  menu_id: number;
  store_id: number;
  /** JSON {rpsid: the original line's gid (else sid), position: the original line's position}. */
  extra: string;
}

/** One chosen item: the position of its head line in the order's carts and how many to refund. */
export interface RefundLineRequest {
  position: number;
  count: number;
}

/** The order fees a line refund is priced from (cents). */
export interface RefundOrderFees {
  feetotal: number;
  feediscount: number;
  feetaxextra: number;
}

/** A planned refund: the refund order's lines and its amount (cents). */
export interface RefundPlan {
  amount: number;
  carts: RefundCart[];
}

const HEAD_TYPES: readonly number[] = [LINE_TYPE.product, LINE_TYPE.productVariant, LINE_TYPE.setMenu, LINE_TYPE.combo];

/** Reads a refund line's extra JSON: rpsid and position (−1 when absent or unreadable). */
export function readRefundExtra(extra: string): { rpsid: number; position: number } {
  try {
    const v = JSON.parse(extra || '{}') as Record<string, unknown>;
    return { rpsid: Number(v.rpsid) || 0, position: Number.isInteger(v.position) ? (v.position as number) : -1 };
  } catch {
    return { rpsid: 0, position: -1 };
  }
}

const sameLine = (l: CartLine, r: RefundCart) =>
  l.type === r.type && l.tid === r.tid && l.pid === r.pid && l.sid === r.sid && l.gid === r.gid && l.menu_id === r.menu_id && l.store_id === r.store_id;

/**
 * How many of each line (by position) earlier refund orders took back: a refund line counts for the
 * line at its extra.position when that line has the same identity (type, tid, pid, sid, gid, menu_id,
 * store_id, §3.2), else for the first line with that identity.
 */
export function refundedCounts(lines: readonly CartLine[], refunds: readonly { carts: readonly RefundCart[] }[]): number[] {
  const out = lines.map(() => 0);
  for (const refund of refunds) {
    for (const r of refund.carts) {
      const { position } = readRefundExtra(r.extra);
      const at = position >= 0 && position < lines.length && sameLine(lines[position], r) ? position : lines.findIndex((l) => sameLine(l, r));
      if (at >= 0) out[at] += r.count;
    }
  }
  return out;
}

/** The refund line of `count` of the line at `position`. */
function refundCart(l: CartLine, position: number, count: number): RefundCart {
  return {
    count,
    type: l.type,
    tid: l.tid,
    pid: l.pid,
    sid: l.sid,
    gid: l.gid,
    menu_id: l.menu_id,
    store_id: l.store_id,
    extra: JSON.stringify({ rpsid: l.gid || l.sid, position }),
  };
}

/**
 * The refund of chosen items (§3.2 refund_orders). Each request names an item by the position of its
 * head line (a product, variant, set menu or combo line) and a count from 1 to what is left of it
 * (`refunded` = `refundedCounts`); the item's components and modifiers go with it in proportion
 * (count × n / head count, rounded). Amount: the lines' price × count in that proportion, times what
 * the items cost the diner per cent of list price ((feetotal − feediscount + feetaxextra) / feetotal:
 * the discount's share comes off, non-inclusive tax's share is added), rounded to the cent. Delivery,
 * surcharges and tips are not items; refund them as an amount.
 * Errors: NOT_VALID {field: 'lines', reason: 'empty' | 'notAnItem' | 'count' | 'repeated', position}.
 */
export function planLineRefund(lines: readonly CartLine[], refunded: readonly number[], requests: readonly RefundLineRequest[], fees: RefundOrderFees): Result<RefundPlan> {
  if (requests.length === 0) return err('NOT_VALID', { field: 'lines', reason: 'empty' });
  const index = new Map(lines.map((l, i) => [l, i]));
  const entries = mapCartEntries(lines);
  const seen = new Set<number>();
  const carts: RefundCart[] = [];
  let gross = 0;
  for (const { position, count } of requests) {
    if (seen.has(position)) return err('NOT_VALID', { field: 'lines', reason: 'repeated', position });
    seen.add(position);
    const entry = entries.find((e) => index.get(e.head) === position);
    if (!entry || !HEAD_TYPES.includes(entry.head.type)) return err('NOT_VALID', { field: 'lines', reason: 'notAnItem', position });
    const left = entry.head.count - (refunded[position] ?? 0);
    if (!Number.isInteger(count) || count < 1 || count > left) return err('NOT_VALID', { field: 'lines', reason: 'count', position, left });
    for (const l of entry.lines) {
      const n = l === entry.head ? count : Math.round((l.count * count) / entry.head.count);
      gross += (l.price * l.count * count) / entry.head.count;
      if (n > 0) carts.push(refundCart(l, index.get(l)!, n));
    }
  }
  const factor = fees.feetotal > 0 ? (fees.feetotal - fees.feediscount + fees.feetaxextra) / fees.feetotal : 1;
  return ok({ amount: Math.round(gross * factor), carts });
}

/**
 * The refund order lines of everything not yet refunded (a full refund): every line's remaining count.
 */
export function remainingCarts(lines: readonly CartLine[], refunded: readonly number[]): RefundCart[] {
  return lines.flatMap((l, i) => (l.count - (refunded[i] ?? 0) > 0 ? [refundCart(l, i, l.count - (refunded[i] ?? 0))] : []));
}

/**
 * Checks a refund amount against what is left: a whole number of cents, more than 0 and at most
 * `paid` − `refunded` (earlier refunds, pending ones included).
 * @returns the amount. Errors: NOT_ACCEPTABLE {reason: 'refundExceedsPaid', refundable} when it is more
 * than what is left (or nothing is left); NOT_VALID {field: 'amount'} for 0, negative or fractional cents.
 * Spec: orders-and-payments.md §3.2 refund_orders (the sum refunded never exceeds what was paid).
 */
export function checkRefundAmount(amount: number, paid: number, refunded: number): Result<number> {
  const refundable = Math.max(0, paid - refunded);
  if (!Number.isInteger(amount) || amount <= 0) return err('NOT_VALID', { field: 'amount', refundable });
  if (amount > refundable) return err('NOT_ACCEPTABLE', { reason: 'refundExceedsPaid', refundable });
  return ok(amount);
}

/**
 * Payment status of the order — and status of its refund order — once `refunded` of `paid` is back
 * with the diner: 3 refunded when nothing is left, else 11 (partly refunded: with the latest event 24
 * the label reads 'partialRefund', §4.2).
 * Spec: orders-and-payments.md §3.2 refund_orders.status ('refunded' or 'partly refunded'), §4.1, §4.2.
 */
export function refundStatusAfter(paid: number, refunded: number): 3 | 11 {
  return refunded >= paid ? PAYMENT_STATUS.refunded : PAYMENT_STATUS.refunding;
}

/**
 * Splits `amount` over payments in their order, each taking at most what is left of it (`left`).
 * @returns the share of each payment (cents, same order); the shares sum to `amount` when the payments
 * hold enough, else to all they hold.
 */
export function allocateRefund(amount: number, left: readonly number[]): number[] {
  let rest = amount;
  return left.map((l) => {
    const share = Math.max(0, Math.min(l, rest));
    rest -= share;
    return share;
  });
}

/**
 * The tip's line in a refund order (issue 24 item 3): type 0, no product, extra `{"tip": cents,
 * "position": -1}`, so a later refund knows the tip went back already and a receipt shows it as 'Tip'.
 */
export function tipRefundCart(cents: number): RefundCart {
  return { count: 1, type: 0, tid: 0, pid: 0, sid: 0, gid: 0, menu_id: 0, store_id: 0, extra: JSON.stringify({ tip: cents, position: -1 }) };
}

/** The tip cents a refund line gave back (0 for item lines). */
export function refundCartTip(cart: Pick<RefundCart, 'extra'>): number {
  try {
    const v = JSON.parse(cart.extra || '{}') as Record<string, unknown>;
    return Number.isSafeInteger(v.tip) && (v.tip as number) > 0 ? (v.tip as number) : 0;
  } catch {
    return 0;
  }
}

/**
 * What is left of the order's tip to refund (cents): `feetips` unless an earlier refund order carried
 * the tip line (`tipRefundCart`). A tip goes back whole, once (issue 24 item 3).
 */
export function tipLeftToRefund(feetips: number, refunds: readonly { carts: readonly Pick<RefundCart, 'extra'>[] }[]): number {
  const given = refunds.some((r) => r.carts.some((c) => refundCartTip(c) > 0));
  return given ? 0 : Math.max(0, feetips);
}
