/**
 * The courier part of an order's price, from our own stored quote (registered into the orders module's
 * delivery-fee registry by compose.ts): orderEdit never prices a courier order with the client's
 * number. Spec: orders-and-payments.md §7.5 ("Quote = fee + tax; the address fee = quote + tip +
 * computed surcharge"), storefront.md §7 (server recomputes every price).
 */
import { eq } from 'drizzle-orm';
import { isCourier } from '../../../domain/courier-delivery';
import { err, ok } from '../../../domain/result';
import type { DeliveryFeeSource } from '../orders';
import { deliveries } from './schema';

/**
 * The stored quote (fee + tax, cents) of `shipping.delivery_id` for the venue and method; NOT_VALID
 * {field: 'shipping.delivery_id'} when unknown, of another venue, not a courier delivery, or already
 * paid by another order; DELIVERY_QUOTE_REQUIRED when the order names no delivery. The stored method
 * may differ from the order's (the venue's `delivery_method`): a venue with both couriers keeps the
 * winning courier's quote (quotes.ts), and a delivery is stored for a venue only with one of its methods.
 */
export const storedCourierQuote: DeliveryFeeSource = async (db, q) => {
  const id = typeof q.shipping.delivery_id === 'string' ? q.shipping.delivery_id : '';
  if (!id) return err('DELIVERY_QUOTE_REQUIRED');
  const [row] = await db.select().from(deliveries).where(eq(deliveries.id, id));
  if (!row || row.venueId !== q.venueId || !isCourier(row.method) || !isCourier(q.method)) return err('NOT_VALID', { field: 'shipping.delivery_id' });
  if (row.orderId !== null && row.orderId !== q.orderId) return err('NOT_VALID', { field: 'shipping.delivery_id' });
  // Once paid, the order keeps the quote it paid (a later re-quote is the venue's).
  return ok({ quote: row.quotePaid ?? row.fee + row.tax });
};
