/**
 * Coupon usage limits that hold: a coupon's per-user limit counts uses per diner — the user and every
 * user sharing their mobile (or e-mail) — so guest checkout again with the same mobile does not reset
 * it; a session without a user (a table diner) may not use a limited coupon; and the limit is
 * re-checked under a lock inside the transaction that writes the order, so concurrent orders of one
 * diner cannot exceed it. couponInfo and orderEdit agree.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 * Spec: orders-and-payments.md §5.3, §8.5; storefront.md §5 "Guest checkout".
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Menu, Product, Venue } from '../../src/domain/types';
import { issueSession } from '../../src/server/modules/accounts/sessions';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import * as s from '../helpers/schema';
import { claimCouponUses, mapCoupon, type CouponRow } from '../../src/server/modules/orders/coupons';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { orderParam, productLine } from '../helpers/orders';
import * as ordersTables from '../../src/server/modules/orders/schema';
import * as accountsTables from '../../src/server/modules/accounts/schema';

/** Wednesday 11 June 2025, 10:00 in Sydney (AEST, UTC+10): Laneway Espresso is open. */
const NOW_MS = Date.UTC(2025, 5, 11, 0, 0, 0);
const now = NOW_MS / 1000;

const REGISTER = `mutation($a:String,$f:String,$e:String){ userRegisterSubmit(account:$a, firstname:$f, email:$e, platform:2, country:"AU"){ authorization{ token } } }`;
const EDIT = `mutation($id:Int,$p:UmsOrderEditParamInput!){ orderEdit(id:$id, param:$p){ id tradeid } }`;
const COUPON_INFO = `query($c:String!){ couponInfo(venue_code:"laneway-espresso", short_code:$c){ id usage_limit_user } }`;
const CANCEL = `mutation($t:String!){ orderOperate(tradeid:$t, status:5){ status } }`;

let couponCodes = 1;


