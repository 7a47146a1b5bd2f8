/** Resolvers of giftcards.graphql: parse, call one use case, map the result. */
import { unwrap } from '../../platform/graphql/errors';
import type { GraphQLContext } from '../../platform/graphql/context';
import type { Resolvers } from '../../platform/graphql/__generated__/schema-types';
import { applyGiftCard, getGiftCard, getGiftCardOffer, giftCardsOfOrder, purchaseGiftCards } from './giftcards';

/** Our public base URL: PUBLIC_URL, else the origin the request came to (for the e-mailed links). */
const baseUrlOf = (ctx: GraphQLContext) => (ctx.services.config.PUBLIC_URL ?? new URL(ctx.request.url).origin).replace(/\/$/, '');

/** Resolvers of giftcards.graphql (accounts-and-loyalty.md §2.16). */
export const giftCardResolvers = {
  Query: {
    giftCardOffer: async (_, a, ctx) => unwrap(await getGiftCardOffer(ctx.services, a.brand_code)),
    giftCardInfoQuery: async (_, a, ctx) => unwrap(await getGiftCard(ctx.services, a.code)),
    orderGiftCards: async (_, a, ctx) => unwrap(await giftCardsOfOrder(ctx.services, ctx.viewer, a.tradeid)),
  },
  Mutation: {
    giftCardPurchase: async (_, a, ctx) => unwrap(await purchaseGiftCards(ctx.services, ctx.viewer, a.param, baseUrlOf(ctx))),
    orderGiftCardApply: async (_, a, ctx) => unwrap(await applyGiftCard(ctx.services, ctx.viewer, a.tradeid, a.code)),
  },
} satisfies Resolvers;
