/**
 * The payment method drawer (orders-and-payments.md §2.4, §2.8): 'Pay Now' (with the surcharge when
 * there is one) and 'payInstore' — the latter only for a fulfilment collected at the venue (the
 * domain's `canPayInStore`: never for a delivery, issue 27; the server refuses it too).
 */
import { useId } from 'react';
import { canPayInStore } from '../../../domain/fulfilment';
import { payInStore, payNow, setPayDrawer } from '../../stores/order-detail';
import Dialog from '../../ui/Dialog';
import Icon from '../../ui/Icon';
import type { OrderDetailView } from '../../stores/order-view';
import type { OrderFormat } from '../use-order-format';

export default function PayMethodDrawer({ view, fmt: { t, money } }: { view: OrderDetailView; fmt: OrderFormat }) {
  const title = useId();
  return (
    <Dialog open onClose={() => setPayDrawer(false)} variant="bottom" labelledBy={title} className="pay-drawer">
      <div className="panel-head">
        <h2 id={title}>{t('orders.payMethod.title')}</h2>
        <button type="button" className="icon-btn" aria-label={t('common.close')} onClick={() => setPayDrawer(false)}>
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
        {canPayInStore(view.categoryType) && (
          <button type="button" className="pay-method" onClick={() => void payInStore()} data-testid="pay-in-store">
            <span className="pay-method-icon">
              <Icon name="store" />
            </span>
            <span className="pay-method-text">
              <strong>{t('orders.payMethod.payInstore')}</strong>
              <span className="muted small">{t('orders.payMethod.payInstoreHint')}</span>
            </span>
          </button>
        )}
      </div>
    </Dialog>
  );
}
