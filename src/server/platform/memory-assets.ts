/**
 * Hashed client assets from memory (issue 28 item 2): every file under the build's hashed folder
 * (`dist/client/main/static/_a/`, names carry a content hash, so they never change in place) is read
 * once at start with its precompressed `.br` and `.gz` forms (scripts/compress-assets.mjs), and each
 * answer's header block is made then too. A GET or HEAD of one is answered with one `writeHead` and
 * one `end`: no file-system call, no request parsing beyond the path, no middleware.
 *
 * Answers: 200 with the brotli form when `Accept-Encoding` takes `br`, else gzip, else the file as
 * built (`Vary: Accept-Encoding` whenever a compressed form exists); 304 (no body) when
 * `If-None-Match` names the strong ETag (a hash of the file) or is `*`; `Cache-Control: public,
 * max-age=31536000, immutable`; `X-Content-Type-Options: nosniff` and the referrer policy (the
 * hardening headers every answer carries, app.ts). A path not kept is not answered here (`serve`
 * returns false) and goes on to the ordinary handler, which answers 404 for a missing file.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { acceptedEncodings, notModified } from './http-cache';

/** Content types by extension (lower case, no dot); others are `application/octet-stream`. */
const TYPES: Record<string, string> = {
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  wasm: 'application/wasm',
  txt: 'text/plain; charset=utf-8',
};

/** Cache-Control of a hashed asset: a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** One kept asset: its header blocks (flat name/value arrays for `writeHead`) and bodies by encoding. */
interface KeptAsset {
  readonly identity: { head: string[]; body: Buffer };
  readonly br?: { head: string[]; body: Buffer };
  readonly gzip?: { head: string[]; body: Buffer };
  readonly etag: string;
  readonly notModifiedHead: string[];
}

export interface MemoryAssets {
  /** Answers a GET or HEAD of a kept asset and returns true; returns false (nothing written) otherwise. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  /** Assets kept. */
  readonly size: number;
  /** Bytes held (every form). */
  readonly bytes: number;
}

export interface MemoryAssetOptions {
  /** The folder on disk (e.g. dist/client/main/static/_a). */
  dir: string;
  /** The URL path it is served at, with a trailing slash (e.g. /main/static/_a/). */
  urlPrefix: string;
  /** Headers every answer carries (the hardening headers), lower-case names. */
  headers: Record<string, string>;
}

/** Files of `dir` and its subfolders, as paths relative to it (with '/'). */
function listFiles(dir: string, under = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(join(dir, under), { withFileTypes: true })) {
    const rel = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(dir, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out;
}

/**
 * Reads every asset of `options.dir` (not the `.br`/`.gz` forms themselves, which are kept beside their
 * file) into memory. An absent folder gives an empty set (API tests, a build without hashed assets).
 */
export function loadMemoryAssets(options: MemoryAssetOptions): MemoryAssets {
  const kept = new Map<string, KeptAsset>();
  let bytes = 0;
  if (existsSync(options.dir)) {
    const files = listFiles(options.dir);
    const present = new Set(files);
    for (const rel of files) {
      if (/\.(br|gz)$/.test(rel)) continue;
      const body = readFileSync(join(options.dir, rel));
      const ext = rel.slice(rel.lastIndexOf('.') + 1).toLowerCase();
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      const br = present.has(`${rel}.br`) ? readFileSync(join(options.dir, `${rel}.br`)) : undefined;
      const gz = present.has(`${rel}.gz`) ? readFileSync(join(options.dir, `${rel}.gz`)) : undefined;
      const common = ['etag', etag, 'cache-control', IMMUTABLE];
      if (br || gz) common.push('vary', 'Accept-Encoding');
      for (const [k, v] of Object.entries(options.headers)) common.push(k, v);
      const type = TYPES[ext] ?? 'application/octet-stream';
      const head = (b: Buffer, encoding?: string) => ['content-type', type, 'content-length', String(b.length), ...(encoding ? ['content-encoding', encoding] : []), ...common];
      kept.set(options.urlPrefix + rel, {
        identity: { head: head(body), body },
        ...(br ? { br: { head: head(br, 'br'), body: br } } : {}),
        ...(gz ? { gzip: { head: head(gz, 'gzip'), body: gz } } : {}),
        etag,
        notModifiedHead: common,
      });
      bytes += body.length + (br?.length ?? 0) + (gz?.length ?? 0);
    }
  }
  return {
    serve(req, res) {
      const method = req.method;
      if (method !== 'GET' && method !== 'HEAD') return false;
      const url = req.url ?? '';
      const q = url.indexOf('?');
      const asset = kept.get(q < 0 ? url : url.slice(0, q));
      if (!asset) return false;
      if (req.headers['if-none-match'] !== undefined && notModified(req, asset.etag)) {
        res.writeHead(304, asset.notModifiedHead);
        res.end();
        return true;
      }
      const accepts = asset.br || asset.gzip ? acceptedEncodings(req.headers['accept-encoding']) : undefined;
      const form = (accepts?.br && asset.br) || (accepts?.gzip && asset.gzip) || asset.identity;
      res.writeHead(200, form.head);
      if (method === 'HEAD') res.end();
      else res.end(form.body);
      return true;
    },
    get size() {
      return kept.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
