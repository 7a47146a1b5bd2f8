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
import { CACHEABLE_QUERY_FIELDS, startStockReturnSweep } from './modules/catalog';
import { startPrintQueue } from './modules/kitchen';
import { catalogGeneration, listenCatalogChanges } from './platform/db/change-feed';
import { createPageCache, type PageCache } from './platform/page-cache';
import { loadMemoryAssets, type MemoryAssets } from './platform/memory-assets';
import type { PlatterYoga } from './platform/graphql/yoga';
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

/**
 * Builds the app from its dependencies: the services every handler receives, GraphQL (HTTP and
 * WebSocket), the page cache, the request handler and the HTTP server. Nothing listens and no
 * background work runs until `start()`; `stop()` drains and closes everything `deps` handed over.
 */
export function buildApp(deps: AppDeps): PlatterApp {
  const { config, database, logger, clock, pubsub, providers, hooks } = deps;
  const services: Services = { db: database.db, clock, logger, pubsub: pubsub.pubsub, config, providers, hooks };
  const yoga = createPlatterYoga(services, { schema: buildSchema(), resolveViewer: viewerResolver(services), cachedQueryFields: CACHEABLE_QUERY_FIELDS, sharedSubscriptionFields: SHARED_SUBSCRIPTION_FIELDS });
  // Menu, home and brand locator shells from memory until the catalogue changes (platform/page-cache.ts).
  const pageCache = createPageCache({ generation: () => catalogGeneration(database.db).value, nowMs: () => clock.nowMs(), localeCookie: LOCALE_COOKIE });
  setFanoutClock(config.FANOUT_CLOCK);
  let stopping = false;
  const clientDir = deps.clientDir ?? join(projectRoot(), 'dist', 'client');
  // Hashed assets (immutable) read once, with their brotli/gzip forms (platform/memory-assets.ts).
  const memoryAssets = loadMemoryAssets({ dir: join(clientDir, HASHED_PREFIX), urlPrefix: HASHED_PREFIX, headers: HARDENING });
  const fromMemory = memoryAnswers(memoryAssets, pageCache, config);

  const handle = createRequestHandler({ deps, services, yoga, pageCache, clientDir, isStopping: () => stopping });
  const server = createServer((req, res) => {
    if (fromMemory.answer(req, res)) return;
    handle(req, res).catch((e) => {
      logger.error({ err: e }, 'request failed');
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Server error');
    });
  });
  server.keepAliveTimeout = 5_000;
  const wss = attachWebSocket(server, yoga, config, services.pubsub);

  let stopped: Promise<void> | undefined;
  let stopBackgroundWork = () => {};
  let stopListening = async () => {};
  return {
    server,
    services,
    async start() {
      // Every committed catalogue change (any process) bumps the generation the caches key on.
      stopListening = await listenCatalogChanges(database, config.DATABASE_URL, logger);
      const bound = await listen(server, config.PORT, config.HOST);
      const stopWork = startBackgroundWork(services, bound.url);
      const stopTally = fromMemory.startTally(logger);
      stopBackgroundWork = () => {
        stopTally();
        stopWork();
      };
      return bound;
    },
    stop() {
      stopped ??= (async () => {
        stopping = true;
        stopBackgroundWork();
        await drainServer(server, wss, config.SHUTDOWN_TIMEOUT_MS);
        await stopListening();
        await pubsub.close();
        await database.close();
      })();
      return stopped;
    },
  };
}

/** What the request handler serves from: the app's deps and services, its GraphQL server and page cache. */
interface HandlerParts {
  deps: AppDeps;
  services: Services;
  yoga: PlatterYoga;
  pageCache: PageCache;
  /** Folder of the built client assets. */
  clientDir: string;
  /** True once `stop()` began: /readyz then answers 503. */
  isStopping: () => boolean;
}

