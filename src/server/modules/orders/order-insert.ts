/**
 * A new order's rows in ONE statement: the day's sequence number of the venue (the (venue, day) counter
 * incremented, created at 1), the order with that number and its diner's contact, its lines, payment entries (type 25 coupons),
 * coupon redemptions and its first status event (placed, extra `{"seqnum":n}`). The rows travel as JSON
 * (`json_populate_record`), so the statement's text is made once per column set and only its
 * parameters change: one round trip and no per-column query building on the hot path of orderEdit.
 *
 * Run alone it is its own transaction (a statement is atomic: all rows or none) and a named prepared
 * statement (`runNamedText`: the database plans it once, not per order; its text is made once per shape). Inside a transaction
 * (coupon claims, stock, extra discounts before or after it) it is one step of that transaction.
 * The counter row is locked from this statement until the commit, so it comes last but for what must
 * follow the order's id (extra discounts).
 *
 * Spec: orders-and-payments.md §3.2 (the order, carts, payments, statustime), §7.2 orderEdit.
 */
import { getTableName } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import * as s from './schema';
import { ORDER_EVENT } from '../../../domain/order-status';
import { runNamedText, type Db } from '../../platform/db/client';

type OrderRowInsert = Omit<typeof s.orders.$inferInsert, 'id' | 'seqnum' | 'customer'>;
type LineRowInsert = Omit<typeof s.orderLines.$inferInsert, 'id' | 'orderId'>;
type PaymentRowInsert = Omit<typeof s.orderPayments.$inferInsert, 'id' | 'orderId'>;

/** What `insertNewOrder` writes. Money in cents, instants in seconds since the epoch. */
export interface NewOrderRows {
  /** The order's columns (camelCase keys as in schema.ts) but its id, `seqnum` (allocated here) and `customer`. */
  order: OrderRowInsert;
  /** The user whose contact (first and last name, phone, e-mail) the order's `customer` copies; null: `{}`. */
  customerOf: number | null;
  lines: readonly LineRowInsert[];
  payments: readonly PaymentRowInsert[];
  /** Coupons redeemed (their usage limits were claimed before, in the same transaction). */
  couponIds: readonly number[];
  /** The user the redemptions count against (null: none). */
  userId: number | null;
  /** The venue-local day 'YYYY-MM-DD' of the sequence number (`order.seqDay`). */
  day: string;
  now: number;
}

/** The written order: row id, trade id and the day's sequence number. */
export interface InsertedOrder {
  id: number;
  tradeid: string;
  seqnum: number;
}

/**
 * Writes `rows` with one statement on `db` (a transaction handle or the database). Errors: the
 * database's, e.g. a unique violation of `orders_client_key_uq` when another attempt with the same
 * client key committed first (nothing is written then).
 */
export async function insertNewOrder(db: Db, rows: NewOrderRows): Promise<InsertedOrder> {
  const order = columnsOf(s.orders, rows.order);
  const lines = rows.lines.map((x) => columnsOf(s.orderLines, x));
  const payments = rows.payments.map((x) => columnsOf(s.orderPayments, x));
  const coupons = rows.couponIds.length > 0;
  const shape = `${order.list}|${lines[0]?.list ?? ''}|${payments[0]?.list ?? ''}|${coupons}`;
  let statement = statements.get(shape);
  if (!statement) statements.set(shape, (statement = { name: `platter_new_order_${statements.size + 1}`, text: newOrderText(order, lines[0], payments[0], coupons) }));
  const params: unknown[] = [rows.order.venueId, rows.day, rows.customerOf, JSON.stringify(order.values), rows.now];
  if (lines.length) params.push(JSON.stringify(lines.map((l) => l.values)));
  if (payments.length) params.push(JSON.stringify(payments.map((x) => x.values)));
  if (coupons) params.push(JSON.stringify(rows.couponIds), rows.userId);
  const [row] = await runNamedText<{ id: number | string; tradeid: string; seqnum: number | string }>(db, statement.name, statement.text, params);
  if (!row) throw new Error('the order was not written');
  return { id: Number(row.id), tradeid: row.tradeid, seqnum: Number(row.seqnum) };
}

