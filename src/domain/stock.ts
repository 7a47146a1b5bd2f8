/**
 * Stock and sell-out (storefront.md §5 "Sell-out and stock").
 *
 * Every cart line draws on *stock counters*: the tracked stock of its product (a plain product line),
 * of its variant (a type-21 line, or any line with a variant id — a variant line draws on the variant's
 * stock, not the product's), of its modifier (a type-22 line), and the stock units of each tracked
 * ingredient its links use (a variant line: the product's links and the variant's). Bundle lines
 * (101, 102, 1021) draw nothing themselves; their children do. A component the menu lists only inside
 * a bundle draws on the component's own stock fields. Only ingredient links with
 * `inventory_policy` 1 count; one unit of an item uses `link.count × measure.units ÷ stock_conversion`
 * stock units of the ingredient. Demand is summed over all the lines given, so a latte and a flat
 * white that both use milk draw on the same milk.
 *
 * An item can take `floor((stocks − demand already in the cart) ÷ per-unit usage)` more units on each
 * counter it uses, the lowest across counters; untracked counters (inventory 1) never limit. Status 13
 * on the item, on its product, or on any ingredient it links is sold out outright.
 *
 * Reading of "sold out when count in cart + requested ≥ stocks": the comparison is about the *next*
 * unit. With `requested` units already committed (in the cart plus the quantity on the product sheet),
 * one more unit fits only while in-cart + requested < stocks; at ≥ the item is sold out for any further
 * unit. So `isSoldOut` is that test with requested 0 (nothing left at all), `wouldSellOut(…, requested)`
 * disables the plus button, and the last unit in stock can still be added (it is not refused by ≥).
 *
 * Which lines to pass: stock the server has reserved is already gone from the menu's `stocks`, so pass
 * only the lines that have not reserved stock yet — in the browser the cart's new lines (status 1,
 * `selectNewLines` in `cart-lines.ts`), on the server the incoming order lines or table-cart diff (negative
 * counts release stock). Items missing from the menu do not limit stock here; menu validity is checked
 * by `cart-menu-check.ts` (`findChangedCartItems`).
 */
import type { BundleItem, CartLine, IngredientLink, Menu, Variant } from './types';
import { LINE_TYPE, SOLD_OUT_STATUS } from './types';
import type { Result } from './result';
import { err, ok } from './result';

/** An item whose stock is asked about: a product, one of its variants, a modifier, a combo or a set menu. */
export type StockRef =
  | { kind: 'product'; productId: number }
  | { kind: 'variant'; productId: number; variantId: number }
  | { kind: 'modifier'; modifierId: number }
  | { kind: 'combo'; comboId: number }
  | { kind: 'setMenu'; setMenuId: number };

/**
 * What an order takes from tracked stock, for the server to reserve in one transaction: counts of
 * products (plain lines), variants and modifiers, and stock units of ingredients. Only tracked
 * counters with a non-zero total appear, sorted by id; a negative amount gives stock back.
 */
export interface StockDecrements {
  products: { id: number; count: number }[];
  variants: { id: number; count: number }[];
  modifiers: { id: number; count: number }[];
  ingredients: { id: number; units: number }[];
}

/** Tolerance for fractional ingredient units (e.g. 0.2 L per cup). */
const EPSILON = 1e-9;

type CounterKind = 'product' | 'variant' | 'modifier' | 'ingredient';
type CounterKey = `${CounterKind}:${number}`;

/** What one unit of an item uses: sold out outright, and stock units per tracked counter. */
interface UnitUsage {
  soldOut: boolean;
  perUnit: Map<CounterKey, number>;
}

interface StockSource {
  status: number;
  inventory: number;
  stocks: number;
  ingredients: IngredientLink[];
  variants?: Variant[];
}

const counterKey = (kind: CounterKind, id: number): CounterKey => `${kind}:${id}`;

const emptyUsage = (): UnitUsage => ({ soldOut: false, perUnit: new Map() });

function addUse(usage: UnitUsage, key: CounterKey, amount: number): void {
  usage.perUnit.set(key, (usage.perUnit.get(key) ?? 0) + amount);
}

/**
 * Lookups by id over one menu, built once per menu object and reused (a deterministic memo: menus are
 * treated as immutable values). Keeps row states of a 300-product menu linear instead of quadratic.
 */
