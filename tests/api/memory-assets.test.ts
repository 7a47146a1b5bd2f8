// Answers from memory (issue 28 item 2, app.ts memoryAnswers): hashed assets read at start with their
// brotli/gzip forms, and kept page shells, each sent with its headers made once — and still with every
// header that matters (type, ETag, Cache-Control, Vary, nosniff, the page's CSP), 304 on a matching
// If-None-Match, HEAD without a body, and anything not kept going on to the ordinary handler (404).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import type { PageHandler } from '../../src/server/app';

const SCRIPT = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item ${i}`))};\n`;
const STYLE = 'body{margin:0}';
const CSP = "default-src 'self'; script-src 'self'";

/** GET (or `method`) of `path` with node:http: the bytes as sent (fetch would decode them). */
function raw(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('answers from memory', () => {
  let t: TestApp;
  let dir: string;
  let renders = 0;
  // A page handler standing in for Astro: a shareable page (kept by the page cache) with a CSP.
  const pages: PageHandler = (req, res, next) => {
    if (!req.url?.startsWith('/menu-page')) return next();
    renders += 1;
    res.setHeader('cache-control', 'public, max-age=0, s-maxage=60');
    res.setHeader('content-security-policy', CSP);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><title>Menu</title><main>${'<p>Flat white</p>'.repeat(200)}</main>`);
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'platter-memory-assets-'));
    const hashed = join(dir, 'main', 'static', '_a');
    mkdirSync(join(hashed, 'fonts'), { recursive: true });
    writeFileSync(join(hashed, 'menu.Ab12Cd34.js'), SCRIPT);
    writeFileSync(join(hashed, 'menu.Ab12Cd34.js.br'), brotliCompressSync(SCRIPT));
    writeFileSync(join(hashed, 'menu.Ab12Cd34.js.gz'), gzipSync(SCRIPT));
    writeFileSync(join(hashed, 'site.Zz99Yy88.css'), STYLE);
    writeFileSync(join(hashed, 'fonts', 'face.Qq11.woff2'), Buffer.from([0x77, 0x4f, 0x46, 0x32]));
    writeFileSync(join(dir, 'main', 'static', 'plain.txt'), 'not hashed');
    t = await startTestApp('pglite', { clientDir: dir, pages });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends a hashed asset brotli-compressed with its type, strong ETag, year-long immutable caching, Vary and nosniff', async () => {
    const r = await raw(t.url, '/main/static/_a/menu.Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(r.body).toString()).toBe(SCRIPT);
    expect(r.headers['content-length']).toBe(String(r.body.length));
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(r.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(r.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('sends gzip to a client that takes gzip only, the file as built to one that takes neither, and the same ETag each time', async () => {
    const gz = await raw(t.url, '/main/static/_a/menu.Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const refused = await raw(t.url, '/main/static/_a/menu.Ab12Cd34.js', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(SCRIPT);
    const plain = await raw(t.url, '/main/static/_a/menu.Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(new Set([gz.headers.etag, refused.headers.etag, plain.headers.etag]).size).toBe(1);
  });

  it('sends an asset without compressed forms as built (no Vary), and one in a subfolder with its font type', async () => {
    const css = await raw(t.url, '/main/static/_a/site.Zz99Yy88.css', { 'accept-encoding': 'br' });
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.headers.vary).toBeUndefined();
    expect(css.body.toString()).toBe(STYLE);
    const font = await raw(t.url, '/main/static/_a/fonts/face.Qq11.woff2?v=1');
    expect(font.status).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect([...font.body]).toEqual([0x77, 0x4f, 0x46, 0x32]);
  });

  it('answers 304 without a body to a matching If-None-Match (or *), 200 to another tag', async () => {
    const first = await raw(t.url, '/main/static/_a/menu.Ab12Cd34.js', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    for (const given of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await raw(t.url, '/main/static/_a/menu.Ab12Cd34.js', { 'accept-encoding': 'br', 'if-none-match': given });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(again.headers['x-content-type-options']).toBe('nosniff');
    }
    const other = await raw(t.url, '/main/static/_a/menu.Ab12Cd34.js', { 'if-none-match': '"not-it"' });
    expect(other.status).toBe(200);
    expect(other.body.toString()).toBe(SCRIPT);
  });

  it('answers HEAD with the GET headers and no body', async () => {
    const get = await raw(t.url, '/main/static/_a/menu.Ab12Cd34.js', { 'accept-encoding': 'br' });
    const head = await raw(t.url, '/main/static/_a/menu.Ab12Cd34.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers.etag).toBe(get.headers.etag);
  });

  it('answers 404 for a hashed path it does not hold, and leaves other methods and other static files to the ordinary handler', async () => {
    const missing = await raw(t.url, '/main/static/_a/menu.NOPE.js');
    expect(missing.status).toBe(404);
    const post = await raw(t.url, '/main/static/_a/menu.Ab12Cd34.js', {}, 'POST');
    expect(post.status).toBe(404);
    const plain = await raw(t.url, '/main/static/plain.txt');
    expect(plain.status).toBe(200);
    expect(plain.body.toString()).toBe('not hashed');
    expect(plain.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  });

  it('sends a kept page shell from memory with the render’s CSP and caching, ETag, Vary and nosniff; 304 and HEAD too', async () => {
    renders = 0;
    const first = await raw(t.url, '/menu-page', { 'accept-encoding': 'br' });
    expect(first.status).toBe(200);
    expect(first.headers['x-request-id']).toBeTruthy(); // the render went through the request logger
    const kept = await raw(t.url, '/menu-page', { 'accept-encoding': 'br' });
    expect(renders).toBe(1);
    expect(kept.status).toBe(200);
    expect(kept.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(kept.body).toString()).toContain('<title>Menu</title>');
    expect(kept.headers['content-security-policy']).toBe(CSP);
    expect(kept.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(kept.headers['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(kept.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(kept.headers['x-content-type-options']).toBe('nosniff');
    expect(kept.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(kept.headers['content-length']).toBe(String(kept.body.length));
    const gz = await raw(t.url, '/menu-page', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gz.body).toString()).toBe(brotliDecompressSync(kept.body).toString());
    const notModified = await raw(t.url, '/menu-page', { 'if-none-match': String(kept.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(notModified.headers['content-security-policy']).toBe(CSP);
    const head = await raw(t.url, '/menu-page', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-length']).toBe(kept.headers['content-length']);
    expect(renders).toBe(1);
  });
});
