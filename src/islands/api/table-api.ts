/**
 * The table calls (storefront.md §7: orderResInfo, orderResEdit, orderResEditingChanged; our additions
 * orderResSubmit, orderResCheckout; orders-and-payments.md §7.4 orderPayApply) through the one GraphQL
 * client, each with the table's own bearer token: a table-diner session belongs to its table and
 * travels apart from the shared login. Subscriptions use a socket of the table's own that reconnects
 * for ever and tells the caller when a connection came back (so it refetches). Loaded lazily by
 * `stores/table.ts`. Failures are the client's `ApiError`s (message and extensions: code, version, carts …).
 */
import type { TableBill } from '../../domain/price-order';
import type * as Op from './__generated__/operations';
import { document, gql, type Document } from './client';
import orderPayApply from './documents/order-pay-apply.graphql?raw';
import { listen, openSocket } from './socket';
import orderResCheckout from './documents/order-res-checkout.graphql?raw';
import orderResEdit from './documents/order-res-edit.graphql?raw';
import orderResEditingChanged from './documents/order-res-editing-changed.graphql?raw';
import orderResInfoByTrade from './documents/order-res-info-by-trade.graphql?raw';
import orderResInfo from './documents/order-res-info.graphql?raw';
import orderResSubmit from './documents/order-res-submit.graphql?raw';
import tableInfoFields from './documents/table-info-fields.graphql?raw';
import tableLineFields from './documents/table-line-fields.graphql?raw';
import tableSplitQuery from './documents/table-split.graphql?raw';
import tableSplitPay from './documents/table-split-pay.graphql?raw';
import tableSplitFields from './documents/table-split-fields.graphql?raw';

const INFO = [tableInfoFields, tableLineFields];
export const ORDER_RES_INFO = document<Op.OrderResInfoQuery, Op.OrderResInfoQueryVariables>(orderResInfo, ...INFO);
export const ORDER_RES_INFO_BY_TRADE = document<Op.OrderResInfoByTradeQuery, Op.OrderResInfoByTradeQueryVariables>(orderResInfoByTrade, ...INFO);
export const ORDER_RES_EDIT = document<Op.OrderResEditMutation, Op.OrderResEditMutationVariables>(orderResEdit, ...INFO);
export const ORDER_RES_SUBMIT = document<Op.OrderResSubmitMutation, Op.OrderResSubmitMutationVariables>(orderResSubmit, ...INFO);
export const ORDER_RES_CHECKOUT = document<Op.OrderResCheckoutMutation, Op.OrderResCheckoutMutationVariables>(orderResCheckout, ...INFO);
export const ORDER_RES_EDITING_CHANGED = document<Op.OrderResEditingChangedSubscription, Op.OrderResEditingChangedSubscriptionVariables>(orderResEditingChanged, tableLineFields);
export const TABLE_SPLIT = document<Op.TableSplitQuery, Op.TableSplitQueryVariables>(tableSplitQuery, tableSplitFields);
export const TABLE_SPLIT_PAY = document<Op.TableSplitPayMutation, Op.TableSplitPayMutationVariables>(tableSplitPay, tableSplitFields);
const ORDER_PAY_APPLY = orderPayApply as Document<Op.OrderPayApplyMutation, Op.OrderPayApplyMutationVariables>;

/** An `orderResEditingChanged` event (carts null when state is 1). */
export type TableEvent = Op.OrderResEditingChangedSubscription['orderResEditingChanged'];

/** What is still to pay at a table, priced by the server (the domain's `TableBill`, cents). */
export type { TableBill };

/** The table's bill being split (tableSplit, cents). */
export type TableSplitView = Op.TableSplitQuery['tableSplit'];
/** A share to hold (tableSplitPay's input, cents). */
export type TableShareInput = Op.TableSplitPayMutationVariables['share'];

/** The auth of orderResInfo (a table-diner session). */
export type TableAuth = NonNullable<NonNullable<Op.OrderResInfoQuery['orderResInfo']>['auth']>;

/** The table's calls with one token. */
export function tableApi(getToken: () => string, venueCode: string) {
  const options = () => ({ token: getToken(), venueCode });
  return {
    /** orderResInfo(rc, device_uid): the table and, for a caller without a usable session, a new one. */
    info: async (rc: string, deviceUid: string) => (await gql('orderResInfo', ORDER_RES_INFO, { rc, d: deviceUid }, options())).orderResInfo,
    /** orderResInfo(tradeid): the sitting of a table order (its diners only; null otherwise), with what is still to pay priced by the server. */
    byTrade: async (tradeid: string) => (await gql('orderResInfo', ORDER_RES_INFO_BY_TRADE, { t: tradeid }, options())).orderResInfo?.info ?? null,
    /** orderResEdit: join (seats, passcode) and/or save a cart diff made at `version`. */
    edit: async (v: Op.OrderResEditMutationVariables) => (await gql('orderResEdit', ORDER_RES_EDIT, v, options())).orderResEdit,
    /** orderResSubmit: the new lines go to the kitchen as the next round. */
    submit: async (rc: string, version?: number) => (await gql('orderResSubmit', ORDER_RES_SUBMIT, { rc, version }, options())).orderResSubmit,
    /** orderResCheckout: the sitting's order to pay, with the amount and surcharge to send. */
    checkout: async (rc: string) => (await gql('orderResCheckout', ORDER_RES_CHECKOUT, { rc }, options())).orderResCheckout,
    /** tableSplit: the bill being split, its balance and who paid what (issue 24). */
    split: async (rc: string) => (await gql('tableSplit', TABLE_SPLIT, { rc }, options())).tableSplit,
    /** tableSplitPay: holds this phone's share and answers its order to pay (amount + surcharge). */
    splitPay: async (rc: string, share: TableShareInput) => (await gql('tableSplitPay', TABLE_SPLIT_PAY, { rc, share }, options())).tableSplitPay,
    /** orderPayApply: starts paying the order (hosted platform: `session_data` is the page to open). */
    pay: async (tradeid: string, pay: { platform: number; amount: number; surcharge: number; return_url: string }) =>
      (await gql('orderPayApply', ORDER_PAY_APPLY, { tradeid, param: { pay } }, options())).orderPayApply,
  };
}

export type TableApi = ReturnType<typeof tableApi>;

/**
 * Subscribes to the table's changes over a socket of its own that retries for ever (a phone that lost
 * its network comes back); `onReconnected` runs each time a connection opens again after the first.
 * Returns a stop function.
 */
export function watchTable(rc: string, getToken: () => string, handlers: { onEvent: (e: TableEvent) => void; onReconnected: () => void; onConnection?: (up: boolean) => void; onError?: (e: unknown) => void }): () => void {
  let opened = false;
  const client = openSocket({
    token: getToken,
    retryForever: true,
    onConnected: () => {
      handlers.onConnection?.(true);
      if (opened) handlers.onReconnected();
      opened = true;
    },
    onClosed: () => handlers.onConnection?.(false),
  });
  const subscribe = () =>
    listen(client, ORDER_RES_EDITING_CHANGED, { rc }, {
      next: (data) => {
        if (data.orderResEditingChanged) handlers.onEvent(data.orderResEditingChanged);
      },
      error: (e) => {
        handlers.onError?.(e);
        // A refusal ends the subscription: try again shortly (the table may come back).
        setTimeout(() => {
          if (!stopped) unsubscribe = subscribe();
        }, 3_000);
      },
    });
  let stopped = false;
  let unsubscribe = subscribe();
  return () => {
    stopped = true;
    unsubscribe();
    void client.dispose();
  };
}
