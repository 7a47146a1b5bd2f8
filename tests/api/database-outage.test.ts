/**
 * The server as a real process (src/server/main.ts bundled alone, as `npm run build` does) while its database drops connections,
 * and while it stops:
 * - PostgreSQL terminating every session of the server (`pg_terminate_backend`: what a failover, a
 *   restart or an idle timeout does) while diners place orders: the process stays alive, service is
 *   back within 10 s, every order answered with a trade id is in the database, and what failed was
 *   answered 'network busy' (db/client.ts: an error listener on every pooled client, retries of what
 *   is safe; pubsub/index.ts: the LISTEN connection reconnects);
 * - SIGKILL while diners place orders (issue 15: "the acknowledged order survives kill -9"): every order
 *   answered with a trade id is in the database the next process opens;
 * - SIGTERM with orders in flight: they are answered and the process exits 0 within SHUTDOWN_TIMEOUT_MS.
 * Runs on PGlite (the SIGKILL and SIGTERM cases), and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, Product, Venue } from '../../src/domain/types';
import { openDatabase, type Database } from '../../src/server/platform/db/client';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import * as s from '../helpers/schema';
import { importBrand } from '../../src/server/modules/catalog/import-brand';
import { openTestDatabase, testDatabaseKinds } from '../helpers/databases';
import { demoBrand } from '../helpers/demo-data';
import { orderParam, productLine } from '../helpers/orders';
import { bundleServer, startServer, tempDataDir, type ServerProcess } from '../helpers/server-process';

const REGISTER = `mutation($a:String,$f:String){ userRegisterSubmit(account:$a, firstname:$f, platform:2, country:"AU"){ authorization{ token } } }`;
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ id tradeid } }`;
const SHUTDOWN_TIMEOUT_MS = 3_000;
const TERMINATE = 'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()';

type Answer = { data?: { orderEdit?: { tradeid: string } }; errors?: { message: string }[] };

describe.each(testDatabaseKinds())('the server process on %s', (kind) => {
  let database: (Database & { url?: string }) | undefined;
  let dataDir: string | undefined;
  let venue: Venue;
  let menu: Menu;
  let product: Product;
  let entry: string;

  beforeAll(async () => {
    entry = bundleServer();
    // The demo brand with the café open all day (orders are placed at the real time), imported as an
    // operator would before the server starts.
    const brand = demoBrand({ openAllDay: ['laneway-espresso'] });
    if (kind === 'postgres') {
      database = await openTestDatabase('postgres');
    } else {
      dataDir = tempDataDir();
      database = await openDatabase({ kind: 'pglite', dataDir });
    }
    const imported = await importBrand(database.db, brand);
    if (!imported.ok) throw new Error(JSON.stringify(imported));
    venue = (await findVenue(database.db, 'laneway-espresso'))!;
    menu = (await loadMenu(database.db, venue.id))!;
    product = menu.products.find((p) => p.variants.length === 0 && p.ingredients.length === 0 && p.modifier_ids.length === 0 && p.status === 1 && p.price > 300 && p.inventory !== 2)!;
    expect(product).toBeDefined();
    // The PGlite folder belongs to one process: hand it over to the server.
    if (kind === 'pglite') await database.close();
  });
  afterAll(async () => {
    if (kind === 'postgres') await database?.close();
  });

  const start = (logLevel = 'warn') =>
    startServer(
      {
        SEED_DEMO: 'false',
        SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
        LOG_LEVEL: logLevel,
        ...(kind === 'postgres' ? { DATABASE_URL: database!.url!, DATABASE_POOL_SIZE: '5' } : { DATABASE_URL: '', DATA_DIR: dataDir! }),
      },
      { entry },
    );

  const gql = async (server: ServerProcess, query: string, variables: Record<string, unknown>, token?: string): Promise<Answer> => {
    const res = await fetch(`${server.url}/xcloud/user/gapi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as Answer;
  };

  const guest = async (server: ServerProcess, mobile: string): Promise<string> => {
    const r = (await gql(server, REGISTER, { a: mobile, f: 'Diner' })) as { data?: { userRegisterSubmit?: { authorization: { token: string } } }; errors?: unknown };
    if (!r.data?.userRegisterSubmit) throw new Error(JSON.stringify(r.errors));
    return r.data.userRegisterSubmit.authorization.token;
  };

  /** Places one order of one product with a fresh client key (as the storefront does per checkout). */
  const placeOrder = (server: ServerProcess, token: string) =>
    gql(server, EDIT, { p: orderParam(venue, [productLine(menu, product, 1)], { now: Date.now() / 1000, clientKey: randomUUID() }) }, token);

  if (kind === 'postgres') it(
    'survives PostgreSQL terminating its connections under load: alive, back within 10 s, no acknowledged order lost',
    async () => {
      const server = await start();
      const admin = new pg.Client({ connectionString: database!.url });
      admin.on('error', () => undefined);
      try {
        const token = await guest(server, '0412777001');
        expect((await placeOrder(server, token)).data?.orderEdit?.tradeid).toMatch(/^P/);

        const acknowledged: string[] = [];
        const failures: string[] = [];
        let running = true;
        const worker = async () => {
          while (running) {
            try {
              const r = await placeOrder(server, token);
              if (r.data?.orderEdit?.tradeid) acknowledged.push(r.data.orderEdit.tradeid);
              else failures.push(r.errors?.[0]?.message ?? JSON.stringify(r));
            } catch (e) {
              failures.push(`request failed: ${String(e)}`);
              await new Promise((r) => setTimeout(r, 100));
            }
          }
        };
        const workers = Array.from({ length: 4 }, worker);

        await admin.connect();
        let terminated = 0;
        for (let round = 0; round < 3; round++) {
          await new Promise((r) => setTimeout(r, 800));
          terminated += (await admin.query(TERMINATE)).rowCount ?? 0;
        }
        const lastTermination = Date.now();
        // The server's pool and its pub/sub listener had sessions to lose.
        expect(terminated).toBeGreaterThanOrEqual(3);

        // Back by itself: a new order succeeds within 10 s of the last termination.
        let back = false;
        while (!back && Date.now() - lastTermination < 10_000) {
          const r = await placeOrder(server, token).catch(() => undefined);
          back = Boolean(r?.data?.orderEdit?.tradeid);
          if (r?.data?.orderEdit?.tradeid) acknowledged.push(r.data.orderEdit.tradeid);
          if (!back) await new Promise((r) => setTimeout(r, 200));
        }
        running = false;
        await Promise.all(workers);

        expect(server.child.exitCode, server.output()).toBeNull();
        expect(back, server.output()).toBe(true);
        expect(acknowledged.length).toBeGreaterThan(10);
        // What could not be retried was answered with the spec's 'network busy', never a crash or a 500.
        expect(failures.filter((m) => m !== 'network busy'), server.output()).toEqual([]);
        // Every order answered with a trade id was committed.
        const stored = await database!.db.select({ tradeid: s.orders.tradeid }).from(s.orders).where(inArray(s.orders.tradeid, acknowledged));
        expect(stored.map((r) => r.tradeid).sort()).toEqual([...acknowledged].sort());
        // The pub/sub LISTEN connection (one of the sessions terminated) came back too.
        await expect.poll(async () => (await admin.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`)).rows[0].n, { timeout: 10_000 }).toBe(1);
      } finally {
        await admin.end().catch(() => undefined);
        const stopped = await server.stop('SIGTERM');
        expect(stopped.code, server.output()).toBe(0);
      }
    },
  );

  it('keeps every acknowledged order when the process is killed (SIGKILL) while diners place orders', async () => {
    const server = await start();
    const token = await guest(server, '0412777003');
    const acknowledged: string[] = [];
    let running = true;
    const worker = async () => {
      while (running) {
        const r = await placeOrder(server, token).catch(() => undefined);
        if (r?.data?.orderEdit?.tradeid) acknowledged.push(r.data.orderEdit.tradeid);
        else if (!r) await new Promise((res) => setTimeout(res, 20));
      }
    };
    const workers = Array.from({ length: 4 }, worker);
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(40);
    // No shutdown: the process dies between two statements or in one, with answers on the wire.
    const stopped = await server.stop('SIGKILL');
    running = false;
    await Promise.all(workers);
    expect(stopped.code).toBeNull();
    // PGlite: the dead process's folder lock is taken over at once (its owner note names a process that
    // is gone: issue 26 item 5), not after the lock's 5 s staleness; the open recovers from the WAL.
    const after: Database = kind === 'postgres' ? database! : await openDatabase({ kind: 'pglite', dataDir });
    try {
      const stored = await after.db.select({ tradeid: s.orders.tradeid }).from(s.orders).where(inArray(s.orders.tradeid, acknowledged));
      expect(stored.map((r) => r.tradeid).sort()).toEqual([...acknowledged].sort());
    } finally {
      if (after !== database) await after.close();
    }
  });

  it(`answers the orders in flight and exits 0 within SHUTDOWN_TIMEOUT_MS (${SHUTDOWN_TIMEOUT_MS} ms) on SIGTERM`, async () => {
    const server = await start('info');
    const token = await guest(server, '0412777002');
    const first = (await placeOrder(server, token)).data?.orderEdit?.tradeid;
    expect(first).toMatch(/^P/);
    const inFlight = Promise.allSettled(Array.from({ length: 6 }, () => placeOrder(server, token)));
    await new Promise((r) => setTimeout(r, 200));
    const stopped = await server.stop('SIGTERM');
    const answers = await inFlight;
    expect(stopped.code, server.output()).toBe(0);
    // The process's own measure, from the signal to 'stopped cleanly' (pino's JSON line). The wall time
    // seen from here also holds the machine's scheduling: on a loaded CI machine (parallel workers on
    // two cores) the child may wait seconds for a core, which says nothing of the drain; it is bounded
    // loosely so a hang still fails.
    const line = server.output().split('\n').find((l) => l.includes('stopped cleanly'));
    const shutdownMs = (JSON.parse(line ?? '{}') as { shutdownMs?: number }).shutdownMs;
    expect(shutdownMs, server.output()).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(stopped.ms).toBeLessThan(10 * SHUTDOWN_TIMEOUT_MS);
    // Each request was either answered with its order, or refused before the server started on it
    // (reset while not yet read, or refused after the listener closed): never cut off half-way, so the
    // database holds exactly the first order and the answered ones.
    const answered: string[] = [];
    for (const a of answers) {
      if (a.status === 'fulfilled') {
        expect(a.value.data?.orderEdit?.tradeid, JSON.stringify(a.value)).toMatch(/^P/);
        answered.push(a.value.data!.orderEdit!.tradeid);
      } else expect(String((a.reason as { cause?: { code?: string } }).cause?.code ?? a.reason)).toMatch(/ECONNREFUSED|ECONNRESET/);
    }
    expect(answered.length).toBeGreaterThan(0);
    const after = kind === 'postgres' ? database! : await openDatabase({ kind: 'pglite', dataDir });
    try {
      const stored = await after.db
        .select({ tradeid: s.orders.tradeid })
        .from(s.orders)
        .innerJoin(s.users, eq(s.users.id, s.orders.userId))
        .where(eq(s.users.phone, '+61412777002'));
      expect(stored.map((r) => r.tradeid).sort()).toEqual([first, ...answered].sort());
    } finally {
      if (after !== database) await after.close();
    }
  });
});
