/**
 * The order detail's view model (orders-and-payments.md §2.4, §2.7, §3.2, §4.1–4.6, §9), pure: the
 * order's lines grouped by store and course, its charges, discount, amount due, tax breakdown and
 * payments, the information rows, the status label and the bottom actions. Texts are message keys
 * (under `orders.*`) or names from the order; money is integer cents.
 */
import { groupCartByCourse, groupCartByStore } from '../../domain/cart';
import { nestModifiers, readLineExtra } from '../../domain/cart-lines';
import { orderNumber, transactionId } from '../../domain/order-number';
import {
  isDineIn,
  isOrderEditable,
  latestEvent,
  ORDER_EVENT,
  orderActions,
  orderStage,
  PAYMENT_STATUS,
  PAYMENT_TYPE,
  paymentStatusKey,
  statusLabel,
  type OrderActionKey,
  type OrderStage,
  type PaymentStatusKey,
  type StatusLabel,
} from '../../domain/order-status';
import { refundedCounts } from '../../domain/refunds';
import { paymentSurcharge } from '../../domain/surcharges';
import { mergeTaxLines, parseTaxLines, taxLineLabel } from '../../domain/tax';
import { LINE_TYPE, type CartLine, type OrderPayment } from '../../domain/types';
import { ORDER_TYPE } from './checkout-flow';
import { localName, type Locale } from '../../i18n';
import { formatAddressLine } from '../../domain/address-format';
import { isCourier } from '../../domain/courier-delivery';
import type { OrderDetail, OrderVenue } from '../api/order-types';

/** A sub-line of an item: a set-menu or combo component ('#') or a modifier ('+'). */
export interface SubLineView {
  prefix: '#' | '+';
  name: string;
  count: number;
  /** Cents: price × count. */
  amount: number;
}

/** One ordered item with its components, modifiers and notes. */
export interface ItemView {
  key: string;
  name: string;
  count: number;
  /** Cents: the head line's price × count. */
  amount: number;
  sub: SubLineView[];
  notes: string;
  /** Cents of discount on the entry's lines (shown in pay-by-link mode). */
  discount: number;
  /** Not yet submitted (line status 1). */
  isNew: boolean;
  /** How many of it were refunded ('Refund x n', §2.4). */
  refunded: number;
}

/** A refund order as the detail page lists it (§2.4 'refund transaction id', §3.2 refund_orders). */
export interface RefundView {
  tradeid: string;
  /** The refund's transaction id (its trade id without the first 7 characters). */
  transactionId: string;
  /** Cents. */
  amount: number;
  invoiceCode: string;
  /** True when this refund completed a full refund (status 3). */
  full: boolean;
}

export interface CourseView {
  sequence: number;
  /** A course name, 'Course N', or none. */
  label: { name: string } | { n: number } | null;
  items: ItemView[];
}

export interface StoreView {
  storeId: number;
  /** Shown only when the order holds more than one store. */
  name: string;
  courses: CourseView[];
}

/** A labelled amount; `labelKey` under `orders.detail`, or a literal `label`. */
export interface AmountRow {
  id: string;
  labelKey?: string;
  label?: string;
  /** Cents. */
  amount: number;
  /** Shown negative (discounts). */
  negative?: boolean;
}

/** A coupon on the order (a type-25 payment entry). */
export interface AppliedCouponView {
  couponId: number;
  name: string;
  shortCode: string;
  /** Cents taken off. */
  amount: number;
  /** The coupon's value (cents for type 2, percent paid otherwise). */
  value: number;
  type: number;
  minimumOrder: number;
}

