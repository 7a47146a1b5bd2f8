/**
 * Schema-first (STYLE.md §5): each module's SDL file is the source of its part of the contract; the
 * executable schema is composed here from the modules' doors (SDL + resolvers), with base.graphql.
 */
import { createSchema } from 'graphql-yoga';
import baseSdl from './platform/graphql/base.graphql?raw';
import { Byte, Long } from './platform/graphql/scalars';
import { nowSeconds } from './platform/clock';
import type { Viewer } from './platform/graphql/context';
import type { Services } from './services';
import { catalogResolvers, catalogTypeDefs } from './modules/catalog';
import { orderResolvers, ordersTypeDefs } from './modules/orders';
import { paymentResolvers, paymentsTypeDefs } from './modules/payments';
import { bearerToken, resolveViewer, userResolvers, accountsTypeDefs } from './modules/accounts';
import { joinedSittings, tableResolvers, tablesTypeDefs } from './modules/tables';
import type { GraphQLContext } from './platform/graphql/context';
import type { Resolvers } from './platform/graphql/__generated__/schema-types';

export const typeDefs = [baseSdl, catalogTypeDefs, tablesTypeDefs, ordersTypeDefs, paymentsTypeDefs, accountsTypeDefs];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolvers of base.graphql: the scalars, ping, noop and the heartbeat subscription. */
const baseResolvers = {
  Long,
  Byte,
  Query: { ping: () => true },
  Mutation: { noop: () => null },
  Subscription: {
    heartbeat: {
      subscribe: async function* (_, a, ctx) {
        const n = Math.min(Math.max(a.count ?? 3, 1), 60);
        for (let i = 0; i < n; i++) {
          if (i > 0) await sleep(1000);
          yield { heartbeat: Math.floor(ctx.services.clock.nowMs() / 1000) };
        }
      },
    },
  },
} satisfies Resolvers;

export function buildSchema() {
  return createSchema<GraphQLContext>({
    typeDefs,
    resolvers: [
      baseResolvers,
      catalogResolvers,
      orderResolvers,
      paymentResolvers,
      userResolvers,
      tableResolvers,
    ],
  });
}

/**
 * The caller of a request from its 'authorization: Bearer …' header: the accounts module's session,
 * with a table session's joined sittings from the tables module. Null when absent, unknown or expired.
 */
export function viewerResolver(services: Pick<Services, 'db' | 'clock'>): (authorization: string | null) => Promise<Viewer | null> {
  return (authorization) => resolveViewer(services.db, bearerToken(authorization), nowSeconds(services.clock), joinedSittings);
}
