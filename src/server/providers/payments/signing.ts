/**
 * Timestamped HMAC-SHA256 signatures in the Stripe style: header `t=<seconds>,v1=<hex>` over
 * `${t}.${rawBody}`, compared in constant time, with a tolerance on the timestamp so an old captured
 * request cannot be replayed later. Used by the Stripe adapter and the simulator.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Hex HMAC-SHA256 of `${t}.${body}`. */
export function signTimestamped(secret: string | Buffer, t: number, body: string | Buffer): string {
  return createHmac('sha256', secret).update(`${t}.`).update(body).digest('hex');
}

/** The header value `t=…,v1=…` for a body signed at `t` (seconds). */
export function signatureHeader(secret: string | Buffer, t: number, body: string | Buffer): string {
  return `t=${t},v1=${signTimestamped(secret, t, body)}`;
}

/** Constant-time comparison of two hex or base64 strings. */
export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Whether `header` signs `body` with `secret` at a time within `toleranceSeconds` of `now` (seconds).
 * Any v1 entry may match (secret rotation).
 */
export function verifyTimestamped(header: string | undefined, body: Buffer, secret: string | Buffer, now: number, toleranceSeconds = 300): boolean {
  if (!header) return false;
  const parts = header.split(',').map((p) => p.trim().split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!Number.isFinite(t) || Math.abs(now - t) > toleranceSeconds) return false;
  const expected = signTimestamped(secret, t, body);
  return parts.filter(([k]) => k === 'v1').some(([, v]) => typeof v === 'string' && safeEqual(v, expected));
}
