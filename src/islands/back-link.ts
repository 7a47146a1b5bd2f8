/**
 * Where a secondary page's Back goes before the top bar is hydrated, or when the tab has no history
 * (issue 27 item 8): the page the diner came from (the request's same-origin `Referer`), else the page's
 * own parent (`fallback`). Pure: URLs in, a path out.
 */

/** Pages Back never returns to: the sign-in and code screens (their work is done once left). */
const NOT_BACK = [/^\/user\/login\b/, /^\/verify\//];

/**
 * The path (with query) Back goes to: `referer` when it is an absolute URL of the same origin as `self`,
 * another page than `self` and not a sign-in or code screen; else `fallback` (a path such as '/user/account').
 */
export function backFromReferer(referer: string | null | undefined, self: URL, fallback: string): string {
  if (!referer) return fallback;
  let from: URL;
  try {
    from = new URL(referer);
  } catch {
    return fallback;
  }
  if (from.origin !== self.origin) return fallback;
  const path = from.pathname + from.search;
  if (path === self.pathname + self.search || NOT_BACK.some((r) => r.test(from.pathname))) return fallback;
  return path;
}

/**
 * Back from the payment page (issue 26 item 12, orders-and-payments.md §2.4 "Payment page, with state
 * … tradeid"): null when the diner came from a page of this site (`referrer` of `origin`, not the
 * payment page itself) — Back then returns there as usual; otherwise (another site such as a hosted
 * checkout, a link opened afresh, no referrer) the path of the order being paid, `/order/detail/:tid`.
 */
export function payBackTarget(referrer: string, origin: string, tradeid: string): string | null {
  let from: URL | null;
  try {
    from = referrer ? new URL(referrer) : null;
  } catch {
    from = null;
  }
  if (from && from.origin === origin && from.pathname !== '/pay/checkout') return null;
  return tradeid ? `/order/detail/${encodeURIComponent(tradeid)}` : '/';
}
