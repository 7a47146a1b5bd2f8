/**
 * Uber Direct adapter against mocked Uber HTTP (msw; no test reaches the internet): the OAuth
 * client-credentials token (form fields, one token for many calls, shared by concurrent calls, renewed
 * shortly before expires_in on a fake clock, fetched again after a 401), the request bodies of quote and
 * delivery creation, the answers and statuses mapped onto the courier port, every §8.6 error mapping, and
 * webhook verification (HMAC-SHA256 of the raw body in x-uber-signature / x-postmates-signature) and
 * parsing for each status. The answers are the recorded shapes in fixtures/uber/.
 */
import { createHmac } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createUberCourier, uberConfigFrom, uberConfigured, type UberConfig } from './uber';
import { loadConfig } from '../../platform/config';
import { CourierError, type QuoteRequest } from './types';
import tokenFixture from './fixtures/uber/token.json';
import quoteFixture from './fixtures/uber/quote.json';
import deliveryFixture from './fixtures/uber/delivery.json';
import courierFixture from './fixtures/uber/courier.json';
import errorFixtures from './fixtures/uber/errors.json';
import webhookFixtures from './fixtures/uber/webhooks.json';

const API = 'https://api.uber.com';
const AUTH = 'https://auth.uber.com/oauth/v2/token';
const CUSTOMER = '6b1e0b3d-8a4c-4b3f-a9e2-2d7f6c5e4a10';
const config: UberConfig = {
  clientId: 'uber-client-7f3a',
  clientSecret: 'uber-secret-0d9e',
  customerId: CUSTOMER,
  webhookSigningKey: 'whsec-4c1f9a8e7d6b5a40',
  apiUrl: API,
  authUrl: AUTH,
};

let nowMs = Date.parse('2026-11-25T05:30:00Z');
const clock = { nowMs: () => nowMs };

interface Seen {
  method: string;
  path: string;
  authorization: string | null;
  body: any;
}
let seen: Seen[] = [];
let tokenForms: URLSearchParams[] = [];
let tokenCounter = 0;
const record = async (request: Request) => {
  const text = await request.text();
  seen.push({ method: request.method, path: new URL(request.url).pathname, authorization: request.headers.get('authorization'), body: text ? JSON.parse(text) : undefined });
};

const mock = setupServer(
  http.post(AUTH, async ({ request }) => {
    expect(request.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    tokenForms.push(new URLSearchParams(await request.text()));
    tokenCounter += 1;
    return HttpResponse.json({ ...tokenFixture, access_token: `${tokenFixture.access_token}-${tokenCounter}` });
  }),
  http.post(`${API}/v1/customers/:customer/delivery_quotes`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(quoteFixture);
  }),
  http.post(`${API}/v1/customers/:customer/deliveries`, async ({ request }) => {
    await record(request);
    return HttpResponse.json(deliveryFixture);
  }),
  http.get(`${API}/v1/customers/:customer/deliveries/:id`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ...deliveryFixture, status: 'pickup', courier: courierFixture, updated: '2026-11-25T05:35:00.000Z' });
  }),
  http.post(`${API}/v1/customers/:customer/deliveries/:id/cancel`, async ({ request }) => {
    await record(request);
    return HttpResponse.json({ ...deliveryFixture, status: 'canceled' });
  }),
);

beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
afterEach(() => mock.resetHandlers());
afterAll(() => mock.close());
beforeEach(() => {
  seen = [];
  tokenForms = [];
  tokenCounter = 0;
  nowMs = Date.parse('2026-11-25T05:30:00Z');
});

