/**
 * The composition root (STYLE.md §7): `buildApp(deps)` wires one HTTP server on one port —
 * health checks, GraphQL over HTTP and WebSocket, plain HTTP routes, built assets, and Astro pages —
 * from injected dependencies, so tests build it in process. ARCHITECTURE.md "One process, one port".
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { pinoHttp } from 'pino-http';
import sirv from 'sirv';
import compression from 'compression';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Config } from './platform/config';
import type { Database } from './platform/db/client';
import type { Clock } from './platform/clock';
import type { PubSubHandle } from './platform/pubsub';
import type { Services } from './services';
import type { Route } from './platform/http';
import type { ModuleHooks } from './platform/hooks';
import type { Providers } from './providers';
import { attachWebSocket, createPlatterYoga, GRAPHQL_PATH } from './platform/graphql/yoga';
import { bodyLengthRefusal } from './platform/graphql/operation-limits';
import { setFanoutClock, takeFanoutEvents } from './platform/graphql/fanout-clock';
import { projectRoot } from './platform/paths';
import { buildSchema, viewerResolver } from './compose';
import { SHARED_SUBSCRIPTION_FIELDS, startCheckoutHoldSweep } from './modules/tables';
import { startStalePaymentSweep } from './modules/payments';
import { startVoucherHoldSweep } from './modules/loyalty';
import { startDeliveryWorkers } from './modules/delivery';
import { CACHEABLE_QUERY_FIELDS } from './modules/catalog';
import { catalogGeneration, listenCatalogChanges } from './platform/db/change-feed';
import { createPageCache } from './platform/page-cache';
import { LOCALE_COOKIE } from '../i18n';
import { GRAPHQL_CONTENT_TYPES, isGraphQLContentType, refuseOrigin, requestIsTls, requestOriginAllowed } from './platform/origins';

/** Astro's middleware-mode handler (dist/server/entry.mjs `handler`). */
export type PageHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
  locals: App.Locals,
) => void | Promise<void>;

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  clock: Clock;
  pubsub: PubSubHandle;
  /** The external systems' ports (providers/index.ts `createProviders`; tests pass simulators or fakes). */
  providers: Providers;
  /** The order hooks with the modules' handlers (compose.ts `createModuleHooks`). */
  hooks: ModuleHooks<Services>;
  /** Astro pages; absent in API tests (pages then answer 404). */
  pages?: PageHandler;
  /** Folder of built client assets (default dist/client). */
  clientDir?: string;
  routes?: Route[];
}

export interface PlatterApp {
  readonly server: Server;
  readonly services: Services;
  /** Listens on config.PORT/HOST (0 = any free port); resolves with the bound port. */
  start(): Promise<{ port: number; url: string }>;
  /**
   * Graceful stop: refuse new work (readyz 503), finish in-flight requests, close WebSockets with
   * 1001, close pub/sub and the database (PGlite checkpoints). Idempotent.
   */
  stop(): Promise<void>;
}

/** Headers that carry credentials, left out of request logs. */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'proxy-authorization']);

/** `headers` without the credential headers (logging). */
function withoutCredentials(headers: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!headers) return headers;
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !CREDENTIAL_HEADERS.has(k.toLowerCase())));
}

/** Strict-Transport-Security sent on answers that came over TLS (directly or by a trusted proxy): one year. */
const HSTS = 'max-age=31536000; includeSubDomains';

const ASSET_PREFIX = '/main/static/';
const HASHED_PREFIX = '/main/static/_a/';
/** The demo photos: versioned paths (catalog demo-photos.ts), never changed in place. */
const PHOTO_PREFIX = '/main/static/photos/';

/** Whether a peer address is this machine (IPv4, IPv6 or IPv4-mapped loopback). */
const isLoopback = (address: string | undefined) => address === '::1' || /^(::ffff:)?127\./.test(address ?? '');

