/**
 * Capacity per 15-minute slot (issue 23 item 5): a venue caps how many orders (items, subtotal) one
 * fulfilment type takes per slot; the count is made in the placing transaction with a row lock per
 * venue-type-slot, so 50 placements at once into a slot capped at 5 give exactly 5 orders — in one
 * process on PGlite and PostgreSQL, and with two server processes on one PostgreSQL. The rest are told
 * the slot is full and offered the next slot; full slots are listed for the 'Later' picker; ASAP moves to
 * the first slot with room; a cancel frees a place; bad caps are refused and change nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, Product, Venue } from '../../src/domain/types';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { importBrand, writeVenueOrderSettings } from '../../src/server/modules/catalog';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { openTestDatabase, testDatabaseKinds } from '../helpers/databases';
import { startTestApp, type TestApp } from '../helpers/app';
import { demoBrand } from '../helpers/demo-data';
import { orderParam, productLine } from '../helpers/orders';
import { bundleServer, startServer } from '../helpers/server-process';
import * as s from '../helpers/schema';

/** Wednesday 11 June 2025, 10:00 in Sydney (AEST, UTC+10): Laneway Espresso is open 06:30–15:00. */
const NOW_MS = Date.UTC(2025, 5, 11, 0, 0, 0);
const now = NOW_MS / 1000;
/** 12:00 Sydney that day: a pre-order slot. */
const NOON = now + 2 * 3600;
const TAKEAWAY = 2;
const COUNTER = 1;

