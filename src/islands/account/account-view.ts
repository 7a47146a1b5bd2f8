/**
 * The account screens' view logic (accounts-and-loyalty.md §2.2–2.5, §2.8–2.9, §5, §8), pure: the
 * display-name rules, the registration page types and their titles and calls, the navigation state
 * carried from the mobile-entry screen to the code screen, the address checks and one-line forms, and
 * the account operations' error mapping by `extensions.code`.
 */
import { formatAddressLine } from '../../domain/address-format';
import { validateMobile } from '../../domain/phone';
import type { ErrorCode } from '../../domain/errors';
import { failureCode, failureParams, isNetworkFailure, type ApiFailure, type MappedError } from '../api/errors';
import type { PageType } from '../stores/account';

import { personName } from './display-name';

export { displayName, GUEST_USER_TYPE, needsName, personName, profileName, type NamedUser } from './display-name';
/** Registration page types and the verification flow's navigation state live with the account store. */
export type { PageType, VerifyState } from '../stores/account';

/** The default (mobile) platform of userRegisterSubmit. */
export const DEFAULT_PLATFORM = 1;

/** A page type from a query value ('register' and 'forgot' are the top bar's and login page's words). */
export function parsePageType(value: string | null | undefined): PageType {
  if (value === '2' || value === 'guest') return 2;
  if (value === '3' || value === 'forgot') return 3;
  return 1;
}

/** The top-bar title key of the registration route by page type (§2.1): signUp, createAccount, forgotPassword. */
export function pageTypeTitleKey(type: PageType): string {
  return type === 1 ? 'account.titles.signUp' : type === 2 ? 'account.titles.createAccount' : 'account.titles.forgotPassword';
}

/** The mobile-entry heading (§2.4): 'Your mobile number' when read-only, else 'Enter your mobile number'. */
export function mobileEntryHeadingKey(mobileReadonly: boolean): string {
  return mobileReadonly ? 'account.mobile.yourMobile' : 'account.mobile.enterMobile';
}


/**
 * The mobile-entry screen's Continue check (§2.4, §5): an empty mobile only marks the field required;
 * an invalid one is 'Invalid mobile number'. Answers the number and country to send (the country may
 * have switched by a typed dialling code).
 */
export function checkMobileEntry(mobile: string, country: string): { ok: true; account: string; country: string } | { ok: false; code: ErrorCode } {
  const r = validateMobile(mobile, country);
  return r.ok ? { ok: true, account: r.value.national, country: r.value.country } : { ok: false, code: r.code };
}

/** The login form's check (§5 "Login"): both required; returns the fields to mark. */
export function loginMissing(mobile: string, password: string): Array<'mobile' | 'password'> {
  const missing: Array<'mobile' | 'password'> = [];
  if (!mobile.trim()) missing.push('mobile');
  if (!password) missing.push('password');
  return missing;
}

/** An address being edited (§2.9). */
export interface AddressForm {
  firstname: string;
  lastname: string;
  phone: string;
  country: string;
  postcode: string;
  city: string;
  street1: string;
  state: string;
  geo_id: number;
}

/** Fields of an address that must not be empty (§5 "Address save"): last name is optional. */
export const ADDRESS_REQUIRED = ['firstname', 'phone', 'street1', 'city', 'state', 'postcode'] as const;

/** The empty required fields of an address form (§5), in form order. */
export function addressMissing(form: AddressForm): Array<(typeof ADDRESS_REQUIRED)[number]> {
  return ADDRESS_REQUIRED.filter((k) => !String(form[k] ?? '').trim());
}

/**
 * An address list entry's lines (§2.9): 'first last', phone, and the place in Australian order with its
 * state ('12 Crown Street, Darlinghurst NSW 2010'; issue 27 item 17, `formatAddressLine`).
 */
export function addressLines(a: { firstname: string; lastname: string; phone: string; city: string; street1: string; postcode: string; state?: string; street2?: string }, locale?: string): [string, string, string] {
  const name = personName(a.firstname, a.lastname, locale);
  return [name, a.phone, formatAddressLine(a)];
}

export { addressSummary } from './display-address';

/** Operations with their own rows in the error catalogue (§8). */
export type AccountOperation =
  | 'userLogin'
  | 'userRegisterRequest'
  | 'userRegisterSubmit'
  | 'userPasswordResetRequest'
  | 'userPasswordResetSubmit'
  | 'userAccountModifyRequest'
  | 'userAccountModifySubmit'
  | 'other';

