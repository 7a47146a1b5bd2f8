/**
 * Per-venue local marks (storefront.md §3 "Local venue data": "Per venue: venue_clear_ticks and
 * venue_confirm_ticks. A venue confirmation mark is valid for 30 hours"; §9 "venue confirmation 30 h").
 * The spec does not say what they mark; our choice (issue 26 item 11e):
 *
 * - `venue_clear_ticks` — { [venueCode]: ms } when this browser's stored state for the venue was
 *   cleared (a home store card clicked, §2.5 "clears stored state"). A stored cart saved before the
 *   venue's clear mark is not loaded again (another tab's copy does not bring the cleared cart back).
 * - `venue_confirm_ticks` — { [venueCode]: ms } when the diner last confirmed the venue's fulfilment
 *   configuration (the fulfilment modal's confirm). A confirmation counts for 30 hours and only when it
 *   is newer than the venue's clear mark (clearing forgets it).
 *
 * - `venue_confirm_choice` (ours) — { [venueCode]: categoryType } the fulfilment confirmed with the mark.
 *   Within the 30 h a store page whose draft has no fulfilment (the 360-minute draft expired, or another
 *   venue's order replaced it) takes the confirmed one again instead of asking (`reusableConfirmation`);
 *   delivery (its address) and a forced pre-order (its time) are asked again. After 30 h it asks.
 *
 * Both live in localStorage as JSON maps under those names; entries past their use (confirm marks older
 * than 30 h, clear marks older than the 360-minute stored-data life) are dropped on write. The pure
 * functions take the maps and the clock; the storage wrappers below read and write them.
 */

/** localStorage names (storefront.md §3). */
export const VENUE_CLEAR_TICKS_KEY = 'venue_clear_ticks';
export const VENUE_CONFIRM_TICKS_KEY = 'venue_confirm_ticks';
/** A venue confirmation mark is valid for 30 hours (§9). */
export const VENUE_CONFIRM_TTL_MS = 30 * 60 * 60 * 1000;
/** Stored cart and session data expire after 360 minutes (§3): a clear mark older than that has nothing left to guard. */
export const VENUE_CLEAR_TTL_MS = 360 * 60 * 1000;

/** localStorage name of the confirmed fulfilment per venue (ours; storefront.md §3 names only the ticks). */
export const VENUE_CONFIRM_CHOICE_KEY = 'venue_confirm_choice';

/** Venue code → milliseconds since the epoch. */
export type VenueTicks = Record<string, number>;

/** A map read from storage text; anything malformed (not JSON, not an object, non-finite ticks) is left out. */
export function parseTicks(raw: string | null | undefined): VenueTicks {
  let value: unknown;
  try {
    value = raw ? JSON.parse(raw) : {};
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const out: VenueTicks = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) if (k && typeof v === 'number' && Number.isFinite(v)) out[k] = v;
  return out;
}

/** `ticks` with `venue` set to `now`, and every entry older than `ttl` (or in the future by more than `ttl`) dropped. */
export function markTick(ticks: VenueTicks, venue: string, now: number, ttl: number): VenueTicks {
  const out: VenueTicks = {};
  for (const [k, at] of Object.entries(ticks)) if (now - at < ttl && at - now < ttl) out[k] = at;
  out[venue] = now;
  return out;
}

/**
 * Whether the venue's confirmation mark holds at `now`: recorded less than 30 h ago (not in the
 * future) and after the venue's clear mark, if any.
 */
export function isConfirmValid(confirms: VenueTicks, clears: VenueTicks, venue: string, now: number): boolean {
  const at = confirms[venue];
  if (at === undefined || at > now || now - at >= VENUE_CONFIRM_TTL_MS) return false;
  const cleared = clears[venue];
  return cleared === undefined || at > cleared;
}

/** Whether data saved at `savedAt` for the venue predates its clear mark (then it is not loaded). */
export function isClearedSince(clears: VenueTicks, venue: string, savedAt: number): boolean {
  const cleared = clears[venue];
  return cleared !== undefined && savedAt <= cleared;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function read(key: string): VenueTicks {
  try {
    return parseTicks(storage()?.getItem(key));
  } catch {
    return {};
  }
}

function write(key: string, ticks: VenueTicks): void {
  try {
    storage()?.setItem(key, JSON.stringify(ticks));
  } catch {
    /* storage full or blocked: the mark is lost, nothing else */
  }
}

/** Records that the venue's stored state was cleared now. */
export function markVenueCleared(venueCode: string, now = Date.now()): void {
  if (venueCode) write(VENUE_CLEAR_TICKS_KEY, markTick(read(VENUE_CLEAR_TICKS_KEY), venueCode, now, VENUE_CLEAR_TTL_MS));
}

/**
 * Records that the diner confirmed the venue's fulfilment configuration now, and which fulfilment
 * (`categoryType`, storefront.md §9 order category types) when given.
 */
export function markVenueConfirmed(venueCode: string, now = Date.now(), categoryType?: number): void {
  if (!venueCode) return;
  const ticks = markTick(read(VENUE_CONFIRM_TICKS_KEY), venueCode, now, VENUE_CONFIRM_TTL_MS);
  write(VENUE_CONFIRM_TICKS_KEY, ticks);
  if (categoryType === undefined) return;
  // The choices kept are those of the venues whose marks are kept.
  const choices = Object.fromEntries(Object.entries(read(VENUE_CONFIRM_CHOICE_KEY)).filter(([k]) => k in ticks));
  write(VENUE_CONFIRM_CHOICE_KEY, { ...choices, [venueCode]: categoryType });
}

/** Delivery: its address is asked again whatever the mark (order category type 4, storefront.md §9). */
const DELIVERY_TYPE = 4;

/**
 * The fulfilment to take again without asking (issue 26 item 11; storefront.md §3 "A venue confirmation
 * mark is valid for 30 hours"): the confirmed category type when the venue's mark holds at `now`, it is
 * still among `offered` (the venue's categories for the mode), it is not delivery and no pre-order is
 * forced; else null (ask). Pure.
 */
export function reusableConfirmation<C extends { type: number }>(
  marks: { confirms: VenueTicks; clears: VenueTicks; choices: VenueTicks },
  venue: string,
  offered: readonly C[],
  now: number,
  preorderForced: boolean,
): C | null {
  if (preorderForced || !isConfirmValid(marks.confirms, marks.clears, venue, now)) return null;
  const type = marks.choices[venue];
  if (type === undefined || type === DELIVERY_TYPE) return null;
  return offered.find((c) => c.type === type) ?? null;
}

/** `reusableConfirmation` over this browser's stored marks, now. */
export function storedReusableConfirmation<C extends { type: number }>(venue: string, offered: readonly C[], preorderForced: boolean, now = Date.now()): C | null {
  return reusableConfirmation({ confirms: read(VENUE_CONFIRM_TICKS_KEY), clears: read(VENUE_CLEAR_TICKS_KEY), choices: read(VENUE_CONFIRM_CHOICE_KEY) }, venue, offered, now, preorderForced);
}

/** Whether the venue's confirmation mark holds now (30 h, newer than its clear mark). */
export function isVenueConfirmed(venueCode: string, now = Date.now()): boolean {
  return isConfirmValid(read(VENUE_CONFIRM_TICKS_KEY), read(VENUE_CLEAR_TICKS_KEY), venueCode, now);
}

/** Whether data the venue saved at `savedAt` was cleared since. */
export function wasVenueClearedSince(venueCode: string, savedAt: number): boolean {
  return isClearedSince(read(VENUE_CLEAR_TICKS_KEY), venueCode, savedAt);
}
