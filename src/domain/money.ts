/**
 * Money. Every amount is an integer number of minor units (cents) behind the branded `Cents` type.
 * There is one rounding rule, `roundCents` (round half away from zero), used at the named points of
 * the pricing modules; `allocate` splits a whole across parts by largest remainder so that the parts
 * always add up to the whole. Display goes through one `formatMoney`, which applies the venue's
 * `monetaryunit` and `monetaryrate` and always shows 2 decimals.
 *
 * Spec: storefront.md §9 "Money", §2.5 (distances); orders-and-payments.md §1, §9.
 */
import type { Cents } from './types';

/**
 * Brands an integer as `Cents`.
 * @param n a safe integer number of minor units.
 * @throws RangeError when `n` is not a safe integer: a fractional amount reaching here is a bug
 *   (round first with `roundCents`).
 */
export function cents(n: number): Cents {
  if (!Number.isSafeInteger(n)) throw new RangeError(`cents: ${n} is not an integer number of cents`);
  return (n === 0 ? 0 : n) as Cents;
}

/** True when `value` is a safe integer, i.e. a valid `Cents` amount. */
export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Tolerance for binary floating-point noise: 1.005 × 100 is 100.49999999999999 in IEEE 754. */
const HALF_TOLERANCE = 1e-9;

/**
 * The one rounding rule: round half away from zero to whole cents (2.5 → 3, −2.5 → −3).
 * A value within 1e-9 of a half counts as the half, so products such as 1.005 × 100 round as the
 * decimal arithmetic a person would do says (→ 101).
 * @param x an amount in cents, possibly fractional (e.g. a rate times cents).
 * @throws RangeError when `x` is not finite.
 */
export function roundCents(x: number): Cents {
  if (!Number.isFinite(x)) throw new RangeError(`roundCents: ${x} is not finite`);
  const magnitude = Math.floor(Math.abs(x) + 0.5 + HALF_TOLERANCE);
  return cents(x < 0 ? -magnitude : magnitude);
}

/** Sum of cents amounts. */
export function sumCents(amounts: readonly number[]): Cents {
  let total = 0;
  for (const a of amounts) total += a;
  return cents(total);
}

const ISO_CURRENCY = /^[A-Z]{3}$/;

/**
 * Formats cents for display with the venue's currency unit and rate, always with 2 decimals.
 *
 * The display amount is `amount ÷ 100 × rate` (monetaryrate multiplies the display amount; it never
 * changes the stored cents). `unit` is either
 * - an ISO 4217 code such as 'AUD': formatted as that currency in `locale` (en-AU: AUD → '$12.50',
 *   USD → 'USD 12.50'), or
 * - a symbol such as '$', '¥', 'RM': placed before the locale-formatted number, after any minus sign
 *   ('-$12.50'); an empty unit gives the bare number.
 *
 * @param amount cents.
 * @param unit venue `monetaryunit`; default '$'.
 * @param rate venue `monetaryrate`; default 1; a rate that is not a positive finite number counts as 1.
 * @param locale BCP 47 locale; default 'en-AU'.
 * Spec: storefront.md §9 "Money: … displayed with the venue monetaryunit and monetaryrate".
 */
export function formatMoney(amount: Cents | number, unit = '$', rate = 1, locale = 'en-AU'): string {
  const factor = Number.isFinite(rate) && rate > 0 ? rate : 1;
  const value = (amount / 100) * factor;
  // signDisplay 'negative' never shows a minus on an amount that rounds to zero.
  const options = { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'negative' } as const;
  if (ISO_CURRENCY.test(unit)) {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: unit, ...options }).format(value);
  }
  const number = new Intl.NumberFormat(locale, options).format(value);
  return number.startsWith('-') ? `-${unit}${number.slice(1)}` : `${unit}${number}`;
}

/**
 * Converts an amount typed in display currency (e.g. a custom tip of 2.5) into cents of the venue's
 * base currency: divided by the monetary rate, times 100, rounded by `roundCents`.
 * @param displayAmount amount in display currency units.
 * @param rate venue `monetaryrate`; a rate that is not a positive finite number counts as 1.
 * Spec: orders-and-payments.md §5.4 "divided by the monetary rate and rounded to whole minor units".
 */
export function centsFromDisplay(displayAmount: number, rate = 1): Cents {
  const factor = Number.isFinite(rate) && rate > 0 ? rate : 1;
  return roundCents((displayAmount * 100) / factor);
}

/**
 * Formats a distance: 1000 m or more as ceil(km) + ' Km', otherwise whole metres (rounded) + ' m'.
 * @param metres distance in metres (≥ 0).
 * Spec: storefront.md §2.5 "Distances".
 */
export function formatDistance(metres: number): string {
  if (metres >= 1000) return `${Math.ceil(metres / 1000)} Km`;
  return `${Math.round(metres)} m`;
}

/**
 * Splits `total` cents across parts in proportion to `weights` by the largest-remainder method.
 *
 * Invariant: the parts add up to `total` exactly; each part is the floor (toward zero) of its exact
 * share or one cent more; leftover cents go to the largest remainders, ties to the earlier index. A
 * negative total is split as its magnitude and negated. When every weight is 0 the total is spread
 * evenly (equal weights). Integer weights are computed exactly (BigInt); fractional weights in
 * floating point with the same invariant.
 *
 * @param total cents to split.
 * @param weights non-negative finite numbers, one per part.
 * @returns one `Cents` per weight.
 * @throws RangeError for a negative or non-finite weight, a non-integer total, or a non-zero total with
 *   no parts — these are programming errors, not expected failures.
 * Spec: STYLE.md §2 "Allocation across lines uses largest remainder".
 */
export function allocate(total: Cents | number, weights: readonly number[]): Cents[] {
  cents(total);
  for (const w of weights) {
    if (!Number.isFinite(w) || w < 0) throw new RangeError(`allocate: weight ${w} is not a non-negative number`);
  }
  if (weights.length === 0) {
    if (total !== 0) throw new RangeError('allocate: cannot split a non-zero total across no parts');
    return [];
  }
  const effective = weights.every((w) => w === 0) ? weights.map(() => 1) : weights;
  const magnitude = Math.abs(total);
  const parts = effective.every(Number.isSafeInteger)
    ? allocateExact(magnitude, effective)
    : allocateFloat(magnitude, effective);
  return parts.map((p) => cents(total < 0 ? -p : p));
}

function allocateExact(total: number, weights: readonly number[]): number[] {
  const t = BigInt(total);
  const ws = weights.map((w) => BigInt(w));
  const sum = ws.reduce((a, b) => a + b, 0n);
  const floors = ws.map((w) => (t * w) / sum);
  const remainders = ws.map((w) => (t * w) % sum);
  let leftover = Number(t - floors.reduce((a, b) => a + b, 0n));
  const order = ws.map((_, i) => i).sort((a, b) => (remainders[b] > remainders[a] ? 1 : remainders[b] < remainders[a] ? -1 : a - b));
  const parts = floors.map(Number);
  for (let k = 0; leftover > 0; k = (k + 1) % order.length, leftover--) parts[order[k]] += 1;
  return parts;
}

function allocateFloat(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map((x) => Math.floor(x));
  const order = exact.map((_, i) => i).sort((a, b) => exact[b] - parts[b] - (exact[a] - parts[a]) || a - b);
  // Each floor is at most its share, so the leftover is never negative.
  let leftover = total - parts.reduce((a, b) => a + b, 0);
  for (let k = 0; leftover > 0; k = (k + 1) % order.length, leftover--) parts[order[k]] += 1;
  return parts;
}
