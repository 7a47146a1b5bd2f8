/**
 * The order draft kept on the device (storefront.md §3 "Order draft (kept locally)", §9 "store data
 * 360 min"): what it holds, and the pure rules for reading it back — expired after 360 minutes, reset
 * when the venue changes. No storage or clock here: the store module passes them in.
 */
import type { CartLine, CategoryType } from '../../domain/types';

/** Stored cart and session data expire after 360 minutes (storefront.md §3 "Local venue data", §9). */
export const DRAFT_TTL_MS = 360 * 60_000;

/** localStorage key of the draft. */
export const DRAFT_STORAGE_KEY = 'platter:order';

/** The delivery address picked in the fulfilment modal (own delivery zones). */
export interface DraftAddress {
  city: string;
  state: string;
  postcode: string;
  /** The postcode as a number, matched against a zone's `geos`. */
  geo_id: number;
}

export interface OrderDraft {
  /** Draft format version. */
  v: 1;
  venueId: number;
  venueCode: string;
  menuId: number;
  /** 0 = not yet chosen (the fulfilment selector opens). */
  orderCategoryType: CategoryType;
  /** Default 'Fulfillment'. */
  orderCategoryName: string;
  /** Later (pre-order) rather than ASAP. */
  preOrder: boolean;
  /** 'YYYY-MM-DD' in the venue timezone, '' when ASAP. */
  validDate: string;
  /** 'HH:mm' in the venue timezone, '' when ASAP. */
  validTime: string;
  selectAddress: DraftAddress | null;
  notes: string;
  /** The shopping cart's lines. */
  lines: CartLine[];
  /** Next id handed out for lines, groups and add sequences. */
  nextId: number;
  /** Milliseconds since the epoch of the last change. */
  savedAt: number;
}

/** A fresh draft for a venue: nothing chosen, empty cart. */
export function emptyDraft(venue: { id: number; code: string }, menuId: number, now: number): OrderDraft {
  return {
    v: 1,
    venueId: venue.id,
    venueCode: venue.code,
    menuId,
    orderCategoryType: 0,
    orderCategoryName: 'Fulfillment',
    preOrder: false,
    validDate: '',
    validTime: '',
    selectAddress: null,
    notes: '',
    lines: [],
    nextId: 1,
    savedAt: now,
  };
}

function isDraft(value: unknown): value is OrderDraft {
  if (!value || typeof value !== 'object') return false;
  const d = value as Partial<OrderDraft>;
  return d.v === 1 && typeof d.venueId === 'number' && Array.isArray(d.lines) && typeof d.savedAt === 'number' && typeof d.nextId === 'number';
}

/**
 * The stored draft for `venue`, or a fresh one when nothing valid is stored, it was saved 360 minutes
 * or more before `now`, or it belongs to another venue (a venue change resets the order).
 */
export function readDraft(raw: string | null, venue: { id: number; code: string }, menuId: number, now: number): OrderDraft {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    stored = null;
  }
  if (!isDraft(stored)) return emptyDraft(venue, menuId, now);
  if (now - stored.savedAt >= DRAFT_TTL_MS || stored.savedAt > now + DRAFT_TTL_MS) return emptyDraft(venue, menuId, now);
  if (stored.venueId !== venue.id) return emptyDraft(venue, menuId, now);
  return { ...stored, venueCode: venue.code, menuId: stored.menuId || menuId };
}

/** Id generators over the draft's counter; `take()` gives the draft with the counter advanced. */
export function draftIds(draft: OrderDraft) {
  let next = draft.nextId;
  const id = () => next++;
  return { ids: { lineId: id, groupId: id, sequenceId: id }, take: (d: OrderDraft): OrderDraft => ({ ...d, nextId: next }) };
}

/**
 * The venue's online draft as stored, for pages outside the store (user/order, user/account: the top
 * bar's 'Check out' and fulfilment buttons go back to it, storefront.md §2.4), or null when none, not
 * a draft, or older than the 360-minute life.
 */
export function storedDraft(raw: string | null, now: number): OrderDraft | null {
  let stored: unknown;
  try {
    stored = raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
  if (!isDraft(stored) || typeof stored.venueCode !== 'string' || !stored.venueCode) return null;
  if (now - stored.savedAt >= DRAFT_TTL_MS || stored.savedAt > now + DRAFT_TTL_MS) return null;
  return stored;
}
