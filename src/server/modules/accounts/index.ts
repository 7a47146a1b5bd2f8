/**
 * The accounts module's door: everything other modules, the composition root and pages may use.
 */
export { userResolvers } from './resolvers';
export { bearerToken, issueSession, loadViewerUser, resolveViewer } from './sessions';
export type { IssuedSession, Viewer } from './sessions';
export type { StaffPrincipal } from './staff-auth';
export { STAFF_COOKIE, STAFF_SESSION_TTL, issueStaffToken, readCookie, staffFromHeaders, verifyStaffLoginLimited } from './staff-auth';
export { onAccountErased, onMemberRegistered } from './erasure';
export { findCustomersByPhone } from './customers';
export type { CustomerAccount } from './customers';
export type { AccountErasureHandler, MemberRegisteredHandler } from './erasure';
export { ensureGeoLoaded } from './addresses';
// Coordinates of an address (courier quotes, the delivery module).
export { geoPoint } from './geo-point';
export type { GeoPoint } from './geo-point';
export { revokeStaffToken, revokeVenueStaffSessions, untilStaffSessionRevoked, watchStaffSession } from './staff-sessions';
export { accountMemberCard, walletRoutes, WALLET_LINK_TTL_S } from './wallet-route';
export type { MemberCard, MemberCardSource } from './wallet-route';
export * as accountsTables from './schema';
export * from './schema';
