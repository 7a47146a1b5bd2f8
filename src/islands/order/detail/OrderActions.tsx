/**
 * The bottom actions of an order by its state (orders-and-payments.md §2.4, §4.6): 'placeOrder' /
 * 'next' open the payment method drawer, 'continueToPay' pays now, 'cancelPayment', 'viewInvoice', and
 * 'complete'; the last one is the primary button, with the amount due on the paying ones.
 */
import { cancelPayment, operateOrder, ORDER_OPERATION, payNow, setInvoiceOpen, setPayDrawer } from '../../stores/order-detail';
import type { OrderDetailView } from '../../stores/order-view';
import type { OrderFormat } from '../use-order-format';

export default function OrderActions({ view, busy, fmt: { t, money } }: { view: OrderDetailView; busy: boolean; fmt: OrderFormat }) {
  if (view.actions.length === 0) return null;
  const onClickOf = (key: OrderDetailView['actions'][number]) =>
    key === 'placeOrder' || key === 'next'
      ? () => setPayDrawer(true)
      : key === 'continueToPay'
        ? () => void payNow()
        : key === 'cancelPayment'
          ? cancelPayment
          : key === 'viewInvoice'
            ? () => setInvoiceOpen(true)
            : () => operateOrder(ORDER_OPERATION.complete);
  return (
    <div className="od-bar" role="region" aria-label={t('orders.detail.actions')}>
      <div className="od-bar-in">
        {view.actions.map((key, i) => {
          const primary = i === view.actions.length - 1;
          const label = key === 'continueToPay' && view.payInStore ? t('orders.actions.payNow') : t(`orders.actions.${key}`);
          return (
            <button key={key} type="button" className={primary ? 'btn btn-primary od-action' : 'btn btn-ghost od-action'} onClick={onClickOf(key)} aria-disabled={busy} data-testid={`action-${key}`}>
              <span>{label}</span>
              {primary && (key === 'placeOrder' || key === 'continueToPay') && <span className="btn-amount">{money(view.amountDue)}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
