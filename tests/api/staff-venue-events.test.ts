/**
 * The staff console's live feed over graphql-ws (`staffVenueChanged`, orders-and-payments.md §7): every
 * change at the venue, an order's or a table's, arrives as a StaffVenueEvent with its four non-null
 * fields (a table change has no order reason or event of its own: 'table {what}', event 0). Needs the
 * console's session cookie on the socket's upgrade. Runs on PGlite, and on PostgreSQL too when
 * TEST_DATABASE_URL is set.
 */
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { CartLine, Menu } from '../../src/domain/types';
import { findVenueId, loadMenu } from '../../src/server/modules/catalog/repository';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';

const TABLE = 'mvnw98rxyj'; // demo table 1 of laneway-espresso, code mode
const S_STAFF = `subscription($v: String!) { staffVenueChanged(venue_code: $v) { reason tradeid status event } }`;

interface StaffEvent {
  reason: string;
  tradeid: string;
  status: number;
  event: number;
}

/** A new cart line (status 1) for the menu's first simple, open product. */
function line(menu: Menu): CartLine {
  const p = menu.products.find((x) => x.variants.length === 0 && x.status === 1)!;
  return {
    id: 1, tid: 1, gid: 1, status: 1, store_id: menu.store_id, menu_id: menu.id, code: p.code, count: 1, name: p.name, pid: p.id, sid: 0, cid: p.category_id,
    sequence: p.sequence, discount: 0, value: p.price, price: p.price, type: 2, taxes: '[]', taxtotal: 0, taxextra: 0, extra: '{}',
  };
}

describe.each(testDatabaseKinds())('staffVenueChanged on %s', (kind) => {
  let t: TestApp;
  let menu: Menu;
  const sockets: Client[] = [];

  /** A graphql-ws client whose upgrade request carries `cookie`. */
  function staffSocket(cookie: string): Client {
    class CookieSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: { cookie } });
      }
    }
    const client = createClient({ url: `${t.url.replace('http', 'ws')}/websocket/user/gapi`, webSocketImpl: CookieSocket, retryAttempts: 0, lazy: false });
    sockets.push(client);
    return client;
  }

  beforeAll(async () => {
    t = await startTestApp(kind, { seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    menu = (await loadMenu(t.app.services.db, (await findVenueId(t.app.services.db, 'laneway-espresso'))!))!;
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.dispose()));
    await t?.close();
  });

  it('streams a table round to the signed-in console as a complete StaffVenueEvent', async () => {
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=demo' });
    expect(login.status).toBe(303);
    const cookie = login.headers.get('set-cookie')!.split(';')[0];

    const received: { data?: { staffVenueChanged: StaffEvent } | null; errors?: readonly { message: string }[] }[] = [];
    let subscribed = false;
    staffSocket(cookie).subscribe<{ staffVenueChanged: StaffEvent }>(
      { query: S_STAFF, variables: { v: 'laneway-espresso' } },
      { next: (v) => void received.push(v as (typeof received)[number]), error: (e) => void received.push({ errors: [{ message: String((e as Error)?.message ?? e) }] }), complete: () => undefined },
    );
    // The subscription is live once an event published after it arrives; publish probes until then.
    const venueId = (await findVenueId(t.app.services.db, 'laneway-espresso'))!;
    for (let i = 0; i < 200 && !subscribed; i++) {
      t.app.services.pubsub.publish('staffVenueChanged', String(venueId), { reason: 'probe', tradeid: '', status: 0, event: 0 });
      await new Promise((r) => setTimeout(r, 25));
      subscribed = received.length > 0;
    }
    expect(received[0]).toEqual({ data: { staffVenueChanged: { reason: 'probe', tradeid: '', status: 0, event: 0 } } });

    // A diner joins the table, adds a line and sends the round to the kitchen.
    const join = await t.gql(`query($rc: String) { orderResInfo(rc: $rc) { info { orderversion } auth { authorization { token } } } }`, { rc: TABLE });
    const headers = { authorization: `Bearer ${join.data.orderResInfo.auth.authorization.token}` };
    const edit = await t.gql(`mutation($rc: String, $carts: [OrderResCartInput!]) { orderResEdit(rc: $rc, count: 2, carts: $carts) { tradeid orderversion } }`, { rc: TABLE, carts: [line(menu)] }, headers);
    expect(edit.errors).toBeUndefined();
    const { tradeid, orderversion } = edit.data.orderResEdit;
    expect((await t.gql(`mutation($rc: String, $v: Int) { orderResSubmit(rc: $rc, version: $v) { rounds } }`, { rc: TABLE, v: orderversion }, headers)).errors).toBeUndefined();

    for (let i = 0; i < 400 && !received.some((m) => m.errors || m.data?.staffVenueChanged.reason === 'table round'); i++) await new Promise((r) => setTimeout(r, 25));
    const after = received.slice(1).filter((m) => m.errors || m.data?.staffVenueChanged.reason !== 'probe');
    expect(after.flatMap((m) => m.errors ?? [])).toEqual([]);
    expect(after.map((m) => m.data!.staffVenueChanged)).toContainEqual({ reason: 'table round', tradeid, status: expect.any(Number), event: 0 });
  });
});
