/**
 * POST /create/delivery (orders-and-payments.md §7.5, §3.9, §8.6): `create_quote` asks the venue's
 * courier for a quote and keeps it (`deliveries`); `query_quote` answers a delivery as we know it.
 *
 * Request (JSON): type 'create_quote' | 'query_quote'; delivery_id (ours, optional on create: made
 * here when absent; [A-Za-z0-9_-]{6,64}); venueId (id or code); method 21 | 22; tradeid; address (the
 * shipping object: street1, street2, city, state, postcode, country, firstname, lastname, phone,
 * geo_id); instructions; order_value and totalPrice (cents); validDateTime (UTC ISO, the requested
 * dropoff); seqNum; products [{name, quantity, weight kg, volume l}] (names cut to 100 characters,
 * same names merged); customerId, pickUpId (ignored: the venue's configuration decides).
 *
 * Answer (HTTP 200, or 429 over our request limit; §3.9): {success, action, errorCode, message, data}; data {id, fee, tax, tip,
 * external_delivery_id, support_reference, delivery_status, dasher_name, dasher_pickup_phone_number,
 * dasher_dropoff_phone_number, pickup_time_estimated, dropoff_time_estimated, dropoff_eta, created,
 * updated_at, tracking_url, expires_at}. errorCode: 400 bad request or venue without courier delivery,
 * 404 unknown delivery id, 409 'Duplicate Delivery ID.' (an id already paid for), 429 over our own
 * request limit (`COURIER_QUOTE_LIMITS`), and the courier's refusals (§8.6: 422 'The address cannot be
 * delivered.', 429, 500/503 'Internal service failure…').
 *
 * Two couriers (issue #14 "beyond the anchors"): a venue whose config names both methods
 * (`delivery_methods: [21, 22]` in the brand file, docs/venue-format.md) is quoted by both in parallel;
 * `delivery_courier_choice` 'cheaper' (the default: lowest fee + tax) or 'faster' (earliest dropoff
 * estimate) picks the winner, and when one courier refuses or fails (CourierError or a network error)
 * the other's quote is taken. Only when both fail does the answer carry a refusal: the one of the
 * requested `method`. The stored delivery keeps the winner's method and courier, so the fee check,
 * booking, re-quotes and webhooks (matched by method + external id) all use that courier; the losing
 * quote is left to expire. The answer's shape does not change (§3.9).
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { mergeQuoteProducts, pickCourierQuote, venueCourierChoice, venueCourierMethods } from '../../../domain/courier-delivery';
import { CourierError, type CourierAddress, type CourierMethod, type CourierQuote, type QuoteRequest } from '../../providers/couriers';
import { reserveHits } from '../../platform/request-limits';
import type { Services } from '../../services';
import { geoPoint } from '../accounts';
import { findVenue, findVenueId, venuePlace } from '../catalog';
import { deliveries } from './schema';

const str = (max: number) => z.union([z.string().max(max), z.number()]).transform(String).optional();

const addressSchema = z.object({
  street1: z.string().trim().min(1).max(200),
  street2: str(200),
  city: z.string().trim().min(1).max(100),
  state: z.string().trim().max(100).default(''),
  postcode: z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(12)),
  country: z.string().trim().length(2).default('AU'),
  firstname: str(100),
  lastname: str(100),
  phone: str(30),
  email: str(200),
  geo_id: z.coerce.number().int().min(0).optional(),
});

export const deliveryRequestSchema = z.object({
  type: z.enum(['create_quote', 'query_quote']),
  delivery_id: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/).optional().or(z.literal('').transform(() => undefined)),
  venueId: z.union([z.number().int().positive(), z.string().min(1).max(100)]).optional(),
  method: z.coerce.number().int().refine((m) => m === 21 || m === 22, 'method must be 21 or 22').optional(),
  tradeid: z.string().max(100).optional(),
  address: addressSchema.optional(),
  instructions: z.string().max(500).optional(),
  order_value: z.number().int().min(0).max(100_000_000).optional(),
  totalPrice: z.number().int().min(0).max(100_000_000).optional(),
  validDateTime: z.string().max(40).optional(),
  seqNum: z.union([z.string(), z.number()]).optional(),
  products: z
    .array(
      z.object({
        name: z.string().min(1).max(1000),
        quantity: z.number().int().min(1).max(10_000),
        weight: z.number().min(0).max(1000).optional(),
        volume: z.number().min(0).max(1000).optional(),
      }),
    )
    .max(500)
    .optional(),
  customerId: z.string().max(200).optional(),
  pickUpId: z.string().max(200).optional(),
});
export type DeliveryRequest = z.infer<typeof deliveryRequestSchema>;

/** The §3.9 answer. */
export interface DeliveryAnswer {
  success: boolean;
  action: string;
  errorCode: number;
  message: string;
  data: Record<string, unknown> | null;
}

