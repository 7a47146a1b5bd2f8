/**
 * Courier delivery over the real app and database (issue #14; orders-and-payments.md §3.9, §4.9,
 * §7.5, §8.6): POST /create/delivery as the issue's Done-when writes it; a courier order priced with
 * the server's stored quote (a tampered fee or tip is 'not valid'); paying books the courier once;
 * the simulator's signed webhooks (unsigned, altered, replayed, out of order) never move a delivery
 * backwards; an expired quote is quoted again; a crash between payment and booking still books
 * exactly one courier after a restart on the same data directory. A venue with both couriers
 * (`delivery_methods`) is quoted by both and keeps the cheaper or the faster, falling back to the other
 * when one refuses (the simulator's method-numbered test streets, e.g. '3 Busy21 Rd').
 */
import { catalogGeneration } from '../../src/server/platform/db/change-feed';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { courierTravelMinutes } from '../../src/domain/courier-delivery';
import { priceOrder, orderFees } from '../../src/domain/price-order';
import type { Menu, Product, Venue } from '../../src/domain/types';
import { buildApp } from '../../src/server/app';
import { createModuleHooks } from '../../src/server/compose';
import demo from '../../src/content/demo/platter-demo.json';
import { parseBrandFile } from '../../src/server/modules/catalog/format';
import { writeVenueOrderSettings } from '../../src/server/modules/catalog';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { cancelCourier, COURIER_QUOTE_LIMITS, processBooking, rebookCourier, sweepCourierBookings } from '../../src/server/modules/delivery';
import { loadConfig } from '../../src/server/platform/config';
import { openDatabase, trackedTransaction } from '../../src/server/platform/db/client';
import { createPlatterPubSub } from '../../src/server/platform/pubsub';
import { createProviders } from '../../src/server/providers';
import { courierSimulatorDeliveries, createCouriers, SIMULATOR_SIGNATURE_HEADER, signSimulatorWebhook, type SimulatorWebhookBody } from '../../src/server/providers/couriers';
import { orderRoutes } from '../../src/server/routes';
import type { Services } from '../../src/server/services';
import { startTestApp, type TestApp } from '../helpers/app';
import { openTestDatabase } from '../helpers/databases';
import { orderParam, productLine, simpleProduct } from '../helpers/orders';
import * as tables from '../helpers/schema';

const NOW_MS = Date.UTC(2025, 5, 11, 0, 0, 0); // 10:00 in Sydney: Laneway Espresso is open
const now = NOW_MS / 1000;
const clock = { nowMs: () => NOW_MS };
const SECRET = 'courier-simulator-test-secret-0123456789';
// Real-time simulator clock: nothing moves during a test unless the test moves a delivery's acceptance back.
const ENV = { COURIER_SIMULATOR_SECRET: SECRET, COURIER_SIMULATOR_SPEED: '1', COURIER_BOOKING_SWEEP_MS: '3600000' };

