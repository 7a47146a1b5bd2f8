/** Resolvers of payments.graphql: parse, call one use case, map the result. */
import {
  applyPayment,
  cancelPayment,
  getPayConfiguration,
  getPayStatus,
  removeStoredPaymentMethod,
  reportPayError,
  submitPayDetails,
} from '../../use-cases/payments';
import { domainError, unwrap } from '../errors';
import type { GraphQLContext } from '../context';

type Args = Record<string, any>;

/** Our public base URL: PUBLIC_URL, else the origin the request came to. */
export const baseUrlOf = (ctx: GraphQLContext) => (ctx.services.config.PUBLIC_URL ?? new URL(ctx.request.url).origin).replace(/\/$/, '');

/** Resolvers of payments.graphql (orders-and-payments.md §7.4). */
export const paymentResolvers = {
  Query: {
    orderPayConfiguration: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await getPayConfiguration(ctx.services, ctx.viewer, a as never, baseUrlOf(ctx))),
    orderPayStatus: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await getPayStatus(ctx.services, a.session_id)),
  },
  Mutation: {
    orderPayApply: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await applyPayment(ctx.services, ctx.viewer, a.tradeid, a.param.pay, baseUrlOf(ctx))),
    orderPayAdditionDetails: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await submitPayDetails(ctx.services, ctx.viewer, a as never)),
    orderPayCancel: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await cancelPayment(ctx.services, ctx.viewer, a.tradeid)),
    orderPayError: (_: unknown, a: Args, ctx: GraphQLContext) => reportPayError(ctx.services, a as never),
    orderPayRemoveStoredPaymentMethod: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await removeStoredPaymentMethod(ctx.services, ctx.viewer, a as never)),
  },
  Subscription: {
    orderPayStatusChanged: {
      subscribe: async (_: unknown, a: Args, ctx: GraphQLContext) => {
        const current = await getPayStatus(ctx.services, a.session_id);
        if (!current.ok) throw domainError('NOT_FOUND');
        return ctx.services.pubsub.subscribe('orderPayStatusChanged', a.session_id);
      },
      resolve: (payload: unknown) => payload,
    },
  },
};
