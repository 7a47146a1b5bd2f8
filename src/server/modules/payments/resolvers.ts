/** Resolvers of payments.graphql: parse, call one use case, map the result. */
import { cancelPayment, getPayStatus, reportPayError, submitPayDetails } from './payments';
import type { PayStatusView } from '../../../domain/contract';
import { applyPaymentForViewer, payConfigurationForViewer, removeStoredMethodForViewer } from './payments-stored';
import { operateOrder, refundRequestExtra } from './operate';
import { refundOrder } from './refunds';
import { cancelOrderByDiner, dinerCancelUntil } from './diner-cancel';
import { nowSeconds } from '../../platform/clock';
import { staffFromHeaders } from '../accounts';
import { domainError, unwrap } from '../../platform/graphql/errors';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers } from '../../platform/graphql/__generated__/schema-types';

/** The venue staff signed in by the request's cookie, or null. */
const staffOf = (ctx: GraphQLContext) => staffFromHeaders(ctx.services, ctx.request.headers.get('cookie'));

/** Our public base URL: PUBLIC_URL, else the origin the request came to. */
export const baseUrlOf = (ctx: GraphQLContext) => (ctx.services.config.PUBLIC_URL ?? new URL(ctx.request.url).origin).replace(/\/$/, '');

/** Resolvers of payments.graphql (orders-and-payments.md §7.4). */
export const paymentResolvers = {
  Query: {
    orderPayConfiguration: async (_, a, ctx) => unwrap(await payConfigurationForViewer(ctx.services, ctx.viewer, a, baseUrlOf(ctx))),
    orderPayStatus: async (_, a, ctx) => unwrap(await getPayStatus(ctx.services, a.session_id)),
  },
  Mutation: {
    // orderOperate and orderRefund (orders.graphql) move an order's money: they live here (operate.ts, refunds.ts).
    orderOperate: async (_, a, ctx) => {
      // A diner's refund request may carry a reason (issue 26 item 12), kept in the event's extra.
      const extra = unwrap(refundRequestExtra(a.status, a.reason));
      return unwrap(await operateOrder(ctx.services, ctx.viewer, await staffOf(ctx), a.tradeid, a.status, extra, a.store_id));
    },
    orderRefund: async (_, a, ctx) => unwrap(await refundOrder(ctx.services, await staffOf(ctx), a.tradeid, a.param)),
    // The diner's cancel inside the venue's cancel window (issue 23 item 6; diner-cancel.ts).
    orderCancel: async (_, a, ctx) => unwrap(await cancelOrderByDiner(ctx.services, ctx.viewer, a.tradeid)),
    orderPayApply: async (_, a, ctx) => unwrap(await applyPaymentForViewer(ctx.services, ctx.viewer, a.tradeid, a.param.pay, baseUrlOf(ctx))),
    orderPayAdditionDetails: async (_, a, ctx) => unwrap(await submitPayDetails(ctx.services, ctx.viewer, a)),
    orderPayCancel: async (_, a, ctx) => unwrap(await cancelPayment(ctx.services, ctx.viewer, a.tradeid)),
    orderPayError: (_, a, ctx) => reportPayError(ctx.services, a),
    orderPayRemoveStoredPaymentMethod: async (_, a, ctx) => unwrap(await removeStoredMethodForViewer(ctx.services, ctx.viewer, a)),
  },
  Order: {
    // Until when the diner may cancel (issue 23 item 6): seconds, -1 until the venue accepts, null when not.
    cancel_until: async (o, _, ctx) => {
      const placed = o.statustime.find((e) => e.status === 1)?.datetime ?? 0;
      return dinerCancelUntil(ctx.services, { venueId: o.venue_id, status: o.status, createdAt: placed }, o.statustime, nowSeconds(ctx.services.clock));
    },
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
