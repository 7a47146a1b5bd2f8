/**
 * The read side of the contract: venue, menus, products and home (storefront.md §3, §7). Thin use
 * cases over the catalogue repository; they decide paging and filtering and report 'not found'.
 */
import { CHANNEL, channelsForCategory, menuForChannel } from '../../../domain/channels';
import { err, ok, type Result } from '../../../domain/result';
import type { Menu, Product, Venue, VenueMenuSummary } from '../../../domain/types';
import {
  findVenue,
  listBanners,
  listFeaturedStores,
  listVenueMenus,
  loadMenu,
} from './repository';
import type { Services } from '../../services';
import { createReadCache } from '../../platform/db/read-cache';
import { catalogGeneration } from '../../platform/db/change-feed';
import * as s from './schema';

/**
 * Browsing reads (venue, menu) are shared for this many milliseconds; orders read the menu's stock
 * fresh (order-menu.ts). The keys carry the catalogue generation (platform/db/change-feed.ts), so a
 * committed change is seen at once.
 */
export const BROWSE_CACHE_MS = 1_000;
const venueCache = createReadCache<Venue | null>(BROWSE_CACHE_MS);
const menuCache = createReadCache<Menu | null>(BROWSE_CACHE_MS);

type Deps = Pick<Services, 'db'>;

/**
 * Root query fields whose answers depend only on the catalogue (not on the caller, the language or
 * the clock): their whole answers are kept until a committed catalogue change (issue 15).
 */
export const CACHEABLE_QUERY_FIELDS: readonly string[] = ['menuInfo', 'productList'];

// The cache ages by the process's monotonic clock, not the injected business clock: a test's frozen
// clock must not freeze the cache.
const nowMs = (_deps: Deps) => performance.now();
const browseVenue = (deps: Deps, code: string) =>
  venueCache.get(deps.db, `${catalogGeneration(deps.db).value}:${code}`, nowMs(deps), () => findVenue(deps.db, code));
const browseMenu = (deps: Deps, venueId: number, menuId?: number) =>
  menuCache.get(deps.db, `${catalogGeneration(deps.db).value}:${venueId}:${menuId ?? 0}`, nowMs(deps), () => loadMenu(deps.db, venueId, menuId));

/** The venue by code or numeric id. Errors: NOT_FOUND. Spec: storefront.md §3 Venue. */
export async function getVenueInfo(deps: Deps, venueCode: string): Promise<Result<Venue>> {
  const venue = await browseVenue(deps, venueCode);
  return venue ? ok(venue) : err('NOT_FOUND');
}

/** Menus of a venue for the advanced-menu selector. Errors: NOT_FOUND (venue). */
export async function getVenueMenus(deps: Deps, venueCode: string): Promise<Result<VenueMenuSummary[]>> {
  const venue = await browseVenue(deps, venueCode);
  if (!venue) return err('NOT_FOUND');
  return ok(await listVenueMenus(deps.db, venue.id));
}

/** Products of a menu in display order: category order, then sequence, then id. */
export function orderProducts(menu: Menu): Product[] {
  const rank = new Map(menu.categories.map((c, i) => [c.id, i]));
  return [...menu.products].sort(
    (a, b) =>
      (rank.get(a.category_id) ?? 1e9) - (rank.get(b.category_id) ?? 1e9) ||
      a.sequence - b.sequence ||
      a.id - b.id,
  );
}

export interface MenuQuery {
  venue_code: string;
  menu_id?: number | null;
  /** Products per page; 0 or absent = all. */
  count?: number | null;
  index?: number | null;
  category_id?: number | null;
  /** Channel bits the reader orders on (`CHANNEL`); absent: online. Items not sold there are hidden. */
  channels?: number;
}

/**
 * The channel a menu read serves (docs/venue-format.md "Availability"): the order category type in
 * `market` when it is one (1–6); else a table page (a `device_uid` is sent in table mode, storefront.md
 * §7) reads the table channel; else online.
 */
export function channelsOfMenuRead(args: { market?: number | null; device_uid?: string | null }): number {
  if (args.market && [1, 2, 3, 4, 6].includes(args.market)) return channelsForCategory(args.market);
  return args.device_uid ? CHANNEL.table : CHANNEL.online;
}

