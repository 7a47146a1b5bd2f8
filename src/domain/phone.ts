/**
 * Mobile numbers of the diner's forms, per country, with libphonenumber-js mobile metadata: the
 * dialling-code switch, validation and the E.164 form. Its own module because the metadata is large
 * (~34 KB gzip): pages that only check e-mails, passcodes or guests (`validation.ts`) don't load it.
 *
 * Spec: accounts-and-loyalty.md §5 "Mobile input", §9; storefront.md §5 "Guest checkout".
 */
import { isSupportedCountry, isValidPhoneNumber, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/mobile';
import metadata from 'libphonenumber-js/metadata.mobile.json';
import { err, ok, type Result } from './result';

/** Default country of mobile input (accounts-and-loyalty.md §1, §9). */
export const DEFAULT_COUNTRY = 'AU';
/** Mobile input: at most 18 characters (accounts-and-loyalty.md §5, §9). */
export const MOBILE_MAX_LENGTH = 18;

const MOBILE_CHARS = /^\+?\d*$/;

/** Length of a switching international prefix: 1 for '+' (input ≥ 5 characters), 2 for '00' (≥ 6), else 0. */
function internationalPrefixLength(input: string): number {
  if (input.startsWith('+') && input.length >= 5) return 1;
  if (input.startsWith('00') && input.length >= 6) return 2;
  return 0;
}

/**
 * The country a dialling code belongs to (its main country when shared, e.g. '1' → 'US'), or undefined.
 * @param callingCode digits without '+', e.g. '61'.
 */
export function countryForCallingCode(callingCode: string): CountryCode | undefined {
  const countries = (metadata as unknown as { country_calling_codes: Record<string, string[]> }).country_calling_codes[callingCode];
  const main = countries?.[0];
  return main && isSupportedCountry(main) ? main : undefined;
}

/**
 * The country a typed number switches to: input starting with '+' (at least 5 characters) or '00'
 * (at least 6) names its dialling code (1–3 digits; dialling codes are prefix-free, so at most one matches).
 * @returns the country and its calling code, or undefined when the input does not switch.
 * Spec: accounts-and-loyalty.md §5 "Typing a leading '+' or '00' switches the selected country by dialling code".
 */
export function detectDiallingCountry(input: string): { country: CountryCode; callingCode: string } | undefined {
  const prefix = internationalPrefixLength(input);
  if (prefix === 0) return undefined;
  const digits = input.slice(prefix);
  for (const length of [1, 2, 3]) {
    const code = digits.slice(0, length);
    const country = countryForCallingCode(code);
    if (country) return { country, callingCode: code };
  }
  return undefined;
}

/** A mobile number that passed validation. */
export interface ValidMobile {
  /** ISO 3166 alpha-2 country the number was checked against (after any switch by dialling code). */
  country: string;
  /** The national part: the input without '+'/'00' and the dialling code when those were typed. */
  national: string;
}

/**
 * Validates a mobile number:
 * 1. empty → MOBILE_REQUIRED;
 * 2. anything but an optional leading '+' then digits, or more than 18 characters → MOBILE_INVALID;
 * 3. a leading '+' (≥ 5 characters) or '00' (≥ 6) switches the country by dialling code and the national
 *    part is the rest after the dialling code;
 * 4. the national part is checked against the country's mobile pattern (libphonenumber-js mobile
 *    metadata) → MOBILE_INVALID; a country without a pattern accepts any value.
 * @param country ISO alpha-2 of the selected country; default 'AU'.
 * Spec: accounts-and-loyalty.md §5 "Mobile input"; storefront.md §5 "Guest checkout".
 */
export function validateMobile(input: string, country: string = DEFAULT_COUNTRY): Result<ValidMobile> {
  const value = input.trim();
  if (value === '') return err('MOBILE_REQUIRED');
  if (!MOBILE_CHARS.test(value) || value.length > MOBILE_MAX_LENGTH) return err('MOBILE_INVALID');
  const switched = detectDiallingCountry(value);
  const selected = switched?.country ?? country.toUpperCase();
  const national = switched ? value.slice(internationalPrefixLength(value) + switched.callingCode.length) : value;
  if (!isSupportedCountry(selected)) return ok({ country: selected, national });
  return isValidPhoneNumber(national, selected) ? ok({ country: selected, national }) : err('MOBILE_INVALID', { country: selected });
}

/**
 * The E.164 form of a validated mobile, e.g. '+61412345678'; the national part as typed when the
 * country has no numbering plan.
 */
export function toE164(mobile: ValidMobile): string {
  if (!isSupportedCountry(mobile.country)) return mobile.national;
  return parsePhoneNumberFromString(mobile.national, mobile.country)?.number ?? mobile.national;
}
