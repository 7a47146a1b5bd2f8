/**
 * Request limits (beyond the specifications; security hardening), over the real app in process:
 * - one GraphQL operation is refused past its alias, depth, directive, token, cost and root-mutation
 *   limits, with a clear message, while the real storefront operations (the whole menu, placing an
 *   order) still run;
 * - staff sign-in: the 6th attempt after 5 wrong passwords for a venue from one IP within 15 minutes is
 *   refused for 15 minutes even with the right password (form 429 'Too many attempts…', Basic 429 with
 *   Retry-After); other IPs and a valid session cookie are not affected; a second process on the same
 *   PostgreSQL database sees the same count;
 * - receipt e-mails: the 6th for one receipt code in an hour is refused (429, TOO_MANY_REQUESTS).
 * Runs on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set (the two-process case only there).
 * Client IPs are real: requests leave from 127.0.0.x loopback addresses.
 */
import { request as httpRequest } from 'node:http';
import * as s from '../helpers/schema';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Menu, Venue } from '../../src/domain/types';
import { MENU_CHECK_INFO, MENU_FRAGMENTS, MENU_INFO } from '../../src/islands/api/operations';
import { buildApp, type PlatterApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/platform/config';
import { findVenue, loadMenu } from '../../src/server/modules/catalog/repository';
import { openDatabase } from '../../src/server/platform/db/client';
import { orderRoutes } from '../../src/server/routes';
import { createProviders } from '../../src/server/providers';
import { createModuleHooks } from '../../src/server/compose';
import { MAX_REQUEST_BODY_BYTES, OPERATION_LIMITS } from '../../src/server/platform/graphql/operation-limits';
import { createPlatterPubSub } from '../../src/server/platform/pubsub';
import { REQUEST_LIMITS } from '../../src/server/platform/request-limits';
import { seedDemoIfEmpty } from '../../src/server/modules/catalog/seed-demo';
import { ERROR_CATALOGUE } from '../../src/domain/errors';
import { startTestApp, type TestApp } from '../helpers/app';
import { openTestDatabase, testDatabaseKinds } from '../helpers/databases';
import { orderParam, productLine } from '../helpers/orders';

/** Wednesday 11 June 2025, 12:00 in Sydney: the café is open. The clock can be moved on. */
let nowMs = Date.UTC(2025, 5, 11, 2, 0, 0);
const clock = { nowMs: () => nowMs };

const REGISTER = `mutation($a:String,$f:String){ userRegisterSubmit(account:$a, firstname:$f, email:"lin@example.com", platform:2, country:"AU"){ authorization{ token } } }`;
const EDIT = `mutation($id:Int,$p:UmsOrderEditParamInput!){ orderEdit(id:$id, param:$p){ id tradeid } }`;
const INFO = `query($t:String!){ orderInfo(tradeid:$t){ invoice_code } }`;
const MENU = `query menuInfo($venue_code: String!) { menuInfo(venue_code: $venue_code, count: 0, index: 0) { ...MenuFields } } ${MENU_FRAGMENTS}`;


interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP request sent from the loopback address `from` (so the server sees that client IP). */
function send(url: string, from: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: options.method ?? 'GET', headers: options.headers, localAddress: from }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const signIn = (url: string, from: string, password: string, venue = 'laneway-espresso') =>
  send(`${url}/staff/login`, from, { method: 'POST', headers: FORM, body: new URLSearchParams({ venue_code: venue, password }).toString() });
const basic = (url: string, from: string, password: string, venue = 'laneway-espresso') =>
  send(`${url}/staff/api/tables`, from, { headers: { authorization: `Basic ${Buffer.from(`${venue}:${password}`).toString('base64')}` } });
const emailReceipt = (url: string, from: string, code: string, email = 'lin@example.com') =>
  send(`${url}/cloud/open/invoice/email/${code}`, from, { method: 'POST', headers: FORM, body: new URLSearchParams({ email }).toString() });

describe.each(testDatabaseKinds())('request limits on %s', (kind) => {
  let t: TestApp;
  let venue: Venue;
  let menu: Menu;
  let token = '';

  beforeAll(async () => {
    t = await startTestApp(kind, { clock, seed: async (app) => void (await seedDemoIfEmpty(app.services.db)) });
    venue = (await findVenue(t.app.services.db, 'laneway-espresso'))!;
    menu = (await loadMenu(t.app.services.db, venue.id))!;
    token = (await t.gql(REGISTER, { a: '0412500600', f: 'Lin' })).data.userRegisterSubmit.authorization.token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const placeOrder = async () => {
    const product = menu.products.find((p) => p.variants.length === 0 && p.ingredients.length === 0 && p.modifier_ids.length === 0 && p.status === 1 && p.price > 100)!;
    const placed = await t.gql(EDIT, { p: orderParam(venue, [productLine(menu, product, 1)], { now: nowMs / 1000 }) }, { authorization: `Bearer ${token}` });
    expect(placed.errors).toBeUndefined();
    return placed.data.orderEdit.tradeid as string;
  };

  describe('GraphQL operation limits', () => {
    it('still runs the whole-menu query and places an order', async () => {
      const r = await t.gql(MENU, { venue_code: 'laneway-espresso' });
      expect(r.errors).toBeUndefined();
      expect(r.data.menuInfo.products.length).toBeGreaterThan(0);
      expect(await placeOrder()).toMatch(/\w/);
    });

    it.each([
      ['aliases', `query { ${Array.from({ length: 16 }, (_, i) => `a${i}: venueMenus(venue_code: "laneway-espresso") { id }`).join(' ')} }`, 'Aliases limit of 15 exceeded, found 16.'],
      ['depth', `query { ${'a { '.repeat(16)}b${' }'.repeat(16)} }`, 'Query depth limit of 15 exceeded'],
      ['directives', `query { __typename ${'@skip(if: false) '.repeat(21)} }`, 'Directives limit of 20 exceeded, found 21.'],
      ['tokens', `query { ${'__typename '.repeat(2_000)} }`, 'Token limit of 2000 exceeded'],
      ['cost', `query ($v: String!) { ${Array.from({ length: 6 }, (_, i) => `m${i}: menuInfo(venue_code: $v) { ...MenuFields }`).join(' ')} } ${MENU_FRAGMENTS}`, 'Query Cost limit of 10000 exceeded'],
      ['root mutations', `mutation { ${Array.from({ length: 4 }, (_, i) => `u${i}: userRegisterSubmit(account: "04125007${String(i).padStart(2, '0')}", firstname: "X", platform: 2, country: "AU") { type }`).join(' ')} }`, 'Too many mutations in one operation: at most 3, found 4.'],
    ])('refuses an operation over the %s limit, with a clear message', async (_what, query, message) => {
      const res = await fetch(`${t.url}/xcloud/user/gapi`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables: { v: 'laneway-espresso' } }) });
      const body = (await res.json()) as { data?: unknown; errors?: { message: string }[] };
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0].message).toContain(message);
    });

    it('refuses a body over MAX_REQUEST_BODY_BYTES with 413, and a body without Content-Length with 411', async () => {
      const big = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(MAX_REQUEST_BODY_BYTES) } });
      const over = await fetch(`${t.url}/xcloud/user/gapi`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
      expect(over.status).toBe(413);
      expect(((await over.json()) as { errors: { extensions: { code: string } }[] }).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE');
      // A chunked body (no Content-Length) is refused before it is read.
      const chunked = await fetch(`${t.url}/xcloud/user/gapi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('{"query":"{ __typename }"}')), c.close()) }),
        duplex: 'half',
      } as RequestInit);
      expect(chunked.status).toBe(411);
      // Just under the limit is still parsed (and answered by GraphQL).
      const under = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(MAX_REQUEST_BODY_BYTES - 100) } });
      const ok = await fetch(`${t.url}/xcloud/user/gapi`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: under });
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { data: { __typename: string } }).data.__typename).toBe('Query');
    });

    /** `levels` fragments, each spreading the next twice: 2^levels leaves once expanded, ~40 bytes a level. */
    const doubling = (levels: number, operation = 'query { ...F0 }', leaf = '__typename', type = 'Query') =>
      `${operation} ${Array.from({ length: levels }, (_, i) => `fragment F${i} on ${type} { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F${levels} on ${type} { ${leaf} }`;
    const post = async (body: unknown) => {
      const started = performance.now();
      const res = await fetch(`${t.url}/xcloud/user/gapi`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const answer = (await res.json()) as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } | unknown[];
      return { status: res.status, answer, ms: performance.now() - started };
    };

    it.each([23, 29, 40])('refuses a document of %i levels of doubling fragment spreads within 1 s', async (levels) => {
      const query = doubling(levels);
      expect(query.length).toBeLessThan(2_000);
      const { answer, ms } = await post({ query });
      expect(ms).toBeLessThan(1_000);
      const body = answer as { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] };
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0].message).toBe(`Operation too large: it expands to more than ${OPERATION_LIMITS.maxExpandedFields} fields.`);
      expect(body.errors?.[0].extensions?.code).toBe('OPERATION_TOO_LARGE');
      // The server is free at once: a health check answers.
      expect((await fetch(`${t.url}/healthz`)).status).toBe(200);
    });

    it.each([
      ['doubling spreads of aliased fields', doubling(24, 'query { ...F0 }', 'a1: __typename a2: __typename a3: __typename'), 'Operation too large'],
      ['doubling spreads under directives', doubling(25, 'query { ...F0 @include(if: true) }'), 'Operation too large'],
      ['doubling spreads inside deep nesting', doubling(25, `query { ${'__type(name: "Query") { fields { type { '.repeat(2)}...F0${' } } }'.repeat(2)} }`, 'name', '__Type'), 'Operation too large'],
      ['a mutation of doubling spreads', doubling(26, 'mutation { ...F0 }', '__typename', 'Mutation'), 'Operation too large'],
      ['more than 100 fragment spreads', `query { ${'...F '.repeat(OPERATION_LIMITS.maxFragmentSpreads + 1)} } fragment F on Query { __typename }`, `Too many fragment spreads: at most ${OPERATION_LIMITS.maxFragmentSpreads}, found ${OPERATION_LIMITS.maxFragmentSpreads + 1}.`],
    ])('refuses %s within 1 s', async (_what, query, message) => {
      const { answer, ms } = await post({ query });
      expect(ms).toBeLessThan(1_000);
      const body = answer as { data?: unknown; errors?: { message: string }[] };
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0].message).toContain(message);
    });

    it('refuses a batch (an array of operations) of doubling spreads within 1 s', async () => {
      const { status, answer, ms } = await post(Array.from({ length: 10 }, () => ({ query: doubling(29) })));
      expect(ms).toBeLessThan(1_000);
      // Batching is off: the array itself is refused, no operation runs.
      expect(status).toBeGreaterThanOrEqual(400);
      expect(JSON.stringify(answer)).not.toContain('"data":{');
    });

    it('still answers a legitimate use of fragments (spreads, 4 levels, a few hundred fields)', async () => {
      const query = doubling(4, `query A($v: String!) { menuInfo(venue_code: $v) { ...MenuFields } ...F0 } ${MENU_FRAGMENTS}`);
      const r = await post({ query, variables: { v: 'laneway-espresso' } });
      const body = r.answer as { data?: { menuInfo?: { products: unknown[] } }; errors?: unknown[] };
      expect(body.errors).toBeUndefined();
      expect(body.data?.menuInfo?.products.length).toBeGreaterThan(0);
    });

    it("answers the storefront's own whole-menu documents (menuInfo, menuCheckInfo) within every limit", async () => {
      for (const [query, field] of [[MENU_INFO, 'menuInfo'], [MENU_CHECK_INFO, 'menuCheckInfo']] as const) {
        const r = await post({ query, variables: { venue_code: 'laneway-espresso', count: 0, index: 0, param: { products: [], modifiers: [], combos: [], setmenus: [] } } });
        const body = r.answer as { data?: Record<string, { products: unknown[] } | undefined>; errors?: unknown[] };
        expect(body.errors, field).toBeUndefined();
        expect(body.data?.[field]?.products, field).toBeDefined();
      }
    });

    it('creates no user from 500 aliased registrations', async () => {
      const users = async () => (await t.app.services.db.select({ n: sql<number>`count(*)::int` }).from(s.users))[0];
      const before = (await users()).n;
      const query = `mutation { ${Array.from({ length: 500 }, (_, i) => `u${i}: userRegisterSubmit(account: "0412${String(600_000 + i)}", firstname: "X", platform: 2, country: "AU") { type }`).join(' ')} }`;
      const r = await t.gql(query);
      expect(r.errors?.[0].message).toMatch(/limit|Too many/);
      expect((await users()).n).toBe(before);
    });

    it('keeps the table guard: two table operations are refused with its message', async () => {
      const r = await t.gql(`mutation { a: orderResEdit(rc: "x", k: "1111") { status } b: orderResEdit(rc: "x", k: "2222") { status } }`);
      expect(r.errors?.[0].message).toBe(ERROR_CATALOGUE.TOO_MANY_OPERATIONS.serverMessage);
    });

    it('allows operations at the limits (15 aliases, 3 root mutations)', async () => {
      const aliases = await t.gql(`query { ${Array.from({ length: OPERATION_LIMITS.maxAliases }, (_, i) => `a${i}: venueMenus(venue_code: "laneway-espresso") { id }`).join(' ')} }`);
      expect(aliases.errors).toBeUndefined();
      const three = await t.gql(`mutation { a: orderComment(id: "nope", param: { comments: "" }) b: orderComment(id: "nope", param: { comments: "" }) c: orderComment(id: "nope", param: { comments: "" }) }`);
      expect(JSON.stringify(three.errors ?? [])).not.toContain('Too many mutations');
    });
  });

  describe('staff sign-in throttling', () => {
    it('refuses the 6th attempt from one IP even with the right password, for 15 minutes; other IPs and cookies are not affected', async () => {
      for (let i = 0; i < REQUEST_LIMITS.staffFailures; i++) expect((await signIn(t.url, '127.0.0.2', `wrong${i}`)).status).toBe(401);
      const locked = await signIn(t.url, '127.0.0.2', 'demo');
      expect(locked.status).toBe(429);
      expect(locked.body).toContain('Too many attempts, try again in 15 minutes');
      expect(locked.headers['set-cookie']).toBeUndefined();
      // HTTP Basic from the same IP is locked out too, with Retry-After.
      const viaBasic = await basic(t.url, '127.0.0.2', 'demo');
      expect(viaBasic.status).toBe(429);
      expect(Number(viaBasic.headers['retry-after'])).toBeGreaterThan(14 * 60);
      expect(JSON.parse(viaBasic.body)).toEqual({ error: 'Too many attempts, try again in 15 minutes' });

      // Another IP signs in; its cookie works from the locked-out IP, and is not counted.
      const other = await signIn(t.url, '127.0.0.3', 'demo');
      expect(other.status).toBe(303);
      const cookie = String(other.headers['set-cookie']).split(';')[0];
      for (let i = 0; i < 3; i++) expect((await send(`${t.url}/staff/api/tables`, '127.0.0.2', { headers: { cookie } })).status).toBe(200);

      // 15 minutes later the pair may try again.
      nowMs += 14 * 60_000;
      expect((await signIn(t.url, '127.0.0.2', 'demo')).status).toBe(429);
      nowMs += 60_000 + 1_000;
      expect((await signIn(t.url, '127.0.0.2', 'demo')).status).toBe(303);
    });

    it('locks out HTTP Basic after 5 wrong passwords, per venue and IP', async () => {
      for (let i = 0; i < 5; i++) expect((await basic(t.url, '127.0.0.4', `nope${i}`)).status).toBe(401);
      expect((await basic(t.url, '127.0.0.4', 'demo')).status).toBe(429);
      // The form and Basic share the count; another venue from that IP is not locked.
      expect((await signIn(t.url, '127.0.0.4', 'demo')).status).toBe(429);
      expect((await basic(t.url, '127.0.0.4', 'demo', 'golden-lantern')).status).not.toBe(429);
      expect((await basic(t.url, '127.0.0.5', 'demo')).status).toBe(200);
    });

    it('evaluates at most 5 of 20 parallel wrong passwords', async () => {
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(t.url, '127.0.0.6', `p${i}`)));
      expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(15);
    });
  });

  describe('receipt e-mail limits', () => {
    it('refuses the 6th e-mail for one receipt code within an hour; bad addresses do not count', async () => {
      const tradeid = await placeOrder();
      const code = (await t.gql(INFO, { t: tradeid }, { authorization: `Bearer ${token}` })).data.orderInfo.invoice_code as string;
      expect((await emailReceipt(t.url, '127.0.0.7', code, 'not an address')).status).toBe(400);
      for (let i = 0; i < REQUEST_LIMITS.receiptPerCode; i++) {
        const ok = await emailReceipt(t.url, '127.0.0.7', code);
        expect(ok.status).toBe(200);
        expect(JSON.parse(ok.body)).toMatchObject({ success: true });
      }
      const sixth = await emailReceipt(t.url, '127.0.0.8', code);
      expect(sixth.status).toBe(429);
      expect(JSON.parse(sixth.body)).toEqual({ success: false, message: 'TOO_MANY_REQUESTS' });
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      nowMs += 60 * 60_000 + 1_000;
      expect((await emailReceipt(t.url, '127.0.0.8', code)).status).toBe(200);
    });

    it('refuses the 21st e-mail from one IP within an hour', async () => {
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) codes.push((await t.gql(INFO, { t: await placeOrder() }, { authorization: `Bearer ${token}` })).data.orderInfo.invoice_code);
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await emailReceipt(t.url, '127.0.0.9', codes[i % 5])).status);
      expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
    });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('staff sign-in throttling across two processes on one PostgreSQL database', () => {
  const apps: PlatterApp[] = [];
  const urls: string[] = [];
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const shared = await openTestDatabase('postgres');
    close = shared.close;
    await seedDemoIfEmpty(shared.db);
    const logger = pino({ level: 'silent' });
    for (let i = 0; i < 2; i++) {
      const database = i === 0 ? shared : await openDatabase({ kind: 'postgres', url: shared.url! });
      const config = loadConfig({ PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', DATABASE_URL: shared.url });
      const app = buildApp({
        config,
        database: i === 0 ? { ...database, close: async () => undefined } : database,
        logger,
        providers: createProviders({ config, db: database.db, logger }),
        hooks: createModuleHooks(logger),
        clock: { nowMs: () => Date.now() },
        pubsub: await createPlatterPubSub({ databaseUrl: shared.url }, logger),
        clientDir: '/nonexistent',
        routes: [...orderRoutes()],
      });
      apps.push(app);
      urls.push((await app.start()).url);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.stop();
    await close?.();
  });

  it('the second process refuses the 6th attempt counted by the first', async () => {
    for (let i = 0; i < 5; i++) expect((await signIn(urls[0], '127.0.0.10', `wrong${i}`)).status).toBe(401);
    expect((await signIn(urls[1], '127.0.0.10', 'demo')).status).toBe(429);
    expect((await basic(urls[1], '127.0.0.10', 'demo')).status).toBe(429);
    expect((await signIn(urls[1], '127.0.0.11', 'demo')).status).toBe(303);
  });
});
