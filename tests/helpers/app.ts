/**
 * Builds the whole app in process on a fresh database (PGlite in memory, or a fresh PostgreSQL
 * database), listening on a free port, with a tiny GraphQL client for the tests.
 */
import { pino, type Logger } from 'pino';
import { buildApp, type PageHandler, type PlatterApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config';
import { createPlatterPubSub } from '../../src/server/platform/pubsub';
import type { Clock } from '../../src/server/platform/clock';
import { openTestDatabase, type TestDatabaseKind } from './databases';
import { orderRoutes } from '../../src/server/routes';
import { createProviders, type Providers } from '../../src/server/providers';
import { createModuleHooks } from '../../src/server/compose';

export interface TestApp {
  app: PlatterApp;
  url: string;
  gql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  close(): Promise<void>;
}

export async function startTestApp(
  kind: TestDatabaseKind,
  options: {
    clock?: Clock;
    seed?: (app: PlatterApp) => Promise<void>;
    logger?: Logger;
    /** Configuration variables on top of the test defaults. */
    env?: Record<string, string>;
    /** Replaces some providers (a fake e-mail sender, a scripted payment provider); the rest are the embedded defaults. */
    providers?: (defaults: Providers) => Partial<Providers>;
    /** Astro pages (the built dist/server/entry.mjs handler) and built assets, for page tests in process. */
    pages?: PageHandler;
    clientDir?: string;
  } = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const logger = options.logger ?? pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });
  const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: database.url, ...options.env });
  const pubsub = await createPlatterPubSub({ databaseUrl: database.url }, logger);
  const defaults = createProviders({ config, db: database.db, logger });
  const providers: Providers = { ...defaults, ...options.providers?.(defaults) };
  const app = buildApp({
    config,
    database,
    logger,
    providers,
    hooks: createModuleHooks(logger),
    clock: options.clock ?? { nowMs: () => Date.now() },
    pubsub,
    clientDir: options.clientDir ?? '/nonexistent',
    pages: options.pages,
    routes: [...orderRoutes()],
  });
  if (options.seed) await options.seed(app);
  const { url } = await app.start();
  return {
    app,
    url,
    async gql(query, variables, headers) {
      const res = await fetch(`${url}/xcloud/user/gapi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query, variables }),
      });
      return res.json();
    },
    close: () => app.stop(),
  };
}
