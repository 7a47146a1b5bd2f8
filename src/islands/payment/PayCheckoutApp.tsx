/**
 * The payment page /pay/checkout (orders-and-payments.md §2.8, §4.10, §5.2, §7.4, §8.4): its parameters
 * come from the navigation state or from the encrypted query parameter 'data' (decrypted by the
 * encryptor, for the session it was made for only): 'Missing payment data', 'Invalid payment data' or 'Decryption failed' otherwise. It shows
 * 'Payment', the store name, the 'SIMULATOR' chip in test mode and the amount, then the card payment
 * provider's drop-in:
 * - Adyen (orderPayConfiguration.provider 'adyen'): adyen-web's Dropin, loaded on demand (AdyenDropin);
 * - the built-in simulator: 'Express pay' (ExpressPay.tsx: a wallet, one tap, authorised; issue 24 item 5), then its stand-in — the member's stored cards ('Visa •••• 4242', each removable
 *   after a confirmation) and 'New card' (entered on the simulator's card page, which offers 'Save this
 *   card' to members);
 * - a hosted platform (2): 'Pay' sends the browser to the provider's page.
 * Pay Now on the order detail opens it with the parameters as navigation state (sessionStorage
 * PAY_PARAMS_STORAGE_KEY, pay-flow.ts), or encrypted when the venue's `checkout_page` is above 0.
 * With a card method: 'E-mail' (required, 'Enter the email address'; prefilled with the order's
 * e-mail, else the session's, and still editable) and 'Pay', which proceeds only when
 * the drop-in is valid and the e-mail is set (dropin-wiring.ts decides what follows, §4.10). An unknown
 * platform or provider: 'The payment is unavailable, please ask staff for help'.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { setBackGuard } from '../stores/back-guard';
import { payBackTarget } from '../back-link';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import type { PayConfiguration, StoredCard } from '../../domain/types';
import { validateCardEmail } from '../../domain/validation';
import { intlLocale, type Locale, type Messages } from '../../i18n';
import { mapApiError, toApiFailure } from '../api/errors';
import InfoModal from '../ui/InfoModal';
import Toast from '../ui/Toast';
import Icon from '../ui/Icon';
import { showModal, showToast } from '../stores/ui';
import OrdersRoot from '../order/OrdersRoot';
import type { OrderVenue } from '../api/order-types';
import { useOrderFormat } from '../order/use-order-format';
import { useVenueTheme } from '../order/use-venue-theme';
import ConfirmDialog, { type ConfirmProps } from '../ui/ConfirmDialog';
import { orderApi } from '../stores/api-session';
import { createDropinWiring, simulatorDropin, type DropinLike } from './dropin-wiring';
import {
  actionRedirectUrl,
  DROP_IN_PROVIDERS,
  parsePaymentParams,
  PAY_PARAMS_STORAGE_KEY,
  PAY_PLATFORM,
  paymentStoreName,
  payResultUrl,
  payReturnUrl,
  paySessionKey,
  prefillEmail,
  readPaymentMethods,
  storedCardExpiry,
  storedCardLabel,
  type PaymentParams,
} from '../stores/pay-flow';
import AdyenDropin from './AdyenDropin';
import ExpressPay, { type WalletMethod } from './ExpressPay';
import StripeExpress from './StripeExpress';
import '../order/orders.css';
import './payment.css';
import Loading from '../ui/Loading';
import { EmailInput, FieldError } from '../ui/EmailInput';
import { postJson } from '../api/http';

export interface PayCheckoutProps {
  locale: Locale;
  messages: Messages;
  /** The encrypted 'data' query parameter, '' when absent. */
  data: string;
}

type State =
  | { kind: 'loading' }
  | { kind: 'problem'; key: 'missing' | 'invalid' | 'decryption' | 'unavailable' }
  | { kind: 'ready'; params: PaymentParams; config: PayConfiguration; stored: StoredCard[]; clientKey: string; methods: Record<string, unknown>; email: string; venueId: number };

