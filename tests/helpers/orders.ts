/**
 * Orders as the browser builds them, for the API tests: product lines as the cart builder makes them
 * and orderEdit's param priced by the domain's `priceOrder` (the same code the browser and the server
 * run; storefront.md §3 "Cart line", §7 orderEdit).
 */
import { orderFees, priceOrder } from '../../src/domain/price-order';
import type { CartLine, Coupon, Menu, Product, Venue } from '../../src/domain/types';

let lineIds = 1;

/** A new product line (status 1, taxes copied from the menu), with a fresh line id. */
export function productLine(menu: Menu, product: Product, count: number): CartLine {
  const id = lineIds++;
  return {
    id,
    status: 1,
    store_id: menu.store_id,
    menu_id: menu.id,
    code: product.code,
    count,
    name: product.name,
    pid: product.id,
    sid: 0,
    cid: product.category_id,
    gid: id,
    sequence: product.sequence,
    discount: 0,
    value: product.price,
    price: product.price,
    tid: id,
    type: 2,
    taxes: JSON.stringify(product.tax_ids.flatMap((tid) => menu.taxes.filter((t) => t.id === tid).map(({ id: i, attr, name, rate }) => ({ id: i, attr, name, rate })))),
    taxtotal: 0,
    taxextra: 0,
    extra: JSON.stringify({ groupCartSeqId: id }),
  };
}

/**
 * orderEdit's param for `lines`, priced exactly as the browser would at `now` (seconds since the epoch):
 * category 1 (counter) unless given, online pay, the coupons applied, a client key and version when given.
 */
export function orderParam(venue: Venue, lines: CartLine[], options: { now: number; categoryType?: number; clientKey?: string; version?: number; coupons?: Coupon[] }) {
  const categoryType = options.categoryType ?? 1;
  const priced = priceOrder({ lines, venue, categoryType: categoryType as never, scope: 'online', now: options.now, tip: { kind: 'cents', cents: 0 }, coupons: options.coupons ?? [] });
  if (!priced.ok) throw new Error(JSON.stringify(priced));
  const p = priced.value;
  return {
    venue_id: venue.id,
    category_type: categoryType,
    source: 40,
    type: 2,
    status: 1,
    validtime: 0,
    ...orderFees(p),
    carts: p.carts,
    payments: p.payments,
    extra: JSON.stringify(options.clientKey ? { client_key: options.clientKey } : {}),
    ...(options.version !== undefined ? { version: options.version } : {}),
  };
}

/** The menu's simple products: no variants, modifiers or ingredients, available, over $1. */
export function simpleProducts(menu: Menu): Product[] {
  return menu.products.filter((p) => p.variants.length === 0 && p.ingredients.length === 0 && p.modifier_ids.length === 0 && p.status === 1 && p.price > 100);
}

/** The `skip`-th simple product of the menu; throws when there is none. */
export function simpleProduct(menu: Menu, skip = 0): Product {
  const list = simpleProducts(menu);
  if (!list[skip]) throw new Error('no simple product on the menu');
  return list[skip];
}
