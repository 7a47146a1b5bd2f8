/**
 * The kitchen (issue 25 items 1, 2): a table round at the demo restaurant (Golden Lantern: stations Dim
 * sum, Wok, Pastry, Bar; courses Entrée, Main, Dessert) becomes tickets per station in the venue's
 * language, the main course held; the table's phones read 'next: Main' and two phones firing together
 * fire it once; bump and recall refuse a second time; a paid takeaway order becomes tickets and bumping
 * them all moves it to 'ready'; the brand import refuses an unknown station with its path.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine, Menu, Product, Venue } from '../../src/domain/types';
import { findVenue, findVenueId, loadMenu } from '../../src/server/modules/catalog/repository';
import { importBrand } from '../../src/server/modules/catalog';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { orderParam, productLine } from '../helpers/orders';
import demo from '../../src/content/demo/platter-demo.json';
import { eq } from 'drizzle-orm';
import { venues } from '../../src/server/modules/catalog/schema';

/** Wednesday 11 June 2025, 12:00 in Sydney (AEST): lunch is served. */
const NOW_MS = Date.UTC(2025, 5, 11, 2, 0, 0);
const clock = { nowMs: () => NOW_MS };
const TABLE = 'jqm5fzkbpe'; // Golden Lantern table A1, code mode
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ id tradeid } }`;

interface Ticket {
  id: number;
  source: string;
  tradeid: string;
  label: string;
  station: string;
  stationName: string;
  course: number;
  courseName: string;
  lines: { name: string; count: number; modifiers: string[]; note: string }[];
  firedAt: number | null;
  bumpedAt: number | null;
}

describe.each(testDatabaseKinds())('the kitchen on %s', (kind) => {
  let t: TestApp;
  let menu: Menu;
  let venue: Venue;
  let cookie = '';
  const product = (code: string): Product => menu.products.find((p) => p.code === code)!;
  const staffGet = async (path: string) => (await fetch(`${t.url}${path}`, { headers: { cookie } })).json();
  const staffPost = (path: string, body: unknown) => fetch(`${t.url}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const tickets = async (): Promise<Ticket[]> => (await staffGet('/staff/api/kitchen')).tickets;

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    const venueId = (await findVenueId(t.app.services.db, 'golden-lantern'))!;
    venue = (await findVenue(t.app.services.db, venueId))!;
    menu = (await loadMenu(t.app.services.db, venueId))!; // lunch, the first menu
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=golden-lantern&password=demo' });
    cookie = login.headers.get('set-cookie')!.split(';')[0];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('makes per-station tickets of a table round in English, holds the mains, fires them once for two phones', async () => {
    const join = await t.gql(`query($rc: String) { orderResInfo(rc: $rc) { info { orderversion } auth { authorization { token } } } }`, { rc: TABLE });
    const token = join.data.orderResInfo.auth.authorization.token as string;
    const diner = { authorization: `Bearer ${token}` };
    // A zh-CN diner: the lines carry the Chinese names and a note.
    const starter: CartLine = { ...productLine(menu, product('har-gow'), 2), name: '虾饺', extra: JSON.stringify({ notes: '少辣 less chilli' }) };
    const main: CartLine = { ...productLine(menu, product('fried-rice'), 1), name: '炒饭' };
    const tea: CartLine = { ...productLine(menu, product('jasmine-tea'), 1), name: '茉莉花茶' };
    const edit = await t.gql(`mutation($rc: String, $carts: [OrderResCartInput!]) { orderResEdit(rc: $rc, count: 2, carts: $carts) { tradeid orderversion } }`, { rc: TABLE, carts: [starter, main, tea] }, diner);
    expect(edit.errors).toBeUndefined();
    const { tradeid, orderversion } = edit.data.orderResEdit;
    expect((await t.gql(`mutation($rc: String, $v: Int) { orderResSubmit(rc: $rc, version: $v) { rounds } }`, { rc: TABLE, v: orderversion }, diner)).errors).toBeUndefined();

    const mine = (await tickets()).filter((x) => x.tradeid === tradeid);
    const dimSum = mine.find((x) => x.station === 'dim-sum')!;
    expect(dimSum).toMatchObject({ source: 'table', label: 'A1', stationName: 'Dim sum', course: 1, courseName: 'Entrée', bumpedAt: null });
    expect(dimSum.firedAt).toBe(NOW_MS);
    expect(dimSum.lines).toEqual([{ name: 'Prawn dumplings (har gow)', count: 2, modifiers: [], note: '少辣 less chilli' }]);
    // Drinks have no course: fired at once at the bar.
    expect(mine.find((x) => x.station === 'bar')).toMatchObject({ course: 0, firedAt: NOW_MS, lines: [{ name: 'Jasmine tea (per person)', count: 1, modifiers: [], note: '' }] });
    const held = mine.filter((x) => x.course === 2);
    expect(held.map((x) => [x.station, x.lines[0].name])).toEqual([['wok', 'Yang chow fried rice']]);
    expect(held.every((x) => x.firedAt === null)).toBe(true);

    const courses = await (await fetch(`${t.url}/table/api/courses?rc=${TABLE}`, { headers: diner })).json();
    expect(courses.next).toEqual({ course: 2, name: 'Main', state: 'held' });

    // Bump, bump again (refused), recall, recall again (refused).
    expect((await staffPost('/staff/api/kitchen/bump', { id: dimSum.id })).status).toBe(200);
    const again = await staffPost('/staff/api/kitchen/bump', { id: dimSum.id });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'TICKET_ALREADY_BUMPED', message: 'This ticket was already bumped' });
    const afterBump = await (await fetch(`${t.url}/table/api/courses?rc=${TABLE}`, { headers: diner })).json();
    expect(afterBump.courses.find((c: { course: number }) => c.course === 1).state).toBe('ready');
    expect((await staffPost('/staff/api/kitchen/recall', { id: dimSum.id })).status).toBe(200);
    expect(await (await staffPost('/staff/api/kitchen/recall', { id: dimSum.id })).json()).toMatchObject({ error: 'TICKET_NOT_BUMPED' });
    // A held ticket cannot be bumped.
    expect(await (await staffPost('/staff/api/kitchen/bump', { id: held[0].id })).json()).toMatchObject({ error: 'TICKET_HELD' });

    // Two phones fire the mains at once: one fire.
    const fire = () => fetch(`${t.url}/table/api/courses/fire`, { method: 'POST', headers: { ...diner, 'content-type': 'application/json' }, body: JSON.stringify({ rc: TABLE, course: 2 }) });
    const both = await Promise.all([fire(), fire()]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const refused = await both.find((r) => r.status === 409)!.json();
    expect(refused).toMatchObject({ error: 'COURSE_ALREADY_FIRED', message: 'This course has already been sent to the kitchen' });
    const mains = (await tickets()).filter((x) => x.tradeid === tradeid && x.course === 2);
    expect(mains.length).toBe(held.length);
    expect(mains.every((x) => x.firedAt === NOW_MS)).toBe(true);
    // Staff firing it again is refused too; a course with nothing held is refused.
    expect(await (await staffPost('/staff/api/kitchen/fire', { tradeid, course: 2 })).json()).toMatchObject({ error: 'COURSE_ALREADY_FIRED' });
    expect(await (await staffPost('/staff/api/kitchen/fire', { tradeid, course: 3 })).json()).toMatchObject({ error: 'COURSE_NOT_HELD' });
    const next = await (await fetch(`${t.url}/table/api/courses?rc=${TABLE}`, { headers: diner })).json();
    expect(next.next).toBeNull();
  });

  it('makes tickets of a paid takeaway order and moves it to ready when every station bumped', async () => {
    const guest = await t.gql(`mutation { userRegisterSubmit(account: "0491570188", firstname: "Lin", platform: 2, country: "AU") { authorization { token } } }`);
    const token = guest.data.userRegisterSubmit.authorization.token as string;
    const lines = [productLine(menu, product('har-gow'), 1), productLine(menu, product('lemon-tea'), 1)];
    const placed = await t.gql(EDIT, { p: orderParam(venue, lines, { now: Math.floor(NOW_MS / 1000), categoryType: 3 }) }, { authorization: `Bearer ${token}` });
    expect(placed.errors).toBeUndefined();
    const tradeid = placed.data.orderEdit.tradeid as string;
    expect(await tickets().then((all) => all.filter((x) => x.tradeid === tradeid))).toEqual([]);
    const paid = await t.gql(`mutation($t:String!){ orderOperate(tradeid:$t, status:2){ status } }`, { t: tradeid }, { cookie });
    expect(paid.errors).toBeUndefined();
    const mine = (await tickets()).filter((x) => x.tradeid === tradeid);
    expect(mine.length).toBe(2);
    expect(mine.every((x) => x.source === 'order' && x.firedAt !== null)).toBe(true);
    for (const x of mine) expect((await staffPost('/staff/api/kitchen/bump', { id: x.id })).status).toBe(200);
    const info = await t.gql(`query($t:String!){ orderInfo(tradeid:$t){ statustime{ status } } }`, { t: tradeid }, { cookie });
    expect(info.data.orderInfo.statustime.map((e: { status: number }) => e.status)).toContain(23);
  });

  it("words tickets in the venue's language (issue 23 item 1): a zh-CN venue's ticket says 虾饺, the brand file's translation", async () => {
    const db = t.app.services.db;
    await db.update(venues).set({ language: 'zh-CN' }).where(eq(venues.id, venue.id));
    try {
      const guest = await t.gql(`mutation { userRegisterSubmit(account: "0491570189", firstname: "Mei", platform: 2, country: "AU") { authorization { token } } }`);
      const placed = await t.gql(EDIT, { p: orderParam(venue, [productLine(menu, product('har-gow'), 2)], { now: Math.floor(NOW_MS / 1000), categoryType: 3 }) }, { authorization: `Bearer ${guest.data.userRegisterSubmit.authorization.token}` });
      expect(placed.errors).toBeUndefined();
      const tradeid = placed.data.orderEdit.tradeid as string;
      expect((await t.gql(`mutation($t:String!){ orderOperate(tradeid:$t, status:2){ status } }`, { t: tradeid }, { cookie })).errors).toBeUndefined();
      const lines = (await tickets()).filter((x) => x.tradeid === tradeid).flatMap((x) => x.lines);
      expect(lines).toEqual([expect.objectContaining({ name: '虾饺', count: 2 })]);
    } finally {
      await db.update(venues).set({ language: 'en' }).where(eq(venues.id, venue.id));
    }
  });

  it('refuses a brand file naming an unknown station, with its path', async () => {
    const file = structuredClone(demo) as { venues: { code: string; menus: { products: { station?: string }[] }[] }[] };
    file.venues.find((v) => v.code === 'golden-lantern')!.menus[0].products[0].station = 'fryer';
    const r = await importBrand(t.app.services.db, file);
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toContain("venues[1].menus[0].products[0].station");
    expect(JSON.stringify(r)).toContain("unknown station 'fryer'");
  });
});
