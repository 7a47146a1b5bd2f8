/**
 * Table passcode guessing limits (storefront.md §4 "Table states": passcode mode; §5 "Table passcode:
 * exactly 4 digits"; §8 'The account or password incorrect').
 *
 * A 4-digit passcode has 10,000 values. Guesses are limited by the thing attacked, never per table
 * alone (issue 16 item 9: a table-wide limit let one stranger lock every table of a venue), and a venue's
 * Wi-Fi — one client address for every phone there — is slowed, never locked (issue 26 item 2):
 * - per table and phone: at most 5 wrong guesses at one table per 15 minutes — counted both per
 *   device uid and per session, so neither a fresh session nor a new device uid alone buys more; a
 *   phone that used them up is refused at that table (PASSCODE_TRIES) and reads it as needing staff
 *   (`TABLE_STATUS.needsStaff`); other tables, and other phones at that table, are not affected;
 * - per client address (request-limits.ts `clientIp`, TRUST_PROXY), across every table and phone: 30
 *   wrong guesses an hour are free; past them each further guess from the address waits 2 s, 4 s,
 *   8 s … (at most 15 minutes) after the address's latest wrong guess (PASSCODE_TRIES with
 *   `retryAfterSeconds`) — so fresh phones from one address buy at most ~40 guesses an hour. While
 *   the address waits, even the right passcode is refused: a fresh phone costs nothing, so a guess let
 *   through there would make guessing free; the wait is seconds at first, and a stranger's 20 wrong
 *   guesses never reach it.
 * The table itself stays open to everybody else — its joined diners, other phones and addresses, and staff.
 *
 * Every guess is counted in the database *before* it is checked, in the caller's transaction while it
 * holds the table row lock (and transaction-scoped advisory locks on the device uid and the address),
 * so aliases, batches, several sockets or parallel requests are evaluated one at a time against the
 * same counters.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { tablePasscodeAttempts } from './schema';
import { err, ok, type Result } from '../../../domain/result';

/**
 * The limits (windows and delays in milliseconds): wrong guesses per table and phone per 15 minutes;
 * free wrong guesses per client address per hour, then the address's delay (doubling from
 * `addressBaseDelayMs`, at most `addressMaxDelayMs`).
 */
export const PASSCODE_LIMITS = {
  perPhone: 5,
  phoneWindowMs: 15 * 60_000,
  perAddress: 30,
  addressWindowMs: 60 * 60_000,
  addressBaseDelayMs: 2_000,
  addressMaxDelayMs: 15 * 60_000,
} as const;

/** A database handle or an open transaction. */
export type TableExec = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Wrong passcode guesses at a table within the last hour (shown to staff; they lock nothing). */
export interface TableLockout {
  failedLastHour: number;
}

/** The table's wrong guesses in the hour before `nowMs` (milliseconds since the epoch). */
export async function readTableLockout(db: TableExec, tableId: number, nowMs: number): Promise<TableLockout> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tablePasscodeAttempts)
    .where(and(eq(tablePasscodeAttempts.tableId, tableId), eq(tablePasscodeAttempts.ok, false), gt(tablePasscodeAttempts.at, nowMs - PASSCODE_LIMITS.addressWindowMs)));
  return { failedLastHour: row?.n ?? 0 };
}

/** Who guesses: the phone (session, device uid) and its client address. */
export interface Guesser {
  sessionId: number;
  /** The phone's device uid ('' = unknown: then the device limit does not apply). */
  deviceUid: string;
  /** The client address ('' = unknown: then the address limit does not apply). */
  clientIp: string;
}

/** Why and how long a guesser must wait: its own guesses at the table, or its address's delay. */
export interface GuessWait {
  scope: 'phone' | 'address';
  /** Whole seconds, ≥ 1. */
  retryAfterSeconds: number;
}

const waitUntil = (untilMs: number, nowMs: number) => Math.max(1, Math.ceil((untilMs - nowMs) / 1000));

/**
 * Whether `who` must wait before guessing at table `tableId` at `nowMs`: the phone's 5 wrong guesses
 * there in 15 minutes (per session, per device uid), or its address's delay past 30 wrong guesses in
 * the hour (any table, any phone). Null when it may guess.
 */
