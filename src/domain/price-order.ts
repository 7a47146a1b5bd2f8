/**
 * Order pricing: the one entry point that turns cart lines, the venue's settings, the fulfilment,
 * coupons and a tip into every fee field of `orderEdit`'s param. The browser calls it to show the
 * totals; the server calls the same function on the submitted order and rejects the order when
 * `verifyClientTotals` finds a field that differs.
 *
 * Steps, each at a named rounding point:
 * 1. items (`feetotal`) = Σ round(price × count) over every line (bundle children and modifiers
 *    included, by the cart-line conventions of `types.ts`);
 * 2. coupons are checked (scope, validity window in the venue timezone, minimum order against the
 *    items) and applied in sorted order to the items → `feediscount`, one payment entry (type 25) each;
 *    the discount is allocated to the lines by largest remainder in proportion to their totals;
 * 3. service surcharge = round((items − discount) × rate) → `feesurcharge`;
 * 4. delivery (category 4 only): own zones → zone fee (0 when free is reached) + accepted top-up;
 *    couriers → quote + round(quote × delivery_surcharge_rate + delivery_surcharge_fixed)
 *    → `feedelivery`;
 * 5. taxes on each line's total after its discount (bundles split by groupRate), plus misc taxes on
 *    the surcharge and delivery → `feetax` (all tax), `feetaxextra` (non-inclusive tax), `feetaxes`,
 *    and each line's `taxtotal`/`taxextra`;
 * 6. tip on the total before discounts (items + surcharge + delivery + non-inclusive tax) → `feetips`;
 * 7. `feetopay` = items + surcharge + delivery − discount + non-inclusive tax + tips, floored at 0.
 *
 * Spec: storefront.md §7 "Order submission", §9 "Pricing"; orders-and-payments.md §3.3, §3.7, §7.2, §9.
 */
import { applyCoupons, checkCoupon, couponPaymentEntry, sortCoupons, type OrderScope } from './coupons';
import { allocate, roundCents, sumCents } from './money';
import { PAYMENT_TYPE } from './order-status';
import { lineAmount } from './pricing';
import { err, ok, type Result } from './result';
import {
  deliverySurcharge,
  isCourierMethod,
  ownZoneDelivery,
  paymentSurcharge,
  serviceSurcharge,
  DELIVERY_METHOD,
  type ServiceSurcharge,
} from './surcharges';
import {
  cartTaxItems,
  computeTaxes,
  miscTaxRates,
  parseTaxLines,
  MISC_TAX_CATEGORY,
  TAX_ITEM_KIND,
  type TaxItem,
} from './tax';
import { tipAmount, type TipChoice } from './tips';
import { orderSubtotal, orderTotal } from './totals';
import type { CartLine, CategoryType, Cents, Coupon, OrderPayment, TaxLine, Venue } from './types';

/** The delivery category type (storefront.md §9). */
const DELIVERY_CATEGORY = 4;

/** The fulfilment facts pricing needs for a delivery order. */
export interface DeliveryInput {
  /** Own zones (method 1): the address's `geo_id`. */
  geoId?: number;
  /** Own zones: the customer accepted the minimum-order top-up (orders-and-payments.md §5.1). */
  acceptedTopUp?: boolean;
  /** Couriers (methods 21, 22): the quote in cents (courier fee + tax). */
  quote?: number;
}

/** Everything `priceOrder` reads. */
export interface PriceOrderInput {
  /** Every line of the order, as sent in `carts`; prices and `taxes` must already be checked against the menu. */
  lines: readonly CartLine[];
  venue: Pick<Venue, 'config' | 'taxes' | 'payments' | 'deliveries'>;
  categoryType: CategoryType;
  /** Required for delivery (category 4); ignored otherwise. */
  delivery?: DeliveryInput;
  /** The selected coupons (all ticked), in any order. */
  coupons?: readonly Coupon[];
  tip?: TipChoice;
  /** 'table' for a table order, 'online' otherwise (coupon scope). */
  scope: OrderScope;
  /** Seconds since epoch. */
  now: number;
  /** IANA timezone of the venue; default `venue.config.timezone`. */
  timezone?: string;
  /** `pid` of the card payment method, to quote its payment surcharge (not part of `feetopay`). */
  paymentPid?: number;
  /** Cents of payment surcharge already paid on this order. */
  surchargePaid?: number;
}

