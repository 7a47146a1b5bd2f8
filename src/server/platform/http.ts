/** Small helpers of the plain HTTP routes: bodies, answers, HTML escaping, the public base URL. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Services } from '../services';

/** A plain HTTP route: return true when handled. */
export type Route = (req: IncomingMessage, res: ServerResponse, url: URL, services: Services) => Promise<boolean> | boolean;

/** The raw request body, up to `limit` bytes (larger: null). */
export function readBody(req: IncomingMessage, limit = 1_000_000): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) over = true;
      else chunks.push(c);
    });
    req.on('end', () => resolve(over ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Form fields (x-www-form-urlencoded) or JSON object fields of a body, as strings. */
export function parseFields(body: Buffer, contentType: string | undefined): Record<string, string> {
  const text = body.toString('utf8');
  if ((contentType ?? '').includes('application/json')) {
    try {
      const v = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(v ?? {}).map(([k, x]) => [k, typeof x === 'string' ? x : JSON.stringify(x)]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}

/** Answers JSON with `status`, never cached. */
export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(value));
}

/** The Content-Security-Policy of plain HTML answers (simulator, errors): inline styles only, no script, never framed. */
export const FALLBACK_HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; base-uri 'none'";

/** Answers an HTML page with `status`, never cached, with basic hardening headers. */
export function sendHtml(res: ServerResponse, status: number, html: string, extraHeaders: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    // No script, no framing (issue 16 item 5); pages with a script or framed pages pass their own.
    'content-security-policy': FALLBACK_HTML_CSP,
    ...extraHeaders,
  });
  res.end(html);
}

/** Answers 303 See Other to `location`. */
export function redirect(res: ServerResponse, location: string, extraHeaders: Record<string, string> = {}): void {
  res.writeHead(303, { location, 'cache-control': 'no-store', ...extraHeaders });
  res.end();
}

/** HTML-escapes text for element content and quoted attributes. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Our public base URL: PUBLIC_URL, else the request's Host. */
export function baseUrl(req: IncomingMessage, services: Pick<Services, 'config'>): string {
  if (services.config.PUBLIC_URL) return services.config.PUBLIC_URL.replace(/\/$/, '');
  const proto = (req.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0] ?? 'http';
  return `${proto}://${req.headers.host ?? 'localhost'}`;
}

/** This very process, reachable directly (for the simulator's webhook calls). */
export function selfUrl(req: IncomingMessage): string {
  const addr = req.socket.localAddress ?? '127.0.0.1';
  const host = addr.startsWith('::ffff:') ? addr.slice(7) : addr.includes(':') ? `[${addr}]` : addr;
  return `http://${host}:${req.socket.localPort}`;
}

/** Cents as '$12.34' with the unit. */
export function money(cents: number, unit = '$'): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}${unit}${(Math.abs(cents) / 100).toFixed(2)}`;
}

/**
 * A Server-Sent Events stream: `: connected`, then each value of `source` as `data: <JSON>`, and a
 * `: ping` comment every 25 s so proxies keep it open. `watch(close)` may end it early (a signed-out
 * session) and answers its own un-watch. Ends when the client goes, `source` ends or `watch` closes it;
 * the source's `return()` is called once either way.
 */
export async function streamEvents(req: IncomingMessage, res: ServerResponse, source: AsyncIterator<unknown>, watch: (close: () => void) => () => void = () => () => {}): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
  res.write(': connected\n\n');
  const ping = setInterval(() => res.write(': ping\n\n'), 25_000);
  let unwatch = () => {};
  let closed = false;
  const close = () => {
    closed = true;
    clearInterval(ping);
    unwatch();
    void source.return?.();
  };
  unwatch = watch(close);
  if (closed) unwatch();
  req.on('close', close);
  res.on('close', close);
  try {
    for (;;) {
      const next = await source.next();
      if (next.done) break;
      res.write(`data: ${JSON.stringify(next.value)}\n\n`);
    }
  } catch {
    /* connection gone */
  } finally {
    close();
    res.end();
  }
}
