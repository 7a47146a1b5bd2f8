/**
 * The member's signed, short-lived QR code over the real app and a real database (issue 26 item 8):
 * the card's customerMemberCode is a JWS the staff app verifies offline with staffMemberCodeKey's
 * public JWK; staffMemberCard verifies it again on the server and shows the card; a code past its
 * 60 s window (the app's clock moved), a tampered one, and another brand's are refused.
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { desc, eq } from 'drizzle-orm';
import { importJWK, jwtVerify, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { memberCodeKeys, memberPassVersion, revokeMemberPasses, signMemberCode, signMemberPass } from '../../src/server/modules/loyalty/member-code';
import { findVenueWithBrand } from '../../src/server/modules/catalog/brands';
import * as s from '../helpers/schema';
import { loyaltyLedger } from '../../src/server/modules/loyalty/schema';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';

const NOW_MS = Date.UTC(2025, 5, 11, 2, 0, 0);
let nowMs = NOW_MS;
const clock = { nowMs: () => nowMs };

const REQ = `mutation($a:String,$c:String){ userRegisterRequest(account:$a, country:$c) }`;
const SUBMIT = `mutation($a:String,$c:String,$p:String,$code:String,$f:String){
  userRegisterSubmit(account:$a, username:$a, country:$c, password:$p, code:$code, platform:1, firstname:$f){ authorization{ token } info{ id uid } } }`;
const CODE = `query($v:String!){ customerMemberCode(venue_code:$v){ code expires_at } }`;
const KEY = `query{ staffMemberCodeKey{ jwk brand_code ttl_seconds } }`;
const CARD = `query($c:String!){ staffMemberCard(code:$c){ expires_at customerInfo{ uid name points credit_balance } vouchers{ code name status } } }`;
const REDEEM = `mutation($c:String!){ staffVoucherRedeem(code:$c){ code status } }`;
const ADD = `mutation($u:String!,$p:Int!,$r:String!){ staffMemberPointsAdd(uid:$u, points:$p, reason:$r){ uid points } }`;
const HISTORY = `query($v:String!){ customerLoyaltyHistory(venue_code:$v, count:20, index:0){ kind unit amount reason tradeid } }`;

describe.each(testDatabaseKinds())('member codes on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let ada: { token: string; uid: string };
  const db = () => t.app.services.db;
  const auth = (token: string) => ({ authorization: `Bearer ${token}` });
  const staff = () => ({ cookie });

  beforeAll(async () => {
    nowMs = NOW_MS;
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    const national = '0491577001';
    expect((await t.gql(REQ, { a: national, c: 'AU' })).data?.userRegisterRequest).toBe(true);
    const [sms] = await db().select().from(s.smsOutbox).where(eq(s.smsOutbox.toPhone, `+61${national.slice(1)}`)).orderBy(desc(s.smsOutbox.id)).limit(1);
    const code = /\b(\d{6})\b/.exec(sms.body)![1];
    const r = await t.gql(SUBMIT, { a: national, c: 'AU', p: 'correct horse 1', code, f: 'Ada' });
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    ada = { token: r.data.userRegisterSubmit.authorization.token, uid: r.data.userRegisterSubmit.info.uid };
    await staffSignIn();
  });
  const staffSignIn = async () => {
    const login = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'venue_code=laneway-espresso&password=demo' });
    cookie = login.headers.get('set-cookie')!.split(';')[0];
  };
  afterAll(async () => {
    await t?.close();
  });

  const fresh = async () => {
    const r = await t.gql(CODE, { v: 'laneway-espresso' }, auth(ada.token));
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.customerMemberCode as { code: string; expires_at: number };
  };

  it('a fresh code verifies offline with the staff public key and shows the card', async () => {
    const c = await fresh();
    expect(c.expires_at).toBe(Math.floor(nowMs / 1000) + 60);
    const k = (await t.gql(KEY, {}, staff())).data.staffMemberCodeKey as { jwk: string; brand_code: string; ttl_seconds: number };
    expect(k).toMatchObject({ brand_code: 'laneway', ttl_seconds: 60 });
    const jwk = JSON.parse(k.jwk) as JWK;
    expect(jwk).not.toHaveProperty('d');
    const { payload } = await jwtVerify(c.code, await importJWK(jwk, 'ES256'), { audience: 'laneway', currentDate: new Date(nowMs) });
    expect(payload.sub).toBe(ada.uid);

    const card = await t.gql(CARD, { c: c.code }, staff());
    expect(card.errors).toBeUndefined();
    expect(card.data.staffMemberCard.customerInfo).toEqual({ uid: ada.uid, name: 'Ada', points: 0, credit_balance: 0 });
    expect(card.data.staffMemberCard.expires_at).toBe(c.expires_at);
    // The welcome voucher, redeemable from here; once used it leaves the scanned card.
    const [welcome] = card.data.staffMemberCard.vouchers as { code: string; status: number }[];
    expect(welcome).toMatchObject({ name: 'Welcome $5 off', status: 1 });
    expect((await t.gql(REDEEM, { c: welcome.code }, staff())).data.staffVoucherRedeem.status).toBe(2);
    expect((await t.gql(CARD, { c: c.code }, staff())).data.staffMemberCard.vouchers).toEqual([]);
  });

  it("staff add points to a scanned member with a reason: ledger 'adjust', the audit log, the card and the member's history (issue 26 item 8)", async () => {
    const before = (await t.gql(CARD, { c: (await fresh()).code }, staff())).data.staffMemberCard.customerInfo.points as number;
    const r = await t.gql(ADD, { u: ada.uid, p: 50, r: '  Birthday  ' }, staff());
    expect(r.errors).toBeUndefined();
    expect(r.data.staffMemberPointsAdd).toEqual({ uid: ada.uid, points: before + 50 });
    expect((await t.gql(CARD, { c: (await fresh()).code }, staff())).data.staffMemberCard.customerInfo.points).toBe(before + 50);
    const [row] = await db().select().from(loyaltyLedger).orderBy(desc(loyaltyLedger.id)).limit(1);
    expect(row).toMatchObject({ kind: 'adjust', unit: 'points', amount: 50, orderId: null, note: 'Birthday' });
    const [audit] = await db().select().from(s.staffAudit).orderBy(desc(s.staffAudit.id)).limit(1);
    expect(audit).toMatchObject({ action: 'member.points.add', memberName: 'Owner', details: { uid: ada.uid, points: 50, reason: 'Birthday' } });
    const history = (await t.gql(HISTORY, { v: 'laneway-espresso' }, auth(ada.token))).data.customerLoyaltyHistory;
    expect(history[0]).toEqual({ kind: 'adjusted', unit: 'points', amount: 50, reason: 'Birthday', tradeid: '' });

    // Whole positive points (at most 100,000) and a reason; nothing is written when refused.
    for (const [p, reason, field] of [[0, 'x', 'points'], [-5, 'x', 'points'], [100_001, 'x', 'points'], [5, '   ', 'reason'], [5, 'x'.repeat(201), 'reason']] as const) {
      const bad = await t.gql(ADD, { u: ada.uid, p, r: reason }, staff());
      expect(bad.errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { field } } });
    }
    expect((await t.gql(ADD, { u: 'no-such-member', p: 5, r: 'x' }, staff())).errors?.[0].message).toBe('not found');
    expect((await t.gql(ADD, { u: ada.uid, p: 5, r: 'x' })).errors?.[0].message).toBe('forbidden');
    // A staff member below manager may not.
    expect((await fetch(`${t.url}/staff/api/people`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: JSON.stringify({ action: 'add', name: 'Sam Lee', login: 'sam', role: 'staff', pin: '4821' }) })).status).toBe(200);
    const samLogin = await fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ venue_code: 'laneway-espresso', member: 'sam', password: '4821' }) });
    const sam = { cookie: samLogin.headers.get('set-cookie')!.split(';')[0] };
    expect((await t.gql(ADD, { u: ada.uid, p: 5, r: 'x' }, sam)).errors?.[0].message).toBe('forbidden');
    expect((await t.gql(CARD, { c: (await fresh()).code }, staff())).data.staffMemberCard.customerInfo.points).toBe(before + 50);
  });

  it('a code older than its window is refused by the staff scan (the server checks, whatever the browser said)', async () => {
    const c = await fresh();
    nowMs += 59_000;
    expect((await t.gql(CARD, { c: c.code }, staff())).data?.staffMemberCard.customerInfo.uid).toBe(ada.uid);
    nowMs += 1_000;
    const r = await t.gql(CARD, { c: c.code }, staff());
    expect(r.data).toBeNull();
    expect(r.errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { reason: 'expired' } } });
    // The card's next code works again.
    expect((await t.gql(CARD, { c: (await fresh()).code }, staff())).data.staffMemberCard.customerInfo.uid).toBe(ada.uid);
  });

  it('a tampered code, the bare uid and a missing staff session are refused', async () => {
    const c = await fresh();
    const [h, p, sig] = c.code.split('.');
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, number>;
    const later = Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url');
    for (const bad of [`${h}.${later}.${sig}`, `${h}.${p}.${sig.slice(0, 10)}${sig.slice(10).split('').reverse().join('')}`, ada.uid]) {
      const r = await t.gql(CARD, { c: bad }, staff());
      expect(r.errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { reason: 'invalid' } } });
    }
    expect((await t.gql(CARD, { c: c.code })).errors?.[0].message).toBe('forbidden');
    expect((await t.gql(KEY, {})).errors?.[0].message).toBe('forbidden');
    // Only a member's session gets a code.
    expect((await t.gql(CODE, { v: 'laneway-espresso' })).errors?.[0].message).toBe('not found');
  });

  it("a code is for its own brand only: another brand's key or audience is refused", async () => {
    const brandId = (await findVenueWithBrand(db(), 'laneway-espresso'))!.brand.id;
    const now = Math.floor(nowMs / 1000);
    // Signed for this member by another brand (its own key and code).
    const otherBrand = await signMemberCode(await memberCodeKeys(db(), brandId + 1000), 'other-brand', ada.uid, now);
    // Another brand's key naming this brand as the audience.
    const otherKey = await signMemberCode(await memberCodeKeys(db(), brandId + 1000), 'laneway', ada.uid, now);
    // This brand's key but another brand's audience.
    const otherAud = await signMemberCode(await memberCodeKeys(db(), brandId), 'other-brand', ada.uid, now);
    for (const c of [otherBrand, otherKey, otherAud]) {
      const r = await t.gql(CARD, { c: c.code }, staff());
      expect(r.errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { reason: 'invalid' } } });
    }
    // The same signing for this brand is accepted (the refusals above are the brand's, not the helper's).
    const own = await signMemberCode(await memberCodeKeys(db(), brandId), 'laneway', ada.uid, now);
    expect((await t.gql(CARD, { c: own.code }, staff())).data.staffMemberCard.customerInfo.uid).toBe(ada.uid);
  });

  it("a wallet pass's year-long signed code is accepted at the scan until the member's passes are revoked (ADR 0011)", async () => {
    const brand = (await findVenueWithBrand(db(), 'laneway-espresso'))!.brand;
    const keys = await memberCodeKeys(db(), brand.id);
    const issued = Math.floor(nowMs / 1000);
    const pass = await signMemberPass(keys, 'laneway', ada.uid, await memberPassVersion(db(), brand.id, ada.uid), issued);
    expect(pass.expiresAt).toBe(issued + 366 * 86_400);
    // Weeks later, long past a card code's 60 s, the pass still shows the card.
    nowMs += 30 * 86_400_000;
    await staffSignIn();
    expect((await t.gql(CARD, { c: pass.code }, staff())).data?.staffMemberCard.customerInfo.uid).toBe(ada.uid);
    // A pass naming another version (made up, or from before a revocation) is refused.
    const forged = await signMemberPass(keys, 'laneway', ada.uid, 'AAAAAAAAAAAA', issued);
    expect((await t.gql(CARD, { c: forged.code }, staff())).errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { reason: 'revoked' } } });
    await revokeMemberPasses(db(), brand.id, ada.uid);
    expect((await t.gql(CARD, { c: pass.code }, staff())).errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { reason: 'revoked' } } });
    // The next pass (new version) works; the card's rotating codes never depended on it.
    const next = await signMemberPass(keys, 'laneway', ada.uid, await memberPassVersion(db(), brand.id, ada.uid), Math.floor(nowMs / 1000));
    expect((await t.gql(CARD, { c: next.code }, staff())).data?.staffMemberCard.customerInfo.uid).toBe(ada.uid);
    expect((await t.gql(CARD, { c: (await signMemberCode(keys, 'laneway', ada.uid, Math.floor(nowMs / 1000))).code }, staff())).data?.staffMemberCard.customerInfo.uid).toBe(ada.uid);
    // Past its year the pass is refused as expired.
    nowMs = (next.expiresAt + 1) * 1000;
    await staffSignIn();
    expect((await t.gql(CARD, { c: next.code }, staff())).errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { reason: 'expired' } } });
  });
});
