/**
 * The e-gift card purchase form (accounts-and-loyalty.md §2.16, §5; route /giftcard/buy?brand=CODE,
 * see src/pages/giftcard/buy.astro): card value (the brand's values), sender's name, one block per
 * recipient with name and e-mail entered twice ('The email addresses entered do not match'), a gift
 * message, at most 100 recipients (one card each), and the total. 'Continue to pay' creates the
 * order (giftCardPurchase) and opens its order page, where it is paid like any order. Without a
 * session the diner logs in first and comes back. Phone first (390 px), labelled fields, errors
 * announced.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import { intlLocale, type Locale, type Messages } from '../../i18n';
import OrdersRoot from '../order/OrdersRoot';
import { loadSession } from '../stores/session';
import type { GiftCardOffer } from '../../server/modules/giftcards';
import { purchaseGiftCards } from './gift-api';
import { checkGiftForm, type RecipientDraft } from './gift-form';
import './giftcards.css';

export interface GiftCardBuyAppProps {
  locale: Locale;
  messages: Messages;
  offer: GiftCardOffer;
}

const emptyRecipient = (): RecipientDraft => ({ name: '', email: '', email_confirm: '' });

function Field({ id, label, value, onValue, error, type = 'text', autoComplete, required = true }: { id: string; label: string; value: string; onValue: (v: string) => void; error?: string; type?: string; autoComplete?: string; required?: boolean }) {
  return (
    <div className="gc-field">
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input id={id} type={type} value={value} autoComplete={autoComplete} onChange={(e) => onValue(e.target.value)} aria-invalid={error ? true : undefined} aria-required={required || undefined} aria-describedby={error ? `${id}-err` : undefined} />
      {error && (
        <span id={`${id}-err`} className="gc-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

function BuyForm({ offer, locale }: { offer: GiftCardOffer; locale: Locale }) {
  const { t } = useTranslation();
  const money = (cents: number) => formatMoney(cents, offer.monetary_unit, 1, intlLocale(locale));
  const [value, setValue] = useState<number | null>(offer.values[1] ?? offer.values[0] ?? null);
  const [sender, setSender] = useState('');
  const [message, setMessage] = useState('');
  const [recipients, setRecipients] = useState<RecipientDraft[]>([emptyRecipient()]);
  // Errors show after the first 'Continue to pay' and then follow every change.
  const [tried, setTried] = useState(false);
  const errors = tried ? checkGiftForm({ value, sender, recipients }, offer.max_recipients) : {};
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);

  const label = (key: string) => t(`giftcards.${key}`);
  const errorText = (field: string) => {
    const key = errors[field];
    if (!key) return undefined;
    if (key === 'emailsMismatch' || key === 'emailInvalid') return label(key);
    if (key === 'maxRecipients') return t('giftcards.maxRecipients', { max: offer.max_recipients });
    return t('giftcards.required', { field: label(key) });
  };
  const setRecipient = (i: number, patch: Partial<RecipientDraft>) => setRecipients((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailure('');
    const found = checkGiftForm({ value, sender, recipients }, offer.max_recipients);
    setTried(true);
    if (Object.keys(found).length > 0) {
      document.getElementById(Object.keys(found)[0] === 'value' ? 'gc-value-0' : `gc-${Object.keys(found)[0]}`)?.focus();
      return;
    }
    if (!loadSession()) {
      location.href = `/user/login?backLocation=${encodeURIComponent(location.pathname + location.search)}`;
      return;
    }
    setBusy(true);
    try {
      const r = await purchaseGiftCards({ brand_code: offer.brand_code, value: value!, sender_name: sender.trim(), message: message.trim(), recipients, locale });
      location.href = `/order/detail/${encodeURIComponent(r.tradeid)}`;
    } catch (err) {
      const ext = (err as { extensions?: { params?: { reason?: string } } }).extensions;
      setFailure(ext?.params?.reason === 'emailMismatch' ? label('emailsMismatch') : err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }

  const total = (value ?? 0) * recipients.length;
  return (
    <form className="gc-form" onSubmit={submit} noValidate aria-busy={busy}>
      <header className="gc-brand">
        {offer.logo && <img src={offer.logo} alt="" width="48" height="48" />}
        <div>
          <h1>{label('buyTitle')}</h1>
          <p>{t('giftcards.intro', { brand: offer.brand_name, months: offer.expiry_months })}</p>
        </div>
      </header>

      <fieldset className="gc-values">
        <legend>
          {label('cardValue')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="gc-chips" role="radiogroup" aria-label={label('cardValue')}>
          {offer.values.map((v, i) => (
            <label key={v} className={`gc-chip ${value === v ? 'is-on' : ''}`}>
              <input id={`gc-value-${i}`} type="radio" name="gc-value" value={v} checked={value === v} onChange={() => setValue(v)} />
              {money(v)}
            </label>
          ))}
        </div>
        {errors.value && (
          <span className="gc-error" role="alert">
            {errorText('value')}
          </span>
        )}
      </fieldset>

      <Field id="gc-sender" label={label('senderName')} value={sender} onValue={setSender} error={errorText('sender')} autoComplete="name" />

      {recipients.map((r, i) => (
        <fieldset key={i} className="gc-recipient" data-testid="gc-recipient">
          <legend>{t('giftcards.recipientN', { n: i + 1 })}</legend>
          <Field id={`gc-r${i}-name`} label={label('recipientName')} value={r.name} onValue={(v) => setRecipient(i, { name: v })} error={errorText(`r${i}-name`)} autoComplete="off" />
          <Field id={`gc-r${i}-email`} type="email" label={label('recipientEmail')} value={r.email} onValue={(v) => setRecipient(i, { email: v })} error={errorText(`r${i}-email`)} autoComplete="off" />
          <Field id={`gc-r${i}-confirm`} type="email" label={label('recipientEmailConfirm')} value={r.email_confirm} onValue={(v) => setRecipient(i, { email_confirm: v })} error={errorText(`r${i}-confirm`)} autoComplete="off" />
          {recipients.length > 1 && (
            <button type="button" className="link-btn gc-remove" onClick={() => setRecipients((rs) => rs.filter((_, j) => j !== i))}>
              {t('giftcards.removeRecipient', { n: i + 1 })}
            </button>
          )}
        </fieldset>
      ))}
      <p className="gc-hint">{t('giftcards.maxRecipients', { max: offer.max_recipients })}</p>
      {recipients.length < offer.max_recipients && (
        <button type="button" className="btn btn-ghost btn-block" onClick={() => setRecipients((rs) => [...rs, emptyRecipient()])} data-testid="gc-add-recipient">
          + {label('addRecipient')}
        </button>
      )}

      <div className="gc-field">
        <label htmlFor="gc-message">{label('message')}</label>
        <textarea id="gc-message" rows={3} maxLength={500} value={message} onChange={(e) => setMessage(e.target.value)} />
      </div>

      {failure && (
        <p className="gc-error gc-failure" role="alert">
          {failure}
        </p>
      )}
      <div className="gc-bar">
        <p className="gc-total" aria-live="polite">
          {t('giftcards.total', { count: recipients.length, value: money(value ?? 0), total: money(total) })}
        </p>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="gc-submit">
          {label('continueToPay')}
        </button>
      </div>
    </form>
  );
}

export default function GiftCardBuyApp({ locale, messages, offer }: GiftCardBuyAppProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <BuyForm offer={offer} locale={locale} />
    </OrdersRoot>
  );
}
