import type { Services } from '../../services';

/**
 * Per-operation context: the app's services, the caller's request (HTTP, or the WebSocket upgrade with
 * connection params folded into its headers) and the caller's session, resolved once from
 * 'authorization: Bearer …' (null when absent, unknown or expired).
 */
export interface GraphQLContext {
  readonly services: Services;
  readonly request: Request;
  readonly viewer: Viewer | null;
  /**
   * The caller's client address (request-limits.ts `clientIp` under TRUST_PROXY; the WebSocket's
   * upgrade request over graphql-ws), '' when unknown. Counted by the table passcode limits.
   */
  readonly clientIp: string;
}

/** Session kinds (accounts module's SESSION_KIND): 1 user, 2 guest, 3 table diner, 4 pay-by-link. */
export type SessionKind = 1 | 2 | 3 | 4;

/** Who is calling: nobody, or a session with its user (and, for table diners, its one table). */
export interface Viewer {
  sessionId: number;
  kind: SessionKind;
  userId: number | null;
  tableId: number | null;
  venueId: number | null;
  /** Pay-by-link sessions: the one order they may read and pay. */
  tradeid: string | null;
  deviceUid: string;
  /** Seconds since the epoch. */
  expiredAt: number;
  /**
   * Table sessions: the trade ids of the sittings this session joined (by the passcode, or by joining a
   * code-mode table), read when the viewer is resolved; their orders are the diner's too. Absent: none.
   */
  sittings?: readonly string[];
}
