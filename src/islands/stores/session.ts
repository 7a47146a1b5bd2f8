/**
 * The diner's session (accounts-and-loyalty.md §4 "Session", orders-and-payments.md §6): the bearer
 * token and the user it belongs to, kept in localStorage and valid while `expired_at` (seconds) is after
 * now. A guest checkout, a login or a pay-by-link token installs it; 'invalid token' answers and logout
 * clear it. Requests carry it as 'authorization: Bearer {token}' (the API client is told by the page).
 */
import { atom, computed } from 'nanostores';
import type { AuthAnswer } from '../api/order-types';

/** localStorage key of the session. */
export const SESSION_STORAGE_KEY = 'platter:session';
/** localStorage key a pay-by-link page finds its token under (orders-and-payments.md §2.4). */
export const PAY_BY_LINK_TOKEN_KEY = 'authToken';
/** A pay-by-link token carries no expiry of its own: it is kept like other local session data, 360 minutes. */
export const PAY_BY_LINK_TTL_SECONDS = 360 * 60;

/** The signed-in user, as much of it as the order screens use. */
export interface SessionUser {
  id: number;
  /** 1 member, 2 guest (server's USER_TYPE). */
  type: number;
  firstname: string;
  lastname: string;
  phone: string;
  email: string;
  /** The login name (a member's mobile); absent in sessions stored before accounts. */
  username?: string;
  /** Avatar image URL; '' or absent → the default image. */
  avatar?: string;
}

export interface Session {
  token: string;
  /** Seconds since the epoch. */
  expiredAt: number;
  /** Null for a pay-by-link session (its user is not known to the page). */
  user: SessionUser | null;
  /** The user's extra JSON (may hold staff_id). */
  extra: string;
  /** Installed from a pay-by-link token. */
  payByLink?: boolean;
  /** A table-diner session (storefront.md §3 "Table order resource"): the code of its table. Not a login. */
  table?: string;
  /**
   * The login type (accounts-and-loyalty.md §2.7, §3 customer login_type): how this session signed in,
   * by registration platform — 1 mobile and password, 2 guest checkout, 3 Facebook, 4 Google, 5 Apple.
   * Absent in sessions stored before it was kept (then the first-time password modal is not offered).
   */
  loginType?: number;
  /** The member's `password_set` when signing in (false: none yet, the first-time password modal, §2.7). */
  passwordSet?: boolean;
}

/** Login types (platforms) of `Session.loginType`. */
export const LOGIN_TYPE = { password: 1, guest: 2, facebook: 3, google: 4, apple: 5 } as const;

/**
 * The login types after which the first-time password modal is shown (accounts-and-loyalty.md §2.7
 * "shown when the login type is one specific value", the value not shown; storefront.md §2.6): the
 * social sign-ins, the only way a member comes to have no password (a password login proves one; a
 * guest has no account to secure).
 */
export const FIRST_PASSWORD_LOGIN_TYPES: readonly number[] = [LOGIN_TYPE.facebook, LOGIN_TYPE.google, LOGIN_TYPE.apple];

const session = atom<Session | null>(null);
export const $session = computed(session, (s) => s);

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Whether a stored value is a session still valid at `nowSeconds`. Pure. */
export function isSessionValid(value: unknown, nowSeconds: number): value is Session {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<Session>;
  return typeof s.token === 'string' && s.token.length > 0 && typeof s.expiredAt === 'number' && s.expiredAt > nowSeconds;
}

/**
 * The session of a login / registration answer; `loginType` is how it signed in (LOGIN_TYPE, the
 * platform), kept with the member's `password_set` when the answer has it. Pure.
 */
export function sessionFromAuth(auth: AuthAnswer & { info: { password_set?: boolean } }, loginType?: number): Session {
  const i = auth.info;
  return {
    token: auth.authorization.token,
    expiredAt: auth.authorization.expired_at,
    user: { id: i.id, type: i.type, firstname: i.firstname ?? '', lastname: i.lastname ?? '', phone: i.phone ?? '', email: i.email ?? '', username: i.username ?? '', avatar: i.avatar ?? '' },
    extra: auth.extra ?? '{}',
    ...(loginType ? { loginType } : {}),
    ...(typeof i.password_set === 'boolean' ? { passwordSet: i.password_set } : {}),
  };
}

