/**
 * Table ordering end to end over HTTP and graphql-ws (storefront.md §3 "Table order resource", §4
 * "Table states", "Cart line status", §7, §8; orders-and-payments.md §4.4, §4.8): joining, one live cart
 * per table edited by several phones at once, rounds to the kitchen, locking and closing, passcode
 * guessing limits, and that a diner of one table never reaches another table's cart.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { cartLineKey, lineTaxesJson } from '../../src/domain/cart-lines';
import { diffTableCart } from '../../src/domain/table-cart';
import { availableCount } from '../../src/domain/stock';
import type { CartLine, Menu } from '../../src/domain/types';
import { findVenueId, loadMenu } from '../../src/server/modules/catalog/repository';
import { tablePasscodeAttempts, tableRounds } from '../../src/server/modules/tables/schema';
import { venueTables } from '../../src/server/modules/catalog/schema';
import { staffTablesRoute } from '../../src/server/modules/tables/staff-tables-http';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { ERROR_CATALOGUE } from '../../src/domain/errors';
import { PASSCODE_LIMITS } from '../../src/server/modules/tables/table-passcode';
import {
  closeTable,
  listStaffTables,
  lockTableForCheckout,
  markTableLinesPaid,
  publishTableSitting,
  resetTablePasscode,
  tableCheckoutLines,
  unlockTable,
} from '../../src/server/modules/tables/table-staff';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';

// Demo tables (src/content/demo/platter-demo.json, venue laneway-espresso).
const T1 = 'mvnw98rxyj'; // table 1, code mode
const T2 = 'a7ep6f39up'; // table 2, code mode
const T3 = 'wcgrtjjwkg'; // table 3, code mode
const T4 = 'zx22p36587'; // table 4, code mode
const T5 = 'a3m4hbhbmz'; // table 5, code mode
const T6 = 's5he87gvpk'; // table 6, passcode 4821
const COURTYARD = 'j7fpuywwkk'; // passcode 1937
const BAR = 'kw4adxy4cy'; // 'Window bar', code mode

const LINE = `id status store_id menu_id code count name pid sid cid gid sequence discount value price tid type taxes taxtotal taxextra extra round`;
const INFO = `status state tid venue_id tradeid orderversion orderid orderstatus count name code joined passcode_required rounds device_uid category_type category_name carts { ${LINE} inventory { status inventory stocks } }`;
const Q_INFO = `query Info($rc: String, $d: String) { orderResInfo(rc: $rc, device_uid: $d) { info { ${INFO} } auth { type extra authorization { token expired_at } } } }`;
const M_EDIT = `mutation Edit($rc: String, $k: String, $count: Int, $carts: [OrderResCartInput!], $version: Int) {
  orderResEdit(rc: $rc, k: $k, count: $count, carts: $carts, version: $version) { ${INFO} } }`;
const M_SUBMIT = `mutation Submit($rc: String, $version: Int) { orderResSubmit(rc: $rc, version: $version) { ${INFO} } }`;
const S_CHANGED = `subscription Changed($rc: String) { orderResEditingChanged(rc: $rc) {
  status state orderversion tradeid count rounds carts { ${LINE} } diff { ${LINE} } } }`;

type Line = CartLine & { round?: number };
interface Info {
  status: number;
  state: number;
  tid: number;
  tradeid: string;
  orderversion: number;
  count: number;
  joined: boolean;
  rounds: number;
  device_uid: string;
  carts: Line[];
}
interface Event {
  status: number;
  state: number;
  orderversion: number;
  tradeid: string;
  count: number;
  rounds: number;
  carts: Line[] | null;
  diff: Line[] | null;
}
type GqlResult<T> = { data?: T; errors?: { message: string; extensions?: Record<string, any> }[] };

const FIELDS = ['id', 'status', 'store_id', 'menu_id', 'code', 'count', 'name', 'pid', 'sid', 'cid', 'gid', 'sequence', 'discount', 'value', 'price', 'tid', 'type', 'taxes', 'taxtotal', 'taxextra', 'extra'] as const;
/** A received line reduced to the contract fields (round and inventory dropped), as a client keeps it. */
const strip = (l: Line): CartLine => Object.fromEntries(FIELDS.map((f) => [f, (l as any)[f]])) as unknown as CartLine;
/** A cart as comparable text: key, count and status per line, sorted. */
const cartText = (lines: readonly Line[]) => lines.map((l) => `${cartLineKey(l)}×${l.count}@${l.status}`).sort().join('\n');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor(check: () => boolean | Promise<boolean>, ms = 10_000, what = 'condition'): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

/** Products of the menu that are simple (no variants) and never run out (untracked), for random edits. */
function freeProducts(menu: Menu) {
  return menu.products.filter((p) => p.variants.length === 0 && p.status === 1 && availableCount({ kind: 'product', productId: p.id }, menu) === Infinity);
}

