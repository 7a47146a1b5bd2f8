/**
 * Fulfilment: how the guest gets the order (storefront.md §4 "Fulfilment", "Start Order enabled when",
 * §2.6 'Start order' modal, §5 "Fulfilment configuration").
 *
 * An order category (`order_categories[]`: name, type) is the fulfilment: 1 counter / in-store pickup,
 * 2 dine-in table, 3 takeaway, 4 delivery, 6 table service; 0 means not chosen yet. Table mode (a
 * table QR scan) offers the table categories (2, 6), every other mode the others (1, 3, 4).
 *
 * Reading of "when the venue offers both of two category pairs, the selector opens non-closeable":
 * the two pairs are (1 counter pickup, 4 delivery) and (3 takeaway, 4 delivery) — collecting against
 * being delivered, which changes the price (delivery fee) and needs an address. When the venue offers
 * both categories of either pair (the 'Delivery' category added for online platforms included), the
 * default (first) category would silently pick one way for the guest, so the selector opens and cannot
 * be closed until a category is chosen. Table mode never forces it (the table decides).
 */
import type { CategoryType, DeliveryZone, OrderCategory, Venue } from './types';
import type { Result } from './result';
import { err, ok } from './result';

/** Table categories (storefront.md §9): 2 dine-in, 6 table service. */
export const TABLE_CATEGORY_TYPES: readonly number[] = [2, 6];
/** Off-table categories: 1 counter / pickup, 3 takeaway, 4 delivery. */
export const NON_TABLE_CATEGORY_TYPES: readonly number[] = [1, 3, 4];
/** The two category pairs (see the module note): pickup or delivery, takeaway or delivery. */
export const CATEGORY_PAIRS: readonly (readonly [number, number])[] = [
  [1, 4],
  [3, 4],
];

/** Whether a category is a table (dine-in) category. */
export function isTableCategory(type: number): boolean {
  return TABLE_CATEGORY_TYPES.includes(type);
}

/**
 * The venue's order categories as offered: the configured ones, plus a 'Delivery' category (type 4)
 * when online platforms exist and no delivery category is configured.
 *
 * Spec: storefront.md §4 "Fulfilment".
 */
export function mapOrderCategories(venue: Pick<Venue, 'order_categories' | 'online_platforms'>): OrderCategory[] {
  const categories = [...venue.order_categories];
  if (venue.online_platforms.length > 0 && !categories.some((c) => c.type === 4)) categories.push({ name: 'Delivery', type: 4 });
  return categories;
}

/**
 * The categories of a mode: table categories in table mode, the others otherwise.
 *
 * Spec: storefront.md §4 "Fulfilment".
 */
export function filterCategoriesForMode(categories: readonly OrderCategory[], tableMode: boolean): OrderCategory[] {
  return categories.filter((c) => (tableMode ? isTableCategory(c.type) : NON_TABLE_CATEGORY_TYPES.includes(c.type)));
}

/**
 * The default fulfilment: the first offered category matching table or non-table mode, or null when
 * none matches (the selector opens: type 0, not chosen).
 *
 * Spec: storefront.md §4 "Fulfilment".
 */
export function defaultOrderCategory(venue: Pick<Venue, 'order_categories' | 'online_platforms'>, tableMode: boolean): OrderCategory | null {
  return filterCategoriesForMode(mapOrderCategories(venue), tableMode)[0] ?? null;
}

/**
 * Whether the category selector may be closed: not when no category is chosen (type 0) outside table
 * mode and the venue offers both categories of either pair (1 and 4, or 3 and 4).
 *
 * Spec: storefront.md §4 "Fulfilment" (non-closeable selector).
 */
export function isCategorySelectorCloseable(
  venue: Pick<Venue, 'order_categories' | 'online_platforms'>,
  state: { tableMode: boolean; categoryType: number },
): boolean {
  if (state.tableMode || state.categoryType !== 0) return true;
  const offered: number[] = mapOrderCategories(venue).map((c) => c.type);
  return !CATEGORY_PAIRS.some((pair) => pair.every((type) => offered.includes(type)));
}

/** Fulfilment label keys (storefront.md §4): Delivery, Dine In, Pick up, Take Away, Table Service, Suburb Site, Third Party. */
export type FulfilmentLabel = 'delivery' | 'dineIn' | 'pickUp' | 'takeAway' | 'tableService' | 'suburbSite' | 'thirdParty' | 'fulfillment';

/**
 * The fulfilment label key of a category type: 1 'pickUp', 2 'dineIn', 3 'takeAway', 6 'tableService',
 * 4 'delivery' — or 'thirdParty' when the venue delivers only through online platforms (no delivery
 * category of its own), 'suburbSite' when it delivers to its own zones that list suburbs; 0 or unknown
 * 'fulfillment' (the draft's default name 'Fulfillment').
 *
 * Spec: storefront.md §4 "Fulfilment" (labels), §3 "Order draft" (default 'Fulfillment').
 */
export function mapFulfilmentLabel(
  categoryType: number,
  venue?: Pick<Venue, 'order_categories' | 'online_platforms' | 'deliveries' | 'config'>,
): FulfilmentLabel {
  switch (categoryType) {
    case 1:
      return 'pickUp';
    case 2:
      return 'dineIn';
    case 3:
      return 'takeAway';
    case 6:
      return 'tableService';
    case 4:
      if (venue && venue.online_platforms.length > 0 && !venue.order_categories.some((c) => c.type === 4)) return 'thirdParty';
      if (venue && Number(venue.config.delivery_method) === 1 && venue.deliveries.some((z) => z.suburbs.length > 0)) return 'suburbSite';
      return 'delivery';
    default:
      return 'fulfillment';
  }
}

