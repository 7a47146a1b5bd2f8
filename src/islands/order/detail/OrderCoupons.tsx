/**
 * The coupon row (orders-and-payments.md §2.6, §5.3): the order's coupons with their discounts; while the
 * order is editable and no payment is under way, 'remove' on the first one and a link to the coupon page.
 */
import { removeCoupon } from '../../stores/order-detail';
import Icon from '../../ui/Icon';
import type { OrderDetailView } from '../../stores/order-view';
import type { OrderFormat } from '../use-order-format';

export default function OrderCoupons({ tradeid, view, locked, fmt: { t, money } }: { tradeid: string; view: OrderDetailView; locked: boolean; fmt: OrderFormat }) {
  if (!view.editable && view.coupons.length === 0) return null;
  return (
    <section className="card od-sec od-coupon" aria-labelledby="od-coupon">
      <h3 id="od-coupon">{t('orders.detail.coupon')}</h3>
      {view.coupons.length > 0 ? (
        <ul className="od-coupons">
          {view.coupons.map((c, i) => (
            <li key={c.couponId}>
              <Icon name="megaphone" />
              <span className="od-coupon-name">{c.name || c.shortCode}</span>
              <span className="od-price">-{money(c.amount)}</span>
              {i === 0 && view.editable && !locked && (
                <button type="button" className="link-btn" onClick={() => removeCoupon(view.coupons)} aria-label={t('orders.coupon.removeNamed', { name: c.name || c.shortCode })}>
                  {t('orders.coupon.remove')}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {view.editable && !locked && (
        <a className="od-link" href={`/order/coupon?tid=${encodeURIComponent(tradeid)}`} data-testid="coupon-row">
          <Icon name="megaphone" />
          {view.coupons.length ? t('orders.coupon.change') : t('orders.coupon.add')}
          <Icon name="chev-right" className="od-link-chev" />
        </a>
      )}
    </section>
  );
}
