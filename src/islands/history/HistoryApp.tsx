/**
 * Order history /user/order (orders-and-payments.md §2.2, §2.3, §6, §8.7): a spinner while loading;
 * without a session, or on 'invalid token' (the session is cleared first), 'You need to login first'
 * with 'To login'; other errors in an alert. Tabs 'All' and 'Refunded'; rows newest first with venue,
 * status link, order number, 'Transaction ID', the time line, 'Amount', the payment badge and 'Order
 * again' (§2.3: the old lines copied by the domain into a fresh cart, then the venue opens with
 * ORDER_AGAIN and a fulfilment choice that cannot be closed).
 */
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import { formatOrderTime } from '../../domain/order-status';
import { intlLocale, type Locale, type Messages } from '../../i18n';
import { failureCode, mapApiError, toApiFailure } from '../api/errors';
import Icon from '../ui/Icon';
import InfoModal from '../ui/InfoModal';
import { showModal } from '../stores/ui';
import { clearSession, loadSession } from '../stores/session';
import { startOrderAgain } from '../stores/orders';
import OrdersRoot from '../order/OrdersRoot';
import { errorMessage, orderApi } from '../stores/api-session';
import type { OrderSummary, OrderVenue } from '../api/order-types';
import { DEFAULT_TIMEZONE } from '../order/use-order-format';
import { buildHistory, type HistoryRowView, type HistoryTab } from './history-view';
import '../order/orders.css';
import Loading from '../ui/Loading';

export interface HistoryAppProps {
  locale: Locale;
  messages: Messages;
}

type State = { kind: 'loading' } | { kind: 'login' } | { kind: 'error'; message: string } | { kind: 'ready'; orders: OrderSummary[]; venues: Record<string, OrderVenue | null> };

function Row({ row, venue, locale, onOrderAgain }: { row: HistoryRowView; venue: OrderVenue | null | undefined; locale: Locale; onOrderAgain: (row: HistoryRowView) => void }) {
  const { t } = useTranslation();
  const money = (c: number) => formatMoney(c, venue?.config.monetaryunit ?? '$', Number(venue?.config.monetaryrate ?? 1) || 1, intlLocale(locale));
  const detail = `/order/detail/${encodeURIComponent(row.tradeid)}`;
  const headingId = `h-${row.tradeid}`;
  return (
    <li className="card oh-row" aria-labelledby={headingId} data-testid="history-row" data-tradeid={row.tradeid}>
      <div className="oh-top">
        <a className="oh-cover" href={detail} tabIndex={-1} aria-hidden="true">
          {row.cover ? <img src={row.cover} alt="" width="56" height="56" loading="lazy" /> : <Icon name="store" />}
        </a>
        <div className="oh-titles">
          <h2 id={headingId} className="oh-venue">
            <a href={detail}>{row.venueName}</a>
          </h2>
          {row.orderNumber && <p className="oh-number">{row.orderNumber}</p>}
        </div>
        <span className={`status-pill tone-badge-${row.badge}`}>{t(`orders.paymentStatus.${row.paymentKey}`)}</span>
      </div>
      <dl className="oh-facts">
        <div>
          <dt>{t('orders.history.transactionId')}</dt>
          <dd className="od-mono">{row.transactionId}</dd>
        </div>
        <div>
          <dt>{t(`orders.history.${row.time.labelKey}`)}</dt>
          <dd>{row.time.at ? formatOrderTime(row.time.at, String(venue?.config.timezone || DEFAULT_TIMEZONE), locale) : '—'}</dd>
        </div>
        <div>
          <dt>{t('orders.history.amount')}</dt>
          <dd className="oh-amount" data-testid="history-amount">{money(row.amount)}</dd>
        </div>
      </dl>
      <div className="oh-actions">
        {row.statusLink && (
          <a className="chip" href={`/order/status?tid=${encodeURIComponent(row.tradeid)}&from=order_list`}>
            <Icon name="clock" />
            {t('orders.history.status')}
          </a>
        )}
        {row.canOrderAgain && (
          <button type="button" className="chip chip-go" onClick={() => onOrderAgain(row)} data-testid="order-again">
            <Icon name="cart" />
            {t('orders.history.orderAgain')}
          </button>
        )}
      </div>
    </li>
  );
}

