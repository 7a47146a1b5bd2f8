/**
 * The kitchen's use cases (issue 25 items 1, 2): tickets made from paid orders (`orderPaid`) and table
 * rounds (`roundSent`), each in the transaction that paid the order or sent the round; bump, recall,
 * courses fired once; the screens told through the `kitchenChanged` topic (every process, so two screens
 * on one station stay in step). Instants are milliseconds since the epoch.
 */
import { and, eq, gt, isNotNull, isNull, or } from 'drizzle-orm';
import { buildKitchenTickets, coursesFiringNow, isOrderDone, nextHeldCourse, readyByOf, type KitchenTicketDraft } from '../../../domain/kitchen';
import { canTransition, latestEvent, ORDER_EVENT, ORDER_SOURCE } from '../../../domain/order-status';
import { orderNumber } from '../../../domain/order-number';
import { err, ok, type Result } from '../../../domain/result';
import type { Db } from '../../platform/db/client';
import type { AfterCommit, OrderHookHandler, RoundSentHandler } from '../../platform/hooks';
import type { Services } from '../../services';
import { kitchenFactsOfVenue } from '../catalog';
import { appendOrderEvent, eventsOf, findOrderById, isDirectOrder, lockOrder, orderLinesOf, publishOrderChange } from '../orders';
import { kickPrinting, queueTicketPrints } from './printing';
import { kitchenFires, kitchenTickets, TICKET_SOURCE } from './schema';
import { ticketView, type KitchenTicketView } from './ticket-view';

export type { KitchenTicketView } from './ticket-view';

type Deps = Pick<Services, 'db' | 'pubsub' | 'logger' | 'clock' | 'config'>;
type Row = typeof kitchenTickets.$inferSelect;

/** Tells every process's kitchen screens of venue `venueId` (and the table's phones polling) that tickets changed. */
function publishKitchen(deps: Pick<Services, 'pubsub'>, venueId: number, reason: string, tradeid: string): void {
  deps.pubsub.publish('kitchenChanged', String(venueId), { reason, tradeid });
}

/** Stores the drafts (once: the tickets' unique key) and queues the fired ones' prints (issue 25 item 3). Returns how many were new. */
async function insertDrafts(exec: Db, drafts: KitchenTicketDraft[], base: Omit<typeof kitchenTickets.$inferInsert, 'station' | 'stationName' | 'course' | 'courseName' | 'lines' | 'firedAt'>): Promise<number> {
  if (drafts.length === 0) return 0;
  const rows = await exec
    .insert(kitchenTickets)
    .values(drafts.map((d) => ({ ...base, station: d.station, stationName: d.stationName, course: d.course, courseName: d.courseName, lines: d.lines, firedAt: d.held ? null : base.createdAt })))
    .onConflictDoNothing()
    .returning({ id: kitchenTickets.id, station: kitchenTickets.station, firedAt: kitchenTickets.firedAt });
  await queueTicketPrints(exec, base.venueId, rows.filter((r) => r.firedAt !== null), base.createdAt);
  return rows.length;
}

/**
 * `orderPaid` handler: a paid order (not a table sitting's, whose rounds already made tickets, nor a
 * direct sale such as a gift card) becomes its tickets, all fired, ready by ASAP or its slot minus the
 * venue's preparation minutes. Once per order (the tickets' unique key).
 */
export const makeOrderTickets: OrderHookHandler<Services> = async function makeOrderTickets(exec, event, deps): Promise<AfterCommit | void> {
  if (event.order.source === ORDER_SOURCE.table) return;
  const order = await findOrderById(exec, event.order.id);
  if (!order || isDirectOrder(order)) return;
  const kitchen = await kitchenFactsOfVenue(exec, order.venueId);
  if (!kitchen) return;
  const lines = await orderLinesOf(exec, order.id);
  const drafts = buildKitchenTickets(lines, kitchen.facts);
  const made = await insertDrafts(exec, drafts, {
    venueId: order.venueId,
    source: TICKET_SOURCE.order,
    tradeid: order.tradeid,
    orderId: order.id,
    label: orderNumber({ type: order.type, category_type: order.categoryType as never, seqnum: order.seqnum }),
    categoryType: order.categoryType,
    round: 0,
    note: order.notes,
    readyBy: readyByOf(event.nowMs, order.validtime, kitchen.settings.prepMinutes),
    createdAt: event.nowMs,
  });
  if (made > 0)
    return async () => {
      publishKitchen(deps, order.venueId, 'order', order.tradeid);
      kickPrinting(deps);
    };
};

/**
 * `roundSent` handler: a table round becomes its tickets; drinks (at-once courses), courses already
 * fired and the table's first course fire now, later courses are held for 'Fire next course'.
 */
