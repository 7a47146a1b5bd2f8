/**
 * View models of the live parts of the server-rendered menu: per row the count in the cart, sold-out
 * and whether one more can be added; per category the cart badge (storefront.md §2.6 "Menu list").
 * Stock and sell-out come from `src/domain/stock.ts`, cart entries from `src/domain/cart-lines.ts`.
 */
import { mapCartEntries, selectNewLines } from '../../domain/cart-lines';
import { availableCount, isSoldOut, type StockRef } from '../../domain/stock';
import type { CartLine, Menu } from '../../domain/types';
import { CATEGORY_KIND, LINE_TYPE } from '../../domain/types';

/** What a menu row stands for: kind letter (p product, c combo, s set menu) and id, e.g. 'p:12'. */
export type RowKey = `${'p' | 'c' | 's'}:${number}`;

export interface RowState {
  /** Units of this item in the cart (new and submitted). */
  count: number;
  /**
   * Units the diner can still take off from the row: those on new lines (status 1). At a table, units
   * sent to the kitchen (21) or paid (2) cannot be removed by the diner (storefront.md §4 "Cart line
   * status"; ADR 0006), so the row's minus shows only while this is above 0.
   */
  removable: number;
  /** Sold out beside the cart's new lines: overlay shown, add refused. */
  soldOut: boolean;
  /** One more unit fits the stock (the add button is enabled). */
  canAdd: boolean;
}

/** The stock reference of a row key. */
export function rowStockRef(key: RowKey): StockRef {
  const [kind, id] = key.split(':');
  const n = Number(id);
  if (kind === 'c') return { kind: 'combo', comboId: n };
  if (kind === 's') return { kind: 'setMenu', setMenuId: n };
  return { kind: 'product', productId: n };
}

/** The row key of a cart entry head, or null for lines that are not menu items. */
export function headRowKey(head: CartLine): RowKey | null {
  if (head.type === LINE_TYPE.combo) return `c:${head.pid}`;
  if (head.type === LINE_TYPE.setMenu) return `s:${head.pid}`;
  if (head.type === LINE_TYPE.product || head.type === LINE_TYPE.productVariant) return `p:${head.pid}`;
  return null;
}

/** Units in the cart per row key, for lines of `menuId` (0 = any menu); `onlyNew`: new lines (status 1) only. */
export function countByRow(lines: readonly CartLine[], menuId = 0, onlyNew = false): Map<RowKey, number> {
  const counts = new Map<RowKey, number>();
  for (const { head } of mapCartEntries(lines)) {
    if (menuId && head.menu_id !== menuId) continue;
    if (onlyNew && head.status !== 1) continue;
    const key = headRowKey(head);
    if (key) counts.set(key, (counts.get(key) ?? 0) + head.count);
  }
  return counts;
}

/** Every row key of a menu: products, then combos, then set menus. */
export function menuRowKeys(menu: Menu): RowKey[] {
  return [
    ...menu.products.map((p) => `p:${p.id}` as RowKey),
    ...menu.combos.map((c) => `c:${c.id}` as RowKey),
    ...menu.setmenus.map((s) => `s:${s.id}` as RowKey),
  ];
}

/**
 * The part of a menu that decides the stock of one row beside some cart lines: the row's product (or
 * the bundle with its components' products), the products, variants and modifiers the lines name, and
 * every ingredient. `stock.ts` walks the whole menu it is given on each call; handing it this slice
 * gives the same answer (see the test) in a fraction of the time on a long menu.
 */
