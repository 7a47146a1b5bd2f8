/**
 * The order detail / order summary page /order/detail/:tid (orders-and-payments.md §2.4, §4.6, §4.7,
 * §5.1–5.3, §8.2, §8.3): the order fetched network-only with its venue and kept live by its status
 * subscription; blocks top to bottom (header with the status line, notices, items by store and course,
 * charges, order notes, coupon row, discount, amount due, tax breakdown, payments, information rows);
 * the bottom actions by state; the payment method drawer ('Pay Now ( Surcharge X)' / 'payInstore'),
 * confirmations, the receipt viewer; pay-by-link (pbl=1) and 'not found'.
 */
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { isStoreOpenAt } from '../../domain/opening-hours';
import { ORDER_SOURCE, PAYMENT_STATUS } from '../../domain/order-status';
import { checkOnlinePayment, checkSpendingLimit } from '../../domain/totals';
import { taxLineLabel } from '../../domain/tax';
import type { Venue } from '../../domain/types';
import type { Locale, Messages } from '../../i18n';
import { mapApiError } from '../api/errors';
import { hasCapability, hasReservations } from '../venue-caps';
import Dialog from '../ui/Dialog';
import Icon from '../ui/Icon';
import InfoModal from '../ui/InfoModal';
import { showModal } from '../stores/ui';
import { forgetPlacedOrder } from '../stores/checkout';
import { $orderPage, clearCartOfVenue, clearCouponSelection, readCouponSelection, showOrderPage } from '../stores/orders';
import { staffIdOf, type Session } from '../stores/session';
import { useValue } from '../stores/react';
import { ORDER_TYPE } from '../checkout/checkout-flow';
import { checkoutPageUrl, openPaymentPage, PAY_PLATFORM, payNowRoute, payReturnUrl, type PaymentParams } from '../payment/pay-flow';
import OrdersRoot from './OrdersRoot';
import ConfirmDialog, { type ConfirmProps } from './ConfirmDialog';
import { errorExtensions, errorMessage, orderApi, type Operations } from './api-session';
import { isOrderNotFound } from './use-readable-order';
import { buildOrderEdit, type OrderChanges } from './edit-order';
import { couponFromEntry, mapCouponFailure } from './coupon-rules';
import { buildOrderDetailView, showsStatusLink, statusTone, toTableOrderDetail, type AmountRow, type OrderDetailView } from './order-view';
import { fetchTableOrder, TableAddMore, TableOrderActions, TableTabs, useFollowTable, type TableOrderInfo } from './TableOrderBlocks';
import { isSittingLive, mapTableTabs, toCartLines } from '../table/table-sync';
import type { OrderDetail } from './order-types';
import { useOrderFormat } from './use-order-format';
import StatusText from './StatusText';
import { RefundCount, RefundList } from './RefundBlocks';
import { useVenueTheme } from './use-venue-theme';
import { useOrderStatusWatch } from './use-order-status-watch';
import OrderProblem from './OrderProblem';
import './orders.css';
import Loading from '../ui/Loading';

export interface OrderDetailAppProps {
  locale: Locale;
  messages: Messages;
  tradeid: string;
  payByLink: boolean;
  /** Where the diner came from ('pay', 'order_table_scan', …). */
  from: string;
}

// The receipt viewer (and its e-mail check) loads when first opened.
const InvoiceViewer = lazy(() => import('./InvoiceViewer'));

const nowSeconds = () => Math.floor(Date.now() / 1000);

type Api = { ops: Operations; session: Session | null };

function Amount({ row, money, t }: { row: AmountRow; money: (c: number) => string; t: (k: string) => string }) {
  return (
    <div className="od-row">
      <dt>{row.label ?? t(`orders.detail.${row.labelKey}`)}</dt>
      <dd>{row.negative ? `-${money(row.amount)}` : money(row.amount)}</dd>
    </div>
  );
}