const request: QuoteRequest = {
  deliveryId: 'dlv_Uq81v',
  pickup: {
    name: 'Laneway Espresso',
    address: { street1: '12 Laneway Pl', city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU', latitude: -33.8688, longitude: 151.2093 },
    phone: '+61255501000',
    instructions: 'Counter at the back',
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
    { name: 'Catering urn', quantity: 1, volume: 12 },
  ],
  orderValue: 2500,
  currency: 'AUD',
};

const sign = (body: string, key = config.webhookSigningKey!) => createHmac('sha256', key).update(body).digest('hex');

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
  it('is on only with client id, secret and customer id, and defaults both URLs', () => {
    expect(uberConfigured(loadConfig({}))).toBe(false);
    expect(uberConfigured(loadConfig({ UBER_CLIENT_ID: 'a', UBER_CLIENT_SECRET: 'b' }))).toBe(false);
    const env = loadConfig({ UBER_CLIENT_ID: 'a', UBER_CLIENT_SECRET: 'b', UBER_CUSTOMER_ID: 'c', UBER_WEBHOOK_SIGNING_KEY: 'signing-key' });
    expect(uberConfigured(env)).toBe(true);
    expect(uberConfigFrom(env)).toEqual({ clientId: 'a', clientSecret: 'b', customerId: 'c', webhookSigningKey: 'signing-key', apiUrl: API, authUrl: AUTH });
  });
});

