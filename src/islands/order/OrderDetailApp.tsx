/**
 * The order detail / order summary page /order/detail/:tid (orders-and-payments.md §2.4, §4.6, §4.7,
 * §5.1–5.3, §8.2, §8.3): the order fetched network-only with its venue and kept live by its status
 * subscription; blocks top to bottom (header with the status line, notices, items by store and course,
 * order notes, coupon row, totals, refunds, information rows); the bottom actions by state; the payment
 * method drawer, confirmations, the receipt viewer; pay-by-link (pbl=1) and 'not found'. The state and
 * its verbs are stores/order-detail.ts; the parts are in ./detail/.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { isStoreOpenAt } from '../../domain/opening-hours';
import { PAYMENT_STATUS, PAYMENT_TYPE } from '../../domain/order-status';
import type { Venue } from '../../domain/types';
import type { Locale, Messages } from '../../i18n';
import { hasCapability } from '../venue-caps';
import InfoModal from '../ui/InfoModal';
import Loading from '../ui/Loading';
import { $orderPage } from '../stores/orders';
import {
  $confirmation,
  $invoiceOpen,
  $orderBusy,
  $payDrawerOpen,
  $pickedTab,
  $tableOrder,
  applyChosenCoupons,
  bindOrderDetailText,
  followTableEvent,
  loadOrderDetail,
  orderDetailApi,
  pickTab,
  runBusy,
  sessionEmail,
  setInvoiceOpen,
  setPayDrawer,
  startOrderDetail,
  warnPendingPayment,
} from '../stores/order-detail';
import { setBackGuard, warnsPendingPayment } from '../stores/back-guard';
import { useValue } from '../stores/react';
import { leavePayLinkToken } from '../stores/session';
import { isSittingLive, mapTableTabs } from '../stores/table-sync';
import OrdersRoot from './OrdersRoot';
import ConfirmDialog from '../ui/ConfirmDialog';
import { buildOrderDetailView, directOrderKind } from '../stores/order-view';
import { TableOrderActions, useFollowTable } from './TableOrderBlocks';
import { useOrderFormat } from './use-order-format';
import { RefundList } from './RefundBlocks';
import { useVenueTheme } from './use-venue-theme';
import { useOrderStatusWatch } from './use-order-status-watch';
import OrderProblem from './OrderProblem';
import OrderHeader from './detail/OrderHeader';
import OrderNotices from './detail/OrderNotices';
import CourierDelivery from './detail/CourierDelivery';
import OrderItems from './detail/OrderItems';
import OrderNotes from './detail/OrderNotes';
import OrderCoupons from './detail/OrderCoupons';
import OrderTotals from './detail/OrderTotals';
import OrderGiftCard from './detail/OrderGiftCard';
import OrderVouchers, { isMemberSession } from './detail/OrderVouchers';
import OrderInformation from './detail/OrderInformation';
import OrderActions from './detail/OrderActions';
import PayMethodDrawer from './detail/PayMethodDrawer';
import './orders.css';

export interface OrderDetailAppProps {
  locale: Locale;
  messages: Messages;
  tradeid: string;
  payByLink: boolean;
  /** Where the diner came from ('pay', 'order_table_scan', …). */
  from: string;
  /** A staff pay link's session token, opened by the page on the server (issue 23 item 7): installed once as the pay-by-link token. */
  payLinkSession?: string;
}



// The receipt viewer (and its e-mail check) loads when first opened.
const InvoiceViewer = lazy(() => import('./InvoiceViewer'));

const nowSeconds = () => Math.floor(Date.now() / 1000);
const quietReload = () => loadOrderDetail(true);