function Detail({ tradeid, payByLink }: Omit<OrderDetailAppProps, 'locale' | 'messages' | 'from'>) {
  const page = useValue($orderPage);
  const order = page.kind === 'ready' ? page.order : null;
  const venue = page.kind === 'ready' ? page.venue : null;
  const { t, money, time, clock, category, locale } = useOrderFormat(venue);
  useVenueTheme(venue);
  const api = useRef<Api | null>(null);
  const [notes, setNotes] = useState<string | null>(null);
  const [drawer, setDrawer] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmProps | null>(null);
  const [invoice, setInvoice] = useState(false);
  const [busy, setBusy] = useState(false);
  const drawerTitle = useId();
  // A table order: its sitting, read by trade id (orders-and-payments.md §2.4, §4.8), and the picked tab.
  const [table, setTable] = useState<TableOrderInfo | null>(null);
  const [picked, setPicked] = useState<'new' | 'ordered' | undefined>(undefined);

  const getApi = useCallback(async (): Promise<Api> => {
    if (!api.current) api.current = await orderApi({ payByLink });
    return api.current;
  }, [payByLink]);

  const failWith = useCallback(
    (e: unknown, operation: 'orderEdit' | 'orderPayApply' | 'other' = 'other') => {
      const message = errorMessage(e);
      if (message.includes('user only') || message.includes('exist already')) {
        const f = mapCouponFailure(message, errorExtensions(e));
        if (f.kind === 'userOnly') return showModal({ title: t('orders.coupon.createAccountTitle'), body: f.scope ? t('orders.coupon.scopeMismatch') : t('orders.coupon.createAccountBody'), confirm: 'ok', kind: 'info' });
        if (f.kind === 'addFailed') return showModal({ title: t('orders.coupon.addFailed'), body: f.limitReached ? t('orders.coupon.limitReached') : t('orders.coupon.usedAlready'), confirm: 'ok', kind: 'error' });
      }
      const mapped = mapApiError(operation, message, { payable: (errorExtensions(e)?.params as { payable?: boolean } | undefined)?.payable });
      showModal({ title: t('modal.error'), body: 'raw' in mapped ? mapped.raw : t(mapped.key), confirm: 'ok', kind: 'error' });
    },
    [t],
  );

  const load = useCallback(
    async (quiet = false) => {
      if (!quiet) showOrderPage({ kind: 'loading' });
      try {
        const { ops } = await getApi();
        let info: OrderDetail | null = null;
        let failure: unknown = null;
        try {
          info = await ops.fetchOrderInfo(tradeid);
        } catch (e) {
          failure = e;
        }
        // A table order (or a sitting with no checkout yet): the table's live cart and what is still to pay.
        const sitting = !info || info.source === 30 ? await fetchTableOrder(tradeid) : null;
        if (!info && !sitting) throw failure;
        setTable(sitting);
        const venueCode = info?.venue_code ?? sitting!.venue_code;
        const current = $orderPage.get();
        const v = current.kind === 'ready' && current.venue?.code === venueCode ? current.venue : await ops.fetchOrderVenue(venueCode).catch(() => null);
        const live = sitting && isSittingLive(sitting) && (!info || info.status === PAYMENT_STATUS.unpaid);
        showOrderPage({ kind: 'ready', order: sitting && (live || !info) ? toTableOrderDetail(sitting, info, v?.name ?? '') : info!, venue: v });
      } catch (e) {
        const message = errorMessage(e);
        if (isOrderNotFound(message)) {
          // The order is gone for this device: forget it locally (orders-and-payments.md §8.3 "Order 'not found'").
          forgetPlacedOrder(tradeid);
          showOrderPage({ kind: 'notFound' });
        } else {
          const mapped = mapApiError('orderInfo', message);
          showOrderPage({ kind: 'error', message: 'raw' in mapped ? mapped.raw : t(mapped.key) });
        }
      }
    },
    [getApi, tradeid, t],
  );

  useEffect(() => {
    void load();
  }, [load]);

  // New items arriving at the table bring the 'Newly added items' tab forward (orders-and-payments.md §4.4).
  const newCount = table ? table.carts.filter((l) => l.status === 1).length : 0;
  const seenNew = useRef(newCount);
  useEffect(() => {
    if (newCount > seenNew.current) setPicked(undefined);
    seenNew.current = newCount;
  }, [newCount]);

  // A live table order follows its table (orders-and-payments.md §4.8): in place when the order status
  // matches (the bill follows with a quiet read), else the page is read again.
  useFollowTable(table, tradeid, {
    onRefetch: () => void load(true),
    onEvent: (e) => {
      if (!table) return;
      const next: TableOrderInfo = { ...table, ...e, carts: toCartLines(e.carts) };
      setTable(next);
      const current = $orderPage.get();
      if (current.kind === 'ready') showOrderPage({ ...current, order: toTableOrderDetail(next, current.order, current.order.venue_name) });
      void load(true);
    },
  });

  /** orderEdit with changes to the order on screen, then a fresh read. */
  const edit = useCallback(
    async (changes: OrderChanges): Promise<boolean> => {
      const current = $orderPage.get();
      if (current.kind !== 'ready' || !current.venue) return false;
      const { ops, session } = await getApi();
      const built = buildOrderEdit(current.order, current.venue, changes, { now: nowSeconds(), staffId: staffIdOf(session) });
      if (!built.ok) {
        if (built.code === 'COUPON_MINIMUM_NOT_MET') {
          setConfirm({
            title: t('orders.coupon.minimumNotMetTitle'),
            body: t('orders.coupon.minimumNotMet', { amount: money(Number(built.params?.minimumOrder ?? 0)) }),
            cancelLabel: t('orders.coupon.orderMore'),
            confirmLabel: t('orders.coupon.removeCoupon'),
            onCancel: () => {
              setConfirm(null);
              location.assign(`/${encodeURIComponent(current.order.venue_code)}`);
            },
            onConfirm: () => {
              setConfirm(null);
              void edit({ ...changes, coupons: (changes.coupons ?? []).slice(1) });
            },
          });
          return false;
        }
        showModal({ title: t('modal.error'), body: t(`errors.${built.code}`, { ...(built.params ?? {}), defaultValue: t('errors.default') }), confirm: 'ok', kind: 'error' });
        return false;
      }
      try {
        await ops.submitOrderEdit(current.order.id, built.value.param);
        await load(true);
        return true;
      } catch (e) {
        failWith(e, 'orderEdit');
        await load(true);
        return false;
      }
    },
    [getApi, load, failWith, t, money],
  );

  // Coupons ticked on the coupon page are applied once the order is here (orders-and-payments.md §2.6).
  const applied = useRef(false);
  useEffect(() => {
    if (page.kind !== 'ready' || applied.current) return;
    applied.current = true;
    const chosen = readCouponSelection(tradeid);
    if (!chosen) return;
    clearCouponSelection(tradeid);
    const view = buildOrderDetailView(page.order, page.venue, { payByLink });
    if (!view.editable) return;
    const same = chosen.length === view.coupons.length && chosen.every((c, i) => c.id === view.coupons[i]?.couponId);
    if (!same) void edit({ coupons: chosen });
  }, [page, tradeid, payByLink, edit]);

  // Live status: a change of status or events reads the order again.
  const orderKey = order ? `${order.status}:${order.statustime.length}` : '';
  useOrderStatusWatch(getApi, tradeid, orderKey !== '', (s) => {
    if (`${s.status}:${s.statustime.length}` !== orderKey) void load(true);
  });

  if (page.kind === 'loading') {
    return <Loading label={t('orders.detail.loading')} />;
  }
  if (page.kind === 'notFound' || page.kind === 'error' || page.kind === 'login') {
    return <OrderProblem kind={page.kind} message={page.kind === 'error' ? page.message : undefined} />;
  }
  if (!order) return null;

  const view = buildOrderDetailView(order, venue, { payByLink, locale });
  const notesValue = notes ?? view.notes;
  const notesChanged = view.editable && notesValue.trim() !== view.notes.trim();
  const couponsOn = hasCapability(venue, 'coupon');
  const couponLocked = order.status === PAYMENT_STATUS.paying || order.payments.some((p) => p.type === 21 && p.amount > 0);
  const storeClosed = Boolean(venue) && order.status === PAYMENT_STATUS.unpaid && !order.validtime && !isStoreOpenAt(venue as unknown as Venue, nowSeconds(), { categoryType: order.category_type });
  // Paid, also once partly or fully refunded (the total, paid and refund lines then apply).
  const paid = order.status === PAYMENT_STATUS.paid || order.status === PAYMENT_STATUS.refunding || order.status === PAYMENT_STATUS.refunded;
  const statusHref = `/order/status?tid=${encodeURIComponent(tradeid)}&from=order_detail`;

  const run = async (task: () => Promise<unknown>) => {
    if (busy) return;
    setBusy(true);
    try {
      await task();
    } finally {
      setBusy(false);
    }
  };

  /**
   * Pay Now: keep the notes, back to online pay, the checks (spending limit, minimum amount), then the
   * payment (orders-and-payments.md §2.4 "Navigation out", §2.8): when orderPayConfiguration offers the
   * drop-in platform (1) with a provider the payment page embeds (simulator, Adyen), the payment page —
   * its parameters as navigation state (sessionStorage), or encrypted (`?data=…&terminal_id=…`) when
   * the venue's `checkout_page` is above 0; otherwise (e.g. a Stripe-only deployment) the hosted
   * checkout: orderPayApply on platform 2 and the browser to its session data. Errors: 'The payment is
   * unavailable…' when no platform answers; orderPayApply's through `mapApiError`.
   */
  const payNow = () =>
    run(async () => {
      setDrawer(false);
      const { ops } = await getApi();
      if (view.editable && (notesChanged || order.type !== ORDER_TYPE.onlinePay)) {
        if (!(await edit({ notes: notesValue, type: ORDER_TYPE.onlinePay }))) return;
      }
      const fresh = $orderPage.get();
      const o = fresh.kind === 'ready' ? fresh.order : order;
      const v = buildOrderDetailView(o, venue, { payByLink, locale });
      const due = v.amountDue - v.paymentSurcharge;
      const limit = checkSpendingLimit(v.total, o.extra);
      if (!limit.ok) return showModal({ title: t('modal.error'), body: t('errors.SPENDING_LIMIT_EXCEEDED'), confirm: 'ok', kind: 'error' });
      const online = checkOnlinePayment(due, v.paymentSurcharge);
      if (!online.ok) return showModal({ title: t('modal.error'), body: t('errors.PAYMENT_BELOW_MINIMUM'), confirm: 'ok', kind: 'error' });
      const dropIn = await ops.fetchPayConfiguration({ venue_code: o.venue_code, trade_id: o.tradeid, platform: PAY_PLATFORM.dropIn, amount: due }).catch(() => null);
      const route = payNowRoute({ dropInProvider: dropIn?.provider ?? null, checkoutPage: venue?.config.checkout_page });
      if (route !== 'hosted') {
        const params: PaymentParams = { platform: PAY_PLATFORM.dropIn, url: location.href, amount: due, surcharge: v.paymentSurcharge, tradeid: o.tradeid, venue_code: o.venue_code, locate: document.documentElement.lang, venue_name: o.venue_name, shopper_statement: venue?.payments[0]?.shopper_statement ?? '', mode: 'web' };
        if (route === 'checkoutPage') {
          // The venue's own checkout page: the payment parameters go encrypted (§2.4, §7.4).
          const res = await fetch('/pay/encryptor', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ method: 'encrypt', params: JSON.stringify({ ...params, newUUID: crypto.randomUUID() }) }) }).catch(() => null);
          const data = res?.ok ? ((await res.json()) as { data?: string }).data : undefined;
          if (data) return location.assign(checkoutPageUrl(data, crypto.randomUUID()));
        }
        const storage = (() => {
          try {
            return sessionStorage;
          } catch {
            return null;
          }
        })();
        if (openPaymentPage(params, { storage, go: (url) => location.assign(url) })) return;
      }
      const platform = PAY_PLATFORM.hosted;
      try {
        await ops.fetchPayConfiguration({ venue_code: o.venue_code, trade_id: o.tradeid, platform, amount: due });
      } catch {
        return showModal({ title: t('modal.error'), body: t('orders.pay.unavailable'), confirm: 'ok', kind: 'error' });
      }
      try {
        const applied = await ops.applyPayment(o.tradeid, { platform, amount: due, surcharge: v.paymentSurcharge, return_url: payReturnUrl(location.origin, { platform, tradeid: o.tradeid, venueId: o.venue_id }) });
        location.assign(applied.session_data);
      } catch (e) {
        failWith(e, 'orderPayApply');
        await load(true);
      }
    });

  /** Pay in store: the order becomes a pay-in-store order and goes to the kitchen's list; the status page follows. */
  const payInStore = () =>
    run(async () => {
      setDrawer(false);
      if (view.editable && (notesChanged || order.type !== ORDER_TYPE.payInStore)) {
        if (!(await edit({ notes: notesValue, type: ORDER_TYPE.payInStore }))) return;
      }
      forgetPlacedOrder(tradeid);
      clearCartOfVenue(order.venue_id);
      location.assign(statusHref);
    });

  /** A yes / 'No, not now' confirmation (orders-and-payments.md §4.7) that runs `task` once confirmed. */
  const askThen = (ask: { title: string; body: string; danger?: boolean }, task: () => Promise<unknown>) =>
    setConfirm({
      ...ask,
      cancelLabel: t('orders.confirm.noNotNow'),
      confirmLabel: t('orders.confirm.yes'),
      onCancel: () => setConfirm(null),
      onConfirm: () => {
        setConfirm(null);
        void run(task);
      },
    });

  /** An order call whose failure shows its error; the order is read again either way. */
  const callThenReload = (call: (ops: Api['ops']) => Promise<unknown>) => async () => {
    try {
      const { ops } = await getApi();
      await call(ops);
    } catch (e) {
      failWith(e);
    }
    await load(true);
  };

  const cancelPayment = () =>
    askThen(
      { title: t('orders.confirm.cancelPaymentTitle'), body: t('orders.confirm.cancelPayment') },
      callThenReload((ops) => ops.cancelOrderPayment(tradeid)),
    );

  const operate = (status: number, title: string, body: string) =>
    askThen(
      { title, body, danger: status === 5 },
      callThenReload(async (ops) => {
        await ops.operateOrder(tradeid, status);
        if (status === 5) forgetPlacedOrder(tradeid);
      }),
    );

  const removeCoupon = () =>
    askThen(
      { title: t('orders.coupon.removeCoupon'), body: t('orders.coupon.removeCouponBody', { name: view.coupons[0]?.name ?? '' }) },
      // Only one coupon is removed at a time, the first (orders-and-payments.md §5.3).
      () => edit({ coupons: view.coupons.slice(1).map(couponFromEntry) }),
    );

  const actionButton = (key: OrderDetailView['actions'][number], primary: boolean) => {
    const label = key === 'continueToPay' && view.payInStore ? t('orders.actions.payNow') : t(`orders.actions.${key}`);
    const onClick =
      key === 'placeOrder' || key === 'next'
        ? () => setDrawer(true)
        : key === 'continueToPay'
          ? () => void payNow()
          : key === 'cancelPayment'
            ? cancelPayment
            : key === 'viewInvoice'
              ? () => setInvoice(true)
              : () => operate(6, t('orders.confirm.completeTitle'), t('orders.confirm.completeBody'));
    return (
      <button key={key} type="button" className={primary ? 'btn btn-primary od-action' : 'btn btn-ghost od-action'} onClick={onClick} aria-disabled={busy} data-testid={`action-${key}`}>
        <span>{label}</span>
        {primary && (key === 'placeOrder' || key === 'continueToPay') && <span className="btn-amount">{money(view.amountDue)}</span>}
      </button>
    );
  };

  const scheduled = view.validtime > 0;
  // A table order still being ordered at: tabs, new lines highlighted, the table's actions.
  const liveTable = table && isSittingLive(table) && order.status === PAYMENT_STATUS.unpaid ? table : null;
  const tabs = mapTableTabs(liveTable ? order.carts : [], picked);
  const inTab = (item: { isNew: boolean }) => !tabs.shown || (tabs.tab === 'new' ? item.isNew : !item.isNew);
  return (
    <div className={`od ${view.actions.length || liveTable ? 'has-bar' : ''}`}>
      <section className="card od-head" aria-labelledby="od-title">
        <p className="od-kicker">{view.venueName}</p>
        <h2 id="od-title">
          {category(order)}
          <span className="od-when" data-testid="od-when">
            {' · '}
            {table ? t('orders.table.guests', { count: table.count }) : scheduled ? t('orders.detail.scheduledFor', { time: time(view.validtime) }) : t('orders.detail.asap')}
          </span>
        </h2>
        {order.id > 0 && (
          <p className="od-number">
            {t('orders.detail.orderNumber')} <strong>{view.orderNumber}</strong>
          </p>
        )}
        {order.source === ORDER_SOURCE.table ? null : showsStatusLink(order, payByLink) ? (
          <a className="od-status" href={statusHref} data-testid="status-line">
            <span className={`status-pill tone-${statusTone(view.status.key)}`}>
              <StatusText label={view.status} clock={clock} />
            </span>
            <span className="od-status-more">{t('orders.detail.statusLink')}</span>
            <Icon name="chev-right" />
          </a>
        ) : (
          <p className="od-status" data-testid="status-line">
            <span className={`status-pill tone-${statusTone(view.status.key)}`}>
              <StatusText label={view.status} clock={clock} />
            </span>
          </p>
        )}
        {paid && venue?.config.paid_notices && (
          <p className="od-notice">
            <Icon name="megaphone" />
            <span>
              <strong>{t('orders.detail.notesFromShop')}</strong> {venue.config.paid_notices}
            </span>
          </p>
        )}
      </section>

      {view.payInStore && (
        <p className="od-banner" role="status">
          <Icon name="store" />
          <span>{t('orders.detail.payInStoreNote')}</span>
        </p>
      )}
      {storeClosed && (
        <p className="od-banner od-banner-warn" role="status">
          <Icon name="clock" />
          <span>
            {t('orders.detail.storeClosed')}
            {hasReservations(venue) ? ` ${t('orders.detail.youCanPreOrder')}` : ''}
          </span>
        </p>
      )}
      {view.groupAccount && <p className="od-banner">{t('orders.detail.groupAccount', { account: view.groupAccount })}</p>}
      {view.delivery && (
        <section className="card od-sec" aria-labelledby="od-addr">
          <h3 id="od-addr">{t('orders.detail.deliveryAddress')}</h3>
          <p className={view.address ? '' : 'muted'}>{view.address || t('orders.detail.noAddressSelected')}</p>
        </section>
      )}

      <section className="card od-sec" aria-labelledby="od-items">
        <h3 id="od-items">{t('orders.detail.items')}</h3>
        {liveTable && <TableTabs tabs={tabs} onPick={setPicked} />}
        {view.stores.map((store) => (
          <div key={store.storeId} className="od-store">
            {store.name && <h4 className="od-store-name">{store.name}</h4>}
            {store.courses.map((course) => (
              <div key={course.sequence} className="od-course">
                {course.label && <h5 className="od-course-name">{'name' in course.label ? course.label.name : t('orders.detail.course', { n: course.label.n })}</h5>}
                <ul className="od-items">
                  {course.items.filter(inTab).map((item) => (
                    <li key={item.key} className={liveTable && item.isNew ? 'od-item is-new' : 'od-item'} data-new={item.isNew || undefined}>
                      <div className="od-item-main">
                        <span className="od-item-name">
                          {item.name} <span className="od-x">x {item.count}</span>
                        </span>
                        <span className="od-price">{money(item.amount)}</span>
                      </div>
                      {item.sub.map((s, i) => (
                        <div key={i} className="od-sub">
                          <span>
                            {s.prefix === '#' ? '# ' : '+ '}
                            {s.name} <span className="od-x">x {s.count}</span>
                          </span>
                          {s.amount > 0 && <span className="od-price">{money(s.amount)}</span>}
                        </div>
                      ))}
                      {item.notes && <div className="od-item-notes">* {item.notes}</div>}
                      <RefundCount count={item.refunded} />
                      {payByLink && item.discount > 0 && (
                        <div className="od-sub">
                          <span>{t('orders.detail.discountLabel')}</span>
                          <span className="od-price">-{money(item.discount)}</span>
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ))}
        <dl className="od-amounts">
          {view.charges.map((row) => (
            <Amount key={row.id} row={row} money={money} t={t} />
          ))}
          <div className="od-row od-row-strong">
            <dt>{t('orders.detail.subtotal')}</dt>
            <dd>{money(view.subtotal)}</dd>
          </div>
        </dl>
        {liveTable && <TableAddMore info={liveTable} />}
        {view.editable && (
          <a className="od-link" href={`/${encodeURIComponent(order.venue_code)}`}>
            <Icon name="cart" />
            {t('orders.detail.changeOrAddMore')}
          </a>
        )}
      </section>

      {(view.editable || view.notes) && (
        <section className="card od-sec" aria-labelledby="od-notes">
          <h3 id="od-notes">{t('orders.detail.orderNotes')}</h3>
          {view.editable ? (
            <textarea
              className="od-notes"
              rows={2}
              maxLength={500}
              aria-labelledby="od-notes"
              placeholder={t('orders.detail.notesPlaceholder')}
              value={notesValue}
              onChange={(e) => setNotes(e.target.value)}
            />
          ) : (
            <p className="pre-line">{view.notes}</p>
          )}
        </section>
      )}

      {couponsOn && (view.editable || view.coupons.length > 0) && (
        <section className="card od-sec od-coupon" aria-labelledby="od-coupon">
          <h3 id="od-coupon">{t('orders.detail.coupon')}</h3>
          {view.coupons.length > 0 ? (
            <ul className="od-coupons">
              {view.coupons.map((c, i) => (
                <li key={c.couponId}>
                  <Icon name="megaphone" />
                  <span className="od-coupon-name">{c.name || c.shortCode}</span>
                  <span className="od-price">-{money(c.amount)}</span>
                  {i === 0 && view.editable && !couponLocked && (
                    <button type="button" className="link-btn" onClick={removeCoupon} aria-label={t('orders.coupon.removeNamed', { name: c.name || c.shortCode })}>
                      {t('orders.coupon.remove')}
                    </button>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
          {view.editable && !couponLocked && (
            <a className="od-link" href={`/order/coupon?tid=${encodeURIComponent(tradeid)}`} data-testid="coupon-row">
              <Icon name="megaphone" />
              {view.coupons.length ? t('orders.coupon.change') : t('orders.coupon.add')}
              <Icon name="chev-right" className="od-link-chev" />
            </a>
          )}
        </section>
      )}

      <section className="card od-sec" aria-labelledby="od-total">
        <h3 id="od-total" className="sr-only">
          {t('orders.detail.total')}
        </h3>
        <dl className="od-amounts">
          {view.discount > 0 && <Amount row={{ id: 'discount', labelKey: 'discount', amount: view.discount, negative: true }} money={money} t={t} />}
          {view.tips > 0 && <Amount row={{ id: 'tips', labelKey: 'tips', amount: view.tips }} money={money} t={t} />}
          {!paid && view.paymentSurcharge > 0 && <Amount row={{ id: 'sf', labelKey: 'paymentSurcharge', amount: view.paymentSurcharge }} money={money} t={t} />}
          <div className="od-row od-row-total" data-testid="amount-due">
            <dt>{paid ? t('orders.detail.total') : view.amountDueWithSurcharge ? t('orders.detail.amountDueSF') : t('orders.detail.amountDue')}</dt>
            <dd>{money(view.amountDue)}</dd>
          </div>
          {view.taxLines.length > 0 && (
            <>
              <div className="od-row od-row-tax">
                <dt>{t('orders.detail.taxedItemsSubtotal')}</dt>
                <dd>{money(view.taxedSubtotal)}</dd>
              </div>
              {view.taxLines.map((l) => (
                <div key={l.label} className="od-row od-row-tax">
                  <dt>{taxLineLabel(l, { name: l.name, inclusive: t('orders.detail.taxInclusive') })}</dt>
                  <dd>{money(l.amount)}</dd>
                </div>
              ))}
            </>
          )}
          {paid && view.paymentSurcharge > 0 && <Amount row={{ id: 'sfp', labelKey: 'paymentSurcharge', amount: view.paymentSurcharge }} money={money} t={t} />}
          {view.totalPaid > 0 && <Amount row={{ id: 'paid', labelKey: view.totalPaidWithSurcharge ? 'totalPaidSF' : 'totalPaid', amount: view.totalPaid }} money={money} t={t} />}
          {view.totalRefund > 0 && <Amount row={{ id: 'refund', labelKey: 'totalRefund', amount: view.totalRefund }} money={money} t={t} />}
        </dl>
      </section>

      <RefundList refunds={view.refunds} money={money} />

      <section className="card od-sec" aria-labelledby="od-info">
        <h3 id="od-info">{t('orders.detail.information')}</h3>
        <dl className="od-info">
          {view.address && (
            <div className="od-row">
              <dt>{t('orders.detail.shippingAddress')}</dt>
              <dd>{view.address}</dd>
            </div>
          )}
          {view.tableName && (
            <div className="od-row">
              <dt>{t('orders.detail.table')}</dt>
              <dd>{view.tableName}</dd>
            </div>
          )}
          <div className="od-row">
            <dt>{t('orders.detail.transactionId')}</dt>
            <dd className="od-mono" data-testid="transaction-id">{view.transactionId}</dd>
          </div>
          {view.parentTradeid && (
            <div className="od-row">
              <dt>{t('orders.detail.refundTransactionId')}</dt>
              <dd className="od-mono">{view.parentTradeid}</dd>
            </div>
          )}
          {scheduled && (
            <div className="od-row">
              <dt>{t('orders.detail.scheduledTime')}</dt>
              <dd>{time(view.validtime)}</dd>
            </div>
          )}
          <div className="od-row">
            <dt>{t('orders.detail.orderTime')}</dt>
            <dd>{time(view.createdAt)}</dd>
          </div>
          <div className="od-row">
            <dt>{t('orders.detail.paymentStatus')}</dt>
            <dd data-testid="payment-status">{t(`orders.paymentStatus.${view.paymentKey}`)}</dd>
          </div>
          {view.paytime > 0 && (
            <div className="od-row">
              <dt>{t('orders.detail.paymentTime')}</dt>
              <dd>{time(view.paytime)}</dd>
            </div>
          )}
        </dl>
        {(paid || (view.cancelable && !liveTable)) && (
          <div className="od-more">
            {paid && (
              <>
                {/* The order QR is shown to the store on arrival (§2.11): a table's order is already at its table. */}
                {order.source !== ORDER_SOURCE.table && (
                  <a className="chip" href={`/order/qr?tid=${encodeURIComponent(tradeid)}&no=${encodeURIComponent(view.orderNumber)}`}>
                    <Icon name="qr" />
                    {t('orders.actions.qr')}
                  </a>
                )}
                <a className="chip" href={`/order/review?tid=${encodeURIComponent(tradeid)}`}>
                  <Icon name="info" />
                  {t('orders.actions.review')}
                </a>
              </>
            )}
            {view.cancelable && !liveTable && (
              <button type="button" className="chip chip-danger" onClick={() => operate(5, t('orders.confirm.cancelTitle'), t('orders.confirm.cancelBody'))}>
                <Icon name="close" />
                {t('orders.actions.cancelOrder')}
              </button>
            )}
          </div>
        )}
      </section>

      {liveTable && <TableOrderActions info={liveTable} money={money} busy={busy} run={run} onChanged={() => load(true)} />}
      {!liveTable && view.actions.length > 0 && (
        <div className="od-bar" role="region" aria-label={t('orders.detail.actions')}>
          <div className="od-bar-in">{view.actions.map((a, i) => actionButton(a, i === view.actions.length - 1))}</div>
        </div>
      )}

      {drawer && (
        <Dialog open onClose={() => setDrawer(false)} variant="bottom" labelledBy={drawerTitle} className="pay-drawer">
          <div className="panel-head">
            <h2 id={drawerTitle}>{t('orders.payMethod.title')}</h2>
            <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={() => setDrawer(false)}>
              <Icon name="close" />
            </button>
          </div>
          <div className="panel-body pay-methods">
            <button type="button" className="pay-method" onClick={() => void payNow()} data-testid="pay-now">
              <span className="pay-method-icon">
                <Icon name="cart" />
              </span>
              <span className="pay-method-text">
                <strong>{view.paymentSurcharge > 0 ? t('orders.payMethod.payNowSurcharge', { surcharge: money(view.paymentSurcharge) }) : t('orders.payMethod.payNow')}</strong>
                <span className="muted small">{t('orders.payMethod.payNowHint')}</span>
              </span>
              <span className="od-price">{money(view.amountDue)}</span>
            </button>
            <button type="button" className="pay-method" onClick={() => void payInStore()} data-testid="pay-in-store">
              <span className="pay-method-icon">
                <Icon name="store" />
              </span>
              <span className="pay-method-text">
                <strong>{t('orders.payMethod.payInstore')}</strong>
                <span className="muted small">{t('orders.payMethod.payInstoreHint')}</span>
              </span>
            </button>
          </div>
        </Dialog>
      )}
      {confirm && <ConfirmDialog {...confirm} />}
      {invoice && view.invoices.length > 0 && (
        <Suspense fallback={null}>
          <InvoiceViewer
            invoices={view.invoices.map((i) => ({ code: i.code, storeName: i.storeName }))}
            knownEmail={api.current?.session?.user?.email ?? order.customer?.email ?? ''}
            orderNumber={view.orderNumber}
            onClose={() => setInvoice(false)}
          />
        </Suspense>
      )}
      {busy && <div className="od-busy" role="status" aria-label={t('common.loading')} />}
    </div>
  );
}

export default function OrderDetailApp({ locale, messages, from: _from, ...props }: OrderDetailAppProps) {
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <Detail {...props} />
      <InfoModal />
    </OrdersRoot>
  );
}

