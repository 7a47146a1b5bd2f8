/**
 * Cross-site requests, hardening headers and introspection (issue 16 items 3, 5 and 7), over the real
 * app in process (src/server/platform/origins.ts, graphql/yoga.ts, app.ts):
 * - POST /xcloud/user/gapi takes JSON (and the GraphQL content types) only: a form, multipart or
 *   text/plain body is refused with 415 before anything runs;
 * - CORS answers only allowed origins (the site itself, PUBLIC_URL, ALLOWED_ORIGINS), never reflects a
 *   foreign one; a POST from a foreign origin is refused (403); so is a WebSocket upgrade and a staff
 *   console POST; requests without Origin (non-browser clients) pass;
 * - every answer says nosniff and strict-origin-when-cross-origin; HSTS and the Secure staff cookie only
 *   behind a trusted proxy saying https; the staff pages' CSP (frame-ancestors 'none') is checked by tests/e2e/staff-app.test.ts, as they are Astro pages;
 * - introspection answers an error by default, and works with GRAPHQL_INTROSPECTION=true.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createPlatterYoga } from '../../src/server/platform/graphql/yoga';
import { buildSchema, viewerResolver } from '../../src/server/compose';
import * as s from '../helpers/schema';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { startTestApp, type TestApp } from '../helpers/app';

const GAPI = '/xcloud/user/gapi';
const PUBLIC = 'https://order.example.com';
const PARTNER = 'https://partner.example.com';
const EVIL = 'https://evil.example';
const REGISTER = (account: string) => `mutation { userRegisterSubmit(account: "${account}", firstname: "X", platform: 2, country: "AU") { type } }`;

describe('cross-site requests, headers and introspection', () => {
  let t: TestApp;
  let self = '';
  const users = async () => (await t.app.services.db.select({ n: sql<number>`count(*)::int` }).from(s.users))[0].n;
  const post = (body: string, headers: Record<string, string>) => fetch(`${t.url}${GAPI}`, { method: 'POST', headers, body });

  beforeAll(async () => {
    t = await startTestApp('pglite', {
      seed: async (app) => void (await seedDemoIfEmpty(app.services.db)),
      env: { PUBLIC_URL: `${PUBLIC}/`, ALLOWED_ORIGINS: `${PARTNER}, https://kiosk.example.com:8443`, TRUST_PROXY: '1' },
    });
    self = t.url; // http://127.0.0.1:port: the request's own Host
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('GraphQL content types', () => {
    it.each([
      ['application/x-www-form-urlencoded', `query=${encodeURIComponent(REGISTER('0412900001'))}`],
      ['multipart/form-data; boundary=x', `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n${JSON.stringify({ query: REGISTER('0412900002') })}\r\n--x--\r\n`],
      ['text/plain', JSON.stringify({ query: REGISTER('0412900003') })],
      ['text/plain;charset=UTF-8', JSON.stringify({ query: REGISTER('0412900004') })],
    ])('refuses %s with 415 and runs nothing', async (type, body) => {
      const before = await users();
      const res = await post(body, { 'content-type': type });
      expect(res.status).toBe(415);
      expect(((await res.json()) as { errors: { message: string }[] }).errors[0].message).toContain('Unsupported content type');
      expect(await users()).toBe(before);
    });

    it('refuses a POST without a content type', async () => {
      const res = await fetch(`${t.url}${GAPI}`, { method: 'POST', body: new Blob([JSON.stringify({ query: '{ __typename }' })]) });
      expect(res.status).toBe(415);
    });

    // (application/graphql-response+json passes this gate too; it is a response type, which yoga's
    // own request parser does not read.)
    it.each([['application/json'], ['application/json; charset=utf-8']])('accepts %s', async (type) => {
      const res = await post(JSON.stringify({ query: '{ __typename }' }), { 'content-type': type });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    });

    it('accepts application/graphql (the query as the body)', async () => {
      const res = await post('{ __typename }', { 'content-type': 'application/graphql' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
    });
  });

  describe('CORS and Origin on GraphQL', () => {
    const preflight = (origin: string) =>
      fetch(`${t.url}${GAPI}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,authorization' } });

    it('answers a foreign origin no CORS headers at all (never a reflection)', async () => {
      const res = await preflight(EVIL);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
      const get = await fetch(`${t.url}${GAPI}?query=${encodeURIComponent('{ __typename }')}`, { headers: { origin: EVIL } });
      expect(get.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('refuses a POST from a foreign origin with 403, and runs nothing', async () => {
      const before = await users();
      const res = await post(JSON.stringify({ query: REGISTER('0412900010') }), { 'content-type': 'application/json', origin: EVIL });
      expect(res.status).toBe(403);
      expect(await users()).toBe(before);
      // 'null' (sandboxed frames, file: pages) is foreign too.
      expect((await post(JSON.stringify({ query: '{ __typename }' }), { 'content-type': 'application/json', origin: 'null' })).status).toBe(403);
    });

    it.each([
      ['the site itself (the request Host)', () => self],
      ['PUBLIC_URL', () => PUBLIC],
      ['an ALLOWED_ORIGINS entry', () => PARTNER],
      ['an ALLOWED_ORIGINS entry with a port', () => 'https://kiosk.example.com:8443'],
    ])('allows %s with credentials, naming that origin only', async (_what, origin) => {
      const pre = await preflight(origin());
      expect(pre.headers.get('access-control-allow-origin')).toBe(origin());
      expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
      const res = await post(JSON.stringify({ query: '{ __typename }' }), { 'content-type': 'application/json', origin: origin() });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin());
    });

    it('refuses look-alike origins (another scheme, port or subdomain)', async () => {
      for (const origin of ['http://partner.example.com', 'https://partner.example.com:444', 'https://x.partner.example.com', 'https://order.example.com.evil.example']) {
        expect((await post(JSON.stringify({ query: '{ __typename }' }), { 'content-type': 'application/json', origin })).status).toBe(403);
        expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
      }
    });

    it('lets clients without Origin (server to server, apps) through', async () => {
      expect((await post(JSON.stringify({ query: '{ __typename }' }), { 'content-type': 'application/json' })).status).toBe(200);
    });
  });

  describe('WebSocket Origin', () => {
    /** Opens the GraphQL socket with `origin` (or none): 'open', or the HTTP status of the refusal. */
    const open = (origin?: string) =>
      new Promise<'open' | number>((resolve, reject) => {
        const ws = new WebSocket(`${t.url.replace('http', 'ws')}/websocket/user/gapi`, 'graphql-transport-ws', origin ? { origin } : {});
        ws.on('open', () => {
          ws.close();
          resolve('open');
        });
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('error', (e) => reject(e));
      });

    it('refuses an upgrade from a foreign origin with 403', async () => {
      expect(await open(EVIL)).toBe(403);
      expect(await open('null')).toBe(403);
    });

    it('accepts the site itself, PUBLIC_URL, ALLOWED_ORIGINS and clients without Origin', async () => {
      expect(await open(self)).toBe('open');
      expect(await open(PUBLIC)).toBe('open');
      expect(await open(PARTNER)).toBe('open');
      expect(await open()).toBe('open');
    });
  });

  describe('staff console', () => {
    const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
    const login = (headers: Record<string, string> = {}) =>
      fetch(`${t.url}/staff/login`, { method: 'POST', redirect: 'manual', headers: { ...FORM, ...headers }, body: new URLSearchParams({ venue_code: 'laneway-espresso', password: 'demo' }).toString() });

    it('refuses sign-in, sign-out and table actions posted from a foreign origin (403)', async () => {
      const res = await login({ origin: EVIL });
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      const cookie = String((await login({ origin: self })).headers.get('set-cookie')).split(';')[0];
      expect(cookie).toMatch(/^platter_staff=./);
      const lock = await fetch(`${t.url}/staff/api/tables/nope/lock`, { method: 'POST', headers: { ...FORM, cookie, origin: EVIL }, body: '' });
      expect(lock.status).toBe(403);
      // The same action from the console's own page reaches the handler (404: no such table).
      expect((await fetch(`${t.url}/staff/api/tables/nope/lock`, { method: 'POST', headers: { ...FORM, cookie, origin: self }, body: '' })).status).toBe(404);
      expect((await fetch(`${t.url}/staff/logout`, { method: 'POST', redirect: 'manual', headers: { cookie, origin: EVIL } })).status).toBe(403);
    });

    it('sets the cookie Secure only behind the trusted proxy saying https', async () => {
      expect((await login()).headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
      expect((await login({ 'x-forwarded-proto': 'http' })).headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
      const viaTls = (await login({ 'x-forwarded-proto': 'https' })).headers.get('set-cookie');
      expect(viaTls).toMatch(/; Secure/);
      expect(viaTls).toMatch(/HttpOnly; SameSite=Strict/);
    });
  });

  describe('headers', () => {
    it('sends nosniff and the referrer policy on every answer; HSTS only over TLS via the trusted proxy', async () => {
      for (const path of ['/healthz', GAPI + '?query=%7B__typename%7D', '/nope']) {
        const res = await fetch(`${t.url}${path}`);
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('strict-transport-security')).toBeNull();
      }
      const tls = await fetch(`${t.url}/healthz`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    });
  });

  describe('introspection', () => {
    const INTROSPECT = '{ __schema { queryType { name } } }';

    it('answers an error by default, over HTTP; __typename still works', async () => {
      const r = await t.gql(INTROSPECT);
      expect(r.data ?? null).toBeNull();
      expect(r.errors?.[0].message).toBe('GraphQL introspection is disabled, but the query asked for "__schema".');
      expect((await t.gql('{ __type(name: "Query") { name } }')).errors?.[0].message).toContain('"__type"');
      expect((await t.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    });

    it('works with GRAPHQL_INTROSPECTION=true', async () => {
      const services = { ...t.app.services, config: { ...t.app.services.config, GRAPHQL_INTROSPECTION: true } };
      const yoga = createPlatterYoga(services, { schema: buildSchema(), resolveViewer: viewerResolver(services) });
      const res = await yoga.fetch(`http://localhost${GAPI}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: INTROSPECT }) });
      expect(await res.json()).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    });
  });
});
