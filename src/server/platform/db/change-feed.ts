/**
 * The catalogue change feed: a per-process generation number that every cache of catalogue answers
 * (menuInfo answers, menu page shells) keys on, bumped when a transaction that changed a menu commits.
 *
 * The writer calls `notifyCatalogChanged(tx)` inside its transaction: a PostgreSQL `NOTIFY` on channel
 * `platter_catalog`, which the database delivers only when (and if) the transaction commits, to every
 * listening process — PGlite to its own `listen` callback, PostgreSQL to every server's LISTEN
 * connection (the venue import CLI included). So no process keeps serving a menu older than a commit,
 * and no cache stores an answer read before the commit under the new generation.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database, Db } from './client';

/** The NOTIFY channel of catalogue changes (payload: the venue id, informational). */
export const CATALOG_CHANNEL = 'platter_catalog';

/** A monotonically increasing number; a cache entry made under an older value is stale. */
export interface ChangeGeneration {
  readonly value: number;
  bump(): void;
}

// Shared through globalThis: the server bundle (dist/platter) and the pages bundle (dist/server) each
// hold a copy of this file, and both must read the generation the listener bumps.
const REGISTRY = Symbol.for('platter.catalogGenerations');
const generations: WeakMap<object, ChangeGeneration> = ((globalThis as Record<symbol, unknown>)[REGISTRY] as WeakMap<object, ChangeGeneration> | undefined) ??
  ((globalThis as Record<symbol, unknown>)[REGISTRY] = new WeakMap<object, ChangeGeneration>());

/**
 * The catalogue generation of database handle `db` in this process (created at 0 on first use). Every
 * catalogue cache of the process keys on it; `listenCatalogChanges` bumps it.
 */
export function catalogGeneration(db: object): ChangeGeneration {
  let g = generations.get(db);
  if (!g) generations.set(db, (g = createChangeGeneration()));
  return g;
}

/** A generation starting at 0. */
export function createChangeGeneration(): ChangeGeneration {
  let value = 0;
  return {
    get value() {
      return value;
    },
    bump() {
      value += 1;
    },
  };
}

/**
 * Announces, inside the writing transaction `tx`, that the catalogue of venue `venueId` (0: several or
 * unknown) changed: menus, prices, sold-out states or stock. Delivered to listeners at commit only.
 */
export async function notifyCatalogChanged(tx: Db, venueId = 0): Promise<void> {
  await tx.execute(sql`select pg_notify(${CATALOG_CHANNEL}, ${String(venueId)})`);
}

/**
 * Bumps `catalogGeneration(database.db)` on every committed catalogue change (see
 * `notifyCatalogChanged`). PostgreSQL: a dedicated LISTEN connection to `databaseUrl` that reconnects
 * after a loss (bumping then too, since changes may have been missed). Resolves once listening; the
 * returned function stops it.
 */
export async function listenCatalogChanges(database: Database, databaseUrl: string | undefined, logger: Logger): Promise<() => Promise<void>> {
  const generation = catalogGeneration(database.db);
  if (database.pglite) {
    const unlisten = await database.pglite.listen(CATALOG_CHANNEL, () => generation.bump());
    return async () => {
      await unlisten().catch(() => undefined);
    };
  }
  if (!databaseUrl) return async () => {};
  let client: pg.Client | undefined;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: databaseUrl });
    c.on('notification', (msg) => {
      if (msg.channel === CATALOG_CHANNEL) generation.bump();
    });
    c.on('error', (e) => {
      logger.warn({ err: e }, 'catalogue change listener lost; reconnecting');
      c.end().catch(() => undefined);
      if (client === c) client = undefined;
      if (!closed) timer = setTimeout(() => void connect().catch(() => undefined), 1_000);
    });
    await c.connect();
    await c.query(`LISTEN ${CATALOG_CHANNEL}`);
    client = c;
    generation.bump();
  };
  await connect();
  return async () => {
    closed = true;
    clearTimeout(timer);
    await client?.end().catch(() => undefined);
  };
}
