/**
 * Sold out now, pause and busy (issue 23 items 3 and 4): the pure rules the server and the browser share.
 *
 * - Pauses are per fulfilment type — 'pickup' (category type 1), 'takeaway' (3), 'delivery' (4) and
 *   'table' (2 and 6) — and end at a time (seconds since the epoch) or when resumed (`UNTIL_RESUMED`).
 *   The venue answer carries them as `pauses` [{type, until}] (one entry per category type); the spec's
 *   `pauseuntil` (storefront.md §3 venue fields, §4/§5 closed states and slots) is what an order of a
 *   type reads: the larger of the venue's own `pauseuntil` and its type's pause (`venueForCategory`).
 * - Busy mode adds `busy_minutes` (5–120, 5-minute steps) to the minimum minutes of every category, so
 *   the earliest slot and the ASAP ready time move by it (`asapReadyAt`).
 */
import type { Venue } from './types';
import { nextOpeningAt } from './opening-hours';
import { preorderWindow } from './time-slots';

/** The pause end that means "until resumed" (9999-12-31 23:59:59 UTC): later than any order time. */
export const UNTIL_RESUMED = 253_402_300_799;

/** The fulfilment types staff pause, and the order category types each one covers (storefront.md §3 order_categories). */
export const PAUSE_TYPES = { pickup: [1], takeaway: [3], delivery: [4], table: [2, 6] } as const;
export type PauseType = keyof typeof PAUSE_TYPES;
export const PAUSE_TYPE_NAMES = Object.keys(PAUSE_TYPES) as PauseType[];

/** Pause minutes staff may choose: 5 to 720 (12 hours). */
export const PAUSE_MINUTES = { min: 5, max: 720 } as const;
/** Busy minutes: 0 (off) or 5 to 120 in steps of 5. */
export const BUSY_MINUTES = { min: 5, max: 120, step: 5 } as const;

/** The fulfilment type a category type belongs to, or null (no such type). */
export function pauseTypeOf(categoryType: number): PauseType | null {
  for (const name of PAUSE_TYPE_NAMES) if ((PAUSE_TYPES[name] as readonly number[]).includes(categoryType)) return name;
  return null;
}

/** When the pause of `categoryType` ends (seconds since the epoch); 0 when it has none. */
export function categoryPauseUntil(venue: Pick<Venue, 'pauses'>, categoryType: number): number {
  return venue.pauses?.find((p) => p.type === categoryType)?.until ?? 0;
}

/** Whether orders of `categoryType` are paused at `now` (seconds). */
export function isCategoryPaused(venue: Pick<Venue, 'pauses'>, categoryType: number, now: number): boolean {
  return categoryPauseUntil(venue, categoryType) > now;
}

/**
 * The venue as an order of `categoryType` sees it: `pauseuntil` is the larger of the venue's own and the
 * type's pause, so the closed states, the slot picker and the server's time checks follow the pause.
 */
export function venueForCategory<V extends Pick<Venue, 'pauses' | 'pauseuntil'>>(venue: V, categoryType: number): V {
  const until = categoryPauseUntil(venue, categoryType);
  return until > venue.pauseuntil ? { ...venue, pauseuntil: until } : venue;
}

/**
 * The ASAP ready time of an order of `categoryType` placed at `now` (seconds): the earliest time of
 * the pre-order window (max(now, pause) + the category's minimum minutes, busy minutes included).
 */
export function asapReadyAt(venue: Venue, now: number, categoryType: number): number {
  return preorderWindow(venueForCategory(venue, categoryType), now, categoryType).earliest;
}

/**
 * When an item marked "back at the next opening" returns: the start of the venue's next opening after
 * `now` (seconds), or null when the venue has no opening hours in the next 8 days.
 */
export function nextOpeningBackAt(venue: Pick<Venue, 'opentime' | 'config'>, now: number): number | null {
  return nextOpeningAt(venue, now);
}

/** What the storefront says before checkout (issue 23 item 4): a pause of the order's type, or busy minutes. */
export type ServiceNotice = { kind: 'pausedUntil'; until: number } | { kind: 'paused' } | { kind: 'busy'; minutes: number } | null;

/**
 * The notice for an order of `categoryType` (0: the venue's first online type) at `now` (seconds): the
 * type's pause (or the venue's `pauseuntil`, not for table types) while it runs — without a time when
 * it lasts until resumed — else, in busy mode, the ASAP ready minutes (the category's minimum, busy
 * minutes included); null otherwise.
 */
export function serviceNotice(venue: Venue, categoryType: number, now: number): ServiceNotice {
  const type = categoryType || (venue.order_categories.find((c) => c.type !== 2 && c.type !== 6)?.type ?? 0);
  const table = type === 2 || type === 6;
  const until = Math.max(categoryPauseUntil(venue, type), table ? 0 : venue.pauseuntil);
  if (until > now) return until >= UNTIL_RESUMED ? { kind: 'paused' } : { kind: 'pausedUntil', until };
  if ((venue.busy_minutes ?? 0) > 0 && !table) return { kind: 'busy', minutes: Math.round((asapReadyAt(venue, now, type) - now) / 60) };
  return null;
}

/**
 * The venue with a `menuChanged` event's service fields (issue 23 item 4): pauses, pauseuntil and busy
 * minutes; the minimum minutes of the config move by the change of busy minutes (the server adds them).
 */
export function withServiceChange(venue: Venue, change: { pauseuntil: number; pauses: { type: number; until: number }[]; busy_minutes: number }): Venue {
  const delta = change.busy_minutes - (venue.busy_minutes ?? 0);
  const config = { ...venue.config };
  if (delta !== 0) for (const k of ['order_book_counter_wait_min', 'order_book_take_away_min', 'order_book_delivery_min'] as const) config[k] = Number(config[k]) + delta;
  return { ...venue, pauseuntil: change.pauseuntil, pauses: change.pauses, busy_minutes: change.busy_minutes, config };
}
