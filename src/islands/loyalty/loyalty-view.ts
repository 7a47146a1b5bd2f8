/**
 * The loyalty screens' view logic, pure (accounts-and-loyalty.md §2.2, §2.11–§2.13, §9): which venue
 * the page is about, the card's sections by capability, the wallet a browser may add to, the voucher's
 * value text, and the account screen's entries.
 */
import dayjs from 'dayjs';
import { couponValueText } from '../../domain/coupons';

/** Membership QR code size in px (§9). */
export const MEMBER_QR_SIZE = 130;
/** Card default colour and greyed voucher colour (§9). */
export const CARD_DEFAULT_COLOR = '#5d68cf';
export const VOUCHER_GREY = '#868e96';

/**
 * The venue the page is about: `venue_code` or `sid` in the query, else the store page remembered
 * (app mode memory), else the order draft's venue; null when none is known.
 */
export function pickVenueCode(search: string, remembered: string | null | undefined, draft: string | null | undefined): string | null {
  const q = new URLSearchParams(search);
  const fromQuery = q.get('venue_code') || q.get('sid');
  const ok = (v: string | null | undefined) => (v && /^[a-z0-9][a-z0-9-]{0,47}$/.test(v) ? v : null);
  return ok(fromQuery) ?? ok(remembered) ?? ok(draft);
}

/** The card's sections, each only with its capability (§2.11, §3 capabilities). */
export function cardSections(caps: readonly { cap: string }[]): { points: boolean; punches: boolean; credits: boolean; level: boolean } {
  const has = (c: string) => caps.some((x) => x.cap === c);
  return { points: has('points'), punches: has('punches'), credits: has('credits'), level: has('grade') || has('level') };
}

/** The phone platform a browser belongs to: 'ios', 'android' or null (a desktop). */
export function phonePlatform(userAgent: string): 'ios' | 'android' | null {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return null;
}

/** A wallet button may go on only in its platform's own browser (§2.11); otherwise 'Browser Not Support'. */
export function walletAllowed(wallet: 'apple' | 'google', userAgent: string): boolean {
  return phonePlatform(userAgent) === (wallet === 'apple' ? 'ios' : 'android');
}

/** The wallet pass link (§2.11: GET with sid, uid and _ts). */
export function walletHref(wallet: 'apple' | 'google', venueCode: string, uid: string, nowMs: number): string {
  return `/wallet/member/${wallet}?${new URLSearchParams({ sid: venueCode, uid, _ts: String(nowMs) })}`;
}

/**
 * The card's embedded source mode (accounts-and-loyalty.md §2.11; issue 26 item 10, ADR 0012): the card
 * opened with `?source=oa` — from a venue's official account in a messaging app, whose in-app browser
 * can neither keep the ordering site's session nor add passes to a phone wallet.
 */
export const EMBEDDED_SOURCE = 'oa';

/** Whether the page's query (`location.search`) asks for the embedded mode. Pure. */
export function isEmbeddedSource(search: string): boolean {
  return new URLSearchParams(search).get('source') === EMBEDDED_SOURCE;
}

/** The browser a wallet needs: Safari on iOS for Apple Wallet, Chrome on Android for Google Wallet. */
export const walletBrowser = (wallet: 'apple' | 'google'): 'ios' | 'android' => (wallet === 'apple' ? 'ios' : 'android');

/**
 * The browser-switch URL of the embedded mode (§2.11 "uid, browser and a timestamp"): `/loyalty/switch`
 * with the venue (`sid`), the browser to open it in, `_ts` (ms) and — instead of the uid (a bare uid
 * in a URL is what ADR 0011 removed) — `code`, a one-use login code valid 120 s. Pure.
 */
export function browserSwitchHref(browser: 'ios' | 'android', venueCode: string, code: string, nowMs: number): string {
  return `/loyalty/switch?${new URLSearchParams({ sid: venueCode, browser, code, _ts: String(nowMs) })}`;
}

/** The error-with-code route (§2.11 "an error carrying a code → the browser-switch route with that code"). Pure. */
export function cardErrorHref(code: string): string {
  return `/loyalty/switch?${new URLSearchParams({ error: code })}`;
}

/**
 * The message of a userLoginOa failure (§8): 'The account or password incorrect' → the login's
 * incorrect message; 'not available' → '' (an empty message: nothing is shown); 'not acceptable' →
 * 'You have no permission'; TOO_MANY_ATTEMPTS → its wait; anything else → null (the generic mapping).
 * Answers a locale key, '' or null. Pure.
 */
export function oaLoginMessageKey(code: string | null): string | null {
  if (code === 'WRONG_CREDENTIALS') return 'account.errors.loginIncorrect';
  if (code === 'NOT_AVAILABLE') return '';
  if (code === 'NOT_ACCEPTABLE') return 'loyalty.noPermission';
  return null;
}

/** 'click here to order online and more' goes to the brand page with more than one location, else the venue's home (§2.11). */
export function orderOnlineHref(brandCode: string, locations: number, venueCode: string): string {
  return locations > 1 ? `/brand/${brandCode}` : `/${venueCode}`;
}

/** A voucher's value: '{100 − value}% OFF' for the percent type, else the currency amount (§2.13, §9). */
export function voucherValueText(v: { type: number; value: number }, unit: string, rate: number, locale?: string): string {
  return couponValueText(v, unit, rate, locale);
}

/** Used (2) and Expired (3) vouchers are greyed and cannot be opened (§2.12, §4). */
export const isVoucherOpen = (status: number) => status === 1;