interface MenuIndex {
  products: Map<number, Menu['products'][number]>;
  modifiers: Map<number, Menu['modifiers'][number]>;
  ingredients: Map<number, Menu['ingredients'][number]>;
  setmenus: Map<number, Menu['setmenus'][number]>;
  combos: Map<number, Menu['combos'][number]>;
  components: BundleItem[];
  stocks: Map<CounterKey, number>;
}
const menuIndexes = new WeakMap<Menu, MenuIndex>();

function indexMenu(menu: Menu): MenuIndex {
  let index = menuIndexes.get(menu);
  if (!index) {
    const byId = <T extends { id: number }>(list: readonly T[]) => {
      const map = new Map<number, T>();
      for (const x of list) if (!map.has(x.id)) map.set(x.id, x);
      return map;
    };
    index = {
      products: byId(menu.products),
      modifiers: byId(menu.modifiers),
      ingredients: byId(menu.ingredients),
      setmenus: byId(menu.setmenus),
      combos: byId(menu.combos),
      components: [...menu.setmenus.flatMap((s) => s.items), ...menu.combos.flatMap((c) => c.groups.flatMap((g) => g.items))],
      stocks: buildTrackedStocks(menu),
    };
    menuIndexes.set(menu, index);
  }
  return index;
}

/** Ingredient links with inventory_policy 1: status 13 → sold out; tracked → per-unit stock units. */
function addIngredientLinks(usage: UnitUsage, links: readonly IngredientLink[], menu: Menu): void {
  for (const link of links) {
    if (link.inventory_policy !== 1) continue;
    const ingredient = indexMenu(menu).ingredients.get(link.ingredient_id);
    if (!ingredient) continue;
    if (ingredient.status === SOLD_OUT_STATUS) usage.soldOut = true;
    if (ingredient.inventory !== 2) continue;
    // A missing measure counts as one unit, a zero conversion as 1, so bad data never divides by 0.
    const units = ingredient.measures.find((m) => m.id === link.measure_id)?.units ?? 1;
    const conversion = ingredient.stock_conversion > 0 ? ingredient.stock_conversion : 1;
    addUse(usage, counterKey('ingredient', ingredient.id), (link.count * units) / conversion);
  }
}

/** The product of the menu, or else the first bundle component with that product id (and variant). */
function findProductSource(menu: Menu, pid: number, sid: number): StockSource | undefined {
  const index = indexMenu(menu);
  const product = index.products.get(pid);
  if (product) return product;
  const items = index.components;
  return items.find((i) => i.pid === pid && i.sid === sid) ?? items.find((i) => i.pid === pid);
}

/**
 * One unit of a product line (sid 0) or variant line (sid ≠ 0). A variant line uses the variant's own
 * counter and ingredients plus the product-level ingredients; a plain line uses the product counter.
 * Product status 13 sells out every line of the product.
 */
function productUsage(menu: Menu, pid: number, sid: number): UnitUsage | undefined {
  const source = findProductSource(menu, pid, sid);
  if (!source) return undefined;
  const usage = emptyUsage();
  if (source.status === SOLD_OUT_STATUS) usage.soldOut = true;
  addIngredientLinks(usage, source.ingredients, menu);
  const variant = sid ? source.variants?.find((v) => v.id === sid) : undefined;
  if (variant) {
    if (variant.status === SOLD_OUT_STATUS) usage.soldOut = true;
    if (variant.inventory === 2) addUse(usage, counterKey('variant', variant.id), 1);
    addIngredientLinks(usage, variant.ingredients, menu);
  } else if (source.inventory === 2) {
    // A bundle component naming a variant the menu does not list stands for that variant's stock.
    addUse(usage, sid ? counterKey('variant', sid) : counterKey('product', pid), 1);
  }
  return usage;
}

function modifierUsage(menu: Menu, modifierId: number): UnitUsage | undefined {
  const modifier = indexMenu(menu).modifiers.get(modifierId);
  if (!modifier) return undefined;
  const usage = emptyUsage();
  if (modifier.status === SOLD_OUT_STATUS) usage.soldOut = true;
  if (modifier.inventory === 2) addUse(usage, counterKey('modifier', modifier.id), 1);
  addIngredientLinks(usage, modifier.ingredients, menu);
  return usage;
}

function bundleUsage(menu: Menu, line: CartLine): UnitUsage {
  const bundle =
    line.type === LINE_TYPE.setMenu
      ? indexMenu(menu).setmenus.get(line.pid)
      : line.type === LINE_TYPE.combo
        ? indexMenu(menu).combos.get(line.pid)
        : undefined;
  return { soldOut: bundle?.status === SOLD_OUT_STATUS, perUnit: new Map() };
}

