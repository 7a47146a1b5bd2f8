/**
 * The menu list's view model and markup (storefront.md §2.6 "Menu list"): sections per category (the
 * Combos and Set Menus categories list bundles), and item rows with name, spicy icons, tags, price,
 * minus / count / add buttons, sold-out overlay and count badge. The markup is one pure function used
 * both by the server render (the whole menu in HTML, for SEO) and by the browser for pages loaded
 * later with productList, so both look the same.
 */
import { formatMoney } from '../../domain/money';
import { productDisplayPrice } from '../../domain/pricing';
import { isSoldOut } from '../../domain/stock';
import type { Combo, Menu, MenuCategory, Product, SetMenu, Tag } from '../../domain/types';
import { CATEGORY_KIND } from '../../domain/types';
import { allergenInfo, type DishAllergens } from '../../domain/allergens';
import { bundleDish, productDish } from '../../domain/allergen-dishes';
import { localName, type Locale } from '../../i18n';
import { pictureHtml, readImage, type ImageSource } from './images';
import type { RowKey } from '../stores/row-state';

/** Translator: a key and parameters to text. */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

export interface MoneyFormat {
  unit: string;
  rate: number;
  /** Intl locale. */
  locale: string;
}

export interface RowView {
  key: RowKey;
  categoryId: number;
  name: string;
  description: string;
  image: ImageSource | null;
  /** 0 none, 1 Mild, 2 Medium, 3 Hot. */
  spicy: number;
  spicyLabel: string;
  /** Sale tags (type 1: Popular, Special, New). */
  saleTags: string[];
  /** The promotion tag line (type 1 tag 4). */
  promotion: string;
  /** Dietary tags (type 71). */
  dietTags: string[];
  price: string;
  soldOut: boolean;
  labels: { add: string; remove: string; soldOut: string; inCart: string };
  /** Allergens (issue 25 item 4): null = not listed ('ask staff'); else marks of what it contains / may contain. */
  allergens: AllergenRowView;
}

/** A row's allergen line: its texts already translated. */
export interface AllergenRowView {
  unknown: boolean;
  contains: AllergenMark[];
  mayContain: AllergenMark[];
  text: { notListed: string; contains: string; mayContain: string; notChecked: string };
}

/** An allergen as shown: a text symbol (never colour alone) and its name. */
export interface AllergenMark {
  code: string;
  symbol: string;
  label: string;
}

/** The marks of allergen codes, translated (`allergens.code.<code>`). */
export function allergenMarks(codes: readonly string[], t: Translate): AllergenMark[] {
  return codes.map((code) => ({ code, symbol: allergenInfo(code)?.symbol ?? '?', label: t(`allergens.code.${code}`) }));
}

/** The allergen line of a dish (see `AllergenRowView`). */
export function allergenRow(dish: DishAllergens, t: Translate): AllergenRowView {
  return {
    unknown: dish.declared === null,
    contains: allergenMarks(dish.declared?.contains ?? [], t),
    mayContain: allergenMarks(dish.declared?.may_contain ?? [], t),
    text: { notListed: t('allergens.notListed'), contains: t('allergens.contains'), mayContain: t('allergens.mayContain'), notChecked: t('allergens.notChecked') },
  };
}

export interface SectionView {
  id: number;
  name: string;
  kind: 'products' | 'combos' | 'setMenus';
  rows: RowView[];
  /** Products of this category are still to load with productList. */
  incomplete: boolean;
}

export interface RowContext {
  menu: Menu;
  locale: Locale;
  t: Translate;
  money: MoneyFormat;
}

type Named = { name: string; name_i18n?: unknown };

/** A name in the page's language (name_i18n), falling back to the name. */
export function itemName(item: Named, locale: Locale): string {
  return localName(item.name, item.name_i18n, locale);
}

function tagViews(tags: readonly Tag[], t: Translate) {
  const spicy = Math.max(0, ...tags.filter((x) => x.type === 72 && x.tag >= 1 && x.tag <= 3).map((x) => x.tag));
  return {
    spicy,
    spicyLabel: spicy ? t(`tags.spicy.${spicy}`) : '',
    saleTags: tags.filter((x) => x.type === 1 && x.tag >= 1 && x.tag <= 3).map((x) => t(`tags.promo.${x.tag}`)),
    promotion: tags.some((x) => x.type === 1 && x.tag === 4) ? t('tags.promo.4') : '',
    dietTags: tags.filter((x) => x.type === 71 && x.tag >= 1 && x.tag <= 7).map((x) => t(`tags.diet.${x.tag}`)),
  };
}

