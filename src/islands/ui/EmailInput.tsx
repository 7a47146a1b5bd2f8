/**
 * An e-mail input checked when it loses focus (orders-and-payments.md §5.2: the card e-mail and the
 * invoice e-mail are checked on blur): a non-empty value that `isValid` refuses sets `invalidMessage`
 * as the error; typing clears it. The error is announced by `FieldError` with the id `${id}-err`,
 * which the input names in aria-describedby.
 */
export function EmailInput(props: {
  id: string;
  value: string;
  onValue: (value: string) => void;
  error: string;
  onError: (message: string) => void;
  isValid: (value: string) => boolean;
  invalidMessage: string;
}) {
  const { id, value, onValue, error, onError, isValid, invalidMessage } = props;
  return (
    <input
      id={id}
      type="email"
      autoComplete="email"
      value={value}
      onChange={(e) => {
        onValue(e.target.value);
        onError('');
      }}
      onBlur={() => value && !isValid(value) && onError(invalidMessage)}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-err` : undefined}
      required
    />
  );
}

/** The error of the field `id` (an alert), nothing when there is none. */
export function FieldError({ id, error }: { id: string; error: string }) {
  return error ? (
    <span id={`${id}-err`} className="form-error" role="alert">
      {error}
    </span>
  ) : null;
}
