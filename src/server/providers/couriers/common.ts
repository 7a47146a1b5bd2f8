/**
 * What the real courier adapters (DoorDash Drive, Uber Direct) share: their dependencies, the courier
 * refusal texts of orders-and-payments.md §8.6, turning an HTTP answer into a `CourierError`, comparing
 * webhook secrets and writing addresses. The diner sees these messages in the quote modals ('editAddress' for 400/422,
 * 'retry' for 500), so each adapter maps its provider's codes onto exactly these texts.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import type { Clock } from '../../platform/clock';
import { CourierError } from './types';

/** What a real courier adapter may be given besides its configuration. */
export interface CourierAdapterDeps {
  /** Defaults to the global fetch (tests intercept it with msw). */
  fetch?: typeof fetch;
  /** Defaults to the system clock (JWT times, quote expiry, token cache). */
  clock?: Clock;
  /** Per-request timeout, ms (default 15 000). */
  timeoutMs?: number;
}

/** §8.6 courier messages, word for word. */
export const COURIER_TEXT = {
  authentication: 'Authentication Error',
  authorization: "Authorization error: the credentials provided with the request don't work for the requested operation",
  duplicate: 'Duplicate Delivery ID.',
  undeliverable: 'The address cannot be delivered.',
  internal: 'Internal service failure, please try again later.',
  rateLimited: 'Too many requests sent in short timespan, please wait and try again',
} as const;

/** The `CourierError` for a failed or timed-out connection: 503 with the §8.6 internal-failure text (retryable). */
export function unreachable(): CourierError {
  return new CourierError(503, COURIER_TEXT.internal);
}

/** The `CourierError` for an HTTP status that carries no provider-specific meaning (401, 403, 409, 429, 5xx). */
export function errorForStatus(status: number): CourierError | null {
  if (status === 401) return new CourierError(401, COURIER_TEXT.authentication);
  if (status === 403) return new CourierError(403, COURIER_TEXT.authorization);
  if (status === 409) return new CourierError(409, COURIER_TEXT.duplicate);
  if (status === 429) return new CourierError(429, COURIER_TEXT.rateLimited);
  if (status === 503) return new CourierError(503, COURIER_TEXT.internal);
  if (status >= 500) return new CourierError(500, COURIER_TEXT.internal);
  return null;
}

/**
 * Constant-time comparison of two strings of any length (both hashed first, so neither the content
 * nor the length of the expected value leaks through timing).
 */
export function safeEqualText(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

/** A header of a webhook, looked up without regard to case; the first value when repeated. */
export function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const want = name.toLowerCase();
  for (const [k, v] of Object.entries(headers)) {
    if (k.toLowerCase() === want) return Array.isArray(v) ? v[0] : v;
  }
  return undefined;
}

/** `street1, street2, city state postcode, country` — the one-line address both couriers accept. */
export function oneLineAddress(a: { street1: string; street2?: string; city: string; state: string; postcode: string; country: string }): string {
  return [a.street1, a.street2, `${a.city} ${a.state} ${a.postcode}`.replace(/\s+/g, ' ').trim(), a.country]
    .map((p) => (p ?? '').trim())
    .filter(Boolean)
    .join(', ');
}