describe('Uber Direct requests', () => {
  it('gets a client-credentials token and quotes with structured addresses', async () => {
    const uber = createUberCourier(config, { clock });
    const quote = await uber.quote(request);

    expect(tokenForms).toHaveLength(1);
    expect(Object.fromEntries(tokenForms[0])).toEqual({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      grant_type: 'client_credentials',
      scope: 'eats.deliveries',
    });
    expect(seen[0]).toMatchObject({ method: 'POST', path: `/v1/customers/${CUSTOMER}/delivery_quotes`, authorization: `Bearer ${tokenFixture.access_token}-1` });
    expect(seen[0].body).toEqual({
      pickup_address: expect.any(String),
      dropoff_address: expect.any(String),
      pickup_latitude: -33.8688,
      pickup_longitude: 151.2093,
      dropoff_latitude: -33.8599,
      dropoff_longitude: 151.209,
      pickup_phone_number: '+61255501000',
      dropoff_phone_number: '+61412345678',
      manifest_total_value: 2500,
      external_store_id: 'laneway-espresso',
    });
    expect(JSON.parse(seen[0].body.pickup_address)).toEqual({ street_address: ['12 Laneway Pl'], city: 'Sydney', state: 'NSW', zip_code: '2000', country: 'AU' });
    expect(JSON.parse(seen[0].body.dropoff_address)).toEqual({ street_address: ['1 George St', 'Apt 5'], city: 'Sydney', state: 'NSW', zip_code: '2000', country: 'AU' });

    expect(quote).toEqual({
      externalDeliveryId: 'dqt_o5Fw6HnLQ9ybr7T9tCvQ2A',
      fee: 1150,
      tax: 0,
      expiresAt: '2026-11-25T05:45:00.000Z',
      dropoffTimeEstimated: '2026-11-25T06:08:00.000Z',
    });
  });

  it("uses the venue's customer id and a 20-minute dropoff window for a scheduled order", async () => {
    const uber = createUberCourier(config, { clock });
    await uber.quote({ ...request, pickup: { ...request.pickup, customerId: 'venue-cust-1' }, dropoffTime: '2026-11-25T08:00:00.000Z' });
    expect(seen[0].path).toBe('/v1/customers/venue-cust-1/delivery_quotes');
    expect(seen[0].body).toMatchObject({ dropoff_ready_dt: '2026-11-25T07:50:00.000Z', dropoff_deadline_dt: '2026-11-25T08:10:00.000Z' });
  });

  it('creates the delivery from the quote with manifest items, names, tip and idempotency key', async () => {
    const uber = createUberCourier(config, { clock });
    const delivery = await uber.accept('dqt_o5Fw6HnLQ9ybr7T9tCvQ2A', { tip: 250, request });
    expect(seen[0]).toMatchObject({ method: 'POST', path: `/v1/customers/${CUSTOMER}/deliveries` });
    const body = seen[0].body;
    expect({ ...body, pickup_address: JSON.parse(body.pickup_address), dropoff_address: JSON.parse(body.dropoff_address) }).toEqual({
      quote_id: 'dqt_o5Fw6HnLQ9ybr7T9tCvQ2A',
      pickup_name: 'Laneway Espresso',
      pickup_business_name: 'Laneway Espresso',
      pickup_address: { street_address: ['12 Laneway Pl'], city: 'Sydney', state: 'NSW', zip_code: '2000', country: 'AU' },
      pickup_phone_number: '+61255501000',
      pickup_notes: 'Counter at the back',
      pickup_latitude: -33.8688,
      pickup_longitude: 151.2093,
      dropoff_name: 'Mei Chen',
      dropoff_address: { street_address: ['1 George St', 'Apt 5'], city: 'Sydney', state: 'NSW', zip_code: '2000', country: 'AU' },
      dropoff_phone_number: '+61412345678',
      dropoff_notes: 'Buzz 5',
      dropoff_latitude: -33.8599,
      dropoff_longitude: 151.209,
      manifest_items: [
        { name: 'Flat white', quantity: 2, size: 'small', weight: 350 },
        { name: 'Banana bread', quantity: 1, size: 'small' },
        { name: 'Catering urn', quantity: 1, size: 'large' },
      ],
      manifest_total_value: 2500,
      manifest_reference: 'dlv_Uq81v',
      external_id: 'dlv_Uq81v',
      external_store_id: 'laneway-espresso',
      tip: 250,
      idempotency_key: 'dlv_Uq81v',
    });
    expect(delivery).toEqual({
      externalDeliveryId: 'del_z3L8bPq0TVKl2vJH6dQ6XA',
      reference: 'dlv_Uq81v',
      status: 'created',
      fee: 1150,
      tip: 250,
      supportReference: '0c0f3e1a-9d44-4b6a-9a0e-6f0f5b8f0a11',
      pickupTimeEstimated: '2026-11-25T05:45:00.000Z',
      dropoffTimeEstimated: '2026-11-25T06:08:00.000Z',
      trackingUrl: 'https://www.ubereats.com/orders/0c0f3e1a-9d44-4b6a-9a0e-6f0f5b8f0a11',
      updatedAt: '2026-11-25T05:31:00.000Z',
    });
  });

  it('accepts its own quote without the request; an unknown quote without one is refused before any call', async () => {
    const uber = createUberCourier(config, { clock });
    const quote = await uber.quote(request);
    await uber.accept(quote.externalDeliveryId, { tip: 0 });
    expect(seen[1].body).toMatchObject({ quote_id: quote.externalDeliveryId, external_id: 'dlv_Uq81v', tip: 0 });
    const fresh = createUberCourier(config, { clock });
    await expectCourierError(fresh.accept('dqt_unknown', { tip: 0 }), 400, /quote/);
    await expectCourierError(fresh.accept('dqt_unknown', { tip: -5, request }), 400, /tip/);
    expect(seen).toHaveLength(2);
  });

  it('reads a delivery with its courier and cancels with POST …/cancel', async () => {
    const uber = createUberCourier(config, { clock });
    const d = await uber.status('del_z3L8bPq0TVKl2vJH6dQ6XA');
    expect(seen[0]).toMatchObject({ method: 'GET', path: `/v1/customers/${CUSTOMER}/deliveries/del_z3L8bPq0TVKl2vJH6dQ6XA` });
    expect(d).toMatchObject({
      externalDeliveryId: 'del_z3L8bPq0TVKl2vJH6dQ6XA',
      status: 'confirmed',
      driverName: 'Priya',
      driverPickupPhone: '+61255507777',
      driverDropoffPhone: '+61255507777',
      driverLatitude: -33.8672,
      driverLongitude: 151.2069,
      updatedAt: '2026-11-25T05:35:00.000Z',
    });
    await uber.cancel('del_z3L8bPq0TVKl2vJH6dQ6XA');
    expect(seen[1]).toMatchObject({ method: 'POST', path: `/v1/customers/${CUSTOMER}/deliveries/del_z3L8bPq0TVKl2vJH6dQ6XA/cancel` });
  });

  it('maps every Uber status (with courier_imminent) onto the port', async () => {
    const table: [string, boolean, string][] = [
      ['pending', false, 'created'],
      ['pickup', false, 'confirmed'],
      ['pickup', true, 'arrived_at_pickup'],
      ['pickup_complete', false, 'picked_up'],
      ['dropoff', false, 'enroute_to_dropoff'],
      ['dropoff', true, 'arrived_at_dropoff'],
      ['delivered', false, 'delivered'],
      ['canceled', false, 'cancelled'],
      ['returned', false, 'cancelled'],
      ['scheduled_new_thing', false, 'created'],
    ];
    const uber = createUberCourier(config, { clock });
    for (const [status, imminent, expected] of table) {
      mock.use(http.get(`${API}/v1/customers/:customer/deliveries/:id`, () => HttpResponse.json({ ...deliveryFixture, status, courier_imminent: imminent })));
      expect((await uber.status('del_z3L8bPq0TVKl2vJH6dQ6XA')).status, `${status} ${imminent}`).toBe(expected);
    }
  });
});