export interface OrderDetailView {
  tradeid: string;
  orderNumber: string;
  transactionId: string;
  categoryName: string;
  categoryType: number;
  tableName: string;
  guests: number;
  /** Seconds; 0 = ASAP. */
  validtime: number;
  status: StatusLabel;
  paymentKey: PaymentStatusKey;
  paymentStatus: number;
  stage: OrderStage;
  stores: StoreView[];
  multiStore: boolean;
  /** Delivery cost, delivery surcharge, service surcharge (when non-zero), each on its own row after the subtotal. */
  charges: AmountRow[];
  /** The items' subtotal, cents (`feetotal`): no delivery fee, no surcharge (issue 27 item 6). */
  subtotal: number;
  coupons: AppliedCouponView[];
  discount: number;
  tips: number;
  /** What is left to pay now, card surcharge included when it applies. */
  amountDue: number;
  /** A card payment surcharge applies ('Amount Due(inc.SF)'). */
  amountDueWithSurcharge: boolean;
  /** Cents: the card payment surcharge quoted for paying now (unpaid) or paid (paid). */
  paymentSurcharge: number;
  /** The order total before any payment: feetopay. */
  total: number;
  taxedSubtotal: number;
  /**
   * Merged tax lines: `label` 'GST,10%(inc.)' in English; `name` the tax's name in the page's language
   * (the venue tax's name_i18n), `inclusive` whether '(inc.)' follows — the page builds its own label
   * with `taxLineLabel`.
   */
  taxLines: { label: string; name: string; rate: number; attr: number; inclusive: boolean; amount: number }[];
  totalPaid: number;
  totalPaidWithSurcharge: boolean;
  totalRefund: number;
  /** The refund orders, oldest first. */
  refunds: RefundView[];
  notes: string;
  groupAccount: string;
  /** The slot (seconds) an ASAP order was moved to because its slot was full at placing (issue 23 item 5), or null. */
  movedTo: number | null;
  actions: OrderActionKey[];
  /** The diner may still change the order: notes, coupons, items. */
  editable: boolean;
  /** Pay in store was chosen and the order is still unpaid. */
  payInStore: boolean;
  /** The diner may cancel it (unpaid, not yet accepted). */
  cancelable: boolean;
  invoices: { code: string; storeId: number; storeName: string }[];
  /** Delivery address lines, '' when none. */
  address: string;
  delivery: boolean;
  /** Own-zone delivery of an order still editable: the diner may give or change the street, unit and instructions (issue 23 item 8). */
  addressEditable: boolean;
  /** Own-zone delivery of an order still editable, not in pay-by-link mode: the diner may choose one of their saved addresses (§2.4 choose address drawer). */
  addressChoosable: boolean;
  /** The driver's instructions of an own-zone delivery, '' when none. */
  instructions: string;
  parentTradeid: string;
  paytime: number;
  createdAt: number;
  venueCode: string;
  venueName: string;
}

export interface OrderViewOptions {
  payByLink?: boolean;
  /** The page's language: item names in it where the order's lines carry `name_i18n` (default 'en'). */
  locale?: Locale;
}

