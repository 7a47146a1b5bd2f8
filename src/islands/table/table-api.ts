/**
 * The table calls (storefront.md §7: orderResInfo, orderResEdit, orderResEditingChanged; our additions
 * orderResSubmit, orderResCheckout; orders-and-payments.md §7.4 orderPayApply), each with the table's
 * own bearer token: a table-diner session belongs to its table and travels apart from the shared API
 * client's login. Subscriptions use their own graphql-ws client that reconnects for ever and tells
 * the caller when a connection came back (so it refetches). Loaded lazily by `stores/table.ts`.
 */
import { createClient, type Client } from 'graphql-ws';
import type { TableBill } from '../../domain/price-order';
import type { TableEvent, TableInfo } from './table-sync';

/** The API paths (as api/client.ts). */
const GRAPHQL_PATH = '/xcloud/user/gapi';
const WEBSOCKET_PATH = '/websocket/user/gapi';

const LINE = 'id status store_id menu_id code count name pid sid cid gid sequence discount value price tid type taxes taxtotal taxextra extra round';
const INFO = `status state payment_mode tid venue_id device_uid orderid orderstatus orderversion tradeid category_name category_type name count code passcode_required joined rounds carts { ${LINE} }`;
const EVENT = `status state orderid orderstatus orderversion tradeid name count rounds carts { ${LINE} }`;

/** A failed table call: the server's message and its extensions (code, version, carts …). */
export class TableApiError extends Error {
  constructor(
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** What is still to pay at a table, priced by the server (the domain's `TableBill`, cents). */
export type { TableBill };

/** The auth of orderResInfo (a table-diner session). */
export interface TableAuth {
  authorization: { token: string; expired_at: number; refresh_expired_at: number };
  extra: string;
  type: number;
  info: { id: number; username: string; type: number; firstname: string; lastname: string; phone: string; email: string };
}

async function call<T>(operation: string, query: string, variables: Record<string, unknown>, token: string, venueCode: string): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-operation-name': operation };
  if (token) headers.authorization = `Bearer ${token}`;
  if (venueCode) headers['xc-slug'] = venueCode;
  const res = await fetch(`${location.origin}${GRAPHQL_PATH}`, { method: 'POST', credentials: 'include', headers, body: JSON.stringify({ query, variables }) });
  let body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  try {
    body = await res.json();
  } catch {
    throw res.status >= 500 ? new TableApiError('network busy', { code: 'NETWORK_BUSY' }) : new TableApiError('Failed to fetch');
  }
  if (body.errors?.length) throw new TableApiError(body.errors[0].message, body.errors[0].extensions ?? {});
  if (!body.data) throw new TableApiError('network busy', { code: 'NETWORK_BUSY' });
  return body.data;
}

/** The table's calls with one token. */
export function tableApi(getToken: () => string, venueCode: string) {
  const run = <T>(op: string, q: string, v: Record<string, unknown>) => call<T>(op, q, v, getToken(), venueCode);
  return {
    /** orderResInfo(rc, device_uid): the table and, for a caller without a usable session, a new one. */
    info: async (rc: string, deviceUid: string) =>
      (await run<{ orderResInfo: { info: TableInfo; auth: TableAuth | null } | null }>('orderResInfo', `query orderResInfo($rc: String, $d: String) { orderResInfo(rc: $rc, device_uid: $d) { info { ${INFO} } auth { authorization { token expired_at refresh_expired_at } extra type info { id username type firstname lastname phone email } } } }`, { rc, d: deviceUid })).orderResInfo,
    /** orderResInfo(tradeid): the sitting of a table order (its diners only; null otherwise), with what is still to pay priced by the server. */
    byTrade: async (tradeid: string) =>
      (await run<{ orderResInfo: { info: TableInfo & { venue_code: string; startdt: number; bill: TableBill | null } } | null }>('orderResInfo', `query orderResInfo($t: String) { orderResInfo(tradeid: $t) { info { ${INFO} venue_code startdt bill { feetotal feediscount feetax feetaxextra feetaxes feesurcharge feetopay } } } }`, { t: tradeid })).orderResInfo?.info ?? null,
    /** orderResEdit: join (seats, passcode) and/or save a cart diff made at `version`. */
    edit: async (v: { rc: string; k?: string; count?: number; carts?: unknown[]; version?: number }) =>
      (await run<{ orderResEdit: TableInfo }>('orderResEdit', `mutation orderResEdit($rc: String, $k: String, $count: Int, $carts: [OrderResCartInput!], $version: Int) { orderResEdit(rc: $rc, k: $k, count: $count, carts: $carts, version: $version) { ${INFO} } }`, v)).orderResEdit,
    /** orderResSubmit: the new lines go to the kitchen as the next round. */
    submit: async (rc: string, version?: number) =>
      (await run<{ orderResSubmit: TableInfo }>('orderResSubmit', `mutation orderResSubmit($rc: String, $version: Int) { orderResSubmit(rc: $rc, version: $version) { ${INFO} } }`, { rc, version })).orderResSubmit,
    /** orderResCheckout: the sitting's order to pay, with the amount and surcharge to send. */
    checkout: async (rc: string) =>
      (await run<{ orderResCheckout: { id: number; tradeid: string; amount: number; surcharge: number; info: TableInfo } }>('orderResCheckout', `mutation orderResCheckout($rc: String) { orderResCheckout(rc: $rc) { id tradeid amount surcharge info { ${INFO} } } }`, { rc })).orderResCheckout,
    /** orderPayApply: starts paying the order (hosted platform: `session_data` is the page to open). */
    pay: async (tradeid: string, pay: { platform: number; amount: number; surcharge: number; return_url: string }) =>
      (await run<{ orderPayApply: { session_id: string; session_data: string; result_code: string } }>('orderPayApply', `mutation orderPayApply($tradeid: String!, $param: OrderPayApplyParamInput!) { orderPayApply(tradeid: $tradeid, param: $param) { session_id session_data result_code } }`, { tradeid, param: { pay } })).orderPayApply,
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
  const client: Client = createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WEBSOCKET_PATH}`,
    lazy: false,
    keepAlive: 10_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    retryWait: async (retries) => new Promise((r) => setTimeout(r, Math.min(500 * 2 ** Math.min(retries, 4), 8_000))),
    connectionParams: () => ({ authorization: `Bearer ${getToken()}` }),
    on: {
      connected: () => {
        handlers.onConnection?.(true);
        if (opened) handlers.onReconnected();
        opened = true;
      },
      closed: () => handlers.onConnection?.(false),
    },
  });
  const subscribe = () =>
    client.subscribe<{ orderResEditingChanged: TableEvent }>(
      { query: `subscription orderResEditingChanged($rc: String) { orderResEditingChanged(rc: $rc) { ${EVENT} } }`, variables: { rc } },
      {
        next: (m) => {
          if (m.data?.orderResEditingChanged) handlers.onEvent(m.data.orderResEditingChanged);
        },
        error: (e) => {
          handlers.onError?.(e);
          // A refusal ends the subscription: try again shortly (the table may come back).
          setTimeout(() => {
            if (!stopped) unsubscribe = subscribe();
          }, 3_000);
        },
        complete: () => undefined,
      },
    );
  let stopped = false;
  let unsubscribe = subscribe();
  return () => {
    stopped = true;
    unsubscribe();
    void client.dispose();
  };
}