const REGISTER = `mutation($a:String,$f:String){ userRegisterSubmit(account:$a, firstname:$f, platform:2){ authorization{ token } } }`;
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ id tradeid } }`;
const STATUS = `query($t:String!){ orderStatus(tradeid:$t){ status shipping{ delivery_id delivery_status driver_name driver_dropoff_phone dropoff_time_estimated } } }`;

const ADDRESS = { street1: '1 George St', city: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU', firstname: 'Ada', lastname: 'Diner', phone: '+61412345678' };
const validDateTime = () => new Date(Date.now() + 45 * 60_000).toISOString();

async function postDelivery(url: string, body: unknown) {
  const res = await fetch(`${url}/create/delivery`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  expect(res.status).toBe(200);
  return (await res.json()) as { success: boolean; errorCode: number; message: string; data: Record<string, any> | null };
}

/** The orderEdit param of a courier order: priced with `quote` (fee + tax) and `tip` cents, shipping as the order page sends it. */
function courierParam(venue: Venue, menu: Menu, product: Product, deliveryId: string, quote: number, tip: number, override: Record<string, unknown> = {}) {
  const lines = [productLine(menu, product, 2)];
  const priced = priceOrder({ lines, venue, categoryType: 4, scope: 'online', now, delivery: { quote }, tip: { kind: 'cents', cents: tip } });
  if (!priced.ok) throw new Error(JSON.stringify(priced));
  const p = priced.value;
  return {
    venue_id: venue.id,
    category_type: 4,
    source: 40,
    type: 2,
    status: 1,
    validtime: 0,
    ...orderFees(p),
    carts: p.carts,
    payments: p.payments,
    extra: '{}',
    shipping: { ...ADDRESS, method: 21, delivery_id: deliveryId, quote, tips: tip, surcharge: p.breakdown.deliverySurcharge, fee: quote + tip + p.breakdown.deliverySurcharge, ...override },
  };
}

/** Marks an order paid as a confirmed card payment does, running the orderPaid hook in the same transaction; answers the after-commit work (not run: a crash). */
async function payInTransaction(services: Services, orderId: number) {
  const { orders } = tables;
  return trackedTransaction(services.db, async (tx) => {
    const [o] = await tx.update(orders).set({ status: 2, paytime: now }).where(eq(orders.id, orderId)).returning();
    return services.hooks.run('orderPaid', tx, { order: { id: o.id, tradeid: o.tradeid, venueId: o.venueId, userId: o.userId, tableId: null, source: o.source, feetopay: o.feetopay }, nowMs: NOW_MS }, services);
  });
}

async function webhook(url: string, body: Partial<SimulatorWebhookBody>, opts: { sign?: boolean; alter?: (s: string) => string; method?: 21 | 22 } = {}) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (opts.sign !== false) headers[SIMULATOR_SIGNATURE_HEADER] = signSimulatorWebhook(SECRET, Math.floor(Date.now() / 1000), raw);
  return fetch(`${url}/delivery/webhook/${opts.method ?? 21}`, { method: 'POST', headers, body: opts.alter ? opts.alter(raw) : raw });
}

describe('courier delivery (pglite)', () => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let product: Product;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });

  async function quote(address = ADDRESS) {
    return postDelivery(t.url, { type: 'create_quote', venueId: venue.id, method: 21, tradeid: '', address, instructions: 'Leave at the door', order_value: 2500, totalPrice: 2500, validDateTime: validDateTime(), seqNum: 1, products: [{ name: 'Flat white', quantity: 2 }] });
  }

  /** Quotes, places and pays a courier order (the hook's after-commit work run), answering ids. */
  async function paidCourierOrder(tip = 150) {
    const q = await quote();
    const param = courierParam(venue, menu, product, q.data!.id, q.data!.fee + q.data!.tax, tip);
    const r = await t.gql(EDIT, { p: param }, auth());
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const after = await payInTransaction(t.app.services, r.data.orderEdit.id);
    return { deliveryId: q.data!.id as string, externalId: q.data!.external_delivery_id as string, tradeid: r.data.orderEdit.tradeid as string, orderId: r.data.orderEdit.id as number, after };
  }
  const deliveryRow = async (id: string) => (await t.app.services.db.select().from(tables.deliveries).where(eq(tables.deliveries.id, id)))[0];

  beforeAll(async () => {
    t = await startTestApp('pglite', { clock, env: ENV, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    product = simpleProduct(menu);
    token = (await t.gql(REGISTER, { a: '0412345670', f: 'Ada' })).data.userRegisterSubmit.authorization.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /create/delivery (§7.5, §3.9, §8.6)', () => {
    it('create_quote for a Sydney address answers a fee and an external delivery id', async () => {
      const a = await quote();
      expect(a.success).toBe(true);
      expect(a.errorCode).toBe(0);
      expect(a.data!.fee).toBeGreaterThan(0);
      expect(a.data!.tax).toBeGreaterThan(0);
      expect(a.data!.external_delivery_id).toMatch(/^sim_/);
      expect(a.data!.tracking_url).toContain('/courier-simulator/track/');
    });

    it("'9 Undeliverable Lane' answers errorCode 422 'The address cannot be delivered.'", async () => {
      const a = await quote({ ...ADDRESS, street1: '9 Undeliverable Lane' });
      expect(a).toMatchObject({ success: false, errorCode: 422, message: 'The address cannot be delivered.' });
    });

    it.each([
      ['Busy', 503, 'Internal service failure, please try again later.'],
      ['Fail', 500, 'Internal service failure, please try again later.'],
      ['RateLimit', 429, 'Too many requests sent in short timespan, please wait and try again'],
    ])("'%s' answers its §8.6 code and text", async (street, code, message) => {
      const a = await quote({ ...ADDRESS, street1: `3 ${street} Rd` });
      expect(a).toMatchObject({ success: false, errorCode: code, message });
    });

    it('query_quote of an unknown delivery id answers errorCode 404; of a known one its data', async () => {
      expect(await postDelivery(t.url, { type: 'query_quote', delivery_id: 'dlv_nonexistent', method: 21 })).toMatchObject({ success: false, errorCode: 404 });
      const q = await quote();
      const a = await postDelivery(t.url, { type: 'query_quote', delivery_id: q.data!.id, method: 21 });
      expect(a.success).toBe(true);
      expect(a.data!.external_delivery_id).toBe(q.data!.external_delivery_id);
    });

    it('a quote asked again for the same delivery id (the address changed) replaces the unpaid one; a paid id is a duplicate', async () => {
      const first = await postDelivery(t.url, { type: 'create_quote', delivery_id: 'dlv_client_123456', venueId: venue.id, method: 21, address: ADDRESS, products: [{ name: 'Flat white', quantity: 1 }] });
      const second = await postDelivery(t.url, { type: 'create_quote', delivery_id: 'dlv_client_123456', venueId: venue.id, method: 21, address: { ...ADDRESS, street1: '200 George St', postcode: '2000' }, products: [] });
      expect(second.success).toBe(true);
      expect(second.data!.external_delivery_id).not.toBe(first.data!.external_delivery_id);
      const paid = await paidCourierOrder();
      const dup = await postDelivery(t.url, { type: 'create_quote', delivery_id: paid.deliveryId, venueId: venue.id, method: 21, address: ADDRESS });
      expect(dup).toMatchObject({ success: false, errorCode: 409, message: 'Duplicate Delivery ID.' });
    });

    it('products: names cut to 100 characters and same names merged before quoting', async () => {
      const a = await postDelivery(t.url, { type: 'create_quote', venueId: venue.id, method: 21, address: ADDRESS, products: [{ name: 'L'.repeat(150), quantity: 1 }, { name: 'L'.repeat(120), quantity: 2 }] });
      const row = await deliveryRow(a.data!.id);
      expect((row.request as { items: unknown[] }).items).toEqual([{ name: 'L'.repeat(100), quantity: 3 }]);
    });

    it('a bad request or a venue without courier delivery answers errorCode 400', async () => {
      expect((await postDelivery(t.url, { type: 'create_quote', venueId: venue.id, method: 21 })).errorCode).toBe(400);
      const lantern = (await findVenue(t.app.services.db, 'golden-lantern'))!;
      expect((await postDelivery(t.url, { type: 'create_quote', venueId: lantern.id, method: 21, address: ADDRESS })).errorCode).toBe(400);
    });
  });

  describe('pricing from the stored quote', () => {
    it('a tampered quote, fee or tip is refused as not valid', async () => {
      const q = await quote();
      const real = q.data!.fee + q.data!.tax;
      const low = await t.gql(EDIT, { p: courierParam(venue, menu, product, q.data!.id, real - 300, 0) }, auth());
      expect(low.errors?.[0].message).toBe('not valid');
      expect(low.errors?.[0].extensions).toMatchObject({ params: { field: 'shipping.quote' } });
      const fee = await t.gql(EDIT, { p: courierParam(venue, menu, product, q.data!.id, real, 200, { fee: real }) }, auth());
      expect(fee.errors?.[0].message).toBe('not valid');
      const tip = await t.gql(EDIT, { p: courierParam(venue, menu, product, q.data!.id, real, 0, { tips: 900 }) }, auth());
      expect(tip.errors?.[0].message).toBe('not valid');
      const unknown = await t.gql(EDIT, { p: courierParam(venue, menu, product, 'dlv_unknown_1234', real, 0) }, auth());
      expect(unknown.errors?.[0].message).toBe('not valid');
      const honest = await t.gql(EDIT, { p: courierParam(venue, menu, product, q.data!.id, real, 200) }, auth());
      expect(honest.data?.orderEdit.tradeid).toBeTruthy();
    });
  });

  describe("a courier's preset tip (issue 27 item 6)", () => {
    it('is recomputed by the server from extra.tip_percent: the same domain price is accepted, another amount refused', async () => {
      const q = await quote();
      const real = q.data!.fee + q.data!.tax;
      const lines = [productLine(menu, product, 2)];
      // The tip as the drawer shows it: priceOrder with the preset (tipAmount on the order's tip base).
      const priced = priceOrder({ lines, venue, categoryType: 4, scope: 'online', now, delivery: { quote: real }, tip: { kind: 'preset', percent: 10 } });
      if (!priced.ok) throw new Error(JSON.stringify(priced));
      const tip = priced.value.feetips;
      expect(tip).toBe(Math.round(priced.value.breakdown.tipBase / 10));
      const withPercent = (cents: number) => ({ ...courierParam(venue, menu, product, q.data!.id, real, cents), extra: JSON.stringify({ tip_percent: 10 }) });
      // One cent off the 10 %: the fees and the courier's tip agree with each other but not with the percent.
      const off = await t.gql(EDIT, { p: withPercent(tip + 1) }, auth());
      expect(off.errors?.[0].message).toBe('not valid');
      const unknown = await t.gql(EDIT, { p: { ...withPercent(tip), extra: JSON.stringify({ tip_percent: 12 }) } }, auth());
      expect(unknown.errors?.[0].extensions).toMatchObject({ params: { field: 'tip' } });
      const honest = await t.gql(EDIT, { p: withPercent(tip) }, auth());
      expect(honest.errors).toBeUndefined();
      expect(honest.data?.orderEdit.tradeid).toBeTruthy();
    });
  });

  describe('tenders and pickup codes that fit the fulfilment (issue 27)', () => {
    const INFO = `query($t:String!){ orderInfo(tradeid:$t){ tradeid category_type type pickup_code } }`;

    it("a courier order cannot be 'pay in store' (not valid {field: 'type'}); pick-up and takeaway can", async () => {
      const q = await quote();
      const inStore = await t.gql(EDIT, { p: { ...courierParam(venue, menu, product, q.data!.id, q.data!.fee + q.data!.tax, 0), type: 1 } }, auth());
      expect(inStore.errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { field: 'type' } } });
      const online = await t.gql(EDIT, { p: courierParam(venue, menu, product, q.data!.id, q.data!.fee + q.data!.tax, 0) }, auth());
      expect(online.errors).toBeUndefined();
      for (const categoryType of [1, 3]) {
        const r = await t.gql(EDIT, { p: { ...orderParam(venue, [productLine(menu, product, 1)], { now, categoryType }), type: 1 } }, auth());
        expect(r.errors, `category ${categoryType}`).toBeUndefined();
      }
    });

    it('a courier order has no pickup code; pick-up and takeaway orders have their trade id', async () => {
      const o = await paidCourierOrder(0);
      await o.after();
      const courier = (await t.gql(INFO, { t: o.tradeid }, auth())).data.orderInfo;
      expect(courier).toMatchObject({ category_type: 4, pickup_code: null });
      for (const categoryType of [1, 3]) {
        const r = await t.gql(EDIT, { p: orderParam(venue, [productLine(menu, product, 1)], { now, categoryType }) }, auth());
        const info = (await t.gql(INFO, { t: r.data.orderEdit.tradeid }, auth())).data.orderInfo;
        expect(info).toMatchObject({ category_type: categoryType, pickup_code: r.data.orderEdit.tradeid });
      }
    });
  });

  describe('booking and webhooks', () => {
    it('paying books the courier once; the driver moves to delivered on the order (replays and out-of-order webhooks included)', async () => {
      const o = await paidCourierOrder(150);
      await o.after();
      const booked = await deliveryRow(o.deliveryId);
      expect(booked.bookedAt).not.toBeNull();
      expect(booked.tip).toBe(150);
      const [simRow] = await t.app.services.db.select().from(courierSimulatorDeliveries).where(eq(courierSimulatorDeliveries.id, o.externalId));
      expect(simRow.acceptedAt).not.toBeNull();
      expect(simRow.tip).toBe(150);
      // Booking again (a second worker, a sweep) changes nothing.
      expect(await processBooking(t.app.services, o.deliveryId)).toBe('skipped');
      // The driver's day passes: accepted a day ago, every step is due at once — sent newest first, some twice.
      await t.app.services.db.update(courierSimulatorDeliveries).set({ acceptedAt: Date.now() - 86_400_000 }).where(eq(courierSimulatorDeliveries.id, o.externalId));
      await t.app.services.providers.couriers.simulator.tick(t.url);
      const done = await deliveryRow(o.deliveryId);
      expect(done.status).toBe('delivered');
      expect(done.driverName).not.toBe('');
      const s = (await t.gql(STATUS, { t: o.tradeid }, auth())).data.orderStatus.shipping;
      expect(s).toMatchObject({ delivery_id: o.deliveryId, delivery_status: 'delivered', driver_name: done.driverName });
      expect(s.dropoff_time_estimated).not.toBe('');
    });

    it('unsigned and altered webhooks are refused with 401; replayed and older ones never move a delivery backwards', async () => {
      const o = await paidCourierOrder(0);
      await o.after();
      const body = (status: SimulatorWebhookBody['status']): Partial<SimulatorWebhookBody> => ({ event_id: `e-${status}`, external_delivery_id: o.externalId, delivery_id: o.deliveryId, status, driver_name: 'Test Driver', driver_phone: '+61400000000', updated_at: new Date().toISOString() });
      expect((await webhook(t.url, body('picked_up'), { sign: false })).status).toBe(401);
      expect((await webhook(t.url, body('confirmed'), { alter: (s) => s.replace('confirmed', 'delivered') })).status).toBe(401);
      expect((await deliveryRow(o.deliveryId)).status).toBe('created');
      expect((await webhook(t.url, body('picked_up'))).status).toBe(200);
      expect((await deliveryRow(o.deliveryId)).status).toBe('picked_up');
      const older = await webhook(t.url, body('confirmed'));
      expect(await older.json()).toMatchObject({ outcome: 'ignored' });
      const replay = await Promise.all([1, 2, 3].map(() => webhook(t.url, body('picked_up'))));
      expect(replay.map((r) => r.status)).toEqual([200, 200, 200]);
      expect((await deliveryRow(o.deliveryId)).status).toBe('picked_up');
      await webhook(t.url, body('delivered'));
      await webhook(t.url, body('cancelled'));
      await webhook(t.url, body('arrived_at_dropoff'));
      const row = await deliveryRow(o.deliveryId);
      expect(row.status).toBe('delivered');
      expect(row.flagged).toBe(false);
      expect((await webhook(t.url, { ...body('confirmed'), external_delivery_id: 'sim_00000000000000000000' })).status).toBe(404);
    });

    it("a courier's cancellation flags the order for staff and tells the diner", async () => {
      const o = await paidCourierOrder(0);
      await o.after();
      await webhook(t.url, { event_id: 'c', external_delivery_id: o.externalId, delivery_id: o.deliveryId, status: 'cancelled', updated_at: new Date().toISOString() });
      const row = await deliveryRow(o.deliveryId);
      expect(row).toMatchObject({ status: 'cancelled', flagged: true });
      expect((await t.gql(STATUS, { t: o.tradeid }, auth())).data.orderStatus.shipping.delivery_status).toBe('cancelled');
    });

    it('staff cancel the courier (flagged, the diner told) and book again (a fresh quote, booked once)', async () => {
      const o = await paidCourierOrder(0);
      await o.after();
      const cancelled = await cancelCourier(t.app.services, o.deliveryId);
      expect(cancelled).toMatchObject({ status: 'cancelled', flagged: true });
      const [sim] = await t.app.services.db.select().from(courierSimulatorDeliveries).where(eq(courierSimulatorDeliveries.id, o.externalId));
      expect(sim.cancelledAt).not.toBeNull();
      expect((await t.gql(STATUS, { t: o.tradeid }, auth())).data.orderStatus.shipping.delivery_status).toBe('cancelled');
      expect(await rebookCourier(t.app.services, o.deliveryId)).toBe('booked');
      const row = await deliveryRow(o.deliveryId);
      expect(row).toMatchObject({ status: 'created', flagged: false });
      expect(row.externalDeliveryId).not.toBe(o.externalId);
      expect(await rebookCourier(t.app.services, o.deliveryId)).toBeNull();
    });

    it('a diner cancelling inside the cancel window cancels the booked courier too (issue 23 item 6); nothing is flagged', async () => {
      await writeVenueOrderSettings(t.app.services.db, venue.id, { slotCaps: {}, cancelWindow: { kind: 'accepted' } });
      try {
        const q = await quote();
        const param = courierParam(venue, menu, product, q.data!.id, q.data!.fee + q.data!.tax, 0);
        const placed = (await t.gql(EDIT, { p: param }, auth())).data.orderEdit;
        const apply = await t.gql(`mutation($t:String!,$pay:PayInput!){ orderPayApply(tradeid:$t, param:{pay:$pay}){ session_data } }`, { t: placed.tradeid, pay: { platform: 2, amount: param.feetopay } }, auth());
        const paid = await fetch(apply.data.orderPayApply.session_data, {
          method: 'POST',
          redirect: 'manual',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ name: 'C', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).toString(),
        });
        expect(paid.headers.get('location')).toContain('result=authorised');
        await sweepCourierBookings(t.app.services);
        const booked = await deliveryRow(q.data!.id);
        expect(booked.bookedAt).not.toBeNull();
        const cancel = await t.gql(`mutation($t:String!){ orderCancel(tradeid:$t){ status } }`, { t: placed.tradeid }, auth());
        expect(cancel.errors).toBeUndefined();
        const row = await deliveryRow(q.data!.id);
        expect(row).toMatchObject({ status: 'cancelled', flagged: false, flagReason: 'Cancelled with the order.' });
        const [sim] = await t.app.services.db.select().from(courierSimulatorDeliveries).where(eq(courierSimulatorDeliveries.id, q.data!.external_delivery_id));
        expect(sim.cancelledAt).not.toBeNull();
        expect((await t.gql(STATUS, { t: placed.tradeid }, auth())).data.orderStatus.shipping.delivery_status).toBe('cancelled');
      } finally {
        await writeVenueOrderSettings(t.app.services.db, venue.id, { slotCaps: {}, cancelWindow: { kind: 'off' } });
      }
    });

    it('an expired quote is quoted again at booking; the diner keeps the price paid', async () => {
      const o = await paidCourierOrder(0);
      const paidQuote = (await deliveryRow(o.deliveryId)).quotePaid;
      await t.app.services.db.update(tables.deliveries).set({ quoteExpiresAt: 0 }).where(eq(tables.deliveries.id, o.deliveryId));
      await t.app.services.db.update(courierSimulatorDeliveries).set({ expiresAt: 0 }).where(eq(courierSimulatorDeliveries.id, o.externalId));
      await o.after();
      const row = await deliveryRow(o.deliveryId);
      expect(row.bookedAt).not.toBeNull();
      expect(row.externalDeliveryId).not.toBe(o.externalId);
      expect(row.quotePaid).toBe(paidQuote);
      const [old] = await t.app.services.db.select().from(courierSimulatorDeliveries).where(eq(courierSimulatorDeliveries.id, o.externalId));
      expect(old.acceptedAt).toBeNull();
    });
  });
  describe('a venue with both couriers (delivery_methods, delivery_courier_choice)', () => {
    /** Runs `fn` with the café's stored config changed by `extra`, restoring it after. */
    async function withConfig(extra: Record<string, string | number>, fn: () => Promise<void>) {
      const { venues } = tables;
      const db = t.app.services.db;
      const [v] = await db.select({ config: venues.config }).from(venues).where(eq(venues.id, venue.id));
      await db.update(venues).set({ config: { ...v!.config, ...extra } }).where(eq(venues.id, venue.id));
      // A direct write bypasses the import's change feed: the cached venue of placements is renewed by hand.
      catalogGeneration(db).bump();
      try {
        await fn();
      } finally {
        await db.update(venues).set({ config: v!.config }).where(eq(venues.id, venue.id));
        catalogGeneration(db).bump();
      }
    }
    const simQuotes = async (deliveryId: string) =>
      (await t.app.services.db.select().from(courierSimulatorDeliveries).where(eq(courierSimulatorDeliveries.deliveryId, deliveryId))).sort((a, b) => a.method - b.method);

    it("the brand file takes delivery_methods [21, 22] (stored '21,22') and 'cheaper' | 'faster'; other values are refused", () => {
      const file = (config: Record<string, unknown>) => {
        const copy = structuredClone(demo) as { venues: { config: Record<string, unknown> }[] };
        copy.venues[0]!.config = { ...copy.venues[0]!.config, ...config };
        return parseBrandFile(copy);
      };
      const good = file({ delivery_methods: [21, 22], delivery_courier_choice: 'faster' });
      expect(good.ok).toBe(true);
      if (good.ok) expect(good.value.venues[0]!.config).toMatchObject({ delivery_methods: '21,22', delivery_courier_choice: 'faster' });
      for (const bad of [{ delivery_methods: [21, 23] }, { delivery_methods: [] }, { delivery_methods: '21,22' }, { delivery_courier_choice: 'cheapest' }]) {
        const r = file(bad);
        expect(r.ok, JSON.stringify(bad)).toBe(false);
        if (!r.ok) expect(r.issues.some((i) => /delivery_(methods|courier_choice)/.test(i.path))).toBe(true);
      }
    });

    it("'cheaper' asks both couriers and keeps method 21's lower quote; 'faster' keeps method 22's earlier dropoff; the answer's shape is unchanged", async () => {
      const single = await quote();
      await withConfig({ delivery_methods: '21,22' }, async () => {
        const a = await quote();
        expect(a.success).toBe(true);
        expect(Object.keys(a.data!).sort()).toEqual(Object.keys(single.data!).sort());
        const both = await simQuotes(a.data!.id);
        expect(both.map((q) => q.method)).toEqual([21, 22]);
        expect(both[1]!.fee).toBeGreaterThan(both[0]!.fee);
        expect(a.data!.external_delivery_id).toBe(both[0]!.id);
        expect(a.data!.fee).toBe(both[0]!.fee);
        expect(await deliveryRow(a.data!.id)).toMatchObject({ method: 21, courier: 'simulator' });
      });
      await withConfig({ delivery_methods: '21,22', delivery_courier_choice: 'faster' }, async () => {
        const a = await quote();
        expect(a.success).toBe(true);
        const both = await simQuotes(a.data!.id);
        expect(both.map((q) => q.method)).toEqual([21, 22]);
        expect(a.data!.external_delivery_id).toBe(both[1]!.id);
        expect(a.data!.fee).toBe(both[1]!.fee);
        expect(Date.parse(a.data!.dropoff_time_estimated)).toBeLessThan(Date.parse(single.data!.dropoff_time_estimated));
        expect(await deliveryRow(a.data!.id)).toMatchObject({ method: 22 });
      });
    });

    it('falls back to the other courier when one refuses or is busy; both refusing answers the requested method\'s refusal', async () => {
      await withConfig({ delivery_methods: '21,22' }, async () => {
        const busy21 = await quote({ ...ADDRESS, street1: '3 Busy21 Rd' });
        expect(busy21).toMatchObject({ success: true, errorCode: 0 });
        expect(await deliveryRow(busy21.data!.id)).toMatchObject({ method: 22 });
        const both = await quote({ ...ADDRESS, street1: '3 Busy Rd' });
        expect(both).toMatchObject({ success: false, errorCode: 503, message: 'Internal service failure, please try again later.', data: null });
      });
      await withConfig({ delivery_methods: '21,22', delivery_courier_choice: 'faster' }, async () => {
        const refused22 = await quote({ ...ADDRESS, street1: '9 Undeliverable22 Lane' });
        expect(refused22.success).toBe(true);
        expect(await deliveryRow(refused22.data!.id)).toMatchObject({ method: 21 });
        const mixed = await quote({ ...ADDRESS, street1: '9 Undeliverable21 Busy22 Lane' });
        expect(mixed).toMatchObject({ success: false, errorCode: 422, message: 'The address cannot be delivered.' });
      });
      // One courier only: a word for the other method does not refuse; one for this method does.
      expect((await quote({ ...ADDRESS, street1: '3 Busy22 Rd' })).success).toBe(true);
      expect(await quote({ ...ADDRESS, street1: '3 Busy21 Rd' })).toMatchObject({ success: false, errorCode: 503 });
    });

    it("the winning courier (22) is the one the paid order books and whose webhooks move the delivery; the other's stay unknown", async () => {
      await withConfig({ delivery_methods: '21,22', delivery_courier_choice: 'faster' }, async () => {
        const q = await quote();
        const id = q.data!.id as string;
        const [lost, won] = await simQuotes(id);
        expect(won!.id).toBe(q.data!.external_delivery_id);
        // The order page sends the venue's delivery_method (21); the server prices with the stored (22) quote.
        const param = courierParam(venue, menu, product, id, q.data!.fee + q.data!.tax, 100);
        const r = await t.gql(EDIT, { p: param }, auth());
        expect(r.errors).toBeUndefined();
        const tampered = await t.gql(EDIT, { p: courierParam(venue, menu, product, id, q.data!.fee + q.data!.tax - 1, 100) }, auth());
        expect(tampered.errors?.[0]?.message ?? JSON.stringify(tampered)).toMatch(/not valid/i);
        await (await payInTransaction(t.app.services, r.data.orderEdit.id))();
        const [accepted] = await t.app.services.db.select().from(courierSimulatorDeliveries).where(eq(courierSimulatorDeliveries.id, won!.id));
        const [untouched] = await t.app.services.db.select().from(courierSimulatorDeliveries).where(eq(courierSimulatorDeliveries.id, lost!.id));
        expect(accepted!.acceptedAt).not.toBeNull();
        expect(untouched!.acceptedAt).toBeNull();
        expect(await deliveryRow(id)).toMatchObject({ method: 22, status: 'created' });
        const body = (ext: string): Partial<SimulatorWebhookBody> => ({ event_id: `e2-${ext}`, external_delivery_id: ext, delivery_id: id, status: 'picked_up', driver_name: 'Test Driver', driver_phone: '+61400000000', updated_at: new Date().toISOString() });
        // Method 21's endpoint does not know the delivery; method 22's moves it.
        expect((await webhook(t.url, body(won!.id), { method: 21 })).status).toBe(404);
        expect((await webhook(t.url, body(won!.id), { method: 22 })).status).toBe(200);
        expect(await deliveryRow(id)).toMatchObject({ status: 'picked_up', driverName: 'Test Driver' });
      });
    });
  });
});

describe('a courier pre-order is booked for its slot (issue 27)', () => {
  // The app's clock and the simulator's are one clock the tests move.
  let nowMs = NOW_MS;
  const moveTo = (ms: number) => void (nowMs = ms);
  // 09:00 tomorrow (Thursday 12 June) in Sydney; the café opens at 06:30.
  const SLOT = Date.UTC(2025, 5, 11, 23, 0, 0) / 1000;
  const PREP = 15;
  const LEAD = 20;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let url = '';
  let venue: Venue;
  let menu: Menu;
  let product: Product;
  let token = '';
  const INFO = `query($t:String!){ orderInfo(tradeid:$t){ validtime statustime{ status datetime } shipping{ delivery_status pickup_time_estimated dropoff_time_estimated driver_name } } }`;
  const gql = async (query: string, variables: Record<string, unknown>, headers: Record<string, string> = {}) =>
    (await (await fetch(`${url}/xcloud/user/gapi`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify({ query, variables }) })).json()) as { data?: any; errors?: { message: string }[] };
  const auth = () => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    const logger = pino({ level: 'silent' });
    const database = await openTestDatabase('pglite');
    const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...ENV });
    const clockNow = () => nowMs;
    const providers = { ...createProviders({ config, db: database.db, logger }), couriers: createCouriers({ config, db: database.db, logger, nowMs: clockNow }) };
    app = buildApp({ config, database, logger, providers, hooks: createModuleHooks(logger), clock: { nowMs: clockNow }, pubsub: await createPlatterPubSub({}, logger), clientDir: '/nonexistent', routes: orderRoutes() });
    await seedDemoIfEmpty(app.services.db);
    // The café's courier schedule: 15 minutes' preparation, the courier booked 20 minutes before the pickup time.
    const { venues } = tables;
    const [v] = await app.services.db.select({ id: venues.id, config: venues.config }).from(venues).where(eq(venues.code, 'laneway-espresso'));
    await app.services.db.update(venues).set({ config: { ...v!.config, delivery_prep_minutes: PREP, delivery_booking_lead: LEAD } }).where(eq(venues.id, v!.id));
    catalogGeneration(app.services.db).bump();
    url = (await app.start()).url;
    venue = (await findVenue(app.services.db, 'laneway-espresso'))!;
    menu = (await loadMenu(app.services.db, venue.id))!;
    product = simpleProduct(menu);
    token = (await gql(REGISTER, { a: '0412345672', f: 'Cy' })).data.userRegisterSubmit.authorization.token;
  });
  afterAll(async () => {
    await app?.stop();
  });

  /** Staff of the café accept the order (event 21) through orderOperate, signed in at the clock's time. */
  async function accept(tradeid: string) {
    const login = await fetch(`${url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=demo' });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const r = await gql(`mutation($t:String!){ orderOperate(tradeid:$t, status:21){ status } }`, { t: tradeid }, { cookie });
    expect(r.errors).toBeUndefined();
  }

  /** Quotes, places (for `validtime`, 0 = ASAP) and pays a courier order at the clock's time; runs the after-commit work. */
  async function paidOrder(validtime: number) {
    const q = await postDelivery(url, { type: 'create_quote', venueId: venue.id, method: 21, address: ADDRESS, order_value: 2500, validDateTime: new Date((validtime || nowMs / 1000 + 2700) * 1000).toISOString(), products: [{ name: 'Flat white', quantity: 2 }] });
    const r = await gql(EDIT, { p: { ...courierParam(venue, menu, product, q.data!.id, q.data!.fee + q.data!.tax, 0), validtime } }, auth());
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const { orders } = tables;
    const after = await trackedTransaction(app.services.db, async (tx) => {
      const [o] = await tx.update(orders).set({ status: 2, paytime: Math.floor(nowMs / 1000) }).where(eq(orders.id, r.data.orderEdit.id)).returning();
      return app.services.hooks.run('orderPaid', tx, { order: { id: o!.id, tradeid: o!.tradeid, venueId: o!.venueId, userId: o!.userId, tableId: null, source: o!.source, feetopay: o!.feetopay }, nowMs }, app.services);
    });
    await after();
    // The courier's travel estimate, venue to door, from the quote.
    const travel = courierTravelMinutes(q.data!.pickup_time_estimated, q.data!.dropoff_time_estimated);
    return { deliveryId: q.data!.id as string, quotedExternalId: q.data!.external_delivery_id as string, tradeid: r.data.orderEdit.tradeid as string, travel };
  }
  const deliveryRow = async (id: string) => (await app.services.db.select().from(tables.deliveries).where(eq(tables.deliveries.id, id)))[0]!;
  const bookingRow = async (id: string) => (await app.services.db.select().from(tables.deliveryBookings).where(eq(tables.deliveryBookings.deliveryId, id)))[0]!;
  const acceptedQuotes = async (id: string) => (await app.services.db.select().from(courierSimulatorDeliveries).where(eq(courierSimulatorDeliveries.deliveryId, id))).filter((r) => r.acceptedAt !== null);
  /** What the order page (orderInfo) and the status page's live feed (orderStatus) read of the delivery: always the same. */
  async function readBoth(tradeid: string) {
    const info = (await gql(INFO, { t: tradeid }, auth())).data.orderInfo;
    const status = (await gql(STATUS, { t: tradeid }, auth())).data.orderStatus;
    expect(status.shipping.delivery_status).toBe(info.shipping.delivery_status ?? '');
    expect(status.shipping.dropoff_time_estimated).toBe(info.shipping.dropoff_time_estimated ?? '');
    return info as { statustime: { status: number; datetime: number }[]; shipping: { delivery_status: string | null; pickup_time_estimated: string; dropoff_time_estimated: string } };
  }

  it('is not booked when paid nor a minute before its pickup time minus the lead; is booked once then, with the expired quote quoted again', async () => {
    moveTo(NOW_MS);
    const o = await paidOrder(SLOT);
    // Pickup time = slot − preparation − travel; booked LEAD minutes before it.
    const bookAt = SLOT * 1000 - (PREP + o.travel + LEAD) * 60_000;
    expect(bookAt).toBeGreaterThan(NOW_MS + 12 * 3600_000);
    expect((await deliveryRow(o.deliveryId)).bookedAt).toBeNull();
    expect((await bookingRow(o.deliveryId)).leaseUntil).toBe(bookAt);
    // Both pages show the slot, not the quote's ASAP estimate.
    const before = await readBoth(o.tradeid);
    expect(before.shipping).toMatchObject({ delivery_status: '', dropoff_time_estimated: new Date(SLOT * 1000).toISOString(), pickup_time_estimated: new Date((SLOT - o.travel * 60) * 1000).toISOString() });
    await accept(o.tradeid);

    moveTo(bookAt - 60_000);
    await sweepCourierBookings(app.services);
    expect(await processBooking(app.services, o.deliveryId)).toBe('skipped');
    expect((await deliveryRow(o.deliveryId)).bookedAt).toBeNull();
    expect(await acceptedQuotes(o.deliveryId)).toHaveLength(0);

    moveTo(bookAt);
    expect(await sweepCourierBookings(app.services)).toBeGreaterThanOrEqual(1);
    await sweepCourierBookings(app.services);
    expect(await processBooking(app.services, o.deliveryId)).toBe('skipped');
    const booked = await deliveryRow(o.deliveryId);
    expect(booked.bookedAt).toBe(bookAt);
    const accepted = await acceptedQuotes(o.deliveryId);
    expect(accepted).toHaveLength(1);
    // The 5-minute quote of yesterday had expired: a fresh one was asked and accepted.
    expect(accepted[0]!.id).not.toBe(o.quotedExternalId);
    expect(booked.externalDeliveryId).toBe(accepted[0]!.id);
    expect((await readBoth(o.tradeid)).shipping.delivery_status).toBe('created');
  });

  it("is not booked before the venue accepts it, so it never reads 'Delivered' before 'accepted'; once accepted the order follows its courier to fulfilled", async () => {
    moveTo(NOW_MS);
    const o = await paidOrder(SLOT);
    moveTo(SLOT * 1000 - 30 * 60_000);
    await sweepCourierBookings(app.services);
    expect((await deliveryRow(o.deliveryId)).bookedAt).toBeNull();
    expect((await bookingRow(o.deliveryId)).error).toMatch(/accept/);
    // Long after the slot, the simulator's drivers all arrived: this order had none.
    moveTo(SLOT * 1000 + 3 * 3600_000);
    await sweepCourierBookings(app.services);
    await app.services.providers.couriers.simulator.tick(url);
    const unaccepted = await readBoth(o.tradeid);
    expect(unaccepted.statustime.map((e) => e.status)).not.toContain(21);
    expect(unaccepted.shipping.delivery_status).toBe('');
    expect(await acceptedQuotes(o.deliveryId)).toHaveLength(0);

    // Accepted (late): booked at the next sweep, and only then does the courier move.
    await accept(o.tradeid);
    moveTo(nowMs + 60_000);
    await sweepCourierBookings(app.services);
    expect((await deliveryRow(o.deliveryId)).bookedAt).toBe(nowMs);
    moveTo(nowMs + 2 * 3600_000);
    await app.services.providers.couriers.simulator.tick(url);
    const done = await readBoth(o.tradeid);
    expect(done.shipping.delivery_status).toBe('delivered');
    const acceptedAt = done.statustime.find((e) => e.status === 21)!.datetime;
    expect(acceptedAt * 1000).toBeLessThanOrEqual((await deliveryRow(o.deliveryId)).bookedAt!);
    // The accepted order followed its courier: the status page's steps reach fulfilled as the order page reads 'delivered'.
    expect(done.statustime.map((e) => e.status).filter((x) => x !== 2)).toEqual([1, 21, 23, 31, 6]);
  });

  it('an ASAP courier order is still booked when paid', async () => {
    moveTo(NOW_MS + 3600_000);
    const o = await paidOrder(0);
    const row = await deliveryRow(o.deliveryId);
    expect(row.bookedAt).toBe(nowMs);
    expect(await acceptedQuotes(o.deliveryId)).toHaveLength(1);
    expect((await readBoth(o.tradeid)).shipping.delivery_status).toBe('created');
  });
});

