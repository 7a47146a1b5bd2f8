/**
 * The one call every menu page makes on hydrate — re-reading stock and prices over a cached shell
 * (issue 4 "SEO") — as a plain GraphQL-over-HTTP POST. The general client (`client.ts`, graphql-request)
 * costs 14 KB gzip, which would push the menu page past its 100 KB JavaScript budget for a single fixed
 * query; everything else goes through `client.ts`.
 */
import type { LiveMenu } from '../menu/live-stock';

const LIVE_QUERY = `query menuInfo($venue_code: String!, $menu_id: Long) {
  menuInfo(venue_code: $venue_code, menu_id: $menu_id, count: 0, index: 0) {
    products { id status stocks price inventory variants { id status stocks price inventory } }
    modifiers { id status stocks price inventory }
    ingredients { id status stocks inventory }
    combos { id status price }
    setmenus { id status price }
  }
}`;

/** Stock and prices of the whole menu; rejects on a network or GraphQL error. */
export async function fetchLiveStock(args: { venue_code: string; menu_id?: number }): Promise<LiveMenu> {
  const res = await fetch('/xcloud/user/gapi', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', 'x-operation-name': 'menuInfo', 'xc-slug': args.venue_code },
    body: JSON.stringify({ operationName: 'menuInfo', query: LIVE_QUERY, variables: args }),
  });
  const body = (await res.json()) as { data?: { menuInfo?: LiveMenu }; errors?: { message: string }[] };
  if (!res.ok || body.errors?.length || !body.data?.menuInfo) throw new Error(body.errors?.[0]?.message ?? `HTTP ${res.status}`);
  return body.data.menuInfo;
}