/** A mapped account error; a wait carries the parameters of its message (`wait`: '12 minutes'). */
export type AccountMappedError = MappedError | { key: string; waitSeconds: number };

/**
 * A wait in words for `t`, from `retryAfterSeconds` (seconds): under a minute in seconds ('42 seconds',
 * '1 second'; keys dinerWalk.waitSecond / dinerWalk.waitSeconds, issue 27 item 7), else in minutes
 * rounded up ('1 minute', '12 minutes'; keys errors.waitMinute / errors.waitMinutes).
 */
export function waitText(t: (key: string, options?: Record<string, unknown>) => string, retryAfterSeconds: number): string {
  if (retryAfterSeconds < 60) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    return seconds === 1 ? t('dinerWalk.waitSecond') : t('dinerWalk.waitSeconds', { seconds });
  }
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return minutes === 1 ? t('errors.waitMinute') : t('errors.waitMinutes', { minutes });
}

/** The operations that send an SMS code (their wait is the code's resend wait, issue 27 item 7). */
export function isCodeRequest(operation: AccountOperation): boolean {
  return operation === 'userRegisterRequest' || operation === 'userPasswordResetRequest' || operation === 'userAccountModifyRequest';
}

/**
 * The seconds a code request must still wait after a failure (`extensions.params.retryAfterSeconds`
 * of a 'network busy' answer to a code request), or 0 — what the send button counts down (issue 27 item 7).
 */
export function codeWaitSeconds(operation: AccountOperation, failure: ApiFailure): number {
  if (!isCodeRequest(operation) || failureCode(failure) !== 'NETWORK_BUSY') return 0;
  return Math.ceil(retryAfterOf(failure) ?? 0);
}

/** Whole seconds left (≥ 0) until `untilMs`, at `nowMs` (both epoch milliseconds), rounded up. */
export function secondsLeft(untilMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((untilMs - nowMs) / 1000));
}

/** A failure's `extensions.params.retryAfterSeconds` (seconds ≥ 1), or null. */
export function retryAfterOf(failure: ApiFailure): number | null {
  const s = Number(failureParams(failure).retryAfterSeconds);
  return Number.isFinite(s) && s > 0 ? s : null;
}

/**
 * Maps an account call's failure to its message (accounts-and-loyalty.md §8) by `extensions.code`:
 * - a network failure → FAILED_TO_FETCH; NETWORK_BUSY → NETWORK_BUSY ('Network busy, please try again
 *   later'), or NETWORK_BUSY_WAIT ('… try again in N minutes') when params.retryAfterSeconds says the wait;
 * - a code request (userRegisterRequest, userPasswordResetRequest, userAccountModifyRequest) refused for
 *   its resend wait (NETWORK_BUSY with params.retryAfterSeconds) → dinerWalk.codeWait ('A code was just
 *   sent. You can ask for a new one in 42 seconds.', issue 27 item 7);
 * - TOO_MANY_ATTEMPTS (a sign-in past its guessing limits) → 'Too many attempts, try again in N minutes'
 *   (TOO_MANY_ATTEMPTS_WAIT with the wait, TOO_MANY_ATTEMPTS without);
 * - userRegisterRequest: EXIST_ALREADY → mobileRegistered, NOT_VALID → sendCodeFailed;
 * - userRegisterSubmit: EXIST_ALREADY → mobileRegistered; UNPROCESSABLE ('422 Unprocessable Entity') with
 *   params.field 'account' / 'email' → the taken-mobile / taken-email message, else the either-taken one;
 *   WRONG_CREDENTIALS → codeMismatch; NOT_VALID {field: 'password'} → passwordLength (also on reset submit);
 * - userLogin: WRONG_CREDENTIALS → loginIncorrect;
 * - userPasswordResetRequest: NOT_FOUND → notRegistered, NOT_VALID → sendCodeFailed;
 * - userPasswordResetSubmit: WRONG_CREDENTIALS → codeMismatch, NOT_FOUND → notRegistered;
 * - userAccountModifySubmit: EXIST_ALREADY → emailInUse, else operationFailed;
 * - invalid mobile codes → their own message; anything else → OPERATION_FAILED.
 */
