/**
 * The venue and the menu on screen (storefront.md §2.6, §3): read-only stores, set from the page's boot
 * data, kept live by the stock re-read on hydrate and by product pages loaded with productList.
 */
import { atom, computed } from 'nanostores';
import type { Menu, Product, Venue, VenueMenuSummary } from '../../domain/types';
import { mergeLiveStock, type LiveMenu } from './live-stock';
import { withServiceChange } from '../../domain/availability';

const venue = atom<Venue | null>(null);
const menu = atom<Menu | null>(null);
const menus = atom<VenueMenuSummary[]>([]);

export const $venue = computed(venue, (v) => v);
export const $menu = computed(menu, (m) => m);
export const $menus = computed(menus, (m) => m);

/** Advanced-menu mode: the venue has several menus (storefront.md §2.6 "Menu group selector"). */
export const $isAdvancedMenu = computed(menus, (list) => list.length > 1);

/** Sets the venue and menu handed by the page. */
export function loadMenuData(data: { venue: Venue; menu: Menu | null; menus: VenueMenuSummary[] }): void {
  venue.set(data.venue);
  menu.set(data.menu);
  menus.set(data.menus);
}

/** Replaces the menu on screen (another menu of the venue chosen). */
export function showMenu(next: Menu): void {
  menu.set(next);
}

/** Merges live stock and prices into the menu on screen. */
export function applyLiveStock(live: LiveMenu): void {
  const current = menu.get();
  if (current) menu.set(mergeLiveStock(current, live));
}

/** Adds products loaded page by page (productList), skipping ids already held. */
export function appendProducts(products: readonly Product[]): void {
  const current = menu.get();
  if (!current) return;
  const held = new Set(current.products.map((p) => p.id));
  const fresh = products.filter((p) => !held.has(p.id));
  if (fresh.length) menu.set({ ...current, products: [...current.products, ...fresh] });
}

/** Updates the menu list (venueMenus). */
export function setMenus(list: VenueMenuSummary[]): void {
  menus.set(list);
}

/** Takes a `menuChanged` event's pause and busy fields into the venue on screen (issue 23 item 4). */
export function applyServiceChange(change: { pauseuntil: number; pauses: { type: number; until: number }[]; busy_minutes: number }): void {
  const current = venue.get();
  if (current) venue.set(withServiceChange(current, change));
}
