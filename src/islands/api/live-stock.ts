/**
 * The one call every menu page makes on hydrate — re-reading stock and prices over a cached shell
 * (issue 4 "SEO") — through the one client (`client.ts`, plain fetch), anonymous (no bearer token) and
 * with the page's venue code.
 */
import type * as Op from './__generated__/operations';
import { gql, subscribe, type Document } from './client';
import menuLiveStock from './documents/menu-live-stock.graphql?raw';
import menuChangedDoc from './documents/menu-changed.graphql?raw';

export const MENU_LIVE_STOCK = menuLiveStock as Document<Op.MenuLiveStockQuery, Op.MenuLiveStockQueryVariables>;

/** Stock and prices of the whole menu; rejects (`ApiError`) on a network or GraphQL error. */
export async function fetchLiveStock(args: { venue_code: string; menu_id?: number }): Promise<Op.MenuLiveStockQuery['menuInfo']> {
  return (await gql('menuInfo', MENU_LIVE_STOCK, args, { token: '', venueCode: args.venue_code })).menuInfo;
}

export const MENU_CHANGED = menuChangedDoc as Document<Op.MenuChangedSubscription, Op.MenuChangedSubscriptionVariables>;

/**
 * Calls `onChange` on every change of the venue's sold-out states, counts, pauses and busy minutes
 * (the `menuChanged` subscription, issue 23 items 3, 4). Answers the unsubscribe function.
 */
export async function watchMenuChanges(venue_code: string, onChange: (change: Op.MenuChangedSubscription['menuChanged']) => void): Promise<() => void> {
  return subscribe(MENU_CHANGED, { venue_code }, (data) => onChange(data.menuChanged));
}