/**
 * Whether the first-time password modal is due (accounts-and-loyalty.md §2.7): a member (type 1)
 * signed in by one of FIRST_PASSWORD_LOGIN_TYPES whose account had no password then, and not set since
 * (`markPasswordSet`). Pure.
 */
export function needsFirstPassword(s: Session | null): boolean {
  return isLoginSession(s) && s.user?.type === 1 && s.passwordSet === false && FIRST_PASSWORD_LOGIN_TYPES.includes(s.loginType ?? 0);
}

/**
 * The staff id sent with order edits: `staff_id` of the user's extra JSON, default 0.
 * Spec: orders-and-payments.md §6 "a staff_id from the user's extra data (default 0)". Pure.
 */
export function staffIdOf(s: Session | null): number {
  try {
    const id = Number((JSON.parse(s?.extra || '{}') as { staff_id?: unknown }).staff_id);
    return Number.isSafeInteger(id) && id > 0 ? id : 0;
  } catch {
    return 0;
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Whether `s` is a login of the diner (a member, a guest checkout, a pay-by-link token) rather than the
 * table-diner session a table installed (marked with its table code; older ones carry no user and are
 * not pay-by-link). A table session belongs to one table only: another table's code gets its own.
 */
export function isLoginSession(s: Session | null): s is Session {
  return Boolean(s) && !s!.table && (s!.user !== null || Boolean(s!.payByLink));
}

/** Reads the stored session (an expired or malformed one is removed) and returns it. */
export function loadSession(): Session | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(SESSION_STORAGE_KEY) ?? 'null');
  } catch {
    stored = null;
  }
  if (!isSessionValid(stored, nowSeconds())) {
    if (stored) storage()?.removeItem(SESSION_STORAGE_KEY);
    session.set(null);
    return null;
  }
  session.set(stored);
  return stored;
}

/** Stores a new session (after guest checkout or login). */
export function saveSession(next: Session): void {
  session.set(next);
  try {
    storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* storage blocked: the session lasts this page */
  }
}

/** Replaces the stored session's user after a profile edit (accounts-and-loyalty.md §2.8: the returned user replaces the local one). */
export function updateSessionUser(patch: Partial<SessionUser>): void {
  const current = session.get() ?? loadSession();
  if (!current?.user) return;
  saveSession({ ...current, user: { ...current.user, ...patch } });
}

/** The first-time password was set (§2.7): the stored session says so, and the modal is not due again. */
export function markPasswordSet(): void {
  const current = session.get() ?? loadSession();
  if (current) saveSession({ ...current, passwordSet: true });
}

/** Forgets the session ('invalid token', logout). */
export function clearSession(): void {
  session.set(null);
  try {
    storage()?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    /* ignore */
  }
}

/**
 * Pay-by-link (orders-and-payments.md §2.4): the token left in localStorage under 'authToken' is
 * installed as the session and removed from storage. Returns the session, or the current one when no
 * token is waiting.
 */
export function installPayByLinkToken(): Session | null {
  const store = storage();
  const token = store?.getItem(PAY_BY_LINK_TOKEN_KEY);
  if (!token) return loadSession();
  store?.removeItem(PAY_BY_LINK_TOKEN_KEY);
  const next: Session = { token, expiredAt: nowSeconds() + PAY_BY_LINK_TTL_SECONDS, user: null, extra: '{}', payByLink: true };
  saveSession(next);
  return next;
}

/**
 * A staff pay link opened by the order page on the server (issue 23 item 7): leaves its session token
 * where `installPayByLinkToken` reads it, and drops the link's signed token (`t`) from the address bar
 * so it is not kept in history or shared by a copied address.
 */
export function leavePayLinkToken(token: string): void {
  storage()?.setItem(PAY_BY_LINK_TOKEN_KEY, token);
  try {
    const url = new URL(window.location.href);
    url.searchParams.delete('t');
    window.history.replaceState(window.history.state, '', url.pathname + url.search);
  } catch {
    /* no history API: the address keeps the token */
  }
}