describe('Uber token cache', () => {
  it('asks for one token for many calls, and for a new one shortly before expires_in (fake clock)', async () => {
    const uber = createUberCourier(config, { clock });
    await uber.quote(request);
    await uber.accept('dqt_o5Fw6HnLQ9ybr7T9tCvQ2A', { tip: 0, request });
    nowMs += 20 * 86_400_000;
    await uber.status('del_z3L8bPq0TVKl2vJH6dQ6XA');
    await uber.cancel('del_z3L8bPq0TVKl2vJH6dQ6XA');
    expect(tokenCounter).toBe(1);
    expect(new Set(seen.map((s) => s.authorization))).toEqual(new Set([`Bearer ${tokenFixture.access_token}-1`]));
    // expires_in 30 days: 29 days 23 h 56 min later it is renewed (5 minutes early).
    nowMs = Date.parse('2026-11-25T05:30:00Z') + (tokenFixture.expires_in - 240) * 1000;
    await uber.status('del_z3L8bPq0TVKl2vJH6dQ6XA');
    expect(tokenCounter).toBe(2);
    expect(seen.at(-1)!.authorization).toBe(`Bearer ${tokenFixture.access_token}-2`);
    await uber.status('del_z3L8bPq0TVKl2vJH6dQ6XA');
    expect(tokenCounter).toBe(2);
  });

  it('shares one token request among concurrent calls', async () => {
    const uber = createUberCourier(config, { clock });
    await Promise.all([uber.quote(request), uber.status('del_a'), uber.status('del_b'), uber.cancel('del_c')]);
    expect(tokenCounter).toBe(1);
    expect(seen).toHaveLength(4);
  });

  it('renews a short-lived token a tenth of its life early', async () => {
    mock.use(http.post(AUTH, () => {
      tokenCounter += 1;
      return HttpResponse.json({ ...tokenFixture, access_token: `short-${tokenCounter}`, expires_in: 600 });
    }));
    const uber = createUberCourier(config, { clock });
    await uber.status('del_a');
    nowMs += 539_000;
    await uber.status('del_a');
    expect(tokenCounter).toBe(1);
    nowMs += 1_000;
    await uber.status('del_a');
    expect(tokenCounter).toBe(2);
  });

  it('fetches a new token once when the API answers 401, then gives up with Authentication Error', async () => {
    let calls = 0;
    mock.use(
      http.get(`${API}/v1/customers/:customer/deliveries/:id`, ({ request: r }) => {
        calls += 1;
        if (r.headers.get('authorization') === `Bearer ${tokenFixture.access_token}-1`) return HttpResponse.json(errorFixtures.unauthorized.body, { status: 401 });
        return HttpResponse.json(deliveryFixture);
      }),
    );
    const uber = createUberCourier(config, { clock });
    expect((await uber.status('del_a')).status).toBe('created');
    expect(tokenCounter).toBe(2);
    expect(calls).toBe(2);

    mock.use(http.get(`${API}/v1/customers/:customer/deliveries/:id`, () => HttpResponse.json(errorFixtures.unauthorized.body, { status: 401 })));
    await expectCourierError(uber.status('del_a'), 401, 'Authentication Error', false);
    expect(tokenCounter).toBe(3);
  });

  it('refused client credentials are an Authentication Error; a failing token endpoint a retryable one', async () => {
    mock.use(http.post(AUTH, () => HttpResponse.json({ error: 'invalid_client' }, { status: 401 })));
    await expectCourierError(createUberCourier(config, { clock }).quote(request), 401, 'Authentication Error', false);
    mock.use(http.post(AUTH, () => HttpResponse.json({ error: 'server_error' }, { status: 500 })));
    await expectCourierError(createUberCourier(config, { clock }).quote(request), 500, 'Internal service failure, please try again later.', true);
    mock.use(http.post(AUTH, () => HttpResponse.error()));
    await expectCourierError(createUberCourier(config, { clock }).quote(request), 503, 'Internal service failure, please try again later.', true);
    expect(seen).toHaveLength(0);
  });
});

