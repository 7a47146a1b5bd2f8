/** Resolvers of users.graphql: parse, call one use case, map the result. */
import { registerGuest } from './guest';
import { unwrap } from '../../platform/graphql/errors';
import type { Resolvers } from '../../platform/graphql/__generated__/schema-types';

/** Resolvers of users.graphql (accounts-and-loyalty.md §2.6 guest checkout). */
export const userResolvers = {
  Mutation: {
    userRegisterSubmit: async (_, a, ctx) => unwrap(await registerGuest(ctx.services, a)),
  },
} satisfies Resolvers;
