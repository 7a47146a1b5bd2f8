/**
 * The registry through which a higher module (delivery) gives orderEdit the courier quote it stored,
 * so a courier order (delivery methods 21, 22) is priced with the server's quote, never the client's
 * (orders-and-payments.md §7.5; storefront.md §7). Orders cannot import delivery (the DAG), so
 * delivery registers here at start (compose.ts). Without a registered source, courier orders are
 * priced from the client's quote as before.
 */
import type { Db } from '../../platform/db/client';
import type { Result } from '../../../domain/result';

export interface DeliveryFeeQuery {
  venueId: number;
  /** 21 or 22. */
  method: number;
  /** The order's shipping object as sent (delivery_id names the quote). */
  shipping: Record<string, unknown>;
  /** The order being edited, or null for a new order. */
  orderId: number | null;
}

/** Answers the stored quote in cents (fee + tax), or an error (NOT_VALID, DELIVERY_QUOTE_REQUIRED). */
export type DeliveryFeeSource = (db: Db, query: DeliveryFeeQuery) => Promise<Result<{ quote: number }>>;

let source: DeliveryFeeSource | null = null;

/** Registers the source (the delivery module, once at start). */
export function registerDeliveryFeeSource(fn: DeliveryFeeSource): void {
  source = fn;
}

/** The registered source, or null. */
export function deliveryFeeSource(): DeliveryFeeSource | null {
  return source;
}
