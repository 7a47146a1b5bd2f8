/**
 * The staff phone order's pure parts (issue 23 item 7): which menu items the picker offers (every
 * product the storefront's item builder can open; those with a required choice — a variant to pick, a
 * modifier group with a minimum — are built in the picker's choices panel through the domain's
 * `reduceItemBuild`), the cart lines they become (the domain's `buildCartLines`), and orderEdit's param
 * priced with the domain's `priceOrder` — the same code the storefront and the server run.
 */
import { buildCartLines, buildItem, buildTotalPrice, checkAddToCart, type ItemBuild } from '../../../domain/item-builder';
import { orderFees, priceOrder, type PricedOrder } from '../../../domain/price-order';
import { fromVenueLocal } from '../../../domain/opening-hours';
import type { Result } from '../../../domain/result';
import type { CartLine, Menu, Venue } from '../../../domain/types';

/** A product the picker offers. */
export interface PickerItem {
  productId: number;
  name: string;
  /** Cents, of one as it opens. */
  price: number;
  category: string;
  /** It needs a choice before it can be added (a required modifier group or variant): built in the choices panel. */
  needsChoice: boolean;
}

/** The menu's products the item builder can open (available, not sold out); `needsChoice` when they do not open complete. */
export function pickerItems(menu: Menu): PickerItem[] {
  const names = new Map(menu.categories.map((c) => [c.id, c.name]));
  const out: PickerItem[] = [];
  for (const p of menu.products) {
    const built = buildItem({ kind: 'product', productId: p.id }, { menu, cart: [] });
    if (!built.ok) continue;
    const complete = checkAddToCart(built.value).ok;
    out.push({ productId: p.id, name: p.name, price: buildTotalPrice(built.value), category: names.get(p.category_id) ?? '', needsChoice: !complete });
  }
  return out;
}

/** A product opened in the choices panel (the domain's item build, default variant, nothing chosen), or null. */
export function openChoice(menu: Menu, productId: number): ItemBuild | null {
  const built = buildItem({ kind: 'product', productId }, { menu, cart: [] });
  return built.ok ? built.value : null;
}

function counter() {
  let n = 1;
  return { lineId: () => n++, groupId: () => n++, sequenceId: () => n++ };
}

/**
 * Cart lines for `counts` (product id → quantity of a product added as it opens) and `built` (items
 * built with their choices in the panel, each complete), by the item builder.
 */
export function cartOf(menu: Menu, counts: ReadonlyMap<number, number>, built: readonly ItemBuild[] = []): CartLine[] {
  const ids = counter();
  const lines: CartLine[] = [];
  for (const b of built) {
    if (checkAddToCart(b).ok) lines.push(...buildCartLines(b, ids, { sequence: 0 }));
  }
  for (const [productId, qty] of counts) {
    if (qty <= 0) continue;
    const built = buildItem({ kind: 'product', productId }, { menu, cart: lines });
    if (!built.ok || !checkAddToCart(built.value).ok) continue;
    // Course 0, as the storefront's cart adds items (stores/order.ts).
    lines.push(...buildCartLines({ ...built.value, quantity: qty }, ids, { sequence: 0 }));
  }
  return lines;
}

/** The fulfilment and address the staff member chose. */
export interface PhoneOrderChoice {
  categoryType: number;
  /** 'YYYY-MM-DD' and 'HH:mm' in the venue's time zone, '' for as soon as possible. */
  date: string;
  time: string;
  /** Own-zone delivery: the full address. */
  address?: { street1: string; street2: string; city: string; postcode: string; instructions: string; phone: string; firstname: string };
}

/** orderEdit's param for the phone order, priced by the domain at `now` (seconds). */
export function phoneOrderParam(venue: Venue, menu: Menu, lines: CartLine[], choice: PhoneOrderChoice, now: number): Result<{ param: Record<string, unknown>; priced: PricedOrder }> {
  const delivery = choice.categoryType === 4;
  const geoId = delivery ? Number(choice.address?.postcode ?? 0) : undefined;
  const validtime = choice.date && choice.time ? fromVenueLocal(choice.date, choice.time, venue.config.timezone) : 0;
  const priced = priceOrder({
    lines,
    venue,
    categoryType: choice.categoryType as never,
    scope: 'online',
    now,
    tip: { kind: 'cents', cents: 0 },
    coupons: [],
    ...(delivery ? { delivery: { geoId, acceptedTopUp: true } } : {}),
  });
  if (!priced.ok) return priced;
  const p = priced.value;
  const param: Record<string, unknown> = {
    venue_id: venue.id,
    category_type: choice.categoryType,
    source: 40,
    type: 2,
    status: 1,
    validtime,
    ...orderFees(p),
    carts: p.carts,
    payments: p.payments,
    extra: JSON.stringify(delivery ? { deliveryTopUpAccepted: true } : {}),
  };
  if (delivery && choice.address) {
    param.shipping = {
      ...choice.address,
      geo_id: geoId,
      country: venue.country || 'AU',
      method: 1,
      fee: p.breakdown.deliveryFee,
      quote: 0,
      tips: 0,
      surcharge: 0,
    };
  }
  return { ok: true, value: { param, priced: p } };
}
