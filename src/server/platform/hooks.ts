/**
 * Order hooks (ARCHITECTURE.md "modules talk through doors and through hooks"): the moments of an
 * order's money that other areas react to. The module that records the change runs the handlers that
 * modules registered at start, **inside the same transaction**; a handler may return work to do after
 * commit (publishing to subscribers). The code that runs a hook never knows who listens.
 *
 * - `orderPaid`: the order became paid (card payment confirmed by the provider, paid in store by staff).
 * - `orderRefunded`: a refund order of it was completed (in full or in part).
 * - `orderCancelled`: the order was cancelled before being paid.
 * - `paymentCancelled`: the diner cancelled a payment in progress (the order stays payable); runs
 *   outside a transaction, with the database handle.
 */
import type { Db } from './db/client';

/** The order a hook is about, as stored (money in cents). */
export interface HookOrder {
  id: number;
  tradeid: string;
  venueId: number;
  userId: number | null;
  tableId: number | null;
  /** ORDER_SOURCE (1 online, 2 table sitting, …). */
  source: number;
  /** Cents paid (orderPaid) or still owed. */
  feetopay: number;
}

export interface OrderHookEvent {
  order: HookOrder;
  /** Milliseconds since the epoch. */
  nowMs: number;
  /** orderRefunded: cents refunded by this refund. */
  amount?: number;
}

export type OrderHookName = 'orderPaid' | 'orderRefunded' | 'orderCancelled' | 'paymentCancelled';

/** Work a handler leaves for after commit (e.g. telling subscribers); its failures are logged, not thrown. */
export type AfterCommit = () => Promise<void>;

/**
 * A handler: `exec` is the transaction (or the database for `paymentCancelled`); `deps` the services
 * of the app that runs it (`D` is `Services`; generic so that the platform knows no module).
 */
export type OrderHookHandler<D> = (exec: Db, event: OrderHookEvent, deps: D) => Promise<AfterCommit | void>;

export interface OrderHooks<D> {
  /** Registers a handler (at start, by a module). Handlers run in registration order. */
  on(name: OrderHookName, handler: OrderHookHandler<D>): void;
  /**
   * Runs every handler of `name` in `exec`, in order; a handler's error aborts the caller's
   * transaction. Answers the after-commit work of all handlers as one function.
   */
  run(name: OrderHookName, exec: Db, event: OrderHookEvent, deps: D): Promise<AfterCommit>;
  /** The names of the registered handlers per hook (for the docs and a test). */
  describe(): Record<OrderHookName, string[]>;
}

/** A fresh registry with no handlers. `onAfterCommitError` hears of failed after-commit work. */
export function createOrderHooks<D>(onAfterCommitError: (e: unknown, name: OrderHookName) => void = () => {}): OrderHooks<D> {
  const handlers: Record<OrderHookName, OrderHookHandler<D>[]> = { orderPaid: [], orderRefunded: [], orderCancelled: [], paymentCancelled: [] };
  return {
    on(name, handler) {
      handlers[name].push(handler);
    },
    async run(name, exec, event, deps) {
      const after: AfterCommit[] = [];
      for (const h of handlers[name]) {
        const a = await h(exec, event, deps);
        if (a) after.push(a);
      }
      return async () => {
        for (const a of after) {
          try {
            await a();
          } catch (e) {
            onAfterCommitError(e, name);
          }
        }
      };
    },
    describe() {
      return Object.fromEntries(Object.entries(handlers).map(([k, hs]) => [k, hs.map((h) => h.name || 'anonymous')])) as Record<OrderHookName, string[]>;
    },
  };
}
