/**
 * The one call every menu page makes on hydrate — re-reading stock and prices over a cached shell
 * (issue 4 "SEO") — through the one client (`client.ts`, plain fetch), anonymous (no bearer token) and
 * with the page's venue code.
 */
import type * as Op from './__generated__/operations';
import { gql, type Document } from './client';
import menuLiveStock from './documents/menu-live-stock.graphql?raw';

export const MENU_LIVE_STOCK = menuLiveStock as Document<Op.MenuLiveStockQuery, Op.MenuLiveStockQueryVariables>;

/** Stock and prices of the whole menu; rejects (`ApiError`) on a network or GraphQL error. */
export async function fetchLiveStock(args: { venue_code: string; menu_id?: number }): Promise<Op.MenuLiveStockQuery['menuInfo']> {
  return (await gql('menuInfo', MENU_LIVE_STOCK, args, { token: '', venueCode: args.venue_code })).menuInfo;
}
