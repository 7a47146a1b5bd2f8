/**
 * Orders: placing and editing (orderEdit), reading (orderInfo, orderList, orderStatus), moving through
 * the status table (orderOperate) and reviewing (orderComment). orders-and-payments.md §3, §4, §7.1,
 * §7.2; storefront.md §4 "Checkout flow", §5 "Checkout", §7 "Order submission".
 *
 * orderEdit recomputes everything with the same domain functions the browser uses and trusts nothing
 * the client says about money: lines are checked against the current menu (the domain's `findChangedCartItems`
 * and `rebuildLinesFromMenu`: bundle and modifier checks), their names and taxes are rebuilt from the menu, the
 * order is priced with `priceOrder` and every fee the client sent must equal the server's
 * (`verifyClientTotals`, else 'not valid'). Then, in ONE transaction, the coupons with a usage limit
 * are locked and their limit re-checked for the diner (`claimCouponUses`: concurrent orders of one
 * diner cannot both pass it), stock is reserved with conditional atomic updates, and one statement
 * (order-insert.ts) writes the day's sequence number, the order, its lines, coupon entries, redemptions
 * and first status event. An order with nothing to claim or reserve is that statement alone.
 *
 * Idempotency: `param.extra` may carry `client_key` (1–100 characters, e.g. a UUID the client makes per
 * checkout). Sending the same key again — even concurrently — returns the same order: when the order
 * claims coupons, discounts or stock the key is settled before any limit is counted (a
 * transaction-scoped advisory lock on the key, then a look-up, first thing in the write); otherwise the
 * key's unique index refuses the repeat's whole statement and the repeat is answered with the order
 * (a failed pre-check looks the key up again too). A key already used by someone else is 'exist already'.
 */
import { randomFillSync } from 'node:crypto';
import * as s from './schema';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { findChangedCartItems, rebuildLinesFromMenu } from '../../../domain/cart-menu-check';
import { channelsForCategory, menuForChannel } from '../../../domain/channels';
import { canPayInStore, PAY_IN_STORE_ORDER_TYPE } from '../../../domain/fulfilment';
import { checkStreetAddress, isOwnZoneDelivery } from '../../../domain/delivery-address';
import { checkStoreOpen, toVenueLocal } from '../../../domain/opening-hours';
import { isDineIn, latestEvent, ORDER_EVENT, ORDER_SOURCE, PAYMENT_STATUS, PAYMENT_TYPE } from '../../../domain/order-status';
import { orderFees, priceOrder, verifyClientTotals, type ClientOrderParam, type PricedOrder } from '../../../domain/price-order';
import { err, ok, type Result } from '../../../domain/result';
import { checkStockAcrossMenus } from '../../../domain/stock';
import { checkPreorderTime } from '../../../domain/time-slots';
import { checkSpendingLimit } from '../../../domain/totals';
import type { CartLine, CategoryType, Menu, Venue } from '../../../domain/types';
import { checkTipChoice, orderTipChoice, readTipSettings, tipModeFor, type TipChoice } from '../../../domain/tips';
import type { Viewer } from '../accounts';
import { loadViewerUser } from '../accounts';
import { findVenue } from '../catalog';
import { loadMenuForOrder, venueForOrder } from '../catalog';
import { categoryPauseUntil, venueForCategory } from '../../../domain/availability';
import { nowSeconds } from '../../platform/clock';
import { CommitOutcomeUnknownError, isConnectionLost, retryOnConnectionLoss, trackedTransaction } from '../../platform/db/client';
import { insertNewOrder, type NewOrderRows } from './order-insert';
import type { Services } from '../../services';
import { claimCouponUses, loadOrderCoupons, mapCoupon } from './coupons';
import { claimExtraDiscounts, isExtraDiscountId, loadExtraDiscounts, releaseExtraDiscounts } from './discount-sources';
import { courierAddressFee } from '../../../domain/courier-delivery';
import {
  Abort,
  eventsOf,
  lockOrder,
  publishOrderChange,
  publishOrderPlaced,
  releaseOrderHoldings,
  reserveStock,
  toReservation,
  type StockReservation,
} from './orders-events';
import {
  buildOrderView,
  buildStatusPayload,
  canReadOrder,
  readRefusal,
  findOrderById,
  findOrderByTradeid,
  listOrderViews,
  mapLineRow,
  ownedOrdersFilter,
  type OrderListView,
  type OrderRow,
  type OrderView,
} from './orders-store';
import type { StaffPrincipal } from '../accounts';
import { SESSION_KIND } from '../accounts';
import { releaseTenders } from './tenders';
import { claimSlot, nextSlotWithRoom, recordSlotClaim, venueCap, type SlotClaim } from './slot-capacity';
import { cartItemCount } from '../../../domain/cart-totals';
import { slotStartOf, SLOT_SECONDS, type SlotCap } from '../../../domain/slot-capacity';
import { bookingMinutes } from '../../../domain/time-slots';

type Deps = Services;

// ——— input

const int = z.number().int().safe();
const money = int.min(0);
const str = (max: number) => z.string().max(max);

const cartLineSchema = z.object({
  id: int.default(0),
  status: int.default(1),
  store_id: int.default(0),
  menu_id: int.min(1),
  code: str(100).default(''),
  count: int.min(1).max(9_999),
  name: str(300).default(''),
  pid: int.min(0),
  sid: int.min(0).default(0),
  cid: int.default(0),
  gid: int.default(0),
  sequence: int.default(0),
  discount: money.default(0),
  value: money.default(0),
  price: money,
  tid: int.default(0),
  type: int,
  taxes: str(2_000).default('[]'),
  taxtotal: int.default(0),
  taxextra: int.default(0),
  extra: str(2_000).default('{}'),
});

