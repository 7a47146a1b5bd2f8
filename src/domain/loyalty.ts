/**
 * Loyalty rules, pure (accounts-and-loyalty.md §2.11–§2.13, §3 "Customer", "Voucher", §9): points
 * earned for a paid amount, punches for an order's lines, the share of points a refund takes back,
 * punch-card rewards, levels from lifetime points, voucher status and a voucher as a coupon.
 *
 * Balances are sums of ledger rows (the loyalty module's `loyalty_ledger`); nothing here keeps state.
 * Money is integer cents; points and punches are whole numbers.
 */
import { COUPON_TYPE_FIXED } from './coupons';
import type { Coupon } from './types';

/** How fractional points round. */
export type PointsRounding = 'floor' | 'round' | 'ceil';

/** The parts of a brand's programme the rules read (the brand file's `loyalty`). */
export interface PointsRule {
  /** Points per whole currency unit (100 cents). */
  points_per_unit: number;
  rounding: PointsRounding;
}

/**
 * Points earned for `paidCents`: paidCents ÷ 100 × points_per_unit, rounded as the programme says;
 * 0 for nothing paid. Computed in hundredths to avoid binary fractions (e.g. 1050 cents × 1 = 10.5 → 10 floor).
 */
export function pointsForPaid(paidCents: number, rule: PointsRule): number {
  if (!(paidCents > 0) || !(rule.points_per_unit > 0)) return 0;
  const exact = Math.round(paidCents * rule.points_per_unit * 1e6) / 1e8;
  return Math.max(0, Math[rule.rounding](exact));
}

/** The brand's conversion rule (brand file `loyalty`: `point_value`, `credit_threshold`, `credit_conversion`). */
export interface CreditRule {
  /** Cents a point is worth; 0 = no credits. */
  point_value: number;
  /** Points per block converted (≥ 1). */
  credit_threshold: number;
  credit_conversion: 'on_earn' | 'off';
}

/**
 * Points → credits (accounts-and-loyalty.md §1, §3 "Customer" credit_balance; issue 26 item 7): the
 * whole blocks of `credit_threshold` points in a balance of `points` are converted, each worth
 * `credit_threshold × point_value` cents. Answers the points taken and the cents of credit given
 * (both 0 when the rule is off, no point has a value, or the balance is below one block).
 */
export function pointsToCredits(points: number, rule: Partial<CreditRule> & { point_value: number }): { points: number; credits: number } {
  const threshold = rule.credit_threshold ?? 100;
  if ((rule.credit_conversion ?? 'on_earn') === 'off' || !(rule.point_value > 0) || !(threshold >= 1) || !(points >= threshold)) return { points: 0, credits: 0 };
  const taken = Math.floor(points / threshold) * threshold;
  return { points: taken, credits: taken * rule.point_value };
}

/** The line fields punch counting reads. */
export interface PunchLine {
  /** Product code (the brand file's). */
  productCode: string;
  /** Category code of the product. */
  categoryCode: string;
  quantity: number;
}

/** A punch card's counting rule. */
export interface PunchRule {
  products: readonly string[];
  categories: readonly string[];
}

/** Punches an order earns on a card: the quantity of its lines whose product or category counts. */
export function punchesForLines(lines: readonly PunchLine[], card: PunchRule): number {
  let n = 0;
  for (const l of lines) if (card.products.includes(l.productCode) || card.categories.includes(l.categoryCode)) n += Math.max(0, Math.trunc(l.quantity));
  return n;
}

/**
 * What a refund takes back of `earned` (points or punches) earned on an order that paid `paidCents`:
 * round(earned × refundCents ÷ paidCents), never more than is left (`earned − alreadyReversed`).
 * A full refund takes back everything left.
 */
export function reverseShare(earned: number, alreadyReversed: number, refundCents: number, paidCents: number): number {
  const left = Math.max(0, earned - alreadyReversed);
  if (left === 0 || !(refundCents > 0)) return 0;
  if (!(paidCents > 0) || refundCents >= paidCents) return left;
  return Math.min(left, Math.round((earned * refundCents) / paidCents));
}

/** Rewards a punch balance gives: how many full cards, and the balance left. */
export function punchRewards(balance: number, threshold: number): { rewards: number; left: number } {
  if (!(threshold > 0) || balance < threshold) return { rewards: 0, left: Math.max(0, balance) };
  const rewards = Math.floor(balance / threshold);
  return { rewards, left: balance - rewards * threshold };
}

/** A level of the programme. */
export interface LevelRule {
  code: string;
  name: string;
  threshold: number;
  color: string;
}

/** The highest level whose threshold `lifetimePoints` reaches (levels sorted by threshold), or null. */
export function levelFor<T extends Pick<LevelRule, 'threshold'>>(lifetimePoints: number, levels: readonly T[]): T | null {
  let best: T | null = null;
  for (const l of [...levels].sort((a, b) => a.threshold - b.threshold)) if (lifetimePoints >= l.threshold) best = l;
  return best;
}

/**
 * Voucher status (§4): 1 Active, 2 Used, 3 Expired — what a diner is shown. Stored beside them:
 * 4 Held — taken by an order placed but not paid yet (issue 26 item 9); shown as Used (it cannot be
 * used meanwhile) and Active again when the hold is released (payment refused, hold lapsed).
 */
export const VOUCHER_STATUS = { active: 1, used: 2, expired: 3, held: 4 } as const;

/** The status a voucher shows at `now` (seconds): Used when used, else Expired after its end, else Active. */
export function voucherStatus(v: { used: boolean; validEndAt: number }, now: number): number {
  if (v.used) return VOUCHER_STATUS.used;
  return v.validEndAt > 0 && now > v.validEndAt ? VOUCHER_STATUS.expired : VOUCHER_STATUS.active;
}

/** A template's value with coupon semantics: type 2 = `amount_off` cents; type 1 = percent PAID (100 − percent_off). */
export function voucherValue(t: { amount_off?: number; percent_off?: number }): { type: number; value: number } {
  return t.amount_off !== undefined ? { type: COUPON_TYPE_FIXED, value: t.amount_off } : { type: 1, value: 100 - (t.percent_off ?? 0) };
}

/** The coupon id a voucher takes in an order's payment entries: its id, negated (coupon ids are positive). */
export const voucherCouponId = (voucherId: number) => -voucherId;

/**
 * A voucher as a coupon (the same pricing as coupons, src/domain/coupons.ts): id = −voucher id, scope
 * all, valid from its start to its end, its minimum order.
 */
export function voucherAsCoupon(v: { id: number; code: string; name: string; type: number; value: number; minimumOrder: number; validStartAt: number; validEndAt: number }): Coupon {
  return {
    code: v.code,
    id: voucherCouponId(v.id),
    mode: 0,
    name: v.name,
    scenario: 0,
    short_code: v.code,
    type: v.type,
    scope: 'all',
    value: v.value,
    minimum_order: v.minimumOrder,
    validdays: 0,
    validend: v.validEndAt,
    validstart: v.validStartAt,
    validtype: 0,
    validweeks: '',
    valid_start_time: '',
    valid_end_time: '',
    usage_limit_user: 1,
    status: 1,
  };
}
