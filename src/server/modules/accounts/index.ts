/**
 * The accounts module's door: everything other modules, the composition root and pages may use.
 */
export { default as accountsTypeDefs } from './users.graphql?raw';
export { userResolvers } from './resolvers';
export { bearerToken, issueSession, loadViewerUser, resolveViewer } from './sessions';
export type { IssuedSession, Viewer } from './sessions';
export { STAFF_COOKIE, STAFF_SESSION_TTL, issueStaffToken, readCookie, staffFromHeaders, verifyStaffLoginLimited } from './staff-auth';
export * as accountsTables from './schema';
export * from './schema';
