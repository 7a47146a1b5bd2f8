/**
 * Staff console sign-in (beyond the specifications, which show no staff screens): one credential per
 * venue from STAFF_CREDENTIALS (`venue_code:password` pairs; a password may be an argon2 hash, else it
 * is compared in constant time). A signed-in console holds an HttpOnly, SameSite=Strict cookie
 * `platter_staff` = a 256-bit random token (base64url) whose SHA-256 is stored in `staff_sessions`
 * with its venue, expiry and revocation (issue 16 item 4): every use looks the session up, so signing
 * out (or out everywhere, staff-sessions.ts) ends it at once. Read by the console's routes and by the
 * GraphQL resolvers (orderOperate, staffVenueChanged).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import argon2 from 'argon2';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { findVenue, venueCodeSql } from '../catalog';
import { nowSeconds } from '../../platform/clock';
import type { Services } from '../../services';
import { staffSessions } from './schema';
import { limitStaffSignIn, type LimitRefusal } from '../../platform/request-limits';

/** A staff member signed in to the console for one venue. */
export interface StaffPrincipal {
  venueId: number;
  venueCode: string;
  /** The console session (`staff_sessions.id`) of a cookie sign-in; absent for HTTP Basic. */
  sessionId?: number;
  /** Cookie sign-ins: when the session ends (seconds since the epoch). */
  expiresAt?: number;
  /** The staff member signed in (issue 23 people and roles); absent for the bootstrap owner credential. */
  memberId?: number;
  /** The member's name; absent for the bootstrap owner credential (shown as 'Owner'). */
  memberName?: string;
  /** What the principal may do (issue 23 item 2); absent means the bootstrap owner ('owner'). */
  role?: StaffRole;
}

/** Staff roles (issue 23 item 2): owners manage people; managers refund, change settings and capacity; staff move orders and mark sold out. */
export type StaffRole = 'owner' | 'manager' | 'staff';

/** The principal's role ('owner' for the bootstrap credential). */
export const staffRole = (staff: StaffPrincipal): StaffRole => staff.role ?? 'owner';

/** Whether `staff` has at least `needed`: owner ⊇ manager ⊇ staff. */
export const staffMay = (staff: StaffPrincipal, needed: StaffRole): boolean => {
  const rank: Record<StaffRole, number> = { staff: 1, manager: 2, owner: 3 };
  return rank[staffRole(staff)] >= rank[needed];
};

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

/** SHA-256 (hex) of a staff token: what `staff_sessions.token_hash` stores. */
export const hashStaffToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A staff token's shape: 32 random bytes in base64url (43 characters). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Starts a console session for `staff`: stores the SHA-256 of a new 256-bit random token in
 * `staff_sessions`, valid STAFF_SESSION_TTL seconds from now. @returns the token (the cookie value).
 */
export async function issueStaffToken(deps: Pick<Services, 'db' | 'clock'>, staff: StaffPrincipal): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = nowSeconds(deps.clock);
  await deps.db.insert(staffSessions).values({ tokenHash: hashStaffToken(token), venueId: staff.venueId, createdAt: now, expiresAt: now + STAFF_SESSION_TTL });
  return token;
}

/**
 * The staff principal of a cookie value (with its `sessionId` and `expiresAt`), or null when missing,
 * malformed, unknown, expired or revoked.
 */
export async function verifyStaffToken(deps: Pick<Services, 'db' | 'clock'>, token: string | undefined | null): Promise<StaffPrincipal | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const s = staffSessions;
  // One statement: the venue's code comes from the catalog's subquery (the venue is a foreign key).
  const [row] = await deps.db
    .select({ id: s.id, venueId: s.venueId, expiresAt: s.expiresAt, venueCode: venueCodeSql(s.venueId) })
    .from(s)
    .where(and(eq(s.tokenHash, hashStaffToken(token)), isNull(s.revokedAt), gt(s.expiresAt, nowSeconds(deps.clock))))
    .limit(1);
  return row && row.venueCode !== null ? { venueId: row.venueId, venueCode: row.venueCode, sessionId: row.id, expiresAt: row.expiresAt } : null;
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