/** What one unit of a cart line uses; `undefined` when the item is not in the menu. */
function lineUsage(line: CartLine, menu: Menu): UnitUsage | undefined {
  switch (line.type) {
    case LINE_TYPE.modifier:
      return modifierUsage(menu, line.tid);
    case LINE_TYPE.product:
    case LINE_TYPE.productVariant:
      return productUsage(menu, line.pid, line.sid);
    default:
      return bundleUsage(menu, line);
  }
}

/** Stocks of every tracked counter of the menu (products, bundle components, variants, modifiers, ingredients). */
function trackedStocks(menu: Menu): Map<CounterKey, number> {
  return indexMenu(menu).stocks;
}

function buildTrackedStocks(menu: Menu): Map<CounterKey, number> {
  const stocks = new Map<CounterKey, number>();
  const setIfTracked = (key: CounterKey, source: { inventory: number; stocks: number }) => {
    if (source.inventory === 2 && !stocks.has(key)) stocks.set(key, source.stocks);
  };
  const components = [...menu.setmenus.flatMap((s) => s.items), ...menu.combos.flatMap((c) => c.groups.flatMap((g) => g.items))];
  for (const p of menu.products) {
    setIfTracked(counterKey('product', p.id), p);
    for (const v of p.variants) setIfTracked(counterKey('variant', v.id), v);
  }
  for (const item of components) {
    for (const v of item.variants ?? []) setIfTracked(counterKey('variant', v.id), v);
    setIfTracked(item.sid ? counterKey('variant', item.sid) : counterKey('product', item.pid), item);
  }
  for (const m of menu.modifiers) setIfTracked(counterKey('modifier', m.id), m);
  for (const i of menu.ingredients) setIfTracked(counterKey('ingredient', i.id), i);
  return stocks;
}

/** Demand of all lines on every tracked counter (count × per-unit usage, summed). */
function counterDemand(lines: readonly CartLine[], menu: Menu): Map<CounterKey, number> {
  const demand = new Map<CounterKey, number>();
  for (const line of lines) {
    const usage = lineUsage(line, menu);
    if (!usage) continue;
    for (const [key, perUnit] of usage.perUnit) demand.set(key, (demand.get(key) ?? 0) + line.count * perUnit);
  }
  return demand;
}

/** How many more units of an item with this usage fit beside the given demand (Infinity when unlimited). */
function unitsLeft(usage: UnitUsage, demand: Map<CounterKey, number>, stocks: Map<CounterKey, number>): number {
  if (usage.soldOut) return 0;
  let left = Number.POSITIVE_INFINITY;
  for (const [key, perUnit] of usage.perUnit) {
    const stock = stocks.get(key);
    if (stock === undefined || perUnit <= 0) continue;
    left = Math.min(left, Math.floor((stock - (demand.get(key) ?? 0)) / perUnit + EPSILON));
  }
  return Math.max(0, left);
}

/**
 * Stock units each ingredient needs for the given lines: ingredient id → Σ line count × link count ×
 * measure units ÷ stock_conversion, over every line (product, variant and modifier lines alike) whose
 * item links it with inventory_policy 1. Only tracked ingredients appear.
 *
 * Spec: storefront.md §5 "Sell-out and stock".
 */
export function ingredientDemand(lines: readonly CartLine[], menu: Menu): Map<number, number> {
  const result = new Map<number, number>();
  for (const [key, amount] of counterDemand(lines, menu)) {
    if (key.startsWith('ingredient:')) result.set(Number(key.slice('ingredient:'.length)), amount);
  }
  return result;
}

function refUsage(ref: StockRef & { kind: 'product' | 'variant' | 'modifier' }, menu: Menu): UnitUsage | undefined {
  if (ref.kind === 'modifier') return modifierUsage(menu, ref.modifierId);
  return productUsage(menu, ref.productId, ref.kind === 'variant' ? ref.variantId : 0);
}

/**
 * How many more units of an item can be added beside the given cart lines: 0 when sold out, otherwise
 * the lowest `floor((stocks − demand) ÷ per-unit usage)` across its tracked counters, and
 * `Number.POSITIVE_INFINITY` when nothing tracked limits it; 0 for an item the menu does not hold.
 * - a product with variants: the best of its variants (it is available while any variant is);
 * - a set menu: the lowest over its components of available ÷ component count;
 * - a combo: the lowest over its groups of the best component in the group.
 * For bundles this treats components independently (an upper bound when components share an
 * ingredient); the exact count of a built item is `availableCountOfLines`.
 *
 * Spec: storefront.md §5 "Sell-out and stock".
 */
