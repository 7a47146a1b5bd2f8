/**
 * Online payment decisions (orders-and-payments.md §2.4, §2.8, §2.9, §3.11, §4.10, §5.2, §9), pure
 * (`openPaymentPage` writes only to the storage it is given): where 'Pay Now' goes, the payment result
 * page's states, the payment parameters of the payment page and their checks, and the constants of
 * polling and the 'view order' delay.
 */
import { err, ok, type Result } from '../../domain/result';
import type { StoredCard } from '../../domain/types';
import { validateCardEmail } from '../../domain/validation';

/** Payment status polling every 12 seconds (§9). */
export const PAY_STATUS_POLL_MS = 12_000;
/** 'view order' is enabled 2 seconds after a success (§2.9, §9). */
export const VIEW_ORDER_DELAY_MS = 2_000;
/** Payment platforms: 1 drop-in (the payment page), 2 hosted checkout (a redirect). */
export const PAY_PLATFORM = { dropIn: 1, hosted: 2 } as const;
/** Payment attempt status: 1 pending, 2 succeeded, 3 failed, 4 canceled, 5 refunded. */
export const PAY_STATUS = { pending: 1, succeeded: 2, failed: 3, canceled: 4, refunded: 5 } as const;

/** What the payment result page shows. */
export type PayResultState = 'processing' | 'success' | 'failed';

/**
 * The result page's state for a payment status: succeeded → success; failed, canceled or refunded
 * (a success the order could not take) → failed; pending (or unknown) → processing.
 * Spec: orders-and-payments.md §2.9, §4.10 "polls until one of two final statuses".
 */
export function payResultState(status: number | null | undefined): PayResultState {
  if (status === PAY_STATUS.succeeded) return 'success';
  if (status === PAY_STATUS.failed || status === PAY_STATUS.canceled || status === PAY_STATUS.refunded) return 'failed';
  return 'processing';
}

/** Whether a payment status is final (polling stops). */
export function isFinalPayStatus(status: number | null | undefined): boolean {
  return payResultState(status) !== 'processing';
}

/** The payment page's parameters (§3.11). Money in cents. */
export interface PaymentParams {
  tradeid: string;
  platform: number;
  amount: number;
  surcharge: number;
  url: string;
  venue_code: string;
  venue_name: string;
  /** A JSON value: a string, or a JSON string of one. */
  shopper_statement: string;
  locate: string;
  mode: string;
}

/**
 * Reads the payment parameters from their JSON text (the navigation state, or the decrypted 'data'):
 * NOT_VALID when it is not JSON or lacks the trade id, the platform, a whole non-negative amount or
 * the venue code ('Invalid payment data').
 * Spec: orders-and-payments.md §2.8.
 */
export function parsePaymentParams(text: string): Result<PaymentParams> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return err('NOT_VALID', { field: 'json' });
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return err('NOT_VALID', { field: 'json' });
  const p = raw as Record<string, unknown>;
  const amount = Number(p.amount);
  const platform = Number(p.platform);
  if (typeof p.tradeid !== 'string' || !p.tradeid) return err('NOT_VALID', { field: 'tradeid' });
  if (!Number.isSafeInteger(platform) || platform <= 0) return err('NOT_VALID', { field: 'platform' });
  if (!Number.isSafeInteger(amount) || amount < 0) return err('NOT_VALID', { field: 'amount' });
  if (typeof p.venue_code !== 'string' || !p.venue_code) return err('NOT_VALID', { field: 'venue_code' });
  const str = (v: unknown) => (v === undefined || v === null ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  return ok({
    tradeid: p.tradeid,
    platform,
    amount,
    surcharge: Number.isSafeInteger(Number(p.surcharge)) ? Number(p.surcharge) : 0,
    url: str(p.url),
    venue_code: p.venue_code,
    venue_name: str(p.venue_name),
    shopper_statement: str(p.shopper_statement),
    locate: str(p.locate),
    mode: str(p.mode),
  });
}

/**
 * The store name shown on the payment page: the shopper statement (a JSON value: a plain string, or a
 * JSON string holding one or an object with a `name`), else the venue name.
 * Spec: orders-and-payments.md §2.8 "from shopper_statement, a JSON value, or else venue_name".
 */
export function paymentStoreName(params: Pick<PaymentParams, 'shopper_statement' | 'venue_name'>): string {
  const s = params.shopper_statement.trim();
  if (s) {
    try {
      const v: unknown = JSON.parse(s);
      if (typeof v === 'string' && v.trim()) return v.trim();
      if (v && typeof v === 'object' && typeof (v as { name?: unknown }).name === 'string') return (v as { name: string }).name;
    } catch {
      return s;
    }
  }
  return params.venue_name;
}