function labels(name: string, t: Translate) {
  return { add: t('menu.add', { name }), remove: t('menu.remove', { name }), soldOut: t('common.soldOut'), inCart: t('menu.inCart', { count: '{n}' }) };
}

/** Shown only when the icon type says so (icon_type 1 = show image). */
function image(item: { icon: string; icon_type: number }) {
  return item.icon_type === 1 ? readImage(item.icon) : null;
}

/** A product's row: display price = first variant's price when it has variants. */
export function buildProductRow(product: Product, ctx: RowContext): RowView {
  const name = itemName(product as Product & Named, ctx.locale);
  return {
    key: `p:${product.id}`,
    categoryId: product.category_id,
    name,
    description: localName(product.content, product.content_i18n, ctx.locale),
    image: image(product),
    ...tagViews(product.tags, ctx.t),
    price: formatMoney(productDisplayPrice(product), ctx.money.unit, ctx.money.rate, ctx.money.locale),
    soldOut: isSoldOut({ kind: 'product', productId: product.id }, ctx.menu),
    labels: labels(name, ctx.t),
    allergens: allergenRow(productDish(product), ctx.t),
  };
}

/** A combo's or set menu's row in the Combos / Set Menus category. */
export function buildBundleRow(bundle: Combo | SetMenu, kind: 'combo' | 'setMenu', categoryId: number, ctx: RowContext): RowView {
  const name = itemName(bundle as (Combo | SetMenu) & Named, ctx.locale);
  return {
    key: kind === 'combo' ? `c:${bundle.id}` : `s:${bundle.id}`,
    categoryId,
    name,
    description: localName(bundle.content, bundle.content_i18n, ctx.locale),
    image: image(bundle),
    ...tagViews(bundle.tags, ctx.t),
    price: formatMoney(bundle.price, ctx.money.unit, ctx.money.rate, ctx.money.locale),
    soldOut: isSoldOut(kind === 'combo' ? { kind: 'combo', comboId: bundle.id } : { kind: 'setMenu', setMenuId: bundle.id }, ctx.menu),
    labels: labels(name, ctx.t),
    allergens: allergenRow(bundleDish(bundle, ctx.menu), ctx.t),
  };
}

/** Negative ids stand for the default Combos / Set Menus categories when the menu names none. */
export const DEFAULT_COMBOS_CATEGORY_ID = -102;
export const DEFAULT_SET_MENUS_CATEGORY_ID = -101;

/**
 * The menu's categories as shown: every category of the menu, plus default 'Combos' / 'Set Menus'
 * categories when the menu has bundles but no category of that type.
 */
export function displayCategories(menu: Menu, t: Translate): (MenuCategory & { name_i18n?: unknown })[] {
  const cats: (MenuCategory & { name_i18n?: unknown })[] = [...menu.categories];
  if (menu.combos.length && !cats.some((c) => c.type === CATEGORY_KIND.combos)) cats.push({ id: DEFAULT_COMBOS_CATEGORY_ID, name: t('menu.combos'), pattern: '', type: CATEGORY_KIND.combos });
  if (menu.setmenus.length && !cats.some((c) => c.type === CATEGORY_KIND.setMenus)) cats.push({ id: DEFAULT_SET_MENUS_CATEGORY_ID, name: t('menu.setMenus'), pattern: '', type: CATEGORY_KIND.setMenus });
  return cats;
}

/** A category's display name: name_i18n, the name, or the default 'Combos' / 'Set Menus' when blank. */
export function categoryName(category: MenuCategory & { name_i18n?: unknown }, locale: Locale, t: Translate): string {
  const name = localName(category.name, category.name_i18n, locale).trim();
  if (name) return name;
  if (category.type === CATEGORY_KIND.combos) return t('menu.combos');
  if (category.type === CATEGORY_KIND.setMenus) return t('menu.setMenus');
  return '';
}

/**
 * The menu list: one section per category in menu order, with its rows (products of the category;
 * combos or set menus for the special categories). `incompleteCategories` marks categories whose
 * products are still to load. Empty product categories are kept only when they are incomplete.
 */
