/**
 * DoorDash Drive (v2 API) courier adapter, delivery method 21 when DOORDASH_DEVELOPER_ID, DOORDASH_KEY_ID
 * and DOORDASH_SIGNING_SECRET are set (orders-and-payments.md §3.8–3.9, §4, §8.6, §9). Plain `fetch`,
 * no SDK; the adapter keeps no state but a short-lived JWT.
 *
 * Authentication: each request carries `Authorization: Bearer <JWT>`, an HS256 JWT whose header has
 * `dd-ver: DD-JWT-V1` and whose claims are `aud: 'doordash'`, `iss` = developer id, `kid` = key id,
 * `iat` and `exp` (5 minutes here; DoorDash allows at most 30), signed with the signing secret
 * base64url-decoded. The token is reused until a minute before it expires.
 *
 * Calls (base DOORDASH_API_URL, https://openapi.doordash.com):
 * - `quote`: POST /drive/v2/quotes with external_delivery_id (our delivery id), pickup_address,
 *   pickup_business_name, pickup_phone_number, pickup_instructions, pickup_external_business_id and
 *   pickup_external_store_id (when the venue set them), dropoff_address, dropoff_location {lat, lng},
 *   dropoff_phone_number, dropoff_contact_given_name / _family_name, dropoff_instructions, order_value
 *   (cents), currency, items [{name, quantity}], dropoff_time (scheduled orders). Answer: fee (cents),
 *   tax (when present), pickup/dropoff_time_estimated, tracking_url. A quote is valid 5 minutes.
 * - `accept`: POST /drive/v2/quotes/{external_delivery_id}/accept with {tip} (cents) → the delivery.
 * - `status`: GET /drive/v2/deliveries/{external_delivery_id}.
 * - `cancel`: PUT /drive/v2/deliveries/{external_delivery_id}/cancel.
 * Delivery fields read: delivery_status (quote, created, confirmed, enroute_to_pickup, arrived_at_pickup,
 * picked_up, enroute_to_dropoff, arrived_at_dropoff, delivered, cancelled; enroute_to_return,
 * arrived_at_return and returned count as cancelled, the food never reached the diner), fee, tax, tip,
 * dasher_name, dasher_pickup_phone_number, dasher_dropoff_phone_number, dasher_location {lat, lng},
 * pickup_time_estimated, dropoff_time_estimated, tracking_url, support_reference, updated_at.
 *
 * Errors (answer body {code, message, field_errors[{field, error}]}) → `CourierError` with the §8.6
 * texts: 401 'Authentication Error'; 403 'Authorization error: …'; 409 'Duplicate Delivery ID.';
 * 400/422 naming an address, a location, the distance or the serviceable area → 'The address cannot be
 * delivered.' (same status), any other 400/422 → DoorDash's first field message; 404 → 404 (unknown
 * delivery or quote); 429 'Too many requests …'; 5xx and network failures → 500/503 'Internal service
 * failure, please try again later.' (retryable).
 *
 * Webhooks: DoorDash sends the Authorization header value configured in its portal
 * (DOORDASH_WEBHOOK_AUTH), compared here in constant time; the JSON body is the delivery with
 * `event_name` (DASHER_CONFIRMED, DASHER_CONFIRMED_PICKUP_ARRIVAL, DASHER_PICKED_UP,
 * DASHER_CONFIRMED_DROPOFF_ARRIVAL, DASHER_DROPPED_OFF, DELIVERY_CANCELLED, the return events, and the
 * dasher_enroute_* tracking events) and `created_at`. DoorDash sends each event up to three times and
 * not necessarily in order; the caller never moves a delivery backwards (`courierStatusRank`).
 *
 * Documentation relied on:
 * - https://developer.doordash.com/en-US/docs/drive/reference/JWTs/ and
 *   https://developer.doordash.com/en-US/docs/drive/how_to/JWTs (JWT header and claims)
 * - https://developer.doordash.com/en-US/api/drive (quotes, accept, deliveries, cancel; request and answer fields)
 * - https://developer.doordash.com/en-US/docs/drive/reference/webhooks/ (event names, retries, auth header)
 * - https://developer.doordash.com/en-US/docs/drive/overview/about_drive/ (quote valid 5 minutes)
 */
