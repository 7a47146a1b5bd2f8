/**
 * Opens the database: embedded PostgreSQL (PGlite) in a folder by default, or a PostgreSQL server when
 * a connection URL is given; applies the drizzle-kit migrations in `drizzle/` before returning.
 * On PostgreSQL, migrations and startup steps run under an advisory lock, every pooled connection has
 * an error listener (a dropped connection never crashes the process), and `retryOnConnectionLoss`
 * runs again what failed because a connection was lost.
 *
 * One PGlite folder belongs to one process: a second process gets `DatabaseLockedError` at once.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { PGlite, parse as pgliteParse, protocol as pgliteProtocol } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { toSnakeCase } from 'drizzle-orm/casing';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { projectRoot } from '../paths';

/** The Drizzle handle every repository takes: the same type over PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  /** The PGlite instance (embedded only), e.g. for LISTEN-free in-process pub/sub. */
  readonly pglite?: PGlite;
  /** The pg pool (PostgreSQL only), e.g. for LISTEN/NOTIFY. */
  readonly pool?: pg.Pool;
  /** Checkpoints (PGlite) and closes every connection. Idempotent. */
  close(): Promise<void>;
}

/**
 * Work to run once the schema is migrated and before the database is handed out, e.g. seeding the demo
 * into an empty database. On PostgreSQL it runs under the same startup lock as the migrations.
 */
export type StartupStep = (db: Db) => Promise<void>;

export type DatabaseOptions =
  | { kind: 'pglite'; /** Folder, or undefined for in-memory. */ dataDir?: string; startup?: StartupStep }
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Told of every lost connection (idle or checked out of the pool); the pool opens new ones. */
      onConnectionError?: (e: Error) => void;
      startup?: StartupStep;
    };

/**
 * Takes the PGlite data folder's lock (proper-lockfile: a `<dataDir>.lock` folder, refreshed every
 * second, stale after 5 s) and writes `host pid` beside it in `<dataDir>.owner` (not inside: the lock
 * folder must stay empty for proper-lockfile to remove it). When the lock is held, and the holder named
 * there is a process of this host that no longer exists (killed, crashed), the lock is taken over at
 * once instead of after the 5 s staleness (issue 26 item 5: a supervisor restarting after 100 ms).
 * A holder that is alive, of another host, or not named yet (it is starting) keeps the folder.
 * Returns the release function. Errors: `DatabaseLockedError` when another live process holds it.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const lockDir = `${dataDir}.lock`;
  const ownerFile = `${dataDir}.owner`;
  const take = async () => {
    const release = await lockfile.lock(dataDir, { stale: 5_000, update: 1_000, realpath: false });
    try {
      writeFileSync(ownerFile, `${hostname()} ${process.pid}`);
    } catch {
      // The owner note only speeds up a later takeover; the lock itself holds without it.
    }
    return async () => {
      rmSync(ownerFile, { force: true });
      await release();
    };
  };
  try {
    return await take();
  } catch (e) {
    if ((e as { code?: string }).code !== 'ELOCKED') throw e;
    // The lock folder as seen now; only this very folder is taken over (not one a racing process
    // made meanwhile): it is moved aside atomically and its inode compared.
    let seen: number;
    try {
      seen = statSync(lockDir).ino;
    } catch {
      seen = -1;
    }
    if (seen < 0 || !holderIsDead(ownerFile)) throw new DatabaseLockedError(dataDir);
    const aside = `${lockDir}.dead-${process.pid}-${Date.now()}`;
    try {
      renameSync(lockDir, aside);
    } catch {
      throw new DatabaseLockedError(dataDir);
    }
    if (statSync(aside).ino !== seen) {
      renameSync(aside, lockDir);
      throw new DatabaseLockedError(dataDir);
    }
    rmSync(aside, { recursive: true, force: true });
    try {
      return await take();
    } catch (again) {
      // Another process took it over first.
      if ((again as { code?: string }).code === 'ELOCKED') throw new DatabaseLockedError(dataDir);
      throw again;
    }
  }
}

/** True when the lock's owner note names a process of this host that is gone (ESRCH). */
function holderIsDead(ownerFile: string): boolean {
  let note: string;
  try {
    note = readFileSync(ownerFile, 'utf8');
  } catch {
    return false;
  }
  const [host, pidText] = note.trim().split(' ');
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isSafeInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return (e as { code?: string }).code === 'ESRCH';
  }
}

