/**
 * Poster popup rules (storefront.md §2.6 "Poster popup", §6 posters by scope): the first poster of the
 * popup model whose scope is 'all' or matches the mode ('table' in table mode, 'online' otherwise)
 * and that was not dismissed; dismissals are remembered per venue and poster with a timestamp. Pure.
 */
import type { Poster } from '../../domain/types';

export const POSTER_DISMISS_KEY = 'platter:posters';

/** Dismissals: venue id → poster id → ms since the epoch. */
export type PosterDismissals = Record<string, Record<string, number>>;

/** Whether a poster's scope applies to the mode. */
export function isPosterInScope(poster: Pick<Poster, 'scope'>, tableMode: boolean): boolean {
  const scope = (poster.scope || 'all').toLowerCase();
  return scope === 'all' || (tableMode ? scope === 'table' : scope === 'online');
}

/** The poster to pop up, or null. */
export function pickPopupPoster(posters: readonly Poster[], tableMode: boolean, venueId: number, dismissed: PosterDismissals): Poster | null {
  const seen = dismissed[String(venueId)] ?? {};
  return posters.find((p) => (p.model || 'popup') === 'popup' && isPosterInScope(p, tableMode) && !seen[String(p.id)]) ?? null;
}

/** The dismissals with this poster recorded at `now`. */
export function dismissPoster(dismissed: PosterDismissals, venueId: number, posterId: number, now: number): PosterDismissals {
  const key = String(venueId);
  return { ...dismissed, [key]: { ...(dismissed[key] ?? {}), [String(posterId)]: now } };
}

/** Posters listed by the header's poster chips: every poster in scope. */
export function postersInScope(posters: readonly Poster[], tableMode: boolean): Poster[] {
  return posters.filter((p) => isPosterInScope(p, tableMode));
}

/**
 * Whether the popup may still pop up on this visit (issue 27 item 19): only on entry, while nothing
 * that must be answered first is open. Once 'Start order' (or a table prompt) held it back, it stays
 * down for the visit — the diner has moved on to ordering; the header's poster chips still list it.
 * `heldBack`: something held it back earlier on this visit; `blocking`: something holds it back now.
 */
export function mayAutoPopup(state: { heldBack: boolean; blocking: boolean }): boolean {
  return !state.heldBack && !state.blocking;
}
