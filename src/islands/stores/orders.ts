/**
 * The diner's orders on the order screens (orders-and-payments.md §2.2–§2.7): the order on screen and
 * its venue, the coupons chosen on the coupon page for an order (§2.6 "The bottom Confirm stores the
 * ticked coupons on the store's saved cart"), clearing the cart once its order is done, and 'order
 * again' (§2.3: the old order's lines copied by the domain into a fresh cart for the venue).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { copyLinesForOrderAgain } from '../../domain/cart';
import type { CartLine } from '../../domain/types';
import type { CouponInfo, OrderDetail, OrderVenue } from '../api/order-types';
import { DRAFT_STORAGE_KEY, emptyDraft, type OrderDraft } from './order-draft';

/** What an order screen shows: loading, the order, 'not found', a login prompt, or an error message. */
export type OrderPageState =
  | { kind: 'loading' }
  | { kind: 'ready'; order: OrderDetail; venue: OrderVenue | null }
  | { kind: 'notFound' }
  | { kind: 'login' }
  | { kind: 'error'; message: string };

const page = atom<OrderPageState>({ kind: 'loading' });
/** Read-only; an atom (not a computed store) so server rendering and hydration read its initial state. */
export const $orderPage: ReadableAtom<OrderPageState> = page;

/** Sets what the order screen shows. */
export const showOrderPage = (state: OrderPageState) => page.set(state);

/** Replaces the order on screen (after a live update or an edit), keeping its venue. */
export function updateShownOrder(patch: Partial<OrderDetail>): void {
  const current = page.get();
  if (current.kind === 'ready') page.set({ ...current, order: { ...current.order, ...patch } });
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const couponKey = (tradeid: string) => `platter:coupons:${tradeid}`;

/** Stores the coupons ticked on the coupon page for an order; the order page applies them. */
export function saveCouponSelection(tradeid: string, coupons: CouponInfo[]): void {
  try {
    storage()?.setItem(couponKey(tradeid), JSON.stringify(coupons));
  } catch {
    /* ignore */
  }
}

/** The coupons chosen for an order and not applied yet, or null when there is no new choice. */
export function readCouponSelection(tradeid: string): CouponInfo[] | null {
  try {
    const raw = storage()?.getItem(couponKey(tradeid));
    const value = raw ? (JSON.parse(raw) as unknown) : null;
    return Array.isArray(value) ? (value as CouponInfo[]) : null;
  } catch {
    return null;
  }
}

/** Forgets an order's pending coupon choice (applied, or refused). */
export function clearCouponSelection(tradeid: string): void {
  storage()?.removeItem(couponKey(tradeid));
}

/** Empties the saved cart of a venue once its order is on its way (paid, or to be paid in store). */
export function clearCartOfVenue(venueId: number): void {
  const s = storage();
  try {
    const draft = JSON.parse(s?.getItem(DRAFT_STORAGE_KEY) ?? 'null') as OrderDraft | null;
    if (draft && draft.venueId === venueId) s?.removeItem(DRAFT_STORAGE_KEY);
  } catch {
    /* ignore */
  }
}

/**
 * 'Order again' (orders-and-payments.md §2.3): a fresh cart for the order's venue holding copies of its
 * lines (every line new, fresh ids, children re-linked — `copyLinesForOrderAgain`), fulfilment not yet
 * chosen. Saved where the menu page reads its cart; returns the draft.
 */
export function startOrderAgain(venue: { id: number; code: string }, lines: readonly CartLine[], now = Date.now()): OrderDraft {
  let next = 1;
  const id = () => next++;
  const copies = copyLinesForOrderAgain(lines, { lineId: id, groupId: id, sequenceId: id });
  const menuId = copies[0]?.menu_id ?? 0;
  const draft: OrderDraft = { ...emptyDraft(venue, menuId, now), lines: copies, nextId: next, savedAt: now };
  try {
    storage()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    /* ignore */
  }
  return draft;
}