/** Timing label key: 'asap' (ASAP / Instant) or 'later' (storefront.md §4 "Fulfilment"). */
export function mapTimingLabel(preOrder: boolean): 'asap' | 'later' {
  return preOrder ? 'later' : 'asap';
}

/**
 * The own delivery zone of an address: the first zone whose comma-separated `geos` contain the
 * address's geo id or '0' (all); null when none.
 *
 * Spec: storefront.md §5 "Fulfilment configuration", §9 "Own-zone delivery fee".
 */
export function findDeliveryZone(zones: readonly DeliveryZone[], geoId: number | string | undefined | null): DeliveryZone | null {
  const geo = geoId === undefined || geoId === null ? '' : String(geoId).trim();
  return (
    zones.find((zone) =>
      zone.geos
        .split(',')
        .map((g) => g.trim())
        .some((g) => g === '0' || (geo !== '' && g === geo)),
    ) ?? null
  );
}

/**
 * The own-zone address check: the address's zone, or DELIVERY_OUT_OF_RANGE ('Your address is not in
 * range of our store location' / 'Out Of Range') when no zone's geos hold it ('0' = all); BAD_INPUT
 * when there is no address (or no geo id).
 *
 * Spec: storefront.md §5 "Fulfilment configuration" (delivery address in a zone).
 */
export function checkDeliveryAddress(zones: readonly DeliveryZone[], address: { geo_id?: number | string } | null | undefined): Result<DeliveryZone> {
  if (!address || address.geo_id === undefined || address.geo_id === '') return err('BAD_INPUT');
  const zone = findDeliveryZone(zones, address.geo_id);
  return zone ? ok(zone) : err('DELIVERY_OUT_OF_RANGE');
}

/**
 * The seats to start a table order with: a table's seats as they are when above 0; a 0-seat table
 * becomes 1 seat unless the venue asks guests for their number (`tableguest` ≠ 0, our reading of
 * "unless the venue's tableguest setting says otherwise"), where it stays 0 and the guests input is
 * required.
 *
 * Spec: storefront.md §4 "Start Order enabled when" (0-seat table), §5 (number of guests).
 */
export function mapStartSeats(seats: number, tableguest: number | string | undefined): number {
  if (seats > 0) return seats;
  return Number(tableguest ?? 0) !== 0 ? 0 : 1;
}

/** What the 'Start order' button looks at. */
export interface StartOrderState {
  /** 0 = not chosen. */
  categoryType: CategoryType;
  /** The store is open now (first reading of `opening-hours.ts`, with the table flag). */
  storeOpen: boolean;
  /** 'Later' chosen (or forced). */
  preOrder: boolean;
  /** A pre-order date and time are chosen and valid (a slot of `buildPreorderDays`). */
  preorderTimeValid: boolean;
  /** Table orders: seats entered, and the passcode when the table mode requires one. */
  table?: { seats: number; passcodeRequired: boolean; passcode: string };
  /** Delivery in address mode (own zones): the zones and the chosen address. */
  delivery?: { addressMode: boolean; zones: readonly DeliveryZone[]; address: { geo_id?: number | string } | null };
}

/** A rule of 'Start order' that is not met. */
export type StartOrderBlocker = 'category' | 'time' | 'seats' | 'passcode' | 'address';

/**
 * The 'Start order' rules not met, in order: a category is chosen; the store is open (ASAP) or a valid
 * pre-order date and time are chosen (Later — then the time must be valid even if the store is open);
 * for table orders seats are not 0 and a 4-digit passcode is entered when required; for delivery in
 * address mode the address lies in a zone.
 *
 * Spec: storefront.md §4 "Start Order enabled when".
 */
export function findStartOrderBlockers(state: StartOrderState): StartOrderBlocker[] {
  const blockers: StartOrderBlocker[] = [];
  if (state.categoryType === 0) blockers.push('category');
  if (state.preOrder ? !state.preorderTimeValid : !state.storeOpen) blockers.push('time');
  if (state.table && isTableCategory(state.categoryType)) {
    if (state.table.seats <= 0) blockers.push('seats');
    if (state.table.passcodeRequired && !/^\d{4}$/.test(state.table.passcode)) blockers.push('passcode');
  }
  if (state.delivery?.addressMode && state.categoryType === 4 && !checkDeliveryAddress(state.delivery.zones, state.delivery.address).ok) {
    blockers.push('address');
  }
  return blockers;
}

/**
 * Whether 'Start order' is enabled: every rule of `findStartOrderBlockers` met.
 *
 * Spec: storefront.md §4 "Start Order enabled when".
 */
export function canStartOrder(state: StartOrderState): boolean {
  return findStartOrderBlockers(state).length === 0;
}

/** The order type of a pay-in-store order (orders-and-payments.md §4.6: the type follows the payment method; 2 is online pay). */
export const PAY_IN_STORE_ORDER_TYPE = 1;

/**
 * Whether 'Pay in store' ('pay at the counter when you collect') fits a fulfilment (issue 27): every
 * category but delivery (4) — a delivered order is never collected at the counter, so only online
 * payment is offered, and orderEdit refuses a pay-in-store delivery order ('not valid' {field: 'type'}).
 * Spec: orders-and-payments.md §2.4 "Choose payment method drawer", §4.6 order types.
 */
export function canPayInStore(categoryType: number): boolean {
  return categoryType !== 4;
}

/**
 * Whether an order of this fulfilment has a pickup code — the QR code of its trade id shown at the
 * counter ('Show this code at pickup', the order QR of orders-and-payments.md §2.5, §2.11): pick-up
 * (1) and takeaway (3) only (issue 27). A delivered order is not collected; a table's order is at its
 * table.
 */
export function hasPickupCode(categoryType: number): boolean {
  return categoryType === 1 || categoryType === 3;
}
