/**
 * Issue 12 "Done when", the API calls exactly as the issue writes them (a client of
 * accounts-and-loyalty.md §7 uses them), and the revocation rule "userLogout and userLogoff revoke at
 * once: the token is refused with 'invalid token' and subscriptions opened with it are closed": a
 * graphql-ws socket authorised by a token closes (4401) when that session logs out or the account is
 * deleted, while a socket of another session stays open.
 */
import { desc, eq } from 'drizzle-orm';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../helpers/schema';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';

const nowMs = Date.UTC(2025, 5, 11, 2, 0, 0);
const clock = { nowMs: () => nowMs };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe.each(testDatabaseKinds())('issue 12 Done-when calls on %s', (kind) => {
  let t: TestApp;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
  });
  afterAll(async () => {
    for (const c of clients) await c.dispose();
    await t?.close();
  });

  async function outboxCode(phone: string): Promise<string> {
    const [row] = await t.app.services.db.select().from(s.smsOutbox).where(eq(s.smsOutbox.toPhone, phone)).orderBy(desc(s.smsOutbox.id)).limit(1);
    return /\b(\d{6})\b/.exec(row.body)![1];
  }

  /**
   * A graphql-ws socket authorised by `token` (connectionParams, as the storefront's client does) that
   * has run one operation (so the server knows its viewer) and keeps a subscription open; resolves its
   * close code when the socket closes.
   */
  async function openSocket(token: string) {
    const closed: { code?: number; reason?: string } = {};
    const client = createClient({
      url: `${t.url.replace('http', 'ws')}/websocket/user/gapi`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      connectionParams: { authorization: `Bearer ${token}` },
      // The close at revocation is what the test waits for, not an error to print.
      onNonLazyError: () => undefined,
      on: { closed: (e) => Object.assign(closed, { code: (e as { code: number }).code, reason: (e as { reason: string }).reason }) },
    });
    clients.push(client);
    const phone = await new Promise<string>((resolve, reject) => {
      client.subscribe<{ userInfoQuery: { phone: string } }>({ query: '{ userInfoQuery { phone } }' }, { next: (v) => resolve(v.data?.userInfoQuery.phone ?? ''), error: reject, complete: () => undefined });
    });
    // A subscription that stays open until the socket goes.
    client.subscribe({ query: 'subscription { orderStatusChanged(tradeid: "none") { tradeid } }' }, { next: () => undefined, error: () => undefined, complete: () => undefined });
    return { phone, closed };
  }

  const until = async (check: () => boolean) => {
    for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 10));
    return check();
  };

  it('works as written: register, the code once only, login, wrong password, userInfoQuery, geoList, shippingEdit, logout closes the socket', async () => {
    expect((await t.gql(`mutation { userRegisterRequest(account: "0491570156", country: "AU") }`)).data).toEqual({ userRegisterRequest: true });
    const code = await outboxCode('+61491570156');
    const submit = `mutation { userRegisterSubmit(account: "0491570156", username: "0491570156", country: "AU", password: "lantern-tea-42", code: "${code}", platform: 1, firstname: "Ada") { authorization { token } } }`;
    const reg = await t.gql(submit);
    expect(reg.errors).toBeUndefined();
    expect(reg.data.userRegisterSubmit.authorization.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    // The same code a second time is refused (the mobile is a member now: 'exist already', no session).
    const again = await t.gql(submit);
    expect(again.errors?.[0].message).toBe('exist already');
    expect(again.data?.userRegisterSubmit ?? null).toBeNull();

    const login = await t.gql(`mutation { userLogin(account: "0491570156", country: "AU", password: "lantern-tea-42") { authorization { token } } }`);
    const token = login.data.userLogin.authorization.token as string;
    expect((await t.gql(`mutation { userLogin(account: "0491570156", country: "AU", password: "not-it") { authorization { token } } }`)).errors?.[0].message).toBe('The account or password incorrect');
    expect((await t.gql(`{ userInfoQuery { phone firstname } }`, {}, bearer(token))).data).toEqual({ userInfoQuery: { phone: '+61491570156', firstname: 'Ada' } });

    const geo = await t.gql(`{ geoList(country: "AU", mode: 1, filter: "2000", index: 0, count: 20) { id city postcode state } }`);
    const sydney = (geo.data.geoList as Array<{ id: number; city: string; postcode: string; state: string }>).find((g) => g.city.toLowerCase() === 'sydney')!;
    expect(sydney).toMatchObject({ postcode: '2000', state: 'NSW' });
    const ship = await t.gql(
      `mutation { shippingEdit(id: 0, param: { firstname: "Ada", phone: "0491570156", country: "AU", postcode: "2000", city: "${sydney.city}", state: "NSW", street1: "1 George Street", geo_id: ${sydney.id} }) { id } }`,
      {},
      bearer(token),
    );
    expect(ship.errors).toBeUndefined();
    expect(ship.data.shippingEdit.id).toBeGreaterThan(0);

    // Two sockets: one opened with the token that logs out, one with the registration's session.
    const mine = await openSocket(token);
    const other = await openSocket(reg.data.userRegisterSubmit.authorization.token);
    expect(mine.phone).toBe('+61491570156');
    expect(mine.closed.code).toBeUndefined();

    expect((await t.gql(`mutation { userLogout }`, {}, bearer(token))).data).toEqual({ userLogout: true });
    expect((await t.gql(`{ userInfoQuery { phone firstname } }`, {}, bearer(token))).errors?.[0].message).toBe('invalid token');
    expect(await until(() => mine.closed.code !== undefined)).toBe(true);
    expect(mine.closed).toEqual({ code: 4401, reason: 'invalid token' });
    expect(other.closed.code).toBeUndefined();

    // userLogoff closes every socket of the user.
    expect((await t.gql(`mutation { userLogoff }`, {}, bearer(reg.data.userRegisterSubmit.authorization.token))).data).toEqual({ userLogoff: true });
    expect(await until(() => other.closed.code !== undefined)).toBe(true);
    expect(other.closed.code).toBe(4401);
  });
});