/** A voucher offered at checkout: `short` when the order's items subtotal is under its minimum (greyed, not appliable). */
export interface CheckoutVoucherOffer<V> {
  voucher: V;
  short: boolean;
}

/**
 * The member's vouchers the order page offers (accounts-and-loyalty.md §2.12, §3 Voucher): only
 * Active (status 1) ones not already on the order (`appliedIds`, voucher ids), in the list's order;
 * each `short` when `itemsSubtotal` (cents, the order's `feetotal`, what the coupon rule compares) is
 * below its `minimum_order` (cents).
 */
export function checkoutVoucherOffers<V extends { id: number; status: number; minimum_order: number }>(list: readonly V[], appliedIds: ReadonlySet<number>, itemsSubtotal: number): CheckoutVoucherOffer<V>[] {
  return list.filter((v) => isVoucherOpen(v.status) && !appliedIds.has(v.id)).map((voucher) => ({ voucher, short: voucher.minimum_order > itemsSubtotal }));
}

/** The account screen's entries (§2.2): only with a venue, the venue's capability, and a member. */
export function accountLoyaltyEntries(venueCode: string | null, caps: readonly string[], isMember: boolean): { card: boolean; vouchers: boolean } {
  const ok = Boolean(venueCode) && isMember;
  return { card: ok && caps.includes('membership'), vouchers: ok && caps.includes('voucher') };
}

/** One movement of the member's points or credits (customerLoyaltyHistory). */
export interface LoyaltyMoveRow {
  /** 'earned', 'reversed', 'converted', 'spent', 'returned', 'adjusted'. */
  kind: string;
  /** 'points' or 'credits' (cents). */
  unit: string;
  amount: number;
  tradeid: string;
  /** Staff's reason of an 'adjusted' movement ('' otherwise; absent from older servers). */
  reason?: string;
  /** Seconds since the epoch. */
  created_at: number;
}

/** A history line as the card shows it. */
export interface HistoryEntry {
  /** The locale key of its label (loyalty.history.<kind>; 'adjustedWhy' with `reason` for staff's points). */
  labelKey: string;
  /** Staff's reason of an adjustment ('' when none), for the 'adjustedWhy' label. */
  reason: string;
  /** Signed amount text: '+104' / '−100' for points, '+$5.00' / '−$4.00' for credits. */
  amountText: string;
  /** The locale key of the unit shown after points ('loyalty.pointsUnit'), or null for money. */
  unitKey: string | null;
  positive: boolean;
  /** The order's detail page, or null. */
  href: string | null;
  /** 'YYYY-MM-DD HH:mm' in the browser's time zone. */
  when: string;
}

const HISTORY_KINDS = new Set(['earned', 'reversed', 'converted', 'spent', 'returned', 'adjusted']);

/**
 * A movement of points or credits as a line of the card's history (issue 26 item 7): its label key,
 * its signed amount (points as a number, credits with `money`, which formats cents without a sign),
 * the link to its order, its date. A kind the page does not know shows as 'adjusted'.
 */
export function historyEntry(m: LoyaltyMoveRow, money: (cents: number) => string): HistoryEntry {
  const sign = m.amount < 0 ? '−' : '+';
  const size = Math.abs(m.amount);
  const credits = m.unit === 'credits';
  return {
    labelKey: m.kind === 'adjusted' && m.reason ? 'loyalty.history.adjustedWhy' : `loyalty.history.${HISTORY_KINDS.has(m.kind) ? m.kind : 'adjusted'}`,
    reason: m.kind === 'adjusted' ? (m.reason ?? '') : '',
    amountText: `${sign}${credits ? money(size) : String(size)}`,
    unitKey: credits ? null : 'loyalty.pointsUnit',
    positive: m.amount >= 0,
    href: m.tradeid ? `/order/detail/${encodeURIComponent(m.tradeid)}` : null,
    when: dayjs.unix(m.created_at).format('YYYY-MM-DD HH:mm'),
  };
}

/** The member's way to the next level (issue 27 item 18). */
export interface LevelProgress {
  /** The next level's name, or null at the top level (or without levels). */
  next: string | null;
  /** Lifetime points still needed for the next level (0 at the top). */
  toGo: number;
  /** Share of the way from the current level's threshold to the next one's, 0…1 (1 at the top). */
  fraction: number;
}

/**
 * Progress to the next level: `lifetimePoints` (earned less reversed, what levels follow) against the
 * programme's `grades` (thresholds in lifetime points, any order). The next level is the lowest whose
 * threshold is above the points; the fraction runs from the highest threshold reached (0 when none).
 * Null when the programme has no levels.
 */
export function levelProgress(lifetimePoints: number, grades: readonly { name: string; grade: number }[]): LevelProgress | null {
  if (grades.length === 0) return null;
  const sorted = [...grades].sort((a, b) => a.grade - b.grade);
  const points = Math.max(0, lifetimePoints);
  const next = sorted.find((g) => g.grade > points);
  if (!next) return { next: null, toGo: 0, fraction: 1 };
  const from = sorted.filter((g) => g.grade <= points).at(-1)?.grade ?? 0;
  const span = next.grade - from;
  return { next: next.name, toGo: next.grade - points, fraction: span > 0 ? Math.min(1, Math.max(0, (points - from) / span)) : 0 };
}

/** A punch card as stamps: `threshold` places, the first `count` stamped (count capped at the threshold; at most 20 places). */
export function punchStamps(count: number, threshold: number): boolean[] {
  const places = Math.max(0, Math.min(20, Math.floor(threshold)));
  return Array.from({ length: places }, (_, i) => i < count);
}
