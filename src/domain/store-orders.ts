/**
 * Per-store status of multi-store orders, pure (orders-and-payments.md §4.6 "For multi-store orders the
 * status is tracked per store order"; §2.5, §3.2 store_orders). In a food hall each store accepts and
 * prepares its own part: its progress events (accepted 21, ready 23, delivering 31, fulfilled 6) are
 * kept per store, while payment, refusal, cancelation and refunds stay events of the whole order.
 *
 * The whole order follows its slowest store: it reaches a progress event once every store has reached
 * it or gone further (accepted when all stores accepted, ready when all are ready, …).
 */
import { canTransition, DELIVERY_CATEGORY, latestEvent, ORDER_EVENT } from './order-status';
import type { StatusEvent } from './types';

/** The progress events set per store, in the order an order moves through them. */
export const STORE_PROGRESS: readonly number[] = [ORDER_EVENT.confirmed, ORDER_EVENT.ready, ORDER_EVENT.delivering, ORDER_EVENT.fulfilled];

/** Whether event `status` is set per store on a multi-store order (21, 23, 31, 6). */
export function isStoreEvent(status: number): boolean {
  return STORE_PROGRESS.includes(status);
}

/** How far a store got: 0 none, then 1 accepted, 2 ready, 3 delivering, 4 fulfilled (its latest progress event). */
function rank(events: readonly StatusEvent[]): number {
  let best = 0;
  for (const e of events) best = Math.max(best, STORE_PROGRESS.indexOf(e.status) + 1);
  return best;
}

/**
 * A store order's status events (§3.2 store_orders.statustime): the whole order's events that are not
 * progress events (placed, paid, refused, canceled, refunds…) merged with the store's own progress
 * events, in the order they happened (by id). Events without an id keep their list order.
 */
export function storeOrderEvents(orderEvents: readonly StatusEvent[], storeEvents: readonly StatusEvent[]): StatusEvent[] {
  const shared = orderEvents.filter((e) => !isStoreEvent(e.status));
  return [...shared, ...storeEvents].map((e, i) => ({ e, i })).sort((a, b) => (a.e.id ?? 0) - (b.e.id ?? 0) || a.i - b.i).map(({ e }) => e);
}

/**
 * Whether a store may move its part to progress event `to`: `to` is a progress event, the store's
 * events allow it (`canTransition` on `storeOrderEvents`), and the whole order is not finished,
 * refused or being canceled or refunded (its latest event is placed, paid or a progress event).
 */
export function canMoveStore(orderEvents: readonly StatusEvent[], storeEvents: readonly StatusEvent[], to: number, categoryType: number): boolean {
  if (!isStoreEvent(to)) return false;
  const current = latestEvent(orderEvents)?.status;
  if (current !== ORDER_EVENT.placed && current !== ORDER_EVENT.paid && !isStoreEvent(current ?? -1)) return false;
  return canTransition(storeOrderEvents(orderEvents, storeEvents), to, categoryType);
}

/**
 * The progress events the whole order must now append, in order, after the stores' parts moved: each
 * progress event every store has reached that the order has not (an order accepted by the last of
 * three stores gets 21; if all were already ready it gets 21 then 23). Delivering (31) only for the
 * delivery category.
 * @param storeEvents each store's own progress events.
 */
export function overallEventsToAppend(orderEvents: readonly StatusEvent[], storeEvents: readonly (readonly StatusEvent[])[], categoryType: number): number[] {
  if (storeEvents.length === 0) return [];
  const slowest = Math.min(...storeEvents.map(rank));
  const reached = rank(orderEvents.filter((e) => isStoreEvent(e.status)));
  return STORE_PROGRESS.slice(reached, slowest).filter((e) => e !== ORDER_EVENT.delivering || categoryType === DELIVERY_CATEGORY);
}