/** The statement of each shape of new order (its column sets, coupons or not), with its name: made once. */
const statements = new Map<string, { name: string; text: string }>();

/**
 * The statement's text for one shape. Parameters: $1 venue id, $2 day, $3 the diner whose contact is
 * copied, $4 the order (JSON), $5 now; then the lines (JSON array), the payments (JSON array), and the
 * coupon ids (JSON array) and the redeeming user, each when the shape has them.
 */
function newOrderText(order: ColumnSet, line: ColumnSet | undefined, payment: ColumnSet | undefined, coupons: boolean): string {
  const table = (t: Parameters<typeof getTableName>[0]) => `"${getTableName(t)}"`;
  let next = 6;
  const parts = [
    `with seq as (
      insert into ${table(s.orderSequences)} (venue_id, day, value) values ($1, $2, 1)
      on conflict (venue_id, day) do update set value = ${table(s.orderSequences)}.value + 1
      returning value
    ), o as (
      insert into ${table(s.orders)} (${order.list}, seqnum, customer)
      select ${order.fromR}, seq.value, coalesce(
        (select jsonb_build_object('firstname', u.firstname, 'lastname', u.lastname, 'phone', u.phone, 'email', u.email) from users u where u.id = $3::integer),
        '{}'::jsonb)
      from json_populate_record(null::orders, $4::json) r, seq
      returning id, tradeid, seqnum
    ), ev as (
      insert into ${table(s.orderEvents)} (order_id, status, datetime, extra)
      select o.id, ${ORDER_EVENT.placed}::smallint, $5::bigint, '{"seqnum":' || o.seqnum || '}' from o
    )`,
  ];
  if (line) {
    parts.push(`, l as (
      insert into ${table(s.orderLines)} (order_id, ${line.list})
      select o.id, ${line.fromR} from o, json_populate_recordset(null::order_lines, $${next++}::json) r
    )`);
  }
  if (payment) {
    parts.push(`, p as (
      insert into ${table(s.orderPayments)} (order_id, ${payment.list})
      select o.id, ${payment.fromR} from o, json_populate_recordset(null::order_payments, $${next++}::json) r
    )`);
  }
  if (coupons) {
    parts.push(`, c as (
      insert into ${table(s.couponRedemptions)} (coupon_id, order_id, user_id, created_at)
      select c.id::integer, o.id, $${next + 1}::integer, $5::bigint from o, json_array_elements_text($${next}::json) as c(id)
    )`);
  }
  parts.push(' select id, tradeid, seqnum from o');
  return parts.join('');
}

interface ColumnSet {
  /** `a, b, c` (database names). */
  list: string;
  /** `r.a, r.b, r.c`. */
  fromR: string;
  /** The row as JSON object keyed by database names (jsonb columns as JSON values). */
  values: Record<string, unknown>;
}

const columnSets = new Map<string, { names: [key: string, column: string][]; list: string; fromR: string }>();

/**
 * The database columns of `row`'s keys that `table` has (undefined values left out, so the column
 * default applies), remembered per table and key set.
 */
function columnsOf(table: typeof s.orders | typeof s.orderLines | typeof s.orderPayments, row: object): ColumnSet {
  const present = Object.keys(row).filter((k) => (row as Record<string, unknown>)[k] !== undefined);
  const name = getTableName(table);
  const signature = `${name}:${present.join(',')}`;
  let set = columnSets.get(signature);
  if (!set) {
    const columns = table as unknown as Record<string, { name: string; keyAsName?: boolean } | undefined>;
    const names = present.map((k): [string, string] => {
      const c = columns[k];
      if (!c || typeof c.name !== 'string') throw new Error(`${name} has no column ${k}`);
      return [k, c.keyAsName === false ? c.name : toSnakeCase(c.name)];
    });
    const list = names.map(([, c]) => c).join(', ');
    set = { names, list, fromR: names.map(([, c]) => `r.${c}`).join(', ') };
    columnSets.set(signature, set);
  }
  const values: Record<string, unknown> = {};
  for (const [k, c] of set.names) values[c] = (row as Record<string, unknown>)[k];
  return { list: set.list, fromR: set.fromR, values };
}