const REGISTER = `mutation($a:String,$f:String){ userRegisterSubmit(account:$a, firstname:$f, platform:2, country:"AU"){ authorization{ token } } }`;
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ id tradeid moved_to } }`;
const CANCEL = `mutation($t:String!){ orderOperate(tradeid:$t, status:5){ status } }`;
const FULL = `query($v:Long!,$c:Int!,$f:Long!,$t:Long!){ orderSlotsFull(venue_id:$v, category_type:$c, from:$f, to:$t) }`;

type Answer = { data?: any; errors?: { message: string; extensions?: { code?: string; params?: Record<string, number> } }[] };

describe.each(testDatabaseKinds())('capacity per slot on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let product: Product;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });
  const param = (categoryType: number, validtime: number, count = 1) => ({ ...orderParam(venue, [productLine(menu, product, count)], { now, categoryType }), validtime });
  const place = (categoryType: number, validtime: number, count = 1): Promise<Answer> => t.gql(EDIT, { p: param(categoryType, validtime, count) }, auth());
  const setCaps = (slotCaps: Record<number, { orders?: number; items?: number; subtotal?: number }>) => writeVenueOrderSettings(t.app.services.db, venue.id, { slotCaps, cancelWindow: { kind: 'off' } });
  const counts = async (categoryType: number, slotStart: number) =>
    (await t.app.services.db.select().from(s.slotCounts).where(and(eq(s.slotCounts.venueId, venue.id), eq(s.slotCounts.categoryType, categoryType), eq(s.slotCounts.slotStart, slotStart))))[0];

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { nowMs: () => NOW_MS }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    product = menu.products.find((p) => p.variants.length === 0 && p.ingredients.length === 0 && p.modifier_ids.length === 0 && p.status === 1 && p.price > 300 && p.inventory !== 2)!;
    expect(product).toBeDefined();
    const r = await t.gql(REGISTER, { a: '0412555001', f: 'Diner' });
    token = r.data.userRegisterSubmit.authorization.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('takes exactly 5 of 50 placements at once into a slot capped at 5 orders; the rest are told it is full and offered the next slot', async () => {
    expect(await setCaps({ [TAKEAWAY]: { orders: 5 } })).toBe(true);
    const answers = await Promise.all(Array.from({ length: 50 }, () => place(TAKEAWAY, NOON)));
    const placed = answers.filter((a) => a.data?.orderEdit?.tradeid);
    const full = answers.filter((a) => a.errors?.[0]?.extensions?.code === 'SLOT_FULL');
    expect(placed).toHaveLength(5);
    expect(full).toHaveLength(45);
    expect(full[0].errors![0].message).toBe('slot full');
    expect(full[0].errors![0].extensions!.params).toMatchObject({ slot: NOON, next: NOON + 900 });
    expect(await counts(TAKEAWAY, NOON)).toMatchObject({ orders: 5, items: 5, subtotal: 5 * product.price });
    const stored = await t.app.services.db.select().from(s.orderSlotClaims).where(eq(s.orderSlotClaims.slotStart, NOON));
    expect(stored).toHaveLength(5);

    // The full slot is listed for the 'Later' picker; the next one is not.
    const listed = await t.gql(FULL, { v: venue.id, c: TAKEAWAY, f: NOON - 3600, t: NOON + 3600 });
    expect(listed.data.orderSlotsFull).toEqual([NOON]);
    // Another fulfilment type is not capped.
    expect((await place(COUNTER, NOON)).data?.orderEdit?.tradeid).toMatch(/^P/);

    // A cancel frees a place: the next placement into the slot is taken, the one after is full again.
    const cancelled = await t.gql(CANCEL, { t: placed[0].data.orderEdit.tradeid }, auth());
    expect(cancelled.errors).toBeUndefined();
    expect((await counts(TAKEAWAY, NOON)).orders).toBe(4);
    expect((await t.gql(FULL, { v: venue.id, c: TAKEAWAY, f: NOON, t: NOON + 900 })).data.orderSlotsFull).toEqual([]);
    expect((await place(TAKEAWAY, NOON)).data?.orderEdit?.tradeid).toMatch(/^P/);
    expect((await place(TAKEAWAY, NOON)).errors?.[0]?.extensions?.code).toBe('SLOT_FULL');
  });

  it('caps items and subtotal too', async () => {
    const slot = NOON + 3600;
    expect(await setCaps({ [TAKEAWAY]: { items: 3, subtotal: 3 * product.price } })).toBe(true);
    expect((await place(TAKEAWAY, slot, 2)).data?.orderEdit?.tradeid).toMatch(/^P/);
    expect((await place(TAKEAWAY, slot, 2)).errors?.[0]?.extensions?.code).toBe('SLOT_FULL');
    expect((await place(TAKEAWAY, slot, 1)).data?.orderEdit?.tradeid).toMatch(/^P/);
    expect(await counts(TAKEAWAY, slot)).toMatchObject({ orders: 2, items: 3, subtotal: 3 * product.price });
  });

  it('moves an ASAP order to the first slot with room and says the new time', async () => {
    expect(await setCaps({ [COUNTER]: { orders: 1 } })).toBe(true);
    const first = await place(COUNTER, 0);
    expect(first.data?.orderEdit?.moved_to).toBeNull();
    const second = await place(COUNTER, 0);
    const movedTo = second.data?.orderEdit?.moved_to as number;
    expect(movedTo).toBeGreaterThan(now);
    expect(movedTo % 900).toBe(0);
    const [order] = await t.app.services.db.select().from(s.orders).where(eq(s.orders.tradeid, second.data.orderEdit.tradeid));
    expect(order.validtime).toBe(movedTo);
    const third = await place(COUNTER, 0);
    expect(third.data?.orderEdit?.moved_to).toBe(movedTo + 900);
  });

  it('the staff app reads and sets caps and the cancel window (manager or owner), refuses bad input changing nothing, and records the change', async () => {
    const url = `${t.url}/staff/api/settings`;
    expect((await fetch(url)).status).toBe(401);
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=demo' });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];
    const post = (body: unknown) => fetch(url, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin: t.url }, body: JSON.stringify(body) });
    const set = await post({ slot_caps: { [TAKEAWAY]: { orders: 8, subtotal: 50_000 }, [COUNTER]: { items: 30 } }, cancel_window: 5 });
    expect(set.status).toBe(200);
    const stored = { slot_caps: { [TAKEAWAY]: { orders: 8, subtotal: 50_000 }, [COUNTER]: { items: 30 } }, cancel_window: 5 };
    expect(await set.json()).toMatchObject(stored);
    const read = await (await fetch(url, { headers: { cookie } })).json();
    expect(read).toMatchObject(stored);
    expect(read.categories.map((c: { type: number }) => c.type)).toContain(TAKEAWAY);
    for (const [bad, field] of [
      [{ slot_caps: { [TAKEAWAY]: { orders: -1 } } }, `slot_caps.${TAKEAWAY}.orders`],
      [{ slot_caps: { [TAKEAWAY]: { items: 1_000_000 } } }, `slot_caps.${TAKEAWAY}.items`],
      [{ slot_caps: { [TAKEAWAY]: { subtotal: 1e12 } } }, `slot_caps.${TAKEAWAY}.subtotal`],
      [{ cancel_window: -3 }, 'cancel_window'],
      [{ cancel_window: 99_999 }, 'cancel_window'],
      [{ cancel_window: 'soon' }, 'cancel_window'],
    ] as const) {
      const r = await post(bad);
      expect(r.status, JSON.stringify(bad)).toBe(400);
      expect(await r.json()).toMatchObject({ error: 'BAD_INPUT', field });
    }
    expect(await (await fetch(url, { headers: { cookie } })).json()).toMatchObject(stored);
    const audit = await t.app.services.db.select().from(s.staffAudit).where(eq(s.staffAudit.venueId, venue.id));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['capacity.set', 'settings.cancelWindow']));
    // With who changed it: the bootstrap owner credential is recorded as 'Owner'.
    expect(audit.filter((a) => a.action === 'capacity.set').map((a) => a.memberName)).toEqual(['Owner']);
    // The placement counts with the new caps at once.
    expect(await setCaps({})).toBe(true);
  });

  it('refuses negative or huge caps in the brand file and changes nothing', async () => {
    await setCaps({ [TAKEAWAY]: { orders: 7 } });
    const before = (await findVenue(t.app.services.db, 'laneway-espresso'))!.config.slot_caps;
    for (const bad of [{ [TAKEAWAY]: { orders: -1 } }, { [TAKEAWAY]: { subtotal: 1e12 } }, { [TAKEAWAY]: { items: 2.5 } }, { '0': { orders: 1 } }, { [TAKEAWAY]: { seats: 1 } }]) {
      const r = await importBrand(t.app.services.db, demoBrand({ config: { 'laneway-espresso': { slot_caps: bad } } }));
      expect(r.ok, JSON.stringify(bad)).toBe(false);
    }
    expect((await findVenue(t.app.services.db, 'laneway-espresso'))!.config.slot_caps).toEqual(before);
  });
});

const postgresOnly = testDatabaseKinds().includes('postgres');

describe.runIf(postgresOnly)('capacity per slot with two server processes on one PostgreSQL', () => {
  it('takes exactly 5 of 50 placements spread over two processes', async () => {
    const entry = bundleServer();
    const database = await openTestDatabase('postgres');
    const brand = demoBrand({ openAllDay: ['laneway-espresso'], config: { 'laneway-espresso': { slot_caps: { [TAKEAWAY]: { orders: 5 } } } } });
    const imported = await importBrand(database.db, brand);
    expect(imported.ok).toBe(true);
    const venue = (await findVenue(database.db, 'laneway-espresso'))!;
    const menu = (await loadMenu(database.db, venue.id))!;
    const product = menu.products.find((p) => p.variants.length === 0 && p.ingredients.length === 0 && p.modifier_ids.length === 0 && p.status === 1 && p.price > 300 && p.inventory !== 2)!;
    const env = { SEED_DEMO: 'false', DATABASE_URL: database.url!, DATABASE_POOL_SIZE: '10' };
    const servers = await Promise.all([startServer(env, { entry }), startServer(env, { entry })]);
    try {
      const gql = async (url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<Answer> =>
        (await (await fetch(`${url}/xcloud/user/gapi`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query, variables }) })).json()) as Answer;
      const token = (await gql(servers[0].url, REGISTER, { a: '0412555002', f: 'Diner' })).data.userRegisterSubmit.authorization.token;
      // A slot tomorrow at 12:00 venue time (the café is open all day; now is the real time).
      const slot = Math.floor(Date.now() / 1000 / 900) * 900 + 86_400;
      const p = () => ({ ...orderParam(venue, [productLine(menu, product, 1)], { now: Date.now() / 1000, categoryType: TAKEAWAY, clientKey: randomUUID() }), validtime: slot });
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => gql(servers[i % 2].url, EDIT, { p: p() }, token)));
      const placed = answers.filter((a) => a.data?.orderEdit?.tradeid);
      const codes = answers.filter((a) => !a.data?.orderEdit).map((a) => a.errors?.[0]?.extensions?.code);
      expect(placed, JSON.stringify(answers.find((a) => a.errors && a.errors[0].extensions?.code !== 'SLOT_FULL'))).toHaveLength(5);
      expect(codes.every((c) => c === 'SLOT_FULL')).toBe(true);
      const [row] = await database.db.select().from(s.slotCounts).where(eq(s.slotCounts.slotStart, slot));
      expect(row.orders).toBe(5);
      const stored = await database.db.select().from(s.orders).where(eq(s.orders.validtime, slot));
      expect(stored).toHaveLength(5);
    } finally {
      await Promise.all(servers.map((x) => x.stop('SIGTERM')));
      await database.close();
    }
  }, 120_000);
});
