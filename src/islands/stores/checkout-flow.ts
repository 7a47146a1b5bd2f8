/**
 * The checkout flow's decisions (storefront.md §4 "Checkout flow", §5 "Checkout", §8 "Order submit
 * from the menu page"; orders-and-payments.md §5.1, §7.2, §8.2, §8.3), pure: the seven checks in their
 * order, the orderEdit param priced by the domain's `priceOrder` exactly as the server prices it, and
 * what a refused submit means for the page.
 */
import { VENUE_OPEN_STATUS, fromVenueLocal, isStoreOpenAt } from '../../domain/opening-hours';
import { orderFees, priceOrder, type PricedOrder } from '../../domain/price-order';
import { toContractLine } from '../../domain/cart-lines';
import { isCartPaid, isCartSubmitted } from '../../domain/cart-totals';
import { err, ok, type Result } from '../../domain/result';
import { checkPreorderTime } from '../../domain/time-slots';
import type { CartLine, CategoryType, Coupon, Venue } from '../../domain/types';
import { courierAddressFee } from '../../domain/courier-delivery';
import { courierTipPreview, type TipChoice } from '../../domain/tips';
import { failureCode, mapApiError, type ApiFailure, type MappedError } from '../api/errors';

/** Order source of an order placed from the storefront (orders-and-payments.md §9: 40 default, 30 table). */
export const ORDER_SOURCE_DEFAULT = 40;
export const ORDER_SOURCE_TABLE = 30;

/**
 * Order types (orders-and-payments.md §4.6: online pay, pay in store, table order, multi-store). The
 * specification gives no numbers; the server defaults to 2 and leaves the 'O' out of the number for 1
 * (§9), so Platter reads 1 as pay in store (not online) and 2 as online pay.
 */
import { ORDER_TYPE } from '../api/order-types';

export { ORDER_TYPE };

/** The delivery category type (storefront.md §9). */
const DELIVERY = 4;

/** The table a table-mode checkout is for, as much as the checks need. */
export interface CheckoutTable {
  /** 'Locked for checkout' (storefront.md §4 "Table states"). */
  locked: boolean;
  /** Ready for orders (status, reservation type and table mode allow it). */
  ready: boolean;
  /** The table mode asks a passcode … */
  passcodeRequired: boolean;
  /** … and the diner has given it. */
  hasKey: boolean;
}

/** What the checks read. */
export interface CheckoutCheckInput {
  venue: Venue;
  lines: readonly CartLine[];
  /** 0 = not chosen. */
  categoryType: number;
  preOrder: boolean;
  /** 'YYYY-MM-DD' / 'HH:mm' in the venue timezone ('' when ASAP). */
  validDate: string;
  validTime: string;
  tableMode: boolean;
  table?: CheckoutTable | null;
  /** A valid session exists. */
  loggedIn: boolean;
  /** Seconds since the epoch. */
  now: number;
}

/** The outcome of the checks: stop with a message, reopen the fulfilment configuration, ask the passcode, or go on. */
export type CheckoutDecision =
  | { kind: 'refuse'; key: string }
  | { kind: 'fulfilment'; key?: string }
  | { kind: 'passcode' }
  /** A logged-in diner or a table order: place the order now. */
  | { kind: 'submit' }
  /** Not logged in: the login-or-guest choice. */
  | { kind: 'login' };

/**
 * The checkout checks, in this order (storefront.md §4 "Checkout flow"):
 * 1. the store must be enabled ('We temporarily stopped taking new order');
 * 2. a table locked for checkout refuses new items ('Table is locked for checking out, please remove
 *    new items in shopping cart!') unless the cart is already submitted;
 * 3. the cart must hold at least one line ('Shopping cart can't be empty!');
 * 4. a table order needs a ready table and a cart not all paid;
 * 5. a category must be chosen ('No fulfillment selected!') and a pre-order time must pass the
 *    15-minute check ('No valid time selected!'); an ASAP order at a closed store reopens the fulfilment
 *    configuration;
 * 6. passcode mode without a key asks the passcode;
 * 7. a logged-in diner or a table order goes on to submit; anyone else gets the login-or-guest choice.
 */
export function checkCheckout(input: CheckoutCheckInput): CheckoutDecision {
  const { venue, lines, tableMode, table } = input;
  if (venue.status !== VENUE_OPEN_STATUS) return { kind: 'refuse', key: 'store.temporarilyStopped' };
  if (tableMode && table?.locked && !isCartSubmitted(lines)) return { kind: 'refuse', key: 'orders.checkout.tableLockedRemoveNew' };
  if (lines.length === 0) return { kind: 'refuse', key: 'errors.CART_EMPTY' };
  if (tableMode) {
    if (table && !table.ready) return { kind: 'refuse', key: 'orders.checkout.tableNotReady' };
    if (isCartPaid(lines)) return { kind: 'refuse', key: 'errors.CART_EMPTY' };
  } else {
    if (!input.categoryType) return { kind: 'fulfilment', key: 'errors.NO_FULFILMENT' };
    if (input.preOrder) {
      const at = input.validDate && input.validTime ? fromVenueLocal(input.validDate, input.validTime, venue.config.timezone) : NaN;
      if (!Number.isFinite(at) || !checkPreorderTime(venue, at, input.now, input.categoryType).ok) return { kind: 'fulfilment', key: 'errors.NO_VALID_TIME' };
    } else if (!isStoreOpenAt(venue, input.now, { categoryType: input.categoryType, tableOrder: false })) {
      return { kind: 'fulfilment' };
    }
  }
  if (tableMode && table?.passcodeRequired && !table.hasKey) return { kind: 'passcode' };
  return input.loggedIn || tableMode ? { kind: 'submit' } : { kind: 'login' };
}

