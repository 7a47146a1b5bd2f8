/**
 * Bearer sessions (storefront.md §6, §7: 'authorization: Bearer {token}'; a login is valid while its
 * expired_at, in seconds, is after now). Tokens are 256-bit random, base64url; only their SHA-256 is
 * stored. The request's `Viewer` is resolved once per GraphQL operation from the header (HTTP) or the
 * connection params (WebSocket).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { namedSelect, type Db } from '../../platform/db/client';
import { sessions, SESSION_KIND, users } from './schema';
import type { SessionKind, Viewer } from '../../platform/graphql/context';

export type { SessionKind, Viewer };


/** Seconds: user and guest logins last 30 days, table diners 12 hours, pay-by-link 7 days. */
export const SESSION_TTL: Record<SessionKind, number> = {
  [SESSION_KIND.user]: 30 * 86_400,
  [SESSION_KIND.guest]: 30 * 86_400,
  [SESSION_KIND.table]: 12 * 3_600,
  [SESSION_KIND.payByLink]: 7 * 86_400,
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The user read of signed-in requests, built once per database handle as a prepared statement (no
 * query building per request; on PostgreSQL the server keeps its plan per connection). The session of
 * a token, read by every request, is a named statement on both databases (`sessionByToken`).
 */
function buildPrepared(db: Db) {
  return {
    userById: db.select().from(users).where(eq(users.id, sql.placeholder('id'))).limit(1).prepare('platter_user_by_id'),
  };
}
/** The unexpired session whose token hashes to $1 at $2 (seconds): 0 or 1 row, planned once per connection or PGlite. */
const sessionByToken = namedSelect('platter_session_by_token', sessions, 'token_hash = $1 and expired_at > $2 limit 1');

const preparedByDb = new WeakMap<object, ReturnType<typeof buildPrepared>>();
function prepared(db: Db): ReturnType<typeof buildPrepared> {
  let p = preparedByDb.get(db);
  if (!p) preparedByDb.set(db, (p = buildPrepared(db)));
  return p;
}

export interface IssuedSession {
  /** The bearer token: give it to the client once; it is not stored. */
  token: string;
  /** Seconds since the epoch. */
  expired_at: number;
  refresh_expired_at: number;
  /** User and guest logins: the refresh token (given once, rotates at each use); '' for other kinds. */
  refresh_token: string;
}

/**
 * Creates a session and returns its token. `now` in seconds. Table sessions need `tableId`;
 * pay-by-link sessions need `tradeid`.
 */
export async function issueSession(
  db: Db,
  now: number,
  s: {
    kind: SessionKind;
    userId?: number | null;
    tableId?: number | null;
    venueId?: number | null;
    tradeid?: string | null;
    deviceUid?: string;
    family?: string;
    /** Seconds since the epoch: ends the session earlier than its kind's lifetime (a pay link's expiry). */
    expiresAt?: number;
  },
): Promise<IssuedSession> {
  const token = randomBytes(32).toString('base64url');
  const refreshable = s.kind === SESSION_KIND.user || s.kind === SESSION_KIND.guest;
  const refresh_token = refreshable ? randomBytes(32).toString('base64url') : '';
  const expired_at = Math.min(now + SESSION_TTL[s.kind], s.expiresAt ?? Number.MAX_SAFE_INTEGER);
  const refresh_expired_at = expired_at + 30 * 86_400;
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    kind: s.kind,
    userId: s.userId ?? null,
    tableId: s.tableId ?? null,
    venueId: s.venueId ?? null,
    tradeid: s.tradeid ?? null,
    deviceUid: s.deviceUid ?? '',
    expiredAt: expired_at,
    refreshExpiredAt: refresh_expired_at,
    refreshHash: refreshable ? hashToken(refresh_token) : null,
    family: refreshable ? (s.family ?? randomUUID()) : null,
  });
  return { token, expired_at, refresh_expired_at, refresh_token };
}