/** The fee fields of `orderEdit`'s param (orders-and-payments.md §7.2), all integer cents. */
export interface OrderFees {
  /** Items subtotal: Σ price × count over all lines. */
  feetotal: Cents;
  /** Σ coupon discounts (positive cents off). */
  feediscount: Cents;
  /** All tax, inclusive and non-inclusive. */
  feetax: Cents;
  /** Non-inclusive tax: the tax added to the total. */
  feetaxextra: Cents;
  /** JSON string of `TaxLine[]`. */
  feetaxes: string;
  /** Delivery fee + minimum-order top-up + delivery surcharge. */
  feedelivery: Cents;
  /** Service surcharge. */
  feesurcharge: Cents;
  /**
   * Amount due = feetotal + feesurcharge + feedelivery − feediscount + feetaxextra + feetips, floored
   * at 0. Inclusive tax is inside feetotal (and surcharge/delivery) and not added again. The coupon
   * payment entries record the same discounts as feediscount and are not subtracted again. The card
   * payment surcharge is NOT included: it is charged at payment time (`orderPayApply` pay.surcharge).
   */
  feetopay: Cents;
  /** Tip for the driver (sent as `shipping.tips`). */
  feetips: Cents;
}

/** The parts behind the fees, for display and for the order's extra JSON. */
export interface PriceBreakdown {
  /** items + surcharge + delivery. */
  subtotal: Cents;
  serviceSurcharge: ServiceSurcharge;
  /** Zone fee or courier quote. */
  deliveryFee: Cents;
  /** Own zones: (min − items) accepted by the customer. */
  deliveryTopUp: Cents;
  /** Couriers: round(quote × rate + fixed) — the order extra's `deliverySurcharge`. */
  deliverySurcharge: Cents;
  /** Own zones: the matched zone's id. */
  deliveryZoneId?: number;
  /** The base of preset tips: the total before discounts and tips. */
  tipBase: Cents;
  /** Card payment surcharge for `paymentPid` on feetopay (not included in feetopay). */
  paymentSurcharge: Cents;
  /** Inclusive tax inside the prices. */
  taxInclusive: Cents;
}

/** The nine order fees of a priced order (`OrderFees`, cents), without its lines and breakdown: what an order row and orderEdit's param carry. */
export function orderFees(p: OrderFees): OrderFees {
  return {
    feetotal: p.feetotal,
    feediscount: p.feediscount,
    feetax: p.feetax,
    feetaxextra: p.feetaxextra,
    feetaxes: p.feetaxes,
    feedelivery: p.feedelivery,
    feesurcharge: p.feesurcharge,
    feetips: p.feetips,
    feetopay: p.feetopay,
  };
}

/**
 * What is still to pay at a table (storefront.md §4 "Cart line status": lines with status 1 or 21),
 * priced by the server with `priceOrder`: the order fees the diner sees before and between checkouts.
 * Cents.
 */
export type TableBill = Pick<OrderFees, 'feetotal' | 'feediscount' | 'feetax' | 'feetaxextra' | 'feetaxes' | 'feesurcharge' | 'feetopay'>;

/** The priced order. */
export interface PricedOrder extends OrderFees {
  /** The input lines with `discount`, `taxtotal` and `taxextra` filled in (cents; each sums to its fee). */
  carts: CartLine[];
  /** One coupon payment entry (type 25) per applied coupon, in applied order. */
  payments: OrderPayment[];
  taxLines: TaxLine[];
  breakdown: PriceBreakdown;
}

function badInput(field: string): Result<never> {
  return err('BAD_INPUT', { field });
}

