/**
 * Allergens of what is on the menu and in the cart (issue 25 item 4): a product, a combo or set menu,
 * and a cart entry with its chosen variant and options, as `DishAllergens` for `judgeDish`
 * (src/domain/allergens.ts). Pure.
 */
import { bundleDeclaration, combineDeclarations, dietsOfTags, type AllergenDeclaration, type DishAllergens } from './allergens';
import type { CartLine, Combo, Menu, Product, SetMenu } from './types';
import { LINE_TYPE } from './types';

/** A product on its own: its declaration (null = not listed) and diets from its tags. */
export function productDish(product: Product): DishAllergens {
  return { declared: product.allergens ?? null, diets: dietsOfTags(product.tags) };
}

/**
 * A combo or set menu: every item's product with the item's fixed variant (null when any item's
 * product has no data or is not on the menu); diets from the bundle's own tags.
 */
export function bundleDish(bundle: Combo | SetMenu, menu: Pick<Menu, 'products'>): DishAllergens {
  const items = 'groups' in bundle ? bundle.groups.flatMap((g) => g.items) : bundle.items;
  const byId = new Map(menu.products.map((p) => [p.id, p]));
  const declarations = items.map((i) => {
    const p = byId.get(i.pid);
    if (!p) return null;
    return combineDeclarations(p.allergens ?? null, [i.sid ? p.variants.find((v) => v.id === i.sid)?.allergens : null]);
  });
  return { declared: bundleDeclaration(declarations), diets: dietsOfTags(bundle.tags) };
}

/**
 * A cart entry (a head line and its children and modifiers): the products it holds with their variants
 * (sid) and every chosen option (modifier lines' tid), so an option that adds an allergen counts.
 * Unknown (null) when a product has no data or is not on `menu`; diets from the head's product or bundle.
 */
export function entryDish(lines: readonly CartLine[], menu: Pick<Menu, 'products' | 'modifiers' | 'combos' | 'setmenus'>): DishAllergens {
  const head = lines[0];
  if (!head) return { declared: null, diets: [] };
  const byId = new Map(menu.products.map((p) => [p.id, p]));
  const productLines = lines.filter((l) => l.type === LINE_TYPE.product || l.type === LINE_TYPE.productVariant);
  const parts: (AllergenDeclaration | null)[] = productLines.map((l) => {
    const p = byId.get(l.pid);
    if (!p) return null;
    return combineDeclarations(p.allergens ?? null, [l.sid ? p.variants.find((v) => v.id === l.sid)?.allergens : null]);
  });
  const options = lines.filter((l) => l.type === LINE_TYPE.modifier).map((l) => menu.modifiers.find((m) => m.id === l.tid)?.allergens ?? null);
  const declared = combineDeclarations(bundleDeclaration(parts), options);
  const tags =
    head.type === LINE_TYPE.combo
      ? (menu.combos.find((c) => c.id === head.pid)?.tags ?? [])
      : head.type === LINE_TYPE.setMenu
        ? (menu.setmenus.find((s) => s.id === head.pid)?.tags ?? [])
        : (byId.get(head.pid)?.tags ?? []);
  return { declared, diets: dietsOfTags(tags) };
}