function Detail({ tradeid, payByLink, from }: Omit<OrderDetailAppProps, 'locale' | 'messages'>) {
  startOrderDetail({ tradeid, payByLink });
  const page = useValue($orderPage);
  const table = useValue($tableOrder);
  const picked = useValue($pickedTab);
  const busy = useValue($orderBusy);
  const drawer = useValue($payDrawerOpen);
  const confirm = useValue($confirmation);
  const invoice = useValue($invoiceOpen);
  const order = page.kind === 'ready' ? page.order : null;
  const venue = page.kind === 'ready' ? page.venue : null;
  const fmt = useOrderFormat(venue);
  const { t, money, locale } = fmt;
  useVenueTheme(venue);

  useEffect(() => bindOrderDetailText({ t, money, locale }), [t, money, locale]);
  useEffect(() => {
    void loadOrderDetail();
  }, [tradeid, payByLink]);

  // New items arriving at the table bring the 'Newly added items' tab forward (orders-and-payments.md §4.4).
  const newCount = table ? table.carts.filter((l) => l.status === 1).length : 0;
  const seenNew = useRef(newCount);
  useEffect(() => {
    if (newCount > seenNew.current) pickTab(undefined);
    seenNew.current = newCount;
  }, [newCount]);

  // A live table order follows its table (orders-and-payments.md §4.8): in place when the order status
  // matches (the bill follows with a quiet read), else the page is read again.
  useFollowTable(table, tradeid, { onRefetch: () => void quietReload(), onEvent: followTableEvent });

  // Coupons ticked on the coupon page are applied once the order is here (orders-and-payments.md §2.6).
  useEffect(() => {
    if (page.kind === 'ready') applyChosenCoupons();
  }, [page]);

  // Arriving from the courier dialog's 'Place order' (?from=courier): the payment method drawer opens at
  // once, so the diner presses 'Place order' once, not again on this page (issue 27 item 6). Once only:
  // the parameter leaves the address, so a reload shows the page as it is.
  const courierArrival = useRef(from === 'courier');
  useEffect(() => {
    if (!courierArrival.current || page.kind !== 'ready') return;
    courierArrival.current = false;
    const url = new URL(location.href);
    url.searchParams.delete('from');
    history.replaceState(history.state, '', url);
    if (page.order.status === PAYMENT_STATUS.unpaid && buildOrderDetailView(page.order, page.venue, { payByLink }).actions.includes('placeOrder')) setPayDrawer(true);
  }, [page, payByLink]);

  // Arriving from 'order_paying' (a checkout found this order being paid): Back first warns while the
  // payment is still pending — stay to cancel it, or leave anyway (orders-and-payments.md §2.4).
  const paymentStatus = order?.status;
  useEffect(() => {
    if (from !== 'order_paying') return;
    return setBackGuard(() => {
      if (!warnsPendingPayment(from, paymentStatus)) return false;
      warnPendingPayment();
      return true;
    });
  }, [from, paymentStatus]);

  // Live status: a change of status or events reads the order again.
  // A courier's status or driver (orderStatusChanged shipping, §7.1) counts as a change too.
  const courierKey = (sh: { delivery_status?: string | null; driver_name?: string | null } | null | undefined) => `${String(sh?.delivery_status ?? '')}:${String(sh?.driver_name ?? '')}`;
  const orderKey = order ? `${order.status}:${order.statustime.length}:${courierKey(order.shipping)}` : '';
  useOrderStatusWatch(orderDetailApi, tradeid, orderKey !== '', (s) => {
    if (`${s.status}:${s.statustime.length}:${courierKey(s.shipping)}` !== orderKey) void quietReload();
  });

  if (page.kind === 'loading') {
    return <Loading label={t('orders.detail.loading')} />;
  }
  if (page.kind === 'notFound' || page.kind === 'error' || page.kind === 'login') {
    return <OrderProblem kind={page.kind} message={page.kind === 'error' ? page.message : undefined} />;
  }
  if (!order) return null;

  const view = buildOrderDetailView(order, venue, { payByLink, locale });
  const couponLocked = order.status === PAYMENT_STATUS.paying || order.payments.some((p) => p.type === PAYMENT_TYPE.discount && p.amount > 0);
  // A gift-card purchase (a direct order) has no opening hours: no 'store closed, pre-order' (issue 27 item 10).
  const storeClosed = Boolean(venue) && !directOrderKind(order.extra) && order.status === PAYMENT_STATUS.unpaid && !order.validtime && !isStoreOpenAt(venue as unknown as Venue, nowSeconds(), { categoryType: order.category_type });
  // Paid, also once partly or fully refunded (the total, paid and refund lines then apply).
  const paid = order.status === PAYMENT_STATUS.paid || order.status === PAYMENT_STATUS.refunding || order.status === PAYMENT_STATUS.refunded;
  // A table order still being ordered at: tabs, new lines highlighted, the table's actions.
  const liveTable = table && isSittingLive(table) && order.status === PAYMENT_STATUS.unpaid ? table : null;
  const tabs = mapTableTabs(liveTable ? order.carts : [], picked);
  return (
    <div className={`od ${view.actions.length || liveTable ? 'has-bar' : ''}`}>
      <OrderHeader tradeid={tradeid} order={order} venue={venue} view={view} table={table} paid={paid} payByLink={payByLink} fmt={fmt} />
      <OrderNotices view={view} venue={venue} storeClosed={storeClosed} street={streetOf(order.shipping)} tradeid={tradeid} shipping={order.shipping} fmt={fmt} />
      <CourierDelivery shipping={order.shipping as Record<string, unknown> | null} status={order.status} finished={view.stage === 2} fmt={fmt} />
      <OrderItems order={order} view={view} liveTable={liveTable} tabs={tabs} payByLink={payByLink} fmt={fmt} />
      <OrderNotes view={view} fmt={fmt} />
      {hasCapability(venue, 'coupon') && <OrderCoupons tradeid={tradeid} view={view} locked={couponLocked} fmt={fmt} />}
      {!liveTable && !payByLink && hasCapability(venue, 'voucher') && isMemberSession() && <OrderVouchers order={order} venue={venue} view={view} locked={couponLocked} busy={busy} fmt={fmt} />}
      {!liveTable && !payByLink && <OrderGiftCard tradeid={tradeid} order={order} fmt={fmt} onChanged={() => void quietReload()} />}
      <OrderTotals view={view} paid={paid} fmt={fmt} />
      <RefundList refunds={view.refunds} money={money} />
      <OrderInformation tradeid={tradeid} order={order} view={view} paid={paid} liveTable={Boolean(liveTable)} payByLink={payByLink} fmt={fmt} />
      {liveTable ? <TableOrderActions info={liveTable} money={money} busy={busy} run={runBusy} onChanged={quietReload} /> : <OrderActions view={view} busy={busy} fmt={fmt} />}
      {drawer && <PayMethodDrawer view={view} fmt={fmt} />}
      {confirm && <ConfirmDialog {...confirm} />}
      {invoice && view.invoices.length > 0 && (
        <Suspense fallback={null}>
          <InvoiceViewer
            invoices={view.invoices.map((i) => ({ code: i.code, storeName: i.storeName }))}
            knownEmail={sessionEmail() ?? order.customer?.email ?? ''}
            orderNumber={view.orderNumber}
            onClose={() => setInvoiceOpen(false)}
          />
        </Suspense>
      )}
      {busy && <div className="od-busy" role="status" aria-label={t('common.loading')} />}
    </div>
  );
}

/** The street, unit and instructions of an order's shipping ('' when absent), for the address box. */
function streetOf(s: { street1?: string | null; street2?: string | null; instructions?: string | null } | null | undefined) {
  return { street1: s?.street1 ?? '', street2: s?.street2 ?? '', instructions: s?.instructions ?? '' };
}

let payLinkLeft = '';

export default function OrderDetailApp({ locale, messages, payLinkSession, ...props }: OrderDetailAppProps) {
  // Before the first load of the order (Detail's effect), once per token.
  if (payLinkSession && payLinkLeft !== payLinkSession && typeof window !== 'undefined') {
    payLinkLeft = payLinkSession;
    leavePayLinkToken(payLinkSession);
  }
  return (
    <OrdersRoot locale={locale} messages={messages}>
      <Detail {...props} />
      <InfoModal />
    </OrdersRoot>
  );
}
