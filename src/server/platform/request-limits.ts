/**
 * Request limits kept in the database (beyond the specifications; security hardening), so that every
 * server process sharing one database counts the same attempts:
 *
 * - staff sign-in (the `/staff/login` form and HTTP Basic on the staff API): after 5 failed attempts
 *   for one venue from one client IP within 15 minutes, that venue+IP pair is refused for 15 minutes,
 *   even with the right password. Other IPs and other venues are not affected; a success resets nothing.
 * - receipt e-mails (`POST /cloud/open/invoice/email/:code`): at most 5 per receipt code and 20 per
 *   client IP in any hour.
 * - member sign-in (`MEMBER_LOGIN_LIMITS`): per account across addresses and per address across
 *   accounts, each slowing by an exponential delay past its free failures (`HitLimit.slow`);
 * - SMS codes (accounts sms-codes.ts) and courier quotes use `reserveHits` with their own limits.
 *
 * Keys are stored as keyed hashes (`storedLimitKey`): no phone number, e-mail or address in the table.
 *
 * Every attempt is recorded *before* it is evaluated, in a transaction holding transaction-scoped
 * advisory locks on its keys (the pattern of table-passcode.ts), so parallel requests, several
 * processes or batches are counted one at a time against the same rows.
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { requestLimitHits } from './db/schema';
import { serverSecret } from './secrets';

/**
 * The stored form of a limit key (a phone number, an e-mail, a client address, a venue+address pair):
 * HMAC-SHA-256 under the server secret 'request-limit-keys', base64url (43 characters). The table never
 * holds the key itself, so an erased account leaves nothing there to erase (accounts-and-loyalty.md
 * §2.15, issue 26 item 1), and the same key always maps to the same row key, so counting is unchanged.
 */
export async function storedLimitKey(db: Db, key: string): Promise<string> {
  const secret = await serverSecret(db, 'request-limit-keys');
  return createHmac('sha256', secret).update(key).digest('base64url');
}

/** The limits (windows in milliseconds). */
export const REQUEST_LIMITS = {
  staffFailures: 5,
  staffWindowMs: 15 * 60_000,
  staffLockoutMs: 15 * 60_000,
  receiptPerCode: 5,
  receiptPerIp: 20,
  receiptWindowMs: 60 * 60_000,
} as const;

type LimitDeps = { db: Db; clock: { nowMs(): number } };

/** A refused attempt: how long until the next one may be made (whole seconds, ≥ 1). */
export interface LimitRefusal {
  retryAfterSeconds: number;
}

/**
 * The client address of a request, IPv4-mapped IPv6 unwrapped ('' if unknown): the socket's peer, or,
 * behind `trustedProxies` reverse proxies (config TRUST_PROXY), the address the nearest untrusted hop
 * gave — the `trustedProxies`-th entry from the right of X-Forwarded-For followed by the peer. Entries
 * further left are the client's own word and never used.
 */
