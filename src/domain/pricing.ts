/**
 * Prices of menu items as the menu shows them and as bundles split them.
 *
 * A product shows its first variant's price when it has variants. Variant options show '+ difference'
 * against the default variant, never below 0. A set menu or combo has one bundle price; its
 * `groupRate` (bundle price ÷ sum of the components' original prices) says how much of each
 * component's original price the bundle charges, which is how tax is split across a bundle
 * (`tax.ts`). Upcharges, modifiers and markups add extra price on top.
 *
 * Spec: storefront.md §2.6 "Menu list", "Product detail sheet"; §9 "Pricing".
 */
import { allocate, formatMoney, roundCents, sumCents } from './money';
import type { CartLine, Cents, Product, Variant } from './types';

/**
 * The price a menu list shows for a product: its first variant's price when it has variants, else its
 * own price.
 * @returns cents.
 * Spec: storefront.md §2.6 "A product's display price is its first variant's price when it has variants".
 */
export function productDisplayPrice(product: Pick<Product, 'price' | 'variants'>): Cents {
  const first = product.variants?.[0];
  return roundCents(first ? first.price : product.price);
}

/** A variant option as the 'Choose variant' list shows it. */
export interface VariantPriceOption {
  id: number;
  name: string;
  /** Cents: the variant's own price. */
  price: Cents;
  /** Cents shown as '+ difference' against the default variant (never below 0); null for the default itself. */
  plus: Cents | null;
}

/**
 * The price of each variant option: the default variant shows its price; every other option shows
 * '+ (its price − the default's price)', never below 0.
 * @param variants the product's variants, in menu order.
 * @param defaultVariantId id of the default variant; when absent or unknown the first variant is the default.
 * Spec: storefront.md §2.6 "when a default variant exists, other options show '+ price difference' (never below 0)".
 */
export function variantPriceOptions(
  variants: readonly Pick<Variant, 'id' | 'name' | 'price'>[],
  defaultVariantId?: number,
): VariantPriceOption[] {
  const byId = variants.find((v) => v.id === defaultVariantId);
  const base = byId ?? variants[0];
  return variants.map((v) => ({
    id: v.id,
    name: v.name,
    price: roundCents(v.price),
    plus: v === base ? null : roundCents(Math.max(0, v.price - base.price)),
  }));
}

/**
 * Display text of a variant option: '+ $1.00' for a difference, else the price ('$5.00').
 * Spec: storefront.md §2.6 "Choose variant".
 */
export function formatVariantPrice(option: VariantPriceOption, unit?: string, rate?: number, locale?: string): string {
  return option.plus === null ? formatMoney(option.price, unit, rate, locale) : `+ ${formatMoney(option.plus, unit, rate, locale)}`;
}

/** A component of a bundle: its original unit price and how many of it the bundle line holds. */
export interface BundleComponent {
  /** Cents: the component's original unit price (a child line's `value`). */
  value: number;
  count: number;
}

/** How a bundle's price relates to its components' original prices. */
export interface GroupRate {
  /** Bundle price ÷ sum of component original prices; 1 when that sum is 0. */
  rate: number;
  /** True when the components' original prices sum to 0, so the bundle price is spread evenly. */
  spreadEvenly: boolean;
}

/**
 * groupRate = bundle price ÷ sum of the components' original prices (value × count). When the sum is
 * 0 the price is spread evenly and the rate is 1.
 * @param bundlePrice cents charged for the bundle (for the same quantity as the component counts).
 * Spec: storefront.md §9 "Set menu/combo: groupRate = bundle price ÷ sum of component original prices".
 */
export function groupRate(bundlePrice: number, components: readonly BundleComponent[]): GroupRate {
  const originals = components.reduce((sum, c) => sum + c.value * c.count, 0);
  if (originals === 0) return { rate: 1, spreadEvenly: true };
  return { rate: bundlePrice / originals, spreadEvenly: false };
}

/**
 * Splits a bundle amount across its components by groupRate: each component gets
 * value × count × groupRate, allocated by largest remainder so the shares add up to the amount. When
 * the original prices sum to 0 the amount is spread evenly per unit (weights = counts).
 * @param bundleAmount cents to split (e.g. the bundle line's total after its discount).
 * @returns one share per component, in cents.
 * Spec: storefront.md §9 "Pricing"; STYLE.md §2 (largest remainder).
 */
export function splitBundleAmount(bundleAmount: Cents | number, components: readonly BundleComponent[]): Cents[] {
  const { spreadEvenly } = groupRate(bundleAmount, components);
  const weights = components.map((c) => (spreadEvenly ? c.count : c.value * c.count));
  return allocate(bundleAmount, weights);
}

/** An extra priced on top of an item or a bundle: an upcharge, a modifier or a markup. */
export interface PricedExtra {
  /** Cents per unit. */
  price: number;
  count: number;
}

/**
 * Extra price of upcharges (a bundle item's `price_markup`), modifiers and markups: Σ price × count,
 * rounded once by `roundCents`.
 * Spec: storefront.md §9 "Upcharges, modifiers and markups add extra price to the bundle".
 */
export function extraPrice(extras: readonly PricedExtra[]): Cents {
  return roundCents(extras.reduce((sum, e) => sum + e.price * e.count, 0));
}

/**
 * Unit price of a bundle (set menu or combo) with the chosen extras: bundle price + `extraPrice`.
 * @returns cents.
 * Spec: storefront.md §9 "Pricing".
 */
export function bundleUnitPrice(bundlePrice: number, extras: readonly PricedExtra[]): Cents {
  return sumCents([roundCents(bundlePrice), extraPrice(extras)]);
}

/**
 * Total of a cart line: price × count, rounded once (a weighed item may have a fractional count).
 * @returns cents.
 * Spec: types.ts `CartLine` conventions; storefront.md §3 "Cart line".
 */
export function lineAmount(line: Pick<CartLine, 'price' | 'count'>): Cents {
  return roundCents(line.price * line.count);
}