import { SignJWT } from 'jose';
import type { Config } from '../../platform/config';
import { systemClock } from '../../platform/clock';
import { COURIER_TEXT, errorForStatus, headerOf, oneLineAddress, safeEqualText, unreachable, type CourierAdapterDeps } from './common';
import {
  CourierError,
  type Courier,
  type CourierDelivery,
  type CourierQuote,
  type CourierStatus,
  type CourierWebhook,
  type QuoteRequest,
} from './types';

/** DoorDash credentials and endpoint (README configuration: DOORDASH_*). */
export interface DoorDashConfig {
  developerId: string;
  keyId: string;
  /** base64url, as the developer portal shows it. */
  signingSecret: string;
  /** The Authorization header value DoorDash sends with webhooks; unset: every webhook is refused. */
  webhookAuth?: string;
  /** https://openapi.doordash.com */
  apiUrl: string;
}

type DoorDashEnv = Pick<Config, 'DOORDASH_DEVELOPER_ID' | 'DOORDASH_KEY_ID' | 'DOORDASH_SIGNING_SECRET' | 'DOORDASH_WEBHOOK_AUTH' | 'DOORDASH_API_URL'>;

/** Whether DoorDash Drive is configured (developer id, key id and signing secret all set). */
export function doordashConfigured(config: DoorDashEnv): boolean {
  return Boolean(config.DOORDASH_DEVELOPER_ID && config.DOORDASH_KEY_ID && config.DOORDASH_SIGNING_SECRET);
}

/** The adapter configuration from the environment, or null when `doordashConfigured` is false. */
export function doordashConfigFrom(config: DoorDashEnv): DoorDashConfig | null {
  if (!doordashConfigured(config)) return null;
  return {
    developerId: config.DOORDASH_DEVELOPER_ID!,
    keyId: config.DOORDASH_KEY_ID!,
    signingSecret: config.DOORDASH_SIGNING_SECRET!,
    webhookAuth: config.DOORDASH_WEBHOOK_AUTH,
    apiUrl: config.DOORDASH_API_URL,
  };
}

/** DoorDash quotes are acceptable for 5 minutes after creation. */
export const DOORDASH_QUOTE_TTL_MS = 5 * 60_000;
/** Lifetime of our JWTs, seconds (DoorDash: at most 30 minutes). */
const JWT_TTL_S = 300;

const STATUS: Record<string, CourierStatus> = {
  quote: 'created',
  created: 'created',
  confirmed: 'confirmed',
  enroute_to_pickup: 'enroute_to_pickup',
  arrived_at_pickup: 'arrived_at_pickup',
  picked_up: 'picked_up',
  enroute_to_dropoff: 'enroute_to_dropoff',
  arrived_at_dropoff: 'arrived_at_dropoff',
  delivered: 'delivered',
  cancelled: 'cancelled',
  enroute_to_return: 'cancelled',
  arrived_at_return: 'cancelled',
  returned: 'cancelled',
};

const EVENTS: Record<string, CourierStatus> = {
  DELIVERY_CREATED: 'created',
  DASHER_CONFIRMED: 'confirmed',
  DASHER_ENROUTE_TO_PICKUP: 'enroute_to_pickup',
  DASHER_CONFIRMED_PICKUP_ARRIVAL: 'arrived_at_pickup',
  DASHER_PICKED_UP: 'picked_up',
  DASHER_ENROUTE_TO_DROPOFF: 'enroute_to_dropoff',
  DASHER_CONFIRMED_DROPOFF_ARRIVAL: 'arrived_at_dropoff',
  DASHER_DROPPED_OFF: 'delivered',
  DELIVERY_CANCELLED: 'cancelled',
  DELIVERY_RETURN_INITIALIZED: 'cancelled',
  DASHER_ENROUTE_TO_RETURN: 'cancelled',
  DASHER_CONFIRMED_RETURN_ARRIVAL: 'cancelled',
  DELIVERY_RETURNED: 'cancelled',
};

