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
import { staffMembers, staffSessions } from './schema';
import { limitAttempt, limitStaffSignIn, type HitLimit, type LimitRefusal } from '../../platform/request-limits';
import { verifyStaffMemberSecret } from './staff-members';

export type { StaffPrincipal, StaffRole } from './staff-principal';
export { staffMay, staffRole } from './staff-principal';
import type { StaffPrincipal, StaffRole } from './staff-principal';

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
 * Checks a console sign-in. Without `member`: the venue's bootstrap owner credential of
 * STAFF_CREDENTIALS. With `member` (a login name, issue 23 item 2): that staff member's PIN or password
 * at the venue (a disabled member is refused like a wrong PIN).
 * @returns the staff principal for the venue (with the member's id, name and role), or null for an
 *   unknown venue, member or a wrong secret (the same answer, after the same work).
 */
export async function verifyStaffLogin(deps: Pick<Services, 'db' | 'config'>, venueCode: string, password: string, member?: string | null): Promise<StaffPrincipal | null> {
  if (member) {
    const venue = await findVenue(deps.db, venueCode.trim());
    const m = await verifyStaffMemberSecret(deps, venue?.id ?? 0, member, password);
    return venue && m ? { venueId: venue.id, venueCode: venue.code, memberId: m.memberId, memberName: m.memberName, role: m.role } : null;
  }
  const stored = parseStaffCredentials(deps.config.STAFF_CREDENTIALS).get(venueCode.trim());
  const good = stored?.startsWith('$argon2')
    ? await argon2.verify(stored, password).catch(() => false)
    : timingSafeEqual(digest(stored ?? '\u0000no-such-venue'), digest(password)) && stored !== undefined;
  if (!good) return null;
  const venue = await findVenue(deps.db, venueCode.trim());
  return venue ? { venueId: venue.id, venueCode: venue.code } : null;
}

/**
 * Staff PIN brute-force limits (issue 23 "Done when": a staff PIN brute force is limited per member
 * and per address). Per client address (and venue) the console's sign-in limit applies
 * (request-limits.ts: 5 failures in 15 minutes lock the pair out for 15 minutes); per member, across
 * every address, 10 failures in 15 minutes refuse further attempts until the oldest leaves the window.
 */
export const STAFF_MEMBER_LOGIN_LIMIT = { failures: 10, windowMs: 15 * 60_000 } as const;

const memberLimits = (venueCode: string, member: string): HitLimit[] => [
  { kind: 'staff_member', key: `${venueCode.trim().toLowerCase()}|${member.trim().toLowerCase()}`, max: STAFF_MEMBER_LOGIN_LIMIT.failures, windowMs: STAFF_MEMBER_LOGIN_LIMIT.windowMs },
];

class MemberLockedOut extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('staff member locked out');
  }
}

/**
 * `verifyStaffLogin` under the sign-in limits (beyond the specifications; request-limits.ts): after 5
 * failures for the venue from `ip` within 15 minutes the pair is refused for 15 minutes without the
 * password being checked, even when it is right; with `member`, 10 failures for that member from any
 * address within 15 minutes refuse the member too (`STAFF_MEMBER_LOGIN_LIMIT`).
 * @returns `{ ok: true, staff }` (staff null for a wrong venue code, member or secret), or
 *   `{ ok: false, retryAfterSeconds }` while locked out.
 */
export async function verifyStaffLoginLimited(
  deps: Pick<Services, 'db' | 'config' | 'clock'>,
  venueCode: string,
  password: string,
  ip: string,
  member?: string | null,
): Promise<{ ok: true; staff: StaffPrincipal | null } | ({ ok: false } & LimitRefusal)> {
  try {
    const r = await limitStaffSignIn(deps, venueCode, ip, async () => {
      if (!member) return verifyStaffLogin(deps, venueCode, password);
      const m = await limitAttempt(deps, memberLimits(venueCode, member), () => verifyStaffLogin(deps, venueCode, password, member));
      if (!m.ok) throw new MemberLockedOut(m.retryAfterSeconds);
      return m.value;
    });
    return r.ok ? { ok: true, staff: r.value } : r;
  } catch (e) {
    if (e instanceof MemberLockedOut) return { ok: false, retryAfterSeconds: e.retryAfterSeconds };
    throw e;
  }
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
  await deps.db.insert(staffSessions).values({ tokenHash: hashStaffToken(token), venueId: staff.venueId, memberId: staff.memberId ?? null, createdAt: now, expiresAt: now + STAFF_SESSION_TTL });
  return token;
}

/**
 * The staff principal of a cookie value (with its `sessionId`, `expiresAt` and, for a member's
 * session, `memberId`, `memberName` and `role`), or null when missing, malformed, unknown, expired,
 * revoked, or the member's now disabled (or deleted).
 */
export async function verifyStaffToken(deps: Pick<Services, 'db' | 'clock'>, token: string | undefined | null): Promise<StaffPrincipal | null> {
  if (!token || !TOKEN_SHAPE.test(token)) return null;
  const s = staffSessions;
  const m = staffMembers;
  // One statement: the venue's code comes from the catalog's subquery (the venue is a foreign key);
  // the member (if any) is joined so a disabled member's session is refused at once.
  const [row] = await deps.db
    .select({ id: s.id, venueId: s.venueId, expiresAt: s.expiresAt, venueCode: venueCodeSql(s.venueId), memberId: s.memberId, memberName: m.name, role: m.role, disabled: m.disabled })
    .from(s)
    .leftJoin(m, eq(m.id, s.memberId))
    .where(and(eq(s.tokenHash, hashStaffToken(token)), isNull(s.revokedAt), gt(s.expiresAt, nowSeconds(deps.clock))))
    .limit(1);
  if (!row || row.venueCode === null) return null;
  const principal: StaffPrincipal = { venueId: row.venueId, venueCode: row.venueCode, sessionId: row.id, expiresAt: row.expiresAt };
  if (row.memberId === null) return principal;
  if (row.memberName === null || row.disabled !== 0) return null;
  const role: StaffRole = row.role === 'owner' || row.role === 'manager' ? row.role : 'staff';
  return { ...principal, memberId: row.memberId, memberName: row.memberName, role };
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