function History({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const tabsId = useId();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [tab, setTab] = useState<HistoryTab>('all');
  const [again, setAgain] = useState(false);

  const load = useCallback(async () => {
    if (!loadSession()) {
      setState({ kind: 'login' });
      return;
    }
    try {
      const { ops } = await orderApi();
      const orders = await ops.fetchOrderList({ count: 50, index: 0 });
      const codes = [...new Set(orders.map((o) => o.venue_code))];
      const venues = Object.fromEntries(await Promise.all(codes.map(async (c) => [c, await ops.fetchOrderVenue(c).catch(() => null)] as const)));
      setState({ kind: 'ready', orders, venues });
    } catch (e) {
      const failure = toApiFailure(e);
      if (failureCode(failure) === 'INVALID_TOKEN') {
        clearSession();
        setState({ kind: 'login' });
      } else {
        const mapped = mapApiError('other', failure);
        setState({ kind: 'error', message: 'raw' in mapped ? mapped.raw : failure.message || t(mapped.key) });
      }
    }
  }, [t]);

  useEffect(() => {
    void load();
  }, [load]);

  const orderAgain = async (row: HistoryRowView) => {
    setAgain(true);
    try {
      const { ops } = await orderApi();
      const order = await ops.fetchOrderInfo(row.tradeid);
      startOrderAgain({ id: order.venue_id, code: order.venue_code }, order.carts);
      location.assign(`/${encodeURIComponent(order.venue_code)}?action=ORDER_AGAIN`);
    } catch (e) {
      setAgain(false);
      showModal({ title: t('modal.error'), body: errorMessage(e), confirm: 'ok', kind: 'error' });
    }
  };

  if (state.kind === 'loading') {
    return <Loading />;
  }
  if (state.kind === 'login') {
    return (
      <section className="card od-empty" aria-labelledby="oh-login">
        <Icon name="user" className="od-empty-icon" />
        <h2 id="oh-login">{t('orders.history.loginFirst')}</h2>
        <a className="btn btn-primary" href={`/user/login?backLocation=${encodeURIComponent('/user/order')}`}>
          {t('orders.history.toLogin')}
        </a>
      </section>
    );
  }
  if (state.kind === 'error') {
    return (
      <p className="alert" role="alert">
        {state.message}
      </p>
    );
  }
  const rows = buildHistory(state.orders, tab);
  return (
    <>
      <div className="cart-tabs oh-tabs" role="tablist" aria-label={t('orders.titles.myOrders')}>
        {(['all', 'refunded'] as const).map((k) => (
          <button key={k} id={`${tabsId}-${k}`} role="tab" type="button" aria-selected={tab === k} aria-controls={`${tabsId}-panel`} onClick={() => setTab(k)}>
            {t(`orders.history.${k}`)}
          </button>
        ))}
      </div>
      <div id={`${tabsId}-panel`} role="tabpanel" aria-labelledby={`${tabsId}-${tab}`}>
        {rows.length === 0 ? (
          <div className="card od-empty">
            <Icon name="receipt" className="od-empty-icon" />
            <p className="muted">{tab === 'all' ? t('orders.history.empty') : t('orders.history.emptyRefunded')}</p>
          </div>
        ) : (
          <ul className="oh-list">
            {rows.map((row) => (
              <Row key={row.tradeid} row={row} venue={state.venues[row.venueCode]} locale={locale} onOrderAgain={(r) => void orderAgain(r)} />
            ))}
          </ul>
        )}
      </div>
      {again && (
        <div className="overlay" role="status" aria-live="polite">
          <div className="od-state od-state-float">
            <span className="spinner" aria-hidden="true" />
            <span>{t('orders.history.loadingAgain')}</span>
          </div>
        </div>
      )}
    </>
  );
}

export default function HistoryApp({ locale, messages }: HistoryAppProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <History locale={locale} />
      <InfoModal />
    </OrdersRoot>
  );
}
