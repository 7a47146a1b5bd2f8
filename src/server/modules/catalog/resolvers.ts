/** Resolvers of catalog.graphql: parse, call one use case, map the result. */
import {
  channelsOfMenuRead,
  getHome,
  getMenuCheck,
  getMenuInfo,
  getProductPage,
  getVenueInfo,
  getVenueMenus,
} from './catalog';
import { getBrandMemberInfo } from './brand-locator';
import { domainError, unwrap } from '../../platform/graphql/errors';
import { findVenueId } from './repository';
import { dietsOfTags } from '../../../domain/allergens';
import type { MenuChangedPayload } from '../../../domain/contract';
import type { Resolvers } from '../../platform/graphql/__generated__/schema-types';

const json = (v: unknown) => JSON.stringify(v ?? {});

export const catalogResolvers = {
  Query: {
    venueInfo: async (_, a, ctx) => unwrap(await getVenueInfo(ctx.services, a.venue_code)),
    venueMenus: async (_, a, ctx) => unwrap(await getVenueMenus(ctx.services, a.venue_code)),
    menuInfo: async (_, a, ctx) => unwrap(await getMenuInfo(ctx.services, { ...a, channels: channelsOfMenuRead(a) })),
    productList: async (_, a, ctx) => unwrap(await getProductPage(ctx.services, { ...a, channels: channelsOfMenuRead(a) })),
    menuCheckInfo: async (_, a, ctx) => unwrap(await getMenuCheck(ctx.services, { ...a, channels: channelsOfMenuRead(a) }, a.param ?? {})),
    brandMemberInfo: async (_, a, ctx) => unwrap(await getBrandMemberInfo(ctx.services, a.brand_code)),
    indexInfo: async (_, _a, ctx) => ({ banners: (await getHome(ctx.services)).banners }),
    indexStores: async (_, a, ctx) => (await getHome(ctx.services, a)).stores,
  },
  Subscription: {
    menuChanged: {
      subscribe: async (_, a, ctx) => {
        const venueId = await findVenueId(ctx.services.db, a.venue_code);
        if (venueId === null) throw domainError('NOT_FOUND');
        return ctx.services.pubsub.subscribe('menuChanged', String(venueId));
      },
      resolve: (payload: MenuChangedPayload) => payload,
    },
  },
  BrandMemberInfo: { membership: (b) => JSON.stringify(b.membership), theme_color: (b) => b.membership.theme_color },
  OpenTime: { available_markets: (o) => JSON.stringify(o.available_markets ?? []) },
  DeliveryZone: { suburbs: (z) => JSON.stringify(z.suburbs ?? []) },
  MenuCategory: { name_i18n: (c) => json(c.name_i18n) },
  Product: { name_i18n: (p) => json(p.name_i18n), content_i18n: (p) => json(p.content_i18n), allergens: (p) => p.allergens ?? null, diets: (p) => dietsOfTags(p.tags) },
  Combo: { name_i18n: (b) => json(b.name_i18n), content_i18n: (b) => json(b.content_i18n) },
  ComboGroup: { name_i18n: (g) => json(g.name_i18n) },
  SetMenu: { name_i18n: (b) => json(b.name_i18n), content_i18n: (b) => json(b.content_i18n) },
  Modifier: { name_i18n: (m) => json(m.name_i18n), modifier_name_i18n: (m) => json(m.modifier_name_i18n) },
  Variant: { name_i18n: (v) => json(v.name_i18n) },
  OrderSequence: { name_i18n: (o) => o.name_i18n ?? '{}' },
  Poster: { title_i18n: (p) => json(p.title_i18n), content_i18n: (p) => json(p.content_i18n), action_text_i18n: (p) => json(p.action_text_i18n) },
  VenueTax: { name_i18n: (t) => json(t.name_i18n) },
  MenuTax: { name_i18n: (t) => json(t.name_i18n) },
} satisfies Resolvers;
