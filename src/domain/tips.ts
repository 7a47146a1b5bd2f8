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
 * the total after the chosen tip, on `base` cents — the order's tip base as `priceOrder` computes it
 * (`tipBase`: items + surcharge + delivery + non-inclusive tax), so the drawer shows exactly the tip the
 * server recomputes. Presets through `presetTip`, the chosen tip through `tipAmount` (the server's
 * functions); `tip` is 0 for a bad choice. Cents throughout.
 */
export function courierTipPreview(base: number, choice: TipChoice, rate = 1): { base: Cents; tip: Cents; total: Cents; presets: { percent: number; cents: Cents }[] } {
  const b = roundCents(Math.max(0, base));
  const chosen = tipAmount(choice, b, rate);
  const tip = chosen.ok ? chosen.value : roundCents(0);
  const presets = TIP_PRESETS.map((percent) => {
    const r = presetTip(percent, b);
    return { percent, cents: r.ok ? r.value : roundCents(0) };
  });
  return { base: b, tip, total: roundCents(b + tip), presets };
}

// — Tips on dine-in and pickup (issue 24 item 3) ————————————————————————————————————————————————

/**
 * How a venue takes tips for one kind of order: 'off' (no tip), 'presets' (the preset percentages
 * only) or 'custom' (the presets or any amount ≥ 0). Stored in the venue config as `tips_pickup`
 * (counter pick-up 1 and takeaway 3) and `tips_dinein` (dine-in 2 and 6); default 'off'.
 */
export const TIP_MODES = ['off', 'presets', 'custom'] as const;
export type TipMode = (typeof TIP_MODES)[number];

/** The venue's tip settings (issue 24 item 3): dine-in and pickup/takeaway. */
export interface TipSettings {
  dinein: TipMode;
  pickup: TipMode;
}

/** Tips off everywhere: the default. */
export const TIPS_OFF: TipSettings = { dinein: 'off', pickup: 'off' };

const isTipMode = (v: unknown): v is TipMode => typeof v === 'string' && (TIP_MODES as readonly string[]).includes(v);

/**
 * Validates a tip settings change `{dinein?, pickup?}` over `current` (the staff settings page, the
 * brand file's `tips_dinein` / `tips_pickup`). Errors: BAD_INPUT {field: 'tips' | 'tips.<key>',
 * reason: 'notObject' | 'unknownKey' | 'unknownMode'}.
 */
export function validateTipSettings(input: unknown, current: TipSettings = TIPS_OFF): Result<TipSettings> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return err('BAD_INPUT', { field: 'tips', reason: 'notObject' });
  const out: TipSettings = { ...current };
  for (const [key, value] of Object.entries(input)) {
    if (key !== 'dinein' && key !== 'pickup') return err('BAD_INPUT', { field: `tips.${key}`, reason: 'unknownKey' });
    if (!isTipMode(value)) return err('BAD_INPUT', { field: `tips.${key}`, reason: 'unknownMode' });
    out[key] = value;
  }
  return ok(out);
}

/** The tip settings in a venue config (`tips_dinein`, `tips_pickup`); an unset or unknown value is 'off'. */
export function readTipSettings(config: Record<string, unknown>): TipSettings {
  return { dinein: isTipMode(config.tips_dinein) ? config.tips_dinein : 'off', pickup: isTipMode(config.tips_pickup) ? config.tips_pickup : 'off' };
}

/**
 * The tip mode for an order of category type `categoryType` (1 counter, 3 takeaway → pickup; 2, 6 →
 * dine-in); null for delivery (4) and others, whose tip is the courier drawer's (`delivery_tips_reminder`).
 */
export function tipModeFor(settings: TipSettings, categoryType: number): TipMode | null {
  if (categoryType === 1 || categoryType === 3) return settings.pickup;
  if (categoryType === 2 || categoryType === 6) return settings.dinein;
  return null;
}

/**
 * The tip choice an order param carries (pickup and dine-in, issue 24 item 3): `tipPercent` (the
 * order's `extra.tip_percent`, a preset) wins; else `feetips` cents (a custom tip); else none.
 */
export function orderTipChoice(feetips: unknown, tipPercent: unknown): TipChoice {
  if (tipPercent !== undefined && tipPercent !== null) return { kind: 'preset', percent: Number(tipPercent) };
  if (feetips === undefined || feetips === null || feetips === 0) return { kind: 'none' };
  return { kind: 'cents', cents: Number(feetips) };
}

/**
 * Whether `choice` is allowed under `mode` (the server's check before pricing; issue 24 item 3):
 * - 'off': any tip above 0 is TIPS_OFF;
 * - a preset that is not one of `TIP_PRESETS` is BAD_INPUT {field: 'tip', reason: 'unknownPreset'};
 * - 'presets': an amount that is not a preset (a 'custom' or 'cents' tip above 0) is TIP_PRESETS_ONLY;
 * - a negative amount is TIP_NEGATIVE; a non-number BAD_INPUT {field: 'tip'}.
 * Answers the choice unchanged when allowed.
 */
export function checkTipChoice(mode: TipMode, choice: TipChoice): Result<TipChoice> {
  if (choice.kind === 'none') return ok(choice);
  if (choice.kind === 'preset') {
    if (!(TIP_PRESETS as readonly number[]).includes(choice.percent)) return err('BAD_INPUT', { field: 'tip', reason: 'unknownPreset' });
    if (mode === 'off' && choice.percent > 0) return err('TIPS_OFF');
    return ok(choice);
  }
  const amount = choice.kind === 'custom' ? choice.amount : choice.cents;
  if (!Number.isFinite(amount)) return err('BAD_INPUT', { field: 'tip' });
  if (amount < 0) return err('TIP_NEGATIVE');
  if (amount === 0) return ok(choice);
  if (mode === 'off') return err('TIPS_OFF');
  if (mode === 'presets') return err('TIP_PRESETS_ONLY');
  return ok(choice);
}

/** What a tip chooser shows for an amount: each preset's cents, whether a custom amount is offered. */
export interface TipOptions {
  mode: TipMode;
  /** The amount the presets are a percentage of, cents. */
  base: Cents;
  /** The presets above 0 (5, 10, 15, 20 %) with their cents; empty when tips are off. */
  presets: { percent: number; cents: Cents }[];
  custom: boolean;
}

/**
 * The reusable tip chooser's figures on an amount (issue 24 item 3 — pickup checkout here; a payer's
 * share at a split table later): `base` cents (the order's total before discounts, or one payer's share).
 */
export function tipOptions(mode: TipMode, base: number): TipOptions {
  const b = roundCents(Math.max(0, base));
  const presets = mode === 'off' ? [] : TIP_PRESETS.filter((p) => p > 0).map((percent) => ({ percent, cents: roundCents((b * percent) / 100) }));
  return { mode, base: b, presets, custom: mode === 'custom' };
}

/**
 * A tip on an amount, checked and computed (issue 24 item 3): `checkTipChoice(mode, choice)` then
 * `tipAmount(choice, base, rate)`. Returns the tip and the amount with it (cents). Errors: those of
 * `checkTipChoice` and `tipAmount`. The server calls it to recompute a tip; the browser to show it.
 */
export function tipOnAmount(mode: TipMode, base: number, choice: TipChoice, rate = 1): Result<{ tip: Cents; total: Cents }> {
  const allowed = checkTipChoice(mode, choice);
  if (!allowed.ok) return allowed;
  const tip = tipAmount(choice, base, rate);
  if (!tip.ok) return tip;
  return ok({ tip: tip.value, total: roundCents(Math.max(0, base) + tip.value) });
}