/** The cart as the order is built from it (the storefront's order draft). */
export interface CheckoutCart {
  lines: readonly CartLine[];
  categoryType: number;
  preOrder: boolean;
  validDate: string;
  validTime: string;
  /** Own-zone delivery: the chosen suburb, and the street, unit and driver's instructions once given (issue 23 item 8). */
  address: { city: string; state: string; postcode: string; geo_id: number; street1?: string; street2?: string; instructions?: string } | null;
  notes: string;
}

/** What else the param needs. */
export interface OrderParamOptions {
  /** Seconds since the epoch. */
  now: number;
  /** Idempotency key of this checkout (`extra.client_key`). */
  clientKey?: string;
  staffId?: number;
  tableMode?: boolean;
  /** The diner accepted the minimum-order top-up (orders-and-payments.md §5.1). */
  acceptedTopUp?: boolean;
  /** Editing: the order's current version. */
  version?: number;
  /** Order type (default online pay). */
  type?: number;
  coupons?: readonly Coupon[];
  /** Extra keys kept in the order's extra JSON (e.g. groupAccount). */
  extra?: Record<string, unknown>;
  /**
   * The logged-in diner's name and phone (issue 12 "Members at checkout": logged-in checkout fills name
   * and phone): copied into a delivery's shipping contact. The server fills the order's customer itself.
   */
  contact?: { firstname: string; lastname: string; phone: string };
  /** Courier delivery (methods 21, 22): the quote asked through /create/delivery, the address and the tip. */
  courier?: CourierChoice;
  /** Pickup/takeaway and dine-in: the diner's tip (issue 24 item 3); a preset goes as `extra.tip_percent`. */
  tip?: TipChoice;
}

/** A courier order's quote, address and tip (orders-and-payments.md §3.8, §5.4, §7.5). */
export interface CourierChoice {
  /** Our delivery id (the quote's `data.id`). */
  deliveryId: string;
  /** fee + tax of the quote, cents. */
  quote: number;
  tip: TipChoice;
  address: { street1: string; city: string; state: string; postcode: string; country: string; firstname: string; lastname: string; phone: string };
}

/**
 * The courier tip drawer's figures (issue 27 item 6): the cart priced by `priceOrder` with the courier
 * quote (cents) and the chosen tip — as `buildOrderParam` will send it and the server will recompute it —
 * then each preset's cents and the total after the tip on that price's tip base (`courierTipPreview`).
 * `total` is the amount the order will ask (`feetopay`). Null when the cart cannot be priced (the order
 * step then shows the reason).
 */
export function courierTipFigures(venue: Venue, lines: readonly CartLine[], quote: number, tip: TipChoice, now: number): { tip: number; total: number; presets: { percent: number; cents: number }[] } | null {
  const priced = priceOrder({ lines, venue, categoryType: DELIVERY as CategoryType, delivery: { quote }, coupons: [], tip, scope: 'online', now });
  if (!priced.ok) return null;
  const preview = courierTipPreview(priced.value.breakdown.tipBase, tip, Number(venue.config.monetaryrate) || 1);
  return { tip: priced.value.feetips, total: priced.value.feetopay, presets: preview.presets };
}

/** An orderEdit param (storefront.md §7 "Order submission") and the priced order behind it. */
export interface OrderParam {
  param: Record<string, unknown> & { feetopay: number; carts: CartLine[] };
  priced: PricedOrder;
}

/**
 * Builds orderEdit's param from the cart: every fee field from `priceOrder` (items, coupons, service
 * surcharge, delivery, taxes, tips, amount due) so the server, which prices the same lines with the
 * same function, finds no difference; `validtime` from the pre-order date and time in the venue
 * timezone (0 = ASAP); the order notes and the idempotency key in `extra`; own-zone delivery address
 * in `shipping`. Errors: `priceOrder`'s (DELIVERY_TOP_UP_NOT_ACCEPTED {priceMin, priceExtra},
 * DELIVERY_ADDRESS_REQUIRED, DELIVERY_OUT_OF_RANGE, COUPON_*, BAD_INPUT …).
 */
