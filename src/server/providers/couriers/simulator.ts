/**
 * The embedded courier simulator (the default `Courier` for methods 21 and 22 when no credentials are
 * set; orders-and-payments.md §3.9, §4.9, §8.6). It behaves like DoorDash Drive / Uber Direct:
 *
 * - **Quotes**: fee = `simulatedCourierFee(great-circle metres venue → address)` (src/domain), tax 10 %
 *   of the fee (GST); valid 5 minutes for method 21 (as DoorDash), 15 for method 22 (as Uber). So that
 *   a venue with both couriers has a real choice, method 22 charges 20 % more (fee rounded to the cent)
 *   and its driver is 3 simulated minutes faster (see `simulatorTimeline`): 'cheaper' picks 21,
 *   'faster' picks 22.
 * - **Test addresses** by the text of `street1`: 'Undeliverable' → 422 'The address cannot be
 *   delivered.'; 'Busy' → 503 and 'Fail' → 500 'Internal service failure, please try again later.';
 *   'RateLimit' → 429 'Too many requests sent in short timespan, please wait and try again';
 *   'CourierCancel' → accepted, then the courier cancels after the driver confirmed. A refusal word
 *   followed by a method number applies to that method only: '3 Busy22 Rd' is busy for method 22 and
 *   quoted by 21; '9 Undeliverable21 Lane' refused by 21 only (the two-courier fallback's test streets).
 * - **After accept** a driver moves created → confirmed (1 simulated minute) → arrived_at_pickup (6;
 *   4 for method 22) → picked_up (10; 7) → arrived_at_dropoff (+ 2.5 min/km, 4–40) → delivered (+2),
 *   on a clock sped up by `COURIER_SIMULATOR_SPEED` (simulated minutes per real minute).
 * - **Webhooks**: a timer (`run`) reads `courier_simulator_deliveries` (so a delivery in progress
 *   survives a restart), and POSTs each new status to `{self}/delivery/webhook/{method}`, signed
 *   `x-platter-signature: t=<s>,v1=<hex HMAC-SHA256 of "t.body">`; as real services do, when several
 *   steps are due at once they go newest first (out of order), and every other status is sent twice.
 *   A status counts as sent only when our endpoint answered 2xx (else it is sent again next tick).
 * - **Tracking page**: GET /courier-simulator/track/:id, the driver moving on a Leaflet map
 *   (node_modules/leaflet, tiles from OpenStreetMap with attribution; the markers and the route line
 *   render without tiles, e.g. offline).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, normalize } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../platform/db/client';
import type { Config } from '../../platform/config';
import { haversineMetres, interpolate, type LatLng } from '../../../domain/geo-distance';
import { simulatedCourierFee } from '../../../domain/courier-delivery';
import { courierSimulatorDeliveries as sim } from './schema';
import {
  COURIER_STATUSES,
  CourierError,
  courierStatusRank,
  type Courier,
  type CourierDelivery,
  type CourierMethod,
  type CourierQuote,
  type CourierStatus,
  type CourierWebhook,
  type QuoteRequest,
} from './types';

/**
 * Forgets the drop-off street of the simulated deliveries whose caller
 * delivery ids are `deliveryIds` (an account's deletion, accounts-and-loyalty.md §2.15), in `db` (the
 * deletion's transaction). The coordinates are rounded to about 1 km. A real courier keeps its own records.
 */
export async function forgetSimulatorDropoffs(db: Db, deliveryIds: readonly string[]): Promise<void> {
  if (!deliveryIds.length) return;
  await db
    .update(sim)
    .set({ dropoffStreet: '', dropoffLat: sql`round(${sim.dropoffLat}::numeric, 2)::float8`, dropoffLng: sql`round(${sim.dropoffLng}::numeric, 2)::float8` })
    .where(inArray(sim.deliveryId, [...deliveryIds]));
}

export const SIMULATOR_SIGNATURE_HEADER = 'x-platter-signature';
/** Our webhook path per delivery method (served by the delivery module). */
export const courierWebhookPath = (method: CourierMethod) => `/delivery/webhook/${method}`;
export const SIMULATOR_TRACK_PATH = '/courier-simulator/track/';

