/** Resolvers of users.graphql: parse, call one use case, map the result. */
import { registerGuest } from '../../use-cases/guest';
import { unwrap } from '../errors';
import type { GraphQLContext } from '../context';

type Args = Record<string, any>;

/** Resolvers of users.graphql (accounts-and-loyalty.md §2.6 guest checkout). */
export const userResolvers = {
  Mutation: {
    userRegisterSubmit: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await registerGuest(ctx.services, a)),
  },
};
