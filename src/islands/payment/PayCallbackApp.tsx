/**
 * The payment result page /pay/callback (orders-and-payments.md §2.9, §4.10, §8.4): 'pay processing'
 * with a spinner until the payment is final, then 'pay success' or 'Transaction failed' with 'Payment
 * failed, please double-check and try again or use a different payment method.'. The status is read at
 * once, then polled every 12 s; a status pushed by the orderPayStatusChanged subscription stops the
 * polling. On success 'view order' is enabled 2 s later and first pushes the main path, then opens the
 * order; a server message shows in an Info modal (closing it reads as failed).
 * Returning from a drop-in redirect (Adyen appends `redirectResult`), the page first sends
 * orderPayAdditionDetails {details: {redirectResult}} (§7.4) and follows the answer (§4.10): a refusal
 * reads as failed, a success code polls the session the payment page kept (sessionStorage).
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../i18n';
import InfoModal from '../ui/InfoModal';
import { showModal } from '../stores/ui';
import { forgetPlacedOrder } from '../stores/checkout';
import { clearCartOfVenue } from '../stores/orders';
import OrderProblem from '../order/OrderProblem';
import OrdersRoot from '../order/OrdersRoot';
import { errorMessage, orderApi } from '../stores/api-session';
import { CheckIcon, CrossIcon } from '../order/glyphs';
import { applyOutcome, isFinalPayStatus, PAY_STATUS_POLL_MS, payResultState, paySessionKey, VIEW_ORDER_DELAY_MS, type PayResultState } from '../stores/pay-flow';
import '../order/orders.css';

export interface PayCallbackProps {
  locale: Locale;
  messages: Messages;
  platform: number;
  sessionId: string;
  tradeid: string;
  venueId: number;
  /** The provider's word on return: authorised | refused | cancelled | refunded | pending (the simulator reports what the attempt became). */
  result: string;
  /** The drop-in provider's redirect result (Adyen), '' when absent. */
  redirectResult?: string;
  /** The venue code (orderPayAdditionDetails), '' when unknown. */
  venueCode?: string;
}

function Result({ platform, sessionId: given, tradeid, venueId, result, redirectResult = '', venueCode = '' }: Omit<PayCallbackProps, 'locale' | 'messages'>) {
  const { t } = useTranslation();
  const [state, setState] = useState<PayResultState>('processing');
  // With a redirect result the session is known only after the details answer (null = not yet).
  const [sessionId, setSessionId] = useState<string | null>(given || !redirectResult ? given : null);

  useEffect(() => {
    if (sessionId !== null) return;
    let cancelled = false;
    void (async () => {
      let remembered: string;
      try {
        remembered = sessionStorage.getItem(paySessionKey(tradeid)) ?? '';
      } catch {
        remembered = '';
      }
      try {
        await orderApi({ venueCode: venueCode || undefined });
        const { payCalls } = await import('./pay-api');
        const answer = await payCalls({ venue_code: venueCode, tradeid, platform, reference: null }).details(JSON.stringify({ details: { redirectResult } }));
        if (cancelled) return;
        if (applyOutcome(answer.code, answer.data).kind === 'success' && remembered) setSessionId(remembered);
        else setState('failed');
      } catch (e) {
        if (!cancelled) showModal({ title: t('modal.info'), body: errorMessage(e), confirm: 'ok', kind: 'info', onConfirm: () => setState('failed') });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [sessionId, redirectResult, tradeid, platform, venueCode, t]);
  const [viewEnabled, setViewEnabled] = useState(false);
  const polling = useRef<ReturnType<typeof setInterval> | null>(null);
  const settled = useRef(false);

  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const stopPolling = () => {
      if (polling.current) clearInterval(polling.current);
      polling.current = null;
    };
    const apply = (status: number) => {
      if (cancelled || settled.current) return;
      const next = payResultState(status);
      setState(next);
      if (isFinalPayStatus(status)) {
        settled.current = true;
        stopPolling();
        stop?.();
      }
    };
    if (sessionId === null) return;
    if (!sessionId) {
      setState(result === 'authorised' || result === 'pending' ? 'processing' : 'failed');
      return;
    }
    void orderApi().then(async ({ ops }) => {
      const read = async () => {
        try {
          apply((await ops.fetchPayStatus(platform, sessionId)).status);
        } catch (e) {
          stopPolling();
          settled.current = true;
          showModal({ title: t('modal.info'), body: errorMessage(e), confirm: 'ok', kind: 'info', onConfirm: () => setState('failed') });
        }
      };
      await read();
      if (settled.current || cancelled) return;
      polling.current = setInterval(() => void read(), PAY_STATUS_POLL_MS);
      try {
        const unsubscribe = await ops.watchPayStatus(platform, sessionId, (s) => {
          // A pushed status stops the polling (§2.9).
          stopPolling();
          apply(s.status);
        });
        if (cancelled || settled.current) unsubscribe();
        else stop = unsubscribe;
      } catch {
        /* polling goes on */
      }
    });
    return () => {
      cancelled = true;
      stopPolling();
      stop?.();
    };
  }, [platform, sessionId, result, t]);

  useEffect(() => {
    if (state === 'failed') setViewEnabled(true);
    if (state !== 'success') return;
    // The order is on its way: its cart is done with.
    forgetPlacedOrder(tradeid);
    if (venueId) clearCartOfVenue(venueId);
    const timer = setTimeout(() => setViewEnabled(true), VIEW_ORDER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, tradeid, venueId]);

  const viewOrder = () => {
    if (!viewEnabled || !tradeid) return;
    // The main path goes first so that back from the order leads home, not to the payment pages.
    history.pushState(null, '', '/');
    location.assign(`/order/detail/${encodeURIComponent(tradeid)}?from=pay`);
  };

  return (
    <section className={`card pay-result is-${state}`} aria-labelledby="pay-title" data-testid="pay-result" data-state={state}>
      <div className="pay-result-icon" aria-hidden="true">
        {state === 'processing' ? <span className="spinner" /> : state === 'success' ? <CheckIcon /> : <CrossIcon />}
      </div>
      <div className="pay-result-text" aria-live="polite">
        <h1 id="pay-title">{state === 'processing' ? t('orders.pay.processing') : state === 'success' ? t('orders.pay.success') : t('orders.pay.failedTitle')}</h1>
        <p className="muted">{state === 'processing' ? t('orders.pay.processingBody') : state === 'success' ? t('orders.pay.successBody') : t('orders.pay.failedBody')}</p>
      </div>
      {state !== 'processing' && (
        <button type="button" className="btn btn-primary btn-block" aria-disabled={!viewEnabled} disabled={!viewEnabled} onClick={viewOrder} data-testid="view-order">
          {t('orders.pay.viewOrder')}
        </button>
      )}
    </section>
  );
}

export default function PayCallbackApp({ locale, messages, ...props }: PayCallbackProps) {
  // Opened without a payment to look at (no trade id, session or redirect result): nothing was paid or refused.
  const nothing = !props.tradeid && !props.sessionId && !props.redirectResult;
  return (
    <OrdersRoot locale={locale} messages={messages}>
      {nothing ? <OrderProblem kind="notFound" heading="h1" /> : <Result {...props} />}
      <InfoModal />
    </OrdersRoot>
  );
}
