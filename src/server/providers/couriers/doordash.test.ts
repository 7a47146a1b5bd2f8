/**
 * DoorDash Drive v2 adapter against mocked DoorDash HTTP (msw; no test reaches the internet): the JWT
 * (header dd-ver, HS256 with the base64url-decoded secret, claims aud/iss/kid/iat/exp), the request bodies
 * of quote and accept, the answers mapped onto the courier port, every §8.6 error mapping, and webhook
 * verification (the configured Authorization header) and parsing for each event. The answers are the
 * recorded shapes in fixtures/doordash/.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { createDoorDashCourier, doordashConfigFrom, doordashConfigured, type DoorDashConfig } from './doordash';
import { loadConfig } from '../../platform/config';
import { CourierError, type QuoteRequest } from './types';
import quoteFixture from './fixtures/doordash/quote.json';
import deliveryFixture from './fixtures/doordash/delivery.json';
import enrouteFixture from './fixtures/doordash/delivery-enroute.json';
import errorFixtures from './fixtures/doordash/errors.json';
import webhookFixtures from './fixtures/doordash/webhooks.json';

const API = 'https://openapi.doordash.com';
const SECRET_BYTES = Buffer.from('0123456789abcdef0123456789abcdef-test-signing-secret');
const config: DoorDashConfig = {
  developerId: 'dev-3f1c2a',
  keyId: 'key-9b7e11',
  signingSecret: SECRET_BYTES.toString('base64url'),
  webhookAuth: 'Basic ZG9vcmRhc2g6aG9vay1zZWNyZXQ=',
  apiUrl: API,
};

let nowMs = Date.parse('2026-11-25T05:30:00Z');
const clock = { nowMs: () => nowMs };

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  body: unknown;
}
let seen: Seen[] = [];
const record = async (request: Request) => {
  const text = await request.text();
  seen.push({ method: request.method, path: new URL(request.url).pathname, authorization: request.headers.get('authorization'), body: text ? JSON.parse(text) : undefined });
};

const mock = setupServer(
  http.post(`${API}/drive/v2/quotes`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(quoteFixture);
  }),
  http.post(`${API}/drive/v2/quotes/:id/accept`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(deliveryFixture);
  }),
  http.get(`${API}/drive/v2/deliveries/:id`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(enrouteFixture);
  }),
  http.put(`${API}/drive/v2/deliveries/:id/cancel`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ...deliveryFixture, delivery_status: 'cancelled', cancellation_reason: 'cancelled_by_creator' });
  }),
);

beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.resetHandlers());
afterAll(() => mock.close());
beforeEach(() => {
  seen = [];
  nowMs = Date.parse('2026-11-25T05:30:00Z');
});

const request: QuoteRequest = {
  deliveryId: 'dlv_7Qm2x',
  pickup: {
    name: 'Laneway Espresso',
    address: { street1: '12 Laneway Pl', city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU', latitude: -33.8688, longitude: 151.2093 },
    phone: '+61255501000',
    instructions: 'Counter at the back',
    businessId: 'platter',
    storeId: 'laneway-espresso',
  },
  dropoff: {
    street1: '1 George St',
    street2: 'Apt 5',
    city: 'Sydney',
    state: 'NSW',
    postcode: '2000',
    country: 'AU',
    firstname: 'Mei',
    lastname: 'Chen',
    phone: '+61412345678',
    latitude: -33.8599,
    longitude: 151.209,
  },
  dropoffInstructions: 'Buzz 5',
  items: [
    { name: 'Flat white', quantity: 2, weight: 0.35, volume: 0.4 },
    { name: 'Banana bread', quantity: 1 },
  ],
  orderValue: 2500,
  currency: 'AUD',
};

async function expectCourierError(p: Promise<unknown>, code: number, message: string | RegExp, retryable?: boolean) {
  const e = await p.then(
    () => null,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(CourierError);
  const ce = e as CourierError;
  expect(ce.code).toBe(code);
  if (typeof message === 'string') expect(ce.message).toBe(message);
  else expect(ce.message).toMatch(message);
  if (retryable !== undefined) expect(ce.retryable).toBe(retryable);
}

describe('configuration', () => {
  it('is on only with developer id, key id and signing secret, and defaults the API base', () => {
    expect(doordashConfigured(loadConfig({}))).toBe(false);
    expect(doordashConfigured(loadConfig({ DOORDASH_DEVELOPER_ID: 'd', DOORDASH_KEY_ID: 'k' }))).toBe(false);
    const env = loadConfig({ DOORDASH_DEVELOPER_ID: 'd', DOORDASH_KEY_ID: 'k', DOORDASH_SIGNING_SECRET: config.signingSecret, DOORDASH_WEBHOOK_AUTH: 'Bearer hook-secret' });
    expect(doordashConfigured(env)).toBe(true);
    expect(doordashConfigFrom(env)).toEqual({ developerId: 'd', keyId: 'k', signingSecret: config.signingSecret, webhookAuth: 'Bearer hook-secret', apiUrl: API });
    expect(() => loadConfig({ DOORDASH_SIGNING_SECRET: 'not base64!' })).toThrow(/DOORDASH_SIGNING_SECRET/);
  });
});

describe('DoorDash Drive requests', () => {
  it('quotes with a DD-JWT-V1 HS256 token and the documented request body, and maps the answer', async () => {
    const dd = createDoorDashCourier(config, { clock });
    const quote = await dd.quote(request);

    expect(seen).toHaveLength(1);
    const call = seen[0];
    expect(call.method).toBe('POST');
    expect(call.path).toBe('/drive/v2/quotes');
    const token = call.authorization!.replace(/^Bearer /, '');
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT', 'dd-ver': 'DD-JWT-V1' });
    const { payload } = await jwtVerify(token, SECRET_BYTES, {
      algorithms: ['HS256'],
      audience: 'doordash',
      issuer: config.developerId,
      currentDate: new Date(nowMs),
    });
    expect(payload.kid).toBe(config.keyId);
    expect(payload.iat).toBe(nowMs / 1000);
    expect(payload.exp! - payload.iat!).toBeGreaterThan(0);
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(30 * 60);
    // A token signed with another secret does not verify: the key really is the decoded secret.
    await expect(jwtVerify(token, Buffer.from(config.signingSecret))).rejects.toThrow();

    expect(call.body).toEqual({
      external_delivery_id: 'dlv_7Qm2x',
      pickup_address: '12 Laneway Pl, Sydney NSW 2000, AU',
      pickup_business_name: 'Laneway Espresso',
      pickup_phone_number: '+61255501000',
      pickup_instructions: 'Counter at the back',
      pickup_external_business_id: 'platter',
      pickup_external_store_id: 'laneway-espresso',
      dropoff_address: '1 George St, Apt 5, Sydney NSW 2000, AU',
      dropoff_location: { lat: -33.8599, lng: 151.209 },
      dropoff_phone_number: '+61412345678',
      dropoff_contact_given_name: 'Mei',
      dropoff_contact_family_name: 'Chen',
      dropoff_instructions: 'Buzz 5',
      order_value: 2500,
      currency: 'AUD',
      items: [
        { name: 'Flat white', quantity: 2 },
        { name: 'Banana bread', quantity: 1 },
      ],
    });

    expect(quote).toEqual({
      externalDeliveryId: 'dlv_7Qm2x',
      fee: 975,
      tax: 98,
      expiresAt: '2026-11-25T05:35:00.000Z',
      pickupTimeEstimated: '2026-11-25T05:48:00Z',
      dropoffTimeEstimated: '2026-11-25T06:05:00Z',
      trackingUrl: 'https://doordash.com/drive/portal/track/a1b2c3d4-e5f6',
    });
  });

  it('sends dropoff_time for a scheduled order and leaves out what the venue did not set', async () => {
    const dd = createDoorDashCourier(config, { clock });
    const { businessId: _b, storeId: _s, instructions: _i, ...pickup } = request.pickup;
    await dd.quote({ ...request, pickup, dropoffInstructions: undefined, dropoffTime: '2026-11-25T08:00:00.000Z' });
    const body = seen[0].body as Record<string, unknown>;
    expect(body.dropoff_time).toBe('2026-11-25T08:00:00.000Z');
    expect(body).not.toHaveProperty('pickup_external_business_id');
    expect(body).not.toHaveProperty('pickup_external_store_id');
    expect(body).not.toHaveProperty('pickup_instructions');
    expect(body).not.toHaveProperty('dropoff_instructions');
  });

  it('reuses its JWT while valid and signs a new one after it would expire (fake clock)', async () => {
    const dd = createDoorDashCourier(config, { clock });
    await dd.quote(request);
    nowMs += 60_000;
    await dd.status('dlv_7Qm2x');
    expect(seen[1].authorization).toBe(seen[0].authorization);
    nowMs += 10 * 60_000;
    await dd.status('dlv_7Qm2x');
    expect(seen[2].authorization).not.toBe(seen[0].authorization);
    const { payload } = await jwtVerify(seen[2].authorization!.slice(7), SECRET_BYTES, { audience: 'doordash', currentDate: new Date(nowMs) });
    expect(payload.iat).toBe(Math.floor(nowMs / 1000));
  });

  it('accepts a quote with the tip and maps the delivery', async () => {
    const dd = createDoorDashCourier(config, { clock });
    const delivery = await dd.accept('dlv_7Qm2x', { tip: 250 });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/drive/v2/quotes/dlv_7Qm2x/accept', body: { tip: 250 } });
    expect(delivery).toEqual({
      externalDeliveryId: 'dlv_7Qm2x',
      reference: 'dlv_7Qm2x',
      status: 'created',
      fee: 975,
      tax: 98,
      tip: 250,
      supportReference: '1343593',
      pickupTimeEstimated: '2026-11-25T05:48:00Z',
      dropoffTimeEstimated: '2026-11-25T06:05:00Z',
      trackingUrl: 'https://doordash.com/drive/portal/track/a1b2c3d4-e5f6',
      updatedAt: '2026-11-25T05:31:02.118Z',
    });
    await expectCourierError(dd.accept('dlv_7Qm2x', { tip: -1 }), 400, /tip/);
    await expectCourierError(dd.accept('dlv_7Qm2x', { tip: 1.5 }), 400, /tip/);
    expect(seen).toHaveLength(1);
  });

  it('reads a delivery with its dasher, phones, position and times', async () => {
    const dd = createDoorDashCourier(config, { clock });
    const d = await dd.status('dlv 7/Qm');
    expect(seen[0]).toMatchObject({ method: 'GET', path: '/drive/v2/deliveries/dlv%207%2FQm' });
    expect(d).toMatchObject({
      status: 'enroute_to_dropoff',
      driverName: 'Sam T.',
      driverDropoffPhone: '+61255509001',
      driverPickupPhone: '+61255509002',
      driverLatitude: -33.8651,
      driverLongitude: 151.2071,
      dropoffTimeEstimated: '2026-11-25T06:03:00Z',
      fee: 975,
      tip: 250,
    });
  });

  it('maps every delivery_status onto the port', async () => {
    const table: Record<string, string> = {
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
      something_new: 'created',
    };
    const dd = createDoorDashCourier(config, { clock });
    for (const [status, expected] of Object.entries(table)) {
      mock.use(http.get(`${API}/drive/v2/deliveries/:id`, () => HttpResponse.json({ ...enrouteFixture, delivery_status: status })));
      expect((await dd.status('dlv_7Qm2x')).status, status).toBe(expected);
    }
  });

  it('cancels with PUT …/cancel', async () => {
    const dd = createDoorDashCourier(config, { clock });
    await dd.cancel('dlv_7Qm2x');
    expect(seen[0]).toMatchObject({ method: 'PUT', path: '/drive/v2/deliveries/dlv_7Qm2x/cancel' });
  });
});

describe('DoorDash errors → §8.6 texts', () => {
  const cases: [keyof typeof errorFixtures, number, string | RegExp, boolean][] = [
    ['unauthenticated', 401, 'Authentication Error', false],
    ['forbidden', 403, "Authorization error: the credentials provided with the request don't work for the requested operation", false],
    ['duplicate', 409, 'Duplicate Delivery ID.', false],
    ['badAddress', 400, 'The address cannot be delivered.', false],
    ['tooFar', 422, 'The address cannot be delivered.', false],
    ['notServiceable', 422, 'The address cannot be delivered.', false],
    ['badPhone', 400, 'dropoff_phone_number: Invalid phone number', false],
    ['notFound', 404, 'Resource not found', false],
    ['rateLimited', 429, 'Too many requests sent in short timespan, please wait and try again', true],
    ['serverError', 500, 'Internal service failure, please try again later.', true],
    ['unavailable', 503, 'Internal service failure, please try again later.', true],
  ];
  for (const [name, code, message, retryable] of cases) {
    it(`${name}: ${errorFixtures[name].status} → ${code}`, async () => {
      const { status, body } = errorFixtures[name];
      mock.use(
        http.post(`${API}/drive/v2/quotes`, () => HttpResponse.json(body, { status })),
        http.post(`${API}/drive/v2/quotes/:id/accept`, () => HttpResponse.json(body, { status })),
      );
      const dd = createDoorDashCourier(config, { clock });
      await expectCourierError(dd.quote(request), code, message, retryable);
      await expectCourierError(dd.accept('dlv_7Qm2x', { tip: 0 }), code, message, retryable);
    });
  }

  it('a network failure or a non-JSON 502 is a retryable internal failure', async () => {
    mock.use(http.post(`${API}/drive/v2/quotes`, () => HttpResponse.error()));
    const dd = createDoorDashCourier(config, { clock });
    await expectCourierError(dd.quote(request), 503, 'Internal service failure, please try again later.', true);
    mock.use(http.post(`${API}/drive/v2/quotes`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })));
    await expectCourierError(dd.quote(request), 500, 'Internal service failure, please try again later.', true);
  });

  it('a 200 without a fee is not taken as a free quote', async () => {
    mock.use(http.post(`${API}/drive/v2/quotes`, () => HttpResponse.json({ external_delivery_id: 'dlv_7Qm2x' })));
    const dd = createDoorDashCourier(config, { clock });
    await expectCourierError(dd.quote(request), 500, 'Internal service failure, please try again later.');
  });
});

describe('DoorDash webhooks', () => {
  const dd = createDoorDashCourier(config, { clock });
  const confirmed = JSON.stringify(webhookFixtures[0]);

  it('accepts the configured Authorization header (any header case) and parses the delivery', () => {
    const parsed = dd.parseWebhook({ headers: { authorization: config.webhookAuth }, rawBody: confirmed });
    expect(parsed).toEqual({
      externalDeliveryId: 'dlv_7Qm2x',
      reference: 'dlv_7Qm2x',
      status: 'confirmed',
      fee: 975,
      tip: 250,
      supportReference: '1343593',
      driverName: 'Sam T.',
      driverPickupPhone: '+61255509002',
      driverDropoffPhone: '+61255509001',
      pickupTimeEstimated: '2026-11-25T05:47:00Z',
      dropoffTimeEstimated: '2026-11-25T06:04:00Z',
      trackingUrl: 'https://doordash.com/drive/portal/track/a1b2c3d4-e5f6',
      driverLatitude: -33.8702,
      driverLongitude: 151.2003,
      updatedAt: '2026-11-25T05:33:10.510Z',
    });
    expect(dd.parseWebhook({ headers: { Authorization: config.webhookAuth }, rawBody: confirmed })?.status).toBe('confirmed');
  });

  it('refuses unsigned, wrongly signed and unparsable webhooks, and all of them when no header value is configured', () => {
    expect(dd.parseWebhook({ headers: {}, rawBody: confirmed })).toBeNull();
    expect(dd.parseWebhook({ headers: { authorization: `${config.webhookAuth}x` }, rawBody: confirmed })).toBeNull();
    expect(dd.parseWebhook({ headers: { authorization: config.webhookAuth!.slice(0, -1) }, rawBody: confirmed })).toBeNull();
    expect(dd.parseWebhook({ headers: { authorization: '' }, rawBody: confirmed })).toBeNull();
    expect(dd.parseWebhook({ headers: { authorization: config.webhookAuth }, rawBody: '{not json' })).toBeNull();
    expect(dd.parseWebhook({ headers: { authorization: config.webhookAuth }, rawBody: '{"event_name":"DASHER_CONFIRMED"}' })).toBeNull();
    const open = createDoorDashCourier({ ...config, webhookAuth: undefined }, { clock });
    expect(open.parseWebhook({ headers: { authorization: config.webhookAuth }, rawBody: confirmed })).toBeNull();
    expect(open.parseWebhook({ headers: {}, rawBody: confirmed })).toBeNull();
  });

  it('maps each event onto a status', () => {
    const statuses = webhookFixtures.map((e) => [e.event_name, dd.parseWebhook({ headers: { authorization: config.webhookAuth }, rawBody: JSON.stringify(e) })?.status]);
    expect(statuses).toEqual([
      ['DASHER_CONFIRMED', 'confirmed'],
      ['DASHER_CONFIRMED_PICKUP_ARRIVAL', 'arrived_at_pickup'],
      ['DASHER_PICKED_UP', 'picked_up'],
      ['DASHER_CONFIRMED_DROPOFF_ARRIVAL', 'arrived_at_dropoff'],
      ['DASHER_DROPPED_OFF', 'delivered'],
      ['DELIVERY_CANCELLED', 'cancelled'],
      ['DELIVERY_RETURN_INITIALIZED', 'cancelled'],
      ['DELIVERY_RETURNED', 'cancelled'],
      ['DASHER_ENROUTE_TO_DROPOFF', 'enroute_to_dropoff'],
    ]);
    const tracking = dd.parseWebhook({ headers: { authorization: config.webhookAuth }, rawBody: JSON.stringify(webhookFixtures[8]) });
    expect(tracking).toMatchObject({ driverLatitude: -33.8651, driverLongitude: 151.2071 });
    // An event we do not know, without a delivery_status, carries no step ('created' never moves a delivery).
    const unknown = dd.parseWebhook({ headers: { authorization: config.webhookAuth }, rawBody: JSON.stringify({ ...webhookFixtures[0], event_name: 'DELIVERY_BATCHED' }) });
    expect(unknown?.status).toBe('created');
  });
});
