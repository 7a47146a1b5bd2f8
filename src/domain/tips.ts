/**
 * Tips for the delivery driver. A preset is a percentage (0, 5, 10, 15 or 20) of the order total
 * before discounts; a custom tip is typed in display currency, must be ≥ 0, and is divided by the
 * venue's monetary rate into whole cents. The server receives tips as cents (`shipping.tips`).
 *
 * "The total before discounts" is read as the order total without its discounts and without the tip
 * itself: items + surcharge + delivery + non-inclusive tax (`priceOrder` passes exactly that).
 *
 * Spec: orders-and-payments.md §2.4 (tip drawer), §5.4, §9 "Tips".
 */
import { centsFromDisplay, roundCents } from './money';
import { err, ok, type Result } from './result';
import type { Cents } from './types';

/** Preset tip percentages: not now (0), 5 %, 10 %, 15 %, 20 % (orders-and-payments.md §9). */
export const TIP_PRESETS = [0, 5, 10, 15, 20] as const;
export type TipPreset = (typeof TIP_PRESETS)[number];

/**
 * The customer's tip choice:
 * - 'none': no tip;
 * - 'preset': one of `TIP_PRESETS`, percent of the total before discounts;
 * - 'custom': an amount typed in display currency (divided by the monetary rate);
 * - 'cents': an amount already in cents, as an order carries it (`shipping.tips`).
 */
export type TipChoice =
  | { kind: 'none' }
  | { kind: 'preset'; percent: number }
  | { kind: 'custom'; amount: number }
  | { kind: 'cents'; cents: number };

/**
 * A preset tip: round(total before discounts × percent ÷ 100) cents.
 * @param percent one of 0, 5, 10, 15, 20; anything else is BAD_INPUT `{ field: 'tip' }`.
 * @param totalBeforeDiscounts cents.
 * Spec: orders-and-payments.md §9 "presets … of the total (before discounts) … integer minor units".
 */
export function presetTip(percent: number, totalBeforeDiscounts: number): Result<Cents> {
  if (!(TIP_PRESETS as readonly number[]).includes(percent)) return err('BAD_INPUT', { field: 'tip' });
  return ok(roundCents((Math.max(0, totalBeforeDiscounts) * percent) / 100));
}

/**
 * A custom tip typed in display currency: must be ≥ 0 (TIP_NEGATIVE,
 * 'pleaseEnterAValueGreaterThanOrEqualTo0'); divided by the monetary rate into whole cents. A value
 * that is not a finite number is BAD_INPUT `{ field: 'tip' }`.
 * @param amount display currency units (2.5 = $2.50 at rate 1). @param rate venue `monetaryrate`.
 * Spec: orders-and-payments.md §5.4.
 */
export function customTip(amount: number, rate = 1): Result<Cents> {
  if (!Number.isFinite(amount)) return err('BAD_INPUT', { field: 'tip' });
  if (amount < 0) return err('TIP_NEGATIVE');
  return ok(centsFromDisplay(amount, rate));
}

/**
 * The tip in cents for a choice (see `TipChoice`). A 'cents' tip must be a non-negative integer
 * (TIP_NEGATIVE / BAD_INPUT).
 * @param totalBeforeDiscounts cents, for presets. @param rate venue `monetaryrate`, for custom tips.
 * Spec: orders-and-payments.md §5.4, §9.
 */
export function tipAmount(choice: TipChoice | undefined, totalBeforeDiscounts: number, rate = 1): Result<Cents> {
  switch (choice?.kind) {
    case undefined:
    case 'none':
      return ok(roundCents(0));
    case 'preset':
      return presetTip(choice.percent, totalBeforeDiscounts);
    case 'custom':
      return customTip(choice.amount, rate);
    case 'cents':
      if (!Number.isSafeInteger(choice.cents)) return err('BAD_INPUT', { field: 'tip' });
      return choice.cents < 0 ? err('TIP_NEGATIVE') : ok(roundCents(choice.cents));
  }
}

/**
 * What the courier tip drawer shows before the order exists (issue 27 item 6): each preset's amount and
 * the total after the tip, from `items` (cents, the cart's lines) and `delivery` (cents, the courier
 * quote). The base is items + delivery — the order's own tip base before any surcharge or added tax,
 * which the order page then shows exactly. `tip`: the chosen tip's cents (0 for a bad choice).
 */
export function courierTipPreview(items: number, delivery: number, choice: TipChoice, rate = 1): { base: Cents; tip: Cents; total: Cents; presets: { percent: number; cents: Cents }[] } {
  const base = roundCents(Math.max(0, items) + Math.max(0, delivery));
  const chosen = tipAmount(choice, base, rate);
  const tip = chosen.ok ? chosen.value : roundCents(0);
  const presets = TIP_PRESETS.map((percent) => {
    const r = presetTip(percent, base);
    return { percent, cents: r.ok ? r.value : roundCents(0) };
  });
  return { base, tip, total: roundCents(base + tip), presets };
}
