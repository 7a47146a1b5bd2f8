/**
 * Draws the demo brand's images: every `/main/static/demo/<name>.svg` that
 * `src/content/demo/platter-demo.json` mentions is written to `public/main/static/demo/` as a small flat
 * SVG illustration (each under 3 KB), and SVGs there that the file no longer mentions are removed.
 * Output is deterministic, so re-running changes nothing unless the demo file changed.
 *
 * The file name picks the drawing: `cup-*`, `glass-*`, `pot-*`, `plate-*`, `bowl-*`, `bun-*`,
 * `pastry-*`, `steamer-*`, `scoop-*` (food and drink), `logo-*`, `cover-*`, `banner-*`, `poster-*`,
 * `menu-*`, `platform-*`; the rest of the name picks the colour (keywords such as 'matcha' or 'mango',
 * else a hash).
 *
 * Run: `npx tsx scripts/generate-demo-images.ts`
 */
import { mkdirSync, readdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');
const DEMO_FILE = join(ROOT, 'src/content/demo/platter-demo.json');
const OUT_DIR = join(ROOT, 'public/main/static/demo');
const MAX_BYTES = 3 * 1024;

// ————————————————————————————————————————————————————————————— colours

/** Keyword → main colour of the food or drink. First match wins. */
const PALETTE: [RegExp, string][] = [
  [/matcha|pistachio|edamame|gai-lan|avo|vegetable|herb/, '#7fae4f'],
  [/mocha|chocolate|cold-brew|viet-iced|affogato|espresso|long-black|batch/, '#5b3a29'],
  [/berry|acai/, '#8e3b76'],
  [/mango|orange|pumpkin|sweet-potato|fries/, '#f29a2e'],
  [/yuzu|lemon|egg-tart|portuguese|banana|tsingtao|kombucha/, '#e9b949'],
  [/chai|flat-white|latte|cappuccino|piccolo/, '#c89b6d'],
  [/tea|jasmine/, '#c7a23d'],
  [/bacon|reuben|sweet-sour|char-siu|pork|bbq/, '#b5473a'],
  [/chilli|crab|sichuan|fried-chicken|mapo|hot/, '#c8321f'],
  [/prawn|har-gow|salmon|xo|rice-paper/, '#f08a6c'],
  [/egg|scrambled|hotcakes|croissant|muffin|katsu|schnitzel|taro/, '#e3a93c'],
  [/beef|pho|bun-bo|hor-fun|duck|black-bean/, '#9c5a2e'],
  [/chicken|wonton|noodle|singapore/, '#e0b24a'],
  [/squid|fish|barramundi|tofu|bao|spring|cheung|siu-mai|dumpling|san-choy/, '#e8c78f'],
  [/sesame/, '#3b3433'],
  [/rice|muesli/, '#efe3c8'],
  [/strawberry|gelato|waffle/, '#ef7d9a'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

function colourFor(name: string): string {
  for (const [re, colour] of PALETTE) if (re.test(name)) return colour;
  return `hsl(${hash(name) % 360} 55% 55%)`;
}

/** Mixes a #rrggbb colour with white (amount 0..1); hsl() colours pass through. */
function tint(colour: string, amount: number): string {
  if (!colour.startsWith('#')) return colour.replace(/(\d+)%\)$/, `${Math.round(55 + amount * 40)}%)`);
  const n = parseInt(colour.slice(1), 16);
  const mix = (c: number) => Math.round(c + (255 - c) * amount);
  const r = mix(n >> 16), g = mix((n >> 8) & 255), b = mix(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** Darkens a #rrggbb colour (amount 0..1). */
function shade(colour: string, amount: number): string {
  if (!colour.startsWith('#')) return colour.replace(/(\d+)%\)$/, `${Math.round(55 - amount * 35)}%)`);
  const n = parseInt(colour.slice(1), 16);
  const mix = (c: number) => Math.round(c * (1 - amount));
  return `#${((mix(n >> 16) << 16) | (mix((n >> 8) & 255) << 8) | mix(n & 255)).toString(16).padStart(6, '0')}`;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const svg = (w: number, h: number, body: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(label)}">${body}</svg>\n`;

// ————————————————————————————————————————————————————————————— food and drink (200 × 200)

type Draw = (c: string) => string;

const DISH: Record<string, Draw> = {
  cup: (c) =>
    `<ellipse cx="100" cy="150" rx="70" ry="16" fill="#fff" stroke="#d9d2c7" stroke-width="3"/>` +
    `<path d="M48 78h104l-10 62q-4 14-20 14H78q-16 0-20-14z" fill="#fff" stroke="#d9d2c7" stroke-width="3"/>` +
    `<path d="M150 88q26 2 22 24t-26 20" fill="none" stroke="#d9d2c7" stroke-width="8"/>` +
    `<ellipse cx="100" cy="80" rx="50" ry="11" fill="${c}"/>` +
    `<path d="M100 86q-14-8-8-13q4-3 8 2q4-5 8-2q6 5-8 13z" fill="${tint(c, 0.7)}"/>`,
  glass: (c) =>
    `<path d="M62 40h76l-8 130q-1 10-11 10H81q-10 0-11-10z" fill="#eef6f8" stroke="#c9d8dc" stroke-width="3"/>` +
    `<path d="M66 76h68l-6 92q-1 8-9 8H81q-8 0-9-8z" fill="${c}"/>` +
    `<rect x="82" y="84" width="18" height="18" rx="3" fill="#fff" opacity=".55" transform="rotate(-12 91 93)"/>` +
    `<rect x="104" y="96" width="16" height="16" rx="3" fill="#fff" opacity=".5" transform="rotate(10 112 104)"/>` +
    `<path d="M112 20l-8 70" stroke="${shade(c, 0.35)}" stroke-width="6" stroke-linecap="round"/>`,
  pot: (c) =>
    `<ellipse cx="100" cy="168" rx="62" ry="10" fill="#000" opacity=".08"/>` +
    `<path d="M44 104q0 60 56 60t56-60z" fill="${c}"/>` +
    `<path d="M44 104q4-34 56-34t56 34z" fill="${tint(c, 0.25)}"/>` +
    `<path d="M154 110q30-14 30-36" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M48 116q-28 2-24 22t26 8" fill="none" stroke="${shade(c, 0.2)}" stroke-width="8"/>` +
    `<ellipse cx="100" cy="72" rx="26" ry="8" fill="${shade(c, 0.2)}"/><circle cx="100" cy="60" r="8" fill="${shade(c, 0.2)}"/>`,
  plate: (c) =>
    `<circle cx="100" cy="104" r="84" fill="#fff" stroke="#e2ddd5" stroke-width="3"/>` +
    `<circle cx="100" cy="104" r="62" fill="#faf7f2"/>` +
    `<path d="M58 112q6-40 46-42t40 34q-4 30-44 30t-42-22z" fill="${c}"/>` +
    `<path d="M74 104q10-18 30-18" fill="none" stroke="${tint(c, 0.5)}" stroke-width="6" stroke-linecap="round"/>` +
    `<circle cx="126" cy="92" r="7" fill="#5a9e3a"/><circle cx="138" cy="104" r="5" fill="#5a9e3a"/><circle cx="84" cy="126" r="5" fill="${shade(c, 0.3)}"/>`,
  bowl: (c) =>
    `<ellipse cx="100" cy="172" rx="60" ry="9" fill="#000" opacity=".08"/>` +
    `<path d="M28 92h144q-6 70-72 72t-72-72z" fill="#fff" stroke="#e2ddd5" stroke-width="3"/>` +
    `<ellipse cx="100" cy="92" rx="72" ry="18" fill="${c}"/>` +
    `<circle cx="76" cy="88" r="9" fill="${tint(c, 0.45)}"/><circle cx="110" cy="84" r="7" fill="#5a9e3a"/><circle cx="126" cy="94" r="8" fill="${shade(c, 0.25)}"/>` +
    `<path d="M120 30l-34 66M136 36l-38 62" stroke="#8a5a35" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M40 112h120" stroke="${tint(c, 0.3)}" stroke-width="6"/>`,
  bun: (c) =>
    `<ellipse cx="100" cy="166" rx="70" ry="10" fill="#000" opacity=".08"/>` +
    `<path d="M36 96q2-56 64-56t64 56z" fill="#f1dcc0"/>` +
    `<path d="M32 98h136q4 14-8 18H40q-12-4-8-18z" fill="${c}"/>` +
    `<path d="M40 116q14 10 28 0t32 0t32 0t28 0" fill="none" stroke="#6aa84f" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M38 126h124q0 32-62 32t-62-32z" fill="#ecd2b0"/>` +
    `<circle cx="80" cy="64" r="3" fill="#fff"/><circle cx="104" cy="56" r="3" fill="#fff"/><circle cx="122" cy="68" r="3" fill="#fff"/>`,
  pastry: (c) =>
    `<ellipse cx="100" cy="160" rx="72" ry="10" fill="#000" opacity=".08"/>` +
    `<path d="M28 128q20-78 72-78t72 78q-18 10-30-4q-16-40-42-40t-42 40q-12 14-30 4z" fill="${c}"/>` +
    `<path d="M70 70q10 30 0 58M100 56v60M130 70q-10 30 0 58" stroke="${shade(c, 0.25)}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    `<path d="M44 110q10-30 30-42" stroke="${tint(c, 0.45)}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  steamer: (c) =>
    `<ellipse cx="100" cy="166" rx="76" ry="12" fill="#000" opacity=".08"/>` +
    `<rect x="26" y="100" width="148" height="60" rx="10" fill="#d9b77c"/>` +
    `<path d="M26 118h148M26 140h148" stroke="#b98f4f" stroke-width="4"/>` +
    `<ellipse cx="100" cy="100" rx="74" ry="16" fill="#c9a061"/>` +
    `<path d="M50 100q0-30 22-30t22 30z" fill="${c}"/><path d="M90 98q0-34 24-34t24 34z" fill="${tint(c, 0.2)}"/><path d="M126 100q0-26 20-26t20 26z" fill="${c}"/>` +
    `<path d="M64 76q8 6 16 0M104 70q10 6 20 0" stroke="${shade(c, 0.25)}" stroke-width="3" fill="none"/>`,
  scoop: (c) =>
    `<path d="M62 104h76l-38 80z" fill="#d9a25f"/><path d="M72 112l50 24M70 128l40 20M128 112l-50 24" stroke="#b77d3e" stroke-width="3"/>` +
    `<circle cx="80" cy="92" r="26" fill="${c}"/><circle cx="120" cy="92" r="26" fill="${tint(c, 0.25)}"/><circle cx="100" cy="62" r="28" fill="${shade(c, 0.08)}"/>` +
    `<path d="M96 36q4-12 14-10" stroke="#c0392b" stroke-width="5" stroke-linecap="round" fill="none"/><circle cx="112" cy="26" r="7" fill="#c0392b"/>`,
};

function dish(kind: string, name: string): string {
  const c = colourFor(name);
  return svg(200, 200, `<rect width="200" height="200" rx="24" fill="${tint(c, 0.85)}"/>${DISH[kind](c)}`, name.replace(/-/g, ' '));
}

// ————————————————————————————————————————————————————————————— brand images

/** Brand look per venue: colour and the words on covers, banners and posters. */
const BRAND: Record<string, { colour: string; initials: string; title: string; words?: string }> = {
  laneway: { colour: '#2f4858', initials: 'LC', title: 'Laneway Collective' },
  'laneway-espresso': { colour: '#7a4b2a', initials: 'LE', title: 'Laneway Espresso' },
  'golden-lantern': { colour: '#b3261e', initials: 'GL', title: 'Golden Lantern' },
  'laneway-eats': { colour: '#0b6e4f', initials: 'EAT', title: 'Laneway Eats' },
  autumn: { colour: '#c0622b', initials: '', title: 'Autumn at Laneway', words: 'Ricotta hotcakes, chilli eggs and a new single origin' },
  'yum-cha': { colour: '#b3261e', initials: '', title: 'Yum cha every day', words: 'Dim sum from 11 am to 3 pm at Golden Lantern' },
  'autumn-menu': { colour: '#c0622b', initials: '', title: 'Autumn menu', words: 'New dishes, new single origin' },
  'table-ordering': { colour: '#7a4b2a', initials: '', title: 'Order from your table', words: 'Submit, order more, pay when done' },
  banquet: { colour: '#b3261e', initials: '', title: 'Lantern banquet', words: 'Three courses, from $68 a head' },
};

function look(name: string) {
  return BRAND[name] ?? { colour: colourFor(name), initials: name.slice(0, 2).toUpperCase(), title: name.replace(/-/g, ' ') };
}

function logo(name: string): string {
  const b = look(name);
  const size = b.initials.length > 2 ? 40 : 56;
  return svg(
    160,
    160,
    `<circle cx="80" cy="80" r="78" fill="${b.colour}"/><circle cx="80" cy="80" r="66" fill="none" stroke="${tint(b.colour, 0.6)}" stroke-width="3"/>` +
      `<text x="80" y="${80 + size * 0.35}" text-anchor="middle" font-family="Georgia,serif" font-size="${size}" font-weight="700" fill="#fff">${esc(b.initials)}</text>`,
    `${b.title} logo`,
  );
}

/** A row of plates over a gradient; no words (the page prints the name over it). */
function cover(name: string): string {
  const b = look(name);
  const h = hash(name);
  let shapes = '';
  for (let i = 0; i < 7; i++) {
    const x = 110 + i * 178 + ((h >>> i) % 30);
    const y = (i % 2 ? 320 : 160) + ((h >>> (i + 4)) % 40);
    const r = 72 + ((h >>> (i + 8)) % 24);
    const food = tint(b.colour, 0.3 + (i % 3) * 0.18);
    shapes +=
      `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity=".95"/>` +
      `<circle cx="${x}" cy="${y}" r="${Math.round(r * 0.62)}" fill="${food}"/>` +
      `<circle cx="${x + r * 0.25}" cy="${y - r * 0.2}" r="${Math.round(r * 0.12)}" fill="#5a9e3a"/>`;
  }
  return svg(
    1280,
    480,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.colour}"/><stop offset="1" stop-color="${shade(b.colour, 0.35)}"/></linearGradient></defs>` +
      `<rect width="1280" height="480" fill="url(#g)"/>${shapes}<rect y="400" width="1280" height="80" fill="#000" opacity=".12"/>`,
    `${b.title} cover`,
  );
}

/** A headline card: banners (1200 × 400, small 600 × 400) and posters (600 × 400). */
function card(name: string, w: number, h: number): string {
  const b = look(name);
  const r = Math.round(h * (w >= 1000 ? 0.36 : 0.3));
  const cx = w - (w >= 1000 ? 110 : 40);
  const big = Math.min(w >= 1000 ? 64 : 44, Math.floor((cx - r - 80) / (b.title.length * 0.55)));
  const small = Math.min(Math.round(big * 0.42), Math.floor((cx - r - 60) / ((b.words?.length ?? 1) * 0.5)));
  return svg(
    w,
    h,
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(b.colour, 0.2)}"/><stop offset="1" stop-color="${tint(b.colour, 0.25)}"/></linearGradient></defs>` +
      `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
      `<circle cx="${cx}" cy="${h / 2}" r="${r}" fill="#fff" opacity=".9"/><circle cx="${cx}" cy="${h / 2}" r="${Math.round(r * 0.66)}" fill="${tint(b.colour, 0.5)}"/>` +
      `<text x="40" y="${h / 2 - 6}" font-family="Georgia,serif" font-size="${big}" font-weight="700" fill="#fff">${esc(b.title)}</text>` +
      (b.words ? `<text x="42" y="${h / 2 + small + 18}" font-family="Helvetica,Arial,sans-serif" font-size="${small}" fill="#fff" opacity=".9">${esc(b.words)}</text>` : ''),
    b.title,
  );
}

/** Menu icons (96 × 96): a sun for lunch, a moon for dinner, else a small dish of the store. */
function menuIcon(name: string): string {
  const c = colourFor(name);
  let body: string;
  if (name === 'lunch') body = `<circle cx="48" cy="48" r="18" fill="#f2b632"/><path d="M48 14v10M48 72v10M14 48h10M72 48h10M24 24l7 7M65 65l7 7M24 72l7-7M65 31l7-7" stroke="#f2b632" stroke-width="5" stroke-linecap="round"/>`;
  else if (name === 'dinner') body = `<path d="M58 18a30 30 0 1 0 20 44a24 24 0 1 1-20-44z" fill="#f4d35e"/>`;
  else {
    const kind = /bao/.test(name) ? 'bun' : /pho/.test(name) ? 'bowl' : /gelato/.test(name) ? 'scoop' : 'cup';
    body = `<g transform="scale(.48)">${DISH[kind](kind === 'bowl' ? '#9c5a2e' : kind === 'scoop' ? '#ef7d9a' : kind === 'bun' ? '#b5473a' : '#c89b6d')}</g>`;
  }
  const bg = name === 'dinner' ? '#23304a' : tint(c, 0.85);
  return svg(96, 96, `<rect width="96" height="96" rx="20" fill="${bg}"/>${body}`, `${name.replace(/-/g, ' ')} menu`);
}

const PLATFORM: Record<string, { colour: string; text: string }> = {
  'uber-eats': { colour: '#06c167', text: 'UE' },
  doordash: { colour: '#ff3008', text: 'DD' },
};

function platform(name: string): string {
  const p = PLATFORM[name] ?? { colour: colourFor(name), text: name.slice(0, 2).toUpperCase() };
  return svg(
    96,
    96,
    `<rect width="96" height="96" rx="20" fill="${p.colour}"/><text x="48" y="60" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="34" font-weight="700" fill="#fff">${esc(p.text)}</text>`,
    name.replace(/-/g, ' '),
  );
}

/** The SVG for one file name (without '.svg'). */
export function draw(file: string): string {
  const [kind, ...rest] = file.split('-');
  const name = rest.join('-');
  if (kind in DISH) return dish(kind, name);
  if (kind === 'logo') return logo(name);
  if (kind === 'cover') return cover(name);
  if (kind === 'banner') return name.endsWith('-sm') ? card(name.slice(0, -3), 600, 400) : card(name, 1200, 400);
  if (kind === 'poster') return card(name, 600, 400);
  if (kind === 'menu') return menuIcon(name);
  if (kind === 'platform') return platform(name);
  throw new Error(`no drawing for '${file}.svg': start its name with a known kind (cup-, plate-, logo-, …)`);
}

function main(): void {
  const text = readFileSync(DEMO_FILE, 'utf8');
  const names = new Set<string>();
  for (const m of text.matchAll(/"\/main\/static\/demo\/([a-z0-9-]+)\.svg"/g)) names.add(m[1]);
  mkdirSync(OUT_DIR, { recursive: true });
  let bytes = 0;
  for (const name of [...names].sort()) {
    const out = draw(name);
    if (Buffer.byteLength(out) > MAX_BYTES) throw new Error(`${name}.svg is ${Buffer.byteLength(out)} bytes; keep it under ${MAX_BYTES}`);
    writeFileSync(join(OUT_DIR, `${name}.svg`), out);
    bytes += Buffer.byteLength(out);
  }
  let removed = 0;
  for (const f of readdirSync(OUT_DIR)) {
    if (f.endsWith('.svg') && !names.has(f.slice(0, -4))) {
      unlinkSync(join(OUT_DIR, f));
      removed++;
    }
  }
  console.log(`wrote ${names.size} SVGs (${Math.round(bytes / 1024)} KB) to public/main/static/demo/${removed ? `, removed ${removed} stale` : ''}`);
}

main();