const MINUTE = 60_000;
const DRIVERS = ['Mia Nguyen', 'Jack Wilson', 'Olivia Chen', 'Noah Patel', 'Ava Rossi', 'Liam Smith'];

type Row = typeof sim.$inferSelect;

/** The simulated minutes after acceptance at which each status is reached. */
export function simulatorTimeline(row: Pick<Row, 'distance' | 'dropoffStreet' | 'method'>): { status: CourierStatus; minute: number }[] {
  if (/CourierCancel/i.test(row.dropoffStreet)) {
    return [
      { status: 'created', minute: 0 },
      { status: 'confirmed', minute: 1 },
      { status: 'cancelled', minute: 4 },
    ];
  }
  const travel = Math.min(40, Math.max(4, Math.round((row.distance / 1000) * 2.5)));
  // Method 22's drivers are nearer (the "faster" courier): at the pickup at 4, picked up at 7.
  const [atPickup, pickedUp] = row.method === 22 ? [4, 7] : [6, 10];
  return [
    { status: 'created', minute: 0 },
    { status: 'confirmed', minute: 1 },
    { status: 'arrived_at_pickup', minute: atPickup },
    { status: 'picked_up', minute: pickedUp },
    { status: 'arrived_at_dropoff', minute: pickedUp + travel },
    { status: 'delivered', minute: pickedUp + 2 + travel },
  ];
}

/** The test-address refusals (§8.6 texts), by `street1`; a word with a method number ('Busy22') refuses for that method only. */
function testAddressError(street1: string, method: CourierMethod): CourierError | null {
  const word = (w: string) => {
    const m = new RegExp(`${w}(2[12])?`, 'i').exec(street1);
    return m !== null && (m[1] === undefined || Number(m[1]) === method);
  };
  if (word('Undeliverable')) return new CourierError(422, 'The address cannot be delivered.');
  if (word('RateLimit')) return new CourierError(429, 'Too many requests sent in short timespan, please wait and try again');
  if (word('Busy')) return new CourierError(503, 'Internal service failure, please try again later.');
  if (word('Fail')) return new CourierError(500, 'Internal service failure, please try again later.');
  return null;
}

/** The webhook body the simulator sends. */
export interface SimulatorWebhookBody {
  event_id: string;
  external_delivery_id: string;
  delivery_id: string;
  status: CourierStatus;
  fee: number;
  tax: number;
  tip: number;
  driver_name: string;
  driver_phone: string;
  pickup_time_estimated: string;
  dropoff_time_estimated: string;
  tracking_url: string;
  driver_latitude: number;
  driver_longitude: number;
  updated_at: string;
}

/** Signs a webhook body at `t` (seconds): the header value `t=…,v1=…`. */
export function signSimulatorWebhook(secret: Buffer | string, t: number, body: string): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

function verify(header: string | undefined, body: string, secret: Buffer | string, nowS: number): boolean {
  if (!header) return false;
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=') as [string, string]));
  const t = Number(parts.t);
  if (!Number.isFinite(t) || Math.abs(nowS - t) > 300 || typeof parts.v1 !== 'string') return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
  const got = Buffer.from(parts.v1);
  return got.length === expected.length && timingSafeEqual(got, expected);
}