export const makeRoundTickets: RoundSentHandler<Services> = async function makeRoundTickets(exec, event, deps): Promise<AfterCommit | void> {
  const kitchen = await kitchenFactsOfVenue(exec, event.venueId);
  if (!kitchen) return;
  const drafts = buildKitchenTickets(event.lines, kitchen.facts);
  if (drafts.length === 0) return;
  const fired = (await exec.select({ course: kitchenFires.course }).from(kitchenFires).where(eq(kitchenFires.tradeid, event.tradeid))).map((r) => r.course);
  const firing = coursesFiringNow(kitchen.facts.courses, fired, drafts.map((d) => d.course));
  const newlyFired = firing.filter((c) => !fired.includes(c));
  if (newlyFired.length) {
    await exec
      .insert(kitchenFires)
      .values(newlyFired.map((course) => ({ tradeid: event.tradeid, course, venueId: event.venueId, firedAt: event.nowMs, firedBy: 'auto' })))
      .onConflictDoNothing();
  }
  await insertDrafts(
    exec,
    drafts.map((d) => ({ ...d, held: !firing.includes(d.course) })),
    { venueId: event.venueId, source: TICKET_SOURCE.table, tradeid: event.tradeid, orderId: null, label: event.tableName, categoryType: 2, round: event.round, note: '', readyBy: event.nowMs, createdAt: event.nowMs },
  );
  return async () => {
    publishKitchen(deps, event.venueId, 'round', event.tradeid);
    kickPrinting(deps);
  };
};

/**
 * The kitchen screen's tickets of venue `venueId`: every open ticket (held ones included, for the expo
 * view) and those bumped in the last `recentMinutes` (for recall), oldest first.
 */
export async function listKitchenTickets(deps: Deps, venueId: number, recentMinutes = 30): Promise<KitchenTicketView[]> {
  const since = deps.clock.nowMs() - recentMinutes * 60_000;
  const rows = await deps.db
    .select()
    .from(kitchenTickets)
    .where(and(eq(kitchenTickets.venueId, venueId), or(isNull(kitchenTickets.bumpedAt), gt(kitchenTickets.bumpedAt, since))))
    .orderBy(kitchenTickets.readyBy, kitchenTickets.createdAt, kitchenTickets.id)
    .limit(500);
  return rows.map(ticketView);
}

/**
 * Bumps (done) ticket `id` of venue `venueId`. When every ticket of a paid order is bumped, the order
 * moves to 'ready' (23; accepted first when it was not) through the orders door and the diner is told.
 * Errors: NOT_FOUND, TICKET_HELD (its course not fired), TICKET_ALREADY_BUMPED ({id}); nothing changes then.
 */
export async function bumpTicket(deps: Deps, venueId: number, id: number): Promise<Result<KitchenTicketView>> {
  const now = deps.clock.nowMs();
  const outcome = await deps.db.transaction(async (tx): Promise<Result<{ row: Row; orderMoved: number | null }>> => {
    const [row] = await tx
      .update(kitchenTickets)
      .set({ bumpedAt: now })
      .where(and(eq(kitchenTickets.id, id), eq(kitchenTickets.venueId, venueId), isNull(kitchenTickets.bumpedAt), isNotNull(kitchenTickets.firedAt)))
      .returning();
    if (!row) {
      const [seen] = await tx.select().from(kitchenTickets).where(and(eq(kitchenTickets.id, id), eq(kitchenTickets.venueId, venueId)));
      if (!seen) return err('NOT_FOUND');
      return seen.firedAt === null ? err('TICKET_HELD', { id }) : err('TICKET_ALREADY_BUMPED', { id });
    }
    let orderMoved: number | null = null;
    if (row.source === TICKET_SOURCE.order && row.orderId !== null) {
      const all = await tx.select({ firedAt: kitchenTickets.firedAt, bumpedAt: kitchenTickets.bumpedAt }).from(kitchenTickets).where(eq(kitchenTickets.tradeid, row.tradeid));
      if (isOrderDone(all.map((t) => ({ held: t.firedAt === null, bumped: t.bumpedAt !== null })))) {
        const order = await lockOrder(tx as never, row.orderId);
        if (order) {
          let events = await eventsOf(tx as never, order.id);
          const at = Math.floor(now / 1000);
          if (latestEvent(events)?.status !== ORDER_EVENT.ready && canTransition(events, ORDER_EVENT.confirmed, order.categoryType, order.status)) {
            events = await appendOrderEvent(tx as never, order, ORDER_EVENT.confirmed, at);
          }
          if (canTransition(events, ORDER_EVENT.ready, order.categoryType, order.status)) {
            await appendOrderEvent(tx as never, order, ORDER_EVENT.ready, at);
            orderMoved = order.id;
          }
        }
      }
    }
    return ok({ row, orderMoved });
  });
  if (!outcome.ok) return outcome;
  publishKitchen(deps, venueId, 'bump', outcome.value.row.tradeid);
  if (outcome.value.orderMoved !== null) await publishOrderChange(deps, outcome.value.orderMoved, 'kitchen ready');
  return ok(ticketView(outcome.value.row));
}

