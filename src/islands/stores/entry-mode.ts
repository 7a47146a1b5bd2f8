/**
 * Entry and app modes (storefront.md §2.2): which venue, table and mode a request opens, where "go
 * home" and "go to store" lead, and the 60-second app-mode memory. Pure: the host, path and query are
 * passed in; the memory's clock and storage are arguments too.
 */

/** Named app modes (storefront.md §2.2). */
export type AppMode = 'tbl' | 'tbl_domain' | 'user' | 'user_home';

/** How the venue was found: a host (subdomain / custom host), a table prefix, the venue path, or none. */
export type EntryKind = 'host' | 'table' | 'venue' | 'plain';

/** Entry query parameters (storefront.md §2.2). */
export interface EntryQuery {
  /** Table / order code. */
  c: string;
  /** Table passcode (order resource key). */
  k: string;
  s: string;
  source: string;
  slug: string;
  tid: string;
  host: string;
  target: string;
  /** Pay-by-link mode. */
  pbl: boolean;
}

export interface Entry {
  kind: EntryKind;
  mode: AppMode;
  /** The venue code or id to open; '' when none is known. */
  venueCode: string;
  /** The venue subdomain of the host, '' when none. */
  subdomain: string;
  /** The path with a table prefix stripped ('/tbl/order/status' → '/order/status'). */
  path: string;
  /** Table prefix found ('/tbl' or '/tb'), '' when none. */
  tablePrefix: '' | '/tbl' | '/tb';
  query: EntryQuery;
}

/** App-mode memory window (storefront.md §9): 60 s. */
export const APP_MODE_MEMORY_MS = 60_000;

const TABLE_PREFIXES = ['/tbl', '/tb'] as const;

