/**
 * The order detail's refund blocks (orders-and-payments.md §2.4, §3.2 refund_orders): 'Refund x n' under
 * an item, and the list of the order's refund orders — each with its refund transaction id (its trade
 * id without the first 7 characters), the amount and a link to its receipt
 * (/cloud/open/invoice/view/{invoice_code}). Texts are message keys under `orders.detail`.
 */
import { useTranslation } from 'react-i18next';
import { receiptUrl, type RefundView } from '../stores/order-view';

/** 'Refund x n' under an item (nothing when none of it was refunded). */
export function RefundCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <div className="od-sub od-refund" data-testid="refund-count">
      <span>{t('orders.detail.refundCount', { n: count })}</span>
    </div>
  );
}

/** The refund orders of the order, oldest first; nothing when there are none. */
export function RefundList({ refunds, money }: { refunds: RefundView[]; money: (cents: number) => string }) {
  const { t, i18n } = useTranslation();
  if (refunds.length === 0) return null;
  return (
    <section className="card od-sec" aria-labelledby="od-refunds" data-testid="refunds">
      <h3 id="od-refunds">{t('orders.detail.refunds')}</h3>
      <dl className="od-info">
        {refunds.map((r) => (
          <div key={r.tradeid} className="od-row od-refund-row">
            <dt>
              {t('orders.detail.refundTransactionId')}
              <span className="od-mono od-refund-id" data-testid="refund-transaction-id">
                {r.transactionId}
              </span>
            </dt>
            <dd>
              <span className="od-price">-{money(r.amount)}</span>{' '}
              <a className="od-link-inline" href={receiptUrl(r.invoiceCode, i18n.language)} target="_blank" rel="noopener">
                {t('orders.detail.refundReceipt')}
                <span className="sr-only"> {r.transactionId}</span>
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
