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