const paymentSchema = z.object({
  id: int.default(0),
  amount: int.default(0),
  platform: int.default(0),
  type: int,
  change: int.default(0),
  pid: int.default(0),
  sid: int.default(0),
  notes: str(2_000).default(''),
});

const shippingValue = z.union([z.string().max(500), z.number(), z.null()]);
const ORDER_SOURCES = Object.values(ORDER_SOURCE);

/** orderEdit's param (orders-and-payments.md §7.2; storefront.md §7). Money in cents, times in seconds. */
export const orderEditParamSchema = z.object({
  feetotal: int.optional(),
  venue_id: int.min(1),
  feediscount: int.optional(),
  feetopay: int.optional(),
  feetax: int.optional(),
  feetaxextra: int.optional(),
  feetaxes: z.string().max(10_000).optional(),
  feedelivery: int.optional(),
  feesurcharge: int.optional(),
  feetips: int.optional(),
  carts: z.array(cartLineSchema).min(1).max(500),
  res: z.array(z.record(z.string(), z.unknown())).max(10).nullish(),
  shipping: z.record(z.string(), shippingValue).nullish(),
  extra: z.string().max(10_000).nullish(),
  status: int.nullish(),
  type: int.min(0).max(99).nullish(),
  action: z.union([z.string().max(20), int]).nullish(),
  /** One of the contract's order sources (30, 40, 41, 51, 71; orders-and-payments.md §9); anything else is 'not valid' {field: 'source'}. */
  source: z.literal(ORDER_SOURCES).nullish(),
  staff_id: int.nullish(),
  category_type: int,
  validtime: int.min(0).nullish(),
  version: int.nullish(),
  payments: z.array(paymentSchema).max(20).nullish(),
});
export type OrderEditParam = z.input<typeof orderEditParamSchema>;
const SHIPPING_KEYS = [
  'city', 'country', 'email', 'firstname', 'lastname', 'phone', 'postcode', 'state', 'street1', 'street2', 'geo_id', 'quote', 'fee', 'tips',
  'surcharge', 'method', 'delivery_id', 'delivery_status', 'delivery_reference', 'driver_name', 'driver_dropoff_phone', 'driver_pickup_phone',
  'pickup_time_estimated', 'dropoff_time_estimated', 'instructions',
];

function parseExtra(extra: string | null | undefined): Result<Record<string, unknown>> {
  if (!extra) return ok({});
  try {
    const v: unknown = JSON.parse(extra);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? ok(v as Record<string, unknown>) : err('NOT_VALID', { field: 'extra' });
  } catch {
    return err('NOT_VALID', { field: 'extra' });
  }
}

/** Maps `findChangedCartItems`' first changed item to the server message. */
function changedItemError(reason: string, line: CartLine): Result<never> {
  if (reason === 'modifierSoldOut' || reason === 'soldOut') return err('OUT_OF_STOCK', { name: line.name, pid: line.pid });
  return err('NOT_VALID', { field: 'carts', reason, name: line.name });
}

/** Domain pricing failures as the contract's server messages. */
function pricingError(e: Exclude<Result<PricedOrder>, { ok: true }>): Result<never> {
  switch (e.code) {
    case 'COUPON_SCOPE_MISMATCH':
      return err('USER_ONLY', { ...(e.params ?? {}), reason: 'scope' });
    case 'COUPON_OUTSIDE_VALIDITY':
    case 'COUPON_MINIMUM_NOT_MET':
    case 'BAD_INPUT':
      return err('NOT_VALID', { ...(e.params ?? {}), reason: e.code });
    default:
      return e;
  }
}

// ——— ids

/**
 * `n` bytes from the CSPRNG as hex or base64url, drawn from a 4 KB buffer it refills (one system call
 * per ~120 orders, as Node's `randomUUID` keeps a cache of 128): each byte is used once.
 */
const entropy = Buffer.alloc(4096);
let entropyAt = entropy.length;
function randomText(n: number, encoding: 'hex' | 'base64url'): string {
  if (entropyAt + n > entropy.length) {
    randomFillSync(entropy);
    entropyAt = 0;
  }
  const text = entropy.toString(encoding, entropyAt, entropyAt + n);
  entropyAt += n;
  return text;
}

/** 'P' + venue-local YYMMDD (7 characters, the part the transaction id hides) + 128 random bits in hex. */
export function newTradeid(localDate: string): string {
  return `P${localDate.replaceAll('-', '').slice(2)}${randomText(16, 'hex')}`;
}

/** 144 random bits, base64url (24 characters). */
const newInvoiceCode = () => randomText(18, 'base64url');

function isUniqueViolation(e: unknown, constraint: string): boolean {
  for (let x: any = e; x; x = x.cause) {
    if (x.code === '23505' && (!x.constraint || x.constraint === constraint || String(x.message ?? '').includes(constraint))) return true;
    if (String(x.message ?? '').includes(constraint) && String(x.message ?? '').includes('duplicate')) return true;
  }
  return false;
}

// ——— orderEdit

interface PreparedOrder {
  venue: Venue;
  param: z.infer<typeof orderEditParamSchema>;
  extra: Record<string, unknown>;
  priced: PricedOrder;
  reservation: StockReservation;
  couponIds: number[];
  /** Extra discounts (negative pids, discount-sources.ts), claimed inside the write. */
  discountIds: number[];
  categoryName: string;
  validtime: number;
  shipping: Record<string, unknown>;
  /** The venue's cap for this fulfilment type (issue 23 item 5), null when it is not capped. */
  slotCap: SlotCap | null;
}

