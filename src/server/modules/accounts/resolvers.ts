/** Resolvers of users.graphql: parse, call one use case, map the result. */
import { geoCountry, openCountryLookup } from './geo-country';
import { unwrap } from '../../platform/graphql/errors';
import type { Resolvers } from '../../platform/graphql/__generated__/schema-types';
import {
  deleteAccount,
  editUser,
  loginMember,
  loginOa,
  loginSocial,
  logout,
  modifyPassword,
  passwordSet,
  refreshLogin,
  requestAccountModify,
  requestPasswordReset,
  requestRegistration,
  submitAccountModify,
  submitPasswordReset,
  submitRegistration,
  userInfo,
} from './members';
import { addressesOf, cardsOf, deletePayCard, deleteShipping, editPayCard, editShipping, listGeo } from './addresses';

/**
 * The captcha token of a code request (§7 "captcha token header"): header `xc-ct`, or
 * `x-captcha-token`; null when absent.
 */
const captchaToken = (request: Request) => request.headers.get('xc-ct') ?? request.headers.get('x-captcha-token');

/** Resolvers of users.graphql (accounts-and-loyalty.md §2.3–2.10, §2.15, §7; §2.6 guest checkout). */
export const userResolvers = {
  Query: {
    userInfoQuery: async (_, _a, ctx) => unwrap(await userInfo(ctx.services, ctx.viewer)),
    // The default country: the user's, the client address's (GEOIP_DB), else the brand's (geo-country.ts).
    geoList: async (_, a, ctx) => {
      const lookup = ctx.services.config.GEOIP_DB ? await openCountryLookup(ctx.services.config.GEOIP_DB, ctx.services.logger) : null;
      const country = await geoCountry(ctx.services, { asked: a.country, viewer: ctx.viewer, clientIp: ctx.clientIp, venueCode: ctx.request.headers.get('xc-slug') ?? '', lookup });
      return unwrap(await listGeo(ctx.services, { ...a, country }));
    },
  },
  Mutation: {
    userRegisterRequest: async (_, a, ctx) => unwrap(await requestRegistration(ctx.services, a, ctx.clientIp, captchaToken(ctx.request))),
    userRegisterSubmit: async (_, a, ctx) => unwrap(await submitRegistration(ctx.services, a, ctx.viewer)),
    userLoginSocial: async (_, a, ctx) => unwrap(await loginSocial(ctx.services, a)),
    userLogin: async (_, a, ctx) => unwrap(await loginMember(ctx.services, a, ctx.clientIp)),
    userLoginOa: async (_, a, ctx) => unwrap(await loginOa(ctx.services, a, ctx.clientIp)),
    userTokenRefresh: async (_, a, ctx) => unwrap(await refreshLogin(ctx.services, a.refresh_token)),
    userLogout: async (_, _a, ctx) => unwrap(await logout(ctx.services, ctx.viewer)),
    userLogoff: async (_, _a, ctx) => unwrap(await deleteAccount(ctx.services, ctx.viewer)),
    userEdit: async (_, a, ctx) => unwrap(await editUser(ctx.services, ctx.viewer, a.param)),
    userPasswordResetRequest: async (_, a, ctx) => unwrap(await requestPasswordReset(ctx.services, a, ctx.clientIp, captchaToken(ctx.request))),
    userPasswordResetSubmit: async (_, a, ctx) => unwrap(await submitPasswordReset(ctx.services, a)),
    userPasswordModify: async (_, a, ctx) => unwrap(await modifyPassword(ctx.services, ctx.viewer, a)),
    userAccountModifyRequest: async (_, a, ctx) => unwrap(await requestAccountModify(ctx.services, ctx.viewer, a, ctx.clientIp, captchaToken(ctx.request))),
    userAccountModifySubmit: async (_, a, ctx) => unwrap(await submitAccountModify(ctx.services, ctx.viewer, a)),
    shippingEdit: async (_, a, ctx) => unwrap(await editShipping(ctx.services, ctx.viewer, a.id, a.param)),
    shippingDelete: async (_, a, ctx) => unwrap(await deleteShipping(ctx.services, ctx.viewer, a.id)),
    payCardEdit: async (_, a, ctx) => unwrap(await editPayCard(ctx.services, ctx.viewer, a.id, a.param)),
    payCardDelete: async (_, a, ctx) => unwrap(await deletePayCard(ctx.services, ctx.viewer, a.id)),
  },
  Authorization: {
    refresh_token: (p) => p.refresh_token ?? '',
  },
  UserInfo: {
    uid: (p) => p.uid ?? '',
    country: (p) => p.country ?? '',
    extra: (p) => p.extra ?? '{}',
    // Only ever the parent's own id: parents are built by the server from the caller's session.
    shipping: (p, _a, ctx) => addressesOf(ctx.services, p.id),
    paycards: (p, _a, ctx) => cardsOf(ctx.services, p.id),
    password_set: (p, _a, ctx) => passwordSet(ctx.services, p.id),
  },
} satisfies Resolvers;