type Row = typeof deliveries.$inferSelect;

const fail = (action: string, errorCode: number, message: string): DeliveryAnswer => ({ success: false, action, errorCode, message, data: null });

/** The §3.9 data of a delivery row. */
export function deliveryData(row: Row): Record<string, unknown> {
  return {
    id: row.id,
    fee: row.fee,
    tax: row.tax,
    tip: row.tip,
    external_delivery_id: row.externalDeliveryId,
    support_reference: row.supportReference,
    delivery_status: row.status,
    dasher_name: row.driverName,
    dasher_pickup_phone_number: row.driverPickupPhone,
    dasher_dropoff_phone_number: row.driverDropoffPhone,
    pickup_time_estimated: row.pickupTimeEstimated,
    dropoff_time_estimated: row.dropoffTimeEstimated,
    dropoff_eta: row.dropoffTimeEstimated,
    created: new Date(row.createdAt).toISOString(),
    updated_at: new Date(row.updatedAt).toISOString(),
    tracking_url: row.trackingUrl,
    expires_at: new Date(row.quoteExpiresAt).toISOString(),
  };
}

/** The quote request for a venue and a stored delivery's address and request (used again to re-quote). */
export async function buildQuoteRequest(services: Services, venueId: number, deliveryId: string, address: Record<string, unknown>, request: Record<string, unknown>): Promise<QuoteRequest | null> {
  const venue = await findVenue(services.db, venueId);
  const row = venue ? await venuePlace(services.db, venueId) : null;
  if (!venue || !row) return null;
  const venuePoint =
    row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : await geoPoint(services, { country: row.country, postcode: row.postcode, city: row.city });
  const pickupAddress: CourierAddress = {
    street1: row.street1,
    street2: row.street2 || undefined,
    city: row.city,
    state: row.state,
    postcode: row.postcode,
    country: row.country || 'AU',
    ...(venuePoint ?? {}),
  };
  const cfg = venue.config as Record<string, unknown>;
  const s = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : String(v));
  return {
    deliveryId,
    pickup: {
      name: venue.name,
      address: pickupAddress,
      phone: s(row.callnumber),
      instructions: s(cfg.delivery_pickup_instructions),
      businessId: s(cfg.delivery_pickup_business_id),
      storeId: s(cfg.delivery_pickup_store_id),
      customerId: s(cfg.delivery_customer_id),
    },
    dropoff: address as unknown as CourierAddress,
    dropoffInstructions: s(request.instructions),
    items: (request.items as QuoteRequest['items']) ?? [],
    orderValue: Number(request.orderValue ?? 0),
    dropoffTime: s(request.dropoffTime),
    currency: String(cfg.currency ?? 'AUD'),
  };
}

/**
 * How many `create_quote` requests (each one a call to a courier's API, counted against the venue's
 * courier account) one client address and one venue may make in any 10 minutes. A diner re-quotes at
 * each address change; a café's guest Wi-Fi shares one address.
 */
export const COURIER_QUOTE_LIMITS = { perIp: 60, perVenue: 600, windowMs: 10 * 60_000 } as const;

/**
 * Handles one POST /create/delivery body (see the module note) from client address `ip`. A
 * `create_quote` over `COURIER_QUOTE_LIMITS` is refused before any courier is asked: errorCode 429
 * 'Too many requests, please try again later' with `retryAfterSeconds` (the route's Retry-After).
 */
export async function handleDeliveryRequest(services: Services, body: unknown, ip = ''): Promise<DeliveryAnswer & { retryAfterSeconds?: number }> {
  const parsed = deliveryRequestSchema.safeParse(body);
  const action = typeof (body as { type?: unknown })?.type === 'string' ? String((body as { type: string }).type) : '';
  if (!parsed.success) return fail(action, 400, `Invalid request: ${parsed.error.issues[0]?.path.join('.') || 'body'}`);
  const req = parsed.data;
  if (req.type === 'query_quote') return queryQuote(services, req);
  const { perIp, perVenue, windowMs } = COURIER_QUOTE_LIMITS;
  const reserved = await reserveHits(services, [
    { kind: 'courier_quote_ip', key: ip || 'unknown', max: perIp, windowMs },
    { kind: 'courier_quote_venue', key: String(req.venueId ?? ''), max: perVenue, windowMs },
  ]);
  if ('retryAfterSeconds' in reserved) return { ...fail(action, 429, 'Too many requests, please try again later'), retryAfterSeconds: reserved.retryAfterSeconds };
  return createQuote(services, req);
}

