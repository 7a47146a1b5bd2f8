/**
 * The account screens' state (accounts-and-loyalty.md §2.4–2.5, §2.8–2.9, §3 "User … kept locally and
 * replaced after each edit"): the verification flow's navigation state carried from /verify/mobile to
 * /verify/confirm (sessionStorage, this tab only), the signed-in user with addresses and cards, and the
 * address being edited. One store per concern; verbs set them.
 */
import { atom, computed } from 'nanostores';
import type { FbParam, Shipping, UserInfo } from '../api/accounts';

/** Registration page types (§2.4, §9): 1 register, 2 guest creating an account, 3 forgot password. */
export type PageType = 1 | 2 | 3;

/** The navigation state of the verification flow (§2.4 "Navigation state in", §2.5). */
export interface VerifyState {
  pageType: PageType;
  platform: number;
  mobile: string;
  country: string;
  username: string;
  mobileReadonly: boolean;
  bindOnly: boolean;
  /** Social platforms: the provider's id and token (and profile) from the login page (§2.4 fbParam). */
  fbParam?: { id: string; token: string; email?: string; name?: string } | null;
  /** Where to go after success (the login page's backLocation). */
  backLocation: string;
}

const VERIFY_KEY = 'platter:verify';
const EDIT_ADDRESS_KEY = 'platter:edit-address';
const USER_KEY = 'platter:user';

function readJson<T>(store: Storage | undefined, key: string): T | null {
  try {
    return JSON.parse(store?.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}
function writeJson(store: Storage | undefined, key: string, value: unknown): void {
  try {
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage blocked: the state lasts this page */
  }
}
const tab = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
const local = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

const verify = atom<VerifyState | null>(null);
const user = atom<UserInfo | null>(null);
const editAddress = atom<Shipping | null>(null);

export const $verify = computed(verify, (v) => v);
export const $user = computed(user, (v) => v);
export const $editAddress = computed(editAddress, (v) => v);

/** Sets the verification flow's state before moving to the next screen. */
export function setVerifyState(next: VerifyState | null): void {
  verify.set(next);
  writeJson(tab(), VERIFY_KEY, next);
}

/** Reads the verification flow's state left by the previous screen (null when the flow was not started). */
export function loadVerifyState(): VerifyState | null {
  const v = readJson<VerifyState>(tab(), VERIFY_KEY);
  verify.set(v);
  return v;
}

const FB_PARAM_KEY = 'platter:fbParam';

/**
 * The social provider's data (fbParam, §2.3/§2.4) carried from the login page into a social
 * registration, in this tab only; null clears it.
 */
export function setFbParam(next: FbParam | null): void {
  writeJson(tab(), FB_PARAM_KEY, next);
}

/** The fbParam left by the login page, or null. */
export function loadFbParam(): FbParam | null {
  const v = readJson<FbParam>(tab(), FB_PARAM_KEY);
  return v && typeof v.id === 'string' && typeof v.token === 'string' ? v : null;
}

/** Stores the signed-in user (after userInfoQuery or an edit). */
export function setUser(next: UserInfo | null): void {
  user.set(next);
  writeJson(local(), USER_KEY, next);
}

/** The locally kept user (may be stale; screens refresh it with userInfoQuery). */
export function loadUser(): UserInfo | null {
  const u = readJson<UserInfo>(local(), USER_KEY);
  user.set(u);
  return u;
}

/** The address the list opened for editing (null: a new one, §2.9 "state {selectNew, shipping}"). */
export function setEditAddress(next: Shipping | null): void {
  editAddress.set(next);
  writeJson(tab(), EDIT_ADDRESS_KEY, next);
}

/** Reads the address being edited. */
export function loadEditAddress(): Shipping | null {
  const a = readJson<Shipping>(tab(), EDIT_ADDRESS_KEY);
  editAddress.set(a);
  return a;
}

const ADDRESS_FROM_ORDER_KEY = 'platter:edit-address-order';

/**
 * The address edit opened from an order's choose-address drawer (orders-and-payments.md §2.4
 * "Navigation out: Address edit page, with state selectNew, shipping and tradeId"): the order's trade
 * id, whether the address is a new one, and the venue's delivery method the address is saved for
 * (accounts-and-loyalty.md §2.9 "the saved local record also stores method"). Kept in this tab.
 */
export interface AddressFromOrder {
  tradeId: string;
  selectNew: boolean;
  /** The venue's delivery method (1, 21, 22). */
  method: number;
}

/** Sets (or clears, null) where the address edit came from. */
export function setAddressFromOrder(next: AddressFromOrder | null): void {
  writeJson(tab(), ADDRESS_FROM_ORDER_KEY, next);
}

/** Where the address edit came from: an order (its trade id, new or not, the method), or null (the address list). */
export function loadAddressFromOrder(): AddressFromOrder | null {
  return readJson<AddressFromOrder>(tab(), ADDRESS_FROM_ORDER_KEY);
}

const ORDER_ADDRESS_KEY = 'platter:order-address:';

/** The address just saved from order `tradeId`'s drawer, for the order page to choose once it is back (§2.4). */
export function setChosenOrderAddress(tradeId: string, address: Shipping | null): void {
  writeJson(tab(), ORDER_ADDRESS_KEY + tradeId, address);
}

/** Takes (reads and forgets) the address saved for order `tradeId`, or null. */
export function takeChosenOrderAddress(tradeId: string): Shipping | null {
  const a = readJson<Shipping>(tab(), ORDER_ADDRESS_KEY + tradeId);
  if (a) writeJson(tab(), ORDER_ADDRESS_KEY + tradeId, null);
  return a;
}

/** Forgets everything kept about the user (logout, deletion). */
export function clearAccount(): void {
  setUser(null);
  setVerifyState(null);
  setEditAddress(null);
}
