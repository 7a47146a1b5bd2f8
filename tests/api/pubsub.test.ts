// Subscription fan-out past one process (ARCHITECTURE.md): an event published by one process reaches a
// subscriber in another, through PostgreSQL LISTEN/NOTIFY or through Redis.
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createPlatterPubSub, type PubSubHandle } from '../../src/server/platform/pubsub';
import { openTestDatabase } from '../helpers/databases';

const logger = pino({ level: 'silent' });
/** A whole orderStatusChanged payload, as orders-events.ts publishes one. */
const EVENT = { tradeid: 'T123', status: 2, parent_tradeid: '', invoice_code: 'I1', type: 2, store_id: 0, statustime: [{ id: 1, datetime: 1_790_000_000, status: 21, extra: '{}' }], shipping: { delivery_id: '', delivery_status: '', delivery_reference: '', driver_name: '', driver_dropoff_phone: '', dropoff_time_estimated: '' } };

async function crossProcess(a: PubSubHandle, b: PubSubHandle) {
  const it = b.pubsub.subscribe('orderStatusChanged', 'T123');
  const next = it[Symbol.asyncIterator]().next();
  await new Promise((r) => setTimeout(r, 300)); // let the subscription reach the broker
  a.pubsub.publish('orderStatusChanged', 'T123', EVENT);
  const got = await Promise.race([next, new Promise((_, rej) => setTimeout(() => rej(new Error('no event in 5 s')), 5_000))]);
  return (got as IteratorResult<unknown>).value;
}

