/**
 * Uber Direct courier adapter, delivery method 22 when UBER_CLIENT_ID, UBER_CLIENT_SECRET and
 * UBER_CUSTOMER_ID are set (orders-and-payments.md §3.8–3.9, §4, §8.6, §9). Plain `fetch`, no SDK.
 *
 * Authentication: an OAuth 2.0 client-credentials token from UBER_AUTH_URL
 * (https://auth.uber.com/oauth/v2/token; form client_id, client_secret, grant_type=client_credentials,
 * scope=eats.deliveries → {access_token, expires_in}), kept in memory and reused until shortly before
 * `expires_in` runs out (5 minutes, or a tenth of the lifetime when shorter); concurrent calls share one
 * token request; an API 401 drops the token and the call is tried once more with a fresh one.
 *
 * Calls (base UBER_API_URL, https://api.uber.com; `{customer}` = the venue's delivery_customer_id, else
 * UBER_CUSTOMER_ID):
 * - `quote`: POST /v1/customers/{customer}/delivery_quotes with pickup_address and dropoff_address
 *   (structured address as a JSON string: street_address[], city, state, zip_code, country),
 *   pickup/dropoff_latitude/longitude, pickup/dropoff_phone_number, manifest_total_value (cents),
 *   external_store_id, and for scheduled orders a 20-minute dropoff window around the requested time
 *   (dropoff_ready_dt, dropoff_deadline_dt). Answer {id: 'dqt_…', fee, currency, expires, dropoff_eta,
 *   duration}; a quote is valid 15 minutes. Uber quotes carry no tax (tax 0).
 * - `accept`: POST /v1/customers/{customer}/deliveries with quote_id, pickup_name,
 *   pickup_business_name, pickup_address, pickup_phone_number, pickup_notes, dropoff_name,
 *   dropoff_address, dropoff_phone_number, dropoff_notes, coordinates, manifest_items [{name, quantity,
 *   size, weight (g)}], manifest_total_value, manifest_reference and external_id (our delivery id),
 *   external_store_id, tip (cents) and idempotency_key (our delivery id: a retried accept never books
 *   twice; Uber keeps the key 6 hours). The delivery is built from the quote's request: pass it in
 *   `opts.request`; the adapter also remembers the requests of its own quotes until they expire.
 *   Answer: the delivery, whose id ('del_…') is the id for `status` and `cancel`.
 * - `status`: GET /v1/customers/{customer}/deliveries/{delivery_id}.
 * - `cancel`: POST /v1/customers/{customer}/deliveries/{delivery_id}/cancel.
 * Statuses: pending → created; pickup → confirmed (a courier is assigned and on the way; arrived_at_pickup
 * once `courier_imminent`); pickup_complete → picked_up; dropoff → enroute_to_dropoff (arrived_at_dropoff
 * once `courier_imminent`); delivered → delivered; canceled and returned → cancelled.
 * Driver: courier.name, courier.phone_number (both phones), courier.location {lat, lng}; times
 * pickup_eta, dropoff_eta; tracking_url; updated.
 *
 * Errors (answer body {code, message, metadata}) → `CourierError` with the §8.6 texts:
 * address_undeliverable, address_undeliverable_limited_couriers, unknown_location, invalid_address and
 * other address/location refusals → 422 'The address cannot be delivered.'; 401/unauthorized →
 * 'Authentication Error'; 402/403 (customer_suspended, customer_blocked, forbidden) → 'Authorization
 * error: …'; 409/duplicate_delivery → 'Duplicate Delivery ID.'; 429/customer_limited → 'Too many
 * requests …'; couriers_busy, request_timeout, 5xx and network failures → 503/500 'Internal service
 * failure, please try again later.' (retryable); 404 → 404; any other 400 → Uber's message.
 *
 * Webhooks: `x-uber-signature` (or the older `x-postmates-signature`) is the hex HMAC-SHA256 of the raw
 * body with the webhook signing key (UBER_WEBHOOK_SIGNING_KEY), compared in constant time. Bodies:
 * {kind: 'event.delivery_status', status, delivery_id, data: <delivery>, created} and
 * {kind: 'event.courier_update', delivery_id, data: <delivery with courier.location>}.
 *
 * Documentation relied on:
 * - https://developer.uber.com/docs/deliveries/guides/authentication (client credentials, scope eats.deliveries)
 * - https://developer.uber.com/docs/deliveries/api-reference/daas (delivery_quotes, deliveries, cancel; fields)
 * - https://developer.uber.com/docs/deliveries/guides/webhooks (event kinds, x-uber-signature HMAC-SHA256)
 * - https://developer.uber.com/docs/deliveries/faq (quote valid 15 minutes; 429 customer_limited;
 *   structured addresses as JSON strings)
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../platform/config';
import { systemClock, type Clock } from '../../platform/clock';
import { COURIER_TEXT, errorForStatus, headerOf, unreachable, type CourierAdapterDeps } from './common';
import {
  CourierError,
  type Courier,
  type CourierAddress,
  type CourierDelivery,
  type CourierItem,
  type CourierQuote,
  type CourierStatus,
  type CourierWebhook,
  type QuoteRequest,
} from './types';

/** Uber Direct credentials and endpoints (README configuration: UBER_*). */
export interface UberConfig {
  clientId: string;
  clientSecret: string;
  customerId: string;
  /** Webhook signing key; unset: every webhook is refused. */
  webhookSigningKey?: string;
  /** https://api.uber.com */
  apiUrl: string;
  /** https://auth.uber.com/oauth/v2/token */
  authUrl: string;
}

