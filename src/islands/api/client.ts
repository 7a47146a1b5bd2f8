/**
 * The browser's one GraphQL client (storefront.md §7): POST /xcloud/user/gapi with credentials, headers
 * authorization (when logged in, or the caller's own token), the venue code and the operation name;
 * subscriptions over /websocket/user/gapi (graphql-ws, `api/socket.ts`, opened only when first needed).
 * Documents are the `.graphql` files beside the code that sends them, shipped as plain strings (`?raw`)
 * and typed by codegen (`api/__generated__/operations.ts`): no GraphQL parser runs in the browser.
 * Plain `fetch`, so pages pay about a kilobyte for it.
 */
import type { Client as WsClient } from 'graphql-ws';
import type { Document } from './document';

export { document, type Document } from './document';

export const GRAPHQL_PATH = '/xcloud/user/gapi';

let venueCode = '';
let token = '';

/** Sets the venue-code header sent with every call. */
export function setVenueHeader(code: string): void {
  venueCode = code;
}

/** Sets (or clears) the login token sent as `authorization: Bearer …`. */
export function setAuthToken(value: string): void {
  token = value;
}

/** An API failure carrying the server's message (first GraphQL error) or the network error's. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly operation: string,
    /** The first GraphQL error's extensions (code, params, …); {} when the server sent none. */
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Per-call settings replacing the installed ones (a table diner's own session; the menu's anonymous stock read). */
export interface CallOptions {
  /** The bearer token for this call ('' sends none) instead of the installed login's. */
  token?: string;
  /** The venue-code header for this call instead of the installed one. */
  venueCode?: string;
  /** A captcha token sent as the `xc-ct` header (the SMS code requests, accounts-and-loyalty.md §7; account/captcha.ts). */
  captcha?: string;
}

/**
 * Runs one operation and answers its `data`. Throws `ApiError`: the first GraphQL error's message and
 * extensions; 'network busy' (NETWORK_BUSY) for an unreadable answer with status ≥ 500 or an answer
 * without data; 'Failed to fetch' for another unreadable answer; the browser's message when the
 * request never reached the server.
 */
export async function gql<R, V>(operation: string, doc: Document<R, V>, variables: V, options: CallOptions = {}): Promise<R> {
  const bearer = options.token ?? token;
  const venue = options.venueCode ?? venueCode;
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', 'x-operation-name': operation };
  if (venue) headers['xc-slug'] = venue;
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (options.captcha) headers['xc-ct'] = options.captcha;
  const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
  let res: Response;
  try {
    res = await fetch(`${origin}${GRAPHQL_PATH}`, { method: 'POST', credentials: 'include', headers, body: JSON.stringify({ query: doc, variables }) });
  } catch (e) {
    throw new ApiError(e instanceof Error ? e.message : String(e), operation);
  }
  let body: { data?: R | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  try {
    body = (await res.json()) as typeof body;
  } catch {
    throw res.status >= 500 ? new ApiError('network busy', operation, { code: 'NETWORK_BUSY' }) : new ApiError('Failed to fetch', operation);
  }
  const first = body.errors?.[0];
  if (first) throw new ApiError(first.message, operation, first.extensions ?? {});
  if (!body.data) throw new ApiError('network busy', operation, { code: 'NETWORK_BUSY' });
  return body.data;
}

let ws: WsClient | null = null;

/** The shared subscription socket with the installed login's token, created on first use. */
export async function subscriptions(): Promise<WsClient> {
  if (ws) return ws;
  const { openSocket } = await import('./socket');
  ws = openSocket({ token: () => token });
  return ws;
}

/**
 * Subscribes to one operation on the shared socket; `onNext` gets each event's data. Answers the
 * unsubscribe function.
 */
export async function subscribe<R, V>(doc: Document<R, V>, variables: V, onNext: (data: R) => void, onError?: (e: unknown) => void): Promise<() => void> {
  const { listen } = await import('./socket');
  return listen(await subscriptions(), doc, variables, { next: onNext, error: onError });
}