/** DoorDash `delivery_status` → port status ('created' for an unknown value: it never moves a delivery). */
export function doordashStatus(status: unknown): CourierStatus {
  return STATUS[String(status ?? '').toLowerCase()] ?? 'created';
}

const ADDRESS_PROBLEM = /address|location|distance|serviceab|coverage|deliverable|not available in this area|outside/i;

/** Maps a DoorDash error answer onto the §8.6 texts (see the module note). */
export function doordashError(status: number, body: unknown): CourierError {
  const b = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown; field_errors?: unknown };
  const fields = Array.isArray(b.field_errors) ? (b.field_errors as { field?: unknown; error?: unknown }[]) : [];
  if (status === 400 || status === 422) {
    const text = [b.code, b.message, ...fields.flatMap((f) => [f.field, f.error])].filter((x) => typeof x === 'string').join(' ');
    if (ADDRESS_PROBLEM.test(text)) return new CourierError(status, COURIER_TEXT.undeliverable);
    const first = fields.find((f) => typeof f.error === 'string');
    const message = first ? `${String(first.field ?? '')}: ${String(first.error)}`.replace(/^: /, '') : typeof b.message === 'string' && b.message ? b.message : 'Invalid delivery request.';
    return new CourierError(status, message);
  }
  if (status === 404) return new CourierError(404, typeof b.message === 'string' && b.message ? b.message : 'Delivery not found.');
  return errorForStatus(status) ?? new CourierError(400, typeof b.message === 'string' && b.message ? b.message : `DoorDash answered ${status}.`);
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const int = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** A DoorDash delivery object (accept, status, webhook) → `CourierDelivery`, with `status` given or read from delivery_status. */
export function doordashDelivery(d: Record<string, any>, status: CourierStatus = doordashStatus(d.delivery_status)): CourierDelivery {
  const loc = d.dasher_location && typeof d.dasher_location === 'object' ? d.dasher_location : {};
  const out: CourierDelivery = {
    externalDeliveryId: String(d.external_delivery_id ?? ''),
    reference: str(d.external_delivery_id),
    status,
    fee: int(d.fee),
    tax: int(d.tax),
    tip: int(d.tip),
    supportReference: d.support_reference != null ? String(d.support_reference) : undefined,
    driverName: str(d.dasher_name),
    driverPickupPhone: str(d.dasher_pickup_phone_number),
    driverDropoffPhone: str(d.dasher_dropoff_phone_number),
    pickupTimeEstimated: str(d.pickup_time_estimated),
    dropoffTimeEstimated: str(d.dropoff_time_estimated),
    trackingUrl: str(d.tracking_url),
    driverLatitude: num(loc.lat),
    driverLongitude: num(loc.lng),
    // A webhook's time is its created_at (the event's); a delivery object's is updated_at.
    updatedAt: str(d.event_name ? d.created_at : undefined) ?? str(d.updated_at),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as unknown as CourierDelivery;
}

/** The POST /drive/v2/quotes body for a quote request (see the module note). */
export function doordashQuoteBody(req: QuoteRequest): Record<string, unknown> {
  const d = req.dropoff;
  return {
    external_delivery_id: req.deliveryId,
    pickup_address: oneLineAddress(req.pickup.address),
    pickup_business_name: req.pickup.name,
    pickup_phone_number: req.pickup.phone ?? req.pickup.address.phone,
    pickup_instructions: req.pickup.instructions || undefined,
    pickup_external_business_id: req.pickup.businessId || undefined,
    pickup_external_store_id: req.pickup.storeId || undefined,
    dropoff_address: oneLineAddress(d),
    dropoff_location: d.latitude != null && d.longitude != null ? { lat: d.latitude, lng: d.longitude } : undefined,
    dropoff_phone_number: d.phone,
    dropoff_contact_given_name: d.firstname || undefined,
    dropoff_contact_family_name: d.lastname || undefined,
    dropoff_instructions: req.dropoffInstructions || undefined,
    order_value: req.orderValue,
    currency: req.currency,
    items: req.items.map((i) => ({ name: i.name, quantity: i.quantity })),
    dropoff_time: req.dropoffTime,
  };
}

/** The DoorDash Drive courier for `config` (see the module note). Every call may throw `CourierError`. */
export function createDoorDashCourier(config: DoorDashConfig, deps: CourierAdapterDeps = {}): Courier {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const clock = deps.clock ?? systemClock;
  const timeoutMs = deps.timeoutMs ?? 15_000;
  const base = config.apiUrl.replace(/\/$/, '');
  const key = Buffer.from(config.signingSecret, 'base64url');
  let jwt: { token: string; renewAtMs: number } | null = null;

  const token = async (): Promise<string> => {
    const now = clock.nowMs();
    if (jwt && now < jwt.renewAtMs) return jwt.token;
    const iat = Math.floor(now / 1000);
    const signed = await new SignJWT({ kid: config.keyId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', 'dd-ver': 'DD-JWT-V1' })
      .setAudience('doordash')
      .setIssuer(config.developerId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + JWT_TTL_S)
      .sign(key);
    jwt = { token: signed, renewAtMs: (iat + JWT_TTL_S - 60) * 1000 };
    return signed;
  };

  const call = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<Record<string, any>> => {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${await token()}`,
          accept: 'application/json',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unreachable();
    }
    const json = (await res.json().catch(() => ({}))) as Record<string, any>;
    if (!res.ok) throw doordashError(res.status, json);
    return json ?? {};
  };

  const path = (id: string) => encodeURIComponent(id);

  return {
    name: 'doordash',
    async quote(req): Promise<CourierQuote> {
      const q = await call('POST', '/drive/v2/quotes', doordashQuoteBody(req));
      const fee = int(q.fee);
      if (fee === undefined) throw new CourierError(500, COURIER_TEXT.internal);
      return {
        externalDeliveryId: str(q.external_delivery_id) ?? req.deliveryId,
        fee,
        tax: int(q.tax) ?? 0,
        expiresAt: str(q.expires_at) ?? new Date(clock.nowMs() + DOORDASH_QUOTE_TTL_MS).toISOString(),
        ...(str(q.pickup_time_estimated) ? { pickupTimeEstimated: q.pickup_time_estimated } : {}),
        ...(str(q.dropoff_time_estimated) ? { dropoffTimeEstimated: q.dropoff_time_estimated } : {}),
        ...(str(q.tracking_url) ? { trackingUrl: q.tracking_url } : {}),
      };
    },
    async accept(externalDeliveryId, { tip }) {
      if (!Number.isInteger(tip) || tip < 0) throw new CourierError(400, 'The tip must be a whole number of cents, 0 or more.');
      const d = await call('POST', `/drive/v2/quotes/${path(externalDeliveryId)}/accept`, { tip });
      return doordashDelivery({ external_delivery_id: externalDeliveryId, ...d });
    },
    async cancel(externalDeliveryId) {
      await call('PUT', `/drive/v2/deliveries/${path(externalDeliveryId)}/cancel`);
    },
    async status(externalDeliveryId) {
      const d = await call('GET', `/drive/v2/deliveries/${path(externalDeliveryId)}`);
      return doordashDelivery({ external_delivery_id: externalDeliveryId, ...d });
    },
    parseWebhook(hook: CourierWebhook): CourierDelivery | null {
      if (!config.webhookAuth) return null;
      const auth = headerOf(hook.headers, 'authorization');
      if (!auth || !safeEqualText(auth, config.webhookAuth)) return null;
      let event: Record<string, any>;
      try {
        event = JSON.parse(hook.rawBody);
      } catch {
        return null;
      }
      if (!event || typeof event !== 'object' || !str(event.external_delivery_id)) return null;
      const name = String(event.event_name ?? '').toUpperCase();
      // Tracking-only events (dasher_enroute_*, DELIVERY_BATCHED …) carry no step: the delivery's own
      // status when sent, else 'created', which never moves a delivery forward or back.
      const status = EVENTS[name] ?? doordashStatus(event.delivery_status);
      return doordashDelivery(event, status);
    },
  };
}
