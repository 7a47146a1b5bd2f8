/**
 * Form fields of the account screens and the guest checkout form (shared): a labelled text input with hint and error, and the mobile input
 * with its country selector (accounts-and-loyalty.md §5 "Mobile input": '+' and digits only, at most
 * 18 characters, a typed '+'/'00' dialling code switches the country; ~200 countries with dialling codes
 * from libphonenumber-js, named in the page's language by `Intl.DisplayNames`).
 */
import { useLayoutEffect, useMemo, useRef, type InputHTMLAttributes, type RefObject } from 'react';
import { detectDiallingCountry, MOBILE_MAX_LENGTH } from '../../domain/phone';
import { cleanMobileInput, countryOptions } from './phone-options';
import './fields.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  id: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
  hint?: string;
  required?: boolean;
}

/**
 * What was typed into the server-rendered input before the island hydrated (issue 28 item 1): on
 * mount, a DOM value that differs from the state's is taken as the state (`take`), so nothing typed
 * early is lost or wiped by the next render. Once, on mount.
 */
export function useTypedBeforeHydration(input: RefObject<HTMLInputElement | null>, value: string, take: (typed: string) => void): void {
  useLayoutEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed && typed !== value) take(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on mount
  }, []);
}

/** The ids `aria-describedby` names for a field's hint and error (undefined when neither is shown). */
const describedByOf = (id: string, hint?: string, error?: string) => [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;

/** A field's label, with the required mark (hidden from screen readers: the input says aria-required). */
function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {required && <span className="acc-req" aria-hidden="true"> *</span>}
    </label>
  );
}

/** A field's hint and its error (announced), with the ids `describedByOf` names. */
function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <span id={`${id}-hint`} className="acc-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-err`} className="acc-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}

/** A labelled input; `error` is announced and linked by aria-describedby. */
export function TextField({ id, label, value, onValue, error, hint, required, ...rest }: FieldProps) {
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, value, onValue);
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className="acc-field">
      <FieldLabel id={id} label={label} required={required} />
      <input ref={input} id={id} value={value} onChange={(e) => onValue(e.target.value)} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={describedBy} {...rest} />
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

interface PhoneFieldProps {
  id: string;
  label: string;
  countryLabel: string;
  lang: string;
  mobile: string;
  country: string;
  onChange: (next: { mobile: string; country: string }) => void;
  error?: string;
  hint?: string;
  readOnly?: boolean;
  required?: boolean;
}

/** The mobile input with its country selector (§5); typing '+61…' or '0061…' selects Australia. */
export function PhoneField({ id, label, countryLabel, lang, mobile, country, onChange, error, hint, readOnly, required }: PhoneFieldProps) {
  const options = useMemo(() => countryOptions(lang), [lang]);
  const input = useRef<HTMLInputElement>(null);
  /** A typed mobile, cleaned; a typed '+'/'00' dialling code switches the country. */
  const typedMobile = (typed: string) => {
    const next = cleanMobileInput(typed);
    onChange({ mobile: next, country: detectDiallingCountry(next)?.country ?? country });
  };
  useTypedBeforeHydration(input, mobile, typedMobile);
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className="acc-field">
      <FieldLabel id={id} label={label} required={required} />
      <div className="acc-phone">
        <select aria-label={countryLabel} value={country} disabled={readOnly} onChange={(e) => onChange({ mobile, country: e.target.value })} data-testid="country">
          {options.map((o) => (
            <option key={o.code} value={o.code}>
              {`+${o.calling} ${o.name}`}
            </option>
          ))}
        </select>
        <input
          ref={input}
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={mobile}
          readOnly={readOnly}
          maxLength={MOBILE_MAX_LENGTH}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy}
          onChange={(e) => typedMobile(e.target.value)}
        />
      </div>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
