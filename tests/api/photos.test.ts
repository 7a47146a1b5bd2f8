// Photos uploaded through a brand file (issue 15 "real photos"): a `data:image/…` URL in an image field
// is stored as AVIF and WebP at 480 / 960 / 1280 px (never more than the original's width), the field
// names them as a photo set, and /media/photos/ serves them with a one-year immutable cache; an upload
// that is not an image is refused at its JSON path and changes nothing.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { DEMO_BRAND, seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { importBrand } from '../../src/server/modules/catalog/import-brand';
import { catalogPhotos, products, venues } from '../../src/server/modules/catalog/schema';
import { readImage } from '../../src/islands/menu/images';

type Brand = { venues: { code: string; cover?: string; menus: { products: { name: string; icon?: string }[] }[] }[] };

/** A 1600 × 1000 PNG with a gradient and a circle: something sharp must really decode and resize. */
async function pngDataUrl(width = 1600, height = 1000): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="g"><stop offset="0" stop-color="#f6c66b"/><stop offset="1" stop-color="#6b3b1c"/></radialGradient></defs><rect width="100%" height="100%" fill="#3b2a20"/><circle cx="50%" cy="50%" r="40%" fill="url(#g)"/></svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

describe('photos uploaded through a brand file', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp('pglite', { seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are stored as AVIF and WebP at 480, 960 and 1280 px, named by their content and served immutable', async () => {
    const file = structuredClone(DEMO_BRAND) as Brand;
    const venue = file.venues.find((v) => v.code === 'laneway-espresso')!;
    const product = venue.menus[0].products[0];
    product.icon = await pngDataUrl();
    venue.cover = await pngDataUrl(700, 300);
    (venue as { coverset?: string }).coverset = '';
    const result = await importBrand(t.app.services.db, file);
    expect(result.ok, JSON.stringify(result)).toBe(true);

    const [row] = await t.app.services.db.select({ icon: products.icon }).from(products).where(eq(products.name, product.name));
    const image = readImage(row.icon)!;
    expect(image.srcset).toMatch(/^\/media\/photos\/[0-9a-f]{16}-480\.webp 480w, \S+-960\.webp 960w, \S+-1280\.webp 1280w$/);
    expect(image.avifSrcset).toMatch(/^\/media\/photos\/[0-9a-f]{16}-480\.avif 480w, \S+-960\.avif 960w, \S+-1280\.avif 1280w$/);
    for (const [url, width, format] of [
      [image.avifSrcset!.split(', ')[1].split(' ')[0], 960, 'heif'],
      [image.srcset.split(', ')[2].split(' ')[0], 1280, 'webp'],
    ] as const) {
      const res = await fetch(`${t.url}${url}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(format === 'heif' ? 'image/avif' : 'image/webp');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([format, width, Math.round((width * 1000) / 1600)]);
    }
    // A 700 px cover is not blown up past its width: only the 480 px variants. `cover` stays a plain
    // URL (JSON-LD, order history read it so); the set goes to `coverset`, which the page header reads.
    const [v] = await t.app.services.db.select({ cover: venues.cover, coverset: venues.coverset }).from(venues).where(eq(venues.code, 'laneway-espresso'));
    expect(v.cover).toMatch(/^\/media\/photos\/[0-9a-f]{16}-480\.webp$/);
    expect(Object.keys(JSON.parse(v.coverset) as object)).toEqual(['480w', 'avif 480w']);
    expect(readImage(v.coverset)!.src).toBe(v.cover);
    expect((await fetch(`${t.url}/media/photos/0000000000000000-480.webp`)).status).toBe(404);
  });

  it('refuses an upload that is not an image, at its JSON path, and stores nothing', async () => {
    const before = (await t.app.services.db.select({ name: catalogPhotos.name }).from(catalogPhotos)).length;
    const file = structuredClone(DEMO_BRAND) as Brand;
    file.venues[0].menus[0].products[1].icon = `data:image/png;base64,${Buffer.from('not a picture').toString('base64')}`;
    const result = await importBrand(t.app.services.db, file);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.params).toMatchObject({ path: 'venues[0].menus[0].products[1].icon' });
    expect((await t.app.services.db.select({ name: catalogPhotos.name }).from(catalogPhotos)).length).toBe(before);
  });
});
