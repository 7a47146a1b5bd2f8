// Subscription fan-out past one process (ARCHITECTURE.md): an event published by one process reaches a
// subscriber in another, through PostgreSQL LISTEN/NOTIFY or through Redis.
import { describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { createPlatterPubSub, type PubSubHandle } from '../../src/server/pubsub';
import { openTestDatabase } from '../helpers/databases';

const logger = pino({ level: 'silent' });

async function crossProcess(a: PubSubHandle, b: PubSubHandle) {
  const it = b.pubsub.subscribe('orderStatusChanged', 'T123');
  const next = it[Symbol.asyncIterator]().next();
  await new Promise((r) => setTimeout(r, 300)); // let the subscription reach the broker
  a.pubsub.publish('orderStatusChanged', 'T123', { status: 21 });
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
      expect(await crossProcess(a, b)).toEqual({ status: 21 });
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
      expect(await crossProcess(a, b)).toEqual({ status: 21 });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps events inside the process when neither is configured', async () => {
    const a = await createPlatterPubSub({}, logger);
    expect(a.kind).toBe('memory');
    expect(await crossProcess(a, a)).toEqual({ status: 21 });
    await a.close();
  });
});
