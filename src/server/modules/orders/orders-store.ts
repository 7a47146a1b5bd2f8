/**
 * The order read model: loading orders with their lines, events and payments, mapping them to the
 * contract's shapes (orders-and-payments.md §3.1, §3.2), and who may read an order.
 *
 * Access (orders-and-payments.md §6): an order is readable by its owner only — the session's user,
 * the session that placed it, a table-diner session that joined its sitting, or a pay-by-link session
 * made for it — and by the venue's staff. Anyone else is told 'not found', so a trade id's existence never leaks.
 */
import { and, asc, desc, eq, gte, inArray, ne, or, type SQL } from 'drizzle-orm';
import { orderNumber } from '../../../domain/order-number';
import { readLineExtra } from '../../../domain/cart-lines';
import { storeOrderEvents } from '../../../domain/store-orders';
import type { CartLine, LineStatus, LineType, StatusEvent } from '../../../domain/types';
import { LINE_TYPE } from '../../../domain/types';
import * as s from './schema';
import type { OrderDeliveryFields, OrderListView, OrderStatusPayload, OrderView, RefundOrderView } from '../../../domain/contract';
import type { StaffPrincipal, Viewer } from '../accounts';
import { SESSION_KIND } from '../accounts';
import type { Db } from '../../platform/db/client';
import type { HookOrder, RefundRecord } from '../../platform/hooks';
import type { Services } from '../../services';
import { itemLabels, productLabels, tableNames, venueSummaries } from '../catalog';

export type OrderRow = typeof s.orders.$inferSelect;
export type OrderLineRow = typeof s.orderLines.$inferSelect;


/**
 * Whether `viewer` (or `staff`) may read the order: its user, its session, a table session that
 * joined its sitting (`Viewer.sittings`), its pay-by-link session, or staff of its venue.
 * Spec: orders-and-payments.md §6 "Roles and permissions".
 */
export function canReadOrder(order: Pick<OrderRow, 'userId' | 'sessionId' | 'tableId' | 'tradeid' | 'venueId'>, viewer: Viewer | null, staff?: StaffPrincipal | null): boolean {
  if (staff && staff.venueId === order.venueId) return true;
  if (!viewer) return false;
  if (viewer.kind === SESSION_KIND.payByLink) return viewer.tradeid === order.tradeid;
  // A table session reads what it placed itself and the orders of the sittings it joined — not every
  // order ever placed at its table (scanning the code is not joining, and a passcode table asks for it).
  if (viewer.kind === SESSION_KIND.table) {
    return order.tableId !== null && viewer.tableId === order.tableId && (order.sessionId === viewer.sessionId || (viewer.sittings ?? []).includes(order.tradeid));
  }
  if (order.sessionId !== null && viewer.sessionId === order.sessionId) return true;
  return order.userId !== null && viewer.userId === order.userId;
}

/**
 * Why a viewer who may not read an order is refused (issue 26 item 11; storefront.md §2.1 "redirects
 * to the not-allowed page when access is refused"): 'FORBIDDEN' when the session is scoped to
 * something that names this order's place but not this order — a pay-by-link session (one order)
 * asking for another order, a table session asking for a sitting of its own table it did not join —
 * and 'NOT_FOUND' otherwise (another diner's order is not confirmed to exist). Call it only when
 * `canReadOrder` said no.
 */
export function readRefusal(order: Pick<OrderRow, 'tableId'>, viewer: Viewer | null): 'FORBIDDEN' | 'NOT_FOUND' {
  if (viewer?.kind === SESSION_KIND.payByLink) return 'FORBIDDEN';
  if (viewer?.kind === SESSION_KIND.table && order.tableId !== null && viewer.tableId === order.tableId) return 'FORBIDDEN';
  return 'NOT_FOUND';
}

/** The order with this trade id, or null. */
export async function findOrderByTradeid(db: Db, tradeid: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(s.orders).where(eq(s.orders.tradeid, tradeid)).limit(1);
  return row ?? null;
}

