/** GraphQL resolvers of loyalty.graphql: parse, call one use case, map. */
import { domainError, unwrap } from '../../platform/graphql/errors';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers } from '../../platform/graphql/__generated__/schema-types';
import { issueLoginCode, SESSION_KIND, staffFromHeaders, viewerUserInfo } from '../accounts';
import { nowSeconds } from '../../platform/clock';
import { applyCredits, loyaltyHistory } from './credits';
import { customerMemberCode, staffMemberCard, staffMemberCodeKey } from './member-code';
import { addMemberPoints } from './staff-points';
import { customerInfoQuery, customerVoucherList, redeemVoucherInStore, voucherInfoQuery } from './customer';

const staffOf = (ctx: GraphQLContext) => staffFromHeaders(ctx.services, ctx.request.headers.get('cookie'));

/** Whether the card is the caller's own, read with a user login (not a guest, table or staff view): the session fields answer only then. */
const ownCard = (owner: { userId: number }, ctx: GraphQLContext) => ctx.viewer?.kind === SESSION_KIND.user && ctx.viewer.userId === owner.userId;
/** Seconds a user session's refresh token outlives it (sessions.ts issueSession). */
const REFRESH_GRACE_S = 30 * 86_400;

export const loyaltyResolvers = {
  Query: {
    customerInfoQuery: async (_, a, ctx) => unwrap(await customerInfoQuery(ctx.services, ctx.viewer, a)),
    customerVoucherList: async (_, a, ctx) => unwrap(await customerVoucherList(ctx.services, ctx.viewer, a)),
    voucherInfoQuery: async (_, a, ctx) => unwrap(await voucherInfoQuery(ctx.services, ctx.viewer, a)),
    customerLoyaltyHistory: async (_, a, ctx) => unwrap(await loyaltyHistory(ctx.services, ctx.viewer, a)),
    customerMemberCode: async (_, a, ctx) => unwrap(await customerMemberCode(ctx.services, ctx.viewer, a)),
    staffMemberCodeKey: async (_, _a, ctx) => {
      const staff = await staffOf(ctx);
      if (!staff) throw domainError('FORBIDDEN');
      return unwrap(await staffMemberCodeKey(ctx.services, staff));
    },
    staffMemberCard: async (_, a, ctx) => {
      const staff = await staffOf(ctx);
      if (!staff) throw domainError('FORBIDDEN');
      return unwrap(await staffMemberCard(ctx.services, staff, a.code));
    },
  },
  Mutation: {
    orderCreditsApply: async (_, a, ctx) => unwrap(await applyCredits(ctx.services, ctx.viewer, a.tradeid, a.amount)),
    staffVoucherRedeem: async (_, a, ctx) => {
      const staff = await staffOf(ctx);
      if (!staff) throw domainError('FORBIDDEN');
      return unwrap(await redeemVoucherInStore(ctx.services, staff, a.code));
    },
    staffMemberPointsAdd: async (_, a, ctx) => {
      const staff = await staffOf(ctx);
      if (!staff) throw domainError('FORBIDDEN');
      return unwrap(await addMemberPoints(ctx.services, staff, a));
    },
  },
  // The card's session fields (issue 26 item 10, ADR 0012): the owner's own session only.
  CustomerInfo: {
    authorization: (p, _a, ctx) => (ownCard(p.owner, ctx) ? { token: '', expired_at: ctx.viewer!.expiredAt, refresh_expired_at: ctx.viewer!.expiredAt + REFRESH_GRACE_S } : null),
    authorization_code: async (p, _a, ctx) => (ownCard(p.owner, ctx) ? (await issueLoginCode(ctx.services.db, nowSeconds(ctx.services.clock), p.owner)).code : ''),
    info: async (p, _a, ctx) => {
      if (!ownCard(p.owner, ctx)) return null;
      const u = await viewerUserInfo(ctx.services, ctx.viewer);
      return u.ok ? u.value : null;
    },
  },
  Subscription: {
    customerInfoChanged: {
      subscribe: async function* (_, a, ctx) {
        // The first answer now (and the access check), then one per change of this member's card.
        const first = unwrap(await customerInfoQuery(ctx.services, ctx.viewer, a));
        const source = ctx.services.pubsub.subscribe('memberCardChanged', String(ctx.viewer!.userId));
        yield { customerInfoChanged: first };
        for await (const _event of source) {
          const next = await customerInfoQuery(ctx.services, ctx.viewer, a);
          if (next.ok) yield { customerInfoChanged: next.value };
        }
      },
    },
  },
} satisfies Resolvers;