/** Thrown when another live process holds the PGlite folder. */
export class DatabaseLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `The data folder ${dataDir} is in use by another Platter process. Stop that process, ` +
        `or set DATA_DIR to another folder (or DATABASE_URL to a PostgreSQL server to run several processes).`,
    );
    this.name = 'DatabaseLockedError';
  }
}

const migrationsFolder = () => join(projectRoot(), 'drizzle');

/**
 * Key of the session-level advisory lock that serialises migrations and startup steps (the demo seed)
 * across processes starting at once on one PostgreSQL database (a rolling deploy, an autoscaler).
 */
export const STARTUP_LOCK_KEY = 7_270_002;

/**
 * Runs `work` while holding the startup advisory lock, taken with `pg_advisory_lock` on a dedicated
 * connection (not a pool client: the lock belongs to that session) and released after, also on error.
 * A second process waits here until the first has migrated and seeded.
 */
async function underStartupLock(url: string, work: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString: url });
  // Losing this connection releases the lock on the server; the error is thrown by the query in flight.
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await work();
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

/**
 * PostgreSQL SQLSTATEs and socket errors that mean the connection was lost (admin shutdown 57P01,
 * crash shutdown 57P02, cannot connect now 57P03, connection exceptions 08xxx), not that the statement
 * was wrong.
 */
const CONNECTION_LOST_CODES = new Set(['57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006', 'ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'ENOTCONN']);
const CONNECTION_LOST_MESSAGE = /Connection terminated|not queryable|terminating connection|Client was closed/i;

/**
 * True when `e` (or an error in its `cause` chain: Drizzle wraps driver errors in DrizzleQueryError)
 * says the database connection was lost, by SQLSTATE / errno code or by node-postgres' message.
 */
export function isConnectionLost(e: unknown): boolean {
  for (let x = e, depth = 0; x && typeof x === 'object' && depth < 6; x = (x as { cause?: unknown }).cause, depth++) {
    if (x instanceof CommitOutcomeUnknownError) return true;
    const { code, message } = x as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) return true;
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGE.test(message)) return true;
  }
  return false;
}

/**
 * The connection was lost while COMMIT was in flight: the transaction may or may not have committed.
 * Only work that is idempotent by itself (e.g. an order with a client key) may be run again.
 */
export class CommitOutcomeUnknownError extends Error {
  constructor(cause: unknown) {
    super('the database connection was lost during commit; the outcome is unknown', { cause });
    this.name = 'CommitOutcomeUnknownError';
  }
}

/**
 * `db.transaction(work)` that tells a loss before COMMIT was sent (thrown as is: rolled back, safe to
 * run again) from a loss during COMMIT (thrown as `CommitOutcomeUnknownError`).
 */
export async function trackedTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  let committing = false;
  try {
    return await db.transaction(async (tx) => {
      const result = await work(tx as unknown as Db);
      committing = true;
      return result;
    });
  } catch (e) {
    if (committing && isConnectionLost(e)) throw new CommitOutcomeUnknownError(e);
    throw e;
  }
}

/**
 * Runs `work` and runs it again (at most `attempts` times in all, after 250 ms, then 1 s) when it failed
 * because the database connection was lost before any commit — the pool reconnects meanwhile. A loss
 * during COMMIT (`CommitOutcomeUnknownError`) is retried only with `idempotent: true`. Any other error,
 * or the last one, is thrown (GraphQL answers a lost connection with 'network busy').
 * `work` must be safe to run again after a rolled-back attempt: reads, and transactions whose side
 * effects outside the database come after the commit.
 */
