/**
 * Accounts API (accounts-and-loyalty.md §2.3–2.10, §2.15, §7, §8; issue 12 "Done when") over the real
 * app in process: registration with the code read from the SMS outbox, the SMS-code rules (single use,
 * 10 minutes, bound to phone + purpose, void after 5 wrong tries) and sending limits (1 per 60 s,
 * 5 per day per phone, per client address 30 an hour then a doubling delay → 'network busy'), login, refresh rotation,
 * logout, profile, e-mail change, password reset and change, addresses with geoList, card labels (no
 * card number ever stored or logged), the IDOR sweep, and account deletion. Twilio's request shape
 * is checked with msw.
 */
import { Writable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as s from '../helpers/schema';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { findVenue } from '../../src/server/modules/catalog/repository';
import { REFRESH_REUSE_GRACE_S } from '../../src/server/modules/accounts/sessions';

let nowMs = Date.UTC(2025, 5, 11, 2, 0, 0);
const clock = { nowMs: () => nowMs };
const later = (ms: number) => (nowMs += ms);

const REQ = `mutation($a:String,$c:String){ userRegisterRequest(account:$a, country:$c) }`;
const SUBMIT = `mutation($a:String,$c:String,$p:String,$code:String,$f:String,$e:String,$pl:Byte){
  userRegisterSubmit(account:$a, username:$a, country:$c, password:$p, code:$code, platform:$pl, firstname:$f, email:$e){
    authorization{ token expired_at refresh_token } type info{ id uid phone firstname type country } } }`;
const LOGIN = `mutation($a:String,$c:String,$p:String){ userLogin(account:$a, country:$c, password:$p){ authorization{ token refresh_token } info{ phone firstname } } }`;
const INFO = `{ userInfoQuery { phone firstname lastname email birthday gender uid shipping { id city } paycards { id name account } } }`;
const SHIP = `mutation($id:Long!,$p:ShippingInput!){ shippingEdit(id:$id, param:$p){ id firstname phone city postcode state street1 geo_id country } }`;
const CARD = `mutation($id:Long!,$p:PayCardInput!){ payCardEdit(id:$id, param:$p){ id name account type last4 expiry } }`;
const RESET_REQ = `mutation($a:String,$c:String){ userPasswordResetRequest(account:$a, country:$c) }`;
const RESET = `mutation($a:String,$c:String,$p:String,$code:String){ userPasswordResetSubmit(account:$a, country:$c, password:$p, code:$code) }`;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

class Sink extends Writable {
  lines: string[] = [];
  _write(chunk: Buffer, _e: string, done: () => void) {
    this.lines.push(chunk.toString());
    done();
  }
}

describe.each(testDatabaseKinds())('accounts on %s', (kind) => {
  let t: TestApp;
  const sink = new Sink();
  beforeAll(async () => {
    t = await startTestApp(kind, { clock, logger: pino({ level: 'info' }, sink), seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
  });
  afterAll(() => t?.close());
  // Each test starts a minute and a day later, so the per-phone limits of one test never reach the next.
  beforeEach(() => void later(86_400_000 + 61_000));

  const db = () => t.app.services.db;
  /** The code of the newest SMS to `phone` (E.164), read from the outbox. */
  async function outboxCode(phone: string): Promise<string> {
    const [row] = await db().select().from(s.smsOutbox).where(eq(s.smsOutbox.toPhone, phone)).orderBy(desc(s.smsOutbox.id)).limit(1);
    return /\b(\d{6})\b/.exec(row.body)![1];
  }
  async function registerMember(national: string, password = 'correct horse 1', firstname = 'Ada') {
    expect((await t.gql(REQ, { a: national, c: 'AU' })).data?.userRegisterRequest).toBe(true);
    const code = await outboxCode(`+61${national.slice(1)}`);
    const r = await t.gql(SUBMIT, { a: national, c: 'AU', p: password, code, f: firstname, pl: 1 });
    expect(r.errors).toBeUndefined();
    return r.data.userRegisterSubmit as { authorization: { token: string; refresh_token: string }; info: { id: number; phone: string } };
  }

  it('registers with the code from the outbox, refuses the same code twice, logs in, reads the user and logs out', async () => {
    expect((await t.gql(REQ, { a: '0491570156', c: 'AU' })).data.userRegisterRequest).toBe(true);
    const code = await outboxCode('+61491570156');
    expect(code).toMatch(/^\d{6}$/);
    // The embedded outbox logs one line that says SMS and carries the code.
    expect(sink.lines.some((l) => l.includes('SMS') && l.includes(code))).toBe(true);
    // Stored hashed: the code is nowhere in sms_codes.
    const stored = await db().select().from(s.smsCodes).where(eq(s.smsCodes.phone, '+61491570156'));
    expect(JSON.stringify(stored)).not.toContain(code);

    const reg = await t.gql(SUBMIT, { a: '0491570156', c: 'AU', p: 'correct horse 1', code, f: 'Ada', pl: 1 });
    expect(reg.errors).toBeUndefined();
    expect(reg.data.userRegisterSubmit.authorization.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(reg.data.userRegisterSubmit.info).toMatchObject({ phone: '+61491570156', firstname: 'Ada', type: 1, country: 'AU' });
    const [user] = await db().select().from(s.users).where(eq(s.users.phone, '+61491570156'));
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);

    // The same code a second time: refused (and the mobile is now registered).
    const again = await t.gql(SUBMIT, { a: '0491570156', c: 'AU', p: 'correct horse 1', code, f: 'Ada', pl: 1 });
    expect(again.errors?.[0].message).toBe('exist already');
    const sms = await db().select().from(s.smsCodes).where(eq(s.smsCodes.phone, '+61491570156'));
    expect(sms.every((c) => c.usedAt !== null)).toBe(true);
    // A registered mobile: 'exist already' once the code step passed its limits (1 per 60 s here).
    expect((await t.gql(REQ, { a: '0491570156', c: 'AU' })).errors?.[0].message).toBe('network busy');
    later(61_000);
    expect((await t.gql(REQ, { a: '0491570156', c: 'AU' })).errors?.[0].message).toBe('exist already');

    const login = await t.gql(LOGIN, { a: '0491570156', c: 'AU', p: 'correct horse 1' });
    expect(login.data.userLogin.info).toEqual({ phone: '+61491570156', firstname: 'Ada' });
    const token = login.data.userLogin.authorization.token;
    const wrong = await t.gql(LOGIN, { a: '0491570156', c: 'AU', p: 'wrong password' });
    expect(wrong.errors?.[0].message).toBe('The account or password incorrect');
    const unknown = await t.gql(LOGIN, { a: '0412000999', c: 'AU', p: 'correct horse 1' });
    expect(unknown.errors?.[0].message).toBe('The account or password incorrect');
    // International input switches the country: +61 491 570 156 is the same member.
    expect((await t.gql(LOGIN, { a: '+61491570156', c: 'CN', p: 'correct horse 1' })).data.userLogin.info.phone).toBe('+61491570156');

    // Online guessing: 10 failures for a mobile in an hour (one above) → each further attempt waits 30 s,
    // then 1 min …, even with the right password (tests/api/abuse-limits.test.ts: the other limits).
    for (let i = 0; i < 9; i++) expect((await t.gql(LOGIN, { a: '0491570156', c: 'AU', p: `guess ${i}` })).errors?.[0].message).toBe('The account or password incorrect');
    const refused = (await t.gql(LOGIN, { a: '0491570156', c: 'AU', p: 'correct horse 1' })).errors?.[0];
    expect(refused).toMatchObject({ message: 'Too many attempts, please try again later', extensions: { code: 'TOO_MANY_ATTEMPTS', params: { retryAfterSeconds: 30 } } });
    later(30_000);
    expect((await t.gql(LOGIN, { a: '0491570156', c: 'AU', p: 'correct horse 1' })).data.userLogin.info.phone).toBe('+61491570156');

    const info = await t.gql(INFO, {}, bearer(token));
    expect(info.data.userInfoQuery).toMatchObject({ phone: '+61491570156', firstname: 'Ada', shipping: [], paycards: [] });

    expect((await t.gql(`mutation{ userLogout }`, {}, bearer(token))).data.userLogout).toBe(true);
    const after = await t.gql(INFO, {}, bearer(token));
    expect(after.errors?.[0].message).toBe('invalid token');
    // The registration session is still valid: logout ends only its own session.
    expect((await t.gql(INFO, {}, bearer(reg.data.userRegisterSubmit.authorization.token))).data.userInfoQuery.phone).toBe('+61491570156');
  });

  it('SMS codes: wrong code counts, void after 5 wrong tries, bound to the purpose, expire after 10 minutes', async () => {
    const mobile = '0412345601';
    const phone = '+61412345601';
    await t.gql(REQ, { a: mobile, c: 'AU' });
    const code = await outboxCode(phone);
    const wrongCode = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await t.gql(SUBMIT, { a: mobile, c: 'AU', p: 'correct horse 1', code: wrongCode, f: 'Bo', pl: 1 });
      expect(r.errors?.[0].message).toBe('The account or password incorrect');
    }
    // The right code after 5 wrong tries: void.
    expect((await t.gql(SUBMIT, { a: mobile, c: 'AU', p: 'correct horse 1', code, f: 'Bo', pl: 1 })).errors?.[0].message).toBe('The account or password incorrect');

    later(61_000);
    await t.gql(REQ, { a: mobile, c: 'AU' });
    const fresh = await outboxCode(phone);
    // A registration code does not reset a password (bound to purpose), and no member exists yet.
    expect((await t.gql(RESET, { a: mobile, c: 'AU', p: 'new password 1', code: fresh })).errors?.[0].message).toBe('not found');
    later(10 * 60_000 + 1);
    expect((await t.gql(SUBMIT, { a: mobile, c: 'AU', p: 'correct horse 1', code: fresh, f: 'Bo', pl: 1 })).errors?.[0].message).toBe('The account or password incorrect');

    later(61_000);
    await t.gql(REQ, { a: mobile, c: 'AU' });
    const third = await outboxCode(phone);
    // A code for another phone does not work.
    expect((await t.gql(SUBMIT, { a: '0412345602', c: 'AU', p: 'correct horse 1', code: third, f: 'Bo', pl: 1 })).errors?.[0].message).toBe('The account or password incorrect');
    expect((await t.gql(SUBMIT, { a: mobile, c: 'AU', p: 'correct horse 1', code: third, f: 'Bo', pl: 1 })).errors).toBeUndefined();
  });

  it('sending limits: 1 per 60 s and 5 per day per phone; per client address 30 an hour, then a doubling delay → network busy', async () => {
    const mobile = '0412345611';
    expect((await t.gql(REQ, { a: mobile, c: 'AU' })).data.userRegisterRequest).toBe(true);
    expect((await t.gql(REQ, { a: mobile, c: 'AU' })).errors?.[0].message).toBe('network busy');
    later(59_000);
    expect((await t.gql(REQ, { a: mobile, c: 'AU' })).errors?.[0].message).toBe('network busy');
    for (let i = 2; i <= 5; i++) {
      later(61_000);
      expect((await t.gql(REQ, { a: mobile, c: 'AU' })).data?.userRegisterRequest).toBe(true);
    }
    later(61_000);
    expect((await t.gql(REQ, { a: mobile, c: 'AU' })).errors?.[0].message).toBe('network busy');
    const sent = await db().select().from(s.smsOutbox).where(eq(s.smsOutbox.toPhone, '+61412345611'));
    expect(sent).toHaveLength(5);

    later(3_600_000);
    // 30 an hour from one client address (127.0.0.1) are free, whatever the phones; then 10 s, 20 s … after the latest.
    for (let i = 0; i < 30; i++) expect((await t.gql(REQ, { a: `04123457${String(i).padStart(2, '0')}`, c: 'AU' })).data?.userRegisterRequest).toBe(true);
    const busy = (await t.gql(REQ, { a: '0412345799', c: 'AU' })).errors?.[0];
    expect(busy).toMatchObject({ message: 'network busy', extensions: { code: 'NETWORK_BUSY', params: { retryAfterSeconds: 10 } } });
    later(10_000);
    expect((await t.gql(REQ, { a: '0412345799', c: 'AU' })).data?.userRegisterRequest).toBe(true);
    expect((await t.gql(REQ, { a: '0412345798', c: 'AU' })).errors?.[0].extensions).toMatchObject({ params: { retryAfterSeconds: 20 } });
    later(3_600_000);
    expect((await t.gql(REQ, { a: '0412345798', c: 'AU' })).data?.userRegisterRequest).toBe(true);
  });

  it('§8 messages of the code requests and registration', async () => {
    expect((await t.gql(REQ, { a: '12', c: 'AU' })).errors?.[0].message).toBe('not valid');
    expect((await t.gql(RESET_REQ, { a: '12', c: 'AU' })).errors?.[0].message).toBe('not valid');
    expect((await t.gql(RESET_REQ, { a: '0412999888', c: 'AU' })).errors?.[0].message).toBe('not found');
    const a = await registerMember('0412345621');
    await t.gql(`mutation($p:UserEditInput!){ userEdit(param:$p){ email } }`, { p: { email: 'ada@example.com' } }, bearer(a.authorization.token));
    later(61_000);
    await t.gql(REQ, { a: '0412345622', c: 'AU' });
    const code = await outboxCode('+61412345622');
    const taken = await t.gql(SUBMIT, { a: '0412345622', c: 'AU', p: 'correct horse 1', code, f: 'Cy', e: 'ada@example.com', pl: 1 });
    expect(taken.errors?.[0]).toMatchObject({ message: '422 Unprocessable Entity', extensions: { code: 'UNPROCESSABLE', params: { field: 'email' } } });
    expect((await t.gql(SUBMIT, { a: '0412345622', c: 'AU', p: 'x', code, f: 'Cy', pl: 9 })).errors?.[0].message).toBe('not acceptable');
  });

  it('password reset with a code, password change, refresh token rotation and reuse', async () => {
    const a = await registerMember('0412345631', 'first password');
    // Refresh: a new session, the old token ends; reusing the spent refresh token revokes the family.
    const REFRESH = `mutation($r:String!){ userTokenRefresh(refresh_token:$r){ authorization{ token refresh_token } info{ phone } } }`;
    const r1 = await t.gql(REFRESH, { r: a.authorization.refresh_token });
    expect(r1.data.userTokenRefresh.info.phone).toBe('+61412345631');
    expect((await t.gql(INFO, {}, bearer(a.authorization.token))).errors?.[0].message).toBe('invalid token');
    const t1 = r1.data.userTokenRefresh.authorization.token;
    expect((await t.gql(INFO, {}, bearer(t1))).data.userInfoQuery.phone).toBe('+61412345631');
    // A second tab spending the same refresh token within the grace gets a session of its own
    // (issue 26 item 5: two tabs refreshing at once used to revoke the whole family).
    const tab2 = await t.gql(REFRESH, { r: a.authorization.refresh_token });
    const t2 = tab2.data.userTokenRefresh.authorization.token;
    expect(t2).not.toBe(t1);
    expect((await t.gql(INFO, {}, bearer(t2))).data.userInfoQuery.phone).toBe('+61412345631');
    expect((await t.gql(INFO, {}, bearer(t1))).data.userInfoQuery.phone).toBe('+61412345631');
    // Two tabs at the very same moment: both are answered with a working session.
    const both = await Promise.all([1, 2].map(() => t.gql(REFRESH, { r: r1.data.userTokenRefresh.authorization.refresh_token })));
    for (const b of both) expect((await t.gql(INFO, {}, bearer(b.data.userTokenRefresh.authorization.token))).data.userInfoQuery.phone).toBe('+61412345631');
    // Past the grace, a reuse is a theft signal: the whole family ends.
    later((REFRESH_REUSE_GRACE_S + 1) * 1000);
    expect((await t.gql(REFRESH, { r: a.authorization.refresh_token })).errors?.[0].message).toBe('invalid token');
    expect((await t.gql(INFO, {}, bearer(t1))).errors?.[0].message).toBe('invalid token');
    expect((await t.gql(INFO, {}, bearer(t2))).errors?.[0].message).toBe('invalid token');
    expect((await t.gql(REFRESH, { r: r1.data.userTokenRefresh.authorization.refresh_token })).errors?.[0].message).toBe('invalid token');

    later(61_000); // one code per phone per 60 s, whatever its purpose
    expect((await t.gql(RESET_REQ, { a: '0412345631', c: 'AU' })).data.userPasswordResetRequest).toBe(true);
    const code = await outboxCode('+61412345631');
    expect((await t.gql(RESET, { a: '0412345631', c: 'AU', p: 'second password', code: '123' })).errors?.[0].message).toBe('The account or password incorrect');
    expect((await t.gql(RESET, { a: '0412345631', c: 'AU', p: 'second password', code })).data.userPasswordResetSubmit).toBe(true);
    expect((await t.gql(LOGIN, { a: '0412345631', c: 'AU', p: 'first password' })).errors?.[0].message).toBe('The account or password incorrect');
    const login = await t.gql(LOGIN, { a: '0412345631', c: 'AU', p: 'second password' });
    const token = login.data.userLogin.authorization.token;
    const MODIFY = `mutation($o:String,$n:String){ userPasswordModify(old_password:$o, new_password:$n) }`;
    expect((await t.gql(MODIFY, { o: 'nope', n: 'third password' }, bearer(token))).errors?.[0].message).toBe('The account or password incorrect');
    expect((await t.gql(MODIFY, { o: 'second password', n: 'third password' }, bearer(token))).data.userPasswordModify).toBe(true);
    expect((await t.gql(LOGIN, { a: '0412345631', c: 'AU', p: 'third password' })).data.userLogin.info.phone).toBe('+61412345631');
  });

  it('profile edit and e-mail change confirmed by a code to the own phone', async () => {
    const a = await registerMember('0412345641');
    const h = bearer(a.authorization.token);
    const EDIT = `mutation($p:UserEditInput!){ userEdit(param:$p){ firstname lastname gender birthday email shipping { id } paycards { id } } }`;
    expect((await t.gql(EDIT, { p: { firstname: 'Grace', lastname: 'Hopper' } }, h)).data.userEdit).toMatchObject({ firstname: 'Grace', lastname: 'Hopper' });
    expect((await t.gql(EDIT, { p: { firstname: '', lastname: '' } }, h)).errors?.[0].message).toBe('not valid');
    expect((await t.gql(EDIT, { p: { birthday: '31/02/1990' } }, h)).errors?.[0].message).toBe('not valid');
    expect((await t.gql(EDIT, { p: { birthday: '09/12/1906', gender: 2 } }, h)).data.userEdit).toMatchObject({ birthday: '09/12/1906', gender: 2 });
    const MREQ = `mutation($a:String,$c:String){ userAccountModifyRequest(account:$a, country:$c) }`;
    const MSUB = `mutation($a:String,$c:String,$code:String,$e:String){ userAccountModifySubmit(account:$a, country:$c, code:$code, param:{email:$e}) }`;
    expect((await t.gql(MREQ, { a: '0412000111', c: 'AU' }, h)).errors?.[0].message).toBe('not valid');
    later(61_000);
    expect((await t.gql(MREQ, { a: '0412345641', c: 'AU' }, h)).data.userAccountModifyRequest).toBe(true);
    const code = await outboxCode('+61412345641');
    expect((await t.gql(MSUB, { a: '0412345641', c: 'AU', code, e: 'grace@example.com' }, h)).data.userAccountModifySubmit).toBe(true);
    expect((await t.gql(INFO, {}, h)).data.userInfoQuery.email).toBe('grace@example.com');
    // Another member cannot take that e-mail: 'exist already'.
    const b = await registerMember('0412345642');
    later(61_000);
    await t.gql(MREQ, { a: '0412345642', c: 'AU' }, bearer(b.authorization.token));
    const codeB = await outboxCode('+61412345642');
    expect((await t.gql(MSUB, { a: '0412345642', c: 'AU', code: codeB, e: 'grace@example.com' }, bearer(b.authorization.token))).errors?.[0].message).toBe('exist already');
  });

  it('geoList 2000, addresses, card labels and the IDOR sweep', async () => {
    const GEO = `query($m:Int,$f:String,$i:Int,$c:Int){ geoList(country:"AU", mode:$m, filter:$f, index:$i, count:$c){ id city postcode state latitude } }`;
    const g = await t.gql(GEO, { m: 1, f: '2000', i: 0, c: 20 });
    expect(g.errors).toBeUndefined();
    const cities = g.data.geoList.map((e: { city: string }) => e.city);
    expect(cities).toContain('SYDNEY');
    expect(g.data.geoList.every((e: { postcode: string; state: string }) => e.postcode === '2000' && e.state === 'NSW')).toBe(true);
    const suburb = await t.gql(GEO, { m: 2, f: 'bondi', i: 0, c: 20 });
    expect(suburb.data.geoList.map((e: { postcode: string }) => e.postcode)).toContain('2026');
    const page0 = (await t.gql(GEO, { m: 3, f: '3', i: 0, c: 20 })).data.geoList;
    const page1 = (await t.gql(GEO, { m: 3, f: '3', i: 1, c: 20 })).data.geoList;
    expect(page0).toHaveLength(20);
    expect(page1[0].id).not.toBe(page0[0].id);
    expect((await t.gql(`{ geoList(country:"NZ", mode:1, filter:"6011", index:0, count:20){ id } }`)).data.geoList).toEqual([]);
    expect((await t.gql(`{ geoList(country:"AU", mode:1, filter:"", index:0, count:20){ id } }`)).data.geoList).toEqual([]);

    const a = await registerMember('0412345651');
    const b = await registerMember('0412345652');
    const ha = bearer(a.authorization.token);
    const hb = bearer(b.authorization.token);
    const sydney = g.data.geoList.find((e: { city: string }) => e.city === 'SYDNEY');
    const param = { firstname: 'Ada', phone: '0491570156', country: 'AU', postcode: '2000', city: 'SYDNEY', state: 'NSW', street1: '1 George St', geo_id: sydney.id };
    const added = await t.gql(SHIP, { id: 0, p: param }, ha);
    expect(added.errors).toBeUndefined();
    expect(added.data.shippingEdit).toMatchObject({ firstname: 'Ada', phone: '+61491570156', geo_id: sydney.id });
    const addressId = added.data.shippingEdit.id;
    expect((await t.gql(SHIP, { id: 0, p: { ...param, street1: '' } }, ha)).errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { field: 'street1' } } });
    expect((await t.gql(SHIP, { id: 0, p: param })).errors?.[0].message).toBe('invalid token');

    expect((await t.gql(CARD, { id: 0, p: { name: 'Ada', number: '4111 1111 1111 1111' } }, ha)).errors?.[0]).toMatchObject({ message: 'not valid', extensions: { params: { field: 'number' } } });
    const card = await t.gql(CARD, { id: 0, p: { name: 'Ada', brand: 'visa', last4: '1111', expiry: '03/30' } }, ha);
    expect(card.data.payCardEdit).toMatchObject({ name: 'Ada', account: '•••• 1111', type: 'visa', last4: '1111', expiry: '03/30' });
    const cardId = card.data.payCardEdit.id;

    // IDOR: b cannot change, delete or see a's address and card: 'not found', as for a missing id.
    expect((await t.gql(SHIP, { id: addressId, p: param }, hb)).errors?.[0].message).toBe('not found');
    expect((await t.gql(`mutation($id:Long!){ shippingDelete(id:$id) }`, { id: addressId }, hb)).errors?.[0].message).toBe('not found');
    expect((await t.gql(CARD, { id: cardId, p: { name: 'B', last4: '2222' } }, hb)).errors?.[0].message).toBe('not found');
    expect((await t.gql(`mutation($id:Long!){ payCardDelete(id:$id) }`, { id: cardId }, hb)).errors?.[0].message).toBe('not found');
    expect((await t.gql(INFO, {}, hb)).data.userInfoQuery).toMatchObject({ shipping: [], paycards: [] });
    const mine = (await t.gql(INFO, {}, ha)).data.userInfoQuery;
    expect(mine.shipping).toEqual([{ id: addressId, city: 'SYDNEY' }]);
    expect(mine.paycards).toEqual([{ id: cardId, name: 'Ada', account: '•••• 1111' }]);
    expect((await t.gql(`mutation($id:Long!){ shippingDelete(id:$id) }`, { id: addressId }, ha)).data.shippingDelete).toBe(true);

    // No card number anywhere: not in any table, not in the log.
    const dump = await db().execute(sql`select string_agg(t::text, '|') as all from (select * from pay_cards) t`);
    expect(JSON.stringify(dump)).not.toContain('4111111111111111');
    expect(sink.lines.join('\n')).not.toMatch(/4111 ?1111 ?1111 ?1111/);
  });

  it('account deletion erases personal data, keeps the row for orders, and the phone can register again', async () => {
    const a = await registerMember('0412345661', 'correct horse 1', 'Del');
    const h = bearer(a.authorization.token);
    await t.gql(SHIP, { id: 0, p: { firstname: 'Del', phone: '0412345661', country: 'AU', postcode: '2000', city: 'SYDNEY', state: 'NSW', street1: '1 George St' } }, h);
    await t.gql(CARD, { id: 0, p: { name: 'Del', last4: '4242' } }, h);
    await t.gql(`mutation($p:UserEditInput!){ userEdit(param:$p){ id } }`, { p: { email: 'del@example.com', birthday: '01/01/1990', lastname: 'Eted' } }, h);
    // An order of the member, with the customer and shipping snapshots orders keep.
    const venue = (await findVenue(db(), 'laneway-espresso'))!;
    const [order] = await db()
      .insert(s.orders)
      .values({
        tradeid: 'T-erasure-1',
        venueId: venue.id,
        venueCode: venue.code,
        seqnum: 1,
        seqDay: '2025-06-11',
        categoryType: 3,
        invoiceCode: 'INV-erasure-1',
        createdAt: 1,
        updatedAt: 1,
        userId: a.info.id,
        customer: { firstname: 'Del', lastname: 'Eted', phone: '+61412345661', email: 'del@example.com' },
        shipping: { firstname: 'Del', phone: '+61412345661', street1: '1 George St', city: 'SYDNEY', state: 'NSW', postcode: '2000', country: 'AU' },
      })
      .returning();
    // A card payment of that order with the receipt e-mail the payments module keeps.
    await db().insert(s.paymentAttempts).values({ sessionId: 'S-erasure-1', orderId: order.id, tradeid: order.tradeid, venueId: venue.id, provider: 'simulator', platform: 1, amount: 500, currency: 'AUD', email: 'del@example.com', createdAt: 1, updatedAt: 1 });
    /** Rows of every table that held personal data whose text form contains `needle`. */
    const rowsHolding = async (needle: string) => {
      const like = `%${needle}%`;
      const r = await db().execute(
        sql`select count(*)::int as n from (select u::text as v from users u union all select a::text from user_addresses a union all select c::text from pay_cards c
            union all select c::text from sms_codes c union all select o::text from sms_outbox o union all select x::text from sessions x
            union all select o::text from orders o union all select p::text from payment_attempts p) t where v like ${like}`,
      );
      return Number((r as unknown as { rows: { n: number }[] }).rows[0].n);
    };
    // Before deletion the query finds each of them (so the check below can fail).
    for (const needle of ['412345661', 'del@example.com', 'Eted', '01/01/1990']) expect(await rowsHolding(needle), needle).toBeGreaterThan(0);
    expect((await t.gql(`mutation{ userLogoff }`, {}, h)).data.userLogoff).toBe(true);
    expect((await t.gql(INFO, {}, h)).errors?.[0].message).toBe('invalid token');
    const [row] = await db().select().from(s.users).where(eq(s.users.id, a.info.id));
    expect(row).toMatchObject({ type: 9, phone: '', email: '', firstname: '', lastname: '', birthday: '', username: '', passwordHash: null });
    // No table keeps the phone, names or e-mail.
    for (const needle of ['412345661', 'del@example.com', 'Eted', '01/01/1990']) expect(await rowsHolding(needle), needle).toBe(0);
    expect(await db().select().from(s.sessions).where(and(eq(s.sessions.userId, a.info.id)))).toHaveLength(0);
    // The order remains, de-identified: same user id and amounts, suburb and postcode only.
    const [kept] = await db().select().from(s.orders).where(eq(s.orders.id, order.id));
    expect(kept).toMatchObject({ userId: a.info.id, customer: {}, shipping: { city: 'SYDNEY', state: 'NSW', postcode: '2000', country: 'AU' } });
    expect(Object.keys(kept.shipping).sort()).toEqual(['city', 'country', 'postcode', 'state']);
    // The payment stays too (the payments module's own erasure handler cleared its receipt e-mail).
    expect(await db().select({ email: s.paymentAttempts.email, amount: s.paymentAttempts.amount }).from(s.paymentAttempts).where(eq(s.paymentAttempts.orderId, order.id))).toEqual([{ email: '', amount: 500 }]);
    later(61_000);
    const again = await registerMember('0412345661');
    expect(again.info.id).not.toBe(a.info.id);
  });
});