export function sliceMenuForRow(menu: Menu, key: RowKey, lines: readonly CartLine[]): Menu {
  const [kind, idText] = key.split(':');
  const id = Number(idText);
  const productIds = new Set<number>(lines.map((l) => l.pid));
  const modifierIds = new Set<number>(lines.filter((l) => l.type === LINE_TYPE.modifier).map((l) => l.tid));
  const combos = kind === 'c' ? menu.combos.filter((c) => c.id === id) : [];
  const setmenus = kind === 's' ? menu.setmenus.filter((x) => x.id === id) : [];
  if (kind === 'p') productIds.add(id);
  for (const c of combos) for (const g of c.groups) for (const i of g.items) productIds.add(i.pid);
  for (const x of setmenus) for (const i of x.items) productIds.add(i.pid);
  // Bundles on the cart's lines, so their components (and any component-only product) stay known.
  const lineCombos = new Set(lines.filter((l) => l.type === LINE_TYPE.combo).map((l) => l.pid));
  const lineSetMenus = new Set(lines.filter((l) => l.type === LINE_TYPE.setMenu).map((l) => l.pid));
  return {
    ...menu,
    products: menu.products.filter((p) => productIds.has(p.id)),
    modifiers: modifierIds.size ? menu.modifiers.filter((m) => modifierIds.has(m.id)) : [],
    combos: menu.combos.filter((c) => (kind === 'c' && c.id === id) || lineCombos.has(c.id)),
    setmenus: menu.setmenus.filter((x) => (kind === 's' && x.id === id) || lineSetMenus.has(x.id)),
  };
}

const intrinsic = new WeakMap<Menu, Map<RowKey, boolean>>();

/** Sold out on its own (no cart): status 13, a sold-out ingredient, no stock at all; cached per menu. */
function isRowSoldOut(menu: Menu, key: RowKey): boolean {
  let cache = intrinsic.get(menu);
  if (!cache) intrinsic.set(menu, (cache = new Map()));
  let soldOut = cache.get(key);
  if (soldOut === undefined) {
    soldOut = isSoldOut(rowStockRef(key), sliceMenuForRow(menu, key, []));
    cache.set(key, soldOut);
  }
  return soldOut;
}

/**
 * The state of every row of `menu` beside the cart: count, the units still removable (on new lines),
 * sold-out (storefront.md §5: status 13, a
 * sold-out ingredient, no stock at all) and whether one more unit fits beside the cart's new lines (an
 * item that would sell out cannot be increased).
 */
export function buildRowStates(menu: Menu, lines: readonly CartLine[]): Map<RowKey, RowState> {
  const newLines = selectNewLines(lines);
  const counts = countByRow(lines, menu.id);
  const removable = countByRow(lines, menu.id, true);
  const states = new Map<RowKey, RowState>();
  for (const key of menuRowKeys(menu)) {
    // Sold out is the item's own state; what the cart has used up only stops adding more.
    const soldOut = isRowSoldOut(menu, key);
    const canAdd = !soldOut && (newLines.length === 0 || availableCount(rowStockRef(key), sliceMenuForRow(menu, key, newLines), newLines) >= 1);
    states.set(key, { count: counts.get(key) ?? 0, removable: removable.get(key) ?? 0, soldOut, canAdd });
  }
  return states;
}

/**
 * Cart units per menu category, for the category bar badges: products under their `category_id`,
 * combos under the Combos category, set menus under the Set Menus category.
 */
export function countByCategory(menu: Menu, lines: readonly CartLine[]): Map<number, number> {
  const byCategory = new Map<number, number>();
  const combosCategory = menu.categories.find((c) => c.type === CATEGORY_KIND.combos)?.id;
  const setMenusCategory = menu.categories.find((c) => c.type === CATEGORY_KIND.setMenus)?.id;
  const productCategory = new Map(menu.products.map((p) => [p.id, p.category_id]));
  for (const [key, count] of countByRow(lines, menu.id)) {
    const [kind, id] = key.split(':');
    const category = kind === 'c' ? combosCategory : kind === 's' ? setMenusCategory : productCategory.get(Number(id));
    if (category !== undefined) byCategory.set(category, (byCategory.get(category) ?? 0) + count);
  }
  return byCategory;
}

/**
 * Whether a product can be added straight from its row (no sheet): no variants to choose and no
 * modifier options offered.
 */
export function isQuickAdd(menu: Menu, key: RowKey): boolean {
  if (!key.startsWith('p:')) return false;
  const product = menu.products.find((p) => p.id === Number(key.slice(2)));
  if (!product) return false;
  return product.variants.length === 0 && !menu.modifiers.some((m) => product.modifier_ids.includes(m.id));
}