/** The order with this row id, or null. */
export async function findOrderById(db: Db, id: number): Promise<OrderRow | null> {
  const [row] = await db.select().from(s.orders).where(eq(s.orders.id, id)).limit(1);
  return row ?? null;
}

/** An order line row as the contract's `CartLine`. */
/** The stored row of a cart line at `position` in order `orderId` (the inverse of `mapLine`). */
export function mapLineRow(orderId: number, l: CartLine, position: number): typeof s.orderLines.$inferInsert {
  return {
    orderId,
    position,
    lineId: l.id,
    status: l.status,
    storeId: l.store_id,
    menuId: l.menu_id,
    code: l.code,
    count: l.count,
    name: l.name,
    pid: l.pid,
    sid: l.sid,
    cid: l.cid,
    gid: l.gid,
    sequence: l.sequence,
    discount: l.discount,
    value: l.value,
    price: l.price,
    tid: l.tid,
    type: l.type,
    taxes: l.taxes,
    taxtotal: l.taxtotal,
    taxextra: l.taxextra,
    extra: l.extra,
  };
}

export function mapLine(l: OrderLineRow): CartLine {
  return {
    id: l.lineId,
    status: l.status as LineStatus,
    store_id: l.storeId,
    menu_id: l.menuId,
    code: l.code,
    count: l.count,
    name: l.name,
    pid: l.pid,
    sid: l.sid,
    cid: l.cid,
    gid: l.gid,
    sequence: l.sequence,
    discount: l.discount,
    value: l.value,
    price: l.price,
    tid: l.tid,
    type: l.type as LineType,
    taxes: l.taxes,
    taxtotal: l.taxtotal,
    taxextra: l.taxextra,
    extra: l.extra,
  };
}

