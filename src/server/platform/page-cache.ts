/**
 * Page shells from memory (issue 15 "Menu shells"): a GET page whose answer declares itself shareable
 * (`Cache-Control: public`, status 200, no `Set-Cookie`) is kept, after its first render, per host,
 * URL, language (the `platter_lng` cookie and `Accept-Language`, the only request inputs such pages
 * read), catalogue generation (platform/db/change-feed.ts: a re-import or a stock change renders it
 * again) and minute of the business clock (the open/closed line). Later requests get the kept bytes with
 * a strong `ETag` (304 to a matching `If-None-Match`), brotli or gzip compressed once. Bounded LRU.
 *
 * One render per page when its minute turns (issue 28 item 2): while the first request of a new minute
 * renders the page again, the others get the previous minute's bytes (at most one minute old, only
 * while that render runs) instead of all rendering it at once. A new catalogue generation has no such
 * stand-in: a stock change is never answered from before it.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { cachedBody, cachedBodySize, encodedBody, LruCache, notModified, type CachedBody } from './http-cache';

export interface PageCacheOptions {
  /** The current catalogue generation. */
  generation(): number;
  /** The business clock, ms since the epoch (shells are renewed each minute of it). */
  nowMs(): number;
  /** The cookie holding the chosen language. */
  localeCookie: string;
  /** Bounds (default 200 pages, 128 MB). */
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * A kept page: its body, the render's headers, and the header blocks of its answers (flat name/value
 * arrays for one `writeHead`), made at first use per encoding.
 */
type Entry = CachedBody & { headers: OutgoingHttpHeaders; wire?: Wire };
interface Wire {
  /** The kept headers with the ETag and Vary. */
  base: string[];
  /** A 304's headers (no content type or language). */
  notModified: string[];
  identity?: string[];
  br?: string[];
  gzip?: string[];
}

/** The `writeHead` arrays of `entry` (see Wire). */
function wireOf(entry: Entry): Wire {
  const base: string[] = [];
  const notModified: string[] = [];
  for (const [name, value] of Object.entries(entry.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) {
      base.push(name, String(v));
      if (name !== 'content-type' && name !== 'content-language') notModified.push(name, String(v));
    }
  }
  const tail = ['etag', entry.etag, 'vary', 'Cookie, Accept-Language, Accept-Encoding'];
  return { base: [...base, ...tail], notModified: [...notModified, ...tail] };
}

/** Headers of a render that are per answer, not part of the kept page. */
const PER_ANSWER = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'date', 'connection', 'keep-alive', 'x-request-id', 'etag', 'vary', 'strict-transport-security']);

export interface PageCache {
  /**
   * Answers `req` from memory and returns true, or returns false after arranging for the answer that
   * `res` is about to carry to be kept if shareable. Call before rendering into `res`.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Answers a GET or HEAD from a kept page when there is one (true), else does nothing (false). */
  serveKept(req: IncomingMessage, res: ServerResponse): boolean;
  /** Pages kept. */
  readonly size: number;
}

