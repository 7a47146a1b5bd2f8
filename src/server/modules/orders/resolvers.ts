/** Resolvers of orders.graphql: parse, call one use case, map the result. */
import {
  canWatchOrder,
  commentOrder,
  editOrder,
  getOrderInfo,
  getOrderStatus,
  listOrders,
} from './orders';
import { getCouponInfo } from './coupons';
import { listFullSlots } from './slot-capacity';
import { staffFromHeaders, untilStaffSessionRevoked } from '../accounts';
import { findVenueId } from '../catalog';
import { domainError, unwrap } from '../../platform/graphql/errors';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers, StaffVenueEvent } from '../../platform/graphql/__generated__/schema-types';
import type { OrderStatusPayload } from '../../../domain/contract';
import { hasPickupCode } from '../../../domain/fulfilment';

/** The console's staff principal of this request (cookie), or null. */
export const staffOf = (ctx: GraphQLContext) => staffFromHeaders(ctx.services, ctx.request.headers.get('cookie'));

/**
 * A staffVenueChanged topic payload as the SDL's StaffVenueEvent: order changes publish
 * {reason, tradeid, status, event} (orders-events.ts); table changes {type: 'table', what, tradeid,
 * status (the table's), …} (table-store.ts), shown as reason 'table {what}', event 0. A missing text
 * is '', a missing number 0 (every field is non-null).
 */
export function toStaffVenueEvent(payload: Readonly<Record<string, unknown>>): StaffVenueEvent {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const int = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) ? v : 0);
  const reason = text(payload.reason) || (payload.type === 'table' ? `table ${text(payload.what)}`.trim() : '');
  return { reason, tradeid: text(payload.tradeid), status: int(payload.status), event: int(payload.event) };
}

/** Resolvers of orders.graphql (orders-and-payments.md §7.1–7.3). */
export const orderResolvers = {
  Query: {
    orderInfo: async (_, a, ctx) => unwrap(await getOrderInfo(ctx.services, ctx.viewer, await staffOf(ctx), a.tradeid, a.store_id)),
    orderList: async (_, a, ctx) => unwrap(await listOrders(ctx.services, ctx.viewer, a.count, a.index, a.venue_code)),
    orderStatus: async (_, a, ctx) => unwrap(await getOrderStatus(ctx.services, ctx.viewer, await staffOf(ctx), a.tradeid)),
    couponInfo: async (_, a, ctx) => unwrap(await getCouponInfo(ctx.services, ctx.viewer, a.venue_code, a.short_code)),
    orderSlotsFull: async (_, a, ctx) => unwrap(await listFullSlots(ctx.services, a.venue_id, a.category_type, a.from, a.to)),
  },
  Mutation: {
    orderEdit: async (_, a, ctx) => {
      const r = unwrap(await editOrder(ctx.services, ctx.viewer, a.id, a.param));
      return { id: r.id, tradeid: r.tradeid, moved_to: r.movedTo ?? null };
    },
    orderComment: async (_, a, ctx) => unwrap(await commentOrder(ctx.services, ctx.viewer, String(a.id), a.param)),
  },
  Order: {
    pickup_code: (o) => (hasPickupCode(o.category_type) ? o.tradeid : null),
  },
  Subscription: {
    orderStatusChanged: {
      subscribe: async (_, a, ctx) => {
        const staff = await staffOf(ctx);
        if (!(await canWatchOrder(ctx.services, ctx.viewer, staff, a.tradeid))) throw domainError('NOT_FOUND');
        const source = ctx.services.pubsub.subscribe('orderStatusChanged', a.tradeid);
        // Watched by right of the staff cookie alone: ends when that console session is signed out.
        if (staff && !(await canWatchOrder(ctx.services, ctx.viewer, null, a.tradeid))) return untilStaffSessionRevoked(ctx.services, staff, source);
        return source;
      },
      resolve: (payload: OrderStatusPayload) => payload,
    },
    staffVenueChanged: {
      subscribe: async (_, a, ctx) => {
        const staff = await staffOf(ctx);
        const venueId = await findVenueId(ctx.services.db, a.venue_code);
        if (!staff || venueId === null || staff.venueId !== venueId) throw domainError('FORBIDDEN');
        // Ends when the console session is signed out (or out everywhere) or expires (issue 16 item 4).
        return untilStaffSessionRevoked(ctx.services, staff, ctx.services.pubsub.subscribe('staffVenueChanged', String(venueId)));
      },
      resolve: toStaffVenueEvent,
    },
  },
} satisfies Resolvers;