/**
 * The handler of every HTTP request not answered from memory (`memoryAnswers`), in the order it tries them: probes (/healthz, /readyz, the fan-out
 * clock), GraphQL, a kept page shell, the plain HTTP routes (`deps.routes`, first that claims the
 * request), built assets (a GET of a path with an extension), then Astro pages; 404 when none answers.
 * Every answer is logged (without credentials) and carries the hardening headers.
 */
function createRequestHandler({ deps, services, yoga, pageCache, clientDir, isStopping }: HandlerParts) {
  const { config, logger } = deps;
  const routes = deps.routes ?? [];
  const assets = staticAssets(clientDir);
  const httpLogger = requestLogger(logger);
  const compressed = compressedAnswers();

  return async (req: IncomingMessage, res: ServerResponse) => {
    httpLogger(req, res);
    setHardeningHeaders(req, res, config);
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    if (await answerProbe(path, req, res, deps, isStopping)) return;
    if (path === GRAPHQL_PATH) {
      if (refuseGraphQLRequest(req, res, config)) return;
      await new Promise<void>((resolve, reject) => compressed(req, res, () => void Promise.resolve(yoga.handle(req, res)).then(resolve, reject)));
      return;
    }
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
}

/**
 * The built client assets of `clientDir` (precompressed gzip/brotli, ETags), or undefined when the
 * folder does not exist (API tests). Hashed assets and demo photos are cached for a year, other static
 * assets a day, anything else an hour.
 */
function staticAssets(clientDir: string) {
  if (!existsSync(clientDir)) return undefined;
  return sirv(clientDir, {
    dev: false,
    etag: true,
    gzip: true,
    brotli: true,
    setHeaders(res, pathname) {
      if (pathname.startsWith(HASHED_PREFIX) || pathname.startsWith(PHOTO_PREFIX)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      else if (pathname.startsWith(ASSET_PREFIX)) res.setHeader('Cache-Control', 'public, max-age=86400, stale-while-revalidate=604800');
      else res.setHeader('Cache-Control', 'public, max-age=3600');
    },
  });
}

/**
 * The request logger: an `x-request-id` on every answer (the caller's when it is a short plain token,
 * else a new UUID), no log lines for the probes, never a credential header, and the level by status
 * (error for 5xx and failures, warn for 4xx, else info).
 */
function requestLogger(logger: Logger) {
  return pinoHttp({
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
}

/**
 * gzip/brotli for pages and GraphQL answers (a 300-product menu page is ~450 KB of HTML, ~50 KB
 * compressed): `compressed(req, res, then)` runs `then` with `res` compressing what it writes.
 * Built assets are served precompressed by sirv; event streams are left alone.
 */
function compressedAnswers() {
  const compress = compression({ threshold: 1024, filter: (req, res) => !/event-stream/.test(String(res.getHeader('content-type') ?? '')) && compression.filter(req, res) });
  return (req: IncomingMessage, res: ServerResponse, then: () => void) => compress(req as never, res as never, () => then());
}

/** The hardening headers every answer carries (`setHardeningHeaders`), HSTS apart (it depends on the request). */
const HARDENING: Record<string, string> = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' };

/** How often the tally of answers from memory is logged (ms). */
const TALLY_MS = 60_000;

/**
 * Answers from memory, tried before anything else for every request (issue 28 item 2): a hashed
 * asset (`assets`) and a kept page shell (the GET or HEAD of a path with no extension that a render
 * kept, platform/page-cache.ts; only pages that no route claimed were kept). Each is one `writeHead`
 * and one `end` with the headers made when the answer was kept: no URL parsing, no request logger,
 * no compression stream, no route checks, no promise.
 *
 * Request log: these answers are not logged one by one and carry no `x-request-id` (the per-request
 * logger cost more than the answer itself: a third of the menu page's throughput). Instead
 * `startTally(logger)` logs, once a minute when there were any, how many assets and shells were
 * answered from memory; a proxy or CDN in front keeps the per-request access log. Every other
 * answer (GraphQL, routes, renders, misses, errors) is logged as before (`requestLogger`).
 */
function memoryAnswers(assets: MemoryAssets, pageCache: PageCache, config: Config) {
  let assetAnswers = 0;
  let shellAnswers = 0;
  return {
    answer(req: IncomingMessage, res: ServerResponse): boolean {
      const method = req.method;
      if (method !== 'GET' && method !== 'HEAD') return false;
      const url = req.url ?? '/';
      if (url.startsWith(HASHED_PREFIX)) {
        if (assets.size === 0) return false;
        if (requestIsTls(req, config.TRUST_PROXY)) res.setHeader('strict-transport-security', HSTS);
        if (!assets.serve(req, res)) return false;
        assetAnswers++;
        return true;
      }
      if (pageCache.size === 0) return false;
      const q = url.indexOf('?');
      if ((q < 0 ? url : url.slice(0, q)).includes('.')) return false;
      if (requestIsTls(req, config.TRUST_PROXY)) res.setHeader('strict-transport-security', HSTS);
      if (!pageCache.serveKept(req, res)) return false;
      shellAnswers++;
      return true;
    },
    /** Logs the tally every TALLY_MS while there were answers; returns what stops it. */
    startTally(logger: Logger): () => void {
      const timer = setInterval(() => {
        if (assetAnswers + shellAnswers === 0) return;
        logger.info({ assets: assetAnswers, shells: shellAnswers, seconds: TALLY_MS / 1000 }, 'answered from memory');
        assetAnswers = 0;
        shellAnswers = 0;
      }, TALLY_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
  };
}

/** 404 'Not found' as plain text, unless an answer has begun. */
function notFound(res: ServerResponse): void {
  if (res.headersSent) return;
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
  res.end('Not found');
}

/**
 * Hardening headers of every answer (issue 16 item 5): nosniff, the referrer policy, and HSTS on
 * answers that came over TLS. Pages add their Content-Security-Policy (Astro's security.csp,
 * astro.config.mjs; plain HTML: http/util.ts sendHtml).
 */
function setHardeningHeaders(req: IncomingMessage, res: ServerResponse, config: Config): void {
  for (const name in HARDENING) res.setHeader(name, HARDENING[name]);
  if (requestIsTls(req, config.TRUST_PROXY)) res.setHeader('strict-transport-security', HSTS);
}

/**
 * Answers the probes and returns true when `path` is one: /healthz (200 while the process runs),
 * /readyz (200 while not stopping and the database answers `select 1`, else 503; names the database
 * and pub/sub kinds), and /internal/fanout-clock (the fan-out timings, when FANOUT_CLOCK is set, to
 * this machine only).
 */
async function answerProbe(path: string, req: IncomingMessage, res: ServerResponse, { config, database, pubsub }: AppDeps, isStopping: () => boolean): Promise<boolean> {
  if (path === '/healthz') {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: 'ok' }));
    return true;
  }
  if (path === '/readyz') {
    let ready = !isStopping();
    if (ready) {
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        ready = false;
      }
    }
    res.writeHead(ready ? 200 : 503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: ready ? 'ready' : 'unavailable', database: database.kind, pubsub: pubsub.kind }));
    return true;
  }
  if (path === '/internal/fanout-clock' && config.FANOUT_CLOCK && isLoopback(req.socket.remoteAddress)) {
    res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
    res.end(JSON.stringify(takeFanoutEvents()));
    return true;
  }
  return false;
}

