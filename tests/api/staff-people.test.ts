/**
 * People and roles, and the staff audit log (issue 23 item 2; "Done when": roles, a disabled member's
 * session dies at once, the audit log records refunds with the member's name, a staff PIN brute force
 * is limited per member and per address, bad input changes nothing). Over the real app in process,
 * on PGlite and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Menu, Venue } from '../../src/domain/types';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { orderParam, productLine, simpleProduct } from '../helpers/orders';
import * as s from '../helpers/schema';

/** Wednesday 11 June 2025, 12:00 in Sydney: the demo venues are open. */
const OPEN_MS = Date.UTC(2025, 5, 11, 2, 0, 0);
const VENUE = 'laneway-espresso';
const EDIT = `mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ tradeid } }`;
const APPLY = `mutation($t:String!,$pay:PayInput!){ orderPayApply(tradeid:$t, param:{pay:$pay}){ session_data } }`;
const REFUND = `mutation($t:String!,$p:OrderRefundInput!){ orderRefund(tradeid:$t, param:$p){ amount } }`;
const OPERATE = `mutation($t:String!,$s:Byte!){ orderOperate(tradeid:$t, status:$s){ status } }`;
const S_STAFF = `subscription($v: String!) { staffVenueChanged(venue_code: $v) { reason } }`;

