/**
 * Saved cart lines against the current menus (storefront.md §4 "Menu and cart validity before
 * ordering", §5 "Saved cart lines against the current menu"; orders-and-payments.md §3.4): which
 * entries changed (the browser's modal and the server's first check), and the server's rebuild of the
 * lines from the menu (names, taxes, bundle components) before pricing.
 */
import { BUNDLE_LINE_TYPES, lineTaxesJson, mapCartEntries, PRODUCT_LINE_TYPES, readLineExtra, type CartEntry } from './cart-lines';
import type { Result } from './result';
import { err, ok } from './result';
import { isSoldOut } from './stock';
import type { CartLine, Menu } from './types';
import { LINE_TYPE } from './types';

/** Why a saved cart entry no longer matches the menu. */
export type ChangedReason =
  | 'menuUnavailable'
  | 'notFound'
  | 'soldOut'
  | 'priceChanged'
  | 'modifierUnavailable'
  | 'modifierPriceChanged'
  | 'modifierSoldOut'
  | 'bundlePriceChanged';

/** A changed item, listed in the 'The following items have been changed…' modal. */
export interface ChangedCartItem {
  /** The entry's head line. */
  line: CartLine;
  /** The line that failed (the head, a child or a modifier). */
  failed: CartLine;
  reason: ChangedReason;
}

function checkEntry(entry: CartEntry, menu: Menu, allowPriceChange: boolean): { failed: CartLine; reason: ChangedReason } | null {
  const { head } = entry;
  if (BUNDLE_LINE_TYPES.includes(head.type)) {
    const bundle = head.type === LINE_TYPE.combo ? menu.combos.find((c) => c.id === head.pid) : menu.setmenus.find((s) => s.id === head.pid);
    if (!bundle) return { failed: head, reason: 'notFound' };
    if (bundle.price !== head.price) return { failed: head, reason: 'bundlePriceChanged' };
    if (isSoldOut(head.type === LINE_TYPE.combo ? { kind: 'combo', comboId: bundle.id } : { kind: 'setMenu', setMenuId: bundle.id }, menu)) return { failed: head, reason: 'soldOut' };
  }
  const components = [...menu.setmenus.flatMap((s) => s.items), ...menu.combos.flatMap((c) => c.groups.flatMap((g) => g.items))];
  for (const line of entry.lines) {
    if (PRODUCT_LINE_TYPES.includes(line.type) && line === head) {
      const product = menu.products.find((p) => p.id === line.pid);
      const variant = line.sid ? product?.variants.find((v) => v.id === line.sid) : undefined;
      if (!product || (line.sid && !variant)) return { failed: line, reason: 'notFound' };
      if (!allowPriceChange && (variant ? variant.price : product.price) !== line.price) return { failed: line, reason: 'priceChanged' };
      if (isSoldOut(variant ? { kind: 'variant', productId: product.id, variantId: variant.id } : { kind: 'product', productId: product.id }, menu)) return { failed: line, reason: 'soldOut' };
    }
    if (line.type !== LINE_TYPE.modifier) continue;
    const { gtid } = readLineExtra(line);
    const parent = entry.lines.find((l) => l.tid === gtid && l.type !== LINE_TYPE.modifier) ?? head;
    const offered =
      parent === head && !BUNDLE_LINE_TYPES.includes(head.type)
        ? menu.products.find((p) => p.id === parent.pid)?.modifier_ids
        : (components.find((i) => i.pid === parent.pid && i.sid === parent.sid) ?? components.find((i) => i.pid === parent.pid))?.modifier_ids;
    const modifier = menu.modifiers.find((m) => m.id === line.tid);
    if (!modifier || !offered?.includes(line.tid)) return { failed: line, reason: 'modifierUnavailable' };
    if (modifier.price !== line.price) return { failed: line, reason: 'modifierPriceChanged' };
    if (isSoldOut({ kind: 'modifier', modifierId: modifier.id }, menu)) return { failed: line, reason: 'modifierSoldOut' };
  }
  return null;
}

/**
 * Saved new cart entries checked against the current menus (menuCheckInfo): the entry's menu must
 * still be offered (one of `menus`); a product or variant must exist at the same price unless
 * `allowPriceChange`, and not be sold out (nothing left of it at all: the current availability of §4;
 * a cart holding more than a tracked stock is left to the stock check of the order); every checked modifier must still be in its product's (or bundle component's)
 * `modifier_ids`, at the same price and not sold out; a set menu or combo must exist at the same price.
 * A failing line invalidates its whole entry. Submitted entries (status 2, 21) are kept as they are.
 * Returns the lines to keep and the changed items, one per invalid entry.
 *
 * Spec: storefront.md §4 "Menu and cart validity before ordering", §5 "Saved cart lines against the current menu".
 */
export function findChangedCartItems(
  lines: readonly CartLine[],
  menus: readonly Menu[],
  options: { allowPriceChange?: boolean } = {},
): { valid: CartLine[]; changed: ChangedCartItem[] } {
  const valid: CartLine[] = [];
  const changed: ChangedCartItem[] = [];
  for (const entry of mapCartEntries(lines)) {
    if (entry.head.status !== 1) {
      valid.push(...entry.lines);
      continue;
    }
    const menu = menus.find((m) => m.id === entry.head.menu_id);
    const problem = menu ? checkEntry(entry, menu, options.allowPriceChange ?? false) : { failed: entry.head, reason: 'menuUnavailable' as const };
    if (problem) changed.push({ line: entry.head, ...problem });
    else valid.push(...entry.lines);
  }
  return { valid, changed };
}