describe('a crash between payment and booking', () => {
  it('books exactly one courier after a restart on the same data directory', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'platter-delivery-'));
    const logger = pino({ level: 'silent' });
    const start = async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir });
      const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...ENV });
      const pubsub = await createPlatterPubSub({}, logger);
      const app = buildApp({ config, database, logger, providers: createProviders({ config, db: database.db, logger }), hooks: createModuleHooks(logger), clock, pubsub, clientDir: '/nonexistent', routes: orderRoutes() });
      await seedDemoIfEmpty(app.services.db);
      return app;
    };
    try {
      // First life: the order is paid and the orderPaid transaction commits; the process dies before booking.
      const first = await start();
      const { url } = await first.start();
      const services = first.services;
      const venue = (await findVenue(services.db, 'laneway-espresso'))!;
      const menu = (await loadMenu(services.db, venue.id))!;
      const reg = await fetch(`${url}/xcloud/user/gapi`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: REGISTER, variables: { a: '0412345671', f: 'Bo' } }) });
      const token = ((await reg.json()) as any).data.userRegisterSubmit.authorization.token;
      const q = await postDelivery(url, { type: 'create_quote', venueId: venue.id, method: 21, address: ADDRESS, products: [{ name: 'Flat white', quantity: 2 }] });
      const param = courierParam(venue, menu, simpleProduct(menu), q.data!.id, q.data!.fee + q.data!.tax, 100);
      const edit = await fetch(`${url}/xcloud/user/gapi`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ query: EDIT, variables: { p: param } }) });
      const orderId = ((await edit.json()) as any).data.orderEdit.id;
      await payInTransaction(services, orderId); // after-commit work dropped: the "kill -9"
      const [queued] = await services.db.select().from(tables.deliveryBookings).where(eq(tables.deliveryBookings.deliveryId, q.data!.id));
      expect(queued.doneAt).toBeNull();
      await first.stop();

      // Second life on the same data directory: the start-up sweep books it; sweeping again books nothing more.
      const second = await start();
      await second.start();
      const s2 = second.services;
      await sweepCourierBookings(s2);
      await sweepCourierBookings(s2);
      const bookings = await s2.db.select().from(tables.deliveryBookings).where(eq(tables.deliveryBookings.deliveryId, q.data!.id));
      expect(bookings).toHaveLength(1);
      const [d] = await s2.db.select().from(tables.deliveries).where(eq(tables.deliveries.id, q.data!.id));
      const accepted = (await s2.db.select().from(courierSimulatorDeliveries).where(eq(courierSimulatorDeliveries.deliveryId, q.data!.id))).filter((r) => r.acceptedAt !== null);
      // The start-up sweep may still hold the lease when the explicit sweeps run ('skipped'): wait for it.
      if (d.bookedAt === null) await processBooking(s2, q.data!.id);
      await vi.waitFor(async () => {
        const [booked] = await s2.db.select().from(tables.deliveries).where(eq(tables.deliveries.id, q.data!.id));
        expect(booked.bookedAt).not.toBeNull();
      }, { timeout: 15_000, interval: 100 });
      const acceptedAfter = (await s2.db.select().from(courierSimulatorDeliveries).where(eq(courierSimulatorDeliveries.deliveryId, q.data!.id))).filter((r) => r.acceptedAt !== null);
      expect(acceptedAfter).toHaveLength(1);
      expect(accepted.length).toBeLessThanOrEqual(1);
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the courier quote limit', () => {
  let t: TestApp;
  let venue: Venue;
  let nowMs = NOW_MS;
  beforeAll(async () => {
    t = await startTestApp('pglite', { clock: { nowMs: () => nowMs }, env: { ...ENV, TRUST_PROXY: '1' }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
  });
  afterAll(async () => {
    await t?.close();
  });
  const ask = (ip: string) =>
    fetch(`${t.url}/create/delivery`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ type: 'create_quote', venueId: venue.id, method: 21, address: ADDRESS, order_value: 2500, validDateTime: validDateTime(), products: [{ name: 'Flat white', quantity: 1 }] }),
    });
  const deliveriesNow = async () => (await t.app.services.db.select({ id: tables.deliveries.id }).from(tables.deliveries)).length;

  it(`quotes ${COURIER_QUOTE_LIMITS.perIp} times from one address in 10 minutes, then answers 429 with Retry-After without asking the courier; another address and query_quote go on; the window frees it`, async () => {
    const answers = await Promise.all(Array.from({ length: COURIER_QUOTE_LIMITS.perIp }, () => ask('203.0.113.7').then(async (r) => [r.status, (await r.json()).success])));
    expect(answers.every(([status, success]) => status === 200 && success === true)).toBe(true);
    const before = await deliveriesNow();
    const refused = await ask('203.0.113.7');
    expect(refused.status).toBe(429);
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(600);
    expect(await refused.json()).toEqual({ success: false, action: 'create_quote', errorCode: 429, message: 'Too many requests, please try again later', data: null });
    expect(await deliveriesNow()).toBe(before);
    // Another diner's address is not affected; reading a quote is not limited.
    const other = await ask('198.51.100.9');
    expect(other.status).toBe(200);
    const { data } = await other.json();
    expect((await postDelivery(t.url, { type: 'query_quote', delivery_id: data.id })).success).toBe(true);
    // Ten minutes later the address may ask again.
    nowMs += COURIER_QUOTE_LIMITS.windowMs + 1_000;
    expect((await ask('203.0.113.7')).status).toBe(200);
  });
});