/** The URL the provider returns the browser to (§7.4 "return_url carrying target, platform, tid, vid"). */
export function payReturnUrl(origin: string, args: { platform: number; tradeid: string; venueId: number }): string {
  const q = new URLSearchParams({ target: 'pay', platform: String(args.platform), tid: args.tradeid, vid: String(args.venueId) });
  return `${origin}/pay/callback?${q.toString()}`;
}

/**
 * Where a drop-in payment answer sends the browser: the action's URL when it is a redirect action (the
 * simulator answers {type: 'redirect', url}); null otherwise.
 */
export function actionRedirectUrl(sessionData: string): string | null {
  if (/^https?:\/\//.test(sessionData) || sessionData.startsWith('/')) return sessionData;
  try {
    const action = JSON.parse(sessionData) as { type?: string; url?: string };
    return action?.type === 'redirect' && typeof action.url === 'string' ? action.url : null;
  } catch {
    return null;
  }
}

// ——— drop-in: stored cards, result codes, wallets (orders-and-payments.md §2.8, §4.10, §7.4)


/** What orderPayConfiguration.payment_methods holds, read leniently. */
export interface PaymentMethodsInfo {
  stored: StoredCard[];
  /** Adyen's client key (the Adyen adapter adds it), '' otherwise. */
  clientKey: string;
  /** The full JSON object (Adyen's /paymentMethods answer), {} when unreadable. */
  raw: Record<string, unknown>;
}

/** Reads orderPayConfiguration.payment_methods (a JSON string); anything unreadable lists nothing. */
export function readPaymentMethods(json: string): PaymentMethodsInfo {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    raw = {};
  }
  const obj = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const list = Array.isArray(obj.storedPaymentMethods) ? (obj.storedPaymentMethods as Record<string, unknown>[]) : [];
  const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
  const stored = list
    .filter((m) => m && typeof m === 'object' && typeof m.id === 'string' && m.id && (m.type === undefined || m.type === 'scheme'))
    .map((m) => ({ id: str(m.id), brand: str(m.brand), lastFour: str(m.lastFour), expiryMonth: str(m.expiryMonth), expiryYear: str(m.expiryYear), holderName: str(m.holderName) }));
  return { stored, clientKey: str(obj.clientKey), raw: obj };
}

const BRAND_NAMES: Record<string, string> = { visa: 'Visa', mc: 'Mastercard', mastercard: 'Mastercard', amex: 'Amex', diners: 'Diners', discover: 'Discover', jcb: 'JCB', cup: 'UnionPay', maestro: 'Maestro' };

/** 'Visa •••• 4242' (the brand's display name, else the brand upper-cased, else 'Card'). */
export function storedCardLabel(card: Pick<StoredCard, 'brand' | 'lastFour'>): string {
  const brand = BRAND_NAMES[card.brand.toLowerCase()] ?? (card.brand ? card.brand.toUpperCase() : 'Card');
  return `${brand} •••• ${card.lastFour}`;
}

/** '12/30' from expiry month '12' and year '2030' ('' when either is missing). */
export function storedCardExpiry(card: Pick<StoredCard, 'expiryMonth' | 'expiryYear'>): string {
  if (!card.expiryMonth || !card.expiryYear) return '';
  return `${card.expiryMonth.padStart(2, '0')}/${card.expiryYear.slice(-2)}`;
}

/** What the payment page does with a result code (§4.10). */
export type ApplyOutcome = { kind: 'action'; action: Record<string, unknown> } | { kind: 'success' } | { kind: 'refused' } | { kind: 'reset' } | { kind: 'failed' };

/** The provider's result codes that end the attempt at once ('three specific result codes', §4.10). */
export const IMMEDIATE_FAILURE_CODES = ['Refused', 'Cancelled', 'Error'] as const;

/**
 * The payment page's next step for an answer of orderPayApply / orderPayAdditionDetails: an action to
 * hand to the drop-in (redirect, 3-D Secure) when `data` holds one; Authorised, Pending, Received →
 * success (the success URL with the session id); Refused or Cancelled → the failure message; Error (a
 * failed attempt) → the drop-in is reset to ready; anything else → the failed URL.
 * Spec: orders-and-payments.md §4.10.
 */
export function applyOutcome(resultCode: string, data: string): ApplyOutcome {
  let action: unknown;
  try {
    action = JSON.parse(data || '{}');
  } catch {
    action = null;
  }
  if (action && typeof action === 'object' && typeof (action as { type?: unknown }).type === 'string') return { kind: 'action', action: action as Record<string, unknown> };
  if (resultCode === 'Authorised' || resultCode === 'Pending' || resultCode === 'Received') return { kind: 'success' };
  if (resultCode === 'Refused' || resultCode === 'Cancelled') return { kind: 'refused' };
  if (resultCode === 'Error') return { kind: 'reset' };
  return { kind: 'failed' };
}

