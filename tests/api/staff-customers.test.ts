/**
 * The staff console's customer lookup (issue 12 "Staff console: find a customer by phone and see their
 * account state and recent orders"): GET /staff/api/customers is staff-only (no session → 401), the
 * phone typed nationally or internationally finds the same E.164 account, the answer holds its state and
 * its orders at the staff member's venue only, an invalid phone says so (400), and nothing personal
 * beyond name and phone is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { orderParam, productLine, simpleProduct } from '../helpers/orders';
import { transactionId } from '../../src/domain/order-number';

/** Wednesday 11 June 2025, 10:00 in Sydney: Laneway Espresso is open. */
const NOW_MS = Date.UTC(2025, 5, 11, 0, 0, 0);
const VENUE = 'laneway-espresso';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe.each(testDatabaseKinds())('staff customer lookup on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { nowMs: () => NOW_MS }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
  });
  afterAll(() => t?.close());

  const lookup = (query: string, cookie?: string) => fetch(`${t.url}/staff/api/customers${query}`, { headers: cookie ? { cookie } : {} });

  it('finds a customer by phone with their account state and recent orders, staff only', async () => {
    const guest = await t.gql(`mutation { userRegisterSubmit(account: "0491570199", firstname: "Grace", email: "grace@example.com", platform: 2, country: "AU") { authorization { token } } }`);
    const token = guest.data.userRegisterSubmit.authorization.token as string;
    const venue = (await findVenue(t.app.services.db, VENUE))!;
    const menu = (await loadMenu(t.app.services.db, venue.id))!;
    const placed = await t.gql(`mutation($p:UmsOrderEditParamInput!){ orderEdit(param:$p){ tradeid } }`, { p: orderParam(venue, [productLine(menu, simpleProduct(menu), 2)], { now: NOW_MS / 1000 }) }, { authorization: `Bearer ${token}` });
    expect(placed.errors).toBeUndefined();

    expect((await lookup('?phone=0491570199')).status).toBe(401);
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: form, body: `venue_code=${VENUE}&password=demo` });
    const cookie = login.headers.get('set-cookie')!.split(';')[0];

    const res = await lookup('?phone=0491%20570%20199&country=AU', cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { phone: string; accounts: { name: string; state: string; phone: string; orders: { id: string; status: number }[] }[] };
    expect(body.phone).toBe('+61491570199');
    expect(body.accounts).toHaveLength(1);
    expect(body.accounts[0]).toMatchObject({ name: 'Grace', state: 'guest', phone: '+61491570199' });
    expect(body.accounts[0].orders).toEqual([expect.objectContaining({ id: transactionId(placed.data.orderEdit.tradeid), status: 1 })]);
    expect(JSON.stringify(body)).not.toContain('grace@example.com');
    // International input, whatever country is chosen, is the same E.164 number.
    expect(((await (await lookup('?phone=%2B61491570199&country=CN', cookie)).json()) as typeof body).accounts[0].name).toBe('Grace');
    expect(await (await lookup('?phone=0491570100&country=AU', cookie)).json()).toEqual({ phone: '+61491570100', accounts: [] });
    const bad = await lookup('?phone=123&country=AU', cookie);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'invalid_phone', country: 'AU' });
  });
});