async function loadVenueMenu(deps: Deps, q: MenuQuery): Promise<Result<Menu>> {
  const venue = await browseVenue(deps, q.venue_code);
  if (!venue) return err('NOT_FOUND');
  const menu = await browseMenu(deps, venue.id, q.menu_id || undefined);
  return menu ? ok(menuForChannel(menu, q.channels ?? CHANNEL.online)) : err('NOT_FOUND');
}

/**
 * A menu with a window of its products (`count` from `index`, display order; count 0 = all).
 * Errors: NOT_FOUND for an unknown venue or menu. Spec: storefront.md §7 venueInfoRes / menuInfo.
 */
export async function getMenuInfo(deps: Deps, q: MenuQuery): Promise<Result<Menu>> {
  const res = await loadVenueMenu(deps, q);
  if (!res.ok) return res;
  const count = q.count ?? 0;
  const index = Math.max(0, q.index ?? 0);
  if (count <= 0 && index === 0) return ok({ ...res.value, products: orderProducts(res.value) });
  return ok({ ...res.value, products: orderProducts(res.value).slice(index, count > 0 ? index + count : undefined) });
}

/**
 * A page of products (default 20) from `index`, optionally of one category.
 * Errors: NOT_FOUND. Spec: storefront.md §4 "Product list loading".
 */
export async function getProductPage(deps: Deps, q: MenuQuery): Promise<Result<Product[]>> {
  const res = await loadVenueMenu(deps, q);
  if (!res.ok) return res;
  const count = q.count && q.count > 0 ? Math.min(q.count, 100) : 20;
  const index = Math.max(0, q.index ?? 0);
  const all = orderProducts(res.value).filter((p) => !q.category_id || p.category_id === q.category_id);
  return ok(all.slice(index, index + count));
}

export interface MenuCheckIds {
  products?: readonly number[] | null;
  modifiers?: readonly number[] | null;
  combos?: readonly number[] | null;
  setmenus?: readonly number[] | null;
}

/**
 * The menu restricted to the listed ids, for validating saved cart lines against current prices and
 * stock. Ids no longer on the menu are simply absent. Spec: storefront.md §4 "Menu and cart validity".
 */
export async function getMenuCheck(deps: Deps, q: MenuQuery, ids: MenuCheckIds): Promise<Result<Menu>> {
  const res = await loadVenueMenu(deps, q);
  if (!res.ok) return res;
  const pick = <T extends { id: number }>(list: T[], wanted?: readonly number[] | null) => {
    if (!wanted) return [];
    const set = new Set(wanted);
    return list.filter((x) => set.has(x.id));
  };
  const m = res.value;
  return ok({
    ...m,
    products: pick(m.products, ids.products),
    modifiers: pick(m.modifiers, ids.modifiers),
    combos: pick(m.combos, ids.combos),
    setmenus: pick(m.setmenus, ids.setmenus),
  });
}

/** Home banners and featured stores. Spec: storefront.md §2.5, §3 Home. */
export async function getHome(deps: Deps, page: { count?: number | null; index?: number | null } = {}) {
  const [banners, stores] = await Promise.all([listBanners(deps.db), listFeaturedStores(deps.db)]);
  const index = Math.max(0, page.index ?? 0);
  const count = page.count && page.count > 0 ? page.count : 100;
  return { banners, stores: stores.slice(index, index + count) };
}

/** The brand fields the privacy policy is filled from (accounts-and-loyalty.md §1, §2.1 /policy/privacy). */
export interface PrivacyFields {
  /** The business running the site: the brand's name ('' when no brand is imported). */
  business: string;
  /** Contact e-mail; '' when the brand file gives none. */
  email: string;
  /** Postal address, one line; '' when none. */
  address: string;
  website: string;
  callNumber: string;
}

/**
 * The privacy policy's fields from the site's brand (the first imported brand: a deployment serves one
 * brand). Never throws for a missing brand: every field is then ''.
 */
export async function getPrivacyFields(deps: Deps): Promise<PrivacyFields> {
  const [b] = await deps.db.select().from(s.brands).orderBy(s.brands.id).limit(1);
  return { business: b?.name ?? '', email: b?.contactEmail ?? '', address: b?.postalAddress ?? '', website: b?.website ?? '', callNumber: b?.callNumber ?? '' };
}
