/**
 * Menu shells and compressed assets (issue 15), against the built pages and assets served in process
 * (so the test can re-import the brand file and reserve stock on the server's own database):
 * - the venue page is kept after its first render and answered with an ETag, 304 to a matching
 *   If-None-Match, brotli-compressed when asked;
 * - a re-import changes the page at once; the zh-CN shell is in Chinese and kept apart from the English;
 * - a sold-out item shows as sold out after hydration, even when the browser is handed the shell kept
 *   before it sold out (the island re-reads stock over menuInfo on hydrate);
 * - built .js and .css files go out with Content-Encoding br and Vary: Accept-Encoding.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestApp, type TestApp } from '../helpers/app';
import { launchChromium } from '../helpers/server-process';
import { pageKit, row } from '../helpers/e2e-kit';
import type { PageHandler } from '../../src/server/app';
import { DEMO_BRAND, seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { importBrand } from '../../src/server/modules/catalog/import-brand';
import { ingredients } from '../../src/server/modules/catalog/schema';
import { reserveStock } from '../../src/server/modules/orders/orders-events';

const root = join(import.meta.dirname, '..', '..');
const PAGE = '/laneway-espresso';

let t: TestApp;
let browser: Browser;
/**
 * The server's business clock: real time moved by `shift` ms. Kept shells are renewed each minute of
 * it, so the test that needs two answers from one kept shell first moves the clock to the start of a
 * minute (a slow render on a loaded machine must not straddle the minute's turn).
 */
let shift = 0;
const clock = { nowMs: () => Date.now() + shift };
const toStartOfMinute = () => {
  const now = clock.nowMs();
  shift += 60_000 - (now % 60_000) + 500;
};
const kit = pageKit(() => browser, 'menu-shells');

/** A GET with the bytes as sent (no decoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${t.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The page's HTML as a browser asking for brotli gets it, decoded, with its ETag. */
async function shell(path = PAGE, headers: Record<string, string> = {}) {
  const r = await get(path, { 'accept-encoding': 'br, gzip', ...headers });
  expect(r.status).toBe(200);
  const html = r.headers['content-encoding'] === 'br' ? brotliDecompressSync(r.body).toString() : r.body.toString();
  return { html, etag: r.headers.etag as string | undefined, encoding: r.headers['content-encoding'] };
}

beforeAll(async () => {
  const entry = join(root, 'dist', 'server', 'entry.mjs');
  if (!existsSync(entry)) throw new Error('run `npm run build` first');
  const { handler } = (await import(pathToFileURL(entry).href)) as { handler: PageHandler };
  [t, browser] = await Promise.all([
    startTestApp('pglite', { clock, pages: handler, clientDir: join(root, 'dist', 'client'), seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) }),
    launchChromium(),
  ]);
});

afterAll(async () => {
  await kit.close();
  await browser?.close();
  await t?.close();
});

