/**
 * Schema-first (STYLE.md §5): the SDL files in ./schema are the source of the contract; resolvers are
 * attached here. One SDL file per area.
 */
import { createSchema } from 'graphql-yoga';
import baseSdl from './schema/base.graphql?raw';
import catalogSdl from './schema/catalog.graphql?raw';
import tableSdl from './schema/table.graphql?raw';
import ordersSdl from './schema/orders.graphql?raw';
import paymentsSdl from './schema/payments.graphql?raw';
import usersSdl from './schema/users.graphql?raw';
import { Byte, Long } from './scalars';
import { catalogResolvers } from './resolvers/catalog';
import { orderResolvers } from './resolvers/orders';
import { paymentResolvers } from './resolvers/payments';
import { userResolvers } from './resolvers/users';
import { tableResolvers } from './resolvers/table';
import type { GraphQLContext } from './context';
import type { Resolvers } from './__generated__/schema-types';

export const typeDefs = [baseSdl, catalogSdl, tableSdl, ordersSdl, paymentsSdl, usersSdl];

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
