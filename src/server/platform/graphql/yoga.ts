/**
 * GraphQL over HTTP (graphql-yoga at POST /xcloud/user/gapi) and over WebSocket (graphql-ws on `ws`
 * at /websocket/user/gapi, same port), sharing one schema, context factory and operation limits
 * (operation-limits.ts: aliases, depth, directives, tokens, cost, root mutations per operation).
 * Browsers may call it only from allowed origins (platform/origins.ts): CORS answers those alone, and a
 * WebSocket upgrade from another origin is refused with 403. Introspection is off unless
 * GRAPHQL_INTROSPECTION=true.
 *
 * Abuse limits (issue 16 item 9): one client address (`clientIp` under TRUST_PROXY) may hold at most
 * WS_MAX_SOCKETS_PER_ADDRESS sockets open (default 50; more upgrades are answered 429), and one socket
 * at most WS_MAX_SUBSCRIPTIONS_PER_SOCKET operations at once (default 20; more are answered with a
 * GraphQL error `TOO_MANY_SUBSCRIPTIONS`, the socket and its other subscriptions going on).
 */
import type { IncomingMessage, Server } from 'node:http';
import { createGraphQLError, createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer, type WebSocket } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import type { GraphQLContext, Viewer } from './context';
import type { Services } from '../../services';
import { operationLimitPlugins } from './operation-limits';
import { originAllowed } from '../origins';
import { domainError } from './errors';
import { isConnectionLost, retryOnConnectionLoss } from '../db/client';
import { catalogGeneration } from '../db/change-feed';
import { useResponseCache } from './response-cache';
import { attachSharedPayload, SharedPayloadWebSocket, useSharedSubscriptionResults, type WebSocketOperation } from './shared-subscriptions';
import { clientIp } from '../request-limits';
import type { PlatterPubSub } from '../pubsub';

/**
 * Close code of a socket whose diner session was revoked (graphql-ws's 4401 Unauthorized: the client
 * does not retry with the same token).
 */
export const WS_CLOSE_REVOKED = 4401;

export const GRAPHQL_PATH = '/xcloud/user/gapi';
export const WEBSOCKET_PATH = '/websocket/user/gapi';

export type PlatterYoga = YogaServerInstance<object, GraphQLContext>;

/** What the GraphQL server is built from: the modules' schema and how a request's caller is known. */
export interface YogaDeps {
  /** The executable schema composed from the modules' SDL and resolvers (src/server/schema.ts). */
  schema: GraphQLSchema;
  /** The caller of a request from its `authorization` header (null: nobody). */
  resolveViewer(authorization: string | null): Promise<Viewer | null>;
  /**
   * Root query fields whose whole answers are kept in memory until the catalogue changes
   * (response-cache.ts): fields that depend only on the catalogue, never on the caller or the clock.
   */
  cachedQueryFields?: readonly string[];
  /**
   * Root subscription fields whose per-event answer depends only on the event (never on the caller's
   * context): executed and serialised once per event for every socket with the same operation and
   * variables (shared-subscriptions.ts). The field's subscribe resolver still runs per socket.
   */
  sharedSubscriptionFields?: readonly string[];
}

export function createPlatterYoga(services: Services, deps: YogaDeps): PlatterYoga {
  return createYoga<object, GraphQLContext>({
    schema: deps.schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    graphiql: false,
    // Checked before yoga from Content-Length (app.ts, operation-limits.ts bodyLengthRefusal).
    maxRequestBodySize: false,
    // Size and cost limits of one operation (operation-limits.ts); also applied over WebSocket, which
    // parses and validates through the same enveloped functions.
    plugins: [
      ...operationLimitPlugins({ introspection: services.config.GRAPHQL_INTROSPECTION }),
      ...(deps.cachedQueryFields?.length
        ? [useResponseCache({ fields: new Set(deps.cachedQueryFields), generation: () => catalogGeneration(services.db).value })]
        : []),
      // Last, so that its subscribe function is the one used.
      ...(deps.sharedSubscriptionFields?.length ? [useSharedSubscriptionResults(new Set(deps.sharedSubscriptionFields))] : []),
    ],
    // CORS with credentials only for allowed origins (never a reflection of any Origin); others get
    // no CORS headers, so browsers neither send the preflighted POST nor let a page read an answer.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || !originAllowed(origin, request.headers.get('host'), services.config)) return false;
      return { origin: [origin], credentials: true, methods: ['GET', 'POST'], maxAge: 600 };
    },
    // A lost database connection that retrying did not cure is the spec's 'network busy' (try again
    // later), not an unexpected error. Everything else is masked as yoga does by default.
    maskedErrors: {
      maskError(error, message, isDev) {
        const original = (error as { originalError?: unknown }).originalError ?? error;
        if (isConnectionLost(original)) {
          services.logger.warn({ err: original }, 'database connection lost; answered network busy');
          return domainError('NETWORK_BUSY');
        }
        return maskError(error, message, isDev);
      },
    },
    logging: {
      debug: (...a: unknown[]) => services.logger.debug({ yoga: a }, 'graphql'),
      info: (...a: unknown[]) => services.logger.info({ yoga: a }, 'graphql'),
      warn: (...a: unknown[]) => services.logger.warn({ yoga: a }, 'graphql'),
      error: (...a: unknown[]) => services.logger.error({ yoga: a }, 'graphql'),
    },
    // `req`: the Node request of an HTTP call, or the WebSocket's upgrade request (attachWebSocket).
    context: async (initial) => {
      const req = (initial as unknown as { req?: IncomingMessage }).req;
      return {
        services,
        request: initial.request,
        clientIp: req ? clientIp(req, services.config.TRUST_PROXY) : '',
        // A read: run again when a lost connection failed it (db/client.ts).
        viewer: await retryOnConnectionLoss(() => deps.resolveViewer(initial.request.headers.get('authorization'))),
      };
    },
  });
}

