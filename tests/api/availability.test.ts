/**
 * Sold out now, pause and busy (issue 23 items 3 and 4), through the staff app's JSON endpoints and the
 * diner's GraphQL calls, on both databases:
 * - a dish marked sold out shows in menuInfo, is refused by orderEdit ('out of stock') and by a table
 *   round; a count left is taken by orders and refuses past zero; "back at" brings it back;
 * - a pause of one fulfilment type refuses orderEdit for that type only ('store closed', code
 *   ORDERING_PAUSED) and shows in the venue answer (`pauses`, and `pauseuntil` once every online type is
 *   paused); busy minutes move the ASAP ready time;
 * - every change writes its audit line; bad input answers 400 with a clear message and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { listStaffActions } from '../../src/server/modules/accounts';
import { returnDueStock } from '../../src/server/modules/catalog';
import { orderParam, productLine, simpleProduct } from '../helpers/orders';
import { asapReadyAt, UNTIL_RESUMED } from '../../src/domain/availability';
import { ERROR_CATALOGUE } from '../../src/domain/errors';
import type { Menu, Venue } from '../../src/domain/types';

/** Wednesday 11 June 2025, 10:00 in Sydney: Laneway Espresso is open. */
const START_MS = Date.UTC(2025, 5, 11, 0, 0, 0);
const VENUE = 'laneway-espresso';
const TABLE = 'mvnw98rxyj'; // Laneway Espresso table 1, code mode
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const LINE = `id status store_id menu_id code count name pid sid cid gid sequence discount value price tid type taxes taxtotal taxextra extra`;
const INFO = `status tradeid orderversion carts { ${LINE} }`;