type UberEnv = Pick<Config, 'UBER_CLIENT_ID' | 'UBER_CLIENT_SECRET' | 'UBER_CUSTOMER_ID' | 'UBER_WEBHOOK_SIGNING_KEY' | 'UBER_API_URL' | 'UBER_AUTH_URL'>;

/** Whether Uber Direct is configured (client id, client secret and customer id all set). */
export function uberConfigured(config: UberEnv): boolean {
  return Boolean(config.UBER_CLIENT_ID && config.UBER_CLIENT_SECRET && config.UBER_CUSTOMER_ID);
}

/** The adapter configuration from the environment, or null when `uberConfigured` is false. */
export function uberConfigFrom(config: UberEnv): UberConfig | null {
  if (!uberConfigured(config)) return null;
  return {
    clientId: config.UBER_CLIENT_ID!,
    clientSecret: config.UBER_CLIENT_SECRET!,
    customerId: config.UBER_CUSTOMER_ID!,
    webhookSigningKey: config.UBER_WEBHOOK_SIGNING_KEY,
    apiUrl: config.UBER_API_URL,
    authUrl: config.UBER_AUTH_URL,
  };
}

/** Uber quotes are acceptable for 15 minutes. */
export const UBER_QUOTE_TTL_MS = 15 * 60_000;

/** Uber delivery status (+ courier_imminent) → port status; 'created' for an unknown value (never moves a delivery). */
export function uberStatus(status: unknown, courierImminent = false): CourierStatus {
  switch (String(status ?? '').toLowerCase()) {
    case 'pending':
      return 'created';
    case 'pickup':
      return courierImminent ? 'arrived_at_pickup' : 'confirmed';
    case 'pickup_complete':
      return 'picked_up';
    case 'dropoff':
      return courierImminent ? 'arrived_at_dropoff' : 'enroute_to_dropoff';
    case 'delivered':
      return 'delivered';
    case 'canceled':
    case 'cancelled':
    case 'returned':
      return 'cancelled';
    default:
      return 'created';
  }
}

const ADDRESS_CODES = new Set([
  'address_undeliverable',
  'address_undeliverable_limited_couriers',
  'unknown_location',
  'invalid_address',
  'pickup_address_undeliverable',
  'dropoff_address_undeliverable',
  'address_not_serviceable',
]);
const BUSY_CODES = new Set(['couriers_busy', 'service_unavailable', 'request_timeout']);
const FORBIDDEN_CODES = new Set(['customer_suspended', 'customer_blocked', 'forbidden', 'customer_not_allowed']);