/** Everything orderEdit decides before writing (pure reads). */
async function prepareOrder(deps: Deps, viewer: Viewer, input: unknown, editing: OrderRow | null, now: number, options: EditOrderOptions = {}): Promise<Result<PreparedOrder>> {
  const parsed = orderEditParamSchema.safeParse(input);
  if (!parsed.success) return err('NOT_VALID', { field: parsed.error.issues[0]?.path.join('.') ?? 'param' });
  const param = parsed.data;
  const extra = parseExtra(param.extra);
  if (!extra.ok) return extra;
  if (param.status !== null && param.status !== undefined && param.status !== 0 && param.status !== PAYMENT_STATUS.unpaid) return err('NOT_VALID', { field: 'status' });
  if (param.carts.some((l) => l.status !== 1)) return err('NOT_VALID', { field: 'carts.status' });
  const source = param.source ?? ORDER_SOURCE.default;
  if ((param.payments ?? []).some((p) => p.type !== PAYMENT_TYPE.coupon)) return err('NOT_VALID', { field: 'payments.type' });
  if (editing && editing.venueId !== param.venue_id) return err('NOT_VALID', { field: 'venue_id' });

  const venue = await venueForOrder(deps.db, param.venue_id);
  if (!venue) return err('NOT_FOUND');
  const category = venue.order_categories.find((c) => c.type === param.category_type);
  if (!category) return err('NOT_VALID', { field: 'category_type' });
  // Only the tenders that fit the fulfilment (issue 27): a delivered order is not paid at the counter.
  if (param.type === PAY_IN_STORE_ORDER_TYPE && !canPayInStore(param.category_type)) return err('NOT_VALID', { field: 'type' });

  // Open at the order time (storefront.md §4 "Checkout flow" step 5), and not paused by staff for this
  // fulfilment type at that time (issue 23 item 4).
  const validtime = param.validtime ?? 0;
  const pausedUntil = categoryPauseUntil(venue, param.category_type);
  if (pausedUntil > (validtime > 0 ? validtime : now)) return err('ORDERING_PAUSED', { type: param.category_type, until: pausedUntil });
  if (validtime > 0) {
    if (!venue.capability.some((c) => c.cap === 'reservation')) return err('OUT_OF_TIME', { reason: 'noPreorder' });
    const t = checkPreorderTime(venueForCategory(venue, param.category_type), validtime, now, param.category_type);
    if (!t.ok) return t;
  } else {
    const open = checkStoreOpen(venue, now, { categoryType: param.category_type, tableOrder: isDineIn(param.category_type) });
    if (!open.ok) return open;
  }

  // Lines against the current menus.
  const lines = param.carts as CartLine[];
  const menuIds = [...new Set(lines.map((l) => l.menu_id))];
  const menus = new Map<number, Menu>();
  for (const id of menuIds) {
    const menu = await loadMenuForOrder(deps.db, venue.id, id);
    if (!menu || menu.id !== id) return err('NOT_VALID', { field: 'carts.menu_id', reason: 'menuUnavailable' });
    // Items not sold on the order's channel (online, pickup, delivery, table) are not on its menu.
    menus.set(id, channelMenu(menu, channelsForCategory(param.category_type)));
  }
  const changed = findChangedCartItems(lines, [...menus.values()]);
  if (changed.changed.length > 0) return changedItemError(changed.changed[0].reason, changed.changed[0].failed);
  const rebuilt = rebuildLinesFromMenu(lines, menus);
  if (!rebuilt.ok) return rebuilt;

  // Coupons.
  const pids = (param.payments ?? []).filter((p) => p.type === PAYMENT_TYPE.coupon).map((p) => p.pid);
  const couponIds = pids.filter((pid) => !isExtraDiscountId(pid));
  const coupons = await loadOrderCoupons(deps.db, venue.id, couponIds, viewer, editing?.id);
  if (!coupons.ok) return coupons;
  const discountIds = pids.filter(isExtraDiscountId);
  const extraDiscounts = await loadExtraDiscounts(deps, deps.db, discountIds, { ...discountContext(venue, viewer, now), orderId: editing?.id ?? null });
  if (!extraDiscounts.ok) return extraDiscounts;

  // Price with the domain and compare every fee.
  const shippingIn = param.shipping ?? {};
  const num = (v: unknown) => (v === null || v === undefined || v === '' ? undefined : Number(v));
  const scope = isDineIn(param.category_type) || source === 30 ? 'table' : 'online';
  const courierQuote = await storedCourierQuote(deps, venue, param.category_type, shippingIn, editing?.id ?? null);
  if (!courierQuote.ok) return courierQuote;
  // The tip (issue 24 item 3): pickup/takeaway and dine-in follow the venue's tip setting — a preset
  // (`extra.tip_percent`, recomputed here) or an amount (`feetips`); delivery keeps the courier's `shipping.tips`.
  const tipMode = tipModeFor(readTipSettings(venue.config as Record<string, unknown>), param.category_type);
  // A courier's preset tip (issue 27 item 6) comes as `extra.tip_percent` too and is recomputed here: the
  // tip the client sent must be that percent of the order's tip base (verifyClientTotals refuses another).
  const courierPreset = tipMode === null && param.category_type === 4 && extra.value.tip_percent !== undefined && extra.value.tip_percent !== null;
  const tip =
    tipMode === null
      ? courierPreset
        ? checkTipChoice('custom', { kind: 'preset', percent: Number(extra.value.tip_percent) })
        : ok<TipChoice>({ kind: 'cents', cents: num(shippingIn.tips) ?? 0 })
      : checkTipChoice(tipMode, orderTipChoice(param.feetips, extra.value.tip_percent));
  if (!tip.ok) return tip;
  const priced = priceOrder({
    lines: rebuilt.value,
    venue,
    categoryType: param.category_type as CategoryType,
    delivery: {
      geoId: num(shippingIn.geo_id),
      quote: courierQuote.value ?? num(shippingIn.quote),
      acceptedTopUp: extra.value.deliveryTopUpAccepted === true || (num(shippingIn.surcharge) ?? 0) > 0,
    },
    coupons: [...coupons.value.map(mapCoupon), ...extraDiscounts.value],
    tip: tip.value,
    scope,
    now,
  });
  if (!priced.ok) return pricingError(priced);
  const verified = verifyClientTotals(param as ClientOrderParam, priced.value);
  if (!verified.ok) return verified;
  const courierFee = checkCourierShipping(shippingIn, courierQuote.value, priced.value.breakdown.deliverySurcharge, priced.value.feetips);
  if (!courierFee.ok) return courierFee;
  const limit = checkSpendingLimit(priced.value.feetopay, extra.value);
  if (!limit.ok) return limit;

  // Stock (the database has the last word inside the transaction).
  const stock = checkStockAcrossMenus(priced.value.carts, menus);
  if (!stock.ok) return stock;

  // The full own-zone address (issue 23 item 8): checked whenever a street is sent (the order page's
  // address box, a staff phone order) or required by the caller; stored trimmed.
  let street: Record<string, string> = {};
  if (isOwnZoneDelivery(param.category_type, venue.config.delivery_method) && (options.requireStreet || 'street1' in shippingIn)) {
    const checked = checkStreetAddress(venue.deliveries, shippingIn);
    if (!checked.ok) return checked;
    street = { street1: checked.value.street1, street2: checked.value.street2, instructions: checked.value.instructions };
  }
  const shipping = { ...Object.fromEntries(SHIPPING_KEYS.filter((k) => shippingIn[k] !== undefined && shippingIn[k] !== null).map((k) => [k, shippingIn[k]])), ...street };
  return ok({
    venue,
    param,
    extra: extra.value,
    priced: priced.value,
    reservation: toReservation(stock.value),
    couponIds,
    discountIds,
    categoryName: category.name,
    validtime,
    shipping,
    slotCap: venueCap(venue, param.category_type),
  });
}

