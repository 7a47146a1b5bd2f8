/**
 * GraphQL over HTTP (graphql-yoga at POST /xcloud/user/gapi) and over WebSocket (graphql-ws on `ws`
 * at /websocket/user/gapi, same port), sharing one schema, context factory and operation limits
 * (operation-limits.ts: aliases, depth, directives, tokens, cost, root mutations per operation).
 * Browsers may call it only from allowed origins (platform/origins.ts): CORS answers those alone, and a
 * WebSocket upgrade from another origin is refused with 403. Introspection is off unless
 * GRAPHQL_INTROSPECTION=true.
 */
import type { IncomingMessage, Server } from 'node:http';
import { createYoga, maskError, type YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import type { GraphQLContext, Viewer } from './context';
import type { Services } from '../../services';
import { operationLimitPlugins } from './operation-limits';
import { originAllowed } from '../origins';
import { clientIp } from '../request-limits';
import { domainError } from './errors';
import { isConnectionLost, retryOnConnectionLoss } from '../db/client';

export const GRAPHQL_PATH = '/xcloud/user/gapi';
export const WEBSOCKET_PATH = '/websocket/user/gapi';

export type PlatterYoga = YogaServerInstance<object, GraphQLContext>;

/** What the GraphQL server is built from: the modules' schema and how a request's caller is known. */
export interface YogaDeps {
  /** The executable schema composed from the modules' SDL and resolvers (src/server/schema.ts). */
  schema: GraphQLSchema;
  /** The caller of a request from its `authorization` header (null: nobody). */
  resolveViewer(authorization: string | null): Promise<Viewer | null>;
}

/** The client address of the Node request in yoga's server context (`req`), or '' when there is none. */
function nodeRequestIp(server: object, trustProxy: number): string {
  const req = (server as { req?: IncomingMessage }).req;
  return req?.socket ? clientIp(req, trustProxy) : '';
}

export function createPlatterYoga(services: Services, deps: YogaDeps): PlatterYoga {
  return createYoga<object, GraphQLContext>({
    schema: deps.schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    graphiql: false,
    // Size and cost limits of one operation (operation-limits.ts); also applied over WebSocket, which
    // parses and validates through the same enveloped functions.
    plugins: operationLimitPlugins({ introspection: services.config.GRAPHQL_INTROSPECTION }),
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
    context: async ({ request, ...server }) => ({
      services,
      request,
      // Node's request: yoga's node adapter (HTTP) passes it as `req`, the WebSocket upgrade below too.
      clientIp: nodeRequestIp(server, services.config.TRUST_PROXY),
      // A read: run again when a lost connection failed it (db/client.ts).
      viewer: await retryOnConnectionLoss(() => deps.resolveViewer(request.headers.get('authorization'))),
    }),
  });
}

/**
 * Attaches graphql-ws to the HTTP server's upgrade on WEBSOCKET_PATH, refusing (403) upgrades whose
 * `Origin` is not allowed by `config` (platform/origins.ts; no Origin, as from non-browser clients, passes). Returns the WebSocketServer so
 * shutdown can close every socket with code 1001 (going away).
 */
export function attachWebSocket(server: Server, yoga: PlatterYoga, config: Services['config']): WebSocketServer {
  const wss = new WebSocketServer({
    server,
    path: WEBSOCKET_PATH,
    // Cross-site WebSocket hijacking: a page of another origin may not open the socket (403).
    verifyClient: (info: { req: { headers: { origin?: string; host?: string } } }, done: (ok: boolean, code?: number, message?: string) => void) =>
      originAllowed(info.req.headers.origin, info.req.headers.host, config) ? done(true) : done(false, 403, 'Origin not allowed'),
  });
  useServer(
    {
      execute: (args: any) => args.rootValue.execute(args),
      subscribe: (args: any) => args.rootValue.subscribe(args),
      onSubscribe: async (ctx, _id, params) => {
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
        });
        const args = {
          schema,
          operationName: params.operationName,
          document: parse(params.query),
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        } as ExecutionArgs;
        const errors = validate(args.schema, args.document);
        if (errors.length) return errors;
        return args;
      },
    },
    wss,
  );
  return wss;
}