export function buildApp(deps: AppDeps): PlatterApp {
  const { config, database, logger, clock, pubsub, providers, hooks } = deps;
  const services: Services = { db: database.db, clock, logger, pubsub: pubsub.pubsub, config, providers, hooks };
  const yoga = createPlatterYoga(services, { schema: buildSchema(), resolveViewer: viewerResolver(services), cachedQueryFields: CACHEABLE_QUERY_FIELDS, sharedSubscriptionFields: SHARED_SUBSCRIPTION_FIELDS });
  // Menu, home and brand locator shells from memory until the catalogue changes (platform/page-cache.ts).
  const pageCache = createPageCache({ generation: () => catalogGeneration(database.db).value, nowMs: () => clock.nowMs(), localeCookie: LOCALE_COOKIE });
  const routes = deps.routes ?? [];
  setFanoutClock(config.FANOUT_CLOCK);
  let stopping = false;

  const clientDir = deps.clientDir ?? join(projectRoot(), 'dist', 'client');
  const assets = existsSync(clientDir)
    ? sirv(clientDir, {
        dev: false,
        etag: true,
        gzip: true,
        brotli: true,
        setHeaders(res, pathname) {
          if (pathname.startsWith(HASHED_PREFIX) || pathname.startsWith(PHOTO_PREFIX)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else if (pathname.startsWith(ASSET_PREFIX)) res.setHeader('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
          else res.setHeader('Cache-Control', 'public, max-age=3600');
        },
      })
    : undefined;

  const httpLogger = pinoHttp({
    logger,
    genReqId: (req, res) => {
      const given = req.headers['x-request-id'];
      const id = typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
      res.setHeader('x-request-id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    // Request logs never carry credentials: bearer tokens, the staff cookie, sessions being set.
    serializers: {
      req: (req: { headers?: Record<string, unknown> }) => ({ ...req, headers: withoutCredentials(req.headers) }),
      res: (res: { headers?: Record<string, unknown> }) => ({ ...res, headers: withoutCredentials(res.headers) }),
    },
    customLogLevel: (_req, res, e) => (e || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
  });

  // gzip/brotli for pages and GraphQL answers (a 300-product menu page is ~450 KB of HTML, ~50 KB
  // compressed). Built assets are served precompressed by sirv; event streams are left alone.
  const compress = compression({ threshold: 1024, filter: (req, res) => !/event-stream/.test(String(res.getHeader('content-type') ?? '')) && compression.filter(req, res) });
  const compressed = (req: IncomingMessage, res: ServerResponse, then: () => void) =>
    compress(req as never, res as never, () => then());

  const notFound = (res: ServerResponse) => {
    if (res.headersSent) return;
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    httpLogger(req, res);
    // Hardening headers of every answer (issue 16 item 5); pages add their Content-Security-Policy
    // (Astro's security.csp, astro.config.mjs; plain HTML: http/util.ts sendHtml).
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('referrer-policy', 'strict-origin-when-cross-origin');
    if (requestIsTls(req, config.TRUST_PROXY)) res.setHeader('strict-transport-security', HSTS);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: 'ok' }));
      return;
    }
    if (path === '/readyz') {
      let ready = !stopping;
      if (ready) {
        try {
          await database.db.execute(sql`select 1`);
        } catch {
          ready = false;
        }
      }
      res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify({ status: ready ? 'ready' : 'unavailable', database: database.kind, pubsub: pubsub.kind }));
      return;
    }
    if (path === '/internal/fanout-clock' && config.FANOUT_CLOCK && isLoopback(req.socket.remoteAddress)) {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      res.end(JSON.stringify(takeFanoutEvents()));
      return;
    }
    if (path === GRAPHQL_PATH) {
      // Cross-site requests (platform/origins.ts): JSON bodies only (a form or text/plain POST needs no
      // preflight), and no POST from a page of a foreign origin.
      if (req.method === 'POST' && !isGraphQLContentType(req.headers['content-type'])) {
        res.writeHead(415, { 'content-type': 'application/json; charset=utf-8', accept: GRAPHQL_CONTENT_TYPES.join(', '), 'cache-control': 'no-store' });
        res.end(JSON.stringify({ errors: [{ message: `Unsupported content type: send ${GRAPHQL_CONTENT_TYPES.join(', ')}.` }] }));
        return;
      }
      if (req.method === 'POST' && !requestOriginAllowed(req, config)) return refuseOrigin(res);
      // The body limit is checked here, from Content-Length (Node's parser holds the body to it), not
      // by yoga, which pipes every body through a counting stream (a third of a small request's cost).
      if (req.method === 'POST') {
        const refusal = bodyLengthRefusal(req.headers['content-length']);
        if (refusal) {
          res.writeHead(refusal.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
          res.end(JSON.stringify({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] }));
          return;
        }
      }
      await new Promise<void>((resolve, reject) => compressed(req, res, () => void Promise.resolve(yoga.handle(req, res)).then(resolve, reject)));
      return;
    }
    // A kept page shell is answered first (only pages no route claimed were kept, the GET of a path
    // with no extension): no route checks, no compression stream (it is stored compressed).
    if (!path.includes('.') && pageCache.serveKept(req, res)) return;
    for (const route of routes) if (await route(req, res, url, services)) return;

    const pages = deps.pages;
    const toPages = () => {
      if (!pages) return notFound(res);
      compressed(req, res, () => void Promise.resolve(
        pageCache.serve(req, res) ||
        pages(req, res, (e?: unknown) => {
          if (e) logger.error({ err: e }, 'page error');
          notFound(res);
        }, { platter: services }),
      ).catch((e) => {
        logger.error({ err: e }, 'page handler failed');
        if (!res.headersSent) res.writeHead(500).end('Server error');
      }));
    };
    if (assets && (req.method === 'GET' || req.method === 'HEAD') && path.includes('.')) {
      assets(req, res, toPages);
      return;
    }
    toPages();
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      logger.error({ err: e }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Server error');
    });
  });
  server.keepAliveTimeout = 5_000;
  const wss = attachWebSocket(server, yoga, config, services.pubsub);

  let stopped: Promise<void> | undefined;
  let stopSweep = () => {};
  let stopListening = async () => {};
  return {
    server,
    services,
    async start() {
      // Every committed catalogue change (any process) bumps the generation the caches key on.
      stopListening = await listenCatalogChanges(database, config.DATABASE_URL, logger);
      return new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.PORT, config.HOST, () => {
          const { port } = server.address() as AddressInfo;
          const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
          const holdMs = config.TABLE_CHECKOUT_HOLD_MINUTES * 60_000;
          const stopHold = holdMs > 0 ? startCheckoutHoldSweep(services, holdMs) : () => {};
          const staleMs = config.PAYMENT_STALE_MINUTES * 60_000;
          const stopStale = staleMs > 0 ? startStalePaymentSweep(services, staleMs) : () => {};
          const voucherHoldMs = config.VOUCHER_HOLD_MINUTES * 60_000;
          const stopVoucherHold = voucherHoldMs > 0 ? startVoucherHoldSweep(services, voucherHoldMs) : () => {};
          const stopDelivery = startDeliveryWorkers(services, `http://${host}:${port}`);
          stopSweep = () => {
            stopHold();
            stopVoucherHold();
            stopStale();
            stopDelivery();
          };
          resolve({ port, url: `http://${host}:${port}` });
        });
      });
    },
    stop() {
      stopped ??= (async () => {
        stopping = true;
        stopSweep();
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        // A keep-alive connection whose request was in flight becomes idle once answered: close it then,
        // rather than at the deadline, so the drain takes as long as the slowest request.
        const sweep = setInterval(() => server.closeIdleConnections(), 50);
        for (const socket of wss.clients) socket.close(1001, 'server shutting down');
        const force = setTimeout(() => {
          server.closeAllConnections();
          for (const socket of wss.clients) socket.terminate();
        }, Math.max(100, config.SHUTDOWN_TIMEOUT_MS - 1_000));
        await closed;
        clearTimeout(force);
        clearInterval(sweep);
        await new Promise<void>((resolve) => wss.close(() => resolve()));
        await stopListening();
        await pubsub.close();
        await database.close();
      })();
      return stopped;
    },
  };
}