export async function retryOnConnectionLoss<T>(work: () => Promise<T>, options: { attempts?: number; idempotent?: boolean } = {}): Promise<T> {
  const attempts = options.attempts ?? 3;
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (e) {
      const retryable = isConnectionLost(e) && (options.idempotent || !(e instanceof CommitOutcomeUnknownError));
      if (!retryable || attempt >= attempts) throw e;
      await new Promise((r) => setTimeout(r, attempt === 1 ? 250 : 1_000));
    }
  }
}

/**
 * Opens and migrates the database, then runs `options.startup` (on PostgreSQL both under the startup
 * advisory lock, so processes starting together migrate and seed one at a time).
 * Errors: `DatabaseLockedError`; connection, migration and startup-step errors as thrown.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A connection the server drops (restart, failover, admin termination, idle timeout) must not crash
    // the process. Every client gets its own error listener for its whole life: node-postgres emits
    // 'error' on a client checked out of the pool (inside a transaction) too, and an EventEmitter
    // 'error' without a listener throws. The query in flight fails (callers retry or answer 'network
    // busy'), the pool discards the client on release and opens a new one on the next query.
    pool.on('connect', (client) => client.on('error', (e) => options.onConnectionError?.(e)));
    // The pool's own report of an idle client lost (already told through the client's listener).
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool, casing: 'snake_case' });
    try {
      await underStartupLock(options.url, async () => {
        await migratePg(db, { migrationsFolder: migrationsFolder() });
        await options.startup?.(db as unknown as Db);
      });
    } catch (e) {
      await pool.end().catch(() => undefined);
      throw e;
    }
    let closed = false;
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pool,
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  }

  let release: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
    release = await lockDataDir(dataDir);
  }
  try {
    const pglite = dataDir ? new PGlite(join(dataDir, 'pgdata')) : new PGlite();
    await pglite.waitReady;
    const db = drizzlePglite({ client: pglite, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    await options.startup?.(db as unknown as Db);
    let closed = false;
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      pglite,
      async close() {
        if (closed) return;
        closed = true;
        if (dataDir) await pglite.exec('CHECKPOINT');
        await pglite.close();
        await release?.();
      },
    };
  } catch (e) {
    await release?.();
    throw e;
  }
}

/**
 * A read statement whose plan the database keeps, for hot reads whose planning costs more than their
 * execution (several subqueries): `text` with integer parameters `$1 … $n` of SQL types `paramTypes`,
 * run by `runNamedText` under `name`. Returns the rows as the driver parses them.
 * Errors: the database's; a parameter that is not a safe integer (TypeError).
 */
export function preparedRead<R>(name: string, text: string, paramTypes: readonly string[]): (db: Db, params: readonly number[]) => Promise<R[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new TypeError(`bad statement name ${name}`);
  // The parameters' SQL types written into the text, as PREPARE's type list did.
  const typed = text.replace(/\$(\d+)(?!\d)/g, (m, i: string) => (paramTypes[Number(i) - 1] ? `${m}::${paramTypes[Number(i) - 1]}` : m));
  return async (db, params) => {
    for (const p of params) if (!Number.isSafeInteger(p)) throw new TypeError(`${name}: parameter ${String(p)} is not an integer`);
    return runNamedText<R>(db, name, typed, params);
  };
}

/** The parameter type OIDs of each named statement prepared on a PGlite instance. */
const preparedOnPglite = new WeakMap<PGlite, Map<string, number[]>>();

/**
 * Runs `text` (parameters `$1 … $n`, values `params`) as the named prepared statement `name`, so the
 * database parses and plans it once per connection (PostgreSQL) or once per instance (PGlite) instead of
 * once per call: for hot statements whose planning costs as much as their execution (orders/
 * order-insert.ts's one-statement order: PostgreSQL's CPU per placement 1.63 → 0.91 ms). `name` must
 * always go with this same text; callers make the text once (per shape).
 * On PostgreSQL it is node-postgres' named query on a pooled connection; on PGlite the statement is
 * parsed once with the extended protocol (Parse with a name) and each call binds and executes it in one
 * protocol message, under PGlite's own transaction and query locks and followed by its file-system sync,
 * exactly as `PGlite.query` does for an unnamed statement. A transaction handle runs the same text and
 * parameters as a plain statement on its connection. Returns the rows as the driver parses them.
 * Errors: the database's (a failed call leaves the prepared statement usable).
 */
