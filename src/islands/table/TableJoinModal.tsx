/**
 * Joining the table, the table parts of 'Start order' (storefront.md §2.6 "Fulfilment / pre-order
 * configuration modal", §4 "Start Order enabled when", §5 "Fulfilment configuration", §8): title
 * 'Table {name}', 'Number of guests' (required, 0–2 digits), and the 4-digit table passcode when the
 * table asks for one and this phone has not joined. Start Order is enabled once the guests are given
 * (not 0) and, in passcode mode, the passcode has 4 digits; a wrong passcode answers 'Invalid passcode,
 * please ask staff for help'. Once joined it stays available from the table bar to change the guests.
 */
import { useEffect, useId, useState } from 'react';
import { validateGuests, validatePasscode } from '../../domain/validation';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import { useFormat } from '../ui/use-format';
import { $table, $tableUi, closeJoin, joinTable } from '../stores/table';
import { useValue } from '../stores/react';

export default function TableJoinModal() {
  const { t } = useFormat();
  const ui = useValue($tableUi);
  const table = useValue($table);
  const id = useId();
  const [guests, setGuests] = useState('');
  const [passcode, setPasscode] = useState('');
  const [touched, setTouched] = useState(false);
  const open = Boolean(ui.join && table);

  useEffect(() => {
    if (!open || !table) return;
    setGuests(table.tradeid && table.count > 0 ? String(table.count) : '');
    setPasscode('');
    setTouched(false);
    // Read once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open || !table || !ui.join) return null;
  const needsKey = table.passcode_required && !table.joined;
  const seats = validateGuests(guests);
  const guestsOk = seats.ok;
  const keyOk = !needsKey || validatePasscode(passcode).ok;
  const canStart = guestsOk && keyOk && !ui.busy;
  const guestsError = touched && !seats.ok ? t(`errors.${seats.code}`) : '';
  const keyError = touched && needsKey && !keyOk ? t('errors.PASSCODE_INVALID') : '';

  const start = async () => {
    setTouched(true);
    if (!canStart || !seats.ok) return;
    await joinTable(seats.value, passcode.trim());
  };

  return (
    <Dialog open onClose={closeJoin} closeable={ui.join.closeable} labelledBy={id} variant="center" className="fulfil table-join" initialFocus="input">
      <h2 id={id} className="fulfil-title">
        {t('fulfilment.table', { name: table.name })}
      </h2>
      {ui.join.closeable && (
        <button type="button" className="icon-btn dialog-close" aria-label={t('common.close')} onClick={closeJoin}>
          <Icon name="close" />
        </button>
      )}
      <p className="muted fulfil-sub">{needsKey ? t('table.joinPasscodeHint') : t('table.joinHint')}</p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void start();
        }}
        noValidate
      >
        <label className="field">
          <span>
            {t('fulfilment.guests')} <span aria-hidden="true">*</span>
          </span>
          <input
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={2}
            required
            value={guests}
            onChange={(e) => setGuests(e.target.value.replace(/\D/g, '').slice(0, 2))}
            aria-invalid={Boolean(guestsError)}
            aria-describedby={guestsError ? `${id}-g` : undefined}
            data-testid="table-guests"
          />
        </label>
        {guestsError && (
          <p id={`${id}-g`} className="field-error" role="alert">
            {guestsError}
          </p>
        )}
        {needsKey && (
          <>
            <label className="field table-passcode">
              <span>
                {t('fulfilment.passcode')} <span aria-hidden="true">*</span>
              </span>
              <input
                type="text"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="one-time-code"
                maxLength={4}
                required
                value={passcode}
                onChange={(e) => setPasscode(e.target.value.replace(/\D/g, '').slice(0, 4))}
                aria-invalid={Boolean(keyError)}
                aria-describedby={keyError ? `${id}-k` : undefined}
                data-testid="table-passcode"
              />
            </label>
            {keyError && (
              <p id={`${id}-k`} className="field-error" role="alert">
                {keyError}
              </p>
            )}
          </>
        )}
        <button type="submit" className="btn btn-primary btn-block fulfil-start" aria-disabled={!canStart} data-testid="table-start">
          {ui.busy ? t('common.loading') : t('fulfilment.start')}
        </button>
      </form>
    </Dialog>
  );
}