describe('pub/sub across processes', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('delivers through PostgreSQL LISTEN/NOTIFY', async () => {
    const db = await openTestDatabase('postgres');
    const a = await createPlatterPubSub({ databaseUrl: db.url }, logger);
    const b = await createPlatterPubSub({ databaseUrl: db.url }, logger);
    try {
      expect(a.kind).toBe('postgres');
      expect(await crossProcess(a, b)).toEqual(EVENT);
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('delivers a burst through PostgreSQL whole and in publishing order, identical events included', async () => {
    const db = await openTestDatabase('postgres');
    const a = await createPlatterPubSub({ databaseUrl: db.url }, logger);
    const b = await createPlatterPubSub({ databaseUrl: db.url }, logger);
    try {
      const it = b.pubsub.subscribe('staffVenueChanged', '7');
      const first = it.next();
      await new Promise((r) => setTimeout(r, 300));
      // 300 events in one tick (they go out in a few NOTIFY statements); every third repeats the one before.
      const sent = Array.from({ length: 300 }, (_, i) => ({ kind: 'order', tradeid: `T${i % 3 === 2 ? i - 1 : i}` }) as unknown as Parameters<typeof a.pubsub.publish<'staffVenueChanged'>>[2]);
      for (const e of sent) a.pubsub.publish('staffVenueChanged', '7', e);
      const got: unknown[] = [(await first).value];
      const deadline = Date.now() + 10_000;
      while (got.length < sent.length && Date.now() < deadline) {
        const r = await Promise.race([it.next(), new Promise<null>((res) => setTimeout(() => res(null), 2_000))]);
        if (!r) break;
        got.push(r.value);
      }
      expect(got).toEqual(sent);
      await it.return?.();
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)('delivers through Redis', async () => {
    const a = await createPlatterPubSub({ redisUrl: process.env.TEST_REDIS_URL }, logger);
    const b = await createPlatterPubSub({ redisUrl: process.env.TEST_REDIS_URL }, logger);
    try {
      expect(a.kind).toBe('redis');
      expect(await crossProcess(a, b)).toEqual(EVENT);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps events inside the process when neither is configured', async () => {
    const a = await createPlatterPubSub({}, logger);
    expect(a.kind).toBe('memory');
    expect(await crossProcess(a, a)).toEqual(EVENT);
    await a.close();
  });

  it('queues a subscriber\'s events in order until it takes them, scopes them by id, and stops at return()', async () => {
    const { pubsub, close } = await createPlatterPubSub({}, logger);
    const table = pubsub.subscribe('staffVenueChanged', '7');
    const other = pubsub.subscribe('staffVenueChanged', '8');
    const revoked = pubsub.subscribe('staffSessionRevoked');
    const payload = (n: number) => ({ kind: 'order', tradeid: `T${n}` }) as unknown as Parameters<typeof pubsub.publish<'staffVenueChanged'>>[2];
    // Published before anything is pulled: kept, in order.
    for (const n of [1, 2, 3]) pubsub.publish('staffVenueChanged', '7', payload(n));
    pubsub.publish('staffSessionRevoked', { venueId: 7 });
    expect((await table.next()).value).toEqual(payload(1));
    expect((await table.next()).value).toEqual(payload(2));
    expect((await table.next()).value).toEqual(payload(3));
    expect((await revoked.next()).value).toEqual({ venueId: 7 });
    // Another venue's stream saw nothing: its next waits until one of its own arrives.
    const pending = other.next();
    pubsub.publish('staffVenueChanged', '8', payload(4));
    expect((await pending).value).toEqual(payload(4));
    // return() ends the stream: a waiting next resolves done, later events are not queued.
    const waiting = table.next();
    await table.return!();
    expect(await waiting).toEqual({ done: true, value: undefined });
    pubsub.publish('staffVenueChanged', '7', payload(5));
    expect((await table.next()).done).toBe(true);
    await other.return!();
    await revoked.return!();
    await close();
  });

  it('calls listeners synchronously in the dispatch, in the order they came, scoped by id; one that throws does not stop the others; unlisten during a dispatch', async () => {
    const { pubsub, close } = await createPlatterPubSub({}, logger);
    const payload = (n: number) => ({ kind: 'order', tradeid: `T${n}` }) as unknown as Parameters<typeof pubsub.publish<'staffVenueChanged'>>[2];
    const log: string[] = [];
    const offA = pubsub.listen('staffVenueChanged', (p) => log.push(`a ${(p as { tradeid: string }).tradeid}`), '7');
    const offThrows = pubsub.listen('staffVenueChanged', () => {
      throw new Error('listener failed');
    }, '7');
    // B removes C while the dispatch is under way: C is still called for that event (the list of its moment), not after.
    let offC = () => undefined as void;
    const offB = pubsub.listen('staffVenueChanged', (p) => {
      log.push(`b ${(p as { tradeid: string }).tradeid}`);
      offC();
    }, '7');
    offC = pubsub.listen('staffVenueChanged', (p) => log.push(`c ${(p as { tradeid: string }).tradeid}`), '7');
    pubsub.listen('staffVenueChanged', (p) => log.push(`other ${(p as { tradeid: string }).tradeid}`), '8');
    pubsub.publish('staffVenueChanged', '7', payload(1));
    // Synchronously: nothing awaited between the publish and here.
    expect(log).toEqual(['a T1', 'b T1', 'c T1']);
    pubsub.publish('staffVenueChanged', '7', payload(2));
    expect(log.slice(3)).toEqual(['a T2', 'b T2']);
    offA();
    offA();
    offB();
    offThrows();
    pubsub.publish('staffVenueChanged', '7', payload(3));
    pubsub.publish('staffVenueChanged', '8', payload(4));
    expect(log.slice(5)).toEqual(['other T4']);
    await close();
  });

  it.runIf(process.env.TEST_DATABASE_URL)('calls listeners in another process through PostgreSQL', async () => {
    const db = await openTestDatabase('postgres');
    const a = await createPlatterPubSub({ databaseUrl: db.url }, logger);
    const b = await createPlatterPubSub({ databaseUrl: db.url }, logger);
    try {
      await listenedAcross(a, b);
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  });

  it.runIf(process.env.TEST_REDIS_URL)('calls listeners in another process through Redis', async () => {
    const a = await createPlatterPubSub({ redisUrl: process.env.TEST_REDIS_URL }, logger);
    const b = await createPlatterPubSub({ redisUrl: process.env.TEST_REDIS_URL }, logger);
    try {
      await listenedAcross(a, b);
    } finally {
      await a.close();
      await b.close();
    }
  });
});

/** Two listeners in `b` each get `a`'s event once; after both unlisten, a later event reaches neither. */
async function listenedAcross(a: PubSubHandle, b: PubSubHandle) {
  const got: unknown[][] = [[], []];
  const offs = [0, 1].map((i) => b.pubsub.listen('orderStatusChanged', (p) => got[i].push(p), 'T123'));
  await new Promise((r) => setTimeout(r, 300)); // let the subscription reach the broker
  a.pubsub.publish('orderStatusChanged', 'T123', EVENT);
  const deadline = Date.now() + 5_000;
  while ((got[0].length < 1 || got[1].length < 1) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  expect(got).toEqual([[EVENT], [EVENT]]);
  for (const off of offs) off();
  a.pubsub.publish('orderStatusChanged', 'T123', { ...EVENT, status: 3 });
  await new Promise((r) => setTimeout(r, 300));
  expect(got).toEqual([[EVENT], [EVENT]]);
}