/**
 * Refuses a GraphQL request before yoga sees it and returns true when it did: a POST that is not JSON
 * (415: a form or text/plain POST needs no preflight), a POST from a page of a foreign origin
 * (platform/origins.ts), or a body over the limit by its Content-Length (Node's parser holds the body
 * to it; checked here rather than by yoga, which pipes every body through a counting stream, a third
 * of a small request's cost).
 */
function refuseGraphQLRequest(req: IncomingMessage, res: ServerResponse, config: Config): boolean {
  if (req.method !== 'POST') return false;
  if (!isGraphQLContentType(req.headers['content-type'])) {
    res.writeHead(415, { 'content-type': 'application/json; charset=utf-8', accept: GRAPHQL_CONTENT_TYPES.join(', '), 'cache-control': 'no-store' });
    res.end(JSON.stringify({ errors: [{ message: `Unsupported content type: send ${GRAPHQL_CONTENT_TYPES.join(', ')}.` }] }));
    return true;
  }
  if (!requestOriginAllowed(req, config)) {
    refuseOrigin(res);
    return true;
  }
  const refusal = bodyLengthRefusal(req.headers['content-length']);
  if (refusal) {
    res.writeHead(refusal.status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ errors: [{ message: refusal.message, extensions: { code: refusal.code } }] }));
    return true;
  }
  return false;
}

