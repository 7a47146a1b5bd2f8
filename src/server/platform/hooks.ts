/**
 * The app's hooks (ARCHITECTURE.md "modules talk through doors and through hooks"): the one way a
 * module plugs into another one below it. Everything here is created per app (compose.ts
 * `createModuleHooks`), filled by each module's register function while the app is built, and read by
 * the modules through `deps.hooks` (Services): nothing is kept at module level, so two apps in one
 * process (tests) never see each other's registrations.
 *
 * Order hooks — the moments of an order's money that other areas react to. The module that records the
 * change runs the handlers **inside the same transaction**; a handler may return work to do after
 * commit (publishing to subscribers). The code that runs a hook never knows who listens.
 * - `orderPaid`: the order became paid (card payment confirmed by the provider, paid in store by staff).
 * - `orderRefunded`: a refund order of it was completed (in full or in part).
 * - `orderCancelled`: the order was cancelled before being paid.
 * - `paymentCancelled`: the diner cancelled a payment in progress (the order stays payable); runs
 *   outside a transaction, with the database handle.
 * - `paymentFailed`: a card payment of the order was refused (or failed to start); the order is
 *   payable again. Runs in the transaction that ends the attempt (what the order held, e.g. a
 *   voucher, is given back at once).
 *
 * Named extension points (`ModuleHooks`) — what a higher module supplies to a lower one:
 * - `discountSources`: extra coupon-shaped discounts an order may carry (loyalty's vouchers; orders);
 * - `deliveryFee`: the stored courier quote a courier order is priced with (delivery; orders);
 * - `tenders`: what pays part of an order besides a card (gift cards; orders and payments' refunds);
 * - `accountErased` / `memberRegistered`: reactions to an account's deletion and to a new member
 *   (orders, payments, loyalty; accounts);
 * - `paymentRecords`: what orders shows of the payments module's records — whether a payment is
 *   pending, the refund orders (payments; orders).
 * Their contracts are declared here, below every module, because Services carries them.
 */
import type { RefundCart } from '../../domain/refunds';
import type { Result } from '../../domain/result';
import type { CartLine, Coupon } from '../../domain/types';
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

export type OrderHookName = 'orderPaid' | 'orderRefunded' | 'orderCancelled' | 'paymentCancelled' | 'paymentFailed';

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
  const handlers: Record<OrderHookName, OrderHookHandler<D>[]> = { orderPaid: [], orderRefunded: [], orderCancelled: [], paymentCancelled: [], paymentFailed: [] };
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

// ——— named extension points

/**
 * A named extension point: the contributions of the modules, in registration order. Adding one with the
 * key (`keyOf`, default: the contribution itself) of an earlier one replaces it in place.
 */
export interface ExtensionPoint<T> {
  readonly name: string;
  add(item: T): void;
  list(): readonly T[];
}

/** A fresh, empty extension point called `name`. */
export function createExtensionPoint<T>(name: string, keyOf: (item: T) => unknown = (item) => item): ExtensionPoint<T> {
  const items: T[] = [];
  return {
    name,
    add(item) {
      const i = items.findIndex((x) => keyOf(x) === keyOf(item));
      if (i >= 0) items[i] = item;
      else items.push(item);
    },
    list: () => items,
  };
}

/** A named slot: at most one contribution (the last one set). */
export interface ExtensionSlot<T> {
  readonly name: string;
  set(item: T): void;
  /** The contribution, or null when no module supplied one. */
  get(): T | null;
}

/** A fresh, empty slot called `name`. */
export function createExtensionSlot<T>(name: string): ExtensionSlot<T> {
  let item: T | null = null;
  return {
    name,
    set(next) {
      item = next;
    },
    get: () => item,
  };
}

/** What a discount source is asked about (orders' orderEdit). */
export interface DiscountContext {
  venueId: number;
  venueCode: string;
  /** The ordering user (null for a session without a user). */
  userId: number | null;
  /** Seconds since the epoch. */
  now: number;
  /** The order being edited (null for a new order): what it already claimed may be kept. */
  orderId?: number | null;
}

