/**
 * The mobile input's rules and country list (accounts-and-loyalty.md §5 "Mobile input"), apart from the
 * field (ui/fields.tsx) so that the staff console's customer lookup takes the list without the field's styles.
 */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/mobile';
import { MOBILE_MAX_LENGTH } from '../../domain/phone';

/** Keeps an optional leading '+' and digits, at most 18 characters (§5). Pure. */
export function cleanMobileInput(value: string): string {
  return value.replace(/(?!^\+)[^\d]/g, '').slice(0, MOBILE_MAX_LENGTH);
}

/** Countries sorted by their name in `lang`, each with its dialling code. */
export function countryOptions(lang: string): Array<{ code: CountryCode; name: string; calling: string }> {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((code) => ({ code, name: names?.of(code) ?? code, calling: getCountryCallingCode(code) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
}

