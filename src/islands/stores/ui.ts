/**
 * What is open on screen (storefront.md §2.4, §2.6): drawers (side menu, cart, account), the product sheet, the fulfilment modal,
 * the info/error modal, the upsell overlay, the changed-items modal, the store info and poster popups.
 * One store per concern; verbs open and close them.
 */
import { atom, computed } from 'nanostores';
import type { ItemRef } from '../../domain/item-builder';
import type { ChangedCartItem } from '../../domain/cart-menu-check';
import type { Combo } from '../../domain/types';

/** The product sheet: what it builds, and the product build to return to after an upgrade ('Make a combo'). */
export interface SheetState {
  ref: ItemRef;
  /** Back step to the previous product detail (storefront.md §2.6 "Upgrading keeps a back step"). */
  backTo?: ItemRef;
  /** Seeded combo build from an upgrade (opaque to the store). */
  seed?: unknown;
  /** The compact product attribute drawer (variant and modifier pickers only) instead of the full sheet. */
  attributes?: boolean;
}

export interface InfoModal {
  title: string;
  body: string;
  /** 'ok' or 'retry' (storefront.md §2.6 "A generic info/error modal"). */
  confirm: 'ok' | 'retry';
  kind: 'info' | 'error';
  onConfirm?: () => void;
}

export interface UpsellState {
  /** The product just added. */
  productId: number;
  combos: Combo[];
  /** The product build that was added (to upgrade into a combo). */
  seed: unknown;
}

const sheet = atom<SheetState | null>(null);
const cartOpen = atom(false);
const navOpen = atom(false);
const accountOpen = atom(false);
const fulfilment = atom<{ closeable: boolean } | null>(null);
const modal = atom<InfoModal | null>(null);
const upsell = atom<UpsellState | null>(null);
const changed = atom<ChangedCartItem[] | null>(null);
const storeInfo = atom(false);
const posters = atom<'popup' | 'list' | null>(null);
const menuPicker = atom(false);
const toast = atom<{ text: string; at: number } | null>(null);
const declined = atom<ReadonlySet<number>>(new Set());
const checkoutRequest = atom(false);

export const $sheet = computed(sheet, (v) => v);
export const $cartOpen = computed(cartOpen, (v) => v);
export const $navOpen = computed(navOpen, (v) => v);
/** The account screen as a drawer over the menu page (accounts-and-loyalty.md §2.2). */
export const $accountOpen = computed(accountOpen, (v) => v);
export const $fulfilment = computed(fulfilment, (v) => v);
export const $modal = computed(modal, (v) => v);
export const $upsell = computed(upsell, (v) => v);
export const $changedItems = computed(changed, (v) => v);
export const $storeInfoOpen = computed(storeInfo, (v) => v);
export const $posters = computed(posters, (v) => v);
export const $menuPickerOpen = computed(menuPicker, (v) => v);
export const $toast = computed(toast, (v) => v);
/** Products whose combo offer the diner declined ('Not now') on this page: not offered again. */
/** A checkout asked for before the overlays (and their 'continue') loaded: the CHECK_OUT intent (storefront.md §2.6). */
export const $checkoutRequested = computed(checkoutRequest, (v) => v);
export const $declinedUpsells = computed(declined, (v) => v);

export const openSheet = (state: SheetState) => sheet.set(state);
export const closeSheet = () => sheet.set(null);
export const openCart = () => cartOpen.set(true);
export const closeCart = () => cartOpen.set(false);
export const openNav = () => navOpen.set(true);
export const closeNav = () => navOpen.set(false);
export const openAccount = () => accountOpen.set(true);
export const closeAccount = () => accountOpen.set(false);
export const openFulfilment = (closeable = true) => fulfilment.set({ closeable });
export const closeFulfilment = () => fulfilment.set(null);

const DISMISSED_KEY = 'platter:fulfilment-dismissed';

/** The diner closed 'Start order' without starting: entry does not reopen it again this session. */
export function dismissFulfilment(venueId: number): void {
  fulfilment.set(null);
  try {
    sessionStorage.setItem(DISMISSED_KEY, String(venueId));
  } catch {
    /* ignore */
  }
}

/** Whether 'Start order' was dismissed for this venue in this session. */
export function isFulfilmentDismissed(venueId: number): boolean {
  try {
    return sessionStorage.getItem(DISMISSED_KEY) === String(venueId);
  } catch {
    return false;
  }
}
/** Asks the menu page's overlays to start checkout (the cart drawer's 'continue'); they take it once loaded. */
export const requestCheckout = () => checkoutRequest.set(true);
/** Takes a pending checkout request: true once, then false. */
export function takeCheckoutRequest(): boolean {
  const pending = checkoutRequest.get();
  if (pending) checkoutRequest.set(false);
  return pending;
}
export const showModal = (m: InfoModal) => modal.set(m);
export const closeModal = () => modal.set(null);
export const showUpsell = (u: UpsellState) => upsell.set(u);
export const closeUpsell = () => upsell.set(null);
export const showChangedItems = (items: ChangedCartItem[]) => changed.set(items);
export const closeChangedItems = () => changed.set(null);
export const openStoreInfo = () => storeInfo.set(true);
export const closeStoreInfo = () => storeInfo.set(false);
export const openPosters = (mode: 'popup' | 'list') => posters.set(mode);
export const closePosters = () => posters.set(null);
export const openMenuPicker = () => menuPicker.set(true);
export const closeMenuPicker = () => menuPicker.set(false);
/** A short message at the bottom of the screen (refusals such as 'Sold out'). */
export const showToast = (text: string) => toast.set({ text, at: Date.now() });
export const clearToast = () => toast.set(null);
export const declineUpsell = (productId: number) => declined.set(new Set([...declined.get(), productId]));
