/**
 * Table passcode guessing limits (storefront.md §4 "Table states": passcode mode; §5 "Table passcode:
 * exactly 4 digits"; §8 'The account or password incorrect').
 *
 * A 4-digit passcode has 10,000 values, so guesses are rationed per guesser, never per table (issue 16
 * item 9: a table-wide limit let one stranger lock every table of a venue):
 * - at most 5 wrong guesses per phone per 15 minutes — counted both per device uid and per session,
 *   so neither a fresh session nor a new device uid alone buys more;
 * - at most 20 wrong guesses per client address (request-limits.ts `clientIp`, TRUST_PROXY) per hour,
 *   across every table, so fresh phones from one address buy no more either.
 * Past a limit that guesser is refused (PASSCODE_TRIES) without the guess being evaluated, and reads
 * the table as needing staff (`TABLE_STATUS.needsStaff`); the table itself stays open to everybody
 * else — its joined diners, other phones and addresses, and staff.
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

/** The limits: wrong guesses per phone per 15 minutes, per client address per hour (windows in milliseconds). */
export const PASSCODE_LIMITS = {
  perPhone: 5,
  phoneWindowMs: 15 * 60_000,
  perAddress: 20,
  addressWindowMs: 60 * 60_000,
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

/** Whether `who` has used up its wrong guesses (per phone or per address) at `nowMs`. */
async function guessesUsedUp(db: TableExec, who: Guesser, nowMs: number): Promise<boolean> {
  const a = tablePasscodeAttempts;
  const phoneSince = nowMs - PASSCODE_LIMITS.phoneWindowMs;
  const addressSince = nowMs - PASSCODE_LIMITS.addressWindowMs;
  const zero = sql<number>`0`;
  const mine: SQL[] = [sql`${a.sessionId} = ${who.sessionId}`];
  if (who.deviceUid) mine.push(sql`${a.deviceUid} = ${who.deviceUid}`);
  if (who.clientIp) mine.push(sql`${a.clientIp} = ${who.clientIp}`);
  const [counts] = await db
    .select({
      session: sql<number>`(count(*) filter (where ${a.sessionId} = ${who.sessionId} and ${a.at} > ${phoneSince}))::int`,
      device: who.deviceUid ? sql<number>`(count(*) filter (where ${a.deviceUid} = ${who.deviceUid} and ${a.at} > ${phoneSince}))::int` : zero,
      address: who.clientIp ? sql<number>`(count(*) filter (where ${a.clientIp} = ${who.clientIp} and ${a.at} > ${addressSince}))::int` : zero,
    })
    .from(a)
    .where(and(eq(a.ok, false), gt(a.at, Math.min(phoneSince, addressSince)), sql`(${sql.join(mine, sql` or `)})`));
  return (
    (counts?.session ?? 0) >= PASSCODE_LIMITS.perPhone ||
    (counts?.device ?? 0) >= PASSCODE_LIMITS.perPhone ||
    (counts?.address ?? 0) >= PASSCODE_LIMITS.perAddress
  );
}

/**
 * Whether `who` may not guess now (it used up its wrong guesses): such a caller reads a passcode table
 * it has not joined as needing staff. A read; the limits are enforced by `checkPasscodeGuess`.
 */
export async function readGuesserLockout(db: TableExec, who: Guesser, nowMs: number): Promise<boolean> {
  return guessesUsedUp(db, who, nowMs);
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
 * PASSCODE_TRIES past the phone's or the address's limit.
 */
export async function checkPasscodeGuess(tx: TableExec, g: PasscodeGuess): Promise<Result<true>> {
  // Always in this order (device, then address), so two guesses never wait on each other in a circle.
  if (g.deviceUid) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`platter:device:${g.deviceUid}`}))`);
  if (g.clientIp) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`platter:guess-ip:${g.clientIp}`}))`);
  if (await guessesUsedUp(tx, g, g.nowMs)) return err('PASSCODE_TRIES');

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
