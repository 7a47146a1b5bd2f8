/**
 * GraphQL over HTTP (graphql-yoga at POST /xcloud/user/gapi) and over WebSocket (graphql-ws on `ws`
 * at /websocket/user/gapi, same port), sharing one schema, context factory and operation limits
 * (operation-limits.ts: aliases, depth, directives, tokens, cost, root mutations per operation).
 */
import type { Server } from 'node:http';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql';
import type { GraphQLSchema } from 'graphql';
import type { GraphQLContext, Viewer } from './context';
import type { Services } from '../../services';
import { operationLimitPlugins } from './operation-limits';

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

export function createPlatterYoga(services: Services, deps: YogaDeps): PlatterYoga {
  return createYoga<object, GraphQLContext>({
    schema: deps.schema,
    graphqlEndpoint: GRAPHQL_PATH,
    landingPage: false,
    graphiql: false,
    // Size and cost limits of one operation (operation-limits.ts); also applied over WebSocket, which
    // parses and validates through the same enveloped functions.
    plugins: operationLimitPlugins(),
    logging: {
      debug: (...a: unknown[]) => services.logger.debug({ yoga: a }, 'graphql'),
      info: (...a: unknown[]) => services.logger.info({ yoga: a }, 'graphql'),
      warn: (...a: unknown[]) => services.logger.warn({ yoga: a }, 'graphql'),
      error: (...a: unknown[]) => services.logger.error({ yoga: a }, 'graphql'),
    },
    context: async ({ request }) => ({
      services,
      request,
      viewer: await deps.resolveViewer(request.headers.get('authorization')),
    }),
  });
}

/**
 * Attaches graphql-ws to the HTTP server's upgrade on WEBSOCKET_PATH. Returns the WebSocketServer so
 * shutdown can close every socket with code 1001 (going away).
 */
export function attachWebSocket(server: Server, yoga: PlatterYoga): WebSocketServer {
  const wss = new WebSocketServer({ server, path: WEBSOCKET_PATH });
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