export function availableCount(item: StockRef, menu: Menu, lines: readonly CartLine[] = []): number {
  const demand = counterDemand(lines, menu);
  const stocks = trackedStocks(menu);
  const componentLeft = (pid: number, sid: number, status: number): number => {
    if (status === SOLD_OUT_STATUS) return 0;
    const product = indexMenu(menu).products.get(pid);
    if (!sid && product && product.variants.length > 0) return availableCount({ kind: 'product', productId: pid }, menu, lines);
    // A component always resolves: failing the product, the component itself is the stock source.
    return unitsLeft(productUsage(menu, pid, sid)!, demand, stocks);
  };
  switch (item.kind) {
    case 'setMenu': {
      const setMenu = indexMenu(menu).setmenus.get(item.setMenuId);
      if (!setMenu || setMenu.status === SOLD_OUT_STATUS) return 0;
      return Math.min(
        Number.POSITIVE_INFINITY,
        ...setMenu.items.map((i) => Math.floor(componentLeft(i.pid, i.sid, i.status) / Math.max(1, i.count))),
      );
    }
    case 'combo': {
      const combo = indexMenu(menu).combos.get(item.comboId);
      if (!combo || combo.status === SOLD_OUT_STATUS) return 0;
      return Math.min(
        Number.POSITIVE_INFINITY,
        ...combo.groups.map((g) =>
          Math.max(0, ...g.items.map((i) => Math.floor(componentLeft(i.pid, i.sid, i.status) / Math.max(1, i.count)))),
        ),
      );
    }
    case 'product': {
      const product = indexMenu(menu).products.get(item.productId);
      if (product && product.status !== SOLD_OUT_STATUS && product.variants.length > 0) {
        return Math.max(0, ...product.variants.map((v) => availableCount({ kind: 'variant', productId: product.id, variantId: v.id }, menu, lines)));
      }
      break;
    }
  }
  const usage = refUsage(item as StockRef & { kind: 'product' | 'variant' | 'modifier' }, menu);
  return usage ? unitsLeft(usage, demand, stocks) : 0;
}

/**
 * How many times a group of candidate lines (one unit of a built item: its product or bundle line,
 * children and modifiers, each with its per-unit count) can be added beside the cart lines, exactly,
 * shared ingredients included: the largest n with demand(cart) + n × demand(candidate) ≤ stocks on
 * every tracked counter. 0 when any candidate line is sold out; Infinity when nothing limits it.
 *
 * Spec: storefront.md §5 "Sell-out and stock", "Adding to the cart".
 */
export function availableCountOfLines(candidate: readonly CartLine[], menu: Menu, lines: readonly CartLine[] = []): number {
  const usage = emptyUsage();
  for (const line of candidate) {
    const lineUse = lineUsage(line, menu);
    if (!lineUse) continue;
    if (lineUse.soldOut && line.count > 0) usage.soldOut = true;
    for (const [key, perUnit] of lineUse.perUnit) addUse(usage, key, line.count * perUnit);
  }
  return unitsLeft(usage, counterDemand(lines, menu), trackedStocks(menu));
}

/**
 * Whether no unit of an item can be added: status 13 (on the item, its product, a linked ingredient),
 * or no stock left beside the cart lines (in-cart ≥ stocks). A product with variants is sold out only
 * when all its variants are; a set menu when any component is; a combo when any group has no
 * component left to choose (our reading of "any component": a combo's components are its groups).
 *
 * Spec: storefront.md §5 "Sell-out and stock".
 */
export function isSoldOut(item: StockRef, menu: Menu, lines: readonly CartLine[] = []): boolean {
  return availableCount(item, menu, lines) <= 0;
}

/**
 * Whether the item cannot take one more unit when `requested` units are already on the product sheet:
 * in-cart + requested ≥ stocks, i.e. requested ≥ `availableCount`. Disables the plus button; items
 * that would sell out cannot be increased.
 *
 * Spec: storefront.md §5 "Sell-out and stock" ("count in cart + requested ≥ stocks").
 */
export function wouldSellOut(item: StockRef, menu: Menu, lines: readonly CartLine[], requested: number): boolean {
  return requested >= availableCount(item, menu, lines);
}

