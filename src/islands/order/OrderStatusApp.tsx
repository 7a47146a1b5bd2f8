/**
 * The order status page /order/status?tid= (orders-and-payments.md §2.5, §4.5): the title ('Table X',
 * or the category name and the order number), the status steps (the domain's `buildStatusSteps`) kept
 * live by the orderStatusChanged subscription, for a pick-up or takeaway order (the pickup code, issue
 * 27: not for delivery or table orders) a QR code of the trade id (200 px) labelled with the trade id
 * without its first 7 characters, and for a dine-in order awaiting acceptance the message
 * with 'View Order' and 'Browse Menu'. A multi-store order (a food hall) also shows each store's own
 * progress (§4.6: its store order's status events), read again on every live change.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasPickupCode } from '../../domain/fulfilment';
import { buildStatusSteps, isDineIn, isOrderFinished, latestEvent, statusLabel, type StatusStep } from '../../domain/order-status';
import { transactionId } from '../../domain/order-number';
import type { Locale, Messages } from '../../i18n';
import { isAccessRefused, mapApiError, NOT_ALLOWED_PATH, toApiFailure } from '../api/errors';
import Icon from '../ui/Icon';
import { CheckIcon } from './glyphs';
import OrdersRoot from './OrdersRoot';
import { orderApi } from '../stores/api-session';
import { isOrderNotFound } from '../api/errors';
import { statusTitle, statusTone } from '../stores/order-view';
import type { OrderDetail, OrderStatusInfo, OrderVenue } from '../api/order-types';
import { useOrderFormat } from './use-order-format';
import StatusText from './StatusText';
import { useQrSvg } from './use-qr';
import { useVenueTheme } from './use-venue-theme';
import { useOrderStatusWatch } from './use-order-status-watch';
import OrderProblem from './OrderProblem';
import TrackDelivery, { canTrackDelivery } from './detail/TrackDelivery';
import './orders.css';
import Loading from '../ui/Loading';

export interface OrderStatusAppProps {
  locale: Locale;
  messages: Messages;
  tradeid: string;
}

type State = { kind: 'loading' } | { kind: 'ready'; order: OrderDetail; venue: OrderVenue | null } | { kind: 'notFound' } | { kind: 'error'; message: string };

export function StepList({ steps, clock, time }: { steps: StatusStep[]; clock: (s: number) => string; time: (s: number) => string }) {
  const { t } = useTranslation();
  const lastReached = steps.reduce((i, s, k) => (s.reached ? k : i), -1);
  return (
    <ol className="steps" data-testid="status-steps">
      {steps.map((s, i) => (
        <li key={`${s.key}-${i}`} className={`step ${s.reached ? 'is-done' : 'is-next'} ${i === lastReached ? 'is-current' : ''}`} aria-current={i === lastReached ? 'step' : undefined} data-step={s.key}>
          <span className="step-dot" aria-hidden="true">
            {s.reached ? <CheckIcon /> : null}
          </span>
          <div className="step-body">
            <p className="step-title">
              {s.titleKey === 'expectedToBeReadyAt' && s.readyAt ? t('orders.status.expectedToBeReadyAt', { time: clock(s.readyAt) }) : t(`orders.status.${s.titleKey}`)}
              <span className="sr-only"> — {s.reached ? t('orders.statusPage.done') : t('orders.statusPage.notYet')}</span>
            </p>
            {(s.detailKey !== s.titleKey || s.comment) && (
              <p className="step-detail">
                {s.detailKey !== s.titleKey ? t(`orders.status.${s.detailKey}`) : ''}
                {s.comment ? t('orders.status.withNotes', { comment: s.comment }) : ''}
              </p>
            )}
            {s.at ? <p className="step-time">{time(s.at)}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

function Status({ tradeid }: { tradeid: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' });
  const venue = state.kind === 'ready' ? state.venue : null;
  const { t, clock, time, category } = useOrderFormat(venue);
  useVenueTheme(venue);
  const live = useRef<OrderStatusInfo | null>(null);
  const multiStore = useRef(false);
  const svg = useQrSvg(tradeid);

  const load = useCallback(async () => {
    try {
      const { ops } = await orderApi();
      const order = await ops.fetchOrderInfo(tradeid);
      const v = await ops.fetchOrderVenue(order.venue_code).catch(() => null);
      multiStore.current = order.store_orders.length > 1;
      setState({ kind: 'ready', order: live.current ? { ...order, status: live.current.status, statustime: live.current.statustime } : order, venue: v });
    } catch (e) {
      const failure = toApiFailure(e);
      if (isAccessRefused('orderInfo', failure)) location.replace(NOT_ALLOWED_PATH);
      else if (isOrderNotFound(failure)) setState({ kind: 'notFound' });
      else {
        const mapped = mapApiError('orderInfo', failure);
        setState({ kind: 'error', message: 'raw' in mapped ? mapped.raw : t(mapped.key) });
      }
    }
  }, [tradeid, t]);

  useEffect(() => {
    void load();
  }, [load]);

  // Live updates override the first read (orders-and-payments.md §4.5).
  useOrderStatusWatch(orderApi, tradeid, true, (s) => {
    live.current = s;
    // A store's part may have moved without the whole order's events changing: read the store orders again.
    if (multiStore.current) void load();
    setState((prev) =>
      prev.kind === 'ready' ? { ...prev, order: { ...prev.order, status: s.status, statustime: s.statustime, shipping: { ...(prev.order.shipping ?? {}), ...s.shipping } } } : prev,
    );
  });

  if (state.kind === 'loading') {
    return <Loading label={t('orders.detail.loading')} />;
  }
  if (state.kind !== 'ready') {
    return <OrderProblem kind={state.kind} message={state.kind === 'error' ? state.message : undefined} heading="h1" />;
  }
  const { order } = state;
  const title = statusTitle(order);
  const steps = buildStatusSteps({
    events: order.statustime,
    categoryType: order.category_type,
    paymentStatus: order.status,
    hasDeliveryShipping: order.category_type === 4 && Boolean(order.shipping?.street1 || order.shipping?.postcode),
    dropoffEstimate: order.shipping?.dropoff_time_estimated ?? null,
    validTime: order.validtime,
  });
  const label = statusLabel({ events: order.statustime, source: order.source, paymentStatus: order.status, categoryType: order.category_type, dropoffEstimate: order.shipping?.dropoff_time_estimated ?? null });
  const awaiting = isDineIn(order.category_type) && steps.filter((s) => s.reached).at(-1)?.key === 'awaitingAcceptance';
  const detailHref = `/order/detail/${encodeURIComponent(tradeid)}`;
  return (
    <div className="os">
      <h1 className="page-title" data-testid="status-title">
        {title.table ? t('orders.statusPage.tableTitle', { name: title.table }) : category(order)} <span className="os-number">{title.number}</span>
      </h1>
      <p className="sr-only" role="status" aria-live="polite">
        <StatusText label={label} clock={clock} />
      </p>
      {latestEvent(order.statustime) && (
        <p className="os-live">
          <span className="live-dot" aria-hidden="true" />
          {t('orders.statusPage.live')}
        </p>
      )}
      {awaiting && (
        <section className="card od-sec os-kitchen">
          <p>{t('orders.statusPage.submittedToKitchen')}</p>
          <div className="od-more">
            <a className="btn btn-primary" href={`${detailHref}?from=order_sent`}>
              {t('orders.statusPage.viewOrder')}
            </a>
            <a className="btn btn-ghost" href={`/${encodeURIComponent(order.venue_code)}`}>
              {t('orders.statusPage.browseMenu')}
            </a>
          </div>
        </section>
      )}
      <section className="card od-sec" aria-labelledby="os-steps">
        <h2 id="os-steps" className="od-h">{t('orders.statusPage.progress')}</h2>
        <StepList steps={steps} clock={clock} time={time} />
      </section>
      {order.store_orders.length > 1 && (
        <section className="card od-sec" aria-labelledby="os-stores" data-testid="store-progress">
          <h2 id="os-stores" className="od-h">{t('orders.statusPage.stores')}</h2>
          <div className="os-stores">
            {order.store_orders.map((so) => {
              const events = so.statustime ?? order.statustime;
              const storeLabel = statusLabel({ events, source: order.source, paymentStatus: order.status, categoryType: order.category_type });
              const storeSteps = buildStatusSteps({ events, categoryType: order.category_type, paymentStatus: order.status, validTime: order.validtime });
              const name = state.venue?.stores.find((x) => x.id === so.store_id)?.name ?? '';
              return (
                <article key={so.store_id} className="os-store" aria-label={name} data-store={so.store_id}>
                  <h3>
                    <span>{name}</span>
                    <span className={`status-pill tone-${statusTone(storeLabel.key)}`}>
                      <StatusText label={storeLabel} clock={clock} />
                    </span>
                  </h3>
                  <StepList steps={storeSteps} clock={clock} time={time} />
                </article>
              );
            })}
          </div>
        </section>
      )}
      {hasPickupCode(order.category_type) && (
        <section className="card od-sec os-qr" aria-labelledby="os-qr">
          <h2 id="os-qr" className="od-h">{t('orders.statusPage.qrTitle')}</h2>
          <div className="qr" role="img" aria-label={t('orders.statusPage.qrLabel', { id: transactionId(tradeid) })} dangerouslySetInnerHTML={{ __html: svg }} />
          <p className="qr-caption od-mono" data-testid="qr-caption">{transactionId(tradeid)}</p>
        </section>
      )}
      {canTrackDelivery(order.shipping as Record<string, unknown> | null, order.status, isOrderFinished(order.statustime)) && (
        <p className="os-links">
          <TrackDelivery shipping={order.shipping as Record<string, unknown>} label={t('delivery.trackDelivery')} className="btn btn-primary btn-block" />
        </p>
      )}
      {!awaiting && (
        <p className="os-links">
          <a className="btn btn-ghost btn-block" href={detailHref}>
            <Icon name="receipt" />
            {t('orders.statusPage.viewOrder')}
          </a>
        </p>
      )}
    </div>
  );
}

export default function OrderStatusApp({ locale, messages, tradeid }: OrderStatusAppProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <Status tradeid={tradeid} />
    </OrdersRoot>
  );
}