/** Maps an Uber Direct error answer onto the §8.6 texts (see the module note). */
export function uberError(status: number, body: unknown): CourierError {
  const b = (body && typeof body === 'object' ? body : {}) as { code?: unknown; message?: unknown };
  const code = typeof b.code === 'string' ? b.code.toLowerCase() : '';
  const message = typeof b.message === 'string' && b.message ? b.message : '';
  if (ADDRESS_CODES.has(code) || ((status === 400 || status === 422) && /address|location/.test(code))) {
    return new CourierError(422, COURIER_TEXT.undeliverable);
  }
  if (code === 'customer_limited' || status === 429) return new CourierError(429, COURIER_TEXT.rateLimited);
  if (code === 'unauthorized' || code === 'invalid_token' || status === 401) return new CourierError(401, COURIER_TEXT.authentication);
  if (FORBIDDEN_CODES.has(code) || status === 402 || status === 403) return new CourierError(403, COURIER_TEXT.authorization);
  if (code === 'duplicate_delivery' || status === 409) return new CourierError(409, COURIER_TEXT.duplicate);
  if (BUSY_CODES.has(code) || status === 408) return new CourierError(503, COURIER_TEXT.internal);
  if (status === 404) return new CourierError(404, message || 'Delivery not found.');
  return errorForStatus(status) ?? new CourierError(status === 422 ? 422 : 400, message || `Uber answered ${status}.`);
}

/** Uber's structured address, as the JSON string its API takes. */
export function uberAddress(a: CourierAddress): string {
  return JSON.stringify({
    street_address: [a.street1, a.street2].filter((s): s is string => Boolean(s && s.trim())),
    city: a.city,
    state: a.state,
    zip_code: a.postcode,
    country: a.country,
  });
}

/** Uber's manifest size from an item's volume (litres, §9): small < 2, medium < 10, large < 30, else xlarge. */
function size(volume?: number): 'small' | 'medium' | 'large' | 'xlarge' {
  if (volume == null || volume < 2) return 'small';
  if (volume < 10) return 'medium';
  if (volume < 30) return 'large';
  return 'xlarge';
}

function manifest(items: CourierItem[]): Record<string, unknown>[] {
  return items.map((i) => ({
    name: i.name,
    quantity: i.quantity,
    size: size(i.volume != null ? i.volume * i.quantity : undefined),
    ...(i.weight != null ? { weight: Math.round(i.weight * 1000) } : {}),
  }));
}

/** A scheduled order's 20-minute dropoff window around the requested time. */
function dropoffWindow(req: QuoteRequest): Record<string, string> {
  if (!req.dropoffTime) return {};
  const t = Date.parse(req.dropoffTime);
  if (!Number.isFinite(t)) return {};
  return { dropoff_ready_dt: new Date(t - 10 * 60_000).toISOString(), dropoff_deadline_dt: new Date(t + 10 * 60_000).toISOString() };
}

const coords = (prefix: 'pickup' | 'dropoff', a: CourierAddress) =>
  a.latitude != null && a.longitude != null ? { [`${prefix}_latitude`]: a.latitude, [`${prefix}_longitude`]: a.longitude } : {};

/** The POST …/delivery_quotes body. */
export function uberQuoteBody(req: QuoteRequest): Record<string, unknown> {
  return {
    pickup_address: uberAddress(req.pickup.address),
    dropoff_address: uberAddress(req.dropoff),
    ...coords('pickup', req.pickup.address),
    ...coords('dropoff', req.dropoff),
    pickup_phone_number: req.pickup.phone ?? req.pickup.address.phone,
    dropoff_phone_number: req.dropoff.phone,
    manifest_total_value: req.orderValue,
    external_store_id: req.pickup.storeId || undefined,
    ...dropoffWindow(req),
  };
}

