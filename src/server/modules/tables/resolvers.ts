/**
 * Resolvers of table.graphql (table ordering): parse, guard, call one use case, map the result.
 * Spec: storefront.md §3 "Table order resource", §4 "Table states", §7; orders-and-payments.md §4.8.
 */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';
import {
  authorizeTableSubscription,
  canSeeSitting,
  editTableOrder,
  getTableOrderResource,
  submitTableRound,
} from './table';
import { checkoutTable, priceTableBill } from './table-checkout';
import { getTableSplit, payTableShare } from './table-split';
import { err } from '../../../domain/result';
import { redactTableEvent, toGraphQLError, unwrapTable, type TableEvent } from './table-model';
import type { Resolvers } from '../../platform/graphql/__generated__/schema-types';
import { pushStream } from '../../platform/graphql/push-stream';

/**
 * Subscription fields answered once per event for every phone with the same operation and variables
 * (platform/graphql/shared-subscriptions.ts): an OrderResEvent's fields read only the event.
 */
export const SHARED_SUBSCRIPTION_FIELDS: readonly string[] = ['orderResEditingChanged'];

/**
 * The source value yielded for a published event, one object per event and view (whole or redacted),
 * shared by every phone at the table: so its answer is executed and serialised once.
 */
const sourcesByEvent = new WeakMap<TableEvent, { whole?: { orderResEditingChanged: TableEvent }; redacted?: { orderResEditingChanged: TableEvent } }>();
function eventSource(event: TableEvent, redacted: boolean): { orderResEditingChanged: TableEvent } {
  let sources = sourcesByEvent.get(event);
  if (!sources) sourcesByEvent.set(event, (sources = {}));
  if (redacted) return (sources.redacted ??= { orderResEditingChanged: redactTableEvent(event) });
  return (sources.whole ??= { orderResEditingChanged: event });
}

/** Table mutations that may appear once per operation (aliases, fragments and repeats count). */
const ONCE_PER_OPERATION_MUTATIONS = new Set(['orderResEdit', 'orderResSubmit', 'orderResCheckout', 'tableSplitPay']);
/** orderResInfo may issue a session: once per operation too. */
const ONCE_PER_OPERATION_QUERIES = new Set(['orderResInfo']);

/**
 * How many root fields of the operation have one of these names, through aliases, inline fragments
 * and fragment spreads (a field under @skip still counts: stricter is fine).
 */
export function countRootFields(info: Pick<GraphQLResolveInfo, 'operation' | 'fragments'>, names: ReadonlySet<string>): number {
  let n = 0;
  const visit = (set: SelectionSetNode, seen: ReadonlySet<string>) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) {
        if (names.has(s.name.value)) n++;
      } else if (s.kind === Kind.INLINE_FRAGMENT) {
        visit(s.selectionSet, seen);
      } else if (s.kind === Kind.FRAGMENT_SPREAD && !seen.has(s.name.value)) {
        const fragment = info.fragments[s.name.value];
        if (fragment) visit(fragment.selectionSet, new Set([...seen, s.name.value]));
      }
    }
  };
  visit(info.operation.selectionSet, new Set());
  return n;
}

/** Refuses an operation that asks for a guarded field more than once (alias/batch abuse of passcode guesses and sessions). */
function assertOnce(info: GraphQLResolveInfo, names: ReadonlySet<string>): void {
  if (countRootFields(info, names) > 1) throw toGraphQLError(err('TOO_MANY_OPERATIONS'));
}

export const tableResolvers = {
  Query: {
    orderResInfo: async (_, a, ctx, info) => {
      assertOnce(info, ONCE_PER_OPERATION_QUERIES);
      return getTableOrderResource(ctx.services, ctx.viewer, { rc: a.rc, c: a.c, device_uid: a.device_uid, tradeid: a.tradeid, clientIp: ctx.clientIp });
    },
    tableSplit: async (_, a, ctx) => unwrapTable(await getTableSplit(ctx.services, ctx.viewer, a.rc)),
  },
  Mutation: {
    orderResEdit: async (_, a, ctx, info) => {
      assertOnce(info, ONCE_PER_OPERATION_MUTATIONS);
      return unwrapTable(await editTableOrder(ctx.services, ctx.viewer, { rc: a.rc, k: a.k, tid: a.tid, count: a.count, carts: a.carts, version: a.version, clientIp: ctx.clientIp }));
    },
    orderResSubmit: async (_, a, ctx, info) => {
      assertOnce(info, ONCE_PER_OPERATION_MUTATIONS);
      return unwrapTable(await submitTableRound(ctx.services, ctx.viewer, { rc: a.rc, version: a.version })).info;
    },
    orderResCheckout: async (_, a, ctx, info) => {
      assertOnce(info, ONCE_PER_OPERATION_MUTATIONS);
      return unwrapTable(await checkoutTable(ctx.services, ctx.viewer, { rc: a.rc }));
    },
    tableSplitPay: async (_, a, ctx, info) => {
      assertOnce(info, ONCE_PER_OPERATION_MUTATIONS);
      return unwrapTable(await payTableShare(ctx.services, ctx.viewer, { rc: a.rc, share: a.share }));
    },
  },
  Subscription: {
    orderResEditingChanged: {
      subscribe: async (_, a, ctx) => {
        const auth = unwrapTable(await authorizeTableSubscription(ctx.services, ctx.viewer, a.rc));
        const { table, sessionId } = auth;
        let { tradeid } = auth;
        const passcoded = table.passcode !== null;
        // What this phone is shown: the whole cart, or without its lines (a passcode table's sitting it has not joined).
        let redacted = passcoded && !auth.sees;
        /** This phone's value for one event, made after the one before it (a new sitting's check holds the later events). */
        const valueOf = (event: TableEvent) => {
          // A new sitting (new trade id): on a passcode table, seeing its cart needs joining it.
          if (passcoded && event.tradeid !== tradeid) {
            tradeid = event.tradeid;
            const seeing = tradeid !== '' ? canSeeSitting(ctx.services.db, table, sessionId, tradeid) : Promise.resolve(false);
            return seeing.then((sees) => {
              redacted = !sees;
              return eventSource(event, redacted);
            });
          }
          return eventSource(event, redacted);
        };
        // Pushed to the shared-subscription path in the event's own dispatch (platform/graphql/push-stream.ts):
        // one synchronous loop over the table's phones per change.
        return pushStream<{ orderResEditingChanged: TableEvent }>((emit) =>
          ctx.services.pubsub.listen('orderResEditingChanged', (payload) => emit(valueOf, payload as unknown as TableEvent), table.code),
        );
      },
    },
  },
  OrderResource: {
    bill: (info, _, ctx) => priceTableBill(ctx.services, info),
  },
  CartLine: {
    round: (line) => line.round ?? null,
  },
} satisfies Resolvers;