/** Recalls bumped ticket `id` back to the screen. Errors: NOT_FOUND, TICKET_NOT_BUMPED ({id}). The order's status stays. */
export async function recallTicket(deps: Deps, venueId: number, id: number): Promise<Result<KitchenTicketView>> {
  const [row] = await deps.db
    .update(kitchenTickets)
    .set({ bumpedAt: null })
    .where(and(eq(kitchenTickets.id, id), eq(kitchenTickets.venueId, venueId), isNotNull(kitchenTickets.bumpedAt)))
    .returning();
  if (!row) {
    const [seen] = await deps.db.select({ id: kitchenTickets.id }).from(kitchenTickets).where(and(eq(kitchenTickets.id, id), eq(kitchenTickets.venueId, venueId)));
    return seen ? err('TICKET_NOT_BUMPED', { id }) : err('NOT_FOUND');
  }
  publishKitchen(deps, venueId, 'recall', row.tradeid);
  return ok(ticketView(row));
}

/**
 * Fires course `course` of the sitting `tradeid` at venue `venueId` (a diner's 'Fire next course' or
 * staff): its held tickets go to the screens, ready by now. Once: the fire is a row keyed by (trade id,
 * course), so two phones tapping together make one fire and the other is refused.
 * Errors: COURSE_ALREADY_FIRED ({course}), COURSE_NOT_HELD ({course}: nothing held for it).
 */
export async function fireCourse(deps: Deps, venueId: number, tradeid: string, course: number, by: 'diner' | 'staff'): Promise<Result<{ course: number; tickets: number }>> {
  const now = deps.clock.nowMs();
  const outcome = await deps.db.transaction(async (tx): Promise<Result<{ course: number; tickets: number }>> => {
    const [claimed] = await tx.insert(kitchenFires).values({ tradeid, course, venueId, firedAt: now, firedBy: by }).onConflictDoNothing().returning({ course: kitchenFires.course });
    if (!claimed) return err('COURSE_ALREADY_FIRED', { course });
    const fired = await tx
      .update(kitchenTickets)
      .set({ firedAt: now, readyBy: now })
      .where(and(eq(kitchenTickets.tradeid, tradeid), eq(kitchenTickets.venueId, venueId), eq(kitchenTickets.course, course), isNull(kitchenTickets.firedAt)))
      .returning({ id: kitchenTickets.id, station: kitchenTickets.station });
    await queueTicketPrints(tx as never, venueId, fired, now);
    // Nothing held: undo the claim (the transaction rolls back with the refusal).
    if (fired.length === 0) throw new NothingHeld(course);
    return ok({ course, tickets: fired.length });
  }).catch((e: unknown) => {
    if (e instanceof NothingHeld) return err('COURSE_NOT_HELD', { course: e.course });
    throw e;
  });
  if (outcome.ok) {
    publishKitchen(deps, venueId, 'fire', tradeid);
    kickPrinting(deps);
  }
  return outcome;
}

class NothingHeld extends Error {
  constructor(readonly course: number) {
    super('nothing held');
  }
}

/** A course of a table as its phones show it: 'held' (waiting to be fired), 'cooking', 'ready' (every ticket bumped). */
export interface TableCourseView {
  course: number;
  name: string;
  state: 'held' | 'cooking' | 'ready';
}

/**
 * The courses of sitting `tradeid` (issue 25 item 2) in course order, and the next course the table may
 * fire (the lowest held one), or null.
 */
export async function tableCourses(deps: Pick<Services, 'db'>, tradeid: string): Promise<{ courses: TableCourseView[]; next: TableCourseView | null }> {
  if (!tradeid) return { courses: [], next: null };
  const rows = await deps.db
    .select({ course: kitchenTickets.course, name: kitchenTickets.courseName, firedAt: kitchenTickets.firedAt, bumpedAt: kitchenTickets.bumpedAt })
    .from(kitchenTickets)
    .where(eq(kitchenTickets.tradeid, tradeid));
  const byCourse = new Map<number, TableCourseView>();
  for (const r of rows) {
    const state: TableCourseView['state'] = r.firedAt === null ? 'held' : r.bumpedAt === null ? 'cooking' : 'ready';
    const prev = byCourse.get(r.course);
    const rank = { held: 0, cooking: 1, ready: 2 } as const;
    byCourse.set(r.course, { course: r.course, name: r.name, state: prev && rank[prev.state] < rank[state] ? prev.state : state });
  }
  const courses = [...byCourse.values()].sort((a, b) => a.course - b.course);
  const nextCourse = nextHeldCourse(courses.filter((c) => c.state === 'held').map((c) => c.course));
  return { courses, next: courses.find((c) => c.course === nextCourse) ?? null };
}
