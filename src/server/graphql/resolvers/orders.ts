/** Resolvers of orders.graphql: parse, call one use case, map the result. */
import { GraphQLError } from 'graphql';
import {
  canWatchOrder,
  commentOrder,
  editOrder,
  getOrderInfo,
  getOrderStatus,
  listOrders,
  operateOrder,
} from '../../use-cases/orders';
import { getCouponInfo } from '../../use-cases/coupons';
import { staffFromHeaders } from '../../use-cases/staff';
import { findVenueId } from '../../db/catalog-repository';
import { domainError, unwrap } from '../errors';
import type { GraphQLContext } from '../context';

type Args = Record<string, any>;

/** The console's staff principal of this request (cookie), or null. */
export const staffOf = (ctx: GraphQLContext) => staffFromHeaders(ctx.services, ctx.request.headers.get('cookie'));

/** Resolvers of orders.graphql (orders-and-payments.md §7.1–7.3). */
export const orderResolvers = {
  Query: {
    orderInfo: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await getOrderInfo(ctx.services, ctx.viewer, await staffOf(ctx), a.tradeid, a.store_id)),
    orderList: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await listOrders(ctx.services, ctx.viewer, a.count, a.index, a.venue_code)),
    orderStatus: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await getOrderStatus(ctx.services, ctx.viewer, await staffOf(ctx), a.tradeid)),
    couponInfo: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await getCouponInfo(ctx.services, ctx.viewer, a.venue_code, a.short_code)),
  },
  Mutation: {
    orderEdit: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await editOrder(ctx.services, ctx.viewer, a.id, a.param)),
    orderOperate: async (_: unknown, a: Args, ctx: GraphQLContext) =>
      unwrap(await operateOrder(ctx.services, ctx.viewer, await staffOf(ctx), a.tradeid, a.status)),
    orderComment: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await commentOrder(ctx.services, ctx.viewer, String(a.id), a.param)),
  },
  Subscription: {
    orderStatusChanged: {
      subscribe: async (_: unknown, a: Args, ctx: GraphQLContext) => {
        if (!(await canWatchOrder(ctx.services, ctx.viewer, await staffOf(ctx), a.tradeid))) throw domainError('NOT_FOUND');
        return ctx.services.pubsub.subscribe('orderStatusChanged', a.tradeid);
      },
      resolve: (payload: unknown) => payload,
    },
    staffVenueChanged: {
      subscribe: async (_: unknown, a: Args, ctx: GraphQLContext) => {
        const staff = await staffOf(ctx);
        const venueId = await findVenueId(ctx.services.db, a.venue_code);
        if (!staff || venueId === null || staff.venueId !== venueId) throw new GraphQLError('forbidden', { extensions: { code: 'FORBIDDEN' } });
        return ctx.services.pubsub.subscribe('staffVenueChanged', String(venueId));
      },
      resolve: (payload: unknown) => payload,
    },
  },
};

