/** Resolvers of catalog.graphql: parse, call one use case, map the result. */
import type { DeliveryZone, MenuCategory, OpenTime, Product } from '../../../domain/types';
import {
  getHome,
  getMenuCheck,
  getMenuInfo,
  getProductPage,
  getVenueInfo,
  getVenueMenus,
} from '../../use-cases/catalog';
import { unwrap } from '../errors';
import type { GraphQLContext } from '../context';

type Args = Record<string, any>;
const json = (v: unknown) => JSON.stringify(v ?? {});

export const catalogResolvers = {
  Query: {
    venueInfo: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await getVenueInfo(ctx.services, a.venue_code)),
    venueMenus: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await getVenueMenus(ctx.services, a.venue_code)),
    menuInfo: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await getMenuInfo(ctx.services, a as never)),
    productList: async (_: unknown, a: Args, ctx: GraphQLContext) => unwrap(await getProductPage(ctx.services, a as never)),
    menuCheckInfo: async (_: unknown, a: Args, ctx: GraphQLContext) =>
      unwrap(await getMenuCheck(ctx.services, a as never, a.param ?? {})),
    indexInfo: async (_: unknown, _a: Args, ctx: GraphQLContext) => ({ banners: (await getHome(ctx.services)).banners }),
    indexStores: async (_: unknown, a: Args, ctx: GraphQLContext) => (await getHome(ctx.services, a)).stores,
  },
  OpenTime: { available_markets: (o: OpenTime) => JSON.stringify(o.available_markets ?? []) },
  DeliveryZone: { suburbs: (z: DeliveryZone) => JSON.stringify(z.suburbs ?? []) },
  MenuCategory: { name_i18n: (c: MenuCategory & { name_i18n?: unknown }) => json(c.name_i18n) },
  Product: { name_i18n: (p: Product & { name_i18n?: unknown }) => json(p.name_i18n) },
};
