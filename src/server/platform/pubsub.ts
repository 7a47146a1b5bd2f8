/**
 * Subscription fan-out. One `PubSub` per process (graphql-yoga's `PubSub` shape: publish a topic with
 * an id, subscribe to it as an async iterable) over an event target chosen by configuration:
 * - embedded (PGlite, one process): an in-process EventTarget;
 * - PostgreSQL: LISTEN/NOTIFY on channel `platter_events`, so every process behind a load balancer
 *   receives every event (payloads must stay under PostgreSQL's 8000-byte NOTIFY limit: publish ids
 *   and versions, not whole carts);
 * - Redis (`REDIS_URL`): @graphql-yoga/redis-event-target.
 */
import type { TypedEventTarget } from '@graphql-yoga/typed-event-target';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import pg from 'pg';
import type { Logger } from 'pino';
import { on, setMaxListeners } from 'node:events';
import { countsAsSubscribers, withFanoutClock } from './graphql/fanout-clock';
import { inOneWriteBatch } from './graphql/write-batch';
import type { MenuChangedPayload, OrderStatusPayload, PayStatusView, StaffVenuePayload, TableEvent } from '../../domain/contract';

/**
 * Topics and their payloads (the use cases' own types, so every publish and every subscriber is
 * checked). The id after the topic scopes it: a table code, a trade id, a session id, a venue id.
 */
export type PlatterTopics = {
  orderResEditingChanged: [rc: string, payload: TableEvent];
  orderStatusChanged: [tradeid: string, payload: OrderStatusPayload];
  orderPayStatusChanged: [sessionId: string, payload: PayStatusView];
  staffVenueChanged: [venueId: string, payload: StaffVenuePayload];
  /**
   * Staff console sessions revoked (accounts module, staff-sessions.ts): one session (sign out) or
   * every session of a venue (sign out everywhere). Each process closes the streams they hold open.
   */
  staffSessionRevoked: [payload: { sessionId?: number; venueId?: number }];
  /**
   * Diner sessions revoked (accounts module: userLogout one session, userLogoff and password reset every
   * session of a user). Each process closes the GraphQL WebSockets authorised by them (graphql/yoga.ts).
   */
  dinerSessionRevoked: [payload: { sessionId?: number; userId?: number }];
  /** A venue's menu stock or service state changed (catalog availability.ts); scoped by venue id. */
  menuChanged: [venueId: string, payload: MenuChangedPayload];
  /** A member's loyalty card changed (loyalty module: points or punches earned, reversed); scoped by user id. */
  memberCardChanged: [userId: string, payload: { brandId: number }];
  /** A venue's kitchen tickets changed (kitchen module: new order or round, bump, recall, fire); scoped by venue id. */
  kitchenChanged: [venueId: string, payload: { reason: string; tradeid: string }];
};


/** The payload a subscriber of `K` receives (the last element of the topic's publish arguments). */
type PayloadOf<K extends keyof PlatterTopics> = PlatterTopics[K] extends [unknown, infer P] ? P : PlatterTopics[K] extends [infer P] ? P : never;
/** The id that scopes `K` (a table code, a trade id …), or none for topics published without one. */
type IdArgs<K extends keyof PlatterTopics> = PlatterTopics[K] extends [infer Id, unknown] ? [id: Id] : [];

/**
 * Publish and subscribe (graphql-yoga's `createPubSub` calling convention: the event type is
 * `topic:id`, its `detail` the payload).
 */
export interface PlatterPubSub {
  publish<K extends keyof PlatterTopics>(topic: K, ...args: PlatterTopics[K]): void;
  /** The topic's events from now on, until the iterator's `return()` (which removes its listener). */
  subscribe<K extends keyof PlatterTopics>(topic: K, ...id: IdArgs<K>): AsyncIterableIterator<PayloadOf<K>>;
  /**
   * Calls `listener` with each of the topic's payloads from now on, synchronously in the event's dispatch
   * (no queue, no promise per event: a subscription that pushes its values, graphql/push-stream.ts), until
   * the returned function is called; the listeners of one topic and id are called in the order they came.
   * A listener that throws is logged and stays subscribed; the others are still called.
   */
  listen<K extends keyof PlatterTopics>(topic: K, listener: (payload: PayloadOf<K>) => void, ...id: IdArgs<K>): () => void;
}

