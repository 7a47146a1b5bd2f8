/**
 * The courier port (orders-and-payments.md §3.8–3.9, §4 courier statuses, §8.6 errors, §9 delivery
 * methods 21 and 22). One `Courier` per delivery method: the embedded simulator (the default for both
 * methods when no credentials are set), DoorDash Drive v2 and Uber Direct. The `delivery` module calls
 * it; adapters never touch the database. Money is integer cents; times are ISO-8601 UTC strings.
 */

/** §9: 21 and 22 are the two third-party courier services (21 DoorDash-like, 22 Uber-like). */
export type CourierMethod = 21 | 22;

/** The spec's courier statuses (§4 status texts, in order; a delivery never moves backwards). */
export const COURIER_STATUSES = [
  'created', // quoted and accepted, waiting for a driver: 'waitingForTheDriverToTakeTheOrder'
  'confirmed', // a driver took it: 'driverConfirmed'
  'enroute_to_pickup',
  'arrived_at_pickup', // 'driverArrivedAtPickup'
  'picked_up', // 'deliveryPickedUp'
  'enroute_to_dropoff',
  'arrived_at_dropoff', // 'dasherArrivedAtDropoff'
  'delivered', // 'delivered' (final)
  'cancelled', // final: the courier or the venue cancelled
] as const;
export type CourierStatus = (typeof COURIER_STATUSES)[number];

/** Rank for "never move backwards": a status is applied only when its rank is higher (cancelled and delivered are final). */
export function courierStatusRank(status: CourierStatus): number {
  return COURIER_STATUSES.indexOf(status);
}

export interface CourierAddress {
  street1: string;
  street2?: string;
  city: string;
  state: string;
  postcode: string;
  /** ISO 3166-1 alpha-2, e.g. 'AU'. */
  country: string;
  firstname?: string;
  lastname?: string;
  /** E.164. */
  phone?: string;
  /** Degrees, when known (from the geo table). */
  latitude?: number;
  longitude?: number;
}

export interface CourierPickup {
  /** The venue's name, address and phone. */
  name: string;
  address: CourierAddress;
  phone?: string;
  /** Pickup instructions (venue config delivery_pickup_instructions). */
  instructions?: string;
  /** Provider ids from the venue config (delivery_pickup_business_id / store_id, delivery_customer_id). */
  businessId?: string;
  storeId?: string;
  customerId?: string;
}

/** §7 products: names cut to 100 characters, same names merged; weight kg, volume litres (§9). */
export interface CourierItem {
  name: string;
  quantity: number;
  weight?: number;
  volume?: number;
}

export interface QuoteRequest {
  /** Our id for this delivery, sent as the provider's external delivery id (unique per quote). */
  deliveryId: string;
  pickup: CourierPickup;
  dropoff: CourierAddress;
  dropoffInstructions?: string;
  items: CourierItem[];
  /** Order value, cents. */
  orderValue: number;
  /** Requested dropoff time (scheduled orders), ISO UTC; absent = as soon as possible. */
  dropoffTime?: string;
  currency: string;
}

export interface CourierQuote {
  /** The provider's id for the delivery (DoorDash external_delivery_id; Uber quote id / delivery id). */
  externalDeliveryId: string;
  /** Fee, cents (without tax). */
  fee: number;
  /** Tax on the fee, cents. */
  tax: number;
  /** When the quote stops being acceptable, ISO UTC (DoorDash 5 minutes, Uber 15). */
  expiresAt: string;
  pickupTimeEstimated?: string;
  dropoffTimeEstimated?: string;
  trackingUrl?: string;
}

/** A delivery as the provider describes it now (after accept, from a status read or a webhook). */
export interface CourierDelivery {
  /**
   * The provider's id of the delivery, for `status` and `cancel`. DoorDash: our external_delivery_id
   * (the quote's id). Uber: the delivery id (`del_…`) given at accept, which differs from the quote id.
   */
  externalDeliveryId: string;
  /** Our `QuoteRequest.deliveryId` when the provider echoes it (DoorDash external_delivery_id, Uber external_id). */
  reference?: string;
  status: CourierStatus;
  fee?: number;
  tax?: number;
  /** Tip passed to the driver, cents. */
  tip?: number;
  supportReference?: string;
  driverName?: string;
  driverPickupPhone?: string;
  driverDropoffPhone?: string;
  pickupTimeEstimated?: string;
  dropoffTimeEstimated?: string;
  trackingUrl?: string;
  /** The driver's position, when reported. */
  driverLatitude?: number;
  driverLongitude?: number;
  /** Provider's time of this state, ISO UTC (orders out-of-order webhooks). */
  updatedAt?: string;
}

/**
 * A provider refusal mapped to the spec's §8.6 codes and texts: 400/422 address problems
 * ('The address cannot be delivered.'), 401 'Authentication Error', 403 'Authorization error: …',
 * 404 unknown delivery, 409 'Duplicate Delivery ID.', 429 'Too many requests sent in short timespan,
 * please wait and try again', 500/503 'Internal service failure, please try again later.' (retry).
 */
export class CourierError extends Error {
  constructor(
    readonly code: 400 | 401 | 403 | 404 | 409 | 422 | 429 | 500 | 503,
    message: string,
    /** True when asking again later may succeed (429, 5xx). */
    readonly retryable = code === 429 || code >= 500,
  ) {
    super(message);
    this.name = 'CourierError';
  }
}

/** A webhook as received on our endpoint: raw body and headers, before any parsing. */
export interface CourierWebhook {
  headers: Record<string, string | undefined>;
  rawBody: string;
}

/** The courier port; every call may throw `CourierError`. */
export interface Courier {
  /** 'simulator' | 'doordash' | 'uber'. */
  readonly name: 'simulator' | 'doordash' | 'uber';
  quote(req: QuoteRequest): Promise<CourierQuote>;
  /**
   * Accepts a quote still valid (books the courier); `tip` in cents goes to the driver. `request` is the
   * quote's original request: Uber Direct creates the delivery from it (pickup and dropoff names,
   * addresses, phones, items), so pass it whenever the quote may come from another process or a restart.
   */
  accept(externalDeliveryId: string, opts: { tip: number; request?: QuoteRequest }): Promise<CourierDelivery>;
  cancel(externalDeliveryId: string): Promise<void>;
  status(externalDeliveryId: string): Promise<CourierDelivery>;
  /**
   * Verifies a webhook (DoorDash: the configured Authorization header; Uber: HMAC-SHA256 of the raw
   * body in `x-uber-signature`/`x-postmates-signature`; simulator: HMAC-SHA256 in `x-platter-signature`)
   * and parses it. Returns null when the signature is missing or wrong (the caller answers 401).
   */
  parseWebhook(hook: CourierWebhook): CourierDelivery | null;
}

export type Couriers = Readonly<Record<CourierMethod, Courier>>;