/** The POST …/deliveries body that books `quoteId` for `req` with `tip` cents. */
export function uberDeliveryBody(quoteId: string, req: QuoteRequest, tip: number): Record<string, unknown> {
  const d = req.dropoff;
  return {
    quote_id: quoteId,
    pickup_name: req.pickup.name,
    pickup_business_name: req.pickup.name,
    pickup_address: uberAddress(req.pickup.address),
    pickup_phone_number: req.pickup.phone ?? req.pickup.address.phone,
    pickup_notes: req.pickup.instructions || undefined,
    ...coords('pickup', req.pickup.address),
    dropoff_name: [d.firstname, d.lastname].filter(Boolean).join(' ').trim() || 'Customer',
    dropoff_address: uberAddress(d),
    dropoff_phone_number: d.phone,
    dropoff_notes: req.dropoffInstructions || undefined,
    ...coords('dropoff', d),
    manifest_items: manifest(req.items),
    manifest_total_value: req.orderValue,
    manifest_reference: req.deliveryId,
    external_id: req.deliveryId,
    external_store_id: req.pickup.storeId || undefined,
    tip,
    idempotency_key: req.deliveryId,
    ...dropoffWindow(req),
  };
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const int = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : undefined);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/** An Uber delivery object → `CourierDelivery`. */
export function uberDelivery(d: Record<string, any>, fallback: { id?: string; status?: unknown; updated?: unknown } = {}): CourierDelivery {
  const courier = d.courier && typeof d.courier === 'object' ? d.courier : {};
  const loc = courier.location && typeof courier.location === 'object' ? courier.location : {};
  const phone = str(courier.phone_number);
  const out: CourierDelivery = {
    externalDeliveryId: String(d.id ?? fallback.id ?? ''),
    reference: str(d.external_id),
    status: uberStatus(d.status ?? fallback.status, d.courier_imminent === true),
    fee: int(d.fee),
    tip: int(d.tip),
    supportReference: str(d.uuid),
    driverName: str(courier.name),
    driverPickupPhone: phone,
    driverDropoffPhone: phone,
    pickupTimeEstimated: str(d.pickup_eta),
    dropoffTimeEstimated: str(d.dropoff_eta),
    trackingUrl: str(d.tracking_url),
    driverLatitude: num(loc.lat),
    driverLongitude: num(loc.lng),
    updatedAt: str(d.updated) ?? str(fallback.updated),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as unknown as CourierDelivery;
}

/** Whether `signature` (hex) is the HMAC-SHA256 of `rawBody` with `key`, compared in constant time. */
export function uberSignatureValid(rawBody: string, signature: string | undefined, key: string): boolean {
  if (!signature) return false;
  const expected = createHmac('sha256', key).update(rawBody, 'utf8').digest();
  const given = Buffer.from(signature.trim().toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Uber Direct courier for `config` (see the module note). Every call may throw `CourierError`. */
export function createUberCourier(config: UberConfig, deps: CourierAdapterDeps = {}): Courier {
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const clock = deps.clock ?? systemClock;
  const timeoutMs = deps.timeoutMs ?? 15_000;
  const base = config.apiUrl.replace(/\/$/, '');
  /** Requests of our own quotes, by quote id, until the quote expires (the fallback for `accept`). */
  const quoted = new Map<string, { req: QuoteRequest; untilMs: number }>();
  const tokens = uberTokens(config, doFetch, clock, timeoutMs);

  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, retried = false): Promise<Record<string, any>> => {
    const bearer = await tokens.token();
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${bearer}`,
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
    if (res.status === 401 && !retried) {
      // A token revoked or expired early: fetch a new one once.
      tokens.forget(bearer);
      return call(method, path, body, true);
    }
    if (!res.ok) throw uberError(res.status, json);
    return json ?? {};
  };

  const customerPath = (customerId?: string) => `/v1/customers/${encodeURIComponent(customerId || config.customerId)}`;

  return {
    name: 'uber',
    async quote(req): Promise<CourierQuote> {
      const q = await call('POST', `${customerPath(req.pickup.customerId)}/delivery_quotes`, uberQuoteBody(req));
      const fee = int(q.fee);
      const id = str(q.id);
      if (fee === undefined || !id) throw new CourierError(500, COURIER_TEXT.internal);
      const now = clock.nowMs();
      const expiresAt = str(q.expires) ?? new Date(now + UBER_QUOTE_TTL_MS).toISOString();
      for (const [k, v] of quoted) if (v.untilMs <= now) quoted.delete(k);
      quoted.set(id, { req, untilMs: Math.max(Date.parse(expiresAt) || 0, now + UBER_QUOTE_TTL_MS) });
      return {
        externalDeliveryId: id,
        fee,
        tax: 0,
        expiresAt,
        ...(str(q.dropoff_eta) ? { dropoffTimeEstimated: q.dropoff_eta } : {}),
      };
    },
    async accept(quoteId, { tip, request }) {
      if (!Number.isInteger(tip) || tip < 0) throw new CourierError(400, 'The tip must be a whole number of cents, 0 or more.');
      const req = request ?? quoted.get(quoteId)?.req;
      if (!req) throw new CourierError(400, 'The quote has expired; ask for a new one.');
      const d = await call('POST', `${customerPath(req.pickup.customerId)}/deliveries`, uberDeliveryBody(quoteId, req, tip));
      quoted.delete(quoteId);
      return uberDelivery(d);
    },
    async cancel(deliveryId) {
      await call('POST', `${customerPath()}/deliveries/${encodeURIComponent(deliveryId)}/cancel`, {});
    },
    async status(deliveryId) {
      const d = await call('GET', `${customerPath()}/deliveries/${encodeURIComponent(deliveryId)}`);
      return uberDelivery(d, { id: deliveryId });
    },
    parseWebhook(hook: CourierWebhook): CourierDelivery | null {
      return parseUberWebhook(hook, config.webhookSigningKey);
    },
  };
}

/**
 * The OAuth client-credentials token of `config` (scope eats.deliveries): kept until a margin before
 * it expires (a tenth of its life, at most 5 minutes), fetched by one request at a time. `forget`
 * drops the kept token when Uber refused that bearer (revoked or expired early). A credential problem
 * is `CourierError` 401; a 5xx or 429 is Uber's error; no answer is `unreachable`.
 */
function uberTokens(config: UberConfig, doFetch: typeof fetch, clock: Clock, timeoutMs: number) {
  let cached: { token: string; renewAtMs: number } | null = null;
  let pending: Promise<string> | null = null;

  const fetchToken = async (): Promise<string> => {
    let res: Response;
    try {
      res = await doFetch(config.authUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          grant_type: 'client_credentials',
          scope: 'eats.deliveries',
        }).toString(),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unreachable();
    }
    const json = (await res.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown; error?: unknown };
    if (!res.ok || typeof json.access_token !== 'string') {
      // OAuth errors: 400/401 invalid_client, invalid_scope … are all credential problems.
      if (res.status >= 500 || res.status === 429) throw uberError(res.status, json);
      throw new CourierError(401, COURIER_TEXT.authentication);
    }
    const lifetime = typeof json.expires_in === 'number' && json.expires_in > 0 ? json.expires_in : 3600;
    const margin = Math.min(300, Math.floor(lifetime / 10));
    cached = { token: json.access_token, renewAtMs: clock.nowMs() + (lifetime - margin) * 1000 };
    return json.access_token;
  };

  const token = async (): Promise<string> => {
    if (cached && clock.nowMs() < cached.renewAtMs) return cached.token;
    pending ??= fetchToken().finally(() => {
      pending = null;
    });
    return pending;
  };

  return {
    token,
    forget(bearer: string) {
      if (cached?.token === bearer) cached = null;
    },
  };
}

/**
 * An Uber Direct webhook (delivery_status or courier_update) as the port's delivery view, or null when
 * no signing key is configured, the signature (x-uber-signature or x-postmates-signature) is wrong, or
 * the body names no delivery. A courier update's location becomes the driver's position.
 */
function parseUberWebhook(hook: CourierWebhook, signingKey: string | undefined): CourierDelivery | null {
  if (!signingKey) return null;
  const signature = headerOf(hook.headers, 'x-uber-signature') ?? headerOf(hook.headers, 'x-postmates-signature');
  if (!uberSignatureValid(hook.rawBody, signature, signingKey)) return null;
  let event: Record<string, any>;
  try {
    event = JSON.parse(hook.rawBody);
  } catch {
    return null;
  }
  if (!event || typeof event !== 'object') return null;
  const data = event.data && typeof event.data === 'object' ? event.data : {};
  const id = str(event.delivery_id) ?? str(data.id);
  if (!id) return null;
  // delivery_status events name the new status at the top; courier updates carry it in data.
  const delivery = uberDelivery({ ...data, id, status: event.status ?? data.status }, { updated: event.created });
  if (event.kind === 'event.courier_update' && event.location && typeof event.location === 'object') {
    const lat = num(event.location.lat);
    const lng = num(event.location.lng);
    if (lat !== undefined && lng !== undefined) Object.assign(delivery, { driverLatitude: lat, driverLongitude: lng });
  }
  return delivery;
}
