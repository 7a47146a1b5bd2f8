/**
 * The process entry: reads configuration, opens PGlite or PostgreSQL, seeds the demo brand into an
 * empty database (under the startup lock, see db/client.ts), starts the app, and shuts down gracefully on SIGTERM/SIGINT (exit 0).
 * Bundled by scripts/build-server.mjs to dist/platter/main.mjs; `npm start` runs it.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { createLogger } from './platform/logger';
import { ConfigError, loadConfig } from './platform/config';
import { DatabaseLockedError, openDatabase, type Db } from './platform/db/client';
import { createPlatterPubSub } from './platform/pubsub';
import { buildApp, type PageHandler } from './app';
import { systemClock } from './platform/clock';
import { projectRoot } from './platform/paths';
import { seedDemoIfEmpty } from './modules/catalog';
import { orderRoutes } from './routes';
import { createProviders } from './providers';
import { createModuleHooks } from './compose';

async function loadPages(): Promise<PageHandler | undefined> {
  const entry = join(projectRoot(), 'dist', 'server', 'entry.mjs');
  if (!existsSync(entry)) return undefined;
  const mod = (await import(pathToFileURL(entry).href)) as { handler: PageHandler };
  return mod.handler;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  const logger = createLogger(config.LOG_LEVEL);

  // Astro's page bundle loads while the database opens: the two are independent.
  const pagesLoading = loadPages();
  const phases: Record<string, number> = {};
  const mark = (name: string, since: number) => (phases[name] = Math.round(performance.now() - since));
  let t = performance.now();
  let database;
  let seeded = false;
  let seedMs = 0;
  // The demo seed runs inside openDatabase, after the migrations and (PostgreSQL) under the same
  // startup lock: processes started together on an empty database seed it once.
  const startup = config.SEED_DEMO
    ? async (db: Db) => {
        const since = performance.now();
        seeded = await seedDemoIfEmpty(db);
        seedMs = Math.round(performance.now() - since);
      }
    : undefined;
  try {
    database = config.DATABASE_URL
      ? await openDatabase({
          kind: 'postgres',
          url: config.DATABASE_URL,
          poolSize: config.DATABASE_POOL_SIZE,
          onConnectionError: (e) => logger.warn({ err: e }, 'database connection lost; the pool will reconnect'),
          startup,
        })
      : await openDatabase({ kind: 'pglite', dataDir: config.DATA_DIR, startup });
  } catch (e) {
    if (e instanceof DatabaseLockedError) {
      logger.fatal(e.message);
      console.error(e.message);
      process.exit(1);
    }
    throw e;
  }
  mark('databaseMs', t);
  phases.seedMs = seedMs;
  if (seeded) logger.info('loaded the demo brand into the empty database');
  t = performance.now();
  const pubsub = await createPlatterPubSub({ redisUrl: config.REDIS_URL, databaseUrl: config.DATABASE_URL }, logger);
  mark('pubsubMs', t);
  t = performance.now();
  const pages = await pagesLoading;
  mark('pagesWaitMs', t);
  if (!pages) logger.warn('dist/server/entry.mjs not found: run `npm run build` to serve pages');
  // The composition root: the providers and the modules' hooks are built here, once, and handed in.
  const providers = createProviders({ config, db: database.db, logger });
  const hooks = createModuleHooks(logger);
  const app = buildApp({ config, database, logger, clock: systemClock, pubsub, providers, hooks, pages, routes: [...orderRoutes()] });
  const { url } = await app.start();
  logger.info(
    { url, database: database.kind, pubsub: pubsub.kind, startupMs: Math.round(performance.now()), ...phases },
    `Platter is serving on ${url}`,
  );

  let exiting = false;
  const shutdown = (signal: string) => {
    if (exiting) return;
    exiting = true;
    const since = performance.now();
    logger.info({ signal }, 'shutting down');
    const hard = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS + 1_000);
    hard.unref();
    app
      .stop()
      .then(() => {
        logger.info({ shutdownMs: Math.round(performance.now() - since) }, 'stopped cleanly');
        process.exit(0);
      })
      .catch((e) => {
        logger.error({ err: e }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
