/**
 * The payment page /pay/checkout (orders-and-payments.md §2.8, §5.2, §7.4, §8.4): its parameters come
 * from the navigation state or from the encrypted query parameter 'data' (decrypted by the encryptor):
 * 'Missing payment data', 'Invalid payment data' or 'Decryption failed' otherwise. It shows 'Payment',
 * the store name, the 'SIMULATOR' chip in test mode and the amount; the card method asks an 'E-mail'
 * (required, 'Enter the email address') and 'Pay' starts the payment and follows the provider (the
 * simulator's card page). An unknown platform: 'The payment is unavailable, please ask staff for help'.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import { validateCardEmail } from '../../domain/validation';
import { intlLocale, type Locale, type Messages } from '../../i18n';
import { mapApiError } from '../api/errors';
import InfoModal from '../ui/InfoModal';
import Icon from '../ui/Icon';
import { showModal } from '../stores/ui';
import OrdersRoot from '../order/OrdersRoot';
import { errorExtensions, errorMessage, orderApi } from '../order/api-session';
import { actionRedirectUrl, parsePaymentParams, PAY_PLATFORM, paymentStoreName, payReturnUrl, type PaymentParams } from './pay-flow';
import '../order/orders.css';

/** sessionStorage key of the payment page's navigation state (the parameters as JSON). */
export const PAY_PARAMS_STORAGE_KEY = 'platter:pay-params';

export interface PayCheckoutProps {
  locale: Locale;
  messages: Messages;
  /** The encrypted 'data' query parameter, '' when absent. */
  data: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'problem'; key: 'missing' | 'invalid' | 'decryption' | 'unavailable' }
  | { kind: 'ready'; params: PaymentParams; test: boolean; currency: string };

async function readParams(data: string): Promise<State> {
  if (data) {
    const res = await fetch('/pay/encryptor', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'decrypt', params: data }) }).catch(() => null);
    if (!res || !res.ok) return { kind: 'problem', key: 'decryption' };
    const body = (await res.json().catch(() => ({}))) as { data?: string };
    if (typeof body.data !== 'string') return { kind: 'problem', key: 'decryption' };
    const parsed = parsePaymentParams(body.data);
    return parsed.ok ? { kind: 'ready', params: parsed.value, test: false, currency: '' } : { kind: 'problem', key: 'invalid' };
  }
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(PAY_PARAMS_STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (!stored) return { kind: 'problem', key: 'missing' };
  const parsed = parsePaymentParams(stored);
  return parsed.ok ? { kind: 'ready', params: parsed.value, test: false, currency: '' } : { kind: 'problem', key: 'invalid' };
}

function Checkout({ data, locale }: { data: string; locale: Locale }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const read = await readParams(data);
      if (read.kind !== 'ready') {
        if (!cancelled) setState(read);
        return;
      }
      try {
        const { ops } = await orderApi({ venueCode: read.params.venue_code });
        const config = await ops.fetchPayConfiguration({ venue_code: read.params.venue_code, trade_id: read.params.tradeid, platform: read.params.platform, amount: read.params.amount });
        if (!cancelled) setState({ ...read, test: config.environment === 'test', currency: config.currency });
      } catch {
        if (!cancelled) setState({ kind: 'problem', key: 'unavailable' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [data]);

  if (state.kind === 'loading') {
    return (
      <div className="od-state" role="status">
        <span className="spinner" aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    );
  }
  if (state.kind === 'problem') {
    return (
      <section className="card od-empty" aria-labelledby="pc-t">
        <Icon name="info" className="od-empty-icon" />
        <h1 id="pc-t" data-testid="pay-problem">{t(`orders.pay.${state.key}`)}</h1>
        <a className="btn btn-primary" href="/">
          {t('orders.detail.backHome')}
        </a>
      </section>
    );
  }

  const { params } = state;
  const total = params.amount + params.surcharge;
  const amount = formatMoney(total, state.currency || '$', 1, intlLocale(locale));
  const needsEmail = params.platform === PAY_PLATFORM.dropIn;
  const pay = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (needsEmail) {
      const r = validateCardEmail(email);
      if (!r.ok) {
        setError(t('orders.pay.enterEmail'));
        document.getElementById(`${id}-email`)?.focus();
        return;
      }
    }
    setBusy(true);
    try {
      const { ops } = await orderApi({ venueCode: params.venue_code });
      const venueId = 0;
      const applied = await ops.applyPayment(params.tradeid, {
        platform: params.platform,
        amount: params.amount,
        surcharge: params.surcharge,
        email: needsEmail ? email.trim() : undefined,
        return_url: payReturnUrl(location.origin, { platform: params.platform, tradeid: params.tradeid, venueId }),
      });
      const target = actionRedirectUrl(applied.session_data);
      if (!target) {
        showModal({ title: t('orders.pay.failedTitle'), body: t('orders.pay.unavailable'), confirm: 'ok', kind: 'error' });
        return;
      }
      location.assign(target);
    } catch (err) {
      const mapped = mapApiError('orderPayApply', errorMessage(err), { payable: (errorExtensions(err)?.params as { payable?: boolean } | undefined)?.payable });
      showModal({ title: t('modal.error'), body: 'raw' in mapped ? mapped.raw : t(mapped.key), confirm: 'ok', kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card pay-page" aria-labelledby="pc-title">
      <h1 id="pc-title" className="page-title">{t('orders.titles.payment')}</h1>
      <div className="pay-store">
        <span className="pay-store-name">{paymentStoreName(params)}</span>
        {state.test && (
          <span className="sim-chip" title={t('orders.pay.simulatorHint')}>
            SIMULATOR
          </span>
        )}
      </div>
      <p className="pay-amount" data-testid="pay-amount">{amount}</p>
      <form onSubmit={(e) => void pay(e)} noValidate className="pay-form">
        {needsEmail && (
          <div className="form-field">
            <label htmlFor={`${id}-email`}>{t('orders.pay.email')} *</label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => {
                setEmail(e.target.value);
                setError('');
              }}
              onBlur={() => email && !validateCardEmail(email).ok && setError(t('orders.pay.enterEmail'))}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-err` : undefined}
              required
            />
            {error && (
              <span id={`${id}-err`} className="form-error" role="alert">
                {error}
              </span>
            )}
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-block" aria-disabled={busy}>
          {busy ? t('common.loading') : t('orders.pay.payButton', { amount })}
        </button>
      </form>
    </section>
  );
}

export default function PayCheckoutApp({ locale, messages, data }: PayCheckoutProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <Checkout data={data} locale={locale} />
      <InfoModal />
    </OrdersRoot>
  );
}
