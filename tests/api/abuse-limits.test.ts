/**
 * Abuse limits (issue 16 item 9), with TRUST_PROXY=1 so each test picks its client address with
 * X-Forwarded-For:
 * - table passcodes: wrong guesses are limited per phone and per client address, never per table, so a
 *   stranger guessing at every table of a venue locks out only itself — the tables' joined diners,
 *   diners from other addresses and staff go on;
 * - WebSocket: at most WS_MAX_SUBSCRIPTIONS_PER_SOCKET operations per socket, and at most
 *   WS_MAX_SOCKETS_PER_ADDRESS sockets per client address (set to 4 here).
 */
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ERROR_CATALOGUE } from '../../src/domain/errors';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { PASSCODE_LIMITS } from '../../src/server/modules/tables/table-passcode';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';

const T1 = 'mvnw98rxyj'; // laneway-espresso table 1, code mode
const T6 = 's5he87gvpk'; // table 6, passcode 4821
const COURTYARD = 'j7fpuywwkk'; // passcode 1937
const Q_INFO = `query($rc: String, $d: String) { orderResInfo(rc: $rc, device_uid: $d) { info { status joined } auth { authorization { token } } } }`;
const M_EDIT = `mutation($rc: String, $k: String, $count: Int) { orderResEdit(rc: $rc, k: $k, count: $count) { status joined count } }`;
const S_CHANGED = `subscription($rc: String) { orderResEditingChanged(rc: $rc) { orderversion } }`;
const TOO_MANY = ERROR_CATALOGUE.PASSCODE_TRIES.serverMessage;

describe.each(testDatabaseKinds())('abuse limits on %s', (kind) => {
  let t: TestApp;
  const clients: Client[] = [];
  const raw: WebSocket[] = [];

  beforeAll(async () => {
    t = await startTestApp(kind, { env: { TRUST_PROXY: '1', WS_MAX_SOCKETS_PER_ADDRESS: '4' }, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
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

  describe('table passcodes', () => {
    it("lock out the guessing phone and address, not the tables: the tables' diners, other addresses and staff go on", async () => {
      const stranger = '203.0.113.66';
      // A diner of table 6 joins before the attack, from the stranger's own address (the same Wi-Fi).
      const seated = await phone(stranger, T6, 'seated-diner');
      expect(await guess(stranger, seated.token, T6, '4821')).toBe('joined');

      // The stranger guesses at every passcode table with ever fresh phones: 5 per phone, 20 per address.
      const answers: string[] = [];
      for (let p = 0; p < 8; p++) {
        const ph = await phone(stranger, p % 2 ? COURTYARD : T6, `stranger-${p}`);
        for (let i = 0; i < 6; i++) answers.push(await guess(stranger, ph.token, p % 2 ? COURTYARD : T6, String(5000 + p * 10 + i)));
      }
      const evaluated = answers.filter((m) => m === 'The account or password incorrect').length;
      expect(evaluated).toBe(PASSCODE_LIMITS.perAddress);
      expect(answers.filter((m) => m !== 'The account or password incorrect').every((m) => m === TOO_MANY)).toBe(true);
      // Refused without being evaluated: even the right passcode, from a fresh phone of that address.
      const late = await phone(stranger, COURTYARD, 'stranger-late');
      expect(late.status).toBe(4);
      expect(await guess(stranger, late.token, COURTYARD, '1937')).toBe(TOO_MANY);

      // The table's joined diner goes on.
      expect(await guess(stranger, seated.token, T6, '')).toBe('joined');
      // Diners from other addresses read the tables as usual and join with the passcode.
      for (const [rc, k] of [[T6, '4821'], [COURTYARD, '1937']]) {
        const diner = await phone('198.51.100.7', rc, `diner-${rc}`);
        expect(diner.status).not.toBe(4);
        expect(await guess('198.51.100.7', diner.token, rc, k)).toBe('joined');
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
