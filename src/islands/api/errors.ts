/**
 * The generic error mapping of storefront.md §8: an API failure to a message key under `errors.*` of
 * the locale files. Server failures are recognised by their catalogue code (`extensions.code`, see
 * src/domain/errors.ts), never by the wording of the message; only failures that never reached the
 * server (the browser's own fetch errors) are recognised by their message. Pure.
 */
import { isErrorCode, type ErrorCode } from '../../domain/errors';

export type ApiOperation = 'venueInfo' | 'orderInfo' | 'orderEdit' | 'orderPayApply' | 'orderResEdit' | 'productList' | 'menuCheckInfo' | 'venueMenus' | 'menuInfo' | 'other';

/** A mapped error: the message key, or the raw server message when the catalogue shows it as is. */
export type MappedError = { key: string } | { raw: string };

/** A failed API call as the islands see it: the message and the first GraphQL error's extensions (code, params). */
export interface ApiFailure {
  message: string;
  extensions?: Record<string, unknown>;
}

/** Any thrown value as an `ApiFailure` (an `ApiError` keeps its extensions; anything else is its text). */
export function toApiFailure(e: unknown): ApiFailure {
  const message = e instanceof Error ? e.message : String(e);
  const extensions = (e as { extensions?: unknown } | null)?.extensions;
  return extensions && typeof extensions === 'object' ? { message, extensions: extensions as Record<string, unknown> } : { message };
}

/** The catalogue code the server sent with a failure (`extensions.code`), or null (network failure, or a code outside the catalogue). */
export function failureCode(failure: ApiFailure): ErrorCode | null {
  const code = failure.extensions?.code;
  return isErrorCode(code) ? code : null;
}

/** The `extensions.params` of a failure ({} when none). */
export function failureParams(failure: ApiFailure): Record<string, unknown> {
  const params = failure.extensions?.params;
  return params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
}

/** Whether the call failed before any server answer: the browsers' fetch errors (Chrome, Firefox, Safari, Node). */
export function isNetworkFailure(failure: ApiFailure): boolean {
  if (failure.extensions?.code) return false;
  const m = failure.message || '';
  return m.includes('Failed to fetch') || m.includes('NetworkError') || m.includes('fetch failed') || m.includes('Load failed');
}

/** Whether a failure carries one of `codes`. */
export function hasCode(failure: ApiFailure, ...codes: ErrorCode[]): boolean {
  const code = failureCode(failure);
  return code !== null && codes.includes(code);
}

/** The failure orderEdit answers with no data (orders-and-payments.md §7.1 "No data back: 'Order edit error'"). */
export const ORDER_EDIT_ERROR = 'Order edit error';

/**
 * Maps a failure (storefront.md §8 "Generic mapping"):
 * - a network failure → FAILED_TO_FETCH;
 * - venueInfo / orderInfo NOT_FOUND ('not found') → NOT_FOUND;
 * - orderEdit / orderPayApply: NOT_VALID / NOT_ACCEPTABLE (table: rescan, else reopen), STORE_CLOSED
 *   (PAY_AT_COUNTER on orderPayApply when params.payable is false) / OUT_OF_TIME → reschedule,
 *   OUT_OF_STOCK, PAYING / FORBIDDEN → PAYING, WRONG_CREDENTIALS raw;
 * - orderResEdit: the message as is;
 * - NETWORK_BUSY → NETWORK_BUSY; anything else → OPERATION_FAILED.
 */
export function mapApiError(operation: ApiOperation, failure: ApiFailure, options: { tableMode?: boolean } = {}): MappedError {
  if (isNetworkFailure(failure)) return { key: 'errors.FAILED_TO_FETCH' };
  const code = failureCode(failure);
  if ((operation === 'venueInfo' || operation === 'orderInfo') && code === 'NOT_FOUND') return { key: 'errors.NOT_FOUND' };
  if (operation === 'orderEdit' || operation === 'orderPayApply') {
    if (code === 'NOT_VALID' || code === 'NOT_ACCEPTABLE') return { key: options.tableMode ? 'errors.PLACE_FAILED_TABLE' : 'errors.PLACE_FAILED' };
    if (code === 'STORE_CLOSED') return { key: operation === 'orderPayApply' && failureParams(failure).payable === false ? 'errors.PAY_AT_COUNTER' : 'errors.STORE_CLOSED' };
    if (code === 'OUT_OF_TIME') return { key: 'errors.OUT_OF_TIME' };
    if (code === 'OUT_OF_STOCK') return { key: 'errors.OUT_OF_STOCK' };
    if (code === 'PAYING' || code === 'FORBIDDEN') return { key: 'errors.PAYING' };
    if (code === 'WRONG_CREDENTIALS') return { raw: failure.message };
    if (!code && failure.message === ORDER_EDIT_ERROR) return { key: 'errors.ORDER_EDIT_ERROR' };
  }
  if (operation === 'orderResEdit' && failure.message) return { raw: failure.message };
  if (code === 'NETWORK_BUSY') return { key: 'errors.NETWORK_BUSY' };
  // Issue 23 items 5, 6: a full 15-minute slot; a cancel outside the venue's window.
  if (code === 'SLOT_FULL') return { key: 'capacity.slotFull' };
  if (code === 'CANCEL_WINDOW_CLOSED') return { key: 'cancelOrder.outsideWindow' };
  return { key: 'errors.OPERATION_FAILED' };
}

/** Path of the 'not allowed' page (storefront.md §2.1: its path is not shown; this one is ours). */
export const NOT_ALLOWED_PATH = '/not-allowed';

/**
 * Whether a failure is an access refusal that sends the diner to the 'not allowed' page (storefront.md
 * §2.1 "redirects to the not-allowed page when access is refused"): FORBIDDEN on a read of a page's
 * subject (venueInfo, orderInfo). FORBIDDEN on a write (orderEdit, orderPayApply) is not an access
 * refusal but an order in the wrong state, and stays the PAYING message of §8.
 */
export function isAccessRefused(operation: ApiOperation, failure: ApiFailure): boolean {
  return (operation === 'venueInfo' || operation === 'orderInfo') && hasCode(failure, 'FORBIDDEN');
}

/** Whether an API failure means the order does not exist for this diner (NOT_FOUND, or INVALID_TOKEN: a session the server no longer knows). */
export function isOrderNotFound(failure: ApiFailure): boolean {
  return hasCode(failure, 'NOT_FOUND', 'INVALID_TOKEN');
}
