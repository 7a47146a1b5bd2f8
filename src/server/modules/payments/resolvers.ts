/** Resolvers of payments.graphql: parse, call one use case, map the result. */
import { cancelPayment, getPayStatus, reportPayError, submitPayDetails } from './payments';
import type { PayStatusView } from '../../../domain/contract';
import { applyPaymentForViewer, payConfigurationForViewer, removeStoredMethodForViewer } from './payments-stored';
import { domainError, unwrap } from '../../platform/graphql/errors';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers } from '../../platform/graphql/__generated__/schema-types';

/** Our public base URL: PUBLIC_URL, else the origin the request came to. */
export const baseUrlOf = (ctx: GraphQLContext) => (ctx.services.config.PUBLIC_URL ?? new URL(ctx.request.url).origin).replace(/\/$/, '');

/** Resolvers of payments.graphql (orders-and-payments.md §7.4). */
export const paymentResolvers = {
  Query: {
    orderPayConfiguration: async (_, a, ctx) => unwrap(await payConfigurationForViewer(ctx.services, ctx.viewer, a, baseUrlOf(ctx))),
    orderPayStatus: async (_, a, ctx) => unwrap(await getPayStatus(ctx.services, a.session_id)),
  },
  Mutation: {
    orderPayApply: async (_, a, ctx) => unwrap(await applyPaymentForViewer(ctx.services, ctx.viewer, a.tradeid, a.param.pay, baseUrlOf(ctx))),
    orderPayAdditionDetails: async (_, a, ctx) => unwrap(await submitPayDetails(ctx.services, ctx.viewer, a)),
    orderPayCancel: async (_, a, ctx) => unwrap(await cancelPayment(ctx.services, ctx.viewer, a.tradeid)),
    orderPayError: (_, a, ctx) => reportPayError(ctx.services, a),
    orderPayRemoveStoredPaymentMethod: async (_, a, ctx) => unwrap(await removeStoredMethodForViewer(ctx.services, ctx.viewer, a)),
  },
  Subscription: {
    orderPayStatusChanged: {
      subscribe: async (_, a, ctx) => {
        const current = await getPayStatus(ctx.services, a.session_id);
        if (!current.ok) throw domainError('NOT_FOUND');
        return ctx.services.pubsub.subscribe('orderPayStatusChanged', a.session_id);
      },
      resolve: (payload: PayStatusView) => payload,
    },
  },
} satisfies Resolvers;
