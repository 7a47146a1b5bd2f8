/**
 * Abuse limits (issue 16 item 9, issue 26 items 2–4), with TRUST_PROXY=1 so each test picks its client
 * address with X-Forwarded-For, and a clock the tests move on:
 * - table passcodes: wrong guesses are limited per table and phone, and per client address (slowing by
 *   a doubling delay past 30 an hour), never per table alone, so a stranger guessing on a venue's Wi-Fi
 *   neither locks the tables nor the diners beside it with the right passcode; the tables' joined
 *   diners, diners from other addresses and staff go on;
 * - SMS codes: a stranger's 20 requests from one address leave codes for the others there; reset
 *   'not found' and register 'exist already' count against the address and answer 'network busy' past it;
 * - member sign-in: per account across addresses and per address across accounts (ASVS 2.2.1), the
 *   right password beside a stranger's 20 wrong ones goes through; a refused owner is told the wait
 *   ('Too many attempts, try again in 12 minutes', en, en-AU, zh-CN);
 * - WebSocket: at most WS_MAX_SUBSCRIPTIONS_PER_SOCKET operations per socket, and at most
 *   WS_MAX_SOCKETS_PER_ADDRESS sockets per client address (set to 4 here).
 */
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { desc, eq } from 'drizzle-orm';
import { ERROR_CATALOGUE } from '../../src/domain/errors';
import { LiteI18n } from '../../src/islands/i18n-lite';
import { mapAccountError, waitText } from '../../src/islands/account/account-view';
import en from '../../src/content/locales/en.json';
import enAu from '../../src/content/locales/en-au.json';
import zhCN from '../../src/content/locales/zh-CN.json';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { PASSCODE_LIMITS } from '../../src/server/modules/tables/table-passcode';
import { MEMBER_LOGIN_LIMITS } from '../../src/server/platform/request-limits';
import * as schema from '../helpers/schema';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';

const T1 = 'mvnw98rxyj'; // laneway-espresso table 1, code mode
const T6 = 's5he87gvpk'; // table 6, passcode 4821
const COURTYARD = 'j7fpuywwkk'; // passcode 1937
const Q_INFO = `query($rc: String, $d: String) { orderResInfo(rc: $rc, device_uid: $d) { info { status joined } auth { authorization { token } } } }`;
const M_EDIT = `mutation($rc: String, $k: String, $count: Int) { orderResEdit(rc: $rc, k: $k, count: $count) { status joined count } }`;
const S_CHANGED = `subscription($rc: String) { orderResEditingChanged(rc: $rc) { orderversion } }`;
const TOO_MANY = ERROR_CATALOGUE.PASSCODE_TRIES.serverMessage;

const REQ = `mutation($a:String,$c:String){ userRegisterRequest(account:$a, country:$c) }`;
const RESET_REQ = `mutation($a:String,$c:String){ userPasswordResetRequest(account:$a, country:$c) }`;
const SUBMIT = `mutation($a:String,$c:String,$p:String,$code:String){ userRegisterSubmit(account:$a, username:$a, country:$c, password:$p, code:$code, platform:1, firstname:"Ada"){ type } }`;
const LOGIN = `mutation($a:String,$c:String,$p:String){ userLogin(account:$a, country:$c, password:$p){ info{ phone } } }`;
const INCORRECT = 'The account or password incorrect';