let lineSeq = 1_000;
/** A new cart line (status 1) for a product of the menu; `owner` keeps the ids of different phones apart. */
function productLine(menu: Menu, productIndex: number, count = 1, owner = 0): CartLine {
  const p = freeProducts(menu)[productIndex % freeProducts(menu).length];
  const id = owner * 1_000_000 + ++lineSeq;
  return {
    id, tid: id, gid: id, status: 1, store_id: menu.store_id, menu_id: menu.id, code: p.code, count, name: p.name, pid: p.id, sid: 0, cid: p.category_id,
    sequence: p.sequence, discount: 0, value: p.price, price: p.price, type: 2, taxes: '[]', taxtotal: 0, taxextra: 0, extra: '{}',
  };
}

describe.each(testDatabaseKinds())('table ordering on %s', (kind) => {
  let t: TestApp;
  let menu: Menu;
  let now = Date.now();
  const clock = { nowMs: () => now };

  const gql = <T = any>(query: string, variables: Record<string, unknown>, token?: string): Promise<GqlResult<T>> =>
    t.gql(query, variables, token ? { authorization: `Bearer ${token}` } : {});

  async function join(rc: string, device?: string) {
    const r = await gql<{ orderResInfo: { info: Info; auth: { authorization: { token: string } } | null } | null }>(Q_INFO, { rc, d: device });
    expect(r.errors).toBeUndefined();
    return { token: r.data!.orderResInfo!.auth!.authorization.token, info: r.data!.orderResInfo!.info };
  }
  const info = async (rc: string, token?: string) => (await gql<{ orderResInfo: { info: Info } | null }>(Q_INFO, { rc }, token)).data?.orderResInfo?.info ?? null;
  const edit = (token: string, v: Record<string, unknown>) => gql<{ orderResEdit: Info }>(M_EDIT, v, token);
  const submit = (token: string, v: Record<string, unknown>) => gql<{ orderResSubmit: Info }>(M_SUBMIT, v, token);

  const sockets: Client[] = [];
  function socket(token?: string): Client {
    const client = createClient({
      url: t.url.replace('http', 'ws') + '/websocket/user/gapi',
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    });
    sockets.push(client);
    return client;
  }
  /** Subscribes to a table; collects events; `error` holds a refusal. */
  function watch(client: Client, rc: string) {
    const w = { events: [] as Event[], error: null as null | string, latest: null as Event | null };
    client.subscribe<{ orderResEditingChanged: Event }>(
      { query: S_CHANGED, variables: { rc } },
      {
        next: (v) => {
          if (v.errors) w.error = v.errors[0].message;
          const e = v.data?.orderResEditingChanged;
          if (!e) return;
          w.events.push(e);
          // Events may arrive out of order across requests: keep the newest version.
          if (!w.latest || e.orderversion > w.latest.orderversion) w.latest = e;
        },
        error: (e: any) => (w.error = Array.isArray(e) ? e[0].message : (e?.message ?? String(e))),
        complete: () => undefined,
      },
    );
    return w;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    const venueId = (await findVenueId(t.app.services.db, 'laneway-espresso'))!;
    menu = (await loadMenu(t.app.services.db, venueId))!;
    expect(freeProducts(menu).length).toBeGreaterThan(3);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await t?.close();
  });

  describe('joining a table', () => {
    it('reads an idle table and issues a table-diner session scoped to it, no login needed', async () => {
      const r = await gql(Q_INFO, { rc: T1, d: 'phone-a' });
      expect(r.errors).toBeUndefined();
      const { info: i, auth } = r.data.orderResInfo;
      expect(i).toMatchObject({ status: 1, tradeid: '', name: '1', count: 2, joined: true, passcode_required: false, category_type: 2, category_name: 'Table Service', device_uid: 'phone-a', carts: [] });
      expect(auth.type).toBe(3);
      expect(auth.authorization.token).toMatch(/^[\w-]{40,}$/);
      expect(JSON.parse(auth.extra)).toEqual({ table: T1, device_uid: 'phone-a' });
      // The same session asks again: no new session.
      const again = await gql(Q_INFO, { rc: T1 }, auth.authorization.token);
      expect(again.data.orderResInfo.auth).toBeNull();
      expect(again.data.orderResInfo.info.device_uid).toBe('phone-a');
    });

    it("answers null ('Table not found') for an unknown code", async () => {
      expect((await gql(Q_INFO, { rc: 'nosuchtable' })).data.orderResInfo).toBeNull();
    });

    it('reads not ready (status 0) for a table the venue switched off, and refuses to join it', async () => {
      await t.app.services.db.update(venueTables).set({ status: 0 }).where(sql`${venueTables.code} = ${T5}`);
      const { token, info: i } = await join(T5);
      expect(i.status).toBe(0);
      const r = await edit(token, { rc: T5, count: 2 });
      expect(r.errors?.[0].message).toBe(ERROR_CATALOGUE.TABLE_NOT_READY.serverMessage);
      // The code clients map by, and the catalogue's locale key.
      expect(r.errors?.[0].extensions).toMatchObject({ code: 'TABLE_NOT_READY', key: 'table.notReady' });
      await t.app.services.db.update(venueTables).set({ status: 1 }).where(sql`${venueTables.code} = ${T5}`);
    });

    it('opens the sitting on the first orderResEdit with the seats, and a 0-seat table needs guests when tableguest says so', async () => {
      await t.app.services.db.update(venueTables).set({ seats: 0 }).where(sql`${venueTables.code} = ${T4}`);
      const { token } = await join(T4);
      const none = await edit(token, { rc: T4 });
      expect(none.errors?.[0].message).toBe('No number of guest selected');
      const r = await edit(token, { rc: T4, count: 3 });
      expect(r.errors).toBeUndefined();
      expect(r.data!.orderResEdit).toMatchObject({ status: 2, count: 3, joined: true });
      expect(r.data!.orderResEdit.tradeid).toMatch(/^[0-9a-f]{32}$/);
      await t.app.services.db.update(venueTables).set({ seats: 4 }).where(sql`${venueTables.code} = ${T4}`);
    });

    it('needs the session from orderResInfo', async () => {
      const r = await t.gql(M_EDIT, { rc: T1, count: 2 });
      expect(r.errors?.[0].message).toBe('invalid token');
    });
  });

  describe('a diner of one table and another table', () => {
    it('cannot read, edit or subscribe to the other table', async () => {
      const a = await join(T1);
      const b = await join(T2);
      expect((await edit(b.token, { rc: T2, count: 2, carts: [productLine(menu, 0)] })).errors).toBeUndefined();

      expect(await info(T2, a.token)).toBeNull();
      expect((await edit(a.token, { rc: T2, carts: [productLine(menu, 1)] })).errors?.[0].message).toBe('not found');
      expect((await submit(a.token, { rc: T2 })).errors?.[0].message).toBe('not found');

      const spy = watch(socket(a.token), T2);
      const anonymous = watch(socket(), T2);
      await waitFor(() => spy.error !== null && anonymous.error !== null, 5_000, 'refusals');
      expect(spy.error).toBe('not found');
      expect(anonymous.error).toBe('invalid token');

      // B's own diner still sees B's cart.
      expect((await info(T2, b.token))!.carts).toHaveLength(1);
    });

    it('sees no cart of a passcode table before joining it, and gets events without carts', async () => {
      const member = await join(COURTYARD);
      const joined = await edit(member.token, { rc: COURTYARD, k: '1937', count: 2, carts: [productLine(menu, 0)] });
      expect(joined.errors).toBeUndefined();
      const outsider = await join(COURTYARD);
      expect(outsider.info).toMatchObject({ status: 2, joined: false, passcode_required: true, carts: [] });
      // A stale version does not buy the outsider a look at the cart in the conflict answer.
      const peek = await edit(outsider.token, { rc: COURTYARD, carts: [productLine(menu, 0)], version: 0 });
      expect(peek.errors?.[0].message).toBe('The account or password incorrect');
      expect(peek.errors?.[0].extensions?.carts).toBeUndefined();
      const w = watch(socket(outsider.token), COURTYARD);
      const m = watch(socket(member.token), COURTYARD);
      await sleep(200);
      const r = await edit(member.token, { rc: COURTYARD, carts: [productLine(menu, 1)] });
      expect(r.errors).toBeUndefined();
      await waitFor(() => w.latest !== null && m.latest !== null, 5_000, 'events');
      expect(w.latest).toMatchObject({ state: 1, carts: null, diff: null });
      expect(m.latest!.state).toBe(0);
      expect(m.latest!.carts).toHaveLength(2);
    });
  });

  describe('rounds, locking and closing', () => {
    it('moves new lines into rounds, refuses adds while locked, hands the lines to checkout and starts a new sitting after close', async () => {
      const { token } = await join(T3);
      const w = watch(socket(token), T3);
      await sleep(100);
      const staffEvents: Record<string, unknown>[] = [];
      const venueId = (await findVenueId(t.app.services.db, 'laneway-espresso'))!;
      void (async () => {
        for await (const e of t.app.services.pubsub.subscribe('staffVenueChanged', String(venueId))) staffEvents.push(e);
      })();

      const first = await edit(token, { rc: T3, count: 3, carts: [productLine(menu, 0, 2), productLine(menu, 1)] });
      expect(first.errors).toBeUndefined();
      const v1 = first.data!.orderResEdit.orderversion;

      const r1 = await submit(token, { rc: T3, version: v1 });
      expect(r1.errors).toBeUndefined();
      const after1 = r1.data!.orderResSubmit;
      expect(after1.carts.map((l) => [l.status, l.round])).toEqual([[21, 1], [21, 1]]);
      expect(after1.rounds).toBe(1);
      await waitFor(() => w.latest?.rounds === 1, 5_000, 'round event');
      await waitFor(() => staffEvents.some((e) => e.what === 'round' && e.round === 1), 5_000, 'staff event');

      const again = await submit(token, { rc: T3 });
      expect(again.errors?.[0].message).toBe('All items have been sent to kitchen, please add more!');
      expect(again.errors?.[0].extensions).toMatchObject({ code: 'ALL_SENT', key: 'table.allSent' });

      // Lines sent to the kitchen are the kitchen's.
      const touchSent = await edit(token, { rc: T3, carts: [{ ...strip(after1.carts[0]), count: -1 }] });
      expect(touchSent.errors?.[0].message).toBe('not acceptable');

      const third = productLine(menu, 2);
      expect((await edit(token, { rc: T3, carts: [third] })).errors).toBeUndefined();
      const r2 = await submit(token, { rc: T3 });
      expect(r2.data!.orderResSubmit.carts.filter((l) => l.round === 2)).toHaveLength(1);

      const fourth = productLine(menu, 3);
      expect((await edit(token, { rc: T3, carts: [fourth] })).errors).toBeUndefined();

      // Staff lock the table for checkout.
      const locked = await lockTableForCheckout(t.app.services, T3);
      expect(locked.ok && locked.value.status).toBe(3);
      await waitFor(() => w.latest?.status === 3, 5_000, 'locked event');
      const add = await edit(token, { rc: T3, carts: [productLine(menu, 0)] });
      expect(add.errors?.[0].message).toBe("Table is locked for checking out, new item can't be added.");
      const more = await edit(token, { rc: T3, carts: [{ ...fourth, count: 1 }] });
      expect(more.errors?.[0].message).toBe("Table is locked for checking out, new item can't be added.");
      const sendLocked = await submit(token, { rc: T3 });
      expect(sendLocked.errors?.[0].message).toBe('Table is locked for checking out, please remove new items in shopping cart!');
      const tableId = (await info(T3, token))!.tid;
      const refused = await tableCheckoutLines(t.app.services.db, tableId);
      expect(!refused.ok && refused.code).toBe('TABLE_CHECKOUT_NEW_ITEMS');

      // Removing stays possible; then checkout gets the sent lines and the trade id.
      expect((await edit(token, { rc: T3, carts: [{ ...fourth, count: -1 }] })).errors).toBeUndefined();
      const checkout = await tableCheckoutLines(t.app.services.db, tableId);
      expect(checkout.ok).toBe(true);
      if (!checkout.ok) return;
      expect(checkout.value.lines).toHaveLength(3);
      expect(checkout.value.lines.every((l) => l.status === 21)).toBe(true);
      expect(checkout.value.unpaidTotal).toBe(checkout.value.lines.reduce((s, l) => s + l.price * l.count, 0));
      const oldTradeid = checkout.value.tradeid;

      // Unlock and lock again are idempotent staff actions.
      expect((await unlockTable(t.app.services, T3)).ok).toBe(true);
      expect((await lockTableForCheckout(t.app.services, T3)).ok).toBe(true);

      // Closing refuses unpaid lines unless forced; the payment flow marks them paid.
      const early = await closeTable(t.app.services, T3);
      expect(!early.ok && early.code).toBe('UNPAID_LINES');
      const again2 = await tableCheckoutLines(t.app.services.db, tableId);
      const version = again2.ok ? again2.value.version : -1;
      const paid = await t.app.services.db.transaction((tx) => markTableLinesPaid(tx, oldTradeid, { version, orderId: 4242 }));
      expect(paid.ok && paid.value).toMatchObject({ paid: 3, allPaid: true });
      await publishTableSitting(t.app.services, oldTradeid);
      await waitFor(() => (w.latest?.carts ?? []).length === 3 && w.latest!.carts!.every((l) => l.status === 2), 5_000, 'paid event');
      const paidInfo = (await info(T3, token))!;
      expect(paidInfo).toMatchObject({ orderid: 4242, orderstatus: 2 });

      const closed = await closeTable(t.app.services, T3);
      expect(closed.ok && closed.value.status).toBe(1);
      await waitFor(() => w.latest?.status === 5, 5_000, 'closed event');
      expect(w.latest).toMatchObject({ status: 5, state: 1, carts: null });

      const fresh = await info(T3, token);
      expect(fresh).toMatchObject({ status: 1, tradeid: '', carts: [] });
      const reopened = await edit(token, { rc: T3, count: 2, carts: [productLine(menu, 0)] });
      expect(reopened.errors).toBeUndefined();
      expect(reopened.data!.orderResEdit.tradeid).not.toBe(oldTradeid);
      expect(reopened.data!.orderResEdit.orderversion).toBeGreaterThan(paidInfo.orderversion);
    });

    it('takes stock when a round goes to the kitchen, and refuses what is no longer there', async () => {
      const bread = menu.products.find((p) => p.code === 'banana-bread')!;
      const line = (count: number): CartLine => ({ ...productLine(menu, 0), code: bread.code, name: bread.name, pid: bread.id, cid: bread.category_id, price: bread.price, value: bread.price, count });
      const a = await join(T4);
      const b = await join(T1);
      // 3 slices in stock: 4 on one table is refused at once.
      expect((await edit(a.token, { rc: T4, count: 2, carts: [line(4)] })).errors?.[0].message).toBe('out of stock');
      expect((await edit(a.token, { rc: T4, count: 2, carts: [line(2)] })).errors).toBeUndefined();
      expect((await edit(b.token, { rc: T1, count: 2, carts: [line(2)] })).errors).toBeUndefined();
      // The first round takes 2 of the 3; the other table's round of 2 no longer fits.
      expect((await submit(a.token, { rc: T4 })).errors).toBeUndefined();
      expect((await submit(b.token, { rc: T1 })).errors?.[0].message).toBe('out of stock');
      const venueId = (await findVenueId(t.app.services.db, 'laneway-espresso'))!;
      const fresh = (await loadMenu(t.app.services.db, venueId, menu.id))!;
      const slices = fresh.ingredients.find((i) => bread.ingredients.some((l) => l.ingredient_id === i.id))!;
      expect(slices.stocks).toBe(1);
    });

    it('answers a stale version with a version conflict carrying the fresh cart', async () => {
      const a = await join(T1);
      const b = await join(T1);
      const start = (await edit(a.token, { rc: T1, count: 2 })).data!.orderResEdit;
      const ok = await edit(a.token, { rc: T1, carts: [productLine(menu, 0)], version: start.orderversion });
      expect(ok.errors).toBeUndefined();
      const stale = await edit(b.token, { rc: T1, carts: [productLine(menu, 1)], version: start.orderversion });
      expect(stale.errors?.[0].message).toBe('version conflict');
      const ext = stale.errors![0].extensions!;
      expect(ext.code).toBe('VERSION_CONFLICT');
      expect(ext.version).toBe(ok.data!.orderResEdit.orderversion);
      expect(cartText(ext.carts)).toBe(cartText(ok.data!.orderResEdit.carts));
    });

    it('refuses lines that do not match the menu', async () => {
      const { token } = await join(T1);
      const wrongPrice = { ...productLine(menu, 0), price: 1 };
      const r = await edit(token, { rc: T1, carts: [wrongPrice] });
      expect(r.errors?.[0].message).toBe('not valid');
      expect(r.errors?.[0].extensions?.changed[0].reason).toBe('priceChanged');
      const otherMenu = { ...productLine(menu, 0), menu_id: 999_999 };
      expect((await edit(token, { rc: T1, carts: [otherMenu] })).errors?.[0].message).toBe('not valid');
    });

    it("takes names, prices and taxes from the menu, never from a diner's diff (kitchen, staff and phones see the menu's)", async () => {
      const { token } = await join(BAR);
      const w = watch(socket(token), BAR);
      const start = await edit(token, { rc: BAR, count: 2 });
      expect(start.errors).toBeUndefined();
      const base = productLine(menu, 1);
      const product = menu.products.find((p) => p.id === base.pid)!;
      const menuTaxes = lineTaxesJson(product.tax_ids, menu);
      const key = cartLineKey(base);
      const lineOf = (carts: readonly Line[]) => carts.find((l) => cartLineKey(l) === key)!;

      // A new line with a made-up name and taxes: kept, with the menu's name and taxes.
      const tampered = { ...base, name: 'FREE CHAMPAGNE', taxes: '[{"id":1,"attr":1,"name":"none","rate":0}]' };
      const added = await edit(token, { rc: BAR, carts: [tampered] });
      expect(added.errors).toBeUndefined();
      expect(lineOf(added.data!.orderResEdit.carts)).toMatchObject({ name: product.name, taxes: menuTaxes, price: product.price, count: 1 });

      // A field-only change (count 0) and a decrease cannot rename or reprice the line.
      const rename = await edit(token, { rc: BAR, carts: [{ ...base, count: 0, name: 'Renamed by a diner', price: 1, value: 1, taxes: '[]' }] });
      expect(rename.errors).toBeUndefined();
      expect(lineOf(rename.data!.orderResEdit.carts)).toMatchObject({ name: product.name, taxes: menuTaxes, price: product.price, value: product.price, count: 1 });
      const two = await edit(token, { rc: BAR, carts: [{ ...base, count: 2 }] });
      expect(lineOf(two.data!.orderResEdit.carts).count).toBe(3);
      const less = await edit(token, { rc: BAR, carts: [{ ...base, count: -1, name: 'Renamed again', price: 0, value: 0 }] });
      expect(less.errors).toBeUndefined();
      expect(lineOf(less.data!.orderResEdit.carts)).toMatchObject({ name: product.name, price: product.price, count: 2 });

      // An add at another price is refused, as orderEdit refuses it; the cart is unchanged.
      const cheaper = await edit(token, { rc: BAR, carts: [{ ...base, count: 1, name: 'x', price: 1, value: 1 }] });
      expect(cheaper.errors?.[0].message).toBe('not valid');
      expect(cheaper.errors?.[0].extensions?.changed[0].reason).toBe('priceChanged');
      const value = await edit(token, { rc: BAR, carts: [{ ...base, count: 1, value: 1 }] });
      expect(value.errors?.[0].message).toBe('not valid');
      expect(value.errors?.[0].extensions?.changed[0].reason).toBe('valueChanged');

      // The kitchen's round and the staff checkout carry the menu's name; phones never saw the made-up ones.
      const sent = await submit(token, { rc: BAR });
      expect(sent.errors).toBeUndefined();
      const tableId = sent.data!.orderResSubmit.tid;
      const rounds = await t.app.services.db.select().from(tableRounds);
      const kitchen = rounds.flatMap((r) => r.lines as Line[]).filter((l) => cartLineKey(l) === key);
      expect(kitchen.length).toBeGreaterThan(0);
      expect(kitchen.every((l) => l.name === product.name && l.price === product.price)).toBe(true);
      const checkout = await tableCheckoutLines(t.app.services.db, tableId);
      expect(checkout.ok && checkout.value.lines.map((l) => l.name)).toEqual([product.name]);
      await waitFor(() => (w.latest?.rounds ?? 0) >= 1, 5_000, 'round event');
      const seen = w.events.flatMap((e) => [...(e.carts ?? []), ...(e.diff ?? [])]).filter((l) => cartLineKey(l) === key);
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.every((l) => l.name === product.name && l.price === product.price && l.taxes === menuTaxes)).toBe(true);
    });
  });

  describe('staff table routes', () => {
    let server: Server;
    let base = '';
    const basic = (pair: string) => ({ authorization: `Basic ${Buffer.from(pair).toString('base64')}` });
    beforeAll(async () => {
      server = createServer((req, res) => {
        const url = new URL(req.url ?? '/', 'http://localhost');
        void Promise.resolve(staffTablesRoute(req, res, url, t.app.services)).then((handled) => {
          if (!handled) res.writeHead(404).end();
        });
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(() => new Promise<void>((r) => server.close(() => r())));

    it('lists the venue tables with their sittings and lockouts, for signed-in staff only', async () => {
      const diner = await join(T2);
      expect((await edit(diner.token, { rc: T2, count: 2, carts: [productLine(menu, 0)] })).errors).toBeUndefined();
      expect((await fetch(`${base}/staff/api/tables`)).status).toBe(401);
      expect((await fetch(`${base}/staff/api/tables`, { headers: basic('laneway-espresso:wrong') })).status).toBe(401);
      const r = await fetch(`${base}/staff/api/tables`, { headers: basic('laneway-espresso:demo') });
      expect(r.status).toBe(200);
      const { tables } = await r.json();
      expect(tables.find((x: { code: string }) => x.code === T2).sitting.newLines).toBeGreaterThan(0);
      expect(tables.find((x: { code: string }) => x.code === T6).passcode).toMatch(/^\d{4}$/);
      expect(tables.map((x: { name: string }) => x.name)).toEqual(['1', '2', '3', '4', '5', '6', 'Window bar', 'Courtyard']);
      expect(tables.find((x: { code: string }) => x.code === T2)).toMatchObject({ status: 2, passcode: null, lockout: { failedLastHour: 0 } });
    });

    it('locks, unlocks and closes a table, and refuses tables of other venues', async () => {
      const auth = basic('laneway-espresso:demo');
      const lock = await fetch(`${base}/staff/api/tables/${T2}/lock`, { method: 'POST', headers: auth });
      expect(lock.status).toBe(200);
      expect((await lock.json()).table.status).toBe(3);
      const b = await join(T2);
      expect((await edit(b.token, { rc: T2, carts: [productLine(menu, 2)] })).errors?.[0].message).toBe("Table is locked for checking out, new item can't be added.");
      expect((await (await fetch(`${base}/staff/api/tables/${T2}/unlock`, { method: 'POST', headers: auth })).json()).table.status).toBe(2);
      const close = await fetch(`${base}/staff/api/tables/${T2}/close`, { method: 'POST', headers: auth });
      expect(close.status).toBe(409);
      expect((await close.json()).error.code).toBe('UNPAID_LINES');
      const forced = await fetch(`${base}/staff/api/tables/${T2}/close`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'force=1',
      });
      expect((await forced.json()).table).toMatchObject({ status: 1, sitting: null });
      // golden-lantern's table A1 is not laneway-espresso's.
      expect((await fetch(`${base}/staff/api/tables/jqm5fzkbpe/lock`, { method: 'POST', headers: auth })).status).toBe(404);
    });

    it("serves the table's QR code as SVG and PNG, pointing at /tbl?c=<code>", async () => {
      const auth = basic('laneway-espresso:demo');
      const svg = await fetch(`${base}/staff/tables/${T1}/qr.svg`, { headers: auth });
      expect(svg.headers.get('content-type')).toContain('image/svg+xml');
      expect(await svg.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      const png = await fetch(`${base}/staff/tables/${T1}/qr.png`, { headers: auth });
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await png.arrayBuffer()).subarray(0, 4).toString('hex')).toBe('89504e47');
      expect((await fetch(`${base}/staff/tables/${T1}/qr.svg`)).status).toBe(401);
    });
  });

  describe('passcode guessing', () => {
    it('evaluates at most 30 of 1,000 guesses per client address per hour through aliases, batches, sockets and parallel requests (then the address waits)', async () => {
      const db = t.app.services.db;
      const tableId = (await info(T6))!.tid;
      const wrong = (i: number) => String(1000 + (i % 8000)).padStart(4, '0').replace('4821', '4820');
      const results: string[] = [];
      const evaluatedRows = async () =>
        (await db.select({ n: sql<number>`count(*)::int` }).from(tablePasscodeAttempts).where(sql`${tablePasscodeAttempts.tableId} = ${tableId}`))[0].n;

      // 100 aliases in one operation: refused before any guess is evaluated.
      const attacker = await join(T6, 'attacker-0');
      const aliased = `mutation { ${Array.from({ length: 100 }, (_, i) => `g${i}: orderResEdit(rc: "${T6}", k: "${wrong(i)}", count: 2) { status }`).join(' ')} }`;
      const ra = await gql(aliased, {}, attacker.token);
      expect(ra.errors!.length).toBeGreaterThan(0);
      expect(ra.errors!.every((e) => e.message === ERROR_CATALOGUE.TOO_MANY_OPERATIONS.serverMessage)).toBe(true);
      results.push(...Array.from({ length: 100 }, () => 'alias'));
      // Fragments and inline fragments count too.
      const fragmented = `mutation { ...A ... on Mutation { b: orderResEdit(rc: "${T6}", k: "1111") { status } } } fragment A on Mutation { a: orderResEdit(rc: "${T6}", k: "2222") { status } }`;
      expect((await gql(fragmented, {}, attacker.token)).errors?.[0].message).toBe(ERROR_CATALOGUE.TOO_MANY_OPERATIONS.serverMessage);
      expect(await evaluatedRows()).toBe(0);

      // 100 operations batched in one HTTP request: not executed.
      const batch = await fetch(`${t.url}/xcloud/user/gapi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${attacker.token}` },
        body: JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ query: M_EDIT, variables: { rc: T6, k: wrong(i), count: 2 } }))),
      });
      const batchBody = JSON.stringify(await batch.json());
      expect(batchBody).not.toContain('The account or password incorrect');
      results.push(...Array.from({ length: 100 }, () => 'batch'));
      expect(await evaluatedRows()).toBe(0);

      // 800 guesses in parallel from 40 phones (fresh sessions and device uids), each over its own connections.
      // (Mutations go over HTTP: the socket endpoint serves subscriptions.)
      const phones = await Promise.all(Array.from({ length: 40 }, (_, p) => join(T6, `attacker-${p + 1}`)));
      const parallel = await Promise.all(
        phones.flatMap((ph, p) =>
          Array.from({ length: 20 }, (_, i) => edit(ph.token, { rc: T6, k: wrong(p * 20 + i), count: 2 }).then((r) => r.errors?.[0].message ?? 'joined')),
        ),
      );
      results.push(...parallel);
      expect(results).toHaveLength(1_000);

      const evaluated = results.filter((m) => m === 'The account or password incorrect').length;
      expect(evaluated).toBeLessThanOrEqual(PASSCODE_LIMITS.perAddress);
      expect(evaluated).toBeGreaterThan(0);
      expect(results).not.toContain('joined');
      expect(await evaluatedRows()).toBeLessThanOrEqual(PASSCODE_LIMITS.perAddress);
      expect(parallel.filter((m) => m !== 'The account or password incorrect').every((m) => m === ERROR_CATALOGUE.PASSCODE_TRIES.serverMessage)).toBe(true);

      // This address now waits (2 s after its latest wrong guess, doubling; the clock stands still here):
      // even the right passcode is not evaluated, and the table reads as needing staff to a new phone
      // from it (other addresses, and the wait running out: tests/api/abuse-limits.test.ts).
      const diner = await join(T6, 'real-diner');
      expect(diner.info.status).toBe(4);
      expect((await edit(diner.token, { rc: T6, k: '4821', count: 2 })).errors?.[0].message).toBe(ERROR_CATALOGUE.PASSCODE_TRIES.serverMessage);
      const staffView = (await listStaffTables(t.app.services, 'laneway-espresso'))!.find((x) => x.code === T6)!;
      expect(staffView.lockout.failedLastHour).toBe(evaluated);

      // Staff reset the passcode: the table's guesses are forgotten and the new passcode admits the diner.
      const reset = await resetTablePasscode(t.app.services, T6);
      expect(reset.ok).toBe(true);
      if (!reset.ok) return;
      expect(reset.value.passcode).toMatch(/^\d{4}$/);
      expect(reset.value.lockout.failedLastHour).toBe(0);
      const admitted = await edit(diner.token, { rc: T6, k: reset.value.passcode, count: 2 });
      expect(admitted.errors).toBeUndefined();
      expect(admitted.data!.orderResEdit).toMatchObject({ status: 2, joined: true });
      // Joined: no passcode needed again.
      expect((await edit(diner.token, { rc: T6, carts: [productLine(menu, 0)] })).errors).toBeUndefined();
    });

    it('evaluates at most 5 guesses per table and phone per 15 minutes, per session and per device uid', async () => {
      const phone = await join(COURTYARD, 'guessing-phone');
      const messages: string[] = [];
      for (let i = 0; i < 8; i++) messages.push((await edit(phone.token, { rc: COURTYARD, k: `000${i}`, count: 2 })).errors![0].message);
      expect(messages.slice(0, 5)).toEqual(Array(5).fill('The account or password incorrect'));
      expect(messages.slice(5)).toEqual(Array(3).fill(ERROR_CATALOGUE.PASSCODE_TRIES.serverMessage));
      // A fresh session from the same phone does not buy more guesses.
      const sameDevice = await join(COURTYARD, 'guessing-phone');
      expect((await edit(sameDevice.token, { rc: COURTYARD, k: '1111', count: 2 })).errors?.[0].message).toBe(ERROR_CATALOGUE.PASSCODE_TRIES.serverMessage);
      // 15 minutes later the phone may guess again.
      now += PASSCODE_LIMITS.phoneWindowMs + 1_000;
      expect((await edit(phone.token, { rc: COURTYARD, k: '1111', count: 2 })).errors?.[0].message).toBe('The account or password incorrect');
      const right = await edit(phone.token, { rc: COURTYARD, k: '1937', count: 2 });
      expect(right.errors).toBeUndefined();
      expect(right.data!.orderResEdit.joined).toBe(true);
    });
  });

  describe('one live cart, five phones', () => {
    it('keeps every acknowledged edit and the same cart on every subscriber after 5 × 200 random edits', async () => {
      const rc = T5;
      const products = freeProducts(menu).length;
      type Phone = {
        n: number;
        token: string;
        client: Client;
        watch: ReturnType<typeof watch>;
        /** The cart this phone last saw from the server, and its version. */
        base: CartLine[];
        version: number;
        /** What the phone wants its own lines to be (key → line). */
        desired: Map<string, CartLine>;
        /** Its own lines as last acknowledged by the server. */
        acked: Map<string, CartLine>;
        conflicts: number;
        saves: number;
      };
      const phones: Phone[] = [];
      for (let n = 0; n < 5; n++) {
        const { token } = await join(rc, `phone-${n}`);
        const client = socket(token);
        phones.push({ n, token, client, watch: watch(client, rc), base: [], version: 0, desired: new Map(), acked: new Map(), conflicts: 0, saves: 0 });
      }
      // Change the seats until every subscription is live (graphql-ws does not acknowledge a subscribe).
      let opened = await edit(phones[0].token, { rc, count: 5 });
      for (let i = 0; i < 100 && !phones.every((p) => p.watch.latest !== null); i++) {
        await sleep(50);
        opened = await edit(phones[0].token, { rc, count: 5 + (i % 2) });
        expect(opened.errors).toBeUndefined();
      }
      await waitFor(() => phones.every((p) => p.watch.latest !== null), 5_000, 'subscriptions');
      for (const p of phones) {
        p.base = opened.data!.orderResEdit.carts.map(strip);
        p.version = opened.data!.orderResEdit.orderversion;
      }

      let seed = 42;
      const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
      const ownCount = (p: Phone) => [...p.desired.values()].reduce((s, l) => s + l.count, 0);
      const randomEdit = (p: Phone) => {
        const own = [...p.desired.keys()];
        if (own.length === 0 || (ownCount(p) < 20 && random() < 0.5)) {
          const line = productLine(menu, Math.floor(random() * products), 1 + Math.floor(random() * 2), p.n + 1);
          p.desired.set(cartLineKey(line), line);
          return;
        }
        const key = own[Math.floor(random() * own.length)];
        const line = p.desired.get(key)!;
        const delta = ownCount(p) < 20 && random() < 0.5 ? 1 : -1;
        if (line.count + delta <= 0) p.desired.delete(key);
        else p.desired.set(key, { ...line, count: line.count + delta });
      };
      const isOwn = (p: Phone, l: CartLine) => Math.floor(l.id / 1_000_000) === p.n + 1;
      const send = (p: Phone, variables: Record<string, unknown>) => edit(p.token, variables);
      const save = async (p: Phone) => {
        for (let attempt = 0; attempt < 100; attempt++) {
          const current = [...p.base.filter((l) => !isOwn(p, l)), ...p.desired.values()];
          const diff = diffTableCart(p.base, current);
          if (diff.length === 0) return;
          const r = await send(p, { rc, carts: diff, version: p.version });
          if (!r.errors) {
            p.base = r.data!.orderResEdit.carts.map(strip);
            p.version = r.data!.orderResEdit.orderversion;
            p.acked = new Map(p.desired);
            p.saves++;
            return;
          }
          expect(r.errors[0].message).toBe('version conflict');
          // Re-apply the change on the fresh cart.
          p.conflicts++;
          p.base = (r.errors[0].extensions!.carts as Line[]).map(strip);
          p.version = r.errors[0].extensions!.version as number;
        }
        throw new Error(`phone ${p.n} could not save`);
      };

      await Promise.all(
        phones.map(async (p) => {
          let pending = 0;
          for (let i = 0; i < 200; i++) {
            // A diner takes a moment between taps.
            await sleep(Math.floor(random() * 4));
            randomEdit(p);
            pending++;
            if (pending >= 1 + Math.floor(random() * 4)) {
              await save(p);
              pending = 0;
            }
          }
          await save(p);
        }),
      );

      const final = (await info(rc, phones[0].token))!;
      // Every acknowledged edit is there: each phone's own lines are exactly what it last saved.
      for (const p of phones) {
        const own = final.carts.filter((l) => isOwn(p, l));
        expect(cartText(own)).toBe(cartText([...p.acked.values()]));
      }
      expect(phones.reduce((s, p) => s + p.conflicts, 0)).toBeGreaterThan(0);
      // Every subscriber ends on the same version and the same cart.
      await waitFor(() => phones.every((p) => p.watch.latest?.orderversion === final.orderversion), 10_000, 'last event on every subscriber');
      for (const p of phones) {
        const last = p.watch.latest!;
        const carts = last.state === 0 ? last.carts! : (await info(rc, p.token))!.carts;
        expect(cartText(carts)).toBe(cartText(final.carts));
      }
    }, 180_000);
  });
});
