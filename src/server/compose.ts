/**
 * Schema-first (STYLE.md §5): each module's SDL file is the source of its part of the contract; the
 * executable schema is composed here from the modules' doors (SDL + resolvers), with base.graphql.
 */
import { createSchema } from 'graphql-yoga';
import baseSdl from './platform/graphql/base.graphql?raw';
import { Byte, Long } from './platform/graphql/scalars';
import { nowSeconds } from './platform/clock';
import type { Viewer } from './platform/graphql/context';
import type { Services } from './services';
import { catalogResolvers } from './modules/catalog';
import { deidentifyUserOrders, orderResolvers } from './modules/orders';
import { paymentResolvers, registerPaymentHooks } from './modules/payments';
import { registerKitchenHooks } from './modules/kitchen';
import { bearerToken, resolveViewer, userResolvers } from './modules/accounts';
import { joinedSittings, registerTableHooks, tableResolvers } from './modules/tables';
import { loyaltyResolvers, registerLoyaltyHooks } from './modules/loyalty';
import { registerDeliveryHooks } from './modules/delivery';
import { giftCardResolvers, registerGiftCardHooks } from './modules/giftcards';
// Each module's SDL file is read as text (the contract's source, also read by codegen.ts): data, not
// code, so it does not go through the module's door (which the venue-import CLI and drizzle-kit load).
import catalogTypeDefs from './modules/catalog/catalog.graphql?raw';
import ordersTypeDefs from './modules/orders/orders.graphql?raw';
import paymentsTypeDefs from './modules/payments/payments.graphql?raw';
import accountsTypeDefs from './modules/accounts/users.graphql?raw';
import tablesTypeDefs from './modules/tables/table.graphql?raw';
import tableSplitTypeDefs from './modules/tables/table-split.graphql?raw';
import loyaltyTypeDefs from './modules/loyalty/loyalty.graphql?raw';
import giftcardsTypeDefs from './modules/giftcards/giftcards.graphql?raw';
import { createAppHooks, type ModuleHooks } from './platform/hooks';
import type { Logger } from 'pino';
import type { GraphQLContext } from './platform/graphql/context';
import type { Resolvers } from './platform/graphql/__generated__/schema-types';

export const typeDefs = [baseSdl, catalogTypeDefs, tablesTypeDefs, tableSplitTypeDefs, ordersTypeDefs, paymentsTypeDefs, accountsTypeDefs, loyaltyTypeDefs, giftcardsTypeDefs];

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
      loyaltyResolvers,
      giftCardResolvers,
    ],
  });
}

/**
 * The caller of a request from its 'authorization: Bearer …' header: the accounts module's session,
 * with a table session's joined sittings from the tables module. Null when absent, unknown or expired.
 */
export function viewerResolver(services: Pick<Services, 'db' | 'clock'>): (authorization: string | null) => Promise<Viewer | null> {
  return (authorization) => resolveViewer(services.db, bearerToken(authorization), nowSeconds(services.clock), joinedSittings);
}

/**
 * The hooks of one app (platform/hooks.ts): fresh order hooks and extension points, filled by every
 * module's register function in a fixed order — the tables module (a paid table sitting's lines become
 * paid and the table closes; a cancelled payment releases the checkout lock), loyalty, delivery, gift
 * cards, then orders' and payments' own reactions to an account's deletion. Built once per app
 * (main.ts, each test app): two apps never share a registration.
 */
export function createModuleHooks(logger: Logger): ModuleHooks<Services> {
  const hooks = createAppHooks<Services>((e, name) => logger.warn({ err: e, hook: name }, 'after-commit work of an order hook failed'));
  registerTableHooks(hooks);
  // Loyalty: earn on paid, reverse on refunded, vouchers back on cancelled; vouchers at checkout
  // (orders' discount sources); the welcome voucher (accounts' registration); erasure.
  registerLoyaltyHooks(hooks);
  // A paid courier order books its courier (outbox in the payment's transaction; modules/delivery).
  registerDeliveryHooks(hooks);
  // Gift cards: a paid purchase issues its cards; a cancelled or edited order gets back what cards paid.
  registerGiftCardHooks(hooks);
  // Account deletion de-identifies the user's orders in the same transaction (accounts erasure.ts).
  hooks.accountErased.add(deidentifyUserOrders);
  // Payments: orders' views of pending payments and refund orders; erasure of the receipt e-mails.
  registerPaymentHooks(hooks);
  // The kitchen: a paid order and a table round become tickets per station (issue 25).
  registerKitchenHooks(hooks);
  return hooks;
}