function checkLines(lines: readonly CartLine[]): Result<true> {
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (!Number.isFinite(l.count) || l.count < 0) return badInput(`carts[${i}].count`);
    if (!Number.isSafeInteger(l.price) || l.price < 0) return badInput(`carts[${i}].price`);
    if (!Number.isSafeInteger(l.value) || l.value < 0) return badInput(`carts[${i}].value`);
  }
  return ok(true);
}

interface DeliveryCharge {
  fee: Cents;
  topUp: Cents;
  surcharge: Cents;
  zoneId?: number;
}

function priceDelivery(input: PriceOrderInput, items: Cents): Result<DeliveryCharge> {
  const none = roundCents(0);
  if (input.categoryType !== DELIVERY_CATEGORY) return ok({ fee: none, topUp: none, surcharge: none });
  const { config, deliveries } = input.venue;
  const method = Number(config.delivery_method);
  const delivery = input.delivery ?? {};
  if (method === DELIVERY_METHOD.ownZones) {
    if (delivery.geoId === undefined || delivery.geoId === null) return err('DELIVERY_ADDRESS_REQUIRED');
    const zone = ownZoneDelivery(deliveries, delivery.geoId, items, delivery.acceptedTopUp === true);
    if (!zone.ok) return zone;
    return ok({ fee: zone.value.fee, topUp: zone.value.topUp, surcharge: none, zoneId: zone.value.zone.id });
  }
  if (isCourierMethod(method)) {
    if (delivery.quote === undefined || delivery.quote === null) return err('DELIVERY_QUOTE_REQUIRED');
    if (!Number.isSafeInteger(delivery.quote) || delivery.quote < 0) return badInput('delivery.quote');
    const surcharge = deliverySurcharge(delivery.quote, Number(config.delivery_surcharge_rate), Number(config.delivery_surcharge_fixed));
    return ok({ fee: roundCents(delivery.quote), topUp: none, surcharge });
  }
  // Delivery through third-party platforms (a link out) has no fee of ours.
  return ok({ fee: none, topUp: none, surcharge: none });
}

/**
 * Prices an order: every fee field of `orderEdit`'s param, the lines with their discount and taxes,
 * and the coupon payment entries. See the module note for the steps and `OrderFees.feetopay` for
 * exactly what the amount due includes.
 *
 * Errors (as values):
 * - BAD_INPUT `{ field }`: a line with a negative or non-finite count, a price or value that is not a
 *   non-negative integer, unreadable `taxes` JSON; a negative or non-integer courier quote; a tip
 *   preset that is not 0/5/10/15/20 or a tip that is not a number;
 * - COUPON_SCOPE_MISMATCH, COUPON_OUTSIDE_VALIDITY, COUPON_MINIMUM_NOT_MET `{ id, … }` for the first
 *   coupon (in sorted order) that does not apply;
 * - DELIVERY_ADDRESS_REQUIRED, DELIVERY_OUT_OF_RANGE, DELIVERY_TOP_UP_NOT_ACCEPTED
 *   `{ priceMin, priceExtra }`, DELIVERY_QUOTE_REQUIRED for a delivery order;
 * - TIP_NEGATIVE.
 *
 * @param input see `PriceOrderInput`; `now` in seconds since epoch.
 * Spec: storefront.md §7 "Order submission", §9 "Pricing"; orders-and-payments.md §7.2, §9.
 */