/** Listens on `port` and `host` (0 = any free port); resolves with the bound port and a loopback URL when bound to every interface. */
function listen(server: Server, port: number, host: string): Promise<{ port: number; url: string }> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const bound = (server.address() as AddressInfo).port;
      const shown = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
      resolve({ port: bound, url: `http://${shown}:${bound}` });
    });
  });
}

/**
 * Starts the background work of a listening app: the table checkout-hold sweep
 * (TABLE_CHECKOUT_HOLD_MINUTES), the voucher-hold sweep (VOUCHER_HOLD_MINUTES), the stale-payment sweep
 * (PAYMENT_STALE_MINUTES; 0 turns any of them off), the kitchen print queue (PRINT_RETRY_MS) and the
 * delivery workers, which call the app back at
 * `baseUrl`. Returns what stops them all.
 */
function startBackgroundWork(services: Services, baseUrl: string): () => void {
  const { config } = services;
  const holdMs = config.TABLE_CHECKOUT_HOLD_MINUTES * 60_000;
  const stopHold = holdMs > 0 ? startCheckoutHoldSweep(services, holdMs) : () => {};
  const staleMs = config.PAYMENT_STALE_MINUTES * 60_000;
  const stopStale = staleMs > 0 ? startStalePaymentSweep(services, staleMs) : () => {};
  const voucherHoldMs = config.VOUCHER_HOLD_MINUTES * 60_000;
  const stopVoucherHold = voucherHoldMs > 0 ? startVoucherHoldSweep(services, voucherHoldMs) : () => {};
  const stopDelivery = startDeliveryWorkers(services, baseUrl);
  const stopStockReturn = startStockReturnSweep(services);
  const stopPrintQueue = startPrintQueue(services);
  return () => {
    stopPrintQueue();
    stopStockReturn();
    stopHold();
    stopVoucherHold();
    stopStale();
    stopDelivery();
  };
}

/**
 * Drains the server: no new connections, idle keep-alive connections closed as soon as they are idle
 * (so the drain lasts as long as the slowest request), WebSockets closed with 1001 (going away); what
 * is still open a second before `timeoutMs` (at least 100 ms) is cut. Resolves once the server and the
 * WebSocket server are closed.
 */
async function drainServer(server: Server, wss: ReturnType<typeof attachWebSocket>, timeoutMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A keep-alive connection whose request was in flight becomes idle once answered: close it then,
  // rather than at the deadline, so the drain takes as long as the slowest request.
  const sweep = setInterval(() => server.closeIdleConnections(), 50);
  for (const socket of wss.clients) socket.close(1001, 'server shutting down');
  const force = setTimeout(() => {
    server.closeAllConnections();
    for (const socket of wss.clients) socket.terminate();
  }, Math.max(100, timeoutMs - 1_000));
  await closed;
  clearTimeout(force);
  clearInterval(sweep);
  await new Promise<void>((resolve) => wss.close(() => resolve()));
}
