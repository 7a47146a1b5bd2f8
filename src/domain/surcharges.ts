/**
 * Surcharges and delivery fees.
 *
 * - Service surcharge: a venue rate on the items after discounts.
 * - Own-zone delivery (delivery method 1): the zone is found by the address's `geo_id` in the zone's
 *   `geos` ('0' = every geo); the fee is 0 when the zone's `free` threshold is set and reached; below
 *   the zone's `min` the customer must accept a top-up of (min − items subtotal).
 * - Courier delivery (methods 21, 22): the courier's quote plus the delivery surcharge
 *   round(quote × delivery_surcharge_rate + delivery_surcharge_fixed).
 * - Payment surcharge: the card method's rate on the amount paid, less surcharge already paid.
 *
 * Spec: storefront.md §5 "Fulfilment configuration", §9 "Pricing"; orders-and-payments.md §5.1, §5.5, §9.
 */
import { roundCents } from './money';
import { err, ok, type Result } from './result';
import type { Cents, DeliveryZone } from './types';

/** Default name of the service surcharge (storefront.md §9). */
export const DEFAULT_SERVICE_SURCHARGE_NAME = 'Service Surcharge';

/** Delivery methods (storefront.md §9): 1 own zones; 21 and 22 third-party couriers. */
export const DELIVERY_METHOD = { ownZones: 1, courierA: 21, courierB: 22 } as const;

/** True for the two third-party courier methods (21, 22). */
export function isCourierMethod(method: number): boolean {
  return method === DELIVERY_METHOD.courierA || method === DELIVERY_METHOD.courierB;
}

/** The service surcharge of an order. */
export interface ServiceSurcharge {
  name: string;
  /** Fraction. */
  rate: number;
  /** Cents. */
  amount: Cents;
}

/**
 * Service surcharge = round((items subtotal − discounts) × rate), not below 0; none when the rate is
 * not positive.
 *
 * The specification writes round((item subtotal + discount) × rate): there the discount is a negative
 * number. Platter keeps discounts as positive cents off (`feediscount`), so the same rule reads
 * items − discounts.
 * @param itemsSubtotal cents (`feetotal`).
 * @param discount cents off, ≥ 0 (`feediscount`).
 * @param rate venue `service_surcharge_rate` (fraction).
 * @param name venue `service_surcharge_name`; empty → 'Service Surcharge'.
 * Spec: storefront.md §9, orders-and-payments.md §9 "Service surcharge".
 */
export function serviceSurcharge(itemsSubtotal: number, discount: number, rate: number, name?: string): ServiceSurcharge {
  const label = name && name.trim() ? name : DEFAULT_SERVICE_SURCHARGE_NAME;
  const effective = Number.isFinite(rate) && rate > 0 ? rate : 0;
  const amount = effective === 0 ? roundCents(0) : roundCents(Math.max(0, (itemsSubtotal - discount) * effective));
  return { name: label, rate: effective, amount };
}

/** True when the comma list `geos` holds `geoId` or '0' (every geo). */
export function zoneCoversGeo(zone: Pick<DeliveryZone, 'geos'>, geoId: number): boolean {
  const geos = String(zone.geos ?? '')
    .split(',')
    .map((g) => g.trim())
    .filter((g) => g !== '');
  return geos.includes('0') || geos.includes(String(geoId));
}

/**
 * The first delivery zone whose `geos` holds the address's geo id ('0' = all).
 * @returns the zone, or DELIVERY_OUT_OF_RANGE ('Your address is not in range of our store location').
 * Spec: storefront.md §5 "Delivery address must lie in a zone's geos"; orders-and-payments.md §5.5.
 */
export function findDeliveryZone(zones: readonly DeliveryZone[], geoId: number): Result<DeliveryZone> {
  const zone = zones.find((z) => zoneCoversGeo(z, geoId));
  return zone ? ok(zone) : err('DELIVERY_OUT_OF_RANGE', { geoId });
}

/** Own-zone delivery charge. */
export interface OwnZoneDelivery {
  zone: DeliveryZone;
  /** Cents: the zone fee, 0 when free delivery is reached. */
  fee: Cents;
  /** Cents: (min − items subtotal) when below the zone minimum, else 0. */
  topUp: Cents;
}

/**
 * Own-zone delivery: fee 0 when `free` > 0 and items subtotal ≥ free, else the zone fee; below `min` a
 * top-up of (min − items subtotal) that the customer must have accepted.
 * @param itemsSubtotal cents, before discounts (the spec's "item subtotal").
 * @param acceptedTopUp the customer chose 'continue' on the minimum-order prompt.
 * @returns the charge, or DELIVERY_OUT_OF_RANGE, or DELIVERY_TOP_UP_NOT_ACCEPTED with
 *   `{ priceMin, priceExtra }` (cents) for 'Minimum order {priceMin}, accept {priceExtra} extra charge…'.
 * Spec: storefront.md §9 "Own-zone delivery fee"; orders-and-payments.md §5.1, §9.
 */
export function ownZoneDelivery(
  zones: readonly DeliveryZone[],
  geoId: number,
  itemsSubtotal: number,
  acceptedTopUp: boolean,
): Result<OwnZoneDelivery> {
  const found = findDeliveryZone(zones, geoId);
  if (!found.ok) return found;
  const zone = found.value;
  const fee = zone.free > 0 && itemsSubtotal >= zone.free ? 0 : zone.fee;
  const topUp = zone.min > 0 && itemsSubtotal < zone.min ? zone.min - itemsSubtotal : 0;
  if (topUp > 0 && !acceptedTopUp) return err('DELIVERY_TOP_UP_NOT_ACCEPTED', { priceMin: zone.min, priceExtra: topUp });
  return ok({ zone, fee: roundCents(fee), topUp: roundCents(topUp) });
}

/**
 * Delivery surcharge = round(amount × delivery_surcharge_rate + delivery_surcharge_fixed), not below 0.
 * @param amount cents the rate applies to (Platter: the courier quote).
 * @param rate fraction; @param fixed cents.
 * Spec: storefront.md §9, orders-and-payments.md §9 "Delivery surcharge".
 */
export function deliverySurcharge(amount: number, rate: number, fixed: number): Cents {
  return roundCents(Math.max(0, amount * (rate || 0) + (fixed || 0)));
}

/**
 * Payment surcharge = card-method rate × total − surcharge already paid, rounded, not below 0.
 * @param rate the venue payment method's `surcharge` (fraction).
 * @param total cents to pay.
 * @param alreadyPaid cents of surcharge already paid on this order.
 * Spec: orders-and-payments.md §9 "Payment surcharge".
 */
export function paymentSurcharge(rate: number, total: number, alreadyPaid = 0): Cents {
  if (!(rate > 0)) return roundCents(0);
  return roundCents(Math.max(0, rate * total - alreadyPaid));
}