/**
 * Attaches graphql-ws to the HTTP server's upgrade on WEBSOCKET_PATH, refusing (403) upgrades whose
 * `Origin` is not allowed by `config` (platform/origins.ts; no Origin, as from non-browser clients, passes). Returns the WebSocketServer so
 * shutdown can close every socket with code 1001 (going away).
 *
 * Revocation (issue 12: "userLogout and userLogoff revoke at once … subscriptions opened with it are
 * closed"): each socket remembers the diner session and user of the operations it ran (the viewer its
 * `authorization` resolved to); when `pubsub` carries `dinerSessionRevoked` {sessionId} or {userId},
 * every socket of this process holding that session or user is closed with WS_CLOSE_REVOKED
 * ('invalid token'), its subscriptions ending with it.
 */
export function attachWebSocket(server: Server, yoga: PlatterYoga, config: Services['config'], pubsub?: PlatterPubSub): WebSocketServer {
  /** The diner sessions and users each open socket ran operations as. */
  const holders = new WeakMap<WebSocket, { sessions: Set<number>; users: Set<number> }>();
  /** Open sockets (and upgrades under way) per client address. */
  const perAddress = new Map<string, number>();
  const wss = new WebSocketServer({
    server,
    path: WEBSOCKET_PATH,
    // Splices a shared subscription answer's JSON (made once per event) into each socket's message.
    WebSocket: SharedPayloadWebSocket,
    verifyClient: (info: { req: IncomingMessage }, done: (ok: boolean, code?: number, message?: string) => void) => {
      // Cross-site WebSocket hijacking: a page of another origin may not open the socket (403).
      if (!originAllowed(info.req.headers.origin, info.req.headers.host, config)) return done(false, 403, 'Origin not allowed');
      // One address may hold WS_MAX_SOCKETS_PER_ADDRESS sockets; the place is given back when the
      // connection closes (whether or not the upgrade completed).
      const address = clientIp(info.req, config.TRUST_PROXY);
      const open = perAddress.get(address) ?? 0;
      if (open >= config.WS_MAX_SOCKETS_PER_ADDRESS) return done(false, 429, 'Too many connections');
      perAddress.set(address, open + 1);
      info.req.socket.once('close', () => {
        const n = (perAddress.get(address) ?? 1) - 1;
        if (n > 0) perAddress.set(address, n);
        else perAddress.delete(address);
      });
      done(true);
    },
  });
  useServer(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      // A shared subscription answer goes out as its JSON made once (shared-subscriptions.ts).
      onNext: (_ctx, _id, _params, _args, result) => attachSharedPayload(result) as any,
      onSubscribe: async (ctx, id, params) => {
        // This operation is already among ctx.subscriptions (graphql-ws adds it before this hook).
        if (Object.keys(ctx.subscriptions).length > config.WS_MAX_SUBSCRIPTIONS_PER_SOCKET) {
          return [createGraphQLError(`Too many subscriptions on one connection (at most ${config.WS_MAX_SUBSCRIPTIONS_PER_SOCKET})`, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } })];
        }
        const upgrade = ctx.extra.request;
        const url = `http://${upgrade.headers.host ?? 'localhost'}${upgrade.url ?? WEBSOCKET_PATH}`;
        const headers = new Headers();
        for (const [k, v] of Object.entries(upgrade.headers)) if (typeof v === 'string') headers.set(k, v);
        const auth = (ctx.connectionParams as Record<string, unknown> | undefined)?.authorization;
        if (typeof auth === 'string') headers.set('authorization', auth);
        // A POST request, so that queries and mutations (not only subscriptions) may run over the socket.
        const request = new Request(url, { method: 'POST', headers });
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          ...ctx,
          request,
          req: upgrade,
          params,
          // A shared subscription sends its answers to this socket itself (shared-subscriptions.ts).
          wsOperation: { socket: ctx.extra.socket, id } satisfies WebSocketOperation,
        });
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        } as ExecutionArgs;
        const viewer = (args.contextValue as GraphQLContext).viewer;
        if (viewer) {
          const socket = ctx.extra.socket;
          const held = holders.get(socket) ?? { sessions: new Set<number>(), users: new Set<number>() };
          held.sessions.add(viewer.sessionId);
          if (viewer.userId !== null) held.users.add(viewer.userId);
          holders.set(socket, held);
        }
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
  );
  if (pubsub) {
    const events = pubsub.subscribe('dinerSessionRevoked')[Symbol.asyncIterator]();
    const listen = async () => {
      for (;;) {
        const next = await events.next();
        if (next.done) return;
        const { sessionId, userId } = next.value;
        for (const socket of wss.clients) {
          const held = holders.get(socket);
          if (held && ((sessionId !== undefined && held.sessions.has(sessionId)) || (userId !== undefined && held.users.has(userId)))) {
            holders.delete(socket);
            socket.close(WS_CLOSE_REVOKED, 'invalid token');
          }
        }
      }
    };
    void listen();
    wss.on('close', () => void events.return?.());
  }
  return wss;
}
