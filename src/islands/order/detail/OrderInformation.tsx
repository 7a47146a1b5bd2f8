/**
 * The information rows (orders-and-payments.md §2.4): shipping address, table, transaction id, refund
 * transaction id, scheduled time, order time, payment status and time; once paid the order QR (§2.11,
 * pick-up and takeaway orders only) and the review link (§2.10); 'Request refund' on a paid order (§4.7);
 * 'Cancel order' while cancelable (§4.6).
 */
import { hasPickupCode } from '../../../domain/fulfilment';
import { ORDER_SOURCE } from '../../../domain/order-status';
import { askRefund, canAskRefund, cancelInWindow, operateOrder, ORDER_OPERATION } from '../../stores/order-detail';
import Icon from '../../ui/Icon';
import type { OrderDetail } from '../../api/order-types';
import type { OrderDetailView } from '../../stores/order-view';
import type { OrderFormat } from '../use-order-format';

export default function OrderInformation({ tradeid, order, view, paid, liveTable, payByLink = false, fmt: { t, time } }: { tradeid: string; order: OrderDetail; view: OrderDetailView; paid: boolean; liveTable: boolean; payByLink?: boolean; fmt: OrderFormat }) {
  // Inside the venue's cancel window (issue 23 item 6) the window's cancel replaces the spec's (§4.6).
  const inWindow = order.cancel_until !== null && order.cancel_until !== undefined && !liveTable;
  const cancelable = (view.cancelable || inWindow) && !liveTable;
  // A paid order outside the cancel window: the diner may ask for a refund (§4.7; the merchant refunds).
  const refundable = canAskRefund({ paymentStatus: order.status, inCancelWindow: inWindow, liveTable, payByLink });
  return (
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
        {view.validtime > 0 && (
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
      {(paid || cancelable) && (
        <div className="od-more">
          {paid && (
            <>
              {/* The order QR is shown to the store on arrival (§2.11): pick-up and takeaway only — a table's order is at its table, a delivery is not collected (issue 27). */}
              {order.source !== ORDER_SOURCE.table && hasPickupCode(order.category_type) && (
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
          {refundable && (
            <button type="button" className="chip" data-testid="request-refund" onClick={askRefund}>
              <Icon name="info" />
              {t('orders.actions.requestRefund')}
            </button>
          )}
          {cancelable && (
            <button type="button" className="chip chip-danger" onClick={() => (inWindow ? cancelInWindow(paid) : operateOrder(ORDER_OPERATION.cancel))}>
              <Icon name="close" />
              {t('orders.actions.cancelOrder')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
