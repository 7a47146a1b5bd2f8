/**
 * Revoking staff console sessions and ending their open streams (beyond the specifications; issue 16
 * item 4). A session (`staff_sessions`, staff-auth.ts) is revoked by signing out (that session) or by
 * 'Sign out everywhere' (every live session of the venue). Revocation is a database update, so every
 * request after it is refused; streams already open — the console's server-sent events and GraphQL
 * subscriptions authorised by the staff cookie — are ended too:
 *
 * - each process keeps its open staff streams by session id (`watchStaffSession`);
 * - a revocation publishes `staffSessionRevoked` on the process's pub/sub (in memory, PostgreSQL
 *   LISTEN/NOTIFY or Redis, so every process behind a load balancer hears it), and each process ends
 *   the streams it holds for the session or venue;
 * - a stream also ends when its session expires.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { Repeater } from 'graphql-yoga';
import { nowSeconds } from '../../platform/clock';
import type { PlatterPubSub } from '../../platform/pubsub';
import type { Services } from '../../services';
import { staffSessions } from './schema';
import { hashStaffToken, type StaffPrincipal } from './staff-auth';

type Deps = Pick<Services, 'db' | 'clock' | 'pubsub' | 'logger'>;

interface Watcher {
  sessionId: number;
  venueId: number;
  onRevoked: () => void;
}

/** One registry per pub/sub (one per app): the open staff streams and the revocation listener. */
const registries = new WeakMap<PlatterPubSub, Set<Watcher>>();

function registry(deps: Deps): Set<Watcher> {
  let watchers = registries.get(deps.pubsub);
  if (watchers) return watchers;
  const set = new Set<Watcher>();
  watchers = set;
  registries.set(deps.pubsub, set);
  const events = deps.pubsub.subscribe('staffSessionRevoked')[Symbol.asyncIterator]();
  const loop = async () => {
    for (;;) {
      const next = await events.next();
      if (next.done) return;
      const { sessionId, venueId } = next.value;
      for (const w of [...set]) {
        if ((sessionId !== undefined && w.sessionId === sessionId) || (venueId !== undefined && w.venueId === venueId)) {
          set.delete(w);
          w.onRevoked();
        }
      }
    }
  };
  loop().catch((e: unknown) => deps.logger.error({ err: e }, 'staff session revocation listener stopped'));
  return watchers;
}

/** Whether a staff session is still live (not revoked, not expired) at the clock's now. */
async function sessionLive(deps: Deps, sessionId: number): Promise<boolean> {
  const [row] = await deps.db
    .select({ expiresAt: staffSessions.expiresAt })
    .from(staffSessions)
    .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)))
    .limit(1);
  return row !== undefined && row.expiresAt > nowSeconds(deps.clock);
}

/**
 * Calls `onRevoked` once when `staff`'s console session is revoked (in any process) or expires, for a
 * stream opened with it. A principal without a session (HTTP Basic) is never called back.
 * @returns a function that stops watching (call it when the stream ends by itself).
 */
export function watchStaffSession(deps: Deps, staff: StaffPrincipal, onRevoked: () => void): () => void {
  if (staff.sessionId === undefined) return () => undefined;
  const set = registry(deps);
  let done = false;
  let timer: NodeJS.Timeout | undefined;
  const w: Watcher = {
    sessionId: staff.sessionId,
    venueId: staff.venueId,
    onRevoked: () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      set.delete(w);
      onRevoked();
    },
  };
  set.add(w);
  if (staff.expiresAt !== undefined) {
    timer = setTimeout(w.onRevoked, Math.min(2 ** 31 - 1, Math.max(0, staff.expiresAt * 1000 - deps.clock.nowMs())));
    timer.unref();
  }
  // A revocation published between the caller's check and this registration is caught here.
  sessionLive(deps, staff.sessionId).then(
    (live) => void (live ? undefined : w.onRevoked()),
    (e: unknown) => deps.logger.warn({ err: e }, 'staff session check failed'),
  );
  return () => {
    done = true;
    clearTimeout(timer);
    set.delete(w);
  };
}

/**
 * `source` (a subscription's event stream) that ends when `staff`'s console session is revoked or
 * expires (see `watchStaffSession`); returning it returns `source`.
 */
export function untilStaffSessionRevoked<T>(deps: Deps, staff: StaffPrincipal, source: AsyncIterable<T>): AsyncIterable<T> {
  return new Repeater<T>(async (push, stop) => {
    const it = source[Symbol.asyncIterator]();
    const unwatch = watchStaffSession(deps, staff, () => stop());
    let stopped = false;
    const stopping = stop.then(() => {
      stopped = true;
      return { done: true as const, value: undefined };
    });
    try {
      while (!stopped) {
        const next = await Promise.race([it.next(), stopping]);
        if (stopped || next.done) break;
        await push(next.value);
      }
    } finally {
      unwatch();
      stop();
      await it.return?.();
    }
  });
}

/**
 * Signs out the console session of `token`: marks it revoked and tells every process to end its
 * streams. @returns whether a live session was revoked (false for an unknown or already revoked token).
 */
export async function revokeStaffToken(deps: Deps, token: string | undefined | null): Promise<boolean> {
  if (!token) return false;
  const rows = await deps.db
    .update(staffSessions)
    .set({ revokedAt: nowSeconds(deps.clock) })
    .where(and(eq(staffSessions.tokenHash, hashStaffToken(token)), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  for (const r of rows) deps.pubsub.publish('staffSessionRevoked', { sessionId: r.id });
  return rows.length > 0;
}

/**
 * 'Sign out everywhere': revokes every live console session of the venue (this one included) and tells
 * every process to end their streams. @returns how many sessions were revoked.
 */
export async function revokeVenueStaffSessions(deps: Deps, venueId: number): Promise<number> {
  const rows = await deps.db
    .update(staffSessions)
    .set({ revokedAt: nowSeconds(deps.clock) })
    .where(and(eq(staffSessions.venueId, venueId), isNull(staffSessions.revokedAt)))
    .returning({ id: staffSessions.id });
  deps.pubsub.publish('staffSessionRevoked', { venueId });
  return rows.length;
}