export function priceOrder(input: PriceOrderInput): Result<PricedOrder> {
  const { lines, venue } = input;
  const checked = checkLines(lines);
  if (!checked.ok) return checked;

  // 1. items
  const amounts = lines.map(lineAmount);
  const feetotal = sumCents(amounts);

  // 2. coupons
  const timezone = input.timezone || String(venue.config.timezone);
  const context = { scope: input.scope, itemsSubtotal: feetotal, now: input.now, timezone };
  const coupons = sortCoupons(input.coupons ?? []);
  for (const coupon of coupons) {
    const c = checkCoupon(coupon, context);
    if (!c.ok) return c;
  }
  const application = applyCoupons(feetotal, coupons);
  const feediscount = application.discount;
  const lineDiscounts = allocate(feediscount, amounts);

  // 3. service surcharge
  const service = serviceSurcharge(feetotal, feediscount, Number(venue.config.service_surcharge_rate), String(venue.config.service_surcharge_name ?? ''));

  // 4. delivery
  const delivery = priceDelivery(input, feetotal);
  if (!delivery.ok) return delivery;
  const feedelivery = sumCents([delivery.value.fee, delivery.value.topUp, delivery.value.surcharge]);
  const subtotal = orderSubtotal(feetotal, service.amount, feedelivery);

  // 5. taxes
  const netAmounts = amounts.map((a, i) => a - lineDiscounts[i]);
  const lineItems = cartTaxItems(lines, netAmounts);
  if (!lineItems.ok) return lineItems;
  const misc: TaxItem[] = [
    { kind: TAX_ITEM_KIND.misc, amount: service.amount, rates: miscTaxRates(venue.taxes ?? [], MISC_TAX_CATEGORY.surcharge) },
    { kind: TAX_ITEM_KIND.misc, amount: feedelivery, rates: miscTaxRates(venue.taxes ?? [], MISC_TAX_CATEGORY.delivery) },
  ];
  const taxes = computeTaxes([...lineItems.value, ...misc]);
  const perLine = lines.map(() => ({ taxtotal: 0, taxextra: 0 }));
  lineItems.value.forEach((item, k) => {
    perLine[item.line].taxtotal += taxes.items[k].taxtotal;
    perLine[item.line].taxextra += taxes.items[k].taxextra;
  });

  // 6. tip
  const tipBase = sumCents([subtotal, taxes.extra]);
  const tip = tipAmount(input.tip, tipBase, Number(venue.config.monetaryrate) || 1);
  if (!tip.ok) return tip;

  // 7. amount due
  const feetopay = orderTotal({ subtotal, discount: feediscount, taxExtra: taxes.extra, tips: tip.value });
  const method = (venue.payments ?? []).find((p) => p.pid === input.paymentPid);
  const cardSurcharge = paymentSurcharge(method?.surcharge ?? 0, feetopay, input.surchargePaid ?? 0);

  const breakdown: PriceBreakdown = {
    subtotal,
    serviceSurcharge: service,
    deliveryFee: delivery.value.fee,
    deliveryTopUp: delivery.value.topUp,
    deliverySurcharge: delivery.value.surcharge,
    tipBase,
    paymentSurcharge: cardSurcharge,
    taxInclusive: taxes.inclusive,
  };
  if (delivery.value.zoneId !== undefined) breakdown.deliveryZoneId = delivery.value.zoneId;

  return ok({
    feetotal,
    feediscount,
    feetax: taxes.total,
    feetaxextra: taxes.extra,
    feetaxes: JSON.stringify(taxes.lines),
    feedelivery,
    feesurcharge: service.amount,
    feetopay,
    feetips: tip.value,
    carts: lines.map((line, i) => ({
      ...line,
      discount: lineDiscounts[i],
      taxtotal: roundCents(perLine[i].taxtotal),
      taxextra: roundCents(perLine[i].taxextra),
    })),
    payments: application.applied.map(couponPaymentEntry),
    taxLines: taxes.lines,
    breakdown,
  });
}

/** The fee fields of an `orderEdit` param as a client sent them (any may be missing or wrong). */
export interface ClientOrderParam {
  feetotal?: number;
  feediscount?: number;
  feetax?: number;
  feetaxextra?: number;
  feetaxes?: string;
  feedelivery?: number;
  feesurcharge?: number;
  feetopay?: number;
  /** Not in the spec's param; when absent the tip is read from `shipping.tips` (0 when that is absent too). */
  feetips?: number;
  shipping?: { tips?: number } | null;
  carts?: readonly Partial<Pick<CartLine, 'discount' | 'taxtotal' | 'taxextra'>>[] | null;
  payments?: readonly Partial<Pick<OrderPayment, 'type' | 'amount' | 'change' | 'pid' | 'sid'>>[] | null;
}

