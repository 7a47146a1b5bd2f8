/**
 * The totals (orders-and-payments.md §2.4, §5.2, §5.4): discount, tips, the payment surcharge, the
 * amount due (or the total once paid), the tax breakdown, what was paid and what was refunded, in cents.
 */
import { taxLineLabel } from '../../../domain/tax';
import type { OrderDetailView } from '../../stores/order-view';
import type { OrderFormat } from '../use-order-format';
import Amount from './Amount';

export default function OrderTotals({ view, paid, fmt: { t, money } }: { view: OrderDetailView; paid: boolean; fmt: OrderFormat }) {
  return (
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
  );
}
