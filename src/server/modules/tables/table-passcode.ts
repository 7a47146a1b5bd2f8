/**
 * Table passcode guessing limits (storefront.md §4 "Table states": passcode mode; §5 "Table passcode:
 * exactly 4 digits"; §8 'The account or password incorrect').
 *
 * A 4-digit passcode has 10,000 values, so guesses are rationed: at most 5 wrong guesses per phone per
 * 15 minutes — counted both per device uid and per session, so neither a fresh session nor a new
 * device uid alone buys more — and 20 wrong guesses per table per hour, whoever makes them. Past the
 * table limit the table reads as needing staff (`TABLE_STATUS.needsStaff`) to diners who have not
 * joined, until the hour has passed or staff reset the passcode.
 *
 * Every guess is counted in the database *before* it is checked, in the caller's transaction while it
 * holds the table row lock (and a transaction-scoped advisory lock on the device uid), so aliases,
 * batches, several sockets or parallel requests are evaluated one at a time against the same counters.
 */
import { timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { tablePasscodeAttempts } from './schema';
import { tableFailure, tableOk, type TableResult } from './table-model';

/** The limits: wrong guesses per phone per 15 minutes, per table per hour (windows in milliseconds). */
export const PASSCODE_LIMITS = {
  perPhone: 5,
  phoneWindowMs: 15 * 60_000,
  perTable: 20,
  tableWindowMs: 60 * 60_000,
} as const;

/** A database handle or an open transaction. */
export type TableExec = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Wrong guesses at a table within the last hour, and whether the table is locked out (needs staff). */
export interface TableLockout {
  failedLastHour: number;
  lockedOut: boolean;
}

/** The table's lockout at `nowMs` (milliseconds since the epoch). */
export async function readTableLockout(db: TableExec, tableId: number, nowMs: number): Promise<TableLockout> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tablePasscodeAttempts)
    .where(and(eq(tablePasscodeAttempts.tableId, tableId), eq(tablePasscodeAttempts.ok, false), gt(tablePasscodeAttempts.at, nowMs - PASSCODE_LIMITS.tableWindowMs)));
  const failed = row?.n ?? 0;
  return { failedLastHour: failed, lockedOut: failed >= PASSCODE_LIMITS.perTable };
}

/** Who is guessing and what. */
export interface PasscodeGuess {
  tableId: number;
  /** The table's stored passcode (4 digits). */
  passcode: string;
  guess: string;
  sessionId: number;
  /** The phone's device uid ('' = unknown: then only the session and table limits apply). */
  deviceUid: string;
  /** Milliseconds since the epoch. */
  nowMs: number;
}

/**
 * Evaluates one passcode guess under the limits. MUST run inside a transaction that holds the table row
 * lock (`SELECT … FOR UPDATE` on venue_tables): it takes a transaction-scoped advisory lock on the
 * device uid, counts the wrong guesses in the windows, refuses without evaluating when a limit is
 * reached (TABLE_NEEDS_STAFF for the table, PASSCODE_TRIES for the phone), records the guess as wrong,
 * compares in constant time, and marks the record right when it matches. The caller must commit even
 * when the answer is a failure (return the failure from the transaction; do not throw).
 *
 * Answers: ok(true) when right; WRONG_CREDENTIALS ('The account or password incorrect') when wrong.
 */
export async function checkPasscodeGuess(tx: TableExec, g: PasscodeGuess): Promise<TableResult<true>> {
  if (g.deviceUid) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`platter:device:${g.deviceUid}`}))`);
  const tableSince = g.nowMs - PASSCODE_LIMITS.tableWindowMs;
  const phoneSince = g.nowMs - PASSCODE_LIMITS.phoneWindowMs;
  const a = tablePasscodeAttempts;
  const [counts] = await tx
    .select({
      table: sql<number>`(count(*) filter (where ${a.tableId} = ${g.tableId}))::int`,
      session: sql<number>`(count(*) filter (where ${a.sessionId} = ${g.sessionId} and ${a.at} > ${phoneSince}))::int`,
      device: g.deviceUid ? sql<number>`(count(*) filter (where ${a.deviceUid} = ${g.deviceUid} and ${a.at} > ${phoneSince}))::int` : sql<number>`0`,
    })
    .from(a)
    .where(
      and(
        eq(a.ok, false),
        gt(a.at, tableSince),
        g.deviceUid
          ? sql`(${a.tableId} = ${g.tableId} or ${a.sessionId} = ${g.sessionId} or ${a.deviceUid} = ${g.deviceUid})`
          : sql`(${a.tableId} = ${g.tableId} or ${a.sessionId} = ${g.sessionId})`,
      ),
    );
  if ((counts?.table ?? 0) >= PASSCODE_LIMITS.perTable) return tableFailure('TABLE_NEEDS_STAFF');
  if ((counts?.session ?? 0) >= PASSCODE_LIMITS.perPhone || (counts?.device ?? 0) >= PASSCODE_LIMITS.perPhone) return tableFailure('PASSCODE_TRIES');

  const [attempt] = await tx
    .insert(a)
    .values({ tableId: g.tableId, sessionId: g.sessionId, deviceUid: g.deviceUid, at: g.nowMs, ok: false })
    .returning({ id: a.id });
  const right = g.guess.length === g.passcode.length && timingSafeEqual(Buffer.from(g.guess), Buffer.from(g.passcode));
  if (!right) return tableFailure('WRONG_CREDENTIALS');
  await tx.update(a).set({ ok: true }).where(eq(a.id, attempt.id));
  return tableOk(true);
}

/** Forgets a table's recorded guesses (a staff passcode reset ends the lockout). */
export async function clearPasscodeAttempts(tx: TableExec, tableId: number): Promise<void> {
  await tx.delete(tablePasscodeAttempts).where(eq(tablePasscodeAttempts.tableId, tableId));
}
