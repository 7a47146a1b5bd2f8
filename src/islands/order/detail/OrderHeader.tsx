/**
 * The head of the order detail (orders-and-payments.md §2.4, §4.6): the venue, the fulfilment with
 * when (guests at a table, the scheduled time, or 'ASAP'), the order number, the status line (a link to
 * the status page unless a table order or not offered) and the shop's notes once paid.
 */
import { ORDER_SOURCE } from '../../../domain/order-status';
import { statusHref } from '../../stores/order-detail';
import Icon from '../../ui/Icon';
import type { OrderDetail, OrderVenue } from '../../api/order-types';
import { directOrderKind, showsStatusLink, statusTone, type OrderDetailView } from '../../stores/order-view';
import StatusText from '../StatusText';
import { localName } from '../../../i18n';
import type { TableOrderInfo } from '../../stores/table-order';
import type { OrderFormat } from '../use-order-format';

export default function OrderHeader({ tradeid, order, venue, view, table, paid, payByLink, fmt }: { tradeid: string; order: OrderDetail; venue: OrderVenue | null; view: OrderDetailView; table: TableOrderInfo | null; paid: boolean; payByLink: boolean; fmt: OrderFormat }) {
  const { t, time, clock, category, locale } = fmt;
  const status = (
    <span className={`status-pill tone-${statusTone(view.status.key)}`}>
      <StatusText label={view.status} clock={clock} />
    </span>
  );
  return (
    <section className="card od-head" aria-labelledby="od-title">
      <p className="od-kicker">{view.venueName}</p>
      <h2 id="od-title">
        {category(order)}
        {/* A direct order (a gift-card purchase) has no fulfilment time (issue 27 item 10). */}
        {!directOrderKind(order.extra) && (
          <span className="od-when" data-testid="od-when">
            {' · '}
            {table ? t('orders.table.guests', { count: table.count }) : view.validtime > 0 ? t('orders.detail.scheduledFor', { time: time(view.validtime) }) : t('orders.detail.asap')}
          </span>
        )}
      </h2>
      {order.id > 0 && (
        <p className="od-number">
          {t('orders.detail.orderNumber')} <strong>{view.orderNumber}</strong>
        </p>
      )}
      {order.source === ORDER_SOURCE.table ? null : showsStatusLink(order, payByLink) ? (
        <a className="od-status" href={statusHref(tradeid)} data-testid="status-line">
          {status}
          <span className="od-status-more">{t('orders.detail.statusLink')}</span>
          <Icon name="chev-right" />
        </a>
      ) : (
        <p className="od-status" data-testid="status-line">
          {status}
        </p>
      )}
      {paid && venue?.config.paid_notices && (
        <p className="od-notice">
          <Icon name="megaphone" />
          <span>
            <strong>{t('orders.detail.notesFromShop')}</strong> {localName(venue.config.paid_notices, venue.config.paid_notices_i18n, locale)}
          </span>
        </p>
      )}
    </section>
  );
}