let nowMs = OPEN_MS;
let ipSeq = 1;
/** A fresh client address for each group of sign-ins (TRUST_PROXY=1 reads X-Forwarded-For). */
const freshIp = () => `198.51.100.${ipSeq++}`;

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(testDatabaseKinds())('staff people and roles on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let diner: string;
  let owner: string;
  const sockets: Client[] = [];
  const ids: Record<string, number> = {};

  /** POST /staff/login as JSON (`member` for a staff member); the response. */
  const login = (body: Record<string, string>, ip = freshIp()) =>
    fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ venue_code: VENUE, ...body }) });
  const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0];
  async function signIn(member: string, password: string): Promise<string> {
    const res = await login({ member, password });
    expect(res.status).toBe(200); // JSON sign-in answers {ok: true} (a form post gets a 303)
    return cookieOf(res);
  }
  const people = (cookie: string, body?: unknown) =>
    fetch(`${t.url}/staff/api/people`, body === undefined ? { headers: { cookie } } : { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const audit = (cookie: string, query = '') => fetch(`${t.url}/staff/api/audit${query}`, { headers: { cookie } });
  const memberRows = () => t.app.services.db.select().from(s.staffMembers);

  async function placeOrder(pay: boolean): Promise<{ tradeid: string; total: number }> {
    const param = orderParam(venue, [productLine(menu, simpleProduct(menu), 1)], { now: nowMs / 1000 });
    const placed = await t.gql(EDIT, { p: param }, { authorization: `Bearer ${diner}` });
    if (!placed.data) throw new Error(JSON.stringify(placed.errors));
    const { tradeid } = placed.data.orderEdit;
    if (pay) {
      const apply = await t.gql(APPLY, { t: tradeid, pay: { platform: 2, amount: param.feetopay, surcharge: 0 } }, { authorization: `Bearer ${diner}` });
      const res = await fetch(apply.data.orderPayApply.session_data, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ name: 'R', number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' }).toString(),
      });
      expect(res.headers.get('location')).toContain('result=authorised');
    }
    return { tradeid, total: param.feetopay };
  }

  async function openEvents(cookie: string) {
    const res = await fetch(`${t.url}/staff/events`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    await reader.read();
    const state = { ended: false };
    void (async () => {
      try {
        for (;;) if ((await reader.read()).done) break;
      } catch {
        /* aborted */
      }
      state.ended = true;
    })();
    return state;
  }

  async function openSubscription(cookie: string) {
    class CookieSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    }
    const client = createClient({ url: `${t.url.replace('http', 'ws')}/websocket/user/gapi`, webSocketImpl: CookieSocket, retryAttempts: 0, lazy: false });
    sockets.push(client);
    const state = { data: 0, errors: [] as string[], completed: false };
    client.subscribe(
      { query: S_STAFF, variables: { v: VENUE } },
      { next: (v) => void (v.errors ? state.errors.push(...v.errors.map((e) => e.message)) : state.data++), error: (e) => void state.errors.push(String((e as Error)?.message ?? e)), complete: () => void (state.completed = true) },
    );
    for (let i = 0; i < 200 && state.data === 0 && !state.errors.length; i++) {
      t.app.services.pubsub.publish('staffVenueChanged', String(venue.id), { reason: 'probe', tradeid: '', status: 0, event: 0 });
      await new Promise((r) => setTimeout(r, 25));
    }
    return state;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { nowMs: () => nowMs }, env: { TRUST_PROXY: '1' }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, VENUE))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    const reg = await t.gql(`mutation{ userRegisterSubmit(account:"0412300777", firstname:"Dee", email:"d@example.com", platform:2, country:"AU"){ authorization{ token } } }`);
    diner = reg.data.userRegisterSubmit.authorization.token;
    const res = await login({ password: 'demo' });
    expect(res.status).toBe(200); // JSON sign-in answers {ok: true} (a form post gets a 303)
    owner = cookieOf(res);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((c) => c.dispose()));
    await t?.close();
  });

  it('the owner adds a staff member and a manager; secrets are stored only as argon2id hashes', async () => {
    const sam = await people(owner, { action: 'add', name: 'Sam Lee', login: 'Sam', role: 'staff', pin: '4821' });
    expect(sam.status).toBe(200);
    const samBody = await sam.json();
    expect(samBody.member).toMatchObject({ name: 'Sam Lee', login: 'sam', role: 'staff', secretKind: 'pin', disabled: false });
    ids.sam = samBody.member.id;
    const mia = await people(owner, { action: 'add', name: 'Mia Chen', login: 'mia', role: 'manager', password: 'long enough pass' });
    expect(mia.status).toBe(200);
    ids.mia = (await mia.json()).member.id;
    const rows = await memberRows();
    expect(rows.map((r) => r.secretHash).every((h) => h.startsWith('$argon2id$'))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain('4821');
    const list = await (await people(owner)).json();
    expect(list.members.map((m: { login: string }) => m.login)).toEqual(['mia', 'sam']);
  });

  it('bad input answers 400 with a clear message and changes nothing', async () => {
    const before = JSON.stringify(await memberRows());
    const bad: [unknown, string][] = [
      [{ action: 'add', name: 'Al', login: 'al', role: 'staff', pin: '123' }, 'pin'],
      [{ action: 'add', name: 'Al', login: 'al', role: 'staff', pin: '123456789' }, 'pin'],
      [{ action: 'add', name: 'Al', login: 'al', role: 'staff', pin: '12a4' }, 'pin'],
      [{ action: 'add', name: 'Al', login: 'al', role: 'staff' }, 'pin'],
      [{ action: 'add', name: 'Al', login: 'al', role: 'chef', pin: '1234' }, 'role'],
      [{ action: 'add', name: 'Someone', login: 'SAM', role: 'staff', pin: '1234' }, 'login'],
      [{ action: 'add', name: '', login: 'al', role: 'staff', pin: '1234' }, 'name'],
      [{ action: 'role', id: ids.sam, role: 'boss' }, 'role'],
      [{ action: 'reset', id: ids.sam, pin: '12' }, 'pin'],
      [{ action: 'fire', id: ids.sam }, 'action'],
    ];
    for (const [body, field] of bad) {
      const res = await people(owner, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const j = await res.json();
      expect(j).toMatchObject({ error: 'NOT_VALID', field });
      expect(j.message.length).toBeGreaterThan(5);
    }
    const unknown = await people(owner, { action: 'disable', id: 999_999 });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(await memberRows())).toBe(before);
    expect((await audit(owner, '?action=people')).status).toBe(200);
  });

  it('a staff member signs in with the PIN and may move an order, but not refund, nor read people or the audit log', async () => {
    expect((await login({ member: 'sam', password: '0000' })).status).toBe(401);
    const cookie = await signIn('SAM', '4821');
    expect((await fetch(`${t.url}/staff/api/orders`, { headers: { cookie } })).status).toBe(200);
    const forbiddenPeople = await people(cookie);
    expect(forbiddenPeople.status).toBe(403);
    expect(await forbiddenPeople.json()).toMatchObject({ error: 'FORBIDDEN' });
    expect((await people(cookie, { action: 'add', name: 'X', login: 'x1', role: 'owner', pin: '1234' })).status).toBe(403);
    expect((await audit(cookie)).status).toBe(403);
    expect((await fetch(`${t.url}/staff/api/customers?phone=0412345678`, { headers: { cookie } })).status).toBe(403);

    const { tradeid } = await placeOrder(true);
    const accept = await t.gql(OPERATE, { t: tradeid, s: 21 }, { cookie });
    expect(accept.errors).toBeUndefined();
    expect(accept.data.orderOperate.status).toBe(21);
    const refund = await t.gql(REFUND, { t: tradeid, p: { amount: 50 } }, { cookie });
    expect(refund.errors?.[0].message).toBe('forbidden');
    const full = await t.gql(OPERATE, { t: tradeid, s: 24 }, { cookie });
    expect(full.errors?.[0].message).toBe('forbidden');
    expect(await t.app.services.db.select().from(s.refundOrders)).toHaveLength(0);
    // Nor change capacity, the cancel window, a pause or busy time (managers and owners do): refused, nothing stored.
    const post = (path: string, body: unknown) => fetch(`${t.url}${path}`, { method: 'POST', headers: { cookie, 'content-type': 'application/json', origin: t.url }, body: JSON.stringify(body) });
    const before = await (await fetch(`${t.url}/staff/api/settings`, { headers: { cookie } })).json();
    expect((await post('/staff/api/settings', { slot_caps: { 3: { orders: 2 } }, cancel_window: 5 })).status).toBe(403);
    expect(await (await fetch(`${t.url}/staff/api/settings`, { headers: { cookie } })).json()).toEqual(before);
    expect((await post('/staff/api/service', { pause: { type: 'pickup', minutes: 30 } })).status).toBe(403);
    expect((await post('/staff/api/service', { busyMinutes: 30 })).status).toBe(403);
    expect(await (await fetch(`${t.url}/staff/api/service`, { headers: { cookie } })).json()).toMatchObject({ pauses: { pickup: 0 }, busyMinutes: 0 });
  });

  it('a manager refunds; the audit log holds the refund with the name and amount, the moves and the people changes, filterable', async () => {
    const cookie = await signIn('mia', 'long enough pass');
    const { tradeid } = await placeOrder(true);
    const refund = await t.gql(REFUND, { t: tradeid, p: { amount: 120 } }, { cookie });
    expect(refund.errors).toBeUndefined();
    expect(refund.data.orderRefund.amount).toBe(120);
    expect((await people(cookie)).status).toBe(403);

    const all = (await (await audit(cookie)).json()).lines as { memberName: string; memberId: number | null; action: string; tradeid: string | null; amount: number | null; details: Record<string, unknown> }[];
    expect(all.find((l) => l.action === 'order.refund')).toMatchObject({ memberName: 'Mia Chen', memberId: ids.mia, tradeid, amount: 120 });
    expect(all.find((l) => l.action === 'order.status')).toMatchObject({ memberName: 'Sam Lee', memberId: ids.sam, details: { status: 21 } });
    expect(all.filter((l) => l.action === 'people.add').map((l) => [l.memberName, l.details.name])).toEqual([
      ['Owner', 'Mia Chen'],
      ['Owner', 'Sam Lee'],
    ]);

    const refunds = (await (await audit(cookie, '?action=order.refund')).json()).lines;
    expect(refunds.map((l: { tradeid: string }) => l.tradeid)).toEqual([tradeid]);
    const bySam = (await (await audit(owner, `?member=${ids.sam}`)).json()).lines;
    expect(bySam.length).toBeGreaterThan(0);
    expect(bySam.every((l: { memberName: string }) => l.memberName === 'Sam Lee')).toBe(true);
    const byOrder = (await (await audit(owner, `?tradeid=${tradeid}`)).json()).lines;
    expect(byOrder.map((l: { action: string }) => l.action)).toEqual(['order.refund']);
    const future = (await (await audit(owner, `?from=${Math.floor(nowMs / 1000) + 60}`)).json()).lines;
    expect(future).toEqual([]);
    for (const q of ['?member=abc', '?from=-1', '?action=%3Cscript%3E', '?bogus=1']) expect((await audit(owner, q)).status, q).toBe(400);
  });

  it('cancel and paid in store are recorded with their amounts', async () => {
    const cookie = await signIn('sam', '4821');
    const unpaid = await placeOrder(false);
    expect((await t.gql(OPERATE, { t: unpaid.tradeid, s: 2 }, { cookie })).errors).toBeUndefined();
    const other = await placeOrder(false);
    expect((await t.gql(OPERATE, { t: other.tradeid, s: 5 }, { cookie })).errors).toBeUndefined();
    const lines = (await (await audit(owner, '?action=order')).json()).lines;
    expect(lines.find((l: { action: string }) => l.action === 'order.paidInStore')).toMatchObject({ tradeid: unpaid.tradeid, amount: unpaid.total, memberName: 'Sam Lee' });
    expect(lines.find((l: { action: string }) => l.action === 'order.cancel')).toMatchObject({ tradeid: other.tradeid, amount: other.total, memberName: 'Sam Lee' });
  });

  it("disabling a member ends their session at once: the next request is 401 and open streams end; a disabled member cannot sign in; resetting the PIN ends sessions too", async () => {
    const cookie = await signIn('sam', '4821');
    const events = await openEvents(cookie);
    const sub = await openSubscription(cookie);
    expect(sub.data).toBeGreaterThan(0);
    const res = await people(owner, { action: 'disable', id: ids.sam });
    expect(res.status).toBe(200);
    expect((await res.json()).member.disabled).toBe(true);
    expect((await fetch(`${t.url}/staff/api/orders`, { headers: { cookie } })).status).toBe(401);
    await until(() => events.ended && sub.completed);
    expect((await login({ member: 'sam', password: '4821' })).status).toBe(401);

    expect((await people(owner, { action: 'enable', id: ids.sam })).status).toBe(200);
    // The old session stays revoked after enabling; a fresh sign-in works.
    expect((await fetch(`${t.url}/staff/api/orders`, { headers: { cookie } })).status).toBe(401);
    const again = await signIn('sam', '4821');
    expect((await people(owner, { action: 'reset', id: ids.sam, pin: '97531' })).status).toBe(200);
    expect((await fetch(`${t.url}/staff/api/orders`, { headers: { cookie: again } })).status).toBe(401);
    expect((await login({ member: 'sam', password: '4821' })).status).toBe(401);
    const fresh = await signIn('sam', '97531');
    // Promoted to manager, the member may read the audit log.
    expect((await people(owner, { action: 'role', id: ids.sam, role: 'manager' })).status).toBe(200);
    expect((await audit(fresh)).status).toBe(200);
    const changes = (await (await audit(owner, '?action=people')).json()).lines.map((l: { action: string }) => l.action);
    expect(changes).toEqual(expect.arrayContaining(['people.disable', 'people.enable', 'people.reset', 'people.role']));
  });

  it('a PIN brute force is limited per address and per member', async () => {
    // Per address: 5 failures from one address lock that address out, even with the right PIN.
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await login({ member: 'mia', password: `wrong${i}xx` }, ip)).status).toBe(401);
    const locked = await login({ member: 'mia', password: 'long enough pass' }, ip);
    expect(locked.status).toBe(429);
    expect(await locked.text()).toMatch(/Too many attempts, try again in \d+ minutes?/);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still signs in.
    expect((await login({ member: 'mia', password: 'long enough pass' })).status).toBe(200);

    // Per member: 10 failures spread over addresses lock the member out from any address.
    await people(owner, { action: 'add', name: 'Pat', login: 'pat', role: 'staff', pin: '2468' });
    for (let i = 0; i < 10; i++) expect((await login({ member: 'pat', password: String(1000 + i) }, freshIp())).status).toBe(401);
    const patLocked = await login({ member: 'pat', password: '2468' }, freshIp());
    expect(patLocked.status).toBe(429);
    expect(await patLocked.text()).toContain('Too many attempts, try again in');
    // Other members are not affected; after the window Pat signs in again.
    expect((await login({ member: 'mia', password: 'long enough pass' })).status).toBe(200);
    nowMs += 16 * 60_000;
    expect((await login({ member: 'pat', password: '2468' })).status).toBe(200);
  });
});