/** The payment parameters: decrypted from `data` (only for the session `token` the data was sealed to), else the navigation state. */
async function readParams(data: string, token: string): Promise<{ ok: true; params: PaymentParams } | { ok: false; key: 'missing' | 'invalid' | 'decryption' }> {
  if (data) {
    const res = await postJson('/pay/encryptor', { method: 'decrypt', params: data }, { token }).catch(() => null);
    if (!res || !res.ok) return { ok: false, key: 'decryption' };
    const body = (await res.json().catch(() => ({}))) as { data?: string };
    if (typeof body.data !== 'string') return { ok: false, key: 'decryption' };
    const parsed = parsePaymentParams(body.data);
    return parsed.ok ? { ok: true, params: parsed.value } : { ok: false, key: 'invalid' };
  }
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(PAY_PARAMS_STORAGE_KEY);
  } catch {
    stored = null;
  }
  if (!stored) return { ok: false, key: 'missing' };
  const parsed = parsePaymentParams(stored);
  return parsed.ok ? { ok: true, params: parsed.value } : { ok: false, key: 'invalid' };
}

function Checkout({ data, locale }: { data: string; locale: Locale }) {
  const { t } = useTranslation();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [venue, setVenue] = useState<OrderVenue | null>(null);
  useVenueTheme(venue);

  // Back returns where the diner came from; from another site or a fresh tab, to the order being paid
  // (issue 26 item 12). The top bar asks this guard (stores/back-guard.ts).
  const payingTradeid = state.kind === 'ready' ? state.params.tradeid : '';
  useEffect(() => {
    if (!payingTradeid) return;
    return setBackGuard(() => {
      const to = payBackTarget(document.referrer, location.origin, payingTradeid);
      if (to === null) return false;
      location.assign(to);
      return true;
    });
  }, [payingTradeid]);

  useEffect(() => {
    let cancelled = false;
    void (async () => {
      const read = await readParams(data, (await orderApi()).session?.token ?? '');
      if (!read.ok) {
        if (!cancelled) setState({ kind: 'problem', key: read.key });
        return;
      }
      const { params } = read;
      try {
        const { session, ops } = await orderApi({ venueCode: params.venue_code });
        // The venue's theme colour, as on the other order screens (best effort).
        ops.fetchOrderVenue(params.venue_code).then((v) => !cancelled && setVenue(v), () => undefined);
        const [config, order] = await Promise.all([
          ops.fetchPayConfiguration({ venue_code: params.venue_code, trade_id: params.tradeid, platform: params.platform, amount: params.amount + params.surcharge }),
          // The venue id goes in the return URL (vid): the result page clears that venue's cart on success.
          // The order's e-mail (the customer's, a guest's included) fills 'E-mail' so a guest only taps Pay.
          ops.fetchOrderInfo(params.tradeid).then(
            (o) => ({ venueId: o.venue_id, emails: [o.customer?.email, o.shipping?.email] }),
            () => ({ venueId: 0, emails: [] as (string | null | undefined)[] }),
          ),
        ]);
        const { venueId } = order;
        const email = prefillEmail([...order.emails, session?.user?.email]);
        const usable = params.platform === PAY_PLATFORM.hosted || DROP_IN_PROVIDERS.includes(config.provider);
        const methods = readPaymentMethods(config.payment_methods);
        if (cancelled) return;
        if (!usable) setState({ kind: 'problem', key: 'unavailable' });
        else setState({ kind: 'ready', params, config, stored: methods.stored, clientKey: methods.clientKey, methods: methods.raw, email, venueId });
      } catch {
        if (!cancelled) setState({ kind: 'problem', key: 'unavailable' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [data]);

  if (state.kind === 'loading') {
    return <Loading />;
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
  return <PayForm {...state} locale={locale} venue={venue} onStored={(stored) => setState({ ...state, stored })} />;
}

type ReadyProps = Extract<State, { kind: 'ready' }> & { locale: Locale; venue: OrderVenue | null; onStored(stored: StoredCard[]): void };

function PayForm({ params, config, stored, clientKey, methods, email: initialEmail, venueId, locale, venue, onStored }: ReadyProps) {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [emailError, setEmailError] = useState('');
  const [busy, setBusy] = useState(false);
  const [choice, setChoice] = useState<string>(stored[0]?.id ?? 'new');
  const [confirm, setConfirm] = useState<ConfirmProps | null>(null);
  const [dropinState, setDropinState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const adyen = useRef<DropinLike | null>(null);
  const latest = useRef({ email, choice });
  latest.current = { email, choice };

  const total = params.amount + params.surcharge;
  // In the venue's money, as on every other order screen ('$16.60', also under 中文); the provider's
  // ISO currency only until the venue has been read.
  const { money } = useOrderFormat(venue);
  const amount = venue ? money(total) : formatMoney(total, config.currency || '$', 1, intlLocale(locale));
  const hosted = params.platform === PAY_PLATFORM.hosted;
  const provider = hosted ? 'hosted' : config.provider;
  const reference = config.can_store_payment_method ? config.shopper_reference : null;

  const showApiError = (err: unknown) => {
    const mapped = mapApiError('orderPayApply', toApiFailure(err));
    showModal({ title: t('modal.error'), body: 'raw' in mapped ? mapped.raw : t(mapped.key), confirm: 'ok', kind: 'error' });
  };

  const wiring = useMemo(() => {
    const calls = {
      apply: async (pay: Parameters<import('./dropin-wiring').PayCalls['apply']>[0]) => (await import('./pay-api')).payCalls(ctx).apply(pay),
      details: async (d: string) => (await import('./pay-api')).payCalls(ctx).details(d),
      error: async (m: string) => (await import('./pay-api')).payCalls(ctx).error(m),
      removeStored: async (i: string) => (await import('./pay-api')).payCalls(ctx).removeStored(i),
    };
    const ctx = { venue_code: params.venue_code, tradeid: params.tradeid, platform: params.platform, reference };
    return createDropinWiring({
      calls,
      platform: params.platform,
      amount: params.amount,
      surcharge: params.surcharge,
      returnUrl: payReturnUrl(location.origin, { platform: params.platform, tradeid: params.tradeid, venueId }),
      reference,
      email: () => latest.current.email,
      emailValid: () => validateCardEmail(latest.current.email).ok,
      successUrl: (sessionId) => payResultUrl({ platform: params.platform, sessionId, tradeid: params.tradeid, venueId }),
      failedUrl: (sessionId) => payResultUrl({ platform: params.platform, sessionId, tradeid: params.tradeid, venueId, failed: true }),
      go: (url) => location.assign(url),
      rememberSession: (sessionId) => {
        try {
          sessionStorage.setItem(paySessionKey(params.tradeid), sessionId);
        } catch {
          /* private mode: the return page polls without it */
        }
      },
      onEmailMissing: () => {
        setEmailError(t('orders.pay.enterEmail'));
        document.getElementById(`${id}-email`)?.focus();
      },
      onRefused: () => showModal({ title: t('orders.pay.failedTitle'), body: t('orders.pay.failedBody'), confirm: 'ok', kind: 'error' }),
      onApiError: showApiError,
    });
    // The wiring reads the e-mail through `latest`; it is built once per order.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [params.tradeid, params.platform, reference, venueId]);

  const simulator = useMemo(() => simulatorDropin({ choice: () => latest.current.choice, wiring, go: (url) => location.assign(url), setBusy }), [wiring]);

  /** The simulator's express pay (issue 24 item 5): the wallet method through the drop-in wiring (no e-mail needed for a wallet). */
  const payExpress = (method: WalletMethod) => {
    const quiet = { isValid: true, submit() {}, setStatus() {}, handleAction() {} };
    return wiring.onSubmit({ data: { paymentMethod: method } }, quiet, { resolve() {}, reject() {} });
  };

  const payHosted = async () => {
    if (!validateCardEmail(email).ok) {
      setEmailError(t('orders.pay.enterEmail'));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const { ops } = await orderApi({ venueCode: params.venue_code });
      const applied = await ops.applyPayment(params.tradeid, {
        platform: params.platform,
        amount: params.amount,
        surcharge: params.surcharge,
        email: email.trim(),
        return_url: payReturnUrl(location.origin, { platform: params.platform, tradeid: params.tradeid, venueId }),
      });
      const target = actionRedirectUrl(applied.session_data);
      if (!target) return showModal({ title: t('orders.pay.failedTitle'), body: t('orders.pay.unavailable'), confirm: 'ok', kind: 'error' });
      location.assign(target);
    } catch (err) {
      showApiError(err);
    } finally {
      setBusy(false);
    }
  };

  /** Stripe's Express Checkout Element (issue 24 item 5): the server's publishable key, when Stripe serves a hosted payment. */
  const stripeKey = hosted && config.provider === 'stripe' ? String((methods.express as { publishableKey?: unknown } | undefined)?.publishableKey ?? '') : '';
  const returnUrl = payReturnUrl(typeof location === 'undefined' ? '' : location.origin, { platform: params.platform, tradeid: params.tradeid, venueId });
  /** Starts the express payment (a PaymentIntent) and answers its client_secret for Stripe to confirm. */
  const createStripeIntent = async (): Promise<string> => {
    try {
      const { ops } = await orderApi({ venueCode: params.venue_code });
      const applied = await ops.applyPayment(params.tradeid, { platform: params.platform, amount: params.amount, surcharge: params.surcharge, payment_method: JSON.stringify({ type: 'express' }), return_url: returnUrl });
      try {
        sessionStorage.setItem(paySessionKey(params.tradeid), applied.session_id);
      } catch {
        /* private mode: the return page polls without it */
      }
      return applied.session_data;
    } catch (err) {
      showApiError(err);
      throw err;
    }
  };

  const pay = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (provider === 'hosted') return void payHosted();
    if (provider === 'adyen') {
      if (adyen.current) wiring.pay(adyen.current);
      return;
    }
    wiring.pay(simulator);
  };

  const askRemove = (card: StoredCard) => {
    const label = storedCardLabel(card);
    setConfirm({
      title: t('orders.pay.removeTitle'),
      body: t('orders.pay.removeBody', { card: label }),
      cancelLabel: t('common.cancel'),
      confirmLabel: t('orders.pay.removeConfirm'),
      danger: true,
      onCancel: () => setConfirm(null),
      onConfirm: () => {
        setConfirm(null);
        void wiring.onDisableStoredPaymentMethod(
          card.id,
          () => {
            const rest = stored.filter((c) => c.id !== card.id);
            onStored(rest);
            if (latest.current.choice === card.id) setChoice(rest[0]?.id ?? 'new');
            showToast(t('orders.pay.removed'));
          },
          () => showModal({ title: t('modal.error'), body: t('orders.pay.removeFailed'), confirm: 'ok', kind: 'error' }),
        );
      },
    });
  };

  const payDisabled = busy || (provider === 'adyen' && dropinState !== 'ready');

  return (
    <section className="card pay-page" aria-labelledby="pc-title" data-provider={provider}>
      <h1 id="pc-title" className="page-title">{t('orders.titles.payment')}</h1>
      <div className="pay-store">
        <span className="pay-store-name">{paymentStoreName(params)}</span>
        {config.environment === 'test' && (
          <span className="sim-chip" title={t('orders.pay.simulatorHint')}>
            SIMULATOR
          </span>
        )}
      </div>
      <p className="pay-amount" data-testid="pay-amount">{amount}</p>
      <form onSubmit={pay} noValidate className="pay-form">
        {provider === 'adyen' && (
          <div className="pay-dropin-wrap" aria-busy={dropinState === 'loading'}>
            {dropinState === 'loading' && (
              <div className="pay-dropin-state" role="status">
                <span className="spinner" aria-hidden="true" />
                <span>{t('orders.pay.loadingDropin')}</span>
              </div>
            )}
            {dropinState === 'failed' ? (
              <p className="form-error" role="alert" data-testid="dropin-failed">
                {t('orders.pay.dropinFailed')}
              </p>
            ) : (
              <AdyenDropin
                environment={config.environment}
                clientKey={clientKey}
                paymentMethods={methods}
                amount={total}
                currency={config.currency}
                countryCode={config.country_code}
                locale={locale}
                canStore={!!reference}
                wiring={wiring}
                onReady={(dropin, error) => {
                  adyen.current = dropin;
                  setDropinState(dropin ? 'ready' : 'failed');
                  if (error) wiring.onError(error);
                }}
              />
            )}
          </div>
        )}
        {provider === 'simulator' && <ExpressPay onPay={payExpress} disabled={busy} />}
        {stripeKey && (
          <StripeExpress
            publishableKey={stripeKey}
            amount={total}
            currency={config.currency}
            locale={locale}
            returnUrl={returnUrl}
            createIntent={createStripeIntent}
            onError={(m) => m && showModal({ title: t('orders.pay.failedTitle'), body: m, confirm: 'ok', kind: 'error' })}
          />
        )}
        {provider === 'simulator' && (
          <div className="pay-methods" role="radiogroup" aria-labelledby={`${id}-methods`}>
            <p id={`${id}-methods`} className="pay-methods-title">
              {t('orders.pay.payWith')}
            </p>
            {stored.map((card) => {
              const label = storedCardLabel(card);
              const expiry = storedCardExpiry(card);
              return (
                <div key={card.id} className={`pay-method${choice === card.id ? ' is-on' : ''}`} data-testid="stored-card">
                  <label className="pay-method-pick">
                    <input type="radio" name={`${id}-method`} value={card.id} checked={choice === card.id} onChange={() => setChoice(card.id)} />
                    <CardGlyph />
                    <span className="pay-method-text">
                      <span className="pay-method-name">
                        {/* Wraps before the dots on a narrow phone, never inside '•••• 4242'. */}
                        {label.split(' •••• ')[0]} <span className="nowrap">•••• {card.lastFour}</span>
                      </span>
                      {expiry && <span className="pay-method-sub pay-method-expiry">{t('orders.pay.expires', { date: expiry })}</span>}
                    </span>
                  </label>
                  <button type="button" className="pay-method-remove" aria-label={t('orders.pay.removeCard', { card: label })} onClick={() => askRemove(card)}>
                    {t('orders.pay.removeConfirm')}
                  </button>
                </div>
              );
            })}
            <div className={`pay-method${choice === 'new' ? ' is-on' : ''}`}>
              <label className="pay-method-pick">
                <input type="radio" name={`${id}-method`} value="new" checked={choice === 'new'} onChange={() => setChoice('new')} data-testid="new-card" />
                <CardGlyph plus />
                <span className="pay-method-text">
                  <span className="pay-method-name">{t('orders.pay.newCard')}</span>
                  <span className="pay-method-sub">{reference ? t('orders.pay.newCardHintSave') : t('orders.pay.newCardHint')}</span>
                </span>
              </label>
            </div>
          </div>
        )}
        <div className="form-field">
          <label htmlFor={`${id}-email`}>{t('orders.pay.email')} *</label>
          <EmailInput
            id={`${id}-email`}
            value={email}
            onValue={setEmail}
            error={emailError}
            onError={setEmailError}
            isValid={(v) => validateCardEmail(v).ok}
            invalidMessage={t('orders.pay.enterEmail')}
          />
          <FieldError id={`${id}-email`} error={emailError} />
        </div>
        <button type="submit" className="btn btn-primary btn-block" aria-disabled={payDisabled} data-testid="pay-submit">
          {busy ? t('common.loading') : t('orders.pay.payButton', { amount })}
        </button>
      </form>
      {confirm && <ConfirmDialog {...confirm} />}
    </section>
  );
}

function CardGlyph({ plus = false }: { plus?: boolean }) {
  return (
    <svg className="pay-card-glyph" viewBox="0 0 32 24" aria-hidden="true" focusable="false">
      <rect x="1" y="3" width="30" height="18" rx="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <path d="M1 8.5h30" stroke="currentColor" strokeWidth="2.4" />
      {plus ? <path d="M22 14v5M19.5 16.5h5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" /> : <path d="M5 16h8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />}
    </svg>
  );
}

export default function PayCheckoutApp({ locale, messages, data }: PayCheckoutProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <Checkout data={data} locale={locale} />
      <InfoModal />
      <Toast />
    </OrdersRoot>
  );
}
