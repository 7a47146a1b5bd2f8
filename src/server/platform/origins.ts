/**
 * Cross-site request rules (beyond the specifications; security hardening, issue 16 items 3 and 5):
 * which browser origins may call the API, which request bodies GraphQL accepts, and whether a request
 * arrived over TLS.
 *
 * - Allowed origins: the site itself (the `Origin`'s host equals the request's `Host`, or the origin of
 *   PUBLIC_URL) and the ALLOWED_ORIGINS list. A request without `Origin` (curl, native apps, server
 *   to server; browsers always send it on cross-site POSTs and WebSocket upgrades) is allowed: the rule
 *   stops other sites' pages riding on a diner's or the staff console's credentials, not clients.
 *   `Origin: null` (sandboxed frames, file: pages) is refused.
 * - GraphQL POST bodies: JSON only (`application/json`, `application/graphql-response+json`,
 *   `application/graphql`) — the content types an HTML form cannot send without a CORS preflight.
 * - TLS: the socket is TLS, or TRUST_PROXY > 0 and the nearest proxy says `X-Forwarded-Proto: https`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import type { Config } from './config';

/** Media types a GraphQL POST may carry (parameters such as `; charset=utf-8` are allowed). */
export const GRAPHQL_CONTENT_TYPES = ['application/json', 'application/graphql-response+json', 'application/graphql'] as const;

/** True when `contentType`'s media type (before any `;`) is one of GRAPHQL_CONTENT_TYPES (case-insensitive). */
export function isGraphQLContentType(contentType: string | undefined | null): boolean {
  const media = (contentType ?? '').split(';')[0].trim().toLowerCase();
  return (GRAPHQL_CONTENT_TYPES as readonly string[]).includes(media);
}

/**
 * Whether a browser at `origin` may call this server (see the module note). `host` is the request's
 * `Host` header; `config` gives PUBLIC_URL and ALLOWED_ORIGINS. A missing origin is allowed; an
 * unparsable one or 'null' is not.
 */
export function originAllowed(origin: string | undefined | null, host: string | undefined | null, config: Pick<Config, 'PUBLIC_URL' | 'ALLOWED_ORIGINS'>): boolean {
  if (origin === undefined || origin === null || origin === '') return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  if (host && parsed.host.toLowerCase() === host.toLowerCase()) return true;
  if (config.PUBLIC_URL && new URL(config.PUBLIC_URL).origin === parsed.origin) return true;
  return config.ALLOWED_ORIGINS.includes(parsed.origin);
}

/** `originAllowed` for a Node request (its `Origin` and `Host` headers). */
export function requestOriginAllowed(req: IncomingMessage, config: Pick<Config, 'PUBLIC_URL' | 'ALLOWED_ORIGINS'>): boolean {
  return originAllowed(req.headers.origin, req.headers.host, config);
}

/** Answers 403 JSON `{ error: 'origin not allowed' }` (a cross-site request refused). */
export function refuseOrigin(res: ServerResponse): void {
  res.writeHead(403, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ error: 'origin not allowed' }));
}

/**
 * True when the request reached us over TLS: the socket is encrypted, or `trustProxy` > 0 and the
 * `X-Forwarded-Proto` set by the nearest trusted proxy (the last value of the list) is `https`.
 */
export function requestIsTls(req: IncomingMessage, trustProxy: number): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  if (trustProxy <= 0) return false;
  const header = req.headers['x-forwarded-proto'];
  const values = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map((v) => v.trim().toLowerCase()).filter(Boolean);
  return values.length > 0 && values[values.length - 1] === 'https';
}