async function queryQuote(services: Services, req: DeliveryRequest): Promise<DeliveryAnswer> {
  if (!req.delivery_id) return fail('query_quote', 400, 'Invalid request: delivery_id');
  const [row] = await services.db.select().from(deliveries).where(eq(deliveries.id, req.delivery_id));
  if (!row) return fail('query_quote', 404, 'Delivery not found.');
  return { success: true, action: 'query_quote', errorCode: 0, message: '', data: deliveryData(row) };
}

async function createQuote(services: Services, req: DeliveryRequest): Promise<DeliveryAnswer> {
  const action = 'create_quote';
  if (req.venueId === undefined || !req.address || !req.method) return fail(action, 400, 'Invalid request: venueId, method and address are required');
  const venueId = await findVenueId(services.db, req.venueId);
  const venue = venueId === null ? null : await findVenue(services.db, venueId);
  if (!venue || venueId === null) return fail(action, 404, 'Venue not found.');
  const methods = venueCourierMethods(venue.config);
  if (!methods.includes(req.method as CourierMethod)) return fail(action, 400, 'The venue does not deliver by this courier.');
  // The requested method first: it wins ties and its refusal is the one answered when all refuse.
  const asked = [req.method as CourierMethod, ...methods.filter((m) => m !== req.method)];
  const now = services.clock.nowMs();

  const id = req.delivery_id ?? `dlv_${randomBytes(12).toString('hex')}`;
  const [existing] = await services.db.select().from(deliveries).where(eq(deliveries.id, id));
  if (existing && (existing.orderId !== null || existing.venueId !== venueId)) return fail(action, 409, 'Duplicate Delivery ID.');

  const point = await geoPoint(services, { geo_id: req.address.geo_id, country: req.address.country, postcode: req.address.postcode, city: req.address.city });
  const address: Record<string, unknown> = { ...req.address, ...(point ?? {}) };
  const items = mergeQuoteProducts(req.products ?? []);
  const dropoffTime = req.validDateTime && Number.isFinite(Date.parse(req.validDateTime)) ? new Date(req.validDateTime).toISOString() : undefined;
  const request = { items, orderValue: req.order_value ?? req.totalPrice ?? 0, instructions: req.instructions ?? '', dropoffTime, tradeid: req.tradeid ?? '' };
  const quoteReq = await buildQuoteRequest(services, venueId, id, address, request);
  if (!quoteReq) return fail(action, 404, 'Venue not found.');
  const settled = await Promise.allSettled(asked.map((m) => services.providers.couriers[m].quote(quoteReq)));
  const answered: (CourierQuote & { method: CourierMethod })[] = [];
  settled.forEach((r, i) => {
    if (r.status === 'fulfilled') answered.push({ ...r.value, method: asked[i]! });
    else if (!(r.reason instanceof CourierError)) services.logger.warn({ err: r.reason, method: asked[i] }, 'courier quote failed');
    else if (asked.length > 1) services.logger.info({ method: asked[i], code: r.reason.code }, 'courier refused a quote; the other courier may take it');
  });
  const quote = pickCourierQuote(answered, venueCourierChoice(venue.config));
  if (!quote) {
    const first = settled[0];
    const e = first?.status === 'rejected' ? first.reason : undefined;
    if (e instanceof CourierError) return fail(action, e.code, e.message);
    return fail(action, 500, 'Internal service failure, please try again later.');
  }
  const method = quote.method;
  const courier = services.providers.couriers[method];
  const values = {
    venueId,
    method,
    courier: courier.name,
    tradeid: req.tradeid ?? '',
    address,
    request,
    externalDeliveryId: quote.externalDeliveryId,
    fee: quote.fee,
    tax: quote.tax,
    quoteExpiresAt: Date.parse(quote.expiresAt),
    status: 'quoted',
    statusRank: -1,
    pickupTimeEstimated: quote.pickupTimeEstimated ?? '',
    dropoffTimeEstimated: quote.dropoffTimeEstimated ?? '',
    trackingUrl: quote.trackingUrl ?? '',
    updatedAt: now,
  };
  // A new quote for the same id (the address changed, §4.9) replaces the old one while unpaid.
  const [row] = await services.db
    .insert(deliveries)
    .values({ id, ...values, createdAt: now })
    .onConflictDoUpdate({ target: deliveries.id, set: values, setWhere: sql`${deliveries.orderId} is null and ${deliveries.venueId} = ${venueId}` })
    .returning();
  if (!row) return fail(action, 409, 'Duplicate Delivery ID.');
  return { success: true, action, errorCode: 0, message: '', data: deliveryData(row) };
}