describe('Uber errors → §8.6 texts', () => {
  const cases: [keyof typeof errorFixtures, number, string, boolean][] = [
    ['addressUndeliverable', 422, 'The address cannot be delivered.', false],
    ['limitedCouriers', 422, 'The address cannot be delivered.', false],
    ['unknownLocation', 422, 'The address cannot be delivered.', false],
    ['invalidParams', 400, 'The parameters of your request were invalid.', false],
    ['customerLimited', 429, 'Too many requests sent in short timespan, please wait and try again', true],
    ['customerSuspended', 403, "Authorization error: the credentials provided with the request don't work for the requested operation", false],
    ['customerBlocked', 403, "Authorization error: the credentials provided with the request don't work for the requested operation", false],
    ['duplicate', 409, 'Duplicate Delivery ID.', false],
    ['notFound', 404, 'The requested delivery does not exist.', false],
    ['couriersBusy', 503, 'Internal service failure, please try again later.', true],
    ['unknownError', 500, 'Internal service failure, please try again later.', true],
  ];
  for (const [name, code, message, retryable] of cases) {
    it(`${name}: ${errorFixtures[name].status} ${errorFixtures[name].body.code} → ${code}`, async () => {
      const { status, body } = errorFixtures[name];
      mock.use(
        http.post(`${API}/v1/customers/:customer/delivery_quotes`, () => HttpResponse.json(body, { status })),
        http.post(`${API}/v1/customers/:customer/deliveries`, () => HttpResponse.json(body, { status })),
      );
      const uber = createUberCourier(config, { clock });
      await expectCourierError(uber.quote(request), code, message, retryable);
      await expectCourierError(uber.accept('dqt_x', { tip: 0, request }), code, message, retryable);
    });
  }

  it('customer_limited is a rate limit whatever the status; a network failure is retryable', async () => {
    mock.use(http.post(`${API}/v1/customers/:customer/delivery_quotes`, () => HttpResponse.json(errorFixtures.customerLimited.body, { status: 400 })));
    const uber = createUberCourier(config, { clock });
    await expectCourierError(uber.quote(request), 429, 'Too many requests sent in short timespan, please wait and try again', true);
    mock.use(http.post(`${API}/v1/customers/:customer/delivery_quotes`, () => HttpResponse.error()));
    await expectCourierError(uber.quote(request), 503, 'Internal service failure, please try again later.', true);
  });
});

