/**
 * Request logs (src/server/app.ts, pino-http): every request is logged with its method, URL and status,
 * and never with credentials — bearer tokens, the staff session cookie, cookies being set.
 */
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/app';

describe('request logs', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startTestApp('pglite', { logger: pino({ level: 'info' }, sink) });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('log the request without its authorization header or cookies', async () => {
    const token = 'SECRET-bearer-0123456789';
    const cookie = 'platter_staff=SECRET-cookie-0123456789';
    const r = await t.gql('query { indexStores(code: "laneway", apptype: 1, count: 1, index: 0) { code } }', {}, { authorization: `Bearer ${token}`, cookie, 'x-request-id': 'logged-request' });
    expect(r).toBeDefined();
    const staff = await fetch(`${t.url}/staff/login`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', cookie }, body: 'venue=laneway-espresso&password=demo', redirect: 'manual' });
    expect(staff.status).toBeLessThan(500);
    await new Promise((r) => setTimeout(r, 50));
    const logged = lines.join('');
    expect(logged).toContain('logged-request');
    expect(logged).toContain('/xcloud/user/gapi');
    expect(logged).not.toContain('SECRET-');
    expect(logged.toLowerCase()).not.toContain('"authorization"');
    expect(logged).not.toMatch(/"set-cookie"/i);
  });
});
