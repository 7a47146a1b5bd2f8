/**
 * Online payment decisions (orders-and-payments.md §2.8, §2.9, §3.11, §4.10, §5.2, §9), pure: the
 * payment result page's states, the payment parameters of the payment page and their checks, and the
 * constants of polling and the 'view order' delay.
 */
import { err, ok, type Result } from '../../domain/result';

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
