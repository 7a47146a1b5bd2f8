/**
 * The membership card's session fields over the real app and a real database (issue 26 item 10,
 * accounts-and-loyalty.md §2.11, §3, §4, §8; docs/adr/0012-card-session-fields.md):
 * - CustomerInfo.authorization carries the session's expiries but never its token; authorization_code
 *   is a one-use code valid 120 s that userLoginOa exchanges for a new session; info is the member's
 *   profile; none of them reach a staff scan of the same card;
 * - userLoginOa's messages: 'The account or password incorrect', 'not available', 'not acceptable';
 *   its password path shares userLogin's limits;
 * - brand basic info's gift_card, model and venue_id.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demo from '../../src/content/demo/platter-demo.json';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { importBrand } from '../../src/server/modules/catalog/import-brand';
import { findVenueWithBrand } from '../../src/server/modules/catalog/brands';
import * as s from '../helpers/schema';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';

const NOW_MS = Date.UTC(2025, 5, 11, 2, 0, 0);
let nowMs = NOW_MS;
const clock = { nowMs: () => nowMs };

const REQ = `mutation($a:String,$c:String){ userRegisterRequest(account:$a, country:$c) }`;
const SUBMIT = `mutation($a:String,$c:String,$p:String,$code:String,$f:String){
  userRegisterSubmit(account:$a, username:$a, country:$c, password:$p, code:$code, platform:1, firstname:$f){ authorization{ token expired_at } info{ id uid } } }`;
const CARD = `query($v:String!){ customerInfoQuery(venue_code:$v){
  brandBasicInfo{ code venue_code venue_id model gift_card{ values expiry_months } }
  customerInfo{ uid login_type authorization{ expired_at refresh_expired_at token } authorization_code info{ id firstname phone shipping{ id } } } } }`;
const OA = `mutation($code:String,$a:String,$c:String,$p:String,$v:String){
  userLoginOa(code:$code, account:$a, country:$c, password:$p, venue_code:$v, terminal:2){ authorization{ token expired_at refresh_token } type info{ id uid firstname } } }`;
const LOGIN = `mutation($a:String,$c:String,$p:String){ userLogin(account:$a, country:$c, password:$p){ authorization{ token } } }`;
const ME = `query{ userInfoQuery{ id firstname } }`;
const MEMBER_CODE = `query($v:String!){ customerMemberCode(venue_code:$v){ code } }`;
const STAFF_CARD = `query($c:String!){ staffMemberCard(code:$c){ customerInfo{ uid authorization{ token } authorization_code info{ id } } } }`;
const VOUCHERS = `query($v:String){ customerVoucherList(count:100, index:0, venue_code:$v){ code } }`;
const VOUCHER = `query($c:String!){ voucherInfoQuery(venue_code:"brand", code:$c){ brandBasicInfo{ venue_id venue_code model gift_card{ values } } } }`;

const NATIONAL = '0491577101';
const PASSWORD = 'correct horse 1';

describe.each(testDatabaseKinds())('card session fields on %s', (kind) => {
  let t: TestApp;
  let ada: { token: string; uid: string; id: number; expiredAt: number };
  let cookie: string;
  const db = () => t.app.services.db;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const card = async (token = ada.token, venue = 'laneway-espresso') => {
    const r = await t.gql(CARD, { v: venue }, auth(token));
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.customerInfoQuery;
  };
  const oa = (vars: Record<string, unknown>, headers: Record<string, string> = {}) => t.gql(OA, { v: 'laneway-espresso', ...vars }, headers);

  beforeAll(async () => {
    nowMs = NOW_MS;
    t = await startTestApp(kind, {
      clock,
      seed: async (app) => {
        await seedDemoIfEmpty(app.services.db);
        // A second brand with a card of its own: the demo brand under another code, one venue.
        type File = { brand: { code: string; name: string; voucher: { templates: { venues?: string[] }[] } }; venues: { code: string; tables?: unknown[] }[] };
        const other = JSON.parse(JSON.stringify(demo).replaceAll('"laneway-espresso"', '"harbour-espresso"')) as File;
        other.brand.code = 'harbour';
        other.brand.name = 'Harbour Group';
        other.venues = other.venues.filter((v) => v.code === 'harbour-espresso').map((v) => ({ ...v, tables: [] }));
        for (const tpl of other.brand.voucher.templates) if (tpl.venues) tpl.venues = tpl.venues.filter((v) => v === 'harbour-espresso');
        const r = await importBrand(app.services.db, other);
        if (!r.ok) throw new Error(`${r.code} ${JSON.stringify(r.params)}`);
      },
    });
    expect((await t.gql(REQ, { a: NATIONAL, c: 'AU' })).data?.userRegisterRequest).toBe(true);
    const [sms] = await db().select().from(s.smsOutbox).where(eq(s.smsOutbox.toPhone, `+61${NATIONAL.slice(1)}`)).orderBy(desc(s.smsOutbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    const r = await t.gql(SUBMIT, { a: NATIONAL, c: 'AU', p: PASSWORD, code, f: 'Ada' });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    const a = r.data.userRegisterSubmit;
    ada = { token: a.authorization.token, uid: a.info.uid, id: Number(a.info.id), expiredAt: a.authorization.expired_at };
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=demo' });
    cookie = login.headers.get('set-cookie')!.split(';')[0];
  });
  afterAll(async () => {
    await t?.close();
  });

  it("the member's own card carries the session's expiries without its token, a one-use code and the profile", async () => {
    const { customerInfo: c } = await card();
    expect(c.uid).toBe(ada.uid);
    expect(c.login_type).toBe(1);
    expect(c.authorization).toEqual({ expired_at: ada.expiredAt, refresh_expired_at: ada.expiredAt + 30 * 86_400, token: '' });
    expect(c.authorization_code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(c.info).toEqual({ id: ada.id, firstname: 'Ada', phone: '+61491577101', shipping: [] });
    // Stored only as a hash, bound to the member and the brand, expiring in 120 s.
    const rows = await db().select().from(s.loginCodes).where(eq(s.loginCodes.userId, ada.id));
    const brandId = (await findVenueWithBrand(db(), 'laneway-espresso'))!.brand.id;
    expect(rows.some((r) => r.codeHash === c.authorization_code)).toBe(false);
    expect(rows.at(-1)).toMatchObject({ brandId, expiresAt: NOW_MS / 1000 + 120, usedAt: null });
    // Each read of the field is a fresh code.
    expect((await card()).customerInfo.authorization_code).not.toBe(c.authorization_code);
  });

  it('userLoginOa exchanges the code once for a new session of the member', async () => {
    const { customerInfo: c } = await card();
    const r = await oa({ code: c.authorization_code });
    expect(r.errors).toBeUndefined();
    const s1 = r.data.userLoginOa;
    expect(s1.type).toBe(1);
    expect(s1.info).toMatchObject({ uid: ada.uid, firstname: 'Ada' });
    expect(s1.authorization.token).not.toBe(ada.token);
    expect(s1.authorization.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await t.gql(ME, {}, auth(s1.authorization.token))).data.userInfoQuery).toEqual({ id: ada.id, firstname: 'Ada' });
    // Spent: the same code again is refused like a wrong password.
    const again = await oa({ code: c.authorization_code });
    expect(again.data?.userLoginOa).toBeNull();
    expect(again.errors?.[0].message).toBe('The account or password incorrect');
  });

  it('a code older than 120 s, a made-up one and a malformed one are refused', async () => {
    const late = (await card()).customerInfo.authorization_code;
    const inTime = (await card()).customerInfo.authorization_code;
    nowMs += 119_000;
    expect((await oa({ code: inTime })).data?.userLoginOa.info.uid).toBe(ada.uid);
    nowMs += 1_000;
    expect((await oa({ code: late })).errors?.[0].message).toBe('The account or password incorrect');
    for (const bad of ['A'.repeat(43), 'short', ada.uid]) expect((await oa({ code: bad })).errors?.[0].message).toBe('The account or password incorrect');
    nowMs = NOW_MS;
  });

  it("'not acceptable' for a code at another brand's venue, 'not available' where the venue has no card", async () => {
    const code = (await card()).customerInfo.authorization_code;
    // golden-lantern has no membership capability: refused before the code is looked at, so the code stays good.
    const none = await oa({ code, v: 'golden-lantern' });
    expect(none.errors?.[0]).toMatchObject({ message: 'not available', extensions: { code: 'NOT_AVAILABLE' } });
    expect((await oa({ code, v: 'no-such-venue' })).errors?.[0].message).toBe('not available');
    // Any venue of the card's brand takes it.
    expect((await oa({ code, v: 'laneway-eats' })).data?.userLoginOa.info.uid).toBe(ada.uid);
    // Another brand's venue: no permission, and the code is spent all the same (one presentation each).
    const second = (await card()).customerInfo.authorization_code;
    const other = await oa({ code: second, v: 'harbour-espresso' });
    expect(other.errors?.[0]).toMatchObject({ message: 'not acceptable', extensions: { code: 'NOT_ACCEPTABLE' } });
    expect((await oa({ code: second })).errors?.[0].message).toBe('The account or password incorrect');
    expect((await oa({ code: '', a: '' })).errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { field: 'account' } } });
    expect((await oa({ code, v: '' })).errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { field: 'venue_code' } } });
  });

  it('a staff scan of the same card gets no session fields', async () => {
    const mc = (await t.gql(MEMBER_CODE, { v: 'laneway-espresso' }, auth(ada.token))).data.customerMemberCode.code;
    const before = await db().select().from(s.loginCodes);
    const r = await t.gql(STAFF_CARD, { c: mc }, { cookie });
    expect(r.errors).toBeUndefined();
    expect(r.data.staffMemberCard.customerInfo).toEqual({ uid: ada.uid, authorization: null, authorization_code: '', info: null });
    expect(await db().select().from(s.loginCodes)).toHaveLength(before.length);
  });

  it('brand basic info: gift_card from the brand file, model 2 for a brand of several venues, venue_id of the venue asked', async () => {
    const venueId = (await findVenueWithBrand(db(), 'laneway-espresso'))!.venueId;
    const { brandBasicInfo: b } = await card();
    expect(b).toEqual({ code: 'laneway', venue_code: 'laneway-espresso', venue_id: venueId, model: 2, gift_card: { values: [2500, 5000, 10000], expiry_months: 36 } });
    // The one-venue brand.
    const harbour = (await card(ada.token, 'harbour-espresso')).brandBasicInfo;
    expect(harbour).toMatchObject({ code: 'harbour', model: 1 });
    // Asked for the brand (voucher page with venue 'brand'): venue_id 0.
    const [voucher] = (await t.gql(VOUCHERS, { v: 'laneway-espresso' }, auth(ada.token))).data.customerVoucherList as { code: string }[];
    const v = await t.gql(VOUCHER, { c: voucher.code }, auth(ada.token));
    expect(v.data.voucherInfoQuery.brandBasicInfo).toEqual({ venue_id: 0, venue_code: 'brand', model: 2, gift_card: { values: [2500, 5000, 10000] } });
  });

  it('the password path: right password logs in, wrong answers incorrect, and it shares the limits of userLogin', async () => {
    const ok = await oa({ a: NATIONAL, c: 'AU', p: PASSWORD });
    expect(ok.data?.userLoginOa.info.uid).toBe(ada.uid);
    // The venue is checked first: no card there, whatever the password.
    expect((await oa({ a: NATIONAL, c: 'AU', p: PASSWORD, v: 'golden-lantern' })).errors?.[0].message).toBe('not available');
    for (let i = 0; i < 10; i++) expect((await oa({ a: NATIONAL, c: 'AU', p: `wrong ${i}!!` })).errors?.[0].message).toBe('The account or password incorrect');
    // Ten failures here count for userLogin too: the next attempt must wait, even with the right password.
    const refused = await t.gql(LOGIN, { a: NATIONAL, c: 'AU', p: PASSWORD });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await oa({ a: NATIONAL, c: 'AU', p: PASSWORD })).errors?.[0].extensions).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  it('account deletion erases the member’s codes', async () => {
    await card();
    expect((await db().select().from(s.loginCodes).where(eq(s.loginCodes.userId, ada.id))).length).toBeGreaterThan(0);
    expect((await t.gql(`mutation{ userLogoff }`, {}, auth(ada.token))).data.userLogoff).toBe(true);
    expect(await db().select().from(s.loginCodes).where(eq(s.loginCodes.userId, ada.id))).toEqual([]);
  });
});