export async function runNamedText<R>(db: Db, name: string, text: string, params: readonly unknown[]): Promise<R[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) return (await client.query<R & pg.QueryResultRow>({ name, text, values: [...params] })).rows;
  if (client instanceof PGlite) return runNamedOnPglite<R>(client, name, text, [...params]);
  // A transaction: the same text and parameters as a Drizzle statement on its connection.
  const pieces = text.split(/\$(\d+)(?!\d)/);
  const query = sql.join(pieces.map((piece, i) => (i % 2 === 0 ? sql.raw(piece) : sql`${params[Number(piece) - 1]}`)));
  return ((await db.execute(query)) as unknown as { rows: R[] }).rows;
}

type PgliteLocks = { _checkReady(): Promise<void>; _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>; _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T> };

async function runNamedOnPglite<R>(pglite: PGlite, statement: string, text: string, params: unknown[]): Promise<R[]> {
  const { serialize } = pgliteProtocol;
  const locks = pglite as unknown as PgliteLocks;
  await locks._checkReady();
  return locks._runExclusiveTransaction(() =>
    locks._runExclusiveQuery(async () => {
      let prepared = preparedOnPglite.get(pglite);
      if (!prepared) preparedOnPglite.set(pglite, (prepared = new Map()));
      let types = prepared.get(statement);
      if (!types) {
        const described = await pglite.execProtocol(concatBytes([serialize.parse({ name: statement, text }), serialize.describe({ type: 'S', name: statement }), serialize.sync()]), { syncToFs: false });
        types = pgliteParse.parseDescribeStatementResults(described.messages);
        prepared.set(statement, types);
      }
      const values = params.map((v, i) => {
        if (v === null || v === undefined) return null;
        const serializer = pglite.serializers[types[i]];
        return serializer ? serializer(v as never) : String(v);
      });
      const result = await pglite.execProtocol(
        concatBytes([serialize.bind({ statement, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      await pglite.syncToFs();
      return (pgliteParse.parseResults(result.messages, pglite.parsers)[0]?.rows ?? []) as R[];
    }),
  );
}

function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.byteLength, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}

type ColumnOf = { name: string; keyAsName?: boolean; mapFromDriverValue(v: unknown): unknown };

/**
 * `select <every column of table> from table where <condition>` as a named prepared statement
 * (`runNamedText`; its text made here once), for the reads of every request (the session of a bearer
 * token). `condition` is SQL text over the table's database column names with parameters `$1 … $n`
 * (and a `limit` if wanted). The rows come as Drizzle's `select()` gives them: keys in camelCase, values
 * mapped by each column (e.g. int8 numbers; a timestamp the driver already made a Date stays that Date).
 */
export function namedSelect<T extends PgTable>(name: string, table: T, condition: string): (db: Db, params: readonly unknown[]) => Promise<T['$inferSelect'][]> {
  const columns = Object.entries(getTableColumns(table)) as unknown as [string, ColumnOf][];
  const list = columns.map(([key, c]) => `"${c.keyAsName === false ? c.name : toSnakeCase(c.name)}" as "${key}"`).join(', ');
  const text = `select ${list} from "${getTableName(table)}" where ${condition}`;
  return async (db, params) => {
    const rows = await runNamedText<Record<string, unknown>>(db, name, text, params);
    return rows.map((r) => {
      const out: Record<string, unknown> = {};
      for (const [key, c] of columns) {
        const v = r[key];
        out[key] = v === null || v === undefined ? null : v instanceof Date ? v : c.mapFromDriverValue(v);
      }
      return out as T['$inferSelect'];
    });
  };
}