async function guessWait(db: TableExec, who: Guesser, tableId: number, nowMs: number): Promise<GuessWait | null> {
  const a = tablePasscodeAttempts;
  const L = PASSCODE_LIMITS;
  const phoneSince = nowMs - L.phoneWindowMs;
  const addressSince = nowMs - L.addressWindowMs;
  const zero = sql<number>`0`;
  const atTable = sql`${a.tableId} = ${tableId} and ${a.at} > ${phoneSince}`;
  const mine: SQL[] = [sql`(${a.tableId} = ${tableId} and ${a.sessionId} = ${who.sessionId})`];
  if (who.deviceUid) mine.push(sql`(${a.tableId} = ${tableId} and ${a.deviceUid} = ${who.deviceUid})`);
  if (who.clientIp) mine.push(sql`${a.clientIp} = ${who.clientIp}`);
  const [c] = await db
    .select({
      session: sql<number>`(count(*) filter (where ${atTable} and ${a.sessionId} = ${who.sessionId}))::int`,
      sessionFirst: sql<number>`min(${a.at}) filter (where ${atTable} and ${a.sessionId} = ${who.sessionId})`,
      device: who.deviceUid ? sql<number>`(count(*) filter (where ${atTable} and ${a.deviceUid} = ${who.deviceUid}))::int` : zero,
      deviceFirst: who.deviceUid ? sql<number>`min(${a.at}) filter (where ${atTable} and ${a.deviceUid} = ${who.deviceUid})` : zero,
      address: who.clientIp ? sql<number>`(count(*) filter (where ${a.clientIp} = ${who.clientIp} and ${a.at} > ${addressSince}))::int` : zero,
      addressLast: who.clientIp ? sql<number>`max(${a.at}) filter (where ${a.clientIp} = ${who.clientIp} and ${a.at} > ${addressSince})` : zero,
    })
    .from(a)
    .where(and(eq(a.ok, false), gt(a.at, Math.min(phoneSince, addressSince)), sql`(${sql.join(mine, sql` or `)})`));
  if (!c) return null;
  // The phone's own limit at this table: free again when its oldest counted guess leaves the window.
  const phoneUntil = Math.max(
    (c.session ?? 0) >= L.perPhone ? Number(c.sessionFirst) + L.phoneWindowMs : 0,
    (c.device ?? 0) >= L.perPhone ? Number(c.deviceFirst) + L.phoneWindowMs : 0,
  );
  if (phoneUntil > nowMs) return { scope: 'phone', retryAfterSeconds: waitUntil(phoneUntil, nowMs) };
  const n = c.address ?? 0;
  if (n >= L.perAddress) {
    const delay = Math.min(L.addressMaxDelayMs, L.addressBaseDelayMs * 2 ** Math.min(n - L.perAddress, 40));
    const until = Number(c.addressLast) + delay;
    if (until > nowMs) return { scope: 'address', retryAfterSeconds: waitUntil(until, nowMs) };
  }
  return null;
}

/**
 * Whether `who` may not guess at table `tableId` now (its own wrong guesses there, or its address's
 * delay): such a caller reads a passcode table it has not joined as needing staff. A read; the limits
 * are enforced by `checkPasscodeGuess`.
 */
export async function readGuesserLockout(db: TableExec, who: Guesser, nowMs: number, tableId: number): Promise<boolean> {
  return (await guessWait(db, who, tableId, nowMs)) !== null;
}

/** Who is guessing and what. */
export interface PasscodeGuess extends Guesser {
  tableId: number;
  /** The table's stored passcode (4 digits). */
  passcode: string;
  guess: string;
  /** Milliseconds since the epoch. */
  nowMs: number;
}

/**
 * Evaluates one passcode guess under the limits. MUST run inside a transaction that holds the table row
 * lock (`SELECT … FOR UPDATE` on venue_tables): it takes transaction-scoped advisory locks on the device
 * uid and the client address, counts the guesser's wrong guesses in the windows, refuses without
 * evaluating when a limit is reached (PASSCODE_TRIES), records the guess as wrong, compares in
 * constant time, and marks the record right when it matches. The caller must commit even when the
 * answer is a failure (return the failure from the transaction; do not throw).
 *
 * Answers: ok(true) when right; WRONG_CREDENTIALS ('The account or password incorrect') when wrong;
 * PASSCODE_TRIES {retryAfterSeconds} past the phone's limit at this table or while the address waits.
 */
export async function checkPasscodeGuess(tx: TableExec, g: PasscodeGuess): Promise<Result<true>> {
  // Always in this order (device, then address), so two guesses never wait on each other in a circle.
  if (g.deviceUid) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`platter:device:${g.deviceUid}`}))`);
  if (g.clientIp) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`platter:guess-ip:${g.clientIp}`}))`);
  const wait = await guessWait(tx, g, g.tableId, g.nowMs);
  if (wait) return err('PASSCODE_TRIES', { retryAfterSeconds: wait.retryAfterSeconds });

  const a = tablePasscodeAttempts;
  const [attempt] = await tx
    .insert(a)
    .values({ tableId: g.tableId, sessionId: g.sessionId, deviceUid: g.deviceUid, clientIp: g.clientIp, at: g.nowMs, ok: false })
    .returning({ id: a.id });
  const right = g.guess.length === g.passcode.length && timingSafeEqual(Buffer.from(g.guess), Buffer.from(g.passcode));
  if (!right) return err('WRONG_CREDENTIALS');
  await tx.update(a).set({ ok: true }).where(eq(a.id, attempt.id));
  return ok(true);
}

/** Forgets a table's recorded guesses (a staff passcode reset ends the lockout). */
export async function clearPasscodeAttempts(tx: TableExec, tableId: number): Promise<void> {
  await tx.delete(tablePasscodeAttempts).where(eq(tablePasscodeAttempts.tableId, tableId));
}
