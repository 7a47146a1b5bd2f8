import { describe, expect, it } from 'vitest';
import { buildMenuSections, buildProductRow, categoryName, escapeHtml, renderRow, DEFAULT_COMBOS_CATEGORY_ID, DEFAULT_SET_MENUS_CATEGORY_ID, type RowContext } from './row-view';
import { makeCafeMenu, makeProduct, makeVariant } from '../../domain/test-fixtures';

const t = (key: string, params?: Record<string, unknown>) => (params?.name ? `${key}:${params.name}` : key);
const ctx = (over: Partial<RowContext> = {}): RowContext => ({ menu: makeCafeMenu(), locale: 'en', t, money: { unit: '$', rate: 1, locale: 'en-AU' }, ...over });

describe('menu list view model (storefront.md §2.6 "Menu list")', () => {
  it("shows a product's first variant price and its tags", () => {
    const product = makeProduct({ id: 3, name: 'Mocha', price: 1, variants: [makeVariant({ id: 1, price: 520 }), makeVariant({ id: 2, price: 620 })], tags: [{ type: 72, tag: 2 }, { type: 1, tag: 1 }, { type: 1, tag: 4 }, { type: 71, tag: 2 }] });
    const row = buildProductRow(product, ctx());
    expect(row).toMatchObject({ key: 'p:3', price: '$5.20', spicy: 2, spicyLabel: 'tags.spicy.2', saleTags: ['tags.promo.1'], promotion: 'tags.promo.4', dietTags: ['tags.diet.2'] });
  });

  it('marks allergens with a text symbol and name, and a dish without data as not listed (issue 25 item 4)', () => {
    const known = renderRow(buildProductRow(makeProduct({ id: 4, allergens: { contains: ['peanut'], may_contain: ['sesame'] } }), ctx()));
    expect(known).toContain('<span class="alg-k">allergens.contains</span> <span class="alg" data-alg="peanut"><span class="alg-sym" aria-hidden="true">PN</span> allergens.code.peanut</span>');
    expect(known).toContain('allergens.mayContain');
    expect(known).not.toContain('allergens.notListed');
    const unknown = renderRow(buildProductRow(makeProduct({ id: 5, allergens: null }), ctx()));
    expect(unknown).toContain('data-alg-unknown');
    expect(unknown).toContain('allergens.notListed');
    expect(unknown).toMatch(/data-alg-flag hidden/);
  });

  it('shows the Chinese name under zh-CN (name_i18n)', () => {
    const product = { ...makeProduct({ id: 3, name: 'Latte' }), name_i18n: { 'zh-CN': '拿铁' } };
    expect(buildProductRow(product, ctx({ locale: 'zh-CN' })).name).toBe('拿铁');
    expect(buildProductRow(product, ctx({ locale: 'en' })).name).toBe('Latte');
  });

  it('shows the Chinese description under zh-CN (content_i18n, JSON text from the API or an object)', () => {
    const product = { ...makeProduct({ id: 3, name: 'Latte' }), content: 'Double ristretto', content_i18n: '{"zh-CN":"双份精萃"}' } as never;
    expect(buildProductRow(product, ctx({ locale: 'zh-CN' })).description).toBe('双份精萃');
    expect(buildProductRow(product, ctx({ locale: 'en-au' })).description).toBe('Double ristretto');
  });

  it('lists products by category and adds a default Set Menus category for set menus', () => {
    const sections = buildMenuSections(ctx());
    expect(sections.map((s) => [s.id, s.kind, s.rows.length])).toEqual([
      [1, 'products', 1],
      [DEFAULT_COMBOS_CATEGORY_ID, 'combos', 1],
      [DEFAULT_SET_MENUS_CATEGORY_ID, 'setMenus', 1],
    ]);
    expect(sections.map((s) => s.name)).toEqual(['Coffee', 'menu.combos', 'menu.setMenus']);
    expect(sections[1].rows[0].key).toBe('c:1');
  });

  it("names an unnamed Combos category 'Combos'", () => {
    expect(categoryName({ id: 1, name: '', pattern: '', type: 102 }, 'en', (k) => k)).toBe('menu.combos');
  });

  it('renders a row with escaped text, quantity buttons and a hidden sold-out overlay', () => {
    const html = renderRow(buildProductRow(makeProduct({ id: 9, name: 'Fish & <chips>' }), ctx()));
    expect(html).toContain('data-row="p:9"');
    expect(html).toContain('Fish &amp; &lt;chips&gt;');
    expect(html).toContain('aria-label="menu.add:Fish &amp; &lt;chips&gt;"');
    expect(html).toContain('<span class="row-soldout" hidden>');
    expect(escapeHtml(`"'`)).toBe('&quot;&#39;');
  });

  it('renders a sold-out row disabled with its overlay shown', () => {
    const soldOut = makeProduct({ id: 9, status: 13 });
    const html = renderRow(buildProductRow(soldOut, ctx({ menu: { ...makeCafeMenu(), products: [soldOut] } })));
    expect(html).toContain('data-soldout=""');
    expect(html).toMatch(/qty-add" data-action="add" aria-label="[^"]*" disabled/);
    expect(html).toContain('<span class="row-soldout">');
  });
});