/**
 * A supplier of extra discounts by code (orders/discount-sources.ts): coupon-shaped discounts an order
 * carries as coupon payment entries (type 25) with a NEGATIVE `pid` (coupons' ids are positive).
 */
export interface DiscountSource {
  name: string;
  /**
   * The coupons for the negative ids it knows (others left out; orders refuses an id no source
   * knows). Errors: the source's own (e.g. NOT_VALID, USER_ONLY, EXIST_ALREADY).
   */
  load(db: Db, ids: readonly number[], ctx: DiscountContext): Promise<Result<Coupon[]>>;
  /** Inside the order's write transaction: claims the ids it knows for order `orderId`. An error aborts the order. */
  claim(tx: Db, ids: readonly number[], orderId: number, ctx: DiscountContext): Promise<Result<true>>;
  /** Gives back what order `orderId` claimed (before an edit claims again). */
  release(tx: Db, orderId: number): Promise<void>;
  /**
   * Optional. A payment of order `orderId` is starting (in its transaction, the order row locked):
   * holds again the ids it knows of those the order carries (`ids`, negative), renewing the hold, or
   * taking back what a refused payment or a lapsed hold gave up. An error (e.g. EXIST_ALREADY: taken
   * by another order meanwhile) refuses the payment. `now`: seconds since the epoch.
   */
  hold?(tx: Db, ids: readonly number[], orderId: number, now: number): Promise<Result<true>>;
}

/** What the delivery-fee source is asked (orders' pricing of a courier order). */
export interface DeliveryFeeQuery {
  venueId: number;
  /** 21 or 22. */
  method: number;
  /** The order's shipping object as sent (delivery_id names the quote). */
  shipping: Record<string, unknown>;
  /** The order being edited, or null for a new order. */
  orderId: number | null;
}

/** Answers the stored courier quote in cents (fee + tax), or an error (NOT_VALID, DELIVERY_QUOTE_REQUIRED). */
export type DeliveryFeeSource = (db: Db, query: DeliveryFeeQuery) => Promise<Result<{ quote: number }>>;

/** The order a tender is handed (the caller holds its row lock). */
export interface TenderOrder {
  id: number;
  tradeid: string;
}

/** Something other than a card that pays part of an order (a gift card; orders/tenders.ts). */
export interface Tender {
  /** Short name, e.g. 'gift_card' (the extension point's key). */
  kind: string;
  /**
   * Gives back, inside `tx` (the order row is locked by the caller), everything this tender took from
   * the order, and answers the cents given back (0 when none). Must be idempotent. `nowSeconds`: seconds since the epoch.
   */
  release(tx: Db, order: TenderOrder, nowSeconds: number): Promise<number>;
  /**
   * A refund: gives back, inside `tx` (the order row is locked by the caller), at most `amount` cents
   * of what this tender took from the order and still holds, and answers the cents given back.
   */
  refund(tx: Db, order: TenderOrder, amount: number, nowSeconds: number): Promise<number>;
}

/** Erases or de-identifies `userId`'s personal data in the account deletion's transaction `tx`. */
export type AccountErasureHandler = (tx: Db, userId: number) => Promise<void>;

/** Reacts to a new registered member, after it is written, with the database handle; `now` in seconds. */
export type MemberRegisteredHandler = (db: Db, member: { userId: number; now: number }) => Promise<void>;

/** A payment of a refund order as orders shows it (§3.2 refund_orders.payments), cents. */
export interface RefundRecordPayment {
  type: number;
  amount: number;
  change: number;
  /** False when the provider refused it (the amount was not refunded). */
  ok?: boolean;
}

/** A done refund order (§3.2 refund_orders), as the payments module records it; money in cents, times in seconds. */
export interface RefundRecord {
  orderId: number;
  tradeid: string;
  invoiceCode: string;
  /** 3 refunded (the order is refunded in full) or 11 partly refunded. */
  status: number;
  amount: number;
  carts: RefundCart[];
  payments: RefundRecordPayment[];
  reason: string;
  createdAt: number;
  completedAt: number;
}

