/**
 * Navigation intents (storefront.md §2.4, §2.6): "Pre-order config" and "Check out" pressed on
 * user/order or user/account navigate back to the store carrying the intent FULFILLMENT_CONFIG or
 * CHECK_OUT (as `?action=`); elsewhere they act directly. On entry the store page acts on it:
 * CHECK_OUT starts checkout, FULFILLMENT_CONFIG opens the fulfilment configuration, ORDER_AGAIN (the
 * order history's 'order again') opens the fulfilment configuration, not closeable. Pure.
 */

/** The intents a store page acts on when it opens (storefront.md §2.6 "Navigation state actions"). */
export const NAV_INTENTS = ['CHECK_OUT', 'FULFILLMENT_CONFIG', 'ORDER_AGAIN'] as const;
export type NavIntent = (typeof NAV_INTENTS)[number];

/** The intent in a store page's query (`?action=`), or null when none or unknown. */
export function readNavIntent(search: URLSearchParams): NavIntent | null {
  const action = search.get('action') ?? '';
  return (NAV_INTENTS as readonly string[]).includes(action) ? (action as NavIntent) : null;
}

/** Whether "Pre-order config" / "Check out" on `path` navigate back with an intent (user/order, user/account) instead of acting directly. */
export function intentNavigatesBack(path: string): boolean {
  return /^\/(tbl|tb)?\/?user\/(order|account)\/?$/.test(path) || /^\/user\/(order|account)\/?$/.test(path);
}

/**
 * The store URL carrying an intent: `storeHref` (a path, possibly with a query, e.g. '/v1?menu=3')
 * with `action=<intent>` set (an existing action replaced).
 */
export function intentHref(storeHref: string, intent: NavIntent): string {
  const url = new URL(storeHref, 'http://x');
  url.searchParams.set('action', intent);
  return `${url.pathname}${url.search}${url.hash}`;
}
