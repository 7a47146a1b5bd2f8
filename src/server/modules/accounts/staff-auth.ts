/**
 * Staff console sign-in (beyond the specifications, which show no staff screens): one credential per
 * venue from STAFF_CREDENTIALS (`venue_code:password` pairs; a password may be an argon2 hash, else it
 * is compared in constant time). A signed-in console holds an HttpOnly, SameSite=Strict cookie
 * `platter_staff` = `venueId.expiry.hmac` (HMAC-SHA256 with a server secret), read by the console's
 * routes and by the GraphQL resolvers (orderOperate, staffVenueChanged).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';
import { findVenue } from '../catalog';
import { serverSecret } from '../../platform/secrets';
import { nowSeconds } from '../../platform/clock';
import type { Services } from '../../services';
import type { StaffPrincipal } from '../orders';
import { limitStaffSignIn, type LimitRefusal } from '../../platform/request-limits';

export const STAFF_COOKIE = 'platter_staff';
/** Seconds a console sign-in lasts. */
export const STAFF_SESSION_TTL = 12 * 3600;

/** The venue_code → password (or argon2 hash) pairs of STAFF_CREDENTIALS. */
export function parseStaffCredentials(value: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const pair of value.split(',')) {
    const i = pair.indexOf(':');
    if (i > 0) out.set(pair.slice(0, i).trim(), pair.slice(i + 1));
  }
  return out;
}

const digest = (v: string) => createHash('sha256').update(v).digest();

/**
 * Checks a console sign-in. @returns the staff principal for the venue, or null for an unknown venue
 * or a wrong password (the same answer, after the same work).
 */
export async function verifyStaffLogin(deps: Pick<Services, 'db' | 'config'>, venueCode: string, password: string): Promise<StaffPrincipal | null> {
  const stored = parseStaffCredentials(deps.config.STAFF_CREDENTIALS).get(venueCode.trim());
  const good = stored?.startsWith('$argon2')
    ? await argon2.verify(stored, password).catch(() => false)
    : timingSafeEqual(digest(stored ?? '\u0000no-such-venue'), digest(password)) && stored !== undefined;
  if (!good) return null;
  const venue = await findVenue(deps.db, venueCode.trim());
  return venue ? { venueId: venue.id, venueCode: venue.code } : null;
}

/**
 * `verifyStaffLogin` under the sign-in limit (beyond the specifications; request-limits.ts): after 5
 * failures for the venue from `ip` within 15 minutes the pair is refused for 15 minutes without the
 * password being checked, even when it is right.
 * @returns `{ ok: true, staff }` (staff null for a wrong venue code or password), or
 *   `{ ok: false, retryAfterSeconds }` while locked out.
 */
export async function verifyStaffLoginLimited(
  deps: Pick<Services, 'db' | 'config' | 'clock'>,
  venueCode: string,
  password: string,
  ip: string,
): Promise<{ ok: true; staff: StaffPrincipal | null } | ({ ok: false } & LimitRefusal)> {
  const r = await limitStaffSignIn(deps, venueCode, ip, () => verifyStaffLogin(deps, venueCode, password));
  return r.ok ? { ok: true, staff: r.value } : r;
}

async function sign(deps: Pick<Services, 'db'>, payload: string): Promise<string> {
  return createHmac('sha256', await serverSecret(deps.db, 'staff_session')).update(payload).digest('base64url');
}

/** A cookie value for a signed-in console, valid STAFF_SESSION_TTL seconds from now. */
export async function issueStaffToken(deps: Pick<Services, 'db' | 'clock'>, staff: StaffPrincipal): Promise<string> {
  const payload = `${staff.venueId}.${nowSeconds(deps.clock) + STAFF_SESSION_TTL}.${staff.venueCode}`;
  return `${Buffer.from(payload).toString('base64url')}.${await sign(deps, payload)}`;
}

/** The staff principal of a cookie value, or null when missing, altered or expired. */
export async function verifyStaffToken(deps: Pick<Services, 'db' | 'clock'>, token: string | undefined | null): Promise<StaffPrincipal | null> {
  if (!token) return null;
  const [p64, mac] = token.split('.');
  if (!p64 || !mac) return null;
  const payload = Buffer.from(p64, 'base64url').toString('utf8');
  const expected = await sign(deps, payload);
  if (expected.length !== mac.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(mac))) return null;
  const [venueId, exp, ...code] = payload.split('.');
  if (!(Number(exp) > nowSeconds(deps.clock))) return null;
  return { venueId: Number(venueId), venueCode: code.join('.') };
}

/** The value of one cookie in a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k === name) return decodeURIComponent(v.join('='));
  }
  return undefined;
}

/** The staff principal of a request (its `platter_staff` cookie), or null. */
export async function staffFromHeaders(deps: Pick<Services, 'db' | 'clock'>, cookieHeader: string | null | undefined): Promise<StaffPrincipal | null> {
  return verifyStaffToken(deps, readCookie(cookieHeader, STAFF_COOKIE));
}