export interface PubSubHandle {
  readonly pubsub: PlatterPubSub;
  readonly kind: 'memory' | 'postgres' | 'redis';
  /** Stops listening and closes connections. */
  close(): Promise<void>;
}

type CustomEventLike = CustomEvent<unknown>;
type AnyTarget = TypedEventTarget<CustomEventLike>;

const CHANNEL = 'platter_events';
/** PostgreSQL rejects NOTIFY payloads of 8000 bytes or more. */
const NOTIFY_LIMIT = 7_900;

/** An event target over PostgreSQL LISTEN/NOTIFY with a dedicated, self-reconnecting listener connection. */
async function createPgEventTarget(url: string, logger: Logger): Promise<AnyTarget & { close(): Promise<void> }> {
  const local = withFanoutClock(new EventTarget());
  // One listener per subscribed socket: a busy table or venue has many.
  setMaxListeners(0, local);
  const publisher = new pg.Pool({ connectionString: url, max: 1 });
  publisher.on('error', (e) => logger.warn({ err: e }, 'pub/sub publisher connection lost'));
  let listener: pg.Client | undefined;
  let closed = false;

  // Events published while a NOTIFY statement is in flight wait and go together in the next one: one
  // statement and one commit for a burst (a busy venue's placements), in publishing order. Each payload
  // carries a number, so PostgreSQL's folding of identical notifications in one transaction never
  // drops an event.
  let pending: string[] = [];
  let flushing: Promise<void> | false = false;
  let sequence = 0;
  const flush = async (): Promise<void> => {
    while (pending.length) {
      const batch = pending;
      pending = [];
      try {
        await publisher.query('SELECT pg_notify($1, p) FROM unnest($2::text[]) WITH ORDINALITY AS t(p, i) ORDER BY i', [CHANNEL, batch]);
      } catch (e) {
        logger.error({ err: e, events: batch.length }, 'NOTIFY failed');
      }
    }
    flushing = false;
  };

  let retryTimer: NodeJS.Timeout | undefined;
  /** Reconnects after a lost listener connection, trying again (0.5 s, then 1 s, 2 s … 5 s) until it succeeds or the target closes. */
  const reconnect = (attempt: number): void => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      if (closed) return;
      connect().then(
        () => logger.info('pub/sub listener reconnected'),
        (e) => {
          logger.warn({ err: e, attempt }, 'pub/sub reconnect failed; trying again');
          reconnect(attempt + 1);
        },
      );
    }, Math.min(5_000, 500 * 2 ** Math.max(0, attempt - 1)));
    retryTimer.unref();
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      try {
        const { t, d } = JSON.parse(msg.payload) as { t: string; d: unknown };
        local.dispatchEvent(new CustomEvent(t, { detail: d }));
      } catch (e) {
        logger.warn({ err: e }, 'ignored malformed pub/sub notification');
      }
    });
    client.on('error', (e) => {
      logger.warn({ err: e }, 'pub/sub listener connection lost; reconnecting');
    });
    client.on('end', () => {
      if (listener === client) listener = undefined;
      if (!closed) reconnect(1);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (e) {
      // The caller schedules the next attempt (with its backoff), not this client's 'end'.
      client.removeAllListeners('end');
      await client.end().catch(() => undefined);
      throw e;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listener = client;
  };
  await connect();

  return {
    addEventListener: local.addEventListener.bind(local) as AnyTarget['addEventListener'],
    removeEventListener: local.removeEventListener.bind(local) as AnyTarget['removeEventListener'],
    dispatchEvent(event: CustomEventLike) {
      const payload = JSON.stringify({ t: event.type, d: event.detail, n: (sequence = (sequence + 1) % Number.MAX_SAFE_INTEGER) });
      if (Buffer.byteLength(payload) > NOTIFY_LIMIT) {
        logger.error({ topic: event.type, bytes: Buffer.byteLength(payload) }, 'pub/sub payload too large for NOTIFY; dropped');
        return false;
      }
      if (closed) return false;
      pending.push(payload);
      if (!flushing) flushing = flush();
      return true;
    },
    async close() {
      closed = true;
      await flushing;
      clearTimeout(retryTimer);
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}

/**
 * The pub/sub over `target`. A subscriber is Node's `events.on` iterator over the target (the event's
 * `detail` handed on): yoga's own `createPubSub` wraps each subscriber in a Repeater whose push costs
 * ~6 µs, 6 ms for one table change reaching 1,000 sockets (issue 15's fan-out); `events.on` ~1 µs.
 * Events a subscriber has not taken yet wait in its queue, in order.
 */
function pubSubOver(target: AnyTarget, logger: Logger): PlatterPubSub {
  const eventTarget = target as unknown as EventTarget;
  /**
   * `listen`'s listeners by event type, called in one loop by one EventTarget listener per type (an
   * EventTarget listener each would cost the target's own bookkeeping per listener and event). Each list
   * is replaced, never changed, so a loop under way goes over the listeners of its moment.
   */
  const listeners = new Map<string, { list: ((payload: unknown) => void)[]; handler: (event: Event) => void }>();
  return {
    publish(topic, ...args) {
      const [type, detail] = args.length === 2 ? [`${topic}:${String(args[0])}`, args[1]] : [topic, args[0] ?? null];
      target.dispatchEvent(new CustomEvent(type, { detail }) as CustomEventLike);
    },
    subscribe<K extends keyof PlatterTopics>(topic: K, ...id: IdArgs<K>) {
      const type = id.length ? `${topic}:${String(id[0])}` : topic;
      const events = on(eventTarget, type) as AsyncIterableIterator<[CustomEventLike]>;
      const out: AsyncIterableIterator<PayloadOf<K>> = {
        next: () => events.next().then((r) => (r.done ? r : { done: false, value: r.value[0].detail as PayloadOf<K> })),
        return: () => events.return!() as Promise<IteratorResult<PayloadOf<K>>>,
        [Symbol.asyncIterator]: () => out,
      };
      return out;
    },
    listen(topic, listener, ...id) {
      const type = id.length ? `${topic}:${String(id[0])}` : topic;
      let entry = listeners.get(type);
      if (!entry) {
        const e: { list: ((payload: unknown) => void)[]; handler: (event: Event) => void } = {
          list: [],
          handler: (event: Event) => {
            const detail = (event as CustomEventLike).detail;
            // The array of this moment: a listener added or removed during the loop makes a new one. The
            // listeners' socket writes go out together after the loop (graphql/write-batch.ts).
            inOneWriteBatch(() => {
              for (const l of e.list) {
                try {
                  l(detail);
                } catch (err) {
                  // An EventTarget listener that throws would end the process (Node rethrows it on the next tick).
                  logger.error({ err, topic: type }, 'pub/sub listener failed');
                }
              }
            });
          },
        };
        countsAsSubscribers(e.handler, () => e.list.length);
        listeners.set(type, (entry = e));
        eventTarget.addEventListener(type, e.handler);
      }
      const held = entry;
      const call = listener as (payload: unknown) => void;
      held.list = [...held.list, call];
      return () => {
        const i = held.list.indexOf(call);
        if (i < 0) return;
        held.list = held.list.filter((_, j) => j !== i);
        if (held.list.length === 0 && listeners.get(type) === held) {
          listeners.delete(type);
          eventTarget.removeEventListener(type, held.handler);
        }
      };
    },
  };
}

/** Builds the process's pub/sub from configuration (Redis wins over PostgreSQL; neither: in memory). */
export async function createPlatterPubSub(
  options: { redisUrl?: string; databaseUrl?: string },
  logger: Logger,
): Promise<PubSubHandle> {
  if (options.redisUrl) {
    const publishClient = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const subscribeClient = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const eventTarget = createRedisEventTarget({ publishClient, subscribeClient });
    return {
      pubsub: pubSubOver(eventTarget as AnyTarget, logger),
      kind: 'redis',
      async close() {
        publishClient.disconnect();
        subscribeClient.disconnect();
      },
    };
  }
  if (options.databaseUrl) {
    const eventTarget = await createPgEventTarget(options.databaseUrl, logger);
    return { pubsub: pubSubOver(eventTarget, logger), kind: 'postgres', close: () => eventTarget.close() };
  }
  const local = withFanoutClock(new EventTarget());
  setMaxListeners(0, local);
  return { pubsub: pubSubOver(local as AnyTarget, logger), kind: 'memory', close: async () => undefined };
}
