/**
 * The browser's GraphQL client (storefront.md §7): POST /xcloud/user/gapi with credentials, headers
 * authorization (when logged in), the venue code and the operation name; subscriptions over
 * /websocket/user/gapi (graphql-ws, opened only when first needed). Load this module lazily
 * (`import()`) so pages that never call the API do not download it.
 */
import { GraphQLClient, ClientError } from 'graphql-request';
import type { Client as WsClient } from 'graphql-ws';

export const GRAPHQL_PATH = '/xcloud/user/gapi';
export const WEBSOCKET_PATH = '/websocket/user/gapi';

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

const client = new GraphQLClient(typeof location === 'undefined' ? `http://localhost${GRAPHQL_PATH}` : `${location.origin}${GRAPHQL_PATH}`, {
  credentials: 'include',
  excludeOperationName: true,
});

/** An API failure carrying the server's message (first GraphQL error) or the network error's. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly operation: string,
    /** The first GraphQL error's extensions (code, params), when the server sent any. */
    readonly extensions?: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** Runs one operation; throws `ApiError` with the server's message. */
export async function gql<T>(operation: string, document: string, variables: Record<string, unknown> = {}): Promise<T> {
  const headers: Record<string, string> = { 'x-operation-name': operation };
  if (venueCode) headers['xc-slug'] = venueCode;
  if (token) headers.authorization = `Bearer ${token}`;
  try {
    return await client.request<T>({ document, variables, requestHeaders: headers });
  } catch (e) {
    if (e instanceof ClientError) throw new ApiError(e.response.errors?.[0]?.message ?? e.message, operation, e.response.errors?.[0]?.extensions as Record<string, unknown> | undefined);
    throw new ApiError(e instanceof Error ? e.message : String(e), operation);
  }
}

let ws: WsClient | null = null;

/** The subscription client, created on first use. */
export async function subscriptions(): Promise<WsClient> {
  if (ws) return ws;
  const { createClient } = await import('graphql-ws');
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WEBSOCKET_PATH}`;
  ws = createClient({ url, lazy: true, connectionParams: () => (token ? { authorization: `Bearer ${token}` } : {}) });
  return ws;
}
