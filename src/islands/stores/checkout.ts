/**
 * Checkout from the menu page (storefront.md §4 "Checkout flow", §2.6 login-or-guest and guest
 * checkout modals; accounts-and-loyalty.md §2.6): which checkout dialog is open, whether the order is
 * being placed, the idempotency key of this checkout, and the order last placed from this device per
 * venue (so 'change or add more' edits it instead of placing a second one).
 */
import { atom, computed } from 'nanostores';

/** The checkout dialog on screen: the login-or-guest choice, the guest form, or none. */
export type CheckoutDialog = 'choose' | 'guest' | null;

const dialog = atom<CheckoutDialog>(null);
const busy = atom(false);

export const $checkoutDialog = computed(dialog, (d) => d);
export const $checkoutBusy = computed(busy, (b) => b);

/** The delivery minimum-order question (orders-and-payments.md §5.1): cents. */
export interface TopUpQuestion {
  priceMin: number;
  priceExtra: number;
}
const topUp = atom<TopUpQuestion | null>(null);
export const $topUp = computed(topUp, (q) => q);
/** Asks 'Minimum order {priceMin}, accept {priceExtra} extra charge…' with 'orderMore' / 'continue'. */
export const showTopUp = (q: TopUpQuestion) => topUp.set(q);
export const closeTopUp = () => topUp.set(null);

export const openLoginOrGuest = () => dialog.set('choose');
export const openGuestCheckout = () => dialog.set('guest');
export const closeCheckout = () => dialog.set(null);
export const setCheckoutBusy = (value: boolean) => busy.set(value);

/** sessionStorage key of the current checkout's idempotency key. */
export const CHECKOUT_KEY_STORAGE = 'platter:checkout-key';
/** localStorage key of the orders placed from this device, by venue id. */
export const PLACED_STORAGE_KEY = 'platter:placed';

function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `ck-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e12).toString(36)}`;
}

/**
 * The idempotency key of this checkout (orderEdit `extra.client_key`): the same key until the order is
 * placed, so a retry after a lost answer returns the same order.
 */
export function checkoutKey(): string {
  const s = store('session');
  const existing = s?.getItem(CHECKOUT_KEY_STORAGE);
  if (existing) return existing;
  const key = newKey();
  s?.setItem(CHECKOUT_KEY_STORAGE, key);
  return key;
}

/** Forgets the key once its order is placed: the next checkout is a new one. */
export function finishCheckoutKey(): void {
  store('session')?.removeItem(CHECKOUT_KEY_STORAGE);
}

/** An order placed from this device (storefront.md §4 "Submit success stores orderId, tradeid …"). */
export interface PlacedOrder {
  venueId: number;
  venueCode: string;
  /** orderEdit's `id`. */
  orderId: number;
  tradeid: string;
  /** Milliseconds since the epoch. */
  at: number;
}

/** Placed orders are forgotten after the local data lifetime, 360 minutes. */
export const PLACED_TTL_MS = 360 * 60_000;

function readPlaced(): Record<string, PlacedOrder> {
  try {
    const raw = JSON.parse(store('local')?.getItem(PLACED_STORAGE_KEY) ?? '{}') as unknown;
    return raw && typeof raw === 'object' ? (raw as Record<string, PlacedOrder>) : {};
  } catch {
    return {};
  }
}

function writePlaced(value: Record<string, PlacedOrder>): void {
  try {
    store('local')?.setItem(PLACED_STORAGE_KEY, JSON.stringify(value));
  } catch {
    /* ignore */
  }
}

/** Remembers the order just placed for its venue. */
export function rememberPlacedOrder(order: Omit<PlacedOrder, 'at'>): void {
  writePlaced({ ...readPlaced(), [order.venueId]: { ...order, at: Date.now() } });
}

/** The order placed from this device at a venue within the last 360 minutes, or null. */
export function placedOrderFor(venueId: number): PlacedOrder | null {
  const found = readPlaced()[venueId];
  return found && Date.now() - found.at < PLACED_TTL_MS ? found : null;
}

/** Forgets a placed order (paid, sent to pay in store, canceled or not found). */
export function forgetPlacedOrder(tradeid: string): void {
  const all = readPlaced();
  const kept = Object.fromEntries(Object.entries(all).filter(([, o]) => o.tradeid !== tradeid));
  writePlaced(kept);
}