const channelMenus = new WeakMap<Menu, Map<number, Menu>>();

/**
 * `menuForChannel(menu, channels)`, kept per menu object: `loadMenuForOrder` hands the same menu to
 * placements while its stock does not move, so they share the filtered menu too (and with it the
 * domain's per-menu indexes). Menus are read-only.
 */
function channelMenu(menu: Menu, channels: number): Menu {
  let byChannels = channelMenus.get(menu);
  if (!byChannels) channelMenus.set(menu, (byChannels = new Map()));
  let out = byChannels.get(channels);
  if (!out) byChannels.set(channels, (out = menuForChannel(menu, channels)));
  return out;
}

/** What an extra discount source is asked about (discount-sources.ts). */
function discountContext(venue: Venue, viewer: Viewer, now: number) {
  return { venueId: venue.id, venueCode: venue.code, userId: viewer.userId, now };
}

/**
 * A courier order's stored quote (the app's `deliveryFee` extension point, supplied by delivery),
 * undefined for other orders or when no source is registered; the client's `shipping.quote` must equal it ('not valid' {field: 'shipping.quote'}).
 */
async function storedCourierQuote(deps: Deps, venue: Venue, categoryType: number, shippingIn: Record<string, unknown>, orderId: number | null): Promise<Result<number | undefined>> {
  const method = Number(venue.config.delivery_method);
  const source = deps.hooks.deliveryFee.get();
  if (categoryType !== 4 || (method !== 21 && method !== 22) || !source) return ok(undefined);
  const stored = await source(deps.db, { venueId: venue.id, method, shipping: shippingIn, orderId });
  if (!stored.ok) return stored;
  if (Number(shippingIn.quote) !== stored.value.quote) return err('NOT_VALID', { field: 'shipping.quote', expected: stored.value.quote, received: String(shippingIn.quote ?? 'missing') });
  return ok(stored.value.quote);
}

/** A courier order's `shipping.fee` must be quote + tip + surcharge (§7.5), else 'not valid' {field: 'shipping.fee'}. */
function checkCourierShipping(shippingIn: Record<string, unknown>, quote: number | undefined, surcharge: number, tips: number): Result<null> {
  if (quote === undefined) return ok(null);
  // The courier's tip is the order's tip (a recomputed preset included).
  if (Number(shippingIn.tips ?? 0) !== tips) return err('NOT_VALID', { field: 'shipping.tips', expected: tips, received: String(shippingIn.tips ?? 'missing') });
  const expected = courierAddressFee(quote, Number(shippingIn.tips ?? 0), surcharge);
  if (Number(shippingIn.fee) !== expected) return err('NOT_VALID', { field: 'shipping.fee', expected, received: String(shippingIn.fee ?? 'missing') });
  return ok(null);
}

/** What a caller inside the server adds to orderEdit's checks. */
export interface EditOrderOptions {
  /** An own-zone delivery must carry its full street address (staff phone orders; issue 23 item 8). */
  requireStreet?: boolean;
}

/** The result of orderEdit: the order's row id and trade id. */
export interface OrderEditResult {
  id: number;
  tradeid: string;
  /** An ASAP order whose slot was full: the time (seconds) it moved to, the first slot with room (issue 23 item 5). */
  movedTo?: number;
}

