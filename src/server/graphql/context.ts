import type { Services } from '../services';

/** Per-operation context: the app's services and the caller's request (HTTP or WebSocket upgrade). */
export interface GraphQLContext {
  readonly services: Services;
  readonly request: Request;
}