const cookieValue = (header: string | undefined, name: string) => {
  if (!header) return '';
  for (const part of header.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return '';
};

/** The page cache (see the file comment). */
export function createPageCache(options: PageCacheOptions): PageCache {
  const cache = new LruCache<Entry>(options.maxEntries ?? 200, options.maxBytes ?? 128 * 1024 * 1024, cachedBodySize);
  /** The page's key without its minute: host, URL, language inputs and catalogue generation. */
  const baseKeyOf = (req: IncomingMessage) =>
    [req.headers.host ?? '', req.url ?? '/', cookieValue(req.headers.cookie, options.localeCookie), req.headers['accept-language'] ?? '', options.generation()].join('\u0000');
  const minuteNow = () => Math.floor(options.nowMs() / 60_000);
  /** The newest kept page per key without minute, and its minute (the stand-in while the next renders). */
  const latest = new LruCache<{ minute: number; entry: Entry }>(options.maxEntries ?? 200, Number.MAX_SAFE_INTEGER, () => 1);
  /** Keys without minute whose page is being rendered again now. */
  const rendering = new Set<string>();

  const send = (req: IncomingMessage, res: ServerResponse, entry: Entry) => {
    const wire = (entry.wire ??= wireOf(entry));
    if (req.headers['if-none-match'] !== undefined && notModified(req, entry.etag)) {
      res.writeHead(304, wire.notModified);
      res.end();
      return;
    }
    const { bytes, encoding } = encodedBody(entry, req.headers['accept-encoding']);
    const head = (wire[encoding ?? 'identity'] ??= [...wire.base, ...(encoding ? ['content-encoding', encoding] : []), 'content-length', String(bytes.length)]);
    res.writeHead(200, head);
    if (req.method === 'HEAD') res.end();
    else res.end(bytes);
  };

  const keep = (res: ServerResponse, key: string, base: string, minute: number) => {
    const chunks: Buffer[] = [];
    let headers: OutgoingHttpHeaders | undefined;
    let keepIt = true;
    const asBuffer = (chunk: unknown, encoding?: unknown) =>
      typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') : Buffer.from(chunk as Uint8Array);
    const writeHead = res.writeHead.bind(res) as (...a: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (...a: unknown[]) => boolean;
    const end = res.end.bind(res) as (...a: unknown[]) => ServerResponse;
    const snapshot = (given?: unknown) => {
      if (headers) return;
      headers = { ...res.getHeaders() };
      if (Array.isArray(given)) for (let i = 0; i + 1 < given.length; i += 2) headers[String(given[i]).toLowerCase()] = given[i + 1] as string;
      else if (given && typeof given === 'object') for (const [k, v] of Object.entries(given)) headers[k.toLowerCase()] = v as string;
    };
    res.writeHead = ((status: number, ...rest: unknown[]) => {
      res.statusCode = status;
      snapshot(typeof rest[0] === 'string' ? rest[1] : rest[0]);
      return writeHead(status, ...rest);
    }) as typeof res.writeHead;
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      if (keepIt && chunk != null) chunks.push(asBuffer(chunk, rest[0]));
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (keepIt && chunk != null && typeof chunk !== 'function') chunks.push(asBuffer(chunk, rest[0]));
      snapshot();
      const out = end(chunk, ...rest);
      const h = headers ?? {};
      const cacheControl = String(h['cache-control'] ?? '');
      if (keepIt && res.statusCode === 200 && /\bpublic\b/.test(cacheControl) && !h['set-cookie'] && chunks.length) {
        const kept: OutgoingHttpHeaders = {};
        for (const [k, v] of Object.entries(h)) if (!PER_ANSWER.has(k)) kept[k] = v;
        const entry: Entry = { ...cachedBody(Buffer.concat(chunks)), headers: kept };
        cache.set(key, entry);
        latest.set(base, { minute, entry });
      }
      keepIt = false;
      return out;
    }) as typeof res.end;
  };

  const serveKept = (req: IncomingMessage, res: ServerResponse): boolean => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || cache.size === 0) return false;
    const base = baseKeyOf(req);
    const minute = minuteNow();
    const hit = cache.get(`${base}\u0000${minute}`);
    if (hit) {
      send(req, res, hit);
      return true;
    }
    if (!rendering.has(base)) return false;
    const stale = latest.get(base);
    if (!stale || stale.minute < minute - 1) return false;
    send(req, res, stale.entry);
    return true;
  };

  return {
    serve(req, res) {
      if (serveKept(req, res)) return true;
      if (req.method === 'GET') {
        const base = baseKeyOf(req);
        const minute = minuteNow();
        keep(res, `${base}\u0000${minute}`, base, minute);
        if (!rendering.has(base)) {
          rendering.add(base);
          res.once('close', () => rendering.delete(base));
        }
      }
      return false;
    },
    serveKept,
    get size() {
      return cache.size;
    },
  };
}