describe.each(testDatabaseKinds())('abuse limits on %s', (kind) => {
  let t: TestApp;
  /** The test clock: stands still unless a test moves it on (so the waits read exactly). */
  let nowMs = Date.now();
  const later = (ms: number) => void (nowMs += ms);
  const clients: Client[] = [];
  const raw: WebSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { clock: { nowMs: () => nowMs }, env: { TRUST_PROXY: '1', WS_MAX_SOCKETS_PER_ADDRESS: '4' }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
  });
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.dispose()));
    for (const w of raw) w.terminate();
    await t?.close();
  });

  const from = (ip: string, token?: string) => ({ 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) });
  async function phone(ip: string, rc: string, device: string) {
    const r = await t.gql(Q_INFO, { rc, d: device }, from(ip));
    expect(r.errors).toBeUndefined();
    return { token: r.data.orderResInfo.auth.authorization.token as string, status: r.data.orderResInfo.info.status as number };
  }
  const guess = async (ip: string, token: string, rc: string, k: string) =>
    (await t.gql(M_EDIT, { rc, k, count: 2 }, from(ip, token))).errors?.[0].message ?? 'joined';
  const strangersWrong = (answers: string[]) => answers.filter((m) => m === INCORRECT).length;
  /** A refusal's wait (seconds): extensions.params.retryAfterSeconds (or extensions.retryAfterSeconds). */
  const waitOf = (e: { extensions?: Record<string, unknown> } | undefined) =>
    Number((e?.extensions?.params as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds ?? e?.extensions?.retryAfterSeconds);

  describe('table passcodes', () => {
    it("a diner with the right passcode joins beside a stranger's 20 wrong guesses; the address slows past 30, the tables stay open", async () => {
      const wifi = '203.0.113.66';
      // A diner of table 6 joins before the attack, from the stranger's own address (the same Wi-Fi).
      const seated = await phone(wifi, T6, 'seated-diner');
      expect(await guess(wifi, seated.token, T6, '4821')).toBe('joined');

      // The stranger guesses at table 6 with 4 phones, 6 guesses each: 5 per table and phone are evaluated.
      const answers: string[] = [];
      const strangers = [];
      for (let p = 0; p < 4; p++) {
        const ph = await phone(wifi, T6, `stranger-${p}`);
        strangers.push(ph);
        for (let i = 0; i < 6; i++) answers.push(await guess(wifi, ph.token, T6, String(5000 + p * 10 + i)));
      }
      expect(answers.filter((m) => m === INCORRECT)).toHaveLength(20);
      expect(answers.filter((m) => m !== INCORRECT)).toEqual(Array(4).fill(TOO_MANY));
      // A phone that used up its guesses at table 6 reads it as needing staff; at another table it may guess.
      expect((await phone(wifi, T6, 'stranger-0')).status).toBe(4);
      expect((await phone(wifi, COURTYARD, 'stranger-0')).status).not.toBe(4);

      // After the stranger's 20 wrong guesses, a diner on the same Wi-Fi with the right passcode joins.
      const diner = await phone(wifi, T6, 'diner-same-wifi');
      expect(diner.status).not.toBe(4);
      expect(await guess(wifi, diner.token, T6, '4821')).toBe('joined');

      // Past 30 wrong guesses an hour the address slows: 2 s after the latest, then 4 s …, for everybody there.
      for (let p = 4; strangersWrong(answers) < PASSCODE_LIMITS.perAddress; p++) {
        const ph = await phone(wifi, COURTYARD, `stranger-${p}`);
        for (let i = 0; i < 5 && strangersWrong(answers) < PASSCODE_LIMITS.perAddress; i++) answers.push(await guess(wifi, ph.token, COURTYARD, String(6000 + p * 10 + i)));
      }
      const slowed = await phone(wifi, COURTYARD, 'diner-slowed');
      expect(slowed.status).toBe(4);
      const refused = (await t.gql(M_EDIT, { rc: COURTYARD, k: '1937', count: 2 }, from(wifi, slowed.token))).errors?.[0];
      expect(refused?.message).toBe(TOO_MANY);
      expect(waitOf(refused)).toBe(2);
      later(2_000);
      const another = await phone(wifi, COURTYARD, `stranger-late`);
      expect(await guess(wifi, another.token, COURTYARD, '0000')).toBe(INCORRECT);
      expect(waitOf((await t.gql(M_EDIT, { rc: COURTYARD, k: '1937', count: 2 }, from(wifi, slowed.token))).errors?.[0])).toBe(4);
      later(4_000);
      expect(await guess(wifi, slowed.token, COURTYARD, '1937')).toBe('joined');

      // The table's joined diner goes on.
      expect(await guess(wifi, seated.token, T6, '')).toBe('joined');
      // Diners from other addresses read the tables as usual and join with the passcode.
      for (const [rc, k] of [[T6, '4821'], [COURTYARD, '1937']]) {
        const other = await phone('198.51.100.7', rc, `diner-${rc}`);
        expect(other.status).not.toBe(4);
        expect(await guess('198.51.100.7', other.token, rc, k)).toBe('joined');
      }
      // Staff go on with the table.
      const auth = { authorization: `Basic ${Buffer.from('laneway-espresso:demo').toString('base64')}`, 'x-forwarded-for': '192.0.2.1' };
      const tables = await fetch(`${t.url}/staff/api/tables`, { headers: auth });
      expect(tables.status).toBe(200);
      const view = (await tables.json()).tables.find((x: { code: string }) => x.code === COURTYARD);
      expect(view.lockout.failedLastHour).toBeGreaterThan(0);
      expect((await fetch(`${t.url}/staff/api/tables/${COURTYARD}/lock`, { method: 'POST', headers: auth })).status).toBe(200);
      expect((await fetch(`${t.url}/staff/api/tables/${COURTYARD}/unlock`, { method: 'POST', headers: auth })).status).toBe(200);
    });
  });

  describe('SMS codes', () => {
    const outboxCode = async (phoneE164: string) => {
      const [row] = await t.app.services.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.toPhone, phoneE164)).orderBy(desc(schema.smsOutbox.id)).limit(1);
      return /\b(\d{6})\b/.exec(row.body)![1];
    };

    it("a diner's code request goes through beside a stranger's 20; past the address's 30, reset and register answer 'network busy', not 'not found' or 'exist already'", async () => {
      // A member registered from elsewhere.
      expect((await t.gql(REQ, { a: '0491570170', c: 'AU' }, from('198.51.100.30'))).data?.userRegisterRequest).toBe(true);
      const code = await outboxCode('+61491570170');
      expect((await t.gql(SUBMIT, { a: '0491570170', c: 'AU', p: 'correct horse 1', code }, from('198.51.100.30'))).errors).toBeUndefined();
      later(61_000);

      const wifi = '203.0.113.70';
      // A stranger: 20 code requests for 20 mobiles from the venue's Wi-Fi.
      for (let i = 0; i < 20; i++) expect((await t.gql(REQ, { a: `04123460${String(i).padStart(2, '0')}`, c: 'AU' }, from(wifi))).data?.userRegisterRequest).toBe(true);
      // The diner beside the stranger gets a code.
      expect((await t.gql(REQ, { a: '0491570171', c: 'AU' }, from(wifi))).data?.userRegisterRequest).toBe(true);
      // Reset lookups of unregistered mobiles ('not found') count against the address: 9 more reach 30.
      for (let i = 0; i < 9; i++) expect((await t.gql(RESET_REQ, { a: `04123461${String(i).padStart(2, '0')}`, c: 'AU' }, from(wifi))).errors?.[0].message).toBe('not found');
      // Past 30 the address waits (10 s, doubling): no 'not found', no 'exist already', whatever the mobile.
      const lookups = [
        await t.gql(RESET_REQ, { a: '0412346199', c: 'AU' }, from(wifi)),
        await t.gql(RESET_REQ, { a: '0491570170', c: 'AU' }, from(wifi)),
        await t.gql(REQ, { a: '0491570170', c: 'AU' }, from(wifi)),
        await t.gql(REQ, { a: '0412346198', c: 'AU' }, from(wifi)),
      ];
      for (const r of lookups) {
        expect(r.errors?.[0].message).toBe('network busy');
        expect(waitOf(r.errors?.[0])).toBe(10);
      }
      // Slowing, not locking: 10 s later one request is answered, the next waits 20 s.
      later(10_000);
      expect((await t.gql(REQ, { a: '0491570170', c: 'AU' }, from(wifi))).errors?.[0].message).toBe('exist already');
      expect(waitOf((await t.gql(RESET_REQ, { a: '0412346197', c: 'AU' }, from(wifi))).errors?.[0])).toBe(20);
      // Another address is not slowed.
      expect((await t.gql(RESET_REQ, { a: '0412346197', c: 'AU' }, from('198.51.100.31'))).errors?.[0].message).toBe('not found');
    });
  });

  describe('member sign-in', () => {
    async function registerMember(national: string, ip: string) {
      expect((await t.gql(REQ, { a: national, c: 'AU' }, from(ip))).data?.userRegisterRequest).toBe(true);
      const [row] = await t.app.services.db.select().from(schema.smsOutbox).where(eq(schema.smsOutbox.toPhone, `+61${national.slice(1)}`)).orderBy(desc(schema.smsOutbox.id)).limit(1);
      const code = /\b(\d{6})\b/.exec(row.body)![1];
      expect((await t.gql(SUBMIT, { a: national, c: 'AU', p: 'correct horse 1', code }, from(ip))).errors).toBeUndefined();
    }
    const login = async (ip: string, a: string, p: string) => (await t.gql(LOGIN, { a, c: 'AU', p }, from(ip))).errors?.[0];

    it("the right password goes through beside a stranger's 20 wrong ones; one address is slowed across accounts past 30", async () => {
      await registerMember('0491570180', '198.51.100.40');
      const wifi = '203.0.113.80';
      // A stranger: 20 wrong passwords across 8 mobiles (one of them the member's) from the Wi-Fi.
      for (let i = 0; i < 20; i++) expect((await login(wifi, i % 8 ? `04123470${i % 8}0` : '0491570180', `guess ${i}`))?.message).toBe(INCORRECT);
      // The member beside the stranger signs in.
      expect(await login(wifi, '0491570180', 'correct horse 1')).toBeUndefined();
      // 10 more failures across accounts reach the address's 30: then 2 s, 4 s … for every account from it.
      for (let i = 0; i < MEMBER_LOGIN_LIMITS.perAddress - 20; i++) expect((await login(wifi, `04123471${String(i).padStart(2, '0')}`, 'guess'))?.message).toBe(INCORRECT);
      const slowed = await login(wifi, '0412347200', 'guess');
      expect(slowed).toMatchObject({ message: 'Too many attempts, please try again later', extensions: { code: 'TOO_MANY_ATTEMPTS' } });
      expect(waitOf(slowed)).toBe(2);
      // Not evaluated meanwhile, even the right password; from another address the member signs in.
      expect((await login(wifi, '0491570180', 'correct horse 1'))?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
      expect(await login('198.51.100.41', '0491570180', 'correct horse 1')).toBeUndefined();
      later(2_000);
      expect((await login(wifi, '0412347200', 'guess'))?.message).toBe(INCORRECT);
      expect(waitOf(await login(wifi, '0491570180', 'correct horse 1'))).toBe(4);
      later(4_000);
      expect(await login(wifi, '0491570180', 'correct horse 1')).toBeUndefined();
    });

    it('one account is limited across addresses, and its owner is told the wait in minutes (en, en-AU, zh-CN)', async () => {
      await registerMember('0491570181', '198.51.100.50');
      // 10 wrong passwords for the account from 10 addresses: then 30 s, 1 min, 2 min … after the latest, from any address.
      for (let i = 0; i < MEMBER_LOGIN_LIMITS.perAccount; i++) expect((await login(`192.0.2.${100 + i}`, '0491570181', `guess ${i}`))?.message).toBe(INCORRECT);
      const refused = await login('192.0.2.200', '0491570181', 'correct horse 1');
      expect(refused?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
      expect(waitOf(refused)).toBe(30);
      // Another account from those addresses is not affected.
      expect((await login('192.0.2.100', '0412347300', 'guess'))?.message).toBe(INCORRECT);
      // The guessing goes on as the waits allow: 30 s, 1, 2, 4, 8 minutes, then at most 15 minutes.
      for (const waitS of [30, 60, 120, 240, 480]) {
        later(waitS * 1000);
        expect((await login(`192.0.2.${Math.floor(waitS / 10)}`, '0491570181', 'guess again'))?.message).toBe(INCORRECT);
      }
      expect(waitOf(await login('192.0.2.201', '0491570181', 'correct horse 1'))).toBe(900);
      // Three minutes later the owner tries: 12 minutes to wait, said in words.
      later(180_000);
      const owner = await login('198.51.100.50', '0491570181', 'correct horse 1');
      expect(waitOf(owner)).toBe(720);
      const failure = { message: owner!.message, extensions: owner!.extensions };
      const say = (catalogue: object, lng: string) => {
        const i18n = new LiteI18n().init({ lng, resources: { [lng]: { translation: catalogue as Record<string, unknown> } } });
        const mapped = mapAccountError('userLogin', failure);
        return 'waitSeconds' in mapped ? i18n.t(mapped.key, { wait: waitText(i18n.t, mapped.waitSeconds) }) : 'raw' in mapped ? mapped.raw : i18n.t(mapped.key);
      };
      expect(say(en, 'en')).toBe('Too many attempts, try again in 12 minutes');
      expect(say(enAu, 'en-au')).toBe('Too many attempts, try again in 12 minutes');
      expect(say(zhCN, 'zh-CN')).toBe('尝试次数过多，请在12 分钟后重试');
      // Once the wait is over the right password signs in.
      later(720_000);
      expect(await login('198.51.100.50', '0491570181', 'correct horse 1')).toBeUndefined();
    });
  });

  describe('WebSocket', () => {
    /** A graphql-ws client whose upgrade says it comes from `ip`. */
    function socket(ip: string, token: string): Client {
      class FromSocket extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { 'x-forwarded-for': ip } });
        }
      }
      const c = createClient({ url: `${t.url.replace('http', 'ws')}/websocket/user/gapi`, webSocketImpl: FromSocket, retryAttempts: 0, lazy: false, connectionParams: { authorization: `Bearer ${token}` } });
      clients.push(c);
      return c;
    }
    /** Opens a raw socket from `ip`: 'open', or the refusal's HTTP status. */
    function rawSocket(ip: string): Promise<{ ws: WebSocket; result: string }> {
      return new Promise((resolve) => {
        const ws = new WebSocket(`${t.url.replace('http', 'ws')}/websocket/user/gapi`, 'graphql-transport-ws', { headers: { 'x-forwarded-for': ip } });
        raw.push(ws);
        ws.on('open', () => resolve({ ws, result: 'open' }));
        ws.on('unexpected-response', (_req, res) => resolve({ ws, result: String(res.statusCode) }));
        ws.on('error', () => resolve({ ws, result: 'error' }));
      });
    }

    it('refuses subscriptions past 20 on one socket, the others going on', async () => {
      const diner = await phone('198.51.100.20', T1, 'many-subs');
      const client = socket('198.51.100.20', diner.token);
      const outcomes: ('open' | string)[] = Array(21).fill('open');
      const stops: (() => void)[] = [];
      for (let i = 0; i < 21; i++) {
        stops.push(
          client.subscribe(
            { query: S_CHANGED, variables: { rc: T1 } },
            { next: (v) => void (v.errors && (outcomes[i] = v.errors[0].message)), error: (e) => void (outcomes[i] = Array.isArray(e) ? e[0].message : JSON.stringify(e)), complete: () => void (outcomes[i] === 'open' && (outcomes[i] = 'complete')) },
          ),
        );
        await new Promise((r) => setTimeout(r, 10));
      }
      await new Promise((r) => setTimeout(r, 500));
      expect(outcomes.slice(0, 20)).toEqual(Array(20).fill('open'));
      expect(outcomes[20]).toMatch(/Too many subscriptions on one connection \(at most 20\)/);
      // One ended: room for another.
      stops[0]();
      await new Promise((r) => setTimeout(r, 200));
      let again = 'open';
      client.subscribe({ query: S_CHANGED, variables: { rc: T1 } }, { next: () => undefined, error: (e) => void (again = String(e)), complete: () => void (again = 'complete') });
      await new Promise((r) => setTimeout(r, 500));
      expect(again).toBe('open');
    });

    it('refuses a fifth socket from one address with 429, not sockets from another, and frees a place on close', async () => {
      const a = '203.0.113.9';
      const opened: { ws: WebSocket; result: string }[] = [];
      for (let i = 0; i < 4; i++) opened.push(await rawSocket(a));
      expect(opened.map((o) => o.result)).toEqual(['open', 'open', 'open', 'open']);
      expect((await rawSocket(a)).result).toBe('429');
      expect((await rawSocket('203.0.113.10')).result).toBe('open');
      opened[0].ws.close();
      await new Promise((r) => opened[0].ws.once('close', r));
      let next = await rawSocket(a);
      for (let i = 0; i < 20 && next.result !== 'open'; i++) {
        await new Promise((r) => setTimeout(r, 50));
        next = await rawSocket(a);
      }
      expect(next.result).toBe('open');
    });
  });
});