describe('Twilio adapter', () => {
  const SID = 'AC' + 'a'.repeat(32);
  const seen: { url: string; auth: string | null; body: URLSearchParams }[] = [];
  const mock = setupServer(
    // Twilio Messages API: POST /2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded, Basic auth, 201.
    http.post('https://api.twilio.com/2010-04-01/Accounts/:sid/Messages.json', async ({ request }) => {
      seen.push({ url: request.url, auth: request.headers.get('authorization'), body: new URLSearchParams(await request.text()) });
      return HttpResponse.json({ sid: 'SM' + 'b'.repeat(32), status: 'queued' }, { status: 201 });
    }),
  );
  let t: TestApp;
  const sink = new Sink();
  beforeAll(async () => {
    mock.listen({ onUnhandledRequest: 'bypass' });
    t = await startTestApp('pglite', { clock, logger: pino({ level: 'info' }, sink), env: { TWILIO_ACCOUNT_SID: SID, TWILIO_AUTH_TOKEN: 'secret-token', TWILIO_FROM: '+61400000000' } });
  });
  afterEach(() => mock.resetHandlers());
  afterAll(async () => {
    await t?.close();
    mock.close();
  });

  it('sends the code through the Messages API, marks the outbox sent, and logs no code', async () => {
    expect((await t.gql(REQ, { a: '0491570157', c: 'AU' })).data.userRegisterRequest).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0].url).toBe(`https://api.twilio.com/2010-04-01/Accounts/${SID}/Messages.json`);
    expect(seen[0].auth).toBe(`Basic ${Buffer.from(`${SID}:secret-token`).toString('base64')}`);
    expect(seen[0].body.get('To')).toBe('+61491570157');
    expect(seen[0].body.get('From')).toBe('+61400000000');
    const code = /\b(\d{6})\b/.exec(seen[0].body.get('Body')!)![1];
    const [row] = await t.app.services.db.select().from(s.smsOutbox).where(eq(s.smsOutbox.toPhone, '+61491570157'));
    expect(row).toMatchObject({ status: 'sent', providerId: 'SM' + 'b'.repeat(32) });
    expect(sink.lines.join('\n')).not.toContain(code);
  });

  it('a Twilio failure answers network busy', async () => {
    mock.use(http.post('https://api.twilio.com/2010-04-01/Accounts/:sid/Messages.json', () => HttpResponse.json({ code: 21211, message: "The 'To' number is not valid." }, { status: 400 })));
    later(61_000);
    expect((await t.gql(REQ, { a: '0491570158', c: 'AU' })).errors?.[0].message).toBe('network busy');
  });
});