/** What orders shows of the payments module's records (payments supplies it; orders never imports payments). */
export interface PaymentRecords {
  /** Whether order `orderId` has a payment attempt still pending. */
  hasPendingPayment(db: Db, orderId: number): Promise<boolean>;
  /** The done refund orders of `orderIds`, by order id (every id present), oldest first. */
  refundsOfOrders(db: Db, orderIds: readonly number[]): Promise<Map<number, RefundRecord[]>>;
  /** The done refund order whose receipt code is `invoiceCode`, or null. */
  refundByInvoiceCode(db: Db, invoiceCode: string): Promise<RefundRecord | null>;
}

/** The order hooks and the named extension points of one app. */
export interface ModuleHooks<D> extends OrderHooks<D> {
  readonly discountSources: ExtensionPoint<DiscountSource>;
  readonly deliveryFee: ExtensionSlot<DeliveryFeeSource>;
  readonly tenders: ExtensionPoint<Tender>;
  readonly accountErased: ExtensionPoint<AccountErasureHandler>;
  readonly memberRegistered: ExtensionPoint<MemberRegisteredHandler>;
  readonly paymentRecords: ExtensionSlot<PaymentRecords>;
  /** A table round went to the kitchen (tables; the kitchen makes its tickets in the round's transaction). */
  readonly roundSent: ExtensionPoint<RoundSentHandler<D>>;
  /** What each extension point holds, by name (function names; for the docs and tests). */
  describeExtensions(): Record<string, string[]>;
}

/**
 * A table round sent to the kitchen (issue 25 items 1, 2): the sitting's trade id, the round's number and
 * its lines as sent (status 21). Instants in milliseconds since the epoch.
 */
export interface RoundSentEvent {
  venueId: number;
  tableId: number;
  tableName: string;
  /** The sitting's trade id (its order's, once paid). */
  tradeid: string;
  round: number;
  lines: CartLine[];
  nowMs: number;
}

/** Runs inside the round's transaction (`exec`); may return after-commit work (telling screens). */
export type RoundSentHandler<D> = (exec: Db, event: RoundSentEvent, deps: D) => Promise<AfterCommit | void>;

/** Fresh order hooks and empty extension points for one app. `onAfterCommitError` as for `createOrderHooks`. */
export function createAppHooks<D>(onAfterCommitError?: (e: unknown, name: OrderHookName) => void): ModuleHooks<D> {
  const points = {
    discountSources: createExtensionPoint<DiscountSource>('discountSources', (s) => s.name),
    deliveryFee: createExtensionSlot<DeliveryFeeSource>('deliveryFee'),
    tenders: createExtensionPoint<Tender>('tenders', (t) => t.kind),
    accountErased: createExtensionPoint<AccountErasureHandler>('accountErased'),
    memberRegistered: createExtensionPoint<MemberRegisteredHandler>('memberRegistered'),
    paymentRecords: createExtensionSlot<PaymentRecords>('paymentRecords'),
    roundSent: createExtensionPoint<RoundSentHandler<D>>('roundSent'),
  };
  const fnName = (f: unknown) => (typeof f === 'function' && f.name) || 'anonymous';
  return {
    ...createOrderHooks<D>(onAfterCommitError),
    ...points,
    describeExtensions: () => ({
      discountSources: points.discountSources.list().map((s) => s.name),
      deliveryFee: [points.deliveryFee.get()].filter((f) => f !== null).map(fnName),
      tenders: points.tenders.list().map((t) => t.kind),
      accountErased: points.accountErased.list().map(fnName),
      memberRegistered: points.memberRegistered.list().map(fnName),
      paymentRecords: points.paymentRecords.get() ? ['payments'] : [],
      roundSent: points.roundSent.list().map(fnName),
    }),
  };
}
