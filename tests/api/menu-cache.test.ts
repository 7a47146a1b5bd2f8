// menuInfo answers from memory (issue 15): kept once per query, variables and catalogue generation,
// sent compressed, and renewed at once when a re-import or a stock change near empty commits (NOTIFY
// platter_catalog, platform/db/change-feed.ts) — and not when the writing transaction rolls back, nor
// for a stock change far from empty (what a menu shows does not move: orders-events.ts).
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { DEMO_BRAND, seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { importBrand } from '../../src/server/modules/catalog/import-brand';
import { ingredients, products } from '../../src/server/modules/catalog/schema';
import { BROWSE_CACHE_MS } from '../../src/server/modules/catalog/catalog';
import { catalogGeneration, notifyCatalogChanged } from '../../src/server/platform/db/change-feed';
import { EXACT_STOCK_ORDERS, releaseStock, reserveStock } from '../../src/server/modules/orders/orders-events';
import { MENU_FRAGMENTS } from '../../src/islands/api/operations';

const QUERY = `query menuInfo($venue_code: String!) { menuInfo(venue_code: $venue_code, count: 0, index: 0) { ...MenuFields } } ${MENU_FRAGMENTS}`;

type Ingredient = { id: number; stocks: number };
type MenuAnswer = { data?: { menuInfo: { products: { id: number; name: string }[]; ingredients: Ingredient[] } }; errors?: unknown[] };

describe.each(testDatabaseKinds())('menuInfo answer cache on %s', (kind) => {
  let t: TestApp;
  const post = (variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    fetch(`${t.url}/xcloud/user/gapi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ operationName: 'menuInfo', query: QUERY, variables }),
    });
  const menu = async (venue = 'laneway-espresso') => ((await (await post({ venue_code: venue })).json()) as MenuAnswer).data!.menuInfo;
  // Another process (PostgreSQL) hears a commit a moment later: allow it a second.
  const soon = { timeout: 1_000, interval: 10 };

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends the kept answer brotli-compressed when asked, the same as the plain one', async () => {
    const text = await (await post({ venue_code: 'laneway-espresso' })).text();
    const body = JSON.stringify({ operationName: 'menuInfo', query: QUERY, variables: { venue_code: 'laneway-espresso' } });
    // node:http hands over the bytes as sent (fetch would decode them).
    const { headers, raw } = await new Promise<{ headers: IncomingHttpHeaders; raw: Buffer }>((resolve, reject) => {
      const req = request(`${t.url}/xcloud/user/gapi`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, raw: Buffer.concat(chunks) }));
      });
      req.on('error', reject);
      req.end(body);
    });
    expect(headers['content-encoding']).toBe('br');
    expect(headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(raw).toString()).toBe(text);
    expect((JSON.parse(text) as MenuAnswer).data!.menuInfo.products.length).toBeGreaterThan(5);
  });

  it('keeps the answer past the 1 s browse cache until a committed catalogue change', async () => {
    const db = t.app.services.db;
    const before = await menu();
    // A write that does not go through the change feed (no import, no reservation) is not seen...
    await db.update(products).set({ name: 'Renamed behind the cache' }).where(eq(products.id, before.products[0].id));
    await new Promise((r) => setTimeout(r, BROWSE_CACHE_MS + 200));
    expect((await menu()).products.map((p) => p.name)).not.toContain('Renamed behind the cache');
    // ...until a change is announced and committed.
    await db.transaction((tx) => notifyCatalogChanged(tx));
    await expect.poll(async () => (await menu()).products.map((p) => p.name), soon).toContain('Renamed behind the cache');
    await db.update(products).set({ name: before.products[0].name }).where(eq(products.id, before.products[0].id));
    await db.transaction((tx) => notifyCatalogChanged(tx));
    await expect.poll(async () => (await menu()).products.map((p) => p.name), soon).not.toContain('Renamed behind the cache');
  });

  it('keeps answers apart by variables (another venue, an unknown venue with its error)', async () => {
    const cafe = await menu('laneway-espresso');
    const unknown = (await (await post({ venue_code: 'no-such-venue' })).json()) as MenuAnswer;
    expect(unknown.errors?.length).toBeGreaterThan(0);
    expect((await menu('laneway-espresso')).products).toEqual(cafe.products);
  });

  it('shows a re-imported menu at once', async () => {
    const before = await menu();
    expect(before.products.some((p) => p.name === 'Flat white')).toBe(true);
    const file = structuredClone(DEMO_BRAND) as { venues: { code: string; menus: { products: { name: string }[] }[] }[] };
    const cafe = file.venues.find((v) => v.code === 'laneway-espresso')!;
    cafe.menus[0].products.find((p) => p.name === 'Flat white')!.name = 'Flat white (house blend)';
    const r = await importBrand(t.app.services.db, file);
    expect(r.ok).toBe(true);
    await expect.poll(async () => (await menu()).products.map((p) => p.name), soon).toContain('Flat white (house blend)');
    // Put the demo back for the next test.
    expect((await importBrand(t.app.services.db, DEMO_BRAND)).ok).toBe(true);
    await expect.poll(async () => (await menu()).products.map((p) => p.name), soon).toContain('Flat white');
  });

  it('shows a committed stock reservation at once, and not a rolled-back one', async () => {
    const db = t.app.services.db;
    const [bread] = await db.select({ id: ingredients.id, stocks: ingredients.stocks }).from(ingredients).where(eq(ingredients.code, 'banana-bread'));
    expect(bread.stocks).toBeGreaterThan(1);
    const stockOf = async () => (await menu()).ingredients.find((i) => i.id === bread.id)?.stocks;
    expect(await stockOf()).toBe(bread.stocks);
    await db
      .transaction(async (tx) => {
        await reserveStock(tx, { products: [], variants: [], modifiers: [], ingredients: [{ id: bread.id, units: 1 }] });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await stockOf()).toBe(bread.stocks);
    await db.transaction((tx) => reserveStock(tx, { products: [], variants: [], modifiers: [], ingredients: [{ id: bread.id, units: 1 }] }));
    await expect.poll(stockOf, soon).toBe(bread.stocks - 1);
  });

  it('announces a stock change far from empty not at all, one near empty at once (giving back included)', async () => {
    const db = t.app.services.db;
    const generation = catalogGeneration(db);
    const none = { products: [], variants: [], modifiers: [] };
    const [milk] = await db.select({ id: ingredients.id, stocks: ingredients.stocks }).from(ingredients).where(eq(ingredients.code, 'oat-milk'));
    const serve = 200;
    expect(milk.stocks - serve).toBeGreaterThanOrEqual(EXACT_STOCK_ORDERS * serve);
    // Far from empty: neither taking nor giving back announces (the explicit notify after them is the
    // only bump; notifications arrive in commit order).
    const g0 = generation.value;
    await db.transaction((tx) => reserveStock(tx, { ...none, ingredients: [{ id: milk.id, units: serve }] }));
    await db.transaction((tx) => releaseStock(tx, { ...none, ingredients: [{ id: milk.id, units: serve }] }));
    await db.transaction((tx) => notifyCatalogChanged(tx));
    await expect.poll(() => generation.value, soon).toBeGreaterThan(g0);
    expect(generation.value).toBe(g0 + 1);
    // Near empty: the last banana bread slices — taking one and giving it back both show.
    const [bread] = await db.select({ id: ingredients.id, stocks: ingredients.stocks }).from(ingredients).where(eq(ingredients.code, 'banana-bread'));
    const stockOf = async () => (await menu()).ingredients.find((i) => i.id === bread.id)?.stocks;
    expect(await stockOf()).toBe(bread.stocks);
    await db.transaction((tx) => reserveStock(tx, { ...none, ingredients: [{ id: bread.id, units: 1 }] }));
    await expect.poll(stockOf, soon).toBe(bread.stocks - 1);
    await db.transaction((tx) => releaseStock(tx, { ...none, ingredients: [{ id: bread.id, units: 1 }] }));
    await expect.poll(stockOf, soon).toBe(bread.stocks);
  });
});