/**
 * orderEdit(id, param): places a new order (`id` absent or 0) or edits the viewer's unpaid order `id`.
 * See the module note for the checks. Errors (server messages): 'invalid token' (no session),
 * 'not valid' (bad input, a price or total that differs from the server's, a stale `version`, a
 * tampered status, a pay-in-store `type` 1 for a delivery order {field: 'type'}), 'not found' (venue, or an order the viewer cannot read), 'store closed',
 * 'out of time', 'out of stock', 'user only' / 'exist already' (coupons), 'Paying' (a payment is
 * pending), 'forbidden' (the order can no longer be edited), 'exist already' (client key of another
 * owner). A lost database connection is retried (see below); if it persists, the thrown error is
 * answered 'network busy' by the GraphQL layer.
 * Spec: orders-and-payments.md §7.2, §8.2, §8.3; storefront.md §4 "Checkout flow", §7.
 */
export async function editOrder(deps: Deps, viewer: Viewer | null, id: number | null | undefined, input: unknown, options: EditOrderOptions = {}): Promise<Result<OrderEditResult>> {
  // A lost database connection (failover, restart, terminated session) before the commit rolled
  // everything back, so the whole use case runs again (reads, then the write; events are published
  // after the commit). A loss during COMMIT is retried only for a new order with a client key, whose
  // look-up answers the order if it did commit. What still fails is answered 'network busy'.
  const idempotent = !(id && id > 0) && Boolean(clientKeyOf(input));
  return retryOnConnectionLoss(() => editOrderOnce(deps, viewer, id, input, options), { idempotent });
}

async function editOrderOnce(deps: Deps, viewer: Viewer | null, id: number | null | undefined, input: unknown, options: EditOrderOptions): Promise<Result<OrderEditResult>> {
  if (!viewer) return err('INVALID_TOKEN');
  if (viewer.kind === SESSION_KIND.payByLink) return err('FORBIDDEN');
  const now = nowSeconds(deps.clock);
  const clientKey = clientKeyOf(input);
  if (clientKey === false) return err('NOT_VALID', { field: 'extra.client_key' });

  // A new order's client key is looked up once, inside the write after its advisory lock (a repeat
  // whose first attempt committed is answered there), or after a failed pre-check below.
  let editing: OrderRow | null = null;
  if (id && id > 0) {
    editing = await findOrderById(deps.db, id);
    if (!editing || !canReadOrder(editing, viewer)) return err('NOT_FOUND');
  }
  if (editing) {
    const blocked = await editBlocker(deps, editing, (input as { version?: unknown })?.version);
    if (blocked) return blocked;
  }

  const prepared = await prepareOrder(deps, viewer, input, editing, now, options);
  if (!prepared.ok) {
    // The client key decides before any limit: a concurrent attempt with the same key may have
    // committed since the look-up above, and its coupon redemptions and stock then count against this
    // one ('exist already', 'out of stock'). Its order is the answer.
    if (!editing && clientKey) {
      const existing = await findByClientKey(deps, clientKey, viewer);
      if (existing) return existing;
    }
    return prepared;
  }
  const p = prepared.value;

  try {
    // The diner's row: a new order copies its contact in the write itself (order-insert.ts); an edit
    // and coupon limits read it here.
    const result = editing
      ? await writeEdit(deps, viewer, await loadViewerUser(deps.db, viewer), editing, p, now)
      : await writeNew(deps, viewer, p, clientKey || null, now);
    if (editing) void publishOrderChange(deps, result.id, 'edited');
    else publishOrderPlaced(deps, { venueId: p.venue.id, tradeid: result.tradeid, status: PAYMENT_STATUS.unpaid });
    return ok(result);
  } catch (e) {
    // Another attempt with the same client key committed first (writeNew settles the key first).
    if (e instanceof KeyTaken) return e.result;
    if (e instanceof Abort) return withNextSlot(deps, p, e.result, now);
    if (clientKey && isUniqueViolation(e, 'orders_client_key_uq')) {
      const existing = await findByClientKey(deps, clientKey, viewer);
      if (existing) return existing;
    }
    throw e;
  }
}

/** Thrown inside writeNew when the client key already names an order: its answer (that order, or 'exist already'). */
class KeyTaken extends Error {
  constructor(readonly result: Result<OrderEditResult>) {
    super('client key taken');
    this.name = 'KeyTaken';
  }
}

/** The client key of a param (string), '' when none, false when malformed. */
function clientKeyOf(input: unknown): string | false {
  const raw = (input as { extra?: unknown })?.extra;
  if (typeof raw !== 'string' || !raw) return '';
  const extra = parseExtra(raw);
  if (!extra.ok) return '';
  const key = extra.value.client_key;
  if (key === undefined || key === null || key === '') return '';
  return typeof key === 'string' && key.length <= 100 ? key : false;
}

async function findByClientKey(deps: Deps, clientKey: string, viewer: Viewer): Promise<Result<OrderEditResult> | null> {
  const [row] = await deps.db.select().from(s.orders).where(eq(s.orders.clientKey, clientKey)).limit(1);
  if (!row) return null;
  return canReadOrder(row, viewer) ? ok({ id: row.id, tradeid: row.tradeid }) : err('EXIST_ALREADY');
}

/**
 * Why an existing order cannot be edited now, or null: 'Paying' while a payment is pending (§8.3: 'This
 * order is pending payment…'); 'forbidden' once it is paid (or canceled, refunded) or once the venue
 * moved it past 'placed' (accepted, refused… — the kitchen has it); 'not valid' for a stale version.
 * Spec: orders-and-payments.md §4.6, §8.2, §8.3.
 */