/**
 * The menu to show after the validity check: the only menu id left in the cart when it differs from
 * the current one, else the current one.
 *
 * Spec: storefront.md §4 "Menu and cart validity before ordering".
 */
export function selectMenuAfterCheck(lines: readonly CartLine[], currentMenuId: number): number {
  const ids = [...new Set(lines.map((l) => l.menu_id))];
  return ids.length === 1 ? ids[0] : currentMenuId;
}

const notValid = (field: string, reason: string) => err('NOT_VALID', { field, reason });

/**
 * Lines rebuilt from the menu: names and taxes copied from it; and the checks `findChangedCartItems`
 * leaves to the server: a bundle child must be a component of its bundle at its upcharge
 * (`price_markup`) and original value, a product line's `value` must equal its price, modifier lines
 * follow their parent's taxes, unknown line kinds (4, 5, stray 1021) are refused. Every failure is
 * NOT_VALID {field, reason} (`field` names the line as `carts[i]`, its position in `lines`); the
 * first failure wins. `menus` maps a menu id to the menu as it is now; an entry whose menu is absent
 * fails with reason 'menuUnavailable'. The input is not changed.
 *
 * Spec: orders-and-payments.md §3.4 (orderEdit checks the lines against the menu); storefront.md §3
 * "Cart line", §9 line types.
 */
export function rebuildLinesFromMenu(lines: readonly CartLine[], menus: ReadonlyMap<number, Menu>): Result<CartLine[]> {
  const out = lines.map((l) => ({ ...l }));
  const index = new Map(lines.map((l, i) => [l, i]));
  for (const entry of mapCartEntries(lines)) {
    const head = entry.head;
    const menu = menus.get(head.menu_id);
    if (!menu) return notValid('carts.menu_id', 'menuUnavailable');
    const bundle = head.type === LINE_TYPE.combo ? menu.combos.find((c) => c.id === head.pid) : head.type === LINE_TYPE.setMenu ? menu.setmenus.find((x) => x.id === head.pid) : undefined;
    const components = bundle ? ('groups' in bundle ? bundle.groups.flatMap((g) => g.items) : bundle.items) : [];
    for (const line of entry.lines) {
      const i = index.get(line)!;
      if (line.menu_id !== head.menu_id) return notValid(`carts[${i}].menu_id`, 'mixedMenus');
      if (line === head && BUNDLE_LINE_TYPES.includes(line.type)) {
        if (!bundle) return notValid(`carts[${i}]`, 'notFound');
        if (line.value !== line.price) return notValid(`carts[${i}].value`, 'valueChanged');
        out[i] = { ...out[i], name: bundle.name, taxes: '[]' };
      } else if (PRODUCT_LINE_TYPES.includes(line.type) && !bundle) {
        if (line !== head) return notValid(`carts[${i}]`, 'strayLine');
        const product = menu.products.find((p) => p.id === line.pid);
        const variant = line.sid ? product?.variants.find((v) => v.id === line.sid) : undefined;
        if (!product || (line.sid && !variant)) return notValid(`carts[${i}]`, 'notFound');
        if ((line.type === LINE_TYPE.productVariant) !== Boolean(variant)) return notValid(`carts[${i}].type`, 'typeMismatch');
        if (line.value !== line.price) return notValid(`carts[${i}].value`, 'valueChanged');
        out[i] = { ...out[i], name: variant ? `${product.name}(${variant.name})` : product.name, taxes: lineTaxesJson(product.tax_ids, menu) };
      } else if (PRODUCT_LINE_TYPES.includes(line.type)) {
        const item =
          components.find((c) => c.pid === line.pid && c.sid === line.sid) ??
          components.find((c) => c.pid === line.pid && c.sid === 0 && (c.variants ?? menu.products.find((p) => p.id === c.pid)?.variants ?? []).some((v) => v.id === line.sid));
        if (!item) return notValid(`carts[${i}]`, 'notInBundle');
        const variants = item.variants ?? menu.products.find((p) => p.id === item.pid)?.variants ?? [];
        const variant = line.sid && line.sid !== item.sid ? variants.find((v) => v.id === line.sid) : undefined;
        if (line.price !== item.price_markup) return notValid(`carts[${i}].price`, 'priceChanged');
        if (line.value !== (variant ? variant.price : item.price)) return notValid(`carts[${i}].value`, 'valueChanged');
        out[i] = { ...out[i], name: variant ? `${item.name}(${variant.name})` : item.name, taxes: lineTaxesJson(item.tax_ids, menu) };
      } else if (line.type === LINE_TYPE.modifier) {
        const modifier = menu.modifiers.find((m) => m.id === line.tid);
        if (!modifier) return notValid(`carts[${i}]`, 'modifierUnavailable');
        if (line.value !== line.price) return notValid(`carts[${i}].value`, 'valueChanged');
        out[i] = { ...out[i], name: modifier.name };
      } else if (line.type === LINE_TYPE.comboGroup && bundle && line.price === 0) {
        continue;
      } else {
        return notValid(`carts[${i}].type`, 'unknownType');
      }
    }
    // Modifiers take their parent's taxes (after the parent's were rebuilt).
    for (const line of entry.lines) {
      if (line.type !== LINE_TYPE.modifier) continue;
      const { gtid } = readLineExtra(line);
      const parent = entry.lines.find((l) => l.tid === gtid && l.type !== LINE_TYPE.modifier) ?? head;
      out[index.get(line)!].taxes = BUNDLE_LINE_TYPES.includes(parent.type) ? '[]' : out[index.get(parent)!].taxes;
    }
  }
  return ok(out);
}