export function buildMenuSections(ctx: RowContext, incompleteCategories: ReadonlySet<number> = new Set()): SectionView[] {
  const { menu } = ctx;
  const byCategory = new Map<number, Product[]>();
  for (const p of menu.products) byCategory.set(p.category_id, [...(byCategory.get(p.category_id) ?? []), p]);
  return displayCategories(menu, ctx.t)
    .map((category): SectionView => {
      const name = categoryName(category, ctx.locale, ctx.t);
      if (category.type === CATEGORY_KIND.combos) {
        return { id: category.id, name, kind: 'combos', rows: menu.combos.map((c) => buildBundleRow(c, 'combo', category.id, ctx)), incomplete: false };
      }
      if (category.type === CATEGORY_KIND.setMenus) {
        return { id: category.id, name, kind: 'setMenus', rows: menu.setmenus.map((s) => buildBundleRow(s, 'setMenu', category.id, ctx)), incomplete: false };
      }
      const rows = (byCategory.get(category.id) ?? []).map((p) => buildProductRow(p, ctx));
      return { id: category.id, name, kind: 'products', rows, incomplete: incompleteCategories.has(category.id) };
    })
    .filter((s) => s.rows.length > 0 || s.incomplete);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

const CHILLI = '<svg class="chilli" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><use href="#i-chilli"></use></svg>';

/** Allergen marks: the symbol in a box (hidden from screen readers, which read the name) and the name. */
export function allergenMarksHtml(marks: readonly AllergenMark[]): string {
  const e = escapeHtml;
  return marks.map((m) => `<span class="alg" data-alg="${e(m.code)}"><span class="alg-sym" aria-hidden="true">${e(m.symbol)}</span> ${e(m.label)}</span>`).join(' ');
}

/** A row's allergen line and its (hidden until a filter asks) 'not checked' flag. */
function allergenHtml(a: AllergenRowView): string {
  const e = escapeHtml;
  const flag = `<span class="row-flag" data-alg-flag hidden><span class="alg-sym" aria-hidden="true">!</span> ${e(a.text.notChecked)}</span>`;
  if (a.unknown) return `<span class="row-alg alg-unknown" data-alg-unknown=""><span class="alg-sym" aria-hidden="true">?</span> ${e(a.text.notListed)}</span>${flag}`;
  const contains = a.contains.length ? `<span class="alg-line"><span class="alg-k">${e(a.text.contains)}</span> ${allergenMarksHtml(a.contains)}</span>` : '';
  const may = a.mayContain.length ? `<span class="alg-line alg-may"><span class="alg-k">${e(a.text.mayContain)}</span> ${allergenMarksHtml(a.mayContain)}</span>` : '';
  return contains || may ? `<span class="row-alg">${contains}${may}</span>` : '';
}

/** The markup of one row (see the module note). Every text is escaped. */
export function renderRow(row: RowView, options: { eager?: boolean } = {}): string {
  const e = escapeHtml;
  const spicy = row.spicy ? `<span class="spicy" role="img" aria-label="${e(row.spicyLabel)}">${CHILLI.repeat(row.spicy)}</span>` : '';
  const sale = row.saleTags.map((x) => `<span class="tag tag-sale">${e(x)}</span>`).join('');
  const diet = row.dietTags.map((x) => `<span class="tag tag-diet">${e(x)}</span>`).join('');
  const tags = sale || diet ? `<span class="row-tags">${sale}${diet}</span>` : '';
  const promo = row.promotion ? `<span class="row-promo">${e(row.promotion)}</span>` : '';
  const desc = row.description ? `<span class="row-desc">${e(row.description)}</span>` : '';
  const img = row.image
    ? `<span class="row-media">${pictureHtml(row.image, { alt: row.name, width: 96, height: 96, sizes: '96px', eager: options.eager })}</span>`
    : '';
  const soldOut = row.soldOut ? ' data-soldout=""' : '';
  return (
    `<li class="row" data-row="${row.key}" data-cat="${row.categoryId}"${soldOut}>` +
    `<button type="button" class="row-open" data-action="open"${row.soldOut ? ' aria-disabled="true"' : ''}>` +
    `<span class="row-text"><span class="row-name">${e(row.name)}${spicy}</span>${desc}${tags}${allergenHtml(row.allergens)}${promo}<span class="row-price">${e(row.price)}</span></span>${img}` +
    `</button>` +
    `<span class="row-qty">` +
    `<button type="button" class="qty-btn qty-minus" data-action="minus" aria-label="${e(row.labels.remove)}" hidden>−</button>` +
    `<span class="qty-count" hidden>0</span>` +
    `<button type="button" class="qty-btn qty-add" data-action="add" aria-label="${e(row.labels.add)}"${row.soldOut ? ' disabled' : ''}>+</button>` +
    `</span>` +
    `<span class="row-badge" hidden>0</span>` +
    `<span class="row-soldout"${row.soldOut ? '' : ' hidden'}>${e(row.labels.soldOut)}</span>` +
    `</li>`
  );
}