describe('menu shells', () => {
  it('keeps the page after its first render: ETag, brotli, 304 on an unchanged version', async () => {
    toStartOfMinute();
    const first = await shell();
    const kept = await shell();
    expect(kept.etag).toMatch(/^"[\w-]+"$/);
    expect(kept.encoding).toBe('br');
    expect(kept.html).toBe(first.html);
    const again = await get(PAGE, { 'if-none-match': kept.etag!, 'accept-encoding': 'br' });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(kept.etag);
    const other = await get(PAGE, { 'if-none-match': '"something-else"' });
    expect(other.status).toBe(200);
    expect(other.body.toString()).toBe(first.html);
  });

  it('changes the page at once when the brand file is imported again', async () => {
    const before = await shell();
    expect(before.html).toContain('Flat white');
    const file = structuredClone(DEMO_BRAND) as { venues: { code: string; menus: { products: { name: string }[] }[] }[] };
    file.venues.find((v) => v.code === 'laneway-espresso')!.menus[0].products.find((p) => p.name === 'Flat white')!.name = 'Flat white (house blend)';
    expect((await importBrand(t.app.services.db, file)).ok).toBe(true);
    const after = await shell();
    expect(after.html).toContain('Flat white (house blend)');
    expect(after.etag).not.toBe(before.etag);
    // The old version's ETag no longer gives a 304.
    expect((await get(PAGE, { 'if-none-match': before.etag ?? '' })).status).toBe(200);
    expect((await importBrand(t.app.services.db, DEMO_BRAND)).ok).toBe(true);
    expect((await shell()).html).not.toContain('Flat white (house blend)');
  });

  it('keeps a zh-CN shell in Chinese, apart from the English one', async () => {
    await shell(PAGE, { 'accept-language': 'en-AU' });
    const en = await shell(PAGE, { 'accept-language': 'en-AU' });
    expect(en.etag).toBeTruthy();
    await shell(PAGE, { cookie: 'platter_lng=zh-CN' });
    const zh = await shell(PAGE, { cookie: 'platter_lng=zh-CN' });
    expect(zh.etag).toBeTruthy();
    expect(zh.html).toMatch(/<html[^>]*lang="zh-CN"/);
    expect(zh.html).toContain('我们的 Laneway 拼配豆');
    expect(zh.etag).not.toBe(en.etag);
    const enAgain = await shell(PAGE, { 'accept-language': 'en-AU' });
    expect(enAgain.html).not.toContain('我们的 Laneway 拼配豆');
    expect(enAgain.etag).toBe(en.etag);
  });

  it('shows a sold-out item as sold out after hydration, even over the shell kept before it sold out', async () => {
    const stale = await shell();
    expect(stale.html).toContain('Banana bread');
    const db = t.app.services.db;
    const [bread] = await db.select({ id: ingredients.id, stocks: ingredients.stocks }).from(ingredients).where(eq(ingredients.code, 'banana-bread'));
    expect(bread.stocks).toBeGreaterThan(0);
    await db.transaction((tx) => reserveStock(tx, { products: [], variants: [], modifiers: [], ingredients: [{ id: bread.id, units: bread.stocks }] }));

    // The browser is handed the shell kept before the sale; the island corrects it on hydrate.
    const page = await kit.newPage();
    await page.route(`**${PAGE}`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: stale.html }));
    await page.goto(`${t.url}${PAGE}`);
    const banana = row(page, 'Banana bread');
    await expect.poll(() => banana.getAttribute('data-soldout'), { timeout: 15_000 }).toBe('');
    await page.unroute(`**${PAGE}`);

    // And the server's shell itself was renewed by the stock change.
    const fresh = await shell();
    expect(fresh.etag).not.toBe(stale.etag);
    await page.goto(`${t.url}${PAGE}`);
    await expect.poll(() => row(page, 'Banana bread').getAttribute('data-soldout'), { timeout: 15_000 }).toBe('');
    await page.close();
  });
});

describe('path constants and the store page (storefront.md §2.1; issue 26 items 11 and 14)', () => {
  it('answers /g/member with the card, and a GET of the POST-only paths with 405 and Allow: POST', async () => {
    const member = await get('/g/member?sid=laneway-espresso');
    expect(member.status).toBe(302);
    expect(member.headers.location).toBe('/loyalty/card?sid=laneway-espresso');
    for (const path of ['/create/delivery', '/pay/encryptor']) {
      const r = await get(path);
      expect(r.status, path).toBe(405);
      expect(r.headers.allow, path).toBe('POST');
      expect(r.body.toString(), path).not.toMatch(/Coming next/);
    }
  });

  it('labels the store page\'s opening hours with whole weekday names in en, en-AU and zh-CN', async () => {
    for (const [lang, monday] of [['en', 'Monday'], ['en-AU', 'Monday'], ['zh-CN', '星期一']] as const) {
      const r = await get(`/store/home/laneway-espresso`, { 'accept-language': lang });
      expect(r.status, lang).toBe(200);
      const heads = [...r.body.toString().matchAll(/<th scope="row"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
      expect(heads, lang).toHaveLength(7);
      expect(heads, lang).toContain(monday);
      for (const h of heads) expect(h.length, `${lang} ${h}`).toBeGreaterThan(1);
    }
  });
});

describe('compressed assets', () => {
  it('sends built .js and .css files brotli-compressed with Vary: Accept-Encoding', async () => {
    const dir = join(root, 'dist', 'client', 'main', 'static', '_a');
    const names = readdirSync(dir);
    for (const ext of ['.js', '.css']) {
      const name = names.find((n) => n.endsWith(ext) && readFileSync(join(dir, n)).length > 2048);
      expect(name, ext).toBeTruthy();
      const path = `/main/static/_a/${name}`;
      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.status).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(String(br.headers.vary)).toMatch(/Accept-Encoding/i);
      expect(brotliDecompressSync(br.body).equals(readFileSync(join(dir, name!)))).toBe(true);
      const gz = await get(path, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const plain = await get(path);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.length).toBeGreaterThan(br.body.length);
    }
  });
});
