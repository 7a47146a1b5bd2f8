/**
 * The tip chooser on an amount (issue 24 item 3), reusable: pickup/takeaway checkout (TipDialog.tsx) and
 * a payer's share at a split table. Shows 'Not now', each preset as '10% · $2.35' (`tipOptions` of
 * src/domain/tips.ts on `base`), and — when the venue's mode is 'custom' — 'Other amount' with an input
 * in display currency (≥ 0, else 'Please enter a value greater than or equal to 0'); then the tip and the
 * total with it (`tipOnAmount`). Controlled: `value` is the TipChoice, `onChange` receives the next one.
 * Uses the courier tip drawer's chips (checkout.css `.courier-tip-choices`).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { tipOnAmount, tipOptions, type TipChoice, type TipMode } from '../../domain/tips';
import './tip-picker.css';

export interface TipPickerProps {
  /** The venue's tip mode for this order ('presets' or 'custom'; 'off' shows nothing). */
  mode: TipMode;
  /** Cents the presets are a percentage of (the order's total before discounts, or a payer's share). */
  base: number;
  /** The venue's monetary rate (a custom amount is typed in display currency). */
  rate: number;
  money(cents: number): string;
  value: TipChoice;
  onChange(next: TipChoice): void;
  /** The custom amount as typed (kept by the caller so typing '2.' is not lost). */
  customText: string;
  onCustomText(text: string): void;
}

export default function TipPicker({ mode, base, rate, money, value, onChange, customText, onCustomText }: TipPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  if (mode === 'off') return null;
  const options = tipOptions(mode, base);
  const picked = value.kind === 'preset' ? value.percent : value.kind === 'custom' ? 'other' : 0;
  const result = tipOnAmount(mode, options.base, value, rate);
  const error = !result.ok ? t(`errors.${result.code}`, { defaultValue: t('errors.default') }) : '';
  return (
    <div className="tip-picker">
      <fieldset className="courier-tips">
        <legend className="sr-only">{t('tipsUi.tip')}</legend>
        <div className="courier-tip-choices">
          <label className={`chip ${picked === 0 ? 'is-on' : ''}`}>
            <input type="radio" name={`${id}-tip`} checked={picked === 0} onChange={() => onChange({ kind: 'none' })} data-testid="tip-none" />
            {t('tipsUi.none')}
          </label>
          {options.presets.map(({ percent, cents }) => (
            <label key={percent} className={`chip ${picked === percent ? 'is-on' : ''}`}>
              <input type="radio" name={`${id}-tip`} checked={picked === percent} onChange={() => onChange({ kind: 'preset', percent })} data-testid={`tip-preset-${percent}`} />
              {`${percent}% · ${money(cents)}`}
            </label>
          ))}
          {options.custom && (
            <label className={`chip ${picked === 'other' ? 'is-on' : ''}`}>
              <input type="radio" name={`${id}-tip`} checked={picked === 'other'} onChange={() => onChange({ kind: 'custom', amount: Number(customText || 0) })} data-testid="tip-other" />
              {t('tipsUi.other')}
            </label>
          )}
        </div>
      </fieldset>
      {picked === 'other' && (
        <div className="tip-field">
          <label htmlFor={`${id}-amount`}>{t('tipsUi.otherLabel')}</label>
          <input
            id={`${id}-amount`}
            inputMode="decimal"
            autoComplete="off"
            value={customText}
            aria-invalid={!!error}
            aria-describedby={error ? `${id}-err` : undefined}
            data-testid="tip-other-amount"
            onChange={(e) => {
              onCustomText(e.target.value);
              onChange({ kind: 'custom', amount: e.target.value.trim() === '' ? 0 : Number(e.target.value) });
            }}
          />
          {error && (
            <p id={`${id}-err`} className="tip-error" role="alert">
              {error}
            </p>
          )}
        </div>
      )}
      <p className="courier-fee">
        <span>{t('tipsUi.tip')}</span>
        <strong data-testid="tip-amount">{money(result.ok ? result.value.tip : 0)}</strong>
      </p>
      <p className="courier-fee courier-total" aria-live="polite">
        <span>{t('tipsUi.totalWithTip')}</span>
        <strong data-testid="tip-total">{money(result.ok ? result.value.total : options.base)}</strong>
      </p>
    </div>
  );
}