export function buildOrderParam(venue: Venue, cart: CheckoutCart, options: OrderParamOptions): Result<OrderParam> {
  const categoryType = cart.categoryType as CategoryType;
  if (!categoryType) return err('BAD_INPUT', { field: 'category_type' });
  const delivery = categoryType === DELIVERY;
  const priced = priceOrder({
    lines: cart.lines,
    venue,
    categoryType,
    delivery: delivery ? (options.courier ? { quote: options.courier.quote } : { geoId: cart.address?.geo_id, acceptedTopUp: options.acceptedTopUp === true }) : undefined,
    coupons: options.coupons ?? [],
    tip: delivery && options.courier ? options.courier.tip : !delivery && options.tip ? options.tip : { kind: 'cents', cents: 0 },
    scope: options.tableMode ? 'table' : 'online',
    now: options.now,
  });
  if (!priced.ok) return priced;
  const p = priced.value;
  const validtime = cart.preOrder && cart.validDate && cart.validTime ? fromVenueLocal(cart.validDate, cart.validTime, venue.config.timezone) : 0;
  const extra: Record<string, unknown> = { ...(options.extra ?? {}) };
  if (options.clientKey) extra.client_key = options.clientKey;
  if (cart.notes.trim()) extra.orderNotes = cart.notes.trim();
  if (delivery && options.acceptedTopUp) extra.deliveryTopUpAccepted = true;
  if (!delivery && options.tip?.kind === 'preset' && options.tip.percent > 0) extra.tip_percent = options.tip.percent;
  // A courier's preset tip goes as its percent too: the server recomputes it (issue 27 item 6).
  if (delivery && options.courier?.tip.kind === 'preset' && options.courier.tip.percent > 0) extra.tip_percent = options.courier.tip.percent;
  const param: OrderParam['param'] = {
    venue_id: venue.id,
    category_type: categoryType,
    source: options.tableMode ? ORDER_SOURCE_TABLE : ORDER_SOURCE_DEFAULT,
    type: options.type ?? ORDER_TYPE.onlinePay,
    status: 1,
    action: options.version === undefined ? 'create' : 'edit',
    staff_id: options.staffId ?? 0,
    validtime,
    ...orderFees(p),
    carts: p.carts.map(toContractLine),
    payments: p.payments,
    extra: JSON.stringify(extra),
  };
  if (options.version !== undefined) param.version = options.version;
  if (delivery && options.courier) {
    const c = options.courier;
    const surcharge = p.breakdown.deliverySurcharge;
    param.shipping = {
      ...c.address,
      method: Number(venue.config.delivery_method),
      delivery_id: c.deliveryId,
      quote: c.quote,
      tips: p.feetips,
      surcharge,
      fee: courierAddressFee(c.quote, p.feetips, surcharge),
    };
  } else if (delivery && cart.address) {
    param.shipping = {
      city: cart.address.city,
      state: cart.address.state,
      postcode: cart.address.postcode,
      geo_id: cart.address.geo_id,
      // The full address once the diner gave a street (the server checks it against the zones).
      ...(cart.address.street1 ? { street1: cart.address.street1, street2: cart.address.street2 ?? '', instructions: cart.address.instructions ?? '' } : {}),
      country: venue.country || 'AU',
      ...(options.contact?.phone ? { firstname: options.contact.firstname, lastname: options.contact.lastname, phone: options.contact.phone } : {}),
      method: Number(venue.config.delivery_method) || 1,
      fee: p.breakdown.deliveryFee,
      quote: 0,
      tips: 0,
      surcharge: 0,
    };
  }
  return ok({ param, priced: p });
}

/**
 * What a refused orderEdit from checkout means (storefront.md §8 "Order submit from the menu page";
 * orders-and-payments.md §8.2, §8.3), by the failure's `extensions.code`:
 * - INVALID_TOKEN ('invalid token'): the session is cleared and the login-or-guest choice reopens;
 * - FORBIDDEN ('forbidden'): 'This order has been placed' — OK clears the cached order and refreshes;
 * - PAYING ('Paying'): 'This order is pending payment, you can cancel the payment if…' — OK opens the order;
 * - EXIST_ALREADY ('exist already', outside table mode): 'Sorry for the inconvenience' with the server message;
 * - anything else: 'Sorry for the inconvenience' with the §8.2 mapping (`mapApiError`: 'not valid' →
 *   place failed, 'store closed' / 'out of time' → reschedule, 'out of stock' …).
 */
export type SubmitFailure =
  | { kind: 'relogin' }
  | { kind: 'placed' }
  | { kind: 'paying' }
  | { kind: 'sorry'; message: MappedError };

export function mapSubmitFailure(failure: ApiFailure, tableMode = false): SubmitFailure {
  const code = failureCode(failure);
  if (code === 'INVALID_TOKEN') return { kind: 'relogin' };
  if (code === 'FORBIDDEN') return { kind: 'placed' };
  if (code === 'PAYING') return { kind: 'paying' };
  if (code === 'EXIST_ALREADY' && !tableMode) return { kind: 'sorry', message: { raw: failure.message } };
  return { kind: 'sorry', message: mapApiError('orderEdit', failure, { tableMode }) };
}
