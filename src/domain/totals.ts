/**
 * Order totals. subtotal = items + surcharge + delivery; total = subtotal − discounts + non-inclusive
 * tax + tips, floored at 0 unless the order is refunded. The order list shows an 'Amount' built from
 * the list fields, negated for refunded orders. Online payments must exceed 50 cents, and a group
 * order may not exceed its spending limit.
 *
 * Spec: storefront.md §9 "Pricing"; orders-and-payments.md §2.2 ('Amount'), §5.2, §9 "Totals".
 */
import { roundCents, sumCents } from './money';
import { isRefunded } from './order-status';
import { err, ok, type Result } from './result';
import { isInclusive, parseTaxLines } from './tax';
import type { Cents, OrderListItem } from './types';

/** Online amount plus surcharge must be MORE than this many cents (orders-and-payments.md §5.2, §9). */
export const MIN_ONLINE_PAYMENT_CENTS = 50;

/**
 * subtotal = items + surcharge + delivery.
 * @param items cents (`feetotal`); @param surcharge cents (`feesurcharge`); @param delivery cents (`feedelivery`).
 * Spec: storefront.md §9, orders-and-payments.md §9 "Totals".
 */
export function orderSubtotal(items: number, surcharge: number, delivery: number): Cents {
  return sumCents([items, surcharge, delivery]);
}

/** The parts of an order total, all in cents. */
export interface TotalParts {
  subtotal: number;
  /** Cents off, ≥ 0 (`feediscount`). */
  discount: number;
  /** Non-inclusive tax (`feetaxextra`). */
  taxExtra: number;
  tips: number;
  /** A refunded order's total is not floored. */
  refunded?: boolean;
}

/**
 * total = subtotal − discounts + non-inclusive tax + tips; floored at 0 unless refunded.
 * @returns cents.
 * Spec: storefront.md §9, orders-and-payments.md §9 "Totals".
 */
export function orderTotal(parts: TotalParts): Cents {
  const total = sumCents([parts.subtotal, -parts.discount, parts.taxExtra, parts.tips]);
  return parts.refunded ? total : roundCents(Math.max(0, total));
}

/**
 * Σ tax of the non-inclusive lines of a `feetaxes` JSON string (unreadable JSON counts as none).
 * @returns cents.
 * Spec: orders-and-payments.md §2.2 "non-inclusive taxes", §3.3.
 */
export function nonInclusiveTax(feetaxes: string | null | undefined): Cents {
  return roundCents(
    parseTaxLines(feetaxes)
      .filter((l) => !isInclusive(l))
      .reduce((s, l) => s + l.tax, 0),
  );
}

/**
 * The order list's 'Amount': feetotal − feediscount + non-inclusive taxes + feedelivery + feesurcharge,
 * negated for a refunded order (status 3 or any event 24, `isRefunded`).
 * @returns cents.
 * Spec: orders-and-payments.md §2.2 "'Amount'".
 */
export function orderListAmount(
  order: Pick<OrderListItem, 'feetotal' | 'feediscount' | 'feetaxes' | 'feedelivery' | 'feesurcharge' | 'status' | 'statustime'>,
): Cents {
  const amount = sumCents([
    order.feetotal,
    -order.feediscount,
    nonInclusiveTax(order.feetaxes),
    order.feedelivery,
    order.feesurcharge,
  ]);
  return isRefunded(order) ? roundCents(-amount) : amount;
}

/**
 * An online payment (amount + payment surcharge) must be more than 50 cents, else
 * PAYMENT_BELOW_MINIMUM ('The total amount due should more than $0.5').
 * @returns the amount charged (amount + surcharge) in cents.
 * Spec: orders-and-payments.md §5.2, §9 "Minimum online payment".
 */
export function checkOnlinePayment(amount: number, surcharge = 0): Result<Cents> {
  const charged = sumCents([amount, surcharge]);
  return charged > MIN_ONLINE_PAYMENT_CENTS ? ok(charged) : err('PAYMENT_BELOW_MINIMUM', { minimum: MIN_ONLINE_PAYMENT_CENTS });
}

/**
 * The group spending limit (`groupAmountLimit`, cents) in an order's extra JSON, or null when absent,
 * not positive or unreadable.
 * Spec: orders-and-payments.md §3.2 "extra … groupAmountLimit", §5.2.
 */
export function groupAmountLimit(extra: string | Record<string, unknown> | null | undefined): Cents | null {
  let data: unknown = extra;
  if (typeof extra === 'string') {
    try {
      data = JSON.parse(extra);
    } catch {
      return null;
    }
  }
  if (typeof data !== 'object' || data === null) return null;
  const limit = Number((data as Record<string, unknown>).groupAmountLimit);
  return Number.isFinite(limit) && limit > 0 ? roundCents(limit) : null;
}

/**
 * The total may not exceed the group spending limit of the order extra: SPENDING_LIMIT_EXCEEDED
 * ('Total price greater than spending limit') with `{ limit }` cents. No limit → ok.
 * @param total cents. @param extra the order's extra (JSON string or object).
 * Spec: orders-and-payments.md §5.2.
 */
export function checkSpendingLimit(total: number, extra: string | Record<string, unknown> | null | undefined): Result<Cents> {
  const limit = groupAmountLimit(extra);
  if (limit !== null && total > limit) return err('SPENDING_LIMIT_EXCEEDED', { limit });
  return ok(roundCents(total));
}