/** Extra controls of the simulator beyond the port: its timer and its tracking page. */
export interface CourierSimulatorControl {
  /** Starts the webhook timer, posting to `selfUrl` (this server); answers the stop function. */
  run(selfUrl: string): () => void;
  /** One pass of the timer (tests call it instead of waiting). */
  tick(selfUrl: string): Promise<void>;
  /** GET /courier-simulator/…: the tracking page, its JSON, script and Leaflet files; false when not ours. */
  route(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean>;
}

export interface SimulatorDeps {
  config: Pick<Config, 'COURIER_SIMULATOR_SPEED' | 'COURIER_SIMULATOR_SECRET' | 'PUBLIC_URL'>;
  db: Db;
  logger: Logger;
  nowMs?: () => number;
}

/** The simulator: a `Courier` per method sharing one table, timer and tracking page. */
export function createCourierSimulator(deps: SimulatorDeps): { couriers: Record<CourierMethod, Courier>; control: CourierSimulatorControl } {
  const { db, logger } = deps;
  const now = deps.nowMs ?? (() => Date.now());
  const speed = deps.config.COURIER_SIMULATOR_SPEED;
  const secret = deps.config.COURIER_SIMULATOR_SECRET ?? randomBytes(32);
  const publicBase = deps.config.PUBLIC_URL?.replace(/\/$/, '') ?? '';
  const trackingUrl = (id: string) => `${publicBase}${SIMULATOR_TRACK_PATH}${id}`;
  const describe = (row: Row, at: number) => describeSimulated(row, at, speed, trackingUrl(row.id));

  async function find(id: string): Promise<Row> {
    const [row] = await db.select().from(sim).where(eq(sim.id, id));
    if (!row) throw new CourierError(404, 'Delivery not found.');
    return row;
  }

  function courier(method: CourierMethod): Courier {
    return {
      name: 'simulator',
      async quote(req: QuoteRequest): Promise<CourierQuote> {
        const at = now();
        const row = newSimulatedDelivery(req, method, at);
        await db.insert(sim).values(row);
        const line = simulatorTimeline(row);
        return {
          externalDeliveryId: row.id,
          fee: row.fee,
          tax: row.tax,
          expiresAt: new Date(row.expiresAt).toISOString(),
          pickupTimeEstimated: new Date(at + realMs(10, speed)).toISOString(),
          dropoffTimeEstimated: new Date(at + realMs(line.at(-1)!.minute, speed)).toISOString(),
          trackingUrl: trackingUrl(row.id),
        };
      },
      async accept(externalDeliveryId, opts) {
        const row = await find(externalDeliveryId);
        if (row.acceptedAt !== null) return describe(row, now()); // idempotent: one booking per quote
        const at = now();
        if (row.expiresAt < at) throw new CourierError(400, 'The quote has expired.', false);
        const [updated] = await db
          .update(sim)
          .set({ acceptedAt: at, tip: Math.max(0, Math.round(opts.tip)) })
          .where(and(eq(sim.id, row.id), isNull(sim.acceptedAt)))
          .returning();
        return describe(updated ?? (await find(row.id)), at);
      },
      async cancel(externalDeliveryId) {
        const row = await find(externalDeliveryId);
        const s = simulatedState(row, now(), speed).status;
        if (s === 'delivered') throw new CourierError(400, 'The delivery is already delivered.', false);
        if (row.cancelledAt === null) await db.update(sim).set({ cancelledAt: now() }).where(eq(sim.id, row.id));
      },
      async status(externalDeliveryId) {
        return describe(await find(externalDeliveryId), now());
      },
      parseWebhook(hook: CourierWebhook): CourierDelivery | null {
        return parseSimulatorWebhook(hook, secret, Math.floor(now() / 1000));
      },
    };
  }

  async function post(selfUrl: string, row: Row, status: CourierStatus, at: number): Promise<boolean> {
    const raw = JSON.stringify(webhookBody(row, status, describe(row, at), at));
    try {
      const res = await fetch(`${selfUrl}${courierWebhookPath(row.method as CourierMethod)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIMULATOR_SIGNATURE_HEADER]: signSimulatorWebhook(secret, Math.floor(now() / 1000), raw) },
        body: raw,
      });
      await res.arrayBuffer();
      return res.ok;
    } catch (e) {
      logger.warn({ err: e, delivery: row.id }, 'courier simulator webhook failed');
      return false;
    }
  }

  let busy = false;
  /**
   * One pass of the timer: for each accepted delivery not yet told as delivered, posts the statuses it
   * has reached since the last pass — newest first when several are due (out of order), every other
   * status twice (a replay) — and records the rank reached once every post succeeded.
   */
  async function tick(selfUrl: string): Promise<void> {
    if (busy) return;
    busy = true;
    try {
      const finalRank = courierStatusRank('delivered');
      const rows = await db.select().from(sim).where(and(isNotNull(sim.acceptedAt), lt(sim.sentRank, finalRank))).limit(200);
      for (const row of rows) {
        const at = now();
        const { status } = simulatedState(row, at, speed);
        const rank = courierStatusRank(status);
        if (rank <= row.sentRank) continue;
        const line = simulatorTimeline(row).map((x) => x.status);
        const due = row.cancelledAt !== null ? ['cancelled' as const] : line.filter((s) => courierStatusRank(s) > row.sentRank && courierStatusRank(s) <= rank && s !== 'created');
        // Newest first when several are due (out of order), and every other status twice (a replay).
        const order = due.length > 1 ? [...due].reverse() : due;
        let okAll = true;
        for (const s of order) {
          okAll = (await post(selfUrl, row, s, at)) && okAll;
          if (courierStatusRank(s) % 2 === 1) await post(selfUrl, row, s, at);
        }
        if (okAll) await db.update(sim).set({ sentRank: status === 'cancelled' ? finalRank : rank }).where(and(eq(sim.id, row.id), lt(sim.sentRank, rank)));
      }
    } catch (e) {
      logger.warn({ err: e }, 'courier simulator tick failed');
    } finally {
      busy = false;
    }
  }

  const control: CourierSimulatorControl = {
    run(selfUrl) {
      const every = Math.max(200, Math.min(5_000, Math.round(MINUTE / speed / 4)));
      void tick(selfUrl);
      const timer = setInterval(() => void tick(selfUrl), every);
      timer.unref();
      return () => clearInterval(timer);
    },
    tick,
    route: (req, res, url) => serveTracking(req, res, url, db, (row) => describe(row, now())),
  };
  return { couriers: { 21: courier(21), 22: courier(22) }, control };
}

/**
 * GET /courier-simulator/…: the tracking page of a simulated delivery (`track/<id>`), its JSON
 * (`track/<id>.json`, see `trackingJson`), its script and the Leaflet files; 404 for an unknown
 * delivery or path; false when the request is not ours. `describe` gives a row's view now.
 */
async function serveTracking(req: IncomingMessage, res: ServerResponse, url: URL, db: Db, describe: (row: Row) => CourierDelivery): Promise<boolean> {
  if (!url.pathname.startsWith('/courier-simulator/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  const path = url.pathname.slice('/courier-simulator/'.length);
  if (path.startsWith('leaflet/')) return serveLeaflet(res, path.slice('leaflet/'.length));
  if (path === 'track.js') return send(res, 200, 'text/javascript; charset=utf-8', TRACK_SCRIPT);
  const m = /^track\/(sim_[0-9a-f]{20})(\.json)?$/.exec(path);
  if (!m) return send(res, 404, 'text/plain', 'Not found');
  const [row] = await db.select().from(sim).where(eq(sim.id, m[1]));
  if (!row) return send(res, 404, 'text/plain', 'Not found');
  const d = describe(row);
  if (m[2]) return send(res, 200, 'application/json', JSON.stringify(trackingJson(row, d)));
  return send(res, 200, 'text/html; charset=utf-8', trackPage(row.id), {
    'content-security-policy':
      "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https://tile.openstreetmap.org; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'",
  });
}

/** Real ms after acceptance at which simulated `minute` is reached, at `speed` simulated minutes per real minute. */
const realMs = (minute: number, speed: number) => (minute * MINUTE) / speed;

/**
 * Where a simulated delivery is at `at` (ms since the epoch): its status by its timeline, and the
 * driver's position — starting ~1.5 km north-east of the venue, driving to it, waiting, then driving
 * to the dropoff.
 */
function simulatedState(row: Row, at: number, speed: number): { status: CourierStatus; position: LatLng } {
  const pickup = { latitude: row.pickupLat, longitude: row.pickupLng };
  const dropoff = { latitude: row.dropoffLat, longitude: row.dropoffLng };
  if (row.acceptedAt === null) return { status: 'created', position: pickup };
  if (row.cancelledAt !== null) return { status: 'cancelled', position: pickup };
  const line = simulatorTimeline(row);
  const minute = ((at - row.acceptedAt) * speed) / MINUTE;
  let status: CourierStatus = 'created';
  for (const step of line) if (minute >= step.minute) status = step.status;
  const m = (s: CourierStatus) => line.find((x) => x.status === s)?.minute ?? 0;
  // The driver starts ~1.5 km north-east of the venue, reaches it, then drives to the dropoff.
  const start = { latitude: pickup.latitude + 0.01, longitude: pickup.longitude + 0.01 };
  let position: LatLng = start;
  if (minute >= m('confirmed') && minute < m('arrived_at_pickup')) position = interpolate(start, pickup, (minute - m('confirmed')) / (m('arrived_at_pickup') - m('confirmed')));
  else if (minute >= m('arrived_at_pickup') && minute < m('picked_up')) position = pickup;
  else if (minute >= m('picked_up') && minute < m('arrived_at_dropoff')) position = interpolate(pickup, dropoff, (minute - m('picked_up')) / (m('arrived_at_dropoff') - m('picked_up')));
  else if (minute >= m('arrived_at_dropoff') && status !== 'cancelled') position = dropoff;
  return { status, position };
}

/** The port's view of a simulated delivery at `at`: status, money (cents), driver once confirmed, estimates, position. */
function describeSimulated(row: Row, at: number, speed: number, trackingUrl: string): CourierDelivery {
  const { status, position } = simulatedState(row, at, speed);
  const line = simulatorTimeline(row);
  const base = row.acceptedAt ?? at;
  const iso = (minute: number | undefined) => (minute === undefined ? undefined : new Date(base + realMs(minute, speed)).toISOString());
  const confirmed = courierStatusRank(status) >= courierStatusRank('confirmed');
  return {
    externalDeliveryId: row.id,
    status,
    fee: row.fee,
    tax: row.tax,
    tip: row.tip,
    supportReference: row.id.slice(-8).toUpperCase(),
    driverName: confirmed ? row.driverName : undefined,
    driverPickupPhone: confirmed ? row.driverPhone : undefined,
    driverDropoffPhone: confirmed ? row.driverPhone : undefined,
    pickupTimeEstimated: iso(line.find((x) => x.status === 'picked_up')?.minute ?? 10),
    dropoffTimeEstimated: iso(line.find((x) => x.status === 'delivered')?.minute),
    trackingUrl,
    driverLatitude: position.latitude,
    driverLongitude: position.longitude,
    updatedAt: new Date(at).toISOString(),
  };
}

/**
 * The stored row of a new quote at `at` (ms): the test-address refusals first, then a pickup with
 * coordinates and a dropoff within 30 km; fee in cents by distance (method 22 charges 20 % more), tax a
 * tenth of it; valid 5 minutes (method 21) or 15 (22); a driver picked from the quote id. Throws the
 * `CourierError` the courier would answer.
 */
function newSimulatedDelivery(req: QuoteRequest, method: CourierMethod, at: number) {
  const refusal = testAddressError(req.dropoff.street1, method);
  if (refusal) throw refusal;
  const p = req.pickup.address;
  const d = req.dropoff;
  if (p.latitude === undefined || p.longitude === undefined) throw new CourierError(400, 'The pickup address has no coordinates.');
  if (d.latitude === undefined || d.longitude === undefined) throw new CourierError(422, 'The address cannot be delivered.');
  const distance = Math.round(haversineMetres({ latitude: p.latitude, longitude: p.longitude }, { latitude: d.latitude, longitude: d.longitude }));
  if (distance > 30_000) throw new CourierError(422, 'The address cannot be delivered.');
  const base = simulatedCourierFee(distance);
  const fee = method === 22 ? Math.round(base * 1.2) : base;
  const validMs = (method === 21 ? 5 : 15) * MINUTE;
  const id = `sim_${randomBytes(10).toString('hex')}`;
  const hash = parseInt(id.slice(4, 10), 16);
  return {
    id,
    method,
    deliveryId: req.deliveryId,
    fee,
    tax: Math.round(fee / 10),
    quotedAt: at,
    expiresAt: at + validMs,
    pickupName: req.pickup.name.slice(0, 200),
    pickupLat: p.latitude,
    pickupLng: p.longitude,
    dropoffLat: d.latitude,
    dropoffLng: d.longitude,
    dropoffStreet: d.street1.slice(0, 200),
    distance,
    driverName: DRIVERS[hash % DRIVERS.length],
    driverPhone: `+614${String(10_000_000 + (hash % 89_999_999)).slice(0, 8)}`,
  };
}

/** A simulator webhook as the port's delivery view; null when its signature (at `nowS`, seconds) or body is wrong. */
function parseSimulatorWebhook(hook: CourierWebhook, secret: Buffer | string, nowS: number): CourierDelivery | null {
  if (!verify(hook.headers[SIMULATOR_SIGNATURE_HEADER], hook.rawBody, secret, nowS)) return null;
  let b: SimulatorWebhookBody;
  try {
    b = JSON.parse(hook.rawBody) as SimulatorWebhookBody;
  } catch {
    return null;
  }
  if (typeof b.external_delivery_id !== 'string' || !(COURIER_STATUSES as readonly string[]).includes(b.status)) return null;
  return {
    externalDeliveryId: b.external_delivery_id,
    status: b.status,
    fee: b.fee,
    tax: b.tax,
    tip: b.tip,
    driverName: b.driver_name || undefined,
    driverPickupPhone: b.driver_phone || undefined,
    driverDropoffPhone: b.driver_phone || undefined,
    pickupTimeEstimated: b.pickup_time_estimated,
    dropoffTimeEstimated: b.dropoff_time_estimated,
    trackingUrl: b.tracking_url,
    driverLatitude: b.driver_latitude,
    driverLongitude: b.driver_longitude,
    updatedAt: b.updated_at,
  };
}

/** The body the simulator posts for `status` of `row` at `at`, from the delivery's view `d` at that time. */
function webhookBody(row: Row, status: CourierStatus, d: CourierDelivery, at: number): SimulatorWebhookBody {
  const confirmed = courierStatusRank(status) >= courierStatusRank('confirmed');
  return {
    event_id: `${row.id}:${status}`,
    external_delivery_id: row.id,
    delivery_id: row.deliveryId,
    status,
    fee: row.fee,
    tax: row.tax,
    tip: row.tip,
    driver_name: confirmed ? row.driverName : '',
    driver_phone: confirmed ? row.driverPhone : '',
    pickup_time_estimated: d.pickupTimeEstimated ?? '',
    dropoff_time_estimated: d.dropoffTimeEstimated ?? '',
    tracking_url: d.trackingUrl ?? '',
    driver_latitude: d.driverLatitude ?? row.pickupLat,
    driver_longitude: d.driverLongitude ?? row.pickupLng,
    updated_at: new Date(at).toISOString(),
  };
}

/** The tracking page's JSON (`track/<id>.json`): status, driver name and position, pickup and dropoff. */
function trackingJson(row: Row, d: CourierDelivery) {
  return {
    status: d.status,
    driver_name: d.driverName ?? '',
    driver: { lat: d.driverLatitude, lng: d.driverLongitude },
    pickup: { lat: row.pickupLat, lng: row.pickupLng, name: row.pickupName },
    dropoff: { lat: row.dropoffLat, lng: row.dropoffLng, street: row.dropoffStreet },
    dropoff_time_estimated: d.dropoffTimeEstimated ?? '',
  };
}

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}): true {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
  res.end(body);
  return true;
}

let leafletDir: string | null | undefined;
async function serveLeaflet(res: ServerResponse, file: string): Promise<true> {
  if (leafletDir === undefined) {
    try {
      leafletDir = dirname(createRequire(import.meta.url).resolve('leaflet/dist/leaflet.js'));
    } catch {
      leafletDir = null;
    }
  }
  const safe = normalize(file).replace(/^(\.\.(\/|\\|$))+/, '');
  if (!leafletDir || !/^(leaflet\.(js|css)|images\/[\w-]+\.png)$/.test(safe)) return send(res, 404, 'text/plain', 'Not found');
  try {
    const body = await readFile(join(leafletDir, safe));
    const type = safe.endsWith('.js') ? 'text/javascript' : safe.endsWith('.css') ? 'text/css' : 'image/png';
    res.writeHead(200, { 'content-type': type, 'cache-control': 'public, max-age=86400' });
    res.end(body);
    return true;
  } catch {
    return send(res, 404, 'text/plain', 'Not found');
  }
}

/** The tracking page; the map is a labelled region, not an image: it holds the zoom buttons and links (axe 'nested-interactive', issue 27 item 13). */
function trackPage(id: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Courier simulator — tracking</title>
<link rel="stylesheet" href="/courier-simulator/leaflet/leaflet.css">
<style>body{margin:0;font:16px system-ui,sans-serif;color:#1b1b1b}header{padding:12px 16px;background:#0f5132;color:#fff}
h1{font-size:18px;margin:0}#status{margin:4px 0 0;font-size:15px}#map{height:calc(100vh - 150px);min-height:320px;background:#e8eef0}
footer{padding:8px 16px;font-size:13px;color:#555}</style></head>
<body><header><h1>Courier simulator</h1><p id="status" role="status" aria-live="polite">Loading…</p></header>
<main><div id="map" data-id="${id}" role="region" aria-label="Map with the driver, the venue and the delivery address"></div></main>
<footer>Simulated delivery ${id}. Not a real courier.</footer>
<script src="/courier-simulator/leaflet/leaflet.js"></script><script src="/courier-simulator/track.js"></script></body></html>`;
}

/** The tracking page's script (served at /courier-simulator/track.js): polls the JSON every 2 s. */
const TRACK_SCRIPT = `(function(){
var el=document.getElementById('map');var id=el.getAttribute('data-id');
var L=window.L;var map=L.map(el,{zoomControl:true});
L.tileLayer('https://tile.openstreetmap.org/{z}/{x}/{y}.png',{maxZoom:19,attribution:'&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'}).addTo(map);
var dot=function(color){return {radius:9,color:'#fff',weight:2,fillColor:color,fillOpacity:1};};
var pickup,dropoff,driver,line;var texts={created:'Waiting for a driver',confirmed:'Driver confirmed',enroute_to_pickup:'Driver on the way to the venue',arrived_at_pickup:'Driver at the venue',picked_up:'Picked up, on the way',enroute_to_dropoff:'On the way',arrived_at_dropoff:'Driver at your door',delivered:'Delivered',cancelled:'Cancelled'};
function load(){fetch('/courier-simulator/track/'+id+'.json').then(function(r){return r.json();}).then(function(d){
if(!pickup){pickup=L.circleMarker([d.pickup.lat,d.pickup.lng],dot('#0d6efd')).addTo(map).bindTooltip(d.pickup.name||'Venue',{permanent:true,direction:'top'});
dropoff=L.circleMarker([d.dropoff.lat,d.dropoff.lng],dot('#dc3545')).addTo(map).bindTooltip(d.dropoff.street||'Dropoff',{permanent:true,direction:'top'});
line=L.polyline([[d.pickup.lat,d.pickup.lng],[d.dropoff.lat,d.dropoff.lng]],{color:'#555',dashArray:'6 6',weight:2}).addTo(map);
driver=L.circleMarker([d.driver.lat,d.driver.lng],dot('#198754')).addTo(map).bindTooltip('Driver',{direction:'bottom'});
map.fitBounds(L.latLngBounds([[d.pickup.lat,d.pickup.lng],[d.dropoff.lat,d.dropoff.lng],[d.driver.lat,d.driver.lng]]).pad(0.3));}
driver.setLatLng([d.driver.lat,d.driver.lng]);
document.getElementById('status').textContent=(texts[d.status]||d.status)+(d.driver_name?' — '+d.driver_name:'');
if(d.status!=='delivered'&&d.status!=='cancelled')setTimeout(load,2000);}).catch(function(){setTimeout(load,4000);});}
load();})();`;
