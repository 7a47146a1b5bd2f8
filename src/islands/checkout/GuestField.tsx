/**
 * One field of the guest checkout forms (the guest details in CheckoutDialogs, the code and password
 * step in CreateAccountStep): the label, the input, an optional hint and the error text, the input
 * described by whichever of them shows (`<id>-hint`, `<id>-err`) and marked invalid while the error shows.
 */
import type { InputHTMLAttributes } from 'react';

export interface GuestFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  /** The input's id; the hint and the error take `<id>-hint` and `<id>-err`. */
  id: string;
  label: string;
  hint?: string;
  /** A hint that warns as it changes (the password mismatch): the error's look, announced politely. */
  liveHint?: boolean;
  /** The error text; none when empty. */
  error?: string;
}

export default function GuestField({ id, label, hint, liveHint = false, error, value, onChange, onBlur, required, ...props }: GuestFieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-err` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="guest-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} onChange={onChange} onBlur={onBlur} aria-invalid={error ? true : undefined} aria-describedby={describedBy} required={required} {...props} />
      {hint && (
        <span id={`${id}-hint`} className={liveHint ? 'guest-error' : 'guest-hint'} aria-live={liveHint ? 'polite' : undefined}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-err`} className="guest-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
