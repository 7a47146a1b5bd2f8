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
