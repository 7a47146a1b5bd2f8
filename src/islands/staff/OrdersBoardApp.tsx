/**
 * The staff orders board (issue 23 item 1; was the console of modules/staff/console-http.ts): the
 * venue's latest orders in four columns (new, in progress, ready, done), live from `/staff/events`
 * (and a 15 s poll). Each card shows the order's number, payment and status in words and colour, its
 * items, and the buttons of the domain's `nextEvents` (GraphQL `orderOperate`); a food hall's order
 * shows one block per store with that store's buttons, and a store picker (remembered on the device)
 * narrows the board to one store. Managers and owners also get 'Partial refund…' (GraphQL
 * `orderRefund` by lines or amount) and the full refund; couriers can be cancelled or booked again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, Messages } from '../../i18n';
import type { StaffRoleName } from './nav';
import StaffRoot from './StaffRoot';
import { $staffLive, onStaffChange, staffToast } from '../stores/staff';
import { useValue } from '../stores/react';
import { courierAction, loadOrders, operateOrder, refundErrorText, type StaffAction, type StaffItemLine, type StaffOrder } from './staff-api';
import { actionsFor, BOARD_COLUMNS, boardColumns, canPartlyRefund, categoryWord, CONFIRM_EVENTS, courierStatusWord, labelTone, paymentKey, paymentTone } from './board-view';
import { useStaffFormat, type StaffVenueFormat } from './use-staff-format';
import RefundDialog from './RefundDialog';
import { useConfirm } from '../ui/ConfirmDialog';

export interface OrdersBoardProps extends StaffVenueFormat {
  locale: Locale;
  messages: Messages;
  role: StaffRoleName;
  stores: { id: number; name: string }[];
}

const STORE_KEY = 'platter-staff-store';

function Items({ lines }: { lines: StaffItemLine[] }) {
  return (
    <ul className="o-items">
      {lines.map((l, i) => (
        <li key={i} className={l.modifier ? 'mod' : undefined}>
          {l.modifier ? '+ ' : ''}
          {l.name} × {l.count}
          {l.notes ? ` (${l.notes})` : ''}
        </li>
      ))}
    </ul>
  );
}

function Board({ role, stores, ...venue }: Omit<OrdersBoardProps, 'locale' | 'messages'>) {
  const { t, money, time, locale } = useStaffFormat(venue);
  const { i18n } = useTranslation();
  const known = (key: string) => i18n.exists(key);
  const courierName = (c: NonNullable<StaffOrder['courier']>) =>
    t('staff.orders.courier.method', { name: known(`staff.orders.courier.names.${c.courier}`) ? t(`staff.orders.courier.names.${c.courier}`) : c.courier, method: c.method });
  const [orders, setOrders] = useState<StaffOrder[] | null>(null);
  const [store, setStore] = useState(0);
  const [busy, setBusy] = useState<string>('');
  const [refunding, setRefunding] = useState<StaffOrder | null>(null);
  const { dialog, ask } = useConfirm();
  const seen = useRef<Set<string> | null>(null);
  const [fresh, setFresh] = useState<Set<string>>(new Set());
  const live = useValue($staffLive);

  const reload = useCallback(async () => {
    const list = await loadOrders().catch(() => null);
    if (!list) return;
    if (seen.current) {
      const added = list.filter((o) => !seen.current!.has(o.tradeid)).map((o) => o.tradeid);
      if (added.length) setFresh((f) => new Set([...f, ...added]));
    }
    seen.current = new Set(list.map((o) => o.tradeid));
    setOrders(list);
  }, []);

  useEffect(() => {
    const saved = Number(localStorage.getItem(STORE_KEY) ?? 0);
    if (stores.length > 1 && stores.some((x) => x.id === saved)) setStore(saved);
    void reload();
    return onStaffChange(() => void reload());
  }, [reload, stores]);

  const pickStore = (id: number) => {
    setStore(id);
    localStorage.setItem(STORE_KEY, String(id));
  };

  const run = async (o: StaffOrder, a: StaffAction, storeId: number | null) => {
    const label = t(`staff.orders.actions.${a.status}`);
    if (CONFIRM_EVENTS.has(a.status) && !(await ask({ title: t('staff.orders.confirm', { action: label, number: o.number }), confirmLabel: label, cancelLabel: t('common.back'), danger: true }))) return;
    setBusy(`${o.tradeid}:${storeId ?? 0}:${a.status}`);
    try {
      await operateOrder(o.tradeid, a.status, storeId);
      staffToast(t('staff.orders.done', { number: o.number, action: label }));
    } catch (e) {
      staffToast(t('staff.orders.failed', { reason: refundErrorText(t, e, money) }));
    }
    setBusy('');
    await reload();
  };

  const courier = async (id: string, action: 'cancel' | 'rebook') => {
    const r = await courierAction(id, action);
    staffToast(r.message);
    await reload();
  };

  const buttons = (o: StaffOrder, actions: StaffAction[], storeId: number | null, extra?: React.ReactNode) => (
    <div className="s-actions">
      {actionsFor(role, actions).map((a) => (
        <button key={a.status} type="button" className={`s-btn ${a.tone === 'go' ? '' : a.tone}`} disabled={busy === `${o.tradeid}:${storeId ?? 0}:${a.status}`} onClick={() => void run(o, a, storeId)}>
          {t(`staff.orders.actions.${a.status}`)}
        </button>
      ))}
      {extra}
    </div>
  );

  const card = (o: StaffOrder) => {
    const blocks = o.stores.filter((x) => !store || x.id === store);
    const isFresh = fresh.has(o.tradeid);
    return (
      <article key={o.tradeid} className={`s-card o-card${isFresh ? ' fresh' : ''}`} data-tradeid={o.tradeid} aria-label={t('staff.orders.order', { number: o.number })}>
        <div className="o-head">
          <span className="o-num">{o.number}</span>
          {isFresh && <span className="s-tag wait">{t('staff.orders.newOrder')}</span>}
          <span className={`s-tag ${paymentTone(o.status)}`}>{t(`staff.orders.payment.${paymentKey(o.status, o.payment)}`)}</span>
          {o.labelKey && t(`staff.orders.labels.${o.labelKey}`) && t(`staff.orders.labels.${o.labelKey}`) !== t(`staff.orders.payment.${paymentKey(o.status, o.payment)}`) && <span className={`s-tag ${labelTone(o.labelKey)}`}>{t(`staff.orders.labels.${o.labelKey}`)}</span>}
          {o.cancelledByDiner && <span className="s-tag warn">{t('staff.orders.cancelledByDiner')}</span>}
        </div>
        <div className="s-meta">
          <span data-testid="order-category">{categoryWord(o, locale, t)}</span> · {time(o.createdAt)}
          {o.validtime ? ` · ${t('staff.orders.for', { time: time(o.validtime) })}` : ''} · {t('staff.orders.total', { amount: money(o.totalCents) })}
          {o.tipCents > 0 && (
            <span data-testid="order-tip">
              {' · '}
              {t('tipsUi.tip')} {money(o.tipCents)}
            </span>
          )}
        </div>
        {o.customer && <div className="s-meta">{o.customer}</div>}
        {o.notes && <div className="s-meta">{t('staff.orders.notes', { notes: o.notes })}</div>}
        {o.stores.length ? (
          blocks.map((x) => (
            <section key={x.id} className="store" data-store={x.id} aria-label={x.name}>
              <h3>
                {x.name} {x.labelKey && <span className={`s-tag ${labelTone(x.labelKey)}`}>{t(`staff.orders.labels.${x.labelKey}`)}</span>}
              </h3>
              <Items lines={x.itemLines} />
              {buttons(o, x.actions, x.id)}
            </section>
          ))
        ) : (
          <Items lines={o.itemLines} />
        )}
        {o.address && (
          <div className="o-address" data-testid="order-address">
            <strong>{t('deliveryAddress.title')}</strong>:{' '}
            {[[o.address.unit, o.address.street].filter(Boolean).join(', ') || t('deliveryAddress.driverSheet.noAddress'), [o.address.suburb, o.address.postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
            {o.address.instructions && (
              <div>
                {t('deliveryAddress.instructions')}: {o.address.instructions}
              </div>
            )}
            <div>
              <a href={`/staff/driver-sheet/${encodeURIComponent(o.tradeid)}`}>{t('deliveryAddress.driverSheet.title')}</a>
            </div>
          </div>
        )}
        {o.refundRequest && (
          <p className="o-refund-request" data-testid="refund-request">
            <strong>{t('staff.orders.refundRequested')}</strong>: {o.refundRequest.reason}
          </p>
        )}
        {o.refunds.length > 0 && (
          <ul className="refunds" aria-label={t('staff.orders.refundedList')}>
            {o.refunds.map((r) => (
              <li key={r.id}>{t('staff.orders.refunded', { amount: money(r.amountCents) })}</li>
            ))}
          </ul>
        )}
        {o.courier && (
          <div className={`o-courier${o.courier.flagged ? ' flagged' : ''}`}>
            <strong>{t('staff.orders.courier.title')}</strong>: {courierName(o.courier)} · <span data-testid="courier-status">{courierStatusWord(o.courier.statusCode, t, known)}</span>
            {o.courier.driver && ` · ${t('staff.orders.courier.driver', { name: o.courier.driver })}`}
            {o.courier.flagged && <div className="s-error">{o.courier.reason}</div>}
            <div className="s-actions">
              {o.courier.canCancel && (
                <button type="button" className="s-btn warn" onClick={() => void courier(o.courier!.id, 'cancel')}>
                  {t('staff.orders.courier.cancel')}
                </button>
              )}
              {o.courier.canRebook && (
                <button type="button" className="s-btn" onClick={() => void courier(o.courier!.id, 'rebook')}>
                  {t('staff.orders.courier.rebook')}
                </button>
              )}
            </div>
          </div>
        )}
        {buttons(
          o,
          o.actions,
          null,
          canPartlyRefund(role, o) && (
            <button type="button" className="s-btn plain" onClick={() => setRefunding(o)}>
              {t('staff.orders.partialRefund')}
            </button>
          ),
        )}
      </article>
    );
  };

  const cols = orders ? boardColumns(orders, store) : null;
  return (
    <>
      <div className="o-bar">
        <h1>{t('staff.orders.title')}</h1>
        <span className={`s-tag ${live === 'live' ? 'go' : 'wait'}`} data-testid="staff-live">
          {t(`staff.live.${live}`)}
        </span>
        {stores.length > 1 && (
          <label className="o-store">
            {t('staff.orders.store')}
            <select value={store} onChange={(e) => pickStore(Number(e.currentTarget.value))}>
              <option value={0}>{t('staff.orders.allStores')}</option>
              {stores.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <div className="o-board" aria-busy={!cols}>
        {BOARD_COLUMNS.map((c) => (
          <section key={c} className="o-col" aria-labelledby={`col-${c}`}>
            <h2 id={`col-${c}`}>
              {t(`staff.orders.columns.${c}`)} <span className="o-count">({cols ? cols[c].length : 0})</span>
            </h2>
            {cols && (cols[c].length ? cols[c].map(card) : <p className="s-empty">{t('staff.orders.empty')}</p>)}
          </section>
        ))}
      </div>
      {refunding && (
        <RefundDialog
          order={refunding}
          money={money}
          rate={venue.money.rate}
          onClose={(done) => {
            setRefunding(null);
            if (done) void reload();
          }}
        />
      )}
      {dialog}
    </>
  );
}

export default function OrdersBoardApp({ locale, messages, ...rest }: OrdersBoardProps) {
  return (
    <StaffRoot locale={locale} messages={messages}>
      <Board {...rest} />
    </StaffRoot>
  );
}