/** The status events of orders (the whole orders', not their stores'), by order id, oldest first. */
export async function loadEvents(db: Db, orderIds: number[]): Promise<Map<number, StatusEvent[]>> {
  const out = new Map<number, StatusEvent[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return out;
  const rows = await db
    .select()
    .from(s.orderEvents)
    .where(and(inArray(s.orderEvents.orderId, orderIds), eq(s.orderEvents.storeId, 0)))
    .orderBy(asc(s.orderEvents.id));
  for (const r of rows) out.get(r.orderId)!.push({ id: r.id, status: r.status, datetime: r.datetime, extra: r.extra });
  return out;
}

/** The stores' own progress events of an order (multi-store), by store id, oldest first. */
export async function loadStoreEvents(db: Db, orderId: number): Promise<Map<number, StatusEvent[]>> {
  const rows = await db.select().from(s.orderEvents).where(and(eq(s.orderEvents.orderId, orderId), ne(s.orderEvents.storeId, 0))).orderBy(asc(s.orderEvents.id));
  const out = new Map<number, StatusEvent[]>();
  for (const r of rows) out.set(r.storeId, [...(out.get(r.storeId) ?? []), { id: r.id, status: r.status, datetime: r.datetime, extra: r.extra }]);
  return out;
}

/** What orders reads of the payments module (the app's `paymentRecords` extension point, platform/hooks.ts). */
type PaymentRecordsDeps = Pick<Services, 'db' | 'hooks'>;

/** A stored refund order as the contract shows it: 44 when asked, 24 when done. */
export function mapRefundOrder(r: RefundRecord, parentTradeid: string, parentType: number): RefundOrderView {
  return {
    tradeid: r.tradeid,
    parent_tradeid: parentTradeid,
    invoice_code: r.invoiceCode,
    status: r.status,
    type: parentType,
    amount: r.amount,
    created_at: r.createdAt,
    carts: r.carts,
    payments: r.payments.filter((p) => p.ok !== false).map((p) => ({ type: p.type, amount: p.amount, change: p.change })),
    statustime: [
      { id: 0, status: 44, datetime: r.createdAt, extra: r.reason ? JSON.stringify({ reason: r.reason }) : '' },
      { id: 0, status: 24, datetime: r.completedAt, extra: '' },
    ],
  };
}

/**
 * The done refund orders of orders, by order id (every id present), oldest first (pending and failed
 * ones are not shown): the payments module's records, read through the app's `paymentRecords`
 * extension point (none when no module supplies it).
 */
export async function loadRefundOrders(deps: PaymentRecordsDeps, orderIds: number[]): Promise<Map<number, RefundRecord[]>> {
  const records = deps.hooks.paymentRecords.get();
  return records ? records.refundsOfOrders(deps.db, orderIds) : new Map(orderIds.map((id) => [id, []]));
}

/** The statustime entries of the contract: id, status, datetime (seconds), extra JSON string. */
export function mapEvents(events: readonly StatusEvent[]) {
  return events.map((e) => ({ id: e.id ?? 0, status: e.status, datetime: e.datetime, extra: e.extra ?? '' }));
}

/** Venue name, code and cover of orders' venues (catalog `venueSummaries`), by venue id. */
async function loadVenueSummaries(db: Db, venueIds: number[]) {
  return new Map((await venueSummaries(db, venueIds)).map((r) => [r.id, r]));
}

/** Names of orders' tables (catalog `tableNames`), by table id. */
async function loadTableNames(db: Db, tableIds: number[]) {
  return new Map((await tableNames(db, tableIds)).map((r) => [r.id, r.name]));
}

/** The order's extra JSON as the contract shows it: the stored object minus server-only keys. */
function publicExtra(extra: Record<string, unknown>): string {
  const { client_key: _k, ...rest } = extra;
  return JSON.stringify(rest);
}

function listView(o: OrderRow, events: StatusEvent[], venue: { code: string; name: string; cover: string } | undefined, tableName: string | undefined, refunds: RefundRecord[] = []): OrderListView {
  return {
    id: o.id,
    seqnum: o.seqnum,
    type: o.type,
    source: o.source,
    category_type: o.categoryType,
    category_name: o.categoryName,
    paytime: o.paytime,
    status: o.status,
    venue_cover: venue?.cover ?? '',
    venue_id: o.venueId,
    venue_code: venue?.code ?? o.venueCode,
    venue_name: venue?.name ?? '',
    tradeid: o.tradeid,
    created_at: o.createdAt,
    validtime: o.validtime,
    feetotal: o.feetotal,
    feediscount: o.feediscount,
    feedelivery: o.feedelivery,
    feesurcharge: o.feesurcharge,
    feetax: o.feetax,
    feetaxes: o.feetaxes,
    res:
      o.tableId !== null
        ? [{ tid: o.tableId, name: tableName ?? '', type: 1, subtype: 0, status: 0, count: 0, data: '', bookingdt: 0, startdt: 0, enddt: 0 }]
        : [],
    statustime: mapEvents(events),
    refund_orders: refunds.map((r) => mapRefundOrder(r, o.tradeid, o.type)),
    order_number: orderNumber({ type: o.type, category_type: o.categoryType as never, seqnum: o.seqnum }),
  };
}

/**
 * Orders in the list form, newest first, `count` from `index`, filtered by `where`.
 * Spec: orders-and-payments.md §3.1, §7.1 orderList.
 */
export async function listOrderViews(deps: PaymentRecordsDeps, where: SQL | undefined, count: number, index: number): Promise<OrderListView[]> {
  const { db } = deps;
  const rows = await db.select().from(s.orders).where(where).orderBy(desc(s.orders.createdAt), desc(s.orders.id)).limit(count).offset(index);
  const [events, venues, tables, refunds] = await Promise.all([
    loadEvents(db, rows.map((r) => r.id)),
    loadVenueSummaries(db, [...new Set(rows.map((r) => r.venueId))]),
    loadTableNames(db, [...new Set(rows.flatMap((r) => (r.tableId === null ? [] : [r.tableId])))]),
    loadRefundOrders(deps, rows.map((r) => r.id)),
  ]);
  return rows.map((o) => listView(o, events.get(o.id) ?? [], venues.get(o.venueId), o.tableId === null ? undefined : tables.get(o.tableId), refunds.get(o.id)));
}

/**
 * The other-language names of an order's product and modifier lines (products', variants' and options'
 * `name_i18n`; three small queries): a function giving a line's names as a JSON object string, locale →
 * name, '{}' when there are none. A variant line named 'Base(Variant)' reads 'translated base(translated
 * variant)', the variant's own name where it has no translation. A modifier line (tid = the option's id)
 * takes the option's translations (issue 27 item 11). Other lines: '{}'.
 */
async function loadLineNames(db: Db, lines: readonly OrderLineRow[]): Promise<(l: OrderLineRow) => string> {
  const isProduct = (l: OrderLineRow) => l.type === LINE_TYPE.product || l.type === LINE_TYPE.productVariant;
  const isModifier = (l: OrderLineRow) => l.type === LINE_TYPE.modifier;
  const pids = [...new Set(lines.filter(isProduct).map((l) => l.pid))];
  const sids = [...new Set(lines.filter((l) => isProduct(l) && l.sid > 0).map((l) => l.sid))];
  const mids = [...new Set(lines.filter(isModifier).map((l) => l.tid))];
  const [rows, variants, options] = await Promise.all([productLabels(db, pids), itemLabels(db, 'variant', sids), itemLabels(db, 'modifier', mids)]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const variantById = new Map(variants.map((v) => [v.id, v]));
  const optionById = new Map(options.map((o) => [o.id, o]));
  const named = (entries: [string, string][]) => JSON.stringify(Object.fromEntries(entries.filter(([, v]) => v)));
  return (l) => {
    if (isModifier(l)) {
      const o = optionById.get(l.tid);
      return o ? named(Object.entries(o.nameI18n)) : '{}';
    }
    const p = isProduct(l) ? byId.get(l.pid) : undefined;
    if (!p || Object.keys(p.nameI18n).length === 0) return '{}';
    const suffix = l.name.startsWith(p.name) ? l.name.slice(p.name.length) : '';
    const variant = l.sid > 0 ? variantById.get(l.sid) : undefined;
    return named(
      Object.entries(p.nameI18n).map(([locale, v]) => {
        const local = variant?.nameI18n[locale];
        return [locale, local && suffix === `(${variant.name})` ? `${v}(${local})` : `${v}${suffix}`];
      }),
    );
  };
}

/** The orders a viewer owns (their user's, their session's, their table's). */
export function ownedOrdersFilter(viewer: Viewer): SQL | undefined {
  if (viewer.kind === SESSION_KIND.payByLink) return eq(s.orders.tradeid, viewer.tradeid ?? '');
  if (viewer.kind === SESSION_KIND.table) {
    if (viewer.tableId === null) return eq(s.orders.id, -1);
    const joined = viewer.sittings ?? [];
    return and(eq(s.orders.tableId, viewer.tableId), joined.length ? or(eq(s.orders.sessionId, viewer.sessionId), inArray(s.orders.tradeid, [...joined])) : eq(s.orders.sessionId, viewer.sessionId));
  }
  return viewer.userId !== null ? or(eq(s.orders.userId, viewer.userId), eq(s.orders.sessionId, viewer.sessionId)) : eq(s.orders.sessionId, viewer.sessionId);
}

/**
 * The full detail view of an order (orderInfo). `storeId` narrows carts to one store (multi-store).
 * A multi-store order (lines of more than one store) lists its store orders: each store's own status
 * events merged with the whole order's shared ones (`storeOrderEvents`), the order's payment status,
 * the receipt code '{invoice_code}.{store_id}' and the store's line notes.
 * Spec: orders-and-payments.md §3.2, §4.6.
 */
export async function buildOrderView(deps: PaymentRecordsDeps, o: OrderRow, storeId?: number | null): Promise<OrderView> {
  const { db } = deps;
  const [lines, events, payments, venues, tables, refunds, storeEvents] = await Promise.all([
    db.select().from(s.orderLines).where(eq(s.orderLines.orderId, o.id)).orderBy(asc(s.orderLines.position)),
    loadEvents(db, [o.id]),
    db.select().from(s.orderPayments).where(eq(s.orderPayments.orderId, o.id)).orderBy(asc(s.orderPayments.id)),
    loadVenueSummaries(db, [o.venueId]),
    loadTableNames(db, o.tableId === null ? [] : [o.tableId]),
    loadRefundOrders(deps, [o.id]),
    loadStoreEvents(db, o.id),
  ]);
  const evs = events.get(o.id) ?? [];
  const base = listView(o, evs, venues.get(o.venueId), o.tableId === null ? undefined : tables.get(o.tableId), refunds.get(o.id));
  const names = await loadLineNames(db, lines);
  const carts = lines.map((l) => ({ ...mapLine(l), name_i18n: names(l) })).filter((l) => !storeId || l.store_id === storeId);
  const storeIds = [...new Set(lines.map((l) => l.storeId))];
  return {
    ...base,
    invoice_code: o.invoiceCode,
    parent_tradeid: o.parentTradeid,
    feetopay: o.feetopay,
    feetaxextra: o.feetaxextra,
    feepay: o.feepay,
    feepaysurcharge: o.feepaysurcharge,
    feerefund: o.feerefund,
    feetips: o.feetips,
    notes: o.notes,
    version: o.version,
    extra: publicExtra(o.extra),
    shipping: Object.keys(o.shipping).length ? o.shipping : null,
    customer: Object.keys(o.customer).length ? o.customer : null,
    carts,
    payments: payments.map((p) => ({ id: p.id, amount: p.amount, change: p.change, platform: p.platform, type: p.type, pid: p.pid, sid: p.sid, notes: p.notes })),
    store_orders:
      storeIds.length > 1
        ? storeIds.map((sid) => ({
            store_id: sid,
            seqnum: o.seqnum,
            status: o.status,
            tradeid: o.tradeid,
            invoice_code: `${o.invoiceCode}.${sid}`,
            statustime: mapEvents(storeOrderEvents(evs, storeEvents.get(sid) ?? [])),
            notes: lines.filter((l) => l.storeId === sid).map((l) => readLineExtra(l).notes ?? '').filter(Boolean).join('; '),
          }))
        : [],
  };
}



/** The orderStatusChanged payload / orderStatus answer of an order. Spec: orders-and-payments.md §7.1. */
export async function buildStatusPayload(db: Db, o: OrderRow): Promise<OrderStatusPayload> {
  const events = (await loadEvents(db, [o.id])).get(o.id) ?? [];
  return {
    tradeid: o.tradeid,
    status: o.status,
    parent_tradeid: o.parentTradeid,
    invoice_code: o.invoiceCode,
    type: o.type,
    store_id: 0,
    statustime: mapEvents(events),
    shipping: deliveryFields(o.shipping),
  };
}

/** The delivery fields of a shipping JSON (orderStatus.shipping). */
export function deliveryFields(shipping: Record<string, unknown>): OrderDeliveryFields {
  const str = (k: string) => (shipping[k] === undefined || shipping[k] === null ? '' : String(shipping[k]));
  return {
    delivery_id: str('delivery_id'),
    delivery_status: str('delivery_status'),
    delivery_reference: str('delivery_reference'),
    driver_name: str('driver_name'),
    driver_dropoff_phone: str('driver_dropoff_phone'),
    dropoff_time_estimated: str('dropoff_time_estimated'),
  };
}

/** Orders of a venue created at or after `sinceSeconds`, for the staff console. */
export function venueOrdersFilter(venueId: number, sinceSeconds: number): SQL {
  return and(eq(s.orders.venueId, venueId), gte(s.orders.createdAt, sinceSeconds))!;
}

export type { OrderListView, OrderView, RefundOrderView };

/** The order as the order hooks see it (platform/hooks.ts). */
export function toHookOrder(o: Pick<OrderRow, 'id' | 'tradeid' | 'venueId' | 'userId' | 'tableId' | 'source' | 'feetopay'>): HookOrder {
  return { id: o.id, tradeid: o.tradeid, venueId: o.venueId, userId: o.userId, tableId: o.tableId, source: o.source, feetopay: o.feetopay };
}