async function editBlocker(deps: Deps, order: OrderRow, version: unknown): Promise<Result<never> | null> {
  // The payments module says whether a payment is pending (the app's `paymentRecords` extension point).
  const pending = (await deps.hooks.paymentRecords.get()?.hasPendingPayment(deps.db, order.id)) ?? false;
  if (pending || order.status === PAYMENT_STATUS.paying) return err('PAYING');
  if (order.status !== PAYMENT_STATUS.unpaid) return err('FORBIDDEN');
  if (latestEvent(await eventsOf(deps.db, order.id))?.status !== ORDER_EVENT.placed) return err('FORBIDDEN');
  if (version !== order.version) return err('NOT_VALID', { field: 'version', expected: order.version });
  return null;
}

function orderValues(p: PreparedOrder, viewerUser: { firstname: string; lastname: string; phone: string; email: string } | null) {
  const { priced, param } = p;
  const notes = typeof p.extra.orderNotes === 'string' ? p.extra.orderNotes.slice(0, 1000) : '';
  const extra: Record<string, unknown> = { ...p.extra };
  // The group account is the server's to set (table orders, table-orders.ts), never the client's (issue 26 item 11).
  delete extra.groupAccount;
  if (priced.breakdown.deliverySurcharge > 0) extra.deliverySurcharge = priced.breakdown.deliverySurcharge;
  if (priced.breakdown.serviceSurcharge.amount > 0) {
    extra.serviceSurchargeRate = Number(p.venue.config.service_surcharge_rate);
    extra.serviceSurchargeName = priced.breakdown.serviceSurcharge.name;
  }
  return {
    type: param.type ?? 2,
    source: param.source ?? 40,
    categoryType: param.category_type,
    categoryName: p.categoryName,
    ...orderFees(priced),
    notes,
    extra,
    shipping: p.shipping,
    customer: viewerUser ? { firstname: viewerUser.firstname, lastname: viewerUser.lastname, phone: viewerUser.phone, email: viewerUser.email } : {},
    validtime: p.validtime,
    staffId: param.staff_id ?? 0,
    stockReserved: p.reservation,
    stockReleased: false,
  };
}

async function writeLines(tx: Services['db'], orderId: number, p: PreparedOrder, userId: number | null, now: number) {
  await tx.insert(s.orderLines).values(
    p.priced.carts.map((l, position) => mapLineRow(orderId, l, position)),
  );
  if (p.priced.payments.length) {
    await tx.insert(s.orderPayments).values(p.priced.payments.map((x) => ({ orderId, amount: x.amount, change: x.change, platform: x.platform, type: x.type, pid: x.pid, sid: x.sid, notes: x.notes })));
  }
  if (p.couponIds.length) {
    await tx.insert(s.couponRedemptions).values(p.couponIds.map((couponId) => ({ couponId, orderId, userId, createdAt: now })));
  }
}

type DinerRow = Awaited<ReturnType<typeof loadViewerUser>>;

/**
 * Writes a new order. With nothing to claim or reserve (no coupon, no extra discount, no stock
 * counter) it is ONE statement (`insertNewOrder`: sequence number, order, lines, payments, first
 * event), atomic by itself; a repeat of a client key that committed meanwhile fails on the key's unique
 * index, rolled back whole, and is answered with that order by the caller. Otherwise one transaction:
 * the client key settled first (attempts with one key queue on its advisory lock and a later one finds
 * the order the first committed before it counts any coupon use or stock), then the coupon locks and
 * stock counters (taken before the sequence row lock: no lock cycles), the same statement, and the
 * extra discounts that need the order's id.
 */
