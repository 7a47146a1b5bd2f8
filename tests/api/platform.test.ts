// The platform's promises, in process, on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
// health and readiness, GraphQL over HTTP, graphql-ws on the same port, request ids, graceful stop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { startTestApp, type TestApp } from '../helpers/app';
import { testDatabaseKinds } from '../helpers/databases';

describe.each(testDatabaseKinds())('platform on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers liveness and readiness with the database kind', async () => {
    const live = await fetch(`${t.url}/healthz`);
    expect(live.status).toBe(200);
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: kind });
  });

  it('serves GraphQL at POST /xcloud/user/gapi and echoes a request id', async () => {
    const res = await fetch(`${t.url}/xcloud/user/gapi`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'req-123' },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(res.headers.get('x-request-id')).toBe('req-123');
    expect(await res.json()).toEqual({ data: { ping: true } });
    const other = await fetch(`${t.url}/healthz`);
    expect(other.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects a malformed query with a GraphQL error, not a crash', async () => {
    const r = await t.gql('{ venueInfo(venue_code: 1) { id } ');
    expect(r.errors?.[0].message).toMatch(/Syntax Error/);
  });

  it('completes a graphql-ws handshake at /websocket/user/gapi and streams a subscription', async () => {
    const client = createClient({ url: t.url.replace('http', 'ws') + '/websocket/user/gapi', webSocketImpl: WebSocket, retryAttempts: 0 });
    const values: number[] = [];
    await new Promise<void>((resolve, reject) => {
      client.subscribe<{ heartbeat: number }>(
        { query: 'subscription { heartbeat(count: 2) }' },
        { next: (v) => values.push(v.data!.heartbeat), error: reject, complete: resolve },
      );
    });
    const pong = await new Promise<unknown>((resolve, reject) => {
      let result: unknown;
      client.subscribe({ query: 'mutation { noop }' }, { next: (v) => (result = v), error: reject, complete: () => resolve(result) });
    });
    await client.dispose();
    expect(values).toHaveLength(2);
    expect(values[0]).toBeGreaterThan(1_700_000_000);
    expect(pong).toEqual({ data: { noop: null } });
  });
});

describe('graceful stop', () => {
  it('closes open WebSockets with code 1001 and refuses new connections', async () => {
    const t = await startTestApp('pglite');
    const ws = new WebSocket(t.url.replace('http', 'ws') + '/websocket/user/gapi', 'graphql-transport-ws');
    await new Promise((r) => ws.once('open', r));
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    await t.close();
    expect(await closed).toBe(1001);
    await expect(fetch(`${t.url}/healthz`)).rejects.toThrow();
  });
});

describe('compression', () => {
  it('gzips large GraphQL answers for clients that accept it', async () => {
    const t = await startTestApp('pglite');
    try {
      const res = await fetch(`${t.url}/xcloud/user/gapi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        body: JSON.stringify({ query: `{ ${Array.from({ length: 200 }, (_, i) => `p${i}: ping`).join(' ')} }` }),
      });
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(Object.keys((await res.json()).data)).toHaveLength(200);
    } finally {
      await t.close();
    }
  });
});