/**
 * Server-side stock check of the lines to reserve (an order's new lines, a table-cart diff): refuses
 * with OUT_OF_STOCK when a line with a positive count is sold out (status 13) or the summed demand
 * exceeds a tracked counter's stocks, naming the first offending line (params: name, pid, sid).
 * On success, the decrements to apply in the same transaction.
 *
 * Spec: storefront.md §5 "Sell-out and stock"; orders-and-payments.md §8.2 ('out of stock').
 */
export function checkStock(lines: readonly CartLine[], menu: Menu): Result<StockDecrements> {
  const usages = lines.map((line) => lineUsage(line, menu));
  const outOfStock = (line: CartLine) => err('OUT_OF_STOCK', { name: line.name, pid: line.pid, sid: line.sid });
  const soldOutIndex = usages.findIndex((usage, i) => usage?.soldOut && lines[i].count > 0);
  if (soldOutIndex >= 0) return outOfStock(lines[soldOutIndex]);

  const demand = counterDemand(lines, menu);
  const stocks = trackedStocks(menu);
  // Only positive demand can exceed: giving stock back never fails, even below an oversold counter.
  const exceeded = new Set(
    [...demand].filter(([key, amount]) => stocks.has(key) && amount > EPSILON && amount > stocks.get(key)! + EPSILON).map(([key]) => key),
  );
  if (exceeded.size > 0) {
    const index = usages.findIndex((usage, i) => lines[i].count > 0 && [...(usage?.perUnit.keys() ?? [])].some((k) => exceeded.has(k)));
    return outOfStock(lines[index]);
  }

  const decrements: StockDecrements = { products: [], variants: [], modifiers: [], ingredients: [] };
  const sorted = [...demand].filter(([key, amount]) => stocks.has(key) && Math.abs(amount) > EPSILON);
  sorted.sort(([a], [b]) => Number(a.split(':')[1]) - Number(b.split(':')[1]));
  for (const [key, amount] of sorted) {
    const [kind, id] = key.split(':') as [CounterKind, string];
    if (kind === 'ingredient') decrements.ingredients.push({ id: Number(id), units: Math.round(amount * 1e6) / 1e6 });
    else decrements[`${kind}s`].push({ id: Number(id), count: amount });
  }
  return ok(decrements);
}

/**
 * `checkStock` over lines of several menus (an order or a table round may hold lines of more than one
 * menu): each menu's lines (by `menu_id`) are checked against that menu, menus in order of first
 * appearance in `lines`, and the first refusal wins (OUT_OF_STOCK {name, pid, sid}). On success, the
 * decrements of all menus summed per counter (a counter that several menus draw on, e.g. a shared
 * ingredient, is summed; ingredient units to 6 decimals), with the same shape as `checkStock`'s: only
 * non-zero totals, sorted by id. Lines whose menu is not in `menus` are not checked: what a missing
 * menu means is the caller's decision, taken before (e.g. by `findChangedCartItems`).
 *
 * Spec: storefront.md §5 "Sell-out and stock"; orders-and-payments.md §8.2 ('out of stock').
 */
export function checkStockAcrossMenus(lines: readonly CartLine[], menus: ReadonlyMap<number, Menu>): Result<StockDecrements> {
  const counts = { products: new Map<number, number>(), variants: new Map<number, number>(), modifiers: new Map<number, number>() };
  const units = new Map<number, number>();
  for (const menuId of new Set(lines.map((l) => l.menu_id))) {
    const menu = menus.get(menuId);
    if (!menu) continue;
    const checked = checkStock(lines.filter((l) => l.menu_id === menuId), menu);
    if (!checked.ok) return checked;
    for (const kind of ['products', 'variants', 'modifiers'] as const) {
      for (const { id, count } of checked.value[kind]) counts[kind].set(id, (counts[kind].get(id) ?? 0) + count);
    }
    for (const { id, units: n } of checked.value.ingredients) units.set(id, (units.get(id) ?? 0) + n);
  }
  const sorted = <T>(map: Map<number, number>, keep: (n: number) => boolean, make: (id: number, n: number) => T): T[] =>
    [...map].filter(([, n]) => keep(n)).sort(([a], [b]) => a - b).map(([id, n]) => make(id, n));
  const toCount = (id: number, count: number) => ({ id, count });
  return ok({
    products: sorted(counts.products, (n) => n !== 0, toCount),
    variants: sorted(counts.variants, (n) => n !== 0, toCount),
    modifiers: sorted(counts.modifiers, (n) => n !== 0, toCount),
    ingredients: sorted(units, (n) => Math.abs(n) > EPSILON, (id, n) => ({ id, units: Math.round(n * 1e6) / 1e6 })),
  });
}