/** Fee fields compared by `verifyClientTotals`, in this order. */
export const VERIFIED_FEE_FIELDS = [
  'feetotal',
  'feediscount',
  'feesurcharge',
  'feedelivery',
  'feetax',
  'feetaxextra',
  'feetaxes',
  'feetips',
  'feetopay',
] as const;

const taxLineKey = (l: TaxLine) => JSON.stringify([l.attr, l.name, l.rate, l.subTotal, l.tax]);

function sameTaxLines(client: string | undefined, server: readonly TaxLine[]): boolean {
  if (typeof client !== 'string') return false;
  const parsed = parseTaxLines(client);
  if (parsed.length !== server.length) return false;
  const a = parsed.map(taxLineKey).sort();
  const b = server.map(taxLineKey).sort();
  return a.every((k, i) => k === b[i]);
}

function shown(value: unknown): string | number {
  if (value === undefined) return 'missing';
  return typeof value === 'number' || typeof value === 'string' ? value : JSON.stringify(value);
}

function mismatch(field: string, expected: unknown, received: unknown): Result<never> {
  return err('NOT_VALID', { field, expected: shown(expected), received: shown(received) });
}

/**
 * Checks a client's `orderEdit` param against the server's own `priceOrder` result and names the
 * first field that differs, as NOT_VALID `{ field, expected, received }` (server message 'not valid').
 * Order of comparison:
 * 1. `VERIFIED_FEE_FIELDS`: feetotal, feediscount, feesurcharge, feedelivery, feetax, feetaxextra,
 *    feetaxes (the same tax lines in any order), feetips (or `shipping.tips`, else 0), feetopay —
 *    exact integer equality; a missing field differs;
 * 2. `carts`: same number of lines, then per line (in order) discount, taxtotal, taxextra
 *    (field 'carts[i].discount' …);
 * 3. coupon payment entries (type 25, in order): same number, then amount, change, pid, sid
 *    ('payments[i].amount' …).
 * @returns the server-priced order when everything matches.
 * Spec: storefront.md §7 "Order submission"; orders-and-payments.md §7.2, §8.2 ('not valid').
 */
export function verifyClientTotals(clientParam: ClientOrderParam, serverPriced: PricedOrder): Result<PricedOrder> {
  for (const field of VERIFIED_FEE_FIELDS) {
    if (field === 'feetaxes') {
      if (!sameTaxLines(clientParam.feetaxes, serverPriced.taxLines)) return mismatch(field, serverPriced.feetaxes, clientParam.feetaxes);
      continue;
    }
    const received = field === 'feetips' ? (clientParam.feetips ?? clientParam.shipping?.tips ?? 0) : clientParam[field];
    if (received !== serverPriced[field]) return mismatch(field, serverPriced[field], received);
  }

  const carts = clientParam.carts ?? [];
  if (carts.length !== serverPriced.carts.length) return mismatch('carts', serverPriced.carts.length, carts.length);
  for (let i = 0; i < carts.length; i++) {
    for (const f of ['discount', 'taxtotal', 'taxextra'] as const) {
      if (carts[i][f] !== serverPriced.carts[i][f]) return mismatch(`carts[${i}].${f}`, serverPriced.carts[i][f], carts[i][f]);
    }
  }

  const coupons = (clientParam.payments ?? []).filter((p) => p.type === PAYMENT_TYPE.coupon);
  if (coupons.length !== serverPriced.payments.length) return mismatch('payments', serverPriced.payments.length, coupons.length);
  for (let i = 0; i < coupons.length; i++) {
    for (const f of ['amount', 'change', 'pid', 'sid'] as const) {
      if (coupons[i][f] !== serverPriced.payments[i][f]) return mismatch(`payments[${i}].${f}`, serverPriced.payments[i][f], coupons[i][f]);
    }
  }
  return ok(serverPriced);
}
