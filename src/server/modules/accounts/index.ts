/**
 * The accounts module's door: everything other modules, the composition root and pages may use.
 */
export { userResolvers } from './resolvers';
export { bearerToken, issueSession, loadViewerUser, resolveViewer } from './sessions';
export type { IssuedSession, Viewer } from './sessions';
export type { StaffPrincipal, StaffRole } from './staff-auth';
export { staffMay, staffRole } from './staff-auth';
// The staff audit log (issue 23 item 2): every staff mutation records its line in its own transaction.
export { listStaffActions, recordStaffAction, staffActorName } from './staff-audit';
export type { StaffActionInput, StaffAuditFilter, StaffAuditLine } from './staff-audit';
export { STAFF_COOKIE, STAFF_SESSION_TTL, issueStaffToken, readCookie, staffFromHeaders, verifyStaffLoginLimited } from './staff-auth';
// Staff members of a venue (issue 23 item 2): the owners' people page and its JSON endpoints.
export { changeStaffMembers, listStaffMembers, STAFF_PIN } from './staff-members';
export type { PeopleRequest, StaffMemberView, StaffRequestError } from './staff-members';
export { findCustomersByPhone } from './customers';
// The guest customer of a staff phone order (issue 23 item 7).
export { registerPhoneOrderGuest } from './guest';
export { signedInMemberUid } from './members';
export type { CustomerAccount } from './customers';
// Modules react to an account's deletion and to a new member through the app's extension points (platform/hooks.ts: accountErased, memberRegistered).
export type { AccountErasureHandler, MemberRegisteredHandler } from './erasure';
export { ensureGeoLoaded } from './addresses';
// Coordinates of an address (courier quotes, the delivery module).
export { geoPoint } from './geo-point';
export type { GeoPoint } from './geo-point';
export { revokeStaffToken, revokeVenueStaffSessions, untilStaffSessionRevoked, watchStaffSession } from './staff-sessions';
export { accountMemberCard, walletRoutes, WALLET_LINK_TTL_S } from './wallet-route';
export type { MemberCard, MemberCardSource } from './wallet-route';
// What other modules read of the accounts' users: membership, diners sharing a contact, and the type codes.
export { findMember, findMemberByUid, userIdsSharingContact } from './member-records';
export type { MemberRecord } from './member-records';
export { SESSION_KIND, USER_TYPE } from './schema';
// The membership card's one-use login codes (issue 26 item 10, ADR 0012): issued by the loyalty card, spent by userLoginOa.
export { issueLoginCode, LOGIN_CODE_TTL_S } from './login-codes';
export { userInfo as viewerUserInfo } from './members';