/** Reads the entry parameters from a query string; `venue_code` stands in for `slug`. */
export function readEntryQuery(search: URLSearchParams): EntryQuery {
  const get = (k: string) => (search.get(k) ?? '').trim();
  return {
    c: get('c'),
    k: get('k'),
    s: get('s'),
    source: get('source'),
    slug: get('slug') || get('venue_code'),
    tid: get('tid'),
    host: get('host'),
    target: get('target'),
    pbl: get('pbl') === '1',
  };
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * The venue subdomain of a host: its first label when the host (without port) has exactly 3 labels and
 * the first is not 'www'; '' otherwise (IP addresses never have one).
 */
export function venueSubdomain(host: string): string {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (!name || IPV4.test(name) || name.startsWith('[')) return '';
  const labels = name.split('.');
  if (labels.length !== 3 || labels[0] === 'www' || !labels[0]) return '';
  return labels[0];
}

/**
 * Whether a host is a custom venue host: not the platform's own host (`platformHosts`, compared without
 * port and 'www.'), not localhost, not an IP address, and without a venue subdomain.
 */
export function isCustomHost(host: string, platformHosts: readonly string[]): boolean {
  const bare = (h: string) => h.trim().toLowerCase().replace(/:\d+$/, '').replace(/^www\./, '');
  const name = bare(host);
  if (!name || name === 'localhost' || name.endsWith('.localhost') || IPV4.test(name) || name.startsWith('[')) return false;
  if (venueSubdomain(host)) return false;
  return !platformHosts.map(bare).includes(name);
}

/** The table prefix of a path and the path without it. */
export function stripTablePrefix(path: string): { prefix: '' | '/tbl' | '/tb'; path: string } {
  for (const prefix of TABLE_PREFIXES) {
    if (path === prefix || path.startsWith(`${prefix}/`)) {
      const rest = path.slice(prefix.length);
      return { prefix, path: rest === '' ? '/' : rest };
    }
  }
  return { prefix: '', path };
}

export interface EntryInput {
  host: string;
  /** URL path, e.g. '/tbl', '/cafe', '/'. */
  path: string;
  query: URLSearchParams;
  /** The `:id` route parameter when the venue path matched. */
  idParam?: string;
  /** Hosts of the platform itself (from PUBLIC_URL); other non-local hosts count as custom hosts. */
  platformHosts?: readonly string[];
}

/**
 * Resolves an entry (storefront.md §2.2):
 * - a table prefix gives table mode ('tbl'), the prefix stripped from the path;
 * - a venue subdomain or custom host gives host mode, the venue from the subdomain (or `slug`);
 *   with `c` present the mode is 'tbl_domain', otherwise 'user_home';
 * - the venue-id path gives venue mode ('user') with the venue from `:id`;
 * - the exact home path gives venue mode when `slug`/`venue_code` names a venue, else plain mode.
 */
export function resolveEntry(input: EntryInput): Entry {
  const query = readEntryQuery(input.query);
  const { prefix, path } = stripTablePrefix(input.path);
  const subdomain = venueSubdomain(input.host);
  const custom = isCustomHost(input.host, input.platformHosts ?? []);
  const base = { subdomain, path, tablePrefix: prefix, query };
  if (prefix) return { ...base, kind: 'table', mode: 'tbl', venueCode: query.slug || subdomain };
  if (subdomain || (custom && query.slug)) {
    return { ...base, kind: 'host', mode: query.c ? 'tbl_domain' : 'user_home', venueCode: query.slug || subdomain };
  }
  if (input.idParam) return { ...base, kind: 'venue', mode: 'user', venueCode: input.idParam };
  if (query.slug) return { ...base, kind: 'venue', mode: 'user', venueCode: query.slug };
  return { ...base, kind: 'plain', mode: 'user', venueCode: '' };
}

/** Whether a mode is a table mode. */
export function isTableMode(mode: AppMode): boolean {
  return mode === 'tbl' || mode === 'tbl_domain';
}

/**
 * "Go home" (storefront.md §2.2): tbl → /tbl; tbl_domain and user_home → /; user → / with a venue
 * subdomain, else /:id with the stored venue code (or / when none is stored).
 */
export function goHomePath(mode: AppMode, ctx: { subdomain: string; venueCode: string }): string {
  if (mode === 'tbl') return '/tbl';
  if (mode === 'tbl_domain' || mode === 'user_home') return '/';
  if (ctx.subdomain || !ctx.venueCode) return '/';
  return `/${encodeURIComponent(ctx.venueCode)}`;
}

/** "Go to store": in user_home the store information page /store/home/:id; elsewhere the store itself. */
export function goToStorePath(mode: AppMode, ctx: { subdomain: string; venueCode: string }): string {
  if (mode === 'user_home') return `/store/home/${encodeURIComponent(ctx.venueCode)}`;
  return goHomePath(mode, ctx);
}

/** What the app-mode memory holds. */
export interface RememberedMode {
  mode: AppMode;
  venueCode: string;
  /** Milliseconds since the epoch when it was recorded. */
  at: number;
}

/**
 * The remembered app mode when it was recorded less than 60 s before `now`, else null. Secondary pages
 * (orders, account …) use it to keep the mode the diner came from.
 */
export function recallMode(memory: RememberedMode | null | undefined, now: number): RememberedMode | null {
  if (!memory || typeof memory.at !== 'number') return null;
  return now - memory.at < APP_MODE_MEMORY_MS && now >= memory.at ? memory : null;
}

/** Path of the rescan-table page (storefront.md §2.1; ours: src/pages/scan/rescan.astro). */
export const RESCAN_PATH = '/scan/rescan';

/**
 * Where landing on a page sends a phone in the table context (storefront.md §2.2 "In the table context
 * after server rendering, landing on the exact home path redirects to the rescan-table page"): the
 * rescan page when `path` is exactly '/' and the app-mode memory (60 s, `recallMode`) holds a table mode
 * ('tbl' / 'tbl_domain') — the phone just came from a table; null otherwise. Only the plain home page
 * asks (a '/' that opens a venue's menu is that venue's page, not the home page).
 */
export function homeRescanRedirect(path: string, memory: RememberedMode | null | undefined, now: number): string | null {
  if (path !== '/') return null;
  const recalled = recallMode(memory, now);
  return recalled && isTableMode(recalled.mode) ? RESCAN_PATH : null;
}