export function mapAccountError(operation: AccountOperation, failure: ApiFailure): AccountMappedError {
  if (isNetworkFailure(failure)) return { key: 'errors.FAILED_TO_FETCH' };
  const code = failureCode(failure);
  const wait = retryAfterOf(failure);
  if (code === 'NETWORK_BUSY' && wait && isCodeRequest(operation)) return { key: 'dinerWalk.codeWait', waitSeconds: wait };
  if (code === 'NETWORK_BUSY') return wait ? { key: 'errors.NETWORK_BUSY_WAIT', waitSeconds: wait } : { key: 'errors.NETWORK_BUSY' };
  if (code === 'TOO_MANY_ATTEMPTS') return wait ? { key: 'errors.TOO_MANY_ATTEMPTS_WAIT', waitSeconds: wait } : { key: 'errors.TOO_MANY_ATTEMPTS' };
  if (code === 'MOBILE_INVALID' || code === 'MOBILE_REQUIRED' || code === 'EMAIL_INVALID') return { key: `errors.${code}` };
  switch (operation) {
    case 'userRegisterRequest':
      if (code === 'EXIST_ALREADY') return { key: 'account.errors.mobileRegistered' };
      if (code === 'NOT_VALID') return { key: 'account.errors.sendCodeFailed' };
      break;
    case 'userRegisterSubmit': {
      if (code === 'EXIST_ALREADY') return { key: 'account.errors.mobileRegistered' };
      if (code === 'UNPROCESSABLE') {
        const field = failureParams(failure).field;
        return { key: field === 'account' ? 'account.errors.mobileTaken' : field === 'email' ? 'account.errors.emailTaken' : 'account.errors.mobileOrEmailTaken' };
      }
      if (code === 'WRONG_CREDENTIALS') return { key: 'account.errors.codeMismatch' };
      if (code === 'NOT_VALID' && failureParams(failure).field === 'password') return { key: 'account.errors.passwordLength' };
      break;
    }
    case 'userLogin':
      if (code === 'WRONG_CREDENTIALS') return { key: 'account.errors.loginIncorrect' };
      break;
    case 'userPasswordResetRequest':
      if (code === 'NOT_FOUND') return { key: 'account.errors.notRegistered' };
      if (code === 'NOT_VALID') return { key: 'account.errors.sendCodeFailed' };
      break;
    case 'userPasswordResetSubmit':
      if (code === 'WRONG_CREDENTIALS') return { key: 'account.errors.codeMismatch' };
      if (code === 'NOT_FOUND') return { key: 'account.errors.notRegistered' };
      if (code === 'NOT_VALID' && failureParams(failure).field === 'password') return { key: 'account.errors.passwordLength' };
      break;
    case 'userAccountModifyRequest':
      if (code === 'NOT_VALID') return { key: 'account.errors.sendCodeFailed' };
      break;
    case 'userAccountModifySubmit':
      return { key: code === 'EXIST_ALREADY' ? 'account.errors.emailInUse' : 'account.errors.operationFailed' };
    default:
      break;
  }
  return { key: 'errors.OPERATION_FAILED' };
}

/** A same-site path to return to ('/…' but not '//…'), else `fallback`: never an open redirect. Pure. */
export function safeBackLocation(value: string | null | undefined, fallback = '/user/account'): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback;
}

/** The mobile-entry route of a page type, carrying where to return (§2.1 "registration passes a page type and a platform"). */
export function verifyMobileHref(pageType: PageType, backLocation: string, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ type: String(pageType), platform: String(DEFAULT_PLATFORM), backLocation, ...extra });
  return `/verify/mobile?${q.toString()}`;
}

/**
 * Where 'create an account' leads (§2.2 guest 'Create account', §8 member-only coupon): a guest to the
 * mobile-entry screen with page type 2 carrying its username, phone and country (mobileReadonly false),
 * anyone else to page type 1 (register). `back`: where the flow returns.
 */
export function createAccountHref(user: { type: number; username?: string; phone: string } | null | undefined, back: string): string {
  if (user && user.type === 2) return verifyMobileHref(2, back, { username: user.username || user.phone, mobile: user.phone, country: 'AU', mobileReadonly: 'false' });
  return verifyMobileHref(1, back);
}

/**
 * The combobox's next active option (issue 27 item 13): from `current` (-1 none) by `step` (+1 down,
 * -1 up) among `count` options, wrapping at both ends; -1 when there are none.
 */
export function nextActiveOption(current: number, count: number, step: 1 | -1): number {
  if (count <= 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
