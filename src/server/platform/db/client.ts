/**
 * Opens the database: embedded PostgreSQL (PGlite) in a folder by default, or a PostgreSQL server when
 * a connection URL is given; applies the drizzle-kit migrations in `drizzle/` before returning.
 *
 * One PGlite folder belongs to one process: a second process gets `DatabaseLockedError` at once.
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
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

export type DatabaseOptions =
  | { kind: 'pglite'; /** Folder, or undefined for in-memory. */ dataDir?: string }
  | { kind: 'postgres'; url: string; poolSize?: number; /** Told of errors on idle connections. */ onIdleError?: (e: Error) => void };

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

/** Opens and migrates the database. Errors: `DatabaseLockedError`; connection and migration errors as thrown. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server drops (restart, failover, admin termination) must not crash the
    // process: the pool discards it and opens a new one on the next query.
    pool.on('error', (e) => options.onIdleError?.(e));
    const db = drizzlePg({ client: pool, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder: migrationsFolder() });
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
    try {
      release = await lockfile.lock(dataDir, { stale: 5_000, update: 1_000, realpath: false });
    } catch (e) {
      if ((e as { code?: string }).code === 'ELOCKED') throw new DatabaseLockedError(dataDir);
      throw e;
    }
  }
  try {
    const pglite = dataDir ? new PGlite(join(dataDir, 'pgdata')) : new PGlite();
    await pglite.waitReady;
    const db = drizzlePglite({ client: pglite, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
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
