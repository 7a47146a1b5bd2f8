/**
 * Live stock and prices over a cached menu shell (storefront.md §5; SEO section of issue 4): the page
 * may come from a CDN up to a few minutes old, so on hydrate the islands re-read stock and prices and
 * merge them into the menu they were handed. Pure.
 */
import type { Menu } from '../../domain/types';

/** One item's live fields (numbers as the stock query answers them). */
interface LiveItem {
  id: number;
  status?: number;
  stocks?: number;
  price?: number;
  inventory?: number;
}

/** The live fields of a menu the merge reads: what the stock query (`api/live-stock.ts`) answers, or any part of it; every list optional. */
export interface LiveMenu {
  products?: readonly (LiveItem & { variants?: readonly LiveItem[] })[];
  modifiers?: readonly LiveItem[];
  ingredients?: readonly LiveItem[];
  combos?: readonly LiveItem[];
  setmenus?: readonly LiveItem[];
}

const STOCK_FIELDS = ['status', 'stocks', 'price', 'inventory'] as const;

function pick<T extends object>(target: T, source: LiveItem | undefined): T {
  if (!source) return target;
  const out = { ...target } as Record<string, unknown>;
  for (const f of STOCK_FIELDS) if (source[f] !== undefined) out[f] = source[f];
  return out as T;
}

function index<T extends { id: number }>(list: readonly T[] | undefined): Map<number, T> {
  return new Map((list ?? []).map((x) => [x.id, x]));
}

/**
 * The menu with status, stocks, price and inventory of its products (and their variants), modifiers,
 * ingredients, combos and set menus replaced by the live values where the live menu lists the id.
 * Items the live menu does not list keep their values; nothing is added or removed.
 */
export function mergeLiveStock(menu: Menu, live: LiveMenu): Menu {
  const products = index(live.products);
  const modifiers = index(live.modifiers);
  const ingredients = index(live.ingredients);
  const combos = index(live.combos);
  const setmenus = index(live.setmenus);
  return {
    ...menu,
    products: menu.products.map((p) => {
      const l = products.get(p.id);
      if (!l) return p;
      const variants = index(l.variants);
      const { variants: _variants, ...fields } = l;
      return { ...pick(p, fields), variants: p.variants.map((v) => pick(v, variants.get(v.id))) };
    }),
    modifiers: menu.modifiers.map((m) => pick(m, modifiers.get(m.id))),
    ingredients: menu.ingredients.map((i) => pick(i, ingredients.get(i.id))),
    combos: menu.combos.map((c) => pick(c, combos.get(c.id))),
    setmenus: menu.setmenus.map((s) => pick(s, setmenus.get(s.id))),
  };
}

/** A changed item of a `menuChanged` event (issue 23 item 3). */
export interface ChangedItem {
  kind: string;
  id: number;
  product_id: number;
  status: number;
  inventory: number;
  stocks: number;
}

/**
 * The live menu of a `menuChanged` event's items, for `mergeLiveStock`: products, variants (under their
 * product, which keeps its own fields), modifiers and ingredients with status, inventory and stocks.
 */
export function liveMenuOfItems(items: readonly ChangedItem[]): LiveMenu {
  const fields = (i: ChangedItem) => ({ id: i.id, status: i.status, inventory: i.inventory, stocks: i.stocks });
  const products = new Map<number, LiveItem & { variants: LiveItem[] }>();
  for (const i of items) {
    if (i.kind === 'product') products.set(i.id, { ...fields(i), variants: products.get(i.id)?.variants ?? [] });
    if (i.kind === 'variant') {
      const p = products.get(i.product_id) ?? { id: i.product_id, variants: [] };
      p.variants.push(fields(i));
      products.set(i.product_id, p);
    }
  }
  return {
    products: [...products.values()],
    modifiers: items.filter((i) => i.kind === 'modifier').map(fields),
    ingredients: items.filter((i) => i.kind === 'ingredient').map(fields),
  };
}
