/**
 * In-memory answers kept ready to send: a bounded LRU of bodies, each serialised once and compressed
 * once per encoding (brotli, gzip) on first demand, with a strong ETag. Used by the menuInfo answer
 * cache (graphql/response-cache.ts) and the page shell cache (app.ts).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { IncomingMessage } from 'node:http';

/** One cached answer: its identity bytes, a strong ETag, and its compressed forms once made. */
export interface CachedBody {
  readonly body: Buffer;
  /** Strong ETag (quoted), a hash of the identity body. */
  readonly etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

/** A `CachedBody` of `body` (string: UTF-8). */
export function cachedBody(body: Buffer | string): CachedBody {
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  return { body: bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

/** Below this many bytes an answer goes out uncompressed (compression would gain little). */
const MIN_COMPRESS = 1_024;

/**
 * The bytes of `entry` to send for a request's `Accept-Encoding` value: brotli when accepted, else
 * gzip, else identity (`encoding` undefined). The compressed forms are made once and kept.
 */
export function encodedBody(entry: CachedBody, acceptEncoding: string | null | undefined): { bytes: Buffer; encoding?: 'br' | 'gzip' } {
  if (entry.body.length < MIN_COMPRESS || !acceptEncoding) return { bytes: entry.body };
  const accepts = acceptedEncodings(acceptEncoding);
  if (accepts.br) {
    entry.br ??= brotliCompressSync(entry.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length } });
    return { bytes: entry.br, encoding: 'br' };
  }
  if (accepts.gzip) {
    entry.gzip ??= gzipSync(entry.body, { level: 6 });
    return { bytes: entry.gzip, encoding: 'gzip' };
  }
  return { bytes: entry.body };
}

/** What an `Accept-Encoding` value takes of brotli and gzip (`*` takes both; `q=0` refuses). */
export interface AcceptedEncodings {
  readonly br: boolean;
  readonly gzip: boolean;
}

const NONE: AcceptedEncodings = Object.freeze({ br: false, gzip: false });
/** Parsed `Accept-Encoding` values: browsers send a handful of distinct ones; bounded all the same. */
const acceptMemo = new Map<string, AcceptedEncodings>();

/**
 * Which of brotli and gzip the request's `Accept-Encoding` value accepts (parsed once per distinct
 * value and remembered: a busy server sees the same few strings on every request).
 */
export function acceptedEncodings(acceptEncoding: string | string[] | null | undefined): AcceptedEncodings {
  if (!acceptEncoding) return NONE;
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  const known = acceptMemo.get(value);
  if (known) return known;
  const accepted = new Set<string>();
  for (const part of value.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((x) => x.trim());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  const any = accepted.has('*');
  const result: AcceptedEncodings = Object.freeze({ br: any || accepted.has('br'), gzip: any || accepted.has('gzip') });
  if (acceptMemo.size >= 256) acceptMemo.clear();
  acceptMemo.set(value, result);
  return result;
}

/** True when the request's `If-None-Match` names `etag` (or is `*`): the answer is a 304. */
export function notModified(req: IncomingMessage, etag: string): boolean {
  const given = req.headers['if-none-match'];
  if (!given) return false;
  return given.split(',').some((t) => {
    const tag = t.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

/**
 * A least-recently-used map bounded by `maxEntries` and by `maxBytes` of its values (as `sizeOf`
 * counts them). `get` refreshes an entry's recency.
 */
export class LruCache<V> {
  private readonly map = new Map<string, { value: V; size: number }>();
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
  ) {}

  /** The value at `key`, made the most recently used; undefined when absent. */
  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  /** Stores `value` at `key`, evicting the least recently used entries beyond the bounds. */
  set(key: string, value: V): void {
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.size;
      this.map.delete(key);
    }
    const size = this.sizeOf(value);
    if (size > this.maxBytes) return;
    this.map.set(key, { value, size });
    this.bytes += size;
    for (const [k, v] of this.map) {
      if (this.map.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= v.size;
    }
  }

  /** Entries held. */
  get size(): number {
    return this.map.size;
  }
}

/** Bytes a cached body holds (identity plus compressed forms made so far). */
export const cachedBodySize = (e: CachedBody): number => e.body.length * 1.4;
