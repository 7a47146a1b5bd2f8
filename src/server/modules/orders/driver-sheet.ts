/**
 * The driver sheet of an own-zone delivery (issue 23 item 8): what the venue's driver needs on paper —
 * order number, customer, phone, the full address (street, unit, suburb, postcode), instructions, the
 * items and what is left to collect. Read for the staff member's venue only; the page
 * `/staff/driver-sheet/:tradeid` prints it (80 mm).
 */
import { asc, eq } from 'drizzle-orm';
import * as s from './schema';
import { err, ok, type Result } from '../../../domain/result';
import { formatMoney } from '../../../domain/money';
import { orderNumber, transactionId } from '../../../domain/order-number';
import { PAYMENT_STATUS } from '../../../domain/order-status';
import { LINE_TYPE } from '../../../domain/types';
import { readLineExtra } from '../../../domain/cart-lines';
import type { StaffPrincipal } from '../accounts';
import { findVenue } from '../catalog';
import type { Services } from '../../services';
import type { DeliveryAddressView } from '../../../domain/delivery-address';
import { mapLine } from './orders-store';

export type { DeliveryAddressView };

/** The address fields of a shipping JSON (issue 23 item 8); null when it has no suburb, postcode nor street. */
export function deliveryAddressOf(shipping: Readonly<Record<string, unknown>> | null | undefined): DeliveryAddressView | null {
  if (!shipping) return null;
  const str = (k: string) => (shipping[k] === undefined || shipping[k] === null ? '' : String(shipping[k]));
  const view = {
    name: [str('firstname'), str('lastname')].filter(Boolean).join(' '),
    phone: str('phone'),
    street: str('street1'),
    unit: str('street2'),
    suburb: str('city'),
    state: str('state'),
    postcode: str('postcode'),
    instructions: str('instructions'),
  };
  return view.street || view.suburb || view.postcode ? view : null;
}

/** What the printed driver sheet shows. Money already formatted in the venue's currency. */
export interface DriverSheet {
  venueName: string;
  venuePhone: string;
  number: string;
  transactionId: string;
  /** Seconds since the epoch: the scheduled time, else the order time. */
  time: number;
  timezone: string;
  scheduled: boolean;
  customer: string;
  phone: string;
  address: DeliveryAddressView | null;
  items: { name: string; count: number; sub: boolean; notes: string }[];
  total: string;
  paid: boolean;
  /** '' when paid. */
  toCollect: string;
  notes: string;
}

/** The driver sheet of `tradeid` at `staff`'s venue; NOT_FOUND for another venue's or an unknown order. */
export async function driverSheet(deps: Pick<Services, 'db'>, staff: StaffPrincipal, tradeid: string): Promise<Result<DriverSheet>> {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(tradeid)) return err('NOT_FOUND');
  const [order] = await deps.db.select().from(s.orders).where(eq(s.orders.tradeid, tradeid)).limit(1);
  if (!order || order.venueId !== staff.venueId) return err('NOT_FOUND');
  const [lines, venue] = await Promise.all([
    deps.db.select().from(s.orderLines).where(eq(s.orderLines.orderId, order.id)).orderBy(asc(s.orderLines.position)),
    findVenue(deps.db, order.venueId),
  ]);
  const money = (c: number) => formatMoney(c, String(venue?.config.monetaryunit ?? '$'), Number(venue?.config.monetaryrate ?? 1) || 1);
  const address = deliveryAddressOf(order.shipping);
  const paid = order.status === PAYMENT_STATUS.paid;
  const customer = [order.customer.firstname, order.customer.lastname].filter(Boolean).join(' ');
  return ok({
    venueName: venue?.name ?? '',
    venuePhone: String(venue?.callnumber ?? ''),
    number: orderNumber({ type: order.type, category_type: order.categoryType as never, seqnum: order.seqnum }),
    transactionId: transactionId(order.tradeid),
    time: order.validtime || order.createdAt,
    timezone: String(venue?.config.timezone ?? 'Australia/Sydney'),
    scheduled: order.validtime > 0,
    customer: address?.name || customer,
    phone: address?.phone || String(order.customer.phone ?? ''),
    address,
    items: lines.map(mapLine).map((l) => ({ name: l.name, count: l.count, sub: l.type === LINE_TYPE.modifier, notes: readLineExtra(l).notes ?? '' })),
    total: money(order.feetopay),
    paid,
    toCollect: paid ? '' : money(Math.max(0, order.feetopay - order.feepay)),
    notes: order.notes,
  });
}
