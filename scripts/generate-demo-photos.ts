/**
 * Draws the demo brand's photos at build time (issue 15 "real photos"; no photo is shipped or
 * downloaded): for every food, drink and cover image of `src/content/demo/platter-demo.json`
 * (`demoPhotoNames`), the SVG drawing `public/main/static/demo/<name>.svg` is rendered large on a
 * procedural table top (wood grain from seeded noise, a soft shadow, light fall-off and film grain),
 * then encoded by `encodePhotoSet` (AVIF and WebP at 480 / 960 / 1280 px) into
 * `dist/client/main/static/photos/v1/`. Food is square; covers are 1280 × 480.
 *
 * Encoding is slow (AVIF), so results are cached under `node_modules/.cache/platter-photos/` by the
 * drawing's content and DRAWING_VERSION; a build with a warm cache only copies files.
 *
 * Run by `npm run build`; `node --import tsx scripts/generate-demo-photos.ts [outDir]`.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { demoPhotoNames, DEMO_PHOTO_PREFIX } from '../src/server/modules/catalog/demo-photos';
import { encodePhotoSet } from '../src/server/modules/catalog/photos';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(process.argv[2] ?? join(ROOT, 'dist/client'), DEMO_PHOTO_PREFIX);
const CACHE = join(ROOT, 'node_modules/.cache/platter-photos');
/** Bump with any change to the drawing below (and DEMO_PHOTO_PREFIX's `v1`, so browsers fetch anew). */
const DRAWING_VERSION = 1;

/** A deterministic pseudo-random stream (mulberry32) seeded from `text`. */
function random(text: string): () => number {
  let a = createHash('sha1').update(text).digest().readUInt32LE(0);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Wood-grain table top, RGB raw pixels: warm base tone, long grain lines, per-board shade. */
function tableTop(width: number, height: number, rnd: () => number): Buffer {
  const px = Buffer.alloc(width * height * 3);
  const base = [[150, 104, 68], [118, 84, 58], [196, 170, 140], [92, 70, 58]][Math.floor(rnd() * 4)];
  const board = Math.round(height / (3 + Math.floor(rnd() * 3)));
  const phase = Array.from({ length: 16 }, () => rnd() * 6.28);
  for (let y = 0; y < height; y++) {
    const b = Math.floor(y / board);
    const boardShade = 0.88 + 0.24 * ((Math.sin(b * 12.9898 + phase[0]) + 1) / 2);
    for (let x = 0; x < width; x++) {
      const grain = Math.sin((y + 18 * Math.sin(x / 97 + phase[b % 16])) / 3.1) * 0.5 + Math.sin(x / 211 + y / 37 + phase[(b + 3) % 16]) * 0.5;
      const seam = y % board < 3 ? 0.55 : 1;
      const noise = (rnd() - 0.5) * 0.1;
      const k = (0.86 + grain * 0.09 + noise) * boardShade * seam;
      const i = (y * width + x) * 3;
      px[i] = Math.min(255, base[0] * k);
      px[i + 1] = Math.min(255, base[1] * k);
      px[i + 2] = Math.min(255, base[2] * k);
    }
  }
  return px;
}

/** Film grain: mid-grey RGB noise for an 'overlay' blend. */
function grain(width: number, height: number, rnd: () => number): Buffer {
  const px = Buffer.alloc(width * height * 3);
  for (let i = 0; i < px.length; i += 3) px[i] = px[i + 1] = px[i + 2] = 128 + Math.round((rnd() - 0.5) * 18);
  return px;
}

const light = (w: number, h: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><radialGradient id="l" cx="35%" cy="30%" r="85%">` +
      `<stop offset="0" stop-color="#fff" stop-opacity=".28"/><stop offset=".55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".5"/>` +
      `</radialGradient></defs><rect width="${w}" height="${h}" fill="url(#l)"/></svg>`,
  );

/** The photo of one demo image as PNG. */
async function draw(name: string, svg: Buffer): Promise<Buffer> {
  const cover = name.startsWith('cover-');
  const [w, h] = cover ? [1280, 480] : [1280, 1280];
  const rnd = random(`${DRAWING_VERSION}:${svg.toString('utf8').replace(/ aria-label="[^"]*"/, '')}`);
  const raw = { raw: { width: w, height: h, channels: 3 as const } };
  if (cover) {
    const art = await sharp(svg, { density: 400 }).resize(w, h, { fit: 'cover' }).png().toBuffer();
    return sharp(art)
      .composite([{ input: light(w, h) }, { input: grain(w, h, rnd), ...raw, blend: 'overlay' }])
      .blur(0.8)
      .png()
      .toBuffer();
  }
  // The drawing's tile background goes: the dish stands on the table.
  const bare = Buffer.from(svg.toString('utf8').replace(/<rect width="200" height="200" rx="\d+" fill="[^"]*"\/>/, ''));
  const size = Math.round(w * (0.86 + rnd() * 0.08));
  const dish = await sharp(bare, { density: 600 }).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  const shadow = await sharp(dish).ensureAlpha().linear([0, 0, 0, 0.55], [0, 0, 0, 0]).blur(28).png().toBuffer();
  const left = Math.round((w - size) / 2 + (rnd() - 0.5) * 60);
  const top = Math.round((h - size) / 2 + (rnd() - 0.5) * 60);
  // The wood is drawn at half size (a quarter of the pixels to compute) and scaled up: it is soft anyway.
  const table = await sharp(tableTop(w / 2, h / 2, rnd), { raw: { width: w / 2, height: h / 2, channels: 3 } }).resize(w, h).blur(1.2).png().toBuffer();
  return sharp(table)
    .composite([
      { input: shadow, left: left + 26, top: top + 34 },
      { input: dish, left, top },
      { input: light(w, h) },
      { input: grain(w, h, rnd), ...raw, blend: 'overlay' },
    ])
    .blur(0.7)
    .png()
    .toBuffer();
}

const demo: unknown = JSON.parse(readFileSync(join(ROOT, 'src/content/demo/platter-demo.json'), 'utf8'));
const names = demoPhotoNames(demo);
mkdirSync(OUT, { recursive: true });
mkdirSync(CACHE, { recursive: true });
let drawn = 0;
const t0 = Date.now();
for (const name of names) {
  const svg = readFileSync(join(ROOT, 'public/main/static/demo', `${name}.svg`));
  // Keyed by the drawing without its label: dishes drawn alike (same kind and colour) share one photo.
  const key = createHash('sha1').update(`${DRAWING_VERSION}\n${name.startsWith('cover-') ? 'cover' : 'dish'}\n`).update(svg.toString('utf8').replace(/ aria-label="[^"]*"/, '')).digest('hex').slice(0, 16);
  const stamp = join(CACHE, `${key}.done`);
  if (!existsSync(stamp)) {
    for (const v of await encodePhotoSet(await draw(name, svg))) writeFileSync(join(CACHE, `${key}${v.suffix}`), v.data);
    writeFileSync(stamp, name);
    drawn++;
  }
  for (const suffix of ['-480', '-960', '-1280'].flatMap((w) => [`${w}.avif`, `${w}.webp`])) copyFileSync(join(CACHE, `${key}${suffix}`), join(OUT, `${name}${suffix}`));
}
console.log(`demo photos: ${names.length} (${drawn} drawn, ${names.length - drawn} from cache) in ${((Date.now() - t0) / 1000).toFixed(0)} s → ${OUT}`);
