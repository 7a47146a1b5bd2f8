/**
 * The notices under the order's head (orders-and-payments.md §2.4): pay in store, the store closed now
 * (with 'you can pre-order' where the venue takes reservations), a group account, and a delivery's address.
 */
import { hasReservations } from '../../venue-caps';
import Icon from '../../ui/Icon';
import type { OrderVenue } from '../../api/order-types';
import type { OrderDetailView } from '../../stores/order-view';
import type { OrderFormat } from '../use-order-format';

export default function OrderNotices({ view, venue, storeClosed, fmt: { t, clock } }: { view: OrderDetailView; venue: OrderVenue | null; storeClosed: boolean; fmt: OrderFormat }) {
  return (
    <>
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
      {view.movedTo !== null && view.stage !== 2 && (
        <p className="od-banner od-banner-warn" role="status" data-testid="moved-to">
          <Icon name="clock" />
          <span>{t('orders.detail.movedTo', { time: clock(view.movedTo) })}</span>
        </p>
      )}
      {view.groupAccount && <p className="od-banner">{t('orders.detail.groupAccount', { account: view.groupAccount })}</p>}
      {view.delivery && (
        <section className="card od-sec" aria-labelledby="od-addr">
          <h3 id="od-addr">{t('orders.detail.deliveryAddress')}</h3>
          <p className={view.address ? '' : 'muted'}>{view.address || t('orders.detail.noAddressSelected')}</p>
        </section>
      )}
    </>
  );
}
