/**
 * Editing a placed, unpaid order from its detail page (orders-and-payments.md §2.4, §4.6 "an edit
 * action when editing an existing order", §7.2): the order's own lines re-priced by the domain's
 * `priceOrder` with the changed coupons, notes or order type, sent with the order's version.
 */
import { isCourier } from '../../domain/courier-delivery';
import type { CourierChoice } from './checkout-flow';
import { formatTimeOfDay, toVenueLocal } from '../../domain/opening-hours';
import { err, type Result } from '../../domain/result';
import type { Coupon, Venue } from '../../domain/types';
import { buildOrderParam, type CheckoutCart, type OrderParam, type OrderParamOptions } from './checkout-flow';
import { couponFromEntry } from './coupon-rules';
import type { OrderDetail, OrderVenue } from '../api/order-types';
import { appliedCoupons } from './order-view';

/** What an edit changes; anything left out stays as it is. */
export interface OrderChanges {
  coupons?: readonly Coupon[];
  notes?: string;
  type?: number;
  /**
   * Own-zone delivery: the street, unit and driver's instructions (issue 23 item 8); or a whole saved
   * address chosen in the order page's drawer (§2.4) — its suburb, state, postcode, zone geo id and
   * contact (name, phone) too.
   */
  address?: { street1: string; street2: string; instructions: string } & Partial<ChosenAddress>;
}

/** A saved address chosen for the order (orders-and-payments.md §2.4 choose address drawer). */
export interface ChosenAddress {
  city: string;
  state: string;
  postcode: string;
  /** The zone geo id (the postcode as a number; saved-addresses.ts `addressChoices`). */
  geo_id: number;
  firstname: string;
  lastname: string;
  phone: string;
}

/** The order as a cart again: its lines, category, schedule (venue-local date and time), address and notes. */
export function cartOfOrder(order: OrderDetail, venue: Pick<OrderVenue, 'config'>, notes?: string, street?: OrderChanges['address']): CheckoutCart {
  const local = order.validtime > 0 ? toVenueLocal(order.validtime, String(venue.config.timezone)) : null;
  const extra = (() => {
    try {
      return JSON.parse(order.extra || '{}') as Record<string, unknown>;
    } catch {
      return {};
    }
  })();
  const s = order.shipping;
  return {
    lines: order.carts,
    categoryType: order.category_type,
    preOrder: Boolean(local),
    validDate: local?.date ?? '',
    validTime: local ? formatTimeOfDay(local.minute) : '',
    address: street?.geo_id
      ? // A saved address chosen in the drawer replaces the whole address.
        { city: street.city ?? '', state: street.state ?? '', postcode: street.postcode ?? '', geo_id: street.geo_id, street1: street.street1, street2: street.street2, instructions: street.instructions }
      : s && s.geo_id
        ? {
            city: s.city ?? '',
            state: s.state ?? '',
            postcode: s.postcode ?? '',
            geo_id: Number(s.geo_id),
            // The street as placed (kept by an edit), or the one the diner just typed.
            street1: street?.street1 ?? s.street1 ?? '',
            street2: street?.street2 ?? s.street2 ?? '',
            instructions: street?.instructions ?? s.instructions ?? '',
          }
        : null,
    notes: notes ?? (typeof extra.orderNotes === 'string' ? extra.orderNotes : order.notes ?? ''),
  };
}

/** The extra keys an edit keeps (group account and limit, an accepted delivery top-up). */
function keptExtra(order: OrderDetail): Record<string, unknown> {
  try {
    const x = JSON.parse(order.extra || '{}') as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    for (const k of ['groupAccount', 'groupAmountLimit', 'deliveryTopUpAccepted']) if (x[k] !== undefined) kept[k] = x[k];
    return kept;
  } catch {
    return {};
  }
}

/**
 * orderEdit's param for a change to a placed order: same lines, category and schedule, the order's
 * current coupons unless `changes.coupons` replaces them, its version, and its type unless changed.
 */
export function buildOrderEdit(order: OrderDetail, venue: OrderVenue, changes: OrderChanges, options: { now: number; staffId?: number }): Result<OrderParam> {
  if (order.carts.length === 0) return err('BAD_INPUT', { field: 'carts' });
  const coupons = changes.coupons ?? appliedCoupons(order.payments).map(couponFromEntry);
  const extra = keptExtra(order);
  return buildOrderParam(venue as unknown as Venue, cartOfOrder(order, venue, changes.notes, changes.address), {
    now: options.now,
    staffId: options.staffId ?? 0,
    version: order.version,
    type: changes.type ?? order.type,
    coupons,
    acceptedTopUp: extra.deliveryTopUpAccepted === true,
    extra: { groupAccount: extra.groupAccount, groupAmountLimit: extra.groupAmountLimit },
    courier: courierOfOrder(order),
    contact: contactOf(order, changes.address),
  });
}

/** The delivery contact an edit sends: the chosen address's name and phone, else the order's as placed. */
function contactOf(order: OrderDetail, chosen: OrderChanges['address']): OrderParamOptions['contact'] {
  if (chosen?.phone) return { firstname: chosen.firstname ?? '', lastname: chosen.lastname ?? '', phone: chosen.phone };
  const s = order.shipping;
  return s?.phone ? { firstname: String(s.firstname ?? ''), lastname: String(s.lastname ?? ''), phone: String(s.phone) } : undefined;
}

/** A courier order's quote, tip and address as placed (kept by an edit; orders-and-payments.md §3.8). */
function courierOfOrder(order: OrderDetail): CourierChoice | undefined {
  const s = order.shipping;
  if (!s || !isCourier(s.method) || !s.delivery_id) return undefined;
  const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
  return {
    deliveryId: s.delivery_id,
    quote: Number(s.quote ?? 0),
    tip: { kind: 'cents', cents: Number(s.tips ?? 0) },
    address: { street1: str(s.street1), city: str(s.city), state: str(s.state), postcode: str(s.postcode), country: str(s.country) || 'AU', firstname: str(s.firstname), lastname: str(s.lastname), phone: str(s.phone) },
  };
}
