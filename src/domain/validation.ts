/**
 * Input validation of the diner's forms: e-mail (a standard pattern and the card e-mail pattern of the
 * payment page), the 4-digit table passcode, the number of guests, password confirmation, and the
 * account-deletion word (mobile numbers: `phone.ts`). Each check returns a `Result` with a catalogue
 * code; the UI maps codes to messages.
 *
 * Spec: accounts-and-loyalty.md §5, §9; storefront.md §5; orders-and-payments.md §5.2.
 */
import { err, ok, type Result } from './result';

/** Word typed to confirm account deletion (accounts-and-loyalty.md §5, §9). */
export const DELETE_CONFIRMATION_WORD = 'DELETE';

/**
 * The standard e-mail pattern (WHATWG "valid e-mail address", with a dot required in the domain).
 * Spec: accounts-and-loyalty.md §5 "Email", orders-and-payments.md §5.2 "Invoice e-mail input".
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/**
 * The card e-mail pattern of the payment page: a local part starting with a letter or digit followed
 * by letters, digits, space, '-', '.', '_' or '|'; '@'; domain labels of letters and digits, each
 * optionally with one hyphenated part, each followed by a dot; a top-level domain of at least 2
 * lowercase letters.
 * Spec: orders-and-payments.md §5.2.
 */
export const CARD_EMAIL_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 \-._|]*@(?:[A-Za-z0-9]+(?:-[A-Za-z0-9]+)?\.)+[a-z]{2,}$/;

/**
 * Validates an e-mail against the standard pattern: EMAIL_INVALID ('Please enter a valid email
 * address'); empty is EMAIL_REQUIRED when required, else ok('').
 * Spec: accounts-and-loyalty.md §5 "Email"; storefront.md §2.6 guest checkout (email optional).
 */
export function validateEmail(input: string, required = false): Result<string> {
  const value = input.trim();
  if (value === '') return required ? err('EMAIL_REQUIRED') : ok('');
  return EMAIL_PATTERN.test(value) ? ok(value) : err('EMAIL_INVALID');
}

/**
 * Validates the card e-mail (required): EMAIL_REQUIRED when empty, CARD_EMAIL_INVALID ('Enter the
 * email address') when it fails `CARD_EMAIL_PATTERN`.
 * Spec: orders-and-payments.md §5.2.
 */
export function validateCardEmail(input: string): Result<string> {
  const value = input.trim();
  if (value === '') return err('EMAIL_REQUIRED');
  return CARD_EMAIL_PATTERN.test(value) ? ok(value) : err('CARD_EMAIL_INVALID');
}

/**
 * A table passcode is exactly 4 digits: PASSCODE_INVALID otherwise.
 * Spec: storefront.md §5 "Table passcode: exactly 4 digits".
 */
export function validatePasscode(input: string): Result<string> {
  return /^\d{4}$/.test(input) ? ok(input) : err('PASSCODE_INVALID');
}

/**
 * Number of guests: the input holds 0–2 digits (GUESTS_INVALID otherwise); empty or 0 is
 * GUESTS_REQUIRED ('No number of guest selected') when starting the order.
 * @returns the number of guests (1–99).
 * Spec: storefront.md §5 "Number of guests: required, 0–2 digits; seats ≤ 0 on start shows a required warning".
 */
export function validateGuests(input: string | number): Result<number> {
  const value = String(input).trim();
  if (!/^\d{0,2}$/.test(value)) return err('GUESTS_INVALID');
  const guests = Number(value);
  return guests > 0 ? ok(guests) : err('GUESTS_REQUIRED');
}

/**
 * Password change / first-time password / account creation: the password must be non-empty
 * (PASSWORD_REQUIRED) and the confirmation non-empty and equal (PASSWORD_MISMATCH, 'The password
 * entered do not match').
 * Spec: accounts-and-loyalty.md §5 "Password change / first-time password"; storefront.md §5 "Create account".
 */
export function validatePasswordConfirmation(password: string, confirm: string): Result<string> {
  if (password === '') return err('PASSWORD_REQUIRED');
  if (confirm === '' || confirm !== password) return err('PASSWORD_MISMATCH');
  return ok(password);
}

/** The verification-code screen's fields. */
export interface VerificationForm {
  password: string;
  confirm: string;
  code: string;
  /** Binding a social identity to an existing mobile: the password checks are skipped. */
  bindOnly?: boolean;
}

/**
 * The verification-code screen, checked in this order: PASSWORD_REQUIRED, CONFIRM_PASSWORD_REQUIRED,
 * CODE_REQUIRED, CONFIRM_PASSWORD_MISMATCH ('The confirm password mismatch'); the password checks are
 * skipped when `bindOnly` is set.
 * Spec: accounts-and-loyalty.md §5 "Verification screen, checked in this order".
 */
export function validateVerificationForm(form: VerificationForm): Result<VerificationForm> {
  if (!form.bindOnly && form.password === '') return err('PASSWORD_REQUIRED');
  if (!form.bindOnly && form.confirm === '') return err('CONFIRM_PASSWORD_REQUIRED');
  if (form.code.trim() === '') return err('CODE_REQUIRED');
  if (!form.bindOnly && form.confirm !== form.password) return err('CONFIRM_PASSWORD_MISMATCH');
  return ok(form);
}

/**
 * Account deletion is confirmed only by typing 'DELETE' exactly (DELETE_CONFIRMATION_MISMATCH otherwise).
 * Spec: accounts-and-loyalty.md §2.15, §5 "Account deletion".
 */
export function validateDeletionConfirmation(input: string): Result<string> {
  return input === DELETE_CONFIRMATION_WORD ? ok(input) : err('DELETE_CONFIRMATION_MISMATCH');
}