/** The payment result page for a session: `/pay/callback?platform=…&sessionId=…&tid=…&vid=…` (plus `result=failed` for the failed URL). */
export function payResultUrl(args: { platform: number; sessionId: string; tradeid: string; venueId: number; failed?: boolean }): string {
  const q = new URLSearchParams({ platform: String(args.platform), sessionId: args.sessionId, tid: args.tradeid, vid: String(args.venueId) });
  if (args.failed) q.set('result', 'failed');
  return `/pay/callback?${q.toString()}`;
}

/**
 * Wallets offered as instant pay on this device only (§2.8 "instant wallet pay limited to the device's
 * platform"): Apple Pay on Apple devices (iPhone, iPad, Mac), Google Pay on Android; none elsewhere.
 */
export function instantPaymentTypes(userAgent: string): ('applepay' | 'googlepay')[] {
  if (/iPhone|iPad|iPod|Macintosh/.test(userAgent)) return ['applepay'];
  if (/Android/.test(userAgent)) return ['googlepay'];
  return [];
}

/** The drop-in's locale for ours: 'zh-CN', else 'en-US'. */
export function dropinLocale(locale: string): string {
  return locale === 'zh-CN' ? 'zh-CN' : 'en-US';
}

/** sessionStorage key of the session id of the drop-in payment of an order (the redirect return reads it). */
export const paySessionKey = (tradeid: string) => `platter:pay-session:${tradeid}`;

// ——— 'Pay Now' on the order detail (orders-and-payments.md §2.4 "Navigation out", §2.8)

/** sessionStorage key of the payment page's navigation state (the parameters as JSON, `PaymentParams`). */
export const PAY_PARAMS_STORAGE_KEY = 'platter:pay-params';

/** The card providers whose drop-in the payment page embeds (the simulator's stand-in, or Adyen's). */
export const DROP_IN_PROVIDERS: readonly string[] = ['simulator', 'adyen'];

/**
 * Where 'Pay Now' goes: 'checkoutPage' — the payment page with the encrypted parameters
 * (`?data=…&terminal_id=…`), when the drop-in is available and the venue's `config.checkout_page` is
 * above 0; 'paymentPage' — the payment page with the parameters as navigation state, when the drop-in
 * is available; 'hosted' — the hosted checkout (orderPayApply on platform 2, then its session data),
 * when orderPayConfiguration refused the drop-in platform (`dropInProvider` null) or named a provider
 * the page cannot embed (e.g. a Stripe-only deployment).
 * Spec: orders-and-payments.md §2.4 "Navigation out", §2.8.
 */
export function payNowRoute(args: { dropInProvider: string | null; checkoutPage: unknown }): 'checkoutPage' | 'paymentPage' | 'hosted' {
  if (args.dropInProvider === null || !DROP_IN_PROVIDERS.includes(args.dropInProvider)) return 'hosted';
  return Number(args.checkoutPage) > 0 ? 'checkoutPage' : 'paymentPage';
}

/**
 * Opens the payment page with `params` as its navigation state: writes them (JSON) to `storage` under
 * PAY_PARAMS_STORAGE_KEY, then `go('/pay/checkout')`. Returns false, going nowhere, when the storage is
 * missing or refuses the write (the caller then takes another way to pay).
 * Spec: orders-and-payments.md §2.4 "Payment page, with state …", §2.8.
 */
export function openPaymentPage(params: PaymentParams, deps: { storage: Pick<Storage, 'setItem'> | null; go(url: string): void }): boolean {
  if (!deps.storage) return false;
  try {
    deps.storage.setItem(PAY_PARAMS_STORAGE_KEY, JSON.stringify(params));
  } catch {
    return false;
  }
  deps.go('/pay/checkout');
  return true;
}

/** The payment page's address for encrypted parameters (§2.4): `/pay/checkout?data={data}&terminal_id={uuid}`. */
export function checkoutPageUrl(data: string, terminalId: string): string {
  return `/pay/checkout?${new URLSearchParams({ data, terminal_id: terminalId }).toString()}`;
}

/**
 * The payment page's 'E-mail' to start with: the first candidate that is a valid card e-mail (trimmed),
 * in the order given — the order's customer e-mail, the delivery e-mail, the session's — else ''. The
 * field stays editable and is validated again on Pay.
 * Spec: orders-and-payments.md §2.8 "an 'E-mail' field and a 'Pay' button".
 */
export function prefillEmail(candidates: readonly (string | null | undefined)[]): string {
  for (const c of candidates) {
    const v = (c ?? '').trim();
    if (v && validateCardEmail(v).ok) return v;
  }
  return '';
}