describe('captcha on code requests', () => {
  const seen: { url: string; body: URLSearchParams }[] = [];
  const verdict = { success: true, score: 0.9, action: 'submit' };
  const mock = setupServer(
    http.post('https://www.google.com/recaptcha/api/siteverify', async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      seen.push({ url: request.url, body });
      return HttpResponse.json(body.get('response') === 'good-token' ? verdict : { success: false, 'error-codes': ['invalid-input-response'] });
    }),
    http.post('https://challenges.cloudflare.com/turnstile/v0/siteverify', async ({ request }) => {
      const body = new URLSearchParams(await request.text());
      seen.push({ url: request.url, body });
      return HttpResponse.json({ success: body.get('response') === 'good-token', action: 'submit' });
    }),
  );
  beforeAll(() => mock.listen({ onUnhandledRequest: 'bypass' }));
  afterAll(() => mock.close());

  it.each(['recaptcha', 'turnstile'])('%s: no token or a failed one answers network busy; a good token sends the code', async (provider) => {
    const t = await startTestApp('pglite', { clock, env: { CAPTCHA_PROVIDER: provider, CAPTCHA_SECRET: 'captcha-secret-key' } });
    try {
      seen.length = 0;
      later(61_000);
      expect((await t.gql(REQ, { a: '0491570160', c: 'AU' })).errors?.[0].message).toBe('network busy');
      expect((await t.gql(REQ, { a: '0491570160', c: 'AU' }, { 'xc-ct': 'bad-token' })).errors?.[0].message).toBe('network busy');
      expect((await t.gql(RESET_REQ, { a: '0491570160', c: 'AU' })).errors?.[0].message).toBe('network busy');
      expect((await t.gql(REQ, { a: '0491570160', c: 'AU' }, { 'xc-ct': 'good-token' })).data?.userRegisterRequest).toBe(true);
      expect(seen.at(-1)!.body.get('secret')).toBe('captcha-secret-key');
      expect(seen.at(-1)!.body.get('remoteip')).toBe('127.0.0.1');
      expect(await t.app.services.db.select().from(s.smsOutbox)).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('reCAPTCHA v3: a low score or another action fails', async () => {
    const t = await startTestApp('pglite', { clock, env: { CAPTCHA_PROVIDER: 'recaptcha', CAPTCHA_SECRET: 'captcha-secret-key' } });
    try {
      later(61_000);
      Object.assign(verdict, { score: 0.2 });
      expect((await t.gql(REQ, { a: '0491570161', c: 'AU' }, { 'xc-ct': 'good-token' })).errors?.[0].message).toBe('network busy');
      Object.assign(verdict, { score: 0.9, action: 'login' });
      expect((await t.gql(REQ, { a: '0491570161', c: 'AU' }, { 'xc-ct': 'good-token' })).errors?.[0].message).toBe('network busy');
      Object.assign(verdict, { action: 'submit' });
      expect((await t.gql(REQ, { a: '0491570161', c: 'AU' }, { 'x-captcha-token': 'good-token' })).data?.userRegisterRequest).toBe(true);
    } finally {
      await t.close();
    }
  });
});

describe('social login', () => {
  const SOCIAL = `mutation($id:String,$pl:Byte,$tk:String){ userLoginSocial(id:$id, platform:$pl, token:$tk){ authorization{ token } info{ phone firstname } } }`;
  const SOCIAL_SUBMIT = `mutation($a:String,$code:String,$pl:Byte,$id:String,$tk:String,$f:String){
    userRegisterSubmit(account:$a, country:"AU", code:$code, platform:$pl, id:$id, token:$tk, firstname:$f){ info{ id phone firstname } } }`;
  let keys: Awaited<ReturnType<typeof generateKeyPair>>;
  let jwks: { keys: JWK[] };
  const mock = setupServer(
    http.get('https://www.googleapis.com/oauth2/v3/certs', () => HttpResponse.json(jwks)),
    http.get('https://graph.facebook.com/v19.0/debug_token', ({ request }) => {
      const u = new URL(request.url);
      const ok = u.searchParams.get('input_token') === 'fb-user-token' && u.searchParams.get('access_token') === 'fb-app|fb-secret';
      return HttpResponse.json({ data: ok ? { is_valid: true, app_id: 'fb-app', user_id: '10001' } : { is_valid: false } });
    }),
    http.get('https://graph.facebook.com/v19.0/me', () => HttpResponse.json({ id: '10001', name: 'Fay Book', email: 'fay@example.com' })),
  );
  let t: TestApp;
  const googleToken = (claims: Record<string, unknown>) =>
    new SignJWT({ email: 'gus@example.com', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer('https://accounts.google.com')
      .setAudience((claims.aud as string) ?? 'google-client')
      .setSubject((claims.sub as string) ?? 'g-42')
      .setIssuedAt(Math.floor(Date.now() / 1000))
      .setExpirationTime('10m')
      .sign(keys.privateKey);
  beforeAll(async () => {
    keys = await generateKeyPair('RS256');
    jwks = { keys: [{ ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
    mock.listen({ onUnhandledRequest: 'bypass' });
    t = await startTestApp('pglite', { clock, env: { GOOGLE_CLIENT_ID: 'google-client', FACEBOOK_APP_ID: 'fb-app', FACEBOOK_APP_SECRET: 'fb-secret' } });
  });
  afterAll(async () => {
    await t?.close();
    mock.close();
  });
  const code = async (phone: string) => {
    const [row] = await t.app.services.db.select().from(s.smsOutbox).where(eq(s.smsOutbox.toPhone, phone)).orderBy(desc(s.smsOutbox.id)).limit(1);
    return /\b(\d{6})\b/.exec(row.body)![1];
  };

  it('Google: an unknown identity answers incorrect, registration binds it, then it logs in; forged tokens fail', async () => {
    later(61_000);
    const token = await googleToken({});
    expect((await t.gql(SOCIAL, { id: 'g-42', pl: 4, tk: token })).errors?.[0].message).toBe('The account or password incorrect');
    expect((await t.gql(REQ, { a: '0491570170', c: 'AU' })).data.userRegisterRequest).toBe(true);
    const reg = await t.gql(SOCIAL_SUBMIT, { a: '0491570170', code: await code('+61491570170'), pl: 4, id: 'g-42', tk: token, f: 'Gus' });
    expect(reg.errors).toBeUndefined();
    expect((await t.gql(SOCIAL, { id: 'g-42', pl: 4, tk: token })).data.userLoginSocial.info).toEqual({ phone: '+61491570170', firstname: 'Gus' });
    expect((await t.gql(SOCIAL, { id: 'g-42', pl: 4, tk: await googleToken({ aud: 'someone-else' }) })).errors?.[0].message).toBe('The account or password incorrect');
    expect((await t.gql(SOCIAL, { id: 'g-43', pl: 4, tk: token })).errors?.[0].message).toBe('The account or password incorrect');
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({}).setProtectedHeader({ alg: 'RS256', kid: 'k1' }).setIssuer('https://accounts.google.com').setAudience('google-client').setSubject('g-42').setExpirationTime('10m').sign(other.privateKey);
    expect((await t.gql(SOCIAL, { id: 'g-42', pl: 4, tk: forged })).errors?.[0].message).toBe('The account or password incorrect');
  });

  it('first-time password (§2.7): a social member without a password has password_set false and sets one with new_password only', async () => {
    later(61_000);
    const token = await googleToken({ sub: 'g-77' });
    await t.gql(REQ, { a: '0491570172', c: 'AU' });
    expect((await t.gql(SOCIAL_SUBMIT, { a: '0491570172', code: await code('+61491570172'), pl: 4, id: 'g-77', tk: token, f: 'Pat' })).errors).toBeUndefined();
    const login = await t.gql(`mutation($tk:String){ userLoginSocial(id:"g-77", platform:4, token:$tk){ authorization{ token } type info{ password_set } } }`, { tk: token });
    expect(login.data.userLoginSocial).toMatchObject({ type: 1, info: { password_set: false } });
    const auth = { authorization: `Bearer ${login.data.userLoginSocial.authorization.token}` };
    expect((await t.gql(`mutation{ userPasswordModify(new_password:"short") }`, {}, auth)).errors?.[0].message).toBe('not valid');
    expect((await t.gql(`mutation{ userPasswordModify(new_password:"first-time-pass-1") }`, {}, auth)).data.userPasswordModify).toBe(true);
    expect((await t.gql(`{ userInfoQuery { password_set } }`, {}, auth)).data.userInfoQuery.password_set).toBe(true);
    // Once set, a change needs the old password.
    expect((await t.gql(`mutation{ userPasswordModify(new_password:"another-pass-22") }`, {}, auth)).errors?.[0].message).toBe('The account or password incorrect');
    const byMobile = await t.gql(`mutation{ userLogin(account:"0491570172", country:"AU", password:"first-time-pass-1"){ info{ password_set firstname } } }`);
    expect(byMobile.data.userLogin.info).toEqual({ password_set: true, firstname: 'Pat' });
  });

  it('Facebook: a registered mobile is bound (bindOnly) with the code; a bad token binds nothing', async () => {
    later(61_000);
    await t.gql(REQ, { a: '0491570171', c: 'AU' });
    await t.gql(SUBMIT, { a: '0491570171', c: 'AU', p: 'correct horse 1', code: await code('+61491570171'), f: 'Fay', pl: 1 });
    later(61_000);
    // 'exist already' for a registered mobile, but the code is sent for the social binding.
    expect((await t.gql(REQ, { a: '0491570171', c: 'AU' })).errors?.[0].message).toBe('exist already');
    const c = await code('+61491570171');
    expect((await t.gql(SOCIAL_SUBMIT, { a: '0491570171', code: c, pl: 3, id: '10001', tk: 'stolen' })).errors?.[0].message).toBe('The account or password incorrect');
    const bound = await t.gql(SOCIAL_SUBMIT, { a: '0491570171', code: c, pl: 3, id: '10001', tk: 'fb-user-token' });
    expect(bound.data.userRegisterSubmit.info).toMatchObject({ phone: '+61491570171', firstname: 'Fay' });
    expect((await t.gql(SOCIAL, { id: '10001', pl: 3, tk: 'fb-user-token' })).data.userLoginSocial.info.phone).toBe('+61491570171');
  });
});
