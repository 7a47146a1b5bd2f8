/**
 * Coupon lookups and their failures (orders-and-payments.md §2.6, §5.3, §8.5), pure.
 */
import type { Coupon } from '../../domain/types';
import { failureCode, failureParams, isNetworkFailure, type ApiFailure } from '../api/errors';

/** The 'Coupon not valid' details the server sends with 'not valid' (cents, seconds, 'HH:mm', weekday list). */
export interface CouponDetails {
  name: string;
  shortCode: string;
  minimumOrder: number;
  validstart: number;
  validend: number;
  validStartTime: string;
  validEndTime: string;
  validweeks: string;
}

/** What a failed couponInfo means for the diner. */
export type CouponFailure =
  /** 'Coupon not valid' with its details. */
  | { kind: 'notValid'; details: CouponDetails }
  /** 'Add coupon failed': 'Coupon usage limit has been reached!' or 'Coupon has been used already!'. */
  | { kind: 'addFailed'; limitReached: boolean }
  /** 'user only': registered members only (create an account), or the order's scope does not match. */
  | { kind: 'userOnly'; scope: boolean }
  /** 'invalidCode' / 'pleaseMakeSureYouEnteredTheCodeCorrectly'. */
  | { kind: 'invalidCode' }
  /** No connection. */
  | { kind: 'network' };

/**
 * Maps couponInfo's error (extensions.code and extensions.params) to what is shown:
 * NOT_VALID ('not valid') → details; EXIST_ALREADY ('exist already') → add failed (limit reached when
 * params.limitReached is 1); USER_ONLY ('user only') → create an account (or the scope message when
 * params.reason is 'scope'); a network failure → network; anything else (NOT_FOUND …) → invalid code.
 */
export function mapCouponFailure(failure: ApiFailure): CouponFailure {
  const params = failureParams(failure);
  const code = failureCode(failure);
  if (isNetworkFailure(failure)) return { kind: 'network' };
  if (code === 'NOT_VALID') {
    return {
      kind: 'notValid',
      details: {
        name: String(params.name ?? ''),
        shortCode: String(params.shortCode ?? ''),
        minimumOrder: Number(params.minimumOrder ?? 0),
        validstart: Number(params.validstart ?? 0),
        validend: Number(params.validend ?? 0),
        validStartTime: String(params.validStartTime ?? ''),
        validEndTime: String(params.validEndTime ?? ''),
        validweeks: String(params.validweeks ?? ''),
      },
    };
  }
  if (code === 'EXIST_ALREADY') return { kind: 'addFailed', limitReached: Number(params.limitReached) === 1 };
  if (code === 'USER_ONLY') return { kind: 'userOnly', scope: params.reason === 'scope' };
  return { kind: 'invalidCode' };
}

/** A coupon for pricing rebuilt from an order's coupon entry (the server checks the real one). */
export function couponFromEntry(entry: { couponId: number; name: string; shortCode: string; value: number; type: number; minimumOrder: number }): Coupon {
  return {
    code: entry.shortCode,
    id: entry.couponId,
    mode: 0,
    name: entry.name,
    scenario: 0,
    short_code: entry.shortCode,
    type: entry.type,
    scope: 'all',
    value: entry.value,
    minimum_order: entry.minimumOrder,
    validdays: 0,
    validend: 0,
    validstart: 0,
    validtype: 0,
    validweeks: '',
    valid_start_time: '',
    valid_end_time: '',
    usage_limit_user: 0,
    status: 1,
  };
}

/** Ratings: half-star steps, 0–5 stars, stored as stars × 20 (0–100) (§2.10, §5.6, §9). */
export function starsToRating(stars: number): number {
  return Math.max(0, Math.min(100, Math.round(stars * 2) * 10));
}

/** The star value after a keyboard step of `delta` half stars, kept within 0–5. */
export function stepStars(stars: number, delta: number): number {
  return Math.max(0, Math.min(5, Math.round(stars * 2 + delta) / 2));
}