/** Reads 'Bearer <token>' (case-insensitive scheme); anything else is no token. */
export function bearerToken(header: string | null | undefined): string | null {
  const m = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(header?.trim() ?? '');
  return m ? m[1] : null;
}

/** The live session for a token at `now` (seconds), or null when unknown or expired. */
export async function resolveViewer(
  db: Db,
  token: string | null,
  now: number,
  /** Table sessions: the trade ids of the sittings the session joined (the tables module answers it). */
  sittingsOf: (db: Db, sessionId: number) => Promise<string[]> = async () => [],
): Promise<Viewer | null> {
  if (!token) return null;
  const [row] = await sessionByToken(db, [hashToken(token), now]);
  if (!row) return null;
  const sittings = row.kind === SESSION_KIND.table ? await sittingsOf(db, row.id) : [];
  return {
    sittings,
    sessionId: row.id,
    kind: row.kind as SessionKind,
    userId: row.userId,
    tableId: row.tableId,
    venueId: row.venueId,
    tradeid: row.tradeid,
    deviceUid: row.deviceUid,
    expiredAt: row.expiredAt,
  };
}

/**
 * Seconds after a refresh token is spent during which the same token may be spent again (two tabs
 * of one browser refreshing at once): each such reuse gets a session of its own in the same family.
 * After it, a reuse is a theft signal and revokes the family (Auth0's "reuse interval" does the same).
 */
export const REFRESH_REUSE_GRACE_S = 30;

/**
 * Exchanges a refresh token for a new session of the same family (the old session ends at once).
 * Reuse of a spent refresh token more than `REFRESH_REUSE_GRACE_S` seconds after it was spent revokes
 * the whole family (OWASP refresh token rotation): a stolen token and its legitimate holder both lose
 * access; a reuse within the grace (a second tab refreshing at the same moment) gets a sibling session
 * (issue 26 item 5). Null for an unknown, expired or reused-late token. `now`: seconds since the epoch.
 */
export async function rotateSession(db: Db, refreshToken: string, now: number): Promise<{ session: IssuedSession; userId: number | null } | null> {
  if (!/^[A-Za-z0-9_-]{20,200}$/.test(refreshToken)) return null;
  const [row] = await db.select().from(sessions).where(eq(sessions.refreshHash, hashToken(refreshToken))).limit(1);
  if (!row || !row.family) return null;
  if (row.refreshExpiredAt <= now) return null;
  const family = row.family;
  const sibling = async () => ({ session: await issueSession(db, now, { kind: row.kind as SessionKind, userId: row.userId, venueId: row.venueId, deviceUid: row.deviceUid, family }), userId: row.userId });
  const reused = async (spentAt: number | null) => {
    if (spentAt !== null && now - spentAt <= REFRESH_REUSE_GRACE_S) return sibling();
    await db.delete(sessions).where(eq(sessions.family, family));
    return null;
  };
  if (row.refreshedAt !== null) return reused(row.refreshedAt);
  const spent = await db
    .update(sessions)
    .set({ refreshedAt: now, expiredAt: 0 })
    .where(and(eq(sessions.id, row.id), isNull(sessions.refreshedAt)))
    .returning({ id: sessions.id });
  if (!spent.length) {
    // Spent by a request running at the same moment: read when, to tell a second tab from a thief.
    const [again] = await db.select({ refreshedAt: sessions.refreshedAt }).from(sessions).where(eq(sessions.id, row.id)).limit(1);
    return reused(again?.refreshedAt ?? null);
  }
  return sibling();
}

/** Ends every session of a user (account deletion, password reset). */
export async function revokeUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends a session (logout). */
export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** The user row of a viewer, or null. */
export async function loadViewerUser(db: Db, viewer: Viewer | null) {
  if (!viewer?.userId) return null;
  const [u] = await prepared(db).userById.execute({ id: viewer.userId });
  return u ?? null;
}
