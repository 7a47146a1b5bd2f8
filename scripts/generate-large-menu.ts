/**
 * Writes a benchmark brand file (docs/venue-format.md): brand 'bench' with one venue 'bench' whose menu
 * holds 300 products in 15 categories, every product with three size variants and two of six modifier
 * groups (milk, extras, sauce, …; 30 options), plus 10 combos and 5 set menus, tags and a few
 * ingredient links; every product and the venue's cover carry one of the demo's photo sets (AVIF and
 * WebP at 480 / 960 / 1280 px, drawn by the build). Deterministic: the same file every run.
 *
 * Run: `npx tsx scripts/generate-large-menu.ts [OUT.json]` (default `.bench/large-menu.json`).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { demoPhotoNames, demoPhotoValue } from '../src/server/modules/catalog/demo-photos';

/** The demo's photos (issue 15): products take the food and drink photos in turn, the venue a cover. */
const PHOTOS = demoPhotoNames(JSON.parse(readFileSync(join(import.meta.dirname, '../src/content/demo/platter-demo.json'), 'utf8')));
const FOOD = PHOTOS.filter((n) => !n.startsWith('cover-'));
const photo = (name: string) => demoPhotoValue(`/main/static/demo/${name}.svg`) ?? '';

/** Products on the bench menu. */
export const LARGE_MENU_PRODUCTS = 300;
const PRODUCTS = LARGE_MENU_PRODUCTS;
const CATEGORIES = 15;

const NOUNS = ['Bowl', 'Burger', 'Wrap', 'Salad', 'Curry', 'Noodles', 'Toastie', 'Pizza', 'Taco', 'Roll', 'Pie', 'Skewer', 'Dumplings', 'Bao', 'Latte'];
const ADJECTIVES = ['Smoky', 'Crispy', 'Spiced', 'Garden', 'Harbour', 'Golden', 'Charred', 'Zesty', 'Sticky', 'Classic', 'Herbed', 'Roasted', 'Pickled', 'Tangy', 'Rustic', 'Green', 'Midnight', 'Sunrise', 'Coastal', 'Alpine'];
const TAGS = ['popular', 'vegetarian', 'vegan', 'gluten-free', 'mild', 'medium', 'hot', 'new'];

const groups = ['milk', 'extras', 'sauce', 'sides', 'spice', 'toppings'].map((code, g) => ({
  code,
  name: code[0].toUpperCase() + code.slice(1),
  limit: g % 3 === 0 ? 1 : g % 3 === 1 ? 0 : 3,
  minimum: g === 0 ? 1 : 0,
  options: Array.from({ length: 5 }, (_, o) => ({ code: `${code}-${o + 1}`, name: `${code} option ${o + 1}`, price: o * 50, limit: o === 4 ? 2 : 0 })),
}));

/** The bench brand file as a value (brand and venue code 'bench'). */
export function buildLargeMenu() {
  const products = Array.from({ length: PRODUCTS }, (_, i) => {
    const base = 800 + ((i * 37) % 24) * 50;
    return {
      code: `p${String(i + 1).padStart(3, '0')}`,
      name: `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[i % NOUNS.length]} ${Math.floor(i / NOUNS.length) + 1}`,
      name_i18n: i % 3 === 0 ? { 'zh-CN': `菜品 ${i + 1}` } : {},
      category: `c${(i % CATEGORIES) + 1}`,
      content: 'A benchmark dish with a description long enough to look like a real one on the menu page.',
      icon: photo(FOOD[(i * 7) % FOOD.length]),
      modifiers: [groups[i % 6].code, groups[(i + 1) % 6].code],
      variants: [
        { code: 'small', name: 'Small', price: base },
        { code: 'regular', name: 'Regular', price: base + 150 },
        { code: 'large', name: 'Large', price: base + 300, ...(i % 10 === 0 ? { stocks: 5 } : {}) },
      ],
      ingredients: i % 4 === 0 ? [{ ingredient: `ing-${(i % 8) + 1}` }] : [],
      tags: [TAGS[i % TAGS.length]],
    };
  });

  return {
    format: 'platter-brand/1',
    brand: { code: 'bench', name: 'Bench Brand' },
    venues: [
      {
        code: 'bench',
        name: 'Bench Venue',
        coverset: photo(PHOTOS.find((n) => n.startsWith('cover-')) ?? FOOD[0]),
        featured: false,
        opentime: [{ week: [0, 1, 2, 3, 4, 5, 6], t_start: '00:00', t_end: '24:00' }],
        order_categories: [{ type: 1 }, { type: 2 }, { type: 3 }],
        taxes: [{ code: 'gst', name: 'GST', rate: 0.1 }],
        order_sequences: [{ sequence: 1, name: 'Entrée' }, { sequence: 2, name: 'Main' }],
        tables: Array.from({ length: 20 }, (_, t) => ({ name: `B${t + 1}`, code: `bench-table-${t + 1}` })),
        ingredients: Array.from({ length: 8 }, (_, g) => ({ code: `ing-${g + 1}`, name: `Ingredient ${g + 1}`, stocks: 100 + g })),
        menus: [
          {
            code: 'bench-menu',
            name: 'Bench menu',
            categories: [
              { code: 'combos', name: 'Combos', type: 102 },
              { code: 'sets', name: 'Set menus', type: 101 },
              ...Array.from({ length: CATEGORIES }, (_, c) => ({ code: `c${c + 1}`, name: `Category ${c + 1}` })),
            ],
            modifiers: groups,
            products,
            combos: Array.from({ length: 10 }, (_, k) => ({
              code: `combo-${k + 1}`,
              name: `Combo ${k + 1}`,
              price: 1900 + k * 100,
              groups: [
                { code: 'main', name: 'Main', items: [0, 1, 2].map((j) => ({ product: products[k * 3 + j].code, variant: 'regular', upsell: true })) },
                { code: 'side', name: 'Side', limits: 2, items: [3, 4, 5].map((j) => ({ product: products[100 + k * 3 + j].code, variant: 'small' })) },
              ],
            })),
            setmenus: Array.from({ length: 5 }, (_, k) => ({
              code: `set-${k + 1}`,
              name: `Set menu ${k + 1}`,
              price: 5500 + k * 500,
              items: [
                { product: products[200 + k].code, course: 1 },
                { product: products[220 + k].code, course: 2 },
                { product: products[240 + k].code, variant: 'large', course: 2 },
              ],
            })),
          },
        ],
      },
    ],
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const out = resolve(process.argv[2] ?? '.bench/large-menu.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(buildLargeMenu(), null, 1) + '\n');
  console.log(`wrote ${out}: ${PRODUCTS} products, ${PRODUCTS * 3} variants, ${groups.length * 5} modifiers`);
}
