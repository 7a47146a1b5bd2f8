/**
 * Product list loading (storefront.md §4 "Product list loading", §9): categories still incomplete are
 * loaded in pages of 20 with productList, index = items already loaded; a page of fewer than 20 marks
 * the category done and loading moves to the next unloaded category; an error is retried up to 3
 * times, then loading stops. A pure state machine; the island performs the requests.
 */

export const PAGE_SIZE = 20;
export const MAX_RETRIES = 3;
/** Loading is triggered when the page bottom is within 100 px (storefront.md §9). */
export const TRIGGER_PX = 100;
/** Scroll events are paused for 500 ms after a trigger (storefront.md §9). */
export const SCROLL_PAUSE_MS = 500;

export interface PagerCategory {
  categoryId: number;
  /** Products of the category already loaded (server-rendered or fetched). */
  loaded: number;
  done: boolean;
}

export interface PagerState {
  categories: PagerCategory[];
  /** Failed attempts of the current request. */
  retries: number;
  stopped: boolean;
}

export interface PageRequest {
  categoryId: number;
  index: number;
  count: number;
}

/** A pager over the incomplete categories (in menu order) with the counts already loaded. */
export function createPager(incomplete: readonly { categoryId: number; loaded: number }[]): PagerState {
  return { categories: incomplete.map((c) => ({ ...c, done: false })), retries: 0, stopped: false };
}

/** The next page to load, or null when every category is done or loading stopped. */
export function nextPage(state: PagerState): PageRequest | null {
  if (state.stopped) return null;
  const current = state.categories.find((c) => !c.done);
  return current ? { categoryId: current.categoryId, index: current.loaded, count: PAGE_SIZE } : null;
}

/** After a page arrived with `received` products. */
export function pageLoaded(state: PagerState, request: PageRequest, received: number): PagerState {
  return {
    ...state,
    retries: 0,
    categories: state.categories.map((c) =>
      c.categoryId === request.categoryId ? { ...c, loaded: c.loaded + received, done: received < request.count } : c,
    ),
  };
}

/** After a page failed: retried up to 3 times, then loading stops. */
export function pageFailed(state: PagerState): PagerState {
  const retries = state.retries + 1;
  return { ...state, retries, stopped: retries > MAX_RETRIES };
}

/** Whether the page bottom is within the trigger distance. */
export function isNearBottom(scrollY: number, viewportHeight: number, documentHeight: number): boolean {
  return scrollY + viewportHeight >= documentHeight - TRIGGER_PX;
}