export function clientIp(req: IncomingMessage, trustedProxies = 0): string {
  const unwrap = (a: string) => (a.startsWith('::ffff:') ? a.slice(7) : a);
  const peer = unwrap(req.socket.remoteAddress ?? '');
  if (trustedProxies <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((a) => a.trim()).filter(Boolean);
  const chain = [...forwarded.map(unwrap), peer];
  return chain[Math.max(0, chain.length - 1 - trustedProxies)];
}

type LimitTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Takes the transaction-scoped advisory locks of `keys`, sorted so that requests never deadlock. */
async function lockKeys(tx: LimitTx, keys: string[]): Promise<void> {
  for (const k of [...new Set(keys)].sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`platter:limit:${k}`}))`);
}

/** Forgets a key's rows older than `beforeMs` (they can no longer count), so the table stays small. */
async function forgetOld(tx: LimitTx, kinds: string[], key: string, beforeMs: number): Promise<void> {
  await tx.delete(requestLimitHits).where(and(inArray(requestLimitHits.kind, kinds), eq(requestLimitHits.key, key), lt(requestLimitHits.at, beforeMs)));
}

const retryAfter = (untilMs: number, nowMs: number) => ({ retryAfterSeconds: Math.max(1, Math.ceil((untilMs - nowMs) / 1000)) });

const staffKey = (venueCode: string, ip: string) => `${venueCode.trim().toLowerCase()}|${ip}`;

/**
 * Records a staff sign-in attempt for `venueCode` from `ip` before the password is checked.
 * @returns `{ attemptId }` to settle with `settleStaffSignIn`, or a refusal (`retryAfterSeconds`) while
 *   the venue+IP pair is locked out (5 failures within 15 minutes → 15 minutes' lockout).
 */
export async function beginStaffSignIn(deps: LimitDeps, venueCode: string, ip: string): Promise<{ attemptId: number } | LimitRefusal> {
  const key = await storedLimitKey(deps.db, staffKey(venueCode, ip));
  const now = deps.clock.nowMs();
  const h = requestLimitHits;
  return deps.db.transaction(async (tx) => {
    await lockKeys(tx, [`staff:${key}`]);
    await forgetOld(tx, ['staff_signin', 'staff_lockout'], key, now - Math.max(REQUEST_LIMITS.staffWindowMs, REQUEST_LIMITS.staffLockoutMs));
    const [lock] = await tx
      .select({ at: sql<number>`max(${h.at})` })
      .from(h)
      .where(and(eq(h.kind, 'staff_lockout'), eq(h.key, key), gt(h.at, now - REQUEST_LIMITS.staffLockoutMs)));
    if (lock?.at != null) return retryAfter(Number(lock.at) + REQUEST_LIMITS.staffLockoutMs, now);
    // Attempts not yet settled count as failures, so parallel guesses cannot slip past the limit.
    const [failed] = await tx
      .select({ n: sql<number>`count(*)::int`, last: sql<number>`max(${h.at})` })
      .from(h)
      .where(and(eq(h.kind, 'staff_signin'), eq(h.key, key), eq(h.ok, false), gt(h.at, now - REQUEST_LIMITS.staffWindowMs)));
    if ((failed?.n ?? 0) >= REQUEST_LIMITS.staffFailures) return retryAfter(Number(failed.last) + REQUEST_LIMITS.staffLockoutMs, now);
    const [row] = await tx.insert(h).values({ kind: 'staff_signin', key, at: now }).returning({ id: h.id });
    return { attemptId: row.id };
  });
}

/**
 * Settles an attempt of `beginStaffSignIn`: a success no longer counts; a failure that reaches the limit
 * starts the venue+IP pair's 15-minute lockout.
 */
export async function settleStaffSignIn(deps: LimitDeps, venueCode: string, ip: string, attemptId: number, succeeded: boolean): Promise<void> {
  const h = requestLimitHits;
  if (succeeded) {
    await deps.db.update(h).set({ ok: true }).where(eq(h.id, attemptId));
    return;
  }
  const key = await storedLimitKey(deps.db, staffKey(venueCode, ip));
  const now = deps.clock.nowMs();
  await deps.db.transaction(async (tx) => {
    await lockKeys(tx, [`staff:${key}`]);
    const [failed] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(h)
      .where(and(eq(h.kind, 'staff_signin'), eq(h.key, key), eq(h.ok, false), gt(h.at, now - REQUEST_LIMITS.staffWindowMs)));
    const [locked] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(h)
      .where(and(eq(h.kind, 'staff_lockout'), eq(h.key, key), gt(h.at, now - REQUEST_LIMITS.staffLockoutMs)));
    if ((failed?.n ?? 0) >= REQUEST_LIMITS.staffFailures && (locked?.n ?? 0) === 0) await tx.insert(h).values({ kind: 'staff_lockout', key, at: now });
  });
}

/**
 * Runs a staff credential check under the sign-in limit: `check` is called only when the venue+IP pair
 * is not locked out, and its answer (null = wrong venue or password) is counted.
 * @returns `{ ok: true, value }` with the check's answer, or `{ ok: false, retryAfterSeconds }` when locked out.
 */
export async function limitStaffSignIn<T>(
  deps: LimitDeps,
  venueCode: string,
  ip: string,
  check: () => Promise<T | null>,
): Promise<{ ok: true; value: T | null } | ({ ok: false } & LimitRefusal)> {
  const begun = await beginStaffSignIn(deps, venueCode, ip);
  if ('retryAfterSeconds' in begun) return { ok: false, retryAfterSeconds: begun.retryAfterSeconds };
  let value: T | null = null;
  try {
    value = await check();
  } finally {
    await settleStaffSignIn(deps, venueCode, ip, begun.attemptId, value !== null);
  }
  return { ok: true, value };
}

/** 'Too many attempts, try again in N minutes' (N rounded up, at least 1). */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts, try again in ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * Reserves one receipt e-mail for `code` from `ip` (at most 5 per code and 20 per IP in any hour).
 * @returns `{ hitIds }` (release them with `releaseReceiptEmail` when nothing was sent), or a refusal.
 */
export async function reserveReceiptEmail(deps: LimitDeps, rawCode: string, rawIp: string): Promise<{ hitIds: number[] } | LimitRefusal> {
  const [code, ip] = await Promise.all([storedLimitKey(deps.db, rawCode), storedLimitKey(deps.db, rawIp)]);
  const now = deps.clock.nowMs();
  const since = now - REQUEST_LIMITS.receiptWindowMs;
  const h = requestLimitHits;
  return deps.db.transaction(async (tx) => {
    await lockKeys(tx, [`receipt:code:${code}`, `receipt:ip:${ip}`]);
    await forgetOld(tx, ['receipt_email_code'], code, since);
    await forgetOld(tx, ['receipt_email_ip'], ip, since);
    const counts = await tx
      .select({ kind: h.kind, n: sql<number>`count(*)::int`, first: sql<number>`min(${h.at})` })
      .from(h)
      .where(
        and(
          eq(h.ok, false),
          gt(h.at, since),
          sql`((${h.kind} = 'receipt_email_code' and ${h.key} = ${code}) or (${h.kind} = 'receipt_email_ip' and ${h.key} = ${ip}))`,
        ),
      )
      .groupBy(h.kind);
    const byCode = counts.find((c) => c.kind === 'receipt_email_code');
    const byIp = counts.find((c) => c.kind === 'receipt_email_ip');
    if (byCode && byCode.n >= REQUEST_LIMITS.receiptPerCode) return retryAfter(Number(byCode.first) + REQUEST_LIMITS.receiptWindowMs, now);
    if (byIp && byIp.n >= REQUEST_LIMITS.receiptPerIp) return retryAfter(Number(byIp.first) + REQUEST_LIMITS.receiptWindowMs, now);
    const rows = await tx
      .insert(h)
      .values([
        { kind: 'receipt_email_code', key: code, at: now },
        { kind: 'receipt_email_ip', key: ip, at: now },
      ])
      .returning({ id: h.id });
    return { hitIds: rows.map((r) => r.id) };
  });
}

/** Gives back a reservation of `reserveReceiptEmail` when no e-mail was sent (unknown receipt, bad address). */
export async function releaseReceiptEmail(deps: LimitDeps, hitIds: number[]): Promise<void> {
  if (hitIds.length) await deps.db.update(requestLimitHits).set({ ok: true }).where(inArray(requestLimitHits.id, hitIds));
}

/**
 * One limit of `reserveHits`: at most `max` counted hits of `kind`+`key` in any `windowMs`. A hit counts
 * until it is released (`releaseHits`: an attempt that succeeded, or a reservation that sent nothing).
 *
 * With `slow`, the limit slows instead of refusing for the rest of the window (exponential delay, OWASP
 * ASVS 2.2.1 "soft lockout"): the first `max` hits are free; past them each further hit must wait
 * `baseDelayMs · 2^(n − max)` (at most `maxDelayMs`) after the latest counted hit, n being the hits
 * counted in the window — 2 s, 4 s, 8 s … rather than an hour's ban.
 */
export interface HitLimit {
  kind: string;
  key: string;
  max: number;
  windowMs: number;
  slow?: { baseDelayMs: number; maxDelayMs: number };
}

/** A refusal of `reserveHits`: the wait, and the kind of the limit that refused (the latest freeing one). */
export interface HitRefusal extends LimitRefusal {
  kind: string;
}

/** When a limit with `n` counted hits (oldest `first`, latest `last`, milliseconds) allows the next hit. */
function nextAllowedAt(l: HitLimit, n: number, first: number, last: number): number {
  if (n < l.max) return 0;
  if (!l.slow) return first + l.windowMs;
  const delay = Math.min(l.slow.maxDelayMs, l.slow.baseDelayMs * 2 ** Math.min(n - l.max, 40));
  return last + delay;
}

/**
 * Records one hit under every limit of `limits` when none refuses, all in one transaction under the
 * advisory locks of their keys (so parallel requests count one at a time).
 * @returns `{ hitIds }` when recorded, or a refusal (`retryAfterSeconds` until every limit allows a hit,
 *   and the `kind` of the limit that waits longest).
 */
export async function reserveHits(deps: LimitDeps, given: HitLimit[]): Promise<{ hitIds: number[] } | HitRefusal> {
  const now = deps.clock.nowMs();
  const h = requestLimitHits;
  if (given.length === 0) return { hitIds: [] };
  // Rows are keyed by the keyed hash of each key, never the key (a phone number) itself.
  const limits = await Promise.all(given.map(async (l) => ({ ...l, key: await storedLimitKey(deps.db, l.key) })));
  return deps.db.transaction(async (tx) => {
    await lockKeys(tx, limits.map((l) => `${l.kind}:${l.key}`));
    let refusal: HitRefusal | null = null;
    for (const l of limits) {
      const since = now - l.windowMs;
      const [c] = await tx
        .select({ n: sql<number>`count(*)::int`, first: sql<number>`min(${h.at})`, last: sql<number>`max(${h.at})` })
        .from(h)
        .where(and(eq(h.kind, l.kind), eq(h.key, l.key), eq(h.ok, false), gt(h.at, since)));
      const at = nextAllowedAt(l, c?.n ?? 0, Number(c?.first ?? 0), Number(c?.last ?? 0));
      if (at > now && (!refusal || at - now > refusal.retryAfterSeconds * 1000)) refusal = { ...retryAfter(at, now), kind: l.kind };
    }
    if (refusal) return refusal;
    // Old rows can no longer count against the longest window of each kind+key.
    for (const l of limits) await forgetOld(tx, [l.kind], l.key, now - Math.max(...limits.filter((o) => o.kind === l.kind).map((o) => o.windowMs)));
    const rows = await tx
      .insert(h)
      .values(limits.map((l) => ({ kind: l.kind, key: l.key, at: now })))
      .returning({ id: h.id });
    return { hitIds: rows.map((r) => r.id) };
  });
}

/** Releases hits of `reserveHits`: they no longer count (an attempt that succeeded, a request that did nothing). */
export async function releaseHits(deps: LimitDeps, hitIds: number[]): Promise<void> {
  if (hitIds.length) await deps.db.update(requestLimitHits).set({ ok: true }).where(inArray(requestLimitHits.id, hitIds));
}

/**
 * Runs a credential check under `limits` (failures counted per limit; a success is released and so
 * never counts): `check` is called only when no limit refuses, and its hits count as failures from
 * before it runs, so parallel guesses cannot slip past a limit.
 * @returns `{ ok: true, value }` with the check's answer (null = wrong credential), or
 *   `{ ok: false, retryAfterSeconds, kind }` when a limit refuses (the credential is not evaluated).
 */
export async function limitAttempt<T>(
  deps: LimitDeps,
  limits: HitLimit[],
  check: () => Promise<T | null>,
): Promise<{ ok: true; value: T | null } | ({ ok: false } & HitRefusal)> {
  const reserved = await reserveHits(deps, limits);
  if ('retryAfterSeconds' in reserved) return { ok: false, ...reserved };
  let value: T | null = null;
  try {
    value = await check();
  } finally {
    if (value !== null) await releaseHits(deps, reserved.hitIds);
  }
  return { ok: true, value };
}

/**
 * Member sign-in limits (OWASP ASVS 2.2.1; NIST SP 800-63B §5.2.2), by the thing attacked:
 * - per account (mobile), across every address: 10 failures in an hour are free; then each attempt
 *   waits 30 s, 1 min, 2 min … (at most 15 minutes) after the latest failure — the owner is told the
 *   wait ('Too many attempts, try again in N minutes');
 * - per client address, across every account: 30 failures in an hour are free (a venue's Wi-Fi), then
 *   2 s, 4 s, 8 s … (at most 15 minutes), so one address cannot try many accounts.
 * Strangers' failures on other accounts from the same address never refuse an owner below the
 * address's 30; past it the delay refuses everybody there (a fresh account to try costs an attacker
 * nothing, so the right password cannot be let through without making guessing free).
 */
export const MEMBER_LOGIN_LIMITS = {
  perAccount: 10,
  perAddress: 30,
  windowMs: 60 * 60_000,
  accountSlow: { baseDelayMs: 30_000, maxDelayMs: 15 * 60_000 },
  addressSlow: { baseDelayMs: 2_000, maxDelayMs: 15 * 60_000 },
} as const;

/** The limits of one member sign-in attempt for `account` (a normalised mobile) from `ip` ('' = unknown: no address limit). */
export function memberLoginLimits(account: string, ip: string): HitLimit[] {
  const L = MEMBER_LOGIN_LIMITS;
  const limits: HitLimit[] = [{ kind: 'login_account', key: account, max: L.perAccount, windowMs: L.windowMs, slow: L.accountSlow }];
  if (ip) limits.push({ kind: 'login_ip', key: ip, max: L.perAddress, windowMs: L.windowMs, slow: L.addressSlow });
  return limits;
}
