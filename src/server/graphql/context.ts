import type { Services } from '../services';
import type { Viewer } from '../auth/sessions';

/**
 * Per-operation context: the app's services, the caller's request (HTTP, or the WebSocket upgrade with
 * connection params folded into its headers) and the caller's session, resolved once from
 * 'authorization: Bearer …' (null when absent, unknown or expired).
 */
export interface GraphQLContext {
  readonly services: Services;
  readonly request: Request;
  readonly viewer: Viewer | null;
}