function readExtra(extra: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(extra || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const lineKey = (l: Pick<CartLine, 'type' | 'tid' | 'pid' | 'sid' | 'gid' | 'menu_id' | 'store_id'>) => `${l.type}:${l.tid}:${l.pid}:${l.sid}:${l.gid}:${l.menu_id}:${l.store_id}`;

/** A line's name in `locale`: its `name_i18n` (orderInfo, our addition) when it has one, else its name. */
const lineName = (l: CartLine & { name_i18n?: string | null }, locale: Locale) => localName(l.name, l.name_i18n, locale);

function itemView(lines: CartLine[], refunded: ReadonlyMap<string, number> = new Map(), locale: Locale = 'en'): ItemView {
  const [head] = lines;
  const sub: SubLineView[] = nestModifiers(lines)
    .filter((l) => l !== head && l.type !== LINE_TYPE.comboGroup)
    .map((l) => ({ prefix: l.type === LINE_TYPE.modifier ? '+' : '#', name: lineName(l, locale), count: l.count, amount: l.price * l.count }));
  return {
    key: `${head.gid}:${head.id}`,
    name: lineName(head, locale),
    count: head.count,
    amount: head.price * head.count,
    sub,
    notes: readLineExtra(head).notes ?? '',
    discount: lines.reduce((s, l) => s + (l.discount || 0), 0),
    isNew: head.status === 1,
    refunded: refunded.get(lineKey(head)) ?? 0,
  };
}

/** The coupons of an order's type-25 payment entries, in order. */
export function appliedCoupons(payments: readonly OrderPayment[]): AppliedCouponView[] {
  return payments
    .filter((p) => p.type === PAYMENT_TYPE.coupon)
    .map((p) => {
      const notes = readExtra(p.notes);
      return {
        couponId: p.pid,
        name: String(notes.name ?? ''),
        shortCode: String(notes.shortCode ?? ''),
        amount: p.amount,
        value: p.change,
        type: Number(notes.type ?? 0),
        minimumOrder: Number(notes.minimumOrder ?? 0),
      };
    });
}

/**
 * The kind of a direct order (an order whose lines its module priced, not menu lines): its extra's
 * `direct` field ('gift_card' for an e-gift-card purchase), or null for an ordinary order or an
 * unreadable extra. A direct order has no fulfilment and no opening hours (issue 27 item 10).
 */
export function directOrderKind(extra: string | null | undefined): string | null {
  if (!extra || !extra.includes('"direct"')) return null;
  try {
    const parsed: unknown = JSON.parse(extra);
    const kind = parsed && typeof parsed === 'object' ? (parsed as { direct?: unknown }).direct : undefined;
    return typeof kind === 'string' && kind ? kind : null;
  } catch {
    return null;
  }
}

/**
 * Whether the diner may still change the order: the domain's editability (`isOrderEditable`: not pay by
 * link, new lines) narrowed to what the server accepts — unpaid (a pending payment is cancelled first)
 * and not yet accepted by the venue (its latest event is 'placed').
 */
export function isStillEditable(order: Pick<OrderDetail, 'status' | 'statustime' | 'carts'> & { extra?: string }, payByLink = false): boolean {
  return (
    order.status === PAYMENT_STATUS.unpaid &&
    // A direct order (gift cards; its extra holds "direct") has no menu lines to change.
    !/"direct"\s*:/.test(order.extra ?? '') &&
    isOrderEditable({ paymentStatus: order.status, payByLink, lines: order.carts }) &&
    latestEvent(order.statustime)?.status === ORDER_EVENT.placed
  );
}

/**
 * Builds the order detail (orders-and-payments.md §2.4):
 * - lines by store (name only with more than one store) and course (name, 'Course N', or none);
 * - charges: delivery cost, delivery surcharge (extra.deliverySurcharge), service surcharge (named by
 *   extra.serviceSurchargeName, default 'Service Surcharge'), each on its own row after the subtotal of
 *   the items alone (issue 27 item 6: the §9 subtotal = items + surcharge + delivery stays the pricing's);
 * - discount, tips, amount due (amount due + the venue card surcharge quoted with the domain's
 *   `paymentSurcharge` while unpaid: 'Amount Due(inc.SF)' when it is not 0);
 * - tax lines merged, labelled 'name,rate%' and '(inc.)'; the taxed items subtotal is the largest
 *   taxed base (taxes on the same items share it);
 * - total paid ('(inc.SF)' when a card surcharge was paid: `feepaysurcharge`), total refund (the
 *   refund orders' sum, `feerefund`), each item's refunded count ('Refund x n', matched through the
 *   refund lines' identity and position) and the refund orders;
 * - actions from the domain's `orderActions`; a pay-in-store order still unpaid offers 'payNow'.
 */
/**
 * The service surcharge's label in `locale`: the venue's translation of its surcharge name
 * (`config.service_surcharge_name_i18n`, JSON text) when the order's stored name is the venue's,
 * else the stored name; '' when the stored name is empty or the default 'Service Surcharge' with no
 * translation (the page then shows its own translated 'Service Surcharge').
 */
export function surchargeLabel(name: string, config: Partial<Record<string, unknown>> | null | undefined, locale: Locale): string {
  const venueName = typeof config?.service_surcharge_name === 'string' ? config.service_surcharge_name : '';
  if (name && (name === venueName || !venueName)) {
    const local = localName(name, config?.service_surcharge_name_i18n, locale);
    if (local !== name) return local;
  }
  return name === DEFAULT_SURCHARGE_NAME ? '' : name;
}

const DEFAULT_SURCHARGE_NAME = 'Service Surcharge';

/** A tax line's name in `locale`: the name_i18n of the venue tax of that name (and rate when several), else the name. */
export function taxName(name: string, rate: number, taxes: readonly { name: string; rate: number; name_i18n?: unknown }[], locale: Locale): string {
  const same = taxes.filter((t) => t.name === name);
  const tax = same.find((t) => t.rate === rate) ?? same[0];
  return tax ? localName(name, tax.name_i18n, locale) : name;
}

export function buildOrderDetailView(order: OrderDetail, venue: Pick<OrderVenue, 'stores' | 'order_sequences' | 'payments' | 'config'> & { taxes?: OrderVenue['taxes'] } | null, options: OrderViewOptions = {}): OrderDetailView {
  const payByLink = options.payByLink ?? false;
  const extra = readExtra(order.extra);
  const stores = groupCartByStore(order.carts, { stores: venue?.stores ?? [] });
  const counts = refundedCounts(order.carts, order.refund_orders.map((r) => ({ carts: r.carts ?? [] })));
  const refunded = new Map<string, number>();
  order.carts.forEach((l, i) => refunded.set(lineKey(l), (refunded.get(lineKey(l)) ?? 0) + counts[i]));
  const multiStore = stores.length > 1;
  const storeViews: StoreView[] = stores.map((s) => ({
    storeId: s.storeId,
    name: multiStore ? s.name : '',
    courses: groupCartByCourse(s.lines, { order_sequences: venue?.order_sequences ?? [] }).map((c) => ({
      sequence: c.sequence,
      label: c.label === null ? null : 'name' in c.label ? { name: localName(c.label.name, venue?.order_sequences.find((q) => q.sequence === c.sequence)?.name_i18n, options.locale ?? 'en') } : { n: c.label.params.n },
      items: c.entries.map((e) => itemView(e.lines, refunded, options.locale)),
    })),
  }));

  const deliverySurcharge = Number(extra.deliverySurcharge) || 0;
  const charges: AmountRow[] = [];
  if (order.feedelivery - deliverySurcharge > 0) charges.push({ id: 'deliveryCost', labelKey: 'deliveryCost', amount: order.feedelivery - deliverySurcharge });
  if (deliverySurcharge > 0) charges.push({ id: 'deliverySurcharge', labelKey: 'deliverySurcharge', amount: deliverySurcharge });
  if (order.feesurcharge > 0) {
    const name = typeof extra.serviceSurchargeName === 'string' && extra.serviceSurchargeName ? extra.serviceSurchargeName : '';
    const label = surchargeLabel(name, venue?.config, options.locale ?? 'en');
    charges.push(label ? { id: 'serviceSurcharge', label, amount: order.feesurcharge } : { id: 'serviceSurcharge', labelKey: 'serviceSurcharge', amount: order.feesurcharge });
  }
  // The items alone (issue 27 item 6): delivery and surcharges follow on their own rows.
  const subtotal = order.feetotal;

  const paid = order.status === PAYMENT_STATUS.paid || order.status === PAYMENT_STATUS.refunded || order.status === PAYMENT_STATUS.refunding;
  const due = Math.max(0, order.feetopay - order.feepay);
  const rate = venue?.payments[0]?.surcharge ?? 0;
  const quoted = paid ? 0 : paymentSurcharge(rate, due, 0);
  const paidSurcharge = paid ? (order.feepaysurcharge ?? Math.max(0, order.feepay - order.feetopay)) : 0;

  const taxes = mergeTaxLines(parseTaxLines(order.feetaxes));
  const events = order.statustime;
  const dropoff = order.shipping?.dropoff_time_estimated ?? null;
  const status = statusLabel({ events, source: order.source, paymentStatus: order.status, categoryType: order.category_type, dropoffEstimate: dropoff });
  const editable = isStillEditable(order, payByLink);
  const baseActions = orderActions({
    paymentStatus: order.status,
    payByLink,
    lines: editable ? order.carts : [],
    events,
    categoryType: order.category_type,
    courierTipsReminder: false,
  });
  const payInStore = order.type === ORDER_TYPE.payInStore && order.status === PAYMENT_STATUS.unpaid;
  let actions: OrderActionKey[] = baseActions;
  if (payInStore) actions = [...baseActions.filter((a) => a !== 'placeOrder'), 'continueToPay'];
  else if (order.status === PAYMENT_STATUS.unpaid && !editable && !payByLink && orderStage(events) !== 2 && !actions.includes('placeOrder')) actions = ['continueToPay', ...actions];
  if (payByLink && order.status === PAYMENT_STATUS.unpaid && !actions.includes('continueToPay')) actions = ['continueToPay', ...actions];

  const address = order.shipping && (order.shipping.street1 || order.shipping.city || order.shipping.postcode)
    ? formatAddressLine(order.shipping)
    : '';
  const storeName = (id: number) => venue?.stores.find((s) => s.id === id)?.name ?? '';
  const invoices = order.store_orders.length > 1
    ? order.store_orders.map((s) => ({ code: s.invoice_code, storeId: s.store_id, storeName: storeName(s.store_id) }))
    : order.invoice_code
      ? [{ code: order.invoice_code, storeId: 0, storeName: '' }]
      : [];

  return {
    tradeid: order.tradeid,
    orderNumber: order.order_number || orderNumber(order),
    transactionId: transactionId(order.tradeid),
    categoryName: order.category_name,
    categoryType: order.category_type,
    tableName: order.res?.[0]?.name ?? '',
    guests: 0,
    validtime: order.validtime,
    status,
    paymentKey: paymentStatusKey(order.status, events),
    paymentStatus: order.status,
    stage: orderStage(events),
    stores: storeViews,
    multiStore,
    charges,
    subtotal,
    coupons: appliedCoupons(order.payments),
    discount: order.feediscount,
    tips: order.feetips,
    amountDue: paid ? order.feetopay : due + quoted,
    amountDueWithSurcharge: quoted > 0,
    paymentSurcharge: paid ? paidSurcharge : quoted,
    total: order.feetopay,
    taxedSubtotal: taxes.reduce((m, l) => Math.max(m, l.subTotal), 0),
    taxLines: taxes.map((l) => {
      const name = taxName(l.name, l.rate, venue?.taxes ?? [], options.locale ?? 'en');
      return { label: taxLineLabel(l), name, rate: l.rate, attr: l.attr, inclusive: l.attr === 1, amount: l.tax };
    }),
    totalPaid: order.feepay,
    totalPaidWithSurcharge: paidSurcharge > 0,
    totalRefund: order.feerefund ?? (order.status === PAYMENT_STATUS.refunded ? order.feepay : 0),
    refunds: order.refund_orders.map((r) => ({ tradeid: r.tradeid, transactionId: transactionId(r.tradeid), amount: r.amount ?? 0, invoiceCode: r.invoice_code, full: r.status === PAYMENT_STATUS.refunded })),
    notes: typeof extra.orderNotes === 'string' ? extra.orderNotes : order.notes,
    groupAccount: typeof extra.groupAccount === 'string' ? extra.groupAccount : '',
    movedTo: typeof extra.asapMovedTo === 'number' && extra.asapMovedTo > 0 ? extra.asapMovedTo : null,
    actions,
    editable,
    payInStore,
    cancelable: order.status === PAYMENT_STATUS.unpaid && latestEvent(events)?.status === ORDER_EVENT.placed && !payByLink,
    invoices,
    address,
    delivery: order.category_type === 4,
    addressEditable: editable && order.category_type === 4 && !isCourier(order.shipping?.method) && Boolean(order.shipping?.geo_id),
    addressChoosable: editable && !payByLink && order.category_type === 4 && !isCourier(order.shipping?.method),
    instructions: order.category_type === 4 ? (order.shipping?.instructions ?? '') : '',
    parentTradeid: order.parent_tradeid,
    paytime: order.paytime,
    createdAt: order.created_at,
    venueCode: order.venue_code,
    venueName: order.venue_name,
  };
}

/** The colour family of a status label: waiting (unpaid, awaiting acceptance), in progress, done, or off. */
export function statusTone(key: StatusLabel['key']): 'wait' | 'progress' | 'done' | 'off' {
  if (key === 'unpaid' || key === 'awaitingAcceptance' || key === 'unknown') return 'wait';
  if (key === 'fulfilled') return 'done';
  if (key === 'orderRefused' || key === 'canceled' || key === 'canceling' || key === 'refunded' || key === 'refunding' || key === 'partialRefund') return 'off';
  return 'progress';
}

/** Whether the status line leads to the order status screen: not in pay-by-link, not for table-scan orders (§2.4). */
export function showsStatusLink(order: Pick<OrderDetail, 'source'>, payByLink: boolean): boolean {
  return !payByLink && order.source !== 30;
}

/** The title of the order status screen: 'Table X' or the category name plus the order number (§2.5). */
export function statusTitle(order: Pick<OrderDetail, 'category_type' | 'category_name' | 'res' | 'order_number' | 'type' | 'seqnum'>): { table?: string; category?: string; number: string } {
  const number = order.order_number || orderNumber(order as never);
  const table = order.res?.[0]?.name;
  if (isDineIn(order.category_type) && table) return { table, number };
  return { category: order.category_name, number };
}

/** A table's sitting as the order detail reads it (orderResInfo(tradeid); see islands/table/table-api.ts). Money in cents. */
export interface TableOrderSource {
  tradeid: string;
  tid: number;
  name: string;
  /** Seats: 'N guest(s)'. */
  count: number;
  status: number;
  venue_id: number;
  venue_code: string;
  category_type: number;
  category_name: string;
  /** Milliseconds since the epoch. */
  startdt: number;
  carts: CartLine[];
  /** What is still to pay, priced by the server; null: the plain line totals stand in. */
  bill: { feetotal: number; feediscount: number; feetax: number; feetaxextra: number; feetaxes: string; feesurcharge: number; feetopay: number } | null;
}

/**
 * The order detail of a table order still being ordered at (orders-and-payments.md §2.4 "for table
 * orders", §4.8): the table's live cart (new, sent and paid lines) with what is still to pay, priced
 * by the server (`bill`; without it the unpaid line totals), under the sitting's trade id. The
 * sitting's order, once a checkout made it, lends its id, number, status, events, notes and payments;
 * before that the order is unpaid with no events. Source 30 (table), no address, no tips. Pure.
 */
export function toTableOrderDetail(table: TableOrderSource, order: OrderDetail | null, venueName = ''): OrderDetail {
  const unpaid = table.carts.filter((l) => l.status === 1 || l.status === 21).reduce((s, l) => s + l.price * l.count, 0);
  const bill = table.bill ?? { feetotal: unpaid, feediscount: 0, feetax: 0, feetaxextra: 0, feetaxes: '[]', feesurcharge: 0, feetopay: unpaid };
  return {
    id: order?.id ?? 0,
    // A table's live order is not cancelled by one diner (issue 23 item 6).
    cancel_until: null,
    seqnum: order?.seqnum ?? 0,
    type: order?.type ?? ORDER_TYPE.onlinePay,
    source: 30,
    category_type: table.category_type as OrderDetail['category_type'],
    category_name: table.category_name,
    paytime: 0,
    status: order?.status ?? PAYMENT_STATUS.unpaid,
    venue_cover: order?.venue_cover ?? '',
    venue_id: table.venue_id,
    venue_code: table.venue_code,
    venue_name: order?.venue_name || venueName,
    tradeid: table.tradeid,
    created_at: order?.created_at ?? Math.floor(table.startdt / 1000),
    validtime: 0,
    feetotal: bill.feetotal,
    feediscount: bill.feediscount,
    feedelivery: 0,
    feesurcharge: bill.feesurcharge,
    feetax: bill.feetax,
    feetaxes: bill.feetaxes,
    res: [{ tid: table.tid, name: table.name }],
    statustime: order?.statustime ?? [],
    order_number: order?.order_number ?? '',
    refund_orders: [],
    invoice_code: order?.invoice_code ?? '',
    parent_tradeid: '',
    feetopay: bill.feetopay,
    feetaxextra: bill.feetaxextra,
    feepay: 0,
    feetips: 0,
    notes: order?.notes ?? '',
    version: order?.version ?? 0,
    extra: order?.extra ?? '{}',
    shipping: null,
    customer: order?.customer ?? null,
    carts: table.carts,
    payments: order?.payments ?? [],
    store_orders: [],
  };
}

/**
 * The receipt page of invoice code `code` in language `lang` (a UI language such as 'zh-CN'; the server
 * validates it and falls back to the cookie, Accept-Language, then English).
 * Spec: orders-and-payments.md §2.7, §7.6.
 */
export function receiptUrl(code: string, lang: string): string {
  return `/cloud/open/invoice/view/${encodeURIComponent(code)}${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`;
}
