/**
 * Allergens and dietary tags through the brand file and the menu API (issue 25 item 4;
 * docs/venue-format.md "Allergens and dietary tags"): the import stores `contains` / `may_contain` of
 * products, variants and modifier options, refuses an unknown allergen code naming its JSON path (and
 * changes nothing), and menuInfo / productList answer them; a product without data answers null.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importBrand } from '../../src/server/modules/catalog/import-brand';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';

function brandFile() {
  return {
    brand: { code: 'allergy-test', name: 'Allergy Test' },
    venues: [
      {
        code: 'allergy-test-cafe',
        name: 'Allergy Test Café',
        menus: [
          {
            code: 'main',
            name: 'Main',
            categories: [{ code: 'food', name: 'Food' }],
            modifiers: [
              {
                code: 'milk',
                name: 'Milk',
                limit: 1,
                options: [
                  { code: 'full-cream', name: 'Full cream', allergens: { contains: ['milk'] } },
                  { code: 'almond', name: 'Almond', price: 70, allergens: { contains: ['almond'] } },
                  { code: 'none', name: 'No milk' },
                ],
              },
            ],
            products: [
              { code: 'satay', name: 'Satay skewers', category: 'food', price: 1800, allergens: { contains: ['peanut', 'soy'], may_contain: ['sesame'] } },
              { code: 'toast', name: 'Toast', category: 'food', price: 600, tags: ['vegan'], allergens: { contains: ['wheat'] } },
              { code: 'chips', name: 'Chips', category: 'food', price: 700, tags: ['vegan', 'gluten-free'], allergens: {} },
              { code: 'mystery', name: 'Chef special', category: 'food', price: 2400 },
              {
                code: 'fish',
                name: 'Fish',
                category: 'food',
                modifiers: ['milk'],
                allergens: { contains: ['fish'] },
                variants: [
                  { code: 'grilled', name: 'Grilled', price: 2800 },
                  { code: 'battered', name: 'Battered', price: 2800, allergens: { contains: ['wheat', 'egg'] } },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}

const MENU = `query($v:String!){ menuInfo(venue_code:$v){
  products { code diets allergens { contains may_contain } variants { code allergens { contains may_contain } } tags { type tag } }
  modifiers { name allergens { contains may_contain } }
} }`;

describe.each(testDatabaseKinds())('allergens in the brand file and the menu API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, {
      seed: async (app) => {
        await seedDemoIfEmpty(app.services.db);
        const r = await importBrand(app.services.db, brandFile());
        if (!r.ok) throw new Error(JSON.stringify(r.issues));
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('stores what products, variants and options declare and answers it in menuInfo; no data answers null', async () => {
    const r = await t.gql(MENU, { v: 'allergy-test-cafe' });
    expect(r.errors).toBeUndefined();
    const products = r.data.menuInfo.products as { code: string; diets: string[]; allergens: unknown; variants: { code: string; allergens: unknown }[] }[];
    const by = (code: string) => products.find((p) => p.code === code)!;
    expect(by('satay').allergens).toEqual({ contains: ['peanut', 'soy'], may_contain: ['sesame'] });
    expect(by('chips')).toMatchObject({ allergens: { contains: [], may_contain: [] }, diets: ['vegan', 'gluten-free'] });
    expect(by('mystery').allergens).toBeNull();
    expect(by('fish').variants).toEqual([
      { code: 'grilled', allergens: null },
      { code: 'battered', allergens: { contains: ['wheat', 'egg'], may_contain: [] } },
    ]);
    expect(r.data.menuInfo.modifiers).toEqual([
      { name: 'Full cream', allergens: { contains: ['milk'], may_contain: [] } },
      { name: 'Almond', allergens: { contains: ['almond'], may_contain: [] } },
      { name: 'No milk', allergens: null },
    ]);
  });

  it('productList answers allergens too (pages loaded later)', async () => {
    const r = await t.gql(`query($v:String!){ productList(venue_code:$v, count:100){ code allergens { contains may_contain } } }`, { v: 'allergy-test-cafe' });
    expect(r.errors).toBeUndefined();
    expect((r.data.productList as { code: string; allergens: unknown }[]).find((p) => p.code === 'satay')!.allergens).toEqual({ contains: ['peanut', 'soy'], may_contain: ['sesame'] });
  });

  it('the demo brand has realistic data, and some dishes without', async () => {
    const r = await t.gql(MENU, { v: 'laneway-espresso' });
    expect(r.errors).toBeUndefined();
    const products = r.data.menuInfo.products as { code: string; allergens: { contains: string[]; may_contain: string[] } | null }[];
    expect(products.find((p) => p.code === 'acai-bowl')!.allergens!.contains).toContain('peanut');
    expect(products.find((p) => p.code === 'banana-bread')!.allergens!.may_contain).toContain('peanut');
    expect(products.filter((p) => p.allergens === null).map((p) => p.code)).toEqual(['ham-cheese-croissant', 'reuben-toastie', 'chicken-rice-bowl']);
  });

  it('refuses an unknown allergen code with a report line naming its path, and changes nothing', async () => {
    const file = brandFile();
    (file.venues[0].menus[0].products[0].allergens as { contains: string[] }).contains = ['peanuts'];
    file.venues[0].menus[0].products[1].price = 650;
    const r = await importBrand(t.app.services.db, file);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues).toEqual([{ path: 'venues[0].menus[0].products[0].allergens.contains[0]', message: expect.stringContaining("unknown allergen 'peanuts'") }]);

    const option = brandFile();
    (option.venues[0].menus[0].modifiers[0].options[2] as Record<string, unknown>).allergens = { may_contain: ['tree-nuts'] };
    const r2 = await importBrand(t.app.services.db, option);
    expect(r2.ok ? [] : r2.issues.map((i) => i.path)).toEqual(['venues[0].menus[0].modifiers[0].options[2].allergens.may_contain[0]']);

    const after = await t.gql(MENU, { v: 'allergy-test-cafe' });
    const satay = (after.data.menuInfo.products as { code: string; allergens: unknown }[]).find((p) => p.code === 'satay')!;
    expect(satay.allergens).toEqual({ contains: ['peanut', 'soy'], may_contain: ['sesame'] });
  });
});
