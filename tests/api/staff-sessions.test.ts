/**
 * Revocable staff console sessions (issue 16 item 4): a sign-in is a stored session (SHA-256 of a
 * random token in `staff_sessions`); signing out refuses its cookie from then on and ends the event
 * stream (/staff/events) and the GraphQL subscription (staffVenueChanged over graphql-ws) opened with
 * it; 'Sign out everywhere' revokes every session of the venue; an expired session is refused. On
 * PostgreSQL a second pub/sub (another process) hears the revocation and ends its streams too.
 */
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { findVenueId } from '../../src/server/modules/catalog/repository';
import { staffFromHeaders, watchStaffSession, STAFF_SESSION_TTL } from '../../src/server/modules/accounts';
import { staffSessions } from '../helpers/schema';
import { createHash } from 'node:crypto';
import { createPlatterPubSub } from '../../src/server/platform/pubsub';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { pino } from 'pino';

const VENUE = 'laneway-espresso';
const S_STAFF = `subscription($v: String!) { staffVenueChanged(venue_code: $v) { reason } }`;
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** Waits until `check` holds (polling every 20 ms), failing after `ms`. */
async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(testDatabaseKinds())('staff sessions on %s', (kind) => {
  let t: TestApp;
  let now = Date.now();
  let venueId: number;
  const sockets: Client[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { nowMs: () => now }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venueId = (await findVenueId(t.app.services.db, VENUE))!;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await t?.close();
  });

  /** Signs in to the console: the `platter_staff=…` cookie pair. */
  async function signIn(): Promise<string> {
    const res = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: form, body: `venue_code=${VENUE}&password=demo` });
    expect(res.status).toBe(303);
    return res.headers.get('set-cookie')!.split(';')[0];
  }
  const post = (path: string, cookie: string) => fetch(`${t.url}${path}`, { method: 'POST', redirect: 'manual', headers: { ...form, cookie }, body: '' });
  const orders = (cookie: string) => fetch(`${t.url}/staff/api/orders`, { headers: { cookie } }).then((r) => r.status);
  const tables = (cookie: string) => fetch(`${t.url}/staff/api/tables`, { headers: { cookie } }).then((r) => r.status);

  it('signs in with JSON for the staff app: {ok:true} with the cookie, {ok:false, error, message} when wrong (issue 23 item 1)', async () => {
    const json = (body: unknown) => fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const wrong = await json({ venue_code: VENUE, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('set-cookie')).toBeNull();
    expect(await wrong.json()).toEqual({ ok: false, error: 'wrong_credentials', message: 'Wrong venue code or password.' });
    const right = await json({ venue_code: VENUE, member: '', password: 'demo' });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ ok: true });
    const cookie = right.headers.get('set-cookie')!.split(';')[0];
    expect(await orders(cookie)).toBe(200);
    // Signing out goes back to the sign-in page.
    const out = await post('/staff/logout', cookie);
    expect(out.headers.get('location')).toBe('/staff/login');
  });

  /** Opens /staff/events with `cookie`; `ended` turns true when the server closes the stream. */
  async function openEvents(cookie: string) {
    const res = await fetch(`${t.url}/staff/events`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain(': connected');
    const state = { ended: false, cancel: () => reader.cancel().catch(() => undefined) };
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

  /** Subscribes to staffVenueChanged over graphql-ws with `cookie`; records data, errors and completion. */
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
    // Live once a probe published after it arrives.
    for (let i = 0; i < 200 && state.data === 0 && !state.errors.length; i++) {
      t.app.services.pubsub.publish('staffVenueChanged', String(venueId), { reason: 'probe', tradeid: '', status: 0, event: 0 });
      await new Promise((r) => setTimeout(r, 25));
    }
    return state;
  }

  it('stores only a hash of a 256-bit token; the token works until sign-out, which refuses it and ends its streams', async () => {
    const cookie = await signIn();
    const token = decodeURIComponent(cookie.split('=')[1]);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await t.app.services.db.select().from(staffSessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
    expect(rows.at(-1)).toMatchObject({ tokenHash: createHash('sha256').update(token).digest('hex'), venueId, revokedAt: null });
    expect(rows.at(-1)!.expiresAt - rows.at(-1)!.createdAt).toBe(STAFF_SESSION_TTL);

    expect(await orders(cookie)).toBe(200);
    expect(await tables(cookie)).toBe(200);
    const events = await openEvents(cookie);
    const sub = await openSubscription(cookie);
    expect(sub.errors).toEqual([]);
    expect(sub.data).toBeGreaterThan(0);
    expect(events.ended).toBe(false);
    expect(sub.completed).toBe(false);

    const out = await post('/staff/logout', cookie);
    expect(out.status).toBe(303);
    expect(out.headers.get('set-cookie')).toMatch(/Max-Age=0/);
    await until(() => events.ended && sub.completed);

    expect(await orders(cookie)).toBe(401);
    expect(await tables(cookie)).toBe(401);
    expect((await t.app.services.db.select().from(staffSessions)).at(-1)!.revokedAt).toBe(Math.floor(now / 1000));
    expect((await fetch(`${t.url}/staff/events`, { headers: { cookie } })).status).toBe(401);
    const refused = await openSubscription(cookie);
    expect(refused.data).toBe(0);
    expect(refused.errors.length).toBeGreaterThan(0);
  });

  it("'Sign out everywhere' revokes every session of the venue and ends another session's streams", async () => {
    const mine = await signIn();
    const other = await signIn();
    const otherEvents = await openEvents(other);
    const otherSub = await openSubscription(other);
    expect(otherSub.data).toBeGreaterThan(0);

    // Signing out one session leaves the other working.
    const third = await signIn();
    await post('/staff/logout', third);
    expect(await orders(other)).toBe(200);
    expect(otherEvents.ended).toBe(false);

    expect((await post('/staff/logout-everywhere', mine)).status).toBe(303);
    await until(() => otherEvents.ended && otherSub.completed);
    expect(await orders(other)).toBe(401);
    expect(await orders(mine)).toBe(401);
    // Without a live session the route is refused.
    expect((await post('/staff/logout-everywhere', mine)).status).toBe(401);
  });

  it('refuses a session once it has expired, and ends its stream then', async () => {
    const cookie = await signIn();
    expect(await orders(cookie)).toBe(200);
    now += (STAFF_SESSION_TTL - 1) * 1000;
    expect(await orders(cookie)).toBe(200);
    now += 2_000;
    expect(await orders(cookie)).toBe(401);
    expect(await staffFromHeaders(t.app.services, cookie)).toBeNull();

    // A stream whose session ends while it is open closes at the expiry.
    now = Date.now();
    const short = await signIn();
    const staff = (await staffFromHeaders(t.app.services, short))!;
    let ended = false;
    watchStaffSession(t.app.services, { ...staff, expiresAt: Math.floor(Date.now() / 1000) + 1 }, () => void (ended = true));
    await until(() => ended, 3_000);
  });

  if (kind === 'postgres')
    it('tells another process (its own pub/sub over LISTEN/NOTIFY) to end the streams of a revoked session', async () => {
      const cookie = await signIn();
      const staff = (await staffFromHeaders(t.app.services, cookie))!;
      const url = (t.app.services.config.DATABASE_URL)!;
      const second = await createPlatterPubSub({ databaseUrl: url }, pino({ level: 'silent' }));
      try {
        const elsewhere = { ...t.app.services, pubsub: second.pubsub };
        let ended = false;
        watchStaffSession(elsewhere, staff, () => void (ended = true));
        await new Promise((r) => setTimeout(r, 200));
        expect(ended).toBe(false);
        await post('/staff/logout', cookie);
        await until(() => ended);
      } finally {
        await second.close();
      }
    });
});