describe.each(testDatabaseKinds())('sold out now, pause and busy on %s', (kind) => {
  let t: TestApp;
  let now = START_MS;
  let cookie = '';
  let diner = '';
  let venue: Venue;
  let menu: Menu;
  const sec = () => Math.floor(now / 1000);

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { nowMs: () => now }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, VENUE))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: form, body: `venue_code=${VENUE}&password=demo` });
    cookie = login.headers.get('set-cookie')!.split(';')[0];
    const guest = await t.gql(`mutation { userRegisterSubmit(account: "0491570177", firstname: "Ada", platform: 2, country: "AU") { authorization { token } } }`);
    diner = guest.data.userRegisterSubmit.authorization.token as string;
  });
  afterAll(() => t?.close());

  const api = async (path: string, body?: unknown, lang = 'en') => {
    const res = await fetch(`${t.url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { cookie, 'content-type': 'application/json', 'accept-language': lang, origin: t.url },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, json: (await res.json()) as any };
  };
  const productState = async (id: number) => {
    const r = await t.gql(`query($v:String!){ menuInfo(venue_code:$v){ products { id status stocks inventory } } }`, { v: VENUE });
    return (r.data.menuInfo.products as { id: number; status: number; stocks: number; inventory: number }[]).find((p) => p.id === id)!;
  };
  const waitFor = async (check: () => Promise<boolean>, what: string) => {
    const until = Date.now() + 5_000;
    while (!(await check())) {
      if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const place = async (lines: ReturnType<typeof productLine>[], categoryType = 1) => {
    const v = (await findVenue(t.app.services.db, VENUE))!;
    return t.gql(`mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ tradeid } }`, { p: orderParam(v, lines, { now: sec(), categoryType }) }, { authorization: `Bearer ${diner}` });
  };
  const actions = async (prefix: string) => (await listStaffActions(t.app.services.db, venue.id)).filter((a) => a.action.startsWith(prefix));

  it('refuses signed-out callers and bad input with a clear message, changing nothing', async () => {
    const dish = simpleProduct(menu, 0);
    const anon = await fetch(`${t.url}/staff/api/menu`);
    expect(anon.status).toBe(401);
    const cases: [unknown, string][] = [
      [{ kind: 'product', id: 99_999_999, action: 'soldOut' }, 'There is no such item at this venue. Nothing was changed.'],
      [{ kind: 'product', id: dish.id, action: 'count', count: -1 }, 'The count left must be a whole number from 0 to 100000. Nothing was changed.'],
      [{ kind: 'product', id: dish.id, action: 'count', count: 1e9 }, 'The count left must be a whole number from 0 to 100000. Nothing was changed.'],
      [{ kind: 'product', id: dish.id, action: 'soldOut', backAt: sec() - 60 }, '“Back at” must be a time in the future, or the next opening. Nothing was changed.'],
      [{ kind: 'dish', id: dish.id, action: 'soldOut' }, 'That change could not be read. Nothing was changed.'],
    ];
    for (const [body, message] of cases) {
      const r = await api('/staff/api/stock', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.message).toBe(message);
    }
    // In Chinese for a Chinese request.
    expect((await api('/staff/api/stock', cases[0][0], 'zh-CN')).json.message).toBe('本店没有此商品，未做任何更改。');
    const service: [unknown, string][] = [
      [{ pause: { type: 'pickup', minutes: -5 } }, 'A pause lasts from 5 to 720 minutes. Nothing was changed.'],
      [{ pause: { type: 'pickup', minutes: 100_000 } }, 'A pause lasts from 5 to 720 minutes. Nothing was changed.'],
      [{ pause: { type: 'pickup', until: sec() - 1 } }, 'The pause must end in the future. Nothing was changed.'],
      [{ busyMinutes: 7 }, 'Busy time is 0 (off) or 5 to 120 minutes in steps of 5. Nothing was changed.'],
      [{ busyMinutes: 125 }, 'Busy time is 0 (off) or 5 to 120 minutes in steps of 5. Nothing was changed.'],
      [{ busyMinutes: -5 }, 'Busy time is 0 (off) or 5 to 120 minutes in steps of 5. Nothing was changed.'],
    ];
    for (const [body, message] of service) {
      const r = await api('/staff/api/service', body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.message).toBe(message);
    }
    expect((await productState(dish.id)).status).toBe(1);
    const state = await api('/staff/api/service');
    expect(state.json).toMatchObject({ pauses: { pickup: 0, takeaway: 0, delivery: 0, table: 0 }, busyMinutes: 0 });
    expect(await actions('stock.')).toEqual([]);
    expect(await actions('service.')).toEqual([]);
  });

  it('marks a dish sold out: menuInfo shows it, orderEdit and a table round refuse it, back in stock by hand', async () => {
    const dish = simpleProduct(menu, 1);
    // A table cart holds the dish before it runs out.
    const joined = await t.gql(`query($rc:String){ orderResInfo(rc:$rc, device_uid:"p1"){ info { ${INFO} } auth { authorization { token } } } }`, { rc: TABLE });
    const token = joined.data.orderResInfo.auth.authorization.token as string;
    const line = { ...productLine(menu, dish, 1) };
    const edited = await t.gql(`mutation($rc:String,$carts:[OrderResCartInput!]){ orderResEdit(rc:$rc, count:2, carts:$carts){ ${INFO} } }`, { rc: TABLE, carts: [line] }, { authorization: `Bearer ${token}` });
    expect(edited.errors).toBeUndefined();

    const board = await api('/staff/api/menu');
    expect(board.status).toBe(200);
    expect(board.json.items.find((i: any) => i.kind === 'product' && i.id === dish.id)).toMatchObject({ name: dish.name, soldOut: false, mark: null });
    const r = await api('/staff/api/stock', { kind: 'product', id: dish.id, action: 'soldOut' });
    expect(r.status).toBe(200);
    await waitFor(async () => (await productState(dish.id)).status === 13, 'menuInfo to show the dish sold out');

    const refused = await place([productLine(menu, dish, 1)]);
    expect(refused.errors?.[0].message).toBe(ERROR_CATALOGUE.OUT_OF_STOCK.serverMessage);
    const round = await t.gql(`mutation($rc:String){ orderResSubmit(rc:$rc){ ${INFO} } }`, { rc: TABLE }, { authorization: `Bearer ${token}` });
    expect(round.errors?.[0].message).toBe(ERROR_CATALOGUE.OUT_OF_STOCK.serverMessage);
    // Other dishes are still sold.
    expect((await place([productLine(menu, simpleProduct(menu, 2), 1)])).errors).toBeUndefined();

    expect((await api('/staff/api/menu')).json.items.find((i: any) => i.kind === 'product' && i.id === dish.id)).toMatchObject({ soldOut: true, mark: { mode: 'soldOut', backAt: 0 } });
    expect((await api('/staff/api/stock', { kind: 'product', id: dish.id, action: 'back' })).status).toBe(200);
    await waitFor(async () => (await productState(dish.id)).status === 1, 'the dish back in stock');
    expect((await place([productLine(menu, dish, 1)])).errors).toBeUndefined();
    const round2 = await t.gql(`mutation($rc:String){ orderResSubmit(rc:$rc){ ${INFO} } }`, { rc: TABLE }, { authorization: `Bearer ${token}` });
    expect(round2.errors).toBeUndefined();
    expect((await actions('stock.')).map((a) => [a.action, a.memberName, a.details.id])).toEqual([
      ['stock.back', 'Owner', dish.id],
      ['stock.soldOut', 'Owner', dish.id],
    ]);
  });

  it('a count left is taken by orders and refuses past zero; "back at" returns the brand file value', async () => {
    const dish = simpleProduct(menu, 3);
    const before = await productState(dish.id);
    const backAt = sec() + 3600;
    expect((await api('/staff/api/stock', { kind: 'product', id: dish.id, action: 'count', count: 2, backAt })).status).toBe(200);
    await waitFor(async () => (await productState(dish.id)).stocks === 2, 'the count left');
    expect((await place([productLine(menu, dish, 1)])).errors).toBeUndefined();
    expect((await place([productLine(menu, dish, 2)])).errors?.[0].message).toBe(ERROR_CATALOGUE.OUT_OF_STOCK.serverMessage);
    expect((await place([productLine(menu, dish, 1)])).errors).toBeUndefined();
    expect((await place([productLine(menu, dish, 1)])).errors?.[0].message).toBe(ERROR_CATALOGUE.OUT_OF_STOCK.serverMessage);
    const board = (await api('/staff/api/menu')).json.items.find((i: any) => i.kind === 'product' && i.id === dish.id);
    expect(board).toMatchObject({ soldOut: true, count: 0, mark: { mode: 'count', backAt } });

    // Not yet due: nothing comes back. Due: the brand file's values again.
    expect(await returnDueStock(t.app.services.db, backAt - 1)).toEqual([]);
    now += 3600 * 1000;
    expect((await api('/staff/api/menu')).json.items.find((i: any) => i.kind === 'product' && i.id === dish.id)).toMatchObject({ soldOut: false, mark: null });
    await waitFor(async () => {
      const s = await productState(dish.id);
      return s.inventory === before.inventory && s.stocks === before.stocks && s.status === 1;
    }, 'the dish back at its brand-file stock');
    expect((await place([productLine(menu, dish, 3)])).errors).toBeUndefined();
    expect((await actions('stock.count')).map((a) => a.details)).toEqual([{ kind: 'product', id: dish.id, name: dish.name, count: 2, backAt }]);
  });

  it('pauses one fulfilment type: orderEdit refuses that type only, the venue answer carries it; resume reopens', async () => {
    const dish = simpleProduct(menu, 4);
    const r = await api('/staff/api/service', { pause: { type: 'pickup', minutes: 30 } });
    expect(r.status).toBe(200);
    expect(r.json.pauses).toMatchObject({ pickup: sec() + 1800, takeaway: 0 });
    const readVenue = async () => (await t.gql(`query($v:String!){ venueInfo(venue_code:$v){ pauseuntil busy_minutes pauses { type until } } }`, { v: VENUE })).data.venueInfo;
    await waitFor(async () => (await readVenue()).pauses.length === 1, 'the venue answer to carry the pause');
    expect(await readVenue()).toEqual({ pauseuntil: 0, busy_minutes: 0, pauses: [{ type: 1, until: sec() + 1800 }] });

    const pickup = await place([productLine(menu, dish, 1)], 1);
    expect(pickup.errors?.[0].message).toBe(ERROR_CATALOGUE.ORDERING_PAUSED.serverMessage);
    expect(pickup.errors?.[0].extensions?.code).toBe('ORDERING_PAUSED');
    expect((await place([productLine(menu, dish, 1)], 3)).errors).toBeUndefined();

    // Every online type paused: the spec's pauseuntil says so (the earliest end), tables still order.
    expect((await api('/staff/api/service', { pause: { type: 'takeaway', minutes: 60 } })).status).toBe(200);
    expect((await api('/staff/api/service', { pause: { type: 'delivery' } })).status).toBe(200);
    await waitFor(async () => (await readVenue()).pauseuntil === sec() + 1800, 'pauseuntil set');
    expect((await readVenue()).pauses).toContainEqual({ type: 4, until: UNTIL_RESUMED });
    expect((await place([productLine(menu, dish, 1)], 3)).errors?.[0].extensions?.code).toBe('ORDERING_PAUSED');

    for (const type of ['pickup', 'takeaway', 'delivery']) expect((await api('/staff/api/service', { resume: type })).status).toBe(200);
    await waitFor(async () => (await readVenue()).pauses.length === 0, 'the pauses lifted');
    expect((await readVenue()).pauseuntil).toBe(0);
    expect((await place([productLine(menu, dish, 1)], 1)).errors).toBeUndefined();
    expect((await actions('service.')).map((a) => a.action).sort()).toEqual(['service.pause', 'service.pause', 'service.pause', 'service.resume', 'service.resume', 'service.resume']);
  });

  it('busy mode moves the ASAP ready time by its minutes', async () => {
    const plain = (await findVenue(t.app.services.db, VENUE))!;
    const before = asapReadyAt(plain, sec(), 1);
    expect((await api('/staff/api/service', { busyMinutes: 35 })).json.busyMinutes).toBe(35);
    const busy = (await findVenue(t.app.services.db, VENUE))!;
    expect(busy.busy_minutes).toBe(35);
    expect(asapReadyAt(busy, sec(), 1) - before).toBe(35 * 60);
    expect(asapReadyAt(busy, sec(), 3) - asapReadyAt(plain, sec(), 3)).toBe(35 * 60);
    const answered = await t.gql(`query($v:String!){ venueInfo(venue_code:$v){ busy_minutes } }`, { v: VENUE });
    expect(answered.data.venueInfo.busy_minutes).toBe(35);
    expect((await api('/staff/api/service', { busyMinutes: 0 })).json.busyMinutes).toBe(0);
    expect(asapReadyAt((await findVenue(t.app.services.db, VENUE))!, sec(), 1)).toBe(before);
    expect((await actions('service.busy')).map((a) => a.details.minutes)).toEqual([0, 35]);
  });
});