describe.each(testDatabaseKinds())('coupon usage limits on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let product: Product;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });

  /** A new guest checkout (a new guest user each time, as the storefront does) → its bearer token. */
  async function guest(mobile: string, email = ''): Promise<string> {
    const r = await t.gql(REGISTER, { a: mobile, f: 'Diner', e: email });
    if (!r.data?.userRegisterSubmit) throw new Error(JSON.stringify(r.errors));
    return r.data.userRegisterSubmit.authorization.token;
  }

  /** A $3-off pickup coupon with this per-user limit (0 = none), under a fresh promo code. */
  async function coupon(usageLimitUser: number): Promise<CouponRow> {
    const code = `LIMIT${couponCodes++}`;
    const [c] = await t.app.services.db
      .insert(s.coupons)
      .values({ venueId: venue.id, code, shortCode: code, name: '$3 off', type: 2, value: 300, usageLimitUser })
      .returning();
    return c;
  }

  /** orderEdit's param for two of the product with the coupon (none when null), priced as the browser would. */
  function param(c: CouponRow | null, options: { clientKey?: string; version?: number } = {}) {
    return orderParam(venue, [productLine(menu, product, 2)], { now, coupons: c ? [mapCoupon(c)] : [], ...options });
  }

  const place = (c: CouponRow | null, token: string, options: { clientKey?: string } = {}) => t.gql(EDIT, { p: param(c, options) }, auth(token));
  const info = (c: CouponRow, token?: string) => t.gql(COUPON_INFO, { c: c.shortCode }, token ? auth(token) : {});
  const redemptions = async (c: CouponRow) =>
    (await t.app.services.db.select({ n: count() }).from(s.couponRedemptions).where(eq(s.couponRedemptions.couponId, c.id)))[0].n;
  const limitReached = { message: 'exist already', extensions: { params: { limitReached: 1 } } };
  const userByPhone = async (phone: string) => (await t.app.services.db.select().from(s.users).where(eq(s.users.phone, phone)).limit(1))[0];

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { nowMs: () => NOW_MS }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    product = menu.products.find((p) => p.variants.length === 0 && p.ingredients.length === 0 && p.modifier_ids.length === 0 && p.status === 1 && p.price > 300 && p.inventory !== 2)!;
    expect(product).toBeDefined();
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('counted per diner, not per user row', () => {
    it('refuses a second use after guest checkout again with the same mobile', async () => {
      const c = await coupon(1);
      const first = await guest('0412555001');
      expect((await place(c, first)).errors).toBeUndefined();
      expect((await place(c, first)).errors?.[0]).toMatchObject(limitReached);
      expect((await info(c, first)).errors?.[0]).toMatchObject(limitReached);

      // The bypass of the security review: a new guest user, same mobile.
      const again = await guest('0412555001');
      expect((await info(c, again)).errors?.[0]).toMatchObject(limitReached);
      expect((await place(c, again)).errors?.[0]).toMatchObject(limitReached);
      expect(await redemptions(c)).toBe(1);
    });

    it.each([
      ['the same mobile typed in international form', '+61412555002', ''],
      ['the same mobile typed with 0061', '0061412555002', ''],
      ['another mobile but the same e-mail, in other letter case', '0412555099', 'Ada.Diner@Example.com'],
    ])('counts %s as the same diner', async (_, mobile, email) => {
      const c = await coupon(1);
      expect((await place(c, await guest('0412555002', 'ada.diner@example.com'))).errors).toBeUndefined();
      const other = await guest(mobile, email);
      expect((await info(c, other)).errors?.[0]).toMatchObject(limitReached);
      expect((await place(c, other)).errors?.[0]).toMatchObject(limitReached);
    });

    it('lets a different diner (another mobile, another e-mail) use the coupon', async () => {
      const c = await coupon(1);
      expect((await place(c, await guest('0412555003', 'first@example.com'))).errors).toBeUndefined();
      const other = await guest('0412555004', 'second@example.com');
      expect((await info(c, other)).data?.couponInfo).toEqual({ id: c.id, usage_limit_user: 1 });
      expect((await place(c, other)).errors).toBeUndefined();
      expect(await redemptions(c)).toBe(2);
    });

    it('does not join diners on an empty e-mail', async () => {
      const c = await coupon(1);
      expect((await place(c, await guest('0412555005'))).errors).toBeUndefined();
      expect((await place(c, await guest('0412555006'))).errors).toBeUndefined();
    });

    it('gives the use back when the diner cancels the unpaid order', async () => {
      const c = await coupon(1);
      const token = await guest('0412555007');
      const placed = await place(c, token);
      expect(placed.errors).toBeUndefined();
      expect((await t.gql(CANCEL, { t: placed.data.orderEdit.tradeid }, auth(token))).errors).toBeUndefined();
      const later = await guest('0412555007');
      expect((await info(c, later)).errors).toBeUndefined();
      expect((await place(c, later)).errors).toBeUndefined();
    });

    it('lets the diner edit the order that holds the coupon, keeping one use', async () => {
      const c = await coupon(1);
      const token = await guest('0412555008');
      const placed = await place(c, token);
      expect(placed.errors).toBeUndefined();
      const edited = await t.gql(EDIT, { id: placed.data.orderEdit.id, p: param(c, { version: 1 }) }, auth(token));
      expect(edited.errors).toBeUndefined();
      expect(await redemptions(c)).toBe(1);
    });
  });

  describe('couponInfo agrees with orderEdit', () => {
    it.each([1, 2, 3])('a limit of %i: both accept until that many uses, then both refuse', async (limit) => {
      const c = await coupon(limit);
      const mobile = `04125551${limit}0`;
      for (let used = 0; used < limit; used++) {
        const token = await guest(mobile);
        expect((await info(c, token)).data?.couponInfo).toEqual({ id: c.id, usage_limit_user: limit });
        expect((await place(c, token)).errors).toBeUndefined();
      }
      const token = await guest(mobile);
      expect((await info(c, token)).errors?.[0]).toMatchObject(limitReached);
      expect((await place(c, token)).errors?.[0]).toMatchObject(limitReached);
      expect(await redemptions(c)).toBe(limit);
    });
  });

  describe('sessions without a user', () => {
    async function tableDinerToken(): Promise<string> {
      const [table] = await t.app.services.db.select().from(s.venueTables).where(and(eq(s.venueTables.venueId, venue.id), eq(s.venueTables.code, 'mvnw98rxyj')));
      return (await issueSession(t.app.services.db, now, { kind: s.SESSION_KIND.table, tableId: table.id, venueId: venue.id })).token;
    }

    it("refuses a coupon with a per-user limit with 'user only' (it cannot be counted)", async () => {
      const c = await coupon(1);
      const token = await tableDinerToken();
      const userOnly = { message: 'user only', extensions: { params: { id: c.id, reason: 'createAccount' } } };
      expect((await info(c, token)).errors?.[0]).toMatchObject(userOnly);
      expect((await info(c)).errors?.[0]).toMatchObject(userOnly);
      expect((await place(c, token)).errors?.[0]).toMatchObject(userOnly);
      expect(await redemptions(c)).toBe(0);
    });

    it('still shows a coupon without a limit', async () => {
      const c = await coupon(0);
      expect((await info(c, await tableDinerToken())).data?.couponInfo).toEqual({ id: c.id, usage_limit_user: 0 });
    });
  });

  describe('under concurrency', () => {
    it('accepts exactly one of 10 concurrent orders by one diner with a limit-1 coupon', async () => {
      const c = await coupon(1);
      const first = await guest('0412555020');
      // The same diner on five phones (five guest checkouts with one mobile) and twice on each.
      const tokens = [first, ...(await Promise.all([1, 2, 3, 4].map(() => guest('0412555020'))))];
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => place(c, tokens[i % tokens.length])));
      const accepted = results.filter((r) => !r.errors);
      expect(accepted).toHaveLength(1);
      for (const r of results.filter((x) => x.errors)) expect(r.errors?.[0]).toMatchObject(limitReached);
      expect(await redemptions(c)).toBe(1);
    });

    it('accepts exactly one of 10 concurrent orders from a single session', async () => {
      const c = await coupon(1);
      const token = await guest('0412555021');
      const results = await Promise.all(Array.from({ length: 10 }, () => place(c, token)));
      expect(results.filter((r) => !r.errors)).toHaveLength(1);
      expect(await redemptions(c)).toBe(1);
    });

    it('answers concurrent retries of one checkout (one client key) with the same order', async () => {
      const c = await coupon(1);
      const token = await guest('0412555022');
      const results = await Promise.all(Array.from({ length: 5 }, () => place(c, token, { clientKey: 'coupon-retry-0412555022' })));
      expect(results.map((r) => r.errors)).toEqual(results.map(() => undefined));
      expect(new Set(results.map((r) => r.data.orderEdit.tradeid)).size).toBe(1);
      expect(await redemptions(c)).toBe(1);
    });

    it('lets concurrent orders of different diners all use the coupon', async () => {
      const c = await coupon(1);
      const tokens = await Promise.all(Array.from({ length: 6 }, (_, i) => guest(`04125550${30 + i}`)));
      const results = await Promise.all(tokens.map((token) => place(c, token)));
      expect(results.map((r) => r.errors)).toEqual(tokens.map(() => undefined));
      expect(await redemptions(c)).toBe(6);
    });

    it("re-counts inside the write: another user of the diner's mobile redeemed it; the order being edited does not count", async () => {
      const c = await coupon(1);
      const placed = await place(c, await guest('0412555041'));
      expect(placed.errors).toBeUndefined();
      await guest('0412555041');
      const [user] = await t.app.services.db.select().from(s.users).where(eq(s.users.phone, '+61412555041')).orderBy(s.users.id);
      const claim = (exceptOrderId?: number) => t.app.services.db.transaction((tx) => claimCouponUses(tx, [c.id], { ...user, id: user.id + 1_000_000 }, exceptOrderId));
      expect(await claim()).toMatchObject({ ok: false, code: 'EXIST_ALREADY', params: { id: c.id, limitReached: 1 } });
      expect(await claim(placed.data.orderEdit.id)).toEqual({ ok: true, value: true });
      expect(await t.app.services.db.transaction((tx) => claimCouponUses(tx, [c.id], null))).toMatchObject({ ok: false, code: 'USER_ONLY' });
    });

    // PGlite runs one transaction at a time, so only PostgreSQL can hold a transaction open while another request runs.
    if (kind === 'postgres') {
      it("holds the diner's next order on the coupon's lock until the first write commits, then refuses it", async () => {
        const c = await coupon(1);
        const token = await guest('0412555042');
        const plain = await place(null, token);
        expect(plain.errors).toBeUndefined();
        const user = await userByPhone('+61412555042');
        let commit!: () => void;
        let claimed!: () => void;
        const isClaimed = new Promise<void>((resolve) => (claimed = resolve));
        const first = t.app.services.db.transaction(async (tx) => {
          expect(await claimCouponUses(tx, [c.id], user)).toEqual({ ok: true, value: true });
          claimed();
          await new Promise<void>((resolve) => (commit = resolve));
          await tx.insert(s.couponRedemptions).values({ couponId: c.id, orderId: plain.data.orderEdit.id, userId: user.id, createdAt: now });
        });
        await isClaimed;
        let settled = false;
        const second = place(c, await guest('0412555042')).then((r) => ((settled = true), r));
        await new Promise((resolve) => setTimeout(resolve, 400));
        expect(settled).toBe(false);
        commit();
        await first;
        expect((await second).errors?.[0]).toMatchObject(limitReached);
        expect(await redemptions(c)).toBe(1);
      });
    }
  });
});