async function writeNew(deps: Deps, viewer: Viewer, p: PreparedOrder, clientKey: string | null, now: number): Promise<OrderEditResult> {
  const local = toVenueLocal(now, String(p.venue.config.timezone));
  const { customer: _fromTheWrite, ...values } = orderValues(p, null);
  const rows: NewOrderRows = {
    customerOf: viewer.userId,
    order: {
      ...values,
      tradeid: newTradeid(local.date),
      venueId: p.venue.id,
      venueCode: p.venue.code,
      userId: viewer.userId,
      sessionId: viewer.sessionId,
      tableId: viewer.kind === SESSION_KIND.table ? viewer.tableId : null,
      seqDay: local.date,
      status: PAYMENT_STATUS.unpaid,
      version: 1,
      clientKey,
      invoiceCode: newInvoiceCode(),
      createdAt: now,
      updatedAt: now,
    },
    lines: p.priced.carts.map((l, position) => {
      const { orderId: _orderId, ...line } = mapLineRow(0, l, position);
      return line;
    }),
    payments: p.priced.payments.map((x) => ({ amount: x.amount, change: x.change, platform: x.platform, type: x.type, pid: x.pid, sid: x.sid, notes: x.notes })),
    couponIds: p.couponIds,
    userId: viewer.userId,
    day: local.date,
    now,
  };
  const r = p.reservation;
  const holdsNothing = !p.slotCap && p.couponIds.length === 0 && p.discountIds.length === 0 && r.products.length + r.variants.length + r.modifiers.length + r.ingredients.length === 0;
  if (holdsNothing) {
    try {
      return await insertNewOrder(deps.db, rows);
    } catch (e) {
      // The statement was its own transaction: a connection lost while it ran leaves its outcome unknown.
      if (isConnectionLost(e)) throw new CommitOutcomeUnknownError(e);
      throw e;
    }
  }
  return trackedTransaction(deps.db, async (tx) => {
    if (clientKey) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`platter:order-key:${clientKey}`}))`);
      const existing = await findByClientKey({ ...deps, db: tx }, clientKey, viewer);
      if (existing) throw new KeyTaken(existing);
    }
    const coupons = await claimCouponUses(tx, p.couponIds, p.couponIds.length ? await loadViewerUser(tx, viewer) : null);
    if (!coupons.ok) throw new Abort(coupons);
    await reserveStock(tx, p.reservation);
    // The slot's row lock is taken after the stock counters and before the sequence row, in every placement.
    const slot = p.slotCap ? await claimOrderSlot(tx, p, p.slotCap, now) : null;
    if (slot?.movedTo) {
      rows.order.validtime = slot.movedTo;
      rows.order.extra = { ...(rows.order.extra as Record<string, unknown>), asapMovedTo: slot.movedTo };
    }
    const order = await insertNewOrder(tx, rows);
    if (slot) await recordSlotClaim(tx, order.id, slot.claim);
    const discounts = await claimExtraDiscounts(deps, tx, p.discountIds, order.id, discountContext(p.venue, viewer, now));
    if (!discounts.ok) throw new Abort(discounts);
    return slot?.movedTo ? { ...order, movedTo: slot.movedTo } : order;
  });
}

/** How many 15-minute slots past its own an ASAP order may move to (4 hours). */
const ASAP_SLOT_REACH = 16;

/** The slot an order counts toward: its pre-order time's, or for ASAP the slot its earliest ready time falls in. */
function orderSlotStart(p: PreparedOrder, now: number): number {
  if (p.validtime > 0) return slotStartOf(p.validtime);
  const { min } = bookingMinutes(p.venue.config, p.param.category_type);
  return slotStartOf(Math.max(now, p.venue.pauseuntil) + min * 60);
}

/**
 * Claims the order's place in its slot inside the placing transaction (slot-capacity.ts `claimSlot`).
 * A pre-order whose slot is full aborts with SLOT_FULL {slot} (the caller adds the next slot with room);
 * an ASAP order moves to the first later slot with room the venue takes orders at (within
 * ASAP_SLOT_REACH slots), answered as `movedTo` (seconds), or aborts with SLOT_FULL when none.
 * Spec: issue 23 item 5; storefront.md §5 slots.
 */
async function claimOrderSlot(tx: Services['db'], p: PreparedOrder, cap: SlotCap, now: number): Promise<{ claim: SlotClaim; movedTo: number | null }> {
  const load = { items: cartItemCount(p.priced.carts), subtotal: p.priced.feetotal };
  const first = orderSlotStart(p, now);
  const claimAt = (slotStart: number): SlotClaim => ({ venueId: p.venue.id, categoryType: p.param.category_type, slotStart, ...load });
  if (await claimSlot(tx, claimAt(first), cap)) return { claim: claimAt(first), movedTo: null };
  if (p.validtime === 0) {
    for (let k = 1; k <= ASAP_SLOT_REACH; k++) {
      const start = first + k * SLOT_SECONDS;
      if (!checkPreorderTime(p.venue, start, now, p.param.category_type).ok) continue;
      if (await claimSlot(tx, claimAt(start), cap)) return { claim: claimAt(start), movedTo: start };
    }
  }
  throw new Abort(err('SLOT_FULL', { slot: first, asap: p.validtime === 0 ? 1 : 0 }));
}

/** SLOT_FULL with the next slot with room added as `next` (seconds, or null): the diner is offered it. */
async function withNextSlot(deps: Deps, p: PreparedOrder, full: Result<never>, now: number): Promise<Result<never>> {
  if (full.ok || full.code !== 'SLOT_FULL') return full;
  const slot = Number(full.params?.slot ?? orderSlotStart(p, now));
  const next = await nextSlotWithRoom(deps.db, p.venue, p.param.category_type, slot, now, { items: cartItemCount(p.priced.carts), subtotal: p.priced.feetotal });
  return err('SLOT_FULL', { ...full.params, slot, next: next ?? 0 });
}

async function writeEdit(deps: Deps, viewer: Viewer, user: DinerRow, editing: OrderRow, p: PreparedOrder, now: number): Promise<OrderEditResult> {
  return trackedTransaction(deps.db, async (tx) => {
    const locked = await lockOrder(tx, editing.id);
    if (!locked) throw new Abort(err('NOT_FOUND'));
    if (locked.version !== editing.version || locked.status !== PAYMENT_STATUS.unpaid) throw new Abort(err('NOT_VALID', { field: 'version' }));
    if (latestEvent(await eventsOf(tx, locked.id))?.status !== ORDER_EVENT.placed) throw new Abort(err('FORBIDDEN'));
    const coupons = await claimCouponUses(tx, p.couponIds, user, locked.id);
    if (!coupons.ok) throw new Abort(coupons);
    await releaseOrderHoldings(tx, locked, { keepSlot: true });
    // Tenders (gift cards) paid the old total: they are given back; the diner applies them again.
    await releaseTenders(deps, tx, locked, now);
    await releaseExtraDiscounts(deps, tx, locked.id);
    const discounts = await claimExtraDiscounts(deps, tx, p.discountIds, locked.id, discountContext(p.venue, viewer, now));
    if (!discounts.ok) throw new Abort(discounts);
    await tx.delete(s.orderLines).where(eq(s.orderLines.orderId, locked.id));
    await tx.delete(s.orderPayments).where(and(eq(s.orderPayments.orderId, locked.id), eq(s.orderPayments.type, 25)));
    await reserveStock(tx, p.reservation);
    await writeLines(tx, locked.id, p, locked.userId, now);
    const { clientKey: _k, ...values } = { ...orderValues(p, user), clientKey: undefined };
    await tx
      .update(s.orders)
      .set({ ...values, extra: { ...values.extra, ...(locked.clientKey ? { client_key: locked.clientKey } : {}) }, version: locked.version + 1, updatedAt: now })
      .where(eq(s.orders.id, locked.id));
    return { id: locked.id, tradeid: locked.tradeid };
  });
}

// ——— reads

/**
 * orderInfo(tradeid, store_id): the full order for its owner or the venue's staff; 'forbidden' for a
 * pay-by-link session asking for another order and a table session asking for an unjoined sitting of
 * its own table (`readRefusal`: the browser shows the not-allowed page); 'not found' for anyone else
 * and for unknown trade ids alike. Spec: orders-and-payments.md §3.2, §7.1; storefront.md §2.1.
 */
export async function getOrderInfo(deps: Pick<Services, 'db' | 'hooks'>, viewer: Viewer | null, staff: StaffPrincipal | null, tradeid: string, storeId?: number | null): Promise<Result<OrderView>> {
  const order = await findOrderByTradeid(deps.db, tradeid);
  if (!order) return err('NOT_FOUND');
  // FORBIDDEN when the session is scoped to this order's place but not to it (the not-allowed page).
  if (!canReadOrder(order, viewer, staff)) return err(readRefusal(order, viewer));
  return ok(await buildOrderView(deps, order, storeId));
}

/**
 * orderList(count, index, venue_code): the viewer's orders, newest first; `count` capped at 100.
 * Errors: 'invalid token' without a session; 'not found' for an unknown venue code.
 * Spec: orders-and-payments.md §2.2, §3.1, §7.1.
 */
export async function listOrders(deps: Pick<Services, 'db' | 'hooks'>, viewer: Viewer | null, count: number, index: number, venueCode?: string | null): Promise<Result<OrderListView[]>> {
  if (!viewer) return err('INVALID_TOKEN');
  let venueFilter;
  if (venueCode) {
    const venue = await findVenue(deps.db, venueCode);
    if (!venue) return err('NOT_FOUND');
    venueFilter = eq(s.orders.venueId, venue.id);
  }
  const where = and(ownedOrdersFilter(viewer), venueFilter);
  return ok(await listOrderViews(deps, where, Math.min(Math.max(count, 0), 100), Math.max(index, 0)));
}

/** orderStatus(tradeid): status, events and delivery fields, for the owner or staff. Errors: NOT_FOUND. */
export async function getOrderStatus(deps: Pick<Services, 'db'>, viewer: Viewer | null, staff: StaffPrincipal | null, tradeid: string) {
  const order = await findOrderByTradeid(deps.db, tradeid);
  if (!order || !canReadOrder(order, viewer, staff)) return err('NOT_FOUND');
  return ok(await buildStatusPayload(deps.db, order));
}

/** Whether the viewer may subscribe to an order's status (the same rule as reading it). */
export async function canWatchOrder(deps: Pick<Services, 'db'>, viewer: Viewer | null, staff: StaffPrincipal | null, tradeid: string): Promise<boolean> {
  const order = await findOrderByTradeid(deps.db, tradeid);
  return !!order && canReadOrder(order, viewer, staff);
}

// ——— orderComment

const reviewSchema = z.object({
  comments: z.string().max(2_000).nullish(),
  env: int.min(0).max(100).nullish(),
  general: int.min(0).max(100).nullish(),
  service: int.min(0).max(100).nullish(),
  taste: int.min(0).max(100).nullish(),
  time: int.min(0).max(100).nullish(),
});

/**
 * orderComment(id = tradeid, param): the owner's review, ratings 0–100 (stars × 20); a second review
 * replaces the first. Errors: NOT_FOUND, NOT_VALID (ratings out of range).
 * Spec: orders-and-payments.md §2.10, §3.13, §5.6, §7.2.
 */
export async function commentOrder(deps: Pick<Services, 'db' | 'clock'>, viewer: Viewer | null, tradeid: string, input: unknown): Promise<Result<boolean>> {
  const order = await findOrderByTradeid(deps.db, tradeid);
  if (!order || !canReadOrder(order, viewer)) return err('NOT_FOUND');
  const parsed = reviewSchema.safeParse(input ?? {});
  if (!parsed.success) return err('NOT_VALID', { field: parsed.error.issues[0]?.path.join('.') ?? 'param' });
  const r = parsed.data;
  const values = {
    orderId: order.id,
    userId: viewer?.userId ?? null,
    comments: r.comments ?? '',
    env: r.env ?? 0,
    general: r.general ?? 0,
    service: r.service ?? 0,
    taste: r.taste ?? 0,
    time: r.time ?? 0,
    createdAt: nowSeconds(deps.clock),
  };
  await deps.db.insert(s.orderReviews).values(values).onConflictDoUpdate({ target: s.orderReviews.orderId, set: values });
  return ok(true);
}

/** The venue's latest orders (newest first, at most `limit`) for the staff console, in the detail form. */
export async function staffOrders(deps: Pick<Services, 'db' | 'hooks'>, staff: StaffPrincipal, limit = 60): Promise<OrderView[]> {
  const rows = await deps.db
    .select()
    .from(s.orders)
    .where(eq(s.orders.venueId, staff.venueId))
    .orderBy(sql`${s.orders.createdAt} desc, ${s.orders.id} desc`)
    .limit(limit);
  return Promise.all(rows.map((r) => buildOrderView(deps, r)));
}
