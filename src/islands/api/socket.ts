/**
 * The subscription sockets of the browser's GraphQL client (graphql-ws over /websocket/user/gapi):
 * the shared one of `client.ts` (`subscriptions()`), and a table's own that reconnects for ever.
 * Loaded on first use only.
 */
import { createClient, type Client } from 'graphql-ws';
import type { Document } from './document';

/** The subscriptions' socket path (storefront.md §7). */
export const WEBSOCKET_PATH = '/websocket/user/gapi';

/** How a socket opens and reconnects. */
export interface SocketOptions {
  /** The bearer token sent when a connection opens ('' sends none). */
  token: () => string;
  /** Open at once and retry for ever with a backoff of 0.5 s doubling to 8 s (a phone that lost its network comes back); else lazy with graphql-ws's default retries. */
  retryForever?: boolean;
  /** Each time a connection opens. */
  onConnected?: () => void;
  /** Each time a connection closes. */
  onClosed?: () => void;
}

/**
 * Subscription ids "1", "2", … in the order of this client's subscribe calls (graphql-ws' default is a
 * random UUID). graphql-transport-ws needs an id unique among one connection's subscriptions only, and a
 * client's counter never repeats (a reconnection subscribes again under the same ids, on a new
 * connection). Every phone's table socket subscribes first to its table, so the phones at a table hold the
 * same id, and the server frames each table change once and writes the same bytes to each of them
 * (platform/graphql/shared-subscriptions.ts; issue 28 item 4).
 */
export function subscriptionIds(): () => string {
  let n = 0;
  return () => String(++n);
}

/** A graphql-ws client on this host's socket path. */
export function openSocket(options: SocketOptions): Client {
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WEBSOCKET_PATH}`;
  const generateID = subscriptionIds();
  const connectionParams = () => {
    const token = options.token();
    return token ? { authorization: `Bearer ${token}` } : {};
  };
  const on = { connected: () => options.onConnected?.(), closed: () => options.onClosed?.() };
  if (!options.retryForever) return createClient({ url, lazy: true, connectionParams, on, generateID });
  return createClient({
    url,
    lazy: false,
    keepAlive: 10_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => new Promise((r) => setTimeout(r, Math.min(500 * 2 ** Math.min(retries, 4), 8_000))),
    // A table diner always sends its session's bearer (its table's socket refuses anything else).
    connectionParams: () => ({ authorization: `Bearer ${options.token()}` }),
    on,
    generateID,
  });
}

/** Subscribes to one operation on `socket`: `next` with each event's data, `error` when the server ends it with an error. Answers the unsubscribe function. */
export function listen<R, V>(socket: Client, doc: Document<R, V>, variables: V, handlers: { next: (data: R) => void; error?: (e: unknown) => void }): () => void {
  return socket.subscribe<R>(
    { query: doc, variables: variables as Record<string, unknown> },
    {
      next: (m) => {
        if (m.data) handlers.next(m.data);
      },
      error: (e) => handlers.error?.(e),
      complete: () => undefined,
    },
  );
}