describe('Uber webhooks', () => {
  const uber = createUberCourier(config, { clock });
  const pickupEvent = JSON.stringify(webhookFixtures[1]);

  it('accepts a valid x-uber-signature or x-postmates-signature and parses the delivery', () => {
    const parsed = uber.parseWebhook({ headers: { 'x-uber-signature': sign(pickupEvent) }, rawBody: pickupEvent });
    expect(parsed).toEqual({
      externalDeliveryId: 'del_z3L8bPq0TVKl2vJH6dQ6XA',
      reference: 'dlv_Uq81v',
      status: 'confirmed',
      fee: 1150,
      tip: 250,
      supportReference: '0c0f3e1a-9d44-4b6a-9a0e-6f0f5b8f0a11',
      driverName: 'Priya',
      driverPickupPhone: '+61255507777',
      driverDropoffPhone: '+61255507777',
      pickupTimeEstimated: '2026-11-25T05:45:00.000Z',
      dropoffTimeEstimated: '2026-11-25T06:08:00.000Z',
      trackingUrl: 'https://www.ubereats.com/orders/0c0f3e1a-9d44-4b6a-9a0e-6f0f5b8f0a11',
      driverLatitude: -33.8672,
      driverLongitude: 151.2069,
      updatedAt: '2026-11-25T05:33:40.000Z',
    });
    expect(uber.parseWebhook({ headers: { 'X-Postmates-Signature': sign(pickupEvent) }, rawBody: pickupEvent })?.status).toBe('confirmed');
    expect(uber.parseWebhook({ headers: { 'x-uber-signature': sign(pickupEvent).toUpperCase() }, rawBody: pickupEvent })?.status).toBe('confirmed');
  });

  it('refuses unsigned, altered, wrongly keyed and malformed signatures, and all when no key is configured', () => {
    const good = sign(pickupEvent);
    expect(uber.parseWebhook({ headers: {}, rawBody: pickupEvent })).toBeNull();
    expect(uber.parseWebhook({ headers: { 'x-uber-signature': good }, rawBody: pickupEvent.replace('"pickup"', '"delivered"') })).toBeNull();
    expect(uber.parseWebhook({ headers: { 'x-uber-signature': good }, rawBody: `${pickupEvent} ` })).toBeNull();
    expect(uber.parseWebhook({ headers: { 'x-uber-signature': sign(pickupEvent, 'another-signing-key') }, rawBody: pickupEvent })).toBeNull();
    expect(uber.parseWebhook({ headers: { 'x-uber-signature': good.slice(0, 40) }, rawBody: pickupEvent })).toBeNull();
    expect(uber.parseWebhook({ headers: { 'x-uber-signature': 'zz'.repeat(32) }, rawBody: pickupEvent })).toBeNull();
    expect(uber.parseWebhook({ headers: { 'x-uber-signature': sign('{oops') }, rawBody: '{oops' })).toBeNull();
    const unkeyed = createUberCourier({ ...config, webhookSigningKey: undefined }, { clock });
    expect(unkeyed.parseWebhook({ headers: { 'x-uber-signature': good }, rawBody: pickupEvent })).toBeNull();
  });

  it('maps each delivery_status event and the courier update', () => {
    const parsed = webhookFixtures.map((e) => {
      const raw = JSON.stringify(e);
      const d = uber.parseWebhook({ headers: { 'x-uber-signature': sign(raw) }, rawBody: raw });
      return [e.kind, (e as { status?: string }).status ?? null, d?.status];
    });
    expect(parsed).toEqual([
      ['event.delivery_status', 'pending', 'created'],
      ['event.delivery_status', 'pickup', 'confirmed'],
      ['event.delivery_status', 'pickup', 'arrived_at_pickup'],
      ['event.delivery_status', 'pickup_complete', 'picked_up'],
      ['event.delivery_status', 'dropoff', 'enroute_to_dropoff'],
      ['event.delivery_status', 'dropoff', 'arrived_at_dropoff'],
      ['event.delivery_status', 'delivered', 'delivered'],
      ['event.delivery_status', 'canceled', 'cancelled'],
      ['event.delivery_status', 'returned', 'cancelled'],
      ['event.courier_update', null, 'enroute_to_dropoff'],
    ]);
    const raw = JSON.stringify(webhookFixtures[9]);
    expect(uber.parseWebhook({ headers: { 'x-uber-signature': sign(raw) }, rawBody: raw })).toMatchObject({
      externalDeliveryId: 'del_z3L8bPq0TVKl2vJH6dQ6XA',
      driverLatitude: -33.8631,
      driverLongitude: 151.2082,
      updatedAt: '2026-11-25T05:55:20.000Z',
    });
  });
});
